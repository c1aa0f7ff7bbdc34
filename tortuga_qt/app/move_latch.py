"""A latch on the computer seats' next move: closed while the table looks at a reveal. Qt-free.

When only computers play, a vote's result or a revealed card is held on the mat for the pace's
time (app/presenter/pace.py); the computers wait meanwhile, so the mat under it does not move
on. The session passes each chosen move through `then`; the window closes the latch when such
a hold starts and opens it when the hold ends, and the move waiting is played then.
"""

from __future__ import annotations

from collections.abc import Callable


class MoveLatch:
    """Plays a move at once while open; while closed, keeps the latest one and plays it when opened."""

    def __init__(self) -> None:
        self.closed = False
        self._waiting: Callable[[], None] | None = None

    def then(self, move: Callable[[], None]) -> None:
        """Plays `move` now, or once the latch opens (a stale move is dropped by the session itself)."""
        if self.closed:
            self._waiting = move
        else:
            move()

    def close(self) -> None:
        """Holds the next move until `open`."""
        self.closed = True

    def open(self) -> None:
        """Lets the moves go on: the one waiting (if any) is played now."""
        self.closed = False
        move, self._waiting = self._waiting, None
        if move is not None:
            move()
