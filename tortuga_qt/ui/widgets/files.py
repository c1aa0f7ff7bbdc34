"""The window's file commands: start-up, open, save as, recent games, replays, warnings.

Every policy (where files go, what is kept, what a damaged file means) is the library's
(`tortuga_qt.app.library`); this layer only asks the player and shows the answers.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QMessageBox, QWidget

from tortuga_qt.app.library import Library
from tortuga_qt.ui.widgets.menu_words import Worded, reword, worded

if TYPE_CHECKING:  # the panels load with the table, after the window's first frame
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.record.savefile import LoadedGame
    from tortuga_qt.ui.widgets.panels.actions import ActionPanel


# Qt's namespace (its hundred enums are made by PySide6 on first use, ~40 ms) is imported in the
# functions that use it: this module is on the way to the window's first frame.

FILING_RETRY_MS = 5000  # how often a finished game that could not be filed (full disk) is tried again
WELCOMED_KEY = "welcomed"  # set once the first launch's welcome was shown
KEPT_MS = 60_000  # how long the status bar says where a replaced unfinished game went


def open_warning(parent: QWidget, title: str, text: str, name: str) -> QMessageBox:
    """Opens a warning box over `parent` (modal to it, deleted once closed) and returns it."""
    from PySide6.QtCore import Qt

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName(name)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def _keys(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """Returns the platform's keys for a command, or `fallback` where it has none (Windows has no Quit keys)."""
    return QKeySequence.keyBindings(standard) or [QKeySequence(fallback)]


class TableFiles(QMainWindow):
    """The file side of the table window (the window itself is `MainWindow`)."""

    library: Library
    settings: QSettings
    session: GameSession | None
    actions_panel: ActionPanel
    recent_menu: QMenu
    _save_warning = ""  # the autosave problem the status bar shows, if any
    _filing_timer: QTimer | None = None  # retries filing a finished game that could not be filed

    # The game side of the window (`MainWindow`) provides these; declared for the type checker.
    resume: Callable[[LoadedGame, bool], bool]  # puts a saved game back on the table
    start_default: Callable[[], None]  # starts a first game
    ask_new_game: Callable[[], None]  # opens the new game dialog
    learn_to_play: Callable[..., None]  # opens the guided first voyage
    _animations_toggled: Callable[[bool], None]
    refresh: Callable[[], None]  # redraws the table
    presenter: TablePresenter | None  # the table's presenter (the message under the buttons)
    _skip: Callable[[], None]
    _browse_discard: Callable[[], None]  # opens the discard pile (the mat's pile, clicked)
    _build_look_menu: Callable[[QMenu], None]  # the look's commands in the View menu

    def _build_menus(self) -> None:
        self.menu_words: list[Worded] = []  # every menu and command, with its words (worded again in place)
        self._fill_menus()

    def retranslate(self) -> None:
        """Words the window again in the language now installed: the menus in place (the same
        actions, so every reference and shortcut stays valid), then the table redrawn."""
        if not hasattr(self, "recent_menu"):
            return  # no menus yet: they are built in the new language with the table
        reword(self.menu_words)
        self.refresh()

    def _word(self, thing: QAction | QMenu, words: Callable[[], str]) -> None:
        worded(self, thing, words)

    def _fill_menus(self) -> None:
        from PySide6.QtCore import Qt

        game = self.menuBar().addMenu("")
        self._word(game, lambda: QCoreApplication.translate("Table", "&Game"))
        new = QAction(self)
        self._word(new, lambda: QCoreApplication.translate("Table", "&New game…"))
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.ask_new_game)
        game.addAction(new)
        open_ = QAction(self)
        self._word(open_, lambda: QCoreApplication.translate("Table", "&Open…"))
        open_.setShortcut(QKeySequence.StandardKey.Open)
        open_.triggered.connect(self.ask_open)
        game.addAction(open_)
        self.saved_games_action = QAction(self)
        self._word(self.saved_games_action, lambda: QCoreApplication.translate("Table", "Saved &games…"))
        self.saved_games_action.setObjectName("savedGames")
        self.saved_games_action.triggered.connect(self.show_saved_games)
        game.addAction(self.saved_games_action)
        self.save_as_action = QAction(self)
        self._word(self.save_as_action, lambda: QCoreApplication.translate("Table", "Save &As…"))
        self.save_as_action.setShortcuts(_keys(QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S"))
        self.save_as_action.triggered.connect(self.ask_save_as)
        game.addAction(self.save_as_action)
        self.recent_menu = game.addMenu("")
        self._word(self.recent_menu, lambda: QCoreApplication.translate("Table", "&Recent games"))
        self.recent_menu.setToolTipsVisible(True)  # each game's file, in full
        self._fill_recent()
        self.replay_action = QAction(self)
        self._word(self.replay_action, lambda: QCoreApplication.translate("Table", "&Watch the replay of this game"))
        self.replay_action.triggered.connect(lambda: self.show_replay())  # the signal's flag is not a path
        game.addAction(self.replay_action)
        from tortuga_qt.ui.widgets.seats_dialog import add_seats_action

        self.seats_action = add_seats_action(self, game)  # Game › Seats…: seats change hands mid-game
        game.aboutToShow.connect(self._fill_recent)  # files may have come or gone since
        game.aboutToShow.connect(self.update_menus)
        self.game_menu = game
        game.addSeparator()
        quit_ = QAction(self)
        self._word(quit_, lambda: QCoreApplication.translate("Table", "&Quit"))
        quit_.setShortcuts(_keys(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        view = self.menuBar().addMenu("")
        self._word(view, lambda: QCoreApplication.translate("Table", "&View"))
        self.animations = QAction(self, checkable=True)
        self._word(self.animations, lambda: QCoreApplication.translate("Table", "&Animations"))
        self.animations.setChecked(str(self.settings.value("animations", True)).lower() not in ("false", "0"))
        self.animations.toggled.connect(self._animations_toggled)
        view.addAction(self.animations)
        skip = QAction(self)
        self._word(skip, lambda: QCoreApplication.translate("Table", "&Skip animation"))
        skip.setShortcut(QKeySequence(Qt.Key.Key_Space))
        skip.triggered.connect(self._skip)
        view.addAction(skip)
        discard = QAction(self)
        self._word(discard, lambda: QCoreApplication.translate("Table", "&Discard pile…"))
        discard.setObjectName("viewDiscard")
        discard.setShortcut(QKeySequence("Ctrl+D"))  # the pile on the mat, without a mouse
        discard.triggered.connect(self._browse_discard)  # Ctrl+D or the menu
        view.addAction(discard)
        self.hints = QAction(self, checkable=True)
        self._word(self.hints, lambda: QCoreApplication.translate("Table", "Show &hints"))
        self.hints.setObjectName("viewHints")
        self.hints.setChecked(str(self.settings.value("hints", False)).lower() in ("true", "1"))
        self.hints.toggled.connect(self._hints_toggled)
        view.addAction(self.hints)
        self.hard_hints = QAction(self, checkable=True)
        self._word(self.hard_hints, lambda: QCoreApplication.translate("Table", "Offer hints from a Hard &pirate"))
        self.hard_hints.setObjectName("viewHardHints")
        self.hard_hints.setChecked(str(self.settings.value("hard_hints", False)).lower() in ("true", "1"))  # off by default
        self.hard_hints.toggled.connect(self._hard_hints_toggled)
        view.addAction(self.hard_hints)
        self._build_look_menu(view)  # High contrast, Zoom in / out, Normal size (ui/widgets/looks.py)
        from tortuga_qt.ui.widgets.language_menu import add_language_menu

        view.addSeparator()
        self.language_menu = add_language_menu(self, view)
        from tortuga_qt.ui.widgets.help_menu import add_help_menu

        self.help_menu = add_help_menu(self, self.learn_to_play)
        self.learn_action = self.findChild(QAction, "helpLearn")  # looked up once: the menus are built once
        self.update_menus()

    def update_menus(self) -> None:
        """Enables only the file commands that can work now (called after every redraw).

        The replay shows every secret: only for the game on the table once it is over (never a
        lesson). Save As: any real game, finished ones too (a finished file opens as a replay).
        Recent games: when one of them is still there. Saved games: always.
        """
        if not hasattr(self, "recent_menu"):
            return  # the menus come with the table (a launch window shows its opening frame first)
        session = getattr(self, "session", None)
        game = session is not None and not session.practice
        self.replay_action.setEnabled(game and session is not None and session.over)
        self.save_as_action.setEnabled(game)
        self.seats_action.setEnabled(game and session is not None and not session.over)  # Game › Seats…
        self.saved_games_action.setEnabled(True)
        self.recent_menu.setEnabled(bool(self.recent_menu.actions()))
        if self.learn_action is not None:  # the voyage under way is already open
            self.learn_action.setEnabled(getattr(self, "voyage", None) is None)

    def _hints_toggled(self, on: bool) -> None:
        self.settings.setValue("hints", on)
        self.refresh()

    def _hard_hints_toggled(self, on: bool) -> None:
        self.settings.setValue("hard_hints", on)
        self.refresh()

    def set_hints(self, on: bool) -> None:
        """Turns the hints for the decision at hand on or off (remembered)."""
        self.hints.setChecked(on)

    def _keep_unfinished(self, opening: bool = False) -> bool:
        """Files the unfinished game before another replaces it; False: keep the table as it is."""
        self._before_replacing()
        if self.session is not None and self.session.practice:
            return True  # a lesson of the walkthrough is not a game: nothing to keep
        keeping = self.library.keep_unfinished(self.session, opening)
        if keeping.notice:
            self.warn(keeping.notice)
        if keeping.kept is not None:
            self._tell_kept()
        return not keeping.question or self._ask(QCoreApplication.translate("Table", "Lose the unfinished game?"),
                                                 keeping.question)

    @property
    def autosave_path(self) -> Path | None:
        """Returns where this window autosaves (None: it does not)."""
        return self.library.autosave

    @property
    def data_dir(self) -> Path:
        """Returns the data folder."""
        return self.library.data_dir

    def startup(self, ask: bool = True) -> None:
        """At launch: offers an unfinished autosaved game back; otherwise a new game."""
        found = self.library.check_autosave()
        loaded = found.loaded
        if loaded is not None and not loaded.save.finished:
            if not ask or self._ask_resume(self.library.resume_question(loaded)):
                self.resume(loaded, False)
                return
        self.start_default()
        if found.problem:
            self.warn(found.problem)
        if ask and self.settings.value(WELCOMED_KEY) is None:
            self.settings.setValue(WELCOMED_KEY, True)
            self.welcome()
        elif ask:
            self.ask_new_game()

    def welcome(self) -> None:
        """Opens the first launch's welcome: Learn to play beside Play."""
        from tortuga_qt.ui.widgets.welcome import WelcomeDialog

        dialog = WelcomeDialog(self)
        self.welcome_dialog = dialog
        dialog.learn_chosen.connect(self.learn_to_play)
        dialog.play_chosen.connect(self.ask_new_game)
        dialog.open()

    def _ask_resume(self, text: str) -> bool:
        """Asks whether to resume the autosaved game; Enter and Escape resume (the other game is kept anyway)."""
        from PySide6.QtCore import Qt

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Table", "Resume the game?"), text,
                          yes | no, self)
        box.setObjectName("question")
        box.setInformativeText(QCoreApplication.translate(
            "Table", "A new game keeps this one in Saved games, to open later."))
        box.button(yes).setText(QCoreApplication.translate("Table", "Resume the game"))
        box.button(no).setText(QCoreApplication.translate("Table", "Start a new game"))
        box.setDefaultButton(yes)
        box.setEscapeButton(yes)  # closing the question changes nothing: the game comes back
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # exec() deletes it when answered
        self.question_box = box
        return bool(box.exec() != no)

    def _tell_kept(self) -> None:
        """Says in the status bar where the unfinished game that was replaced went (for a minute)."""
        self.statusBar().showMessage(
            QCoreApplication.translate("Table", "Your unfinished game was kept in Saved games (Game menu)."), KEPT_MS)

    def _show_save_problem(self, text: str) -> None:
        """Keeps an autosave problem visible in the status bar until a save works again."""
        bar = self.statusBar()
        if text:
            self._save_warning = QCoreApplication.translate("Table", "Warning: {problem}").format(problem=text)
            bar.showMessage(self._save_warning)
        elif bar.currentMessage() == self._save_warning:
            bar.clearMessage()  # a save works again (another message, such as where a game went, stays)

    def _file_finished_game(self) -> None:
        """Keeps every finished game under saves/ (for its replay); one that cannot be is retried until it is."""
        if self.session is None or self.library.file_finished(self.session) is not None:
            return
        self.warn(self.library.unfiled_message())  # once; the retries are silent
        # Kept in the status bar (not as the autosave's warning, which a later good autosave clears).
        self.statusBar().showMessage(QCoreApplication.translate("Table", "Warning: {problem}").format(
            problem=self.library.unfiled_message()))
        if self._filing_timer is None:
            self._filing_timer = QTimer(self)
            self._filing_timer.setInterval(FILING_RETRY_MS)
            self._filing_timer.timeout.connect(self._retry_filing)
        self._filing_timer.start()

    def _retry_filing(self) -> bool:
        """Tries again to file an unfiled finished game; returns whether none is left unfiled."""
        if self.library.unfiled is None:
            return True
        if not self.library.retry_filing():
            return False
        if self._filing_timer is not None:
            self._filing_timer.stop()
        self.statusBar().showMessage(QCoreApplication.translate("Table", "The finished game is saved now (Saved games)."))
        return True

    def _before_replacing(self) -> None:
        """Before another game takes the table: the unfiled finished game is filed, or its copy set aside."""
        if not self._retry_filing() and self.session is not None and self.session.over:
            self.library.protect_unfiled()  # the autosave holds the finished game on the table

    def close_unfiled(self) -> bool:
        """At close: one more try to file the finished game; else warn (False: keep the window open, no copy is on disk)."""
        if self._retry_filing():
            return True
        if self.session is not None and self.session.over:
            self.library.protect_unfiled()
        why = self.library.unfiled_why
        if not self.library.unfiled_copies_kept():  # closing now would lose it: the player decides
            return self._ask(QCoreApplication.translate("Table", "Lose the finished game?"), QCoreApplication.translate(
                "Table", "This finished game could not be saved: {why}. No copy of it is on the disk. Free some space "
                "and answer No to keep the window open (it is saved as soon as it can be), or Yes to close and lose it."
            ).format(why=why))
        self.warn(QCoreApplication.translate(
            "Table", "This finished game could not be saved: {why}. Free some space and open Tortuga 1667 again; "
            "its copy is kept in {folder}.").format(why=why, folder=self.library.data_dir)).exec()
        return True

    def warn(self, text: str) -> QMessageBox:
        """Shows a warning in plain words (window-modal, deleted once closed); returns the box."""
        box = open_warning(self, QCoreApplication.translate("Table", "Tortuga 1667"), text, "warning")
        self.warning_box = box
        return box

    def _ask(self, title: str, text: str) -> bool:
        """Asks a yes/no question and waits for the answer (No is the default)."""
        from PySide6.QtCore import Qt

        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("question")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # exec() deletes it when answered
        self.question_box = box
        return bool(box.exec() == QMessageBox.StandardButton.Yes)

    def ask_open(self) -> None:
        """Asks for a save file and opens it."""
        from PySide6.QtWidgets import QFileDialog

        kinds = QCoreApplication.translate("Table", "Tortuga 1667 games (*.tortuga)")
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("Table", "Open a saved game"),
                                              str(self.library.save_folder()), kinds)
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Opens a save: an unfinished game goes on the table, a finished one opens its replay.

        A file that cannot be used is reported in plain words; the game on the table and the
        autosave stay exactly as they were.
        """
        found = self.library.open(path)
        loaded = found.loaded
        if loaded is None:
            self.warn(found.problem)
            return False
        if loaded.save.finished:
            self.show_replay(path)
        elif not self.resume(loaded, True):
            return False
        self.library.opened(path, None if loaded.save.finished else self.session)
        return True

    def ask_save_as(self) -> None:
        """Asks where to save the game on the table."""
        from PySide6.QtWidgets import QFileDialog

        if self.session is None:
            return
        kinds = QCoreApplication.translate("Table", "Tortuga 1667 games (*.tortuga)")
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("Table", "Save the game"),
                                              str(self.library.save_folder() / "game.tortuga"), kinds)
        if path:
            self.save_as(Path(path))

    def save_as(self, path: Path) -> bool:
        """Saves the game on the table to a file; says so in plain words if it cannot."""
        if self.session is None:
            return False
        if self.session.practice:
            self.warn(QCoreApplication.translate("Table", "A lesson of the walkthrough is not saved as a game; "
                                                 "your place in the voyage is remembered by itself."))
            return False
        saved = self.library.save_as(self.session, path)
        if saved.path is None:
            self.warn(saved.message)
            return False
        if self.presenter is not None:
            self.presenter.say(saved.message)  # under the action panel's buttons until the step changes
            self.refresh()
        return True

    def recent(self) -> list[str]:
        """Returns the recently saved or opened games, newest first."""
        return self.library.recent()

    def _fill_recent(self) -> None:
        """Lists the recent games whose files are still there (a missing one stays remembered)."""
        if not hasattr(self, "recent_menu"):
            return  # filled when the menus are built, with the table
        self.recent_menu.clear()
        games = self.library.recent_games()
        for path, name in games:  # the game's name (the file's name only in the tooltip)
            act = self.recent_menu.addAction(name.replace("&", "&&"))  # a name, never a mnemonic
            act.setToolTip(str(path))
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(games))

    def show_replay(self, path: Path | None = None) -> QDialog | None:
        """Opens the replay viewer of a file, or of the game on the table once it is over.

        Returns the dialog now on screen: the replay, or the warning that says why not.
        """
        from PySide6.QtCore import Qt

        from tortuga_qt.ui.widgets.replay import ReplayDialog

        table = None if self.session is not None and self.session.practice and path is None else self.session
        if table is None and path is None and self.session is not None:
            return self.warn(QCoreApplication.translate("Table", "A lesson of the walkthrough has no replay."))
        found = self.library.replay(table, path)
        if found.loaded is None:
            return self.warn(found.problem) if found.problem else None
        dialog = ReplayDialog(found.loaded, found.title, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # it holds every state of a game
        self.replay_dialog = dialog
        dialog.open()
        return dialog

    def open_from_command_line(self, path: Path) -> None:
        """Opens a file given at launch, or says why not, before anything else is asked.

        An unfinished game goes on the table; a finished one opens its replay. Only once the
        refusal (or the replay) is closed does the usual start-up go on (resume, or a new game).
        """
        found = self.library.open(path)
        loaded = found.loaded
        if loaded is None:
            self._then(self.warn(found.problem), self.startup)
        elif loaded.save.finished:
            dialog = self.show_replay(path)
            if dialog is not None and dialog is getattr(self, "replay_dialog", None):
                self.library.opened(path)
            self._then(dialog, self.startup)
        elif self.resume(loaded, True):
            self.library.opened(path, self.session)
        else:  # the player kept the autosaved game rather than lose it
            self.startup()

    @staticmethod
    def _then(dialog: QDialog | None, go_on: Callable[[], None]) -> None:
        """Calls `go_on` once `dialog` is closed (at once without one), from the main loop."""
        from PySide6.QtCore import QTimer

        if dialog is None:
            go_on()
            return
        dialog.finished.connect(lambda _result: QTimer.singleShot(0, go_on))

    def show_saved_games(self) -> None:
        """Opens the Saved games browser: open, rename or delete the games kept here."""
        from tortuga_qt.ui.widgets.saved_games import SavedGamesDialog

        dialog = SavedGamesDialog(self.library, self._table_autosaves(), self)
        dialog.open_chosen.connect(self._open_saved)
        self.saved_games_dialog = dialog
        dialog.open()

    def _table_autosaves(self) -> bool:
        """Returns whether the autosave holds the game on the table (a real game, not a lesson)."""
        session = self.session
        return (session is not None and not session.practice and self.library.autosave is not None
                and getattr(session, "autosave", None) == self.library.autosave)

    def _open_saved(self, path: Path) -> None:
        """Opens a game chosen in Saved games (the autosave: the game on the table stays, or comes back)."""
        if path != self.library.autosave:
            self.open_file(path)
        elif not self._table_autosaves():
            found = self.library.check_autosave()
            if found.loaded is not None and not found.loaded.save.finished:
                self.resume(found.loaded, True)
            elif found.problem:
                self.warn(found.problem)
