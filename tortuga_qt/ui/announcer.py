"""What happens at the table, read out to screen readers (issue 12, item 4).

The window says whose turn it is, votes and their results, revealed cards and each hand-off, in
the log's own sentences (`app/story.py`; the window picks public events only: a secret is never
spoken, since everyone at the table would hear it). Sentences said in one turn of the event loop
go out together, as one polite `QAccessibleAnnouncementEvent` (Qt 6.8+), after the screen has
changed: a screen reader reads the whole news, and one part never cuts another short.

Qt's accessibility classes load with the first announcement, not with the window: they stay off
the path to the window's first frame.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class Announcer(QObject):
    """Reads sentences out to screen readers, politely (after what they are saying)."""

    # Fires when sentences were handed to screen readers (or would have been: it fires whether or
    # not one listens); carries them as one text. Tests and tools listen.
    announced = Signal(str)

    def __init__(self, source: QWidget) -> None:
        super().__init__(source)
        self.source = source  # the widget the announcements come from (the window)
        self._pending: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)  # fires once the event loop turns: the news goes out

    def say(self, text: str) -> None:
        """Queues a sentence (or several) to be read out with the others of this turn ("" says nothing)."""
        if text:
            self._pending.append(text)
            self._timer.start()

    def flush(self) -> None:
        """Reads out every queued sentence now, as one announcement."""
        self._timer.stop()
        if not self._pending:
            return
        text, self._pending = " ".join(self._pending), []
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self.source, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)
        self.announced.emit(text)


__all__ = ["Announcer"]
