"""Start-up: the art file is read on a worker thread while Python loads the game.

Parsing `resources/art/tortuga.svg` and drawing the curtain's first picture from it are work for
Qt's C++ code, which lets go of Python's lock: on a second core they cost the start nothing
while the main thread loads the rules and deals the first game. The program starts it once the
window's first frame is on screen (`tortuga_qt/main.py`), so that it never delays that frame.

`take(name)` hands over a result, waiting for it if it is still being made, or returns None
when nothing was preloaded (tests, tools), and the caller then makes it itself. The art's
renderer is moved to the main thread before it is handed over.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QRectF, QSize, QThread
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tortuga_qt.paths import resources_dir

ART = "tortuga.svg"  # the one source of every picture (ui/renderer.py)
CURTAIN = "curtain"  # the curtain's first picture (ui/widgets/curtain.py): its art element, at CURTAIN_SIZE
CURTAIN_SIZE = QSize(800, 500)  # about half a window's size: sharp pictures follow once the curtain is up

_ready: dict[str, threading.Event] = {}
_results: dict[str, object] = {}


def _work(main_thread: QThread) -> None:
    try:
        art = resources_dir() / "art"
        svg = QSvgRenderer(str(art / ART))
        curtain = QImage(CURTAIN_SIZE, QImage.Format.Format_ARGB32_Premultiplied)
        curtain.fill(0)  # transparent
        if svg.elementExists(CURTAIN):
            painter = QPainter(curtain)
            svg.render(painter, CURTAIN, QRectF(0, 0, CURTAIN_SIZE.width(), CURTAIN_SIZE.height()))
            painter.end()
            _results[CURTAIN] = curtain
        svg.moveToThread(main_thread)  # before the main thread uses it
        _results[ART] = svg
    finally:  # whatever happened, nobody waits for ever: a missing result is loaded by its user
        for event in _ready.values():
            event.set()


def start() -> None:
    """Starts reading the art file and drawing the curtain's first picture on a worker thread (once; needs the application)."""
    app = QCoreApplication.instance()
    if _ready or app is None:
        return
    for name in (ART, CURTAIN):
        _ready[name] = threading.Event()
    threading.Thread(target=_work, args=(app.thread(),), name="tortuga-preload", daemon=True).start()


def take(name: str) -> QImage | QSvgRenderer | None:
    """Returns what was preloaded under `name` (waiting for it), once; None if it was not preloaded."""
    event = _ready.get(name)
    if event is None:
        return None
    event.wait()
    found = _results.pop(name, None)
    return found if isinstance(found, QImage | QSvgRenderer) else None


__all__ = ["ART", "CURTAIN", "CURTAIN_SIZE", "start", "take"]
