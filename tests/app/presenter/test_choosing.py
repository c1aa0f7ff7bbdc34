"""Building a choice on the mat, and the curtain's recap, through the presenter (no widgets).

Moved from tests/ui/test_actions_ui.py ("clicks") and tests/ui/test_handoffs.py ("the recap"):
what is open to click, what a click adds, what a refused click says, Cancel, and what the curtain
tells a person since they last held the device. Clicks landing on the real mat stay in
tests/ui/test_actions_ui.py. Seats are 0-based; in notation seat 0 is P1.
"""

from __future__ import annotations

from tests.app.presenter.conftest import Desk, make_desk
from tortuga_qt.app.presenter.intents import Claim, ClickTarget, LookDone, Press
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Galleon, Hold, Pawn, Place, Slot
from tortuga_qt.rules.frames import ForcedPickF
from tortuga_qt.rules.places import FD, RB1, RB2, TORTUGA

HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


def test_clicking_open_targets_builds_the_choice_in_any_order(desk: Desk) -> None:
    """Force (R: Force): two slots in any order, then the seat; each click narrows what is open."""
    desk.settle()
    f = desk.act(Press("kind:force"))
    assert f.clickable == {Slot(i) for i in range(5)}
    f = desk.act(ClickTarget(Slot(3)))
    assert desk.presenter.choice is not None and desk.presenter.choice.clicks == (Slot(3),)
    assert f.clickable == {Slot(0), Slot(1), Slot(2), Slot(4)}
    f = desk.act(ClickTarget(Slot(1)))  # slots may be pointed at in any order
    assert f.clickable == {Pawn(1), Pawn(2), Pawn(3)} and f.message == ""
    desk.act(ClickTarget(Pawn(2)))
    assert desk.session.core.referee_game.state.stack[-1] == ForcedPickF(2, 1, 3, 0)


def test_a_click_on_what_is_not_open_changes_nothing_and_says_so(desk: Desk) -> None:
    before = desk.session.core.referee_game.state
    desk.settle()
    desk.act(Press("kind:force"))
    desk.act(ClickTarget(Slot(0)))
    f = desk.act(ClickTarget(Slot(2)))
    assert Pawn(0) not in f.clickable
    f = desk.act(ClickTarget(Pawn(0)))  # forcing yourself is not allowed
    assert desk.presenter.choice is not None and desk.presenter.choice.clicks == (Slot(0), Slot(2))
    assert desk.session.core.referee_game.state is before and f.message
    f = desk.act(ClickTarget(Galleon()))
    assert desk.presenter.choice.clicks == (Slot(0), Slot(2)) and desk.session.core.referee_game.state is before
    assert "cannot be chosen" in f.message


def test_a_click_on_an_occupied_rowboat_names_the_rule(qapp) -> None:  # type: ignore[no-untyped-def]
    """R: a rowboat holds one pawn."""
    d = make_desk(5, fd=[1, 2], jr=[3], tortuga=[0], boats=(4, -1))
    before = d.session.core.referee_game.state
    d.settle()
    f = d.act(Press("kind:move"))
    assert f.clickable == {Place(RB2)}
    f = d.act(ClickTarget(Place(RB1)))
    assert "Rowboat" in f.message and "1 pawn" in f.message, f.message
    assert d.presenter.choice is not None and d.presenter.choice.clicks == ()
    assert d.session.core.referee_game.state is before
    d.act(ClickTarget(Place(RB2)))  # the free one is accepted
    assert d.session.core.referee_game.state.boats == (4, 0)
    d.session.stop()


def test_a_click_on_a_blown_up_rowboat_names_the_rule(qapp) -> None:  # type: ignore[no-untyped-def]
    """R: Black Powder: a blown-up rowboat takes no one."""
    d = make_desk(fd=[1, 2], jr=[3], tortuga=[0], exploded=RB1, discard=["black_powder"])
    before = d.session.core.referee_game.state
    d.settle()
    f = d.act(Press("kind:move"))
    assert f.clickable == {Place(RB2)}
    f = d.act(ClickTarget(Place(RB1)))
    assert "Rowboat" in f.message and "blown up" in f.message, f.message
    assert d.session.core.referee_game.state is before
    d.session.stop()


def test_a_click_off_the_rowboats_for_black_powder_asks_for_a_rowboat(qapp) -> None:  # type: ignore[no-untyped-def]
    """R: Black Powder: its token goes on a Rowboat. A click on Tortuga or a ship is no blown-up Rowboat:
    the message asks for a Rowboat instead of saying one was blown up."""
    row = ["black_powder", "black_spot", "letter_of_marque", "albatross", "pistol"]
    d = make_desk(fd=[0, 1], jr=[2, 3], row=row, event_deck=["eight_bells", "spanish_armada"])
    d.play("P1 reveal 1")
    d.settle()
    assert d.presenter.choice is not None and d.presenter.choice.kind == "powder"
    before = d.session.core.referee_game.state
    for place in (TORTUGA, FD):
        f = d.act(ClickTarget(Place(place)))
        assert "blown up" not in f.message and "Rowboat" in f.message, f.message
        assert d.session.core.referee_game.state is before and d.presenter.choice.clicks == ()
    d.act(ClickTarget(Place(RB2)))
    assert d.session.core.referee_game.state.exploded == RB2
    d.session.stop()


def test_plunder_into_the_other_ships_hold_names_the_rule(qapp) -> None:  # type: ignore[no-untyped-def]
    """R5: after a successful Attack the treasure goes into a hold of the Captain's own ship; a click on
    the other ship's hold says so in the rules' words, not only what to click."""
    from tortuga_qt.app.wording import refusal

    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS)
    d.play("P1 attack")
    d.play("P1 vote v0")
    d.play("P2 vote v10")
    d.settle()
    d.act(Press("kind:take"))
    d.act(ClickTarget(Galleon()))
    before = d.session.core.referee_game.state
    f = d.act(ClickTarget(Hold(2)))  # the Jolly Roger's British hold
    assert refusal("take_source", "") in f.message, f.message
    assert d.session.core.referee_game.state is before
    assert d.presenter.choice is not None and d.presenter.choice.clicks == (Galleon(),)
    d.act(ClickTarget(Hold(0)))
    assert d.session.core.referee_game.state.holds[0] == 2
    d.session.stop()


def test_a_click_on_the_mat_before_an_action_changes_nothing_and_goes_once_one_is_chosen(desk: Desk) -> None:
    before = desk.session.core.referee_game.state
    desk.settle()
    assert desk.presenter.choice is None
    f = desk.act(ClickTarget(Slot(0)))
    assert "First choose an action" in f.message
    assert desk.presenter.choice is None and desk.session.core.referee_game.state is before
    f = desk.act(Press("kind:reveal"))
    assert desk.presenter.choice is not None and desk.presenter.choice.kind == "reveal"
    assert "First choose an action" not in f.message


def test_cancel_a_half_built_force_puts_the_buttons_back(desk: Desk) -> None:
    before = desk.session.core.referee_game.state
    events = len(desk.session.core.referee_game.events)
    f = desk.settle()
    buttons = {b.id for b in f.buttons}
    desk.act(Press("kind:force"))
    f = desk.act(ClickTarget(Slot(1)))
    assert f.button("cancel") is not None and f.button("kind:force") is None
    f = desk.act(Press("cancel"))
    assert desk.presenter.choice is None
    assert desk.session.core.referee_game.state is before and len(desk.session.core.referee_game.events) == events
    assert {b.id for b in f.buttons} == buttons and f.clickable == frozenset()
    assert f.kind is StepKind.DECIDE and f.seat == 0


def test_reveal_opens_only_face_down_cards(qapp) -> None:  # type: ignore[no-untyped-def]
    """R: Reveal turns a face-down Event card of the row."""
    row = ["pistol", None, "letter_of_marque", None, "pistol"]
    d = make_desk(fd=[0, 1], jr=[2, 3], row=row, event_deck=["eight_bells", "spanish_armada"])
    d.settle()
    f = d.act(Press("kind:reveal"))
    assert f.clickable == {Slot(0), Slot(2), Slot(4)}
    f = d.act(ClickTarget(Slot(1)))
    assert "Not allowed" in f.message and d.presenter.choice is not None and d.presenter.choice.clicks == ()
    d.session.stop()


# --------------------------------------------------------------------------- the recap


def _round_to_anne(d: Desk) -> tuple[str, ...]:
    """Claims and closes looks until the curtain asks for seat 0; returns that curtain's recap."""
    f = d.frame()
    for _ in range(20):
        if f.kind is StepKind.CURTAIN and f.seat == 0:
            assert f.curtain is not None
            return f.curtain.news
        if f.kind is StepKind.LOOK:
            f = d.act(LookDone())
        else:
            assert f.kind is StepKind.CURTAIN, f.kind  # nothing left to decide for the others
            f = d.act(Press("continue")) if f.reveal is not None else d.act(Claim(f.seat))
    raise AssertionError("the device never came back to seat 0")


def test_the_recap_lists_everything_since_that_person_last_looked(qapp) -> None:  # type: ignore[no-untyped-def]
    """Not the last 5 lines, not since the last hand-off: since Anne last held the device."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS)
    f = d.play("P1 view 1 2")
    assert f.kind is StepKind.LOOK  # Anne looks at her two cards: she has seen the table up to here
    left = len(d.session.public_log())
    d.play("P2 view 3 4")
    d.play("P3 view 1 5")
    d.play("P4 reveal 2")
    recap = _round_to_anne(d)
    public = [d.presenter.line(e) for e in d.session.public_log()]
    assert len(recap) > 5 and list(reversed(recap)) == public[left:]  # everything since Anne's look, newest first
    d.session.stop()


def test_the_recap_leaves_out_what_that_person_did_themselves(qapp) -> None:  # type: ignore[no-untyped-def]
    """The first seat saw its own move before passing the device; its next recap starts after it."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=HANDS)
    d.play("P1 move RB1")  # public, and no look follows: the device goes straight to Bob
    mine = d.presenter.line(d.session.public_log()[-1])
    d.play("P2 view 3 4")
    d.play("P3 view 1 5")
    d.play("P4 view 2 5")
    recap = _round_to_anne(d)
    assert recap and mine not in recap  # her own move is not news to her
    assert any(line.startswith(d.session.names[1]) for line in recap)  # what the others did is
    d.session.stop()


def test_a_refused_click_says_why_in_the_rules_plain_words(qapp) -> None:  # type: ignore[no-untyped-def]
    """Moved from tests/ui/test_what_is_this.py: the message is app/wording.py's sentence for the rules' reason."""
    from tortuga_qt.app.wording import refusal

    d = make_desk(5, fd=[1, 2], jr=[3], tortuga=[0], boats=(4, -1))
    d.settle()
    d.act(Press("kind:move"))
    f = d.act(ClickTarget(Place(RB1)))  # the Rowboat someone sits in
    assert refusal("boat_taken", "") in f.message
    d.session.stop()
    row = ["pistol", None, "letter_of_marque", None, "pistol"]
    d = make_desk(fd=[0, 1], jr=[2, 3], row=row, event_deck=["albatross", "spanish_armada"])
    d.settle()
    d.act(Press("kind:reveal"))
    f = d.act(ClickTarget(Slot(1)))
    assert refusal("slot_not_face_down", "") in f.message
    d.session.stop()
