"""The usual choice comes first: after a successful Attack key 1 takes the treasure, and leaving it
asks first, in the action panel (app/choices.py orders every decision's buttons), by the keys.

The buttons' order and the questions asked first (the Fountain of Youth's too) are checked through
the presenter in tests/app/presenter/test_asking_first.py; here the number keys and Escape press them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import do, module_window, settle, table
from tests.ui.test_keyboard import key
from tortuga_qt.rules.frames import TakeF
from tortuga_qt.rules.places import FD
from tortuga_qt.ui.widgets.main_window import MainWindow

# P1 holds a Cannon (v0), P2 a Torch (v10): the Attack succeeds (R5).
ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module: every test puts its own game on the table (a window costs more)."""
    yield from module_window(tmp_path_factory, "usual", reveal_ms=0)


def _names(window: MainWindow) -> list[str]:
    return [b.objectName() for b in window.keys.buttons()]


def _after_a_successful_attack(window: MainWindow) -> None:
    table(window, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    do(window, "P2 vote v10")
    settle(window)
    assert window.session is not None and window.session.core.referee_game.state.stack[-1] == TakeF(0, FD)
    QApplication.processEvents()


def test_key_1_takes_the_treasure_after_a_successful_attack(window: MainWindow) -> None:
    _after_a_successful_attack(window)
    assert _names(window) == ["kind:take", "do:P1 take none"]
    key(window, Qt.Key.Key_1)
    assert window.choice is not None and window.choice.kind == "take"  # the mat asks where it comes from
    assert window.session is not None and isinstance(window.session.core.referee_game.state.stack[-1], TakeF)


def test_leaving_the_treasure_asks_first_and_back_undoes_the_press(window: MainWindow) -> None:
    _after_a_successful_attack(window)
    session = window.session
    assert session is not None
    before = len(session.core.referee_game.actions)
    key(window, Qt.Key.Key_2)
    QApplication.processEvents()
    assert len(session.core.referee_game.actions) == before  # nothing applied yet
    assert _names(window) == ["yes", "cancel"]
    assert "Leave the treasure?" in window.actions_panel.prompt.text()
    key(window, Qt.Key.Key_Escape)  # Back
    QApplication.processEvents()
    assert _names(window) == ["kind:take", "do:P1 take none"] and len(session.core.referee_game.actions) == before
    key(window, Qt.Key.Key_2)
    QApplication.processEvents()
    key(window, Qt.Key.Key_1)  # Yes, leave the treasure
    assert session.core.referee_game.actions[before].args() == "none"
    assert session.core.referee_game.state.galleon == 4  # it stayed on the Spanish Galleon
