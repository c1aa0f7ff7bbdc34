"""Events: what an applied action caused, each saying who may see it.

`visible_to` is None for a public event, or the seats that may see it. A seat's log is the
events visible to it (`redact`). Public events never carry a secret: the secret part of a
moment is a separate private event (for example 'viewed' is public, 'saw' is private).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

Value = int | str | bool | tuple[int, ...] | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. `values` depend on `kind` (see `describe.py`)."""

    kind: str
    seat: int = -1
    target: int = -1
    values: tuple[Value, ...] = ()
    visible_to: tuple[int, ...] | None = None

    def visible_for(self, seat: int | None) -> bool:
        """Returns whether `seat` (None: the public / spectator) may see this event."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def redact(events: Iterable[Event], seat: int | None) -> list[Event]:
    """Returns the events that `seat` may see (None: only public events)."""
    return [e for e in events if e.visible_to is None or (seat is not None and seat in e.visible_to)]
