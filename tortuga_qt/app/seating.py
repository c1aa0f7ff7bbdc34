"""Who is at the device: pass-and-play hand-offs between human seats. Qt-free.

The policy, in order:
1. Private looks come first. At the start every human sees their Loyalty, and a look is
   owed after View 2 (the viewer sees the two cards at once), Cabin Fever (both players),
   a gift of El Dorado (its extra card) and Crow's Nest (the new hand, once searched).
2. Then the next seat that must decide. During a vote, the waiting voters decide one after
   another, each behind their own curtain.
3. The curtain rule (`must_claim`, the one place it is written): a human must claim the
   device ("I am NAME") behind a curtain before any secret of theirs is drawn, unless the step
   directly continues their own private step with nothing public in between. Public moments
   end every claim: a result the whole table is shown (`shown_to_table`: a vote's result, a
   revealed Event card, a maroon), a computer seat's move (the screen shows the public view
   while it plays, and anyone may be looking), and the end of the game. With only one human at
   the table there is nobody to hide from, so that player is never asked to claim the device.
   A resumed game (`force_curtain`) always starts behind the curtain, and so does a table that a
   change of seats (Game › Seats) leaves to one person: the device was in other hands.
The screen shows the private panel only of the claimed seat, and only outside the curtain.

A seat played on a phone (`phones`) never holds the device for its secrets: it is owed no look
(its page shows them), and when it must decide the table waits for its phone (`PHONE`), the
shared screen showing the public table, a public moment like a computer's move. It claims the
device only to pair its phone (a look "pair": the QR code, the seat's only secret on the desktop).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event


class StepKind(StrEnum):
    """What the table waits for."""

    CURTAIN = "curtain"  # pass the device to `seat`, who must claim it
    LOOK = "look"  # `seat` (claimed) looks at private news, then continues
    DECIDE = "decide"  # `seat` (claimed, human) chooses an action
    BOT = "bot"  # computer seat `seat` is thinking
    PHONE = "phone"  # the person of seat `seat` decides on their phone (the screen shows the public table)
    OVER = "over"  # the game has ended


@dataclass(frozen=True)
class Step:
    """The next thing the table waits for, and why."""

    kind: StepKind
    seat: int = -1
    reason: str = ""  # for LOOK / CURTAIN: "loyalty", "cabin_fever", "el_dorado", "decide", "pair" (a phone's QR code)


def shown_to_table(event: Event) -> bool:
    """Returns whether the whole table is shown this event before the game goes on: a vote's result, a revealed card, a maroon.

    The window holds such a moment on the public view until a click or a few seconds; after
    one, every seat's claim on the device ends.
    """
    from tortuga_qt.rules.events import Marooned, Revealed, VoteResult

    return isinstance(event, (VoteResult, Revealed, Marooned)) and event.visible_to is None


def must_claim(seat: int, holder: int | None, solo: bool) -> bool:
    """The curtain rule: returns whether `seat` must claim the device before its secrets are drawn.

    `holder` is the seat whose claim still stands: the person who claimed the device and has
    held it since with nothing shown to the whole table in between (None after any public
    moment). One person alone at the table never claims: there is nobody to hide from.
    """
    return not solo and holder != seat


class Seating:
    """Tracks the claimed seat and the private looks still owed to human seats."""

    def __init__(self, humans: Sequence[bool], phones: Sequence[int] = ()) -> None:
        self.humans = list(humans)
        self.phones = {s for s in phones if self.is_human(s)}  # the people who play on their phone
        self.claimed: int | None = None
        self.looks: list[tuple[int, str]] = [(s, "pair" if s in self.phones else "loyalty")
                                             for s, h in enumerate(humans) if h]
        self.force_curtain = False  # the next human step starts behind the curtain (a resumed game, a table left solo)

    @property
    def solo(self) -> bool:
        """Returns whether at most one person plays (nobody to hide from: no claims)."""
        return sum(self.humans) <= 1

    @property
    def solo_seat(self) -> int | None:
        """Returns the seat of the one person at the table (None: none, or several)."""
        return self.humans.index(True) if sum(self.humans) == 1 else None

    def is_human(self, seat: int) -> bool:
        """Returns whether a person plays this seat."""
        return 0 <= seat < len(self.humans) and self.humans[seat]

    def at_hand(self, seat: int) -> bool:
        """Returns whether a person plays this seat at the device (their secrets are drawn on the shared screen)."""
        return self.is_human(seat) and seat not in self.phones

    def note_events(self, events: Sequence[Event]) -> None:
        """Queues the private looks that these events owe to human seats."""
        from tortuga_qt.app.card_table import card_looks
        from tortuga_qt.rules.events import Viewed

        for e in events:
            if shown_to_table(e):
                self.public_moment()
            elif isinstance(e, Viewed):
                if self.at_hand(e.seat):
                    self.looks.append((e.seat, "viewed"))
            else:  # the looks an Event card owes (app/card_table.py): Cabin Fever, El Dorado, Crow's Nest
                for card, seats in card_looks(e):
                    self.looks += [(s, card) for s in seats if self.at_hand(s)]

    def next_step(self, deciding: Sequence[int], over: bool) -> Step:
        """Returns what the table waits for, given the seats that must decide now."""
        from tortuga_qt.rules.actions import CHANCE

        if over:
            self.public_moment()  # the end screen is for everyone
            return Step(StepKind.OVER)
        if self.looks:
            seat, reason = self.looks[0]
            return self._for_human(seat, StepKind.LOOK, reason)
        seats = [s for s in deciding if s != CHANCE]
        if not seats:
            return Step(StepKind.OVER)
        seat = next((s for s in seats if s not in self.phones), seats[0])  # phones vote meanwhile, on their own
        if seat in self.phones:
            self.public_moment()  # the screen shows the public table while a phone decides
            return Step(StepKind.PHONE, seat)
        if not self.is_human(seat):
            self.public_moment()  # the table watches a computer seat play: the public view shows
            return Step(StepKind.BOT, seat)
        return self._for_human(seat, StepKind.DECIDE, "decide")

    def public_moment(self) -> None:
        """The whole table has been shown something: every claim on the device ends (one person alone keeps theirs)."""
        if not self.solo:
            self.claimed = None

    def _for_human(self, seat: int, kind: StepKind, reason: str) -> Step:
        if self.force_curtain:
            self.force_curtain = False
            self.claimed = None
            return Step(StepKind.CURTAIN, seat, reason)
        if self.solo:
            self.claimed = seat
        if not must_claim(seat, self.claimed, self.solo):
            return Step(kind, seat, reason)
        self.claimed = None
        return Step(StepKind.CURTAIN, seat, reason)

    def set_humans(self, humans: Sequence[bool], joined: int | None = None, phones: Sequence[int] = ()) -> None:
        """Seats changed hands at the table: who plays them now; a person who `joined` first sees their Loyalty (or pairs).

        The change happens in front of the whole table, so every claim on the device ends, and a
        seat a computer took over is owed no look any more. A person left alone at the table by the
        change claims the device once (it was in other hands at the dialog), then plays on unclaimed.
        """
        alone_before = self.solo_seat
        self.humans = list(humans)
        self.phones = {s for s in phones if self.is_human(s)}
        self.looks = [(s, reason) for s, reason in self.looks
                      if self.is_human(s) and (reason == "pair") == (s in self.phones)]
        if joined is not None and self.is_human(joined):
            self.looks.append((joined, "pair" if joined in self.phones else "loyalty"))
        self.claimed = None
        if self.solo_seat is not None and self.solo_seat != alone_before:
            self.force_curtain = True

    def pair_again(self, seat: int) -> None:
        """A phone seat's phone is paired anew: its new QR code is owed to it, behind its claim."""
        if seat in self.phones and (seat, "pair") not in self.looks:
            self.looks.append((seat, "pair"))

    def claim(self, seat: int) -> None:
        """The person at the device says "I am NAME"."""
        self.claimed = seat

    def look_done(self, seat: int) -> None:
        """The claimed seat has seen its private news."""
        if self.looks and self.looks[0][0] == seat:
            self.looks.pop(0)

