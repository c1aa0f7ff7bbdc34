"""Layout for real screens (issue 11, item 1; item 4: the log keeps its newest line in view).

One window, resized in place: from 1280x720 to 2560x1440, through a Captain's turn with seven
actions (a Letter of Marque kept in front) and then the vote that turn calls, every label,
button and text item on the mat fits its box; at 1366x768 the Loyalty, every Vote card and
the notes are in view without scrolling, and the mat uses the column's width.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel

from tests.ui.conftest import do, load_position, module_window, start_game
from tests.ui.fit import hidden_in_scroll, scene_overflow, visible_rect, widget_overflow
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.frames import VoteF
from tortuga_qt.rules.scenario import position
from tortuga_qt.ui.widgets.log_panel import LogPanel
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.panels.cards import VoteLegend
from tortuga_qt.ui.widgets.panels.common import WrapButton
from tortuga_qt.ui.widgets.table_column import MAT_ASPECT

SIZES = [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]


@pytest.fixture(scope="module")
def long_turn(qapp, tmp_path_factory):
    """A 7-seat table: the Captain of the Flying Dutchman, a Letter of Marque in front, the Galleon near."""
    for w in module_window(tmp_path_factory, "fit"):
        start_game(w, 7, 1)
        load_position(w, position(7, fd=(0, 1, 2), jr=(3, 4), tortuga=(5, 6), front={0: ["letter_of_marque"]}))
        yield w


def show_at(window: MainWindow, size: tuple[int, int]) -> None:
    """Resizes the window and lets every layout settle."""
    window.resize(*size)
    QApplication.processEvents()
    window.settle_layout()  # resizes in a quick row look like a drag: the panels would wait for its end
    for _ in range(3):
        QApplication.processEvents()
    assert (window.width(), window.height()) == size


def nothing_overflows(window: MainWindow, size: tuple[int, int]) -> None:
    """Every visible label, button and mat text fits its box."""
    problems = widget_overflow(window) + scene_overflow(window.scene)
    assert not problems, f"at {size[0]}x{size[1]}: " + "\n".join(problems)


def in_view(window: MainWindow) -> list[QLabel | object]:
    """Returns the private panel's Loyalty words, every Vote card button and the notes."""
    private = window.private
    loyalty = private.findChild(QLabel, "loyalty")
    notes = private.findChild(QLabel, "notes")
    assert loyalty is not None and notes is not None
    return [loyalty, *private.card_buttons.values(), notes]


def test_a_seven_action_turn_then_its_vote_fit_every_size(long_turn):
    """Issue 11 item 1: nothing clipped or elided from 1280x720 to 2560x1440; a 7-action turn and a vote."""
    window = long_turn
    session = window.session
    assert session is not None and session.step.kind is StepKind.DECIDE
    assert len(window.actions_panel.findChildren(WrapButton)) == 7
    for phase in ("turn", "vote"):
        if phase == "vote":
            do(window, "P1 attack")
            assert isinstance(session.core.referee_game.state.stack[-1], VoteF) and window.choice is not None
            assert window.choice.kind == "vote"
        for size in SIZES:
            show_at(window, size)
            nothing_overflows(window, size)
            cards = window.private.card_buttons
            assert len(cards) == 3
            if size == (1366, 768):  # a common laptop: the secrets are all in view without scrolling
                assert window.private_scroll.verticalScrollBar().value() == 0
                for widget in in_view(window):
                    assert not hidden_in_scroll(widget), (phase, widget, visible_rect(widget))
            # The mat uses the column's width (no band of empty table above and below it).
            table = window.table
            assert abs(table.height() - table.width() / MAT_ASPECT) <= 2 or window.log.height() <= 90, (size, table.size())
            assert window.log.height() >= 80
            mat = table.mapFromScene(table.sceneRect()).boundingRect()
            assert mat.width() >= table.width() - 4 or mat.height() >= table.height() - 4


def test_vote_cards_name_their_three_sections(long_turn):
    """Issue 11 item 3: beside the Vote cards, their sections read Attack, Brawl, Mutiny, level with the bands."""
    window = long_turn
    show_at(window, (1366, 768))
    private = window.private
    assert "Attack / Brawl / Mutiny" in private.text()
    legend = private.findChild(VoteLegend)
    assert legend is not None and legend.isVisible()
    card = next(iter(private.card_buttons.values()))
    icon_top = card.mapTo(window, QPoint(0, (card.height() - card.iconSize().height()) // 2)).y()
    band = card.iconSize().height() / 3
    for k, box in enumerate(legend.bands()):
        centre = legend.mapTo(window, box.center()).y()
        assert abs(centre - (icon_top + band * (k + 0.5))) <= 2, (k, centre, icon_top)
    assert legend.width() >= legend.sizeHint().width()


def test_the_log_keeps_its_newest_line_in_view(qtbot):
    """Issue 11 item 4: the log scrolls to its newest line, unless the player scrolled up to read."""
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(400, 90)
    log.show()
    lines = [(f"Line {i}: Henry Morgan calls for an Attack; taking part: Henry Morgan and François l'Olonnais.", False)
             for i in range(30)]
    log.set_lines(lines[:20])
    qtbot.waitUntil(log.newest_in_view, timeout=1000)
    log.set_lines(lines[:21])  # the story goes on: the new line comes into view
    qtbot.waitUntil(log.newest_in_view, timeout=1000)
    log.resize(300, 80)  # narrower: the lines rewrap, the newest stays in view
    qtbot.waitUntil(log.newest_in_view, timeout=1000)
    bar = log.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the player scrolls up to read
    log.set_lines(lines[:22])
    QApplication.processEvents()
    assert bar.value() == 0 and not log.newest_in_view()  # left where they read
    bar.triggerAction(bar.SliderAction.SliderToMaximum)  # back at the end: it follows again
    log.set_lines(lines[:23])
    qtbot.waitUntil(log.newest_in_view, timeout=1000)
    assert log.lines() == [t for t, _ in lines[:23]]
    log.set_lines(lines[:2])  # another story: read from its end
    assert log.lines() == [t for t, _ in lines[:2]]
    qtbot.waitUntil(log.newest_in_view, timeout=1000)


def test_action_buttons_wrap_their_words(long_turn):
    """Issue 11 item 1: a long action button wraps onto two lines on a narrow panel, its words whole."""
    window = long_turn
    window.refresh()
    show_at(window, (1280, 720))
    panel = window.actions_panel
    b = panel.add_button("Move a player with the Letter of Marque to the back of the Jolly Roger's line", lambda: None, "probe")
    for _ in range(3):  # the new button's layout request, then the panel's
        QApplication.processEvents()
    assert b.text().startswith("Move a player") and b.height() >= b.heightForWidth(b.width())
    assert b.heightForWidth(b.width()) > b.heightForWidth(2000)  # wrapped
    assert not widget_overflow(panel)
    box = QRect(b.mapTo(window, QPoint(0, 0)), b.size())
    assert window.rect().contains(box)
    window.refresh()


def test_the_largest_zoom_reachable_at_1366x768_still_fits(long_turn):
    """Issue 12 item 5: Ctrl + as far as it goes on a 1366x768 window; the turn and its vote still fit, secrets in view."""
    from tortuga_qt.ui import theme

    window = long_turn
    session = window.session
    assert session is not None
    load_position(window, position(7, fd=(0, 1, 2), jr=(3, 4), tortuga=(5, 6), front={0: ["letter_of_marque"]}))
    show_at(window, (1366, 768))
    try:
        for _ in range(len(theme.ZOOM_STEPS)):
            window.looks.zoom_by(1)
        show_at(window, (1366, 768))
        assert window.looks.zoom == theme.ZOOM_AT_1366x768 > 1.0  # the largest step reachable here
        assert window.actions_panel.prompt.font().pointSizeF() == pytest.approx(12 * window.looks.zoom, abs=0.2)
        for phase in ("turn", "vote"):
            if phase == "vote":
                do(window, "P1 attack")
                show_at(window, (1366, 768))
            nothing_overflows(window, (1366, 768))
            assert len(window.private.card_buttons) == 3
            assert window.private_scroll.verticalScrollBar().value() == 0
            pirates = window.seats.findChild(QLabel, "heading")  # the Pirates list is not pushed out of the side either
            for widget in [*in_view(window), pirates]:
                assert not hidden_in_scroll(widget), (phase, widget, visible_rect(widget))
            assert window.log.height() >= 80
    finally:
        window.looks.zoom_by(0)
        show_at(window, (1366, 768))
