"""`tortuga --screenshot` and grabs of the window: real pictures of the mat, at several sizes.

A picture is "not blank" when it has many distinct colours overall and each of the main things
on the mat (the Spanish Galleon, both ships, Tortuga, the Event row) is drawn with detail rather
than as a flat area. Scene boxes come from `layout`, so the tests follow the mat's geometry.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QImage

from tests.ui.conftest import do, start_game, table
from tests.ui.driver import button
from tortuga_qt.main import main
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.widgets.main_window import MainWindow


@pytest.fixture(autouse=True)
def _english(qapp, monkeypatch):  # type: ignore[no-untyped-def]
    """`--screenshot` installs the player's chosen language: English here, whatever this computer's setting."""
    from tortuga_qt.ui.translations import install_translators
    from tortuga_qt.ui.widgets import language_menu

    monkeypatch.setattr(language_menu, "chosen_language", lambda settings: "en")
    yield
    install_translators(qapp, "en")


REGIONS = {
    "galleon": L.GALLEON,
    "Flying Dutchman": L.SHIPS[0],
    "Jolly Roger": L.SHIPS[1],
    "Tortuga": L.TORTUGA,
    "Event row": L.Box(L.SLOTS[0].x, L.SLOTS[0].y, L.SLOTS[-1].x + L.SLOTS[-1].w - L.SLOTS[0].x, L.CARD_H),
}


def colours(image: QImage, rect: QRect, step: int) -> set[int]:
    """Returns the distinct colours sampled on a grid inside `rect`."""
    rect = rect.intersected(image.rect())
    out = set()
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            out.add(image.pixel(x, y))
    return out


def spread(image: QImage, rect: QRect, step: int) -> int:
    """Returns the range of grey levels (0-255) sampled inside `rect` (0: a flat area)."""
    rect = rect.intersected(image.rect())
    greys = []
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            p = image.pixel(x, y)
            greys.append(((p >> 16 & 255) * 11 + (p >> 8 & 255) * 16 + (p & 255) * 5) // 32)
    return max(greys) - min(greys)


def assert_mat_drawn(image: QImage, to_image, step: int) -> None:
    """Checks every main region of the mat, mapped into the image by `to_image(box) -> QRect`."""
    for name, box in REGIONS.items():
        rect = to_image(box)
        assert image.rect().contains(rect), f"{name} is outside the picture: {rect}"
        found = colours(image, rect, step)
        assert len(found) > 40, f"{name} looks flat: {len(found)} colours"
        assert spread(image, rect, step) > 100, f"{name} has no contrast"


def screenshot_box(size: tuple[int, int]):
    """Returns how `tortuga --screenshot` maps a scene box into a picture of `size`."""
    w, h = size
    scale = min(w / L.MAT.w, h / L.MAT.h)
    x0, y0 = (w - L.MAT.w * scale) / 2, (h - L.MAT.h * scale) / 2

    def to_image(box: L.Box) -> QRect:
        return QRect(round(x0 + box.x * scale), round(y0 + box.y * scale), round(box.w * scale), round(box.h * scale))

    return to_image


@pytest.mark.parametrize(("size", "step"), [((1280, 720), 3), ((3840, 2160), 9)])
def test_screenshot_writes_a_detailed_png_of_the_requested_size(qapp, tmp_path, capsys, size, step):
    path = tmp_path / "mat.png"
    text = f"{size[0]}x{size[1]}"
    status = main(["--screenshot", str(path), "--players", "6", "--seed", "4", "--moves", "25", "--size", text])
    assert status == 0
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"({text}, 6 players, seed 4" in capsys.readouterr().out
    image = QImage(str(path))
    assert not image.isNull()
    assert (image.width(), image.height()) == size
    every = colours(image, image.rect(), step * 4)
    assert len(every) > 500, f"only {len(every)} colours: a blank picture?"
    assert_mat_drawn(image, screenshot_box(size), step)
    # Six pawns stand on the mat: the pawn colours are there (not only the mat's browns).
    assert len(colours(image, screenshot_box(size)(L.Box(0, 300, 1600, 500)), step)) > 200


def test_screenshot_is_the_same_picture_for_the_same_seed(qapp, tmp_path):
    args = ["--players", "6", "--seed", "4", "--moves", "25", "--size", "640x360"]
    assert main(["--screenshot", str(tmp_path / "a.png"), *args]) == 0
    assert main(["--screenshot", str(tmp_path / "b.png"), *args]) == 0
    assert QImage(str(tmp_path / "a.png")) == QImage(str(tmp_path / "b.png"))


@pytest.mark.parametrize("size", ["big", "1280x", "1280x720x2", "100x100", "9000x720", "-1280x720"])
def test_bad_size_is_an_argparse_error(qapp, tmp_path, capsys, size):
    path = tmp_path / "mat.png"
    with pytest.raises(SystemExit) as info:
        main(["--screenshot", str(path), "--size", size])
    assert info.value.code == 2
    assert "--size" in capsys.readouterr().err
    assert not path.exists()


def window_box(window: MainWindow):
    """Returns how the window maps a scene box onto its own pixels (through the table view)."""
    view = window.table

    def to_image(box: L.Box) -> QRect:
        a = view.mapFromScene(QPointF(box.x, box.y))
        b = view.mapFromScene(QPointF(box.x + box.w, box.y + box.h))
        top_left = view.viewport().mapTo(window, a)
        bottom_right = view.viewport().mapTo(window, b)
        return QRect(top_left, bottom_right - QPoint(1, 1))

    return to_image


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_window_grab_shows_the_whole_mat(window, qtbot, size):
    start_game(window, 5, 4, [True, False, False, False, False])  # one person: no curtain
    window.resize(*size)
    done = button(window, "lookDone")
    qtbot.waitUntil(lambda: done.isVisible() and all(b.isVisible() for b in window.private.card_buttons.values()),
                    timeout=2000)
    assert (window.width(), window.height()) == size
    assert not window.curtain.isVisible()
    # The side column fits: the Done button and the Vote cards are inside the window.
    for widget in [done, *window.private.card_buttons.values()]:
        assert window.rect().contains(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))
    image = window.grab().toImage()
    assert (image.width(), image.height()) == (round(size[0] * image.devicePixelRatio()),
                                             round(size[1] * image.devicePixelRatio()))
    image.setDevicePixelRatio(1.0)
    if image.width() != size[0]:  # a high-dpi grab: compare in device pixels
        image = image.scaled(size[0], size[1])
    to_image = window_box(window)
    mat = to_image(L.MAT)
    viewport = QRect(window.table.viewport().mapTo(window, QPoint(0, 0)), window.table.viewport().size())
    # The whole mat is in view (fitted, not cropped) and takes most of the table's width or height.
    assert viewport.adjusted(-2, -2, 2, 2).contains(mat), (mat, viewport)
    assert mat.width() >= 0.95 * viewport.width() or mat.height() >= 0.95 * viewport.height()
    assert mat.width() > 0.5 * size[0]
    every = colours(image, image.rect(), 4)
    assert len(every) > 500
    assert_mat_drawn(image, to_image, 3)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_window_keeps_its_size_while_searching_the_vote_deck(window, qtbot, size):
    """Crow's Nest shows the whole Vote deck in the private panel; the window must still fit."""
    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=["eight_bells", "spanish_armada"])
    do(window, "P1 reveal 1")
    do(window, "P1 crow P2")
    window.resize(*size)
    from tortuga_qt.rules.cards import VOTE_FACE

    cards = window.private.card_buttons
    deck = window.session.core.referee_game.state.vote_deck
    faces = {VOTE_FACE[c] for c in deck}
    shown = [t for t in cards if t.card in deck]
    assert {VOTE_FACE[t.card] for t in shown} == faces  # one button per face in the deck
    assert len(cards) == 3 + len(faces)  # P1's hand, then the deck's distinct faces
    qtbot.waitUntil(lambda: all(b.isVisible() for b in cards.values()), timeout=2000)
    assert window.minimumSizeHint().height() <= size[1], window.minimumSizeHint()
    assert (window.width(), window.height()) == size
    for b in cards.values():  # every card can be reached: scrolled into view, it lies in the window
        window.private_scroll.ensureWidgetVisible(b)
        assert window.rect().contains(QRect(b.mapTo(window, QPoint(0, 0)), b.size()))
