"""Albatross: kept face up; a ship whose crew holds 2 of them sinks (board.check_albatross)."""

from __future__ import annotations

from tortuga_qt.rules.board import add_front, check_albatross, place_of
from tortuga_qt.rules.cards.rule import CardRule
from tortuga_qt.rules.events import Event, Kept
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import JR
from tortuga_qt.rules.state import GameState


def _keep(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    add_front(s, seat, card)
    ev.append(Kept(seat, CardKind.ALBATROSS))
    place, _ = place_of(s, seat)
    if place <= JR:
        check_albatross(s, place, ev)


RULE = CardRule(CardKind.ALBATROSS, at_once=_keep)
