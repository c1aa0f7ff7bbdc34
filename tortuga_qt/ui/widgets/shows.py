"""The window's presentations: what happened shown large (and read out), the discard pile, the end screen, the reference."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QWidget

from tortuga_qt.app import wording as W
from tortuga_qt.app.story import Storyteller

if TYPE_CHECKING:  # the panels load with the table, after the window's first frame
    from pathlib import Path

    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.rules.events import Event
    from tortuga_qt.ui.announcer import Announcer
    from tortuga_qt.ui.scene.table_scene import TableScene


class Replays(Protocol):
    """Opens a replay (the file commands)."""

    def show_replay(self, path: Path | None = None) -> QDialog | None:
        """Opens the replay viewer of the game on the table once it is over."""
        ...


class Moving(Protocol):
    """View › Animations: whether the mat animates."""

    @property
    def on(self) -> bool:
        """Returns whether the mat animates."""
        ...


class ShowTable(Protocol):
    """What the presentations use of the window: its mat, its game, its words and its file commands."""

    @property
    def settings(self) -> QSettings:
        """The program's settings."""
        ...

    @property
    def session(self) -> GameSession | None:
        """The game on the table."""
        ...

    @property
    def scene(self) -> TableScene | None:
        """The mat."""
        ...

    @property
    def storyteller(self) -> Storyteller:
        """The log's sentences."""
        ...

    @property
    def announcer(self) -> Announcer:
        """Reads public news out to screen readers."""
        ...

    @property
    def presenter(self) -> TablePresenter | None:
        """The table's presenter."""
        ...

    @property
    def reveal_ms(self) -> int:
        """How long reveals are held at the normal pace when only computers play (0: reveals are never held)."""
        ...

    @property
    def files(self) -> Replays:
        """The file commands (the end screen's replay)."""
        ...

    @property
    def motion(self) -> Moving:
        """View › Animations."""
        ...

    def ask_new_game(self) -> None:
        """Opens the new game dialog."""
        ...

    def start(self, new: NewGame) -> bool:
        """Starts a game on the table."""
        ...


class Presentations:
    """The window's presentations: events shown large and read out, dialogs and reference pages."""

    end_dialog: QDialog | None = None  # the end screen, once opened
    just_revealed: Event | None = None  # the card revealed in the events drawn last (it is flipping now)

    def __init__(self, window: ShowTable, widget: QWidget) -> None:
        self.window, self.widget = window, widget  # the widget: the parent of the dialogs

    def skip(self) -> None:
        """Skip animation: the mat's moves end at once and a card shown large goes."""
        if self.window.scene is not None:
            self.window.scene.finish_animations()
            self.window.scene.clear_card()

    def open_page(self, page: str) -> None:
        """Opens the rules reference at a page (a link in the log, under a refusal, or on the mat)."""
        from tortuga_qt.ui.widgets.reference import open_reference

        open_reference(self.widget, page)

    def retranslate_reference(self) -> None:
        """Words the rules reference open beside the table again, in the language installed now."""
        from shiboken6 import Shiboken

        reference = getattr(self.widget, "reference_dialog", None)
        if reference is not None and Shiboken.isValid(reference) and reference.isVisible():
            reference.retranslate()

    def on_events(self, events: list[Event]) -> None:
        """Animates what happened (the session has already redacted it for the seat on screen).

        A vote's result, a revealed card and a maroon are also noted for everyone to see (the
        presenter holds them; ui/widgets/table_pace.py keeps them on the mat until the table goes
        on), and the news is read out to screen readers (`announce_events`).
        """
        from tortuga_qt.rules.events import Revealed, VoteResult

        assert self.window.scene is not None
        if self.window.presenter is not None:
            self.window.presenter.hold_reveals = self.window.reveal_ms > 0  # 0: reveals are never held (most tests)
            self.window.presenter.on_events(events)  # the reveals held for everyone, the news in the message
        self.just_revealed = None
        for e in events:
            if isinstance(e, Revealed):
                self.just_revealed = e
                self.present(e, animate=self.window.motion.on)
            elif isinstance(e, VoteResult):
                self.present(e)
        self.announce_events(events)

    def announce_events(self, events: list[Event]) -> None:
        """Reads out the news among `events` in the log's sentences: whose turn it is, votes and their
        results, revealed cards, maroons, blasts and the end. Public events only: whoever holds the
        device, a secret is never spoken (the others at the table would hear it)."""
        from tortuga_qt.rules import events as E

        news = (E.TurnBegan, E.TurnLost, E.VoteCalled, E.VoteResult, E.Revealed, E.Marooned, E.AlbatrossSinks,
                E.BlownUp, E.SuddenDeath, E.GameOver, E.LoyaltiesRevealed)
        self.window.announcer.say(" ".join(self.window.storyteller.line(e) for e in events if e.visible_to is None and isinstance(e, news)))

    def present(self, event: Event, keep: bool = False, animate: bool = False) -> None:
        """Shows a vote's result or a revealed card large over the mat (`keep`: until cleared)."""
        from tortuga_qt.rules.events import Revealed, VoteResult

        assert self.window.scene is not None
        if isinstance(event, VoteResult):
            self.window.scene.present_vote(event.what, list(event.faces), lambda: W.vote_reveal(event), keep=keep)
        elif isinstance(event, Revealed):
            self.window.scene.present_card(event.card, animate=animate, keep=keep, slot=event.slot)

    def flips(self, event: Event) -> bool:
        """Returns whether a reveal held from its first moment flips again as it is kept (nothing was painted between)."""
        return event is self.just_revealed and self.window.motion.on

    def browse_discard(self) -> None:
        from tortuga_qt.ui.widgets.dialogs import DiscardDialog

        if self.window.scene is not None and self.window.scene.view is not None:
            DiscardDialog(self.window.scene.view.discard, self.widget).exec()

    def show_end(self) -> None:
        """Opens the end screen over the table (its buttons: replay, rematch, new game, look at the table)."""
        from tortuga_qt.app.end_summary import end_summary
        from tortuga_qt.ui.widgets.end_screen import EndScreen

        assert self.window.session is not None
        summary = end_summary(self.window.session, self.window.storyteller)
        if summary is None:
            return
        screen = EndScreen(summary, self.widget)
        self.end_dialog = screen
        screen.finished.connect(lambda _result, s=screen: self._end_closed(s))  # a closed screen is not kept
        screen.accepted.connect(self.window.ask_new_game)
        screen.replay.clicked.connect(lambda: self._replay_from_end(screen))
        screen.rematch.clicked.connect(lambda: self._rematch_from_end(screen))
        screen.open()

    def _end_closed(self, screen: QDialog) -> None:
        if self.end_dialog is screen:
            self.end_dialog = None

    def _replay_from_end(self, dialog: QDialog) -> None:
        dialog.done(0)
        self.window.files.show_replay()

    def _rematch_from_end(self, dialog: QDialog) -> None:
        dialog.done(0)
        self.rematch()

    def rematch(self) -> bool:
        """Starts a new game with the same seats (names, pirates, people, computer levels) and a fresh deal."""
        from tortuga_qt.app.new_game import NewGame

        session = self.window.session
        if session is None or session.practice:
            return False
        return self.window.start(NewGame(session.config, session.humans, None, session.levels, session.core.phones))
