"""Facade: the revealer swaps places with the player to their right (the seat before)."""

from __future__ import annotations

from tortuga_qt.rules.board import do_swap
from tortuga_qt.rules.cards.rule import CardRule, discarded
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.state import GameState


def _swap(s: GameState, seat: int, ev: list[Event]) -> None:
    do_swap(s, seat, (seat - 1) % s.n, ev)


RULE = CardRule(CardKind.FACADE, at_once=discarded(_swap))
