"""The library of games (tortuga_qt/app/library/) through the real window: a full disk never
loses the unfinished game without asking, an autosave that cannot be used for any reason is
set aside and reported, a lock that cannot be created is told apart from another running copy,
and closed dialogs do not pile up.
"""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from tests.ui.driver import click_button, step_once
from tortuga_qt.app.library import Library
from tortuga_qt.app.library.lock import LockState
from tortuga_qt.app.library.shelf import progress
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.dialogs import NewGame
from tortuga_qt.ui.widgets.main_window import MainWindow

FULL = os.strerror(errno.ENOSPC)


def _answer(window: MainWindow, yes: bool, seen: list[str]) -> None:
    """Answers the next question the window asks (from inside its modal loop), noting its text."""

    def click() -> None:
        box = getattr(window.files, "question_box", None)
        if box is None or not box.isVisible():
            return
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, click)


def _full_disk_under_saves(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every atomic write into saves/ fails as on a full disk; the autosave still works."""
    real = os.replace

    def replace(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
        if Path(dst).parent.name == "saves":
            raise OSError(errno.ENOSPC, FULL)
        real(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)


def _aside(folder: Path, prefix: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(prefix)]


# ---------------------------------------------------------------------------------------- full disk


def test_new_game_on_a_full_disk_asks_and_no_changes_nothing(window: MainWindow,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The unfinished game cannot be filed: New game asks first; No keeps the table and the autosave."""
    window.start(NewGame(default_config(3), [True] * 3, 4))
    session = window.session
    assert session is not None
    rng = Rng(4)
    while session.moves == 0:  # a deal alone is nothing to lose: the pirates make a move first
        step_once(window, rng)
    steps = progress(session)[1]
    assert steps > 0 and not progress(session)[0]  # a game under way: a game to lose
    autosave = window.library.autosave
    assert autosave is not None
    session.autosave_writer.flush()  # the writer thread has saved the deal (issue 11, item 7)
    before = autosave.read_bytes()
    _full_disk_under_saves(monkeypatch)

    asked: list[str] = []
    _answer(window, False, asked)
    window.start(NewGame(default_config(4), [True] * 4, 5))
    assert len(asked) == 1 and "could not be kept" in asked[0] and FULL in asked[0], asked
    assert "Start a new game anyway and lose it?" in asked[0]
    assert window.session is session and progress(session)[1] == steps
    assert autosave.read_bytes() == before
    assert not (window.library.saves_dir).exists() or not list(window.library.saves_dir.iterdir())

    # Yes: the player chose to lose it; the new game starts.
    _answer(window, True, asked)
    window.start(NewGame(default_config(4), [True] * 4, 5))
    assert len(asked) == 2
    assert window.session is not session and window.session is not None
    assert len(window.session.names) == 4


# ---------------------------------------------------------------------------------------- unusual autosaves


def _unusual_autosave(path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """Puts something unusable at the autosave path; returns the set-aside name's prefix."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
        return "autosave-unusable-"
    if kind == "fifo":
        os.mkfifo(path)

        def unblock() -> None:  # a program that opens the pipe to read it would wait forever
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                os.close(fd)
            except OSError:
                pass

        timer = threading.Timer(1.5, unblock)
        timer.daemon = True
        timer.start()
        return "autosave-unusable-"
    from tortuga_qt.record import savefile

    path.write_bytes(b'{"format": 2}')

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("loader bug")

    monkeypatch.setattr(savefile, "read_save", broken)
    return "autosave-unreadable-"


def _check_set_aside(window: MainWindow, path: Path, prefix: str, kind: str) -> None:
    text = window.files.warning_box.text()
    assert "could not be resumed" in text and "kept aside" in text, text
    assert "Traceback" not in text and "loader bug" not in text and "RuntimeError" not in text
    aside = _aside(path.parent, prefix)
    assert len(aside) == 1, list(path.parent.iterdir())
    if kind == "folder":
        assert (aside[0] / "inside.txt").read_text() == "kept"
    # The new game autosaves where the unusable file was (once the writer thread is done).
    assert window.session is not None and window.session.autosave_writer.flush()
    assert path.is_file()


@pytest.mark.parametrize("kind", ["folder", "fifo", "loader-bug"])
def test_unusual_autosave_at_start_up_is_set_aside_and_reported(window: MainWindow, kind: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = window.library.autosave
    assert path is not None
    prefix = _unusual_autosave(path, kind, monkeypatch)
    window.files.startup(ask=False)
    monkeypatch.undo()
    _check_set_aside(window, path, prefix, kind)


@pytest.mark.parametrize("kind", ["folder", "fifo", "loader-bug"])
def test_unusual_autosave_before_a_new_game_is_set_aside_and_reported(window: MainWindow, kind: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """No start-up check ran (a file was opened at launch): New game still never writes over it."""
    path = window.library.autosave
    assert path is not None and window.session is None
    prefix = _unusual_autosave(path, kind, monkeypatch)
    window.start(NewGame(default_config(3), [True] * 3, 9))
    monkeypatch.undo()
    _check_set_aside(window, path, prefix, kind)


def test_an_autosave_that_cannot_be_set_aside_is_never_written_over(window: MainWindow,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = window.library.autosave
    assert path is not None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a game")

    def refuse(self: Path, target: Any) -> Path:
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(Path, "rename", refuse)
    window.files.startup(ask=False)
    monkeypatch.undo()
    text = window.files.warning_box.text()
    assert "could not be resumed" in text and "will not autosave" in text, text
    assert window.library.autosave is None and window.session is not None
    assert path.read_bytes() == b"not a game"


# ---------------------------------------------------------------------------------------- the lock


def test_a_lock_that_cannot_be_created_is_not_another_window(tmp_path: Path, qapp: QApplication) -> None:
    """A data folder that cannot hold the lock gets its own message, not "already open"."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    broken = Library(settings, blocker / "data")
    locking = broken.lock()
    assert locking.state is LockState.FAILED
    assert "already open" not in locking.problem and str(blocker / "data") in locking.problem
    assert "will not autosave" in locking.problem
    assert broken.autosave is None

    first, second = Library(settings, tmp_path / "data"), Library(settings, tmp_path / "data")
    assert first.lock().state is LockState.ALONE and first.autosave is not None
    other = second.lock()
    assert other.state is LockState.ELSEWHERE and "already open in another window" in other.problem
    assert second.autosave is None
    first.unlock()


@pytest.mark.parametrize("error", ["PermissionError", "UnknownError"])
def test_lock_errors_other_than_a_held_lock_are_told_apart(tmp_path: Path, qapp: QApplication,
                                                           monkeypatch: pytest.MonkeyPatch, error: str) -> None:
    """QLockFile's PermissionError/UnknownError (read-only folder, full disk) are not "already open"."""
    import PySide6.QtCore as QtCore

    real = QtCore.QLockFile

    class Failing(real):  # type: ignore[misc, valid-type]
        def tryLock(self, timeout: int = 0) -> bool:
            return False

        def error(self) -> Any:
            return getattr(real.LockError, error)

    monkeypatch.setattr(QtCore, "QLockFile", Failing)
    library = Library(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "data")
    locking = library.lock()
    assert locking.state is LockState.FAILED and library.autosave is None
    assert "already open" not in locking.problem and "cannot use its data folder" in locking.problem


# ---------------------------------------------------------------------------------------- dialogs


def _live_dialogs(window: MainWindow) -> list[QDialog]:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def belongs(widget: QWidget) -> bool:  # isAncestorOf() stops at window borders: dialogs are windows
        parent = widget.parentWidget()
        while parent is not None and parent is not window:
            parent = parent.parentWidget()
        return parent is window

    return [w for w in QApplication.allWidgets() if isinstance(w, QDialog) and belongs(w)]


def test_closed_dialogs_are_deleted_over_five_new_game_cycles(window: MainWindow, qtbot: Any) -> None:
    """End screen, replay, discard pile, New game and warning dialogs: none outlives its closing."""
    from tortuga_qt.record.savefile import read_save

    finished = Path(__file__).parents[1] / "fixtures" / "saves" / "format3-2p-finished-seed32.tortuga"
    window.resume(read_save(finished), keep_current=False)  # a finished game: the end screen opens
    qtbot.waitUntil(lambda: getattr(window.shows, "end_dialog", None) is not None and window.shows.end_dialog.isVisible(),
                    timeout=2000)
    window.files.show_replay()
    window.files.replay_dialog.close()
    QTimer.singleShot(0, lambda: [w.close() for w in QApplication.topLevelWidgets()
                                  if type(w).__name__ == "DiscardDialog" and w.isVisible()])
    window.shows.browse_discard()  # modal: closed by the timer
    click_button(window.shows.end_dialog.new_game)  # closes the end screen and opens New game
    for _ in range(5):
        dialog = window.new_game_dialog
        dialog.count.setValue(2)
        dialog._accept()  # Set sail
        window.files.show_replay()  # refused: the game is not over (a warning)
        window.files.warning_box.done(0)
        window.ask_new_game()
    window.new_game_dialog.reject()
    assert _live_dialogs(window) == []


def test_data_and_saves_folders_are_the_owners_alone(tmp_path: Path, qapp: QApplication) -> None:
    """Issue "A sealed core" (item 5): a save holds every secret; the folders the program makes
    for them are readable by their owner only (0o700), like the files (0o600)."""
    data = tmp_path / "fresh" / "data"
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    library = Library(settings, data)
    library.lock()
    library.save_folder()
    try:
        for folder in (tmp_path / "fresh", data, library.saves_dir):
            assert folder.is_dir() and folder.stat().st_mode & 0o777 == 0o700, folder
    finally:
        library.unlock()


def test_a_replay_opens_only_for_a_finished_game(tmp_path: Path, qapp: QApplication) -> None:
    """The replay shows every secret: a file is checked when it is read for the replay itself,
    so an unfinished game never opens face up (even if the file changed since it was opened)."""
    saves = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
    library = Library(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path / "data")
    unfinished = library.replay(None, saves / "format3-5p-unfinished-seed51.tortuga")
    assert unfinished.loaded is None and "finished" in unfinished.problem
    finished = library.replay(None, saves / "format3-5p-finished-seed52.tortuga")
    assert finished.loaded is not None and finished.loaded.save.finished and not finished.problem


def test_a_deal_nobody_moved_in_is_not_filed(window: MainWindow) -> None:
    """Issue 11 item 4: a new game over a deal with no move (the one dealt behind the welcome) files nothing.

    Once a pirate has moved, the game is filed as before (the test above); a deal alone is nothing
    to lose, so Saved games does not fill with untouched deals.
    """
    window.start(NewGame(default_config(3), [True] * 3, 4))
    first = window.session
    assert first is not None and first.moves == 0 and first.steps > 0
    window.start(NewGame(default_config(4), [True] * 4, 5))
    assert window.session is not first
    saves = window.library.saves_dir
    assert not saves.exists() or list(saves.iterdir()) == []
