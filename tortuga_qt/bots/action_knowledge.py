"""What the computer pirates know of each class of seat action: one entry per class (`ACTIONS`).

Every level reads an action class's knowledge here and nowhere else: the Medium pirate's score
of a move of that class (`score`: the expected change of its side's worth, read by
`medium.Scorer`, which the Hard pirate's candidates are ranked with too), the Hard playouts'
weight for it at a turn (`turn_weight`, or `turn_kind`: drawn as a kind, its slots after) and
their choice when it comes first among the legal actions of another decision (`choice`). A new
seat action class needs one entry (tests/bots/test_knowledge_tables.py names a class without one).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from tortuga_qt.bots.card_knowledge import UNKNOWN_REVEAL, card
from tortuga_qt.bots.playout_helpers import W, leader, pick
from tortuga_qt.bots.what_if import maroon, where
from tortuga_qt.rules import cards as C
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
from tortuga_qt.rules.board import do_move, place_of
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.kinds import CardKind, MoveHow, VoteKind
from tortuga_qt.rules.places import JR, NOWHERE, TORTUGA, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import CrowSearchDecision, ResolveDecision

if TYPE_CHECKING:  # the Medium pirate's Scorer (an Appraiser) reads this table: imported for the annotations only
    from tortuga_qt.bots.appraiser import Appraiser

Score = Callable[["Appraiser", Any], float]
"""The Medium pirate's expected worth of a move of the class, for its side (treasure units)."""
TurnWeight = Callable[[GameState, int, Any, int, int, list[float]], float]
"""A Hard playout's weight of a turn action, for seat x of `team` at `place` with its friend row."""
Choice = Callable[[GameState, int, tuple[Action, ...], Rng, list[float]], Action]
"""A Hard playout's choice among the legal actions of a decision outside turns, votes and plunder."""

SPEND = 0.02  # the worth of a Vote card kept in hand (breaks ties between equally good cards)

_DUTCH: Final = Team.DUTCH  # compared in the hot path, bound once (a member lookup on its class is a call)


@value
class ActionKnowledge:
    """What the computer pirates know of one class of seat action."""

    score: Score
    turn_weight: TurnWeight | None = None  # a turn action: its playout weight
    turn_kind: bool = False  # a turn action the playout draws as a kind, its slots after (`policy._turn_action`)
    choice: Choice | None = None  # first among a decision's legal actions: the playout's choice


# ---------------------------------------------------------------------- the Medium pirate's scores


def _start_hold_score(sc: Appraiser, a: StartHold) -> float:
    ship = where(sc.board, sc.me)
    return sc.after(lambda b: _one_more(b, hold(ship, a.team)))


def _one_more(b: GameState, index: int) -> None:
    """Puts one more treasure in a hold of a copy of the table (the starting treasure: from nowhere)."""
    holds = list(b.holds)
    holds[index] += 1
    b.holds = (holds[0], holds[1], holds[2], holds[3])


def _atlantis_score(sc: Appraiser, a: Atlantis) -> float:
    """Sailing to the other ship now rather than keeping the map."""
    if not a.use:
        return 0.0
    ship = where(sc.board, sc.me)
    if ship > JR:
        return -1.0
    return sc.after(lambda b: do_move(b, sc.me, 1 - ship, [], MoveHow.ATLANTIS)) - sc.w.keep_atlantis


def _view_score(sc: Appraiser, a: View) -> float:
    """Learning the cards of two slots (nothing for cards already known)."""
    unknown = sum(1 for slot in (a.a, a.b) if sc.view.known[slot] is None)
    return sc.w.info * unknown


def _force_score(sc: Appraiser, a: Force) -> float:
    """Making `target` reveal one of two cards (its pick if it has seen both)."""
    t = a.target
    va, vb = sc.slot_value(a.a, t), sc.slot_value(a.b, t)
    if {a.a, a.b} <= sc.knows[t]:  # it has seen both: it picks the one that suits its side
        return sc.mix(t, max(va, vb), min(va, vb), (va + vb) / 2)
    return (va + vb) / 2


def _shift_score(sc: Appraiser, a: Shift) -> float:
    ship = where(sc.board, sc.me)
    return sc.take(ship * 2 + a.src, ship * 2 + 1 - a.src)


def _vote_score(sc: Appraiser, a: Vote | Abstain) -> float:
    """Putting these cards (or none) into the vote under way."""
    vote = sc.view.vote
    assert vote is not None
    b = sc.board
    captain = b.ships[where(b, vote.caller)][0] if vote.what == VoteKind.MUTINY else -1
    cards = a.cards if isinstance(a, Vote) else ()
    dist = sc.vote_odds(vote.what, vote.participants, vote.caller, captain, cards)
    worth = sc.outcome_worth(vote.what, vote.caller, captain, dist)
    spend = sum(SPEND * (1 + sc.hand_worth(c, sc.sides.side)) for c in cards)
    return worth - spend - (0.2 if len(cards) == 2 else 0.0)


def _take_score(sc: Appraiser, a: Take) -> float:
    return 0.0 if a.src == NOWHERE else sc.take(a.src, a.dst)


def _fountain_score(sc: Appraiser, a: Fountain) -> float:
    """Refusing this maroon, less the map kept for a worse one."""
    if not a.use:
        return 0.0
    return -sc.after(lambda b: maroon(b, sc.me)) - sc.w.keep_fountain


def _crow_score(sc: Appraiser, a: Crow) -> float:
    """Choosing `target`'s new Vote hand (my best search against its hand now)."""
    t = a.target
    count = len(sc.board.hands[t])
    if not count or sc.sides.side is None:
        return 0.0
    pool = sc.unseen_votes() + (list(sc.view.hand) if t == sc.me else [])
    worth = sorted(_search_worth(sc, t, c) for c in pool)
    now = sum(_search_worth(sc, t, c) for c in sc.view.hand) if t == sc.me else count * sum(worth) / len(worth)
    return 0.3 * (sum(worth[-count:]) - now)


def _search_worth(sc: Appraiser, target: int, card: int) -> float:
    """Returns what a Vote card in `target`'s hand is worth to my side (my flag helps in anyone's hand)."""
    side = sc.sides.side
    if side is None:
        return sc.hand_worth(card, None) if target == sc.me else 0.0
    mine, theirs = sc.hand_worth(card, side), sc.hand_worth(card, 1 - side)
    return sc.sides.friend[target] * mine - sc.sides.enemy[target] * theirs


def _search_score(sc: Appraiser, a: Search) -> float:
    d = sc.view.decision
    return _search_worth(sc, d.target if isinstance(d, CrowSearchDecision) else sc.me, a.card)


def _reveal_score(sc: Appraiser, a: Reveal | Pick) -> float:
    """Turning a row card face up: its kind's worth, by what this seat knows of it."""
    return sc.slot_value(a.slot, sc.me)


def _move_score(sc: Appraiser, a: Move) -> float:
    """My pawn at the back of `dest` (a ship may sink with two Albatrosses)."""
    return sc.after(lambda b: do_move(b, sc.me, a.dest, []))


def _call_score(sc: Appraiser, a: Attack | Mutiny | Brawl) -> float:
    return sc.vote_call(a.verb, where(sc.board, sc.me))


def _maroon_score(sc: Appraiser, a: Maroon | Pistol) -> float:
    """Sending `target` to Tortuga (a Maroon or a Pistol shot)."""
    return sc.maroon(a.target)


def _give_score(sc: Appraiser, a: Give) -> float:
    """The treasure map resolved in `target`'s hands."""
    d = sc.view.decision
    return sc.give(d.card if isinstance(d, ResolveDecision) else CardKind.EL_DORADO, a.target)


# ---------------------------------------------------------------------- the Hard playouts' turn weights


def _reveal_weight(s: GameState, x: int, team: int, known: int) -> float:
    """Returns the weight of x revealing a row card it knows by id (-1: unknown), by the card's kind (`CARDS`)."""
    if known < 0:
        return UNKNOWN_REVEAL
    return card(C.KIND[known]).playout_reveal(s, x, team)


def _support(s: GameState, line: Sequence[int], x: int, f: list[float]) -> float:
    """Returns the share of voters in `line` that x expects on its side."""
    voters = [y for y in line if s.hands[y] or y == x]
    if not voters:
        return 0.0
    return sum(f[y] for y in voters) / len(voters)


def _boy_gain(s: GameState, ship: int, team: int) -> bool:
    """Returns whether a Cabin Boy of `team` on `ship` would have enemy treasure to shift."""
    return team < _DUTCH and s.holds[hold(ship, 1 - team)] > 0


def _reveal_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    return _reveal_weight(s, x, team, s.known[x][a.slot])


def _shift_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    if team < _DUTCH:
        return W.shift if a.src != team else 0.0
    return 3.0 if a.src == leader(s) else 0.0


def _attack_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    gain = s.galleon > 0 or team == _DUTCH or s.holds[hold(1 - place, 1 - team)] > 0
    return (W.attack if _support(s, s.ships[place], x, f) >= 0.5 else W.attack_weak) if gain else 0.1


def _brawl_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    if team < _DUTCH:
        return 0.0 if s.tort[team] == 2 else (W.brawl if _support(s, s.tortuga, x, f) >= 0.5 else W.brawl_weak)
    return 0.3


def _mutiny_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    return 0.1 + W.mutiny * (1.0 - f[s.ships[place][0]]) ** 2


def _maroon_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    target: int = a.target
    return 0.05 + W.maroon * (1.0 - f[target]) ** 2


def _move_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    dest: int = a.dest
    here, rank = place_of(s, x)
    if dest <= JR:  # from a Rowboat aboard: it becomes the Cabin Boy
        line = s.ships[dest]
        w = W.board if not line else 0.5 + W.board * f[line[0]]
        return w + (W.board if _boy_gain(s, dest, team) else 0.0)
    if dest == TORTUGA:
        return 0.4
    if here <= JR:  # from a ship to its Rowboat
        line = s.ships[here]
        if rank == 0 or (rank == len(line) - 1 and _boy_gain(s, here, team)):
            return 0.1
        return 0.3 + 1.5 * (1.0 - f[line[0]])
    return 0.5 if rank == 0 else 1.2  # from Tortuga to a Rowboat


def _marque_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    return 0.2


# ---------------------------------------------------------------------- the Hard playouts' other choices


def _role_weight(s: GameState, y: int) -> float:
    """Returns how much a seat's pawn matters where it stands (Captains and Cabin Boys most)."""
    place, rank = place_of(s, y)
    if place <= JR:
        line = s.ships[place]
        return 2.0 if rank == 0 or rank == len(line) - 1 else 1.0
    return 0.6


def _give_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """A treasure map goes rather to a friend."""
    gift = pick([(0.02 + f[a.target] ** 2, a) for a in legal if isinstance(a, Give)], rng)
    return gift if gift is not None else legal[0]


def _aim_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """A Pistol or Cabin Fever rather at an enemy in a role that matters."""
    shot = pick([(0.02 + (1.0 - f[a.target]) ** 2 * _role_weight(s, a.target), a)
                 for a in legal if isinstance(a, Pistol | Fever)], rng)
    return shot if shot is not None else legal[0]


def _marque_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """A Letter of Marque kept half the time (when keeping comes first), else any choice."""
    if type(legal[0]) is KeepMarque and rng.below(2) == 0:
        return legal[0]
    return legal[rng.below(len(legal))]


def _start_hold_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """The starting treasure in its own team's hold (the Dutch: either)."""
    team = s.loyalty[x]
    return legal[team] if team < _DUTCH else legal[rng.below(2)]


def _fountain_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """The Fountain of Youth always used."""
    return Fountain(x, True)


def _atlantis_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """Atlantis used one time in eight."""
    return legal[0] if rng.below(8) == 0 else legal[1]


def _pick_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """Forced: the slot it knows to be better, else either."""
    known = s.known[x]
    team = s.loyalty[x]
    got = pick([(_reveal_weight(s, x, team, known[a.slot]), a) for a in legal if isinstance(a, Pick)], rng)
    return got if got is not None else legal[0]


def any_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """Returns any of the legal choices (a playout's choice where its first class has none)."""
    return legal[rng.below(len(legal))]


# ---------------------------------------------------------------------- the table

_K = ActionKnowledge


ACTIONS: Final[dict[type[Action], ActionKnowledge]] = {
    StartHold: _K(_start_hold_score, choice=_start_hold_choice),
    Atlantis: _K(_atlantis_score, choice=_atlantis_choice),
    View: _K(_view_score, turn_kind=True),
    Reveal: _K(_reveal_score, turn_weight=_reveal_turn),
    Force: _K(_force_score, turn_kind=True),
    Pick: _K(_reveal_score, choice=_pick_choice),
    Move: _K(_move_score, turn_weight=_move_turn),
    Attack: _K(_call_score, turn_weight=_attack_turn),
    Maroon: _K(_maroon_score, turn_weight=_maroon_turn),
    Mutiny: _K(_call_score, turn_weight=_mutiny_turn),
    Shift: _K(_shift_score, turn_weight=_shift_turn),
    Brawl: _K(_call_score, turn_weight=_brawl_turn),
    Marque: _K(lambda sc, a: sc.marque(a.target, a.ship), turn_weight=_marque_turn, choice=_marque_choice),
    KeepMarque: _K(lambda sc, a: sc.w.keep_marque, choice=_marque_choice),
    Vote: _K(_vote_score),  # votes and plunder: the playout's own rules (`policy._vote_action`, `_take_action`)
    Abstain: _K(_vote_score),
    Take: _K(_take_score),
    Fountain: _K(_fountain_score, choice=_fountain_choice),
    Pistol: _K(_maroon_score, choice=_aim_choice),
    Give: _K(_give_score, choice=_give_choice),
    Powder: _K(lambda sc, a: sc.powder(a.boat), choice=any_choice),
    Fever: _K(lambda sc, a: sc.fever(a.target), choice=_aim_choice),
    Crow: _K(_crow_score, choice=any_choice),
    Search: _K(_search_score, choice=any_choice),
}
"""Every seat action class's knowledge, in the order of `SeatAction` (tests/bots/test_knowledge_tables.py names a class without one)."""
