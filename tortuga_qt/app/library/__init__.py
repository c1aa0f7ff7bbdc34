"""The games kept at this computer: the data folder, the autosave, saves/, recent games, the lock.

App layer (QtCore only, never widgets). Every method returns a plain result whose sentences
are already translated; the window only shows them. `Library` is the one object the window
holds; each job is a module of this package:

* `shelf.py`: the data folder, its autosave (None: this window never autosaves), fresh names;
* `lock.py`: without the data folder's lock (another copy runs, or the lock cannot be created)
  this window never autosaves;
* `reading.py`: the autosave to resume, a file to open or replay; an autosave that cannot be
  used, for any reason, is set aside (renamed, byte for byte) and reported; if it cannot even be
  set aside, this window stops autosaving over it;
* `filing.py`: never lose a game, and no pile of copies (an unfinished game is filed before
  another replaces it; a file is brought up to date in place only when the new record extends
  the one it holds; a finished game that cannot be filed is kept and retried);
* `catalogue.py`: the Saved games list, rename, delete;
* `recents.py`: the recent games of the Game menu.

Save files are read and written by `tortuga_qt.record` (loaded after the first paint).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal

from tortuga_qt.app.game_files import Changed, SavedGame
from tortuga_qt.app.library.catalogue import Catalogue
from tortuga_qt.app.library.filing import Filing, Keeping, Saved
from tortuga_qt.app.library.lock import DataLock, Locking
from tortuga_qt.app.library.reading import Found, Reading
from tortuga_qt.app.library.recents import Recents
from tortuga_qt.app.library.shelf import Shelf, Table, default_data_dir

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame


class Library(QObject):
    """The data folder of this program and every game file it keeps there."""

    # Fires when the list of recent games changes (the menu redraws it).
    recent_changed = Signal()

    def __init__(self, settings: QSettings, data_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.shelf = Shelf(settings, data_dir if data_dir is not None else default_data_dir())
        self.recents = Recents(settings, self.recent_changed.emit)
        self.data_lock = DataLock(self.shelf)
        self.reading = Reading(self.shelf)
        self.filing = Filing(self.shelf, self.reading, self.recents)
        self.catalogue = Catalogue(self.shelf, self.filing, self.recents)

    # ------------------------------------------------------------------ the folder

    @property
    def settings(self) -> QSettings:
        """Returns the settings the library keeps its lists in."""
        return self.shelf.settings

    @property
    def data_dir(self) -> Path:
        """Returns the data folder."""
        return self.shelf.data_dir

    @property
    def saves_dir(self) -> Path:
        """Returns the folder of filed, saved and finished games."""
        return self.shelf.saves_dir

    @property
    def autosave(self) -> Path | None:
        """Returns the file this window autosaves to (None: it never autosaves)."""
        return self.shelf.autosave

    @autosave.setter
    def autosave(self, path: Path | None) -> None:
        self.shelf.autosave = path

    def lock(self) -> Locking:
        """Takes the data folder's lock; without it this window stops autosaving (and says why)."""
        return self.data_lock.lock()

    def unlock(self) -> None:
        """Gives the data folder's lock back (at exit)."""
        self.data_lock.unlock()

    def set_aside(self, path: Path, why: str = "damaged") -> Path | None:
        """Renames a file that cannot be used (never over another); returns its new name or None."""
        return self.shelf.set_aside(path, why)

    # ------------------------------------------------------------------ reading

    def check_autosave(self) -> Found:
        """Returns the autosaved game; one that cannot be used is set aside and reported."""
        return self.reading.check_autosave()

    def resume_question(self, loaded: LoadedGame) -> str:
        """Returns the question that offers an autosaved game back."""
        return self.reading.resume_question(loaded)

    def open(self, path: Path) -> Found:
        """Reads a save file to open; a file that cannot be used is explained, nothing changes."""
        return self.reading.open(path)

    def opened(self, path: Path, table: Table | None = None) -> None:
        """Records a file that was opened (recent games; the table it is on now, if any)."""
        self.recents.add_recent(path)
        if table is not None:
            self.filing.note_in_file(table)
            self.filing.link(path)

    def replay(self, table: Table | None, path: Path | None = None) -> Found:
        """Returns a game with every state for the replay viewer: a file's, or the finished table's."""
        return self.reading.replay(table, path)

    # ------------------------------------------------------------------ writing

    def note_in_file(self, table: Table) -> None:
        """Remembers that the table, as it is now, is in a file (opened or saved)."""
        self.filing.note_in_file(table)

    def keep_unfinished(self, table: Table | None, opening: bool = False) -> Keeping:
        """Files the unfinished game (the table's, or the autosave's if the table is empty) under saves/."""
        return self.filing.keep_unfinished(table, opening)

    def file_finished(self, table: Table) -> Path | None:
        """Files a finished game under saves/ for its replay; None if it could not be written (then kept to retry)."""
        return self.filing.file_finished(table)

    @property
    def unfiled(self) -> bytes | None:
        """Returns the oldest finished game that could not be filed yet (its bytes), or None."""
        return self.filing.unfiled

    @property
    def unfiled_why(self) -> str:
        """Returns why the last finished game could not be filed, in the system's words."""
        return self.filing.unfiled_why

    def retry_filing(self) -> bool:
        """Tries again to file the finished games that could not be, oldest first; returns whether none is left."""
        return self.filing.retry_filing()

    def protect_unfiled(self) -> None:
        """Before another game autosaves: the unfiled finished game's autosave is renamed aside, never overwritten."""
        self.filing.protect_unfiled()

    def unfiled_copies_kept(self) -> bool:
        """Returns whether every finished game not filed yet has a copy on the disk (its set-aside autosave)."""
        return self.filing.unfiled_copies_kept()

    def unfiled_message(self) -> str:
        """Returns what to tell the player about a finished game that could not be filed ("" when none)."""
        return self.filing.unfiled_message()

    def save_as(self, table: Table, path: Path) -> Saved:
        """Saves the game on the table to `path` (the extension added if missing)."""
        return self.filing.save_as(table, path)

    def save_folder(self) -> Path:
        """Returns the folder to offer in file dialogs (created if it can be)."""
        return self.filing.save_folder()

    # ------------------------------------------------------------------ saved games

    def saved_games(self, on_table: bool = False) -> list[SavedGame]:
        """Returns every game kept here, newest first (`on_table`: the autosave holds the game on the table)."""
        return self.catalogue.saved_games(on_table)

    def delete(self, path: Path) -> Changed:
        """Deletes a saved game's file (never the autosave, so never the game on the table)."""
        return self.catalogue.delete(path)

    def rename(self, path: Path, title: str) -> Changed:
        """Gives a saved game the player's name (its file's name); never writes over another file."""
        return self.catalogue.rename(path, title)

    # ------------------------------------------------------------------ recent games

    def recent(self) -> list[str]:
        """Returns the recently saved or opened games, newest first."""
        return self.recents.recent()

    def add_recent(self, path: Path) -> None:
        """Puts a file at the top of the recent games."""
        self.recents.add_recent(path)

    def recent_games(self) -> list[tuple[Path, str]]:
        """Returns the recent games whose files are still there, each with its name for the menu."""
        return self.recents.recent_games()

    def forget_recent(self, path: Path) -> None:
        """Takes a file that is gone off the recent games."""
        self.recents.forget_recent(path)
