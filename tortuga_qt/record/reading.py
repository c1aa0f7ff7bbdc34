"""Bounded, safe reading of a file that claims to be a save.

Only a regular file of at most `MAX_BYTES` is read: a pipe, a device or a folder is refused
at once (never opened for reading, so `/dev/zero` or a FIFO cannot hang or flood the program),
and every failure is one `SaveError` in plain words.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.record.errors import SaveError

MAX_BYTES = 16 * 1024 * 1024  # far beyond any game; a bigger file is not ours


def printable(text: str, limit: int = 40) -> str:
    """Returns text safe to show in one line of a message."""
    clean = "".join(c if c.isprintable() else "?" for c in str(text)[: limit * 4])
    return clean if len(clean) <= limit else clean[: limit - 1] + "…"


def read_limited(path: Path, name: str | None = None) -> bytes:
    """Returns the bytes of a regular file of at most MAX_BYTES; raises SaveError (never blocks on a pipe or device)."""
    name = name if name is not None else printable(path.name or str(path), 120)
    try:
        return _read_limited(path, name)
    except SaveError:
        raise
    except FileNotFoundError:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "The file {name} does not exist."), name=name) from None
    except IsADirectoryError:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is a folder, not a save file."), name=name) from None
    except OSError as exc:
        why = printable(exc.strerror or "system error", 80)
        raise SaveError(QT_TRANSLATE_NOOP("Save", "The file {name} cannot be read ({why})."), name=name, why=why) from None
    except (ValueError, MemoryError):  # e.g. a path with a NUL byte
        raise SaveError(QT_TRANSLATE_NOOP("Save", "The file {name} cannot be read."), name=name) from None


def _check_kind(mode: int, size: int, name: str) -> None:
    if stat.S_ISDIR(mode):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is a folder, not a save file."), name=name)
    if not stat.S_ISREG(mode):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is not an ordinary file (it is a pipe, a device or a socket), "
                                          "so it is not a save file."),
                        name=name)
    if size > MAX_BYTES:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "The file {name} is far too large to be a Tortuga 1667 save."),
                        name=name)


def _read_limited(path: Path, name: str) -> bytes:
    before = os.stat(path)
    _check_kind(before.st_mode, before.st_size, name)  # never open a pipe or a device at all
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)  # O_NONBLOCK: if it was swapped for a pipe meanwhile, opening does not wait
    try:
        now = os.fstat(fd)
        _check_kind(now.st_mode, now.st_size, name)
        chunks: list[bytes] = []
        total = 0
        while total <= MAX_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(fd)
    if total > MAX_BYTES:  # it grew while we read
        raise SaveError(QT_TRANSLATE_NOOP("Save", "The file {name} is far too large to be a Tortuga 1667 save."),
                        name=name)
    return b"".join(chunks)
