"""Pistol: the revealer maroons another player (the Fountain of Youth may refuse it)."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Pistol
from tortuga_qt.rules.board import discard, push
from tortuga_qt.rules.cards.rule import CardRule, another_player, others
from tortuga_qt.rules.events import Event, PistolAimed
from tortuga_qt.rules.frames import MaroonF, ResolveF
from tortuga_qt.rules.kinds import CardKind, MaroonCause
from tortuga_qt.rules.state import GameState


def _choices(s: GameState, seat: int) -> list[Action]:
    return [Pistol(seat, t) for t in others(s, seat)]


def _apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Pistol)
    ev.append(PistolAimed(f.seat, action.target))
    discard(s, f.card, ev)
    push(s, MaroonF(action.target, MaroonCause.PISTOL))


RULE = CardRule(CardKind.PISTOL, choices=_choices, on_choice=_apply, refuse=another_player)
