"""The data folder's lock: one window at a time autosaves; without the lock a window never does.

Another running copy of the program holds it, or it cannot be created (full disk, read-only,
permissions): either way this window stops autosaving, and the player is told why.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.library.shelf import Shelf
from tortuga_qt.record.atomic import make_folder

LOCK_NAME = "tortuga.lock"


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


def why_unwritable(folder: Path) -> str:
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


class DataLock:
    """The lock this window holds on the data folder (or why it holds none)."""

    def __init__(self, shelf: Shelf) -> None:
        self.shelf = shelf
        self._lock: Any = None  # the QLockFile this window holds

    def lock(self) -> Locking:
        """Takes the data folder's lock; without it this window stops autosaving (and says why)."""
        from PySide6.QtCore import QLockFile

        data_dir = self.shelf.data_dir
        try:
            make_folder(data_dir)
        except OSError as exc:
            return self._unlocked(LockState.FAILED, exc.strerror or str(exc))
        lock = QLockFile(str(data_dir / LOCK_NAME))
        lock.setStaleLockTime(0)  # a lock whose program is gone is removed; a live one never is
        if lock.tryLock(100):
            self._lock = lock
            return Locking(LockState.ALONE)
        if lock.error() == QLockFile.LockError.LockFailedError:
            return self._unlocked(LockState.ELSEWHERE, "")
        return self._unlocked(LockState.FAILED, why_unwritable(data_dir))

    def _unlocked(self, state: LockState, why: str) -> Locking:
        self.shelf.autosave = None  # never fight over an autosave (or write where the lock failed)
        if state is LockState.ELSEWHERE:
            return Locking(state, QCoreApplication.translate("Table", "Tortuga 1667 is already open in another window; this window will not autosave."))
        if not why:
            why = QCoreApplication.translate("Table", "it cannot be written")
        return Locking(state, QCoreApplication.translate(
            "Table", "Tortuga 1667 cannot use its data folder {folder} ({why}), so this window will not autosave. "
            "Use Game > Save As… to keep a game elsewhere.").format(folder=self.shelf.data_dir, why=why))

    def unlock(self) -> None:
        """Gives the data folder's lock back (at exit)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
