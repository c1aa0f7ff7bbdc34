"""The computer player protocol: one seat's view and its legal actions in, one action out.

A bot never sees the game's state, only `view_for(state, seat)` (secrets of other seats are
absent from it) and the legal actions of its seat, and it draws any randomness from the
generator it is handed, which the session owns, saves and restores. So a level can be added
without touching the session, and no bot can cheat: equal views and equal generators give
equal choices.
"""

from __future__ import annotations

from typing import Protocol

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView


class Bot(Protocol):
    """A computer player."""

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng) -> Action:
        """Returns one of `legal`, from what `view` shows and randomness drawn from `rng`."""
        ...
