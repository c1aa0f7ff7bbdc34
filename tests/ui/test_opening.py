"""Issue 11 item 7 (start-up): the window's opening frame, and a first game's table built behind its curtain.

`MainWindow(build=False)` is what the program shows at launch: a picture of the mat at once, the
table built with the first game. A game that starts behind the curtain shows the curtain first
and builds the table behind it once the curtain is on screen; a click on the curtain before that
builds it first. Nothing of the table is ever drawn unbuilt, and no game is lost or changed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tortuga_qt.app.new_game import NewGame
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.config import default_config
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.opening import PARCHMENT, SIDE_WIDTH, TABLE_BROWN


@pytest.fixture
def opening(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    """A launch window (`build=False`), shown, with throw-away settings and no computer delay."""
    QStandardPaths.setTestModeEnabled(True)
    w = MainWindow(settings=QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat), bot_delay_ms=0,
                   data_dir=tmp_path / "data", reveal_ms=0, build=False)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    yield w
    if w.session is not None:
        w.session.stop()
    QApplication.processEvents()


def _two_people(seed: int = 3) -> NewGame:
    return NewGame(default_config(5), [True, True, False, False, False], seed)


def test_the_opening_frame_is_the_mat_where_the_table_puts_it(opening, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Before any game: the mat's picture in the left column, the side in parchment; no table, no menus."""
    painted: list[bool] = []
    opening.first_painted.connect(lambda: painted.append(True))
    opening.show()
    qtbot.waitUntil(lambda: painted == [True], timeout=3000)
    assert not opening.built and opening.menuBar().actions() == []
    frame = opening.opening
    assert frame is not None and opening.centralWidget() is frame
    image = frame.grab().toImage()
    mat = frame.mat_rect()
    assert mat.width() / mat.height() == pytest.approx(1.6, abs=0.01)
    assert mat.right() <= frame.width() - SIDE_WIDTH + 1
    centre = image.pixelColor(int(mat.center().x()), int(mat.center().y()))
    assert centre != TABLE_BROWN and centre != QColor(0, 0, 0)  # the picture, not the bare colours
    assert image.pixelColor(frame.width() - SIDE_WIDTH // 2, frame.height() // 2) == PARCHMENT


def test_a_first_game_behind_the_curtain_shows_the_curtain_first_then_builds_the_table(opening, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The curtain is up before the table exists; once it is on screen the table is built behind it."""
    opening.show()
    qtbot.waitExposed(opening)
    assert opening.start(_two_people())
    session = opening.session
    assert session is not None and session.step.kind is StepKind.CURTAIN
    assert opening.curtain.isVisible() and not opening.built  # the curtain alone, at once
    assert opening.curtain.title.text() == f"Pass to {session.names[session.step.seat]}"
    with qtbot.waitSignal(opening.table_built, timeout=5000):
        opening.curtain.repaint()  # on screen: the table follows behind it
    assert opening.built and opening.opening is None
    assert opening.curtain.isVisible()  # still up, above the new panels: over the side column now (issue 23 item 1)
    side = opening.side_pane
    top = opening.childAt(side.mapTo(opening, side.rect().center()))
    assert top is opening.curtain or opening.curtain.isAncestorOf(top)
    mat = opening.table.viewport()
    assert opening.childAt(mat.mapTo(opening, mat.rect().center())) is mat  # the public mat is in view
    assert opening.scene is not None and opening.scene.items()  # the game is on the mat behind it
    assert opening.menuBar().actions() and opening.menuBar().isVisible()  # the menus came with the table
    assert opening.table.isVisible() and opening.actions_panel.isVisible()


def test_a_click_on_the_curtain_before_the_table_is_built_builds_it_first(opening, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The person claims the device at once: the table is built, then their private view is shown."""
    opening.show()
    qtbot.waitExposed(opening)
    assert opening.start(_two_people())
    session = opening.session
    assert session is not None and not opening.built
    seat = session.step.seat
    qtbot.mouseClick(opening.curtain.button, Qt.MouseButton.LeftButton)
    assert opening.built
    assert not opening.curtain.isVisible()
    assert session.at_device() == seat
    assert opening.private.isVisible()
    assert session.step.kind is not StepKind.CURTAIN or session.step.seat != seat


def test_a_first_game_that_does_not_start_behind_a_curtain_builds_the_table_at_once(opening, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Computer pirates only: nobody holds the device, the mat shows their game at once."""
    opening.show()
    qtbot.waitExposed(opening)
    assert opening.start(NewGame(default_config(3), [False, False, False], 5))
    assert opening.built and not opening.curtain.isVisible()
    assert opening.centralWidget() is not None and opening.opening is None


def test_the_walkthrough_builds_the_table_for_its_coach(opening, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Learn to play from a launch window: the coach sits beside a built table."""
    opening.show()
    qtbot.waitExposed(opening)
    opening.voyage_host.learn_to_play()
    assert opening.built and opening.voyage is not None
    coach = opening.voyage.coach
    qtbot.waitUntil(coach.isVisible, timeout=3000)  # a layout shows what it is given at the next turn of events
    assert opening.side_layout.indexOf(coach) == 0
    opening.voyage_host.end_voyage()


def test_recent_games_change_before_the_table_is_built(opening, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A file recorded before the menus exist (a declined resume, a double-clicked save) lands in them later."""
    opening.show()
    qtbot.waitExposed(opening)
    kept = tmp_path / "kept.tortuga"
    kept.write_bytes(b"")
    opening.library.add_recent(kept)  # no menu yet: nothing to fill, no error
    opening.menus.update()
    assert not opening.built
    opening.build_table()
    assert [a.text() for a in opening.menus.recent_menu.actions()] == ["kept"]


def test_a_save_opened_at_launch_goes_behind_the_curtain_first(opening, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A double-clicked unfinished game: its curtain at once, the file in Recent games, the table behind it."""
    from tests.ui.test_saves_ui import _midgame_save

    raw, _ = _midgame_save()
    path = tmp_path / "evening.tortuga"
    path.write_bytes(raw)
    opening.show()
    qtbot.waitExposed(opening)
    opening.files.open_from_command_line(path)
    session = opening.session
    assert session is not None and session.step.kind is StepKind.CURTAIN
    assert opening.curtain.isVisible() and not opening.built
    with qtbot.waitSignal(opening.table_built, timeout=5000):
        opening.curtain.repaint()
    assert [a.text() for a in opening.menus.recent_menu.actions()] == ["evening"]


def test_a_curtain_painted_first_is_the_window_s_first_paint(opening, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A curtain up before the opening frame was ever painted (macOS opens files early): start-up goes on."""
    painted: list[bool] = []
    opening.first_painted.connect(lambda: painted.append(True))
    assert opening.start(_two_people())  # before the window is shown: its first paint is the curtain's
    opening.show()
    qtbot.waitUntil(lambda: painted == [True], timeout=3000)
    qtbot.waitUntil(lambda: opening.built, timeout=3000)
