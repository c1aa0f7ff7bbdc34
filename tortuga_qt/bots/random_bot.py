"""The simplest computer player: a uniformly random legal action."""

from __future__ import annotations

from typing import Sequence

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, view: SeatView | None, legal: Sequence[Action]) -> Action:
        """Returns one of `legal` (the view is unused: this bot knows nothing)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        return self.rng.choice(legal)
