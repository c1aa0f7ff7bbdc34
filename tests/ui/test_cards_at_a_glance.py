"""Cards readable at a glance (issue 23, item 6): Vote and Event cards 1.5x their first size.

On the real window at 1366x768 and 1920x1080, the private panel's Vote cards (a hand of three,
and the Crow's Nest deck) and the mat's Event row (the five slots, the Event deck, the discard
pile, the Vote deck) are measured in pixels against their sizes before this item: at least
1.5x each way. Nothing is clipped, the side column does not scroll, every card on the mat is in
view and takes its clicks, and the words on the cards (slot numbers, deck counts, a peeked
card's name, a Crow's Nest count) stand on a plate or beside the art, in type that reads.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from tests.ui.conftest import do, load_position, module_window, settle, start_game, table
from tests.ui.fit import hidden_in_scroll, scene_overflow, visible_rect, widget_overflow
from tortuga_qt.app.names import card_label
from tortuga_qt.rules.scenario import position
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.scene.items import SvgItem, TextItem
from tortuga_qt.ui.widgets.main_window import MainWindow

SIZES = [(1366, 768), (1920, 1080)]
# The sizes before issue 23 item 6, in pixels, measured on this window (main at ab61e01, a 7-seat
# Captain's turn, offscreen, the normal look at 100 %): a hand's Vote card in the private panel
# (its icon; the same at both sizes), an Event slot on the mat (its box mapped through the view),
# and a card of the Crow's Nest deck (a fixed 40 x 56 then).
OLD_VOTE_CARD = (56, 78)
OLD_EVENT_CARD = {(1366, 768): (52, 73), (1920, 1080): (81, 113)}
OLD_DECK_CARD = (40, 56)
GROWTH = 1.5
LEAST_ON_SCREEN_PT = 10.0  # the words on the mat's cards, in points as the screen shows them (7.4-8 before)


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One shown window for the module (no animations, no computer delay)."""
    yield from module_window(tmp_path_factory, "glance")


def show_at(window: MainWindow, size: tuple[int, int]) -> None:
    """Resizes the window and lets every layout settle (the cards' room included)."""
    window.resize(*size)
    QApplication.processEvents()
    window.settle_layout()
    for _ in range(4):
        QApplication.processEvents()
    assert (window.width(), window.height()) == size


def at_least(got: tuple[int, int], old: tuple[int, int], what: str) -> None:
    """Asserts a size is at least GROWTH times the old one, each way."""
    assert got[0] >= GROWTH * old[0] and got[1] >= GROWTH * old[1], f"{what}: {got} is not {GROWTH}x {old}"


def on_view(window: MainWindow, item: SvgItem) -> QRect:
    """Returns an item's box on the table view, in pixels."""
    return window.table.mapFromScene(item.mapRectToScene(QRectF(0, 0, item.w, item.h))).boundingRect()


def mat_cards(window: MainWindow) -> dict[str, SvgItem]:
    """Returns the Event row's cards by name: the slots, the Event deck, the discard pile, the Vote deck."""
    scene = window.scene
    assert scene is not None
    return {**{f"slot {i + 1}": s for i, s in enumerate(scene.slots)}, "Event deck": scene.event_deck,
            "discard pile": scene.discard, "Vote deck": scene.vote_deck}


def nothing_clipped(window: MainWindow, size: tuple[int, int]) -> None:
    """Every label, button and mat text fits its box; the side column shows all without scrolling."""
    problems = widget_overflow(window) + scene_overflow(window.scene)
    assert not problems, f"at {size}: " + "\n".join(problems)
    assert window.private_scroll.verticalScrollBar().maximum() == 0, size
    pirates = window.seats.findChild(QLabel, "heading")
    assert pirates is not None and not hidden_in_scroll(pirates), (size, visible_rect(pirates))
    assert window.seats.list.height() >= 60, size  # a few lines of the Pirates list


def test_a_hand_of_three_and_the_event_row_are_half_as_large_again(window: MainWindow) -> None:
    """Item 6: at 1366x768 and 1920x1080, Vote cards and Event cards >= 1.5x, in view, nothing clipped."""
    start_game(window, 7, 1)
    load_position(window, position(7, fd=(0, 1, 2), jr=(3, 4), tortuga=(5, 6), front={0: ["letter_of_marque"]}))
    for phase in ("turn", "vote"):
        if phase == "vote":
            do(window, "P1 attack")
            settle(window)  # the first voter claims the device: their cards are to be clicked now
        for size in SIZES:
            show_at(window, size)
            nothing_clipped(window, size)
            cards = window.private.card_buttons
            assert len(cards) == 3
            for target, button in cards.items():
                at_least(button.iconSize().toTuple(), OLD_VOTE_CARD, f"{phase} Vote card {target} at {size}")
                assert not hidden_in_scroll(button), (phase, size, target)
                assert button.width() >= button.iconSize().width() and button.height() >= button.iconSize().height()
            viewport = window.table.viewport().rect()
            for name, item in mat_cards(window).items():
                box = on_view(window, item)
                at_least((box.width(), box.height()), OLD_EVENT_CARD[size], f"{name} at {size}")
                assert viewport.contains(box), (name, size, box)


def test_every_card_on_the_mat_takes_its_click_and_nothing_overlaps(window: MainWindow) -> None:
    """Item 6: the larger row keeps clear of the title, the totals, the numbers and the Galleon; a slot's middle is the slot."""
    boxes = {"title": L.TITLE, "totals": L.TOTALS, "Event deck": L.EVENT_DECK, "discard": L.DISCARD,
             "Vote deck": L.VOTE_DECK, "Galleon": L.GALLEON, **{f"slot {i + 1}": b for i, b in enumerate(L.SLOTS)},
             **{f"number {i + 1}": L.slot_number(i) for i in range(len(L.SLOTS))}}
    rects = {name: QRectF(*b) for name, b in boxes.items()}
    mat = QRectF(*L.MAT)
    for name, r in rects.items():
        assert mat.contains(r), name
        for other, s in rects.items():
            assert other == name or not r.intersects(s), (name, other)
    scene = window.scene
    assert scene is not None
    for name, item in mat_cards(window).items():
        centre = item.sceneBoundingRect().center()
        first = next(i for i in scene.items(centre) if getattr(i, "target", None) is not None or i is item)
        assert first is item, name  # no plate or word takes a click meant for the card


def test_the_words_on_the_cards_stand_on_plates_in_type_that_reads(window: MainWindow) -> None:
    """Item 6: slot numbers, deck counts and a peeked card's name on plates; >= 10 pt on a 1366x768 screen."""
    table(window, 4, fd=(0, 1), jr=(2, 3), discard=["cabin_fever"], known={0: {1: "black_spot"}})
    show_at(window, (1366, 768))
    scene = window.scene
    assert scene is not None
    scale = window.table.transform().m11()  # screen pixels per scene unit (a scene point is drawn this much larger)
    numbers = [i for i in scene.items() if isinstance(i, TextItem) and i.text in {"1", "2", "3", "4", "5"}]
    assert len(numbers) == 5
    for number in numbers:
        assert number.plate and number.plate_rect().width() > 0 and number.overflow() == []
        assert number.font.pointSizeF() * scale >= LEAST_ON_SCREEN_PT, number.text
        below = number.sceneBoundingRect()
        assert not any(below.intersects(s.sceneBoundingRect().adjusted(4, 4, -4, -4)) for s in scene.slots), number.text
    labelled = [scene.event_deck, scene.vote_deck, scene.discard, scene.slots[1]]  # the counts, the pile, a peeked card
    for item in labelled:
        assert item.label, item.element
        plate = item.label_plate()
        assert plate.width() > 0 and item.label_room().contains(plate) and item.overflow() == [], item.label
        assert item.label_font.pointSizeF() * scale >= LEAST_ON_SCREEN_PT, item.label
    for kind in ("fountain_of_youth", "letter_of_marque", "spanish_armada"):  # a peeked card's whole name
        probe = SvgItem("card-back", L.CARD_W, L.CARD_H)
        probe.set_label(card_label(kind))
        assert probe.overflow() == [] and probe.label_font.pointSizeF() * scale >= LEAST_ON_SCREEN_PT, kind


def test_the_crows_nest_deck_is_half_as_large_again_and_the_side_does_not_scroll(window: MainWindow) -> None:
    """Item 6 and R: Crow's Nest. The deck's cards >= 1.5x, their counts under the art; the side column still fits."""
    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=["eight_bells", "spanish_armada"])
    do(window, "P1 reveal 1")
    do(window, "P1 crow P2")
    searchable = window.session.view().searchable if window.session is not None else ()
    deck = [b for t, b in window.private.card_buttons.items() if t.card in searchable and not b.property("hand")]
    assert len(deck) >= 8
    for size in SIZES:
        show_at(window, size)
        nothing_clipped(window, size)
        area = window.private.findChild(QScrollArea, "deckScroll")
        assert area is not None and not hidden_in_scroll(area)
        for b in deck:
            at_least(b.iconSize().toTuple(), OLD_DECK_CARD, f"Crow's Nest card at {size}")
            if b.text():  # "×3": under the card, on the button, never over its art
                assert b.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextUnderIcon
        first_row = [b for b in deck if b.y() == deck[0].y()]
        assert len(first_row) >= 4 and all(not hidden_in_scroll(b) for b in first_row), size
        for target, b in window.private.card_buttons.items():
            if b.property("hand"):
                at_least(b.iconSize().toTuple(), OLD_VOTE_CARD, f"hand's Vote card {target} beside the deck at {size}")
