"""Stormy Seas: the revealer's ship's treasure goes back to the Galleon; on Tortuga, 1 to each area."""

from __future__ import annotations

from tortuga_qt.rules.board import place_of
from tortuga_qt.rules.cards.rule import CardRule, discarded
from tortuga_qt.rules.events import Event, NoEffect, StormySeas
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import JR, TORTUGA
from tortuga_qt.rules.state import GameState


def _storm(s: GameState, seat: int, ev: list[Event]) -> None:
    place, _ = place_of(s, seat)
    if place <= JR:
        h = list(s.holds)
        back = h[place * 2] + h[place * 2 + 1]
        h[place * 2] = h[place * 2 + 1] = 0
        s.holds = (h[0], h[1], h[2], h[3])
        s.galleon += back
        ev.append(StormySeas(seat, place, back))
    elif place == TORTUGA:
        s.tort = (1, 1)
        ev.append(StormySeas(seat, place, 2))
    else:
        ev.append(NoEffect(seat, CardKind.STORMY_SEAS))


RULE = CardRule(CardKind.STORMY_SEAS, at_once=discarded(_storm))
