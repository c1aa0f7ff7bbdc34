"""The curtain's recap on the mat: a line under the pointer lights where it happened, and "Show again"
plays the public moves since that person last looked (issue 23 items 2 and 4).

Both only draw: the game does not wait for them, and the next frame (a claim, a computer's
move) ends a showing at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from collections.abc import Callable

    from tortuga_qt.app.presenter.frames import Frame
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.rules.views import SeatView
    from tortuga_qt.ui.scene.last_move import LastMoveMarks
    from tortuga_qt.ui.scene.table_scene import TableScene

STEP_MS = 900  # one move shown again: its glide (350 ms) and a moment to see where it went


class RecapTable(Protocol):
    """What the recap uses of the window: its mat, the presenter's last frame, and a redraw."""

    @property
    def scene(self) -> TableScene | None:
        """The mat."""
        ...

    @property
    def presenter(self) -> TablePresenter | None:
        """The table's presenter (its `last` frame is the one on screen)."""
        ...

    def refresh(self) -> None:
        """Draws the table's frame now."""
        ...


class RecapOnMat(QObject):
    """Lights the recap's lines on the mat and shows the moves again."""

    def __init__(self, window: RecapTable, marks: Callable[[], LastMoveMarks | None]) -> None:
        super().__init__()
        self.window = window
        self.marks = marks  # the last move's marks on the mat (None before the table is built)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._frame: Frame | None = None  # the frame the showing started on (another one ends it)
        self._mats: list[SeatView] = []
        self._shown: SeatView | None = None  # the mat of the move being shown now

    def _curtain_frame(self) -> Frame | None:
        presenter = self.window.presenter
        frame = presenter.last if presenter is not None else None
        return frame if frame is not None and frame.curtain is not None else None

    def light(self, line: int) -> None:
        """Lights on the mat where the recap's line `line` happened (-1: nothing)."""
        frame, marks = self._curtain_frame(), self.marks()
        spots = frame.curtain.spots if frame is not None and frame.curtain is not None else ()
        if marks is not None:
            marks.light(spots[line] if 0 <= line < len(spots) else frozenset())

    def show_again(self) -> None:
        """Plays on the mat the public moves since the curtain's person last looked, one by one, then the table as it is."""
        frame = self._curtain_frame()
        if frame is None or frame.curtain is None or not frame.curtain.mats:
            return
        self._frame, self._mats = frame, list(frame.curtain.mats)
        self._next()

    @property
    def showing(self) -> bool:
        """Returns whether moves are being shown again now."""
        return self._frame is not None

    def _next(self) -> None:
        window, scene = self.window, self.window.scene
        presenter = window.presenter
        if scene is None or presenter is None or presenter.last is not self._frame:
            self._frame, self._mats = None, []  # the table went on meanwhile: its own frame is on the mat
            return
        if not self._mats:
            self._frame = None
            window.refresh()  # the table as it is now (the last mat shown is it)
            return
        self._shown = self._mats.pop(0)
        scene.show(self._shown, set(), set(), animate=True)
        self._timer.start(STEP_MS)

    def redrawn(self) -> None:
        """After the window draws the same table again mid-showing (a saved file's message, a menu), the
        mat goes back to the move being shown and the showing goes on; a table that went on ends it."""
        presenter, scene = self.window.presenter, self.window.scene
        if self._frame is None or self._shown is None or presenter is None or scene is None or presenter.last is self._frame:
            return
        if presenter.last == self._frame:  # a new frame, but the same table: nothing moved on
            self._frame = presenter.last
            scene.show(self._shown, set(), set(), animate=True)


__all__ = ["STEP_MS", "RecapOnMat"]
