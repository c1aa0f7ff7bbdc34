"""One cached SVG renderer: every picture is an element of resources/art/tortuga.svg, by id."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
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


def icon(element: str, side: int = 32) -> QIcon:
    """Returns an icon of an element (crisp at 1x and 2x)."""
    ic = QIcon()
    for dpr in (1.0, 2.0):
        ic.addPixmap(pixmap(element, QSize(side, side), dpr))
    return ic
