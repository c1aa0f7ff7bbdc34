"""The Hard pirate's playout policy: what every seat plays in a playout, cheaply, from its own view.

Every function here reads, for the acting seat x, only the public table plus x's own Loyalty
(s.loyalty[x]), hand (s.hands[x]) and notes (s.known[x]), and x's guess of who is a friend
(`Friends`: the public record's belief given x's own card): what view_for(s, x) would show.
`playout_action` is the entry point; the search (`search.py`) plays it for every seat. A turn
action's weight and another choice (by the class of the first legal action) come from the
class's entry in `action_knowledge.ACTIONS`, a row card's weight from its kind's entry in
`card_knowledge.CARDS`; votes and plunder are played here.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.bots.action_knowledge import ACTIONS, Choice, TurnWeight, any_choice
from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.card_knowledge import card
from tortuga_qt.bots.playout_helpers import W, leader, pick
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action, Force, Take, View, Vote
from tortuga_qt.rules.board import place_of
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.frames import TakeF, TurnF, VoteF
from tortuga_qt.rules.places import GALLEON, NOWHERE
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState

_FLAG = ("british", "french")
_CHOOSES = tuple(card(k).revealer_chooses for k in C.KIND)  # by Event card id: its revealer chooses what it does
_HURTS = tuple(card(k).harmful for k in C.KIND)  # by Event card id: it only hurts its revealer

_DUTCH: Final = Team.DUTCH  # compared in the hot path, bound once (a member lookup on its class is a call)


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


_TURN_WEIGHTS: Final[dict[type[Action], TurnWeight]] = {
    cls: k.turn_weight for cls, k in ACTIONS.items() if k.turn_weight is not None}
"""Each turn action class's weight from `action_knowledge.ACTIONS`, bound once (the playout loop reads it)."""
_CHOICES: Final[dict[type[Action], Choice]] = {cls: k.choice for cls, k in ACTIONS.items() if k.choice is not None}
"""Each class's choice from `action_knowledge.ACTIONS` when it comes first, bound once."""


def _turn_action(s: GameState, x: int, legal: tuple[Action, ...], rng: Rng, f: list[float]) -> Action:
    team = s.loyalty[x]
    known = s.known[x]
    down = [i for i, c in enumerate(s.row) if c >= 0]
    options: list[tuple[float, Action]] = []
    place, _ = place_of(s, x)
    for a in legal:
        weigh = _TURN_WEIGHTS.get(type(a))
        w = weigh(s, x, a, team, place, f) if weigh is not None else 0.0
        if w > 0:
            options.append((w, a))
    unseen = [i for i in down if known[i] < 0]
    bad = [i for i in down if known[i] >= 0 and _HURTS[known[i]]]
    if len(down) >= 2:
        if len(unseen) >= 2:
            options.append((W.view, View(x, 0, 0)))  # placeholder: a pair of unseen slots, drawn below
        options.append((W.force_bad if bad else W.force_blind, Force(x, 0, 0, x)))  # placeholder
    chosen = pick(options, rng)
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
        target = pick([(0.02 + (1.0 - f[y]) ** 2, y) for y in range(s.n) if y != x], rng)
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
        side = team if team < _DUTCH else 1 - leader(s) if leader(s) < _DUTCH else -1
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
    cards = good if good else list(hand)
    return Vote(x, (cards[rng.below(len(cards))],))


def _take_action(s: GameState, x: int, ship: int, legal: tuple[Action, ...], rng: Rng) -> Action:
    team = s.loyalty[x]
    if team == _DUTCH:
        lead = leader(s)
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
    return _CHOICES.get(type(legal[0]), any_choice)(s, x, legal, rng, f)
