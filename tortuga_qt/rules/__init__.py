"""The complete rules of Tortuga 1667, pure Python (never imports Qt).

Public surface: `new_game`, `seats_to_act`, `legal_actions`, `apply`, `view_for`, `redact`,
the action types, the notation, and the `Game` driver that services chance with a seed.
Names are loaded on first use, so that importing a light module such as
`tortuga_qt.rules.events` does not load the engine and pydantic (the window starts faster).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "CHANCE": "actions", "Action": "actions",
    "GameConfig": "config", "SeatConfig": "config", "default_config": "config",
    "apply": "engine", "chance_request": "engine", "current_frame": "engine", "is_legal": "engine",
    "legal_actions": "engine", "seats_to_act": "engine",
    "IllegalActionError": "errors", "NotationError": "errors", "RecordError": "errors",
    "RulesError": "errors",
    "Event": "events", "redact": "events",
    "new_game": "setup",
    "GameState": "state", "Result": "state",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'tortuga_qt.rules' has no attribute {name!r}")
    value = getattr(import_module(f"tortuga_qt.rules.{module}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from tortuga_qt.rules.actions import CHANCE, Action
    from tortuga_qt.rules.config import GameConfig, SeatConfig, default_config
    from tortuga_qt.rules.engine import (
        apply,
        chance_request,
        current_frame,
        is_legal,
        legal_actions,
        seats_to_act,
    )
    from tortuga_qt.rules.errors import IllegalActionError, NotationError, RecordError, RulesError
    from tortuga_qt.rules.events import Event, redact
    from tortuga_qt.rules.setup import new_game
    from tortuga_qt.rules.state import GameState, Result
