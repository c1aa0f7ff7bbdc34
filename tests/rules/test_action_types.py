"""One list of action types: `actions.SeatAction` is the list; every other is derived from it,
and every action class is offered by a rule that can also refuse it."""

from __future__ import annotations

import inspect
import typing

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.cards.registry import CARD_RULES
from tortuga_qt.rules.turn import TURN_RULES


def _action_classes() -> set[type]:
    return {cls for _, cls in inspect.getmembers(A, inspect.isclass)
            if cls.__module__ == A.__name__ and isinstance(getattr(cls, "verb", None), str)}


def test_every_action_class_is_in_the_one_list() -> None:
    """A new action class must be added to SeatAction (or be Chance): the drift is named."""
    listed = set(A.SEAT_ACTION_TYPES) | {A.Chance}
    assert _action_classes() == listed, f"not in SeatAction: {sorted(c.__name__ for c in _action_classes() - listed)}"
    assert set(typing.get_args(A.Action)) == listed
    assert A.ACTION_TYPES == {cls.verb: cls for cls in A.SEAT_ACTION_TYPES}
    assert len(A.ACTION_TYPES) == len(A.SEAT_ACTION_TYPES)  # verbs are unique


def test_the_turn_rules_cover_the_turn_actions() -> None:
    """Rulebook "Potential Actions": each turn action class has its effect and its refusal."""
    turn = {A.View, A.Reveal, A.Force, A.Move, A.Attack, A.Maroon, A.Mutiny, A.Shift, A.Brawl, A.Marque}
    assert set(TURN_RULES) == turn
    held = {cls for rule in CARD_RULES.values() for cls in rule.turn_actions}
    assert held == {A.Marque}  # a kept Letter of Marque, played as the turn's action
