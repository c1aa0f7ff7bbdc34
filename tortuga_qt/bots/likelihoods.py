"""The likelihood tables of the belief (`belief.py`), and the arithmetic of a vote's tally.

Every behavioural likelihood lives in LIKELIHOOD (and the vote tables after it): an event
multiplies each assignment's weight by the entry for the teams it gives the seats involved, so
only ratios within one entry matter. Tune here (then `belief.clear_cache()`); never 0: people bluff.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Final

from tortuga_qt.rules import cards as C

LIKELIHOOD: Final[dict[str, tuple[float, float, float]]] = {
    # side acts, helping team T, by the actor's own team: (of T, of the other team, Dutch). Measured
    # (`benchmarks/readability.py`, 6 players, 100 games a level): the computer pirates put treasure
    # in their own hold 100 % of the time (start 200/200, plunder 247/247, shift 413/413 for Medium),
    # never raid their own (0/39), and board where the OTHER team's treasure is (Medium 12 %, Hard
    # 14 % onto a ship favouring their own). The tables keep a tenth for bluffs (people's): never 0.
    # They describe the honest play a reader expects (Easy, Medium, a new player). The Hard pirate
    # bluffs against that expectation on purpose: its starting treasure went to its own hold 43 %
    # of the time (26/60 at 6 players), its shifts 98 % (126/128): Easy and Medium take it at its
    # word, a Hard reader knows better (LEVEL_SIDE_ACTS below).
    "start_hold": (0.9, 0.1, 0.5),  # a Captain puts the starting treasure in T's hold: their own team's
    "take_into": (0.9, 0.1, 0.5),  # after an Attack the Captain puts the plunder in T's hold: their own
    "take_from": (0.1, 0.9, 0.5),  # Galleon empty, the Captain raids the other ship's T hold: an enemy's
    "shift_to": (0.9, 0.1, 0.5),  # a Cabin Boy moves a treasure into T's hold: their own team's
    "board": (0.2, 0.8, 0.5),  # boarding (or sailing by Atlantis to) a ship whose holds favour T: rather T's enemy
    "brawl_flag": (0.85, 0.15, 0.5),  # a card played in a Brawl shows T's flag: mostly a T voter's (measured 78-88 %)
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

LEVEL_SIDE_ACTS: Final[dict[str, dict[str, tuple[float, float, float]]]] = {
    # the side entries for a seat the table shows as a computer at a level, where its play differs
    # from the honest play above (measured). A Hard Captain put its starting treasure in its own
    # hold 21 and 27 of 60 times at 4 players and 26 of 60 at 6 in whole games (`benchmarks/readability.py`),
    # and 12 of 40 in the first decisions of 40 fresh deals at 4 and 6 (13 at the tests' 32 iterations):
    # 86/220, 39 % [33-46]. So a reader who knows a seat is Hard learns little from its starting hold (and
    # a tenth more of the other way). Only Hard reads by level (`HardBot.meet`); Easy and Medium
    # assume honest play from everyone, as a new player does.
    "hard": {"start_hold": (0.4, 0.6, 0.5)},
}


READS_BY_LEVEL: Final = frozenset({"hard"})
"""The levels whose pirates read the others by level (`HardBot.meet`); the rest assume honest play."""


def side_entry(kind: str, level: str | None = None) -> tuple[float, float, float]:
    """Returns the side entry for an act of a seat at `level` (None: a person, or a reader who assumes honest play)."""
    return LEVEL_SIDE_ACTS.get(level or "", {}).get(kind, LIKELIHOOD[kind])


def levels_read(levels: Sequence[str | None], seat: int) -> tuple[str | None, ...]:
    """Returns the levels `seat` reads the others by: all of them where its own level reads by level, else none."""
    return tuple(levels) if 0 <= seat < len(levels) and levels[seat] in READS_BY_LEVEL else ()


PREVIOUS_SIDE_ACTS: Final[dict[str, tuple[float, float, float]]] = {
    "start_hold": (0.7, 0.3, 0.5), "take_into": (0.75, 0.25, 0.5), "take_from": (0.35, 0.65, 0.5),
    "shift_to": (0.75, 0.25, 0.5), "board": (0.65, 0.35, 0.5), "brawl_flag": (0.8, 0.2, 0.5),
}
"""The side entries as assumed before they were measured (`benchmarks/bots.py` plays a Medium pirate with them)."""

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
def pair_table(table: tuple[float, float, float]) -> tuple[tuple[float, ...], ...]:
    """Returns a pair table as a 3x3 matrix indexed by the two teams."""
    same, opposite, dutch = table
    return tuple(
        tuple(dutch if 2 in (a, b) else same if a == b else opposite for b in range(3)) for a in range(3)
    )


@cache
def side_table(table: tuple[float, float, float], team: int) -> tuple[float, float, float]:
    """Returns a side table about team T as a likelihood per actor team (British, French, Dutch)."""
    mine, other, dutch = table
    return (mine if team == 0 else other, mine if team == 1 else other, dutch)


BASE: Final = 64  # more cards than any vote can hold: a code counts three classes of cards


@cache
def relation_codes(k: int) -> tuple[tuple[int, ...], ...]:
    """Returns the code of k cards by (voter's team, reference player's team): friend, enemy or neutral."""
    return tuple(
        tuple(k * BASE * BASE if 2 in (t, r) else k if t == r else k * BASE for r in range(3)) for t in range(3)
    )


@lru_cache(maxsize=4096)
def face_parts(face: str) -> tuple[str, str, str]:
    """Returns (top, middle, bottom) of a Vote card face such as '2x water/french/helm'."""
    body = face[3:] if face.startswith("2x ") else face
    top, middle, bottom = body.split("/")
    return top, middle, bottom


def exactly(k: int, probs: Sequence[float]) -> float:
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
