"""The things on the mat a player may click, as small typed values, and their short notation.

`Slot(2)`, `Pawn(4)`, `Place(RB1)`, `Hold(1)`, `Galleon()`, `VoteCard(12)`, `DiscardPile()`,
written `slot:2`, `seat:4`, ... for logs and tests (`parse_target` reads them back). Which of
them an action points at is its entry's `targets` in app/action_table.py. Qt-free.
"""

from __future__ import annotations

from tortuga_qt.rules.places import GALLEON
from tortuga_qt.rules.values import value


@value
class Slot:
    """A row slot (0-based)."""

    index: int

    def __str__(self) -> str:
        return f"slot:{self.index}"


@value
class Pawn:
    """A seat's pawn."""

    seat: int

    def __str__(self) -> str:
        return f"seat:{self.seat}"


@value
class Place:
    """A ship, Tortuga or a Rowboat."""

    place: int

    def __str__(self) -> str:
        return f"place:{self.place}"


@value
class Hold:
    """A ship's hold (0..3: FD.B, FD.F, JR.B, JR.F)."""

    hold: int

    def __str__(self) -> str:
        return f"hold:{self.hold}"


@value
class Galleon:
    """The Spanish Galleon."""

    def __str__(self) -> str:
        return "galleon"


@value
class VoteCard:
    """A Vote card in the hand at the device, or in the searched Vote deck."""

    card: int

    def __str__(self) -> str:
        return f"vote:{self.card}"


@value
class DiscardPile:
    """The Event discard pile (opens the browser; never part of an action)."""

    def __str__(self) -> str:
        return "discard"


Target = (
    Slot | Pawn | Place | Hold | Galleon | VoteCard | DiscardPile
)
TARGET_TYPES = (Slot, Pawn, Place, Hold, Galleon, VoteCard, DiscardPile)


def parse_target(text: str) -> Target:
    """Returns the target written as by `str(target)` ('slot:2', 'galleon', ...)."""
    if text == "galleon":
        return Galleon()
    if text == "discard":
        return DiscardPile()
    name, _, raw = text.partition(":")
    if not raw.isascii() or not raw.isdigit() or len(raw) > 3:
        raise ValueError(f"not a target: {text[:20]!r}")
    n = int(raw)
    match name:
        case "slot":
            return Slot(n)
        case "seat":
            return Pawn(n)
        case "place":
            return Place(n)
        case "hold":
            return Hold(n)
        case "vote":
            return VoteCard(n)
    raise ValueError(f"not a target: {text[:20]!r}")


def treasure_source(src: int) -> Target:
    """Returns where a plundered treasure comes from on the mat: the Galleon, or a hold (0..3)."""
    return Galleon() if src == GALLEON else Hold(src)
