"""Events of the setup, the turns, moves, maroons and treasure moves."""

from __future__ import annotations

from typing import ClassVar

from tortuga_qt.rules.events.base import Event
from tortuga_qt.rules.kinds import CardKind, MaroonCause, MoveHow
from tortuga_qt.rules.values import value


@value
class StarredChosen(Event):
    """The three starred Event cards drawn at random: they go into the deck unseen by anyone."""

    cards: tuple[CardKind, ...]
    kind: ClassVar[str] = "starred_chosen"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns () : nobody may know which starred cards are in the deck."""
        return ()


@value
class LoyaltySeen(Event):
    """`seat` looks at its Loyalty card (the deal, or Cabin Fever)."""

    seat: int
    team: int
    kind: ClassVar[str] = "loyalty"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


@value
class DeckShuffled(Event):
    """A deck is shuffled: `deck` is "votes" or "events"."""

    deck: str
    kind: ClassVar[str] = "deck_shuffled"


@value
class Drew(Event):
    """`seat` draws `n` Vote cards (how many is public)."""

    seat: int
    n: int
    kind: ClassVar[str] = "drew"


@value
class DrewCards(Event):
    """Which Vote cards `seat` drew (its own secret)."""

    seat: int
    cards: tuple[int, ...]
    kind: ClassVar[str] = "drew_cards"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


@value
class RowLaidOut(Event):
    """`n` Event cards are laid face down in the row; `left` stay in the deck."""

    n: int
    left: int
    kind: ClassVar[str] = "row_laid_out"


@value
class PawnsPlaced(Event):
    """The pawns drawn from the bag, each ship's line Captain first."""

    fd: tuple[int, ...]
    jr: tuple[int, ...]
    kind: ClassVar[str] = "pawns_placed"


@value
class StartHoldChosen(Event):
    """A Captain puts the starting treasure in their ship's hold of `team`."""

    seat: int
    ship: int
    team: int
    kind: ClassVar[str] = "start_hold"




@value
class TurnBegan(Event):
    """`seat`'s turn begins."""

    seat: int
    kind: ClassVar[str] = "turn"


@value
class TurnLost(Event):
    """`seat` loses this turn to Scurvy."""

    seat: int
    kind: ClassVar[str] = "turn_lost"


@value
class AtlantisPassed(Event):
    """The Atlantis holder lets the window pass."""

    seat: int
    kind: ClassVar[str] = "atlantis_pass"


@value
class Moved(Event):
    """A pawn moves from place `src` to `dst`; `how` is "row", "letter_of_marque" or "atlantis"."""

    seat: int
    src: int
    dst: int
    how: MoveHow
    kind: ClassVar[str] = "moved"


@value
class Swapped(Event):
    """Facade: `seat` and `other` swap places."""

    seat: int
    other: int
    kind: ClassVar[str] = "swapped"


@value
class Marooned(Event):
    """`seat` is marooned to Tortuga from `place` for `cause`."""

    seat: int
    place: int
    cause: MaroonCause
    kind: ClassVar[str] = "marooned"


@value
class AlbatrossSinks(Event):
    """Two Albatrosses aboard `ship`: everyone aboard is marooned."""

    ship: int
    kind: ClassVar[str] = "albatross_sinks"


@value
class Shifted(Event):
    """A Cabin Boy moves 1 treasure on `ship` from the `src` team's hold to the other."""

    seat: int
    ship: int
    src: int
    kind: ClassVar[str] = "shifted"


@value
class CaptainMaroons(Event):
    """Captain `seat` maroons `target`."""

    seat: int
    target: int
    kind: ClassVar[str] = "captain_maroons"


@value
class FountainUsed(Event):
    """`seat` uses the Fountain of Youth against being marooned for `cause`."""

    seat: int
    cause: MaroonCause
    kind: ClassVar[str] = "fountain_used"


@value
class CardLost(Event):
    """R11: `seat`, marooned again on Tortuga, loses a random Vote card (which one is secret)."""

    seat: int
    kind: ClassVar[str] = "card_lost"


@value
class LostCard(Event):
    """R11: the Vote card `seat` lost (its own secret)."""

    seat: int
    card: int
    kind: ClassVar[str] = "card_lost_private"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)
