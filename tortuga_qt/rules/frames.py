"""Frames: the engine's stack of pending work. The top frame says who must decide now.

A frame is either a decision (a seat or chance must act) or automatic bookkeeping that the
engine runs by itself until the next decision. Frames are frozen, slotted dataclasses (a
state holding a stack of them is cloned by reference); `tag` names each kind in save files,
where a frame is stored as its tag and its fields in order.
"""

from __future__ import annotations

from typing import ClassVar, Final

from tortuga_qt.rules.kinds import CardKind, ChanceStep, MaroonCause, VoteKind
from tortuga_qt.rules.values import value


@value
class ChanceF:
    """Chance must supply a permutation of range(n) for step `what` (args depend on it)."""

    what: ChanceStep
    n: int
    args: tuple[int, ...] = ()
    tag: ClassVar[str] = "chance"


@value
class StartHoldF:
    """Setup: this Captain chooses the hold for their starting treasure."""

    seat: int
    tag: ClassVar[str] = "start_hold"


@value
class FirstTurnF:
    """Setup done: the first turn goes to the Jolly Roger Captain (R12)."""

    tag: ClassVar[str] = "first_turn"


@value
class TurnStartF:
    """Before `seat`'s turn: lost turns (Scurvy) and the Atlantis window."""

    seat: int
    atlantis_offered: bool = False
    tag: ClassVar[str] = "turn_start"


@value
class AtlantisF:
    """The Atlantis holder decides whether to sail before `turn_seat`'s turn."""

    seat: int
    turn_seat: int
    tag: ClassVar[str] = "atlantis"


@value
class TurnF:
    """`seat` chooses a turn action."""

    seat: int
    tag: ClassVar[str] = "turn"


@value
class EndActionF:
    """A turn action has been fully resolved."""

    seat: int
    tag: ClassVar[str] = "end_action"


@value
class ForcedPickF:
    """`seat` was forced to reveal slot a or b."""

    seat: int
    a: int
    b: int
    forcer: int
    tag: ClassVar[str] = "forced_pick"


@value
class ResolveF:
    """The revealer must make a choice to resolve Event card `card` of kind `kind`."""

    seat: int
    card: int
    kind: CardKind
    tag: ClassVar[str] = "resolve"


@value
class ReplaceF:
    """After a reveal is resolved: refill the row slot from the Event deck."""

    slot: int
    tag: ClassVar[str] = "replace"


@value
class CrowSearchF:
    """Crow's Nest: `seat` still has to pick `left` cards for `target`."""

    seat: int
    target: int
    left: int
    tag: ClassVar[str] = "crow_search"


@value
class VoteF:
    """A vote in progress: waiting for the secret choice of every seat in `waiting`."""

    what: VoteKind
    caller: int
    ship: int
    participants: tuple[int, ...]
    waiting: tuple[int, ...]
    played: tuple[tuple[int, tuple[int, ...]], ...] = ()
    abstained: tuple[int, ...] = ()
    tag: ClassVar[str] = "vote"


@value
class TakeF:
    """After a successful Attack the Captain chooses where the treasure comes from and goes."""

    seat: int
    ship: int
    tag: ClassVar[str] = "take"


@value
class DrawF:
    """After a vote: each seat that played draws 1 Vote card (R10)."""

    seats: tuple[int, ...]
    tag: ClassVar[str] = "draw"


@value
class MaroonF:
    """`seat` is to be marooned for `cause` (the Fountain of Youth may refuse some causes)."""

    seat: int
    cause: MaroonCause
    tag: ClassVar[str] = "maroon"


@value
class FountainF:
    """`seat` holds the Fountain of Youth and may refuse being marooned for `cause`."""

    seat: int
    cause: MaroonCause
    tag: ClassVar[str] = "fountain"


Frame = (
    ChanceF | StartHoldF | FirstTurnF | TurnStartF | AtlantisF | TurnF | EndActionF |
    ForcedPickF | ResolveF | ReplaceF | CrowSearchF | VoteF | TakeF | DrawF | MaroonF |
    FountainF
)

SeatFrame = (
    StartHoldF | AtlantisF | TurnF | ForcedPickF | ResolveF | CrowSearchF | TakeF | FountainF
)
"""The frames where one seat decides."""

FRAME_TYPES: Final[dict[str, type[Frame]]] = {
    cls.tag: cls
    for cls in (
        ChanceF, StartHoldF, FirstTurnF, TurnStartF, AtlantisF, TurnF, EndActionF, ForcedPickF,
        ResolveF, ReplaceF, CrowSearchF, VoteF, TakeF, DrawF, MaroonF, FountainF,
    )
}
