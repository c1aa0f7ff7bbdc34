"""Test defaults: Qt renders offscreen unless a display was chosen explicitly, and the tests
write nothing into the checkout (pytest's cache is off in pyproject.toml; the README command
sets PYTHONDONTWRITEBYTECODE, which must be set before Python starts to cover this file too).
"""

import gc
import os
import sys
import tempfile
import threading
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No __pycache__ from here on, in this process and in the programs the tests start.
sys.dont_write_bytecode = True
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"

# Hypothesis keeps its example database and caches in ./.hypothesis by default: keep them in
# the temporary folder instead (per user, so they still speed up the next run).
from hypothesis import configuration  # noqa: E402

_user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
configuration.set_hypothesis_home_dir(Path(tempfile.gettempdir()) / f"tortuga_qt-hypothesis-{_user}")


import pytest  # noqa: E402


def pytest_make_parametrize_id(config: pytest.Config, val: object, argname: str) -> str | None:
    """Test ids in plain printable ASCII: mutmut (benchmarks/mutation.py) hands test ids back to
    pytest, and an id pytest had to escape ("\\xb2") is then not always found again."""
    text = val.decode("latin-1") if isinstance(val, bytes) else val
    if isinstance(text, str) and any(not " " <= ch <= "~" or ch == "\\" for ch in text):
        return "".join(ch if " " <= ch <= "~" and ch != "\\" else "?" for ch in text)
    return None


@pytest.fixture(scope="session")
def qapp(qapp):  # type: ignore[no-untyped-def]
    """pytest-qt's application with the program's translators: "1 Vote card", "2 Vote cards" (issue 11, item 5)."""
    from tortuga_qt.ui.translations import install_translators

    install_translators(qapp, "en")
    from tortuga_qt.ui.fonts import install_fonts

    install_fonts()  # as the program does once the first frame is up
    global _COLLECTOR
    from tortuga_qt.ui.collector import UiThreadCollector

    _COLLECTOR = UiThreadCollector(qapp)  # as the program does: no collection on a worker thread
    return qapp


_COLLECTOR = None  # the UI-thread collector, once a test made the application


_OFF_THREAD: list[str] = []  # collections that started on another thread while the UI-thread collector ran


def _watch_collections(phase: str, info: dict[str, int]) -> None:
    """Notes a collection that starts off the UI thread while automatic collection should be off."""
    if phase == "start" and _COLLECTOR is not None and threading.current_thread() is not threading.main_thread():
        _OFF_THREAD.append(f"generation {info['generation']} on thread {threading.current_thread().name!r}")


gc.callbacks.append(_watch_collections)


@pytest.fixture(autouse=True)
def _collect_on_the_ui_thread():  # type: ignore[no-untyped-def]
    """After each test, collects what is due on this (the UI) thread: the timer may not have run.

    And fails a test that turned automatic collection back on, or during which a collection ran
    on another thread: one there destroys Qt objects off the UI thread (a crash, later, elsewhere).
    """
    _OFF_THREAD.clear()
    yield
    if _COLLECTOR is not None:
        left_on = gc.isenabled()
        gc.disable()  # the next tests run as the program does, whatever this one did
        _COLLECTOR.check()
        assert not left_on, "this test left Python's automatic garbage collection on (tests/conftest.py: qapp)"
        assert not _OFF_THREAD, f"garbage was collected off the UI thread: {_OFF_THREAD}"


@pytest.fixture(autouse=True)
def _saves_read_after_the_autosave_writer():  # type: ignore[no-untyped-def]
    """Reading a save file in a test first waits for the autosave writer thread (issue 11, item 7):
    a test that reads the autosave right after an action sees the newest save, as the library does.
    (Not through `monkeypatch`: a test's `monkeypatch.undo()` must not take this away.)"""
    from tortuga_qt.app import autosave
    from tortuga_qt.record import savefile

    read = savefile.read_limited

    def after_the_writer(*args, **kwargs):  # type: ignore[no-untyped-def]
        autosave.flush_autosaves()
        return read(*args, **kwargs)

    savefile.read_limited = after_the_writer
    yield
    savefile.read_limited = read
