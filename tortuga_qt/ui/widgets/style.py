"""The table's style sheet (the window, its panels and the curtain; the replay shares it).

A module of its own, free of the mat's code: the window sets it before its first frame.
"""

STYLE = """
QMainWindow, QWidget#side { background: #efe3c2; }
QLabel#heading { font: bold 13pt serif; color: #3b2a14; padding: 4px 0; }
QLabel#prompt { font: 12pt serif; color: #2b1d0e; }
QLabel#message { color: #8c2f1b; font-style: italic; font-size: 11pt; }
QLabel#muted { color: #6b5a3c; font-style: italic; }
QLabel#loyalty { font: bold 12pt serif; }
QFrame#private { background: #f7efd9; border: 1px solid #c9b07a; border-radius: 6px; }
QPushButton { background: #fbf3dc; border: 1px solid #8a6d3b; border-radius: 5px; padding: 6px 10px; font: 11pt serif; }
QPushButton:hover { background: #f2c14e; }
QPushButton:disabled { background: #e9dfc4; border: 1px dashed #8a6d3b; color: #6e5d42; }
QListWidget { background: #fbf6e8; border: 1px solid #c9b07a; font: 10pt serif; }
QAbstractItemView, QLineEdit, QTextBrowser, QSpinBox, QComboBox { selection-background-color: #f2c14e; selection-color: #2b1d0e; }
QWidget#curtain QLabel#curtainTitle { color: #3b1d0e; font: bold 24pt serif; }
QWidget#curtain QLabel#curtainReason { color: #4a3116; font: 13pt serif; }
QWidget#curtain QLabel#curtainNews { color: #3b2a14; font: 10pt serif; background: rgba(251,243,220,215);
    border: 1px solid #c9b07a; border-radius: 6px; padding: 6px; }
QLabel#curtainTitle { font: bold 22pt serif; }
QWidget#curtain QLabel#curtainLesson { color: #2b1d0e; font: 12pt serif; background: #fff6dc;
    border: 2px solid #c9962b; border-radius: 8px; padding: 8px; }
QFrame[spot="true"], QFrame#private[spot="true"], QListWidget[spot="true"], QToolButton[spot="true"] {
    border: 3px solid #f2c14e; border-radius: 6px; }
QPushButton#claimButton { font: bold 16pt serif; padding: 10px 30px; background: #f2c14e; }
"""

__all__ = ["STYLE"]
