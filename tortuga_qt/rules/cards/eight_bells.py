"""Eight Bells: the pawns of the revealer's ship or Tortuga are drawn back in random order."""

from __future__ import annotations

from tortuga_qt.rules.board import line_of, place_of, push
from tortuga_qt.rules.cards.rule import CardRule, discarded
from tortuga_qt.rules.events import EightBells, Event, NoEffect
from tortuga_qt.rules.frames import ChanceF
from tortuga_qt.rules.kinds import CardKind, ChanceStep
from tortuga_qt.rules.places import FD, RB1, RB2, TORTUGA
from tortuga_qt.rules.state import GameState


def _ring(s: GameState, seat: int, ev: list[Event]) -> None:
    place, _ = place_of(s, seat)
    line = line_of(s, place)
    if place in (RB1, RB2) or len(line) < 2:
        ev.append(NoEffect(seat, CardKind.EIGHT_BELLS))
        return
    push(s, ChanceF(ChanceStep.EIGHT_BELLS, len(line), (place,)))


def eight_bells_draw(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """The pawns of the revealer's place are drawn back in the random order `outcome`."""
    place = f.args[0]
    line = line_of(s, place)
    new = tuple(line[i] for i in outcome)
    if place == TORTUGA:
        s.tortuga = new
    else:
        s.ships = (new, s.ships[1]) if place == FD else (s.ships[0], new)
    ev.append(EightBells(place, new))


RULE = CardRule(CardKind.EIGHT_BELLS, at_once=discarded(_ring),
                chance_steps={ChanceStep.EIGHT_BELLS: eight_bells_draw})
