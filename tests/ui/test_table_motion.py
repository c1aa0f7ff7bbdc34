"""How the mat moves (issue 23, item 2): View › Animations › Normal / Fast / Off, reduced motion,
a revealed card flying from its slot, a marooned pawn sailing to Tortuga.

Animations never hold the rules back: every test here finds the game already moved on while the
mat still animates, and Skip animation (or Off) puts everything where the game is.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.conftest import close_window, start_game
from tortuga_qt.rules.events.card_events import Revealed
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.scene.items import SAIL_LIFT
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.table_motion import GLIDE_MS, MOTION_KEY, Motion, stored_motion


def _window(ini: str, reduced: bool, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A shown window on settings in `ini`, on a system that asks (or not) for reduced motion."""
    from tortuga_qt.ui import reduced_motion

    monkeypatch.setattr(reduced_motion, "system_prefers_reduced_motion", lambda: reduced)
    w = MainWindow(settings=QSettings(ini, QSettings.Format.IniFormat), bot_delay_ms=0,
                   data_dir=Path(ini).parent / "data", reveal_ms=0)
    w.resize(1600, 950)
    w.show()
    return w


def _checked(w: MainWindow) -> Motion:
    """Opens View › Animations as a click would and returns the speed it shows checked."""
    menu = w.findChild(QMenu, "viewAnimations")
    assert menu is not None
    menu.aboutToShow.emit()
    on = [m for m, action in w.motion.actions.items() if action.isChecked()]
    assert len(on) == 1, on
    return on[0]


def test_the_speed_picked_in_the_menu_sets_the_mats_glides_and_is_remembered(qapp, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ini = str(tmp_path / "t.ini")
    w = _window(ini, False, monkeypatch)
    try:
        start_game(w, 4, 3)
        assert _checked(w) is Motion.NORMAL and w.scene is not None and w.scene.animation_ms == 350
        w.motion.actions[Motion.FAST].trigger()
        assert w.scene.animation_ms == GLIDE_MS[Motion.FAST] == 175
        w.motion.actions[Motion.OFF].trigger()
        assert w.scene.animation_ms == 0
        w.motion.actions[Motion.FAST].trigger()
    finally:
        close_window(w)
    again = _window(ini, True, monkeypatch)  # the player's choice outweighs the system's from now on
    try:
        start_game(again, 4, 3)
        assert _checked(again) is Motion.FAST and again.scene is not None and again.scene.animation_ms == 175
    finally:
        close_window(again)


def test_a_system_asking_for_reduced_motion_keeps_the_mat_still_until_the_player_chooses(qapp, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ini = str(tmp_path / "t.ini")
    w = _window(ini, True, monkeypatch)
    try:
        start_game(w, 4, 3)
        assert w.scene is not None and w.scene.animation_ms == 0
        assert _checked(w) is Motion.OFF
        assert "reduced motion" in w.motion.actions[Motion.OFF].toolTip()
        assert QSettings(ini, QSettings.Format.IniFormat).value(MOTION_KEY) is None  # nothing chosen yet
        w.motion.actions[Motion.NORMAL].trigger()
        assert w.scene.animation_ms == 350 and _checked(w) is Motion.NORMAL
        assert "reduced motion" not in w.motion.actions[Motion.OFF].toolTip()  # the player's choice now, not the system's
        assert QSettings(ini, QSettings.Format.IniFormat).value(MOTION_KEY) == "normal"
    finally:
        close_window(w)


@pytest.mark.parametrize(("stored", "old", "expected"), [
    ("fast", None, Motion.FAST), ("off", "true", Motion.OFF), (None, "false", Motion.OFF),
    (None, "true", Motion.NORMAL), (None, None, None), ("sideways", None, None)])
def test_the_stored_speed_and_the_older_on_off_setting_read_as_a_speed(qapp, tmp_path, stored, old, expected) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    if stored is not None:
        settings.setValue(MOTION_KEY, stored)
    if old is not None:
        settings.setValue("animations", old)
    assert stored_motion(settings) is expected


@pytest.fixture
def moving(qapp, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A 4-person game on a window whose mat animates at the normal speed."""
    w = _window(str(tmp_path / "t.ini"), False, monkeypatch)
    start_game(w, 4, 3)
    w.motion.choose(Motion.NORMAL)
    QApplication.processEvents()
    yield w
    close_window(w)


def _centre(rect: QRectF) -> QPointF:
    return rect.center()


def test_a_revealed_card_flies_from_its_slot_growing_and_lands_face_up_in_the_middle(moving: MainWindow) -> None:
    scene = moving.scene
    assert scene is not None
    moving.shows.present(Revealed(seat=0, slot=3, card="pistol"), animate=True)
    card = scene._flip
    assert card is not None and card.flying
    slot = QRectF(*L.SLOTS[3])
    start = card.sceneBoundingRect()
    assert abs(start.x() - slot.x()) < 1 and abs(start.width() - slot.width()) < 1, (start, slot)
    assert card.turn == 0.0  # it starts back up, where it lay
    assert card.flight is not None
    card.flight.setCurrentTime(card.flight.totalDuration() // 2)
    half = card.sceneBoundingRect()
    assert slot.width() < half.width() < card.w  # growing on its way
    assert 0 < card.turn < 1
    scene.finish_animations()  # Skip animation (Space)
    end = card.sceneBoundingRect()
    assert not card.flying and card.turn == 1.0 and card.scale() == 1.0
    assert abs(_centre(end).x() - L.MAT.w / 2) < 1 and abs(_centre(end).y() - L.MAT.h / 2) < 1
    assert card.flight is None or card.flight.totalDuration() == 2 * GLIDE_MS[Motion.NORMAL]


def test_with_animations_off_a_revealed_card_lies_face_up_at_once(moving: MainWindow) -> None:
    moving.motion.choose(Motion.OFF)
    moving.shows.present(Revealed(seat=0, slot=1, card="pistol"), animate=moving.motion.on)
    card = moving.scene._flip if moving.scene is not None else None
    assert card is not None and not card.flying and card.turn == 1.0 and card.scale() == 1.0


def _maroon(view, seat: int):  # type: ignore[no-untyped-def]
    """The view with `seat` taken off its ship and put last in Tortuga (what a maroon does to the mat)."""
    ships = tuple(tuple(s for s in line if s != seat) for line in view.ships)
    return dataclasses.replace(view, ships=ships, tortuga=(*view.tortuga, seat))


def test_a_marooned_pawn_sails_to_tortuga_on_an_arc_in_twice_a_glide(moving: MainWindow) -> None:
    scene = moving.scene
    assert scene is not None and scene.view is not None
    seat = next(s for line in scene.view.ships for s in line)
    pawn = scene.pawns[seat]
    start = pawn.pos()
    scene.show(_maroon(scene.view, seat), set(), set(), animate=True)
    assert pawn.sailing and pawn._anim is not None
    assert pawn._anim.duration() == 2 * GLIDE_MS[Motion.NORMAL]
    end = pawn._anim.endValue()
    pawn._anim.setCurrentTime(pawn._anim.duration() // 2)
    straight = (start + end) / 2
    assert pawn.pos().y() < straight.y() - SAIL_LIFT * 0.8  # it rises over the sea, not straight across
    scene.finish_animations()
    assert not pawn.moving and pawn.pos() == end


def test_a_pawn_moving_between_ships_glides_straight_in_one_glide(moving: MainWindow) -> None:
    scene = moving.scene
    assert scene is not None and scene.view is not None
    view = scene.view
    ship = 0 if view.ships[0] else 1
    seat = view.ships[ship][-1]
    ships = [list(line) for line in view.ships]
    ships[ship].remove(seat)
    ships[1 - ship].append(seat)
    pawn = scene.pawns[seat]
    start = pawn.pos()
    scene.show(dataclasses.replace(view, ships=(tuple(ships[0]), tuple(ships[1]))), set(), set(), animate=True)
    assert pawn.moving and not pawn.sailing and pawn._anim is not None
    assert pawn._anim.duration() == GLIDE_MS[Motion.NORMAL]
    end = pawn._anim.endValue()
    pawn._anim.setCurrentTime(pawn._anim.duration() // 2)
    straight = (start + end) / 2
    assert abs(pawn.pos().y() - straight.y()) < 1 and abs(pawn.pos().x() - straight.x()) < 1


def test_turning_animations_off_puts_every_moving_pawn_where_the_game_is_at_once(moving: MainWindow) -> None:
    scene = moving.scene
    assert scene is not None and scene.view is not None
    seat = next(s for line in scene.view.ships for s in line)
    scene.show(_maroon(scene.view, seat), set(), set(), animate=True)
    pawn = scene.pawns[seat]
    assert pawn.moving
    moving.motion.actions[Motion.OFF].trigger()
    assert not pawn.moving and scene.animation_ms == 0
