"""Where everything sits on the mat, in scene units (the mat is 1600 x 1000). Pure geometry."""

from __future__ import annotations

from typing import NamedTuple


class Box(NamedTuple):
    """A rectangle in scene units."""

    x: float
    y: float
    w: float
    h: float

    def center(self) -> tuple[float, float]:
        """Returns the centre point."""
        return self.x + self.w / 2, self.y + self.h / 2


MAT = Box(0, 0, 1600, 1000)
CARD_W, CARD_H = 84.0, 118.0
PAWN_W, PAWN_H = 50.0, 70.0
TOKEN = 34.0

EVENT_DECK = Box(300, 28, CARD_W, CARD_H)
SLOTS = tuple(Box(420 + i * 100, 28, CARD_W, CARD_H) for i in range(5))
DISCARD = Box(940, 28, CARD_W, CARD_H)
VOTE_DECK = Box(1060, 28, CARD_W, CARD_H)
TOTALS = Box(1190, 30, 360, 110)
TITLE = Box(40, 30, 240, 110)

GALLEON = Box(610, 175, 380, 230)
SHIPS = (Box(40, 430, 440, 210), Box(1120, 430, 440, 210))  # FD, JR
HOLDS = (  # FD.B, FD.F, JR.B, JR.F
    Box(70, 650, 150, 92), Box(300, 650, 150, 92), Box(1150, 650, 150, 92), Box(1380, 650, 150, 92),
)
BOATS = (Box(420, 760, 160, 76), Box(1020, 760, 160, 76))  # RB1 by FD, RB2 by JR
TORTUGA = Box(540, 680, 520, 250)
TORTUGA_AREAS = (Box(570, 905, 150, 80), Box(880, 905, 150, 80))  # British, French


def ship_pawn(ship: int, rank: int) -> Box:
    """Returns the box of the pawn at `rank` (0 = Captain) above a ship."""
    s = SHIPS[ship]
    gap = 84.0
    x0 = s.x + 40 if ship == 0 else s.x + s.w - 40 - PAWN_W - 4 * gap
    if ship == 1:
        return Box(x0 + (4 - rank) * gap, s.y - PAWN_H + 10, PAWN_W, PAWN_H)  # Captain at the bow (right)
    return Box(x0 + rank * gap, s.y - PAWN_H + 10, PAWN_W, PAWN_H)


def tortuga_pawn(rank: int, count: int) -> Box:
    """Returns the box of the pawn at `rank` (0 = Governor) in Tortuga's line of `count`."""
    t = TORTUGA
    gap = min(56.0, (t.w - 60) / max(count, 1))
    x0 = t.x + t.w / 2 - gap * count / 2 + (gap - PAWN_W) / 2
    return Box(x0 + rank * gap, t.y + 40, PAWN_W, PAWN_H)


def boat_pawn(boat: int) -> Box:
    """Returns the box of the pawn sitting on a Rowboat (0: RB1, 1: RB2)."""
    b = BOATS[boat]
    return Box(b.x + b.w / 2 - PAWN_W / 2, b.y - PAWN_H + 28, PAWN_W, PAWN_H)


def token_spots(area: Box, count: int) -> list[tuple[float, float]]:
    """Returns top-left points for `count` treasure tokens spread inside an area."""
    per_row = max(1, int((area.w - 10) // (TOKEN + 4)))
    spots = []
    for i in range(count):
        row, col = divmod(i, per_row)
        spots.append((area.x + 8 + col * (TOKEN + 4), area.y + area.h - TOKEN - 8 - row * (TOKEN * 0.55)))
    return spots


def galleon_treasure_area() -> Box:
    """Returns where the Galleon's treasure lies (its deck)."""
    g = GALLEON
    return Box(g.x + 90, g.y + g.h - 95, 220, 60)
