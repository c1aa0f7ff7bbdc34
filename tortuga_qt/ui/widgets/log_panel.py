"""The log: the game's story in sentences; a line that names an Event card opens its page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QCursor, QIcon, QMouseEvent, QPixmap
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QMenu,
    QWidget,
)

from tortuga_qt.app.names import card_name
from tortuga_qt.ui import renderer, theme


class LogPanel(QListWidget):
    """The game's story for the seat on screen, one sentence per line (already redacted).

    A line that names an Event card shows the card's picture and opens its page when clicked.
    """

    # Fires when the player clicks a line that names an Event card; carries the card's page id.
    page_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setIconSize(QSize(18, 18))
        self.setMouseTracking(True)  # a pointing hand over the lines that link to a card
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self._cards: list[tuple[str, ...]] = []
        self._rows: list[tuple[str, bool, tuple[str, ...]]] = []  # the lines shown: text, secret, cards named
        self._menu: QMenu | None = None
        self.following = True  # the newest line stays in view (False while the player reads back)
        bar = self.verticalScrollBar()
        bar.actionTriggered.connect(self._player_scrolled)  # wheel, drag, arrows, page clicks
        bar.rangeChanged.connect(self._range_changed)  # new lines, rewrapped lines, a resize
        self.itemClicked.connect(self._on_click)

    def set_lines(self, lines: list[tuple[str, bool]], cards: list[tuple[str, ...]] | None = None) -> None:
        """Shows the story (text, secret), secret lines marked; the newest line stays in view.

        When the story only grew, the new lines are added below the old ones; unless the player
        scrolled up to read, the log then scrolls to its end (and stays there when lines rewrap).

        `cards`, parallel to `lines`, gives the Event card kinds each line names (ValueError if
        its length differs): such a line links to the card's page.
        """
        named: list[tuple[str, ...]] = [tuple(c) for c in cards] if cards is not None else [()] * len(lines)
        if len(named) != len(lines):
            raise ValueError(f"{len(lines)} log lines but {len(named)} card lists")
        rows = [(text, secret, kinds) for (text, secret), kinds in zip(lines, named, strict=True)]
        old = self._rows
        if old == rows and self.count() == len(rows):  # nothing new (the rows are what was shown)
            return
        if len(old) <= len(rows) and rows[:len(old)] == old and self.count() == len(old):
            start = len(old)  # the story went on: the lines already shown stay (and so does the place read)
        else:
            self.clear()  # another story (a new game, another seat's view): read from its end
            self.following = True
            start = 0
        self._rows = rows
        self._cards = named
        blank = QPixmap(self.iconSize())  # keeps the words of every line aligned beside card pictures
        blank.fill(Qt.GlobalColor.transparent)
        spacer = QIcon(blank) if any(named) else QIcon()
        if start and any(named) and not any(named[:start]):  # the first card line: align the old lines too
            for row in range(start):
                self.item(row).setIcon(spacer)
        for (text, secret), kinds in zip(lines[start:], named[start:], strict=True):
            item = QListWidgetItem(text)
            tips = []
            if secret:
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
                item.setForeground(QColor(theme.colours().warning))
                tips.append(QCoreApplication.translate("Table", "Only you can see this line."))
            item.setIcon(renderer.icon(f"icon-{kinds[0]}", 18) if kinds else spacer)
            if kinds:
                tips.append(QCoreApplication.translate("Table", "Click to read the card: {cards}").format(
                    cards=", ".join(card_name(k) for k in kinds)))
            if tips:
                item.setToolTip("\n".join(tips))
            self.addItem(item)
        if self.following:
            self.scrollToBottom()
            QTimer.singleShot(0, self._keep_newest)  # again once the wrapped lines are laid out

    def _player_scrolled(self, _action: int) -> None:
        """Follows the newest line again once the player scrolls back to the end; stops while they read back."""
        bar = self.verticalScrollBar()
        self.following = bar.sliderPosition() >= bar.maximum() - 2

    def _range_changed(self, _low: int, _high: int) -> None:
        self._keep_newest()

    def _keep_newest(self) -> None:
        if self.following:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def newest_in_view(self) -> bool:
        """Returns whether the last line is wholly inside the visible part of the log (True when empty)."""
        if self.count() == 0:
            return True
        rect = self.visualItemRect(self.item(self.count() - 1))
        return self.viewport().rect().contains(rect)

    def card_kinds(self, row: int) -> tuple[str, ...]:
        """Returns the Event card kinds a line names (none: the line links nowhere)."""
        return self._cards[row] if 0 <= row < len(self._cards) else ()

    def _on_click(self, item: QListWidgetItem) -> None:
        kinds = self.card_kinds(self.row(item))
        if len(kinds) == 1:
            self.page_requested.emit("card:" + kinds[0])
        elif kinds:  # a line naming several cards (a View 2): choose which one to read
            menu = QMenu(self)
            for kind in kinds:
                action = menu.addAction(renderer.icon(f"icon-{kind}", 18), card_name(kind))
                action.triggered.connect(lambda _=False, k=kind: self.page_requested.emit("card:" + k))
            self._menu = menu
            menu.popup(QCursor.pos())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Shows a pointing hand over the lines that link to a card."""
        item = self.itemAt(event.position().toPoint())
        linked = item is not None and bool(self.card_kinds(self.row(item)))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if linked else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def restyle(self) -> None:
        """Paints your private lines in the look in force (ui/theme.py)."""
        colour = QColor(theme.colours().warning)
        for row, (_text, secret, _kinds) in enumerate(self._rows):
            item = self.item(row)
            if secret and item is not None:
                item.setForeground(colour)

    def lines(self) -> list[str]:
        """Returns the lines shown."""
        return [self.item(i).text() for i in range(self.count())]
