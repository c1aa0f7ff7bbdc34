"""How a Hard pirate searches: the shipped method, and each part of it that an ablation replaces.

`Method()` is what ships. `ABLATIONS` names one change each (a part switched to a plainer
one, a candidate count, a budget), so `benchmarks/bots.py --hard VARIANT` can measure what
each part adds against the Medium pirate, and what it costs in time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Worlds = Literal["belief", "uniform"]
Playouts = Literal["policy", "random", "none"]
Evaluation = Literal["static", "treasure", "fitted"]
Votes = Literal["regret", "prior"]


@dataclass(frozen=True)
class Method:
    """The parts of a Hard search (the defaults are the shipped ones)."""

    worlds: Worlds = "belief"  # Loyalty assignments drawn by the belief's weights; "uniform": every possible one alike
    playouts: Playouts = "policy"  # the cheap policy for every seat; "random": uniform legal moves; "none": evaluate at once
    evaluation: Evaluation = "static"  # treasure, roles, the Armada's nearness; "treasure": the balance alone;
    # "fitted": the Dutch seat's chance fitted to game outcomes (`evaluation.dutch_chance_of`)
    votes: Votes = "regret"  # Vote cards by regret matching (RM+); "prior": the Medium pirate's top-scored card
    bluffs: bool = True  # an outnumbered seat may put treasure on the other side (`vetoes.BLUFFS`); False: never
    bluff_prior: bool = False  # True: a bluff's Medium score counts against it (the playouts already see the treasure it gives)
    conceal: float = 0.2  # win-chance units per unit of the public chance on its true Loyalty a move adds (needs readings)
    mixed: bool = True  # the concealment weight drawn per decision (uniform, 0 to twice `conceal`); False: fixed
    by_level: bool = True  # read a seat the table shows as Hard by how Hard plays (`HardBot.meet`); False: all as honest
    readings: bool = True  # each candidate's playouts see the table read its public events; False: the root's reading
    safe: bool = True  # keep the Medium pirate's choice unless another clearly beats it; False: the best mean
    keep: int | None = None  # candidates searched (None: HardBot's own)
    budget_ms: int | None = None  # thinking budget (None: HardBot's own)
    z: float | None = None  # standard errors another candidate must clear over Medium's choice (None: HardBot's own)
    horizon: int | None = None  # turn actions each playout plays before the evaluation (None: HardBot's own)
    uncapped: bool = False  # True: no iteration cap, the budget alone stops the search (the clock ablations)


ABLATIONS: dict[str, Method] = {
    "shipped": Method(),
    "uniform-worlds": Method(worlds="uniform"),
    "random-playouts": Method(playouts="random"),
    "no-playouts": Method(playouts="none"),
    "treasure-evaluation": Method(evaluation="treasure"),
    "dutch-fitted": Method(evaluation="fitted"),
    "no-regret-votes": Method(votes="prior"),
    "best-mean": Method(safe=False),
    "no-bluffs": Method(bluffs=False),
    "bluff-prior": Method(bluff_prior=True),
    "conceal-0.1": Method(conceal=0.1, mixed=False),
    "conceal-0.2": Method(conceal=0.2, mixed=False),
    "no-concealment": Method(conceal=0.0),
    "conceal-mixed-0.1": Method(conceal=0.1),
    "no-readings": Method(readings=False),
    "honest-reading": Method(by_level=False),
    "no-bluffs-no-readings": Method(bluffs=False, readings=False),
    "z-0.5": Method(z=0.5),
    "z-0": Method(z=0.0),
    "z-2": Method(z=2.0),
    "horizon-6": Method(horizon=6),
    "horizon-10": Method(horizon=10),
    "horizon-16": Method(horizon=16),
    "horizon-24": Method(horizon=24),
    "keep-3": Method(keep=3),
    "keep-12": Method(keep=12),
    "budget-200": Method(budget_ms=200, uncapped=True),
    "budget-800": Method(budget_ms=800, uncapped=True),
    "budget-2000": Method(budget_ms=2000, uncapped=True),
}
"""Each ablation by name: one part of the shipped method changed ("shipped": none)."""

__all__ = ["ABLATIONS", "Evaluation", "Method", "Playouts", "Votes", "Worlds"]
