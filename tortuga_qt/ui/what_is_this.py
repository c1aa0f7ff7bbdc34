"""The "What is this?" popup of the mat and the private panel: one at a time, gone once closed.

A menu may name a card only the seat at the device saw, so it is deleted as soon as it
closes (after its action has run: deleteLater waits for the event loop), and its owner
closes it when another seat takes the device.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu, QWidget


class WhatIsThis:
    """Opens and closes one owner's "What is this?" menu; each entry asks for a reference page."""

    def __init__(self) -> None:
        self.menu: QMenu | None = None  # the open menu, if any

    def popup(self, parent: QWidget | None, entries: Sequence[tuple[str, str]], ask: Callable[[str], None],
              pos: QPoint) -> QMenu:
        """Opens a menu of (text, page) entries at `pos` (global); picking one calls `ask(page)`."""
        self.close()
        menu = QMenu(parent)
        menu.setObjectName("whatIsThis")
        for text, page in entries:
            menu.addAction(text).triggered.connect(lambda _=False, p=page: ask(p))
        menu.aboutToHide.connect(menu.deleteLater)
        menu.destroyed.connect(lambda _=None, m=menu: self._forget(m))
        self.menu = menu
        menu.popup(pos)
        return menu

    def _forget(self, menu: QMenu) -> None:
        if self.menu is menu:
            self.menu = None

    def close(self) -> None:
        """Closes and deletes the menu, if one is open."""
        menu, self.menu = self.menu, None
        if menu is not None and shiboken6.isValid(menu):
            menu.hide()
            menu.deleteLater()
