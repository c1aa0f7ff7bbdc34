"""Why the table refuses an intent: the engine's code, the rule and a plain message. Qt-free."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Refusal:
    """Why an intent was refused: an engine code, the rule, and a plain message."""

    code: str
    rule: str
    message: str


NOT_YOURS = Refusal("not_your_decision", "rulebook: Game Play", "It is not your decision now.")


class RefusedError(ValueError):
    """A command the table does not take now; carries the Refusal."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal
