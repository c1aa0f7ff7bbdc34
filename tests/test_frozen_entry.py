"""The packaged (frozen) program starts a spawned thinking process before reading its own command line."""

from __future__ import annotations

import multiprocessing
import runpy
import sys
from pathlib import Path

import pytest

ENTRY = Path(__file__).resolve().parents[1] / "packaging" / "tortuga_entry.py"


class _Child(Exception):
    """What the fake freeze_support raises: a spawned child ran its task and exits here."""


def test_frozen_main_runs_the_thinking_process_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    """`main()` of a frozen program hands multiprocessing's arguments to freeze_support before argparse sees them."""
    from tortuga_qt import main as M

    calls: list[str] = []

    def freeze() -> None:
        calls.append("freeze")
        raise _Child

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(multiprocessing, "freeze_support", freeze)
    monkeypatch.setattr(M, "parse_args", lambda argv: calls.append("parse"))
    with pytest.raises(_Child):
        M.main(["--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"])
    assert calls == ["freeze"]


def test_entry_script_calls_freeze_support_before_main(monkeypatch: pytest.MonkeyPatch) -> None:
    """The PyInstaller entry script calls freeze_support first (PyInstaller's hook needs it in the main script)."""
    from tortuga_qt import main as M

    calls: list[str] = []

    def freeze() -> None:
        calls.append("freeze")
        raise _Child

    monkeypatch.setattr(multiprocessing, "freeze_support", freeze)
    monkeypatch.setattr(M, "main", lambda argv=None: calls.append("main") or 0)
    with pytest.raises(_Child):
        runpy.run_path(str(ENTRY), run_name="__main__")
    assert calls == ["freeze"]
