"""The menus' words, kept with each menu and command so a language switch words them again in place.

The window's menus are built once: a language switch gives the same QAction and QMenu objects
their new words (`reword`), so every reference the window holds, every shortcut and every open
menu stays valid (rebuilding them left the window holding deleted actions).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

Worded = tuple[QAction | QMenu, Callable[[], str]]  # a menu or command, and what gives its words in the language installed


def _set_words(thing: QAction | QMenu, text: str) -> None:
    if isinstance(thing, QMenu):
        thing.setTitle(text)
    else:
        thing.setText(text)


def worded(window: object, thing: QAction | QMenu, words: Callable[[], str]) -> None:
    """Words a menu or command now; a window that keeps `menu_words` words it again at each language switch."""
    _set_words(thing, words())
    kept = getattr(window, "menu_words", None)
    if isinstance(kept, list):
        kept.append((thing, words))


def reword(kept: list[Worded]) -> None:
    """Words every kept menu and command again, in the language installed now."""
    for thing, words in kept:
        _set_words(thing, words())


__all__ = ["Worded", "reword", "worded"]
