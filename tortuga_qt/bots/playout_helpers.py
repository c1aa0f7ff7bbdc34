"""What the Hard playouts' policy (`hard/policy.py`) and its per-action weights (`action_knowledge.py`) share.

The relative weights of the kinds of turn action (`W`), a draw by weight (`pick`) and the team
ahead in treasure (`leader`). It lives outside the `hard` package so that the action table,
which the Medium pirate reads too, imports nothing that imports the Medium pirate back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

from tortuga_qt.rules.board import team_totals
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value

T = TypeVar("T")

# the Team members compared in the hot path, bound once (a member lookup on its class is a call)
_BRITISH: Final = Team.BRITISH
_FRENCH: Final = Team.FRENCH
_DUTCH: Final = Team.DUTCH


@value
class PolicyWeights:
    """How often the playout policy picks each kind of turn action (relative weights)."""

    reveal_unknown: float = 1.0
    view: float = 1.5
    force_blind: float = 0.3
    force_bad: float = 2.5
    attack: float = 5.0  # with a crew it expects on its side (else attack_weak)
    attack_weak: float = 1.0
    shift: float = 8.0
    brawl: float = 3.0
    brawl_weak: float = 0.5
    mutiny: float = 4.0
    maroon: float = 2.0
    board: float = 2.5  # boarding a ship whose Captain it expects on its side


W: Final = PolicyWeights()


def leader(s: GameState) -> int:
    """Returns the team ahead in treasure (Team.DUTCH for a tie)."""
    b, f = team_totals(s)
    return _BRITISH if b > f else _FRENCH if f > b else _DUTCH


def pick(options: Sequence[tuple[float, T]], rng: Rng) -> T | None:
    """Returns one option drawn by weight (None if no weight is positive)."""
    total = 0.0
    for w, _ in options:
        total += w
    if total <= 0.0:
        return None
    r = rng.unit() * total
    for w, a in options:
        r -= w
        if r < 0:
            return a
    return options[-1][1]
