"""Issue 12 item 3: every dialog is usable without a mouse.

Each of the program's dialogs, opened through the real window, is walked with Tab alone: every
button, field, list and page in it that a mouse could use gets the keyboard focus on the way, and
Esc closes the dialog. The New game dialog is also completed by keys alone (Enter deals the game).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QHeaderView,
    QLineEdit,
    QRadioButton,
    QTextBrowser,
    QWidget,
)
from shiboken6 import isValid

from tests.ui.conftest import start_game
from tortuga_qt.record.savefile import read_save
from tortuga_qt.ui.widgets.dialogs import DiscardDialog, NewGameDialog
from tortuga_qt.ui.widgets.end_screen import EndScreen
from tortuga_qt.ui.widgets.help_menu import show_about, show_shortcuts
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.reference import open_reference
from tortuga_qt.ui.widgets.welcome import WelcomeDialog

from .test_end_screen import FINISHED

INTERACTIVE = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QTextBrowser)


def usable_by_mouse(dialog: QDialog) -> list[QWidget]:
    """Returns the dialog's visible, enabled widgets a mouse could use (lists that select count too)."""
    found: list[QWidget] = []
    for w in dialog.findChildren(QWidget):
        if not (w.isVisibleTo(dialog) and w.isEnabled()):
            continue
        selects = isinstance(w, QAbstractItemView) and w.selectionMode() != QAbstractItemView.SelectionMode.NoSelection
        if isinstance(w, INTERACTIVE) or selects:
            if isinstance(w, QHeaderView) or w.objectName() == "qt_tableview_cornerbutton":
                continue  # a list's column headers sort by mouse only, as in every Qt program; the list itself is reached
            found.append(w)
    return found


def tab_walk(dialog: QDialog) -> set[QWidget]:
    """Presses Tab round the dialog and returns every widget that had the focus."""
    dialog.activateWindow()
    QApplication.processEvents()
    seen: set[QWidget] = set()
    for _ in range(400):
        focus = QApplication.focusWidget()
        if focus is not None:
            seen.add(focus)
        QTest.keyClick(focus or dialog, Qt.Key.Key_Tab)
    return seen


def _radio_sibling_seen(w: QWidget, seen: set[QWidget]) -> bool:
    """A radio button of an exclusive group is reached by the arrows once Tab reached its group (Qt's way)."""
    return isinstance(w, QRadioButton) and w.autoExclusive() and any(
        isinstance(s, QRadioButton) and s.parent() is w.parent() for s in seen)


def check(dialog: QDialog) -> None:
    """Every mouse-usable widget takes the focus by Tab; Esc closes the dialog."""
    dialog.show()
    QApplication.processEvents()
    seen = tab_walk(dialog)
    missing = [f"{type(w).__name__} {w.objectName()!r} {getattr(w, 'text', lambda: '')()!r}"
               for w in usable_by_mouse(dialog) if w not in seen and not any(s.isAncestorOf(w) for s in seen)
               and not _radio_sibling_seen(w, seen)]
    assert not missing, f"{type(dialog).__name__}: not reachable by Tab: {missing}"
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert not isValid(dialog) or not dialog.isVisible(), f"{type(dialog).__name__}: Esc does not close it"


def _opened(window: MainWindow, kind: type[QDialog]) -> QDialog:
    found = [d for d in window.findChildren(kind) if d.isVisible()]
    assert found, kind.__name__
    return found[-1]


DIALOGS: dict[str, Callable[[MainWindow], QDialog]] = {
    "new game": lambda w: NewGameDialog(w, settings=w.settings),
    "welcome": lambda w: WelcomeDialog(w),
    "rules reference": lambda w: open_reference(w, "rule:attack"),
    "keyboard shortcuts": lambda w: show_shortcuts(w),
    "about": lambda w: show_about(w),
    "discard pile": lambda w: DiscardDialog(("pistol", "albatross"), w),
}


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_every_dialog_by_tab_and_esc(window: MainWindow, name: str) -> None:
    """Issue 12 item 3: each dialog's controls are all reachable by Tab, and Esc closes it."""
    start_game(window, 4, 5)
    check(DIALOGS[name](window))


def test_saved_games_by_tab_and_esc(window: MainWindow) -> None:
    """Issue 12 item 3: the Saved games list, its buttons and its search, by Tab; Esc closes it."""
    start_game(window, 4, 5)
    window.files.show_saved_games()
    QApplication.processEvents()
    check(_opened(window, QDialog))


def test_the_end_screen_by_tab_and_esc(window: MainWindow) -> None:
    """Issue 12 item 3: the end of a game (rematch, new game, replay, look at the table) by Tab; Esc closes it."""
    window.resume(read_save(FINISHED), keep_current=False)
    for _ in range(20):
        QApplication.processEvents()
    screen = getattr(window.shows, "end_dialog", None)
    assert isinstance(screen, EndScreen)
    check(screen)


def test_a_new_game_dealt_by_keys_alone(window: MainWindow) -> None:
    """Issue 12 item 3: the New game dialog answers Enter: the game is dealt without a mouse."""
    start_game(window, 4, 5)
    before = window.session
    dialog = NewGameDialog(window, settings=window.settings)
    accepted: list[bool] = []
    dialog.accepted.connect(lambda: accepted.append(True))
    dialog.show()
    QApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert accepted == [True] and before is not None


def test_the_discard_pile_opens_by_ctrl_d(window: MainWindow) -> None:
    """Issue 12 item 3: the discard pile (a click on the mat) opens with Ctrl+D too, and Esc closes it."""
    start_game(window, 4, 5)
    opened: list[str] = []

    def close() -> None:
        for dialog in window.findChildren(DiscardDialog):
            if dialog.isVisible():
                opened.append(dialog.windowTitle())
                QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, close)  # the pile opens modally: it is closed from inside its own loop
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert opened == ["Discard pile"]
