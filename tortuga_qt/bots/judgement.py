"""What a computer pirate judges: whose treasure lies where, who is a friend, what Vote and Event cards do.

Shared by the Easy and Medium pirates (and usable by any level). Everything here reads a seat's
view (and, for friends, a belief over Loyalty cards): never the game state.

Teams are the rules' `Team` (0 British, 1 French, 2 Dutch). Holds are numbered ship * 2 + team (FD.B=0,
FD.F=1, JR.B=2, JR.F=3); Tortuga's two areas are indexed by team. "My side" is the team whose
treasure a seat wants: its own for the British and the French; for the Dutch, who wins only a
tie, the team that trails (none while the teams are level).

What a position is worth to a side (`Judge`) is in `worth.py`; what each kind of Event card means
to the pirates, in `card_knowledge.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, Final, Protocol

from tortuga_qt.bots import card_knowledge as K
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action, Brawl, Pick, Reveal, Shift, StartHold, Take, Vote
from tortuga_qt.rules.components import Team, components
from tortuga_qt.rules.events import Event, Revealed, RowReshuffled, SuddenDeath, Viewed
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import GALLEON, NOWHERE
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import SeatView, VoteDecision

# the Team members compared in the hot path, bound once (a member lookup on its class is a call)
_BRITISH: Final = Team.BRITISH
_FRENCH: Final = Team.FRENCH
_DUTCH: Final = Team.DUTCH

# --------------------------------------------------------------------------- teams of holds and areas


def hold_team(hold: int) -> int:
    """Returns the team whose treasure a hold keeps (FD.B=0 British, FD.F=1 French, JR.B, JR.F)."""
    return hold % 2


def my_team(view: SeatView) -> int:
    """Returns the seat's own Loyalty (a Team int)."""
    assert view.seat is not None, "a computer pirate sits at a seat"
    team = view.loyalties[view.seat]
    assert team is not None
    return int(team)


def trailing(view: SeatView) -> int | None:
    """Returns the team with less treasure (None when level)."""
    brit, fren = view.team_totals
    return None if brit == fren else _BRITISH if brit < fren else _FRENCH


def my_side(view: SeatView) -> int | None:
    """Returns the team whose treasure this seat wants: its own, or for the Dutch the trailing team."""
    team = my_team(view)
    return trailing(view) if team == _DUTCH else team


def balance(view: SeatView, side: int) -> int:
    """Returns `side`'s treasure minus the other team's."""
    brit, fren = view.team_totals
    return brit - fren if side == _BRITISH else fren - brit


# --------------------------------------------------------------------------- friends


class BeliefLike(Protocol):
    """What a judgement needs of a belief over Loyalty cards (bots/belief.py's `Belief` is one)."""

    def team_prob(self, seat: int, team: int) -> float:
        """Returns the probability that `seat` holds a `team` Loyalty card."""
        ...

    def same_team(self, a: int, b: int) -> float:
        """Returns the probability that seats a and b are on the same team."""
        ...


@value
class Sides:
    """Per seat, the chance of being on my side (`friend`) or on the other team (`enemy`)."""

    me: int
    team: int  # my own Loyalty
    side: int | None  # the team whose treasure I want
    friend: tuple[float, ...]
    enemy: tuple[float, ...]

    def align(self, seat: int) -> float:
        """Returns friend minus enemy probability (+1 a sure friend, -1 a sure enemy)."""
        return self.friend[seat] - self.enemy[seat]

    def dutch(self, seat: int) -> float:
        """Returns the chance that a seat is on neither side."""
        return max(0.0, 1.0 - self.friend[seat] - self.enemy[seat])


def sides(view: SeatView, belief: BeliefLike | None = None) -> Sides:
    """Returns friends and enemies from a belief, or from the Loyalty counts alone (belief None)."""
    me, team, side = view.seat, my_team(view), my_side(view)
    assert me is not None
    n = len(view.names)
    probs = [_probs(view, belief, x) for x in range(n)]
    if side is None:
        zero = tuple(0.0 for _ in range(n))
        return Sides(me, team, None, zero, zero)
    friend = tuple(1.0 if x == me else p[side] for x, p in enumerate(probs))
    enemy = tuple(0.0 if x == me else p[1 - side] for x, p in enumerate(probs))
    return Sides(me, team, side, friend, enemy)


def _probs(view: SeatView, belief: BeliefLike | None, seat: int) -> tuple[float, float, float]:
    """Returns P(British, French, Dutch) of a seat from the belief, else from the cards left to deal."""
    if belief is not None:
        return belief.team_prob(seat, _BRITISH), belief.team_prob(seat, _FRENCH), belief.team_prob(seat, _DUTCH)
    mine = my_team(view)
    if seat == view.seat:
        return float(mine == _BRITISH), float(mine == _FRENCH), float(mine == _DUTCH)
    n = len(view.names)
    left = [float(c) for c in components().loyalty[n]]
    left[mine] -= 1
    return left[0] / (n - 1), left[1] / (n - 1), left[2] / (n - 1)


def likely_friend(view: SeatView, belief: BeliefLike, seat: int) -> float:
    """Returns the chance that `seat` is on the side whose treasure this seat wants."""
    side = my_side(view)
    if seat == view.seat:
        return 1.0
    return 0.0 if side is None else belief.team_prob(seat, side)


# --------------------------------------------------------------------------- Vote cards

# Per section, what one card adds to the "net" count of that vote: Attack (cannons, torches - waters),
# Brawl British - French flags, Mutiny Skulls - Helms. The two special cards count twice (R2).


def attack_part(card: int) -> tuple[int, int]:
    """Returns (cannons, torches minus waters) that a card adds to an Attack."""
    w, top = C.VOTE_WEIGHT[card], C.VOTE_TOP[card]
    return (w, 0) if top == "cannon" else (0, w) if top == "torch" else (0, -w)


def flags(card: int, team: int) -> int:
    """Returns the flags of `team` a card shows in a Brawl (0 for the Dutch)."""
    names = ("british", "french")
    return C.VOTE_WEIGHT[card] if team < _DUTCH and C.VOTE_MIDDLE[card] == names[team] else 0


def brawl_net(card: int) -> int:
    """Returns British minus French flags of a card."""
    return C.VOTE_WEIGHT[card] if C.VOTE_MIDDLE[card] == "british" else -C.VOTE_WEIGHT[card]


def mutiny_net(card: int) -> int:
    """Returns Skulls minus Helms of a card."""
    return C.VOTE_WEIGHT[card] if C.VOTE_BOTTOM[card] == "skull" else -C.VOTE_WEIGHT[card]


Dist = dict[tuple[int, int], float]
"""A distribution over (cannons seen, net count) of a vote: cannons are capped at 1."""


def convolve(parts: Sequence[Dist]) -> Dist:
    """Returns the distribution of the sum of independent vote contributions (cannons capped at 1)."""
    acc: Dist = {(0, 0): 1.0}
    for part in parts:
        nxt: Dist = {}
        for (c1, n1), p1 in acc.items():
            for (c2, n2), p2 in part.items():
                key = (min(1, c1 + c2), n1 + n2)
                nxt[key] = nxt.get(key, 0.0) + p1 * p2
        acc = nxt
    return acc


def card_part(what: str, card: int) -> Dist:
    """Returns the certain contribution of one known card to a vote of kind `what`."""
    if what == "attack":
        return {attack_part(card): 1.0}
    return {(0, brawl_net(card) if what == "brawl" else mutiny_net(card)): 1.0}


def deck_part(what: str, unseen: Sequence[int]) -> Dist:
    """Returns the contribution of the Vote deck's top card, uniform over the cards not seen."""
    out: Dist = {}
    for card in unseen:
        for key, p in card_part(what, card).items():
            out[key] = out.get(key, 0.0) + p / len(unseen)
    return out


# How another participant is expected to vote, by the chance that it wants the vote to pass
# (Attack, Mutiny) or wants my side's flag (Brawl). A player who wants it plays the symbol that
# helps when its hand has one (3 cards of 2-3 symbols: nearly always); the rest is noise.
ATTACK_PRO: Final = {(1, 0): 0.45, (0, 1): 0.5, (0, -1): 0.05}
ATTACK_CON: Final = {(1, 0): 0.15, (0, 1): 0.15, (0, -1): 0.7}
LEAN: Final = 0.88  # a player's chance of showing the symbol it wants in a Mutiny or a Brawl


def player_part(what: str, pro: float) -> Dist:
    """Returns a participant's expected contribution given the chance it wants the vote to pass."""
    if what == "attack":
        keys = set(ATTACK_PRO) | set(ATTACK_CON)
        return {k: pro * ATTACK_PRO.get(k, 0.0) + (1 - pro) * ATTACK_CON.get(k, 0.0) for k in keys}
    yes = pro * LEAN + (1 - pro) * (1 - LEAN)
    return {(0, 1): yes, (0, -1): 1 - yes}


def passes(what: str, dist: Dist) -> float:
    """Returns the chance that an Attack or a Mutiny passes (Brawl: that the net count is positive)."""
    if what == "attack":
        return sum(p for (c, n), p in dist.items() if c >= 1 and n >= 1)
    return sum(p for (_, n), p in dist.items() if n > 0)


def brawl_odds(dist: Dist) -> tuple[float, float, float]:
    """Returns P(British win, tie, French win) of a Brawl's net British count."""
    win = sum(p for (_, n), p in dist.items() if n > 0)
    tie = sum(p for (_, n), p in dist.items() if n == 0)
    return win, tie, max(0.0, 1.0 - win - tie)


ALL_VOTES: Final = tuple(range(C.N_VOTE))


@lru_cache(maxsize=4096)
def _chance(what: str, pro_q: int, n: int) -> tuple[float, float]:
    """Returns (P pass-or-win, P tie) for n alike participants wanting it with chance pro_q/(4n)."""
    pro = pro_q / (4 * n) if n else 0.0
    dist = convolve([player_part(what, pro)] * n + [deck_part(what, ALL_VOTES)])
    if what == "brawl":
        win, tie, _ = brawl_odds(dist)
        return win, tie
    return passes(what, dist), 0.0


def chance(what: str, pro: float, n: int) -> tuple[float, float]:
    """Returns (P pass, P tie) of a vote of n participants of which `pro` (expected) want it to pass."""
    return _chance(what, round(4 * max(0.0, min(pro, n))), n)


# --------------------------------------------------------------------------- Event cards

def known_row(view: SeatView) -> dict[int, str]:
    """Returns the kind of every face-down row card this seat knows, by slot."""
    return {i: k for i, k in enumerate(view.known) if k is not None and view.row_face_down[i]}


def unknown_slots(view: SeatView) -> list[int]:
    """Returns the face-down row slots whose card this seat does not know."""
    return [i for i, down in enumerate(view.row_face_down) if down and view.known[i] is None]


def unknown_odds(view: SeatView) -> dict[str, float]:
    """Returns the chance of each kind for a face-down card this seat does not know.

    The Spanish Armada lies at the bottom of the deck, so it is in the row only once the deck
    ran out (then surely in one of the unknown slots, unless known); starred kinds not yet seen
    are in the game with the chance that is left of the 3 starred cards.
    """
    comp = components()
    n = len(view.names)
    seen: dict[str, int] = {}
    for kind in (*view.discard, *(k for front in view.front for k in front), *known_row(view).values()):
        seen[kind] = seen.get(kind, 0) + 1
    counts: dict[str, int] = {}
    starred: set[str] = set()
    for card in comp.event_cards:
        counts[card.kind] = counts.get(card.kind, 0) + 1
        if card.starred:
            starred.add(card.kind)
    small = n <= comp.small_game_max
    banned = set(comp.small_game_remove) | set(comp.small_game_left_out) if small else set()
    pool = [k for k in starred if k not in banned]
    seen_star = sum(1 for k in pool if seen.get(k, 0) > 0)
    star_odds = max(0.0, (comp.starred_per_game - seen_star) / max(1, len(pool) - seen_star))
    odds: dict[str, float] = {}
    for kind, count in counts.items():
        if kind == CardKind.SPANISH_ARMADA or kind in banned:
            continue
        left = count - seen.get(kind, 0)
        if left > 0:
            odds[kind] = left * (star_odds if kind in starred and seen.get(kind, 0) == 0 else 1.0)
    return _with_armada(view, odds, seen)


def _with_armada(view: SeatView, odds: dict[str, float], seen: dict[str, int]) -> dict[str, float]:
    """Normalises the odds and, once the deck ran out, puts the Armada in one unknown slot."""
    total = sum(odds.values()) or 1.0
    out = {k: v / total for k, v in odds.items()}
    hidden = len(unknown_slots(view))
    armada_left = not view.sudden_death and seen.get(CardKind.SPANISH_ARMADA, 0) == 0
    if view.event_deck_count == 0 and armada_left and hidden:
        p = 1.0 / hidden
        out = {k: v * (1 - p) for k, v in out.items()}
        out[CardKind.SPANISH_ARMADA] = p
    return out


def who_knows(history: Sequence[Event], n: int) -> list[set[int]]:
    """Returns, per seat, the face-down slots it has viewed since they last changed (public Viewed events)."""
    seen: list[set[int]] = [set() for _ in range(n)]
    for e in history:
        if isinstance(e, Viewed):
            seen[e.seat] |= {e.a, e.b}
        elif isinstance(e, Revealed):
            for s in seen:
                s.discard(e.slot)
        elif isinstance(e, (RowReshuffled, SuddenDeath)):
            for s in seen:
                s.clear()
    return seen


# --------------------------------------------------------------------------- obvious blunders


def blunders(view: SeatView, legal: Sequence[Action]) -> frozenset[Action]:
    """Returns the legal moves that can only hurt this seat's side (by its own Loyalty and notes alone)."""
    side = my_side(view)
    bad: set[Action] = set()
    for a in legal:
        test = BLUNDERS.get(type(a))
        if test is not None and test(view, a, side):
            bad.add(a)
    return frozenset(bad) if len(bad) < len(legal) else frozenset()


def _start_hold_blunder(view: SeatView, a: StartHold, side: int | None) -> bool:
    """The starting treasure in the other side's hold."""
    return side is not None and a.team != side


def _take_blunder(view: SeatView, a: Take, side: int | None) -> bool:
    """Plunder into the other side's hold, from the Galleon or from my side's hold."""
    return side is not None and a.src != NOWHERE and \
        hold_team(a.dst) != side and (a.src == GALLEON or hold_team(a.src) == side)


def _shift_blunder(view: SeatView, a: Shift, side: int | None) -> bool:
    """The Cabin Boy moving my side's treasure to the other hold."""
    return side is not None and a.src == side


def _brawl_blunder(view: SeatView, a: Brawl, side: int | None) -> bool:
    """A Brawl while both of Tortuga's treasures are ours: it can only keep or lose them."""
    return side is not None and view.tortuga_treasure[side] == 2


def _reveal_blunder(view: SeatView, a: Reveal | Pick, side: int | None) -> bool:
    """A known card whose reveal can only hurt (its kind's `blunder` in `card_knowledge.CARDS`)."""
    kind = view.known[a.slot]
    blunder = None if kind is None else K.card(kind).blunder
    return blunder is not None and blunder(view)


BLUNDERS: Final[dict[type[Action], Callable[[SeatView, Any, int | None], bool]]] = {
    StartHold: _start_hold_blunder,
    Take: _take_blunder,
    Shift: _shift_blunder,
    Brawl: _brawl_blunder,
    Reveal: _reveal_blunder,
    Pick: _reveal_blunder,
    Vote: lambda view, a, side: _bad_vote(view, a, side),
}
"""The obvious blunders, by action class (a class without an entry is never one)."""


def _bad_vote(view: SeatView, a: Vote, side: int | None) -> bool:
    """Returns whether a vote plainly works against my side: the other flag in a Brawl, against my own call."""
    d, hand = view.decision, view.hand
    if not isinstance(d, VoteDecision) or view.vote is None:
        return False
    if d.what == "brawl" and side is not None:
        return any(flags(c, 1 - side) for c in a.cards) and any(flags(c, side) for c in hand)
    if view.vote.caller != a.seat:
        return False
    if d.what == "attack":
        return any(C.VOTE_TOP[c] == "water" for c in a.cards) and any(C.VOTE_TOP[c] != "water" for c in hand)
    if d.what == "mutiny":
        return any(mutiny_net(c) < 0 for c in a.cards) and any(mutiny_net(c) > 0 for c in hand)
    return False
