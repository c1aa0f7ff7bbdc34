"""The table window's place: its size, position and maximized state come back at the next launch.

The place is kept per arrangement of screens (a laptop alone, the same laptop at its desk with a
second monitor), so each arrangement gets its own window back; an arrangement seen for the first
time gets the last place used. A place that would now be off every screen (a monitor was
unplugged, a resolution changed) is brought onto the primary screen, at most its size.
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

LAST_KEY = "window/geometry"  # the place the window had when last closed, on any screens
SCREENS_KEY = "window/geometry-{screens}"  # its place on one arrangement of screens
ENOUGH = 1 / 3  # the part of the window a screen must show for it to stay where it was
TITLE_BAR = 32  # pixels at the top of the window that must be on that screen (to grab and move it)


def screens_signature() -> str:
    """Returns a short name for the arrangement of screens now (their names and geometries)."""
    parts = sorted(f"{s.name()}@{s.geometry().x()},{s.geometry().y()},{s.geometry().width()}x{s.geometry().height()}"
                   for s in QGuiApplication.screens())
    return hashlib.sha1("|".join(parts).encode("utf-8")).hexdigest()[:12]


def remember_place(window: QWidget, settings: QSettings) -> None:
    """Keeps the window's size, position and maximized state for the next launch."""
    data = window.saveGeometry()
    settings.setValue(LAST_KEY, data)
    settings.setValue(SCREENS_KEY.format(screens=screens_signature()), data)


def restore_place(window: QWidget, settings: QSettings) -> bool:
    """Puts the window back where it was on these screens (else where it last was); returns whether it did."""
    for key in (SCREENS_KEY.format(screens=screens_signature()), LAST_KEY):
        data = settings.value(key)
        if isinstance(data, QByteArray | bytes) and window.restoreGeometry(QByteArray(data)):
            keep_on_screen(window)
            return True
    return False


def _shown_part(frame: QRect, screen: QRect) -> float:
    """Returns the part of `frame` that `screen` shows (0 when its title bar is not on it)."""
    top = QRect(frame.x(), frame.y(), frame.width(), min(TITLE_BAR, frame.height()))
    if not screen.intersects(top) or frame.isEmpty():
        return 0.0
    common = frame.intersected(screen)
    return common.width() * common.height() / (frame.width() * frame.height())


def keep_on_screen(window: QWidget) -> None:
    """Moves a window that no screen shows enough of onto the primary screen, no larger than it."""
    frame = window.frameGeometry()
    if any(_shown_part(frame, s.availableGeometry()) >= ENOUGH for s in QGuiApplication.screens()):
        return
    primary = QGuiApplication.primaryScreen()
    if primary is None:
        return
    area = primary.availableGeometry()
    extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()  # the frame's borders
    width = max(min(window.width(), area.width() - extra_w), window.minimumWidth())
    height = max(min(window.height(), area.height() - extra_h), window.minimumHeight())
    window.resize(width, height)
    window.move(area.x() + max(0, (area.width() - width - extra_w) // 2),
                area.y() + max(0, (area.height() - height - extra_h) // 2))
