"""The Medium computer pirate: a belief about loyalties and a one-move look at the treasure balance.

Each decision it rebuilds its belief over every Loyalty assignment from what its seat has seen
(`Belief.from_history`), then scores each legal move by the expected change of its side's worth
(`worth.Judge`: treasure balance plus what the roles will likely move), with what it knows:
Event cards it viewed, who has viewed which slots, its Vote hand (the pieces of a move are
valued by `appraiser.Appraiser`; `Scorer` here adds them up, one function per class of seat
action in `SCORES`, and the Hard pirate ranks its candidates with it). It never plays an obvious
blunder (`judgement.blunders`); ties are broken by its generator, so equal inputs and equal
generator states give equal choices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from tortuga_qt.bots import judgement as J
from tortuga_qt.bots.appraiser import Appraiser
from tortuga_qt.bots.what_if import maroon, where
from tortuga_qt.bots.worth import Weights
from tortuga_qt.rules.actions import (
    Abstain,
    Action,
    Atlantis,
    Attack,
    Brawl,
    Crow,
    Fever,
    Force,
    Fountain,
    Give,
    KeepMarque,
    Maroon,
    Marque,
    Move,
    Mutiny,
    Pick,
    Pistol,
    Powder,
    Reveal,
    Search,
    Shift,
    StartHold,
    Take,
    View,
    Vote,
)
from tortuga_qt.rules.board import do_move
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.kinds import CardKind, MoveHow, VoteKind
from tortuga_qt.rules.places import JR, NOWHERE, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import CrowSearchDecision, ResolveDecision, SeatView

BeliefFactory = Callable[[SeatView, Sequence[Event]], J.BeliefLike]

SPEND = 0.02  # the worth of a Vote card kept in hand (breaks ties between equally good cards)
TIE = 1e-9


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
        """Returns the expected worth of a move (by its class's entry in `SCORES`)."""
        return SCORES[type(a)](self, a)


# ---------------------------------------------------------------------- one scoring function per kind of move


def _start_hold(sc: Scorer, a: StartHold) -> float:
    """Returns the worth of the starting treasure in the chosen hold."""
    ship = where(sc.board, sc.me)
    return sc.after(lambda b: _one_more(b, hold(ship, a.team)))


def _one_more(b: GameState, index: int) -> None:
    """Puts one more treasure in a hold of a copy of the table (the starting treasure: from nowhere)."""
    holds = list(b.holds)
    holds[index] += 1
    b.holds = (holds[0], holds[1], holds[2], holds[3])


def _atlantis(sc: Scorer, a: Atlantis) -> float:
    """Returns the worth of sailing to the other ship now rather than keeping the map."""
    if not a.use:
        return 0.0
    ship = where(sc.board, sc.me)
    if ship > JR:
        return -1.0
    return sc.after(lambda b: do_move(b, sc.me, 1 - ship, [], MoveHow.ATLANTIS)) - sc.w.keep_atlantis


def _view(sc: Scorer, a: View) -> float:
    """Returns the worth of learning the cards of two slots (nothing for cards already known)."""
    unknown = sum(1 for slot in (a.a, a.b) if sc.view.known[slot] is None)
    return sc.w.info * unknown


def _force(sc: Scorer, a: Force) -> float:
    """Returns the worth of making `target` reveal one of two cards (its pick if it has seen both)."""
    t = a.target
    va, vb = sc.slot_value(a.a, t), sc.slot_value(a.b, t)
    if {a.a, a.b} <= sc.knows[t]:  # it has seen both: it picks the one that suits its side
        return sc.mix(t, max(va, vb), min(va, vb), (va + vb) / 2)
    return (va + vb) / 2


def _shift(sc: Scorer, a: Shift) -> float:
    """Returns the worth of the Cabin Boy moving one treasure to the other hold."""
    ship = where(sc.board, sc.me)
    return sc.take(ship * 2 + a.src, ship * 2 + 1 - a.src)


def _vote(sc: Scorer, a: Vote | Abstain) -> float:
    """Returns the worth of putting these cards (or none) into the vote under way."""
    vote = sc.view.vote
    assert vote is not None
    b = sc.board
    captain = b.ships[where(b, vote.caller)][0] if vote.what == VoteKind.MUTINY else -1
    cards = a.cards if isinstance(a, Vote) else ()
    dist = sc.vote_odds(vote.what, vote.participants, vote.caller, captain, cards)
    worth = sc.outcome_worth(vote.what, vote.caller, captain, dist)
    spend = sum(SPEND * (1 + sc.hand_worth(c, sc.sides.side)) for c in cards)
    return worth - spend - (0.2 if len(cards) == 2 else 0.0)


def _take_action(sc: Scorer, a: Take) -> float:
    """Returns the worth of a plunder (declining: nothing)."""
    if a.src == NOWHERE:
        return 0.0
    return sc.take(a.src, a.dst)


def _fountain(sc: Scorer, a: Fountain) -> float:
    """Returns the worth of refusing this maroon, less the map kept for a worse one."""
    if not a.use:
        return 0.0
    return -sc.after(lambda b: maroon(b, sc.me)) - sc.w.keep_fountain


def _crow(sc: Scorer, a: Crow) -> float:
    """Returns the worth of choosing `target`'s new Vote hand (my best search against its hand now)."""
    t = a.target
    count = len(sc.board.hands[t])
    if not count or sc.sides.side is None:
        return 0.0
    pool = sc.unseen_votes() + (list(sc.view.hand) if t == sc.me else [])
    worth = sorted(_search_worth(sc, t, c) for c in pool)
    now = sum(_search_worth(sc, t, c) for c in sc.view.hand) if t == sc.me else count * sum(worth) / len(worth)
    return 0.3 * (sum(worth[-count:]) - now)


def _search_worth(sc: Scorer, target: int, card: int) -> float:
    """Returns what a Vote card in `target`'s hand is worth to my side (my flag helps in anyone's hand)."""
    side = sc.sides.side
    if side is None:
        return sc.hand_worth(card, None) if target == sc.me else 0.0
    mine, theirs = sc.hand_worth(card, side), sc.hand_worth(card, 1 - side)
    return sc.sides.friend[target] * mine - sc.sides.enemy[target] * theirs


def _search(sc: Scorer, a: Search) -> float:
    """Returns the worth of one searched card in the chosen player's hand."""
    d = sc.view.decision
    return _search_worth(sc, d.target if isinstance(d, CrowSearchDecision) else sc.me, a.card)


def _reveal(sc: Scorer, a: Reveal | Pick) -> float:
    """Returns the worth of turning a row card face up (its kind's worth, by what this seat knows of it)."""
    return sc.slot_value(a.slot, sc.me)


def _move(sc: Scorer, a: Move) -> float:
    """Returns the worth of my pawn at the back of `dest` (a ship may sink with two Albatrosses)."""
    return sc.after(lambda b: do_move(b, sc.me, a.dest, []))


def _call(sc: Scorer, a: Attack | Mutiny | Brawl) -> float:
    """Returns the worth of calling a vote where my pawn stands."""
    return sc.vote_call(a.verb, where(sc.board, sc.me))


def _give(sc: Scorer, a: Give) -> float:
    """Returns the worth of the treasure map being resolved in `target`'s hands."""
    d = sc.view.decision
    return sc.give(d.card if isinstance(d, ResolveDecision) else CardKind.EL_DORADO, a.target)


SCORES: Final[dict[type[Action], Callable[[Scorer, Any], float]]] = {
    StartHold: _start_hold,
    Atlantis: _atlantis,
    View: _view,
    Reveal: _reveal,
    Pick: _reveal,
    Force: _force,
    Move: _move,
    Attack: _call,
    Mutiny: _call,
    Brawl: _call,
    Maroon: lambda sc, a: sc.maroon(a.target),
    Pistol: lambda sc, a: sc.maroon(a.target),
    Shift: _shift,
    Marque: lambda sc, a: sc.marque(a.target, a.ship),
    KeepMarque: lambda sc, a: sc.w.keep_marque,
    Vote: _vote,
    Abstain: _vote,
    Take: _take_action,
    Fountain: _fountain,
    Give: _give,
    Powder: lambda sc, a: sc.powder(a.boat),
    Fever: lambda sc, a: sc.fever(a.target),
    Crow: _crow,
    Search: _search,
}
"""The Medium pirate's score of each class of seat action (tests/bots/test_card_knowledge.py names a class without one)."""
