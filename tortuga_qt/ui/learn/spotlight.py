"""The spotlight: dims the mat except the things a step talks about, and rings the side panels it names.

It never takes a click or a tooltip: clicks on the mat go through to the items beneath, so the
learner does the real action on the real table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tortuga_qt.app.targets import Galleon, Hold, Pawn, Place, Slot, Target, VoteCard, parse_target
from tortuga_qt.ui import theme
from tortuga_qt.ui.scene.table_scene import TableScene

PANELS = ("actions", "private", "log", "seats")  # side-panel spots (ringed, not lit on the mat)


def _target_item(scene: TableScene, target: Target) -> QGraphicsItem | None:
    match target:
        case Slot(index=i) if 0 <= i < len(scene.slots):
            return scene.slots[i]
        case Pawn(seat=s) if 0 <= s < len(scene.pawns):
            return scene.pawns[s]
        case Place(place=p) if p in (0, 1):
            return scene.ships[p]
        case Place(place=2):
            return scene.tortuga
        case Place(place=p) if p in (3, 4):
            return scene.boats[p - 3]
        case Hold(hold=h) if 0 <= h < len(scene.holds):
            return scene.holds[h]
        case Galleon():
            return scene.galleon
    return None


def _aboard(scene: TableScene, place: int) -> list[QGraphicsItem]:
    """Returns the pawns standing on a ship (0, 1) or on Tortuga (2) in the view on the mat."""
    view = scene.view
    if view is None:
        return []
    line = view.ships[place] if place in (0, 1) else view.tortuga if place == 2 else ()
    return [scene.pawns[seat] for seat in line if 0 <= seat < len(scene.pawns)]


def _galleon_rect(scene: TableScene) -> QRectF:
    """Returns the Galleon's box below the row's slot numbers (its flags reach up to them)."""
    rect = scene.galleon.sceneBoundingRect()
    numbers = max(slot.sceneBoundingRect().bottom() for slot in scene.slots) + 26
    return rect.adjusted(0, max(0.0, numbers - rect.top()), 0, 0)


def spot_rects(scene: TableScene, spots: Sequence[str]) -> list[QRectF]:
    """Returns the mat rectangles (scene coordinates) the spots name; panels and cards in hand are not on the mat."""
    rects: list[QRectF] = []
    for spot in spots:
        items: list[QGraphicsItem] = []
        if spot == "event-deck":
            items = [scene.event_deck]
        elif spot == "vote-deck":
            items = [scene.vote_deck]
        elif spot == "discard":
            items = [scene.discard]
        elif spot == "tortuga-areas":
            items = list(scene.areas)
        elif spot == "totals":
            items = [scene.totals]
        elif spot == "galleon":
            rects.append(_galleon_rect(scene))
        elif spot not in PANELS:
            try:
                target = parse_target(spot)
            except ValueError:
                continue
            if isinstance(target, VoteCard):
                continue
            item = _target_item(scene, target)
            items = [item] if item is not None and item.isVisible() else []
            if isinstance(target, Place):
                items += _aboard(scene, target.place)  # a lit ship lights its crew too
        rects += [_with_caption(scene, item) for item in items]
    return rects


def _with_caption(scene: TableScene, item: QGraphicsItem) -> QRectF:
    """Returns an item's box; a pawn's takes in its rank caption under it (never half under the veil)."""
    rect = item.sceneBoundingRect()
    view = scene.view
    if view is None or item not in scene.pawns:
        return rect
    seat = scene.pawns.index(item)
    captions = [scene.ship_captions[ship][line.index(seat)] for ship, line in enumerate(view.ships[:2])
                if seat in line and line.index(seat) < len(scene.ship_captions[ship])]
    if view.tortuga and view.tortuga[0] == seat:
        captions.append(scene.governor_caption)
    for caption in captions:
        if caption.isVisible():
            rect = rect.united(caption.sceneBoundingRect())
    return rect


class Spotlight(QGraphicsObject):
    """A dark veil over the mat with a ringed hole around each lit thing."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._holes: list[QRectF] = []
        self.setZValue(60)  # above the pawns and captions, below a card shown large
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        """Returns the whole mat."""
        return self._rect

    @property
    def holes(self) -> list[QRectF]:
        """Returns the lit rectangles."""
        return list(self._holes)

    def light(self, rects: Sequence[QRectF], veil: bool = True) -> None:
        """Lights these rectangles and dims the rest (`veil` False: the whole mat is lit)."""
        self._holes = [r.adjusted(-5, -5, 5, 5) for r in rects]
        self.setVisible(veil)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paints the veil with its holes and a gold ring around each hole."""
        if getattr(self.scene(), "resizing", False):
            return  # the view is being resized: the mat, veil included, is one stretched picture
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        path.addRect(self._rect)
        holes = QPainterPath()
        holes.setFillRule(Qt.FillRule.WindingFill)  # an overlap of two lit things is lit
        for r in self._holes:
            holes.addRoundedRect(r, 14, 14)
        holes = holes.simplified()  # one outline around overlapping lit things
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(path.subtracted(holes), QColor(12, 9, 4, 175))
        painter.setPen(QPen(QColor(theme.colours().highlight), 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(holes)
