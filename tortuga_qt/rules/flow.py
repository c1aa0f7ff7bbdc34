"""The game's own flow between decisions: turns, lost turns, the hooks of the Event cards at a
turn's start and at a marooning, refills and draws (the automatic frames), and what each random
step does.

`advance` runs automatic frames until a decision is on top; `CHANCE_STEPS` maps each kind of
random step to the rule that uses its outcome (the cards' own steps come from their modules).
Only the engine calls these, on a fresh clone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tortuga_qt.rules import row
from tortuga_qt.rules import votes as V
from tortuga_qt.rules.board import lose_card, maroon_now, push
from tortuga_qt.rules.cards.registry import CARD_RULES
from tortuga_qt.rules.cards.rule import ChanceHandler
from tortuga_qt.rules.ending import check_sudden_death, new_deck
from tortuga_qt.rules.events import Event, TurnBegan, TurnLost
from tortuga_qt.rules.frames import (
    DrawF,
    EndActionF,
    FirstTurnF,
    Frame,
    MaroonF,
    ReplaceF,
    TurnF,
    TurnStartF,
)
from tortuga_qt.rules.kinds import ChanceStep
from tortuga_qt.rules.places import JR
from tortuga_qt.rules.setup import deal_events, deal_loyalty, deal_stars, deal_votes, place_pawns
from tortuga_qt.rules.state import GameState

_BEFORE_TURN = tuple(r.before_turn for r in CARD_RULES.values() if r.before_turn is not None)
_ON_MAROON = tuple(r.on_maroon for r in CARD_RULES.values() if r.on_maroon is not None)


def advance(s: GameState, ev: list[Event]) -> None:
    """Runs automatic frames until a decision (or the end) is on top."""
    while s.stack:
        top = s.stack[-1]
        handler = _AUTO.get(type(top))
        if handler is None:
            return
        s.stack = s.stack[:-1]
        handler(s, top, ev)


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
    for hook in _BEFORE_TURN:  # a card's window before the turn (Atlantis)
        frames = hook(s, f)
        if frames:
            push(s, *frames)
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
    for hook in _ON_MAROON:  # a card that may refuse it (the Fountain of Youth)
        ask = hook(s, f)
        if ask is not None:
            push(s, ask)
            return
    maroon_now(s, f.seat, f.cause, ev)


def _replace(s: GameState, f: Frame, ev: list[Event]) -> None:
    assert type(f) is ReplaceF
    row.replace(s, f, ev)


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

CHANCE_STEPS: Final[dict[ChanceStep, ChanceHandler]] = {
    ChanceStep.STARS: lambda s, f, o, ev: deal_stars(s, o, ev),
    ChanceStep.LOYALTY: lambda s, f, o, ev: deal_loyalty(s, o, ev),
    ChanceStep.VOTES: lambda s, f, o, ev: deal_votes(s, o, ev),
    ChanceStep.EVENTS: lambda s, f, o, ev: deal_events(s, o, ev),
    ChanceStep.PAWNS: lambda s, f, o, ev: place_pawns(s, o, ev),
    ChanceStep.VOTE_RETURN: V.vote_return,
    ChanceStep.LOSE_CARD: lose_card,
    ChanceStep.ROW: row.reshuffle_row,
    ChanceStep.NEW_DECK: new_deck,
    **{step: handler for r in CARD_RULES.values() for step, handler in r.chance_steps.items()},
}
"""What each kind of random step does with its outcome."""
