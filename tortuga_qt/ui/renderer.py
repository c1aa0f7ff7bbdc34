"""One cached SVG renderer: every picture is an element of resources/art/tortuga.svg, by id."""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tortuga_qt.paths import resources_dir


class ArtError(RuntimeError):
    """The art file is missing or lacks an element the program draws."""


@lru_cache(maxsize=1)
def renderer() -> QSvgRenderer:
    """Returns the shared renderer of the art file (loaded once)."""
    path = resources_dir() / "art" / "tortuga.svg"
    r = QSvgRenderer(str(path))
    if not r.isValid():
        raise ArtError(f"cannot load the art file {path}")
    return r


def draw(painter: QPainter, element: str, rect: QRectF) -> None:
    """Draws an element scaled into `rect` (aspect kept, centred)."""
    r = renderer()
    if not r.elementExists(element):
        return
    bounds = r.boundsOnElement(element)
    if bounds.isEmpty():
        return
    scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
    w, h = bounds.width() * scale, bounds.height() * scale
    target = QRectF(rect.x() + (rect.width() - w) / 2, rect.y() + (rect.height() - h) / 2, w, h)
    r.render(painter, element, target)


_PIXMAPS: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
_MAX_CACHED = 256  # small pictures only: icons, pawns, cards


def render_pixmap(element: str, size: QSize, dpr: float = 1.0) -> QPixmap:
    """Returns the element rendered at `size` (logical pixels) for a device pixel ratio (uncached)."""
    pm = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, element, QRectF(0, 0, pm.width(), pm.height()))
    painter.end()
    pm.setDevicePixelRatio(dpr)
    return pm


def pixmap(element: str, size: QSize, dpr: float = 1.0) -> QPixmap:
    """Returns a small element rendered at `size` for a device pixel ratio, from a bounded cache."""
    key = (element, size.width(), size.height(), dpr)
    pm = _PIXMAPS.get(key)
    if pm is None:
        pm = render_pixmap(element, size, dpr)
        _PIXMAPS[key] = pm
        if len(_PIXMAPS) > _MAX_CACHED:
            _PIXMAPS.popitem(last=False)
    else:
        _PIXMAPS.move_to_end(key)
    return pm


def element_rect(element: str, part: str, rect: QRectF) -> QRectF:
    """Returns where a part of an element (a nested id, e.g. "jr-flag") lands when the element is drawn in `rect`."""
    r = renderer()
    if not (r.elementExists(element) and r.elementExists(part)):
        return QRectF()
    outer = r.transformForElement(element).mapRect(r.boundsOnElement(element))
    inner = r.transformForElement(part).mapRect(r.boundsOnElement(part))
    scale = min(rect.width() / outer.width(), rect.height() / outer.height())
    x0 = rect.x() + (rect.width() - outer.width() * scale) / 2
    y0 = rect.y() + (rect.height() - outer.height() * scale) / 2
    return QRectF(x0 + (inner.x() - outer.x()) * scale, y0 + (inner.y() - outer.y()) * scale,
                  inner.width() * scale, inner.height() * scale)


# ---------------------------------------------------------------- pictures on the mat, by device size
#
# Every mat item draws its element from one shared cache keyed by (element, device pixels), so an
# element is rendered once per size however many items show it (5 slots, 9 pawns, 8 tokens); a
# repaint at that size is a blit. (While the window is being resized the scene shows a stretched
# picture of itself instead of painting its items: see TableScene.)

_SHARED: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
_SHARED_BYTES = 0
_SHARED_BUDGET = 96 * 1024 * 1024  # least recently used pictures go first beyond this


def _store(key: tuple[str, int, int, float], pm: QPixmap) -> None:
    global _SHARED_BYTES
    _SHARED[key] = pm
    _SHARED_BYTES += pm.width() * pm.height() * 4
    while _SHARED_BYTES > _SHARED_BUDGET and len(_SHARED) > 1:
        _old, gone = _SHARED.popitem(last=False)
        _SHARED_BYTES -= gone.width() * gone.height() * 4


def _picture(painter: QPainter, element: str, rect: QRectF) -> tuple[QPixmap, QRectF]:
    """Returns the cached picture for `rect` on this painter and where it goes (whole pixels, logical)."""
    dev = painter.transform().mapRect(rect)
    size = QSize(max(1, round(dev.width())), max(1, round(dev.height())))
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    key = (element, size.width(), size.height(), dpr)
    pm = _SHARED.get(key)
    if pm is None:
        pm = render_pixmap(element, size, dpr)
        _store(key, pm)
    else:
        _SHARED.move_to_end(key)
    return pm, QRectF(QPointF(round(dev.x()), round(dev.y())), QSizeF(size))


def paint_element(painter: QPainter, element: str, rect: QRectF) -> None:
    """Draws an element into `rect` from the shared cache of pictures by device size.

    Rotated or sheared painters draw the vector art directly.
    """
    if painter.transform().isRotating() or not renderer().elementExists(element):
        draw(painter, element, rect)
        return
    pm, target = _picture(painter, element, rect)
    painter.save()
    painter.resetTransform()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(target, pm, QRectF(pm.rect()))
    painter.restore()


_HALOS: OrderedDict[tuple[int, int, int], QPixmap] = OrderedDict()


def _halo(pm: QPixmap, color: QColor, radius: int) -> QPixmap:
    """Returns a rim `radius` pixels wide of `color` around the picture's silhouette (cached)."""
    key = (pm.cacheKey(), color.rgba(), radius)
    halo = _HALOS.get(key)
    if halo is not None:
        _HALOS.move_to_end(key)
        return halo
    src = QPixmap(pm)
    src.setDevicePixelRatio(1.0)
    shape = QPixmap(src.size())
    shape.fill(Qt.GlobalColor.transparent)
    p = QPainter(shape)
    p.drawPixmap(0, 0, src)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    p.fillRect(shape.rect(), color)
    p.end()
    halo = QPixmap(src.width() + 2 * radius, src.height() + 2 * radius)
    halo.fill(Qt.GlobalColor.transparent)
    p = QPainter(halo)
    for step in range(16):
        angle = step * math.pi / 8
        p.drawPixmap(QPointF(radius + radius * math.cos(angle), radius + radius * math.sin(angle)), shape)
    p.end()
    halo.setDevicePixelRatio(pm.devicePixelRatio())
    _HALOS[key] = halo
    if len(_HALOS) > 64:
        _HALOS.popitem(last=False)
    return halo


def paint_halo(painter: QPainter, element: str, rect: QRectF, color: QColor, width: float) -> None:
    """Draws a rim of `color`, `width` units (of `rect`) wide, around the element's silhouette; draw it first."""
    if painter.transform().isRotating() or not renderer().elementExists(element) or rect.isEmpty():
        return
    pm, target = _picture(painter, element, rect)
    radius = max(1, round(width * pm.width() / rect.width()))
    grow = width * target.width() / rect.width()
    painter.save()
    painter.resetTransform()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(target.adjusted(-grow, -grow, grow, grow), _halo(pm, color, radius), QRectF(0, 0, pm.width() + 2 * radius, pm.height() + 2 * radius))
    painter.restore()


def icon(element: str, side: int = 32) -> QIcon:
    """Returns an icon of an element, crisp on every screen attached now (1x, and the sharpest screen's ratio)."""
    from PySide6.QtGui import QGuiApplication

    ic = QIcon()
    app = QGuiApplication.instance()
    sharpest = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 2.0
    for dpr in sorted({1.0, max(1.0, float(sharpest))}):
        ic.addPixmap(pixmap(element, QSize(side, side), dpr))
    return ic
