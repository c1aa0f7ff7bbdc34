"""Issue 23, item 5: the turn-order strip above the mat (ui/widgets/turn_strip.py).

One chip per seat in turn order, drawn from each frame's `turn_order`: the pawn's colour and
letter, the name, whose turn it is and whose comes next, the computer seats (thinking), the
person who must take the device. The chips are made once per table and marked again in place;
screen readers hear each chip's words; the strip fits 2 to 9 seats at 1366x768 and 1920x1080,
grows with the zoom and paints in the high-contrast look's colours.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import do, load_position, start_game, table
from tortuga_qt.app.colour_check import contrast
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.components import components
from tortuga_qt.rules.scenario import position
from tortuga_qt.ui import theme
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.table_column import GAP
from tortuga_qt.ui.widgets.turn_strip import SeatChip, TurnStrip
from tortuga_qt.ui.widgets.turn_words import fitted_name


def strip_of(window: MainWindow) -> TurnStrip:
    """Returns the window's turn-order strip."""
    return window.body.strip


def show_at(window: MainWindow, size: tuple[int, int]) -> None:
    """Resizes the window and lets every layout settle."""
    window.resize(*size)
    QApplication.processEvents()
    window.settle_layout()
    QApplication.processEvents()


def test_the_chips_follow_each_frame_and_are_marked_again_in_place(window: MainWindow) -> None:
    """P1's turn, then the curtain for P2: the same four chips, their marks and words changed with the frame."""
    table(window, 4, fd=[0, 1], jr=[2, 3])
    strip = strip_of(window)
    frame = window.presenter.last
    assert frame is not None and strip.marks() == list(frame.turn_order)
    chips = list(strip.chips)
    names = window.session.names
    assert [c.mark.name for c in chips] == names and len(strip.findChildren(SeatChip)) == 4
    assert chips[0].mark.acting and chips[1].mark.next and "Now" in chips[0].status and "Next" in chips[1].status
    assert strip.accessibleName() == "Turn order"
    assert strip.accessibleDescription() == f"Now: {names[0]}. Next: {names[1]}."
    pawn = next(p for p in components().pirates if p.key == chips[0].mark.pirate)
    assert chips[0].accessibleName().startswith(f"{names[0]}, pawn {pawn.letter}, ")
    assert "whose turn it is" in chips[0].accessibleName() and "next turn" in chips[1].accessibleName()
    do(window, "P1 move RB1")  # P1's turn ends: the curtain waits for P2
    assert window.session.step.kind is StepKind.CURTAIN
    assert strip.chips == chips and all(a is b for a, b in zip(strip.chips, chips, strict=True))  # not rebuilt
    assert strip.marks() == list(window.presenter.last.turn_order)
    assert chips[1].mark.acting and chips[1].mark.takes_device and chips[2].mark.next and not chips[0].mark.acting
    assert "takes the device" in chips[1].status and "must take the device now" in chips[1].accessibleName()
    assert chips[1].toolTip().startswith(names[1]) and "takes the device" in chips[1].toolTip()
    assert strip.accessibleDescription() == f"Now: {names[1]}. Next: {names[2]}."
    assert len(strip.findChildren(SeatChip)) == 4


def test_a_computer_seat_shows_its_level_and_thinks_while_the_table_waits(window: MainWindow) -> None:
    """P2 plays by computer: its chip names its level in every frame, and says "thinking…" while it chooses."""
    start_game(window, 4, 1, [True, False, True, True])
    load_position(window, position(4, fd=[0, 1], jr=[2, 3]))
    strip = strip_of(window)
    computer = strip.chips[1]
    assert computer.mark.level == "random" and "Computer (Random)" in computer.status and computer.short_status == "Next · Random"
    assert "a computer pirate, Random" in computer.accessibleName()
    assert all(c.mark.level is None for i, c in enumerate(strip.chips) if i != 1)
    seen: list[tuple[str, str]] = []
    window.refreshed.connect(lambda: seen.append((computer.status, computer.accessibleName()))
                             if window.session.step.kind is StepKind.BOT else None)
    do(window, "P1 move RB1")  # the computer's turn: the table waits for it
    assert seen and all("thinking…" in status and "thinking" in said for status, said in seen)
    assert strip.chips[1] is computer


def test_two_to_nine_seats_fit_above_the_mat_at_1366x768_and_1920x1080(window: MainWindow) -> None:
    """Every chip whole, side by side, in the strip above the mat; a name too long is cut with an ellipsis, never lost."""
    for n in (2, 4, 9):
        start_game(window, n, 2, [s % 3 != 1 for s in range(n)])
        strip = strip_of(window)
        for size in ((1366, 768), (1920, 1080)):
            show_at(window, size)
            chips = strip.chips
            assert len(chips) == n
            assert strip.geometry().bottom() + 1 + GAP == window.table.geometry().top()  # the mat right under it
            assert strip.width() == window.table.width()
            for left, right in zip(chips, chips[1:], strict=False):
                assert left.geometry().right() < right.geometry().left()
            for chip in chips:
                assert chip.isVisible() and strip.rect().contains(chip.geometry()), (n, size, chip.geometry())
                assert chip.width() >= theme.current().px(64) and chip.height() == chips[0].height()
            widest = max(c.width() for c in chips)
            assert widest <= theme.current().px(280)
    # A long name, narrow: its first word and an ellipsis; narrower still, cut.
    metrics = QFontMetrics(QFont())
    name = "Bartolomeu Português"
    assert fitted_name(name, metrics, 1000) == name
    first = fitted_name(name, metrics, metrics.horizontalAdvance("Bartolomeu…") + 2)
    assert first == "Bartolomeu…"
    assert fitted_name(name, metrics, metrics.horizontalAdvance("Bart…") + 2).startswith("Bart")


def test_the_strip_grows_with_the_zoom_and_paints_high_contrast(window: MainWindow) -> None:
    """Ctrl + makes the chips taller (the mat moves down with them); High contrast: yellow for the turn, 7:1 words."""
    table(window, 4, fd=[0, 1], jr=[2, 3])
    strip = strip_of(window)
    chips = list(strip.chips)
    before = strip.height()
    window.looks.zoom_by(1)
    QApplication.processEvents()
    assert theme.current().zoom > 1.0 and strip.height() > before
    assert window.table.geometry().top() == strip.height() + GAP
    assert strip.chips == chips
    for high, least in ((False, 4.5), (True, 7.0)):
        window.looks.set_high_contrast(high)
        QApplication.processEvents()
        for chip in chips:
            look = chip.chip_look()
            assert contrast(look.ink.name(), look.ground.name()) >= least, (high, chip.mark, look)
            image = chip.grab().toImage()
            edge = look.edge_width
            sample = image.pixelColor(chip.width() - edge - 3, chip.height() - edge - 3)  # the ground, by the edge
            assert abs(sample.red() - look.ground.red()) + abs(sample.green() - look.ground.green()) <= 12, (high, sample.name())
        acting = chips[0].chip_look()
        assert acting.ground == QColor(theme.colours().highlight)
        if high:
            assert acting.ground == QColor("#ffff00") and acting.ink == QColor("#000000")
    assert strip.sizeHint().height() == strip.height() and strip.minimumSizeHint().width() < strip.width()
    assert isinstance(strip.sizeHint(), QSize)


def test_a_language_switch_words_the_chips_again(window: MainWindow) -> None:
    """View › Language: the same chips speak Korean at once (their marks unchanged), then English again."""
    from tortuga_qt.ui.widgets.language_menu import set_language

    table(window, 4, fd=[0, 1], jr=[2, 3])
    strip = strip_of(window)
    chips = list(strip.chips)
    try:
        set_language(window, "ko")
        QApplication.processEvents()
        assert chips[0].status.startswith("지금 차례") and chips[1].status.startswith("다음 차례")
        assert strip.accessibleName() == "차례 순서" and "지금 차례" in chips[0].accessibleName()
        assert strip.chips == chips
    finally:
        set_language(window, "en")
        QApplication.processEvents()
    assert chips[0].status.startswith("Now") and strip.accessibleName() == "Turn order"


def test_a_name_that_ends_in_a_number_keeps_it_when_cut() -> None:
    """Default names ("Player 8") stay told apart on a narrow chip: the middle goes, the number stays."""
    metrics = QFontMetrics(QFont())
    cut = fitted_name("Player 8", metrics, metrics.horizontalAdvance("Pla…8") + 2)
    assert cut.endswith("8") and cut != "Player 8" and cut.startswith("P")


def test_only_the_tables_seats_show_after_a_larger_table(window: MainWindow) -> None:
    """2 to 9 seats, each after another table (9 seats first): one chip per seat, nothing on screen where the
    larger table's chips and arrows stood (what the screen shows is what a full repaint draws)."""
    for size in ((1366, 768), (1920, 1080)):
        show_at(window, size)
        for n in (9, 2, 3, 4, 5, 6, 7, 8, 9, 2):
            start_game(window, n, 2)
            QApplication.processEvents()
            strip = strip_of(window)
            assert [c.mark.seat for c in strip.chips] == list(range(n)), (size, n)
            assert [c.mark.name for c in strip.chips] == window.session.names
            assert len(strip.findChildren(SeatChip)) == n and all(c.isVisible() for c in strip.chips)
            box = QRect(strip.mapTo(window, QPoint(0, 0)), strip.size())
            shown = window.screen().grabWindow(window.winId()).toImage().copy(box)
            window.repaint()
            fresh = window.screen().grabWindow(window.winId()).toImage().copy(box)
            assert shown == fresh, (size, n)  # no chip nor arrow of the table before


def test_nine_names_fit_their_chips_at_125_percent(window: MainWindow) -> None:
    """9 seats at 125 % on 1366x768 and 1920x1080: every name and status fits its line (measured in the font it is
    written in, never below 80 % of the zoomed font); a cut name keeps at least its first letters, and a short first
    name whole; the whole name is the tooltip's first line and what a screen reader says first."""
    start_game(window, 9, 2, [s % 3 != 1 for s in range(9)])
    strip = strip_of(window)
    try:
        for size in ((1366, 768), (1920, 1080)):
            show_at(window, size)
            while theme.current().zoom < 1.25:
                window.looks.zoom_by(1)
                QApplication.processEvents()
            window.settle_layout()
            QApplication.processEvents()
            assert theme.current().zoom == 1.25
            sizes = set()
            for chip in strip.chips:
                lines, name = chip.lines(), chip.mark.name
                for text, font, box in ((lines.name, lines.name_font, lines.name_box),
                                        (lines.status, lines.status_font, lines.status_box)):
                    assert QFontMetrics(font).horizontalAdvance(text) <= box.width(), (size, text, box)
                    assert QRectF(chip.rect()).contains(box) and box.left() >= lines.pawn.right()
                    assert font.pointSizeF() >= QApplication.font().pointSizeF() * 0.8 - 1e-6
                sizes.add(lines.name_font.pointSizeF())
                assert chip.toolTip().split("\n")[0] == name and chip.accessibleName().startswith(name + ", pawn ")
                first = name.split()[0]
                if lines.name != name:
                    assert lines.name.endswith("…") and name.startswith(lines.name[:-1]) and len(lines.name) > min(len(first), 5)
                if len(first) <= 6:  # Henry, Roche, Edward, John, Moïse: never a stump of four letters
                    assert lines.name.startswith(first), (size, lines.name)
            assert len(sizes) == 1  # every name in one size
        assert strip.chips[0].lines().name == "Henry Morgan"  # 1920x1080: room for the whole name
    finally:
        window.looks.zoom_by(0)
        QApplication.processEvents()


def test_a_person_looking_at_their_loyalty_is_marked_and_nobody_decides(window: MainWindow) -> None:
    """The start of a 4-seat game: P1 must take the device to look at their Loyalty; the Captain who will choose
    a hold is not marked deciding meanwhile; once P1 looks, their chip says so (and screen readers hear it)."""
    start_game(window, 4, 5)
    strip = strip_of(window)
    assert window.session.step.kind is StepKind.CURTAIN and window.session.step.reason == "loyalty"
    chips = strip.chips
    assert chips[0].mark.takes_device and chips[0].mark.looking and "takes the device" in chips[0].status
    assert not any(c.mark.deciding for c in chips) and not any("decides" in c.status for c in chips)
    from tests.ui.driver import click_button

    click_button(window.curtain.button)  # "I am NAME"
    QApplication.processEvents()
    assert window.session.step.kind is StepKind.LOOK and strip.chips == chips
    assert chips[0].mark.looking and not chips[0].mark.takes_device and chips[0].status.endswith("looks in secret")
    assert "looks at their secret cards now" in chips[0].accessibleName()
    assert not any(c.mark.deciding for c in chips)
