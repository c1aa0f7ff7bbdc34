"""What the whole table is shown before the next curtain, through the presenter (no widgets).

Moved from tests/ui/test_handoffs.py (issue 11, items 2 and 4): a vote's result or a revealed
card is held on the public frame (nothing secret) until someone goes on; then the curtain comes,
even for the person who decides next. A Vote card is marked, then put down, with a take-back until
then. What the widgets draw of it (the empty private panel, the click on the mat, the timer, the
key guard) stays in tests/ui/test_handoffs.py. Seats are 0-based; in notation seat 0 is P1.
"""

from __future__ import annotations

from tests.app.presenter.conftest import Desk, make_desk
from tortuga_qt.app.presenter.intents import Claim, ClickTarget, Press
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Galleon, VoteCard
from tortuga_qt.rules.events import Revealed, VotedCards, VoteResult

HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


def _events(d: Desk, kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in d.session.core.referee_game.events if isinstance(e, kind)]


def _assert_public(d: Desk, f) -> None:  # type: ignore[no-untyped-def]
    """Nothing secret in the frame: the public view, no curtain yet, the public log."""
    assert f.view.seat is None and not f.private and f.curtain is None and f.hint is None
    assert [line.text for line in f.log] == [d.presenter.line(e) for e in d.session.public_log()]
    assert not any(line.secret for line in f.log)


def test_a_vote_result_is_shown_to_everyone_before_the_curtain(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 2: Bob votes last; the table shows the result publicly, then the curtain for Anne."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS, hold_reveals=True)
    d.play("P1 attack")
    d.play("P1 vote v0")
    f = d.play("P2 vote v10")
    assert d.session.step.kind is StepKind.CURTAIN and d.session.step.seat == 0  # the rules went on already
    assert f.reveal is not None and d.presenter.reveal_held()
    _assert_public(d, f)
    result = _events(d, VoteResult)
    assert d.presenter.shown_reveals == result and len(result) == 1
    assert d.presenter.line(result[0]) in f.prompt and "Then the device goes to" in f.prompt
    f = d.act(ClickTarget(Galleon()))  # a click on the mat goes on: now the curtain
    assert not d.presenter.reveal_held() and f.reveal is None and f.curtain is not None and f.curtain.seat == 0
    d.session.stop()


def test_the_same_person_next_claims_the_device_again_after_everyone_saw_the_card(qapp) -> None:  # type: ignore[no-untyped-def]
    """Anne reveals a Pistol and must use it next: everyone was shown the card, so anyone could press
    Continue; Anne's secrets come back only once she claims the device (the curtain rule, app/seating.py)."""
    d = make_desk(2, fd=[0], jr=[1], hold_reveals=True)
    f = d.play("P1 reveal 1")
    names = d.session.names
    assert d.session.step.kind is StepKind.CURTAIN and d.session.step.seat == 0
    assert f.reveal is not None and d.presenter.shown_reveals == _events(d, Revealed)
    _assert_public(d, f)
    assert f"Then the device goes to {names[0]}" in f.prompt
    f = d.act(Press("continue"))  # whoever pressed it: the curtain, never Anne's panel
    assert f.curtain is not None and f.curtain.seat == 0 and f.view.seat is None and not f.view.hand
    f = d.act(Claim(0))
    assert f.curtain is None and f.view.seat == 0
    d.session.stop()


def test_a_marked_vote_card_is_taken_back_by_cancel_then_another_put_down(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 4: clicking a card only marks it; Cancel unmarks it; "Put down this card" plays the card marked."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS)
    d.play("P1 attack")
    f = d.act(ClickTarget(VoteCard(21)))
    assert f.chosen == {VoteCard(21)} and not _events(d, VotedCards)
    assert f.button("confirm") is not None and f.button("confirm").label == "Put down this card"
    f = d.act(Press("cancel"))
    assert d.presenter.choice is not None and d.presenter.choice.clicks == () and f.chosen == frozenset()
    assert not _events(d, VotedCards)
    d.act(ClickTarget(VoteCard(21)))
    d.act(Press("confirm"))
    assert [e.cards for e in _events(d, VotedCards)] == [(21,)]
    d.session.stop()
