"""Issue 12 item 3: the whole table by keyboard alone (ui/widgets/keyboard.py).

Enter on the curtain claims the device; the number keys press the action panel's buttons; Tab and
the arrows move a focus ring over what can be chosen now (on the mat and among your Vote cards);
Enter chooses it; Esc cancels. A whole game is played here with key presses only.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tests.rules.randomgames import SCALE
from tests.ui.conftest import start_game, table
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import VoteCard
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.help_menu import ShortcutsDialog
from tortuga_qt.ui.widgets.main_window import MainWindow

DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7,
          Qt.Key.Key_8, Qt.Key.Key_9]


def key(window: MainWindow, k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Presses a key in the window (wherever its focus is)."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, k, modifier)


def _ring_on(window: MainWindow) -> object:
    """Returns what the focus ring is drawn on (None: nothing)."""
    scene = window.scene
    assert scene is not None
    rings = [item.target for item in scene.all_targets() if item.focused]
    cards = [t for t, b in window.private.card_buttons.items() if "dashed" in b.styleSheet()]
    assert len(rings) + len(cards) <= 1
    return (rings + cards or [None])[0]


def test_enter_claims_numbers_press_tab_and_enter_choose(window: MainWindow) -> None:
    """The keys one by one: Enter on the curtain, 1 for Done, Tab moves a visible ring, Esc cancels."""
    start_game(window, 3, 12, [True, True, True])
    session = window.session
    assert session is not None and session.step.kind is StepKind.CURTAIN
    seat = session.step.seat
    key(window, Qt.Key.Key_Return)
    assert session.at_device() == seat and not window.curtain.isVisible()
    for _ in range(40):  # to a decision with things to choose: a kind of action by number, then its targets by Tab
        if window.keyboard_targets():
            break
        if window.curtain.isVisible() or session.step.kind is not StepKind.DECIDE:
            key(window, Qt.Key.Key_Return)  # the claim, or Done
            continue
        names = [b.objectName() for b in window.keys.buttons()]
        kinds = [i for i, name in enumerate(names) if name.startswith("kind:")]
        key(window, DIGITS[kinds[0] if kinds else 0])
    targets = window.keyboard_targets()
    assert targets, "some decision offers things to choose"
    key(window, Qt.Key.Key_Tab)
    assert _ring_on(window) == targets[0]
    key(window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert _ring_on(window) == targets[-1]
    key(window, Qt.Key.Key_Right)
    assert _ring_on(window) == targets[0]
    if any(b.objectName() == "cancel" for b in window.keys.buttons()):
        key(window, Qt.Key.Key_Escape)
        assert window.choice is None or window.choice.auto


# A whole game by keys takes seconds: the test run plays one (seed 22, one of the shorter), the slow
# check (`TORTUGA_PROPERTIES=full`, README) six.
KEYBOARD_GAMES = range(21, 27) if SCALE >= 2 else [22]


@pytest.mark.parametrize("seed", KEYBOARD_GAMES)
def test_a_whole_game_by_keyboard_alone(window: MainWindow, seed: int) -> None:
    """Three people and a computer pirate play to the end with key presses only (no click at all)."""
    start_game(window, 4, seed, [True, True, True, False])
    session = window.session
    assert session is not None
    rng = Rng(seed)
    presses = 0
    seen_card_ring = False
    for _ in range(6000):
        if session.over or session.step.kind is StepKind.OVER:
            break
        kind = session.step.kind
        if kind is StepKind.BOT and not window.reveal_held():
            QTest.qWait(1)
            continue
        presses += 1
        if window.curtain.isVisible() or window.reveal_held() or kind is StepKind.LOOK:
            key(window, Qt.Key.Key_Return)  # the claim, Continue, or Done: the one thing to do
            continue
        targets = window.keyboard_targets()
        buttons = window.keys.buttons()
        if targets and (not buttons or rng.below(4) > 0):
            steps = rng.below(len(targets)) + 1
            for _ in range(steps):
                key(window, Qt.Key.Key_Tab)
            seen_card_ring = seen_card_ring or isinstance(_ring_on(window), VoteCard)
            key(window, Qt.Key.Key_Return)
        else:
            assert buttons, f"nothing to press at {session.step}"
            key(window, DIGITS[rng.below(min(len(buttons), 9))])
    assert session.over, f"not over after {presses} key presses: {session.step}, buttons {[b.objectName() for b in window.keys.buttons()]}, targets {window.keyboard_targets()}, choice {window.choice}, reveal {window.reveal_held()}, curtain {window.curtain.isVisible()}, actions {len(session.core.referee_game.actions)}"
    assert seen_card_ring  # the ring went over Vote cards too (votes were played by keyboard)


def test_help_lists_the_table_keys(window: MainWindow) -> None:
    """Help ▸ Keyboard shortcuts lists the menus' shortcuts and the table's keys."""
    dialog = ShortcutsDialog(window)
    texts = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    for keys in ("1 to 9", "Tab, arrow keys", "Enter", "Esc", "Enter or Space"):
        assert keys in texts
    dialog.close()


def test_the_walkthrough_and_the_panel_buttons_by_tab_and_enter(window: MainWindow) -> None:
    """Issue 12 item 3: with nothing on the mat to choose, Tab walks the window's buttons; Enter presses the one reached."""
    window.voyage_host.learn_to_play()
    window.activateWindow()
    QApplication.processEvents()
    coach = window.voyage.coach  # type: ignore[attr-defined]
    first = coach.count.text()
    assert not window.keyboard_targets()  # the first step: look at your Loyalty, then Done
    done = window.actions_panel.findChild(QPushButton, "lookDone")
    assert done is not None
    seen = []
    for _ in range(40):
        if QApplication.focusWidget() is done:
            break
        key(window, Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert QApplication.focusWidget() is done, seen
    assert coach.restart in seen and coach.skip in seen  # the coach's own buttons are on the way
    key(window, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert coach.count.text() != first  # Enter pressed Done: the voyage went on to its next step


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_panel_button_tab_reaches_shows_a_focus_ring_and_keeps_its_size(window: MainWindow, high_contrast: bool) -> None:
    """Issue 23 (playtest): tabbing through a decision's buttons shows where the focus is, in both looks, and no
    button moves or changes size as the focus comes and goes."""
    from tortuga_qt.ui import theme
    from tortuga_qt.ui.widgets.panels.common import WrapButton

    table(window, fd=[0, 1], jr=[2, 3])
    window.looks.set_high_contrast(high_contrast)
    try:
        window.activateWindow()
        QApplication.processEvents()
        assert not window.keyboard_targets()  # nothing on the mat to choose: Tab walks the buttons
        move = window.actions_panel.findChild(QPushButton, "kind:move")
        assert isinstance(move, WrapButton)
        unfocused, place = move.grab().toImage(), move.geometry()
        for _ in range(40):
            if QApplication.focusWidget() is move:
                break
            key(window, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is move
        QApplication.processEvents()
        focused = move.grab().toImage()
        assert focused != unfocused
        edge = focused.pixelColor(1, focused.height() // 2)  # the ring, at the button's edge
        assert edge.name() == theme.colours().focus
        if high_contrast:  # the focused button turns yellow: its words turn black (white words were unreadable)
            inside = [focused.pixelColor(x, y) for x in range(8, focused.width() - 8, 2) for y in range(6, focused.height() - 6)]
            assert max(c.blue() for c in inside) < 100, "light words on the yellow of a focused button"
        key(window, Qt.Key.Key_Tab)  # on to the next button
        QApplication.processEvents()
        assert QApplication.focusWidget() is not move
        assert move.grab().toImage() == unfocused
        assert move.geometry() == place  # focus moved nothing
    finally:
        window.looks.set_high_contrast(False)
