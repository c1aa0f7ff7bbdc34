"""The table column: the mat on top, as large as its width allows, and the log in the space below it."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

MAT_ASPECT = 1.6  # the mat's width over its height (the scene is 1600 x 1000)
LOG_MIN = 80  # the log always shows a few lines
GAP = 4  # between the mat and the log


class TableColumn(QWidget):
    """Lays out the mat and the log by hand: the mat takes height = width / 1.6, the log the rest.

    When the window is too short for that the mat gives up height (the log keeps `LOG_MIN`);
    on a tall window the log grows. No splitter: nothing to drag, nothing that jitters.
    """

    def __init__(self, table: QWidget, log: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.log = log
        table.setParent(self)
        log.setParent(self)

    def split(self, width: int, height: int) -> tuple[int, int]:
        """Returns the heights of the mat and the log for a column of this size."""
        mat = min(round(width / MAT_ASPECT), height - LOG_MIN - GAP)
        mat = max(mat, min(self.table.minimumHeight(), height))
        return mat, max(0, height - mat - GAP)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Places the mat and the log for the new size."""
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        w, h = self.width(), self.height()
        mat, log = self.split(w, h)
        self.table.setGeometry(0, 0, w, mat)
        self.log.setGeometry(0, mat + GAP, w, log)

    def minimumSizeHint(self) -> QSize:
        """Returns the smallest size that keeps the mat's minimum and a few lines of log."""
        t = self.table.minimumSizeHint().expandedTo(self.table.minimumSize())
        return QSize(t.width(), t.height() + GAP + LOG_MIN)

    def sizeHint(self) -> QSize:
        """Returns a comfortable size: a 1000-pixel-wide mat and its log."""
        return QSize(1000, round(1000 / MAT_ASPECT) + GAP + 160)
