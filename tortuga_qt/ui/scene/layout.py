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
# The Event row's cards: 1.6x their first size, readable at a glance across the table (issue 23,
# item 6): 84 x 117 px on a 1366 x 768 window, 130 x 182 px at 1920 x 1080 (52 x 73 and 81 x 113 before).
CARD_W, CARD_H = 136.0, 190.0
PAWN_W, PAWN_H = 50.0, 70.0
TOKEN = 34.0

ROW_Y = 22.0  # the top of the Event row
SLOT_STEP = CARD_W + 12  # from one slot of the row to the next
EVENT_DECK = Box(200, ROW_Y, CARD_W, CARD_H)
SLOTS = tuple(Box(356 + i * SLOT_STEP, ROW_Y, CARD_W, CARD_H) for i in range(5))
DISCARD = Box(1104, ROW_Y, CARD_W, CARD_H)
VOTE_DECK = Box(1260, ROW_Y, CARD_W, CARD_H)
# The title and the team totals stand at the row's ends, narrow and in large type.
TITLE = Box(40, 36, 146, 130)
TOTALS = Box(1410, 36, 150, 130)
NUMBER_W, NUMBER_H = 44.0, 32.0  # a slot's number, on its plate under the card


def slot_number(slot: int) -> Box:
    """Returns the box of a slot's number: centred under its card."""
    b = SLOTS[slot]
    return Box(b.x + b.w / 2 - NUMBER_W / 2, b.y + b.h + 3, NUMBER_W, NUMBER_H)


GALLEON = Box(610, 252, 380, 230)  # under the Event row, between the ships' lines
SHIPS = (Box(40, 430, 440, 210), Box(1120, 430, 440, 210))  # FD, JR
HOLDS = (  # FD.B, FD.F, JR.B, JR.F
    Box(70, 650, 150, 92), Box(300, 650, 150, 92), Box(1150, 650, 150, 92), Box(1380, 650, 150, 92),
)
BOATS = (Box(420, 760, 160, 76), Box(1020, 760, 160, 76))  # RB1 by FD, RB2 by JR
TORTUGA = Box(540, 680, 520, 250)
LAST_MOVE = Box(1200, 850, 370, 130)  # the last move's caption, in the free corner right of Tortuga
TORTUGA_AREAS = (Box(570, 905, 150, 80), Box(880, 905, 150, 80))  # British, French


PAWN_GAP = 100.0  # between the pawns of a ship's line: room for a readable caption under each
CAPTION_W, CAPTION_H = 106.0, 56.0  # a rank caption under a ship's pawn (two lines of large type)


def ship_pawn(ship: int, rank: int) -> Box:
    """Returns the box of the pawn at `rank` (0 = Captain) above a ship.

    The line stands above the ship with its captions under the pawns, all clear of the flag at
    the main mast's top (the art's "fd-flag" / "jr-flag").
    """
    s = SHIPS[ship]
    gap = PAWN_GAP
    y = s.y - PAWN_H - CAPTION_H - 4
    if ship == 1:  # Captain at the bow (right)
        x0 = s.x + s.w - 30 - PAWN_W - 4 * gap
        return Box(x0 + (4 - rank) * gap, y, PAWN_W, PAWN_H)
    return Box(s.x + 30 + rank * gap, y, PAWN_W, PAWN_H)


def ship_caption(ship: int, rank: int, count: int) -> Box:
    """Returns the box of the caption under the pawn at `rank` in a ship's line of `count`.

    The last pawn of a line of one or two holds two ranks ("First Mate, Cabin Boy"): its caption
    reaches into the free place beyond it, away from the line (and a little away from the
    caption before it).
    """
    b = ship_pawn(ship, rank)
    x = b.x + b.w / 2 - CAPTION_W / 2
    if rank == count - 1 and count <= 2:
        shift = 8.0 if rank > 0 else 0.0
        w = CAPTION_W + PAWN_GAP - shift
        return Box(x - PAWN_GAP if ship == 1 else x + shift, b.y + b.h + 2, w, CAPTION_H)
    return Box(x, b.y + b.h + 2, CAPTION_W, CAPTION_H)


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
