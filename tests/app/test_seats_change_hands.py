"""Seats change hands mid-game (Game › Seats): a person leaves and a computer takes over, or someone joins late.

Qt-free: the table core's own loop. The curtain rule (DECISIONS R-curtain, `app.seating`) follows
the change: a person taking a seat over first sees their Loyalty card behind the curtain.
"""

from __future__ import annotations

from pathlib import Path

from tortuga_qt.app.players import Computer, Person
from tortuga_qt.app.seating import Seating, StepKind
from tortuga_qt.app.table_core import TableCore, changed_seat_rng
from tortuga_qt.record.savefile import load_bytes, save_bytes
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.rng import Rng

SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def _settle(core: TableCore) -> None:
    """Claims the device and takes the private looks until a decision, a computer's turn or the end."""
    for _ in range(200):
        if core.step.kind is StepKind.CURTAIN:
            assert core.claim(core.step.seat)
        elif core.step.kind is StepKind.LOOK:
            assert core.look_done()
        else:
            return
    raise AssertionError("the table never settled")


def _play(core: TableCore, rng: Rng, decisions: int) -> None:
    """Plays `decisions` people's decisions (random legal ones), the computers answering at once."""
    for _ in range(decisions):
        while core.step.kind in (StepKind.BOT, StepKind.CURTAIN, StepKind.LOOK):
            core.play_computers()
            _settle(core)
        if core.over:
            return
        assert core.step.kind is StepKind.DECIDE
        core.submit(rng.choice(core.legal()))


def _table(humans: list[bool], seed: int = 7) -> TableCore:
    return TableCore.deal(default_config(len(humans)), seed, humans, {s: "random" for s, h in enumerate(humans) if not h})


def test_a_person_on_the_move_handed_to_a_computer_makes_it_move() -> None:
    core = _table([True, True, True])
    _settle(core)
    seat = core.step.seat
    assert core.step.kind is StepKind.DECIDE
    assert core.set_player(seat, Computer.at("easy"))
    assert core.step.kind is StepKind.BOT and core.step.seat == seat
    assert core.humans[seat] is False and core.levels == {seat: "easy"} and seat not in core.hints
    assert core.at_device() is None and core.screen_seat() is None  # the table watches the computer: public view
    request = core.bot_request()
    assert request is not None and request.seat == seat
    # Its own generator: derived from the seed material and the first change of hands.
    assert request.rng == changed_seat_rng(core.referee_game.seed_material, seat, 1) and core.seat_changes == 1
    assert request.rng != core.referee_game.bot_rng(seat)
    steps = core.steps
    core.play_computers()
    assert core.steps > steps and (core.step.kind is not StepKind.BOT or core.step.seat != seat)


def test_a_computer_on_the_move_handed_to_a_person_raises_the_curtain_for_them() -> None:
    core = _table([True, True, False, False])
    rng = Rng(3)
    for _ in range(200):
        _settle(core)
        if core.step.kind is StepKind.BOT:
            break
        core.submit(rng.choice(core.legal()))
    seat = core.step.seat
    assert core.step.kind is StepKind.BOT
    stale = core.bot_request()
    assert stale is not None
    assert core.set_player(seat, Person())
    # They join late: behind the curtain, they first see their Loyalty card, then decide without a second curtain.
    assert (core.step.kind, core.step.seat, core.step.reason) == (StepKind.CURTAIN, seat, "loyalty")
    assert core.screen_seat() is None and core.hints[seat] == 0 and seat not in core.levels
    assert core.bot_answer(stale.token, stale.legal[0], stale.rng) is None  # the computer's late answer is dropped
    assert core.claim(seat) and core.step.kind is StepKind.LOOK and core.screen_seat() == seat
    assert core.look_done() and (core.step.kind, core.step.seat) == (StepKind.DECIDE, seat)


def test_the_last_person_may_leave_and_the_computers_play_the_game_out() -> None:
    """An all-computer table can still be watched to the end (the window shows the public view)."""
    core = _table([True, False, False])
    _play(core, Rng(5), 10)
    assert core.set_player(0, Computer.at("random"))
    assert core.humans == [False, False, False] and core.hints == {}
    core.play_computers()
    assert core.over and core.result() is not None


def test_someone_joining_a_solo_table_brings_the_curtain_back() -> None:
    """Alone at the table nobody claims the device; with a second person the curtain rule applies again."""
    core = _table([True, False, False])
    _settle(core)
    core.play_computers()
    _settle(core)
    assert core.step.kind in (StepKind.DECIDE, StepKind.OVER)
    assert core.set_player(1, Person())
    assert (core.step.kind, core.step.seat, core.step.reason) == (StepKind.CURTAIN, 1, "loyalty")
    assert core.owed_looks == [(1, "loyalty")]


def test_the_last_person_left_claims_the_device_once_before_their_secrets() -> None:
    """DECISIONS R-curtain: the device was in someone else's hands (the one who left, at the Seats dialog);
    the person left alone claims it once, then plays without curtains as any solo table does."""
    core = _table([True, True, False])
    rng = Rng(4)
    while core.step.kind is not StepKind.DECIDE:
        core.play_computers()
        _settle(core)
    leaving = core.step.seat
    staying = 1 - leaving
    assert core.set_player(leaving, Computer.at("random"))
    for _ in range(50):
        core.play_computers()
        if core.step.kind is not StepKind.BOT:
            break
    assert (core.step.kind, core.step.seat) == (StepKind.CURTAIN, staying)
    assert core.screen_seat() is None  # nobody's secrets until they say "I am NAME"
    assert core.claim(staying)
    _play(core, rng, 5)  # alone at the table: no curtain any more
    assert core.over or core.step.kind is not StepKind.CURTAIN


def test_a_computer_changing_level_at_a_solo_table_raises_no_curtain() -> None:
    core = _table([True, False, False])
    _settle(core)
    core.play_computers()
    _settle(core)
    kind = core.step.kind
    assert core.set_player(1, Computer.at("easy"))
    core.play_computers()
    assert core.step.kind is not StepKind.CURTAIN and kind is not StepKind.CURTAIN


def test_nothing_changes_for_the_same_player_a_bad_seat_or_a_lesson() -> None:
    core = _table([True, False])
    assert not core.set_player(0, Person()) and not core.set_player(5, Person())
    assert core.seat_changes == 0
    lesson = TableCore.from_position(core.referee_game, Seating([True, False]), practice=True)
    assert not lesson.set_player(1, Person())  # a walkthrough chapter keeps its seats


def test_seats_that_changed_hands_are_saved_and_the_resumed_game_plays_on_identically() -> None:
    core = _table([True, True, False, False], seed=11)
    _play(core, Rng(1), 6)
    assert core.set_player(1, Computer.at("random")) and core.set_player(3, Person())
    _play(core, Rng(2), 3)
    save = core.to_save()
    assert save.seat_changes == 2 and save.humans == [True, False, False, True]
    assert save.levels == {1: "random", 2: "random"} and set(save.hints) == {0, 3}
    raw = save_bytes(save)
    resumed = TableCore.from_loaded(load_bytes(raw))
    assert resumed.humans == core.humans and resumed.levels == core.levels and resumed.seat_changes == 2
    # Both tables go on the same way (the resumed one starts behind the curtain: a save holds every secret).
    assert resumed.set_player(2, Person()) and core.set_player(2, Person())
    for table in (core, resumed):
        _play(table, Rng(9), 40)
    assert resumed.referee_game.actions == core.referee_game.actions
    assert resumed.to_save().bot_rngs == core.to_save().bot_rngs


def test_a_save_without_seat_changes_loads_with_none_and_is_written_as_before() -> None:
    """Files written before seats could change hands (all the fixtures) load with no change counted."""
    path = next(p for p in sorted(SAVES.glob("format4-*unfinished*.tortuga")))
    raw = path.read_bytes()
    assert b"seat_changes" not in raw
    loaded = load_bytes(raw)
    assert loaded.save.seat_changes == 0 and TableCore.from_loaded(loaded).seat_changes == 0
    assert b"seat_changes" not in save_bytes(loaded.save)


def test_a_damaged_count_of_seat_changes_is_refused_in_plain_words() -> None:
    import json

    import pytest

    from tortuga_qt.record.savefile import SaveError

    data = json.loads(save_bytes(_table([True, False]).to_save()))
    for wrong in (-1, "two", 1.5):
        data["seat_changes"] = wrong
        with pytest.raises(SaveError, match="seat_changes"):
            load_bytes(json.dumps(data).encode())


def test_every_hard_pirate_and_the_hint_know_the_seats_levels_as_they_change() -> None:
    """The seat list shows everyone who plays at which level, so a Hard pirate reads a Hard seat by how
    Hard plays (`HardBot.meet`, issue 26 item 3): it learns the levels when the table is dealt, again
    whenever a seat changes hands, and so does the Hard pirate behind a person's hint."""
    from tortuga_qt.bots.hard import HardBot

    core = TableCore.deal(default_config(4), 5, [True, False, False, True], {1: "hard", 2: "medium"})
    first = core.players[1]
    assert isinstance(first, Computer) and isinstance(first.bot, HardBot)
    assert core.seat_levels() == (None, "hard", "medium", None) == first.bot.levels
    _settle(core)
    newcomer = Computer.at("hard")
    assert core.set_player(3, newcomer)
    assert isinstance(newcomer.bot, HardBot)
    assert first.bot.levels == newcomer.bot.levels == (None, "hard", "medium", "hard")
    assert core.set_player(1, Person())
    assert newcomer.bot.levels == (None, None, "medium", "hard")
    _settle(core)
    for _ in range(500):  # the people play their first legal move until P2 (now a person) decides
        if core.step.kind is StepKind.DECIDE and core.step.seat == 1:
            break
        if core.step.kind is StepKind.BOT:
            core.play_computers()
        elif core.step.kind is StepKind.DECIDE:
            core.submit(core.legal()[0])
        _settle(core)
    assert core.step.kind is StepKind.DECIDE and core.step.seat == 1
    assert core.hint() is None  # queued
    request = core.hint_request()
    assert request is not None and isinstance(request.bot, HardBot)
    assert request.bot.levels == (None, None, "medium", "hard")
