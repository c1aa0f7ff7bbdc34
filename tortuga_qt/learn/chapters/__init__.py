"""The chapters of the guided first voyage, one module each (`c01_secret.py`, ...), in file-name order.

Each module defines `CHAPTER`, a `lesson.Chapter`. Adding a chapter is adding a file.
"""

from __future__ import annotations

import importlib
import pkgutil

from tortuga_qt.learn.lesson import Chapter


def _load() -> tuple[Chapter, ...]:
    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name[:1] == "c" and m.name[1:3].isdigit())
    return tuple(importlib.import_module(f"{__name__}.{name}").CHAPTER for name in names)


CHAPTERS: tuple[Chapter, ...] = _load()
