"""The simplest computer player: a random legal action.

Two policies: "uniform" picks uniformly among all legal actions (Force, with up to 80
variants, dominates); "kinds" first picks a kind of action uniformly, then one of that kind,
so votes, moves and role actions happen as often as looking at cards (better rule coverage).
"""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView

POLICIES = ("uniform", "kinds")


class RandomBot:
    """Chooses a random legal action (a `Bot`); the headless tools give it its own generator."""

    def __init__(self, rng: Rng | None = None, policy: str = "uniform") -> None:
        if policy not in POLICIES:
            raise ValueError(f"unknown policy {policy!r}; choose one of {POLICIES}")
        self.rng = rng
        self.policy = policy

    def choose(self, view: SeatView | None, legal: Sequence[Action], rng: Rng | None = None,
               history: Sequence[Event] = ()) -> Action:
        """Returns one of `legal` drawn from `rng` (else its own generator); the view is unused."""
        gen = rng if rng is not None else self.rng
        if gen is None:
            raise ValueError("a random bot needs a generator")
        if not legal:
            raise ValueError("no legal action to choose from")
        if self.policy == "uniform":
            return gen.choice(legal)
        kinds = sorted({a.verb for a in legal})
        verb = gen.choice(kinds)
        return gen.choice([a for a in legal if a.verb == verb])
