"""'What is this?' on the mat and the panels: tooltips from the help, right-click menus, full card texts."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QWidget

from tests.ui.conftest import module_window, table
from tests.ui.driver import button, click_button, click_target
from tortuga_qt.app.names import card_name
from tortuga_qt.help.cards import card_text
from tortuga_qt.help.mat_help import ItemKind, item_help, rank_help
from tortuga_qt.ui.widgets.main_window import MainWindow


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module: every test puts its own game on the table (a window costs more)."""
    yield from module_window(tmp_path_factory, "whatis", reveal_ms=0)


def _right_click(window: MainWindow, item) -> None:  # type: ignore[no-untyped-def]
    """Right-clicks the middle of a mat item as a person would (press, then the context menu event)."""
    view = window.table
    rect = item.sceneBoundingRect()
    point = view.mapFromScene(QPointF(rect.center().x(), rect.y() + rect.height() * 0.6))
    QTest.mousePress(view.viewport(), Qt.MouseButton.RightButton, pos=point)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.RightButton, pos=point)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)


def _menu_texts(window: MainWindow) -> list[str]:
    menu = window.scene.context_menu
    assert menu is not None, "no menu opened"
    return [a.text() for a in menu.actions()]


def _pick(window: MainWindow, text: str, qtbot) -> str:  # type: ignore[no-untyped-def]
    """Triggers the menu entry `text`; returns the page id help_requested carried."""
    menu = window.scene.context_menu
    assert menu is not None
    action = next(a for a in menu.actions() if a.text() == text)
    with qtbot.waitSignal(window.scene.help_requested, timeout=1000) as blocker:
        action.trigger()
    return str(blocker.args[0])


# --------------------------------------------------------------------------- tooltips on the mat


def test_every_mat_item_tells_its_rule(window):
    table(window, 4, fd=[0, 1], jr=[2], tortuga=[3])
    scene = window.scene
    kinds = [(scene.galleon, ItemKind.GALLEON), *[(s, ItemKind.SHIP) for s in scene.ships],
             (scene.tortuga, ItemKind.TORTUGA), *[(b, ItemKind.ROWBOAT) for b in scene.boats],
             *[(h, ItemKind.HOLD) for h in scene.holds], *[(a, ItemKind.TORTUGA_AREA) for a in scene.areas],
             *[(s, ItemKind.EVENT_SLOT) for s in scene.slots], (scene.event_deck, ItemKind.EVENT_DECK),
             (scene.vote_deck, ItemKind.VOTE_DECK), (scene.discard, ItemKind.DISCARD), (scene.totals, ItemKind.TOTALS)]
    for item, kind in kinds:
        h = item_help(kind)
        assert h.text in item.toolTip(), (kind, item.toolTip())
        assert item.help_page == h.page
    assert "Treasure here: 1" in scene.holds[0].toolTip()  # what it holds now, too
    assert "Flying Dutchman" in scene.ships[0].toolTip() and "Captain" in scene.ships[0].toolTip()


def test_pawn_tooltip_names_the_pirate_their_ranks_and_kept_cards_in_full(window):
    table(window, 4, fd=[0, 1], jr=[2], tortuga=[3], boats=(-1, -1), front={1: ["albatross", "el_dorado"]})
    scene, names = window.scene, window.session.names
    tips = [p.toolTip() for p in scene.pawns]
    assert names[0] in tips[0] and "Captain of the Flying Dutchman" in tips[0] and rank_help("captain") in tips[0]
    assert "First Mate of the Flying Dutchman" in tips[1] and "Cabin Boy of the Flying Dutchman" in tips[1]
    assert card_text("albatross") in tips[1] and card_text("el_dorado") in tips[1]
    assert "Captain of the Jolly Roger" in tips[2] and "Cabin Boy of the Jolly Roger" in tips[2]
    assert "Governor of Tortuga" in tips[3] and rank_help("governor") in tips[3]
    assert card_text("albatross") not in tips[0]


def test_pawn_on_a_rowboat_says_so(window):
    table(window, 4, fd=[0, 1], jr=[2], boats=(3, -1))
    assert "On a Rowboat" in window.scene.pawns[3].toolTip()
    assert window.session.names[3] in window.scene.boats[0].toolTip()


def test_a_peeked_slot_and_the_discard_pile_show_the_full_card_text(window):
    table(window, 4, fd=[0, 1], jr=[2, 3], known={0: {1: "x"}}, discard=["pistol", "scurvy"])
    scene = window.scene
    assert window.session.view().seat == 0
    peeked = scene.slots[1].toolTip()
    assert "you saw Black Spot here" in peeked and card_text("black_spot") in peeked
    assert "you saw" not in scene.slots[0].toolTip()
    assert card_text("black_spot") not in scene.slots[0].toolTip()
    top = scene.discard.toolTip()
    assert card_text("scurvy") in top and card_text("pistol") not in top


def test_hovering_a_hold_shows_its_help(window, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    table(window, 4, fd=[0, 1], jr=[2, 3])
    view, hold = window.table, window.scene.holds[3]
    rect = hold.sceneBoundingRect()
    point = view.mapFromScene(QPointF(rect.center().x(), rect.y() + 10))
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert item_help(ItemKind.HOLD).text in QToolTip.text() and "Jolly Roger: French hold" in QToolTip.text()
    QToolTip.hideText()


# --------------------------------------------------------------------------- right-click: "What is this?"


def test_right_click_on_a_ship_asks_for_its_page_and_changes_nothing(window, qtbot):
    state = table(window, 4, fd=[0, 1], jr=[2, 3])
    click_button(button(window, "kind:move"))  # a choice under way: right-clicks must not feed it
    _right_click(window, window.scene.ships[0])
    assert _menu_texts(window) == ["What is this?"]
    assert _pick(window, "What is this?", qtbot) == item_help(ItemKind.SHIP).page == "rule:mat"
    assert window.session.core.referee_game.state is state and window.session.core.referee_game.actions == []
    assert window.choice is not None and window.choice.clicks == ()
    assert window.actions_panel.message.text() == ""


def test_right_click_everywhere_gives_the_right_page(window, qtbot):
    table(window, 4, fd=[0, 1], jr=[2], tortuga=[3], discard=["pistol"])
    scene = window.scene
    for item, page in [(scene.galleon, "rule:attack"), (scene.holds[2], "rule:mat"), (scene.tortuga, "rule:tortuga"),
                       (scene.boats[1], "rule:moving"), (scene.slots[4], "rule:events"), (scene.vote_deck, "rule:votes"),
                       (scene.event_deck, "rule:end"), (scene.areas[1], "rule:brawl"), (scene.totals, "rule:goal"),
                       (scene.pawns[2], "rule:ranks")]:
        _right_click(window, item)
        assert _pick(window, "What is this?", qtbot) == page, item
    _right_click(window, scene.discard)
    assert _menu_texts(window) == ["What is this?", f"About {card_name('pistol')}"]
    assert _pick(window, f"About {card_name('pistol')}", qtbot) == "card:pistol"
    assert window.session.core.referee_game.actions == []


def test_right_click_on_a_kept_card_icon_opens_that_card(window, qtbot):
    table(window, 4, fd=[0, 1], jr=[2, 3], front={2: ["pirate_code"]})
    scene = window.scene
    pawn = scene.pawns[2]
    icon = pawn.mapToScene(QPointF(pawn.w + 7, 1))  # the first icon at the pawn's shoulder
    assert scene.help_at(icon) == ("rule:kept-cards", ("pirate_code",))
    body = pawn.mapToScene(QPointF(pawn.w / 2, pawn.h / 2))
    assert scene.help_at(body) == ("rule:ranks", ("pirate_code",))


def test_left_clicks_still_choose_after_a_right_click(window, qtbot):
    table(window, 4, fd=[0, 1], jr=[2, 3])
    _right_click(window, window.scene.slots[0])
    window.scene.close_menu()
    click_button(button(window, "kind:reveal"))
    click_target(window, "slot:0")
    assert len(window.session.core.referee_game.actions) == 1


def test_the_menu_of_a_peeked_slot_is_gone_when_the_device_changes_hands(window, qtbot):
    table(window, 4, fd=[0, 1], jr=[2, 3], known={0: {3: "x"}})
    _right_click(window, window.scene.slots[3])
    assert f"About {card_name('albatross')}" in _menu_texts(window)
    menu = window.scene.context_menu
    click_button(button(window, "kind:reveal"))
    click_target(window, "slot:1")  # the Black Spot: the turn passes, the curtain comes down
    QApplication.processEvents()
    assert window.session.view().seat is None and window.session.core.referee_game.actions[0].verb == "reveal"
    assert window.scene.context_menu is None
    assert not shiboken6.isValid(menu) or not menu.isVisible()


# --------------------------------------------------------------------------- the panels


def _panel_right_click(panel: QWidget, child: QWidget) -> None:
    """Right-clicks a widget inside a panel (the event travels up to the panel, as Qt sends it)."""
    point = child.rect().center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, child.mapToGlobal(point))
    QApplication.sendEvent(child, event)


def test_vote_card_buttons_name_their_three_sections(window):
    table(window, 4, fd=[0, 1], jr=[2, 3], hands={0: ["cannon/british/skull", "torch/french/helm", "water/british/skull"]})
    tips = [b.toolTip() for b in window.private.card_buttons.values()]
    assert len(tips) == 3
    for tip in tips:
        assert "Top, for Attacks" in tip and "Middle, for Brawls" in tip and "Bottom, for Mutinies" in tip
        assert item_help(ItemKind.VOTE_CARD).text in tip
    assert any("Cannon" in t and "British flag" in t and "Skull" in t for t in tips)


def test_the_section_that_counts_is_named_during_a_vote(window):
    from tests.ui.conftest import do, settle

    table(window, 4, fd=[0, 1], jr=[2, 3])
    do(window, "P1 attack")
    settle(window)
    tips = [b.toolTip() for b in window.private.card_buttons.values()]
    assert tips and all("only the top section counts" in t for t in tips)


def test_kept_cards_and_the_notebook_show_full_texts(window):
    table(window, 4, fd=[0, 1], jr=[2, 3], front={0: ["el_dorado"]}, known={0: {1: "x"}})
    private = window.private
    kept = private.findChild(QLabel, "kept:el_dorado")
    assert kept is not None and card_text("el_dorado") in kept.text() and kept.wordWrap()
    notes = private.findChild(QLabel, "notes")
    assert notes is not None and "Slot 2: Black Spot" in notes.text()
    assert card_text("black_spot") in notes.toolTip()


def test_the_seats_panel_tells_ranks_and_kept_cards_in_full(window):
    table(window, 4, fd=[0, 1], jr=[2, 3], front={3: ["albatross"]})
    seats: QListWidget = window.seats.list
    tip = seats.item(3).toolTip()
    assert card_text("albatross") in tip and "Cabin Boy of the Jolly Roger" in tip
    assert "Captain of the Flying Dutchman" in seats.item(0).toolTip()


def test_right_click_in_the_private_panel_asks_for_the_right_page(window, qtbot):
    table(window, 4, fd=[0, 1], jr=[2, 3], front={0: ["el_dorado"]}, known={0: {1: "x"}})
    private = window.private
    state = window.session.core.referee_game.state
    for child, page in [(next(iter(private.card_buttons.values())), "vote-card"),
                        (private.findChild(QLabel, "kept:el_dorado"), "card:el_dorado"),
                        (private.findChild(QLabel, "notes"), "rule:notebook")]:
        assert child is not None
        _panel_right_click(private, child)
        menu = private.context_menu
        assert menu is not None and [a.text() for a in menu.actions()] == ["What is this?"]
        with qtbot.waitSignal(private.help_requested, timeout=1000) as blocker:
            menu.actions()[0].trigger()
        assert blocker.args == [page]
        menu.hide()
    assert window.session.core.referee_game.state is state and window.session.core.referee_game.actions == []
    assert not any(b.isChecked() for b in private.card_buttons.values())


def test_the_discard_pile_shows_every_card_in_full(qtbot):
    from tortuga_qt.ui.widgets.dialogs import DiscardDialog

    dialog = DiscardDialog(("pistol", "scurvy", "atlantis"))
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.entries]
    assert len(texts) == 3
    for label, kind in zip(dialog.entries, ["atlantis", "scurvy", "pistol"], strict=True):  # newest first
        assert card_name(kind) in label.text() and card_text(kind) in label.text()
        assert label.wordWrap()
    empty = DiscardDialog(())
    qtbot.addWidget(empty)
    assert empty.entries == []


def test_clicking_the_discard_pile_opens_the_full_texts(window, qtbot):
    from PySide6.QtCore import QTimer

    from tortuga_qt.ui.widgets.dialogs import DiscardDialog

    table(window, 4, fd=[0, 1], jr=[2, 3], discard=["stormy_seas"])
    seen: list[str] = []

    def read_and_close() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, DiscardDialog) and w.isVisible())
        seen.extend(label.text() for label in dialog.entries)
        dialog.accept()

    QTimer.singleShot(50, read_and_close)
    click_target(window, "discard")
    assert seen and card_text("stormy_seas") in seen[0]
