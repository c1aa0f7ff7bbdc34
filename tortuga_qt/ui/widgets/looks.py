"""The window's look: View ▸ High contrast, and Ctrl + / Ctrl − / Ctrl 0 to scale the whole interface.

Both are remembered (QSettings keys `high_contrast` and `zoom`). The zoom asked for is kept as
asked; the window uses the largest step that its size holds (`theme.largest_zoom`: a 1366 x 768
window reaches 125 %), so a larger window reaches up to 160 % and a smaller one never breaks its
layout. Applying a look sets `theme.current()`, the window's style sheet (every open dialog and
panel with a sheet of its own restyles itself through its `restyle()`), the application's font
and the panels' sizes, and repaints the mat with the look's colours.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from tortuga_qt.ui import theme
from tortuga_qt.ui.widgets.menu_words import worded
from tortuga_qt.ui.widgets.style import STYLE

HIGH_CONTRAST_KEY = "high_contrast"
ZOOM_KEY = "zoom"
SIDE_MIN_WIDTH = 340  # the side panels at 100 %: the buttons' words wrap; the Loyalty card, three Vote cards and their legend fit
SEAT_ICON = (26, 36)  # a pawn beside each seat in the Pirates list, at 100 %

# The application's fonts before any zoom: the default and those the platform gives some classes.
_base_fonts: dict[str, QFont] = {}
FONT_CLASSES = ("", "QMenuBar", "QMenu", "QToolTip", "QHeaderView", "QMessageBox")


def _truthy(value: object) -> bool:
    return str(value).lower() in ("true", "1")


def apply_app_font(zoom: float) -> None:
    """Scales the application's fonts (every widget without a size of its own: panels, dialogs, menus, tooltips)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    # PySide6 takes the class's name as a str (its type stubs say bytes, which it refuses).
    class_font = cast("Callable[[str], QFont]", QApplication.font)
    set_class_font = cast("Callable[[QFont, str], None]", QApplication.setFont)
    if not _base_fonts:
        for name in FONT_CLASSES:
            _base_fonts[name] = QFont(class_font(name) if name else QApplication.font())
    for name in FONT_CLASSES:
        base = _base_fonts[name]
        font = QFont(base)
        if base.pointSizeF() > 0:
            font.setPointSizeF(base.pointSizeF() * zoom)
        if name:
            if class_font(name) != font:
                set_class_font(font, name)
        elif QApplication.font() != font:
            QApplication.setFont(font)


def menu_font_rule(zoom: float) -> str:
    """Returns a style sheet rule that sizes the menus and tooltips for the zoom ("" at 100 %).

    A window with a style sheet gives its menu bar the window's own font, not the application's
    font for menu bars: the rule says it outright.
    """
    base = _base_fonts.get("")
    if zoom == 1.0 or base is None or base.pointSizeF() <= 0:
        return ""
    return f"\nQMenuBar, QMenu, QToolTip {{ font-size: {base.pointSizeF() * zoom:.1f}pt; }}\n"


_base_palette: QPalette | None = None  # the application's palette before the high-contrast look


def apply_app_palette(high_contrast: bool) -> None:
    """Gives links (and the colours no style sheet sets) the high-contrast look's yellow and black, or their own back."""
    global _base_palette
    app = QApplication.instance()
    if not isinstance(app, QApplication) or (not high_contrast and _base_palette is None):
        return  # the palette was never changed: nothing to give back (and nothing built before the first frame)
    if _base_palette is None:
        _base_palette = QPalette(app.palette())
    palette = QPalette(_base_palette)
    if high_contrast:
        for role, colour in ((QPalette.ColorRole.Link, "#ffff00"), (QPalette.ColorRole.LinkVisited, "#ffff00"),
                             (QPalette.ColorRole.Window, "#000000"), (QPalette.ColorRole.WindowText, "#ffffff"),
                             (QPalette.ColorRole.Base, "#000000"), (QPalette.ColorRole.Text, "#ffffff"),
                             (QPalette.ColorRole.Button, "#000000"), (QPalette.ColorRole.ButtonText, "#ffffff"),
                             (QPalette.ColorRole.ToolTipBase, "#000000"), (QPalette.ColorRole.ToolTipText, "#ffffff"),
                             (QPalette.ColorRole.Highlight, "#ffff00"), (QPalette.ColorRole.HighlightedText, "#000000")):
            palette.setColor(role, QColor(colour))
    if app.palette() != palette:
        app.setPalette(palette)


class LookTable(Protocol):
    """What the look uses of the window: its settings, whether its table is built, and a redraw.

    Its panels (`side_panel`, `private_scroll`, `seats`, `column`, `log`, `side_pane`) and mat
    (`scene`) are sized and repainted once they exist (they come with the table).
    """

    @property
    def settings(self) -> QSettings:
        """The program's settings."""
        ...

    @property
    def built(self) -> bool:
        """Whether the table (mat, panels, menus) is built."""
        ...

    def refresh(self) -> None:
        """Draws the table again."""
        ...


class TableLooks:
    """The window's look: high contrast and the zoom, remembered, applied to the window and its panels."""

    def __init__(self, window: LookTable, widget: QMainWindow) -> None:
        """Reads the remembered look and applies it (before the window's first frame)."""
        self.window, self.widget = window, widget  # the widget: the window styled, sized and zoomed
        self.wanted_zoom = theme.clamp_zoom(self._stored_zoom())
        self._look_timer = QTimer(widget)
        self._look_timer.setSingleShot(True)
        self._look_timer.setInterval(0)
        self._look_timer.timeout.connect(self._follow_size)  # after a resize: the zoom its new size allows
        self.apply_look()

    def _stored_zoom(self) -> float:
        try:
            return float(str(self.window.settings.value(ZOOM_KEY, 1.0)))
        except ValueError:
            return 1.0

    def build_menu(self, view: QMenu) -> None:
        """Adds High contrast and the zoom commands to the View menu."""
        view.addSeparator()
        self.high_contrast = QAction(self.widget, checkable=True)
        worded(self.widget, self.high_contrast, lambda: QCoreApplication.translate("Table", "High &contrast"))
        self.high_contrast.setObjectName("viewHighContrast")
        self.high_contrast.setChecked(_truthy(self.window.settings.value(HIGH_CONTRAST_KEY, False)))
        self.high_contrast.toggled.connect(self.set_high_contrast)  # the player ticks or unticks it
        view.addAction(self.high_contrast)
        entries: list[tuple[str, Callable[[], str], list[QKeySequence], Callable[[], None]]] = [
            ("viewZoomIn", lambda: QCoreApplication.translate("Table", "Zoom &in"),
             [QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")], lambda: self.zoom_by(1)),
            ("viewZoomOut", lambda: QCoreApplication.translate("Table", "Zoom &out"), [QKeySequence("Ctrl+-")], lambda: self.zoom_by(-1)),
            ("viewZoomReset", lambda: QCoreApplication.translate("Table", "&Normal size"), [QKeySequence("Ctrl+0")], lambda: self.zoom_by(0)),
        ]
        for name, words, keys, run in entries:
            action = QAction(self.widget)
            worded(self.widget, action, words)  # worded again in place at a language switch
            action.setObjectName(name)
            action.setShortcuts(keys)
            action.triggered.connect(lambda _=False, run=run: run())  # its keys or the menu
            view.addAction(action)

    # ------------------------------------------------------------------ the look in force

    @property
    def zoom(self) -> float:
        """Returns the zoom in force (the one asked for, at most what the window's size holds)."""
        return theme.current().zoom

    def largest_zoom(self) -> float:
        """Returns the largest zoom the window's size holds now."""
        return theme.largest_zoom(self.widget.width(), self.widget.height())

    def set_high_contrast(self, on: bool) -> None:
        """Turns the high-contrast look on or off (remembered)."""
        self.window.settings.setValue(HIGH_CONTRAST_KEY, on)
        action = getattr(self, "high_contrast", None)
        if isinstance(action, QAction) and action.isChecked() != on:
            action.setChecked(on)  # its signal comes back here
            return
        self.apply_look()

    def zoom_by(self, steps: int) -> None:
        """Ctrl + (1), Ctrl − (−1), Ctrl 0 (0): one zoom step larger or smaller, or the normal size (remembered)."""
        current = self.zoom if steps else 1.0
        self.wanted_zoom = theme.step_zoom(current, steps, self.largest_zoom())
        self.window.settings.setValue(ZOOM_KEY, self.wanted_zoom)
        self.apply_look()

    def _wanted_look(self) -> theme.Look:
        on = _truthy(self.window.settings.value(HIGH_CONTRAST_KEY, False))
        return theme.Look(high_contrast=on, zoom=min(self.wanted_zoom, self.largest_zoom()))

    def _follow_size(self) -> None:
        if self._wanted_look() != theme.current():
            self.apply_look()

    def apply_look(self) -> None:
        """Applies the remembered look: colours, the style sheets, the font and the panels' sizes; the mat repaints."""
        look = self._wanted_look()
        theme.set_current(look)
        apply_app_font(look.zoom)
        self.widget.setStyleSheet(theme.window_sheet(STYLE, look) + menu_font_rule(look.zoom))
        apply_app_palette(look.high_contrast)
        self.size_panels(look)
        for widget in self.widget.findChildren(QWidget):
            restyle = getattr(widget, "restyle", None)
            if callable(restyle):
                restyle()
        scene = getattr(self.window, "scene", None)
        if scene is not None and hasattr(scene, "restyle"):
            scene.restyle()
        if getattr(self.window, "session", None) is not None and self.window.built:
            self.window.refresh()  # the panels' cards and words are made again in the new look

    def size_panels(self, look: theme.Look) -> None:
        """Sizes the side panels, the Pirates list and the log for the zoom."""
        side, scroll = getattr(self.window, "side_panel", None), getattr(self.window, "private_scroll", None)
        if side is None or scroll is None:
            return  # the table is not built yet (its modules load after the first frame)
        from PySide6.QtCore import QSize

        from tortuga_qt.ui.widgets.table_column import LOG_MIN

        side.setMinimumWidth(look.px(SIDE_MIN_WIDTH))
        scroll.setMinimumWidth(side.minimumWidth() + scroll.verticalScrollBar().sizeHint().width())
        seats = getattr(self.window, "seats", None)
        if seats is not None:
            seats.list.setIconSize(QSize(look.px(SEAT_ICON[0]), look.px(SEAT_ICON[1])))
        column, log = getattr(self.window, "column", None), getattr(self.window, "log", None)
        if column is not None and log is not None:
            column.log_min = look.px(LOG_MIN)
            log.setMinimumHeight(column.log_min)
            column.snapshot.background = QColor(look.colours.paper)
            column.updateGeometry()
        pane = getattr(self.window, "side_pane", None)
        if pane is not None:
            pane.snapshot.background = QColor(look.colours.side)

    def resized(self) -> None:
        """Follows the window's size: a zoom its size no longer holds (or holds again) is applied once it settles."""
        if self.wanted_zoom > 1.0:
            self._look_timer.start()

    @staticmethod
    def closed() -> None:
        """Gives the application its normal font back (the window owned the zoom while it was open)."""
        apply_app_font(1.0)
        apply_app_palette(False)


__all__ = ["HIGH_CONTRAST_KEY", "LookTable", "TableLooks", "ZOOM_KEY", "apply_app_font", "apply_app_palette"]
