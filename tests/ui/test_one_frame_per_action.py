"""The window draws one frame per action, and keeps the widget being clicked (issue "the window only draws frames")."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.conftest import do, settle, table
from tests.ui.driver import button, click_button, click_target
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import VoteCard
from tortuga_qt.ui.widgets.main_window import MainWindow

# P1 holds a Cannon (v0), P2 a Torch (v10): the Attack succeeds (R5).
HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


def _frames(window: MainWindow, click) -> int:  # type: ignore[no-untyped-def]
    """Returns how many frames the window drew for one click (and what it posted)."""
    drawn = [0]

    def count() -> None:
        drawn[0] += 1

    window.refreshed.connect(count)
    click()
    QApplication.processEvents()
    window.refreshed.disconnect(count)
    return drawn[0]


def test_a_claim_a_card_click_and_put_down_each_draw_one_frame(window: MainWindow) -> None:
    """The claim used to draw twice (the vote's choice started inside a redraw); a Vote-card click keeps its button."""
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    settle(window)
    do(window, "P1 vote v0")
    session = window.session
    assert session is not None and session.step.kind is StepKind.CURTAIN and session.step.seat == 1
    assert _frames(window, lambda: click_button(window.curtain.button)) == 1
    card = window.private.card_buttons[VoteCard(10)]
    assert _frames(window, lambda: click_target(window, "vote:10")) == 1
    assert window.private.card_buttons[VoteCard(10)] is card and card.isChecked()  # updated, not made again
    assert _frames(window, lambda: click_target(window, "vote:10")) == 1  # taken back
    assert not card.isChecked() and window.private.card_buttons[VoteCard(10)] is card
    click_target(window, "vote:10")
    assert _frames(window, lambda: click_button(button(window, "confirm"))) == 1
    assert session.core.referee_game.actions[-1].seat == 1


def test_a_refused_click_draws_one_frame_with_its_reason(window: MainWindow) -> None:
    table(window, fd=[0, 1], jr=[2, 3])
    click_button(button(window, "kind:move"))
    assert _frames(window, lambda: click_target(window, "place:0")) == 1
    assert window.actions_panel.message.text().startswith("Not allowed: ") and window.actions_panel.rule_page
