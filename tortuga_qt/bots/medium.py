"""The Medium computer pirate: a belief about loyalties and a one-move look at the treasure balance.

Each decision it rebuilds its belief over every Loyalty assignment from what its seat has seen
(`Belief.from_history`), then scores each legal move by the expected change of its side's worth
(`worth.Judge`: treasure balance plus what the roles will likely move), with what it knows:
Event cards it viewed, who has viewed which slots, its Vote hand (the pieces of a move are
valued by `appraiser.Appraiser`; `Scorer` here adds them up, by the score of each class of seat
action in `action_knowledge.ACTIONS`, and the Hard pirate ranks its candidates with it). It
never plays an obvious blunder (`judgement.blunders`); ties are broken by its generator, so
equal inputs and equal generator states give equal choices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from tortuga_qt.bots import judgement as J
from tortuga_qt.bots.action_knowledge import ACTIONS, Score
from tortuga_qt.bots.appraiser import Appraiser
from tortuga_qt.bots.worth import Weights
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView

BeliefFactory = Callable[[SeatView, Sequence[Event]], J.BeliefLike]

TIE = 1e-9

_SCORES: Final[dict[type[Action], Score]] = {cls: k.score for cls, k in ACTIONS.items()}
"""Each class's score from `action_knowledge.ACTIONS`, bound once (the scoring loop reads it)."""


def _real_belief(view: SeatView, history: Sequence[Event]) -> J.BeliefLike:
    """Returns the exact belief over Loyalty assignments for this seat."""
    from tortuga_qt.bots.belief import Belief

    return Belief.from_history(view, history)


class MediumBot:
    """A computer pirate that reasons about loyalties and looks one move ahead (a `Bot`)."""

    def __init__(self, belief: BeliefFactory | None = None, weights: Weights | None = None) -> None:
        self._belief = belief or _real_belief
        self.weights = weights or Weights()

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns the legal move with the best expected worth for its side (ties: drawn from `rng`)."""
        if len(legal) == 1:
            return legal[0]
        bad = J.blunders(view, legal)
        moves = [a for a in legal if a not in bad]
        scorer = Scorer(view, self._belief(view, history), history, self.weights)
        scores = [scorer.score(a) for a in moves]
        best = max(scores)
        top = [a for a, s in zip(moves, scores, strict=True) if s >= best - TIE]
        return top[0] if len(top) == 1 else rng.choice(top)


class Scorer(Appraiser):
    """Scores moves for one decision: the expected change of the side's worth (treasure units)."""

    def score(self, a: Action) -> float:
        """Returns the expected worth of a move (by its class's entry in `action_knowledge.ACTIONS`)."""
        return _SCORES[type(a)](self, a)
