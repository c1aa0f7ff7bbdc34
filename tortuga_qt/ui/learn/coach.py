"""The coach: the voyage's panel beside the table (chapter, step, what to do, Back/Next/Skip/Restart)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.ui import theme

COACH_STYLE = """
QFrame#coach { background: #fff6dc; border: 2px solid #c9962b; border-radius: 8px; }
QLabel#coachTitle { font: bold 13pt serif; color: #3b2a14; }
QLabel#coachCount { color: #6b5a3c; font: 10pt serif; }
QLabel#coachText { font: 12pt serif; color: #2b1d0e; }
QLabel#coachWrong { color: #8c2f1b; font: 11pt serif; background: #fbe3d6; border-radius: 5px; padding: 4px; }
QPushButton#coachNext { background: #f2c14e; font-weight: bold; }
*[spot="true"] { border: 3px solid #f2c14e; border-radius: 6px; }
"""


def _button(text: str, name: str) -> QPushButton:
    b = QPushButton(text)
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
        self.chapters.setToolTip(QCoreApplication.translate("Learn", "Go to any chapter"))
        self.chapters.activated.connect(self.chapter_chosen.emit)
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        self.count = QLabel()
        self.count.setObjectName("coachCount")
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.wrong = QLabel()
        self.wrong.setObjectName("coachWrong")
        self.wrong.setWordWrap(True)
        self.wrong.setTextFormat(Qt.TextFormat.RichText)
        self.wrong.linkActivated.connect(self.page_requested.emit)
        self.wrong.hide()
        self.back = _button(QCoreApplication.translate("Learn", "◀ Back"), "coachBack")
        self.next = _button(QCoreApplication.translate("Learn", "Next ▶"), "coachNext")
        self.skip = _button(QCoreApplication.translate("Learn", "Skip"), "coachSkip")
        self.restart = _button(QCoreApplication.translate("Learn", "Restart"), "coachRestart")
        self.leave = _button(QCoreApplication.translate("Learn", "Leave"), "coachLeave")
        self.back.clicked.connect(self.back_clicked.emit)
        self.next.clicked.connect(self.next_clicked.emit)
        self.skip.clicked.connect(self.skip_clicked.emit)
        self.restart.clicked.connect(self.restart_clicked.emit)
        self.leave.clicked.connect(self.leave_clicked.emit)
        self.back.setToolTip(QCoreApplication.translate("Learn", "Go one step back"))
        self.skip.setToolTip(QCoreApplication.translate("Learn", "Skip this step (it is done for you)"))
        self.restart.setToolTip(QCoreApplication.translate("Learn", "Start this chapter again"))
        self.leave.setToolTip(QCoreApplication.translate("Learn", "Leave the voyage; your place is remembered"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        top = QHBoxLayout()
        top.addWidget(self.chapters, 1)
        top.addWidget(self.leave)
        lay.addLayout(top)
        lay.addWidget(self.count)  # the chapter's title is in the list above
        lay.addWidget(self.text)
        lay.addWidget(self.wrong)
        row = QHBoxLayout()
        for b in (self.back, self.restart, self.skip):
            row.addWidget(b)
        lay.addLayout(row)
        lay.addWidget(self.next)  # full width: "Next chapter ▶" and "Play a real game ▶" fit

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py) to the coach's style sheet."""
        self.setStyleSheet(theme.sheet(COACH_STYLE))

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

    def show_step(self, title: str, count: str, text: str, next_label: str | None) -> None:
        """Shows a step: its chapter, where it is, what it says; a Next button only when given a label."""
        self.title.setText(title)
        self.count.setText(count)
        self.text.setText(text)
        self._fit(self.text)
        self.wrong.hide()
        self.wrong.clear()
        self.next.setVisible(next_label is not None)
        if next_label is not None:
            self.next.setText(next_label)

    def show_wrong(self, text: str, page: str = "") -> None:
        """Shows why a click was not what the step asks (the rule, with a link to its page), until the next step."""
        link = f' <a href="{escape(page)}">{escape(QCoreApplication.translate("Learn", "Read the rule ›"))}</a>' if page else ""
        self.wrong.setText(escape(text, quote=False) + link)
        self.wrong.show()
        self._fit(self.wrong)

    def _fit(self, label: QLabel) -> None:
        """Gives a wrapped label the height of its whole text (a squeezed side panel never cuts it)."""
        width = label.width() if label.isVisible() and label.width() > 100 else max(self.width() - 24, 280)
        label.setMinimumHeight(max(0, label.heightForWidth(width)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-fits the wrapped texts to the new width."""
        super().resizeEvent(event)
        self._fit(self.text)
        if self.wrong.isVisible():
            self._fit(self.wrong)
