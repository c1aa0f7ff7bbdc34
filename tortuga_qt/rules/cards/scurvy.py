"""Scurvy: everyone at the revealer's place (only the revealer on a Rowboat, R4) loses a turn."""

from __future__ import annotations

from tortuga_qt.rules.board import line_of, place_of
from tortuga_qt.rules.cards.rule import CardRule, discarded
from tortuga_qt.rules.events import Event, ScurvyStruck
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import RB1, RB2
from tortuga_qt.rules.state import GameState


def _strike(s: GameState, seat: int, ev: list[Event]) -> None:
    place, _ = place_of(s, seat)
    victims = (seat,) if place in (RB1, RB2) else line_of(s, place)  # R4
    for v in victims:
        s.lost |= 1 << v
    ev.append(ScurvyStruck(seat, victims))


RULE = CardRule(CardKind.SCURVY, at_once=discarded(_strike))
