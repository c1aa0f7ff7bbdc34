"""Drawing a Vote card face (the private hand and the vote results share it)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from tortuga_qt.ui import renderer


def paint_vote_card(painter: QPainter, rect: QRectF, symbols: tuple[str, str, str], double: bool, section: int = -1) -> None:
    """Draws a Vote card: its three symbols top to bottom (two each on a double card, R2).

    With `section` (0 top, 1 middle, 2 bottom) the sections that do not count are faded.
    """
    renderer.paint_element(painter, "vote-face", rect)  # pictures from the shared cache by device size
    band = rect.height() / 3
    side = band * 0.72
    offsets = (-side * 0.45, side * 0.45) if double else (0.0,)
    for row, sym in enumerate(symbols):
        painter.setOpacity(1.0 if section < 0 or row == section else 0.22)
        for dx in offsets:
            renderer.paint_element(painter, f"sym-{sym}", QRectF(rect.x() + rect.width() / 2 - side / 2 + dx,
                                                                 rect.y() + row * band + (band - side) / 2, side, side))
    painter.setOpacity(1.0)


def face_symbols(face: str) -> tuple[tuple[str, str, str], bool]:
    """Returns the three symbols and the double flag of a face such as '2x torch/british/skull'."""
    top, middle, bottom = face.removeprefix("2x ").split("/")
    return (top, middle, bottom), face.startswith("2x ")
