"""What one seat believes about everyone's Loyalty: an exact distribution over every assignment.

With n players the Loyalty deal is one of n!/(b!·f!·d!) assignments (630 at 9 players); the
seat's own card leaves at most 280. `Belief.from_history(view, history)` enumerates them all
and weighs each one by what the seat has seen, oldest event first:

- hard facts give weight 0: the seat's own card (the deal, and its own Cabin Fever look),
  every card once the game is over;
- Cabin Fever between x and y shuffles their two cards and deals them back: each weight is
  mixed 50/50 with the weight of the x<->y swapped assignment (exact); when this seat is x or
  y, its own look then conditions the mix, so it knows whether the other holds its old card;
- behaviour is soft evidence: each kind is one likelihood table (`likelihoods.py`, a comment
  says why), never 0 (people bluff), and neutral (0.5) for a Dutch player who has no side;
  a reader told the seats' levels (`levels=`) reads a Hard seat by how Hard plays.

Tracking (who is aboard which ship, what lies in each hold, who viewed which row slot, the
vote under way) comes from the events alone, so the result depends on the history only (and
the view's hard facts). The tracked state is cached by history prefix: a game's repeated
calls feed only the new events, with exactly the result of a computation from scratch.

This module holds `Belief` and that cache; the rest is one module per job: `assignments.py`
(every deal of n players), `likelihoods.py` (the tables, a vote tally's arithmetic),
`tracker.py` (the weights and the board as the events tell them) and `evidence.py` (what each
kind of event tells).
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections.abc import Sequence
from itertools import compress
from typing import Final

from tortuga_qt.bots.assignments import masks, space
from tortuga_qt.bots.evidence import feed as feed_event
from tortuga_qt.bots.tracker import Tracker
from tortuga_qt.rules.components import components
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView

# --------------------------------------------------------------------------- the cache of history prefixes

_CHECKPOINT: Final = 256  # a tracker is kept every this many events (and at the end) of a cached history
_MAX_ENTRIES: Final = 64


class _Entry:
    """One cached history (a seat in one game) and trackers after some of its prefixes."""

    __slots__ = ("n", "seat", "levels", "events", "snaps")

    def __init__(self, n: int, seat: int, levels: tuple[str | None, ...], events: list[Event],
                 snaps: dict[int, Tracker]) -> None:
        self.n, self.seat, self.levels, self.events, self.snaps = n, seat, levels, events, snaps


_ENTRIES: list[_Entry] = []  # most recently used last
_LOCK = threading.Lock()


def clear_cache() -> None:
    """Forgets every cached history prefix (tests and benchmarks)."""
    with _LOCK:
        _ENTRIES.clear()


def _feed(t: Tracker, events: Sequence[Event], start: int, snaps: dict[int, Tracker] | None) -> None:
    """Feeds events[start:] to `t`, keeping a copy at every checkpoint in `snaps`."""
    for i in range(start, len(events)):
        feed_event(t, events[i])
        if snaps is not None and (i + 1) % _CHECKPOINT == 0:
            snaps[i + 1] = t.copy()


def _track(n: int, seat: int, history: Sequence[Event], use_cache: bool,
           levels: tuple[str | None, ...] = ()) -> Tracker:
    """Returns the tracker after `history`, continuing the longest cached prefix (never mutate it)."""
    hist = history if isinstance(history, list) else list(history)
    if not use_cache:
        t = Tracker(n, seat, levels)
        _feed(t, hist, 0, None)
        return t
    size = len(hist)
    best: _Entry | None = None
    start = 0
    base: Tracker | None = None
    with _LOCK:
        for entry in reversed(_ENTRIES):
            if entry.n != n or entry.seat != seat or entry.levels != levels:
                continue
            for length in sorted(entry.snaps, reverse=True):
                if length <= start:
                    break
                if length <= size and hist[:length] == entry.events[:length]:
                    best, start, base = entry, length, entry.snaps[length]
                    break
        if best is not None:
            _ENTRIES.remove(best)
            _ENTRIES.append(best)
    if base is not None and start == size:
        return base
    t = base.copy() if base is not None else Tracker(n, seat, levels)
    snaps: dict[int, Tracker] = {}
    _feed(t, hist, start, snaps)
    with _LOCK:
        if best is not None and best in _ENTRIES and len(best.events) <= size and \
                hist[:len(best.events)] == best.events:
            # the same game, further on: extend its entry, keep only checkpoints and the new end
            last = len(best.events)
            if last % _CHECKPOINT and last in best.snaps:
                del best.snaps[last]
            best.events = list(hist)
            best.snaps.update(snaps)
            best.snaps[size] = t
        elif best is None or len(best.events) < size or hist != best.events[:size]:
            # a new game, or a branch off a cached one: a new entry sharing the common checkpoints
            kept = {k: s for k, s in best.snaps.items() if k <= start} if best is not None else {}
            kept.update(snaps)
            kept[size] = t
            _ENTRIES.append(_Entry(n, seat, levels, list(hist), kept))
            del _ENTRIES[:-_MAX_ENTRIES]
    return t


# --------------------------------------------------------------------------- the belief


class Belief:
    """The exact distribution over Loyalty assignments that one seat may believe.

    `assignments` holds every assignment consistent with what the seat knows (weight > 0), each
    a full tuple of Team ints; `weights` are their normalised probabilities, in the same order.
    `seat` is -1 for the public view (a spectator: no card of its own).
    """

    __slots__ = ("seat", "n", "assignments", "weights", "_idx", "_marg", "_cum")

    def __init__(self, n: int, seat: int, idx: Sequence[int], weights: Sequence[float]) -> None:
        full = space(n).full
        self.n = n
        self.seat = seat
        self._idx = tuple(idx)
        self.assignments: tuple[tuple[int, ...], ...] = tuple(map(full.__getitem__, self._idx))
        self.weights: tuple[float, ...] = tuple(weights)
        self._marg: tuple[tuple[float, float, float], ...] | None = None
        self._cum: list[float] | None = None

    @classmethod
    def from_history(cls, view: SeatView, history: Sequence[Event], *, use_cache: bool = True,
                     levels: Sequence[str | None] = ()) -> Belief:
        """Returns the belief of `view.seat` after `history` (its redacted events, oldest first).

        `levels` gives each seat's level as the table shows it (None: a person), for a reader who
        reads a computer seat by how its level plays (`likelihoods.LEVEL_SIDE_ACTS`); empty: every
        seat is read as honest play.
        """
        n = len(view.names)
        seat = -1 if view.seat is None else view.seat
        t = _track(n, seat, history, use_cache, tuple(levels))
        sp = space(n)
        loyal = view.loyalties
        exact = -1
        if len(loyal) == n and all(x is not None for x in loyal):
            exact = sp.index.get(tuple(int(x) for x in loyal if x is not None), -1)
        own = loyal[seat] if 0 <= seat < len(loyal) else None
        idx: Sequence[int] = t.idx
        vals: Sequence[float] = t.w
        if exact >= 0 and idx != (exact,):
            idx, vals = ((exact,), (1.0,)) if exact in idx else ((), ())
        elif exact < 0 and own is not None and t.cols[seat].count(own) != len(idx):
            col = t.cols[seat]
            idx = [i for i, team in zip(idx, col, strict=True) if team == own]
            vals = [x for x, team in zip(vals, col, strict=True) if team == own]
        if min(vals, default=0.0) <= 0.0:  # a weight that underflowed, or nothing left
            keep = [(i, x) for i, x in zip(idx, vals, strict=True) if x > 0.0]
            if not keep:  # the history contradicts the view (never in a real game): the view alone
                keep = [(i, 1.0) for i, a in enumerate(sp.full)
                        if i == exact or (exact < 0 and (own is None or a[seat] == own))]
            idx, vals = [i for i, _ in keep], [x for _, x in keep]
        inv = 1.0 / sum(vals)
        return cls(n, seat, idx, [x * inv for x in vals])

    @classmethod
    def uniform(cls, view: SeatView) -> Belief:
        """Returns the belief of a seat that has seen nothing but its own card (and any revealed ones)."""
        return cls.from_history(view, (), use_cache=False)

    def marginals(self) -> tuple[tuple[float, float, float], ...]:
        """Returns, per seat, the chance it is (British, French, Dutch)."""
        if self._marg is None:
            w = self.weights
            dealt = components().loyalty[self.n]
            self._marg = tuple(
                (sum(compress(w, m[0])), sum(compress(w, m[1])), sum(compress(w, m[2])) if dealt[2] else 0.0)
                for m in masks(self.n, self._idx)
            )
        return self._marg

    def team_prob(self, seat: int, team: int) -> float:
        """Returns the chance that `seat` is of `team`."""
        return self.marginals()[seat][team]

    def same_team(self, a: int, b: int) -> float:
        """Returns the chance that seats a and b hold the same Loyalty (1.0 when a == b)."""
        if a == b:
            return 1.0
        cols = space(self.n).cols
        ca, cb = cols[a], cols[b]
        return sum(x for i, x in zip(self._idx, self.weights, strict=True) if ca[i] == cb[i])

    def known(self, seat: int) -> int | None:
        """Returns the team of `seat` if the seat is certain of it, else None."""
        col = space(self.n).cols[seat]
        teams = {col[i] for i in self._idx}
        return teams.pop() if len(teams) == 1 else None

    def sample(self, rng: Rng) -> tuple[int, ...]:
        """Returns one assignment drawn by weight (one draw from `rng`)."""
        if self._cum is None:
            acc, cum = 0.0, []
            for x in self.weights:
                acc += x
                cum.append(acc)
            self._cum = cum
        u = (rng.next64() >> 11) * (1.0 / (1 << 53)) * self._cum[-1]
        return self.assignments[min(bisect_right(self._cum, u), len(self.assignments) - 1)]


def describe(belief: Belief, names: Sequence[str] = ()) -> str:
    """Returns one line per seat: 'P2 British 0.62 French 0.38' (certain teams shown alone)."""
    lines = []
    for s, (b, f, d) in enumerate(belief.marginals()):
        who = names[s] if s < len(names) else f"P{s + 1}"
        parts = [f"{name} {p:.2f}" for name, p in (("British", b), ("French", f), ("Dutch", d)) if p > 0.0]
        mark = " (me)" if s == belief.seat else ""
        lines.append(f"{who}{mark}: " + ", ".join(parts))
    return "\n".join(lines)
