"""Mat items: each draws one SVG element by id and may be a click target with a stable id.

Every item the player can ask about carries `help_page` (the reference page its "What is this?"
opens) and `help_cards` (Event cards it shows face up, each with its own page); its tooltip is
written by `tips.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tortuga_qt.app.targets import Pawn, Target
from tortuga_qt.help.mat_help import ItemKind, item_help
from tortuga_qt.ui import renderer
from tortuga_qt.ui.scene.tips import help_tip
from tortuga_qt.ui.vote_card import face_symbols, paint_vote_card

if TYPE_CHECKING:
    pass

HIGHLIGHT = QColor("#f2c14e")
SELECTED = QColor("#e0523a")


class SvgItem(QGraphicsObject):
    """An SVG element in a box; optionally a click target (`target`) that can be highlighted."""

    def __init__(self, element: str, w: float, h: float, target: Target | None = None) -> None:
        super().__init__()
        self.element = element
        self.w, self.h = w, h
        self.target = target
        self.highlighted = False
        self.selected = False
        self.label = ""
        self.label_font = QFont("serif", 9, QFont.Weight.Bold)
        self.help_page = ""  # the reference page "What is this?" opens ("" for none)
        self.help_cards: tuple[str, ...] = ()  # Event card kinds it shows face up (each has a page)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(target is not None)

    def boundingRect(self) -> QRectF:
        """Returns the item's box plus room for the highlight ring."""
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_element(self, element: str) -> None:
        """Shows another element (e.g. a card turned face up)."""
        if element != self.element:
            self.element = element
            self.update()

    def set_state(self, highlighted: bool, selected: bool = False) -> None:
        """Marks the item as clickable now (highlighted) or already chosen (selected)."""
        if (highlighted, selected) != (self.highlighted, self.selected):
            self.highlighted, self.selected = highlighted, selected
            self.setCursor(Qt.CursorShape.PointingHandCursor if highlighted else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_label(self, text: str) -> None:
        """Writes a short text under/over the picture (a count, a title)."""
        if text != self.label:
            self.label = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the element, the label and the highlight ring."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.draw(painter, self.element, QRectF(0, 0, self.w, self.h))
        if self.label:
            self._paint_label(painter)
        if self.highlighted or self.selected:
            pen = QPen(SELECTED if self.selected else HIGHLIGHT, 4)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-2, -2, self.w + 4, self.h + 4), 8, 8)

    def _paint_label(self, painter: QPainter) -> None:
        painter.setFont(self.label_font)
        rect = QRectF(0, self.h - 26, self.w, 24)
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(6, 2, -6, 0), 6, 6)
        painter.fillPath(path, QBrush(QColor(40, 30, 20, 190)))
        painter.setPen(QColor("#fbf3dc"))
        text = QFontMetrics(self.label_font).elidedText(self.label, Qt.TextElideMode.ElideRight, int(rect.width() - 14))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class MovingItem(SvgItem):
    """An SVG item that glides to new positions (pawns, treasure); moves never hold the rules back."""

    def __init__(self, element: str, w: float, h: float, target: Target | None = None) -> None:
        super().__init__(element, w, h, target)
        self._anim: QPropertyAnimation | None = None

    def move_to(self, x: float, y: float, duration_ms: int) -> None:
        """Moves to a point, animated when duration_ms > 0 (never waited for by the rules)."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        target = QPointF(x, y)
        if duration_ms <= 0 or self.pos() == target or not self.isVisible():
            self.setPos(target)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(duration_ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.setEndValue(target)
        anim.start()
        self._anim = anim

    def finish_animation(self) -> None:
        """Jumps to the end of a running move (the player skipped the animation)."""
        if self._anim is not None:
            end = self._anim.endValue()
            self._anim.stop()
            self._anim = None
            self.setPos(end)


class PawnItem(MovingItem):
    """A player's pawn (colour plus letter); its help shows on hover; moves are animated."""

    def __init__(self, seat: int, pirate: str, name: str, w: float, h: float) -> None:
        super().__init__(f"pawn-{pirate}", w, h, target=Pawn(seat))
        self.seat = seat
        self.name = name
        self.front: tuple[str, ...] = ()
        self.help_page = item_help(ItemKind.PAWN).page
        self.setToolTip(help_tip(ItemKind.PAWN, name))
        self.setAcceptHoverEvents(True)
        self.setZValue(10)

    def set_front(self, kinds: tuple[str, ...]) -> None:
        """Shows the Event cards face up in front of this player as small icons on the pawn."""
        self.help_cards = kinds
        if kinds != self.front:
            self.front = kinds
            self.update()

    @staticmethod
    def _icon_box(i: float, w: float) -> QRectF:
        return QRectF(w - 8, -14 + i * 28, 30, 30)

    def card_at(self, pos: QPointF) -> str | None:
        """Returns the kind of the kept-card icon at `pos` (item coordinates), if any."""
        for i, kind in enumerate(self.front[:3]):
            if self._icon_box(i, self.w).contains(pos):
                return kind
        return None

    def boundingRect(self) -> QRectF:
        """Returns the pawn's box plus room for card icons at its shoulder."""
        return QRectF(-4, -18, self.w + 30, self.h + 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the pawn, then up to 3 face-up cards as icons at its shoulder."""
        super().paint(painter, option, widget)
        for i, kind in enumerate(self.front[:3]):
            box = self._icon_box(i, self.w)
            painter.setBrush(QColor(251, 243, 220, 235))
            painter.setPen(QPen(QColor("#8a6d3b"), 1))
            painter.drawEllipse(box)
            renderer.draw(painter, f"icon-{kind}", box.adjusted(3, 3, -3, -3))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Raises the pawn a little so its name tooltip reads clearly."""
        self.setZValue(20)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Puts the pawn back in its layer."""
        self.setZValue(10)
        super().hoverLeaveEvent(event)


class TokenItem(MovingItem):
    """One of the 8 treasure tokens; it glides between areas when treasure moves."""

    def __init__(self, index: int, side: float) -> None:
        super().__init__("treasure", side, side)
        self.index = index
        self.setZValue(5)


class TextItem(QGraphicsObject):
    """A line of text on the mat (ranks, counts, totals), painted in ink on a soft plate."""

    def __init__(self, w: float, h: float, size: int = 12, plate: bool = True) -> None:
        super().__init__()
        self.w, self.h = w, h
        self.text = ""
        self.font = QFont("serif", size, QFont.Weight.Bold)
        self.plate = plate
        self.color = QColor("#2b1d0e")
        self.help_page = ""  # the reference page "What is this?" opens ("" for none)
        self.help_cards: tuple[str, ...] = ()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        """Returns the text box."""
        return QRectF(0, 0, self.w, self.h)

    def set_text(self, text: str) -> None:
        """Changes the text."""
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the plate and the text."""
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.plate:
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, self.w, self.h), 8, 8)
            painter.fillPath(path, QBrush(QColor(251, 243, 220, 215)))
            painter.setPen(QPen(QColor("#8a6d3b"), 1.5))
            painter.drawPath(path)
        painter.setFont(self.font)
        painter.setPen(self.color)
        painter.drawText(QRectF(6, 0, self.w - 12, self.h), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


class FlipCard(QGraphicsObject):
    """A revealed Event card shown large over the mat, turning from its back to its face."""

    def __init__(self, title: str, text: str, kind: str, w: float = 300, h: float = 420) -> None:
        super().__init__()
        self.title, self.text, self.kind = title, text, kind
        self.w, self.h = w, h
        self._turn = 0.0
        self.help_page = f"card:{kind}"
        self.help_cards: tuple[str, ...] = ()
        self.setZValue(100)

    def boundingRect(self) -> QRectF:
        """Returns the card's box."""
        return QRectF(0, 0, self.w, self.h)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    # Animated from 0 (back up) to 1 (face up), by name ("turn") through QPropertyAnimation.
    turn = Property(float, _get_turn, _set_turn)

    def show_face(self) -> None:
        """Turns the card face up at once (no animation)."""
        self._set_turn(1.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the back or the face, squeezed horizontally to look like a flip."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        squeeze = abs(1 - 2 * self._turn)
        painter.translate(self.w / 2, 0)
        painter.scale(max(squeeze, 0.02), 1)
        painter.translate(-self.w / 2, 0)
        full = QRectF(0, 0, self.w, self.h)
        if self._turn < 0.5:
            renderer.draw(painter, "card-back", full)
            return
        renderer.draw(painter, "card-face", full)
        renderer.draw(painter, f"icon-{self.kind}", QRectF(self.w * 0.3, self.h * 0.2, self.w * 0.4, self.w * 0.4))
        painter.setPen(QColor("#2b1d0e"))
        painter.setFont(QFont("serif", 18, QFont.Weight.Bold))
        painter.drawText(QRectF(34, 22, self.w - 68, 60), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.title)
        painter.setFont(QFont("serif", 12))
        painter.drawText(QRectF(24, self.h * 0.2 + self.w * 0.45, self.w - 48, self.h * 0.45),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.text)


class VoteResultItem(QGraphicsObject):
    """A vote's revealed cards (shuffled: nobody can tell who played which), tally and outcome."""

    def __init__(self, what: str, faces: list[str], title: str, tally: str, w: float = 760) -> None:
        super().__init__()
        self.what, self.faces, self.title, self.tally = what, faces, title, tally
        self.card_w, self.card_h = 74.0, 104.0
        self.help_page = item_help(ItemKind.VOTE_CARD).page
        self.help_cards: tuple[str, ...] = ()
        self.w = max(w, 40 + len(faces) * (self.card_w + 10))
        self.h = 230.0
        self.setZValue(90)

    def boundingRect(self) -> QRectF:
        """Returns the plate's box."""
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the plate, the cards (deciding section bright, others faded) and the words."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = QPainterPath()
        plate.addRoundedRect(QRectF(0, 0, self.w, self.h), 14, 14)
        painter.fillPath(plate, QBrush(QColor(251, 243, 220, 240)))
        painter.setPen(QPen(QColor("#8a6d3b"), 3))
        painter.drawPath(plate)
        painter.setPen(QColor("#2b1d0e"))
        painter.setFont(QFont("serif", 15, QFont.Weight.Bold))
        painter.drawText(QRectF(10, 8, self.w - 20, 30), Qt.AlignmentFlag.AlignCenter, self.title)
        x0 = (self.w - len(self.faces) * (self.card_w + 10) + 10) / 2
        from tortuga_qt.rules.views import vote_section

        section = max(vote_section(self.what), 0)
        for i, face in enumerate(self.faces):
            self._paint_card(painter, QRectF(x0 + i * (self.card_w + 10), 44, self.card_w, self.card_h), face, section)
        painter.setPen(QColor("#2b1d0e"))
        painter.setFont(QFont("serif", 13, QFont.Weight.Bold))
        painter.drawText(QRectF(10, 156, self.w - 20, 64), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.tally)

    def _paint_card(self, painter: QPainter, rect: QRectF, face: str, section: int) -> None:
        symbols, double = face_symbols(face)
        paint_vote_card(painter, rect, symbols, double, section)
