"""A decision rule: how the engine finds, carries out and refuses the answers to one frame.

The engine keeps one `DecisionRule` per decision frame (`engine.DECISIONS`); each is defined beside
the rule it serves (the turn in `turn`, a vote in `votes`, a card's choice in its card module),
so the legal actions, their effect and the words of a refusal of one rule are in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.refusal import Refusal
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value

Actions = tuple[Action, ...]


@value
class DecisionRule:
    """One decision frame's rule: its legal actions, their effect, and why another is refused.

    `legal(state, frame, seat)` is asked only for a seat that decides now; `apply` gets the
    popped frame and an action the engine found legal; `refuse(state, frame, action)` explains an
    action of the deciding seat that is not legal; `waiting` words what the table waits for.
    """

    frame: type[Any]
    legal: Callable[[GameState, Any, int], Actions]
    apply: Callable[[GameState, Any, Any, list[Event]], None]
    refuse: Callable[[GameState, Any, Any], Refusal]
    waiting: str
