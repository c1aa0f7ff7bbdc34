"""A computer player that plays a script: the walkthrough's computer seats.

All scripted seats of a lesson share one script (the moves in the order the table asks for
them). A move that does not fit (a chapter author's mistake the tests would catch) falls back
to the first legal action, so a lesson never stalls.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable, Sequence

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView


class ScriptedBot:
    """Plays the next move of a shared script (a `Bot`)."""

    def __init__(self, script: Iterable[Action]) -> None:
        self._script = deque(script)
        self._lock = threading.Lock()  # chosen in the worker thread
        self.misfits = 0  # how many times the script did not fit and a fallback was played

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns the script's next move if it is this seat's and legal; else the first legal action."""
        with self._lock:
            if self._script and self._script[0] in legal:
                return self._script.popleft()
            self.misfits += 1
        return legal[0]

    def left(self) -> int:
        """Returns how many scripted moves have not been played yet."""
        with self._lock:
            return len(self._script)
