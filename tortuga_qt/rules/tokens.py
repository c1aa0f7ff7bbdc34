"""The words of the notation: seats, row slots, Vote cards, places, holds and teams, both ways.

    P1..P9   seats (turn order)         1..5     row slots
    v0..v31  Vote cards                 FD JR TO RB1 RB2   places
    FD.B FD.F JR.B JR.F  holds          G        the Spanish Galleon
    B F      teams (British, French)

Numbers are ASCII digits only, and short: '²', '①' or a 5,000-digit number is refused with a
NotationError, never a ValueError from `int()`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Final, Self

from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.places import GALLEON, HOLD_CODES, PLACE_CODES, TEAM_CODES

_DIGITS: Final = frozenset("0123456789")
MAX_DIGITS: Final = 6
"""The longest number the notation accepts (a chance outcome never needs more than 2)."""


def number(tok: str, lo: int, hi: int, what: str) -> int:
    """Returns the ASCII-digit number `tok` if it lies in lo..hi; raises NotationError."""
    if not tok or len(tok) > MAX_DIGITS or not _DIGITS.issuperset(tok):
        raise NotationError(f"expected {what} {lo}..{hi}, got {tok[:12]!r}")
    value = int(tok)
    if not lo <= value <= hi:
        raise NotationError(f"expected {what} {lo}..{hi}, got {tok!r}")
    return value


def seat(s: int) -> str:
    """Returns 'P3' for the 0-based seat 2."""
    return f"P{s + 1}"


def parse_seat(tok: str) -> int:
    """Returns the 0-based seat of 'P1'..'P9'."""
    if len(tok) < 2 or tok[0] not in "Pp":
        raise NotationError(f"expected a seat like P1, got {tok[:12]!r}")
    return number(tok[1:], 1, 9, "seat P") - 1


def slot(i: int) -> str:
    """Returns the 1-based name of a 0-based row slot."""
    return str(i + 1)


def parse_slot(tok: str) -> int:
    """Returns the 0-based row slot of '1'..'5'."""
    return number(tok, 1, 5, "row slot") - 1


def card(c: int) -> str:
    """Returns 'v12' for Vote card 12."""
    return f"v{c}"


def parse_card(tok: str) -> int:
    """Returns the Vote card id of 'v0'..'v31' (an upper-case V is accepted too)."""
    if tok[:1] not in ("v", "V"):
        raise NotationError(f"expected a Vote card like v12, got {tok[:12]!r}")
    return number(tok[1:], 0, 31, "Vote card v")


def place(p: int) -> str:
    """Returns the code of a place (FD, JR, TO, RB1, RB2)."""
    return PLACE_CODES[p]


def parse_place(tok: str) -> int:
    """Returns the place of a code such as 'RB1'."""
    try:
        return PLACE_CODES.index(tok.upper())
    except ValueError:
        raise NotationError(f"expected a place ({', '.join(PLACE_CODES)}), got {tok[:12]!r}") from None


def team(t: int) -> str:
    """Returns 'B' or 'F' (or 'D' for the Dutch)."""
    return TEAM_CODES[t]


def parse_team(tok: str) -> int:
    """Returns the team of 'B' or 'F'."""
    if tok.upper() not in ("B", "F"):
        raise NotationError(f"expected B or F, got {tok[:12]!r}")
    return TEAM_CODES.index(tok.upper())


def hold(h: int) -> str:
    """Returns the code of a hold (FD.B …) or 'G' for the Spanish Galleon."""
    return "G" if h == GALLEON else HOLD_CODES[h]


def parse_hold(tok: str) -> int:
    """Returns the hold of a code such as 'JR.F' ('G': the Spanish Galleon)."""
    if tok.upper() == "G":
        return GALLEON
    try:
        return HOLD_CODES.index(tok.upper())
    except ValueError:
        raise NotationError(f"expected a hold (G, {', '.join(HOLD_CODES)}), got {tok[:12]!r}") from None


def split_arrow(tok: str) -> tuple[str, str]:
    """Returns the two sides of 'FROM>TO'."""
    parts = tok.split(">")
    if len(parts) != 2:
        raise NotationError(f"expected FROM>TO, got {tok[:12]!r}")
    return parts[0], parts[1]


# --------------------------------------------------------------------------- shared by the actions


def arity(verb: str, args: Sequence[str], n: int) -> None:
    if len(args) != n:
        raise NotationError(f"'{verb}' takes {n} argument(s), got {len(args)}")


def flag(verb: str, args: Sequence[str]) -> bool:
    """Returns True for 'VERB', False for 'VERB pass'."""
    if list(args) not in ([], ["pass"]):
        raise NotationError(f"'{verb}' takes nothing or 'pass'")
    return not args


def slot_pair(args: Sequence[str]) -> tuple[int, int]:
    a, b = parse_slot(args[0]), parse_slot(args[1])
    if a == b:
        raise NotationError("choose two different row slots")
    return min(a, b), max(a, b)


class Seated:
    """Notation of an action whose one argument is another seat (`P1 pistol P4`)."""

    __slots__ = ()
    verb: ClassVar[str]
    target: int

    if TYPE_CHECKING:
        def __init__(self, seat: int, target: int) -> None: ...

    def args(self) -> str:
        """Returns the notation after the verb."""
        return seat(self.target)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Self:
        """Returns the action from its notation arguments."""
        arity(cls.verb, args, 1)
        return cls(seat, parse_seat(args[0]))


class Bare:
    """Notation of an action with no argument (`P1 attack`)."""

    __slots__ = ()
    verb: ClassVar[str]

    if TYPE_CHECKING:
        def __init__(self, seat: int) -> None: ...

    def args(self) -> str:
        """Returns the notation after the verb (none)."""
        return ""

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Self:
        """Returns the action from its notation arguments."""
        arity(cls.verb, args, 0)
        return cls(seat)


class Flagged:
    """Notation of a yes/no decision (`P3 fountain`, `P3 fountain pass`)."""

    __slots__ = ()
    verb: ClassVar[str]
    use: bool

    if TYPE_CHECKING:
        def __init__(self, seat: int, use: bool) -> None: ...

    def args(self) -> str:
        """Returns the notation after the verb."""
        return "" if self.use else "pass"

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Self:
        """Returns the action from its notation arguments."""
        return cls(seat, flag(cls.verb, args))


class Slotted:
    """Notation of an action on one row slot (`P1 reveal 3`)."""

    __slots__ = ()
    verb: ClassVar[str]
    slot: int

    if TYPE_CHECKING:
        def __init__(self, seat: int, slot: int) -> None: ...

    def args(self) -> str:
        """Returns the notation after the verb."""
        return slot(self.slot)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Self:
        """Returns the action from its notation arguments."""
        arity(cls.verb, args, 1)
        return cls(seat, parse_slot(args[0]))
