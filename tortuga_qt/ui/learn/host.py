"""The window's side of the voyage: opening it, putting a lesson's table on, leaving it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

if TYPE_CHECKING:  # what the host uses of the window (the voyage and its rules load with it)
    from PySide6.QtCore import QSettings, SignalInstance
    from PySide6.QtWidgets import QVBoxLayout

    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.ui.learn.voyage import LessonTable, Voyage

    class Keeper(Protocol):
        """Files the unfinished game before another replaces it (the file commands)."""

        def keep_unfinished(self, opening: bool = False) -> bool:
            """Files the unfinished game; False: keep the table as it is."""
            ...

    class HintMenus(Protocol):
        """The menus' part the voyage sets: hints, and which commands are enabled."""

        def set_hints(self, on: bool) -> None:
            """Turns the hints on or off (remembered)."""
            ...

        def update(self) -> None:
            """Enables only the commands that can work now."""
            ...

    class Pages(Protocol):
        """Opens the rules reference (the presentations)."""

        def open_page(self, page: str) -> None:
            """Opens the rules reference at a page."""
            ...

    class VoyageTable(LessonTable, Protocol):
        """What the voyage's host uses of the window, beyond what the voyage itself uses."""

        voyage: Voyage | None  # the guided first voyage, while it runs

        @property
        def settings(self) -> QSettings:
            """The program's settings."""
            ...

        @property
        def refreshed(self) -> SignalInstance:
            """Fires after the window has drawn a new step."""
            ...

        @property
        def side_layout(self) -> QVBoxLayout:
            """The side panels' layout (the coach goes on top)."""
            ...

        @property
        def files(self) -> Keeper:
            """The file commands."""
            ...

        @property
        def menus(self) -> HintMenus:
            """The menus."""
            ...

        @property
        def shows(self) -> Pages:
            """The presentations."""
            ...

        def install(self, session: GameSession) -> None:
            """Puts a game on the table."""
            ...

        def start(self, new: NewGame) -> bool:
            """Starts a game on the table."""
            ...

        def start_default(self) -> None:
            """Starts a first game."""
            ...

        def ask_new_game(self) -> None:
            """Opens the new game dialog."""
            ...

        def build_table(self) -> None:
            """Builds the mat, panels and menus if not yet built."""
            ...


class VoyageHost:
    """The guided first voyage's entry and exit on the window (the voyage itself is `Voyage`)."""

    def __init__(self, window: VoyageTable, widget: QObject) -> None:
        self.window, self.widget = window, widget  # the widget: the voyage's parent

    def learn_to_play(self, fresh: bool = False) -> None:
        """Opens the guided first voyage where the learner left it (`fresh`: from its first step)."""
        from tortuga_qt.learn.chapters import CHAPTERS
        from tortuga_qt.learn.progress import Progress, load_progress
        from tortuga_qt.learn.tutor import Tutor
        from tortuga_qt.ui.learn.voyage import PROGRESS_KEY, Voyage

        window = self.window
        if window.voyage is not None:
            return
        if not window.files.keep_unfinished():  # an unfinished real game is filed first, never lost
            return
        window.build_table()  # the coach sits beside the table's panels
        progress = Progress() if fresh else load_progress(window.settings.value(PROGRESS_KEY))
        voyage = Voyage(self.widget, window, self, Tutor(CHAPTERS, progress), window.settings)
        window.voyage = voyage
        window.side_layout.insertWidget(0, voyage.coach)
        voyage.real_game_wanted.connect(self._real_game_after_voyage)
        voyage.left.connect(self.leave_voyage)
        window.refreshed.connect(voyage.refresh)  # the coach follows every frame the table draws
        voyage.begin()

    def install_lesson(self, session: GameSession) -> None:
        """Puts a lesson's table on the window (it is never saved or filed)."""
        if self.window.presenter is not None:
            self.window.presenter.choice = None
        self.window.install(session)

    def open_page(self, page: str) -> None:
        """Opens the rules reference at a page (a link in the coach)."""
        self.window.shows.open_page(page)

    def end_voyage(self) -> None:
        """Takes the voyage's coach away (the table stays as it is); progress is remembered."""
        window = self.window
        voyage, window.voyage = window.voyage, None
        if window.presenter is not None:
            window.presenter.gate = None  # the table takes every intent again
        if voyage is not None:
            window.refreshed.disconnect(voyage.refresh)
            voyage.stop()
            voyage.deleteLater()
            window.menus.update()  # Learn to play may be chosen again

    def leave_voyage(self) -> None:
        """The learner leaves the voyage: a normal first game goes on the table, and the new game dialog opens."""
        self.end_voyage()
        self.window.start_default()
        self.window.ask_new_game()

    def _real_game_after_voyage(self) -> None:
        """After the last chapter: a short real game, the learner against three computer pirates, hints on."""
        from tortuga_qt.app.new_game import NewGame
        from tortuga_qt.rules.config import default_config

        self.end_voyage()
        self.window.menus.set_hints(True)
        self.window.start(NewGame(default_config(4), [True, False, False, False], None))


__all__ = ["VoyageHost"]
