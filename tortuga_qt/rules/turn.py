"""A turn's action: every turn action a seat may take, by class its effect and its refusal.

The turn actions come from the Event row (`row`), moving (`moving`), the roles (`roles`) and the
Event cards a seat holds (a card's `held_actions`, e.g. a kept Letter of Marque). `TURN_RULES`
maps each turn action class to its (effect, refusal); tests check it covers every turn action.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules import row
from tortuga_qt.rules.actions import Action, Force, Move, Reveal, View
from tortuga_qt.rules.board import holds_kind, push
from tortuga_qt.rules.cards.registry import CARD_RULES
from tortuga_qt.rules.cards.rule import TurnRule
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import EndActionF, TurnF
from tortuga_qt.rules.moving import apply_move, move_actions, refuse_move
from tortuga_qt.rules.refusal import Refusal, refused
from tortuga_qt.rules.roles import ROLE_RULES, role_actions
from tortuga_qt.rules.state import GameState

TURN_RULES: Final[dict[type, TurnRule]] = {
    View: (row.do_view, row.refuse_row),
    Reveal: (row.reveal_action, row.refuse_row),
    Force: (row.do_force, row.refuse_row),
    Move: (apply_move, refuse_move),
    **ROLE_RULES,
    **{cls: r for card in CARD_RULES.values() for cls, r in card.turn_actions.items()},
}
"""Every turn action class: (its effect, why it is refused)."""

_HELD = tuple((kind, rule.held_actions) for kind, rule in CARD_RULES.items() if rule.held_actions is not None)


def turn_actions(s: GameState, f: TurnF, seat: int) -> Actions:
    """Returns the seat's turn actions: the row, moves, its role's, and those its cards allow."""
    down = tuple(i for i, c in enumerate(s.row) if c >= 0)
    acts = row.row_actions(s.n, seat, down) + tuple(move_actions(s, seat)) + tuple(role_actions(s, seat))
    for kind, held in _HELD:
        if holds_kind(s, seat, kind):
            acts += tuple(held(s, seat))
    return acts


def apply_turn(s: GameState, f: TurnF, a: Action, ev: list[Event]) -> None:
    """Carries out a turn action; the end of the action (sudden death, next turn) follows it."""
    rule = TURN_RULES.get(type(a))
    if rule is None:
        raise AssertionError(f"not a turn action: {a!r}")
    push(s, EndActionF(a.seat))
    rule[0](s, a, ev)


def refuse_turn(s: GameState, f: TurnF, a: Action) -> Refusal:
    """Why a turn action is not legal now, from the rule of its class."""
    rule = TURN_RULES.get(type(a))
    if rule is None:
        return refused("not_a_turn_action", "rulebook: Potential Actions",
                       f"'{a.verb}' is not a turn action; choose one of the actions in the list.", got=a.verb)
    return rule[1](s, a)


TURN = DecisionRule(TurnF, turn_actions, apply_turn, refuse_turn, "choose a turn action")
