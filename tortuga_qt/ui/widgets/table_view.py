"""The view of the mat (shared by the window and the replay); the style sheet is in `style.py`.

Screen readers find the mat's items as the view's accessible children (`ui/access.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QGraphicsView

from tortuga_qt.ui import access
from tortuga_qt.ui.scene.items import SvgItem, TextItem
from tortuga_qt.ui.scene.shown_large import FlipCard, VoteResultItem
from tortuga_qt.ui.scene.table_scene import TableScene
from tortuga_qt.ui.widgets.style import STYLE

TABLE_BROWN = QColor("#3b2a14")  # around the mat (the scene's background)

__all__ = ["STYLE", "TableView"]


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
        self.retranslate()
        access.install(TableView, (SvgItem, TextItem, FlipCard, VoteResultItem))

    def retranslate(self) -> None:
        """Names the mat for a screen reader in the language now installed."""
        self.setAccessibleName(QCoreApplication.translate("Access", "The mat"))
        self.setAccessibleDescription(QCoreApplication.translate(
            "Access", "The ships, Tortuga, the Rowboats, the Event row and the pirates. Tab moves the focus ring over what you "
            "can choose now; Enter chooses it."))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the whole mat in view."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paints the mat; while the view is being resized, as one stretched picture without visiting an item."""
        scene = self.scene()
        if not (isinstance(scene, TableScene) and scene.stretching):
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        dpr = self.devicePixelRatioF()
        target = self.viewportTransform().mapRect(scene.sceneRect())
        painter.fillRect(self.viewport().rect(), TABLE_BROWN)
        scene.paint_stretched(painter, target, dpr)
        painter.end()
