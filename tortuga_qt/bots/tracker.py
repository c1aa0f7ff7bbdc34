"""The weights of the belief after a history prefix, and what the events told about the board.

`Tracker` keeps the support of the distribution over Loyalty assignments and applies the
updates the events call for (`evidence.py` says which event calls for which); the tables of
those updates are in `likelihoods.py`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.bots.assignments import space, swap_index
from tortuga_qt.bots.likelihoods import (
    BASE,
    DECK_BRITISH,
    DECK_HELM,
    DECK_NO_WATER,
    DECK_SKULL,
    LIKELIHOOD,
    VOTE_FOR,
    exactly,
    face_parts,
    pair_table,
    relation_codes,
    side_entry,
    side_table,
)
from tortuga_qt.rules.values import value


@value
class VoteSeen:
    """A vote under way, as the seat saw it."""

    what: str
    caller: int
    captain: int  # the Captain of the ship (Mutiny), -1 when unknown
    voters: tuple[tuple[int, int], ...]  # (seat, cards played) in order
    mine: tuple[str, ...]  # the faces this seat played


class Tracker:
    """The weights after a history prefix, and what the events told about the board.

    Only the support is kept: `idx` (indices into the space, ascending), `cols` (each seat's
    team in those assignments) and `w` (their normalised weights).
    """

    __slots__ = ("n", "seat", "levels", "idx", "cols", "w", "lines", "holds", "viewed", "vote", "force", "powder")

    def __init__(self, n: int, seat: int, levels: tuple[str | None, ...] = ()) -> None:
        sp = space(n)
        size = len(sp.full)
        self.n = n
        self.seat = seat
        self.levels = levels  # each seat's level as the reader reads it (None or absent: honest play)
        self.idx: tuple[int, ...] = tuple(range(size))
        self.cols: tuple[tuple[int, ...], ...] = sp.cols
        self.w: list[float] = [1.0 / size] * size  # the deal: every assignment alike
        self.lines: tuple[tuple[int, ...], ...] | None = None  # per place (FD, JR, TO, RB1, RB2)
        self.holds: tuple[int, int, int, int] | None = None
        self.viewed: tuple[frozenset[int], ...] = (frozenset(),) * n
        self.vote: VoteSeen | None = None
        self.force: tuple[int, int] | None = None  # (forcer, target) until the forced reveal
        self.powder = -1  # who blew up a Rowboat, until its occupant is marooned

    def copy(self) -> Tracker:
        """Returns an independent copy (the weights list is copied; the rest is immutable)."""
        t = Tracker.__new__(Tracker)
        t.n, t.seat, t.levels = self.n, self.seat, self.levels
        t.idx, t.cols, t.w = self.idx, self.cols, list(self.w)
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
        full = space(self.n).full
        self.idx = tuple(i for i, _ in pairs)
        self.cols = tuple(zip(*(full[i] for i in self.idx), strict=True))
        inv = 1.0 / total
        self.w = [x * inv for _, x in pairs]

    def side(self, seat: int, kind: str, team: int) -> None:
        """Weighs an act of `seat` helping `team` by a side entry (its level's, where the reader reads by level)."""
        if not 0 <= seat < self.n or team not in (0, 1):
            return
        vals = side_table(side_entry(kind, self.levels[seat] if seat < len(self.levels) else None), team)
        self._scale([x * vals[t] for x, t in zip(self.w, self.cols[seat], strict=True)])

    def pair(self, x: int, y: int, kind: str) -> None:
        """Weighs an act of x toward y by a pair entry of LIKELIHOOD."""
        if x == y or not (0 <= x < self.n and 0 <= y < self.n):
            return
        m = pair_table(LIKELIHOOD[kind])
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
        swap = swap_index(self.n, x, y)
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
        i = space(self.n).index.get(tuple(loyalties))
        if i is not None and i in self.idx:
            self._support([(i, 1.0)])

    def vote_result(self, v: VoteSeen, faces: tuple[str, ...]) -> None:
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
            hits = sum(1 for f in rest if face_parts(f)[0] != "water")
        elif v.what == "mutiny" and v.captain >= 0:  # about the Captain: a Helm helps them
            ref, deck_p = v.captain, DECK_HELM
            hits = sum(1 for f in rest if face_parts(f)[2] == "helm")
        elif v.what == "mutiny":  # no Captain known (a history without the setup): a Skull helps the caller
            ref, deck_p = v.caller, DECK_SKULL
            hits = sum(1 for f in rest if face_parts(f)[2] == "skull")
        else:  # a Brawl: British flags, by each voter's own team
            ref, deck_p = -1, DECK_BRITISH
            hits = sum(1 for f in rest if face_parts(f)[1] == "british")
        # Each other voter's cards fall in one of three classes per assignment (by its team, in a
        # Brawl; else friend / enemy / neutral of the reference player); the chance of the tally
        # depends only on how many cards each class has: count them as one code per assignment.
        if ref < 0:
            chances = side_table(LIKELIHOOD["brawl_flag"], 0)  # British, French, Dutch voter
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
                unit = (k, k * BASE, k * BASE * BASE)
                classes.append([unit[t] for t in self.cols[s]])
            else:
                m = relation_codes(k)
                classes.append([m[t][r] for t, r in zip(self.cols[s], self.cols[ref], strict=True)])
        codes = list(map(sum, zip(*classes, strict=True))) if classes else [0] * len(self.w)
        chance_of: dict[int, float] = {}
        for code in set(codes):
            counts = (code % BASE, code // BASE % BASE, code // (BASE * BASE))
            probs = fixed + [p for p, c in zip(chances, counts, strict=True) for _ in range(c)]
            chance_of[code] = exactly(hits, probs)
        self._scale([w * chance_of[code] for w, code in zip(self.w, codes, strict=True)])
