"""The coach: the voyage's panel beside the table (chapter, step, what to do, Back/Next/Skip/Restart)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.ui import theme

COACH_STYLE = """
QFrame#coach { background: #fff6dc; border: 2px solid #c9962b; border-radius: 8px; }
QLabel#coachTitle { font: bold 13pt serif; color: #3b2a14; }
QLabel#coachCount { color: #6b5a3c; font: 10pt serif; }
QLabel#coachText { font: 12pt serif; color: #2b1d0e; }
QLabel#coachTable { font: italic 11pt serif; color: #3b2a14; }
QScrollArea#coachWrongBox { background: transparent; border: none; }
QLabel#coachWrong { color: #8c2f1b; font: 11pt serif; background: #fbe3d6; border-radius: 5px; padding: 4px; }
QPushButton#coachNext { background: #f2c14e; font-weight: bold; }
*[spot="true"] { border: 3px solid #f2c14e; border-radius: 6px; }
"""


ROOM_LINES = 10  # the most lines of room kept for a wrong click's answer (a longer one scrolls inside it)


def _button(name: str) -> QPushButton:
    b = QPushButton()
    b.setObjectName(name)
    return b


class CoachPanel(QFrame):
    """Says what the current step asks, and lets the learner move around the voyage."""

    # Fires when the learner clicks Back (one step back).
    back_clicked = Signal()
    # Fires when the learner clicks Next (a reading step, the next chapter, or the real game at the end).
    next_clicked = Signal()
    # Fires when the learner clicks Skip (this step done for them).
    skip_clicked = Signal()
    # Fires when the learner clicks Restart (the chapter from its first step).
    restart_clicked = Signal()
    # Fires when the learner picks a chapter in the list (its index).
    chapter_chosen = Signal(int)
    # Fires when the learner leaves the voyage (the table then starts a normal game).
    leave_clicked = Signal()
    # Fires when the learner clicks "Read the rule" under a wrong click's answer (a reference page id).
    page_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.restyle()
        self.chapters = QComboBox()
        self.chapters.setObjectName("coachChapters")
        self.chapters.activated.connect(self.chapter_chosen.emit)
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        self.count = QLabel()
        self.count.setObjectName("coachCount")
        self.news = QLabel()  # one line when a chapter deals a new table
        self.news.setObjectName("coachTable")
        self.news.setWordWrap(True)
        self.news.hide()
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.wrong = QLabel()
        self.wrong.setObjectName("coachWrong")
        self.wrong.setWordWrap(True)
        self.wrong.setTextFormat(Qt.TextFormat.RichText)
        self.wrong.linkActivated.connect(self.page_requested.emit)
        self.wrong.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.wrong.hide()
        # The answer to a wrong click sits below the buttons in room kept for it, so nothing moves when it
        # comes or goes; a longer answer than the room scrolls inside it.
        self.wrong_box = QScrollArea()
        self.wrong_box.setObjectName("coachWrongBox")
        self.wrong_box.setWidgetResizable(True)
        self.wrong_box.setFrameShape(QFrame.Shape.NoFrame)
        self.wrong_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.wrong_box.viewport().setAutoFillBackground(False)
        self.wrong_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from button to button, not to an empty box
        self.wrong_box.setWidget(self.wrong)
        self._room = ""  # the longest answer the current step may give (the room kept is its height)
        self._room_for: tuple[str, int] | None = None  # the text and width the room was measured for
        self.back = _button("coachBack")
        self.next = _button("coachNext")
        self.skip = _button("coachSkip")
        self.restart = _button("coachRestart")
        self.leave = _button("coachLeave")
        self.back.clicked.connect(self.back_clicked.emit)
        self.next.clicked.connect(self.next_clicked.emit)
        self.skip.clicked.connect(self.skip_clicked.emit)
        self.restart.clicked.connect(self.restart_clicked.emit)
        self.leave.clicked.connect(self.leave_clicked.emit)
        self._word()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        top = QHBoxLayout()
        top.addWidget(self.chapters, 1)
        top.addWidget(self.leave)
        lay.addLayout(top)
        lay.addWidget(self.count)  # the chapter's title is in the list above
        lay.addWidget(self.news)
        lay.addWidget(self.text)
        row = QHBoxLayout()
        for b in (self.back, self.restart, self.skip):
            row.addWidget(b)
        lay.addLayout(row)
        lay.addWidget(self.next)  # full width: "Next chapter ▶" and "Play a real game ▶" fit
        lay.addWidget(self.wrong_box)

    def _word(self) -> None:
        """Words the coach's own buttons and tips in the language installed now (the step's text comes from the voyage)."""
        self.chapters.setToolTip(QCoreApplication.translate("Learn", "Go to any chapter"))
        self.back.setText(QCoreApplication.translate("Learn", "◀ Back"))
        if not self.next.text():  # a step gives its own label ("Next chapter ▶"), worded by the voyage
            self.next.setText(QCoreApplication.translate("Learn", "Next ▶"))
        self.skip.setText(QCoreApplication.translate("Learn", "Skip"))
        self.restart.setText(QCoreApplication.translate("Learn", "Restart"))
        self.leave.setText(QCoreApplication.translate("Learn", "Leave"))
        self.back.setToolTip(QCoreApplication.translate("Learn", "Go one step back"))
        self.skip.setToolTip(QCoreApplication.translate("Learn", "Skip this step (it is done for you)"))
        self.restart.setToolTip(QCoreApplication.translate("Learn", "Start this chapter again"))
        self.leave.setToolTip(QCoreApplication.translate("Learn", "Leave the voyage; your place is remembered"))

    def changeEvent(self, event: QEvent) -> None:
        """Words the coach's buttons again when View › Language installs another translation."""
        if event.type() == QEvent.Type.LanguageChange:
            self._word()
        super().changeEvent(event)

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py) to the coach's style sheet."""
        self.setStyleSheet(theme.sheet(COACH_STYLE))
        if hasattr(self, "wrong_box"):  # a new look (zoom, contrast) measures the room again
            self._room_for = None
            self._keep_room()

    def set_chapters(self, titles: list[str], current: int) -> None:
        """Fills the chapter list (titles already translated and numbered); unchanged lists are left alone."""
        if [self.chapters.itemText(i) for i in range(self.chapters.count())] == titles:
            if self.chapters.currentIndex() != current:
                self.chapters.blockSignals(True)
                self.chapters.setCurrentIndex(current)
                self.chapters.blockSignals(False)
            return
        self.chapters.blockSignals(True)
        self.chapters.clear()
        self.chapters.addItems(titles)
        self.chapters.setCurrentIndex(current)
        self.chapters.blockSignals(False)

    def show_step(self, title: str, count: str, text: str, next_label: str | None, news: str = "", room: str = "") -> None:
        """Shows a step: its chapter, where it is, what it says; a Next button only when given a label.

        `news`: the line said when the chapter deals a new table; `room`: a text as long as the longest
        answer a wrong click may get at this step (the room kept below the buttons).
        """
        self.title.setText(title)
        self.count.setText(count)
        self.news.setText(news)
        self.news.setVisible(bool(news))
        if news:
            self._fit(self.news)
        self.text.setText(text)
        self._fit(self.text)
        self.wrong.hide()
        self.wrong.clear()
        self.wrong.setMinimumHeight(0)  # the last answer's height goes with it (no scroll bar in an empty room)
        self._room = room
        self._keep_room()
        self.next.setVisible(next_label is not None)
        if next_label is not None:
            self.next.setText(next_label)

    def show_wrong(self, text: str, page: str = "") -> None:
        """Shows why a click was not what the step asks (the rule, with a link to its page), until the next step."""
        link = f' <a href="{escape(page)}">{escape(QCoreApplication.translate("Learn", "Read the rule ›"))}</a>' if page else ""
        self.wrong.setText(escape(text, quote=False) + link)
        self.wrong.show()
        self._fit(self.wrong, self.wrong_box.viewport().width())
        self.wrong_box.verticalScrollBar().setValue(0)

    def _room_width(self) -> int:
        box = self.wrong_box.width()
        return box - 2 if box > 100 else max(self.width() - 24, 280)

    def _keep_room(self) -> None:
        """Keeps room below the buttons for the longest answer of this step (none once a chapter is done)."""
        if not self._room:
            self._room_for = None
            self.wrong_box.setFixedHeight(0)
            return
        if self._room_for == (self._room, self._room_width()):
            return  # measured already (the table refreshes the coach often)
        self._room_for = (self._room, self._room_width())
        shown, visible = self.wrong.text(), self.wrong.isVisible()
        self.wrong.ensurePolished()  # the style sheet's font, not the default one
        self.wrong.setText(escape(self._room, quote=False) + " " + escape(QCoreApplication.translate("Learn", "Read the rule ›")))
        height = self.wrong.heightForWidth(self._room_width())
        self.wrong.setText(shown)
        self.wrong.setVisible(visible)
        most = self.wrong.fontMetrics().lineSpacing() * ROOM_LINES + 10  # a small screen keeps the buttons in view
        self.wrong_box.setFixedHeight(min(max(height, 0), most) + 2)

    def _fit(self, label: QLabel, width: int = 0) -> None:
        """Gives a wrapped label the height of its whole text (a squeezed side panel never cuts it)."""
        if width <= 100:
            width = label.width() if label.isVisible() and label.width() > 100 else max(self.width() - 24, 280)
        label.setMinimumHeight(max(0, label.heightForWidth(width)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-fits the wrapped texts to the new width."""
        super().resizeEvent(event)
        self._fit(self.text)
        if self.news.isVisible():
            self._fit(self.news)
        if event.size().width() != event.oldSize().width():
            self._keep_room()
        if self.wrong.isVisible():
            self._fit(self.wrong, self.wrong_box.viewport().width())
