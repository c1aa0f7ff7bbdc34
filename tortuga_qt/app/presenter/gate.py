"""A gate on intents: how a lesson keeps the learner to the step it teaches. Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from tortuga_qt.app.presenter.intents import Intent
    from tortuga_qt.app.targets import Target


class Gate(Protocol):
    """Answers whether an intent may go on, hears when one was done, and narrows the clicks."""

    def allows(self, intent: Intent) -> bool:
        """Returns whether the intent may go on (a gate that says no explains it itself)."""
        ...

    def done(self, intent: Intent) -> None:
        """Hears that the table took the intent (an action applied, the device claimed, a look closed)."""
        ...

    def only(self, kind: str, clicks: tuple[Target, ...]) -> set[Target]:
        """Returns the clicks that may come next in a choice of `kind` after `clicks`."""
        ...
