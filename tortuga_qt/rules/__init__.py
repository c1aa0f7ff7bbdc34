"""The complete rules of Tortuga 1667, pure Python (never imports Qt).

Public surface: `new_game`, `seats_to_act`, `legal_actions`, `apply`, `view_for`, `redact`,
the action types, the notation, and the `Game` driver that services chance with a seed.
"""

from tortuga_qt.rules.actions import CHANCE, Action
from tortuga_qt.rules.config import GameConfig, SeatConfig, default_config
from tortuga_qt.rules.engine import apply, chance_request, current_frame, is_legal, legal_actions, seats_to_act
from tortuga_qt.rules.errors import IllegalActionError, NotationError, RecordError, RulesError
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState, Result

__all__ = [
    "CHANCE", "Action", "GameConfig", "SeatConfig", "default_config", "apply", "chance_request",
    "current_frame", "is_legal", "legal_actions", "seats_to_act", "IllegalActionError",
    "NotationError", "RecordError", "RulesError", "Event", "redact", "new_game", "GameState",
    "Result",
]
