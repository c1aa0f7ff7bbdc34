"""Fixtures for the table tests: an offscreen MainWindow with throw-away settings and no delays.

`window` is a shown 1600x950 MainWindow whose settings live in a temporary ini file, with
animations off, computer seats playing at once and reveals not held before curtains
(tests/ui/test_handoffs.py turns that on). `start_game` starts a seeded game on it;
`load_position` puts a hand-built rules position on the table (the only place that does so).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from tests.app.tables import position_core
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.state import GameState
from tortuga_qt.ui.widgets.dialogs import NewGame
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.table_motion import Motion


def make_window(qtbot, settings_file, data_dir) -> MainWindow:  # type: ignore[no-untyped-def]
    """Returns a shown 1600x950 main window: settings in an ini file, no animations, no bot delay."""
    QStandardPaths.setTestModeEnabled(True)
    settings = QSettings(str(settings_file), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, bot_delay_ms=0, data_dir=data_dir, reveal_ms=0)  # reveals not held (issue 11)
    qtbot.addWidget(w)
    w.motion.choose(Motion.OFF)
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, tmp_path):
    """A shown main window with settings in a temporary ini file, no animations, no bot delay."""
    w = make_window(qtbot, tmp_path / "tortuga.ini", tmp_path / "data")
    yield w
    if w.session is not None:
        w.session.stop()
    # Let queued bot signals from the pool (if any) arrive while the window still exists.
    QApplication.processEvents()


def module_window(tmp_path_factory: pytest.TempPathFactory, label: str, **kw: object) -> Iterator[MainWindow]:
    """Yields one shown window for a whole test module (a window costs more than a table on it), then closes it.

    Settings and data live in a fresh temporary folder; no animations, no computer delay; `kw`
    goes to MainWindow (e.g. `reveal_ms=0`).
    """
    QStandardPaths.setTestModeEnabled(True)
    folder = tmp_path_factory.mktemp(label)
    w = MainWindow(settings=QSettings(str(folder / "t.ini"), QSettings.Format.IniFormat), bot_delay_ms=0,
                   data_dir=folder / "data", **kw)  # type: ignore[arg-type]
    w.motion.choose(Motion.OFF)
    w.resize(1600, 950)
    w.show()
    yield w
    close_window(w)


def close_window(w: MainWindow) -> None:
    """Stops a window's game and deletes the window (gone, not only closed: later tests walk every widget)."""
    if w.session is not None:
        w.session.stop()
    w.close()
    w.deleteLater()
    QApplication.processEvents()


def start_game(window: MainWindow, n: int, seed: int, humans: Sequence[bool] | None = None,
               level: str = "random") -> None:
    """Starts a seeded game of n seats on the window (all human unless told otherwise).

    Computer seats play at `level`: random by default, since these tests are about the table,
    not the pirates' strength (tests/bots plays the levels, Hard included, through the window).
    """
    flags = list(humans) if humans is not None else [True] * n
    levels = {seat: level for seat, human in enumerate(flags) if not human}
    window.start(NewGame(default_config(n), flags, seed, levels))


def load_position(window: MainWindow, state: GameState, claim: bool = True) -> None:
    """Replaces the game on the table by a hand-built position and redraws it.

    The private looks owed at the start (Loyalty) are dropped and the story starts afresh, so
    the table goes straight to the seat that must decide; with `claim` that seat also claims
    the device behind the curtain.
    """
    from tests.ui.driver import click_button

    session = window.session
    assert session is not None, "start a game first"
    window.choice = None
    window.presenter.seen.clear()  # the story starts afresh: so do the curtains' recaps
    session.restart_from(position_core(session.config, session.seed, state, session.humans, session.levels))
    window.presenter.moves.restart(session.public_view(), len(session.public_log()))  # nothing has moved here yet
    if claim and session.step.kind is StepKind.CURTAIN:
        click_button(window.curtain.button)
    QApplication.processEvents()


def settle(window: MainWindow) -> None:
    """Clicks through curtains and private looks until a human must decide (or the game ended)."""
    from tests.ui.driver import button, click_button

    session = window.session
    assert session is not None
    for _ in range(50):
        QApplication.processEvents()
        kind = session.step.kind
        if window.reveal_held():
            click_button(button(window, "continue"))
        elif kind is StepKind.CURTAIN:
            click_button(window.curtain.button)
        elif kind is StepKind.LOOK:
            click_button(button(window, "lookDone"))
        else:
            return
    raise AssertionError("the table never settled on a decision")


def table(window: MainWindow, n: int = 4, **kw: object) -> GameState:
    """Starts an n-seat all-human game and replaces it by `position(n, **kw)`; returns that state."""
    from tortuga_qt.rules.scenario import position

    start_game(window, n, 1)
    state = position(n, **kw)  # type: ignore[arg-type]
    load_position(window, state)
    assert window.session is not None and window.session.step.kind is StepKind.DECIDE
    return state


def do(window: MainWindow, text: str) -> None:
    """Hands the device to whoever must decide, then performs `text` (notation) through the widgets."""
    from tests.ui.driver import act
    from tortuga_qt.rules.notation import parse_action

    settle(window)
    action = parse_action(text)
    session = window.session
    assert session is not None
    assert session.step.kind is StepKind.DECIDE and session.step.seat == action.seat, session.step
    assert action in session.legal(), f"{text} is not legal now"
    before = len(session.core.referee_game.actions)
    act(window, action)
    assert session.core.referee_game.actions[before] == action, "the clicks did not submit the intended action"
