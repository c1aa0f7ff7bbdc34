"""The Fountain of Youth (a treasure map): its holder may refuse to be marooned (once)."""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules.actions import Action, Fountain
from tortuga_qt.rules.board import discard, holds_kind, maroon_now, take_front
from tortuga_qt.rules.cards._maps import give, give_choices
from tortuga_qt.rules.cards.rule import CardRule, another_player
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import Event, FountainUsed
from tortuga_qt.rules.frames import FountainF, Frame, MaroonF
from tortuga_qt.rules.kinds import CardKind, MaroonCause
from tortuga_qt.rules.refusal import Refusal, wrong_step
from tortuga_qt.rules.state import GameState

FOUNTAIN_CAUSES: Final = frozenset({MaroonCause.BLACK_SPOT, MaroonCause.PISTOL, MaroonCause.CAPTAIN,
                                    MaroonCause.MUTINY})
"""The maroonings the Fountain of Youth may refuse."""

_WAITING = "decide whether to use the Fountain of Youth"


def _on_maroon(s: GameState, f: MaroonF) -> Frame | None:
    """Asks the holder first, when the Fountain may refuse this marooning."""
    if f.cause in FOUNTAIN_CAUSES and holds_kind(s, f.seat, CardKind.FOUNTAIN_OF_YOUTH):
        return FountainF(f.seat, f.cause)
    return None


def _legal(s: GameState, f: FountainF, seat: int) -> Actions:
    return (Fountain(seat, True), Fountain(seat, False))


def _apply(s: GameState, f: FountainF, a: Action, ev: list[Event]) -> None:
    assert type(a) is Fountain
    if a.use:
        ev.append(FountainUsed(a.seat, f.cause))
        discard(s, take_front(s, a.seat, CardKind.FOUNTAIN_OF_YOUTH), ev)
    else:
        maroon_now(s, a.seat, f.cause, ev)


def _refuse(s: GameState, f: FountainF, a: Action) -> Refusal:
    return wrong_step(a, f, _WAITING)


DECISION = DecisionRule(FountainF, _legal, _apply, _refuse, _WAITING)
RULE = CardRule(CardKind.FOUNTAIN_OF_YOUTH, choices=give_choices, on_choice=give, refuse=another_player,
                decisions=(DECISION,), on_maroon=_on_maroon)
