"""The table's presenter on its own: intents in, frames out (no widgets, milliseconds each)."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from tests.app.presenter.conftest import Desk, make_desk
from tortuga_qt.app.presenter.intents import (
    Answer,
    ClickTarget,
    Continue,
    Intent,
    Press,
    StartChoice,
)
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Place, Slot, Target, VoteCard
from tortuga_qt.rules.places import RB1

# P1 holds a Cannon (v0), P2 a Torch (v10): the Attack succeeds (R5).
ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


def test_a_turn_lists_its_buttons_usual_choice_first(desk: Desk) -> None:
    """app/choices.py: the row and moving first, the rank's calls after; each button presses by its id."""
    f = desk.settle()
    assert f.kind is StepKind.DECIDE and f.seat == 0 and f.private and f.curtain is None
    ids = [b.id for b in f.buttons]
    assert ids[:3] == ["kind:reveal", "kind:move", "kind:view"] and "do:P1 attack" in ids
    assert f.clickable == frozenset() and f.chosen == frozenset()
    with pytest.raises(FrozenInstanceError):
        f.prompt = "changed"  # type: ignore[misc]  # a frame is plain, immutable data


def test_a_click_on_the_mat_before_an_action_asks_for_one(desk: Desk) -> None:
    desk.settle()
    f = desk.act(ClickTarget(Slot(0)))
    assert f.message == "First choose an action on the right." and f.rule_page is None


def test_choosing_an_action_opens_its_targets_and_cancel_closes_them(desk: Desk) -> None:
    desk.settle()
    f = desk.act(Press("kind:view"))
    assert f.clickable >= {Slot(0), Slot(1)} and "You chose: View 2 Event cards." in f.prompt
    f = desk.act(ClickTarget(Slot(0)))
    assert f.chosen == {Slot(0)} and Slot(0) not in f.clickable
    f = desk.act(Press("cancel"))
    assert f.chosen == frozenset() and f.clickable == frozenset() and f.button("kind:view") is not None


def test_a_refused_click_says_why_with_the_rule_page(desk: Desk) -> None:
    """The refusal is worded once: the rules' reason, "Not allowed: ...", and the page of the rule."""
    desk.settle()
    desk.act(Press("kind:move"))
    f = desk.act(ClickTarget(Place(0)))  # P1 is on the Flying Dutchman already
    assert f.message.startswith("Not allowed: ") and f.rule_page
    assert desk.presenter.choice is not None and desk.presenter.choice.clicks == ()


def test_a_click_that_is_not_open_says_what_to_click(desk: Desk) -> None:
    desk.settle()
    desk.act(Press("kind:view"))
    f = desk.act(ClickTarget(VoteCard(28)))  # a card of another seat: the choice wants Event cards
    assert f.message.startswith("That cannot be chosen now.") and f.rule_page is None


def test_a_completed_mat_choice_is_played_at_once(desk: Desk) -> None:
    desk.settle()
    desk.act(Press("kind:move"))
    f = desk.act(ClickTarget(Place(RB1)))
    assert desk.session.core.referee_game.actions[-1].seat == 0 and f.kind is StepKind.CURTAIN and f.seat == 1
    assert desk.presenter.choice is None


def test_a_vote_marks_the_card_and_waits_for_put_down(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 11 item 4: a Vote card is played in two steps; the vote's only kind starts by itself."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    f = d.settle()
    assert d.presenter.choice is not None and d.presenter.choice.auto and d.presenter.choice.kind == "vote"
    assert f.clickable == {VoteCard(0), VoteCard(9), VoteCard(21)}
    # Both buttons stand, greyed, from the first frame (nothing moves under the pointer at the first click)
    assert [(b.id, b.enabled) for b in f.buttons] == [("confirm", False), ("cancel", False)]
    assert not d.presenter.handle(Press("confirm")).render and f.chosen == frozenset()  # a greyed button does nothing
    f = d.act(ClickTarget(VoteCard(0)))
    assert f.chosen == {VoteCard(0)} and [(b.id, b.enabled) for b in f.buttons] == [("confirm", True), ("cancel", True)]
    assert "Your card is marked." in f.prompt
    f = d.act(ClickTarget(VoteCard(9)))  # another card: a change of mind
    assert f.chosen == {VoteCard(9)}
    f = d.act(ClickTarget(VoteCard(9)))  # the marked card again: taken back
    assert f.chosen == frozenset() and not f.button("confirm").enabled and not f.button("cancel").enabled
    d.act(ClickTarget(VoteCard(0)))
    f = d.act(Press("confirm"))
    assert d.session.core.referee_game.actions[-1].seat == 0 and f.curtain is not None and not f.private
    d.session.stop()


def test_the_curtain_recaps_public_news_and_shows_no_secret(qapp) -> None:  # type: ignore[no-untyped-def]
    """Behind the curtain the frame is public: public view, public log lines only, the recap a tail of it."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    f = d.play("P1 vote v0")
    assert f.curtain is not None and f.curtain.seat == 1 and f.curtain.reason == "vote"
    assert f.view.seat is None and f.hint is None and not any(line.secret for line in f.log)
    public = [d.presenter.line(e) for e in d.session.public_log()]
    # Issue 23 item 4: the newest first
    assert list(reversed(f.curtain.news)) == public[len(public) - len(f.curtain.news):] and f.curtain.news
    assert f.curtain.news[0] == public[-1]
    d.session.stop()


def test_reveals_are_held_for_everyone_before_the_next_curtain(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 11: a vote's result is shown on the public table until Continue; then the curtain comes."""
    from tortuga_qt.rules.events import VoteResult

    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, hold_reveals=True)
    d.play("P1 attack")
    d.play("P1 vote v0")
    f = d.play("P2 vote v10")
    assert f.reveal is not None and f.reveal.started and isinstance(f.reveal.present, VoteResult)
    assert not f.private and [b.id for b in f.buttons] == ["continue"] and f.curtain is None
    assert f.prompt.startswith("For everyone at the table to see:") and f.message == ""
    f = d.frame()  # drawn again (a resize, a hint): the same hold, not started anew
    assert f.reveal is not None and not f.reveal.started
    f = d.act(Continue(timer=False))
    assert f.reveal is None and f.curtain is not None and d.presenter.shown_reveals
    d.session.stop()


def test_leaving_the_treasure_asks_first_and_back_goes_back(qapp) -> None:  # type: ignore[no-untyped-def]
    """app/choices.py `throws_away`: "Leave the treasure" asks first; Back returns to the buttons."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    d.play("P1 vote v0")
    f = d.play("P2 vote v10")
    f = d.settle()
    assert [b.id for b in f.buttons] == ["kind:take", "do:P1 take none"]
    f = d.act(Press("do:P1 take none"))
    assert [b.id for b in f.buttons] == ["yes", "cancel"] and isinstance(f.button("yes").intent, Answer)
    f = d.act(Press("cancel"))
    assert [b.id for b in f.buttons] == ["kind:take", "do:P1 take none"]
    d.session.stop()


def test_a_press_of_a_button_the_frame_does_not_have_does_nothing(desk: Desk) -> None:
    desk.settle()
    before = len(desk.session.core.referee_game.actions)
    assert not desk.presenter.handle(Press("confirm")).render
    assert len(desk.session.core.referee_game.actions) == before


class Gate:
    """A lesson's gate: refuses what it is told to, remembers what was done, narrows the clicks."""

    def __init__(self, refuse: type, only: set[Target] | None = None) -> None:
        self.refuse, self.clicks, self.asked, self.heard = refuse, only, [], []

    def allows(self, intent: Intent) -> bool:
        self.asked.append(intent)
        return not isinstance(intent, self.refuse)

    def done(self, intent: Intent) -> None:
        self.heard.append(intent)

    def only(self, kind: str, clicks: tuple[Target, ...]) -> set[Target]:
        return self.clicks if self.clicks is not None else {Slot(i) for i in range(5)} | {Place(p) for p in range(6)}


def test_a_gate_keeps_the_learner_to_the_step(desk: Desk) -> None:
    """The lesson plugs in as a gate: a refused intent changes nothing; a done one is heard; clicks are locked."""
    desk.settle()
    gate = Gate(StartChoice, only={Slot(2)})
    desk.presenter.gate = gate
    assert not desk.presenter.handle(Press("kind:view")).render and desk.presenter.choice is None
    assert gate.asked == [StartChoice("view")]
    gate.refuse = type(None)
    f = desk.act(Press("kind:view"))
    assert f.clickable == {Slot(2)}  # locked to the step's next click
    gate.only = lambda kind, clicks: {Place(RB1)}  # type: ignore[method-assign]
    desk.act(Press("cancel"))
    desk.act(Press("kind:move"))
    desk.act(ClickTarget(Place(RB1)))
    assert [type(i).__name__ for i in gate.heard] == ["Apply"]


def test_tips_show_under_a_decision_only_when_asked_for(desk: Desk) -> None:
    f = desk.settle()
    assert "Hint:" not in f.prompt
    desk.presenter.show_tips = True
    assert "\n\nHint: " in desk.frame().prompt


def test_the_end_is_shown_once(qapp) -> None:  # type: ignore[no-untyped-def]
    """The first frame of a finished game says so once (the window files the game and opens the end screen)."""
    from tests.app.presenter.conftest import lookups
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.rng import Rng

    rng = Rng(5)
    session = GameSession(default_config(3), 5, [True] * 3, 0)
    presenter = TablePresenter(session, Storyteller(session.names), lookups(), hold_reveals=False)
    for _ in range(3000):
        step = session.step
        if step.kind is StepKind.OVER:
            break
        if step.kind is StepKind.CURTAIN:
            session.claim(step.seat)
        elif step.kind is StepKind.LOOK:
            session.look_done()
        else:
            session.submit(rng.choice(session.legal()))
    frames = [presenter.frame(), presenter.frame()]
    assert session.over and [f.ended for f in frames] == [True, False] and frames[0].kind is StepKind.OVER
    assert [b.id for b in frames[0].buttons] == ["endAgain", "rematch", "newGame"]
    assert frames[0].prompt == presenter.line(session.game_over_event())
    session.stop()


def test_a_person_who_joins_mid_game_is_recapped_from_when_they_join(qapp) -> None:  # type: ignore[no-untyped-def]
    """Game › Seats: a friend takes over a computer seat; their first curtain recaps nothing from before they sat down
    (they watched it; the log keeps it), while a seat's own person is recapped what they missed (rulebook: Game Play)."""
    from tortuga_qt.app.players import Person

    d = make_desk(4, humans=[True, True, False, False], fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    d.play("P1 vote v0")  # the curtain for P2's vote, then P2 votes: the Attack's result is public news
    f = d.settle()
    f = d.play("P2 vote v10")
    assert len(d.session.public_log()) > 2
    d.session.set_player(2, Person())
    f = d.frame()
    for _ in range(10):  # reveals held for everyone are continued; then the newcomer's curtain rises
        if f.curtain is not None and f.curtain.seat == 2:
            break
        f = d.act(Continue()) if f.reveal is not None else d.frame()
    assert f.curtain is not None and f.curtain.seat == 2 and f.curtain.reason == "loyalty"
    assert f.curtain.news == ()
    d.session.stop()
