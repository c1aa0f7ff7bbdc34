"""The window's side of the voyage: opening it, putting a lesson's table on, leaving it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QVBoxLayout

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.targets import Choice
    from tortuga_qt.ui.learn.voyage import LessonTable, Voyage



class VoyageHost:
    """Mixed into the main window: the guided first voyage's entry and exit."""

    # The window provides these; declared for the type checker.
    settings: QSettings
    session: GameSession | None
    presenter: TablePresenter | None
    choice: Choice | None
    voyage: Voyage | None
    refreshed: SignalInstance
    side_layout: QVBoxLayout
    _install: Callable[[GameSession], None]
    _keep_unfinished: Callable[..., bool]
    start: Callable[[NewGame], bool]
    start_default: Callable[[], None]
    ask_new_game: Callable[[], None]
    set_hints: Callable[[bool], None]
    update_menus: Callable[[], None]
    build_table: Callable[[], None]  # builds the mat, panels and menus if not yet built

    def learn_to_play(self, fresh: bool = False) -> None:
        """Opens the guided first voyage where the learner left it (`fresh`: from its first step)."""
        from tortuga_qt.learn.chapters import CHAPTERS
        from tortuga_qt.learn.progress import Progress, load_progress
        from tortuga_qt.learn.tutor import Tutor
        from tortuga_qt.ui.learn.voyage import PROGRESS_KEY, Voyage

        if self.voyage is not None:
            return
        if not self._keep_unfinished():  # an unfinished real game is filed first, never lost
            return
        self.build_table()  # the coach sits beside the table's panels
        progress = Progress() if fresh else load_progress(self.settings.value(PROGRESS_KEY))
        assert isinstance(self, QObject)  # mixed into the main window, which the voyage works on
        voyage = Voyage(self, cast("LessonTable", self), Tutor(CHAPTERS, progress), self.settings)
        self.voyage = voyage
        self.side_layout.insertWidget(0, voyage.coach)
        voyage.real_game_wanted.connect(self._real_game_after_voyage)
        voyage.left.connect(self.leave_voyage)
        self.refreshed.connect(voyage.refresh)  # the coach follows every frame the table draws
        voyage.begin()

    def install_lesson(self, session: GameSession) -> None:
        """Puts a lesson's table on the window (it is never saved or filed)."""
        self.choice = None
        self._install(session)

    def end_voyage(self) -> None:
        """Takes the voyage's coach away (the table stays as it is); progress is remembered."""
        voyage, self.voyage = self.voyage, None
        if self.presenter is not None:
            self.presenter.gate = None  # the table takes every intent again
        if voyage is not None:
            self.refreshed.disconnect(voyage.refresh)
            voyage.stop()
            voyage.deleteLater()
            self.update_menus()  # Learn to play may be chosen again

    def leave_voyage(self) -> None:
        """The learner leaves the voyage: a normal first game goes on the table, and the new game dialog opens."""
        self.end_voyage()
        self.start_default()
        self.ask_new_game()

    def _real_game_after_voyage(self) -> None:
        """After the last chapter: a short real game, the learner against three computer pirates, hints on."""
        from tortuga_qt.app.new_game import NewGame
        from tortuga_qt.rules.config import default_config

        self.end_voyage()
        self.set_hints(True)
        self.start(NewGame(default_config(4), [True, False, False, False], None))
