"""The window's presentations: what happened shown large (and read out), the discard pile, the end screen, the reference."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from tortuga_qt.app import wording as W
from tortuga_qt.app.names import card_name
from tortuga_qt.app.story import Storyteller

if TYPE_CHECKING:  # the panels load with the table, after the window's first frame
    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.rules.events import Event
    from tortuga_qt.ui.announcer import Announcer
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.widgets.panels.actions import ActionPanel


class TableShows:
    """Mixed into the main window: shows events, dialogs and reference pages."""

    # The window provides these; declared for the type checker.
    session: GameSession | None
    scene: TableScene | None
    storyteller: Storyteller
    announcer: Announcer
    actions_panel: ActionPanel
    animations: QAction
    settings: QSettings
    presenter: TablePresenter | None
    reveal_ms: int  # how long reveals are held for everyone before a curtain (0: never held)
    ask_new_game: Callable[[], None]
    show_replay: Callable[..., object]
    start: Callable[[NewGame], bool]

    def _window(self) -> QWidget:
        """Returns the window this is mixed into (the parent of its dialogs)."""
        assert isinstance(self, QWidget)
        return self

    def _animations_toggled(self, on: bool) -> None:
        """View > Animations: remembered, and the mat animates (350 ms) or not from now on."""
        self.settings.setValue("animations", on)
        if self.scene is not None:
            self.scene.animation_ms = 350 if on else 0

    def _skip(self) -> None:
        """Skip animation: the mat's moves end at once and a card shown large goes."""
        if self.scene is not None:
            self.scene.finish_animations()
            self.scene.clear_card()

    def open_page(self, page: str) -> None:
        """Opens the rules reference at a page (a link in the log, under a refusal, or on the mat)."""
        from tortuga_qt.ui.widgets.reference import open_reference

        open_reference(self._window(), page)

    def _on_events(self, events: list[Event]) -> None:
        """Animates what happened (the session has already redacted it for the seat on screen).

        A vote's result, a revealed card and a maroon are also noted for everyone to see before
        the next curtain (the presenter holds them), and the news is read out to screen readers (`announce_events`).
        """
        from tortuga_qt.rules.events import Revealed, VoteResult

        assert self.scene is not None
        if self.presenter is not None:
            self.presenter.hold_reveals = self.reveal_ms > 0  # 0: reveals are never held (most tests)
            self.presenter.on_events(events)  # the reveals held for everyone, the news in the message
        for e in events:
            if isinstance(e, Revealed):
                self._present(e, animate=self.animations.isChecked())
            elif isinstance(e, VoteResult):
                self._present(e)
        self.announce_events(events)

    def announce_events(self, events: list[Event]) -> None:
        """Reads out the news among `events` in the log's sentences: whose turn it is, votes and their
        results, revealed cards, maroons, blasts and the end. Public events only: whoever holds the
        device, a secret is never spoken (the others at the table would hear it)."""
        from tortuga_qt.rules import events as E

        news = (E.TurnBegan, E.TurnLost, E.VoteCalled, E.VoteResult, E.Revealed, E.Marooned, E.AlbatrossSinks,
                E.BlownUp, E.SuddenDeath, E.GameOver, E.LoyaltiesRevealed)
        self.announcer.say(" ".join(self.storyteller.line(e) for e in events if e.visible_to is None and isinstance(e, news)))

    def _present(self, event: Event, keep: bool = False, animate: bool = False) -> None:
        """Shows a vote's result or a revealed card large over the mat (`keep`: until cleared)."""
        from tortuga_qt.help.cards import card_text
        from tortuga_qt.rules.events import Revealed, VoteResult

        assert self.scene is not None
        if isinstance(event, VoteResult):
            title, text = W.vote_reveal(event)
            self.scene.present_vote(event.what, list(event.faces), title, text, keep=keep)
        elif isinstance(event, Revealed):
            self.scene.present_card(event.card, card_name(event.card), QCoreApplication.translate("Help", card_text(event.card)),
                                    animate=animate, keep=keep)

    def _browse_discard(self) -> None:
        from tortuga_qt.ui.widgets.dialogs import DiscardDialog

        if self.scene is not None and self.scene.view is not None:
            DiscardDialog(self.scene.view.discard, self._window()).exec()

    def _show_end(self) -> None:
        """Opens the end screen over the table (its buttons: replay, rematch, new game, look at the table)."""
        from tortuga_qt.app.end_summary import end_summary
        from tortuga_qt.ui.widgets.end_screen import EndScreen

        assert self.session is not None
        summary = end_summary(self.session, self.storyteller)
        if summary is None:
            return
        screen = EndScreen(summary, self._window())
        self.end_dialog = screen
        screen.accepted.connect(self.ask_new_game)
        screen.replay.clicked.connect(lambda: self._replay_from_end(screen))
        screen.rematch.clicked.connect(lambda: self._rematch_from_end(screen))
        screen.open()

    def _replay_from_end(self, dialog: QDialog) -> None:
        dialog.done(0)
        self.show_replay()

    def _rematch_from_end(self, dialog: QDialog) -> None:
        dialog.done(0)
        self.rematch()

    def rematch(self) -> bool:
        """Starts a new game with the same seats (names, pirates, people, computer levels) and a fresh deal."""
        from tortuga_qt.app.new_game import NewGame

        session = self.session
        if session is None or session.practice:
            return False
        return self.start(NewGame(session.config, session.humans, None, session.levels))
