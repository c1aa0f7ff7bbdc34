"""Frames: the engine's stack of pending work. The top frame says who must decide now.

A frame is either a decision (a seat or chance must act) or automatic bookkeeping that the
engine runs by itself until the next decision. All frames are immutable NamedTuples tagged
by kind, so a state holding a stack of them can be cloned by reference and saved as JSON.
"""

from __future__ import annotations

from typing import Final, NamedTuple, Union


class ChanceF(NamedTuple):
    """Chance must supply a permutation of range(n) for step `what` (args depend on it)."""

    what: str
    n: int
    args: tuple[int, ...] = ()
    tag: str = "chance"


class StartHoldF(NamedTuple):
    """Setup: this Captain chooses the hold for their starting treasure."""

    seat: int
    tag: str = "start_hold"


class FirstTurnF(NamedTuple):
    """Setup done: the first turn goes to the Jolly Roger Captain (R12)."""

    tag: str = "first_turn"


class TurnStartF(NamedTuple):
    """Before `seat`'s turn: lost turns (Scurvy) and the Atlantis window."""

    seat: int
    atlantis_offered: bool = False
    tag: str = "turn_start"


class AtlantisF(NamedTuple):
    """The Atlantis holder decides whether to sail before `turn_seat`'s turn."""

    seat: int
    turn_seat: int
    tag: str = "atlantis"


class TurnF(NamedTuple):
    """`seat` chooses a turn action."""

    seat: int
    tag: str = "turn"


class EndActionF(NamedTuple):
    """A turn action has been fully resolved."""

    seat: int
    tag: str = "end_action"


class ForcedPickF(NamedTuple):
    """`seat` was forced to reveal slot a or b."""

    seat: int
    a: int
    b: int
    forcer: int
    tag: str = "forced_pick"


class ResolveF(NamedTuple):
    """The revealer must make a choice to resolve Event card `card` of kind `kind`."""

    seat: int
    card: int
    kind: str
    tag: str = "resolve"


class ReplaceF(NamedTuple):
    """After a reveal is resolved: refill the row slot from the Event deck."""

    slot: int
    tag: str = "replace"


class CrowSearchF(NamedTuple):
    """Crow's Nest: `seat` still has to pick `left` cards for `target`."""

    seat: int
    target: int
    left: int
    tag: str = "crow_search"


class VoteF(NamedTuple):
    """A vote in progress: waiting for the secret choice of every seat in `waiting`."""

    what: str
    caller: int
    ship: int
    participants: tuple[int, ...]
    waiting: tuple[int, ...]
    played: tuple[tuple[int, tuple[int, ...]], ...] = ()
    abstained: tuple[int, ...] = ()
    tag: str = "vote"


class TakeF(NamedTuple):
    """After a successful Attack the Captain chooses where the treasure comes from and goes."""

    seat: int
    ship: int
    tag: str = "take"


class DrawF(NamedTuple):
    """After a vote: each seat that played draws 1 Vote card (R10)."""

    seats: tuple[int, ...]
    tag: str = "draw"


class MaroonF(NamedTuple):
    """`seat` is to be marooned for `cause` (the Fountain of Youth may refuse some causes)."""

    seat: int
    cause: str
    tag: str = "maroon"


class FountainF(NamedTuple):
    """`seat` holds the Fountain of Youth and may refuse being marooned for `cause`."""

    seat: int
    cause: str
    tag: str = "fountain"


Frame = Union[
    ChanceF, StartHoldF, FirstTurnF, TurnStartF, AtlantisF, TurnF, EndActionF, ForcedPickF,
    ResolveF, ReplaceF, CrowSearchF, VoteF, TakeF, DrawF, MaroonF, FountainF,
]

FRAME_TYPES: Final[dict[str, type]] = {
    cls._field_defaults["tag"]: cls
    for cls in (
        ChanceF, StartHoldF, FirstTurnF, TurnStartF, AtlantisF, TurnF, EndActionF, ForcedPickF,
        ResolveF, ReplaceF, CrowSearchF, VoteF, TakeF, DrawF, MaroonF, FountainF,
    )
}
