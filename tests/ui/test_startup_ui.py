"""The launch of the window: the autosaved game is offered back with Resume as the default, a game
set aside says where it went, and the window comes back at its size, place and state.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from tortuga_qt.ui.widgets.files import WELCOMED_KEY
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.window_place import keep_on_screen, remember_place

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
UNFINISHED = FIXTURES / "format4-2p-unfinished-seed31.tortuga"  # two seats, 12 moves played


def _launch_with_autosave(window: MainWindow, answer: Any) -> list[QMessageBox]:
    """Puts an unfinished game in the autosave, launches, and lets `answer(box)` answer the question."""
    window.files.data_dir.mkdir(parents=True, exist_ok=True)
    assert window.library.autosave is not None
    shutil.copy(UNFINISHED, window.library.autosave)
    window.settings.setValue(WELCOMED_KEY, True)  # not the first launch: no welcome
    asked: list[QMessageBox] = []

    def respond() -> None:
        box = getattr(window.files, "question_box", None)
        if box is None or not box.isVisible():
            QTimer.singleShot(5, respond)
            return
        asked.append(box)
        answer(box)

    QTimer.singleShot(0, respond)
    window.files.startup(ask=True)
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


# ---------------------------------------------------------------------------------------- the window's place


def _window(qtbot: Any, settings: QSettings) -> MainWindow:
    w = MainWindow(settings=settings, bot_delay_ms=0, data_dir=Path(settings.fileName()).parent / "data", build=False)
    qtbot.addWidget(w)
    return w


def _screen() -> QRect:
    primary = QGuiApplication.primaryScreen()
    assert primary is not None
    return primary.availableGeometry()


def test_the_window_comes_back_at_its_size_and_position(qtbot: Any, tmp_path: Path) -> None:
    """Closed at some size and place, the next window (same settings) opens there, not at the default."""
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    first = _window(qtbot, settings)
    area = _screen()
    first.setGeometry(area.x() + 40, area.y() + 30, 700, 500)
    first.show()
    qtbot.waitExposed(first)
    placed = first.geometry()
    first.close()
    again = _window(qtbot, settings)
    assert again.size() == placed.size() and again.pos() == placed.topLeft()
    again.show()
    assert again.geometry() == placed and not again.isMaximized()


def test_a_maximized_window_comes_back_maximized(qtbot: Any, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    first = _window(qtbot, settings)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized, timeout=2000)
    first.close()
    again = _window(qtbot, settings)
    again.show()
    qtbot.waitExposed(again)
    assert again.isMaximized()


def test_a_place_off_every_screen_comes_back_on_the_primary_screen(qtbot: Any, tmp_path: Path) -> None:
    """A monitor was unplugged: a window kept far off screen (and larger than it) opens on the primary screen."""
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    area = _screen()
    first = _window(qtbot, settings)
    first.setGeometry(area.right() + 3000, area.bottom() + 2000, area.width() + 400, area.height() + 300)
    remember_place(first, settings)
    first.deleteLater()
    again = _window(qtbot, settings)
    again.show()
    qtbot.waitExposed(again)
    assert area.contains(again.geometry()), (again.geometry(), area)


def test_keep_on_screen_brings_a_lost_window_onto_the_primary_screen(qtbot: Any, tmp_path: Path) -> None:
    """The last net (after Qt's own check in restoreGeometry): a window no screen shows is moved and made to fit."""
    area = _screen()
    window = _window(qtbot, QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat))
    window.setGeometry(area.x() - 5000, area.y() + 10, area.width() * 2, area.height() * 2)
    keep_on_screen(window)
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
    near = QRect(area.x() + 10, area.y() + 10, area.width() // 2, area.height() // 2)
    window.setGeometry(near)
    keep_on_screen(window)  # a window the screen shows is left where it is
    assert window.geometry() == near


def test_each_arrangement_of_screens_gets_its_own_place(qtbot: Any, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """At the desk and on the road: each arrangement of screens gets back the place it had there."""
    from tortuga_qt.ui.widgets import window_place

    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    area = _screen()
    places = {"desk": QRect(area.x() + 10, area.y() + 40, 600, 450), "road": QRect(area.x() + 50, area.y() + 60, 500, 400)}
    for arrangement, place in places.items():
        monkeypatch.setattr(window_place, "screens_signature", lambda a=arrangement: a)
        w = _window(qtbot, settings)
        w.setGeometry(place)
        w.show()
        qtbot.waitExposed(w)
        w.close()
    for arrangement in ("desk", "road", "new"):  # a new arrangement: the last place used
        monkeypatch.setattr(window_place, "screens_signature", lambda a=arrangement: a)
        assert _window(qtbot, settings).geometry() == places.get(arrangement, places["road"]), arrangement
