"""The last move, as the whole table sees it: what it did, in one line, and where on the mat. Qt-free.

Issue 23 item 2: the last action stays marked on the mat, and is named in a one-line caption,
until the next one. Only what everyone may see counts (a hidden Vote card marks nothing), and an
action that touches nothing on the mat (a card put down face down) leaves the mark where it was.
A resumed game starts with its record's last move marked (`TableCore.resumed_move`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tortuga_qt.app.targets import Target
    from tortuga_qt.rules.events import Event
    from tortuga_qt.rules.views import SeatView


@dataclass(frozen=True)
class LastMoveFrame:
    """The last move: its sentence (the action's main event) and everything it touched on the mat."""

    line: str
    places: frozenset[Target]


class LastMoves:
    """Keeps the public events of the last action that touched the mat."""

    def __init__(self) -> None:
        self._events: tuple[Event, ...] = ()
        # The public mat after each action that changed it, with the public log's length then ("Show again").
        self._mats: list[tuple[int, SeatView]] = []

    def note(self, batch: Iterable[Event], mat: SeatView | None = None, told: int = 0) -> None:
        """Takes the events of one action (as the session applied it); keeps those the whole table saw, if any is placed.

        `mat` is the public view after it and `told` the public log's length then: the mat is kept for "Show again".
        """
        from tortuga_qt.app.event_places import on_the_mat  # loads the rules after the first paint

        public = on_the_mat(batch)
        if public:
            self._events = public
        if mat is not None and self._mats and told < self._mats[-1][0]:
            self.restart(mat, told)  # another game's log (a hand-built position put on the table)
        elif mat is not None and (public or not self._mats):  # a move on the mat: shown again as one step
            self._mats.append((told, mat))  # (the first mat is the one to start from, a fresh deal's too)

    def restart(self, mat: SeatView, told: int) -> None:
        """Forgets every move: the table starts afresh from `mat` (its public log `told` lines long)."""
        self._events, self._mats = (), [(told, mat)]

    def since(self, told: int) -> tuple[SeatView, ...]:
        """Returns the public mat as it was when the public log had `told` lines, then after each move since, in order.

        Empty when nothing moved since then (nothing to show again).
        """
        before = [mat for n, mat in self._mats if n <= told][-1:]
        after = [mat for n, mat in self._mats if n > told]
        return tuple(before + after) if after and before else ()

    def frame(self, line: Callable[[Event], str]) -> LastMoveFrame | None:
        """Returns the last move, worded by `line` (None: nothing has moved on the mat yet)."""
        if not self._events:
            return None
        from tortuga_qt.app.event_places import places

        return LastMoveFrame(line(self._events[0]), frozenset(t for e in self._events for t in places(e)))


def recap(missed: Iterable[Event], line: Callable[[Event], str]) -> tuple[tuple[str, ...], tuple[frozenset[Target], ...]]:
    """Returns a curtain's recap of the public events someone missed, the newest first, and where each happened.

    A map kept folded again says nothing new: the recap leaves it out (the log keeps it).
    """
    from tortuga_qt.app.event_places import places
    from tortuga_qt.rules.events import AtlantisPassed

    news = [e for e in reversed(list(missed)) if not isinstance(e, AtlantisPassed)]
    return tuple(line(e) for e in news), tuple(frozenset(places(e)) for e in news)


__all__ = ["LastMoveFrame", "LastMoves", "recap"]
