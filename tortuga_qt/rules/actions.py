"""Actions: small immutable typed values, one class per kind of decision, with their notation.

Each action is a frozen, slotted dataclass (`@value`, values.py). Equality includes the class, so two kinds never
compare equal whatever their fields (`Attack(1) != Mutiny(1)`). `seat` is the deciding seat
(0-based); `Chance.seat` is CHANCE. Each class carries its own notation both ways (`verb`,
`args()`, `parse()`), so adding an action touches its class, `SeatAction` and the rule that offers it;
`notation.py` reads and writes whole lines (`P1 force 1 4 P5`).
"""

from __future__ import annotations

import typing
from collections.abc import Sequence
from typing import ClassVar, Final

from tortuga_qt.rules import tokens as T
from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.places import NOWHERE
from tortuga_qt.rules.values import value

CHANCE: Final = -1


@value
class StartHold:
    """Setup: a Captain puts their treasure in their ship's British (0) or French (1) hold."""

    seat: int
    team: int
    verb: ClassVar[str] = "hold"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return T.team(self.team)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> StartHold:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 1)
        return cls(seat, T.parse_team(args[0]))


@value
class Atlantis(T.Flagged):
    """Before a turn: the Atlantis holder moves to the other ship (use) or lets the window pass."""

    seat: int
    use: bool
    verb: ClassVar[str] = "atlantis"


@value
class View:
    """Secretly view the face-down Event cards in row slots a < b (0-based)."""

    seat: int
    a: int
    b: int
    verb: ClassVar[str] = "view"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return f"{T.slot(self.a)} {T.slot(self.b)}"

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> View:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 2)
        return cls(seat, *T.slot_pair(args))


@value
class Reveal(T.Slotted):
    """Reveal the Event card in a row slot and resolve it."""

    seat: int
    slot: int
    verb: ClassVar[str] = "reveal"


@value
class Force:
    """Point at slots a < b and make `target` reveal one of them."""

    seat: int
    a: int
    b: int
    target: int
    verb: ClassVar[str] = "force"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return f"{T.slot(self.a)} {T.slot(self.b)} {T.seat(self.target)}"

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Force:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 3)
        a, b = T.slot_pair(args)
        return cls(seat, a, b, T.parse_seat(args[2]))


@value
class Pick(T.Slotted):
    """The forced player picks which of the two slots to reveal."""

    seat: int
    slot: int
    verb: ClassVar[str] = "pick"


@value
class Move:
    """Move to or from a Rowboat; `dest` is a place code from `places`."""

    seat: int
    dest: int
    verb: ClassVar[str] = "move"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return T.place(self.dest)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Move:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 1)
        return cls(seat, T.parse_place(args[0]))


@value
class Attack(T.Bare):
    """A Captain calls for an Attack."""

    seat: int
    verb: ClassVar[str] = "attack"


@value
class Maroon(T.Seated):
    """A Captain maroons a crewmate to Tortuga."""

    seat: int
    target: int
    verb: ClassVar[str] = "maroon"


@value
class Mutiny(T.Bare):
    """A First Mate calls for a Mutiny."""

    seat: int
    verb: ClassVar[str] = "mutiny"


@value
class Shift:
    """A Cabin Boy moves 1 treasure from the `src` team's hold to the other hold."""

    seat: int
    src: int
    verb: ClassVar[str] = "shift"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return f"{T.team(self.src)}>{T.team(1 - self.src)}"

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Shift:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 1)
        src, dst = T.split_arrow(args[0])
        s, d = T.parse_team(src), T.parse_team(dst)
        if s == d:
            raise NotationError("a shift moves treasure to the other hold")
        return cls(seat, s)


@value
class Brawl(T.Bare):
    """The Governor of Tortuga calls for a Brawl."""

    seat: int
    verb: ClassVar[str] = "brawl"


@value
class Marque:
    """Letter of Marque: move `target` (on Tortuga or a Rowboat) to the back of `ship`."""

    seat: int
    target: int
    ship: int
    verb: ClassVar[str] = "marque"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return f"{T.seat(self.target)} {T.place(self.ship)}"

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Marque:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 2)
        return cls(seat, T.parse_seat(args[0]), T.parse_place(args[1]))


@value
class KeepMarque(T.Bare):
    """Keep a revealed Letter of Marque to play later as an action."""

    seat: int
    verb: ClassVar[str] = "keep"


@value
class Vote:
    """Play one Vote card (two with El Dorado) face down into a vote; `cards` sorted."""

    seat: int
    cards: tuple[int, ...]
    verb: ClassVar[str] = "vote"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return " ".join(T.card(c) for c in self.cards)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Vote:
        """Returns the action from its notation arguments."""
        if len(args) not in (1, 2):
            raise NotationError("vote takes 1 card (2 with El Dorado)")
        cards = tuple(sorted(T.parse_card(t) for t in args))
        if len(set(cards)) != len(cards):
            raise NotationError("vote with two different cards")
        return cls(seat, cards)


@value
class Abstain(T.Bare):
    """Stay out of a vote under the Pirate Code."""

    seat: int
    verb: ClassVar[str] = "abstain"


@value
class Take:
    """After a successful Attack: take 1 treasure from `src` (GALLEON or a hold) into hold `dst`.

    `Take(seat, NOWHERE, NOWHERE)` declines the plunder (the Captain "may take").
    """

    seat: int
    src: int
    dst: int
    verb: ClassVar[str] = "take"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return "none" if self.src == NOWHERE else f"{T.hold(self.src)}>{T.hold(self.dst)}"

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Take:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 1)
        if args[0].lower() == "none":
            return cls(seat, NOWHERE, NOWHERE)
        src, dst = T.split_arrow(args[0])
        return cls(seat, T.parse_hold(src), T.parse_hold(dst))


@value
class Fountain(T.Flagged):
    """Use (or not) the Fountain of Youth to refuse being marooned."""

    seat: int
    use: bool
    verb: ClassVar[str] = "fountain"


@value
class Pistol(T.Seated):
    """Pistol: maroon another player."""

    seat: int
    target: int
    verb: ClassVar[str] = "pistol"


@value
class Give(T.Seated):
    """Give a revealed treasure map to another player."""

    seat: int
    target: int
    verb: ClassVar[str] = "give"


@value
class Powder:
    """Black Powder: blow up a Rowboat (place RB1 or RB2)."""

    seat: int
    boat: int
    verb: ClassVar[str] = "powder"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return T.place(self.boat)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Powder:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 1)
        return cls(seat, T.parse_place(args[0]))


@value
class Fever(T.Seated):
    """Cabin Fever: shuffle Loyalty cards with another player."""

    seat: int
    target: int
    verb: ClassVar[str] = "fever"


@value
class Crow(T.Seated):
    """Crow's Nest: choose the player whose Vote hand is replaced."""

    seat: int
    target: int
    verb: ClassVar[str] = "crow"


@value
class Search:
    """Crow's Nest: take one card from the Vote deck for the chosen player's new hand."""

    seat: int
    card: int
    verb: ClassVar[str] = "search"

    def args(self) -> str:
        """Returns the notation after the verb."""
        return T.card(self.card)

    @classmethod
    def parse(cls, seat: int, args: Sequence[str]) -> Search:
        """Returns the action from its notation arguments."""
        T.arity(cls.verb, args, 1)
        return cls(seat, T.parse_card(args[0]))


MAX_OUTCOME: Final = 64
"""The longest permutation a chance step ever needs (the whole Event or Vote deck is less)."""


@value
class Chance:
    """A random outcome: a permutation of range(n) for the pending chance step `what`."""

    what: str
    outcome: tuple[int, ...]
    seat: ClassVar[int] = CHANCE
    verb: ClassVar[str] = "chance"

    def args(self) -> str:
        """Returns the notation after the verb: the step, then the outcome."""
        return " ".join([self.what, *map(str, self.outcome)])

    @classmethod
    def parse_chance(cls, args: Sequence[str]) -> Chance:
        """Returns the chance step from its notation arguments."""
        if not args:
            raise NotationError("chance needs a step name")
        if len(args) - 1 > MAX_OUTCOME:
            raise NotationError(f"a chance outcome has at most {MAX_OUTCOME} numbers")
        if not args[1:]:
            raise NotationError("a chance step needs its outcome")
        return cls(args[0], tuple(T.number(t, 0, MAX_OUTCOME - 1, "outcome") for t in args[1:]))


SeatAction = (
    StartHold | Atlantis | View | Reveal | Force | Pick | Move | Attack | Maroon | Mutiny |
    Shift | Brawl | Marque | KeepMarque | Vote | Abstain | Take | Fountain | Pistol | Give |
    Powder | Fever | Crow | Search
)
"""Every kind of a seat's decision: THE list of action classes (the others are derived from it;
tests/rules/test_action_types.py checks that every action class of this module is in it)."""

Action = SeatAction | Chance

SEAT_ACTION_TYPES: Final[tuple[type[SeatAction], ...]] = typing.get_args(SeatAction)
"""Every seat action class, in the order of `SeatAction`."""

ACTION_TYPES: Final[dict[str, type[SeatAction]]] = {cls.verb: cls for cls in SEAT_ACTION_TYPES}
"""Every seat action class by its notation verb."""
