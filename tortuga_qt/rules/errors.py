"""Specific exceptions of the rules engine."""

from __future__ import annotations


class RulesError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class IllegalActionError(RulesError):
    """An action that the rules do not allow now.

    `code` is a stable identifier and `params` its parameters (the UI words them in any
    language); `rule` cites the rulebook section or ruling; the message is plain English.
    """

    def __init__(self, code: str, rule: str, message: str, params: dict[str, object] | None = None):
        super().__init__(f"{message} ({rule})")
        self.message = message
        self.code = code
        self.rule = rule
        self.params = params or {}


class NotationError(RulesError):
    """Text that is not a well-formed action in the notation."""


class RecordError(RulesError):
    """A saved state or game record that cannot be loaded (bad JSON, types, or illegal steps)."""
