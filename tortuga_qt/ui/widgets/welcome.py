"""The first launch's welcome: Learn to play, or Play."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tortuga_qt.ui import renderer


class WelcomeDialog(QDialog):
    """Offers the guided first voyage beside a normal game."""

    # Fires when the player picks Learn to play.
    learn_chosen = Signal()
    # Fires when the player picks Play (a game of their own setup).
    play_chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("welcome")
        self.setWindowTitle(QCoreApplication.translate("Table", "Welcome aboard"))
        icon = QLabel()
        icon.setPixmap(renderer.icon("app-icon", 96).pixmap(96, 96))
        title = QLabel(QCoreApplication.translate("Table", "Welcome to Tortuga 1667"))
        title.setObjectName("heading")
        text = QLabel(QCoreApplication.translate("Table", "New to the game? Learn to play takes about 20 minutes on the real table, "
                                  "step by step, and ends with a short game against computer pirates. "
                                  "You can come back to it any time from the Help menu."))
        text.setWordWrap(True)
        self.learn = QPushButton(QCoreApplication.translate("Table", "Learn to play"))
        self.learn.setObjectName("welcomeLearn")
        self.learn.setDefault(True)
        self.play = QPushButton(QCoreApplication.translate("Table", "Play"))
        self.play.setObjectName("welcomePlay")
        self.learn.clicked.connect(self._learn)
        self.play.clicked.connect(self._play)
        head = QHBoxLayout()
        head.addWidget(icon)
        head.addWidget(title, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.play)
        buttons.addWidget(self.learn)
        lay = QVBoxLayout(self)
        lay.addLayout(head)
        lay.addWidget(text)
        lay.addLayout(buttons)
        self.resize(460, 220)

    def _learn(self) -> None:
        self.accept()
        self.learn_chosen.emit()

    def _play(self) -> None:
        self.accept()
        self.play_chosen.emit()
