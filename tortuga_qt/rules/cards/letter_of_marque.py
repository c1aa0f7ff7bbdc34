"""Letter of Marque: move anyone on Tortuga or a Rowboat to a ship, now or later as an action."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, KeepMarque, Marque
from tortuga_qt.rules.board import add_front, discard, do_move, has_room, holds_kind, take_front
from tortuga_qt.rules.cards.rule import CardRule, card_rule_name
from tortuga_qt.rules.events import Event, Kept
from tortuga_qt.rules.frames import ResolveF
from tortuga_qt.rules.kinds import CardKind, MoveHow
from tortuga_qt.rules.places import FD, JR
from tortuga_qt.rules.refusal import SHIP_FULL, Refusal, refused
from tortuga_qt.rules.state import GameState

_RULE = card_rule_name(CardKind.LETTER_OF_MARQUE)


def marque_moves(s: GameState, seat: int) -> list[Action]:
    """Returns the Letter of Marque moves: anyone on Tortuga or a Rowboat to a ship with room."""
    movable = s.tortuga + tuple(b for b in s.boats if b >= 0)
    return [
        Marque(seat, target, ship)
        for target in sorted(movable)
        for ship in (FD, JR)
        if has_room(s, ship)
    ]


def _choices(s: GameState, seat: int) -> list[Action]:
    return [KeepMarque(seat), *marque_moves(s, seat)]


def _apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    if isinstance(action, KeepMarque):
        add_front(s, f.seat, f.card)
        ev.append(Kept(f.seat, f.kind))
    else:
        assert isinstance(action, Marque)
        discard(s, f.card, ev)
        do_move(s, action.target, action.ship, ev, why=MoveHow.LETTER_OF_MARQUE)


def _bad_move(s: GameState, a: Marque) -> Refusal:
    if a.ship not in (FD, JR):
        return refused("marque_ship", _RULE, "A Letter of Marque moves a player to the back of a ship's line.")
    if not has_room(s, a.ship):
        return SHIP_FULL
    return refused("marque_target", _RULE, "A Letter of Marque moves a player who is on Tortuga or on a Rowboat.")


def _refuse(s: GameState, f: ResolveF, a: Action) -> Refusal | None:
    return _bad_move(s, a) if type(a) is Marque else None


def _play_kept(s: GameState, a: Action, ev: list[Event]) -> None:
    """A kept Letter of Marque played as the turn's action, then discarded."""
    assert type(a) is Marque
    card = take_front(s, a.seat, CardKind.LETTER_OF_MARQUE)
    do_move(s, a.target, a.ship, ev, why=MoveHow.LETTER_OF_MARQUE)
    discard(s, card, ev)


def _refuse_kept(s: GameState, a: Action) -> Refusal:
    assert type(a) is Marque
    if not holds_kind(s, a.seat, CardKind.LETTER_OF_MARQUE):
        return refused("no_letter", _RULE, "You have no kept Letter of Marque to play.")
    return _bad_move(s, a)


RULE = CardRule(CardKind.LETTER_OF_MARQUE, choices=_choices, on_choice=_apply, refuse=_refuse,
                held_actions=marque_moves, turn_actions={Marque: (_play_kept, _refuse_kept)})
