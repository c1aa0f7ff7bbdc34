"""A finished game is never lost, even on a full disk or a read-only saves/: it stays pending (in
memory, and its autosave is never written over), the player is told once, a retry files it when
the disk frees, a new game files it first or sets its copy aside, and closing warns.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.ui.conftest import start_game
from tortuga_qt.record import atomic
from tortuga_qt.record.savefile import read_save
from tortuga_qt.ui.widgets import files
from tortuga_qt.ui.widgets.main_window import MainWindow


class Disk:
    """A patched writer: while `full`, every atomic write (into saves/ only, with `saves_only`) fails with ENOSPC."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, saves_only: bool = False, code: int = errno.ENOSPC) -> None:
        self.full, self.saves_only, self.code = True, saves_only, code
        real = atomic.atomic_write

        def write(path: Path, data: bytes) -> None:
            if self.full and (not self.saves_only or Path(path).parent.name == "saves"):
                raise OSError(self.code, os.strerror(self.code))
            real(path, data)

        monkeypatch.setattr(atomic, "atomic_write", write)


def _warnings(window: MainWindow, seen: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Notes the text of every warning the window shows (and of the close warning, which waits)."""
    real = window.files.warn

    def warn(text: str) -> QMessageBox:
        seen.append(text)
        return real(text)

    monkeypatch.setattr(window.files, "warn", warn)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)


def _finished(window: MainWindow) -> list[Path]:
    folder = window.library.saves_dir
    return sorted(folder.glob("finished-*.tortuga")) if folder.is_dir() else []


def _play_to_the_end(window: MainWindow, qtbot: Any, seed: int) -> None:
    start_game(window, 3, seed, [False] * 3)
    qtbot.waitUntil(lambda: window.session is not None and window.session.over, timeout=20000)
    qtbot.waitUntil(lambda: window.presenter.ended_shown, timeout=5000)


def test_a_game_that_ends_on_a_full_disk_is_pending_then_filed_when_the_disk_frees(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ends while full: kept in memory, one plain message; the timer's retry files it once there is room."""
    monkeypatch.setattr(files, "FILING_RETRY_MS", 50)
    disk, seen = Disk(monkeypatch), []
    _warnings(window, seen, monkeypatch)
    _play_to_the_end(window, qtbot, 11)
    assert window.library.unfiled is not None and _finished(window) == []
    told = [t for t in seen if "finished game could not be saved" in t]
    assert len(told) == 1 and os.strerror(errno.ENOSPC) in told[0]
    qtbot.wait(200)  # retries while full: still pending, and no second message
    assert window.library.unfiled is not None and len([t for t in seen if "could not be saved" in t]) == 1
    disk.full = False
    qtbot.waitUntil(lambda: window.library.unfiled is None, timeout=3000)
    [filed] = _finished(window)
    assert read_save(filed).save.finished
    assert read_save(filed).save.actions == window.session.to_save().actions  # type: ignore[union-attr]


def test_a_new_game_never_overwrites_the_only_copy_of_an_unfiled_finished_game(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """saves/ read-only (EROFS): the finished game's autosave is set aside, byte for byte, before the next game autosaves."""
    from tortuga_qt.app.autosave import flush_autosaves

    disk, seen = Disk(monkeypatch, saves_only=True, code=errno.EROFS), []
    _warnings(window, seen, monkeypatch)
    _play_to_the_end(window, qtbot, 12)
    assert window.library.unfiled is not None
    kept = window.library.unfiled
    start_game(window, 3, 13, [True] * 3)  # the next game: its autosave must not land on the only copy
    flush_autosaves()
    aside = sorted(window.library.data_dir.glob("autosave-unfiled-*.tortuga"))
    assert len(aside) == 1 and read_save(aside[0]).save.finished
    assert window.library.unfiled == kept  # and still in memory
    disk.full = False
    assert window.files.retry_filing()
    [filed] = _finished(window)
    assert filed.read_bytes() == kept and not aside[0].exists()  # filed: the aside copy is no longer needed


def test_a_new_game_files_the_pending_game_first_when_the_disk_has_room_again(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before a new game replaces the table, a pending finished game is filed if it can be."""
    disk = Disk(monkeypatch)
    _warnings(window, [], monkeypatch)
    _play_to_the_end(window, qtbot, 14)
    disk.full = False
    start_game(window, 3, 15, [True] * 3)
    assert window.library.unfiled is None and len(_finished(window)) == 1


def test_closing_with_an_unfiled_finished_game_warns_and_keeps_its_copy(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """At close: one more try, then a warning that says why; the autosave holding the game is set aside."""
    from tortuga_qt.app.autosave import flush_autosaves

    Disk(monkeypatch, saves_only=True)
    seen: list[str] = []
    _warnings(window, seen, monkeypatch)
    _play_to_the_end(window, qtbot, 16)
    flush_autosaves()
    window.close()
    assert any("Free some space" in t and "open Tortuga 1667 again" in t for t in seen)
    aside = sorted(window.library.data_dir.glob("autosave-unfiled-*.tortuga"))
    assert len(aside) == 1 and read_save(aside[0]).save.finished


def test_two_games_that_end_on_a_full_disk_are_both_filed_when_it_frees(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second unfiled finished game never pushes the first one out of memory."""
    disk = Disk(monkeypatch)
    _warnings(window, [], monkeypatch)
    _play_to_the_end(window, qtbot, 17)
    first = window.library.unfiled
    _play_to_the_end(window, qtbot, 18)
    assert window.library.unfiled == first
    disk.full = False
    assert window.files.retry_filing()
    assert len(_finished(window)) == 2 and all(read_save(p).save.finished for p in _finished(window))
    assert any(p.read_bytes() == first for p in _finished(window))


def test_closing_when_no_copy_is_on_the_disk_asks_and_keeps_the_window_open(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Full disk, not even an autosave: closing asks first (No is the default), and No keeps the game and the window."""
    disk = Disk(monkeypatch)
    _warnings(window, [], monkeypatch)
    asked: list[str] = []
    monkeypatch.setattr(window.files, "_ask", lambda title, text: asked.append(text) or False)
    _play_to_the_end(window, qtbot, 19)
    window.close()
    assert len(asked) == 1 and "No copy of it is on the disk" in asked[0]
    assert window.isVisible() and window.library.unfiled is not None
    disk.full = False
    window.close()  # the disk has room again: filed, and the window closes without a question
    assert not window.isVisible() and len(asked) == 1 and len(_finished(window)) == 1
