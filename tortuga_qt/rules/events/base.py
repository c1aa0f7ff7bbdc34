"""The base of every event: public unless its class says who may see it."""

from __future__ import annotations

from typing import ClassVar

from tortuga_qt.rules.values import value


@value
class Event:
    """Base of every event: public unless the class says otherwise."""

    kind: ClassVar[str] = ""

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """Returns the seats that may see this event (None: everyone)."""
        return None

    def visible_for(self, seat: int | None) -> bool:
        """Returns whether `seat` (None: the public / spectator) may see this event."""
        v = self.visible_to
        return v is None or (seat is not None and seat in v)
