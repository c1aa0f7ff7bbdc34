"""A hold (or a Tortuga area) on the mat: its plate from the art, its team's word in the player's language.

The art (`resources/art/tortuga.svg`, "hold-british" / "hold-french") draws the plate and its
flag; the word on its right half is written here, so that it follows the language: "B" / "F" in
English, the team's word in Korean (영국 / 프랑스), never a Latin letter in a Korean window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from tortuga_qt.app.targets import Target
from tortuga_qt.ui.scene.items import SvgItem

# The art's dark British red and French blue, and its parchment (resources/art/build_art.py
# BRIT_RED_D, FR_BLUE_D, PARCH_L): the word is inked as the letter of the art used to be.
INK = ("#7c171c", "#1a2f5e")
OUTLINE = "#f8efd9"
ART_W, ART_H = 130.0, 80.0  # the plate's size in the art: the word's room is given in its units


def team_mark(team: int) -> str:
    """Returns the word written on a team's holds and Tortuga area ("B" / "F"; in Korean 영국 / 프랑스)."""
    if team == 0:
        return QCoreApplication.translate("Mat", "B", "the letter on a British hold or Tortuga area")
    return QCoreApplication.translate("Mat", "F", "the letter on a French hold or Tortuga area")


def mark_room(plate: QRectF) -> QRectF:
    """Returns the right half of a plate drawn in `plate`, where the word is written (beside the flag)."""
    sx, sy = plate.width() / ART_W, plate.height() / ART_H
    return QRectF(plate.x() + 68 * sx, plate.y() + 14 * sy, 49 * sx, 52 * sy)


def mark_path(text: str, height: float) -> QPainterPath:
    """Returns the outline of the word at the art's letter size for a plate `height` high."""
    font = QFont("serif", 10, QFont.Weight.Bold)
    font.setPixelSize(max(1, round(50 * height / ART_H)))  # the art's letter: 50 units high
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def paint_mark(painter: QPainter, plate: QRectF, team: int, path: QPainterPath) -> None:
    """Writes a word's outline on a plate drawn in `plate`: scaled down (never up) into its room, centred, inked."""
    room, shape = mark_room(plate), path.boundingRect()
    if shape.isEmpty():
        return
    scale = min(1.0, room.width() / shape.width(), room.height() / shape.height())
    painter.save()
    painter.translate(room.center().x() - shape.width() * scale / 2, room.center().y() - shape.height() * scale / 2)
    painter.scale(scale, scale)
    painter.translate(-shape.topLeft())
    painter.setPen(QPen(QColor(OUTLINE), 0.9 / scale))
    painter.setBrush(QColor(INK[team]))
    painter.drawPath(path)
    painter.restore()


def paint_team_mark(painter: QPainter, plate: QRectF, team: int) -> None:
    """Writes the team's word, in the language installed, on a hold plate drawn in `plate` (the end screen)."""
    paint_mark(painter, plate, team, mark_path(team_mark(team), plate.height()))


class HoldItem(SvgItem):
    """A hold's or Tortuga area's plate with its team's word, in the language installed."""

    def __init__(self, team: int, w: float, h: float, target: Target | None = None) -> None:
        super().__init__("hold-british" if team == 0 else "hold-french", w, h, target=target)
        self.team = team
        self.mark = ""  # the word on the plate (part of the first frame's stamp: ui/first_frame.py)
        self._path = QPainterPath()  # its outline, at the art's letter size
        self.retranslate()

    def retranslate(self) -> None:
        """Writes the team's word in the language installed now."""
        text = team_mark(self.team)
        if text != self.mark:
            self.mark = text
            self._path = mark_path(text, self.h)
            self.update()

    def paint_over(self, painter: QPainter) -> None:
        """Writes the team's word on the plate, inked in the team's colour with a parchment edge."""
        paint_mark(painter, QRectF(0, 0, self.w, self.h), self.team, self._path)
