"""What a position is worth to one side (`Judge`), on the seat's copy of the table (`what_if.table_of`).

`Judge` values a position in treasure units for one side: the material balance (my side's
treasure minus the other's) plus what each role is likely to move later (a friendly Captain's
Attacks, a Cabin Boy's shifts, a Governor's Brawls, a First Mate's Mutiny), weighted by the
chance that whoever holds the role is a friend (`judgement.Sides`). The positions it values are
copies of the table the seat sees, moves tried on them with the rules' own board functions;
like `judgement`, everything here reads a seat's view, never the game state.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from tortuga_qt.bots.judgement import ALL_VOTES, Sides, brawl_odds, chance, deck_part
from tortuga_qt.rules.board import SHIP_CAPACITY, team_totals
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.places import FD, JR, RB1, RB2
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import SeatView

# --------------------------------------------------------------------------- a position's worth

@value
class Weights:
    """How much each prospect is worth, in treasure units (tunable; `Weights()` is the Medium pirate's)."""

    attack: float = 0.6  # a Captain's coming Attacks, per treasure they would take
    cabin_boy: float = 0.45  # a Cabin Boy's coming shift (2 in the balance)
    mutiny: float = 0.4  # a First Mate calling a Mutiny when it would gain (its Captain's Attacks for its own)
    governor: float = 0.5  # a Governor's coming Brawl
    boat: float = 0.6  # a pawn on a Rowboat is this much aboard the ship it adjoins
    win: float = 4.0  # the game ending now, won (lost: minus)
    info: float = 0.1  # viewing one Event card this seat does not know (it will reveal or force better later)
    tempo: float = 0.25  # one step nearer the Spanish Armada, per treasure of lead (at most 2)
    keep_marque: float = 0.35  # a kept Letter of Marque: a move of anyone to a ship, later
    keep_atlantis: float = 0.3  # Atlantis kept for a better moment
    keep_fountain: float = 0.3  # the Fountain of Youth kept for a worse maroon
    map: float = 0.35  # a treasure map in a friend's hands
    card_loss: float = 0.2  # a Vote card lost when marooned on Tortuga again
    albatross: float = 0.25  # an Albatross kept for the rest of the game

# the Team members compared in the hot path, bound once (a member lookup on its class is a call)
_BRITISH: Final = Team.BRITISH
_DUTCH: Final = Team.DUTCH


LEAN_FLAG: Final = 0.88  # a Brawl voter's chance of showing its own flag


class Judge:
    """Values positions for one side in treasure units; built once per decision."""

    def __init__(self, view: SeatView, s: Sides, weights: Weights | None = None) -> None:
        self.view = view
        self.w = weights or Weights()
        self.sides = s
        self.n = len(view.names)
        self.dutch_me = s.team == _DUTCH
        f, e = s.friend, s.enemy
        d = [s.dutch(x) for x in range(self.n)]
        # P(a and b want the same treasure), treating seats as independent (cheap; the belief's exact
        # same_team is used where a single vote is weighed)
        self.same = [[1.0 if a == b else f[a] * f[b] + e[a] * e[b] + d[a] * d[b] for b in range(self.n)]
                     for a in range(self.n)]
        self.flag = [LEAN_FLAG * s.friend[x] + (1 - LEAN_FLAG) * s.enemy[x] + 0.5 * s.dutch(x) for x in range(self.n)]

    def material(self, b: GameState) -> float:
        """Returns my side's treasure minus the other's (the Dutch: minus the gap between the teams)."""
        brit, fren = team_totals(b)
        if self.dutch_me:
            return -abs(brit - fren)
        return float(brit - fren if self.sides.team == _BRITISH else fren - brit)

    def terminal(self, b: GameState) -> float:
        """Returns the worth of the game ending now on this table (the Spanish Armada)."""
        brit, fren = team_totals(b)
        if brit == fren:
            if self.n % 2 == 0:
                return 0.0  # R9: the game goes on
            return self.w.win if self.dutch_me else -self.w.win
        if self.dutch_me:
            return -self.w.win
        mine = brit > fren if self.sides.team == _BRITISH else fren > brit
        return self.w.win if mine else -self.w.win

    def value(self, b: GameState) -> float:
        """Returns the worth of a table for my side: material plus what the roles will likely move."""
        v = self.material(b)
        if self.sides.side is None:
            return v
        for ship, boat in ((FD, RB1), (JR, RB2)):
            line = b.ships[ship]
            rower = b.boats[boat - RB1]
            if rower >= 0 and len(line) < SHIP_CAPACITY:
                v += (1 - self.w.boat) * self.ship_value(b, ship, line) + self.w.boat * self.ship_value(b, ship, line + (rower,))
            else:
                v += self.ship_value(b, ship, line)
        return v + self.tortuga_value(b)

    def plunder(self, b: GameState, ship: int) -> tuple[float, float]:
        """Returns what coming Attacks from `ship` are worth to a friendly and to an enemy Captain.

        With treasure on the Galleon a Captain may take one per Attack (two counted: it will not
        stop at one); with the Galleon empty, one from the other ship's hold of the other team.
        """
        if b.galleon > 0:
            more = float(min(b.galleon, 2))
            return more, more
        side = self.sides.side
        assert side is not None
        other = 1 - ship
        theirs, ours = b.holds[other * 2 + 1 - side], b.holds[other * 2 + side]
        return (2.0 if theirs else 0.0), (2.0 if ours else 0.0)

    def ship_value(self, b: GameState, ship: int, line: tuple[int, ...]) -> float:
        """Returns what the crew of a ship will likely move: Attacks, shifts, a Mutiny."""
        if not line:
            return 0.0
        captain = line[0]
        now = self.attack_value(b, ship, line)
        v = now + self.cabin_boy_value(b, ship, line[-1])
        crew = [x for x in line[1:] if b.hands[x]]
        if len(line) >= 2 and crew:
            mate = line[1]
            same = self.same[captain]
            want = 1.0 - same[mate]
            if want > 0.05:
                p = chance("mutiny", sum(1.0 - same[x] for x in crew), len(crew))[0]
                v += self.w.mutiny * want * p * (self.attack_value(b, ship, line[1:]) - now)
        return v

    def attack_value(self, b: GameState, ship: int, line: tuple[int, ...]) -> float:
        """Returns what the Captain at the head of `line` will likely take by Attacks."""
        s = self.sides
        captain = line[0]
        gain_f, gain_e = self.plunder(b, ship)
        cap = s.friend[captain] * gain_f - s.enemy[captain] * gain_e
        if not cap:
            return 0.0
        voters = [x for x in line if b.hands[x] or x == captain]
        same = self.same[captain]
        pro = sum(same[x] for x in voters)
        return self.w.attack * chance("attack", pro, len(voters))[0] * cap

    def cabin_boy_value(self, b: GameState, ship: int, boy: int) -> float:
        """Returns what a Cabin Boy's coming shift is worth (2 in the balance, if a hold has treasure)."""
        side = self.sides.side
        assert side is not None
        ours, theirs = b.holds[ship * 2 + side], b.holds[ship * 2 + 1 - side]
        f, e = self.sides.friend[boy], self.sides.enemy[boy]
        return self.w.cabin_boy * 2 * (f * min(theirs, 1) - e * min(ours, 1))

    def tortuga_value(self, b: GameState) -> float:
        """Returns what the Governor's coming Brawl is worth to my side."""
        if not b.tortuga:
            return 0.0
        side = self.sides.side
        assert side is not None
        gain = self.brawl_gain(b)
        gov = b.tortuga[0]
        f, e = self.sides.friend[gov], self.sides.enemy[gov]
        return self.w.governor * (f * max(0.0, gain) + e * min(0.0, gain))

    def brawl_gain(self, b: GameState) -> float:
        """Returns the expected change of my balance if Tortuga's voters brawled now."""
        side = self.sides.side
        assert side is not None
        voters = [x for x in b.tortuga if b.hands[x]]
        q = sum(self.flag[x] for x in voters)
        if voters:
            # `chance` models voters that lean by LEAN; rescale the expected flags to that model.
            pro = (q - (1 - LEAN_FLAG) * len(voters)) / (2 * LEAN_FLAG - 1)
            win, tie = chance("brawl", pro, len(voters))
        else:
            win, tie = _deck_brawl()
        ours = 2 * win + tie
        return 2 * (ours - b.tort[side])


@lru_cache(maxsize=1)
def _deck_brawl() -> tuple[float, float]:
    """Returns (P win, P tie) of a Brawl with nobody voting (the deck card alone; symmetric)."""
    win, tie, _ = brawl_odds(deck_part("brawl", ALL_VOTES))
    return win, tie
