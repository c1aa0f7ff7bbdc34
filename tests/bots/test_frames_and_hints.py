"""A searcher thinks in its own process exactly as in a thread; a hint reads its seat's view alone.

The thinking process (`app.thinking`, run by `GameSession` for Hard seats and hints) must
answer what the bot would answer in the window's process: same action, same generator after.
A hint is a Hard pirate's suggestion from the asking seat's view, legal actions and redacted
history only, drawn from that seat's own hint generator; it counts once per decision taken
and the count survives saving.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tortuga_qt.app import session as S
from tortuga_qt.app import thinker as T
from tortuga_qt.app import thinking
from tortuga_qt.app.seating import StepKind
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.record.savefile import read_save, write_save
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng, derive
from tortuga_qt.rules.views import SeatView, view_for


def _midgame(players: int = 5, seed: int = 11, moves: int = 40) -> Game:
    """Returns a seeded game after some random moves (the first seed from `seed` whose game goes on)."""
    for tried in range(seed, seed + 50):
        game = Game(default_config(players), tried)
        bot = RandomBot(Rng(tried).fork(7))
        for _ in range(moves):
            if game.over:
                break
            game.play(bot.choose(None, game.legal(game.to_act()[0])))
        if not game.over:
            return game
    raise AssertionError("every game ended early")


class DigestBot:
    """Chooses by a digest of everything it is given (any other input would change the digest)."""

    def __init__(self) -> None:
        self.calls: list[tuple[SeatView, tuple[Action, ...], str, list[Event]]] = []
        self.digests: list[str] = []

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns the legal action the digest of (view, legal, generator, history) points at."""
        self.calls.append((view, legal, rng.state, list(history)))
        digest = hashlib.sha256(pickle.dumps((view, legal, rng.state, list(history)))).hexdigest()
        self.digests.append(digest)
        return legal[int(digest, 16) % len(legal)]


class Broken:
    """A computer player that always fails."""

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Raises."""
        raise RuntimeError("broken")


def test_the_process_side_answers_what_the_bot_answers() -> None:
    game = _midgame()
    seat = game.to_act()[0]
    view, legal, history = view_for(game.state, seat), game.legal(seat), redact(game.events, seat)
    rng = game.bot_rng(seat)
    direct = rng.copy()
    chosen = RandomBot().choose(view, legal, direct, history)
    index, state = thinking.choose(RandomBot(), view, legal, rng.state, history)
    assert legal[index] == chosen and state == direct.state
    assert thinking.choose(Broken(), view, legal, rng.state, history)[0] == -1  # the window then draws at random


def test_views_actions_and_events_travel_by_pickle() -> None:
    game = _midgame(9, 4, 25)
    for seat in range(9):
        parcel = (view_for(game.state, seat), game.legal(seat), redact(game.events, seat))
        assert pickle.loads(pickle.dumps(parcel)) == parcel
    rng = game.bot_rng(0)
    rng.next64()
    assert Rng.from_state(rng.state) == rng  # a generator travels as its state text


def test_a_hard_seat_thinks_in_the_process_and_plays_what_it_would_in_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tortuga_qt.bots.hard import HardBot

    bot = HardBot(budget_ms=1900, iterations=3)  # a fixed number of iterations: deterministic
    assert T.thinks_apart(bot) and not T.thinks_apart(RandomBot())
    game = _midgame(5, 3, 30)
    seat = game.to_act()[0]
    view, legal, history = view_for(game.state, seat), game.legal(seat), redact(game.events, seat)
    rng = game.bot_rng(seat)
    expected_rng = rng.copy()
    expected = HardBot(budget_ms=1900, iterations=3).choose(view, legal, expected_rng, history)
    got: list[tuple[int, int, Action, Rng]] = []
    relay = S._relay()
    def slot(*args: object) -> None:
        got.append(args)  # type: ignore[arg-type]

    relay.chosen.connect(slot)
    try:
        T.think_apart(relay.post, -5, 9, bot, view, legal, rng.copy(), history, False)
        qtbot.waitUntil(lambda: bool(got), timeout=30000)
    finally:
        relay.chosen.disconnect(slot)
    key, token, action, after = got[0]
    assert (key, token) == (-5, 9)
    assert action == expected and action in legal and after == expected_rng


def test_hint_generators_are_one_way_per_seat_and_count() -> None:
    material = b"tortuga-1667 seed 5"
    first = T.hint_rng(material, 2, 0)
    assert first == T.hint_rng(material, 2, 0)  # reproducible from the game's seed material
    others = [T.hint_rng(material, 2, 1), T.hint_rng(material, 3, 0), derive(material, "seat 2")]
    assert all(first.next64() != o.next64() for o in others)


def _session(qtbot, humans: Sequence[bool], seed: int = 21, **kw: object) -> S.GameSession:  # type: ignore[no-untyped-def]
    n = len(humans)
    levels = {s: "random" for s in range(n) if not humans[s]}
    session = S.GameSession(default_config(n), seed, list(humans), 0, levels=levels, **kw)  # type: ignore[arg-type]
    return session


def _to_decision(session: S.GameSession, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Clicks through curtains and looks, waiting for computer seats, until a person decides."""
    for _ in range(300):
        kind = session.step.kind
        if kind is StepKind.DECIDE:
            return
        if kind is StepKind.CURTAIN:
            session.claim(session.step.seat)
        elif kind is StepKind.LOOK:
            session.look_done()
        elif kind is StepKind.BOT:
            qtbot.waitUntil(lambda: session.step.kind is not StepKind.BOT, timeout=10000)
        else:
            raise AssertionError(f"no decision for a person: {kind}")
    raise AssertionError("no decision for a person")


def test_a_hint_reads_only_the_asking_seats_view(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bot = DigestBot()
    monkeypatch.setattr(T, "hint_bot", lambda: bot)
    session = _session(qtbot, [True, False, False, False, False])
    try:
        _to_decision(session, qtbot)
        seat = session.step.seat
        game = session.core.referee_game
        assert session.hint() is None  # started: the answer comes off the UI thread
        with qtbot.waitSignal(session.hint_ready, timeout=10000) as ready:
            pass
        action = ready.args[0]
        assert session.hint() == action and action in game.legal(seat)
        view, legal, rng_state, history = bot.calls[0]
        assert view == view_for(game.state, seat) and legal == game.legal(seat)
        assert history == redact(game.events, seat)
        assert rng_state == T.hint_rng(game.seed_material, seat, 0).state

        # Another full state with the same view for this seat: other seats' Loyalty cards and hands swapped.
        others = [s for s in range(5) if s != seat]
        a, b = next((x, y) for x in others for y in others
                    if x < y and game.state.loyalty[x] != game.state.loyalty[y]
                    and len(game.state.hands[x]) == len(game.state.hands[y]))
        twin = game.state.clone()
        loyalty, hands = list(twin.loyalty), list(twin.hands)
        loyalty[a], loyalty[b] = loyalty[b], loyalty[a]
        hands[a], hands[b] = hands[b], hands[a]
        twin.loyalty, twin.hands, twin._legal = tuple(loyalty), tuple(hands), None
        assert twin.loyalty != game.state.loyalty and view_for(twin, seat) == view_for(game.state, seat)
        game.state = twin
        session.core.forget_hint()  # ask again with the same generator
        session.hints[seat] = 0
        assert session.hint() is None
        with qtbot.waitSignal(session.hint_ready, timeout=10000) as again:
            pass
        assert again.args[0] == action and bot.digests[1] == bot.digests[0]
    finally:
        session.stop()
        QApplication.processEvents()


def test_a_hint_counts_once_per_decision_and_survives_saving(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    save = tmp_path / "game.tortuga"
    session = _session(qtbot, [True, False, True, False], seed=5, autosave=save)
    try:
        _to_decision(session, qtbot)
        seat = session.step.seat
        assert session.hints == {0: 0, 2: 0} and not session.asked_hint()
        assert session.hint() is None and session.asked_hint()
        # Asking again starts nothing more: None while the hint is on its way, or the hint if a
        # busy machine already delivered it (a real Hard pirate, in the process).
        hint = session.hint()
        if hint is None:
            with qtbot.waitSignal(session.hint_ready, timeout=30000) as ready:
                pass
            hint = ready.args[0]
        assert hint in session.legal() and hint.seat == seat
        assert session.hint() == hint
        assert session.hints[seat] == 1  # asked three times, taken once
        resumed = S.GameSession.from_save(read_save(save), 0)
        assert resumed.hints == session.hints
        resumed.stop()
        write_save(save, session.to_save())
        # A hint whose decision is taken before it arrives is not counted.
        session.submit(session.legal()[0])
        _to_decision(session, qtbot)
        before = dict(session.hints)
        session.hint()
        session.submit(session.legal()[0])
        QApplication.processEvents()
        qtbot.wait(900)
        QApplication.processEvents()
        assert session.hints == before
    finally:
        session.stop()
        QApplication.processEvents()


def test_no_hint_for_a_computer_seat_a_lesson_or_behind_the_curtain(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = _session(qtbot, [True, True, False])
    try:
        assert session.step.kind is StepKind.CURTAIN
        assert session.hint() is None and not session.asked_hint()
        assert session.hints == {0: 0, 1: 0}
    finally:
        session.stop()


@pytest.mark.parametrize("apart", [True, False])
def test_a_broken_searcher_never_freezes_the_table(qtbot, apart: bool) -> None:  # type: ignore[no-untyped-def]
    game = _midgame(4, 8, 20)
    seat = game.to_act()[0]
    view, legal, history = view_for(game.state, seat), game.legal(seat), redact(game.events, seat)
    got: list[object] = []
    relay = S._relay()
    def slot(*args: object) -> None:
        got.append(args)

    relay.chosen.connect(slot)
    try:
        if apart:
            T.think_apart(relay.post, -6, 1, Broken(), view, legal, game.bot_rng(seat), history, False)
        else:
            T.think_in_thread(relay.post, -6, 1, Broken(), view, legal, game.bot_rng(seat), history)
        qtbot.waitUntil(lambda: bool(got), timeout=30000)
    finally:
        relay.chosen.disconnect(slot)
    assert got[0][2] in legal  # type: ignore[index]
