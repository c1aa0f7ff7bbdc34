"""The turn-order strip's data: every seat in turn order, whose turn it is, who is next, who must take the device. Qt-free.

Issue 23, item 5. The strip stands on the public table in every frame, so it is made from the
public part of a view only (names, pirates, whose turn, who decides, who loses their next turn,
the result) and from the table's step (the computer seat thinking, the person the curtain waits
for, the person who looks at their secret cards), which the whole table is shown anyway: nothing
in it is a secret of any seat.

While the table waits for a private look (the Loyalty looks before the first turn, Cabin Fever,
View 2 ...), nobody is marked as deciding: the game's next decision waits behind that look, and
the strip marks the person whose look it is (`looking`) instead.

Turns go clockwise by seat (R12: the config's seats are in turn order), from the Jolly Roger's
Captain; a seat that loses its next turn (Scurvy) is passed over once, as `rules/flow.py`'s
turn start does (`next_turn` follows it; tests/app/presenter/test_turn_order.py plays games
to check the two agree).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.places import JR

if TYPE_CHECKING:
    from tortuga_qt.app.seating import Step
    from tortuga_qt.rules.views import SeatView


@dataclass(frozen=True)
class SeatMark:
    """One seat on the strip: who sits there, their pawn's letter and colour, and what they do now."""

    seat: int
    name: str
    pirate: str  # the pawn's art key (`pawn-{pirate}`)
    letter: str  # the letter on the pawn (resources/data/components.json)
    colour: str  # the pawn's colour, "#RRGGBB"
    level: str | None  # a computer seat's level (bots/levels.py); None: a person plays it
    acting: bool = False  # it is this seat's turn
    deciding: bool = False  # the game waits for this seat's decision now (a voter, the Atlantis holder ...)
    next: bool = False  # the next turn is this seat's
    thinking: bool = False  # a computer seat the table waits for: it is choosing now
    takes_device: bool = False  # the curtain waits for this person to take the device
    looking: bool = False  # the table waits for this person's private look (their Loyalty at the start ...)
    loses_turn: bool = False  # this seat loses its next turn (Scurvy): the turn passes it by

    @property
    def computer(self) -> bool:
        """Returns whether a computer pirate plays the seat."""
        return self.level is not None


def next_turn(turn: int, n: int, lost: Collection[int], first: int | None = None) -> int | None:
    """Returns the seat whose turn comes after `turn`'s, clockwise, passing over each seat in `lost` once.

    During the setup (`turn` -1) the first turn is `first`'s, the Jolly Roger's Captain (R12).
    """
    if turn < 0:
        return first
    skipped = set(lost)
    seat = (turn + 1) % n
    for _ in range(2 * n):  # each lost turn is passed over once: a seat is reached within two rounds
        if seat not in skipped:
            return seat
        skipped.discard(seat)
        seat = (seat + 1) % n
    return None


def turn_order(view: SeatView, step: Step, levels: Mapping[int, str]) -> tuple[SeatMark, ...]:
    """Returns every seat in turn order, marked from the public part of `view`, the table's `step` and the computer seats' levels."""
    # Loaded with the first game, not on the way to the window's first paint.
    from tortuga_qt.rules.components import components

    n = len(view.names)
    over = view.result is not None or step.kind is StepKind.OVER
    playing = not over
    look = playing and step.kind in (StepKind.CURTAIN, StepKind.LOOK) and step.reason != "decide"
    deciding = set(view.decision.seats) if playing and not look and view.decision is not None else set()
    first = view.ships[JR][0] if view.ships[JR] else None
    coming = next_turn(view.turn, n, view.lost_turn, first) if playing else None
    pawns = {p.key: p for p in components().pirates}
    marks = []
    for seat, (name, pirate) in enumerate(zip(view.names, view.pirates, strict=True)):
        pawn = pawns[pirate]
        marks.append(SeatMark(
            seat=seat, name=name, pirate=pirate, letter=pawn.letter, colour=pawn.colour, level=levels.get(seat),
            acting=playing and seat == view.turn, deciding=seat in deciding, next=seat == coming,
            thinking=playing and step.kind is StepKind.BOT and step.seat == seat,
            takes_device=playing and step.kind is StepKind.CURTAIN and step.seat == seat,
            looking=look and step.seat == seat,
            loses_turn=playing and seat in view.lost_turn))
    return tuple(marks)
