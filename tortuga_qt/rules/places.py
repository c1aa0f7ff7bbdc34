"""Places on the mat, holds, and names for them used by the notation and the log."""

from __future__ import annotations

from typing import Final

FD: Final = 0  # Flying Dutchman
JR: Final = 1  # Jolly Roger
TORTUGA: Final = 2
RB1: Final = 3  # the Rowboat beside the Flying Dutchman
RB2: Final = 4  # the Rowboat beside the Jolly Roger
GALLEON: Final = -1  # source of treasure in an Attack
NOWHERE: Final = -2  # Take(NOWHERE, NOWHERE): the Captain declines the plunder ("may take")

PLACE_CODES: Final = ("FD", "JR", "TO", "RB1", "RB2")
PLACE_NAMES: Final = ("the Flying Dutchman", "the Jolly Roger", "Tortuga", "the Rowboat by the Flying Dutchman", "the Rowboat by the Jolly Roger")
SHIP_NAMES: Final = ("Flying Dutchman", "Jolly Roger")

# Holds are numbered ship * 2 + team: FD.B=0, FD.F=1, JR.B=2, JR.F=3.
HOLD_CODES: Final = ("FD.B", "FD.F", "JR.B", "JR.F")
TEAM_CODES: Final = ("B", "F", "D")
TEAM_NAMES: Final = ("British", "French", "Dutch")


def hold(ship: int, team: int) -> int:
    """Returns the hold index of a ship's British (0) or French (1) hold."""
    return ship * 2 + team


def boat_ship(boat_place: int) -> int:
    """Returns the ship a Rowboat adjoins."""
    return FD if boat_place == RB1 else JR


def ship_boat(ship: int) -> int:
    """Returns the Rowboat place that adjoins a ship."""
    return RB1 if ship == FD else RB2
