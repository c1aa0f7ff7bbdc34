"""The mat under the items: one picture rendered per device size, stretched while the view is resized.

A repaint of the mat is a blit. The window's very first frame gets the shipped picture of the mat
(`ui/first_frame.py`); while the view is being resized the whole mat, items included, is shown as
one stretched picture, and the sharp mat is rendered once, shortly after the last size change.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, QSize, QSizeF, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from tortuga_qt.ui import renderer


class MatPicture(QObject):
    """The mat's picture for one scene, and the watch on its view's resizes.

    `empty`: the scene seats nobody (the window's opening mat, which a shipped picture may show).
    """

    def __init__(self, scene: QGraphicsScene, empty: bool) -> None:
        super().__init__(scene)  # the scene owns it; it keeps no reference of its own (no cycle, see `scene`)
        self.empty = empty
        self._mat = QPixmap()
        self._mat_key: tuple[int, int, float] | None = None
        self._wanted_key: tuple[int, int, float] | None = None
        self._sharpen = QTimer(self)
        self._sharpen.setSingleShot(True)
        self._sharpen.setInterval(120)
        self._sharpen.timeout.connect(self._render_sharp_mat)
        self.resizing = False  # the view is being resized: items wait, the mat shows `_snapshot`
        self._snapshot: QPixmap | None = None
        self._snapshotting = False
        self._watching: QGraphicsView | None = None  # the view whose resizes are watched

    @property
    def scene(self) -> QGraphicsScene:
        """Returns the scene whose mat this is (its parent).

        Not kept in an attribute: that would make a reference cycle with the scene, which only
        Python's cycle collector frees, on whatever thread it runs (the autosave writer's), where
        Qt objects with running timers must not be destroyed.
        """
        scene = self.parent()
        assert isinstance(scene, QGraphicsScene)
        return scene

    @property
    def sharp_key(self) -> tuple[int, int, float] | None:
        """Returns the size the mat's picture was rendered at (width, height, pixel ratio; None: none yet)."""
        return self._mat_key

    @property
    def snapshot(self) -> QPixmap | None:
        """Returns the picture of the whole mat shown stretched while resizing (None when there is none)."""
        return self._snapshot

    def draw(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paints the mat from a pixmap rendered once per device size (a repaint is a blit)."""
        painter.fillRect(rect, QColor("#3b2a14"))
        target = painter.transform().mapRect(self.scene.sceneRect())
        views = self.scene.views()
        dpr = views[0].devicePixelRatioF() if views else 1.0
        size = QSize(round(target.width()), round(target.height()))
        if size.isEmpty():
            return
        key = (size.width(), size.height(), dpr)
        if views and not self._snapshotting and self._watching is not views[0]:
            self._watching = views[0]
            views[0].installEventFilter(self)  # its resizes freeze the mat into one picture
        if self._mat_key is None and self.empty:
            # The window's very first frame (no game yet): the shipped picture of this empty mat,
            # pieces and words included, when it is current (ui/first_frame.py); sharp soon after.
            from tortuga_qt.ui import first_frame

            picture = first_frame.scene_picture(self.scene)
            if picture is not None:
                self._snapshot, self.resizing, self._mat_key = picture, True, (0, 0, 0.0)
                self._sharpen.start()
        if self.stretching:
            painter.save()
            painter.resetTransform()
            self.paint_stretched(painter, target, dpr)
            painter.restore()
            return
        if self._mat_key != key:
            if self._mat_key is None:
                # The very first frame gets the shipped picture of the mat (ui/first_frame.py) or
                # a half-resolution one (fast start); the sharp one follows on the next tick.
                from tortuga_qt.ui import first_frame

                self._mat = first_frame.mat_picture() or renderer.render_pixmap("mat", size, dpr / 2)
                self._mat_key = (0, 0, 0.0)
                QTimer.singleShot(0, self.scene.update)
            else:
                # While the window is being resized the old picture is stretched; the sharp
                # mat is rendered once, shortly after the last size change (no stutter).
                self._wanted_key = key
                self._sharpen.start()
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        top_left = QPointF(round(target.x()), round(target.y()))  # whole pixels: a plain copy, no resampling
        painter.drawPixmap(QRectF(top_left, QSizeF(size)), self._mat, QRectF(self._mat.rect()))
        painter.restore()

    @property
    def stretching(self) -> bool:
        """Returns whether the mat is shown as one stretched picture (the view is being resized)."""
        return self.resizing and self._snapshot is not None

    def paint_stretched(self, painter: QPainter, target: QRectF, dpr: float) -> None:
        """Paints the whole mat, items included, as one picture stretched over `target` (the view's pixels).

        While the view is resized a step is a single blit; everything is painted sharp once the
        size settles (at the size asked for last).
        """
        assert self._snapshot is not None
        size = QSize(round(target.width()), round(target.height()))
        self._wanted_key = (size.width(), size.height(), dpr)
        # A plain (nearest-pixel) stretch: a frame of a drag lasts a few ms; smoothing it
        # costs more than the frame, and the sharp mat follows once the size settles.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(QRectF(QPointF(round(target.x()), round(target.y())), QSizeF(size)), self._snapshot,
                           QRectF(self._snapshot.rect()))

    def _render_sharp_mat(self) -> None:
        """Renders the mat at the size the window settled on, and paints every item again."""
        was_resizing = self.resizing
        self.resizing, self._snapshot = False, None
        if was_resizing:
            for item in self.scene.items():  # their cached pixels were left blank while resizing
                item.update()
        key = self._wanted_key
        if key is None or key == self._mat_key:
            if was_resizing:
                self.scene.update()
            return
        self._mat = renderer.render_pixmap("mat", QSize(key[0], key[1]), key[2])
        self._mat_key = key
        self.scene.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """When the view starts being resized, takes a picture of the mat as it is on screen."""
        if event.type() == QEvent.Type.Resize and not self._snapshotting:
            if not self.resizing:
                self._freeze()
            if self.resizing:
                self._sharpen.start()  # the sharp mat follows the last size change
        return False

    def _freeze(self) -> None:
        """Renders the whole mat, items included, at its size on screen: shown stretched while resizing."""
        view = self._watching
        if view is None or self._mat_key is None:
            return  # nothing on screen yet
        on_screen = view.transform().mapRect(self.scene.sceneRect())  # the view has not been refitted yet
        w, h, dpr = round(on_screen.width()), round(on_screen.height()), view.devicePixelRatioF()
        if w <= 0 or h <= 0:
            return
        picture = QPixmap(round(w * dpr), round(h * dpr))
        picture.setDevicePixelRatio(dpr)
        picture.fill(QColor("#3b2a14"))
        painter = QPainter(picture)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self._snapshotting = True
        try:
            self.scene.render(painter, QRectF(0, 0, w, h), self.scene.sceneRect())
        finally:
            self._snapshotting = False
            painter.end()
        self._snapshot = picture
        self.resizing = True
