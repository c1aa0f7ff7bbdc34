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


class HoldItem(SvgItem):
    """A hold's or Tortuga area's plate with its team's word, in the language installed."""

    def __init__(self, team: int, w: float, h: float, target: Target | None = None) -> None:
        super().__init__("hold-british" if team == 0 else "hold-french", w, h, target=target)
        self.team = team
        self.mark = ""  # the word on the plate (part of the first frame's stamp: ui/first_frame.py)
        self._path = QPainterPath()  # its outline, at the art's letter size
        self.retranslate()

    def mark_room(self) -> QRectF:
        """Returns the right half of the plate, where the word is written (beside the flag)."""
        sx, sy = self.w / ART_W, self.h / ART_H
        return QRectF(68 * sx, 14 * sy, 49 * sx, 52 * sy)

    def retranslate(self) -> None:
        """Writes the team's word in the language installed now."""
        text = team_mark(self.team)
        if text == self.mark:
            return
        self.mark = text
        font = QFont("serif", 10, QFont.Weight.Bold)
        font.setPixelSize(max(1, round(50 * self.h / ART_H)))  # the art's letter: 50 units high
        self._path = QPainterPath()
        self._path.addText(0, 0, font, text)
        self.update()

    def mark_rect(self) -> QRectF:
        """Returns where the word is drawn: its outline scaled down (never up) into the room, centred."""
        room, shape = self.mark_room(), self._path.boundingRect()
        if shape.isEmpty():
            return QRectF()
        scale = min(1.0, room.width() / shape.width(), room.height() / shape.height())
        w, h = shape.width() * scale, shape.height() * scale
        return QRectF(room.center().x() - w / 2, room.center().y() - h / 2, w, h)

    def paint_over(self, painter: QPainter) -> None:
        """Writes the team's word on the plate, inked in the team's colour with a parchment edge."""
        shape, target = self._path.boundingRect(), self.mark_rect()
        if target.isEmpty():
            return
        painter.save()
        painter.translate(target.topLeft())
        painter.scale(target.width() / shape.width(), target.height() / shape.height())
        painter.translate(-shape.topLeft())
        painter.setPen(QPen(QColor(OUTLINE), 0.9 * shape.width() / target.width()))
        painter.setBrush(QColor(INK[self.team]))
        painter.drawPath(self._path)
        painter.restore()
