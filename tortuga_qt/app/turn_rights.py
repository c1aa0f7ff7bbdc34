"""Two of the table's small policies on whose moment it is: Atlantis passed for those who asked, and when a phone may act. Qt-free."""

from __future__ import annotations

from collections.abc import Set

from tortuga_qt.app.seating import Step, StepKind
from tortuga_qt.rules.actions import Atlantis
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import AtlantisF, VoteF
from tortuga_qt.rules.game import Game


def pass_atlantis(game: Game, own_turn: Set[int]) -> list[Event]:
    """Lets the Atlantis window pass for a holder who asked to decide only before their own turn; returns the events.

    The holder is still asked before another seat's turn when they will lose their own next
    turn (Scurvy): that turn is skipped before Atlantis is offered, so they would never be asked.
    """
    events: list[Event] = []
    state = game.state
    while not game.over and state.stack:
        top = state.stack[-1]
        if not isinstance(top, AtlantisF) or top.seat not in own_turn or top.turn_seat == top.seat \
                or state.lost >> top.seat & 1:
            break
        events += game.play(Atlantis(top.seat, False))
        state = game.state
    return events


def phone_may_act(step: Step, game: Game, seat: int) -> bool:
    """Returns whether a seat played on a phone may act now: the table waits for it, or it has a vote to cast.

    A vote's voters decide each on their own screen, so a phone votes while the device (or a
    computer) is busy with another voter, its curtain up or not; anything else waits for the table's own step.
    """
    if game.over or seat not in game.to_act():
        return False
    if step.kind is StepKind.PHONE and step.seat == seat:
        return True
    voting = bool(game.state.stack) and isinstance(game.state.stack[-1], VoteF)
    return voting and step.kind is not StepKind.OVER  # behind a voter's curtain too: the phone is in another hand
