"""The games kept at this computer: the data folder, the autosave, saves/, recent games, the lock.

App layer (QtCore only, never widgets). Every method returns a plain result whose sentences
are already translated; the window only shows them. Policy in one place:

* Never lose a game: an unfinished game is filed under `saves/` before another replaces it;
  when that copy cannot be written the caller must ask the player before going on.
* No pile of copies: a file is brought up to date in place only when the new record extends
  the one it holds (nothing is lost). The file the table's game came from (opened, saved as,
  then renamed) is such a document, whatever its name; of the other files only those the
  program named `unfinished-…` are. Otherwise a new copy is written beside them.
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
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QStandardPaths, Signal

from tortuga_qt.app.game_files import (
    AUTOSAVE_NAME,
    FILED_STAMP,
    FILED_UNFINISHED,
    PROGRAM_NAMED,
    Changed,
    SavedGame,
    Status,
    bad_title,
    count_moves,
    join_names,
    json_of,
    modified_at,
    outcome_words,
    players_in,
    record_continues,
    rename_no_overwrite,
    same_file,
    shown_name,
    stamp_of,
    summarise,
    when_played,
)
from tortuga_qt.record.atomic import make_folder

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame, SaveFile

LOCK_NAME = "tortuga.lock"
RECENT_KEY = "recent"
SOURCE_KEY = "table_file"  # the file the game on the table came from (opened or saved as)
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

    @property
    def moves(self) -> int:
        """Returns how many moves the pirates made (the deal's chance steps not counted)."""
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


@dataclass
class _Unfiled:
    """A finished game not filed yet: its bytes, its number of seats, and its set-aside autosave (if any)."""

    data: bytes
    seats: int
    aside: Path | None = None  # its autosave, renamed out of the next game's way


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


def save_problem(exc: Exception) -> str:
    """Returns why a save file cannot be used, in the player's language.

    A `SaveError` carries its English template (context "Save") and named parameters; the
    template is translated, then filled in. Anything else, or a translation whose placeholders do
    not fit, reads as the English sentence.
    """
    template, params = getattr(exc, "template", None), getattr(exc, "params", None)
    if not isinstance(template, str) or not isinstance(params, dict):
        return str(exc)
    try:
        return QCoreApplication.translate(getattr(exc, "CONTEXT", "Save"), template).format(**params)
    except (KeyError, IndexError, ValueError, AttributeError):  # a translator's typo must not hide the reason
        return str(exc)


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
        # A finished game that could not be filed (full disk, read-only saves/): its bytes, kept
        # until a retry files it; the autosave that may hold it is set aside, never written over.
        self._unfiled: list[_Unfiled] = []
        self.unfiled_why = ""  # why the last one could not be written, in the system's words
        # The file the table's game came from (opened, saved as; renamed since): brought up to date
        # in place when that game is filed, if its record extends the file's. Kept for the next
        # launch, where the autosave puts the same game back on the table.
        saved: object = settings.value(SOURCE_KEY, "")
        self._source: Path | None = Path(saved) if isinstance(saved, str) and saved else None

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
            return Locking(state, QCoreApplication.translate("Table", "Tortuga 1667 is already open in another window; this window will not autosave."))
        if not why:
            why = QCoreApplication.translate("Table", "it cannot be written")
        return Locking(state, QCoreApplication.translate(
            "Table", "Tortuga 1667 cannot use its data folder {folder} ({why}), so this window will not autosave. "
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
            return None, QCoreApplication.translate("Table", "The file {name} does not exist in {folder}.").format(
                name=path.name, folder=path.parent), "unusable"
        except OSError as exc:
            return None, QCoreApplication.translate("Table", "The file {name} in {folder} cannot be read ({why}).").format(
                name=path.name, folder=path.parent, why=exc.strerror), "unusable"
        if not stat.S_ISREG(mode):  # a folder or a pipe: never read (a pipe would wait forever)
            return None, QCoreApplication.translate("Table", "{name} is not a save file: a folder or another kind of file has its name.").format(
                name=path.name), "unusable"
        try:
            return S.read_save(path, keep_states=keep_states), "", ""
        except S.UnsupportedSaveVersion as exc:
            return None, save_problem(exc), "newer-version"
        except S.SaveError as exc:
            other_rules = isinstance(exc, getattr(S, "DifferentRules", ()))
            return None, save_problem(exc), "other-rules" if other_rules else "damaged"
        except Exception:  # a loader failure we did not foresee must never cost a game
            return None, QCoreApplication.translate("Table", "The file {name} could not be read back.").format(name=path.name), "unreadable"

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
        from tortuga_qt.app.autosave import flush_autosaves
        from tortuga_qt.record.atomic import clean_stale

        flush_autosaves()  # the writer's last save is whole on disk (and its temporary file gone)
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
            return Found(problem=QCoreApplication.translate("Table", "The last game could not be resumed. {why} It was kept aside as {name}.").format(
                why=why, name=aside.name))
        self.autosave = None
        return Found(problem=QCoreApplication.translate(
            "Table", "The last game could not be resumed. {why} It could not be kept aside either, so this window "
            "will not autosave (the file stays as it is).").format(why=why))

    def resume_question(self, loaded: LoadedGame) -> str:
        """Returns the question that offers an autosaved game back."""
        save = loaded.save
        moves = count_moves(save.actions)
        question = QCoreApplication.translate("Table", "An unfinished game was saved: {names}, %n move(s) played. Resume it?",
                                              None, moves)
        return question.format(names=join_names([s.name for s in save.config.seats]))

    def open(self, path: Path) -> Found:
        """Reads a save file to open; a file that cannot be used is explained, nothing changes."""
        loaded, why, _ = self._load(path)
        if loaded is None:
            return Found(problem=QCoreApplication.translate("Table", "This game cannot be opened. {why}").format(why=why))
        return Found(loaded, title=shown_name(path))

    def opened(self, path: Path, table: Table | None = None) -> None:
        """Records a file that was opened (recent games; the table it is on now, if any)."""
        self.add_recent(path)
        if table is not None:
            self.note_in_file(table)
            self._link(path)

    def replay(self, table: Table | None, path: Path | None = None) -> Found:
        """Returns a game with every state for the replay viewer: a file's, or the finished table's."""
        if path is not None:
            loaded, why, _ = self._load(path, keep_states=True)
            if loaded is None:
                return Found(problem=QCoreApplication.translate("Table", "This game cannot be replayed. {why}").format(why=why))
            if not loaded.save.finished:  # checked on what was read now, not on an earlier read
                return Found(problem=QCoreApplication.translate("Table", "The replay shows every secret: it opens only for a finished game."))
            return Found(loaded, title=shown_name(path))
        if table is None:
            return Found()
        if not progress(table)[0]:
            return Found(problem=QCoreApplication.translate("Table", "The replay shows every secret: it opens when the game is over."))
        from tortuga_qt.record.savefile import SaveError, load_bytes, save_bytes

        try:
            loaded_now = load_bytes(save_bytes(table.to_save()), QCoreApplication.translate("Save", "the game on the table"),
                                    keep_states=True)
        except SaveError as exc:
            return Found(problem=QCoreApplication.translate("Table", "This game cannot be replayed. {why}").format(
                why=save_problem(exc)))
        return Found(loaded_now, title=QCoreApplication.translate("Table", "this game"))

    # ------------------------------------------------------------------ writing

    def note_in_file(self, table: Table) -> None:
        """Remembers that the table, as it is now, is in a file (opened or saved)."""
        self._in_file = (weakref.ref(table), progress(table)[1])

    def _is_in_file(self, table: Table, steps: int) -> bool:
        return self._in_file is not None and self._in_file[0]() is table and self._in_file[1] == steps

    def _link(self, path: Path | None) -> None:
        """Remembers the file the table's game came from (None: none), for this launch and the next."""
        self._source = path
        if self.autosave is not None:  # only the window that autosaves puts the game back at the next launch
            self.settings.setValue(SOURCE_KEY, str(path) if path is not None else "")

    def _is_source(self, path: Path) -> bool:
        return self._source is not None and (path == self._source or same_file(path, self._source))

    def _update_source(self, data: bytes) -> Path | None:
        """Writes the table's game into the file it came from when it extends that file's record.

        Returns the file, or None: no such file, another game (or the file changed since), or it
        cannot be written (the caller then files a copy as usual).
        """
        import json

        from tortuga_qt.record.atomic import atomic_write

        source = self._source
        if source is None or source.name == AUTOSAVE_NAME or (self.autosave is not None and same_file(source, self.autosave)):
            return None
        try:
            new = json.loads(data)
            usable = source.is_file() and not source.is_symlink()
        except (ValueError, OSError):
            return None
        if not usable or not isinstance(new, dict) or not record_continues(new, json_of(source)):
            return None
        try:
            atomic_write(source, data)  # the file stays whole until the new one is
        except OSError:
            return None
        self.add_recent(source)
        return source

    def _in_saves(self, path: Path) -> bool:
        return path.parent == self.saves_dir or same_file(path.parent, self.saves_dir)

    def keep_unfinished(self, table: Table | None, opening: bool = False) -> Keeping:
        """Files the unfinished game (the table's, or the autosave's if the table is empty) under saves/."""
        from tortuga_qt.record import atomic

        if table is not None:
            over, steps = progress(table)
            if over or table.moves == 0 or self._is_in_file(table, steps):
                return Keeping()  # nothing to lose: finished, not begun (a deal), or this very position is in a file
            from tortuga_qt.record.savefile import save_bytes  # (not on the way to a first game)

            data = save_bytes(table.to_save())
        else:
            found = self.check_autosave()  # a game the player chose not to resume (or never saw)
            if found.problem:
                return Keeping(notice=found.problem)
            if found.loaded is None or found.loaded.save.finished or self.autosave is None:
                return Keeping()
            if count_moves(found.loaded.save.actions) == 0:
                return Keeping()  # a deal nobody moved in: nothing to lose
            try:
                data = self.autosave.read_bytes()
            except OSError as exc:
                return Keeping(question=self._lose_question(exc, opening))
        from tortuga_qt.record.savefile import EXTENSION

        # The file this game came from (the player's document) is brought up to date in place.
        source = self._update_source(data)
        if source is not None and self._in_saves(source):
            self._drop([p for p in self._earlier_copies(data) if not same_file(p, source)])
            return Keeping(kept=source)
        # Otherwise an earlier copy of this very game (filed by the program, its record a prefix
        # of this one) is brought up to date in place instead of piling up another file beside it.
        earlier = self._earlier_copies(data)
        target = earlier[0] if earlier else _fresh(self.saves_dir, f"unfinished-{_stamp()}", EXTENSION)
        try:
            atomic.atomic_write(target, data)  # the earlier copy stays whole until this one is
        except OSError as exc:
            return Keeping(question=self._lose_question(exc, opening))
        self._drop(earlier[1:])
        self.add_recent(target)
        return Keeping(kept=target)

    def _earlier_copies(self, data: bytes) -> list[Path]:
        """Returns the unfinished copies the program filed of this game at an earlier (or the same) point.

        Only program-named `unfinished-…` files: a game the player saved or named is never
        replaced. The newest copy comes first.
        """
        import json

        try:
            new = json.loads(data)
            found = [p for p in self.saves_dir.glob("unfinished-*.tortuga") if FILED_UNFINISHED.fullmatch(p.name)]
        except (ValueError, OSError):
            return []
        if not isinstance(new, dict):
            return []
        copies = [p for p in found if p.is_file() and not p.is_symlink() and record_continues(new, json_of(p))]
        return sorted(copies, key=modified_at, reverse=True)

    def _drop(self, paths: Sequence[Path]) -> None:
        """Removes copies that a newer file of the same game holds in full (and their recent entries)."""
        for path in paths:
            try:
                path.unlink()
            except OSError:
                continue  # a copy too many is no loss
            self.forget_recent(path)

    @staticmethod
    def _lose_question(exc: OSError, opening: bool) -> str:
        why = exc.strerror or str(exc)
        if opening:
            return QCoreApplication.translate("Table", "The unfinished game could not be kept ({why}). Open the other game anyway and lose it?").format(why=why)
        return QCoreApplication.translate("Table", "The unfinished game could not be kept ({why}). Start a new game anyway and lose it?").format(why=why)

    def file_finished(self, table: Table) -> Path | None:
        """Files a finished game under saves/ for its replay; None if it could not be written (then kept to retry)."""
        from tortuga_qt.record.savefile import save_bytes

        pending = _Unfiled(save_bytes(table.to_save()), len(table.names))
        target = self._file_one(pending)
        if target is None:
            self._unfiled.append(pending)  # kept in memory; retried until it works
        return target

    @property
    def unfiled(self) -> bytes | None:
        """Returns the oldest finished game that could not be filed yet (its bytes), or None."""
        return self._unfiled[0].data if self._unfiled else None

    def _file_one(self, pending: _Unfiled) -> Path | None:
        """Files a finished game's bytes under saves/; returns where, or None (why in `unfiled_why`)."""
        from tortuga_qt.record.atomic import atomic_write
        from tortuga_qt.record.savefile import EXTENSION

        data = pending.data
        source = self._update_source(data)  # the player's file of this game now holds it finished
        if source is not None and self._in_saves(source):
            target = source
        else:  # (a file elsewhere is updated, and the replay is kept here too)
            target = _fresh(self.saves_dir, f"finished-{_stamp()}-{pending.seats}p", EXTENSION)
            try:
                make_folder(self.saves_dir)
                atomic_write(target, data)
            except OSError as exc:
                self.unfiled_why = exc.strerror or str(exc)
                return None
        if pending.aside is not None:  # the set-aside autosave: the filed game holds it now
            try:
                pending.aside.unlink()
            except OSError:
                pass
        # Its unfinished copies: the finished game holds them.
        self._drop([p for p in self._earlier_copies(data) if not same_file(p, target)])
        self.add_recent(target)
        return target

    def retry_filing(self) -> bool:
        """Tries again to file the finished games that could not be, oldest first; returns whether none is left."""
        while self._unfiled:
            if self._file_one(self._unfiled[0]) is None:
                return False
            self._unfiled.pop(0)
        return True

    def protect_unfiled(self) -> None:
        """Before another game autosaves: the unfiled finished game's autosave is renamed aside, never overwritten."""
        from tortuga_qt.app.autosave import flush_autosaves

        if not self._unfiled or self.autosave is None or self._unfiled[-1].aside is not None:
            return
        flush_autosaves()  # its last snapshot is on disk (or failed) before the file moves
        if os.path.lexists(self.autosave):
            aside = self.set_aside(self.autosave, "unfiled")  # a rename: it needs no free space
            if aside is None:
                self.autosave = None  # it cannot move: this window stops autosaving over it
            self._unfiled[-1].aside = aside

    def unfiled_copies_kept(self) -> bool:
        """Returns whether every finished game not filed yet has a copy on the disk (its set-aside autosave)."""
        return all(p.aside is not None and p.aside.exists() for p in self._unfiled)

    def unfiled_message(self) -> str:
        """Returns what to tell the player about a finished game that could not be filed ("" when none)."""
        if self.unfiled is None:
            return ""
        return QCoreApplication.translate(
            "Table", "This finished game could not be saved in {folder} ({why}). Free some space there: it is "
            "saved as soon as it can be.").format(folder=self.saves_dir, why=self.unfiled_why)

    def save_as(self, table: Table, path: Path) -> Saved:
        """Saves the game on the table to `path` (the extension added if missing)."""
        from tortuga_qt.record.savefile import EXTENSION, write_save

        if path.suffix != EXTENSION:
            path = path.with_name(path.name + EXTENSION)
        try:
            write_save(path, table.to_save())
        except OSError as exc:
            return Saved(None, QCoreApplication.translate("Table", "The game could not be saved to {path} ({why}).").format(
                path=path, why=exc.strerror or exc))
        self.add_recent(path)
        self.note_in_file(table)
        self._link(path)  # the player's document of this game: filing it again updates it
        return Saved(path, QCoreApplication.translate("Table", "Saved to {path}.").format(path=path))

    def save_folder(self) -> Path:
        """Returns the folder to offer in file dialogs (created if it can be)."""
        try:
            make_folder(self.saves_dir)
        except OSError:
            pass  # the dialog still lets the player choose another folder
        return self.saves_dir

    # ------------------------------------------------------------------ saved games

    def saved_games(self, on_table: bool = False) -> list[SavedGame]:
        """Returns every game kept here, newest first: saves/, set-aside autosaves, the unfinished autosave.

        Each file is read and checked field by field, never replayed, so the list stays quick;
        a file that cannot be used is listed with the reason. `on_table`: the autosave holds
        the game on the table.
        """
        from tortuga_qt.app.autosave import flush_autosaves
        from tortuga_qt.record.savefile import EXTENSION

        flush_autosaves()  # the autosave on disk is the table's newest
        games: list[SavedGame] = []
        auto = self.autosave
        table: SavedGame | None = None
        if auto is not None and os.path.lexists(auto):
            game = self._peek(auto, autosave=True, on_table=on_table)
            if game.status is Status.UNFINISHED:  # a finished one is under saves/ already
                games.append(game)
                table = game if on_table else None
        for folder, pattern in ((self.saves_dir, f"*{EXTENSION}"), (self.data_dir, f"autosave-*{EXTENSION}")):
            try:
                paths = sorted(folder.glob(pattern))
            except OSError:
                continue
            games.extend(self._peek(p) for p in paths if not p.name.startswith("."))
        if table is not None and auto is not None:
            games = self._merge_table(games, table, auto)
        return sorted(games, key=lambda g: (not g.on_table, -g.stamp))

    def _merge_table(self, games: list[SavedGame], table: SavedGame, auto: Path) -> list[SavedGame]:
        """Lists the game on the table once: the file it came from, if the table's game extends it, stands for it.

        That row shows the game as it is on the table (it is filed there when another game
        takes the table); the autosave's own row goes.
        """
        import dataclasses

        source = next((g for g in games if g is not table and g.status is Status.UNFINISHED and self._is_source(g.path)),
                      None)
        if source is None:
            return games
        now = json_of(auto)
        if now is None or not record_continues(now, json_of(source.path)):
            return games
        merged = dataclasses.replace(source, on_table=True, stamp=table.stamp, when=table.when, moves=table.moves,
                                     progress=table.progress)
        return [merged if g is source else g for g in games if g is not table]

    def _peek(self, path: Path, autosave: bool = False, on_table: bool = False) -> SavedGame:
        """Returns what a quick look at a file tells (never raises)."""
        title = "" if autosave or PROGRAM_NAMED.fullmatch(path.stem) or path.stem.startswith("autosave-") else path.stem

        def damaged(why: str, stamp: float = 0.0) -> SavedGame:
            return SavedGame(path, Status.DAMAGED, title, stamp=stamp, when=when_played(stamp) if stamp else "",
                             progress=QCoreApplication.translate("Table", "cannot be opened"), problem=why,
                             autosave=autosave)

        try:
            info = path.stat()
        except OSError as exc:
            return damaged(QCoreApplication.translate("Table", "It cannot be read ({why}).").format(
                why=exc.strerror or exc))
        if stat.S_ISDIR(info.st_mode):
            return damaged(QCoreApplication.translate("Table", "It is a folder, not a save file."), info.st_mtime)
        if not stat.S_ISREG(info.st_mode):
            return damaged(QCoreApplication.translate("Table", "It is not an ordinary file, so it is not a save file."),
                           info.st_mtime)
        if info.st_size == 0:
            return damaged(QCoreApplication.translate("Table", "It is empty: it holds no game."), info.st_mtime)
        data = json_of(path)
        if data is None:
            return damaged(QCoreApplication.translate(
                "Table", "It is damaged or cut short: it is not a readable save file."), info.st_mtime)
        summary = summarise(data)
        if isinstance(summary, str):
            return damaged(summary, info.st_mtime)
        names, actions, finished, saved_at, result = summary
        stamp = stamp_of(saved_at, info.st_mtime)
        moves = count_moves(actions)
        if finished:
            status, shown = Status.FINISHED, outcome_words(result)
        else:
            status = Status.UNFINISHED
            shown = QCoreApplication.translate("Table", "%n move(s) played", None, moves)
        return SavedGame(path, status, title, tuple(names), stamp, when_played(stamp), moves, shown,
                         autosave=autosave, on_table=on_table)

    def _deletable(self, path: Path) -> str:
        """Returns why this file is not the library's to delete or rename ("" when it is)."""
        if self.autosave is not None and path == self.autosave or path.name == AUTOSAVE_NAME:
            return QCoreApplication.translate(
                "Table", "This is the autosave of the game on the table; it is kept while the game goes on.")
        if path.parent != self.saves_dir and not (path.parent == self.data_dir and path.name.startswith("autosave-")):
            return QCoreApplication.translate("Table", "Only the games in {folder} are managed here.").format(
                folder=self.saves_dir)
        return ""

    def delete(self, path: Path) -> Changed:
        """Deletes a saved game's file (never the autosave, so never the game on the table)."""
        refused = self._deletable(path)
        if refused:
            return Changed(message=refused)
        if os.path.isdir(path) and not os.path.islink(path):
            return Changed(message=QCoreApplication.translate(
                "Table", "{name} is a folder; it is not deleted from here.").format(name=path.name))
        try:
            path.unlink()
        except FileNotFoundError:
            pass  # already gone: what the player wanted
        except OSError as exc:
            return Changed(message=QCoreApplication.translate("Table", "{name} could not be deleted ({why}).").format(
                name=path.name, why=exc.strerror or exc))
        self.forget_recent(path)
        self._in_file = None  # the game on the table may have come from it: file it again before it is replaced
        if self._is_source(path):
            self._link(None)
        return Changed(done=True)

    def rename(self, path: Path, title: str) -> Changed:
        """Gives a saved game the player's name (its file's name); never writes over another file."""
        from tortuga_qt.record.savefile import EXTENSION

        refused = self._deletable(path)
        if refused:
            return Changed(message=refused)
        title = " ".join(title.split())  # no line breaks, tabs or doubled spaces
        bad = bad_title(title)
        if bad:
            return Changed(message=bad)
        target = path.with_name(title + EXTENSION)
        if target == path:
            return Changed(path, done=True)
        taken = QCoreApplication.translate("Table", "There is already a game called {name}; please choose another name.")
        was_source = self._is_source(path)
        if os.path.lexists(target) and not same_file(path, target):
            return Changed(message=taken.format(name=title))
        try:
            rename_no_overwrite(path, target)
        except FileExistsError:
            return Changed(message=taken.format(name=title))
        except OSError as exc:
            return Changed(message=QCoreApplication.translate("Table", "{name} could not be renamed ({why}).").format(
                name=path.name, why=exc.strerror or exc))
        if was_source:
            self._link(target)  # the table's game still goes back into it, under its new name
        items = [str(target) if p == str(path) else p for p in self.recent()]
        if items != self.recent():
            self.settings.setValue(RECENT_KEY, items)
            self.recent_changed.emit()
        return Changed(target, done=True)

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

    def recent_games(self) -> list[tuple[Path, str]]:
        """Returns the recent games whose files are still there, each with its name for the menu."""
        games = []
        for item in self.recent():
            path = Path(item)
            if os.path.isfile(path):
                games.append((path, shown_name(path, players_in(path) if FILED_STAMP.fullmatch(path.stem) else ())))
        return games

    def forget_recent(self, path: Path) -> None:
        """Takes a file that is gone off the recent games."""
        items = [p for p in self.recent() if p != str(path)]
        if items != self.recent():
            self.settings.setValue(RECENT_KEY, items)
            self.recent_changed.emit()
