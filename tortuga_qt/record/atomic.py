"""Atomic file writes: at any instant the file is the old complete content or the new one.

Files are written readable by their owner only (0o600: a save holds every secret of a game)
and every folder created on the way is 0o700.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

FILE_MODE = 0o600
FOLDER_MODE = 0o700


def make_folder(folder: Path) -> None:
    """Creates `folder` and any missing parents, each new one 0o700 (existing ones are left alone)."""
    missing: list[Path] = []
    here = folder
    while not here.exists():
        missing.append(here)
        if here.parent == here:
            break
        here = here.parent
    for new in reversed(missing):
        try:
            new.mkdir(mode=FOLDER_MODE)
        except FileExistsError:
            continue  # made meanwhile by someone else
        if os.name == "posix":
            os.chmod(new, FOLDER_MODE)  # exact, whatever the umask


def atomic_write(path: Path, data: bytes) -> None:
    """Writes `data` to `path` (mode 0o600) through a synced temporary file renamed over it."""
    make_folder(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)  # mkstemp: 0o600
    try:
        if os.name == "posix":
            try:
                os.fchmod(fd, FILE_MODE)  # mkstemp already gives 0o600; made sure of
            except OSError:
                pass  # a file system without modes (FAT): its mount decides
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def clean_stale(path: Path) -> int:
    """Removes temporary files that a killed `atomic_write` to `path` left; returns how many."""
    removed = 0
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            stale.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # some systems cannot open folders; the rename is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
