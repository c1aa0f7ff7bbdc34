"""What the three treasure maps share: the revealer must give the map to another player
(each map's module: `choices=give_choices, on_choice=give, refuse=another_player`)."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Give
from tortuga_qt.rules.board import add_front, draw_votes
from tortuga_qt.rules.cards.rule import others
from tortuga_qt.rules.events import Event, Given
from tortuga_qt.rules.frames import ResolveF
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.state import GameState


def give_choices(s: GameState, seat: int) -> list[Action]:
    """Returns the revealer's choices for a map: give it to any other player."""
    return [Give(seat, t) for t in others(s, seat)]


def give(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    """Lays the map face up in front of the chosen player (El Dorado's holder draws a Vote card)."""
    assert isinstance(action, Give)
    add_front(s, action.target, f.card)
    ev.append(Given(f.seat, action.target, f.kind))
    if f.kind == CardKind.EL_DORADO:
        draw_votes(s, action.target, 1, ev)
