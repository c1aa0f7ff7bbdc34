"""The Hard pirate's vetoes: blunders a human would laugh at, struck before the search.

Each veto reads only the seat's view and its belief (`_Ctx`); `vetoed` names the first that
forbids an action. `VETOES` lists them by name (the tests check each one).
"""

from __future__ import annotations

from collections.abc import Callable

from tortuga_qt.bots.belief import Belief
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action, Force, Reveal, Shift, StartHold, Take, View, Vote
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import NOWHERE, hold
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import SeatView, TakeDecision, VoteDecision

_FLAG = ("british", "french")

@value
class _Ctx:
    """What the vetoes may read: the seat's view and its belief."""

    view: SeatView
    seat: int
    team: int
    belief: Belief


def _known_kind(c: _Ctx, slot: int) -> str | None:
    return c.view.known[slot]


def _leads(c: _Ctx) -> bool:
    """Returns whether revealing the Armada now makes the seat's team win."""
    b, f = c.view.team_totals
    n = len(c.view.names)
    if c.team == Team.DUTCH:
        return b == f and n % 2 == 1
    return (b - f if c.team == Team.BRITISH else f - b) > 0


def _veto_take_enemy(c: _Ctx, a: Action) -> bool:
    """Never put plundered treasure in the enemy's hold."""
    return c.team < Team.DUTCH and isinstance(a, Take) and a.dst >= 0 and a.dst % 2 != c.team


def _veto_decline(c: _Ctx, a: Action) -> bool:
    """Never decline plunder that could go from the Galleon or an enemy hold into ours."""
    if c.team == Team.DUTCH or not isinstance(a, Take) or a.src != NOWHERE:
        return False
    d = c.view.decision
    assert isinstance(d, TakeDecision)
    if c.view.galleon > 0:
        return True
    return c.view.holds[hold(1 - d.ship, 1 - c.team)] > 0


def _veto_shift_away(c: _Ctx, a: Action) -> bool:
    """Never move treasure from our hold to the enemy's as Cabin Boy."""
    return c.team < Team.DUTCH and isinstance(a, Shift) and a.src == c.team


def _veto_start_enemy(c: _Ctx, a: Action) -> bool:
    """Never put the starting treasure in the enemy's hold."""
    return c.team < Team.DUTCH and isinstance(a, StartHold) and a.team != c.team


def _veto_black_spot(c: _Ctx, a: Action) -> bool:
    """Never reveal a Black Spot we know is there (it maroons us), unless the Fountain saves us."""
    return (
        isinstance(a, Reveal) and _known_kind(c, a.slot) == CardKind.BLACK_SPOT
        and CardKind.FOUNTAIN_OF_YOUTH not in c.view.front[c.seat]
    )


def _veto_losing_armada(c: _Ctx, a: Action) -> bool:
    """Never reveal (or make someone reveal) a known Armada while our team would lose."""
    if isinstance(a, Reveal):
        slots: tuple[int, ...] = (a.slot,)
    elif isinstance(a, Force):
        slots = (a.a, a.b)
    else:
        return False
    if not any(_known_kind(c, i) == CardKind.SPANISH_ARMADA for i in slots):
        return False
    b, f = c.view.team_totals
    if c.team < Team.DUTCH and b == f and len(c.view.names) % 2 == 0:
        return False  # a tie with an even count: sudden death, not a loss
    return not _leads(c)


def _veto_view_known(c: _Ctx, a: Action) -> bool:
    """Never spend an action viewing two cards we already know."""
    return isinstance(a, View) and c.view.known[a.a] is not None and c.view.known[a.b] is not None


def _vote_cards(c: _Ctx, a: Action) -> tuple[int, ...]:
    return a.cards if isinstance(a, Vote) else ()


def _veto_brawl_enemy_flag(c: _Ctx, a: Action) -> bool:
    """In a Brawl, never play the enemy's flag while holding our own."""
    d = c.view.decision
    cards = _vote_cards(c, a)
    if c.team == Team.DUTCH or not cards or not isinstance(d, VoteDecision) or d.what != "brawl":
        return False
    ours = _FLAG[c.team]
    return any(C.VOTE_MIDDLE[x] != ours for x in cards) and any(C.VOTE_MIDDLE[x] == ours for x in c.view.hand)


def _attack_side(c: _Ctx) -> int:
    """Returns +1 if the Attack under way surely helps our team, -1 if surely the enemy's, else 0."""
    v = c.view
    if v.vote is None or v.vote.what != "attack" or c.team == Team.DUTCH:
        return 0
    caller = v.vote.caller
    if caller == c.seat:
        return 1
    friend = c.belief.team_prob(caller, c.team)
    enemy = c.belief.team_prob(caller, 1 - c.team)
    return 1 if friend >= 0.85 else -1 if enemy >= 0.85 else 0


def _veto_attack_against(c: _Ctx, a: Action) -> bool:
    """In an Attack that surely helps (hurts) our team, never play Water (a Cannon or Torch) when holding the other."""
    cards = _vote_cards(c, a)
    side = _attack_side(c) if cards else 0
    if side == 0:
        return False
    helps = [C.VOTE_TOP[x] != "water" for x in c.view.hand]
    if side > 0:
        return any(C.VOTE_TOP[x] == "water" for x in cards) and any(helps)
    return any(C.VOTE_TOP[x] != "water" for x in cards) and not all(helps)


def _veto_own_mutiny_helm(c: _Ctx, a: Action) -> bool:
    """In a Mutiny we called, never play a Helm while holding a Skull."""
    v = c.view
    cards = _vote_cards(c, a)
    if not cards or v.vote is None or v.vote.what != "mutiny" or v.vote.caller != c.seat:
        return False
    return any(C.VOTE_BOTTOM[x] == "helm" for x in cards) and any(C.VOTE_BOTTOM[x] == "skull" for x in v.hand)


Veto = Callable[[_Ctx, Action], bool]

VETOES: tuple[tuple[str, Veto], ...] = (
    ("take_into_enemy_hold", _veto_take_enemy),
    ("decline_good_plunder", _veto_decline),
    ("shift_to_enemy", _veto_shift_away),
    ("start_in_enemy_hold", _veto_start_enemy),
    ("reveal_known_black_spot", _veto_black_spot),
    ("armada_while_losing", _veto_losing_armada),
    ("view_known_pair", _veto_view_known),
    ("brawl_enemy_flag", _veto_brawl_enemy_flag),
    ("attack_vote_against_team", _veto_attack_against),
    ("own_mutiny_helm", _veto_own_mutiny_helm),
)
"""The blunders a Hard pirate never plays (when anything else is legal), by name."""


BLUFFS: frozenset[str] = frozenset({"take_into_enemy_hold", "shift_to_enemy", "start_in_enemy_hold"})
"""The vetoes lifted for an outnumbered seat: there, treasure for the other side may be a bluff
(hiding its Loyalty from a crew that would maroon it); the search weighs it like any other move."""


def outnumbered(view: SeatView, belief: Belief) -> bool:
    """Returns whether the others aboard the seat's ship likely hold at least as many of the other team as of its own.

    Itself is not counted: the question is who would see the move and act on it. Before
    anything is read this holds for a British or French seat with a crew (a crewmate is more
    likely of the other team, or of the Dutch), so the search, not a rule, decides whether the
    bluff pays; a crew read as friendly keeps the vetoes.
    """
    assert view.seat is not None
    team = view.loyalties[view.seat]
    if team is None or team == Team.DUTCH:
        return False
    crew = [y for y in next((line for line in view.ships if view.seat in line), ()) if y != view.seat]
    friends = sum(belief.team_prob(y, team) for y in crew)
    enemies = sum(belief.team_prob(y, 1 - team) for y in crew)
    return bool(crew) and enemies >= friends


def is_bluff(action: Action) -> bool:
    """Returns whether `action` is one of the moves a bluff may be (treasure for the other side)."""
    return isinstance(action, (Take, Shift, StartHold))


def vetoed(view: SeatView, belief: Belief, action: Action, bluffing: bool = False) -> str | None:
    """Returns the name of the first veto that forbids `action`, or None (`bluffing`: `BLUFFS` lifted)."""
    assert view.seat is not None
    team = view.loyalties[view.seat]
    assert team is not None
    ctx = _Ctx(view, view.seat, team, belief)
    for name, rule in VETOES:
        if rule(ctx, action) and not (bluffing and name in BLUFFS):
            return name
    return None

