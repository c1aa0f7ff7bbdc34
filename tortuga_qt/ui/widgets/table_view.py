"""The view of the mat and the table's style sheet (shared by the window and the replay)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView

from tortuga_qt.ui.scene.table_scene import TableScene

STYLE = """
QMainWindow, QWidget#side { background: #efe3c2; }
QLabel#heading { font: bold 13pt serif; color: #3b2a14; padding: 4px 0; }
QLabel#prompt { font: 12pt serif; color: #2b1d0e; }
QLabel#message { color: #8c2f1b; font-style: italic; font-size: 11pt; }
QLabel#muted { color: #7a6a4f; font-style: italic; }
QLabel#loyalty { font: bold 12pt serif; }
QFrame#private { background: #f7efd9; border: 1px solid #c9b07a; border-radius: 6px; }
QPushButton { background: #fbf3dc; border: 1px solid #8a6d3b; border-radius: 5px; padding: 6px 10px; font: 11pt serif; }
QPushButton:hover { background: #f2c14e; }
QListWidget { background: #fbf6e8; border: 1px solid #c9b07a; font: 10pt serif; }
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


class TableView(QGraphicsView):
    """Shows the whole mat, scaled to the window, crisp at any size and pixel ratio."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(600, 400)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the whole mat in view."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
