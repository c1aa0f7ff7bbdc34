"""The last move on the mat: a ring on everything it touched, and its sentence in a caption;
and, while the pointer is on a line of the curtain's recap, a gold ring where that happened.

Issue 23 item 2: the last action stays marked until the next one, so the table can see what
just happened (and ask about it). The marks follow what they mark (a pawn still gliding, a
ship): each ring is a child of its item. The presenter says what to mark (`Frame.last_move`).

The caption fits its corner wherever the mat is drawn: the view scales the mat, and the fonts
it draws with there come out a little wider than measured (their pixel sizes are rounded), so
its lines are broken where they were measured and keep `MARGIN` of room on their plate. A
sentence too long even at the smallest size is cut with "…"; the whole sentence is the
caption's tooltip and what screen readers say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tortuga_qt.ui import access, theme
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.scene import text_fit
from tortuga_qt.ui.scene.items import TextItem

if TYPE_CHECKING:
    from collections.abc import Iterable

    from tortuga_qt.app.presenter.last_move import LastMoveFrame
    from tortuga_qt.app.targets import Target

CAPTION_PT = 15.0  # about 9 points on a 1366-wide screen, as the rank captions
MARGIN = 0.08  # how much wider than measured a line may come out on a scaled mat (a font of 7 pixels or more)


class Caption(TextItem):
    """The last move's sentence on a plate in its corner of the mat, fitted for any scale it is shown at."""

    def __init__(self, box: L.Box) -> None:
        self._lines: list[str] = []
        super().__init__(box.w, box.h, CAPTION_PT, hug=True)
        self.setPos(box.x, box.y)

    def room(self) -> tuple[float, float]:
        """Returns the width and height the lines are fitted in: the box, less the plate's edge and `MARGIN`."""
        return (self.w - 12) / (1 + MARGIN), (self.h - 4) / (1 + MARGIN)

    def _fit(self) -> None:
        base = QFont("serif", round(self.size), QFont.Weight.Bold)
        base.setPointSizeF(self.size)
        w, h = self.room()
        self.font = text_fit.fitted(self.text, base, w, h, self.floor)
        shown = text_fit.elided(self.text, self.font, w, h) if self.text else ""
        self._lines = text_fit.broken(shown, self.font, w - 2 * text_fit.SLACK) if shown else []
        self._plate = self._plate_for()
        self.setToolTip(self.text)  # the whole sentence, even cut short on the mat
        access.set_words(self, self.text)

    def _text_size(self) -> tuple[float, float]:
        need = text_fit.needed(self.drawn(), self.font, 1e6)
        return need.width() * (1 + MARGIN), need.height() * (1 + MARGIN)

    def drawn(self) -> str:
        """Returns the lines painted, as they were measured (cut with "…" when the sentence is too long)."""
        return "\n".join(self._lines)

    def overflow(self) -> list[str]:
        """Returns a description of the lines when they do not fit their room ([] when they fit)."""
        return text_fit.overflow("caption", self.drawn(), self.font, *self.room())


class Ring(QGraphicsObject):
    """A dashed ring around an item: it was touched by the last move."""

    def __init__(self, parent: QGraphicsItem, lit: bool = False) -> None:
        super().__init__(parent)
        self.lit = lit  # a line of the recap under the pointer lights its places: solid, in the clickable gold
        self.setZValue(21 if lit else 20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to what it rings
        self.setAcceptHoverEvents(False)
        self._rect = parent.boundingRect().adjusted(-6, -6, 6, 6)

    def boundingRect(self) -> QRectF:
        """Returns the ring's box, a little outside its item."""
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        """Draws the ring: the look's focus colour, dashed, over a light halo."""
        colours = theme.colours()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(colours.ring_under) if colours.ring_under else QColor(255, 255, 255, 170), 7))
        painter.drawRoundedRect(self._rect, 10, 10)
        pen = QPen(QColor(colours.highlight if self.lit else colours.last_move), 5 if self.lit else 4,
                   Qt.PenStyle.SolidLine if self.lit else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self._rect, 10, 10)


class LastMoveMarks:
    """The marks of the last move on one mat: rings on its items, and its caption."""

    def __init__(self, scene: QGraphicsScene, items: Iterable[QGraphicsItem]) -> None:
        self._items = {getattr(i, "target", None): i for i in items}
        self._rings: list[Ring] = []
        self._lit: list[Ring] = []  # where the recap's line under the pointer happened
        self._shown: tuple[LastMoveFrame | None, bool] = (None, False)  # the move marked, and whether shown again
        self.caption = Caption(L.LAST_MOVE)
        self.caption.setZValue(11)
        self.caption.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self.caption)

    def show(self, move: LastMoveFrame | None, again: bool = False) -> None:
        """Marks the last move (None: nothing has moved yet), or with `again` a move the curtain's "Show again"
        plays; unchanged marks are kept as they are."""
        if (move, again) == self._shown:
            return
        self._shown = (move, again)
        _remove(self._rings)
        self._rings = [Ring(item) for item in self._marked(move.places if move else frozenset())]
        words = (QCoreApplication.translate("Mat", "Shown again: {line}") if again
                 else QCoreApplication.translate("Mat", "Last move: {line}"))
        self.caption.set_text(words.format(line=move.line) if move else "")
        self.caption.setVisible(move is not None)

    def light(self, places: frozenset[Target]) -> None:
        """Lights where a line of the recap happened (an empty set: none), over the last move's rings."""
        _remove(self._lit)
        self._lit = [Ring(item, lit=True) for item in self._marked(places)]

    def lit(self) -> list[QGraphicsItem]:
        """Returns the items lit now (tests read them)."""
        return [item for item in (r.parentItem() for r in self._lit) if item is not None]

    def _marked(self, places: frozenset[Target]) -> list[QGraphicsItem]:
        return [self._items[t] for t in sorted(places, key=str) if t in self._items and self._items[t].isVisible()]

    def rings(self) -> list[QGraphicsItem]:
        """Returns the items ringed now (tests read them)."""
        ringed = []
        for ring in self._rings:
            item = ring.parentItem()
            if item is not None:
                ringed.append(item)
        return ringed


def _remove(rings: list[Ring]) -> None:
    for ring in rings:
        scene = ring.scene()
        if scene is not None:
            scene.removeItem(ring)  # with its parent's reference to it: the ring goes for good


__all__ = ["Caption", "LastMoveMarks", "Ring"]
