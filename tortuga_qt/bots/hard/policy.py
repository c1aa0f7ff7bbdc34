"""The Hard pirate's playout policy: what every seat plays in a playout, cheaply, from its own view.

Every function here reads, for the acting seat x, only the public table plus x's own Loyalty
(s.loyalty[x]), hand (s.hands[x]) and notes (s.known[x]), and x's guess of who is a friend
(`Friends`: the public record's belief given x's own card): what view_for(s, x) would show.
`playout_action` is the entry point; the search (`search.py`) plays it for every seat. A turn
action's weight comes from its class's entry in `TURN_WEIGHTS`, another choice from `CHOICES`
(by the class of the first legal action), and a row card's from its kind's entry in
`card_knowledge.CARDS`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, TypeVar

from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.card_knowledge import UNKNOWN_REVEAL, card
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
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
from tortuga_qt.rules.board import place_of, team_totals
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.frames import TakeF, TurnF, VoteF
from tortuga_qt.rules.places import GALLEON, JR, NOWHERE, TORTUGA, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value

T = TypeVar("T")

_FLAG = ("british", "french")
_CHOOSES = tuple(card(k).revealer_chooses for k in C.KIND)  # by Event card id: its revealer chooses what it does
_HURTS = tuple(card(k).harmful for k in C.KIND)  # by Event card id: it only hurts its revealer

# the Team members compared in the hot path, bound once (a member lookup on its class is a call)
_BRITISH: Final = Team.BRITISH
_FRENCH: Final = Team.FRENCH
_DUTCH: Final = Team.DUTCH


class Friends:
    """For each seat and each Loyalty it may hold, the chance that every other seat is on its side.

    Built from the belief of the public record (what every seat saw) conditioned on the seat's
    own card, so a seat's guess in a playout uses only what its own view would give it; the
    searching seat uses its own, better belief.
    """

    __slots__ = ("table", "root", "root_row", "n")

    def __init__(self, public: Belief, root: int, mine: Belief) -> None:
        n = public.n
        self.n = n
        acc = [[[0.0] * n for _ in range(3)] for _ in range(n)]
        tot = [[0.0] * 3 for _ in range(n)]
        for a, w in zip(public.assignments, public.weights, strict=True):
            groups: tuple[list[int], list[int], list[int]] = ([], [], [])
            for y, t in enumerate(a):
                groups[t].append(y)
            for t, members in enumerate(groups):
                for x in members:
                    tot[x][t] += w
                    row = acc[x][t]
                    for y in members:
                        row[y] += w
        self.table: list[list[list[float]]] = []
        for x in range(n):
            per: list[list[float]] = []
            for t in range(3):
                if t == _DUTCH or tot[x][t] <= 0.0:
                    per.append([1.0 if y == x else 0.5 for y in range(n)])
                else:
                    inv = 1.0 / tot[x][t]
                    per.append([v * inv for v in acc[x][t]])
            self.table.append(per)
        self.root = root
        own = mine.assignments[0][root] if mine.assignments else _DUTCH
        if own == _DUTCH:
            self.root_row = [1.0 if y == root else 0.5 for y in range(n)]
        else:
            self.root_row = [1.0 if y == root else mine.team_prob(y, own) for y in range(n)]

    def row(self, s: GameState, x: int) -> list[float]:
        """Returns x's chance that each seat is on x's side."""
        return self.root_row if x == self.root else self.table[x][s.loyalty[x]]


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


W = PolicyWeights()


def _leader(s: GameState) -> int:
    """Returns the team ahead in treasure (_DUTCH for a tie)."""
    b, f = team_totals(s)
    return _BRITISH if b > f else _FRENCH if f > b else _DUTCH


def _pick(options: Sequence[tuple[float, T]], rng: Rng) -> T | None:
    """Returns one option drawn by weight (None if no weight is positive)."""
    total = 0.0
    for w, _ in options:
        total += w
    if total <= 0.0:
        return None
    r = (rng.next64() / 18446744073709551616.0) * total
    for w, a in options:
        r -= w
        if r < 0:
            return a
    return options[-1][1]


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


def _move_weight(s: GameState, x: int, dest: int, f: list[float]) -> float:
    place, rank = place_of(s, x)
    team = s.loyalty[x]
    if dest <= JR:  # from a Rowboat aboard: it becomes the Cabin Boy
        line = s.ships[dest]
        w = W.board if not line else 0.5 + W.board * f[line[0]]
        return w + (W.board if _boy_gain(s, dest, team) else 0.0)
    if dest == TORTUGA:
        return 0.4
    if place <= JR:  # from a ship to its Rowboat
        line = s.ships[place]
        if rank == 0 or (rank == len(line) - 1 and _boy_gain(s, place, team)):
            return 0.1
        return 0.3 + 1.5 * (1.0 - f[line[0]])
    return 0.5 if rank == 0 else 1.2  # from Tortuga to a Rowboat


def _reveal_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    return _reveal_weight(s, x, team, s.known[x][a.slot])


def _shift_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    if team < _DUTCH:
        return W.shift if a.src != team else 0.0
    return 3.0 if a.src == _leader(s) else 0.0


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
    return _move_weight(s, x, a.dest, f)


def _marque_turn(s: GameState, x: int, a: Any, team: int, place: int, f: list[float]) -> float:
    return 0.2


TurnWeight = Callable[[GameState, int, Any, int, int, list[float]], float]

TURN_WEIGHTS: Final[dict[type[Action], TurnWeight | None]] = {
    Reveal: _reveal_turn,
    Shift: _shift_turn,
    Attack: _attack_turn,
    Brawl: _brawl_turn,
    Mutiny: _mutiny_turn,
    Maroon: _maroon_turn,
    Move: _move_turn,
    Marque: _marque_turn,
    View: None,  # a View and a Force are drawn as kinds, their slots after (`_turn_action`)
    Force: None,
}
"""A playout's weight of each class of turn action, for seat x of `team` at `place` (tests name a class without one)."""


def _turn_action(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    team = s.loyalty[x]
    known = s.known[x]
    down = [i for i, c in enumerate(s.row) if c >= 0]
    options: list[tuple[float, Action]] = []
    place, _ = place_of(s, x)
    for a in legal:
        weigh = TURN_WEIGHTS.get(type(a))
        w = weigh(s, x, a, team, place, f) if weigh is not None else 0.0
        if w > 0:
            options.append((w, a))
    unseen = [i for i in down if known[i] < 0]
    bad = [i for i in down if known[i] >= 0 and _HURTS[known[i]]]
    if len(down) >= 2:
        if len(unseen) >= 2:
            options.append((W.view, View(x, 0, 0)))  # placeholder: a pair of unseen slots, drawn below
        options.append((W.force_bad if bad else W.force_blind, Force(x, 0, 0, x)))  # placeholder
    chosen = _pick(options, rng)
    if chosen is None:
        return legal[rng.below(len(legal))]
    if type(chosen) is View:
        i, j = rng.below(len(unseen)), rng.below(len(unseen) - 1)
        j += j >= i
        a_, b_ = sorted((unseen[i], unseen[j]))
        return View(x, a_, b_)
    if type(chosen) is Force:
        first = bad[rng.below(len(bad))] if bad else down[rng.below(len(down))]
        rest = [i for i in down if i != first and not (known[i] >= 0 and _CHOOSES[known[i]])] or \
            [i for i in down if i != first]
        second = rest[rng.below(len(rest))]
        target = _pick([(0.02 + (1.0 - f[y]) ** 2, y) for y in range(s.n) if y != x], rng)
        a_, b_ = sorted((first, second))
        return Force(x, a_, b_, target if target is not None else (x + 1) % s.n)
    return chosen


def _vote_action(s: GameState, x: int, top: VoteF, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    hand = s.hands[x]
    team = s.loyalty[x]
    if not hand:
        return legal[0]
    good: list[int] = []
    if top.what == "brawl":
        side = team if team < _DUTCH else 1 - _leader(s) if _leader(s) < _DUTCH else -1
        if side >= 0:
            good = [c for c in hand if C.VOTE_MIDDLE[c] == _FLAG[side]]
    else:
        if top.what == "attack":
            want = 1.0 if top.caller == x else f[top.caller]
        else:
            line = s.ships[top.ship]
            want = 1.0 if top.caller == x else (1.0 - f[line[0]]) if line else 0.5
        yes = want >= 0.6
        if yes or want <= 0.4:
            if top.what == "attack":
                good = [c for c in hand if (C.VOTE_TOP[c] != "water") == yes]
            else:
                good = [c for c in hand if (C.VOTE_BOTTOM[c] == "skull") == yes]
    pick = good if good else list(hand)
    return Vote(x, (pick[rng.below(len(pick))],))


def _take_action(s: GameState, x: int, ship: int, legal: tuple[Action, ...], rng: Rng) -> Action:
    team = s.loyalty[x]
    if team == _DUTCH:
        lead = _leader(s)
        trail = [a for a in legal if isinstance(a, Take) and a.dst >= 0 and a.dst % 2 != lead]
        return trail[0] if trail and lead != _DUTCH else legal[rng.below(len(legal))]
    best: Action = legal[-1]
    score = 0
    for a in legal:
        assert isinstance(a, Take)
        if a.src == NOWHERE or a.dst % 2 != team:
            continue
        gain = 1 if a.src == GALLEON else (2 if a.src % 2 != team else 0)
        if gain > score:
            best, score = a, gain
    return best


def _role_weight(s: GameState, y: int) -> float:
    """Returns how much a seat's pawn matters where it stands (Captains and Cabin Boys most)."""
    place, rank = place_of(s, y)
    if place <= JR:
        line = s.ships[place]
        return 2.0 if rank == 0 or rank == len(line) - 1 else 1.0
    return 0.6


def _give_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """A treasure map goes rather to a friend."""
    gift = _pick([(0.02 + f[a.target] ** 2, a) for a in legal if isinstance(a, Give)], rng)
    return gift if gift is not None else legal[0]


def _aim_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """A Pistol or Cabin Fever rather at an enemy in a role that matters."""
    shot = _pick([(0.02 + (1.0 - f[a.target]) ** 2 * _role_weight(s, a.target), a)
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
    weights = [(_reveal_weight(s, x, team, known[a.slot]), a) for a in legal if isinstance(a, Pick)]
    got = _pick(weights, rng)
    return got if got is not None else legal[0]


def _any_choice(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    """Any of the legal choices."""
    return legal[rng.below(len(legal))]


Choice = Callable[[GameState, int, tuple[Action, ...], Rng, list[float]], Action]

CHOICES: Final[dict[type[Action], Choice]] = {
    StartHold: _start_hold_choice,
    Fountain: _fountain_choice,
    Atlantis: _atlantis_choice,
    Give: _give_choice,
    Pistol: _aim_choice,
    Fever: _aim_choice,
    KeepMarque: _marque_choice,
    Marque: _marque_choice,
    Pick: _pick_choice,
    Powder: _any_choice,
    Crow: _any_choice,
    Search: _any_choice,
}
"""A playout's choice outside turns, votes and plunder, by the class of the first legal action (tests name a class without one)."""


def playout_action(s: GameState, x: int, rng: Rng, friends: Friends | None = None) -> Action:
    """Returns the cheap playout policy's choice for seat x (it reads only what x may see)."""
    legal = legal_actions(s, x)
    f = friends.row(s, x) if friends is not None else [1.0 if y == x else 0.5 for y in range(s.n)]
    top = s.stack[-1]
    t = type(top)
    if t is TurnF:
        return _turn_action(s, x, legal, rng, f)
    if t is VoteF:
        assert isinstance(top, VoteF)
        return _vote_action(s, x, top, legal, rng, f)
    if t is TakeF:
        assert isinstance(top, TakeF)
        return _take_action(s, x, top.ship, legal, rng)
    return CHOICES.get(type(legal[0]), _any_choice)(s, x, legal, rng, f)
