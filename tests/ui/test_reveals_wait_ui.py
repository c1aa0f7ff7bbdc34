"""Reveals and results wait for the table (issue 23, item 3), through the real window.

The policy (timed or not, how long) is checked through the presenter in
tests/app/presenter/test_reveals_wait.py. Here what only the window does: a table of computers
holds a reveal on the mat for the pace's time while the computers wait, then plays on; View ›
Pace is remembered by the next window and sets the computers' pause; and the card or vote result
held on the mat is a third of the mat's height or more at 1366 x 768, its words large enough to
read across a table.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import close_window, do, module_window, start_game, table
from tortuga_qt.app.presenter.pace import Pace
from tortuga_qt.ui.scene.shown_large import FlipCard, VoteResultItem
from tortuga_qt.ui.widgets.main_window import MainWindow

HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}  # the Attack succeeds (R5)


@pytest.fixture(scope="module")
def shared(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module, reveals held (each test sets how long)."""
    yield from module_window(tmp_path_factory, "reveals_wait", reveal_ms=60_000)


@pytest.fixture
def window(shared: MainWindow) -> MainWindow:
    """The module's window with no game on it, at the normal pace, with the program's normal times."""
    if shared.session is not None:
        shared.session.stop()
        shared.session = None
    shared.pace.set_pace(Pace.NORMAL)
    shared.reveal_ms, shared.bot_delay_ms = 60_000, 0
    return shared


def _large(window: MainWindow) -> list[object]:
    return [i for i in window.scene.items() if isinstance(i, (FlipCard, VoteResultItem))]


def test_a_table_of_computers_holds_a_reveal_for_the_pace_then_plays_on(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Item 3: computers only, at Fast: the result or card stays large on the mat for half the normal time,
    the panel says it goes on by itself, the computers wait meanwhile; then it goes and they play on."""
    window.reveal_ms = 600
    window.pace.set_pace(Pace.FAST)
    start_game(window, 4, 23, [False] * 4)
    session = window.session
    qtbot.waitUntil(window.reveal_held, timeout=20000)
    moves = len(session.core.referee_game.actions)
    assert window.pace.timer.isActive() and window.pace.timer.interval() == 300
    assert "goes on by itself" in window.actions_panel.prompt.text()
    assert _large(window) and session.latch.closed
    qtbot.wait(100)
    assert window.reveal_held() and len(session.core.referee_game.actions) == moves  # the computers wait
    qtbot.waitUntil(lambda: not window.reveal_held(), timeout=3000)
    assert not _large(window)
    qtbot.waitUntil(lambda: len(session.core.referee_game.actions) > moves, timeout=10000)
    session.stop()


def test_the_pace_is_remembered_and_sets_the_computers_pause(window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Item 3: View › Pace › Fast: remembered, the game's computers pause half as long, a new window opens at Fast."""
    window.bot_delay_ms = 700
    start_game(window, 3, 5, [True, False, False])
    fast = window.findChild(QAction, "paceFast")
    assert window.findChild(QAction, "paceNormal").isChecked() and window.session.bot_delay_ms == 700
    fast.trigger()  # the player picks View › Pace › Fast
    assert fast.isChecked() and not window.findChild(QAction, "paceNormal").isChecked()
    assert window.session.bot_delay_ms == 350 and window.settings.value("pace") == "fast"
    window.settings.sync()
    window.session.stop()
    other = MainWindow(settings=QSettings(window.settings.fileName(), QSettings.Format.IniFormat), bot_delay_ms=700,
                       data_dir=tmp_path / "data", reveal_ms=0)
    try:
        assert other.pace.pace is Pace.FAST and other.findChild(QAction, "paceFast").isChecked()
        start_game(other, 3, 5, [True, False, False])
        assert other.session.bot_delay_ms == 350
    finally:
        close_window(other)


def _on_screen(window: MainWindow, item: object) -> tuple[float, float]:
    """Returns the item's height on screen and the height of the mat the view shows, in pixels."""
    view = window.table
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()  # type: ignore[attr-defined]
    mat = view.mapFromScene(window.scene.sceneRect()).boundingRect().intersected(view.viewport().rect())
    return rect.height(), mat.height()


def _px(window: MainWindow, font: QFont) -> float:
    """Returns how tall a font of the mat is drawn on screen, in pixels."""
    view = window.table
    return font.pointSizeF() * view.viewport().logicalDpiY() / 72 * view.transform().m22()


@pytest.fixture
def small(window: MainWindow):  # type: ignore[no-untyped-def]
    """The window at 1366 x 768, its panels laid out; back at its size after."""
    window.resize(1366, 768)
    QApplication.processEvents()
    window.settle_layout()
    yield window
    window.resize(1600, 950)
    QApplication.processEvents()


def test_a_vote_result_held_on_the_mat_is_read_across_the_table(small: MainWindow) -> None:
    """Item 3: at 1366 x 768 the vote result is a third of the mat's height or more; its words and cards large."""
    window = small
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    do(window, "P2 vote v10")
    assert window.reveal_held() and window.width() == 1366
    plate = next(i for i in _large(window) if isinstance(i, VoteResultItem))
    height, mat = _on_screen(window, plate)
    assert mat > 500 and height >= mat / 3, (height, mat)
    assert plate.card_h * window.table.transform().m22() >= 120  # each Vote card 120 px tall or more
    assert _px(window, plate.title_font) >= 16 and _px(window, plate.tally_font) >= 13
    assert plate.overflow() == []


def test_a_revealed_card_held_on_the_mat_is_read_across_the_table(small: MainWindow) -> None:
    """Item 3: at 1366 x 768 the revealed card is a third of the mat's height or more (it is about half);
    its title and text are drawn large enough to read from across the table."""
    window = small
    table(window, 2, fd=[0], jr=[1])
    do(window, "P1 reveal 1")
    assert window.reveal_held()
    card = next(i for i in _large(window) if isinstance(i, FlipCard))
    height, mat = _on_screen(window, card)
    assert mat > 500 and height >= mat / 3, (height, mat)
    assert _px(window, card.title_font) >= 16 and _px(window, card.text_font) >= 12
    assert card.overflow() == []
