"""One screen of the table at one moment: plain frozen data a renderer draws and tests compare. Qt-free."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tortuga_qt.app.presenter.intents import Intent
    from tortuga_qt.app.presenter.last_move import LastMoveFrame, MissedMove
    from tortuga_qt.app.presenter.turn_order import SeatMark
    from tortuga_qt.app.seating import StepKind
    from tortuga_qt.app.targets import Target
    from tortuga_qt.rules.events import Event
    from tortuga_qt.rules.views import SeatView


@dataclass(frozen=True)
class Button:
    """A button of the action panel: its id (the widget's object name), its words, what it means, whether it can be pressed now."""

    id: str
    label: str
    intent: Intent
    enabled: bool = True  # False: shown greyed, in its place, until it can act (a vote's "Put down this card")


@dataclass(frozen=True)
class Toggle:
    """The Atlantis holder's tick box "Ask me only before my own turn"."""

    id: str
    label: str
    tip: str
    checked: bool
    seat: int


@dataclass(frozen=True)
class LogLine:
    """A sentence of the story: its words, whether it is a secret, the Event cards it names."""

    text: str
    secret: bool
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CurtainFrame:
    """The curtain: who takes the device, why, and the public news they missed."""

    seat: int
    name: str
    reason: str
    news: tuple[str, ...]  # what they missed, newest first
    spots: tuple[frozenset[Target], ...] = ()  # where on the mat each line of `news` happened (hovering it lights them)
    mats: tuple[SeatView, ...] = ()  # "Show again": the public mat when they last looked, then after each move since
    moves: tuple[MissedMove, ...] = ()  # one per mat: the move that led to it (marked while shown), what it showed large


@dataclass(frozen=True)
class RevealFrame:
    """What everyone at the table is shown before the game goes on.

    `started` marks the frame the showing starts on; `present` is then the vote's result or
    revealed card to show large, and `timed` says it goes on by itself after a while: every
    seat is a computer (app/presenter/pace.py); while a person plays, it waits for the table.
    """

    lines: tuple[str, ...]
    present: Event | None
    timed: bool
    started: bool


@dataclass(frozen=True)
class HintFrame:
    """The Hint button of a person's own decision: asked already (then disabled), and the suggestion."""

    asked: bool
    text: str


@dataclass(frozen=True)
class Frame:
    """Everything one screen of the table shows now, for its audience (the public, or the seat at the device)."""

    kind: StepKind
    seat: int
    view: SeatView
    clickable: frozenset[Target]
    chosen: frozenset[Target]
    prompt: str
    buttons: tuple[Button, ...]
    toggle: Toggle | None
    message: str
    rule_page: str | None
    log: tuple[LogLine, ...]
    curtain: CurtainFrame | None
    reveal: RevealFrame | None
    hint: HintFrame | None
    ended: bool  # the first frame of a finished game (the end screen opens once)
    turn_order: tuple[SeatMark, ...] = ()  # the strip on the public table: every seat in turn order (nothing secret)
    last_move: LastMoveFrame | None = None  # the last action that touched the mat: marked on it, named in a caption
    pairing: bool = False  # a phone seat's look "pair": the window shows its QR code (ui/phones), nothing else of it

    @property
    def private(self) -> bool:
        """Returns whether the frame shows a seat's secrets."""
        return self.view.seat is not None

    def button(self, id_: str) -> Button | None:
        """Returns the button with this id, if the frame has one."""
        return next((b for b in self.buttons if b.id == id_), None)
