"""Issue 11 item 7 (start-up): the window's first frame comes from a shipped picture of the mat."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tortuga_qt.ui import first_frame
from tortuga_qt.ui.scene.table_scene import TableScene


def test_the_shipped_pictures_are_current(qapp: QApplication) -> None:
    """The pictures match the art, the painting code and the empty mat's pieces and words.

    When this fails (art, items or layout changed), run `python resources/art/build_first_frame.py`;
    until then the window renders its first frame from the SVG (slower, never wrong).
    """
    assert first_frame.mat_picture() is not None
    assert first_frame.curtain_picture() is not None
    assert first_frame.scene_picture(TableScene([], [])) is not None
    source = first_frame.source_stamp()  # the art and painting code: checked here, not at each start
    for name in (first_frame.SCENE_PICTURE, first_frame.MAT_PICTURE, first_frame.CURTAIN_PICTURE):
        assert first_frame.picture_source(name) == source, name


def test_a_game_mat_is_never_drawn_from_the_empty_picture(qapp: QApplication) -> None:
    """A mat with pawns (a game) has another description: the empty mat's picture is refused."""
    scene = TableScene(["Ann", "Bob"], ["morgan", "olonnais"])
    for pawn in scene.pawns:
        pawn.setVisible(True)
    assert first_frame.scene_picture(scene) is None
