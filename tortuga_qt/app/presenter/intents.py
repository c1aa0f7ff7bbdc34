"""What a person can ask of the table: small frozen values the widgets emit, the presenter handles. Qt-free."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from tortuga_qt.app.targets import Target
    from tortuga_qt.rules.actions import Action


@dataclass(frozen=True)
class ClickTarget:
    """A click on a thing on the mat or a Vote card (None: on nothing)."""

    target: Target | None


@dataclass(frozen=True)
class Press:
    """A press of one of the frame's buttons, by its id ("confirm", "kind:move", "do:P1 take none", ...)."""

    button: str


@dataclass(frozen=True)
class Claim:
    """"I am NAME" on the curtain."""

    seat: int


@dataclass(frozen=True)
class LookDone:
    """Done with a private look."""


@dataclass(frozen=True)
class Continue:
    """Everyone has seen the reveals (`timer`: the time to look at them ran out, not a click)."""

    timer: bool = False


@dataclass(frozen=True)
class AskHint:
    """Asks a Hard pirate what it would do here."""


@dataclass(frozen=True)
class SetAtlantisOwnTurn:
    """The Atlantis holder's choice: asked only before their own turn (on), or before every turn."""

    seat: int
    on: bool


# What a button means, once resolved from its id (a gate sees these, never a bare Press).


@dataclass(frozen=True)
class StartChoice:
    """Starts choosing an action of one kind on the mat (`auto`: started for the player)."""

    kind: str
    auto: bool = False


@dataclass(frozen=True)
class Apply:
    """Applies a finished action (a button's, or a choice's once complete)."""

    action: Action


@dataclass(frozen=True)
class Confirm:
    """Puts the marked Vote card(s) down."""


@dataclass(frozen=True)
class Cancel:
    """Cancels the choice under way (a choice started for the player starts over)."""


@dataclass(frozen=True)
class Answer:
    """Answers "are you sure?" before a choice that throws something away (Yes: `action`; Back: None)."""

    action: Action | None


@dataclass(frozen=True)
class Command:
    """A command the window carries out itself: "endAgain", "rematch", "newGame"."""

    name: str


Intent = Union[ClickTarget, Press, Claim, LookDone, Continue, AskHint, SetAtlantisOwnTurn,  # noqa: UP007
               StartChoice, Apply, Confirm, Cancel, Answer, Command]
"""Every intent the presenter takes."""


@dataclass(frozen=True)
class Reply:
    """What handling an intent needs: a new frame drawn, and a command for the window (or none)."""

    render: bool
    command: str = ""
