"""The turn-order strip above the mat: one chip per seat, in turn order (issue 23, item 5).

Each chip shows the seat's pawn (its colour and letter, the very art the mat draws), the name
(a little smaller, then cut, when the strip is narrow: ui/widgets/turn_words.py; whole in its
tooltip and for screen readers), and what the seat does now: a gold chip with a heavy edge for
whose turn it is, a dashed edge for whose turn comes next, a light gold one for a seat that
decides now (a voter), a computer drawn beside a computer pirate's name with "thinking…" while
the table waits for it, a red edge with "takes the device" on the person the curtain waits for,
and "looks in secret" on the person looking at their secret cards (their Loyalty at the start).
Everything on it is public: it is drawn from the frame's `turn_order` (app/presenter/turn_order.py),
in every frame.

The chips are made once per table (seats, names, pirates) and marked again in place when only
what the seats do changes. They follow the zoom (the application's font) and View › High
contrast (`restyle`), and are worded again at a language switch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tortuga_qt.app.presenter.turn_order import SeatMark
from tortuga_qt.ui import renderer, theme
from tortuga_qt.ui.widgets.turn_words import (
    fit_name,
    fit_status,
    least_points,
    spoken_words,
    status_words,
)

PAWN_ASPECT = 60 / 84  # the pawn art's width over its height
CHIP_MAX = 280  # a chip's widest, at 100 % (few seats on a wide window do not stretch into banners)
GAP = 10  # between two chips, at 100 %: the turn's arrow is drawn there
TOP = 3  # room above the chips (under the menu bar), at 100 %
NAME_SCALE = 1.1  # the name's font, against the application's (it follows the zoom): read across the table
STATUS_SCALE = 0.95  # the status line's
NARROW = 130  # a chip narrower than this (at 100 %) writes smaller, with a smaller pawn and less room around:
NARROW_NAME_SCALE, NARROW_STATUS_SCALE, NARROW_PAWN = 0.95, 0.85, 0.65
NARROW_GAP = 5  # ... and the chips stand closer
EDGE_MAX = 3  # a chip's thickest edge, at 100 % (whose turn it is, who takes the device)


def chip_fonts(base: QFont, narrow: bool = False) -> tuple[QFont, QFont]:
    """Returns a chip's fonts: the name's (bold) and the status line's, from the font in force (it follows the zoom).

    A `narrow` chip (many seats on a small window) writes a little smaller, within the same height.
    """
    name, status = QFont(base), QFont(base)
    name.setBold(True)
    if base.pointSizeF() > 0:
        name.setPointSizeF(base.pointSizeF() * (NARROW_NAME_SCALE if narrow else NAME_SCALE))
        status.setPointSizeF(base.pointSizeF() * (NARROW_STATUS_SCALE if narrow else STATUS_SCALE))
    return name, status


def chip_height(base: QFont) -> int:
    """Returns a chip's height: its two lines and a little room."""
    name, status = chip_fonts(base)
    return QFontMetrics(name).height() + QFontMetrics(status).height() + theme.current().px(10)


@dataclass(frozen=True)
class ChipLook:
    """How a chip is painted: its ground, its edge (colour, width, dashed for the next turn) and its words' ink."""

    ground: QColor
    edge: QColor
    edge_width: int
    dashed: bool
    ink: QColor


def _over(top: QColor, under: QColor) -> QColor:
    """Returns `top` (with its alpha) laid over the opaque `under`."""
    a = top.alphaF()
    return QColor(round(top.red() * a + under.red() * (1 - a)), round(top.green() * a + under.green() * (1 - a)),
                  round(top.blue() * a + under.blue() * (1 - a)))


@dataclass(frozen=True)
class ChipLines:
    """Where a chip draws its pawn and words, and the words as they fit their boxes (in the fonts they take)."""

    pawn: QRectF
    name: str  # the name, whole or cut (the tooltip and the screen reader have it whole)
    name_font: QFont
    name_box: QRectF
    status: str
    status_font: QFont
    status_box: QRectF
    computer: QRectF | None  # the computer's icon, before the status words


class SeatChip(QWidget):
    """One seat on the strip: its pawn, its name, and its marks (painted; marked again in place)."""

    def __init__(self, mark: SeatMark, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"turnChip{mark.seat}")
        self.mark = mark
        self.status = ""
        self.short_status = ""  # what the chip writes: a computer named by its level alone
        self.shortest_status = ""  # ... and without it, when the chip is narrow
        self.name_points = 0.0  # the largest the strip lets a name be written (its chips' names alike); 0: no bound
        self._word()

    def set_mark(self, mark: SeatMark) -> None:
        """Marks the chip for the seat's state now (repainted only when something changed)."""
        if mark != self.mark:
            self.mark = mark
            self._word()
            self.update()

    def reword(self) -> None:
        """Words the chip again (another language)."""
        self._word()
        self.update()

    def _word(self) -> None:
        self.status = " · ".join(status_words(self.mark))  # the tooltip's words
        short = status_words(self.mark, short=True)  # on the chip, beside the computer's icon
        self.short_status = " · ".join(short)
        self.shortest_status = " · ".join(short[:-1] if self.mark.computer else short)  # a narrow chip: no level
        spoken = spoken_words(self.mark)
        if self.accessibleName() != spoken:
            self.setAccessibleName(spoken)  # Qt tells a listening screen reader the name changed
        tip = self.mark.name + ("\n" + self.status if self.status else "")
        if self.toolTip() != tip:
            self.setToolTip(tip)

    def minimumSizeHint(self) -> QSize:
        """Returns the least size: the pawn and a few letters."""
        return QSize(theme.current().px(64), chip_height(self.font()))

    def sizeHint(self) -> QSize:
        """Returns the preferred size: room for the name and the status at the widest."""
        return QSize(theme.current().px(CHIP_MAX), chip_height(self.font()))

    def lines(self) -> ChipLines:
        """Returns where the chip draws its pawn, computer and words, and the words as they fit (tests measure them)."""
        look = theme.current()
        edge = look.px(EDGE_MAX)  # the words stay put when the edge thickens (the turn, the curtain)
        narrow = self.width() < look.px(NARROW)
        pad = look.px(2 if narrow else 5)
        inner = QRectF(self.rect()).adjusted(pad + edge / 2, pad / 2 + edge / 2, -pad - edge / 2, -pad / 2 - edge / 2)
        pawn_h = inner.height() * (NARROW_PAWN if narrow else 1.0)
        pawn = QRectF(inner.left(), inner.center().y() - pawn_h / 2, pawn_h * PAWN_ASPECT, pawn_h)
        name_font, status_font = chip_fonts(self.font(), narrow=narrow)
        if 0 < self.name_points < name_font.pointSizeF():
            name_font.setPointSizeF(self.name_points)
        least = least_points(self.font())
        text_left = pawn.right() + look.px(2 if narrow else 5)
        status_metrics = QFontMetrics(status_font)
        line1 = QRectF(text_left, inner.top(), max(0.0, inner.right() - text_left), QFontMetrics(name_font).height())
        name, name_font = fit_name(self.mark.name, name_font, max(0, int(line1.width())), least)
        line2 = QRectF(text_left, line1.bottom(), max(0.0, inner.right() - text_left), status_metrics.height())
        screen = None
        if self.mark.computer:  # a computer before the status words: which seats are computers shows at any width
            side = status_metrics.ascent() * 0.9
            screen = QRectF(line2.left(), line2.center().y() - side * 0.5, side * 1.25, side * 0.75)
            line2.setLeft(screen.right() + look.px(2 if narrow else 3))
        # The computer's icon says enough when the level does not fit.
        status, status_font = fit_status([self.short_status, self.shortest_status], status_font,
                                         max(0, int(line2.width())), least)
        return ChipLines(pawn, name, name_font, line1, status, status_font, line2, screen)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws the chip: its ground and edge for the marks, the pawn, the name, a computer, the status."""
        look = theme.current()
        paint = self.chip_look()
        lines = self.lines()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = paint.edge_width
        box = QRectF(self.rect()).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
        pen = QPen(paint.edge, edge)
        if paint.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(paint.ground)
        p.drawRoundedRect(box, look.px(6), look.px(6))
        renderer.paint_element(p, f"pawn-{self.mark.pirate}", lines.pawn)
        p.setPen(paint.ink)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.setFont(lines.name_font)
        p.drawText(lines.name_box, left, lines.name)
        if lines.computer is not None:
            self._paint_computer(p, lines.computer, paint.ink, paint.ground if self.mark.thinking else None)
        p.setFont(lines.status_font)
        p.drawText(lines.status_box, left, lines.status)
        p.end()

    def chip_look(self) -> ChipLook:
        """Returns how the chip is painted for its marks in the look in force (tests measure its contrast)."""
        look = theme.current()
        c, m = look.colours, self.mark
        ground = QColor(c.highlight) if m.acting else QColor(c.paper)
        if m.deciding and not m.acting:  # a light gold, as the Pirates list marks who decides
            ground = _over(QColor(*c.deciding), ground)
        if m.takes_device:
            edge = QColor(c.selected)  # the curtain's red (cyan in high contrast)
        elif m.acting:
            edge = QColor(c.highlight if look.high_contrast else c.ink)
        else:
            edge = QColor(c.ink if m.next else c.plate_border)
        width = look.px(EDGE_MAX) if m.acting or m.takes_device else look.px(2) if m.next else max(1, look.px(1))
        ink = QColor("#000000") if look.high_contrast and m.acting else QColor(c.ink)
        return ChipLook(ground, edge, width, m.next and not m.acting and not m.takes_device, ink)

    @staticmethod
    def _paint_computer(p: QPainter, screen: QRectF, ink: QColor, dots: QColor | None) -> None:
        """Draws a small computer: a screen on a foot; while it thinks, the screen is on, with three dots in `dots`."""
        p.save()
        p.setPen(QPen(ink, max(1.0, screen.height() / 7)))
        p.setBrush(ink if dots is not None else Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(screen, 1.5, 1.5)
        foot = screen.bottom() + screen.height() * 0.22
        p.drawLine(QPointF(screen.center().x(), screen.bottom()), QPointF(screen.center().x(), foot))
        p.drawLine(QPointF(screen.center().x() - screen.width() * 0.25, foot),
                   QPointF(screen.center().x() + screen.width() * 0.25, foot))
        if dots is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(dots)
            r = max(0.8, screen.height() * 0.11)
            for k in (-1, 0, 1):
                p.drawEllipse(QPointF(screen.center().x() + k * screen.width() * 0.27, screen.center().y()), r, r)
        p.restore()


class TurnStrip(QWidget):
    """Every seat in turn order, one chip each, with arrows for the way the turn goes (clockwise)."""

    # Fires when the strip's height changed (the zoom, the font): the column places the mat again.
    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnStrip")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.chips: list[SeatChip] = []
        self._seats: tuple[tuple[int, str, str], ...] = ()
        self._height = self.strip_height()
        self._word()

    def _word(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Access", "Turn order"))
        now = next((m.name for m in self.marks() if m.acting), "")
        coming = next((m.name for m in self.marks() if m.next), "")
        said = []
        if now:
            said.append(QCoreApplication.translate("Access", "Now: {name}.").format(name=now))
        if coming:
            said.append(QCoreApplication.translate("Access", "Next: {name}.").format(name=coming))
        description = " ".join(said)
        if self.accessibleDescription() != description:
            self.setAccessibleDescription(description)

    def marks(self) -> list[SeatMark]:
        """Returns the marks shown now, in turn order."""
        return [chip.mark for chip in self.chips]

    def show_marks(self, marks: Sequence[SeatMark]) -> None:
        """Shows these seats: the chips are made when the seats change, and marked again in place otherwise."""
        seats = tuple((m.seat, m.name, m.pirate) for m in marks)
        if seats != self._seats:
            for chip in self.chips:
                chip.deleteLater()
                chip.setParent(None)
            self.chips = [SeatChip(m, self) for m in marks]
            self._seats = seats
            self._place()
            for chip in self.chips:
                chip.show()
            self.updateGeometry()
        else:
            for chip, mark in zip(self.chips, marks, strict=True):
                chip.set_mark(mark)
        self._word()

    def restyle(self) -> None:
        """Follows the look (View › High contrast, the zoom): sizes and colours again."""
        self.updateGeometry()
        height = self.strip_height()
        if height != self._height:
            self._height = height
            self.resized.emit()
        self._place()
        for chip in self.chips:
            chip.update()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        """Words the chips again at a language switch; follows the font at a zoom."""
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            for chip in self.chips:
                chip.reword()
            self._word()
        elif kind == QEvent.Type.FontChange:
            self.restyle()
        super().changeEvent(event)

    def strip_height(self) -> int:
        """Returns the strip's height: a chip's and a little room above it (at the zoom in force)."""
        return chip_height(self.font()) + theme.current().px(TOP)

    def sizeHint(self) -> QSize:
        """Returns the preferred size: every chip at its widest, and its height."""
        gap = theme.current().px(GAP)
        return QSize(sum(c.sizeHint().width() for c in self.chips) + gap * max(0, len(self.chips) - 1),
                     self.strip_height())

    def minimumSizeHint(self) -> QSize:
        """Returns the least size: a narrow chip each (their names elide)."""
        gap = theme.current().px(GAP)
        return QSize(sum(c.minimumSizeHint().width() for c in self.chips) + gap * max(0, len(self.chips) - 1),
                     self.strip_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lays the chips out again for the new width."""
        super().resizeEvent(event)
        self._place()

    def gap(self) -> int:
        """Returns the room between two chips: less when many seats share a narrow strip."""
        look, n = theme.current(), max(1, len(self.chips))
        gap = look.px(GAP)
        return look.px(NARROW_GAP) if (self.width() - gap * (n - 1)) // n < look.px(NARROW) else gap

    def _place(self) -> None:
        """Gives every chip the same width (at most its widest), left to right, the arrows' room between them."""
        n = len(self.chips)
        if not n:
            self.update()
            return
        look = theme.current()
        gap = self.gap()
        width = max(1, min(look.px(CHIP_MAX), (self.width() - gap * (n - 1)) // n))
        top = look.px(TOP)
        height = self.height() - top
        for i, chip in enumerate(self.chips):
            chip.setGeometry(i * (width + gap), top, width, height)
            chip.name_points = 0.0
        points = min(chip.lines().name_font.pointSizeF() for chip in self.chips)
        for chip in self.chips:  # every name in one size: the size the longest needs (no smaller than least_points)
            chip.name_points = points
        self.update()  # the arrows between the chips move with them (and go where chips went)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws the arrows between the chips: the turn goes from left to right, then back to the first."""
        if len(self.chips) < 2:
            return
        look = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(look.colours.muted)  # on the window's parchment (black in high contrast)
        p.setPen(QPen(colour, max(1.5, look.px(2)), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        mid = (self.height() + look.px(TOP)) / 2
        arm = min(look.px(4), self.gap() * 0.5)
        for chip in self.chips[:-1]:
            x = chip.geometry().right() + 1 + self.gap() / 2
            p.drawLine(QPointF(x - arm / 2, mid - arm), QPointF(x + arm / 2, mid))
            p.drawLine(QPointF(x + arm / 2, mid), QPointF(x - arm / 2, mid + arm))
        p.end()

