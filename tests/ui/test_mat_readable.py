"""Readable cards and pawns on the mat (issue 11, item 3) and a mat that resizes cheaply (item 7).

Every card title fits the large card and a row label whole (never "Black S…"), every text on
the mat reports what does not fit its box (`overflow()`), a full Jolly Roger keeps its flag in
view, every pawn has a light rim against a dark ship, a peeked card can be read by a click,
and while its view is resized the mat is one stretched picture (items wait for the size).
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from tests.ui.fit import scene_overflow
from tortuga_qt.app.names import card_label, card_name
from tortuga_qt.app.targets import Slot
from tortuga_qt.help.cards import card_counts
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.views import SeatView, view_for
from tortuga_qt.ui import renderer
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.scene.items import PawnItem, SvgItem, TextItem
from tortuga_qt.ui.scene.shown_large import FlipCard, VoteResultItem
from tortuga_qt.ui.scene.table_scene import TableScene
from tortuga_qt.ui.scene.tips import card_text

KINDS = sorted(card_counts())


@pytest.fixture(scope="module")
def crowded(qapp):  # type: ignore[no-untyped-def]
    """A 9-seat mat and a view maker: ships' lines, peeked slots, kept cards and the discard set by hand."""
    game = Game(default_config(9), 1)
    seats = game.config.seats
    scene = TableScene([s.name for s in seats], [s.pirate for s in seats])
    scene.animation_ms = 0
    base = view_for(game.state, 0)

    def view(ships: tuple[tuple[int, ...], tuple[int, ...]], tortuga: tuple[int, ...] = ()) -> SeatView:
        front = tuple(("black_spot", "fountain_of_youth", "letter_of_marque") if i in (2, 6) else () for i in range(9))
        return dataclasses.replace(base, ships=ships, tortuga=tortuga, boats=(-1, -1), front=front,
                                   known=("black_spot", "fountain_of_youth", "letter_of_marque", "spanish_armada", "el_dorado"),
                                   row_face_down=(True,) * 5, discard=("cabin_fever",))

    return scene, view


def test_every_card_title_and_text_fit_the_large_card(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: "Treasure Map: Fountain of Youth" wraps inside the title area, every card's text fits."""
    for kind in KINDS:
        card = FlipCard(kind)
        assert (card.title, card.text) == (card_name(kind), card_text(kind))  # the card's own words
        assert card.overflow() == [], kind
        assert card.title_font.pointSizeF() >= 16 and card.text_font.pointSizeF() >= 11, kind


def test_the_large_cards_title_stays_between_the_corner_ornaments(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: "Letter of Marque" clear of the card face's corner ornaments (21 of 100 units in)."""
    card = FlipCard("letter_of_marque")
    title, text = card.title_rect(), card.text_rect()
    corner_w, corner_h = card.w * 21 / 100, card.h * 21 / 140
    assert title.left() >= corner_w and title.right() <= card.w - corner_w
    assert text.bottom() <= card.h - corner_h + 0.01 and text.top() >= card.icon_rect().bottom()


def test_a_long_title_shrinks_instead_of_being_clipped(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: a title longer than any English one (a translation) still fits, smaller."""
    card = FlipCard("fountain_of_youth", lambda: ("Carte au trésor : la Fontaine de Jouvence éternelle", card_text("fountain_of_youth")))
    assert card.overflow() == []
    assert card.title_font.pointSizeF() < FlipCard.TITLE_PT


@pytest.mark.parametrize("element", ["card-back", "card-face"])
def test_every_row_and_discard_label_is_whole(qapp, element: str) -> None:  # type: ignore[no-untyped-def]
    """Item 3: peeked cards and the discard name their card whole (no "Black S…"), in readable type."""
    for kind in KINDS:
        item = SvgItem(element, L.CARD_W, L.CARD_H)
        item.set_label(card_label(kind))
        assert item.overflow() == [], kind
        assert item.label_font.pointSizeF() >= 10, kind
        assert item.label_room().contains(item.label_plate()), kind


def test_overflow_names_a_text_that_cannot_fit(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 1's fit test relies on it: a text that cannot fit even at its smallest size is reported."""
    tight = TextItem(40, 16, 12, floor=12)
    tight.set_text("Treasure British 8 French 0")
    assert tight.overflow() and "Treasure" in tight.overflow()[0]
    roomy = TextItem(300, 60, 12)
    roomy.set_text("Treasure British 8 French 0")
    assert roomy.overflow() == []


def test_vote_result_words_fit(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 3: a 9-card vote's title and two-line tally fit their plate."""
    plate = VoteResultItem("mutiny", ["2x skull/british/helm"] * 9, lambda: (
        "The cards of the Mutiny on the Flying Dutchman, shuffled", "Skulls 7 · Helms 4\nIt succeeds: the Captain is marooned to Tortuga."))
    assert plate.overflow() == []


@pytest.mark.parametrize("ships", [((0, 1, 2, 3), (4, 5, 6, 7, 8)), ((0, 1, 2, 3, 4), (5, 6, 7, 8))])
def test_a_full_ship_leaves_its_flag_in_view(crowded, ships) -> None:  # type: ignore[no-untyped-def]
    """Item 3: with 5 pirates aboard, no pawn, kept card or rank caption covers the ship's flag."""
    scene, view = crowded
    scene.show(view(ships), set(), set(), animate=False)
    for ship, (item, flag_id) in enumerate(zip(scene.ships, ("fd-flag", "jr-flag"), strict=True)):
        flag = item.mapRectToScene(renderer.element_rect(item.element, flag_id, QRectF(0, 0, item.w, item.h)))
        assert flag.width() > 20 and flag.height() > 15, flag_id
        for seat in view(ships).ships[ship]:
            pawn = scene.pawns[seat]
            assert not pawn.sceneBoundingRect().intersects(flag), (flag_id, seat)
        for cap in scene.ship_captions[ship]:
            if cap.text:
                assert not cap.mapRectToScene(cap.plate_rect()).intersects(flag), (flag_id, cap.text)
    assert scene_overflow(scene) == []


def test_captions_are_large_and_never_overlap(crowded) -> None:  # type: ignore[no-untyped-def]
    """Item 3: rank captions in large bold type, side by side without touching, in every line length."""
    scene, view = crowded
    for count in range(1, 6):
        line = tuple(range(count))
        scene.show(view((line, tuple(range(count, min(9, count + 5))))), set(), set(), animate=False)
        for captions in scene.ship_captions:
            plates = [c.mapRectToScene(c.plate_rect()) for c in captions if c.text]
            assert all(c.font.pointSizeF() >= 13 for c in captions if c.text)
            for a, b in zip(plates, plates[1:], strict=False):
                assert not a.intersects(b), (count, a, b)
        assert scene_overflow(scene) == [], count


def _outer_edge_lightness(image: QImage, y: int, background: QColor) -> float:
    """Returns the lightness of a pawn's outer edge on a line: the lightest of its first 4 pixels."""
    for x in range(image.width()):
        c = image.pixelColor(x, y)
        if abs(c.red() - background.red()) + abs(c.green() - background.green()) + abs(c.blue() - background.blue()) > 60:
            return max(image.pixelColor(x + i, y).lightnessF() for i in range(4))
    raise AssertionError("no pawn on the line")


def test_every_pawn_has_a_light_rim_on_a_dark_ship(crowded) -> None:  # type: ignore[no-untyped-def]
    """Item 3: drawn on the Jolly Roger's dark hull, each pawn's outer edge is light (the black one too)."""
    scene, _view = crowded
    hull = QColor("#1e1712")
    for pawn in scene.pawns:
        image = QImage(2 * round(pawn.w) + 20, 2 * round(pawn.h) + 20, QImage.Format.Format_ARGB32)
        image.fill(hull)
        painter = QPainter(image)
        painter.translate(10, 10)
        painter.scale(2, 2)
        PawnItem.paint(pawn, painter, None)  # type: ignore[arg-type]
        painter.end()
        assert _outer_edge_lightness(image, 10 + round(pawn.h * 1.4), hull) > 0.75, pawn.element


def test_a_click_on_a_peeked_card_shows_it_large_unless_it_is_a_move(crowded) -> None:  # type: ignore[no-untyped-def]
    """Item 3: with no choice under way a peeked slot shows its card; during a choice it is a target."""
    scene, view = crowded
    asked: list[str] = []
    targets: list[object] = []
    scene.card_asked.connect(asked.append)
    scene.target_clicked.connect(targets.append)

    def click(item: SvgItem) -> None:
        event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setScenePos(item.sceneBoundingRect().center())
        scene.mousePressEvent(event)

    scene.show(view(((0, 1), (2, 3))), set(), set(), animate=False)
    click(scene.slots[1])
    assert asked == ["fountain_of_youth"] and targets == []
    assert scene._flip is not None and scene._flip.title == card_name("fountain_of_youth")
    scene.clear_card()
    scene.show(view(((0, 1), (2, 3))), {Slot(1), Slot(2)}, set(), animate=False)
    click(scene.slots[1])
    assert asked == ["fountain_of_youth"] and targets == [Slot(1)]
    kept = scene.pawns[2]
    scene.show(view(((0, 1), (2, 3))), set(), set(), animate=False)
    asked.clear()
    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setScenePos(kept.mapToScene(QPointF(kept.w + 7, 1)))  # the first kept card at its shoulder
    scene.mousePressEvent(event)
    assert asked == ["black_spot"]
    scene.clear_card()


def test_resizing_shows_one_picture_then_paints_sharp(qtbot, crowded) -> None:  # type: ignore[no-untyped-def]
    """Item 7: while the view is resized the mat is a stretched picture; once settled, items paint again."""
    from tortuga_qt.ui.widgets.table_view import TableView

    scene, view = crowded
    scene.show(view(((0, 1, 2), (3, 4))), set(), set(), animate=False)
    table = TableView(scene)
    qtbot.addWidget(table)
    table.resize(800, 500)
    table.show()
    qtbot.waitUntil(lambda: scene.picture.sharp_key is not None and scene.picture.sharp_key[0] > 0, timeout=3000)  # the sharp mat
    table.resize(900, 560)
    assert scene.resizing and scene.picture.snapshot is not None
    table.viewport().repaint()
    qtbot.waitUntil(lambda: not scene.resizing, timeout=2000)
    assert scene.picture.snapshot is None
    image = table.grab().toImage()
    assert image.width() == 900
