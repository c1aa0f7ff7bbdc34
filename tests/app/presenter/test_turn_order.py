"""Issue 23, item 5: the turn-order strip's data in every frame (app/presenter/turn_order.py).

Every seat in turn order with its pawn's letter and colour; whose turn it is and whose comes
next (R12: clockwise; Scurvy passes a seat over once, as the rules' own turn start does);
who decides now (the voters); which seats are computers, the one thinking; the person the
curtain waits for. The strip is public in every frame: it is what the public view makes it.
"""

from __future__ import annotations

import dataclasses

import pytest

from tests.app.presenter.conftest import Desk, lookups, make_desk
from tests.app.presenter.test_presenter import ATTACK_HANDS
from tortuga_qt.app.presenter.frames import Frame
from tortuga_qt.app.presenter.intents import Claim, LookDone
from tortuga_qt.app.presenter.presenter import TablePresenter
from tortuga_qt.app.presenter.turn_order import SeatMark, next_turn, turn_order
from tortuga_qt.app.seating import Step, StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.app.story import Storyteller
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Revealed, TurnBegan
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.places import FD, JR
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.views import view_for


def marked(f: Frame, flag: str) -> list[int]:
    """Returns the seats the strip marks with `flag` (acting, next, deciding, thinking, takes_device ...)."""
    return [m.seat for m in f.turn_order if getattr(m, flag)]


def public_strip(d) -> tuple[SeatMark, ...]:  # type: ignore[no-untyped-def]
    """Returns the strip as the public view alone makes it, at the table's step."""
    return turn_order(d.session.public_view(), d.session.step, d.session.levels)


def test_every_seat_in_turn_order_with_its_pawns_letter_and_colour(qapp) -> None:  # type: ignore[no-untyped-def]
    """Seats 1..n in order (R12), each with the name, letter and colour its pawn carries (components.json)."""
    d = make_desk(4, fd=[0, 1], jr=[2, 3])
    try:
        f = d.settle()
        pawns = {p.key: p for p in components().pirates}
        assert [m.seat for m in f.turn_order] == [0, 1, 2, 3]
        assert [m.name for m in f.turn_order] == d.session.names
        assert [m.pirate for m in f.turn_order] == d.session.pirates
        for m in f.turn_order:
            assert (m.letter, m.colour) == (pawns[m.pirate].letter, pawns[m.pirate].colour)
            assert m.level is None and not m.computer  # four people
        assert len({m.letter for m in f.turn_order}) == 4
    finally:
        d.session.stop()


def test_a_vote_marks_the_turn_the_next_seat_and_the_voters(qapp) -> None:  # type: ignore[no-untyped-def]
    """P1's Attack: P1's turn throughout, P2 next; the voters decide, one fewer after each card; the curtain's seat."""
    d = make_desk(4, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    try:
        f = d.settle()
        assert marked(f, "acting") == [0] and marked(f, "next") == [1] and marked(f, "deciding") == [0]
        d.play("P1 attack")
        f = d.settle()
        assert marked(f, "acting") == [0] and marked(f, "next") == [1]
        assert marked(f, "deciding") == [0, 1]  # the Flying Dutchman's crew votes
        f = d.play("P1 vote v0")
        assert f.kind is StepKind.CURTAIN and f.seat == 1
        assert marked(f, "takes_device") == [1] and marked(f, "deciding") == [1]  # P1 has put a card down
        assert marked(f, "acting") == [0]  # still P1's turn: P2 only votes
        f = d.act(Claim(1))
        assert marked(f, "takes_device") == []  # P2 holds the device now
        d.play("P2 vote v10")
        f = d.settle()  # the Attack succeeds: P1 takes the plunder, still in P1's turn
        assert marked(f, "acting") == [0] and marked(f, "deciding") == [0] and marked(f, "next") == [1]
        d.play("P1 take G>FD.B")
        f = d.settle()  # then the next turn: P2's
        assert marked(f, "acting") == [1] and marked(f, "next") == [2] and marked(f, "deciding") == [1]
    finally:
        d.session.stop()


def test_a_computer_seat_is_marked_with_its_level_and_thinking(qapp) -> None:  # type: ignore[no-untyped-def]
    """P2 is a computer: its chip says so in every frame, and "thinking" only while the table waits for it."""
    d = make_desk(4, humans=[True, False, True, True], fd=[0, 1], jr=[2, 3])
    try:
        f = d.settle()
        assert [m.level for m in f.turn_order] == [None, "random", None, None]
        assert marked(f, "thinking") == []  # P1 decides: nobody thinks
        f = d.play("P1 move RB1")  # the rowboat: P1's turn is over
        assert f.kind is StepKind.BOT and f.seat == 1  # no event was processed: the computer is still choosing
        assert marked(f, "thinking") == [1] and marked(f, "acting") == [1] and marked(f, "next") == [2]
        assert marked(f, "takes_device") == []
    finally:
        d.session.stop()


def test_only_the_curtains_person_takes_the_device(qapp) -> None:  # type: ignore[no-untyped-def]
    """After P1's turn the curtain waits for P2: the strip marks P2, and nobody once P2 has claimed it."""
    d = make_desk(3, fd=[0], jr=[1, 2])
    try:
        d.settle()
        f = d.play("P1 move RB1")
        assert f.curtain is not None and marked(f, "takes_device") == [1] and marked(f, "acting") == [1]
        assert marked(f, "thinking") == []
        f = d.act(Claim(1))
        assert marked(f, "takes_device") == [] and marked(f, "acting") == [1] and marked(f, "next") == [2]
    finally:
        d.session.stop()


def test_the_strip_holds_nothing_the_public_view_does_not(qapp) -> None:  # type: ignore[no-untyped-def]
    """A real deal, 4 people: every frame (Loyalty looks, decisions, votes) carries the strip the public view makes."""
    session = GameSession(default_config(4), 5, [True] * 4, 0)
    d = Desk(session, TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), False))
    session.events_applied.connect(d.presenter.on_events)
    rng = Rng(5)
    try:
        private = 0
        f = d.frame()
        for _ in range(80):
            assert f.turn_order == public_strip(d), (f.kind, f.seat)
            private += f.private
            if f.kind is StepKind.CURTAIN:
                f = d.act(Claim(f.seat))
            elif f.kind is StepKind.LOOK:
                f = d.act(LookDone())
            elif f.kind is StepKind.DECIDE:
                f = d.play(format_action(rng.choice(session.legal())))
            else:
                break
        assert private >= 20 and any(line.secret for fr in d.frames for line in fr.log)  # secrets were on screen
        fields = {field.name for field in dataclasses.fields(SeatMark)}
        assert fields == {"seat", "name", "pirate", "letter", "colour", "level", "acting", "deciding", "next",
                          "thinking", "takes_device", "looking", "loses_turn"}  # nothing of a Loyalty, a hand or a note
    finally:
        session.stop()


def test_two_seats_take_turns_and_scurvy_gives_the_same_seat_the_next_turn() -> None:
    """2 players: each turn is the other seat's; a lost turn (Scurvy) gives the seat on the move the next one too."""
    for turn, lost, expected in ((0, (), 1), (1, (), 0), (0, (1,), 0), (1, (0, 1), 0)):
        state = position(2, fd=[0], jr=[1], turn=turn, lost=lost)
        strip = turn_order(view_for(state, None), Step(StepKind.DECIDE, turn), {1: "easy"})
        assert [m.seat for m in strip if m.acting] == [turn]
        assert [m.seat for m in strip if m.next] == [expected], (turn, lost)
        assert [m.seat for m in strip if m.loses_turn] == sorted(lost)
        assert [m.level for m in strip] == [None, "easy"]


def test_nine_seats_wrap_around_and_pass_over_lost_turns() -> None:
    """9 players: after the ninth seat comes the first (clockwise); seats losing their turn are passed over once."""
    state = position(9, fd=[0, 1, 2], jr=[3, 4, 5], tortuga=[6, 7, 8], turn=8, lost=(0, 1))
    strip = turn_order(view_for(state, None), Step(StepKind.CURTAIN, 8, "decide"), {})
    assert len(strip) == 9 and len({m.letter for m in strip}) == 9 and len({m.colour for m in strip}) == 9
    assert [m.seat for m in strip if m.acting] == [8] and [m.seat for m in strip if m.takes_device] == [8]
    assert [m.seat for m in strip if m.next] == [2] and [m.seat for m in strip if m.loses_turn] == [0, 1]
    assert next_turn(8, 9, ()) == 0 and next_turn(4, 9, (5, 6, 7, 8, 0)) == 1
    assert next_turn(3, 9, range(9)) == 4  # everyone loses a turn: each is passed over once, then the next plays


def test_before_the_first_turn_the_jolly_rogers_captain_is_next_and_nobody_acts() -> None:
    """Setup (the Captains choose their starting holds): nobody's turn yet; the first turn is the Jolly Roger Captain's (R12)."""
    game = Game(default_config(5), 3)
    view = view_for(game.state, None)
    assert view.turn == -1 and view.decision is not None
    captain = view.decision.seats[0]
    strip = turn_order(view, Step(StepKind.DECIDE, captain, "decide"), {})
    assert [m.seat for m in strip if m.acting] == []
    assert [m.seat for m in strip if m.next] == [view.ships[1][0]]
    assert [m.seat for m in strip if m.deciding] == list(view.decision.seats)
    looker = (captain + 1) % 5  # someone else still looks at their Loyalty: nobody decides meanwhile
    for kind in (StepKind.CURTAIN, StepKind.LOOK):
        strip = turn_order(view, Step(kind, looker, "loyalty"), {})
        assert [m.seat for m in strip if m.looking] == [looker] and not any(m.deciding for m in strip), kind
        assert [m.seat for m in strip if m.next] == [view.ships[1][0]]


@pytest.mark.parametrize("humans", [[True] * 4, [True, False, True, True]])
def test_the_loyalty_looks_mark_the_person_who_looks_and_nobody_decides_meanwhile(qtbot, humans: list[bool]) -> None:  # type: ignore[no-untyped-def]
    """The setup of a real 4-seat deal: each person in seat order takes the device, then looks at their Loyalty;
    meanwhile the strip marks that person and nobody "decides"; then the Captains choose their holds (R12: the
    Flying Dutchman's first), each marked deciding alone, and the Jolly Roger's Captain is next throughout."""
    session = GameSession(default_config(4), 5, humans, 0, levels={1: "random"} if not all(humans) else None)
    d = Desk(session, TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), False))
    session.events_applied.connect(d.presenter.on_events)
    try:
        f = d.frame()
        seen: list[tuple[StepKind, int]] = []
        for _ in range(40):
            view, step = session.public_view(), session.step
            if view.turn >= 0:
                break
            seen.append((f.kind, f.seat))
            assert marked(f, "next") == [view.ships[JR][0]] and marked(f, "acting") == []
            if step.reason == "loyalty":
                assert marked(f, "looking") == [f.seat] and marked(f, "deciding") == [], seen
                assert marked(f, "takes_device") == ([f.seat] if f.kind is StepKind.CURTAIN else [])
                assert not f.turn_order[f.seat].computer
            else:
                assert view.decision is not None and view.decision.kind == "start_hold"
                assert marked(f, "deciding") == [f.seat] == list(view.decision.seats) and marked(f, "looking") == []
                assert marked(f, "thinking") == ([f.seat] if f.kind is StepKind.BOT else [])
            if f.kind is StepKind.CURTAIN:
                f = d.act(Claim(f.seat))
            elif f.kind is StepKind.LOOK:
                f = d.act(LookDone())
            elif f.kind is StepKind.DECIDE:
                f = d.play(format_action(session.legal()[0]))
            else:  # the computer Captain chooses its hold
                qtbot.waitUntil(lambda step=step: session.step != step, timeout=10000)
                f = d.frame()
        people = [s for s, h in enumerate(humans) if h]
        looks = [(kind, seat) for kind, seat in seen[:2 * len(people)]]
        assert looks == [(k, s) for s in people for k in (StepKind.CURTAIN, StepKind.LOOK)]  # every person, in seat order
        after = [seat for _, seat in seen[2 * len(people):]]
        holds = [seat for i, seat in enumerate(after) if i == 0 or seat != after[i - 1]]
        ships = session.public_view().ships
        assert holds == [ships[FD][0], ships[JR][0]] and session.public_view().turn == ships[JR][0]
    finally:
        session.stop()


def test_once_the_game_is_over_nobody_acts_nor_is_next() -> None:
    """The end of the game: the strip still lists every seat, with no turn, no next, no decision."""
    game = _played(4, 11)
    strip = turn_order(view_for(game.state, None), Step(StepKind.OVER), {2: "hard"})
    assert len(strip) == 4 and [m.level for m in strip] == [None, None, "hard", None]
    assert not any(m.acting or m.next or m.deciding or m.thinking or m.takes_device for m in strip)


def _played(n: int, seed: int) -> Game:
    game = Game(default_config(n), seed)
    bot = RandomBot(Rng(seed).fork(7))
    while not game.over:
        game.play(bot.choose(None, game.legal(game.to_act()[0])))
    return game


@pytest.mark.parametrize("n", [2, 3, 5, 9])
def test_the_next_seat_is_the_one_the_rules_give_the_next_turn(n: int) -> None:
    """R12 and Scurvy (rules/flow.py): in random games, each turn begins at the seat the strip named next just before."""
    checked = 0
    for seed in range(4):
        game = Game(default_config(n), 100 * n + seed)
        bot = RandomBot(Rng(seed).fork(7))
        while not game.over:
            view = view_for(game.state, None)
            events = game.play(bot.choose(None, game.legal(game.to_act()[0])))
            began = [e.seat for e in events if isinstance(e, TurnBegan)]
            if began and not any(isinstance(e, Revealed) and e.card == "scurvy" for e in events):
                strip = turn_order(view, Step(StepKind.DECIDE), {})
                assert [m.seat for m in strip if m.next] == began[:1], (seed, view.turn, view.lost_turn)
                checked += 1
    assert checked > 20
