"""The last move stays marked on the mat until the next one (issue 23 item 2), through the presenter."""

from __future__ import annotations

from tests.app.presenter.conftest import make_desk
from tortuga_qt.app.presenter.intents import LookDone
from tortuga_qt.app.presenter.last_move import MissedMove
from tortuga_qt.app.targets import Pawn, Place, Slot
from tortuga_qt.rules.events import Moved, Revealed, VotedCards, VoteResult
from tortuga_qt.rules.places import RB1

ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


def test_a_move_is_named_and_marked_until_the_next_move(qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    assert d.frame().last_move is None  # nothing has moved on this table yet
    f = d.play("P1 move RB1")
    assert f.last_move is not None and f.last_move.places == {Pawn(0), Place(RB1)}
    moved = next(e for e in reversed(d.session.public_log()) if isinstance(e, Moved))
    assert f.last_move.line == d.presenter.line(moved)  # the move's own sentence
    assert f.curtain is not None and f.last_move.line.startswith(d.session.names[0])  # behind the curtain too
    f = d.play("P2 view 1 2")
    assert f.last_move is not None and f.last_move.places == {Slot(0), Slot(1), Pawn(1)}  # the next move replaces it
    d.session.stop()


def test_a_vote_card_put_down_face_down_leaves_the_mark_where_it_was(qapp) -> None:  # type: ignore[no-untyped-def]
    """Only what the whole table saw counts: a secret Vote card touches nothing on the mat."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    f = d.play("P1 attack")
    called = f.last_move
    assert called is not None and Pawn(0) in called.places and Place(0) in called.places  # the call, on its ship
    f = d.play("P1 vote v0")  # the first of two votes: face down, nothing shown
    assert f.last_move == called
    d.session.stop()


def test_show_again_has_the_mat_from_when_that_person_last_looked_then_after_each_move(qapp) -> None:  # type: ignore[no-untyped-def]
    """The curtain's "Show again" mats: public views only, the first from before what they missed."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    start = d.session.public_view()
    d.presenter.moves.restart(start, len(d.session.public_log()))  # the desk replaced the deal by its position
    f = d.play("P1 move RB1")
    assert f.curtain is not None and f.curtain.seat == 1
    assert f.curtain.mats == (start, d.session.public_view())  # before Anne's move, and the table now
    assert all(mat.seat is None for mat in f.curtain.mats)  # the public mat: nobody's secrets
    moved = d.session.public_view()
    d.play("P2 view 1 2")  # Bob looks at two cards (the table sees which)
    f = d.act(LookDone())  # and hides them: the device goes to Cleo
    assert f.curtain is not None and f.curtain.seat == 2
    assert f.curtain.mats == (start, moved, d.session.public_view())  # Cleo missed two moves: before, after each
    assert d.presenter.moves.since(len(d.session.public_log())) == ()  # nothing missed: nothing to show again
    d.session.stop()


def test_show_again_on_a_fresh_deal_starts_from_the_mat_as_dealt(qapp) -> None:  # type: ignore[no-untyped-def]
    """Someone who last looked at the deal itself gets "Show again" too: the first mat kept is the deal's."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)  # no restart: the presenter keeps what it was given
    start = d.session.public_view()
    f = d.play("P1 move RB1")
    assert f.curtain is not None and f.curtain.seat == 1
    assert f.curtain.mats == (start, d.session.public_view())  # Bob last looked at the deal: before, and now
    d.session.stop()


def test_show_again_carries_each_missed_move_with_the_card_it_revealed(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 23: each mat of "Show again" comes with the move that led to it (its marks) and the Event card it
    turned face up for everyone, by kind and slot; the first mat, the one its person saw, shows nothing again."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, row=["pirate_code", "black_powder", "letter_of_marque", "cabin_fever", "crows_nest"])
    f = d.play("P1 reveal 1")
    assert f.curtain is not None and f.curtain.seat == 1 and len(f.curtain.moves) == len(f.curtain.mats) == 2
    first, revealed = f.curtain.moves
    assert first == MissedMove(None)  # the deal: no move yet, nothing shown large
    assert revealed.move == f.last_move and revealed.move is not None and Slot(0) in revealed.move.places
    assert revealed.shown == (Revealed(seat=0, slot=0, card="pirate_code"),)
    d.session.stop()


def test_show_again_carries_a_vote_result_and_never_a_vote_card_put_down(qapp) -> None:  # type: ignore[no-untyped-def]
    """A vote's result is shown large again (rule: the cards are revealed shuffled, for everyone); the Vote
    cards put down face down are secrets: no move of "Show again" has them."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    d.play("P1 vote v0")
    f = d.play("P2 vote v10")  # the last vote: the result, then the curtain for Anne
    assert f.curtain is not None and f.curtain.seat == 0
    results = [e for e in d.session.public_log() if isinstance(e, VoteResult)]
    shown = [e for move in f.curtain.moves for e in move.shown]
    assert len(results) == 1 and shown == results  # the result, once
    assert all(e.visible_for(None) for e in shown)  # public events only
    assert not any(isinstance(e, VotedCards) for move in f.curtain.moves for e in move.shown)
    d.session.stop()


def _resumed(session):  # type: ignore[no-untyped-def]
    """Returns the session saved now and opened again (the program's resume: its record replayed), with its presenter."""
    from tests.app.presenter.conftest import lookups
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.record.savefile import load_bytes, save_bytes

    resumed = GameSession.from_save(load_bytes(save_bytes(session.to_save())), bot_delay_ms=0)
    return resumed, TablePresenter(resumed, Storyteller(resumed.names, mark_secrets=False), lookups(), False)


def test_a_resumed_game_marks_the_last_move_it_was_saved_with(qapp) -> None:  # type: ignore[no-untyped-def]
    """Quit and resume, or File › Open: the last move is on the mat again at once, rebuilt from the record, as
    it was before saving; a move that showed nothing (a Vote card put down face down) leaves the earlier one."""
    from tests.app.presenter.conftest import lookups
    from tortuga_qt.app.event_places import on_the_mat
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.seating import StepKind
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.rng import Rng

    rng = Rng(11)
    session = GameSession(default_config(4), 11, [True] * 4, 0)
    presenter = TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), hold_reveals=False)
    session.events_applied.connect(presenter.on_events)
    compared = unmarked = moves = 0
    while session.step.kind is not StepKind.OVER and moves < 3000:
        step = session.step
        if step.kind is StepKind.CURTAIN:
            session.claim(step.seat)
            continue
        if step.kind is StepKind.LOOK:
            session.look_done()
            continue
        before, moves = len(session.core.all_events), moves + 1
        session.submit(rng.choice(session.legal()))
        quiet = not on_the_mat(session.core.all_events[before:])  # e.g. a Vote card put down face down
        live = presenter.frame().last_move
        resumed, again = _resumed(session)
        assert again.frame().last_move == live, moves
        assert all(e.visible_for(None) for e in resumed.resumed_move())  # what it names was shown to everyone
        compared += 1
        unmarked += quiet and live is not None
        resumed.stop()
    assert compared >= 20 and unmarked >= 2  # both kinds of moment were met
    session.stop()


def test_a_resumed_deal_nobody_moved_in_marks_nothing(qapp) -> None:  # type: ignore[no-untyped-def]
    """The deal's own steps are no move: a game saved before anyone moved resumes with no mark, as it was."""
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.rules.config import default_config

    session = GameSession(default_config(3), 4, [True] * 3, 0)
    resumed, presenter = _resumed(session)
    assert resumed.resumed_move() == () and presenter.frame().last_move is None
    resumed.stop()
    session.stop()
