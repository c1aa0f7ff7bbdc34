"""Events of the Event row and the Event cards."""

from __future__ import annotations

from typing import ClassVar

from tortuga_qt.rules.events.base import Event
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.values import value


@value
class Discarded(Event):
    """An Event card of kind `card` goes to the discard pile."""

    card: CardKind
    kind: ClassVar[str] = "discarded"


@value
class Viewed(Event):
    """`seat` secretly views the cards in slots a and b (that it looked is public)."""

    seat: int
    a: int
    b: int
    kind: ClassVar[str] = "viewed"


@value
class Saw(Event):
    """What `seat` saw with View 2: the kinds in slots a and b (its own secret)."""

    seat: int
    a: int
    card_a: CardKind
    b: int
    card_b: CardKind
    kind: ClassVar[str] = "saw"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the viewer alone."""
        return (self.seat,)


@value
class Revealed(Event):
    """`seat` reveals the card of kind `card` in `slot`, for everyone."""

    seat: int
    slot: int
    card: CardKind
    kind: ClassVar[str] = "revealed"


@value
class Forced(Event):
    """`seat` forces `target` to reveal slot a or b."""

    seat: int
    target: int
    a: int
    b: int
    kind: ClassVar[str] = "forced"


@value
class Replaced(Event):
    """A face-down card fills `slot`; `left` remain in the Event deck."""

    slot: int
    left: int
    kind: ClassVar[str] = "replaced"


@value
class RowReshuffled(Event):
    """R8: the `n` unrevealed row cards are shuffled and laid out again."""

    n: int
    kind: ClassVar[str] = "row_reshuffled"


@value
class Kept(Event):
    """`seat` keeps the card of kind `card` face up in front of them."""

    seat: int
    card: CardKind
    kind: ClassVar[str] = "kept"


@value
class Given(Event):
    """`seat` gives the treasure map of kind `card` to `target`."""

    seat: int
    target: int
    card: CardKind
    kind: ClassVar[str] = "given"


@value
class PistolAimed(Event):
    """`seat` aims the Pistol at `target`."""

    seat: int
    target: int
    kind: ClassVar[str] = "pistol"


@value
class BlownUp(Event):
    """Black Powder: `seat` blows up the Rowboat `boat`."""

    seat: int
    boat: int
    kind: ClassVar[str] = "black_powder"


@value
class CabinFever(Event):
    """Cabin Fever: `seat` and `target` shuffle their Loyalty cards."""

    seat: int
    target: int
    kind: ClassVar[str] = "cabin_fever"


@value
class CrowsNest(Event):
    """Crow's Nest: `target`'s `n` Vote cards go into the deck; `seat` searches it."""

    seat: int
    target: int
    n: int
    kind: ClassVar[str] = "crows_nest"


@value
class Searched(Event):
    """Crow's Nest: `seat` picks Vote card `card` for `target` (theirs alone)."""

    seat: int
    target: int
    card: int
    kind: ClassVar[str] = "searched"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the searcher and the chosen player."""
        return (self.seat, self.target)


@value
class HandReplaced(Event):
    """Crow's Nest: `seat`'s new Vote hand (its own secret)."""

    seat: int
    cards: tuple[int, ...]
    kind: ClassVar[str] = "hand_replaced"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


@value
class EightBells(Event):
    """Eight Bells: the pawns on `place` are redrawn into `line`."""

    place: int
    line: tuple[int, ...]
    kind: ClassVar[str] = "eight_bells"


@value
class ScurvyStruck(Event):
    """Scurvy: `victims` lose their next turn."""

    seat: int
    victims: tuple[int, ...]
    kind: ClassVar[str] = "scurvy"


@value
class StormySeas(Event):
    """Stormy Seas at `place`: `n` treasure go back (to the Galleon, or Tortuga's areas)."""

    seat: int
    place: int
    n: int
    kind: ClassVar[str] = "stormy_seas"


@value
class NoEffect(Event):
    """The card of kind `card` has no effect where `seat` is."""

    seat: int
    card: CardKind
    kind: ClassVar[str] = "no_effect"
