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

    @staticmethod
    def of(events: tuple[Event, ...], line: Callable[[Event], str]) -> LastMoveFrame:
        """Returns the marks of one move's public events (the main one first), worded by `line`."""
        from tortuga_qt.app.event_places import places

        return LastMoveFrame(line(events[0]), frozenset(t for e in events for t in places(e)))


@dataclass(frozen=True)
class MissedMove:
    """One mat "Show again" plays: the move that led to it (ringed and captioned while it is shown), and what
    that move showed the whole table large (its revealed Event cards and vote results, public events only)."""

    move: LastMoveFrame | None  # None: the deal (or a position put on the table), no move yet
    shown: tuple[Event, ...] = ()  # `Revealed` and `VoteResult` events, in order; () on the first mat (already seen)


class LastMoves:
    """Keeps the public events of the last action that touched the mat."""

    def __init__(self) -> None:
        self._events: tuple[Event, ...] = ()
        # The public mat after each action that changed it, with the public log's length then and the
        # action's public events on the mat ("Show again").
        self._mats: list[tuple[int, SeatView, tuple[Event, ...]]] = []

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
            self._mats.append((told, mat, public))  # (the first mat is the one to start from, a fresh deal's too)

    def restart(self, mat: SeatView, told: int) -> None:
        """Forgets every move: the table starts afresh from `mat` (its public log `told` lines long)."""
        self._events, self._mats = (), [(told, mat, ())]

    def _kept_since(self, told: int) -> list[tuple[int, SeatView, tuple[Event, ...]]]:
        before = [kept for kept in self._mats if kept[0] <= told][-1:]
        after = [kept for kept in self._mats if kept[0] > told]
        return before + after if after and before else []

    def since(self, told: int) -> tuple[SeatView, ...]:
        """Returns the public mat as it was when the public log had `told` lines, then after each move since, in order.

        Empty when nothing moved since then (nothing to show again).
        """
        return tuple(mat for _, mat, _ in self._kept_since(told))

    def missed(self, told: int, line: Callable[[Event], str]) -> tuple[MissedMove, ...]:
        """Returns, for each mat of `since(told)`, the move that led to it (worded by `line`) and what it showed large.

        The first mat is the one its person saw: its move is marked as they saw it, nothing is shown large again.
        """
        from tortuga_qt.rules.events import Revealed, VoteResult

        kept = self._kept_since(told)
        return tuple(MissedMove(LastMoveFrame.of(events, line) if events else None,
                                tuple(e for e in events if isinstance(e, (Revealed, VoteResult))) if i else ())
                     for i, (_, _, events) in enumerate(kept))

    def frame(self, line: Callable[[Event], str]) -> LastMoveFrame | None:
        """Returns the last move, worded by `line` (None: nothing has moved on the mat yet)."""
        return LastMoveFrame.of(self._events, line) if self._events else None


def recap(missed: Iterable[Event], line: Callable[[Event], str]) -> tuple[tuple[str, ...], tuple[frozenset[Target], ...]]:
    """Returns a curtain's recap of the public events someone missed, the newest first, and where each happened.

    A map kept folded again says nothing new: the recap leaves it out (the log keeps it).
    """
    from tortuga_qt.app.event_places import places
    from tortuga_qt.rules.events import AtlantisPassed

    news = [e for e in reversed(list(missed)) if not isinstance(e, AtlantisPassed)]
    return tuple(line(e) for e in news), tuple(frozenset(places(e)) for e in news)


__all__ = ["LastMoveFrame", "LastMoves", "MissedMove", "recap"]
