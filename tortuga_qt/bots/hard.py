"""The Hard computer pirate: determinized search over worlds drawn from its belief.

How it decides (`HardBot.choose`):

1. **Belief and worlds.** `Belief.from_history` weighs every Loyalty assignment its seat
   thinks possible; each iteration draws one, and `worlds.WorldSampler` fills in every other
   secret (hands, decks, unseen row cards, cards in flight) consistently with the seat's view.
2. **Candidates.** The vetoes (`VETOES`, blunders a human would laugh at) and the shared
   `judgement.blunders` strike what they forbid; the Medium pirate's one-move scores
   (`medium.Scorer`) rank the rest and the best few are searched (at most three of a kind, so
   Force's 80 variants never crowd out everything else). The scores stay on as a prior.
3. **Search** (turn actions and every other choice). Each iteration draws one world and plays
   every candidate in it with the same dice (common random numbers): the candidate, then a
   cheap policy for every seat for `horizon` turn actions, then a static evaluation (treasure
   balance, who commands which ship and Tortuga, how near the Armada is; 1/0 once the game
   ended). No tree is kept below the root, and in playouts each seat acts only on what its own
   view would show (its Loyalty, hand and notes, the public table, and `Friends`: who looks like
   a friend from the public record given its own card), so nobody's secrets leak into another
   seat's choices. The Medium pirate's choice stands unless another candidate beats it in the
   paired differences by more than `z` standard errors (plus the prior): a safe improvement.
4. **Secret Vote cards** are chosen by a mixed strategy: regret matching (RM+) over the
   candidate cards, every card scored in the same world each iteration; the card played is
   drawn from the averaged strategy with the generator handed in.

Deterministic given (view, legal, history, generator state) when `iterations` caps the
search (tests and benchmarks); otherwise the time budget stops it (default 800 ms, never
over 2 s), and the same inputs may search a little more or less.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.judgement import Board, Judge, Sides, blunders, chance
from tortuga_qt.bots.medium import Scorer
from tortuga_qt.bots.worlds import WorldSampler
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    Action,
    Atlantis,
    Attack,
    Brawl,
    Chance,
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
    Reveal,
    Shift,
    StartHold,
    Take,
    View,
    Vote,
)
from tortuga_qt.rules.board import place_of, team_totals
from tortuga_qt.rules.engine import apply, legal_actions
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import ChanceF, ResolveF, TakeF, TurnF, VoteF
from tortuga_qt.rules.places import FD, GALLEON, JR, NOWHERE, TORTUGA, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import SeatView, TakeDecision, VoteDecision

T = TypeVar("T")

HARD_CEILING_S = 2.0
"""A Hard decision never takes longer than this, whatever budget it is given."""

BRITISH, FRENCH, DUTCH = 0, 1, 2
_FLAG = ("british", "french")
_GOOD = frozenset({
    "pistol", "letter_of_marque", "atlantis", "el_dorado", "fountain_of_youth", "crows_nest",
    "cabin_fever", "black_powder",
})  # the revealer chooses what they do: good to reveal yourself
_BAD = frozenset({"black_spot", "albatross"})  # hurt the revealer


# --------------------------------------------------------------------------- the playout policy
# Every function here reads, for the acting seat x, only the public table plus x's own Loyalty
# (s.loyalty[x]), hand (s.hands[x]) and notes (s.known[x]), and x's guess of who is a friend
# (`Friends`: the public record's belief given x's own card): what view_for(s, x) would show.


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
                if t == DUTCH or tot[x][t] <= 0.0:
                    per.append([1.0 if y == x else 0.5 for y in range(n)])
                else:
                    inv = 1.0 / tot[x][t]
                    per.append([v * inv for v in acc[x][t]])
            self.table.append(per)
        self.root = root
        own = mine.assignments[0][root] if mine.assignments else DUTCH
        if own == DUTCH:
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
    """Returns the team ahead in treasure (DUTCH for a tie)."""
    b, f = team_totals(s)
    return BRITISH if b > f else FRENCH if f > b else DUTCH


def _winning(s: GameState, team: int) -> bool:
    """Returns whether revealing the Armada now would make `team` win."""
    lead = _leader(s)
    if team == DUTCH:
        return lead == DUTCH and s.n % 2 == 1
    return lead == team


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


def _reveal_weight(s: GameState, x: int, team: int, kind: str | None) -> float:
    if kind is None:
        return W.reveal_unknown
    if kind == "spanish_armada":
        return 25.0 if _winning(s, team) else 0.0
    if kind in _BAD:
        return 0.03
    if kind in _GOOD:
        return 3.0
    if kind == "stormy_seas":
        place, _ = place_of(s, x)
        if place <= JR and team < DUTCH:
            mine, theirs = s.holds[hold(place, team)], s.holds[hold(place, 1 - team)]
            return 3.0 if theirs > mine else 0.1
        return 0.3
    return 0.7


def _support(s: GameState, line: Sequence[int], x: int, f: list[float]) -> float:
    """Returns the share of voters in `line` that x expects on its side."""
    voters = [y for y in line if s.hands[y] or y == x]
    if not voters:
        return 0.0
    return sum(f[y] for y in voters) / len(voters)


def _boy_gain(s: GameState, ship: int, team: int) -> bool:
    """Returns whether a Cabin Boy of `team` on `ship` would have enemy treasure to shift."""
    return team < DUTCH and s.holds[hold(ship, 1 - team)] > 0


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


def _turn_action(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    team = s.loyalty[x]
    known = s.known[x]
    down = [i for i, c in enumerate(s.row) if c >= 0]
    options: list[tuple[float, Action]] = []
    place, _ = place_of(s, x)
    for a in legal:
        t = type(a)
        if t is View or t is Force:
            continue
        w = 0.0
        if t is Reveal:
            assert isinstance(a, Reveal)
            k = known[a.slot]
            w = _reveal_weight(s, x, team, C.KIND[k] if k >= 0 else None)
        elif t is Shift:
            assert isinstance(a, Shift)
            if team < DUTCH:
                w = W.shift if a.src != team else 0.0
            else:
                w = 3.0 if a.src == _leader(s) else 0.0
        elif t is Attack:
            gain = s.galleon > 0 or team == DUTCH or s.holds[hold(1 - place, 1 - team)] > 0
            w = (W.attack if _support(s, s.ships[place], x, f) >= 0.5 else W.attack_weak) if gain else 0.1
        elif t is Brawl:
            if team < DUTCH:
                w = 0.0 if s.tort[team] == 2 else (W.brawl if _support(s, s.tortuga, x, f) >= 0.5 else W.brawl_weak)
            else:
                w = 0.3
        elif t is Mutiny:
            cap = s.ships[place][0]
            w = 0.1 + W.mutiny * (1.0 - f[cap]) ** 2
        elif t is Maroon:
            assert isinstance(a, Maroon)
            w = 0.05 + W.maroon * (1.0 - f[a.target]) ** 2
        elif t is Move:
            assert isinstance(a, Move)
            w = _move_weight(s, x, a.dest, f)
        elif t is Marque:
            w = 0.2
        if w > 0:
            options.append((w, a))
    unseen = [i for i in down if known[i] < 0]
    bad = [i for i in down if known[i] >= 0 and C.KIND[known[i]] in _BAD]
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
        rest = [i for i in down if i != first and not (known[i] >= 0 and C.KIND[known[i]] in _GOOD)] or \
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
        side = team if team < DUTCH else 1 - _leader(s) if _leader(s) < DUTCH else -1
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
    if team == DUTCH:
        lead = _leader(s)
        trail = [a for a in legal if isinstance(a, Take) and a.dst >= 0 and a.dst % 2 != lead]
        return trail[0] if trail and lead != DUTCH else legal[rng.below(len(legal))]
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


def _resolve_action(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    first = legal[0]
    t = type(first)
    if t is Give:
        gift = _pick([(0.02 + f[a.target] ** 2, a) for a in legal if isinstance(a, Give)], rng)
        return gift if gift is not None else first
    if t is Pistol or t is Fever:
        shot = _pick([(0.02 + (1.0 - f[a.target]) ** 2 * _role_weight(s, a.target), a)
                      for a in legal if isinstance(a, Pistol | Fever)], rng)
        return shot if shot is not None else first
    if t is KeepMarque and rng.below(2) == 0:
        return first
    return legal[rng.below(len(legal))]


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
    first = legal[0]
    if type(first) is StartHold:
        team = s.loyalty[x]
        return legal[team] if team < DUTCH else legal[rng.below(2)]
    if type(first) is Fountain:
        return Fountain(x, True)
    if type(first) is Atlantis:
        return legal[0] if rng.below(8) == 0 else legal[1]
    if t is ResolveF:
        return _resolve_action(s, x, legal, rng, f)
    if type(first) is Pick:  # forced: the slot it knows to be better, else either
        known = s.known[x]
        team = s.loyalty[x]
        weights = [(_reveal_weight(s, x, team, C.KIND[known[a.slot]] if known[a.slot] >= 0 else None), a)
                   for a in legal if isinstance(a, Pick)]
        got = _pick(weights, rng)
        return got if got is not None else first
    return legal[rng.below(len(legal))]


# --------------------------------------------------------------------------- evaluation

ATTACK_W = 0.6  # a Captain's coming Attacks, per treasure (times the chance the crew lets it pass)
BOY_W = 0.45  # a Cabin Boy's coming shift (2 in the balance)
GOV_W = 0.3  # a Governor's coming Brawl


def evaluate(s: GameState, team: int) -> float:
    """Returns how good `s` looks for `team`: 1 won, 0 lost, else a win chance from the table."""
    r = s.result
    if r is not None:
        if r.team == team:
            return 1.0
        return 0.5 if r.team < 0 else 0.0
    b, f = team_totals(s)
    edge = float(b - f)  # British minus French, with what each side commands
    loyal = s.loyalty
    for ship in (FD, JR):
        line = s.ships[ship]
        if not line:
            continue
        boy = loyal[line[-1]]
        if boy < DUTCH and s.holds[hold(ship, 1 - boy)] > 0:
            edge += 2 * BOY_W if boy == BRITISH else -2 * BOY_W
        cap = loyal[line[0]]
        if cap < DUTCH:
            gain = min(s.galleon, 2) if s.galleon > 0 else (2 if s.holds[hold(1 - ship, 1 - cap)] > 0 else 0)
            if gain:
                voters = [y for y in line if s.hands[y] or y == line[0]]
                pro = sum(1 for y in voters if loyal[y] == cap)
                p = chance("attack", pro, len(voters))[0]
                edge += ATTACK_W * p * gain * (1 if cap == BRITISH else -1)
    if s.tortuga:
        gov = loyal[s.tortuga[0]]
        if gov < DUTCH and s.tort[gov] < 2:
            edge += GOV_W * (2 - s.tort[gov]) * (1 if gov == BRITISH else -1)
    left = len(s.event_deck) + sum(1 for c in s.row if c >= 0)
    k = 0.6 + 1.6 * (1.0 - min(left, 20) / 20.0)
    if team == DUTCH:
        return math.exp(-0.6 * k * abs(edge))
    mine = edge if team == BRITISH else -edge
    return 1.0 / (1.0 + math.exp(-k * mine))


class JudgeEval:
    """Values a world for the searching seat with the Medium pirate's judge, every Loyalty known (the world's)."""

    def __init__(self, view: SeatView) -> None:
        assert view.seat is not None
        self.view = view
        self.me = view.seat
        self._judges: dict[tuple[tuple[int, ...], int | None], Judge] = {}

    def __call__(self, s: GameState, team: int) -> float:
        """Returns the win chance of `team` (the searching seat's) in state `s`."""
        r = s.result
        if r is not None:
            if r.team == team:
                return 1.0
            return 0.5 if r.team < 0 else 0.0
        b, f = team_totals(s)
        side = team if team < DUTCH else (None if b == f else BRITISH if b < f else FRENCH)
        key = (s.loyalty, side)
        judge = self._judges.get(key)
        if judge is None:
            loyal = s.loyalty
            if side is None:
                zero = tuple(0.0 for _ in loyal)
                sides = Sides(self.me, team, None, zero, zero)
            else:
                friend = tuple(1.0 if y == self.me or t == side else 0.0 for y, t in enumerate(loyal))
                enemy = tuple(1.0 if y != self.me and t == 1 - side else 0.0 for y, t in enumerate(loyal))
                sides = Sides(self.me, team, side, friend, enemy)
            judge = self._judges[key] = Judge(self.view, sides)
        board = Board(
            [list(s.ships[0]), list(s.ships[1])], list(s.tortuga), list(s.boats), s.galleon, list(s.holds),
            list(s.tort), tuple(sum(1 for c in front if C.KIND[c] == "albatross") for front in s.front),
            [len(h) for h in s.hands],
        )
        edge = judge.value(board)
        left = len(s.event_deck) + sum(1 for c in s.row if c >= 0)
        k = 0.6 + 1.6 * (1.0 - min(left, 20) / 20.0)
        if team == DUTCH:
            return math.exp(k * min(0.0, edge))
        return 1.0 / (1.0 + math.exp(-k * edge))


Evaluator = Callable[[GameState, int], float]


def playout(s: GameState, team: int, rng: Rng, horizon: int, friends: Friends | None = None,
            value: Evaluator = evaluate) -> float:
    """Plays the cheap policy for `horizon` more turn actions (or to the end); returns the value for `team`."""
    turns = 0
    steps = 0
    while s.result is None and steps < 600:
        top = s.stack[-1]
        t = type(top)
        if t is ChanceF:
            assert isinstance(top, ChanceF)
            s, _ = apply(s, Chance(top.what, rng.permutation(top.n)), validate=False)
            continue
        if t is TurnF:
            turns += 1
            if turns > horizon:
                break
        x = top.waiting[0] if isinstance(top, VoteF) else top.seat  # type: ignore[union-attr]  # every frame but a vote names its seat; ChanceF was handled above
        s, _ = apply(s, playout_action(s, x, rng, friends), validate=False)
        steps += 1
    return value(s, team)


# --------------------------------------------------------------------------- vetoes


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
    if c.team == DUTCH:
        return b == f and n % 2 == 1
    return (b - f if c.team == BRITISH else f - b) > 0


def _veto_take_enemy(c: _Ctx, a: Action) -> bool:
    """Never put plundered treasure in the enemy's hold."""
    return c.team < DUTCH and isinstance(a, Take) and a.dst >= 0 and a.dst % 2 != c.team


def _veto_decline(c: _Ctx, a: Action) -> bool:
    """Never decline plunder that could go from the Galleon or an enemy hold into ours."""
    if c.team == DUTCH or not isinstance(a, Take) or a.src != NOWHERE:
        return False
    d = c.view.decision
    assert isinstance(d, TakeDecision)
    if c.view.galleon > 0:
        return True
    return c.view.holds[hold(1 - d.ship, 1 - c.team)] > 0


def _veto_shift_away(c: _Ctx, a: Action) -> bool:
    """Never move treasure from our hold to the enemy's as Cabin Boy."""
    return c.team < DUTCH and isinstance(a, Shift) and a.src == c.team


def _veto_start_enemy(c: _Ctx, a: Action) -> bool:
    """Never put the starting treasure in the enemy's hold."""
    return c.team < DUTCH and isinstance(a, StartHold) and a.team != c.team


def _veto_black_spot(c: _Ctx, a: Action) -> bool:
    """Never reveal a Black Spot we know is there (it maroons us), unless the Fountain saves us."""
    return (
        isinstance(a, Reveal) and _known_kind(c, a.slot) == "black_spot"
        and "fountain_of_youth" not in c.view.front[c.seat]
    )


def _veto_losing_armada(c: _Ctx, a: Action) -> bool:
    """Never reveal (or make someone reveal) a known Armada while our team would lose."""
    if isinstance(a, Reveal):
        slots: tuple[int, ...] = (a.slot,)
    elif isinstance(a, Force):
        slots = (a.a, a.b)
    else:
        return False
    if not any(_known_kind(c, i) == "spanish_armada" for i in slots):
        return False
    b, f = c.view.team_totals
    if c.team < DUTCH and b == f and len(c.view.names) % 2 == 0:
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
    if c.team == DUTCH or not cards or not isinstance(d, VoteDecision) or d.what != "brawl":
        return False
    ours = _FLAG[c.team]
    return any(C.VOTE_MIDDLE[x] != ours for x in cards) and any(C.VOTE_MIDDLE[x] == ours for x in c.view.hand)


def _attack_side(c: _Ctx) -> int:
    """Returns +1 if the Attack under way surely helps our team, -1 if surely the enemy's, else 0."""
    v = c.view
    if v.vote is None or v.vote.what != "attack" or c.team == DUTCH:
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


def vetoed(view: SeatView, belief: Belief, action: Action) -> str | None:
    """Returns the name of the first veto that forbids `action`, or None."""
    assert view.seat is not None
    team = view.loyalties[view.seat]
    assert team is not None
    ctx = _Ctx(view, view.seat, team, belief)
    for name, rule in VETOES:
        if rule(ctx, action):
            return name
    return None


# --------------------------------------------------------------------------- the bot


def public_belief(view: SeatView, history: Sequence[Event]) -> Belief:
    """Returns the belief anyone at the table may hold: the public events alone, no own card."""
    n = len(view.names)
    public = replace(view, seat=None, loyalties=(None,) * n) if view.result is None else view
    return Belief.from_history(public, [e for e in history if e.visible_to is None])


EARLY = 96
"""Worlds searched before a clear decision may stop the search early (it saves the player's time)."""


def _settled(diff: Sequence[float], diff2: Sequence[float], bias: Sequence[float], it: int) -> bool:
    """Returns whether no candidate could still beat the first one (2.5 standard errors above its mean)."""
    for i in range(1, len(diff)):
        mean = diff[i] / it
        var = max(0.0, diff2[i] / it - mean * mean)
        if mean + bias[i] + 2.5 * math.sqrt(var / it) > 0.0:
            return False
    return True


def _diverse(actions: Sequence[Action], ranked: Sequence[int], keep: int, per_kind: int = 3) -> list[int]:
    """Returns the first `keep` of `ranked`, at most `per_kind` of one kind (all alike for Vote cards)."""
    out: list[int] = []
    count: dict[str, int] = {}
    for i in ranked:
        verb = actions[i].verb
        if verb != "vote" and count.get(verb, 0) >= per_kind:
            continue
        count[verb] = count.get(verb, 0) + 1
        out.append(i)
        if len(out) == keep:
            break
    return out


class HardBot:
    """Determinized information-set search within a time budget (a `Bot`)."""

    def __init__(self, budget_ms: int = 800, iterations: int | None = None, horizon: int | None = None,
                 keep: int = 6, prior: float = 0.08, judge: bool = False, paired: bool = True,
                 z: float = 1.0) -> None:
        self.z = z
        self.judge = judge
        self.paired = paired
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.horizon = horizon
        self.keep = keep  # candidates searched: the best few by the Medium pirate's one-move scores
        self.prior = prior  # win-chance units per treasure unit of that score, added to each candidate
        self.last_iterations = 0  # how many iterations the last decision ran (benchmarks)

    def _horizon(self, n: int) -> int:
        return self.horizon if self.horizon is not None else max(4, n + 2)

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns the action the search rates best (a Vote card drawn from its mixed strategy)."""
        start = time.perf_counter()
        if not legal:
            raise ValueError("no legal action to choose from")
        base = rng.fork(0x4A7D)
        rng.next64()
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        assert view.seat is not None
        belief = Belief.from_history(view, history)
        allowed = [a for a in legal if vetoed(view, belief, a) is None] or list(legal)
        bad = blunders(view, allowed)
        allowed = [a for a in allowed if a not in bad]
        scorer = Scorer(view, belief, history)
        scores = [scorer.score(a) for a in allowed]
        order = _diverse(allowed, sorted(range(len(allowed)), key=lambda i: -scores[i]), self.keep)
        arms = [allowed[i] for i in order]
        prior = [scores[i] for i in order]
        if len(arms) == 1:
            return arms[0]
        sampler = WorldSampler(view, history)
        friends = Friends(public_belief(view, history), view.seat, belief)
        self._value: Evaluator = JudgeEval(view) if self.judge else evaluate
        deadline = start + min(self.budget_ms / 1000.0, HARD_CEILING_S)
        if isinstance(view.decision, VoteDecision):
            return self._vote(view, arms, prior, belief, friends, sampler, base, rng, deadline)
        return self._ucb(view, arms, prior, belief, friends, sampler, base, deadline)

    def _limit(self) -> int:
        return self.iterations if self.iterations is not None else 1 << 30

    def _world(self, belief: Belief, sampler: WorldSampler, r: Rng) -> GameState:
        return sampler.sample(belief.sample(r), r, check=False)

    def _ucb(self, view: SeatView, arms: list[Action], prior: list[float], belief: Belief, friends: Friends,
             sampler: WorldSampler, base: Rng, deadline: float) -> Action:
        """Returns the arm with the best mean playout value plus its prior, visits shared by UCB1."""
        assert view.seat is not None
        team = view.loyalties[view.seat]
        assert team is not None
        horizon = self._horizon(len(view.names))
        k = len(arms)
        top = max(prior)
        bias = [self.prior * (p - top) for p in prior]
        visits = [0] * k
        totals = [0.0] * k
        it = 0
        limit = self._limit()
        if self.paired:
            # every arm in the same world with the same dice; differences to the first arm (the
            # Medium pirate's choice) are kept, and another arm wins only by a clear margin
            diff = [0.0] * k
            diff2 = [0.0] * k
            while it < limit and (it == 0 or time.perf_counter() < deadline):
                r = base.fork(it + 2)
                world = self._world(belief, sampler, r)
                values = []
                for a in arms:
                    s, _ = apply(world, a, validate=False)
                    values.append(playout(s, team, r.copy(), horizon, friends, self._value))
                for i in range(k):
                    d = values[i] - values[0]
                    diff[i] += d
                    diff2[i] += d * d
                it += 1
                if it >= EARLY and it % 32 == 0 and _settled(diff, diff2, bias, it):
                    break
            self.last_iterations = it
            margin = [0.0] * k
            for i in range(1, k):
                mean = diff[i] / it
                var = max(0.0, diff2[i] / it - mean * mean)
                margin[i] = mean + bias[i] - self.z * math.sqrt(var / it)
            return arms[max(range(k), key=lambda j: (margin[j], -j))]
        while not self.paired and it < limit and (it == 0 or time.perf_counter() < deadline):
            r = base.fork(it + 2)
            if it < k:
                i = it
            else:
                log_n = math.log(it)
                i = max(range(k), key=lambda j: totals[j] / visits[j] + bias[j] + 0.5 * math.sqrt(log_n / visits[j]))
            world = self._world(belief, sampler, r)
            s, _ = apply(world, arms[i], validate=False)
            totals[i] += playout(s, team, r, horizon, friends, self._value)
            visits[i] += 1
            it += 1
        self.last_iterations = it
        best = max(range(k), key=lambda j: ((totals[j] / visits[j] if visits[j] else 0.0) + bias[j], -j))
        return arms[best]

    def _vote(self, view: SeatView, arms: list[Action], prior: list[float], belief: Belief, friends: Friends,
              sampler: WorldSampler, base: Rng, rng: Rng, deadline: float) -> Action:
        """Returns a Vote card drawn from the average strategy of regret matching (RM+) over sampled worlds."""
        assert view.seat is not None
        team = view.loyalties[view.seat]
        assert team is not None
        k = len(arms)
        top = max(prior)
        bias = [self.prior * (p - top) for p in prior]
        regret = [0.0] * k
        average = [0.0] * k
        it = 0
        limit = self._limit()
        while it < limit and (it == 0 or time.perf_counter() < deadline):
            pos = sum(regret)
            sigma = [x / pos for x in regret] if pos > 0 else [1.0 / k] * k
            r = base.fork(it + 2)
            world = self._world(belief, sampler, r)
            values = []
            for j, a in enumerate(arms):
                s, _ = apply(world, a, validate=False)
                values.append(playout(s, team, r.copy(), 0, friends, self._value) + bias[j])
            mean = sum(p * u for p, u in zip(sigma, values, strict=True))
            for j in range(k):
                regret[j] = max(0.0, regret[j] + values[j] - mean)
                average[j] += (it + 1) * sigma[j]
            it += 1
        self.last_iterations = it
        total = sum(average)
        # play the averaged mixed strategy, dropping traces under 5 % (noise of the first iterations)
        probs = [p / total if p / total >= 0.05 else 0.0 for p in average]
        mass = sum(probs)
        x = (rng.next64() / 18446744073709551616.0) * mass
        for a, p in zip(arms, probs, strict=True):
            x -= p
            if x < 0:
                return a
        return arms[max(range(k), key=lambda j: probs[j])]
