"""The menus' words, kept with each menu and command so a language switch words them again in place.

The window's menus are built once: a language switch gives the same QAction and QMenu objects
their new words (`reword`), so every reference the window holds, every shortcut and every open
menu stays valid (rebuilding them left the window holding deleted actions).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import TypeVar

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

Choice = TypeVar("Choice", bound=Enum)

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


def radio_menu(window: QWidget, parent: QMenu, title: Callable[[], str], name: str,
               choices: Mapping[Choice, Callable[[], str]], picked: Callable[[Choice], None]) -> tuple[QMenu, dict[Choice, QAction]]:
    """Adds a worded submenu of exclusive checkable commands (View › Pace, View › Animations); returns it and them by choice.

    Each command is named `name` + its choice's value, capitalised (e.g. "paceSlow"); `picked` gets the choice clicked.
    """
    menu = parent.addMenu("")
    worded(window, menu, title)
    menu.setObjectName("view" + name.capitalize())
    menu.setToolTipsVisible(True)
    group = QActionGroup(window)  # exclusive: one choice at a time
    actions: dict[Choice, QAction] = {}
    for choice, words in choices.items():
        action = QAction(window, checkable=True)
        worded(window, action, words)
        action.setObjectName(name + str(choice.value).capitalize())
        action.triggered.connect(lambda _=False, c=choice: picked(c))  # the player picks it
        group.addAction(action)
        menu.addAction(action)
        actions[choice] = action
    return menu, actions
