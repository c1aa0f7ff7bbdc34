"""The window's menus: Game (new, open, saved games, save as, recent games, replay, quit), View and Help.

Built once, with the table; a language switch words the same actions again in place
(`ui/widgets/menu_words.py`). Each command calls the helper it belongs to: the file commands
(`files.py`), the presentations (`shows.py`), the look (`looks.py`) and the voyage (`ui/learn/host.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from tortuga_qt.ui.widgets.menu_words import Worded, reword, worded

if TYPE_CHECKING:  # the panels load with the table, after the window's first frame
    from collections.abc import Callable

    from tortuga_qt.app.library import Library
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.ui.learn.host import VoyageHost
    from tortuga_qt.ui.learn.voyage import Voyage
    from tortuga_qt.ui.widgets.files import FileCommands
    from tortuga_qt.ui.widgets.looks import TableLooks
    from tortuga_qt.ui.widgets.shows import Presentations
    from tortuga_qt.ui.widgets.table_motion import TableMotion
    from tortuga_qt.ui.widgets.table_pace import TablePace


# Qt's namespace (its hundred enums are made by PySide6 on first use, ~40 ms) is imported in the
# functions that use it: this module is on the way to the window's first frame.


class MenuTable(Protocol):
    """What the menus use of the window: its settings, its game, its helpers and its commands."""

    menu_words: list[Worded]  # every menu and command, with its words (worded again in place)

    @property
    def settings(self) -> QSettings:
        """The program's settings."""
        ...

    @property
    def library(self) -> Library:
        """Where the games are kept."""
        ...

    @property
    def session(self) -> GameSession | None:
        """The game on the table."""
        ...

    @property
    def voyage(self) -> Voyage | None:
        """The guided first voyage, while it runs."""
        ...

    @property
    def files(self) -> FileCommands:
        """The file commands."""
        ...

    @property
    def shows(self) -> Presentations:
        """The presentations."""
        ...

    @property
    def looks(self) -> TableLooks:
        """The look."""
        ...

    @property
    def pace(self) -> TablePace:
        """View › Pace."""
        ...

    @property
    def motion(self) -> TableMotion:
        """View › Animations."""
        ...

    @property
    def voyage_host(self) -> VoyageHost:
        """The voyage's entry and exit."""
        ...

    def ask_new_game(self) -> None:
        """Opens the new game dialog."""
        ...

    def refresh(self) -> None:
        """Draws the table again."""
        ...

    def retranslate(self) -> None:
        """Words the whole window again in the language now installed."""
        ...


def _keys(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """Returns the platform's keys for a command, or `fallback` where it has none (Windows has no Quit keys)."""
    return QKeySequence.keyBindings(standard) or [QKeySequence(fallback)]


class TableMenus:
    """The window's menu bar and its commands (built with the table, worded again at a language switch)."""

    recent_menu: QMenu
    seats_action: QAction
    learn_action: QAction | None

    def __init__(self, window: MenuTable, widget: QMainWindow) -> None:
        self.window, self.widget = window, widget
        self.built = False

    def build(self) -> None:
        """Builds the menu bar (once: a language switch words it again in place)."""
        self.window.menu_words = []
        self._game_menu()
        self._view_menu()
        from tortuga_qt.ui.widgets.help_menu import add_help_menu

        self.help_menu = add_help_menu(self.widget, self.window.voyage_host.learn_to_play)
        self.learn_action = self.widget.findChild(QAction, "helpLearn")  # looked up once: the menus are built once
        self.built = True
        self.update()

    def _command(self, menu: QMenu, words: Callable[[], str], run: Callable[[], object] | None = None) -> QAction:
        """Adds a command to a menu, worded again at each language switch (no `run`: a checkable one)."""
        action = QAction(self.widget, checkable=run is None)
        worded(self.widget, action, words)
        if run is not None:
            action.triggered.connect(run)
        menu.addAction(action)
        return action

    def _game_menu(self) -> None:
        game = self.widget.menuBar().addMenu("")
        worded(self.widget, game, lambda: QCoreApplication.translate("Table", "&Game"))
        files = self.window.files
        new = self._command(game, lambda: QCoreApplication.translate("Table", "&New game…"), self.window.ask_new_game)
        new.setShortcut(QKeySequence.StandardKey.New)
        open_ = self._command(game, lambda: QCoreApplication.translate("Table", "&Open…"), files.ask_open)
        open_.setShortcut(QKeySequence.StandardKey.Open)
        self.saved_games_action = self._command(game, lambda: QCoreApplication.translate("Table", "Saved &games…"),
                                                files.show_saved_games)
        self.saved_games_action.setObjectName("savedGames")
        self.save_as_action = self._command(game, lambda: QCoreApplication.translate("Table", "Save &As…"), files.ask_save_as)
        self.save_as_action.setShortcuts(_keys(QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S"))
        self.recent_menu = game.addMenu("")
        worded(self.widget, self.recent_menu, lambda: QCoreApplication.translate("Table", "&Recent games"))
        self.recent_menu.setToolTipsVisible(True)  # each game's file, in full
        self.fill_recent()
        self.replay_action = self._command(game, lambda: QCoreApplication.translate("Table", "&Watch the replay of this game"),
                                           lambda: files.show_replay())  # the signal's flag is not a path
        from tortuga_qt.ui.widgets.seats_dialog import add_seats_action

        self.seats_action = add_seats_action(self.widget, game)  # Game › Seats…: seats change hands mid-game
        game.aboutToShow.connect(self.fill_recent)  # files may have come or gone since
        game.aboutToShow.connect(self.update)
        self.game_menu = game
        game.addSeparator()
        quit_ = self._command(game, lambda: QCoreApplication.translate("Table", "&Quit"), self.widget.close)
        quit_.setShortcuts(_keys(QKeySequence.StandardKey.Quit, "Ctrl+Q"))

    def _view_menu(self) -> None:
        from PySide6.QtCore import Qt

        view = self.widget.menuBar().addMenu("")
        worded(self.widget, view, lambda: QCoreApplication.translate("Table", "&View"))
        settings, shows = self.window.settings, self.window.shows
        self.window.motion.build_menu(view)  # Animations › Normal / Fast / Off (ui/widgets/table_motion.py)
        skip = self._command(view, lambda: QCoreApplication.translate("Table", "&Skip animation"), shows.skip)
        skip.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.window.pace.build_menu(view)  # Pace › Slow / Normal / Fast (ui/widgets/table_pace.py)
        discard = self._command(view, lambda: QCoreApplication.translate("Table", "&Discard pile…"),
                                shows.browse_discard)  # Ctrl+D or the menu
        discard.setObjectName("viewDiscard")
        discard.setShortcut(QKeySequence("Ctrl+D"))  # the pile on the mat, without a mouse
        self.hints = self._command(view, lambda: QCoreApplication.translate("Table", "Show &hints"))
        self.hints.setObjectName("viewHints")
        self.hints.setChecked(str(settings.value("hints", False)).lower() in ("true", "1"))
        self.hints.toggled.connect(self._hints_toggled)
        self.hard_hints = self._command(view, lambda: QCoreApplication.translate("Table", "Offer hints from a Hard &pirate"))
        self.hard_hints.setObjectName("viewHardHints")
        self.hard_hints.setChecked(str(settings.value("hard_hints", False)).lower() in ("true", "1"))  # off by default
        self.hard_hints.toggled.connect(self._hard_hints_toggled)
        self.window.looks.build_menu(view)  # High contrast, Zoom in / out, Normal size (ui/widgets/looks.py)
        from tortuga_qt.ui.widgets.language_menu import add_language_menu

        view.addSeparator()
        self.language_menu = add_language_menu(self.window, view)

    def update(self) -> None:
        """Enables only the file commands that can work now (called after every redraw).

        The replay shows every secret: only for the game on the table once it is over (never a
        lesson). Save As: any real game, finished ones too (a finished file opens as a replay).
        Recent games: when one of them is still there. Saved games: always.
        """
        if not self.built:
            return  # the menus come with the table (a launch window shows its opening frame first)
        session = self.window.session
        game = session is not None and not session.practice
        self.replay_action.setEnabled(game and session is not None and session.over)
        self.save_as_action.setEnabled(game)
        self.seats_action.setEnabled(game and session is not None and not session.over)  # Game › Seats…
        self.saved_games_action.setEnabled(True)
        self.recent_menu.setEnabled(bool(self.recent_menu.actions()))
        if self.learn_action is not None:  # the voyage under way is already open
            self.learn_action.setEnabled(self.window.voyage is None)

    def reword(self) -> bool:
        """Words every menu and command again in the language now installed; returns whether there are menus yet."""
        if not self.built:
            return False  # no menus yet: they are built in the new language with the table
        reword(self.window.menu_words)
        return True

    def _hints_toggled(self, on: bool) -> None:
        self.window.settings.setValue("hints", on)
        self.window.refresh()

    def _hard_hints_toggled(self, on: bool) -> None:
        self.window.settings.setValue("hard_hints", on)
        self.window.refresh()

    def set_hints(self, on: bool) -> None:
        """Turns the hints for the decision at hand on or off (remembered)."""
        self.hints.setChecked(on)

    def fill_recent(self) -> None:
        """Lists the recent games whose files are still there (a missing one stays remembered)."""
        if not hasattr(self, "recent_menu"):
            return  # filled when the menus are built, with the table
        self.recent_menu.clear()
        files = self.window.files
        games = self.window.library.recent_games()
        for path, name in games:  # the game's name (the file's name only in the tooltip)
            act = self.recent_menu.addAction(name.replace("&", "&&"))  # a name, never a mnemonic
            act.setToolTip(str(path))
            act.triggered.connect(lambda _=False, p=path: files.open_file(p))
        self.recent_menu.setEnabled(bool(games))


__all__ = ["MenuTable", "TableMenus"]
