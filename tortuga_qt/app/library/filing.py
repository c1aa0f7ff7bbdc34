"""Filing games so that none is ever lost, and no pile of copies grows.

* An unfinished game is filed under `saves/` before another replaces it; when that copy cannot
  be written the caller must ask the player before going on (`Keeping.question`).
* A file is brought up to date in place only when the new record extends the one it holds
  (nothing is lost). The file the table's game came from (opened, saved as, then renamed) is
  such a document, whatever its name; of the other files only those the program named
  `unfinished-…` are. Otherwise a new copy is written beside them.
* A finished game is filed for its replay; if it cannot be written (a full disk) its bytes are
  kept in memory and retried, and its autosave is renamed aside, never written over.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.game_files import (
    AUTOSAVE_NAME,
    FILED_UNFINISHED,
    count_moves,
    json_of,
    modified_at,
    record_continues,
    same_file,
)
from tortuga_qt.app.library.reading import Reading
from tortuga_qt.app.library.recents import Recents
from tortuga_qt.app.library.shelf import Shelf, Table, fresh, progress, stamp
from tortuga_qt.record.atomic import make_folder

SOURCE_KEY = "table_file"  # the file the game on the table came from (opened or saved as)


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


class Filing:
    """Where this window's games are filed, and the finished games that could not be filed yet."""

    def __init__(self, shelf: Shelf, reading: Reading, recents: Recents) -> None:
        self.shelf, self.reading, self.recents = shelf, reading, recents
        self._in_file: tuple[weakref.ref[Any], int] | None = None  # (table, steps) already in a file
        # A finished game that could not be filed (full disk, read-only saves/): its bytes, kept
        # until a retry files it; the autosave that may hold it is set aside, never written over.
        self._unfiled: list[_Unfiled] = []
        self.unfiled_why = ""  # why the last one could not be written, in the system's words
        # The file the table's game came from (opened, saved as; renamed since): brought up to date
        # in place when that game is filed, if its record extends the file's. Kept for the next
        # launch, where the autosave puts the same game back on the table.
        saved: object = shelf.settings.value(SOURCE_KEY, "")
        self._source: Path | None = Path(saved) if isinstance(saved, str) and saved else None

    def note_in_file(self, table: Table) -> None:
        """Remembers that the table, as it is now, is in a file (opened or saved)."""
        self._in_file = (weakref.ref(table), progress(table)[1])

    def forget_in_file(self) -> None:
        """Forgets that the table is in a file (that file was deleted: file the game again before it is replaced)."""
        self._in_file = None

    def _is_in_file(self, table: Table, steps: int) -> bool:
        return self._in_file is not None and self._in_file[0]() is table and self._in_file[1] == steps

    def link(self, path: Path | None) -> None:
        """Remembers the file the table's game came from (None: none), for this launch and the next."""
        self._source = path
        if self.shelf.autosave is not None:  # only the window that autosaves puts the game back at the next launch
            self.shelf.settings.setValue(SOURCE_KEY, str(path) if path is not None else "")

    def is_source(self, path: Path) -> bool:
        """Returns whether `path` is the file the table's game came from."""
        return self._source is not None and (path == self._source or same_file(path, self._source))

    def _update_source(self, data: bytes) -> Path | None:
        """Writes the table's game into the file it came from when it extends that file's record.

        Returns the file, or None: no such file, another game (or the file changed since), or it
        cannot be written (the caller then files a copy as usual).
        """
        import json

        from tortuga_qt.record.atomic import atomic_write

        source = self._source
        if source is None or source.name == AUTOSAVE_NAME or (self.shelf.autosave is not None and same_file(source, self.shelf.autosave)):
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
        self.recents.add_recent(source)
        return source

    def _in_saves(self, path: Path) -> bool:
        return path.parent == self.shelf.saves_dir or same_file(path.parent, self.shelf.saves_dir)

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
            found = self.reading.check_autosave()  # a game the player chose not to resume (or never saw)
            if found.problem:
                return Keeping(notice=found.problem)
            if found.loaded is None or found.loaded.save.finished or self.shelf.autosave is None:
                return Keeping()
            if count_moves(found.loaded.save.actions) == 0:
                return Keeping()  # a deal nobody moved in: nothing to lose
            try:
                data = self.shelf.autosave.read_bytes()
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
        target = earlier[0] if earlier else fresh(self.shelf.saves_dir, f"unfinished-{stamp()}", EXTENSION)
        try:
            atomic.atomic_write(target, data)  # the earlier copy stays whole until this one is
        except OSError as exc:
            return Keeping(question=self._lose_question(exc, opening))
        self._drop(earlier[1:])
        self.recents.add_recent(target)
        return Keeping(kept=target)

    def _earlier_copies(self, data: bytes) -> list[Path]:
        """Returns the unfinished copies the program filed of this game at an earlier (or the same) point.

        Only program-named `unfinished-…` files: a game the player saved or named is never
        replaced. The newest copy comes first.
        """
        import json

        try:
            new = json.loads(data)
            found = [p for p in self.shelf.saves_dir.glob("unfinished-*.tortuga") if FILED_UNFINISHED.fullmatch(p.name)]
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
            self.recents.forget_recent(path)

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
            target = fresh(self.shelf.saves_dir, f"finished-{stamp()}-{pending.seats}p", EXTENSION)
            try:
                make_folder(self.shelf.saves_dir)
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
        self.recents.add_recent(target)
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

        if not self._unfiled or self.shelf.autosave is None or self._unfiled[-1].aside is not None:
            return
        flush_autosaves()  # its last snapshot is on disk (or failed) before the file moves
        if os.path.lexists(self.shelf.autosave):
            aside = self.shelf.set_aside(self.shelf.autosave, "unfiled")  # a rename: it needs no free space
            if aside is None:
                self.shelf.autosave = None  # it cannot move: this window stops autosaving over it
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
            "saved as soon as it can be.").format(folder=self.shelf.saves_dir, why=self.unfiled_why)

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
        self.recents.add_recent(path)
        self.note_in_file(table)
        self.link(path)  # the player's document of this game: filing it again updates it
        return Saved(path, QCoreApplication.translate("Table", "Saved to {path}.").format(path=path))

    def save_folder(self) -> Path:
        """Returns the folder to offer in file dialogs (created if it can be)."""
        try:
            make_folder(self.shelf.saves_dir)
        except OSError:
            pass  # the dialog still lets the player choose another folder
        return self.shelf.saves_dir
