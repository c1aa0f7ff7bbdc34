"""Autosave off the UI thread (issue 11, item 7): one writer thread, still atomic, one file per game.

The session hands a snapshot to `tortuga_qt.app.autosave`'s writer after every action; the
writer thread writes it with `record.atomic`; snapshots that arrive meanwhile coalesce (the
newest wins); a failure comes back to the UI thread once, in translatable words; `flush()`
leaves the newest state on disk.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tortuga_qt.app import autosave
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.record import atomic
from tortuga_qt.record.savefile import read_save
from tortuga_qt.rules.config import default_config


def _session(path: Path) -> GameSession:
    """A seeded three-person game autosaving to `path` (no computer seats, no delays)."""
    return GameSession(default_config(3), 11, [True] * 3, bot_delay_ms=0, autosave=path)


def _steps(session: GameSession, n: int) -> None:
    """Plays n steps of the table: claims the device, closes looks, takes the first legal action."""
    for _ in range(n):
        step = session.step
        if step.kind is StepKind.CURTAIN:
            session.claim(step.seat)
        elif step.kind is StepKind.LOOK:
            session.look_done()
        elif step.kind is StepKind.DECIDE:
            assert session.submit(session.legal()[0])
        else:
            break


@pytest.fixture
def writes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Path]]]:
    """Records (thread name, path) of every file the writer writes."""
    done: list[tuple[str, Path]] = []
    real = atomic.atomic_write

    def traced(path: Path, data: bytes) -> None:
        real(path, data)
        done.append((threading.current_thread().name, path))

    monkeypatch.setattr(atomic, "atomic_write", traced)
    yield done
    autosave.flush_autosaves()


def test_the_write_happens_off_the_ui_thread_and_flush_leaves_the_newest_state(
        qapp: Any, tmp_path: Path, writes: list[tuple[str, Path]]) -> None:
    path = tmp_path / "autosave.tortuga"
    session = _session(path)
    try:
        _steps(session, 8)
        assert session.autosave_writer.flush()
        assert writes and {name for name, _ in writes} == {"tortuga-autosave"}
        writer = session.autosave_writer.writer_thread
        assert writer is not None and writer is not threading.main_thread()
        assert {p for _, p in writes} == {path}  # one file per game
        loaded = read_save(path)  # the newest state, every action of the record
        assert loaded.game.actions == session.core.referee_game.actions
        assert loaded.game.state.steps == session.core.referee_game.state.steps
        assert [tuple(x) for x in loaded.save.looks] == [tuple(x) for x in session.core.owed_looks]
        assert [p.name for p in tmp_path.iterdir()] == ["autosave.tortuga"]  # no temporary file left
    finally:
        session.stop()


def test_a_burst_of_actions_coalesces_into_the_newest_save(qapp: Any, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "autosave.tortuga"
    autosave.flush_autosaves()
    release, started = threading.Event(), threading.Event()
    written: list[bytes] = []
    real = atomic.atomic_write

    def slow(where: Path, data: bytes) -> None:  # the first write takes long: a slow disk
        started.set()
        release.wait(10)
        real(where, data)
        written.append(data)

    monkeypatch.setattr(atomic, "atomic_write", slow)
    session = _session(path)  # the deal's save starts at once and waits on the disk
    try:
        assert started.wait(10)
        _steps(session, 12)  # the UI thread never waits for the disk: twelve snapshots meanwhile
        assert session.autosave_writer.pending() == 2  # the one being written and the newest
        release.set()
        assert session.autosave_writer.flush()
        assert len(written) == 2  # the deal, then only the newest of the twelve
        assert read_save(path).game.actions == session.core.referee_game.actions
    finally:
        release.set()
        session.stop()


def test_a_failing_folder_is_reported_once_and_then_recovers(qapp: Any, qtbot: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "games"
    blocker.write_text("a file where the folder should be")
    path = blocker / "autosave.tortuga"
    session = _session(path)
    messages: list[str] = []
    session.save_failed.connect(messages.append)
    try:
        for _ in range(4):
            _steps(session, 2)
            assert session.autosave_writer.flush()
        qtbot.waitUntil(lambda: bool(messages))
        qtbot.wait(20)  # any further (queued) report would have arrived by now
        assert len(messages) == 1 and messages[0] == session.save_error
        assert messages[0].startswith(f"The game could not be saved to {path} (")
        assert "autosave resumes when it works again" in messages[0] and "Traceback" not in messages[0]
        blocker.unlink()  # the folder can be made again: the next save works and the warning goes
        _steps(session, 1)
        assert session.autosave_writer.flush()
        qtbot.waitUntil(lambda: session.save_error == "")
        assert messages[-1] == "" and len(messages) == 2
        assert read_save(path).game.actions == session.core.referee_game.actions
    finally:
        session.stop()


def test_a_new_game_leaves_no_qt_object_of_the_old_table_to_the_cycle_collector(window: Any) -> None:
    """Python's cycle collector runs on whichever thread allocates: often the autosave writer's.

    A Qt object it frees there is destroyed on the wrong thread: its timers stay registered with
    the UI thread and fire at freed memory (a crash during play). So the replaced mat, its
    items, its picture and their timers must go by reference counting, at once, on the UI thread.
    """
    import gc
    import weakref

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication, QGraphicsItem
    from shiboken6 import Shiboken

    from tests.ui.conftest import start_game

    start_game(window, 5, 7)
    QApplication.processEvents()
    gc.collect()
    automatic = gc.isenabled()  # off: the tests' UI-thread collector runs (tests/conftest.py)
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector would free stays in gc.garbage, to be looked at
    try:
        old_mat = weakref.ref(window.scene)
        start_game(window, 5, 8)
        QApplication.processEvents()
        assert old_mat() is None  # freed at once, not left to the collector
        gc.collect()
        left = [type(o).__name__ for o in gc.garbage
                if isinstance(o, (QObject, QGraphicsItem)) and Shiboken.isValid(o)]
        assert left == []
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if automatic:
            gc.enable()  # as it was: turned on here, it would let later tests collect on worker threads
