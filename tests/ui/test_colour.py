"""Issue 12 item 5: colour-blind and low-vision safe.

- Every pawn stands out from the ships, Tortuga and the Rowboats (measured on the rendered art).
- Every pirate is told apart by more than colour: its letter on the pawn, its name wherever it is shown.
- Every text colour the table uses contrasts with what it is drawn on: ≥ 4.5:1, and ≥ 7:1 in
  high contrast. The pairs are measured on the real widgets and the mat: the words' colour as Qt
  paints them, the background from a picture of the window.
- View ▸ High contrast restyles the real widgets and is remembered.
- Ctrl + / Ctrl − / Ctrl 0 scale the whole interface within 80 %–160 %, remembered; Help lists the keys.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTreeWidget,
    QWidget,
)

from tests.ui.conftest import close_window, do, load_position, make_window, start_game
from tests.ui.conftest import settle as settle_table
from tortuga_qt.app.colour_check import contrast, luminance
from tortuga_qt.app.names import colour_name
from tortuga_qt.paths import resources_dir
from tortuga_qt.rules.components import components
from tortuga_qt.rules.scenario import position
from tortuga_qt.ui import renderer, theme
from tortuga_qt.ui.scene.items import SvgItem, TextItem
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.panels.cards import VoteLegend

NORMAL_LEAST, HIGH_LEAST = 4.5, 7.0


class _Bot:
    """Stands in for pytest-qt's per-test qtbot where a module-scoped window needs one."""

    def addWidget(self, widget: object) -> None:  # noqa: N802 - the qtbot method's name
        pass

    def waitExposed(self, widget: object) -> None:  # noqa: N802 - the qtbot method's name
        QApplication.processEvents()


@pytest.fixture(scope="module")
def table(qapp, tmp_path_factory: pytest.TempPathFactory) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A 1366x768 window: a 7-seat Captain's turn (a Letter of Marque kept), back to the normal look after."""
    folder = tmp_path_factory.mktemp("colour")
    w = make_window(_Bot(), folder / "tortuga.ini", folder / "data")
    w.resize(1366, 768)
    start_game(w, 7, 1)
    load_position(w, position(7, fd=(0, 1, 2), jr=(3, 4), tortuga=(5, 6), front={0: ["letter_of_marque"]}))
    yield w
    w.looks.set_high_contrast(False)
    w.looks.zoom_by(0)
    if w.session is not None:
        w.session.stop()
    w.close()
    w.deleteLater()  # gone, not only closed: later tests walk every widget of the program for secrets
    QApplication.processEvents()


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


# ------------------------------------------------------------------ measuring what is painted

def _mode(image: QImage, y: int, x0: int, x1: int) -> QColor | None:
    """Returns the commonest colour of one row of pixels (None outside the picture)."""
    if not 0 <= y < image.height():
        return None
    seen = Counter(image.pixel(x, y) for x in range(max(0, x0), min(image.width(), x1)))
    return QColor.fromRgb(seen.most_common(1)[0][0]) if seen else None


def backgrounds(image: QImage, rect: QRect, inset: int = 3) -> list[QColor]:
    """Returns what lies behind the words in `rect`: the commonest colour of its top and bottom rows, inside its edge."""
    r = rect.adjusted(inset, inset, -inset, -inset)
    if r.width() < 2 or r.height() < 2:
        r = rect
    found = [_mode(image, r.top(), r.left(), r.right()), _mode(image, r.bottom(), r.left(), r.right())]
    return [c for c in found if c is not None]


def _hex(colour: QColor) -> str:
    return colour.name()


INLINE = re.compile(r"color:\s*(#[0-9a-fA-F]{6})")


def _text_colours(widget: QWidget) -> list[QColor]:
    """Returns the colours a label or button paints its words in: its palette's, and any named in its rich text."""
    palette = widget.palette()
    colours = [palette.color(widget.foregroundRole())]
    if isinstance(widget, QAbstractButton):
        colours = [palette.color(QPalette.ColorRole.ButtonText)] if isinstance(widget, QPushButton) else colours
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    colours += [QColor(c) for c in INLINE.findall(text)]
    if "<a " in text and not INLINE.search(text):
        colours.append(palette.color(QPalette.ColorRole.Link))
    return colours


def _item_views(root: QWidget, image: QImage, origin: QWidget) -> list[tuple[str, QColor, list[QColor]]]:
    """Returns (what, words' colour, backgrounds) for every visible row of the lists and trees under `root`."""
    pairs = []
    for view in [*root.findChildren(QListWidget), *root.findChildren(QTreeWidget), *root.findChildren(QTableWidget)]:
        if not view.isVisible():
            continue
        viewport = view.viewport()
        default = view.palette().color(QPalette.ColorRole.Text)
        if isinstance(view, QListWidget):
            cells = [(view.item(i), view.visualItemRect(view.item(i)), 0) for i in range(view.count())]
        elif isinstance(view, QTreeWidget):
            cells = []
            for top in range(view.topLevelItemCount()):
                group = view.topLevelItem(top)
                for item in [group, *(group.child(k) for k in range(group.childCount()))]:
                    for column in range(view.columnCount()):
                        cells.append((item, view.visualItemRect(item), column))
        else:
            cells = [(view.item(r, c), view.visualItemRect(view.item(r, c)), 0) for r in range(view.rowCount())
                     for c in range(view.columnCount()) if view.item(r, c) is not None]
        for item, rect, column in cells:
            text = item.text(column) if isinstance(view, QTreeWidget) else item.text()
            if not text.strip() or not rect.intersects(viewport.rect()):
                continue
            brush = item.foreground(column) if isinstance(view, QTreeWidget) else item.foreground()
            fg = brush.color() if brush.style() != Qt.BrushStyle.NoBrush else default
            if item.isSelected():  # painted on the selection's colour, in its own
                fg = view.palette().color(QPalette.ColorRole.HighlightedText)
            box = QRect(viewport.mapTo(origin, rect.topLeft()), rect.size()).intersected(
                QRect(viewport.mapTo(origin, QPoint(0, 0)), viewport.size()))
            pairs.append((f"{view.objectName() or type(view).__name__}: {text[:40]!r}", fg, backgrounds(image, box, 2)))
    return pairs


def text_pairs(root: QWidget) -> list[tuple[str, QColor, list[QColor]]]:
    """Returns (what, words' colour, backgrounds) for every visible text of `root`: labels, buttons, lists, the legend."""
    image = root.grab().toImage()
    pairs = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not root.window():
            continue
        if isinstance(widget, QLabel):
            if not widget.text().strip() or (widget.pixmap() is not None and not widget.pixmap().isNull()):
                continue
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton)):
            if not widget.text().strip() or not widget.isEnabled():
                continue
        elif isinstance(widget, VoteLegend):
            box = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
            for k, word in enumerate(widget.words()):
                pairs.append((f"legend {word}", widget.colour(k), backgrounds(image, box, 1)))
            continue
        else:
            continue
        box = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
        inset = 4 if isinstance(widget, QAbstractButton) else 2
        for fg in _text_colours(widget):
            name = widget.objectName() or type(widget).__name__
            pairs.append((f"{name}: {widget.text()[:40]!r}", fg, backgrounds(image, box, inset)))
    return pairs + _item_views(root, image, root)


def mat_pairs(window: MainWindow) -> list[tuple[str, QColor, list[QColor]]]:
    """Returns (what, words' colour, backgrounds) for every word painted on the mat (plates under the words)."""
    scene, view = window.scene, window.table
    assert scene is not None
    image = window.grab().toImage()
    pairs = []

    def box(rect: QRectF) -> QRect:
        on_view = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapTo(window, on_view.topLeft()), on_view.size())

    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, TextItem) and item.text and item.plate:
            plate = item.mapRectToScene(item.plate_rect())
            pairs.append((f"mat text {item.text!r}", item.text_colour(), backgrounds(image, box(plate), 4)))
        elif isinstance(item, SvgItem) and item.label:
            plate = item.mapRectToScene(item.label_plate())
            pairs.append((f"label {item.label!r}", QColor(theme.colours().label_text), backgrounds(image, box(plate), 3)))
    return pairs


def failing(pairs: list[tuple[str, QColor, list[QColor]]], least: float) -> list[str]:
    """Returns the pairs whose contrast is under `least`, in words (every pair must have been measured)."""
    out = []
    for what, fg, bgs in pairs:
        assert bgs, what
        worst = min(contrast(_hex(fg), _hex(bg)) for bg in bgs)
        if worst < least:
            out.append(f"{what}: {_hex(fg)} on {[_hex(b) for b in bgs]} = {worst:.2f}")
    return out


# ------------------------------------------------------------------ pawns

def test_every_pawn_stands_out_from_the_ships_tortuga_and_the_rowboats(qapp) -> None:  # type: ignore[no-untyped-def]
    """Each pawn's edge has a dark line and a light band: against every colour of the ships', Tortuga's and the
    Rowboats' art, one of them contrasts by 3:1 at least (WCAG's contrast for a shape), and the body stands out from them."""
    art_colours: set[int] = set()
    for element in ("ship-fd", "ship-jr", "tortuga", "rowboat", "galleon"):
        image = renderer.render_pixmap(element, QSize(420, 220)).toImage()
        for y in range(0, image.height(), 2):
            for x in range(0, image.width(), 2):
                pixel = image.pixelColor(x, y)
                if pixel.alpha() == 255:
                    art_colours.add(pixel.rgb() & 0xF8F8F8)  # near colours once
    assert len(art_colours) > 200
    for pirate in components().pirates:
        pawn = renderer.render_pixmap(f"pawn-{pirate.key}", QSize(120, 168)).toImage()
        row = round(pawn.height() * 0.7)  # across the pawn's base, where it is widest
        left = next(x for x in range(pawn.width()) if pawn.pixelColor(x, row).alpha() == 255)
        edge = [pawn.pixelColor(x, row) for x in range(left, left + 8)]  # the hairline and the band, from outside
        dark = min(edge, key=lambda c: luminance((c.red(), c.green(), c.blue())))
        light = max(edge, key=lambda c: luminance((c.red(), c.green(), c.blue())))
        dark_hex, light_hex = _hex(dark), _hex(light)
        assert contrast(dark_hex, light_hex) >= 7, (pirate.key, dark_hex, light_hex)
        weak = [f"#{c:06x}" for c in art_colours if max(contrast(dark_hex, f"#{c:06x}"), contrast(light_hex, f"#{c:06x}")) < 3]
        assert not weak, (pirate.key, weak[:5])
        assert max(contrast(pirate.colour, dark_hex), contrast(pirate.colour, light_hex)) >= 3, pirate.key


# ------------------------------------------------------------------ told apart by more than colour

def test_every_pawn_carries_its_pirate_letter() -> None:
    """The art of every pawn writes the pirate's letter on it (and no two pirates share a letter)."""
    tree = ElementTree.parse(resources_dir() / "art" / "tortuga.svg")
    ns = {"svg": "http://www.w3.org/2000/svg"}
    groups = {g.get("id"): g for g in tree.getroot().iterfind(".//svg:g", ns)}
    letters = []
    for pirate in components().pirates:
        group = groups[f"pawn-{pirate.key}"]
        texts = ["".join(t.itertext()) for t in group.iterfind(".//svg:text", ns)]
        assert texts == [pirate.letter], (pirate.key, texts)
        letters.append(pirate.letter)
    assert len(set(letters)) == len(letters)


def test_every_place_a_pirate_is_shown_names_it(table: MainWindow, tmp_path: Path) -> None:
    """Pawns on the mat, the Pirates list, the log, the curtain, the New game dialog and the end screen: each
    shows the player's name or the pirate's letter beside any colour, never a swatch alone."""
    from tortuga_qt.ui.widgets.dialogs import NewGameDialog

    window = table
    session = window.session
    assert session is not None and window.scene is not None
    names = session.names
    for pawn in window.scene.pawns:  # the letter is on the art (above); the name is the pawn's tooltip
        assert names[pawn.seat] in pawn.toolTip()
    seats = window.seats.list
    for seat in range(seats.count()):
        assert seats.item(seat).text().startswith(names[seat])
    window.curtain.show_for(2, names[2], "decide", [])
    assert names[2] in window.curtain.title.text() and names[2] in window.curtain.button.text()
    window.curtain.hide()
    do(window, "P1 maroon P3")  # a line of the story names both pirates
    assert any(names[0] in line and names[2] in line for line in window.log.lines())
    dialog = NewGameDialog(window)
    try:
        for row in range(dialog.table.rowCount()):
            combo = dialog.table.cellWidget(row, 1)
            assert isinstance(combo, QComboBox)
            for i, pirate in enumerate(components().pirates):
                assert combo.itemText(i) == f"{pirate.name} ({pirate.letter}, {colour_name(pirate.colour_name)})"
    finally:
        dialog.close()


def test_the_end_screen_names_every_pirate_beside_its_pawn(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Each tile of the end screen shows the pawn (its letter) with the player's name under it."""
    from tests.ui.test_end_screen import FINISHED
    from tortuga_qt.record.savefile import read_save
    from tortuga_qt.ui.widgets.end_screen import EndScreen

    w = make_window(_Bot(), tmp_path / "t.ini", tmp_path / "data")
    try:
        w.resize(1366, 768)
        w.resume(read_save(FINISHED), keep_current=False)
        for _ in range(20):
            QApplication.processEvents()
            if isinstance(getattr(w.shows, "end_dialog", None), EndScreen):
                break
        screen = w.shows.end_dialog
        assert isinstance(screen, EndScreen) and w.session is not None
        for tile, name, pirate in zip(screen.tiles, w.session.names, w.session.pirates, strict=True):
            assert tile.name.text() == name and tile.picture.elements[0] == f"pawn-{pirate}"
        assert failing(text_pairs(screen), NORMAL_LEAST) == []
        w.looks.set_high_contrast(True)  # the open end screen follows the switch
        settle()
        assert screen.tiles[0].name.palette().color(screen.tiles[0].name.foregroundRole()).name() == "#ffffff"
        assert failing(text_pairs(screen), HIGH_LEAST) == []
        w.looks.set_high_contrast(False)
    finally:
        close_window(w)


# ------------------------------------------------------------------ contrast

def _show_everything(window: MainWindow) -> None:
    """Puts a Captain's whole turn on the table, a message with its rule's link and a private log line."""
    load_position(window, position(7, fd=(0, 1, 2), jr=(3, 4), tortuga=(5, 6), front={0: ["letter_of_marque"]}))
    window.actions_panel.set_message("Not allowed: only the Captain may call for an Attack.", "rule:attack")
    window.log.set_lines([("Henry Morgan moves to the Flying Dutchman.", False), ("You saw Pistol in slot 2.", True)])
    settle()


@pytest.mark.parametrize("high_contrast", [False, True])
def test_every_text_contrasts_with_what_it_is_drawn_on(table: MainWindow, high_contrast: bool) -> None:
    """Side panels, buttons, the log, the Pirates list, the Vote card legend and the mat's words: ≥ 4.5:1 (≥ 7:1 in high contrast)."""
    window = table
    window.looks.set_high_contrast(high_contrast)
    least = HIGH_LEAST if high_contrast else NORMAL_LEAST
    _show_everything(window)
    pairs = text_pairs(window)
    assert len(pairs) > 20 and any(p[0].startswith("legend") for p in pairs) and any("message" in p[0] for p in pairs)
    assert any("ruleLink" in p[0] for p in pairs)
    assert failing(pairs, least) == []
    mat = mat_pairs(window)
    assert len(mat) >= 10
    assert failing(mat, least) == []
    # A vote: the sections that do not count are faded, still readable; the curtain and its recap.
    do(window, "P1 attack")
    settle_table(window)  # the first voter claims the device: their cards, the legend with two sections faded
    legend = window.private.findChild(VoteLegend)
    assert legend is not None and legend.section == 0
    assert failing(text_pairs(window), least) == []
    session = window.session
    assert session is not None
    window.curtain.show_for(1, session.names[1], "vote", ["Henry Morgan calls for an Attack.", "The Event deck is shuffled."])
    window.curtain.setGeometry(window.rect())
    window.curtain.show()
    window.curtain.raise_()
    settle()
    curtain = [p for p in text_pairs(window) if p[0].startswith(("curtain", "claimButton"))]
    assert len(curtain) >= 4
    assert failing(curtain, least) == []
    window.curtain.hide()


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_dialogs_words_contrast_too(table: MainWindow, high_contrast: bool) -> None:
    """New game, Saved games, the rules reference and Keyboard shortcuts: ≥ 4.5:1 (≥ 7:1 in high contrast)."""
    from tortuga_qt.ui.widgets.dialogs import NewGameDialog
    from tortuga_qt.ui.widgets.help_menu import show_shortcuts
    from tortuga_qt.ui.widgets.reference import open_reference

    window = table
    window.looks.set_high_contrast(high_contrast)
    least = HIGH_LEAST if high_contrast else NORMAL_LEAST
    new_game = NewGameDialog(window)
    new_game.show()
    shortcuts = show_shortcuts(window)
    reference = open_reference(window, "rule:goal")
    window.files.show_saved_games()
    saved = window.files.saved_games_dialog
    settle()
    try:
        for dialog in (new_game, shortcuts, reference, saved):
            assert dialog is not None
            pairs = text_pairs(dialog)
            assert pairs, dialog.objectName()
            assert failing(pairs, least) == [], dialog.objectName()
    finally:
        for dialog in (new_game, shortcuts, reference, saved):
            if dialog is not None:
                dialog.close()
        window.looks.set_high_contrast(False)  # the look is the program's: the next test starts from the normal one
        settle()


def test_the_end_banner_words_contrast_with_every_team_colour() -> None:
    """The headline's and the reason's colours (from the end screen's style sheet) against the top and bottom of
    each team's banner and the draw's: ≥ 4.5:1; in high contrast, against the black banner: ≥ 7:1."""
    from tortuga_qt.ui.widgets.end_screen import BANNER, HIGH_CONTRAST_BANNER, STYLE

    for look, shades, least in ((theme.Look(False), [c for pair in BANNER.values() for c in pair], NORMAL_LEAST),
                                (theme.Look(True), list(HIGH_CONTRAST_BANNER), HIGH_LEAST)):
        sheet = theme.sheet(STYLE, look)
        words = [re.search(rf"QLabel#{name} \{{ color: (#[0-9a-fA-F]{{6}})", sheet) for name in ("endTitle", "endReason")]
        assert all(words), sheet
        for found in words:
            assert found is not None
            for shade in shades:
                assert contrast(found.group(1), shade) >= least, (look, found.group(1), shade)


# ------------------------------------------------------------------ high contrast

def _side_background(window: MainWindow) -> str:
    image = window.grab().toImage()
    side = window.side_panel
    spot = side.mapTo(window, QPoint(side.width() - 3, side.height() - 3))
    return image.pixelColor(spot).name()


def test_high_contrast_restyles_the_real_widgets_and_is_remembered(table: MainWindow, tmp_path: Path) -> None:
    """View ▸ High contrast: the panels turn black, the words white, the mat's plates black; remembered for the next launch."""
    window = table
    action = window.findChild(QAction, "viewHighContrast")
    assert isinstance(action, QAction) and action.isCheckable()
    view_menu = [a.menu() for a in window.menuBar().actions() if a.menu() is not None and action in a.menu().actions()]
    assert view_menu, "High contrast is in a menu of the window"
    window.looks.set_high_contrast(False)
    settle_table(window)  # the side panel in view, whatever ran before on this worker (no curtain up)
    settle()
    prompt = window.actions_panel.prompt
    before = (prompt.palette().color(prompt.foregroundRole()).name(), _side_background(window))
    assert luminance(before[1]) > 0.6  # parchment
    action.trigger()
    settle()
    assert action.isChecked() and theme.current().high_contrast
    after = (prompt.palette().color(prompt.foregroundRole()).name(), _side_background(window))
    assert after == ("#ffffff", "#000000")
    assert window.settings.value("high_contrast") in (True, "true")
    totals = window.scene.totals if window.scene is not None else None
    assert totals is not None and totals.text_colour().name() == "#ffffff"
    # A new window with the same settings opens in high contrast.
    settings = QSettings(str(tmp_path / "again.ini"), QSettings.Format.IniFormat)
    settings.setValue("high_contrast", True)
    other = MainWindow(settings=settings, bot_delay_ms=0, data_dir=tmp_path / "data", reveal_ms=0)
    try:
        assert other.looks.high_contrast.isChecked() and theme.current().high_contrast
    finally:
        other.close()
    action.trigger()  # off again
    settle()
    assert not theme.current().high_contrast
    assert (prompt.palette().color(prompt.foregroundRole()).name(), _side_background(window)) == before


# ------------------------------------------------------------------ zoom

def _points(widget: QWidget) -> float:
    return widget.font().pointSizeF()


def key(window: MainWindow, k: Qt.Key) -> None:
    """Presses Ctrl and a key in the window (wherever its focus is)."""
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget() or window, k, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_plus_minus_and_zero_scale_the_whole_interface(table: MainWindow) -> None:
    """Ctrl + grows the panels' words and sizes (not only the mat), Ctrl − shrinks them to 80 % at least, Ctrl 0 resets."""
    window = table
    window.resize(1920, 1080)
    settle()
    window.looks.zoom_by(0)
    settle()
    prompt, side = window.actions_panel.prompt, window.side_panel
    normal = (_points(prompt), side.minimumWidth(), QApplication.font().pointSizeF(), window.seats.list.iconSize(),
              _points(window.menuBar()), _points(window.log))
    for _ in range(2):
        key(window, Qt.Key.Key_Equal)  # Ctrl + (= on most keyboards)
    settle()
    assert window.looks.zoom == pytest.approx(1.25)
    assert window.settings.value("zoom") in (1.25, "1.25")
    assert _points(prompt) == pytest.approx(normal[0] * 1.25, abs=0.2)
    assert side.minimumWidth() == round(normal[1] * 1.25)
    assert QApplication.font().pointSizeF() == pytest.approx(normal[2] * 1.25)
    assert window.seats.list.iconSize().height() > normal[3].height()
    assert _points(window.menuBar()) == pytest.approx(normal[4] * 1.25, abs=0.2)  # the menus too
    assert _points(window.log) == pytest.approx(normal[5] * 1.25, abs=0.2)
    for _ in range(6):
        key(window, Qt.Key.Key_Plus)
    settle()
    assert window.looks.zoom == pytest.approx(1.6)  # the largest step, reached on a large window
    key(window, Qt.Key.Key_0)
    settle()
    assert window.looks.zoom == 1.0 and _points(prompt) == pytest.approx(normal[0])
    for _ in range(5):
        key(window, Qt.Key.Key_Minus)
    settle()
    assert window.looks.zoom == pytest.approx(0.8) and _points(prompt) == pytest.approx(normal[0] * 0.8, abs=0.2)
    window.looks.zoom_by(0)
    window.resize(1366, 768)
    settle()


def test_a_window_reaches_only_the_zoom_its_size_holds(table: MainWindow) -> None:
    """At 1366x768 the largest step reachable is 125 %; asked for more, it keeps the wish for a larger window."""
    window = table
    window.resize(1366, 768)
    settle()
    for _ in range(8):
        window.looks.zoom_by(1)
    settle()
    assert window.looks.zoom == pytest.approx(theme.ZOOM_AT_1366x768) == window.looks.largest_zoom()
    window.settings.setValue("zoom", 1.6)
    window.looks.wanted_zoom = 1.6
    window.resize(1920, 1080)
    settle()
    assert window.looks.zoom == pytest.approx(1.6)  # followed the larger window
    window.resize(1366, 768)
    settle()
    assert window.looks.zoom == pytest.approx(theme.ZOOM_AT_1366x768)
    window.looks.zoom_by(0)
    settle()
    assert window.looks.zoom == 1.0


def test_help_lists_the_zoom_keys(table: MainWindow) -> None:
    """Help ▸ Keyboard shortcuts names Zoom in, Zoom out and Normal size with their keys."""
    from tortuga_qt.ui.widgets.help_menu import show_shortcuts

    dialog = show_shortcuts(table)
    try:
        lines = dialog.lines()  # type: ignore[attr-defined]
        plus = QKeySequence("Ctrl++").toString(QKeySequence.SequenceFormat.NativeText)
        minus = QKeySequence("Ctrl+-").toString(QKeySequence.SequenceFormat.NativeText)
        zero = QKeySequence("Ctrl+0").toString(QKeySequence.SequenceFormat.NativeText)
        assert any(line.startswith("View ▸ Zoom in:") and plus in line for line in lines), lines
        assert any(line.startswith("View ▸ Zoom out:") and minus in line for line in lines)
        assert any(line.startswith("View ▸ Normal size:") and zero in line for line in lines)
        assert any(line.startswith("View ▸ High contrast") for line in lines) is False  # no key of its own
    finally:
        dialog.close()


def test_theme_sheets_scale_fonts_and_map_colours() -> None:
    """The style sheets' sizes grow with the zoom; in high contrast light backgrounds turn black, words white, gold buttons yellow."""
    qss = "QLabel#a { color: #3b2a14; font: bold 10pt serif; padding: 4px; }\nQPushButton#b { background: #f2c14e; }"
    assert "12.5pt" in theme.sheet(qss, theme.Look(False, 1.25)) and "5px" in theme.sheet(qss, theme.Look(False, 1.25))
    dark = theme.sheet(qss, theme.Look(True, 1.0))
    assert "color: #ffffff" in dark and "background: #ffff00" in dark and "color: #000000" in dark
    assert "#3b2a14" not in dark and "#f2c14e" not in dark
    assert theme.step_zoom(1.0, 1) == 1.1 and theme.step_zoom(1.6, 1) == 1.6 and theme.step_zoom(0.8, -1) == 0.8
    assert theme.step_zoom(1.25, 1, largest=1.25) == 1.25 and theme.step_zoom(1.4, 0) == 1.0
    assert theme.largest_zoom(1366, 768) == theme.ZOOM_AT_1366x768 and theme.largest_zoom(2560, 1440) == 1.6
    assert theme.largest_zoom(1280, 720) >= 1.0
