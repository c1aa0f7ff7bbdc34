"""Events of votes (Attack, Mutiny, Brawl) and of the end of the game."""

from __future__ import annotations

from typing import ClassVar

from tortuga_qt.rules.events.base import Event
from tortuga_qt.rules.kinds import VoteKind
from tortuga_qt.rules.values import value


@value
class VoteCalled(Event):
    """`seat` calls a vote (`what`: attack, mutiny, brawl) at `ship`; `participants` vote."""

    seat: int
    what: VoteKind
    ship: int
    participants: tuple[int, ...]
    kind: ClassVar[str] = "vote_called"


@value
class Voted(Event):
    """`seat` puts `n` Vote cards face down (that it voted, and how many, is public)."""

    seat: int
    n: int
    kind: ClassVar[str] = "voted"


@value
class VotedCards(Event):
    """Which cards `seat` put down (its own secret)."""

    seat: int
    cards: tuple[int, ...]
    kind: ClassVar[str] = "voted_cards"

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the voter alone."""
        return (self.seat,)


@value
class Abstained(Event):
    """`seat` stays out of the vote (Pirate Code)."""

    seat: int
    kind: ClassVar[str] = "abstained"


@value
class VoteResult(Event):
    """The shuffled faces of a vote, its tally and outcome.

    `outcome` is "success" / "failed" (Attack, Mutiny) or "british" / "french" / "tie"
    (Brawl); `tally` is (Cannon, Torch, Water), (Skull, Helm) or (British, French).
    """

    seat: int
    what: VoteKind
    outcome: str
    faces: tuple[str, ...]
    tally: tuple[int, ...]
    kind: ClassVar[str] = "vote_result"


@value
class TortugaTreasure(Event):
    """After a Brawl, Tortuga's treasure lies `british` / `french`."""

    british: int
    french: int
    kind: ClassVar[str] = "tortuga_treasure"


@value
class TreasureDeclined(Event):
    """The Captain leaves the plunder where it is."""

    seat: int
    kind: ClassVar[str] = "treasure_declined"


@value
class TreasureTaken(Event):
    """The Captain takes 1 treasure from `src` (a hold or the Galleon) into hold `dst`."""

    seat: int
    src: int
    dst: int
    kind: ClassVar[str] = "treasure_taken"


@value
class VoteCardsReturned(Event):
    """R10: the `n` cards of the vote go, shuffled, to the bottom of the Vote deck."""

    n: int
    kind: ClassVar[str] = "vote_cards_returned"


@value
class PirateCodeSpent(Event):
    """R3: `seat`'s Pirate Code is spent."""

    seat: int
    kind: ClassVar[str] = "pirate_code_spent"




@value
class SuddenDeath(Event):
    """R9: tied at the Armada with an even count; `n` cards form a new deck."""

    n: int
    kind: ClassVar[str] = "sudden_death"


@value
class GameOver(Event):
    """The game ends: `reason`, the winning `team` (-1: a draw), the winners and the score."""

    reason: str
    team: int
    winners: tuple[int, ...]
    british: int
    french: int
    kind: ClassVar[str] = "game_over"


@value
class LoyaltiesRevealed(Event):
    """At the end every Loyalty card is turned face up."""

    loyalties: tuple[int, ...]
    kind: ClassVar[str] = "loyalties_revealed"
