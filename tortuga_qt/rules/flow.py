"""The game's own flow between decisions: turns, lost turns, the Atlantis window, maroons,
refills and draws (the automatic frames), and what each random step does.

`advance` runs automatic frames until a decision is on top; `CHANCE_STEPS` maps each kind of
random step to the rule that uses its outcome. Only the engine calls these, on a fresh clone.
"""

from __future__ import annotations

from collections.abc import Callable

from tortuga_qt.rules import event_cards as E
from tortuga_qt.rules import votes as V
from tortuga_qt.rules.board import has_room, holds_kind, maroon_now, place_of, push
from tortuga_qt.rules.cards import ATLANTIS
from tortuga_qt.rules.ending import check_sudden_death, new_deck
from tortuga_qt.rules.events import Event, TurnBegan, TurnLost
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    DrawF,
    EndActionF,
    FirstTurnF,
    FountainF,
    Frame,
    MaroonF,
    ReplaceF,
    TurnF,
    TurnStartF,
)
from tortuga_qt.rules.places import JR
from tortuga_qt.rules.setup import deal_events, deal_loyalty, deal_stars, deal_votes, place_pawns
from tortuga_qt.rules.state import GameState

FOUNTAIN_CAUSES = frozenset({"black_spot", "pistol", "captain", "mutiny"})
"""The maroonings the Fountain of Youth may refuse."""


def advance(s: GameState, ev: list[Event]) -> None:
    """Runs automatic frames until a decision (or the end) is on top."""
    while s.stack:
        top = s.stack[-1]
        handler = _AUTO.get(type(top))
        if handler is None:
            return
        s.stack = s.stack[:-1]
        handler(s, top, ev)


def atlantis_eligible(s: GameState, seat: int) -> bool:
    """Returns whether `seat` holds Atlantis, is on a ship, and the other ship has room."""
    if not holds_kind(s, seat, "atlantis"):
        return False
    place, _ = place_of(s, seat)
    return place <= JR and has_room(s, 1 - place)


def _atlantis_holder(s: GameState) -> int:
    """Returns the seat holding the Atlantis map, or -1."""
    for seat, cards in enumerate(s.front):
        if ATLANTIS in cards:
            return seat
    return -1


def _first_turn(s: GameState, f: Frame, ev: list[Event]) -> None:
    push(s, TurnStartF(s.ships[JR][0]))  # R12: the Jolly Roger Captain starts


def _turn_start(s: GameState, f: Frame, ev: list[Event]) -> None:
    assert type(f) is TurnStartF
    seat = f.seat
    if s.lost >> seat & 1:  # Scurvy: this turn is lost (both actions with 2 players)
        s.lost &= ~(1 << seat)
        ev.append(TurnLost(seat))
        push(s, TurnStartF((seat + 1) % s.n))
        return
    if not f.atlantis_offered:
        holder = _atlantis_holder(s)
        if holder >= 0 and atlantis_eligible(s, holder):
            push(s, TurnStartF(seat, True), AtlantisF(holder, seat))
            return
    s.turn = seat
    s.actions_left = 2 if s.n == 2 else 1
    ev.append(TurnBegan(seat))
    push(s, TurnF(seat))


def _end_action(s: GameState, f: Frame, ev: list[Event]) -> None:
    assert type(f) is EndActionF
    check_sudden_death(s, ev)
    if s.result is not None:
        return
    s.actions_left -= 1
    if s.actions_left > 0:
        push(s, TurnF(f.seat))
    else:
        push(s, TurnStartF((s.turn + 1) % s.n))


def _maroon(s: GameState, f: Frame, ev: list[Event]) -> None:
    assert type(f) is MaroonF
    if f.cause in FOUNTAIN_CAUSES and holds_kind(s, f.seat, "fountain_of_youth"):
        push(s, FountainF(f.seat, f.cause))
    else:
        maroon_now(s, f.seat, f.cause, ev)


def _replace(s: GameState, f: Frame, ev: list[Event]) -> None:
    assert type(f) is ReplaceF
    E.replace(s, f, ev)


def _draw(s: GameState, f: Frame, ev: list[Event]) -> None:
    assert type(f) is DrawF
    V.draw_after_vote(s, f, ev)


_AUTO: dict[type, Callable[[GameState, Frame, list[Event]], None]] = {
    FirstTurnF: _first_turn,
    TurnStartF: _turn_start,
    EndActionF: _end_action,
    MaroonF: _maroon,
    ReplaceF: _replace,
    DrawF: _draw,
}

ChanceHandler = Callable[[GameState, ChanceF, tuple[int, ...], list[Event]], None]

CHANCE_STEPS: dict[str, ChanceHandler] = {
    "stars": lambda s, f, o, ev: deal_stars(s, o, ev),
    "loyalty": lambda s, f, o, ev: deal_loyalty(s, o, ev),
    "votes": lambda s, f, o, ev: deal_votes(s, o, ev),
    "events": lambda s, f, o, ev: deal_events(s, o, ev),
    "pawns": lambda s, f, o, ev: place_pawns(s, o, ev),
    "vote_return": V.vote_return,
    "lose_card": E.lose_card,
    "eight_bells": E.eight_bells_draw,
    "fever": E.fever_deal,
    "crow_shuffle": E.crow_shuffle,
    "row": lambda s, f, o, ev: E.reshuffle_row(s, o, ev),
    "new_deck": new_deck,
}
