"""The launch of the window: the autosaved game is offered back with Resume as the default, a game
set aside says where it went, and the window comes back at its size, place and state.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from tortuga_qt.ui.widgets.files import WELCOMED_KEY
from tortuga_qt.ui.widgets.main_window import MainWindow

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
UNFINISHED = FIXTURES / "format4-2p-unfinished-seed31.tortuga"  # two seats, 12 moves played


def _launch_with_autosave(window: MainWindow, answer: Any) -> list[QMessageBox]:
    """Puts an unfinished game in the autosave, launches, and lets `answer(box)` answer the question."""
    window.data_dir.mkdir(parents=True, exist_ok=True)
    assert window.library.autosave is not None
    shutil.copy(UNFINISHED, window.library.autosave)
    window.settings.setValue(WELCOMED_KEY, True)  # not the first launch: no welcome
    asked: list[QMessageBox] = []

    def respond() -> None:
        box = getattr(window, "question_box", None)
        if box is None or not box.isVisible():
            QTimer.singleShot(5, respond)
            return
        asked.append(box)
        answer(box)

    QTimer.singleShot(0, respond)
    window.startup(ask=True)
    return asked


def test_enter_on_the_launch_question_resumes_the_game(window: MainWindow) -> None:
    """Enter answers "Resume the game" (the default button): the autosaved game is back on the table."""
    texts: list[list[str]] = []

    def press_enter(box: QMessageBox) -> None:
        texts.append([b.text() for b in box.buttons()])
        QTest.keyClick(box, Qt.Key.Key_Return)

    asked = _launch_with_autosave(window, press_enter)
    assert len(asked) == 1
    assert sorted(texts[0]) == ["Resume the game", "Start a new game"]
    assert window.session is not None and len(window.session.names) == 2 and window.session.moves > 0
    assert not window.library.saves_dir.exists() or not list(window.library.saves_dir.iterdir())  # nothing filed


def test_escape_on_the_launch_question_also_resumes(window: MainWindow) -> None:
    """Closing the question changes nothing: the game comes back."""
    _launch_with_autosave(window, lambda box: QTest.keyClick(box, Qt.Key.Key_Escape))
    assert window.session is not None and len(window.session.names) == 2


def test_a_new_game_at_launch_says_the_old_one_is_in_saved_games(window: MainWindow) -> None:
    """"Start a new game" files the unfinished game and the status bar says where: Saved games."""
    told: list[str] = []

    def start_new(box: QMessageBox) -> None:
        told.append(box.informativeText())
        box.button(QMessageBox.StandardButton.No).click()

    _launch_with_autosave(window, start_new)
    assert "Saved games" in told[0]  # said before the choice, too
    dialog = window.new_game_dialog  # the usual start-up goes on: the New game dialog
    kept = list(window.library.saves_dir.glob("unfinished-*.tortuga"))
    assert len(kept) == 1
    assert "Your unfinished game was kept in Saved games" in window.statusBar().currentMessage()
    dialog.accept()  # the game chosen there replaces the default deal: the message stays
    QApplication.processEvents()
    assert "Saved games" in window.statusBar().currentMessage()
