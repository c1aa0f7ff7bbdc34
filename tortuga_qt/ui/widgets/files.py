"""The window's file commands: start-up, open, save as, recent games, replays, warnings.

Every policy (where files go, what is kept, what a damaged file means) is the library's
(`tortuga_qt.app.library`); this layer only asks the player and shows the answers. The menus
that call these commands are `ui/widgets/menus.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

from tortuga_qt.app.library import Library
from tortuga_qt.ui.widgets.warning_box import open_warning

if TYPE_CHECKING:  # the panels load with the table, after the window's first frame
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.record.savefile import LoadedGame


# Qt's namespace (its hundred enums are made by PySide6 on first use, ~40 ms) is imported in the
# functions that use it: this module is on the way to the window's first frame.

FILING_RETRY_MS = 5000  # how often a finished game that could not be filed (full disk) is tried again
WELCOMED_KEY = "welcomed"  # set once the first launch's welcome was shown
KEPT_MS = 60_000  # how long the status bar says where a replaced unfinished game went


class Learner(Protocol):
    """Opens the guided first voyage (the welcome's Learn to play)."""

    def learn_to_play(self, fresh: bool = False) -> None:
        """Opens the guided first voyage."""
        ...


class FileTable(Protocol):
    """What the file commands use of the window: its settings, library and game, and how to put a game on it."""

    @property
    def settings(self) -> QSettings:
        """The program's settings."""
        ...

    @property
    def library(self) -> Library:
        """Every file policy: where games go, what is kept."""
        ...

    @property
    def session(self) -> GameSession | None:
        """The game on the table."""
        ...

    @property
    def presenter(self) -> TablePresenter | None:
        """The table's presenter (the message under the buttons)."""
        ...

    @property
    def voyage_host(self) -> Learner:
        """The guided first voyage's entry."""
        ...

    def resume(self, loaded: LoadedGame, keep_current: bool = True) -> bool:
        """Puts a saved game back on the table."""
        ...

    def start_default(self) -> None:
        """Starts a first game."""
        ...

    def ask_new_game(self) -> None:
        """Opens the new game dialog."""
        ...

    def refresh(self) -> None:
        """Draws the table again."""
        ...


class FileCommands:
    """The file side of the table window: asks the player, tells the library, shows its answers."""

    _save_warning = ""  # the autosave problem the status bar shows, if any
    _filing_timer: QTimer | None = None  # retries filing a finished game that could not be filed

    def __init__(self, window: FileTable, widget: QMainWindow) -> None:
        self.window, self.widget = window, widget  # the widget: the parent of the dialogs, with the status bar
        self.library = window.library

    def keep_unfinished(self, opening: bool = False) -> bool:
        """Files the unfinished game before another replaces it; False: keep the table as it is."""
        self._before_replacing()
        if self.window.session is not None and self.window.session.practice:
            return True  # a lesson of the walkthrough is not a game: nothing to keep
        keeping = self.library.keep_unfinished(self.window.session, opening)
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
                self.window.resume(loaded, False)
                return
        self.window.start_default()
        if found.problem:
            self.warn(found.problem)
        if ask and self.window.settings.value(WELCOMED_KEY) is None:
            self.window.settings.setValue(WELCOMED_KEY, True)
            self.welcome()
        elif ask:
            self.window.ask_new_game()

    def welcome(self) -> None:
        """Opens the first launch's welcome: Learn to play beside Play."""
        from tortuga_qt.ui.widgets.welcome import WelcomeDialog

        dialog = WelcomeDialog(self.widget)
        self.welcome_dialog = dialog
        dialog.learn_chosen.connect(self.window.voyage_host.learn_to_play)
        dialog.play_chosen.connect(self.window.ask_new_game)
        dialog.open()

    def _ask_resume(self, text: str) -> bool:
        """Asks whether to resume the autosaved game; Enter and Escape resume (the other game is kept anyway)."""
        from PySide6.QtCore import Qt

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Table", "Resume the game?"), text,
                          yes | no, self.widget)
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
        self.widget.statusBar().showMessage(
            QCoreApplication.translate("Table", "Your unfinished game was kept in Saved games (Game menu)."), KEPT_MS)

    def show_save_problem(self, text: str) -> None:
        """Keeps an autosave problem visible in the status bar until a save works again."""
        bar = self.widget.statusBar()
        if text:
            self._save_warning = QCoreApplication.translate("Table", "Warning: {problem}").format(problem=text)
            bar.showMessage(self._save_warning)
        elif bar.currentMessage() == self._save_warning:
            bar.clearMessage()  # a save works again (another message, such as where a game went, stays)

    def file_finished_game(self) -> None:
        """Keeps every finished game under saves/ (for its replay); one that cannot be is retried until it is."""
        if self.window.session is None or self.library.file_finished(self.window.session) is not None:
            return
        self.warn(self.library.unfiled_message())  # once; the retries are silent
        # Kept in the status bar (not as the autosave's warning, which a later good autosave clears).
        self.widget.statusBar().showMessage(QCoreApplication.translate("Table", "Warning: {problem}").format(
            problem=self.library.unfiled_message()))
        if self._filing_timer is None:
            self._filing_timer = QTimer(self.widget)
            self._filing_timer.setInterval(FILING_RETRY_MS)
            self._filing_timer.timeout.connect(self.retry_filing)
        self._filing_timer.start()

    def retry_filing(self) -> bool:
        """Tries again to file an unfiled finished game; returns whether none is left unfiled."""
        if self.library.unfiled is None:
            return True
        if not self.library.retry_filing():
            return False
        if self._filing_timer is not None:
            self._filing_timer.stop()
        self.widget.statusBar().showMessage(QCoreApplication.translate("Table", "The finished game is saved now (Saved games)."))
        return True

    def _before_replacing(self) -> None:
        """Before another game takes the table: the unfiled finished game is filed, or its copy set aside."""
        if not self.retry_filing() and self.window.session is not None and self.window.session.over:
            self.library.protect_unfiled()  # the autosave holds the finished game on the table

    def close_unfiled(self) -> bool:
        """At close: one more try to file the finished game; else warn (False: keep the window open, no copy is on disk)."""
        if self.retry_filing():
            return True
        if self.window.session is not None and self.window.session.over:
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
        box = open_warning(self.widget, QCoreApplication.translate("Table", "Tortuga 1667"), text, "warning")
        self.warning_box = box
        return box

    def _ask(self, title: str, text: str) -> bool:
        """Asks a yes/no question and waits for the answer (No is the default)."""
        from PySide6.QtCore import Qt

        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.widget)
        box.setObjectName("question")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # exec() deletes it when answered
        self.question_box = box
        return bool(box.exec() == QMessageBox.StandardButton.Yes)

    def ask_open(self) -> None:
        """Asks for a save file and opens it."""
        from PySide6.QtWidgets import QFileDialog

        kinds = QCoreApplication.translate("Table", "Tortuga 1667 games (*.tortuga)")
        path, _ = QFileDialog.getOpenFileName(self.widget, QCoreApplication.translate("Table", "Open a saved game"),
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
        elif not self.window.resume(loaded, True):
            return False
        self.library.opened(path, None if loaded.save.finished else self.window.session)
        return True

    def ask_save_as(self) -> None:
        """Asks where to save the game on the table."""
        from PySide6.QtWidgets import QFileDialog

        if self.window.session is None:
            return
        kinds = QCoreApplication.translate("Table", "Tortuga 1667 games (*.tortuga)")
        path, _ = QFileDialog.getSaveFileName(self.widget, QCoreApplication.translate("Table", "Save the game"),
                                              str(self.library.save_folder() / "game.tortuga"), kinds)
        if path:
            self.save_as(Path(path))

    def save_as(self, path: Path) -> bool:
        """Saves the game on the table to a file; says so in plain words if it cannot."""
        if self.window.session is None:
            return False
        if self.window.session.practice:
            self.warn(QCoreApplication.translate("Table", "A lesson of the walkthrough is not saved as a game; "
                                                 "your place in the voyage is remembered by itself."))
            return False
        saved = self.library.save_as(self.window.session, path)
        if saved.path is None:
            self.warn(saved.message)
            return False
        if self.window.presenter is not None:
            self.window.presenter.say(saved.message)  # under the action panel's buttons until the step changes
            self.window.refresh()
        return True

    def recent(self) -> list[str]:
        """Returns the recently saved or opened games, newest first."""
        return self.library.recent()

    def show_replay(self, path: Path | None = None) -> QDialog | None:
        """Opens the replay viewer of a file, or of the game on the table once it is over.

        Returns the dialog now on screen: the replay, or the warning that says why not.
        """
        from PySide6.QtCore import Qt

        from tortuga_qt.ui.widgets.replay import ReplayDialog

        table = None if self.window.session is not None and self.window.session.practice and path is None else self.window.session
        if table is None and path is None and self.window.session is not None:
            return self.warn(QCoreApplication.translate("Table", "A lesson of the walkthrough has no replay."))
        found = self.library.replay(table, path)
        if found.loaded is None:
            return self.warn(found.problem) if found.problem else None
        dialog = ReplayDialog(found.loaded, found.title, self.widget)
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
        elif self.window.resume(loaded, True):
            self.library.opened(path, self.window.session)
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

        dialog = SavedGamesDialog(self.library, self._table_autosaves(), self.widget)
        dialog.open_chosen.connect(self._open_saved)
        self.saved_games_dialog = dialog
        dialog.open()

    def _table_autosaves(self) -> bool:
        """Returns whether the autosave holds the game on the table (a real game, not a lesson)."""
        session = self.window.session
        return (session is not None and not session.practice and self.library.autosave is not None
                and getattr(session, "autosave", None) == self.library.autosave)

    def _open_saved(self, path: Path) -> None:
        """Opens a game chosen in Saved games (the autosave: the game on the table stays, or comes back)."""
        if path != self.library.autosave:
            self.open_file(path)
        elif not self._table_autosaves():
            found = self.library.check_autosave()
            if found.loaded is not None and not found.loaded.save.finished:
                self.window.resume(found.loaded, True)
            elif found.problem:
                self.warn(found.problem)
