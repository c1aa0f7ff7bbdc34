"""The session is sealed: the screen gets only what the seat on screen may see, bots get only views.

* the game itself is private (no public `game` attribute; tests reach it as `_game` only);
* every event `events_applied` hands to the window is visible to `screen_seat()` at delivery;
* nothing of a finished computer move stays alive (no task object holding its seat's view);
* a computer player that raises, or answers with an illegal action, never stalls the table
  and never gets an illegal action applied: its seat moves with a random legal action.
"""

from __future__ import annotations

import dataclasses
import gc
import threading
from collections.abc import Callable, Sequence

from tortuga_qt.app.session import GameSession
from tortuga_qt.app.thinker import wait_for_thread
from tortuga_qt.rules.actions import CHANCE, Action, Move
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.places import FD, JR, RB1, RB2, TORTUGA
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView

PLACES = (FD, JR, TORTUGA, RB1, RB2)


def _computer_session(n: int, seed: int, bots: dict | None = None) -> GameSession:
    """An all-computer game with no pause between moves and no autosave."""
    return GameSession(default_config(n), seed, [False] * n, bot_delay_ms=0, bots=bots)


def _retire(session: GameSession) -> None:
    """Stops a session and waits until the computer-move worker has finished with it.

    The worker emits on an object the session owns: a session destroyed while a choice is
    being emitted can crash the process (see the report), so no test drops one mid-choice.
    """
    session.stop()
    wait_for_thread(10)  # one worker, in order: every earlier choice is out


def _moves(session: GameSession) -> list[Action]:
    """The seats' own actions so far (chance steps left out), through the test backdoor."""
    return [a for a in session.core.referee_game.actions if a.seat != CHANCE]


def _run(qtbot, session: GameSession, until: Callable[[], bool], timeout: int = 10_000) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: session.over or until(), timeout=timeout)


def _live_seat_views() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, SeatView))


def test_the_game_is_not_a_public_attribute(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _computer_session(3, 5)
    try:
        assert not hasattr(session, "game")
        assert not [name for name in vars(type(session)) if name.lower() == "game"]
        assert session.legal() == () and isinstance(session.legal(), tuple)  # a computer seat: nothing for the device
    finally:
        _retire(session)


def test_events_reach_the_screen_already_redacted(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A whole all-computer game: whatever the session emits, the seat on screen may see at once."""
    session = _computer_session(5, 3)
    delivered: list[tuple[int | None, list[Event]]] = []
    session.events_applied.connect(lambda events: delivered.append((session.screen_seat(), list(events))))
    setup = len(session.core.referee_game.events)  # the deal, before any action (never emitted)
    _run(qtbot, session, lambda: False, timeout=20_000)
    _retire(session)
    assert session.over and len(delivered) > 30
    for seat, events in delivered:
        assert seat is None  # nobody at the device: all computer
        hidden = [e for e in events if not e.visible_for(seat)]
        assert not hidden, f"{[e.kind for e in hidden]} sent to the screen of seat {seat}"
    # The game had secrets after the deal (drawn Vote cards, cards played in votes, ...) ...
    played = session.core.referee_game.events[setup:]
    assert [e for e in played if e.visible_to is not None]
    # ... and everything public did reach the screen, in order.
    assert [e for _, events in delivered for e in events] == [e for e in played if e.visible_to is None]


def test_finished_computer_moves_leave_no_view_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After 60 computer moves only a handful of SeatView objects exist (none per past move)."""
    before = _live_seat_views()
    moved = 0
    seed = 41
    while moved < 60:  # one game, or more if the first ends sooner
        session = _computer_session(5, seed)
        _run(qtbot, session, lambda s=session, done=moved: done + len(_moves(s)) >= 60, timeout=20_000)
        _retire(session)
        moved += len(_moves(session))
        seed += 1
    qtbot.wait(20)  # let the last queued choice (if any) arrive and be dropped as stale
    assert _live_seat_views() - before <= 5


class _Raising:
    """A broken computer player."""

    def __init__(self) -> None:
        self.calls = 0
        self.threads: set[str] = set()

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        self.calls += 1
        self.threads.add(threading.current_thread().name)
        raise RuntimeError("this computer player is broken")


class _Illegal:
    """A computer player that answers with actions it may not take."""

    def __init__(self) -> None:
        self.offered: list[tuple[tuple[Action, ...], Action]] = []  # (the legal actions, the answer)

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        seat = legal[0].seat
        own: list[Action] = [Move(seat, p) for p in PLACES if Move(seat, p) not in legal]  # its own, not allowed
        other: list[Action] = [dataclasses.replace(legal[0], seat=(seat + 1) % 3)]  # someone else's
        bad = (own if len(self.offered) % 2 == 0 and own else other)[0]
        self.offered.append((legal, bad))
        return bad


def test_a_computer_player_that_raises_still_moves(qtbot) -> None:  # type: ignore[no-untyped-def]
    bot = _Raising()
    session = _computer_session(3, 8, bots={0: bot})
    _run(qtbot, session, lambda: sum(a.seat == 0 for a in _moves(session)) >= 3)
    _retire(session)
    mine = [a for a in _moves(session) if a.seat == 0]
    assert len(mine) >= 3 or session.over and mine
    assert bot.calls >= len(mine)
    assert threading.main_thread().name not in bot.threads  # chosen off the UI thread


def test_a_computer_player_never_gets_an_illegal_action_applied(qtbot) -> None:  # type: ignore[no-untyped-def]
    bot = _Illegal()
    session = _computer_session(3, 9, bots={1: bot})
    _run(qtbot, session, lambda: sum(a.seat == 1 for a in _moves(session)) >= 3)
    _retire(session)
    mine = [a for a in _moves(session) if a.seat == 1]
    assert mine and len(bot.offered) >= len(mine)
    # Each of the seat's moves answered one call: a legal action then, never the bot's answer.
    for applied, (legal, bad) in zip(mine, bot.offered[: len(mine)], strict=True):
        assert applied in legal and applied != bad


class _LookAlike:
    """A computer player answering a legal action's look-alike with float fields (1.0 for 1)."""

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        a = rng.choice(legal)
        floats = {f.name: float(getattr(a, f.name)) for f in dataclasses.fields(a)
                  if type(getattr(a, f.name)) is int}
        return dataclasses.replace(a, **floats)


def test_a_look_alike_answer_is_recorded_as_the_engines_own_action(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue "A sealed core" (item 1): fields that only compare equal (1.0 == 1) never reach the
    record or a save; the table plays on and every autosave works."""
    from tortuga_qt.record.savefile import read_save

    path = tmp_path / "autosave.tortuga"
    session = GameSession(default_config(3), 12, [False] * 3, bot_delay_ms=0, bots={s: _LookAlike() for s in range(3)},
                          autosave=path)
    _run(qtbot, session, lambda: len(_moves(session)) >= 12)
    _retire(session)
    assert len(_moves(session)) >= 12 and session.save_error == ""
    for a in session.core.referee_game.actions:
        for f in dataclasses.fields(a):
            value = getattr(a, f.name)
            assert type(value) is not float, a
    assert read_save(path).save.actions == session.to_save().actions


def test_a_migrated_old_save_is_never_shown_as_seeded(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue "A sealed core" (item 5): a format-2 save's seed may be the hidden 31-bit one of an
    unseeded game; resumed, the game is not called seeded (the seed is never shown) and deals on
    from fresh secret material, not from anything that seed gives."""
    from pathlib import Path

    from tortuga_qt.record.savefile import read_save
    from tortuga_qt.rules.rng import derive, seed_material

    path = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "legacy" / "format2-5p-unfinished.tortuga"
    loaded = read_save(path)
    session = GameSession.from_save(loaded, bot_delay_ms=0)
    try:
        assert session.seed is None
        old = loaded.save.legacy_seed
        assert old is not None
        assert loaded.game.dealer_rng() != derive(seed_material(old), "dealer")
        for seat in range(5):
            assert loaded.game.bot_rng(seat) != derive(seed_material(old), f"seat {seat}")
    finally:
        _retire(session)
