"""Widgets the side panels share: wrapping buttons, the side's scroll area, headings, and blanking a secret."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

from tortuga_qt.ui import theme

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent



_WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
FOCUS_WIDTH = 3  # the keyboard focus ring on a button: drawn inside its edge, so the button never changes size


def paint_focus_ring(p: QPainter, rect: QRect) -> None:
    """Draws the keyboard focus ring inside `rect`: 3 px in the look's focus colour (a black line inside it in high contrast)."""
    look = theme.colours()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    half = FOCUS_WIDTH / 2
    p.setPen(QPen(QColor(look.focus), FOCUS_WIDTH))
    p.drawRoundedRect(QRectF(rect).adjusted(half, half, -half, -half), 5, 5)
    if look.ring_under:  # high contrast: the ring stays apart from the yellow of a focused button
        p.setPen(QPen(QColor(look.ring_under), 1))
        inset = FOCUS_WIDTH + 0.5
        p.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 3, 3)
    p.restore()


class WrapButton(QPushButton):
    """A push button whose words wrap onto more lines when the panel is narrow (never clipped).

    `text()` is the whole label, as on any QPushButton; the button asks its layout for the
    height its wrapped words need at the width it gets (height for width).
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setProperty("wraps", True)  # tests/ui/fit.py measures it by its height for width
        self.key_number = 0  # the number key that presses it (shown in its corner), 0: none

    def _frame(self) -> QSize:
        """Returns what the style adds around the words (border and padding)."""
        self.ensurePolished()
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = ""
        opt.icon = QIcon()
        inner = self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(0, 0), self)
        return QSize(max(inner.width(), 0), max(inner.height(), 0))

    def _words(self, width: int) -> QSize:
        """Returns the size of the words wrapped to `width` pixels."""
        box = self.fontMetrics().boundingRect(QRect(0, 0, max(width, 1), 100000), _WRAP, self.text())
        return box.size()

    def hasHeightForWidth(self) -> bool:
        """Returns True: the height depends on the width (the words wrap)."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Returns the height the wrapped words need at this width."""
        frame = self._frame()
        return self._words(width - frame.width()).height() + frame.height()

    def sizeHint(self) -> QSize:
        """Returns the size of the words on one line (up to 320 pixels), plus the frame."""
        frame = self._frame()
        width = min(self.fontMetrics().horizontalAdvance(self.text()) + 2, 320)
        return QSize(width + frame.width(), self._words(width).height() + frame.height())

    def minimumSizeHint(self) -> QSize:
        """Returns the width of the longest word and the height of one line, plus the frame."""
        frame = self._frame()
        fm = self.fontMetrics()
        longest = max((fm.horizontalAdvance(w) for w in self.text().split()), default=0) + 2
        return QSize(longest + frame.width(), fm.height() + frame.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws the button's frame, then its words wrapped inside it, and the focus ring while it has the keyboard's focus.

        The ring is drawn over the frame's edge and padding: focus never moves or resizes a button
        (the style's own focus rect shows only after a real Tab key, and the table's keys are shortcuts).
        """
        p = QStylePainter(self)
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        text, opt.text = opt.text, ""
        p.drawControl(QStyle.ControlElement.CE_PushButton, opt)
        frame = self._frame()
        box = self.rect().adjusted(frame.width() // 2, frame.height() // 2,
                                   -(frame.width() - frame.width() // 2), -(frame.height() - frame.height() // 2))
        palette = self.palette()
        if theme.current().high_contrast and self.isEnabled() and (self.hasFocus() or self.underMouse()):
            # the high-contrast sheet turns a hovered or focused button yellow: its words black, as the sheet says
            # (the widget's palette holds the words' colour of a button at rest only)
            palette.setColor(QPalette.ColorRole.ButtonText, QColor(theme.BLACK))
        self.style().drawItemText(p, box, int(_WRAP), palette, self.isEnabled(), text, QPalette.ColorRole.ButtonText)
        if self.hasFocus():
            paint_focus_ring(p, self.rect())
        if self.key_number:  # its number key, small in the top-left corner (in the frame's padding)
            small = QFont(self.font())
            small.setPointSizeF(max(self.font().pointSizeF() * 0.7, 6.0))
            p.setFont(small)
            p.setPen(palette.color(QPalette.ColorRole.ButtonText))
            p.drawText(self.rect().adjusted(FOCUS_WIDTH + 2, 2, 0, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                       str(self.key_number))


class SideScroll(QScrollArea):
    """The side panels' scroll area: a last resort on small windows (the panels fit from 1280x720)."""

    def ensureWidgetVisible(self, child: QWidget, xmargin: int = 50, ymargin: int = 50) -> None:
        """Scrolls `child` into view, through any scroll area inside this one first (the Crow's Nest deck)."""
        inner = child.parentWidget()
        while inner is not None and inner is not self:
            if isinstance(inner, QScrollArea):
                inner.ensureWidgetVisible(child, 4, 4)
            inner = inner.parentWidget()
        super().ensureWidgetVisible(child, xmargin, ymargin)


def heading_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label


def blank(widget: QWidget) -> None:
    """Wipes every word and picture from a widget and its children."""
    for w in [widget, *widget.findChildren(QWidget)]:
        if isinstance(w, QLabel):
            w.clear()
        elif isinstance(w, QAbstractButton):
            w.setText("")
            w.setIcon(QIcon())
        w.setToolTip("")
        w.setObjectName("")
        w.setAccessibleName("")
