"""The window's presentations: what happened shown large, the discard pile, the end screen, the reference."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from tortuga_qt.app import wording as W
from tortuga_qt.app.story import Storyteller, card_name
from tortuga_qt.rules.events import (
    AlbatrossSinks,
    BlownUp,
    Event,
    Revealed,
    SuddenDeath,
    VoteResult,
)
from tortuga_qt.ui.widgets.panels import ActionPanel

if TYPE_CHECKING:
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.ui.scene.table_scene import TableScene


class TableShows:
    """Mixed into the main window: shows events, dialogs and reference pages."""

    # The window provides these; declared for the type checker.
    session: GameSession | None
    scene: TableScene | None
    storyteller: Storyteller
    actions_panel: ActionPanel
    animations: QAction
    _news: bool
    ask_new_game: Callable[[], None]
    show_replay: Callable[..., None]

    def _window(self) -> QWidget:
        """Returns the window this is mixed into (the parent of its dialogs)."""
        assert isinstance(self, QWidget)
        return self

    def open_page(self, page: str) -> None:
        """Opens the rules reference at a page (a link in the log, under a refusal, or on the mat)."""
        from tortuga_qt.ui.widgets.reference import open_reference

        open_reference(self._window(), page)

    def _on_events(self, events: list[Event]) -> None:
        """Animates what happened (the session has already redacted it for the seat on screen)."""
        assert self.scene is not None
        for e in events:
            if isinstance(e, Revealed):
                from tortuga_qt.help.cards import card_text

                self.scene.present_card(e.card, card_name(e.card), QCoreApplication.translate("Help", card_text(e.card)),
                                        animate=self.animations.isChecked())
            elif isinstance(e, VoteResult):
                title, text = W.vote_reveal(e)
                self.scene.present_vote(e.what, list(e.faces), title, text)
                self.actions_panel.set_message(self.storyteller.line(e))
                self._news = True
            elif isinstance(e, (BlownUp, AlbatrossSinks, SuddenDeath)):
                self.actions_panel.set_message(self.storyteller.line(e))
                self._news = True

    def _browse_discard(self) -> None:
        from tortuga_qt.ui.widgets.dialogs import DiscardDialog

        if self.scene is not None and self.scene.view is not None:
            DiscardDialog(self.scene.view.discard, self._window()).exec()

    def _show_end(self) -> None:
        from tortuga_qt.ui.widgets.dialogs import EndDialog

        assert self.session is not None
        result, final, ended = self.session.result(), self.session.final_view(), self.session.game_over_event()
        if result is None or final is None or ended is None:
            return
        loyalties = tuple(-1 if x is None else x for x in final.loyalties)
        dialog = EndDialog(result, self.session.names, loyalties, self.storyteller.line(ended), self._window(),
                            hints=self.session.hints)
        self.end_dialog = dialog
        dialog.accepted.connect(self.ask_new_game)
        dialog.replay.clicked.connect(lambda: self._replay_from_end(dialog))
        dialog.open()

    def _replay_from_end(self, dialog: QDialog) -> None:
        dialog.done(0)
        self.show_replay()
