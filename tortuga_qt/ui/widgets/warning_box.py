"""A warning box in plain words over a window (the file commands' and the Saved games browser's)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def open_warning(parent: QWidget, title: str, text: str, name: str) -> QMessageBox:
    """Opens a warning box over `parent` (modal to it, deleted once closed) and returns it."""
    from PySide6.QtCore import Qt

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName(name)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


__all__ = ["open_warning"]
