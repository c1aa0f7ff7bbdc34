"""What the presenter reads and asks of the table: the GameSession's (and TableCore's) public members. Qt-free."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from tortuga_qt.app.seating import Step
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.events import Event, GameOver
    from tortuga_qt.rules.views import SeatView


class Refused(Protocol):
    """Why an action is not allowed: the engine's code, the rule it cites, its English words."""

    @property
    def code(self) -> str:
        """The refusal's code."""
        ...

    @property
    def rule(self) -> str:
        """The rule cited."""
        ...

    @property
    def message(self) -> str:
        """The engine's words (a fallback)."""
        ...


class Table(Protocol):
    """The table as the presenter sees it."""

    @property
    def step(self) -> Step:
        """What the table waits for."""
        ...

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        ...

    @property
    def humans(self) -> list[bool]:
        """Which seats are people."""
        ...

    @property
    def levels(self) -> dict[int, str]:
        """The level of each computer seat."""
        ...

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def practice(self) -> bool:
        """Whether this is a lesson of the walkthrough."""
        ...

    @property
    def atlantis_own_turn(self) -> set[int]:
        """The people asked about Atlantis only before their own turn."""
        ...

    def view(self) -> SeatView:
        """The view of the screen now."""
        ...

    def public_view(self) -> SeatView:
        """The public view."""
        ...

    def legal(self) -> tuple[Action, ...]:
        """The actions the seat at the device may take now."""
        ...

    def log(self) -> list[Event]:
        """The story as the screen may show it."""
        ...

    def public_log(self) -> list[Event]:
        """The public story."""
        ...

    def resumed_move(self) -> tuple[Event, ...]:
        """A resumed game's last move on the mat, as the table saw it (empty: a new deal)."""
        ...

    def at_device(self) -> int | None:
        """The person who holds the device and sees their secrets now."""
        ...

    def game_over_event(self) -> GameOver | None:
        """The end of the game, once it has ended."""
        ...

    def why_not(self, action: Action) -> Refused | None:
        """Why the seat at the device may not take `action` now (None: it may)."""
        ...

    def submit(self, action: Action) -> bool:
        """Applies a person's action; returns whether it was taken."""
        ...

    def claim(self, seat: int) -> None:
        """"I am NAME" behind the curtain."""
        ...

    def look_done(self) -> None:
        """The seat at the device has seen its private news."""
        ...

    def hint(self) -> Action | None:
        """A Hard pirate's suggestion (starts it when not asked yet)."""
        ...

    def asked_hint(self) -> bool:
        """Whether a hint was asked for the decision at hand."""
        ...

    def set_atlantis_own_turn(self, seat: int, on: bool) -> None:
        """A person's Atlantis choice."""
        ...


@dataclass(frozen=True)
class Lookups:
    """What the presenter looks up in the help and the card texts (layers it may not import)."""

    card_text: Callable[[str], str]  # an Event card's full text
    tip: Callable[[SeatView, list[str]], str]  # help/hints.py: a tip for the decision at hand
    rule_page: Callable[[str, str], str]  # help/reference.py: the page explaining a rule
    cards_named: Callable[[Event], tuple[str, ...]]  # the Event cards a story line names
