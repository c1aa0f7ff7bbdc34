"""The Medium computer pirate: a belief about loyalties and a one-move look at the treasure balance.

Each decision it rebuilds its belief over every Loyalty assignment from what its seat has seen
(`Belief.from_history`), then scores each legal move by the expected change of its side's worth
(`worth.Judge`: treasure balance plus what the roles will likely move), with what it knows:
Event cards it viewed, who has viewed which slots, its Vote hand (the pieces of a move are
valued by `appraiser.Appraiser`; `Scorer` here adds them up, one function per kind of move,
and the Hard pirate ranks its candidates with it). It never plays an obvious
blunder (`judgement.blunders`); ties are broken by its generator, so equal inputs and equal
generator states give equal choices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tortuga_qt.bots import judgement as J
from tortuga_qt.bots.appraiser import Appraiser
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
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.places import JR, NOWHERE
from tortuga_qt.rules.rng import Rng
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

    # ------------------------------------------------------------------ dispatch

    def score(self, a: Action) -> float:
        """Returns the expected worth of a move."""
        match a:
            case StartHold():
                return _start_hold(self, a)
            case Atlantis():
                return _atlantis(self, a)
            case View():
                return _view(self, a)
            case Reveal() | Pick():
                return self.slot_value(a.slot, self.me)
            case Force():
                return _force(self, a)
            case Move():
                return self.after(lambda b: b.move(self.me, a.dest))
            case Attack() | Mutiny() | Brawl():
                return self.vote_call(a.verb, self.board.place(self.me))
            case Maroon() | Pistol():
                return self.maroon(a.target)
            case Shift():
                return _shift(self, a)
            case Marque():
                return self.marque(a.target, a.ship)
            case KeepMarque():
                return self.w.keep_marque
            case Vote() | Abstain():
                return _vote(self, a)
            case Take():
                return _take_action(self, a)
            case Fountain():
                return _fountain(self, a)
        return self.score_choice(a)

    def score_choice(self, a: Action) -> float:
        """Returns the worth of a revealed card's choice (a map, Black Powder, Cabin Fever, Crow's Nest)."""
        match a:
            case Give():
                d = self.view.decision
                return self.give(d.card if isinstance(d, ResolveDecision) else "el_dorado", a.target)
            case Powder():
                return self.powder(a.boat)
            case Fever():
                return self.fever(a.target)
            case Crow():
                return _crow(self, a)
            case Search():
                return _search(self, a)
        return 0.0


# ---------------------------------------------------------------------- one scoring function per kind of move


def _start_hold(sc: Scorer, a: StartHold) -> float:
    """Returns the worth of the starting treasure in the chosen hold."""
    ship = sc.board.place(sc.me)
    return sc.after(lambda b: b.holds.__setitem__(ship * 2 + a.team, b.holds[ship * 2 + a.team] + 1))


def _atlantis(sc: Scorer, a: Atlantis) -> float:
    """Returns the worth of sailing to the other ship now rather than keeping the map."""
    if not a.use:
        return 0.0
    ship = sc.board.place(sc.me)
    return sc.after(lambda b: b.move(sc.me, 1 - ship)) - sc.w.keep_atlantis if ship <= JR else -1.0


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
    ship = sc.board.place(sc.me)
    return sc.take(ship * 2 + a.src, ship * 2 + 1 - a.src)


def _vote(sc: Scorer, a: Vote | Abstain) -> float:
    """Returns the worth of putting these cards (or none) into the vote under way."""
    vote = sc.view.vote
    assert vote is not None
    b = sc.board
    captain = b.ships[b.place(vote.caller)][0] if vote.what == "mutiny" else -1
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
    b = sc.board.copy()
    b.maroon(sc.me)
    return -sc.delta(b) - sc.w.keep_fountain


def _crow(sc: Scorer, a: Crow) -> float:
    """Returns the worth of choosing `target`'s new Vote hand (my best search against its hand now)."""
    t = a.target
    count = sc.board.hands[t]
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
