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

from tortuga_qt.app.story import card_name
from tortuga_qt.ui import renderer


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
        self._cards: list[tuple[str, ...]] = []
        self._menu: QMenu | None = None
        self.itemClicked.connect(self._on_click)

    def set_lines(self, lines: list[tuple[str, bool]], cards: list[tuple[str, ...]] | None = None) -> None:
        """Replaces the story (text, secret) and scrolls to its end; secret lines are marked.

        `cards`, parallel to `lines`, gives the Event card kinds each line names (ValueError if
        its length differs): such a line links to the card's page.
        """
        texts = [t for t, _ in lines]
        named: list[tuple[str, ...]] = [tuple(c) for c in cards] if cards is not None else [()] * len(lines)
        if len(named) != len(lines):
            raise ValueError(f"{len(lines)} log lines but {len(named)} card lists")
        if self.lines() == texts and self._cards == named:
            return
        self.clear()
        self._cards = named
        QTimer.singleShot(0, self.scrollToBottom)  # after the wrapped lines are laid out
        blank = QPixmap(self.iconSize())  # keeps the words of every line aligned beside card pictures
        blank.fill(Qt.GlobalColor.transparent)
        spacer = QIcon(blank) if any(named) else QIcon()
        for (text, secret), kinds in zip(lines, named, strict=True):
            item = QListWidgetItem(text)
            tips = []
            if secret:
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
                item.setForeground(QColor("#8c2f1b"))
                tips.append(QCoreApplication.translate("Table", "Only you can see this line."))
            item.setIcon(renderer.icon(f"icon-{kinds[0]}", 18) if kinds else spacer)
            if kinds:
                tips.append(QCoreApplication.translate("Table", "Click to read the card: {cards}").format(
                    cards=", ".join(card_name(k) for k in kinds)))
            if tips:
                item.setToolTip("\n".join(tips))
            self.addItem(item)
        self.scrollToBottom()

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

    def lines(self) -> list[str]:
        """Returns the lines shown."""
        return [self.item(i).text() for i in range(self.count())]
