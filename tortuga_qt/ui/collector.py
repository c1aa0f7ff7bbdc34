"""Python's cyclic garbage collector runs on the UI thread only.

Automatic collection runs in whichever thread happens to allocate. When that is a computer
seat's worker thread or the autosave writer, and the garbage holds a Qt object (a closed
window's widgets in a reference cycle), the object is destroyed off the UI thread: Qt's own
data is then changed behind the event loop's back, which can crash the program later. So
automatic collection is switched off and a timer on the UI thread collects instead, by the
same thresholds (the approach pyqtgraph's GarbageCollector takes).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500  # how often the UI thread checks whether a collection is due


class UiThreadCollector(QObject):
    """Collects garbage on the UI thread, by the collector's own thresholds; automatic collection off."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)  # fires on the UI thread every interval
        self.timer.start(interval_ms)
        gc.disable()

    def check(self) -> None:
        """Collects the generations whose allocation counts passed their thresholds."""
        t0, t1, t2 = gc.get_threshold()
        c0, c1, c2 = gc.get_count()
        if c0 > t0:
            gc.collect(0)
            if c1 > t1:
                gc.collect(1)
                if c2 > t2:
                    gc.collect(2)

    def stop(self) -> None:
        """Gives collection back to Python (automatic again)."""
        self.timer.stop()
        gc.enable()


__all__ = ["INTERVAL_MS", "UiThreadCollector"]
