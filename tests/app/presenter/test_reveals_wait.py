"""Reveals and results wait for the table (issue 23, item 3), through the presenter (no widgets).

While a person plays, a vote's result, a revealed card or a maroon is held on the public frame
until someone goes on (Continue, a click on the mat, Enter): never `timed`, and a timer's
Continue does not end it. When every seat is a computer it is held at once (the computers' next
move waits on the session's latch) and goes on by itself after the pace (app/presenter/pace.py).
What the window does with it (the clock, the View › Pace menu, the card's size) is in
tests/ui/test_reveals_wait_ui.py. Seats are 0-based; in notation seat 0 is P1.
"""

from __future__ import annotations

import pytest

from tests.app.presenter.conftest import Desk, lookups, make_desk
from tortuga_qt.app.move_latch import MoveLatch
from tortuga_qt.app.presenter.intents import ClickTarget, Continue, Press
from tortuga_qt.app.presenter.pace import Pace, computers_only, move_ms, pace_from, reveal_ms
from tortuga_qt.app.presenter.presenter import TablePresenter
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Revealed, VoteResult

HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}  # the Attack succeeds (R5)
STAYS = "It stays on the mat until you go on: Continue, a click on the mat, or Enter."
BY_ITSELF = "The game goes on by itself in a few seconds (View › Pace), or at once with Continue."


# --------------------------------------------------------------------------- the policy


@pytest.mark.parametrize("humans", [[True] * 4, [True, False, False], [False, True], [False, False, True, False]])
def test_a_table_with_a_person_waits_for_them_at_every_pace(humans: list[bool]) -> None:
    """Item 3: one person at the table is enough: a reveal has no time, whatever the pace."""
    assert not computers_only(humans)
    assert all(reveal_ms(humans, pace, 4000) is None for pace in Pace)


def test_a_table_of_computers_goes_on_after_the_pace() -> None:
    """Item 3: computers only: 7, 4 or 2 s at the program's normal 4 s; their pause 1.2, 0.7 or 0.35 s."""
    nobody = [False] * 5
    assert computers_only(nobody)
    assert [reveal_ms(nobody, p, 4000) for p in (Pace.SLOW, Pace.NORMAL, Pace.FAST)] == [7000, 4000, 2000]
    assert [move_ms(p, 700) for p in (Pace.SLOW, Pace.NORMAL, Pace.FAST)] == [1225, 700, 350]
    assert reveal_ms(nobody, Pace.FAST, 0) == 0 and move_ms(Pace.SLOW, 0) == 0  # the tests' "at once" stays at once


def test_a_pace_is_read_back_from_its_setting() -> None:
    assert [pace_from(v) for v in ("slow", "FAST", "normal")] == [Pace.SLOW, Pace.FAST, Pace.NORMAL]
    assert pace_from(None) is Pace.NORMAL and pace_from("brisk") is Pace.NORMAL  # an unknown value: Normal


def test_a_latch_keeps_the_move_until_it_opens() -> None:
    """The computers wait while the table looks: a move is kept while closed, played when opened."""
    played: list[str] = []
    latch = MoveLatch()
    latch.then(lambda: played.append("a"))
    latch.close()
    latch.then(lambda: played.append("b"))
    assert played == ["a"] and latch.closed
    latch.open()
    latch.open()  # nothing left: nothing played twice
    assert played == ["a", "b"] and not latch.closed


# --------------------------------------------------------------------------- tables with people


def _vote_result(d: Desk):  # type: ignore[no-untyped-def]
    d.play("P1 attack")
    d.play("P1 vote v0")
    return d.play("P2 vote v10")


def test_people_at_the_table_keep_a_vote_result_until_they_go_on(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: four people: the result is held untimed, says how to go on; a timer cannot end it, Continue does."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS, hold_reveals=True)
    try:
        f = _vote_result(d)
        assert f.reveal is not None and f.reveal.started and not f.reveal.timed
        assert isinstance(f.reveal.present, VoteResult) and d.session.step.kind is StepKind.CURTAIN
        assert f.prompt.endswith("Then the device goes to " + d.session.names[0] + ".\n\n" + STAYS)
        assert [b.id for b in f.buttons] == ["continue"]
        assert not d.presenter.handle(Continue(timer=True)).render  # a clock never hurries people
        f = d.frame()
        assert f.reveal is not None and d.presenter.reveal_held()
        f = d.act(Press("continue"))
        assert f.reveal is None and f.curtain is not None and f.curtain.seat == 0
    finally:
        d.session.stop()


def test_a_click_on_the_mat_ends_the_hold_as_continue_does(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: a click on the mat (on anything, or on nothing) goes on."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS, hold_reveals=True)
    try:
        _vote_result(d)
        f = d.act(ClickTarget(None))
        assert f.reveal is None and f.curtain is not None
    finally:
        d.session.stop()


def test_one_person_against_computers_is_waited_for_too(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: alone with a computer, a revealed card is held (untimed) before the person's next decision;
    after Continue their own view comes back at once (one person never claims the device)."""
    d = make_desk(2, fd=[0], jr=[1], humans=[True, False], hold_reveals=True)
    try:
        f = d.play("P1 reveal 1")
        assert d.session.step.kind is StepKind.DECIDE and d.session.step.seat == 0
        assert f.reveal is not None and f.reveal.started and not f.reveal.timed
        assert isinstance(f.reveal.present, Revealed) and not f.private
        assert STAYS in f.prompt and "Then the device goes to" not in f.prompt
        f = d.act(Press("continue"))
        assert f.reveal is None and f.curtain is None and f.view.seat == 0
        assert d.presenter.shown_reveals == [e for e in d.session.public_log() if isinstance(e, Revealed)]
    finally:
        d.session.stop()


def test_a_reveal_is_held_before_a_computers_turn_too(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3 (a playtest: a person's result vanished under the computer's next move): people at the table,
    a computer next: the reveal is held at once, untimed; the computer waits behind it (the window's latch)."""
    d = make_desk(4, fd=[0, 1], jr=[2, 3], humans=[True, False, True, True], hold_reveals=True,
                  row=["eight_bells", "pistol", "albatross", "black_spot", "crows_nest"])
    try:
        f = d.play("P1 reveal 1")
        assert d.session.step.kind is StepKind.BOT and d.session.step.seat == 1  # the computer's turn comes next
        assert f.reveal is not None and f.reveal.started and not f.reveal.timed
        assert isinstance(f.reveal.present, Revealed) and not f.private
        assert not d.presenter.handle(Continue(timer=True)).render  # no clock: the people go on
        f = d.act(Press("continue"))
        assert f.reveal is None
    finally:
        d.session.stop()


# --------------------------------------------------------------------------- computers only


def test_a_table_of_computers_holds_a_reveal_at_once_and_lets_it_go_by_itself(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Item 3: every seat a computer: the reveal is held on the computer's own step, timed, worded as
    going on by itself; while it is held (the window closes the latch) the computers wait; a timer's
    Continue ends it and they play on."""
    session = GameSession(default_config(4), 23, [False] * 4, 0, levels={s: "random" for s in range(4)})
    presenter = TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), hold_reveals=True)
    d = Desk(session, presenter)
    session.events_applied.connect(presenter.on_events)
    held: list[object] = []

    def drawn(_step: object) -> None:  # what the window does at each step: a frame, and the latch at a hold
        f = d.frame()
        if f.reveal is not None and f.reveal.started:
            session.latch.close()
            held.append(f)

    session.step_changed.connect(drawn)
    try:
        qtbot.waitUntil(lambda: bool(held), timeout=20000)
        f = held[0]
        assert f.reveal.timed and f.kind is StepKind.BOT and not f.private  # type: ignore[attr-defined]
        assert f.prompt.endswith(BY_ITSELF) and [b.id for b in f.buttons] == ["continue"]  # type: ignore[attr-defined]
        moves = len(session.core.referee_game.actions)
        qtbot.wait(200)
        assert len(session.core.referee_game.actions) == moves and presenter.reveal_held()  # they wait
        assert presenter.handle(Continue(timer=True)).render  # the pace's clock goes on
        assert d.frame().reveal is None and not presenter.reveal_held()
        session.latch.open()
        qtbot.waitUntil(lambda: len(session.core.referee_game.actions) > moves, timeout=10000)
    finally:
        session.stop()
