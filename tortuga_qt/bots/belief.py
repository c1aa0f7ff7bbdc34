"""What one seat believes about everyone's Loyalty: an exact distribution over every assignment.

With n players the Loyalty deal is one of n!/(b!·f!·d!) assignments (630 at 9 players); the
seat's own card leaves at most 280. `Belief.from_history(view, history)` enumerates them all
and weighs each one by what the seat has seen, oldest event first:

- hard facts give weight 0: the seat's own card (the deal, and its own Cabin Fever look),
  every card once the game is over;
- Cabin Fever between x and y shuffles their two cards and deals them back: each weight is
  mixed 50/50 with the weight of the x<->y swapped assignment (exact); when this seat is x or
  y, its own look then conditions the mix, so it knows whether the other holds its old card;
- behaviour is soft evidence: each kind is one likelihood table below (a comment says why),
  never 0 (people bluff), and neutral (0.5) for a Dutch player who has no side.

Tracking (who is aboard which ship, what lies in each hold, who viewed which row slot, the
vote under way) comes from the events alone, so the result depends on the history only (and
the view's hard facts). The tracked state is cached by history prefix: a game's repeated
calls feed only the new events, with exactly the result of a computation from scratch.
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from itertools import compress
from typing import Final

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.components import components
from tortuga_qt.rules.events import (
    BlownUp,
    CabinFever,
    CaptainMaroons,
    EightBells,
    Event,
    Forced,
    Given,
    LoyaltiesRevealed,
    LoyaltySeen,
    Marooned,
    Moved,
    PawnsPlaced,
    PistolAimed,
    Revealed,
    RowReshuffled,
    Shifted,
    StartHoldChosen,
    StormySeas,
    SuddenDeath,
    Swapped,
    TreasureTaken,
    Viewed,
    VoteCalled,
    Voted,
    VotedCards,
    VoteResult,
)
from tortuga_qt.rules.places import JR, TORTUGA
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import SeatView

# --------------------------------------------------------------------------- likelihood tables
#
# Every behavioural likelihood lives in LIKELIHOOD (and the vote tables after it): an event
# multiplies each assignment's weight by the entry for the teams it gives the seats involved, so
# only ratios within one entry matter. Tune here (then `clear_cache()`); never 0: people bluff.

LIKELIHOOD: Final[dict[str, tuple[float, float, float]]] = {
    # side acts, helping team T, by the actor's own team: (of T, of the other team, Dutch)
    "start_hold": (0.7, 0.3, 0.5),  # a Captain puts the starting treasure in T's hold: mostly their own team's
    "take_into": (0.75, 0.25, 0.5),  # after an Attack the Captain puts the plunder in T's hold: their own
    "take_from": (0.35, 0.65, 0.5),  # Galleon empty, the Captain raids the other ship's T hold: an enemy's
    "shift_to": (0.75, 0.25, 0.5),  # a Cabin Boy moves a treasure into T's hold: their own team's
    "board": (0.65, 0.35, 0.5),  # boarding (or sailing by Atlantis to) a ship whose holds favour T: a T pirate
    "brawl_flag": (0.8, 0.2, 0.5),  # a card played in a Brawl shows T's flag: mostly a T voter's
    # pair acts of x toward y, by their teams: (same team, opposite teams, either of them Dutch)
    "call_mutiny": (0.3, 0.7, 0.5),  # a First Mate calls a Mutiny against the Captain: rather an enemy
    "maroon": (0.3, 0.7, 0.5),  # a Captain maroons a crewmate: rather an enemy
    "pistol": (0.3, 0.7, 0.5),  # a Pistol is aimed at someone: rather an enemy
    "gift": (0.7, 0.3, 0.5),  # a treasure map (Atlantis, El Dorado, Fountain of Youth) goes rather to a friend
    "force": (0.4, 0.6, 0.5),  # forcing someone onto two cards the forcer never viewed: slightly hostile
    "force_knowing": (0.3, 0.7, 0.5),  # forcing someone onto cards the forcer viewed (knows them): hostile
    "black_spot": (0.25, 0.75, 0.5),  # the forced player reveals a Black Spot the forcer had viewed: deliberate
    "powder": (0.35, 0.65, 0.5),  # Black Powder blows up the Rowboat someone sits in: rather an enemy
}

VOTE_FOR: Final[dict[str, float]] = {
    # the chance that one card a voter plays helps the reference player: no Water for the Captain
    # who called an Attack; a Helm for the Captain in a Mutiny (the calling First Mate wants a Skull)
    "self": 0.85,  # the reference player votes for itself
    "friend": 0.8,  # its teammates back it
    "enemy": 0.3,  # its enemies mostly play against it (their hand may leave no choice)
    "neutral": 0.5,  # a Dutch voter, or a Dutch reference player: no side
    "caller": 0.15,  # a Mutiny's caller votes against the Captain
}


def _deck_rate(test: Callable[[int], bool]) -> float:
    """Returns the share of Vote cards passing `test` (the one card drawn from the deck: random)."""
    return sum(1 for c in range(C.N_VOTE) if test(c)) / C.N_VOTE


DECK_NO_WATER: Final = _deck_rate(lambda c: C.VOTE_TOP[c] != "water")
DECK_HELM: Final = _deck_rate(lambda c: C.VOTE_BOTTOM[c] == "helm")
DECK_SKULL: Final = _deck_rate(lambda c: C.VOTE_BOTTOM[c] == "skull")
DECK_BRITISH: Final = _deck_rate(lambda c: C.VOTE_MIDDLE[c] == "british")


@cache
def _pair(table: tuple[float, float, float]) -> tuple[tuple[float, ...], ...]:
    """Returns a pair table as a 3x3 matrix indexed by the two teams."""
    same, opposite, dutch = table
    return tuple(
        tuple(dutch if 2 in (a, b) else same if a == b else opposite for b in range(3)) for a in range(3)
    )


@cache
def _side(table: tuple[float, float, float], team: int) -> tuple[float, float, float]:
    """Returns a side table about team T as a likelihood per actor team (British, French, Dutch)."""
    mine, other, dutch = table
    return (mine if team == 0 else other, mine if team == 1 else other, dutch)


# --------------------------------------------------------------------------- the assignments


@value
class _Space:
    """Every Loyalty assignment of an n-player game, and each seat's column of teams."""

    n: int
    full: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]  # cols[seat][i]: the team of `seat` in assignment i
    index: dict[tuple[int, ...], int]


def _multiset_permutations(counts: list[int], n: int) -> list[tuple[int, ...]]:
    """Returns every arrangement of the team cards in `counts`, in lexicographic order."""
    out: list[tuple[int, ...]] = []
    cur: list[int] = []

    def rec() -> None:
        if len(cur) == n:
            out.append(tuple(cur))
            return
        for t in range(3):
            if counts[t]:
                counts[t] -= 1
                cur.append(t)
                rec()
                cur.pop()
                counts[t] += 1

    rec()
    return out


@cache
def _space(n: int) -> _Space:
    """Returns the assignments of an n-player deal (cached)."""
    full = tuple(_multiset_permutations(list(components().loyalty[n]), n))
    cols = tuple(tuple(a[s] for a in full) for s in range(n))
    return _Space(n, full, cols, {a: i for i, a in enumerate(full)})


@lru_cache(maxsize=128)
def _masks(n: int, idx: tuple[int, ...]) -> tuple[tuple[tuple[bool, ...], ...], ...]:
    """Returns, per seat and team, which of the assignments `idx` give the seat that team."""
    full = _space(n).full
    cols = list(zip(*(full[i] for i in idx), strict=True))
    return tuple(tuple(tuple(map(team.__eq__, col)) for team in range(3)) for col in cols)


@cache
def _swap(n: int, x: int, y: int) -> tuple[int, ...]:
    """Returns, for each assignment index, the index of the one with x's and y's cards swapped."""
    sp = _space(n)
    out = []
    for a in sp.full:
        b = list(a)
        b[x], b[y] = b[y], b[x]
        out.append(sp.index[tuple(b)])
    return tuple(out)


_BASE: Final = 64  # more cards than any vote can hold: a code counts three classes of cards


@cache
def _relation_codes(k: int) -> tuple[tuple[int, ...], ...]:
    """Returns the code of k cards by (voter's team, reference player's team): friend, enemy or neutral."""
    return tuple(
        tuple(k * _BASE * _BASE if 2 in (t, r) else k if t == r else k * _BASE for r in range(3)) for t in range(3)
    )


@lru_cache(maxsize=4096)
def _face(face: str) -> tuple[str, str, str]:
    """Returns (top, middle, bottom) of a Vote card face such as '2x water/french/helm'."""
    body = face[3:] if face.startswith("2x ") else face
    top, middle, bottom = body.split("/")
    return top, middle, bottom


def _exactly(k: int, probs: Sequence[float]) -> float:
    """Returns the chance that exactly k of independent events with chances `probs` happen."""
    dist = [1.0]
    for p in probs:
        q = 1.0 - p
        nxt = [0.0] * (len(dist) + 1)
        for j, d in enumerate(dist):
            nxt[j] += d * q
            nxt[j + 1] += d * p
        dist = nxt
    return dist[k] if 0 <= k < len(dist) else 0.0


# --------------------------------------------------------------------------- tracking a history


@value
class _Vote:
    """A vote under way, as the seat saw it."""

    what: str
    caller: int
    captain: int  # the Captain of the ship (Mutiny), -1 when unknown
    voters: tuple[tuple[int, int], ...]  # (seat, cards played) in order
    mine: tuple[str, ...]  # the faces this seat played


class _Tracker:
    """The weights after a history prefix, and what the events told about the board.

    Only the support is kept: `idx` (indices into the space, ascending), `cols` (each seat's
    team in those assignments) and `w` (their normalised weights).
    """

    __slots__ = ("n", "seat", "idx", "cols", "w", "lines", "holds", "viewed", "vote", "force", "powder")

    def __init__(self, n: int, seat: int) -> None:
        sp = _space(n)
        size = len(sp.full)
        self.n = n
        self.seat = seat
        self.idx: tuple[int, ...] = tuple(range(size))
        self.cols: tuple[tuple[int, ...], ...] = sp.cols
        self.w: list[float] = [1.0 / size] * size  # the deal: every assignment alike
        self.lines: tuple[tuple[int, ...], ...] | None = None  # per place (FD, JR, TO, RB1, RB2)
        self.holds: tuple[int, int, int, int] | None = None
        self.viewed: tuple[frozenset[int], ...] = (frozenset(),) * n
        self.vote: _Vote | None = None
        self.force: tuple[int, int] | None = None  # (forcer, target) until the forced reveal
        self.powder = -1  # who blew up a Rowboat, until its occupant is marooned

    def copy(self) -> _Tracker:
        """Returns an independent copy (the weights list is copied; the rest is immutable)."""
        t = _Tracker.__new__(_Tracker)
        t.n, t.seat, t.idx, t.cols, t.w = self.n, self.seat, self.idx, self.cols, list(self.w)
        t.lines, t.holds, t.viewed = self.lines, self.holds, self.viewed
        t.vote, t.force, t.powder = self.vote, self.force, self.powder
        return t

    # ---------------------------------------------------------------- weight updates

    def _scale(self, w: list[float]) -> None:
        total = sum(w)
        if total > 0.0:  # an impossible fact (an inconsistent history) is ignored
            inv = 1.0 / total
            self.w = [x * inv for x in w]

    def _support(self, pairs: Sequence[tuple[int, float]]) -> None:
        """Replaces the support by (index, weight) pairs in ascending index order, weights normalised."""
        total = sum(x for _, x in pairs)
        if total <= 0.0:  # an impossible fact (an inconsistent history) is ignored
            return
        full = _space(self.n).full
        self.idx = tuple(i for i, _ in pairs)
        self.cols = tuple(zip(*(full[i] for i in self.idx), strict=True))
        inv = 1.0 / total
        self.w = [x * inv for _, x in pairs]

    def side(self, seat: int, kind: str, team: int) -> None:
        """Weighs an act of `seat` helping `team` by a side entry of LIKELIHOOD."""
        if not 0 <= seat < self.n or team not in (0, 1):
            return
        vals = _side(LIKELIHOOD[kind], team)
        self._scale([x * vals[t] for x, t in zip(self.w, self.cols[seat], strict=True)])

    def pair(self, x: int, y: int, kind: str) -> None:
        """Weighs an act of x toward y by a pair entry of LIKELIHOOD."""
        if x == y or not (0 <= x < self.n and 0 <= y < self.n):
            return
        m = _pair(LIKELIHOOD[kind])
        self._scale([w * m[a][b] for w, a, b in zip(self.w, self.cols[x], self.cols[y], strict=True)])

    def condition(self, seat: int, team: int) -> None:
        """Keeps only the assignments where `seat` holds `team` (a hard fact)."""
        if 0 <= seat < self.n and 0 <= team <= 2:
            col = self.cols[seat]
            self._support([(i, x) for i, x, t in zip(self.idx, self.w, col, strict=True) if t == team])

    def mix(self, x: int, y: int) -> None:
        """Cabin Fever: x's and y's cards shuffled and dealt back, each order with chance 1/2."""
        if x == y or not (0 <= x < self.n and 0 <= y < self.n):
            return
        swap = _swap(self.n, x, y)
        pos = {i: j for j, i in enumerate(self.idx)}
        other = [pos.get(swap[i], -1) for i in self.idx]
        if -1 not in other:  # the support is closed under the swap (this seat is neither x nor y)
            w = self.w
            self.w = [0.5 * (a + w[j]) for a, j in zip(w, other, strict=True)]
            return
        dense = dict(zip(self.idx, self.w, strict=True))
        keys = sorted(set(self.idx).union(swap[i] for i in self.idx))
        self._support([(i, 0.5 * (dense.get(i, 0.0) + dense.get(swap[i], 0.0))) for i in keys])

    def reveal_all(self, loyalties: Sequence[int]) -> None:
        """Keeps only the revealed assignment (the end of the game)."""
        i = _space(self.n).index.get(tuple(loyalties))
        if i is not None and i in self.idx:
            self._support([(i, 1.0)])

    def vote_result(self, v: _Vote, faces: tuple[str, ...]) -> None:
        """Weighs every assignment by the chance of the tally the other voters and the deck card gave."""
        rest = list(faces)
        for f in v.mine:
            if f in rest:
                rest.remove(f)
        deck = max(0, min(1, len(faces) - sum(k for _, k in v.voters)))  # the card from the deck
        others = tuple((s, k) for s, k in v.voters if s != self.seat)
        if not others:  # the deck card alone is random
            return
        if v.what == "attack":  # about the Captain who called it: a card without Water helps them
            ref, deck_p = v.caller, DECK_NO_WATER
            hits = sum(1 for f in rest if _face(f)[0] != "water")
        elif v.what == "mutiny" and v.captain >= 0:  # about the Captain: a Helm helps them
            ref, deck_p = v.captain, DECK_HELM
            hits = sum(1 for f in rest if _face(f)[2] == "helm")
        elif v.what == "mutiny":  # no Captain known (a history without the setup): a Skull helps the caller
            ref, deck_p = v.caller, DECK_SKULL
            hits = sum(1 for f in rest if _face(f)[2] == "skull")
        else:  # a Brawl: British flags, by each voter's own team
            ref, deck_p = -1, DECK_BRITISH
            hits = sum(1 for f in rest if _face(f)[1] == "british")
        # Each other voter's cards fall in one of three classes per assignment (by its team, in a
        # Brawl; else friend / enemy / neutral of the reference player); the chance of the tally
        # depends only on how many cards each class has: count them as one code per assignment.
        if ref < 0:
            chances = _side(LIKELIHOOD["brawl_flag"], 0)  # British, French, Dutch voter
        else:
            chances = (VOTE_FOR["friend"], VOTE_FOR["enemy"], VOTE_FOR["neutral"])
        fixed: list[float] = [deck_p] * deck
        classes: list[list[int]] = []
        for s, k in others:
            if ref >= 0 and s == ref:
                fixed += [VOTE_FOR["self"]] * k
            elif ref >= 0 and v.what == "mutiny" and s == v.caller:
                fixed += [VOTE_FOR["caller"]] * k
            elif ref < 0:
                unit = (k, k * _BASE, k * _BASE * _BASE)
                classes.append([unit[t] for t in self.cols[s]])
            else:
                m = _relation_codes(k)
                classes.append([m[t][r] for t, r in zip(self.cols[s], self.cols[ref], strict=True)])
        codes = list(map(sum, zip(*classes, strict=True))) if classes else [0] * len(self.w)
        chance_of: dict[int, float] = {}
        for code in set(codes):
            counts = (code % _BASE, code // _BASE % _BASE, code // (_BASE * _BASE))
            probs = fixed + [p for p, c in zip(chances, counts, strict=True) for _ in range(c)]
            chance_of[code] = _exactly(hits, probs)
        self._scale([w * chance_of[code] for w, code in zip(self.w, codes, strict=True)])

    # ---------------------------------------------------------------- events

    def feed(self, e: Event) -> None:
        """Takes one event into account."""
        handler = _HANDLERS.get(type(e))
        if handler is not None:
            handler(self, e)


def _place_of(lines: tuple[tuple[int, ...], ...], seat: int) -> int:
    for p, line in enumerate(lines):
        if seat in line:
            return p
    return -1


def _without(lines: tuple[tuple[int, ...], ...], seat: int) -> list[tuple[int, ...]]:
    return [tuple(x for x in line if x != seat) for line in lines]


def _ship_favours(holds: tuple[int, int, int, int], ship: int) -> int:
    """Returns the team whose hold on `ship` holds more (-1: level)."""
    b, f = holds[2 * ship], holds[2 * ship + 1]
    return 0 if b > f else 1 if f > b else -1


def _on_loyalty(t: _Tracker, e: Event) -> None:
    assert isinstance(e, LoyaltySeen)
    if e.seat == t.seat:
        t.condition(e.seat, e.team)


def _on_fever(t: _Tracker, e: Event) -> None:
    assert isinstance(e, CabinFever)
    t.mix(e.seat, e.target)


def _on_revealed_all(t: _Tracker, e: Event) -> None:
    assert isinstance(e, LoyaltiesRevealed)
    if len(e.loyalties) == t.n:
        t.reveal_all(e.loyalties)


def _on_pawns(t: _Tracker, e: Event) -> None:
    assert isinstance(e, PawnsPlaced)
    t.lines = (e.fd, e.jr, (), (), ())
    t.holds = (0, 0, 0, 0)


def _on_start_hold(t: _Tracker, e: Event) -> None:
    assert isinstance(e, StartHoldChosen)
    t.side(e.seat, "start_hold", e.team)
    if t.holds is not None:
        h = list(t.holds)
        h[2 * e.ship + e.team] += 1
        t.holds = (h[0], h[1], h[2], h[3])


def _on_moved(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Moved)
    if e.dst <= JR and e.how in ("row", "atlantis") and t.holds is not None:
        team = _ship_favours(t.holds, e.dst)
        if team >= 0:
            t.side(e.seat, "board", team)
    if t.lines is not None:
        lines = _without(t.lines, e.seat)
        lines[e.dst] = lines[e.dst] + (e.seat,)
        t.lines = tuple(lines)


def _on_marooned(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Marooned)
    if e.cause == "black_powder" and t.powder >= 0:
        t.pair(t.powder, e.seat, "powder")
        t.powder = -1
    if t.lines is not None:
        lines = _without(t.lines, e.seat)
        lines[TORTUGA] = lines[TORTUGA] + (e.seat,)
        t.lines = tuple(lines)


def _on_swapped(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Swapped)
    if t.lines is not None:
        swap = {e.seat: e.other, e.other: e.seat}
        t.lines = tuple(tuple(swap.get(x, x) for x in line) for line in t.lines)


def _on_eight_bells(t: _Tracker, e: Event) -> None:
    assert isinstance(e, EightBells)
    if t.lines is not None:
        lines = list(t.lines)
        lines[e.place] = e.line
        t.lines = tuple(lines)


def _on_shifted(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Shifted)
    t.side(e.seat, "shift_to", 1 - e.src)
    if t.holds is not None:
        h = list(t.holds)
        h[2 * e.ship + e.src] -= 1
        h[2 * e.ship + 1 - e.src] += 1
        t.holds = (h[0], h[1], h[2], h[3])


def _on_taken(t: _Tracker, e: Event) -> None:
    assert isinstance(e, TreasureTaken)
    t.side(e.seat, "take_into", e.dst % 2)
    if e.src >= 0:
        t.side(e.seat, "take_from", e.src % 2)
    if t.holds is not None:
        h = list(t.holds)
        if e.src >= 0:
            h[e.src] -= 1
        h[e.dst] += 1
        t.holds = (h[0], h[1], h[2], h[3])


def _on_stormy(t: _Tracker, e: Event) -> None:
    assert isinstance(e, StormySeas)
    if t.holds is not None and e.place <= JR:
        h = list(t.holds)
        h[2 * e.place] = h[2 * e.place + 1] = 0
        t.holds = (h[0], h[1], h[2], h[3])


def _on_captain_maroons(t: _Tracker, e: Event) -> None:
    assert isinstance(e, CaptainMaroons)
    t.pair(e.seat, e.target, "maroon")


def _on_pistol(t: _Tracker, e: Event) -> None:
    assert isinstance(e, PistolAimed)
    t.pair(e.seat, e.target, "pistol")


def _on_given(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Given)
    t.pair(e.seat, e.target, "gift")


def _on_viewed(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Viewed)
    if 0 <= e.seat < t.n:
        v = list(t.viewed)
        v[e.seat] = v[e.seat] | {e.a, e.b}
        t.viewed = tuple(v)


def _on_forced(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Forced)
    knows = 0 <= e.seat < t.n and bool(t.viewed[e.seat] & {e.a, e.b})
    t.pair(e.seat, e.target, "force_knowing" if knows else "force")
    t.force = (e.seat, e.target)


def _on_revealed(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Revealed)
    if t.force is not None:
        forcer, target = t.force
        t.force = None
        if e.seat == target and e.card == "black_spot" and e.slot in t.viewed[forcer]:
            t.pair(forcer, target, "black_spot")
    t.viewed = tuple(v - {e.slot} if e.slot in v else v for v in t.viewed)


def _on_row_void(t: _Tracker, e: Event) -> None:
    t.viewed = (frozenset(),) * t.n


def _on_powder(t: _Tracker, e: Event) -> None:
    assert isinstance(e, BlownUp)
    t.powder = e.seat


def _on_vote_called(t: _Tracker, e: Event) -> None:
    assert isinstance(e, VoteCalled)
    captain = -1
    if e.what == "mutiny" and t.lines is not None and t.lines[e.ship]:
        captain = t.lines[e.ship][0]
        t.pair(e.seat, captain, "call_mutiny")
    t.vote = _Vote(e.what, e.seat, captain, (), ())


def _on_voted(t: _Tracker, e: Event) -> None:
    assert isinstance(e, Voted)
    v = t.vote
    if v is not None:
        t.vote = _Vote(v.what, v.caller, v.captain, v.voters + ((e.seat, e.n),), v.mine)


def _on_voted_cards(t: _Tracker, e: Event) -> None:
    assert isinstance(e, VotedCards)
    v = t.vote
    if v is not None and e.seat == t.seat:
        mine = v.mine + tuple(C.VOTE_FACE[c] for c in e.cards)
        t.vote = _Vote(v.what, v.caller, v.captain, v.voters, mine)


def _on_vote_result(t: _Tracker, e: Event) -> None:
    assert isinstance(e, VoteResult)
    v = t.vote
    t.vote = None
    if v is not None and v.what == e.what:
        t.vote_result(v, e.faces)


_HANDLERS: Final[dict[type[Event], Callable[[_Tracker, Event], None]]] = {
    LoyaltySeen: _on_loyalty,
    CabinFever: _on_fever,
    LoyaltiesRevealed: _on_revealed_all,
    PawnsPlaced: _on_pawns,
    StartHoldChosen: _on_start_hold,
    Moved: _on_moved,
    Marooned: _on_marooned,
    Swapped: _on_swapped,
    EightBells: _on_eight_bells,
    Shifted: _on_shifted,
    TreasureTaken: _on_taken,
    StormySeas: _on_stormy,
    CaptainMaroons: _on_captain_maroons,
    PistolAimed: _on_pistol,
    Given: _on_given,
    Viewed: _on_viewed,
    Forced: _on_forced,
    Revealed: _on_revealed,
    RowReshuffled: _on_row_void,
    SuddenDeath: _on_row_void,
    BlownUp: _on_powder,
    VoteCalled: _on_vote_called,
    Voted: _on_voted,
    VotedCards: _on_voted_cards,
    VoteResult: _on_vote_result,
}


# --------------------------------------------------------------------------- the cache of history prefixes

_CHECKPOINT: Final = 256  # a tracker is kept every this many events (and at the end) of a cached history
_MAX_ENTRIES: Final = 64


class _Entry:
    """One cached history (a seat in one game) and trackers after some of its prefixes."""

    __slots__ = ("n", "seat", "events", "snaps")

    def __init__(self, n: int, seat: int, events: list[Event], snaps: dict[int, _Tracker]) -> None:
        self.n, self.seat, self.events, self.snaps = n, seat, events, snaps


_ENTRIES: list[_Entry] = []  # most recently used last
_LOCK = threading.Lock()


def clear_cache() -> None:
    """Forgets every cached history prefix (tests and benchmarks)."""
    with _LOCK:
        _ENTRIES.clear()


def _feed(t: _Tracker, events: Sequence[Event], start: int, snaps: dict[int, _Tracker] | None) -> None:
    """Feeds events[start:] to `t`, keeping a copy at every checkpoint in `snaps`."""
    feed = t.feed
    for i in range(start, len(events)):
        feed(events[i])
        if snaps is not None and (i + 1) % _CHECKPOINT == 0:
            snaps[i + 1] = t.copy()


def _track(n: int, seat: int, history: Sequence[Event], use_cache: bool) -> _Tracker:
    """Returns the tracker after `history`, continuing the longest cached prefix (never mutate it)."""
    hist = history if isinstance(history, list) else list(history)
    if not use_cache:
        t = _Tracker(n, seat)
        _feed(t, hist, 0, None)
        return t
    size = len(hist)
    best: _Entry | None = None
    start = 0
    base: _Tracker | None = None
    with _LOCK:
        for entry in reversed(_ENTRIES):
            if entry.n != n or entry.seat != seat:
                continue
            for length in sorted(entry.snaps, reverse=True):
                if length <= start:
                    break
                if length <= size and hist[:length] == entry.events[:length]:
                    best, start, base = entry, length, entry.snaps[length]
                    break
        if best is not None:
            _ENTRIES.remove(best)
            _ENTRIES.append(best)
    if base is not None and start == size:
        return base
    t = base.copy() if base is not None else _Tracker(n, seat)
    snaps: dict[int, _Tracker] = {}
    _feed(t, hist, start, snaps)
    with _LOCK:
        if best is not None and best in _ENTRIES and len(best.events) <= size and \
                hist[:len(best.events)] == best.events:
            # the same game, further on: extend its entry, keep only checkpoints and the new end
            last = len(best.events)
            if last % _CHECKPOINT and last in best.snaps:
                del best.snaps[last]
            best.events = list(hist)
            best.snaps.update(snaps)
            best.snaps[size] = t
        elif best is None or len(best.events) < size or hist != best.events[:size]:
            # a new game, or a branch off a cached one: a new entry sharing the common checkpoints
            kept = {k: s for k, s in best.snaps.items() if k <= start} if best is not None else {}
            kept.update(snaps)
            kept[size] = t
            _ENTRIES.append(_Entry(n, seat, list(hist), kept))
            del _ENTRIES[:-_MAX_ENTRIES]
    return t


# --------------------------------------------------------------------------- the belief


class Belief:
    """The exact distribution over Loyalty assignments that one seat may believe.

    `assignments` holds every assignment consistent with what the seat knows (weight > 0), each
    a full tuple of Team ints; `weights` are their normalised probabilities, in the same order.
    `seat` is -1 for the public view (a spectator: no card of its own).
    """

    __slots__ = ("seat", "n", "assignments", "weights", "_idx", "_marg", "_cum")

    def __init__(self, n: int, seat: int, idx: Sequence[int], weights: Sequence[float]) -> None:
        full = _space(n).full
        self.n = n
        self.seat = seat
        self._idx = tuple(idx)
        self.assignments: tuple[tuple[int, ...], ...] = tuple(map(full.__getitem__, self._idx))
        self.weights: tuple[float, ...] = tuple(weights)
        self._marg: tuple[tuple[float, float, float], ...] | None = None
        self._cum: list[float] | None = None

    @classmethod
    def from_history(cls, view: SeatView, history: Sequence[Event], *, use_cache: bool = True) -> Belief:
        """Returns the belief of `view.seat` after `history` (its redacted events, oldest first)."""
        n = len(view.names)
        seat = -1 if view.seat is None else view.seat
        t = _track(n, seat, history, use_cache)
        sp = _space(n)
        loyal = view.loyalties
        exact = -1
        if len(loyal) == n and all(x is not None for x in loyal):
            exact = sp.index.get(tuple(int(x) for x in loyal if x is not None), -1)
        own = loyal[seat] if 0 <= seat < len(loyal) else None
        idx: Sequence[int] = t.idx
        vals: Sequence[float] = t.w
        if exact >= 0 and idx != (exact,):
            idx, vals = ((exact,), (1.0,)) if exact in idx else ((), ())
        elif exact < 0 and own is not None and t.cols[seat].count(own) != len(idx):
            col = t.cols[seat]
            idx = [i for i, team in zip(idx, col, strict=True) if team == own]
            vals = [x for x, team in zip(vals, col, strict=True) if team == own]
        if min(vals, default=0.0) <= 0.0:  # a weight that underflowed, or nothing left
            keep = [(i, x) for i, x in zip(idx, vals, strict=True) if x > 0.0]
            if not keep:  # the history contradicts the view (never in a real game): the view alone
                keep = [(i, 1.0) for i, a in enumerate(sp.full)
                        if i == exact or (exact < 0 and (own is None or a[seat] == own))]
            idx, vals = [i for i, _ in keep], [x for _, x in keep]
        inv = 1.0 / sum(vals)
        return cls(n, seat, idx, [x * inv for x in vals])

    @classmethod
    def uniform(cls, view: SeatView) -> Belief:
        """Returns the belief of a seat that has seen nothing but its own card (and any revealed ones)."""
        return cls.from_history(view, (), use_cache=False)

    def marginals(self) -> tuple[tuple[float, float, float], ...]:
        """Returns, per seat, the chance it is (British, French, Dutch)."""
        if self._marg is None:
            w = self.weights
            dealt = components().loyalty[self.n]
            self._marg = tuple(
                (sum(compress(w, m[0])), sum(compress(w, m[1])), sum(compress(w, m[2])) if dealt[2] else 0.0)
                for m in _masks(self.n, self._idx)
            )
        return self._marg

    def team_prob(self, seat: int, team: int) -> float:
        """Returns the chance that `seat` is of `team`."""
        return self.marginals()[seat][team]

    def same_team(self, a: int, b: int) -> float:
        """Returns the chance that seats a and b hold the same Loyalty (1.0 when a == b)."""
        if a == b:
            return 1.0
        cols = _space(self.n).cols
        ca, cb = cols[a], cols[b]
        return sum(x for i, x in zip(self._idx, self.weights, strict=True) if ca[i] == cb[i])

    def known(self, seat: int) -> int | None:
        """Returns the team of `seat` if the seat is certain of it, else None."""
        col = _space(self.n).cols[seat]
        teams = {col[i] for i in self._idx}
        return teams.pop() if len(teams) == 1 else None

    def sample(self, rng: Rng) -> tuple[int, ...]:
        """Returns one assignment drawn by weight (one draw from `rng`)."""
        if self._cum is None:
            acc, cum = 0.0, []
            for x in self.weights:
                acc += x
                cum.append(acc)
            self._cum = cum
        u = (rng.next64() >> 11) * (1.0 / (1 << 53)) * self._cum[-1]
        return self.assignments[min(bisect_right(self._cum, u), len(self.assignments) - 1)]


def describe(belief: Belief, names: Sequence[str] = ()) -> str:
    """Returns one line per seat: 'P2 British 0.62 French 0.38' (certain teams shown alone)."""
    lines = []
    for s, (b, f, d) in enumerate(belief.marginals()):
        who = names[s] if s < len(names) else f"P{s + 1}"
        parts = [f"{name} {p:.2f}" for name, p in (("British", b), ("French", f), ("Dutch", d)) if p > 0.0]
        mark = " (me)" if s == belief.seat else ""
        lines.append(f"{who}{mark}: " + ", ".join(parts))
    return "\n".join(lines)
