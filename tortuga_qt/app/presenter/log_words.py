"""The log's words: each event's sentence and line, made once per game and language (Qt-free)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tortuga_qt.app.presenter.frames import LogLine

if TYPE_CHECKING:
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.rules.events import Event


class LogWords:
    """Words events for the log once: the whole log is in every frame, so each line is made only the first time."""

    def __init__(self, storyteller: Storyteller, cards_named: Callable[[Event], tuple[str, ...]]) -> None:
        self.storyteller = storyteller
        self._cards_named = cards_named
        self._story: dict[Event, str] = {}  # sentences already worded
        self._lines: dict[Event, LogLine] = {}  # the log's lines already made

    def line(self, event: Event) -> str:
        """Returns an event's sentence."""
        try:
            return self._story[event]
        except KeyError:
            text = self._story[event] = self.storyteller.line(event)
            return text

    def log_line(self, event: Event) -> LogLine:
        """Returns an event's line of the log: its sentence, whether it is a secret, the Event cards it names."""
        try:
            return self._lines[event]
        except KeyError:
            made = self._lines[event] = LogLine(self.line(event), event.visible_to is not None, self._cards_named(event))
            return made

    def forget(self) -> None:
        """Forgets every sentence and line (another language is installed)."""
        self._story.clear()
        self._lines.clear()
