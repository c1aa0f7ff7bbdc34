"""The curtain's recap on the mat: a line under the pointer lights where it happened, and "Show again"
plays the public moves since that person last looked (issue 23 items 2 and 4).

Each move is played as the table saw it live: the mat after it, its ring and a caption naming
it ("Shown again: ..."), and what it showed everyone large: a revealed Event card flies from its
slot and turns face up, a vote's revealed cards lie over the mat; each is held a moment (half as
long at View › Animations › Fast; Off shows it at once) and goes before the next move. At the
end the table as it is, with its own last move marked. All of it comes from the curtain's frame
(`CurtainFrame.mats` and `moves`: public only).

Both only draw: the game does not wait for them, and the next frame (a claim, a computer's
move) ends a showing at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeAlias

from PySide6.QtCore import QObject, QTimer

from tortuga_qt.ui.widgets.table_motion import GLIDE_MS, Motion

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QGraphicsObject

    from tortuga_qt.app.presenter.frames import Frame
    from tortuga_qt.app.presenter.last_move import MissedMove
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.rules.events import Event
    from tortuga_qt.rules.views import SeatView
    from tortuga_qt.ui.scene.last_move import LastMoveMarks
    from tortuga_qt.ui.scene.table_scene import TableScene

    Step: TypeAlias = tuple[SeatView, MissedMove | None, Event | None]  # a mat, the move that led to it, what it shows large

STEP_MS = 900  # one move shown again: its glide (350 ms) and a moment to see where it went
SHOWN_MS = 1800  # a revealed card or a vote's cards held large after the card's flight, at the normal speed


def held_ms(glide_ms: int) -> int:
    """Returns how long a move that shows a card large stays on, beyond its step: the card's flight
    (twice a glide) and a moment to read it, scaled to the speed (a glide of 0, animations off: shown at once)."""
    if glide_ms <= 0:
        return SHOWN_MS
    return 2 * glide_ms + SHOWN_MS * glide_ms // GLIDE_MS[Motion.NORMAL]


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
        # A child of the window: its timer dies with the window's scene (a showing cut off by the
        # window closing must not go on drawing into a scene that is gone).
        super().__init__(window if isinstance(window, QObject) else None)
        self.window = window
        self.marks = marks  # the last move's marks on the mat (None before the table is built)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._frame: Frame | None = None  # the frame the showing started on (another one ends it)
        self._steps: list[Step] = []
        self._shown: Step | None = None  # the move being shown now
        self._large: QGraphicsObject | None = None  # what the move being shown put large on the mat

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
        curtain = frame.curtain
        moves = curtain.moves if len(curtain.moves) == len(curtain.mats) else (None,) * len(curtain.mats)
        steps: list[Step] = []
        for mat, move in zip(curtain.mats, moves, strict=True):  # a move that showed two things: each in turn
            steps += [(mat, move, e) for e in (move.shown if move is not None else ())] or [(mat, move, None)]
        self._timer.stop()
        self._put_away()
        self._frame, self._steps = frame, steps
        self._next()

    @property
    def showing(self) -> bool:
        """Returns whether moves are being shown again now."""
        return self._frame is not None

    def _next(self) -> None:
        window, scene = self.window, self.window.scene
        presenter = window.presenter
        self._put_away()  # what the last move showed large goes before the next move
        if scene is None or presenter is None or presenter.last is not self._frame:
            self._frame, self._steps = None, []  # the table went on meanwhile: its own frame is on the mat
            return
        if not self._steps:
            self._frame = None
            window.refresh()  # the table as it is now (the last mat shown is it), its own last move marked
            return
        self._shown = step = self._steps.pop(0)
        self._draw(step)
        self._timer.start(STEP_MS + (held_ms(scene.animation_ms) if step[2] is not None else 0))

    def _draw(self, step: Step, present: bool = True) -> None:
        """Puts a move shown again on the mat: its mat, its ring and caption, and (`present`) what it showed large."""
        from tortuga_qt.app import wording as W
        from tortuga_qt.rules.events import Revealed, VoteResult

        scene, marks = self.window.scene, self.marks()
        if scene is None:
            return
        mat, move, event = step
        scene.show(mat, set(), set(), animate=True)
        if marks is not None:
            marks.show(move.move if move is not None else None, again=True)
        if not present:
            return
        if isinstance(event, Revealed):  # it flies from its slot and turns face up, as it did live
            scene.present_card(event.card, animate=scene.animation_ms > 0, keep=True, slot=event.slot)
        elif isinstance(event, VoteResult):
            scene.present_vote(event.what, list(event.faces), lambda: W.vote_reveal(event), keep=True)
        self._large = scene.large if event is not None else None

    def _put_away(self) -> None:
        """Takes what the move shown put large off the mat (unless something else lies there now)."""
        scene, large = self.window.scene, self._large
        self._large = None
        if scene is not None and large is not None and scene.large is large:
            scene.clear_card()

    def redrawn(self) -> None:
        """After the window draws the same table again mid-showing (a saved file's message, a menu), the
        mat goes back to the move being shown and the showing goes on; a table that went on ends it."""
        presenter, scene = self.window.presenter, self.window.scene
        if self._frame is None or self._shown is None or presenter is None or scene is None or presenter.last is self._frame:
            return
        if presenter.last == self._frame:  # a new frame, but the same table: nothing moved on
            self._frame = presenter.last
            self._draw(self._shown, present=False)  # what it shows large stays where it is
            return
        self._timer.stop()  # the table went on: its own frame is on the mat, with its own last move
        self._put_away()
        self._frame, self._steps = None, []


__all__ = ["SHOWN_MS", "STEP_MS", "RecapOnMat", "held_ms"]
