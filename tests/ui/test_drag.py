"""Issue 11 item 7 (resizing): a drag of the window's edge costs a few copies of pictures per step.

While the edge is dragged the mat is one stretched picture painted by the view itself (no item
is visited), and the log and the side panels are still pictures laid over them (not painted, not
laid out). Once the drag stops everything is laid out and painted sharp at the new size; the
panels keep their state and the keyboard focus throughout. A single resize (a maximise) is laid
out at once.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.conftest import start_game
from tortuga_qt.app.seating import StepKind
from tortuga_qt.ui.scene import items
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.table_column import DRAG_STREAK


def _claimed(window: MainWindow) -> None:
    start_game(window, 5, 7, [True] * 5)
    session = window.session
    assert session is not None
    if session.step.kind is StepKind.CURTAIN:
        session.claim(session.step.seat)
    QApplication.processEvents()
    window.table.viewport().repaint()


def _drag(window: MainWindow, steps: int) -> None:
    w, h = window.width(), window.height()
    for i in range(1, steps + 1):
        window.resize(w + 12 * i, h + 8 * i)
        QApplication.processEvents()


def test_a_drag_shows_the_panels_as_pictures_then_lays_them_out(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """From the drag's third step the log and side panels are pictures; after it, panels at the new size, focus kept."""
    _claimed(window)
    button = window.actions_panel.findChild(QPushButton)
    assert button is not None
    button.setFocus()
    _drag(window, DRAG_STREAK - 1)  # laid out at once: not yet a drag
    log_before, side_before = window.log.geometry(), window.side_pane.inner.geometry()
    _drag(window, 4)
    for pane in (window.column, window.side_pane):
        assert pane.snapshot.isVisible() and not pane.snapshot.picture.isNull()
        assert pane.drag.waiting
    assert window.column.snapshot.geometry().top() == window.table.geometry().bottom() + 1 + 4  # under the mat
    assert window.log.geometry() == log_before and window.side_pane.inner.geometry() == side_before  # not laid out
    assert window.side_pane.snapshot.geometry() == window.side_pane.rect()
    middle = window.table.geometry().center()  # the log, still at its old place, never covers the mat
    assert window.column.childAt(middle) in (window.table, window.table.viewport())
    low = window.table.geometry().bottomLeft() + QPoint(20, -3)  # where a growing mat meets the old log
    assert window.column.childAt(low) in (window.table, window.table.viewport())
    qtbot.waitUntil(lambda: not window.column.drag.waiting and not window.side_pane.drag.waiting, timeout=2000)
    for pane in (window.column, window.side_pane):
        assert not pane.snapshot.isVisible() and pane.snapshot.picture.isNull()
    mat, log = window.column.split(window.column.width(), window.column.height())
    assert window.log.geometry().top() == window.table.geometry().bottom() + 1 + 4 and window.log.height() == log
    assert window.side_pane.inner.geometry() == window.side_pane.rect()
    assert QApplication.focusWidget() is button


def test_a_single_resize_is_laid_out_at_once(window: MainWindow) -> None:
    """A maximise (one resize) shows no picture: everything is at its new size right away."""
    _claimed(window)
    window.resize(window.width() + 200, window.height() + 100)
    QApplication.processEvents()
    assert not window.column.snapshot.isVisible() and not window.side_pane.snapshot.isVisible()
    assert window.side_pane.inner.geometry() == window.side_pane.rect()


def test_while_the_view_is_resized_no_item_is_painted(window: MainWindow, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The stretched mat is one picture: the view paints it without visiting the items; sharp items after."""
    _claimed(window)
    painted: list[object] = []
    for cls in (items.SvgItem, items.TextItem):
        original = cls.paint

        def counting(self, painter, option, widget=None, _original=original):  # type: ignore[no-untyped-def]
            painted.append(self)
            _original(self, painter, option, widget)

        monkeypatch.setattr(cls, "paint", counting)
    scene = window.scene
    assert scene is not None
    _drag(window, 2)
    window.table.viewport().repaint()
    assert scene.stretching
    painted.clear()
    window.table.viewport().repaint()
    assert painted == []
    qtbot.waitUntil(lambda: not scene.stretching, timeout=2000)
    window.table.viewport().repaint()
    assert painted  # the items again, sharp
