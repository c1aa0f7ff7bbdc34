"""Black Spot: the revealer is marooned (the Fountain of Youth may refuse it)."""

from __future__ import annotations

from tortuga_qt.rules.board import discard, push
from tortuga_qt.rules.cards.rule import CardRule
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import MaroonF
from tortuga_qt.rules.kinds import CardKind, MaroonCause
from tortuga_qt.rules.state import GameState


def _spot(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    discard(s, card, ev)
    push(s, MaroonF(seat, MaroonCause.BLACK_SPOT))


RULE = CardRule(CardKind.BLACK_SPOT, at_once=_spot)
