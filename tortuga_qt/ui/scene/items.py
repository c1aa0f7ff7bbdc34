"""Mat items: each draws one SVG element by id and may be a click target with a stable id.

Every item the player can ask about carries `help_page` (the reference page its "What is this?"
opens) and `help_cards` (Event cards it shows face up, each with its own page); its tooltip is
written by `tips.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tortuga_qt.app.targets import Pawn, Target
from tortuga_qt.help.mat_help import ItemKind, item_help
from tortuga_qt.ui import renderer, theme
from tortuga_qt.ui.scene import text_fit
from tortuga_qt.ui.scene.tips import help_tip

if TYPE_CHECKING:
    pass

SAIL_STEPS, SAIL_LIFT = 12, 90.0  # a sail's way: 12 points on an arc rising 90 scene units at its middle

# Every colour painted here is the look's (ui/theme.py: normal or high contrast): the gold ring
# of what can be clicked, the red one of what was chosen, the keyboard's blue dashed one, the
# light rim around every pawn, the plates under words.
LABEL_PT, LABEL_FLOOR_PT = 18.0, 11.0  # a card's label on the mat (scene points: 11 pt at 1366 x 768), and the least it shrinks to


def frozen(item: QGraphicsItem) -> bool:
    """Returns whether the item's scene shows a still picture of itself (its view is being resized)."""
    scene = item.scene()
    return scene is not None and bool(getattr(scene, "resizing", False))


class SvgItem(QGraphicsObject):
    """An SVG element in a box; optionally a click target (`target`) that can be highlighted."""

    def __init__(self, element: str, w: float, h: float, target: Target | None = None) -> None:
        super().__init__()
        self.element = element
        self.w, self.h = w, h
        self.target = target
        self.highlighted = False
        self.selected = False
        self.focused = False  # the keyboard's focus ring is on it
        self.label = ""
        self.label_font = QFont("serif", 9, QFont.Weight.Bold)  # chosen by set_label to fit the plate
        self._label_plate = QRectF()
        self.help_page = ""  # the reference page "What is this?" opens ("" for none)
        self.help_cards: tuple[str, ...] = ()  # Event card kinds it shows face up (each has a page)
        # Qt keeps the item's painted pixels (a repaint is a blit); at a new scale it asks paint()
        # again, which draws from the renderer's shared cache by device size.
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

    def set_focus_ring(self, on: bool) -> None:
        """Shows or hides the keyboard's focus ring (Tab and the arrows move it; Enter chooses)."""
        if on != self.focused:
            self.focused = on
            self.update()

    def set_label(self, text: str) -> None:
        """Writes a short text over the lower part of the picture (a count, a card's whole title).

        The title is never shortened: it wraps to two lines and its font shrinks to fit the plate.
        """
        if text != self.label:
            self.label = text
            box = self.label_room()
            self.label_font = text_fit.fitted(text, QFont("serif", round(LABEL_PT), QFont.Weight.Bold),
                                              box.width() - 8, box.height() - 4, LABEL_FLOOR_PT)
            self._label_plate = self._label_plate_for() if text else QRectF()
            self.update()

    def label_room(self) -> QRectF:
        """Returns the most room a label may take: the lower half of the picture, a little wider."""
        return QRectF(-4, self.h * 0.5, self.w + 8, self.h * 0.5 - 2)

    def label_plate(self) -> QRectF:
        """Returns the plate the label is written on (as tall as its lines, at the picture's foot)."""
        return QRectF(self._label_plate)

    def _label_plate_for(self) -> QRectF:
        room = self.label_room()
        need = text_fit.needed(self.label, self.label_font, room.width() - 8)
        h = min(room.height(), need.height() + 4 + 2 * text_fit.SLACK)
        w = min(room.width(), max(need.width() + 12 + 2 * text_fit.SLACK, 30.0))
        return QRectF(room.center().x() - w / 2, room.bottom() - h, w, h)

    def overflow(self) -> list[str]:
        """Returns a description of the label when it does not fit its plate ([] when it fits)."""
        if not self.label:
            return []
        room = self.label_room()
        return text_fit.overflow(f"label on {self.element}", self.label, self.label_font, room.width() - 8, room.height() - 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the element, the label and the highlight ring."""
        if frozen(self):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.paint_element(painter, self.element, QRectF(0, 0, self.w, self.h))
        self.paint_over(painter)
        if self.label:
            self._paint_label(painter)
        look = theme.colours()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlighted or self.selected:
            ring = QRectF(-2, -2, self.w + 4, self.h + 4)
            if look.ring_under:  # a dark edge under the ring: it shows on light and dark art alike
                painter.setPen(QPen(QColor(look.ring_under), look.ring_width + 3))
                painter.drawRoundedRect(ring, 8, 8)
            painter.setPen(QPen(QColor(look.selected if self.selected else look.highlight), look.ring_width))
            painter.drawRoundedRect(ring, 8, 8)
        if self.focused:  # drawn over the gold ring, dashed: it shows with or without colour vision
            painter.setPen(QPen(QColor(look.focus), 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(-2.5, -2.5, self.w + 5, self.h + 5), 9, 9)

    def paint_over(self, painter: QPainter) -> None:
        """Draws what goes on the art before the label and rings (nothing here; a hold writes its team's word)."""

    def _paint_label(self, painter: QPainter) -> None:
        plate = self._label_plate
        path = QPainterPath()
        path.addRoundedRect(plate, 6, 6)
        look = theme.colours()
        painter.fillPath(path, QBrush(QColor(*look.label_plate)))
        painter.setFont(self.label_font)
        painter.setPen(QColor(look.label_text))
        width = self.label_room().width() - 8  # the width the lines were measured at
        painter.drawText(QRectF(plate.center().x() - width / 2, plate.y(), width, plate.height()), text_fit.WRAP, self.label)


class MovingItem(SvgItem):
    """An SVG item that glides to new positions (pawns, treasure); moves never hold the rules back."""

    def __init__(self, element: str, w: float, h: float, target: Target | None = None) -> None:
        super().__init__(element, w, h, target)
        self._anim: QPropertyAnimation | None = None

    def move_to(self, x: float, y: float, duration_ms: int, lift: float = 0.0) -> None:
        """Moves to a point, animated when duration_ms > 0 (never waited for by the rules).

        With `lift` the way bends up by that much at its middle (an arc over the sea), else it is straight.
        """
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        target = QPointF(x, y)
        if duration_ms <= 0 or self.pos() == target or not self.isVisible():
            self.setPos(target)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(duration_ms)
        if lift:
            start = self.pos()
            for step in range(1, SAIL_STEPS):  # points on a parabola: smooth at a 16 ms tick
                t = step / SAIL_STEPS
                anim.setKeyValueAt(t, start + (target - start) * t - QPointF(0, 4 * lift * t * (1 - t)))
            anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        else:
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.setStartValue(self.pos())
        anim.setEndValue(target)
        anim.start()
        self._anim = anim

    @property
    def moving(self) -> bool:
        """Returns whether a move is being animated now."""
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

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
        self.where = ""  # "ship", "boat" or "tortuga": where the scene put it last ("" before it is placed)
        self.setToolTip(help_tip(ItemKind.PAWN, name))
        self.setAcceptHoverEvents(True)
        self.setZValue(10)

    def go(self, x: float, y: float, glide_ms: int, where: str) -> None:
        """Moves to its place on the mat; from a ship or a rowboat to Tortuga it sails (a maroon, issue 23).

        A sail takes twice a glide and arcs over the sea; every other move glides straight.
        """
        came, self.where = self.where, where
        if where == "tortuga" and came in ("ship", "boat"):
            self.move_to(x, y, glide_ms * 2, lift=SAIL_LIFT)
        else:
            self.move_to(x, y, glide_ms)

    @property
    def sailing(self) -> bool:
        """Returns whether the pawn is sailing to Tortuga now."""
        return self.moving and self.where == "tortuga"

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
        """Draws a light rim, the pawn, then up to 3 face-up cards as icons at its shoulder.

        The rim (a halo around the pawn's outline) makes every pawn stand out from the darkest ship.
        """
        if frozen(self):
            return
        look = theme.colours()
        renderer.paint_halo(painter, self.element, QRectF(0, 0, self.w, self.h), QColor(*look.pawn_rim), look.pawn_rim_width)
        super().paint(painter, option, widget)
        for i, kind in enumerate(self.front[:3]):
            box = self._icon_box(i, self.w)
            painter.setBrush(QColor(251, 243, 220, 235))
            painter.setPen(QPen(QColor(look.plate_border), 1))
            painter.drawEllipse(box)
            renderer.paint_element(painter, f"icon-{kind}", box.adjusted(3, 3, -3, -3))

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
    """A line of text on the mat (ranks, counts, totals), painted in ink on a soft plate.

    The text wraps at words and its font shrinks (down to `floor` points) until it fits the box;
    with `hug` the plate is only as large as the text, at the top of the box, aligned by `align`.
    """

    def __init__(self, w: float, h: float, size: float = 12, plate: bool = True, floor: float | None = None,
                 hug: bool = False) -> None:
        super().__init__()
        self.w, self.h = w, h
        self.text = ""
        self.size = float(size)
        self.floor = floor if floor is not None else max(7.0, self.size * 0.75)
        self.font = QFont("serif", round(self.size), QFont.Weight.Bold)  # chosen by set_text to fit the box
        self.plate = plate
        self.hug = hug
        self.align = Qt.AlignmentFlag.AlignHCenter  # where a hugging plate sits in the box
        self.help_page = ""  # the reference page "What is this?" opens ("" for none)
        self.help_cards: tuple[str, ...] = ()
        self._plate = QRectF()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        """Returns the text box."""
        return QRectF(0, 0, self.w, self.h)

    def _text_box(self) -> QRectF:
        return QRectF(6, 0, self.w - 12, self.h)

    def _fit(self) -> None:
        base = QFont("serif", round(self.size), QFont.Weight.Bold)
        base.setPointSizeF(self.size)
        box = self._text_box()
        self.font = text_fit.fitted(self.text, base, box.width(), box.height(), self.floor)
        self._plate = self._plate_for()

    def text_colour(self) -> QColor:
        """Returns the colour the words are painted in (the look's plate text)."""
        return QColor(theme.colours().plate_text)

    def set_text(self, text: str) -> None:
        """Changes the text."""
        if text != self.text:
            self.text = text
            self._fit()
            self.update()

    def set_size(self, w: float, h: float) -> None:
        """Changes the box (the text is fitted again)."""
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self._fit()
            self.update()

    def overflow(self) -> list[str]:
        """Returns a description of the text when it does not fit its box ([] when it fits)."""
        box = self._text_box()
        return text_fit.overflow("text", self.text, self.font, box.width(), box.height())

    def plate_rect(self) -> QRectF:
        """Returns the plate under the text: the whole box, or (hugging) just around the lines."""
        return QRectF(self._plate)

    def set_align(self, align: Qt.AlignmentFlag) -> None:
        """Places a hugging plate at the left, middle or right of the box."""
        if align != self.align:
            self.align = align
            self._plate = self._plate_for()
            self.update()

    def _text_size(self) -> tuple[float, float]:
        """Returns the width and height the text takes, wrapped in its box (what a hugging plate holds)."""
        need = text_fit.needed(self.text, self.font, self._text_box().width() - 2 * text_fit.SLACK)
        return need.width(), need.height()

    def _plate_for(self) -> QRectF:
        if not self.hug:
            return QRectF(0, 0, self.w, self.h)
        need_w, need_h = self._text_size()
        w = min(self.w, need_w + 12 + 2 * text_fit.SLACK)
        h = min(self.h, need_h + 4 + 2 * text_fit.SLACK)
        if self.align & Qt.AlignmentFlag.AlignLeft:
            x = 0.0
        elif self.align & Qt.AlignmentFlag.AlignRight:
            x = self.w - w
        else:
            x = (self.w - w) / 2
        return QRectF(x, 0, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the plate and the text."""
        if not self.text or frozen(self):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = self._plate
        look = theme.colours()
        if self.plate:
            path = QPainterPath()
            path.addRoundedRect(plate, 8, 8)
            painter.fillPath(path, QBrush(QColor(*look.plate)))
            painter.setPen(QPen(QColor(look.plate_border), 2.5 if look.ring_under else 1.5))
            painter.drawPath(path)
        painter.setFont(self.font)
        painter.setPen(self.text_colour())
        width = self._text_box().width()  # the width the lines were measured at
        painter.drawText(QRectF(plate.center().x() - width / 2, plate.y(), width, plate.height()), text_fit.WRAP, self.drawn())

    def drawn(self) -> str:
        """Returns the words painted (the text itself; a caption paints its lines as they were measured)."""
        return self.text
