"""Atlantis (a treasure map): before any turn, its holder may move to the other ship (with room)."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Atlantis
from tortuga_qt.rules.board import discard, do_move, has_room, holds_kind, place_of, take_front
from tortuga_qt.rules.cards import ATLANTIS
from tortuga_qt.rules.cards._maps import give, give_choices
from tortuga_qt.rules.cards.rule import CardRule, another_player
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import AtlantisPassed, Event
from tortuga_qt.rules.frames import AtlantisF, Frame, TurnStartF
from tortuga_qt.rules.kinds import CardKind, MoveHow
from tortuga_qt.rules.places import JR
from tortuga_qt.rules.refusal import Refusal, refused, wrong_step
from tortuga_qt.rules.state import GameState


def atlantis_eligible(s: GameState, seat: int) -> bool:
    """Returns whether `seat` holds Atlantis, is on a ship, and the other ship has room."""
    if not holds_kind(s, seat, CardKind.ATLANTIS):
        return False
    place, _ = place_of(s, seat)
    return place <= JR and has_room(s, 1 - place)


def _holder(s: GameState) -> int:
    """Returns the seat holding the Atlantis map, or -1."""
    for seat, cards in enumerate(s.front):
        if ATLANTIS in cards:
            return seat
    return -1


def _before_turn(s: GameState, f: TurnStartF) -> tuple[Frame, ...]:
    """Offers the Atlantis window once before each turn, when its holder may use it."""
    if f.atlantis_offered:
        return ()
    holder = _holder(s)
    if holder >= 0 and atlantis_eligible(s, holder):
        return (TurnStartF(f.seat, True), AtlantisF(holder, f.seat))
    return ()


def _legal(s: GameState, f: AtlantisF, seat: int) -> Actions:
    return (Atlantis(seat, True), Atlantis(seat, False))


def _apply(s: GameState, f: AtlantisF, a: Action, ev: list[Event]) -> None:
    assert type(a) is Atlantis
    if not a.use:
        ev.append(AtlantisPassed(a.seat))
        return
    place, _ = place_of(s, a.seat)
    card = take_front(s, a.seat, CardKind.ATLANTIS)
    do_move(s, a.seat, 1 - place, ev, why=MoveHow.ATLANTIS)
    discard(s, card, ev)


def _refuse(s: GameState, f: AtlantisF, a: Action) -> Refusal:
    if type(a) is Atlantis:
        return refused("atlantis", "Event card: Atlantis",
                       "Atlantis moves its holder from one ship to the other ship, which must have room.")
    return wrong_step(a, f, "decide whether to use Atlantis")


DECISION = DecisionRule(AtlantisF, _legal, _apply, _refuse, "decide whether to use Atlantis")
RULE = CardRule(CardKind.ATLANTIS, choices=give_choices, on_choice=give, refuse=another_player,
                decisions=(DECISION,), before_turn=_before_turn)
