"""What the three treasure maps share: the revealer must give the map to another player."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Give
from tortuga_qt.rules.board import add_front, draw_votes
from tortuga_qt.rules.cards.rule import BeforeTurn, CardRule, OnMaroon, another_player, others
from tortuga_qt.rules.decision import DecisionRule
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


def map_rule(kind: CardKind, decisions: tuple[DecisionRule, ...] = (),
             before_turn: BeforeTurn | None = None, on_maroon: OnMaroon | None = None) -> CardRule:
    """Returns a treasure map's rule: given on reveal, used later by its holder."""
    return CardRule(kind, choices=give_choices, on_choice=give, refuse=another_player, decisions=decisions,
                    before_turn=before_turn, on_maroon=on_maroon)
