"""The data folder every part of the library works in: where it is, its autosave, and fresh names in it.

The autosave is shared: taking the lock, reading the autosave or protecting an unfiled game may
find that this window must never autosave (then it is None for every part at once).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSettings, QStandardPaths

from tortuga_qt.app.game_files import AUTOSAVE_NAME

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import SaveFile


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


def stamp() -> str:
    """Returns the time now as it goes into a file's name (20260101-090000)."""
    return time.strftime("%Y%m%d-%H%M%S")


def fresh(folder: Path, stem: str, suffix: str) -> Path:
    """Returns a name in `folder` that no file has yet (stem, then stem-1, stem-2, ...)."""
    for n in range(10_000):
        target = folder / f"{stem}{'-' + str(n) if n else ''}{suffix}"
        if not os.path.lexists(target):
            return target
    return folder / f"{stem}-{time.monotonic_ns()}{suffix}"


class Shelf:
    """The data folder of this program, its settings, and the autosave this window writes (None: never)."""

    def __init__(self, settings: QSettings, data_dir: Path) -> None:
        self.settings = settings
        self.data_dir = data_dir
        self.autosave: Path | None = data_dir / AUTOSAVE_NAME  # None: this window never autosaves

    @property
    def saves_dir(self) -> Path:
        """Returns the folder of filed, saved and finished games."""
        return self.data_dir / "saves"

    def set_aside(self, path: Path, why: str = "damaged") -> Path | None:
        """Renames a file that cannot be used (never over another); returns its new name or None."""
        target = fresh(path.parent, f"{path.stem}-{why}-{stamp()}", path.suffix)
        try:
            path.rename(target)
        except OSError:
            return None
        return target
