"""The games kept at this computer: the data folder, the autosave, saves/, recent games, the lock.

App layer (QtCore only, never widgets). Every method returns a plain result whose sentences
are already translated; the window only shows them. Policy in one place:

* Never lose a game: an unfinished game is filed under `saves/` before another replaces it;
  when that copy cannot be written the caller must ask the player before going on.
* An autosave that cannot be used, for any reason, is set aside (renamed, byte for byte) and
  reported; if it cannot even be set aside, this window stops autosaving over it.
* Without the data folder's lock (another copy runs, or the lock cannot be created) this
  window never autosaves.

Save files are read and written by `tortuga_qt.record` (loaded after the first paint).
"""

from __future__ import annotations

import os
import stat
import tempfile
import time
import weakref
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QStandardPaths, Signal

from tortuga_qt.record.atomic import make_folder

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame, SaveFile

AUTOSAVE_NAME = "autosave.tortuga"
LOCK_NAME = "tortuga.lock"
RECENT_KEY = "recent"
RECENT_MAX = 8


class Table(Protocol):
    """What the library needs of the game on the table (a `GameSession`)."""

    @property
    def names(self) -> list[str]:
        """Returns the seats' names."""
        ...

    @property
    def over(self) -> bool:
        """Returns whether the game has ended."""
        ...

    @property
    def steps(self) -> int:
        """Returns how many actions the record holds."""
        ...

    def to_save(self) -> SaveFile:
        """Returns the save file of the game now."""
        ...


def progress(table: Table) -> tuple[bool, int]:
    """Returns (over, recorded actions) of the game on the table."""
    return table.over, table.steps


def default_data_dir() -> Path:
    """Returns the platform's data folder for this program."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


@dataclass(frozen=True)
class Found:
    """A game read from a file (or from the table), or why it cannot be used."""

    loaded: LoadedGame | None = None
    problem: str = ""  # one plain sentence ("" when there is none)
    title: str = ""  # how to name the game in a window title


@dataclass(frozen=True)
class Keeping:
    """What became of the unfinished game before another replaces it."""

    kept: Path | None = None  # where it was filed under saves/
    question: str = ""  # it could not be kept: ask this (yes = replace it anyway and lose it)
    notice: str = ""  # something to tell the player (an unusable autosave was set aside)


@dataclass(frozen=True)
class Saved:
    """The outcome of Save As."""

    path: Path | None = None  # where the game is now, None when it could not be saved
    message: str = ""  # what to tell the player either way


class LockState(Enum):
    """Who holds the data folder."""

    ALONE = "alone"  # this window: it autosaves
    ELSEWHERE = "elsewhere"  # another running copy of the program
    FAILED = "failed"  # nobody: the lock could not be created (full disk, read-only, permissions)


@dataclass(frozen=True)
class Locking:
    """The outcome of taking the data folder's lock."""

    state: LockState
    problem: str = ""  # what to tell the player ("" when this window holds the lock)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _fresh(folder: Path, stem: str, suffix: str) -> Path:
    """Returns a name in `folder` that no file has yet (stem, then stem-1, stem-2, ...)."""
    for n in range(10_000):
        target = folder / f"{stem}{'-' + str(n) if n else ''}{suffix}"
        if not os.path.lexists(target):
            return target
    return folder / f"{stem}-{time.monotonic_ns()}{suffix}"


def _why_unwritable(folder: Path) -> str:
    """Returns why nothing can be written in `folder` (the system's words), or "" if it can."""
    try:
        fd, name = tempfile.mkstemp(prefix=".tortuga-probe-", dir=folder)
    except OSError as exc:
        return exc.strerror or str(exc)
    try:
        os.write(fd, b"\0" * 4096)
        os.fsync(fd)
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        os.close(fd)
        try:
            os.unlink(name)
        except OSError:
            pass
    return ""


class Library(QObject):
    """The data folder of this program and every game file it keeps there."""

    # Fires when the list of recent games changes (the menu redraws it).
    recent_changed = Signal()

    def __init__(self, settings: QSettings, data_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.data_dir = data_dir if data_dir is not None else default_data_dir()
        self.autosave: Path | None = self.data_dir / AUTOSAVE_NAME  # None: this window never autosaves
        self._lock: Any = None  # the QLockFile this window holds
        self._in_file: tuple[weakref.ref[Any], int] | None = None  # (table, steps) already in a file

    @property
    def saves_dir(self) -> Path:
        """Returns the folder of filed, saved and finished games."""
        return self.data_dir / "saves"

    # ------------------------------------------------------------------ the lock

    def lock(self) -> Locking:
        """Takes the data folder's lock; without it this window stops autosaving (and says why)."""
        from PySide6.QtCore import QLockFile

        try:
            make_folder(self.data_dir)
        except OSError as exc:
            return self._unlocked(LockState.FAILED, exc.strerror or str(exc))
        lock = QLockFile(str(self.data_dir / LOCK_NAME))
        lock.setStaleLockTime(0)  # a lock whose program is gone is removed; a live one never is
        if lock.tryLock(100):
            self._lock = lock
            return Locking(LockState.ALONE)
        if lock.error() == QLockFile.LockError.LockFailedError:
            return self._unlocked(LockState.ELSEWHERE, "")
        return self._unlocked(LockState.FAILED, _why_unwritable(self.data_dir))

    def _unlocked(self, state: LockState, why: str) -> Locking:
        self.autosave = None  # never fight over an autosave (or write where the lock failed)
        if state is LockState.ELSEWHERE:
            return Locking(state, _tr("Tortuga 1667 is already open in another window; this window will not autosave."))
        if not why:
            why = _tr("it cannot be written")
        return Locking(state, _tr(
            "Tortuga 1667 cannot use its data folder {folder} ({why}), so this window will not autosave. "
            "Use Game > Save As… to keep a game elsewhere.").format(folder=self.data_dir, why=why))

    def unlock(self) -> None:
        """Gives the data folder's lock back (at exit)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # ------------------------------------------------------------------ reading

    def _load(self, path: Path, keep_states: bool = False) -> tuple[LoadedGame | None, str, str]:
        """Returns (game, "", "") or (None, why in plain words, a word for the set-aside name)."""
        from tortuga_qt.record import savefile as S

        try:
            mode = path.stat().st_mode
        except FileNotFoundError:
            return None, _tr("The file {name} does not exist.").format(name=path.name), "unusable"
        except OSError as exc:
            return None, _tr("The file {name} cannot be read ({why}).").format(name=path.name, why=exc.strerror), "unusable"
        if not stat.S_ISREG(mode):  # a folder or a pipe: never read (a pipe would wait forever)
            return None, _tr("{name} is not a save file: a folder or another kind of file has its name.").format(
                name=path.name), "unusable"
        try:
            return S.read_save(path, keep_states=keep_states), "", ""
        except S.UnsupportedSaveVersion as exc:
            return None, str(exc), "newer-version"
        except S.SaveError as exc:
            other_rules = isinstance(exc, getattr(S, "DifferentRules", ()))
            return None, str(exc), "other-rules" if other_rules else "damaged"
        except Exception:  # a loader failure we did not foresee must never cost a game
            return None, _tr("The file {name} could not be read back.").format(name=path.name), "unreadable"

    def set_aside(self, path: Path, why: str = "damaged") -> Path | None:
        """Renames a file that cannot be used (never over another); returns its new name or None."""
        target = _fresh(path.parent, f"{path.stem}-{why}-{_stamp()}", path.suffix)
        try:
            path.rename(target)
        except OSError:
            return None
        return target

    def check_autosave(self) -> Found:
        """Returns the autosaved game; one that cannot be used is set aside and reported."""
        from tortuga_qt.record.atomic import clean_stale

        path = self.autosave
        if path is None:
            return Found()
        clean_stale(path)  # left by a write that was killed
        if not os.path.lexists(path):
            return Found()
        loaded, why, kind = self._load(path)
        if loaded is not None:
            return Found(loaded)
        aside = self.set_aside(path, kind)
        if aside is not None:
            return Found(problem=_tr("The last game could not be resumed: {why} It was kept aside as {name}.").format(
                why=why, name=aside.name))
        self.autosave = None
        return Found(problem=_tr(
            "The last game could not be resumed: {why} It could not be kept aside either, so this window "
            "will not autosave (the file stays as it is).").format(why=why))

    def resume_question(self, loaded: LoadedGame) -> str:
        """Returns the question that offers an autosaved game back."""
        from tortuga_qt.record.savefile import describe

        return _tr("An unfinished game was saved: {what}. Resume it?").format(what=describe(loaded.save))

    def open(self, path: Path) -> Found:
        """Reads a save file to open; a file that cannot be used is explained, nothing changes."""
        loaded, why, _ = self._load(path)
        if loaded is None:
            return Found(problem=_tr("This game cannot be opened: {why}").format(why=why))
        return Found(loaded, title=path.name)

    def opened(self, path: Path, table: Table | None = None) -> None:
        """Records a file that was opened (recent games; the table it is on now, if any)."""
        self.add_recent(path)
        if table is not None:
            self.note_in_file(table)

    def replay(self, table: Table | None, path: Path | None = None) -> Found:
        """Returns a game with every state for the replay viewer: a file's, or the finished table's."""
        if path is not None:
            loaded, why, _ = self._load(path, keep_states=True)
            if loaded is None:
                return Found(problem=_tr("This game cannot be replayed: {why}").format(why=why))
            if not loaded.save.finished:  # checked on what was read now, not on an earlier read
                return Found(problem=_tr("The replay shows every secret: it opens only for a finished game."))
            return Found(loaded, title=path.name)
        if table is None:
            return Found()
        if not progress(table)[0]:
            return Found(problem=_tr("The replay shows every secret: it opens when the game is over."))
        from tortuga_qt.record.savefile import SaveError, load_bytes, save_bytes

        try:
            loaded_now = load_bytes(save_bytes(table.to_save()), keep_states=True)
        except SaveError as exc:
            return Found(problem=_tr("This game cannot be replayed: {why}").format(why=exc))
        return Found(loaded_now, title=_tr("this game"))

    # ------------------------------------------------------------------ writing

    def note_in_file(self, table: Table) -> None:
        """Remembers that the table, as it is now, is in a file (opened or saved)."""
        self._in_file = (weakref.ref(table), progress(table)[1])

    def _is_in_file(self, table: Table, steps: int) -> bool:
        return self._in_file is not None and self._in_file[0]() is table and self._in_file[1] == steps

    def keep_unfinished(self, table: Table | None, opening: bool = False) -> Keeping:
        """Files the unfinished game (the table's, or the autosave's if the table is empty) under saves/."""
        from tortuga_qt.record import atomic
        from tortuga_qt.record.savefile import EXTENSION, save_bytes

        if table is not None:
            over, steps = progress(table)
            if over or self._is_in_file(table, steps):
                return Keeping()  # nothing to lose: finished, or this very position is in a file
            data = save_bytes(table.to_save())
        else:
            found = self.check_autosave()  # a game the player chose not to resume (or never saw)
            if found.problem:
                return Keeping(notice=found.problem)
            if found.loaded is None or found.loaded.save.finished or self.autosave is None:
                return Keeping()
            try:
                data = self.autosave.read_bytes()
            except OSError as exc:
                return Keeping(question=self._lose_question(exc, opening))
        target = _fresh(self.saves_dir, f"unfinished-{_stamp()}", EXTENSION)
        try:
            atomic.atomic_write(target, data)
        except OSError as exc:
            return Keeping(question=self._lose_question(exc, opening))
        self.add_recent(target)
        return Keeping(kept=target)

    @staticmethod
    def _lose_question(exc: OSError, opening: bool) -> str:
        why = exc.strerror or str(exc)
        if opening:
            return _tr("The unfinished game could not be kept ({why}). Open the other game anyway and lose it?").format(why=why)
        return _tr("The unfinished game could not be kept ({why}). Start a new game anyway and lose it?").format(why=why)

    def file_finished(self, table: Table) -> Path | None:
        """Files a finished game under saves/ for its replay; None if it could not be written."""
        from tortuga_qt.record.savefile import EXTENSION, write_save

        target = _fresh(self.saves_dir, f"finished-{_stamp()}-{len(table.names)}p", EXTENSION)
        try:
            write_save(target, table.to_save())
        except OSError:
            return None  # the autosave still holds it; nothing is lost by failing here
        self.add_recent(target)
        return target

    def save_as(self, table: Table, path: Path) -> Saved:
        """Saves the game on the table to `path` (the extension added if missing)."""
        from tortuga_qt.record.savefile import EXTENSION, write_save

        if path.suffix != EXTENSION:
            path = path.with_name(path.name + EXTENSION)
        try:
            write_save(path, table.to_save())
        except OSError as exc:
            return Saved(None, _tr("The game could not be saved to {path}: {why}.").format(
                path=path, why=exc.strerror or exc))
        self.add_recent(path)
        self.note_in_file(table)
        return Saved(path, _tr("Saved to {path}.").format(path=path))

    def save_folder(self) -> Path:
        """Returns the folder to offer in file dialogs (created if it can be)."""
        try:
            make_folder(self.saves_dir)
        except OSError:
            pass  # the dialog still lets the player choose another folder
        return self.saves_dir

    # ------------------------------------------------------------------ recent games

    def recent(self) -> list[str]:
        """Returns the recently saved or opened games, newest first."""
        value: object = self.settings.value(RECENT_KEY, [], type=list)
        return [str(p) for p in value] if isinstance(value, list) else []

    def add_recent(self, path: Path) -> None:
        """Puts a file at the top of the recent games."""
        items = [str(path)] + [p for p in self.recent() if p != str(path)]
        self.settings.setValue(RECENT_KEY, items[:RECENT_MAX])
        self.recent_changed.emit()
