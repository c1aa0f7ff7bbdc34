"""The window's opening frame: a picture of the mat where the mat will be, while the table is built.

The program's window shows this at once (`MainWindow(build=False)`), so the window is on screen
before the table's widgets, the art and the rules are loaded. It holds no game and takes no
clicks. The picture is the shipped picture of the mat alone (`first_frame.mat_picture`), drawn
where the table puts the mat: the left column, as wide as the side panel leaves, with the mat's
proportions under the room the turn-order strip takes, the log's paper below it, the panels'
side in the window's parchment colour.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from tortuga_qt.ui import first_frame

TABLE_BROWN = QColor("#3b2a14")  # the mat's surround (the view's background)
PARCHMENT = QColor("#efe3c2")  # the side panels' background (style.py)
LOG_PAPER = QColor("#fbf6e8")  # the log's background under the mat (style.py, QListWidget)
SIDE_WIDTH = 380  # the side panel's share of the window at its first size (MainWindow's splitter)
MAT_ASPECT = 1.6  # the mat's width over its height (the table's column gives it height = width / 1.6)
STRIP_ROOM = 44  # the turn-order strip above the mat and its gap, about (ui/widgets/turn_strip.py, at 100 %)


class OpeningFrame(QWidget):
    """Paints the mat's picture in the table's place; nothing else."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("opening")

    def mat_rect(self) -> QRectF:
        """Returns where the mat is drawn: the left column, under the strip's room, with the mat's proportions."""
        column = max(1.0, float(self.width() - SIDE_WIDTH))
        height = min(float(self.height() - STRIP_ROOM), column / MAT_ASPECT)
        width = height * MAT_ASPECT
        return QRectF((column - width) / 2, float(STRIP_ROOM), width, height)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paints the table's colours and the mat's picture (the colours alone if the picture is missing).

        Only pictures are drawn (the colours too, as one-pixel pictures): a first `fillRect`
        would make PySide6 build Qt's whole namespace of enums, some 40 ms, before the frame.
        """
        p = QPainter(self)
        column = max(0, self.width() - SIDE_WIDTH)
        mat = self.mat_rect()
        _solid(p, QRectF(0, 0, column, mat.top()), PARCHMENT)  # where the turn-order strip comes
        _solid(p, QRectF(0, mat.top(), column, mat.height()), TABLE_BROWN)
        _solid(p, QRectF(0, mat.bottom(), column, self.height() - mat.bottom()), LOG_PAPER)
        _solid(p, QRectF(column, 0, self.width() - column, self.height()), PARCHMENT)
        picture = first_frame.mat_picture()
        if picture is not None:
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(mat, picture, QRectF(picture.rect()))
        p.end()


def _solid(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Fills `rect` with a colour by stretching a one-pixel picture of it."""
    pixel = QPixmap(1, 1)
    pixel.fill(colour)
    painter.drawPixmap(rect, pixel, QRectF(0, 0, 1, 1))


__all__ = ["OpeningFrame"]
