"""The table column: the turn-order strip on top, the mat under it, as large as its width allows, and the log in the space below."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QWidget

MAT_ASPECT = 1.6  # the mat's width over its height (the scene is 1600 x 1000)
LOG_MIN = 80  # the log always shows a few lines
GAP = 4  # between the mat and the log
DRAG_GAP_S = 0.15  # resizes this close together are a drag of the window's edge (a slow frame does not end it)
DRAG_STREAK = 3  # from the third resize of a drag on, the panels wait until it stops
SETTLE_MS = 120  # ... and take their new size this long after the last one (as the mat does)


class DragWatch(QObject):
    """Tells a drag of the window's edge from a single resize, and applies a layout once the drag stops.

    A single resize (a maximise, a test) is laid out at once. During a drag the panels beside
    the mat keep their size, shown as still pictures (`Snapshot`), and are laid out once,
    `SETTLE_MS` after the last step: a step then costs the mat's stretch and a copy of those
    pictures, not every panel's layout and paint (issue 11, item 7).
    """

    def __init__(self, apply: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._apply = apply
        self._last = 0.0
        self._streak = 0
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SETTLE_MS)
        self.timer.timeout.connect(self.settle)

    def resized(self) -> bool:
        """Notes a resize; returns whether to wait (a drag is under way) rather than lay out now."""
        now = time.monotonic()
        self._streak = self._streak + 1 if now - self._last < DRAG_GAP_S else 1
        self._last = now
        if self._streak >= DRAG_STREAK:
            self.timer.start()
            return True
        return False

    @property
    def waiting(self) -> bool:
        """Returns whether a layout waits for the drag to stop."""
        return self.timer.isActive()

    def settle(self) -> None:
        """Lays out now (the drag stopped, or a caller needs the final geometry)."""
        self.timer.stop()
        self._streak = 0
        self._apply()


class Snapshot(QWidget):
    """A still picture of a panel, laid over it while the window's edge is dragged.

    Opaque: Qt paints nothing under it, so a step of a drag costs one copy of the picture, not
    the panel's own painting (its style sheet, its words). The panel keeps its focus and its
    state; the picture goes once the drag stops and the panel is laid out at its new size.
    """

    def __init__(self, parent: QWidget, background: QColor) -> None:
        super().__init__(parent)
        self.setObjectName("dragSnapshot")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.background = background
        self.picture = QPixmap()
        self.hide()

    def cover(self, panel: QWidget) -> None:
        """Takes the panel's picture (once, as a drag begins) and lies over it."""
        if self.isHidden():
            self.picture = panel.grab()
            self.show()
        self.raise_()

    def uncover(self) -> None:
        """Goes away: the panel shows itself again."""
        self.hide()
        self.picture = QPixmap()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paints the panel's picture at its top left, the background around it."""
        p = QPainter(self)
        p.fillRect(self.rect(), self.background)
        p.drawPixmap(0, 0, self.picture)
        p.end()


SIDE_BACKGROUND = QColor("#efe3c2")  # the side panels' parchment (style.py, #side)
LOG_BACKGROUND = QColor("#fbf6e8")  # the log's paper (style.py, QListWidget)


class DeferredPane(QWidget):
    """Holds one widget and gives it the pane's size, late during a drag (see `DragWatch`)."""

    def __init__(self, inner: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.inner = inner
        inner.setParent(self)
        self.setObjectName(inner.objectName())  # the same background (the style sheet's #side)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.drag = DragWatch(self._place, self)
        self.snapshot = Snapshot(self, SIDE_BACKGROUND)  # the panels' picture during a drag
        inner.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Passes the inner widget's new size hints on to the splitter."""
        if watched is self.inner and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return False

    def _place(self) -> None:
        self.snapshot.uncover()
        self.inner.setGeometry(self.rect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Gives the inner widget the new size, unless a drag is under way (its picture shows meanwhile)."""
        super().resizeEvent(event)
        if self.isVisible() and self.drag.resized():
            self.snapshot.cover(self.inner)
            self.snapshot.setGeometry(self.rect())
        else:
            self._place()

    def minimumSizeHint(self) -> QSize:
        """Returns the inner widget's minimum."""
        return self.inner.minimumSizeHint().expandedTo(self.inner.minimumSize())

    def sizeHint(self) -> QSize:
        """Returns the inner widget's preferred size."""
        return self.inner.sizeHint()


class TableColumn(QWidget):
    """Lays out the strip, the mat and the log by hand: the strip its own height, the mat height = width / 1.6, the log the rest.

    When the window is too short for that the mat gives up height (the log keeps `log_min`);
    on a tall window the log grows. No splitter: nothing to drag, nothing that jitters. The
    turn-order strip (`strip`, optional) sits above the mat, the whole column wide.
    """

    def __init__(self, table: QWidget, log: QWidget, parent: QWidget | None = None, strip: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.log = log
        self.strip = strip
        log.setParent(self)
        table.setParent(self)  # above the log: a log still at its old place during a drag never covers the mat
        if strip is not None:
            strip.setParent(self)
        self.drag = DragWatch(self._place_log, self)  # the mat follows a drag at once, the log once it stops
        self.snapshot = Snapshot(self, LOG_BACKGROUND)  # the log's picture during a drag (above both)
        self.log_min = LOG_MIN  # the log's least height (it grows with the zoom: ui/widgets/looks.py)

    def mat_top(self) -> int:
        """Returns where the mat starts: under the strip and a gap (0 without a strip)."""
        strip = self.strip
        return strip.sizeHint().height() + GAP if strip is not None and not strip.isHidden() else 0

    def split(self, width: int, height: int) -> tuple[int, int]:
        """Returns the heights of the mat and the log for a column of this size (the strip's height aside)."""
        height -= self.mat_top()
        mat = min(round(width / MAT_ASPECT), height - self.log_min - GAP)
        mat = max(mat, min(self.table.minimumHeight(), height))
        return mat, max(0, height - mat - GAP)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Places the mat and the log for the new size."""
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        w, h = self.width(), self.height()
        top = self.mat_top()
        mat, _log = self.split(w, h)
        if self.strip is not None and top:
            self.strip.setGeometry(0, 0, w, top - GAP)  # at once, as the mat: it is drawn from the frame, not a picture
        self.table.setGeometry(0, top, w, mat)
        if self.isVisible() and self.drag.resized():
            self.snapshot.cover(self.log)
            self.snapshot.setGeometry(0, top + mat + GAP, w, max(0, h - top - mat - GAP))
        else:
            self._place_log()

    def _place_log(self) -> None:
        self.snapshot.uncover()
        w, h = self.width(), self.height()
        top = self.mat_top()
        mat, log = self.split(w, h)
        self.log.setGeometry(0, top + mat + GAP, w, log)

    def relayout(self) -> None:
        """Places the strip, the mat and the log again (the strip's height changed with the zoom or the font)."""
        self.updateGeometry()
        self._place()

    def minimumSizeHint(self) -> QSize:
        """Returns the smallest size that keeps the strip, the mat's minimum and a few lines of log."""
        t = self.table.minimumSizeHint().expandedTo(self.table.minimumSize())
        return QSize(t.width(), self.mat_top() + t.height() + GAP + self.log_min)

    def sizeHint(self) -> QSize:
        """Returns a comfortable size: the strip, a 1000-pixel-wide mat and its log."""
        return QSize(1000, self.mat_top() + round(1000 / MAT_ASPECT) + GAP + 160)
