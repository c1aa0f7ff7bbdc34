"""Pirate Code: kept; its holder may stay out of the next 2 votes (R3; `votes.vote_actions`)."""

from __future__ import annotations

from tortuga_qt.rules.board import add_front
from tortuga_qt.rules.cards.rule import CardRule
from tortuga_qt.rules.events import Event, Kept
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.state import GameState


def _keep(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    add_front(s, seat, card)
    code = list(s.code_left)
    code[seat] = 2
    s.code_left = tuple(code)
    ev.append(Kept(seat, CardKind.PIRATE_CODE))


RULE = CardRule(CardKind.PIRATE_CODE, at_once=_keep)
