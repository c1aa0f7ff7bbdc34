"""The full-window curtain between two people: "Pass to NAME". Nothing secret exists behind it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tortuga_qt.ui import renderer


class Curtain(QWidget):
    """Covers the whole window; the named player claims the device with one click."""

    # Fires when the player clicks "I am NAME"; carries the seat.
    claimed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.seat = -1
        self._art = QPixmap()
        self._art_key: tuple[int, int, float] | None = None
        self.title = QLabel()
        self.title.setObjectName("curtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)  # long pirate names wrap instead of being clipped
        self.reason = QLabel()
        self.reason.setObjectName("curtainReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("claimButton")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(lambda: self.claimed.emit(self.seat))
        self.news = QLabel()
        self.news.setObjectName("curtainNews")
        self.news.setWordWrap(True)
        self.news.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.lesson = QLabel()  # the walkthrough's step, when a lesson asks for this hand-off
        self.lesson.setObjectName("curtainLesson")
        self.lesson.setWordWrap(True)
        self.lesson.hide()
        column = QWidget(self)
        column.setFixedWidth(560)
        inner = QVBoxLayout(column)
        inner.addWidget(self.lesson)
        inner.addWidget(self.title)
        inner.addWidget(self.reason)
        inner.addSpacing(12)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        inner.addSpacing(10)
        inner.addWidget(self.news)
        lay = QVBoxLayout(self)
        lay.addStretch(1)  # centred on the art's parchment panel
        lay.addWidget(column, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(1)
        self.hide()

    def show_for(self, seat: int, name: str, reason: str, news: list[str] | None = None) -> None:
        """Raises the curtain for a seat: only that player should click.

        `news` are public log lines since the last hand-off, so nobody misses what happened
        (a revealed card, a vote's result) while the device changes hands.
        """
        self.seat = seat
        self.title.setText(QCoreApplication.translate("Table", "Pass to {name}").format(name=name))
        why = {
            "loyalty": QCoreApplication.translate("Table", "to look at your Loyalty card in secret"),
            "decide": QCoreApplication.translate("Table", "to make your choice"),
            "vote": QCoreApplication.translate("Table", "to vote in secret"),
            "viewed": QCoreApplication.translate("Table", "to look at the two Event cards you viewed"),
            "crows_nest": QCoreApplication.translate("Table", "to look at your new Vote cards (Crow's Nest)"),
            "cabin_fever": QCoreApplication.translate("Table", "to look at your new Loyalty card (Cabin Fever)"),
            "el_dorado": QCoreApplication.translate("Table", "to look at your extra Vote card (El Dorado)"),
        }.get(reason, "")
        self.reason.setText(QCoreApplication.translate("Table", "Everyone else, look away. {name}, click below {why}.").format(name=name, why=why))
        self.button.setText(QCoreApplication.translate("Table", "I am {name}").format(name=name))
        recent = (news or [])[-5:]
        self.news.setText(QCoreApplication.translate("Table", "Meanwhile:") + "\n• " + "\n• ".join(recent) if recent else "")
        self.news.setVisible(bool(recent))
        width = 536  # the column's width less its margins: wrapped labels get their full height
        for label in (self.title, self.reason, self.news, self.lesson):
            label.setMinimumHeight(max(0, label.heightForWidth(width)))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())  # the whole window, menus included
        self.raise_()
        self.show()

    def set_lesson(self, text: str) -> None:
        """Shows the walkthrough's step above the hand-off ('' hides it)."""
        self.lesson.setText(text)
        self.lesson.setVisible(bool(text))
        self.lesson.setMinimumHeight(max(0, self.lesson.heightForWidth(536)) + 20 if text else 0)  # + padding
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the column grows now, not after a repaint: nothing overlaps

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paints the velvet backdrop."""
        p = QPainter(self)
        p.fillRect(self.rect(), Qt.GlobalColor.black)
        key = (self.width(), self.height(), self.devicePixelRatioF())
        if self._art_key != key:
            self._art = renderer.render_pixmap("curtain", self.size(), key[2])
            self._art_key = key
        art = self._art
        logical = art.deviceIndependentSize()
        p.drawPixmap(QPointF((self.width() - logical.width()) / 2, (self.height() - logical.height()) / 2), art)
        p.end()


__all__ = ["Curtain"]
