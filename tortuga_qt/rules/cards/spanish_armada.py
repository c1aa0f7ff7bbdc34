"""The Spanish Armada: the game ends at once (ending.armada; R13 ties)."""

from __future__ import annotations

from tortuga_qt.rules.cards.rule import CardRule
from tortuga_qt.rules.ending import armada
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.state import GameState


def _arrive(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    armada(s, card, ev)


RULE = CardRule(CardKind.SPANISH_ARMADA, at_once=_arrive)
