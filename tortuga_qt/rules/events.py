"""Events: what an applied action caused, one frozen class per kind, each saying who may see it.

`visible_to` is None for a public event, or the seats that may see it; it follows from the
class (a `Saw` is its viewer's alone), so a secret can never be sent out as public by mistake.
Public events never carry a secret: the secret part of a moment is a separate private event
(for example `Viewed` is public, `Saw` is private). A seat's log is the events visible to it
(`redact`). Every event has a one-line notation both ways (`format_event`, `parse_event`):

    moved seat=0 src=0 dst=3 how=row        vote_result seat=2 what=attack outcome=success ...
"""

from __future__ import annotations

import typing
from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import ClassVar, Final
from urllib.parse import quote, unquote

from tortuga_qt.rules.errors import NotationError


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event: public unless the class says otherwise."""

    kind: ClassVar[str] = ""

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seats that may see this event (None: everyone)."""
        return None

    def visible_for(self, seat: int | None) -> bool:
        """Returns whether `seat` (None: the public / spectator) may see this event."""
        v = self.visible_to
        return v is None or (seat is not None and seat in v)


# --------------------------------------------------------------------------- setup


@dataclass(frozen=True, slots=True)
class StarredChosen(Event):
    """The three starred Event cards drawn at random: they go into the deck unseen by anyone."""

    cards: tuple[str, ...]
    kind: ClassVar[str] = "starred_chosen"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns () : nobody may know which starred cards are in the deck."""
        return ()


@dataclass(frozen=True, slots=True)
class LoyaltySeen(Event):
    """`seat` looks at its Loyalty card (the deal, or Cabin Fever)."""

    seat: int
    team: int
    kind: ClassVar[str] = "loyalty"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """A deck is shuffled: `deck` is "votes" or "events"."""

    deck: str
    kind: ClassVar[str] = "deck_shuffled"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """`seat` draws `n` Vote cards (how many is public)."""

    seat: int
    n: int
    kind: ClassVar[str] = "drew"


@dataclass(frozen=True, slots=True)
class DrewCards(Event):
    """Which Vote cards `seat` drew (its own secret)."""

    seat: int
    cards: tuple[int, ...]
    kind: ClassVar[str] = "drew_cards"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class RowLaidOut(Event):
    """`n` Event cards are laid face down in the row; `left` stay in the deck."""

    n: int
    left: int
    kind: ClassVar[str] = "row_laid_out"


@dataclass(frozen=True, slots=True)
class PawnsPlaced(Event):
    """The pawns drawn from the bag, each ship's line Captain first."""

    fd: tuple[int, ...]
    jr: tuple[int, ...]
    kind: ClassVar[str] = "pawns_placed"


@dataclass(frozen=True, slots=True)
class StartHoldChosen(Event):
    """A Captain puts the starting treasure in their ship's hold of `team`."""

    seat: int
    ship: int
    team: int
    kind: ClassVar[str] = "start_hold"


# --------------------------------------------------------------------------- turns and moves


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    """`seat`'s turn begins."""

    seat: int
    kind: ClassVar[str] = "turn"


@dataclass(frozen=True, slots=True)
class TurnLost(Event):
    """`seat` loses this turn to Scurvy."""

    seat: int
    kind: ClassVar[str] = "turn_lost"


@dataclass(frozen=True, slots=True)
class AtlantisPassed(Event):
    """The Atlantis holder lets the window pass."""

    seat: int
    kind: ClassVar[str] = "atlantis_pass"


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A pawn moves from place `src` to `dst`; `how` is "row", "letter_of_marque" or "atlantis"."""

    seat: int
    src: int
    dst: int
    how: str
    kind: ClassVar[str] = "moved"


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    """Facade: `seat` and `other` swap places."""

    seat: int
    other: int
    kind: ClassVar[str] = "swapped"


@dataclass(frozen=True, slots=True)
class Marooned(Event):
    """`seat` is marooned to Tortuga from `place` for `cause`."""

    seat: int
    place: int
    cause: str
    kind: ClassVar[str] = "marooned"


@dataclass(frozen=True, slots=True)
class AlbatrossSinks(Event):
    """Two Albatrosses aboard `ship`: everyone aboard is marooned."""

    ship: int
    kind: ClassVar[str] = "albatross_sinks"


@dataclass(frozen=True, slots=True)
class Shifted(Event):
    """A Cabin Boy moves 1 treasure on `ship` from the `src` team's hold to the other."""

    seat: int
    ship: int
    src: int
    kind: ClassVar[str] = "shifted"


@dataclass(frozen=True, slots=True)
class CaptainMaroons(Event):
    """Captain `seat` maroons `target`."""

    seat: int
    target: int
    kind: ClassVar[str] = "captain_maroons"


@dataclass(frozen=True, slots=True)
class FountainUsed(Event):
    """`seat` uses the Fountain of Youth against being marooned for `cause`."""

    seat: int
    cause: str
    kind: ClassVar[str] = "fountain_used"


@dataclass(frozen=True, slots=True)
class CardLost(Event):
    """R11: `seat`, marooned again on Tortuga, loses a random Vote card (which one is secret)."""

    seat: int
    kind: ClassVar[str] = "card_lost"


@dataclass(frozen=True, slots=True)
class LostCard(Event):
    """R11: the Vote card `seat` lost (its own secret)."""

    seat: int
    card: int
    kind: ClassVar[str] = "card_lost_private"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


# --------------------------------------------------------------------------- Event cards


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """An Event card of kind `card` goes to the discard pile."""

    card: str
    kind: ClassVar[str] = "discarded"


@dataclass(frozen=True, slots=True)
class Viewed(Event):
    """`seat` secretly views the cards in slots a and b (that it looked is public)."""

    seat: int
    a: int
    b: int
    kind: ClassVar[str] = "viewed"


@dataclass(frozen=True, slots=True)
class Saw(Event):
    """What `seat` saw with View 2: the kinds in slots a and b (its own secret)."""

    seat: int
    a: int
    card_a: str
    b: int
    card_b: str
    kind: ClassVar[str] = "saw"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the viewer alone."""
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """`seat` reveals the card of kind `card` in `slot`, for everyone."""

    seat: int
    slot: int
    card: str
    kind: ClassVar[str] = "revealed"


@dataclass(frozen=True, slots=True)
class Forced(Event):
    """`seat` forces `target` to reveal slot a or b."""

    seat: int
    target: int
    a: int
    b: int
    kind: ClassVar[str] = "forced"


@dataclass(frozen=True, slots=True)
class Replaced(Event):
    """A face-down card fills `slot`; `left` remain in the Event deck."""

    slot: int
    left: int
    kind: ClassVar[str] = "replaced"


@dataclass(frozen=True, slots=True)
class RowReshuffled(Event):
    """R8: the `n` unrevealed row cards are shuffled and laid out again."""

    n: int
    kind: ClassVar[str] = "row_reshuffled"


@dataclass(frozen=True, slots=True)
class Kept(Event):
    """`seat` keeps the card of kind `card` face up in front of them."""

    seat: int
    card: str
    kind: ClassVar[str] = "kept"


@dataclass(frozen=True, slots=True)
class Given(Event):
    """`seat` gives the treasure map of kind `card` to `target`."""

    seat: int
    target: int
    card: str
    kind: ClassVar[str] = "given"


@dataclass(frozen=True, slots=True)
class PistolAimed(Event):
    """`seat` aims the Pistol at `target`."""

    seat: int
    target: int
    kind: ClassVar[str] = "pistol"


@dataclass(frozen=True, slots=True)
class BlownUp(Event):
    """Black Powder: `seat` blows up the Rowboat `boat`."""

    seat: int
    boat: int
    kind: ClassVar[str] = "black_powder"


@dataclass(frozen=True, slots=True)
class CabinFever(Event):
    """Cabin Fever: `seat` and `target` shuffle their Loyalty cards."""

    seat: int
    target: int
    kind: ClassVar[str] = "cabin_fever"


@dataclass(frozen=True, slots=True)
class CrowsNest(Event):
    """Crow's Nest: `target`'s `n` Vote cards go into the deck; `seat` searches it."""

    seat: int
    target: int
    n: int
    kind: ClassVar[str] = "crows_nest"


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class HandReplaced(Event):
    """Crow's Nest: `seat`'s new Vote hand (its own secret)."""

    seat: int
    cards: tuple[int, ...]
    kind: ClassVar[str] = "hand_replaced"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seat alone."""
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class EightBells(Event):
    """Eight Bells: the pawns on `place` are redrawn into `line`."""

    place: int
    line: tuple[int, ...]
    kind: ClassVar[str] = "eight_bells"


@dataclass(frozen=True, slots=True)
class ScurvyStruck(Event):
    """Scurvy: `victims` lose their next turn."""

    seat: int
    victims: tuple[int, ...]
    kind: ClassVar[str] = "scurvy"


@dataclass(frozen=True, slots=True)
class StormySeas(Event):
    """Stormy Seas at `place`: `n` treasure go back (to the Galleon, or Tortuga's areas)."""

    seat: int
    place: int
    n: int
    kind: ClassVar[str] = "stormy_seas"


@dataclass(frozen=True, slots=True)
class NoEffect(Event):
    """The card of kind `card` has no effect where `seat` is."""

    seat: int
    card: str
    kind: ClassVar[str] = "no_effect"


# --------------------------------------------------------------------------- votes


@dataclass(frozen=True, slots=True)
class VoteCalled(Event):
    """`seat` calls a vote (`what`: attack, mutiny, brawl) at `ship`; `participants` vote."""

    seat: int
    what: str
    ship: int
    participants: tuple[int, ...]
    kind: ClassVar[str] = "vote_called"


@dataclass(frozen=True, slots=True)
class Voted(Event):
    """`seat` puts `n` Vote cards face down (that it voted, and how many, is public)."""

    seat: int
    n: int
    kind: ClassVar[str] = "voted"


@dataclass(frozen=True, slots=True)
class VotedCards(Event):
    """Which cards `seat` put down (its own secret)."""

    seat: int
    cards: tuple[int, ...]
    kind: ClassVar[str] = "voted_cards"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the voter alone."""
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class Abstained(Event):
    """`seat` stays out of the vote (Pirate Code)."""

    seat: int
    kind: ClassVar[str] = "abstained"


@dataclass(frozen=True, slots=True)
class VoteResult(Event):
    """The shuffled faces of a vote, its tally and outcome.

    `outcome` is "success" / "failed" (Attack, Mutiny) or "british" / "french" / "tie"
    (Brawl); `tally` is (Cannon, Torch, Water), (Skull, Helm) or (British, French).
    """

    seat: int
    what: str
    outcome: str
    faces: tuple[str, ...]
    tally: tuple[int, ...]
    kind: ClassVar[str] = "vote_result"


@dataclass(frozen=True, slots=True)
class TortugaTreasure(Event):
    """After a Brawl, Tortuga's treasure lies `british` / `french`."""

    british: int
    french: int
    kind: ClassVar[str] = "tortuga_treasure"


@dataclass(frozen=True, slots=True)
class TreasureDeclined(Event):
    """The Captain leaves the plunder where it is."""

    seat: int
    kind: ClassVar[str] = "treasure_declined"


@dataclass(frozen=True, slots=True)
class TreasureTaken(Event):
    """The Captain takes 1 treasure from `src` (a hold or the Galleon) into hold `dst`."""

    seat: int
    src: int
    dst: int
    kind: ClassVar[str] = "treasure_taken"


@dataclass(frozen=True, slots=True)
class VoteCardsReturned(Event):
    """R10: the `n` cards of the vote go, shuffled, to the bottom of the Vote deck."""

    n: int
    kind: ClassVar[str] = "vote_cards_returned"


@dataclass(frozen=True, slots=True)
class PirateCodeSpent(Event):
    """R3: `seat`'s Pirate Code is spent."""

    seat: int
    kind: ClassVar[str] = "pirate_code_spent"


# --------------------------------------------------------------------------- the end


@dataclass(frozen=True, slots=True)
class SuddenDeath(Event):
    """R9: tied at the Armada with an even count; `n` cards form a new deck."""

    n: int
    kind: ClassVar[str] = "sudden_death"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game ends: `reason`, the winning `team` (-1: a draw), the winners and the score."""

    reason: str
    team: int
    winners: tuple[int, ...]
    british: int
    french: int
    kind: ClassVar[str] = "game_over"


@dataclass(frozen=True, slots=True)
class LoyaltiesRevealed(Event):
    """At the end every Loyalty card is turned face up."""

    loyalties: tuple[int, ...]
    kind: ClassVar[str] = "loyalties_revealed"


EVENT_TYPES: Final[dict[str, type[Event]]] = {
    # every class above, by its notation name (the module's own names: `slots=True` makes a new
    # class, so `Event.__subclasses__()` would also hold the discarded first drafts)
    obj.kind: obj for obj in list(globals().values())
    if isinstance(obj, type) and issubclass(obj, Event) and obj is not Event
}


def redact(events: Iterable[Event], seat: int | None) -> list[Event]:
    """Returns the events that `seat` may see (None: only public events)."""
    return [e for e in events if e.visible_for(seat)]


# --------------------------------------------------------------------------- notation


_DIGITS: Final = frozenset("0123456789")


def _fmt(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(_fmt(v) for v in value) or "-"
    if isinstance(value, str):
        return quote(value, safe="/:._")
    return str(value)


def format_event(e: Event) -> str:
    """Returns the one-line notation of an event, e.g. 'moved seat=0 src=0 dst=3 how=row'."""
    parts = [e.kind] + [f"{f.name}={_fmt(getattr(e, f.name))}" for f in fields(e)]
    return " ".join(parts)


def _read(text: str, hint: object) -> object:
    if hint is int:
        body = text[1:] if text.startswith("-") else text
        if not body or len(body) > 6 or not _DIGITS.issuperset(body):
            raise NotationError(f"expected a number, got {text[:12]!r}")
        return int(text)
    if hint is bool:
        if text not in ("true", "false"):
            raise NotationError(f"expected true or false, got {text[:12]!r}")
        return text == "true"
    if hint is str:
        return unquote(text)
    items = [] if text == "-" else text.split(",")
    inner = typing.get_args(hint)[0]
    return tuple(_read(x, inner) for x in items)


def parse_event(text: str) -> Event:
    """Returns the event written by `format_event`; raises NotationError on malformed text."""
    toks = text.split()
    cls = EVENT_TYPES.get(toks[0]) if toks else None
    if cls is None:
        raise NotationError(f"unknown event {text[:20]!r}")
    hints = typing.get_type_hints(cls)
    values: dict[str, object] = {}
    for tok in toks[1:]:
        name, eq, raw = tok.partition("=")
        if not eq or name not in hints or name == "kind" or name in values:
            raise NotationError(f"unexpected {tok[:20]!r} in a {cls.kind} event")
        values[name] = _read(raw, hints[name])
    try:
        return cls(**values)
    except TypeError:
        raise NotationError(f"a {cls.kind} event needs {', '.join(f.name for f in fields(cls))}") from None
