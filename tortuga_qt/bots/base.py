"""The computer player protocol: one seat's view and its legal actions in, one action out.

A bot never sees the game's state, only `view_for(state, seat)` (secrets of other seats are
absent from it), the events its seat may see (`redact(events, seat)`: who did what, for its
belief about loyalties) and the legal actions of its seat, and it draws any randomness from the
generator it is handed, which the session owns, saves and restores. So a level can be added
without touching the session, and no bot can cheat: equal views and equal generators give
equal choices.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView


class Bot(Protocol):
    """A computer player."""

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns one of `legal`, from what `view` and `history` show and randomness drawn from `rng`.

        `history` holds every event this seat may see, oldest first, already redacted for it.
        """
        ...


@runtime_checkable
class TableAware(Protocol):
    """A computer player that reads each seat by its level, which the table shows everyone (the Hard pirate)."""

    def meet(self, levels: Sequence[str | None]) -> None:
        """Learns each seat's level (None: a person), before its first choice and whenever a seat changes hands."""
        ...
