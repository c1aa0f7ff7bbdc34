"""Events: what an applied action caused, one frozen class per kind, each saying who may see it.

`visible_to` is None for a public event, or the seats that may see it; it follows from the
class (a `Saw` is its viewer's alone), so a secret can never be sent out as public by mistake.
Public events never carry a secret: the secret part of a moment is a separate private event
(for example `Viewed` is public, `Saw` is private). A seat's log is the events visible to it
(`redact`). Every event has a one-line notation both ways (`format_event`, `parse_event`):

    moved seat=0 src=0 dst=3 how=row        vote_result seat=2 what=attack outcome=success ...
"""

from __future__ import annotations

import typing
from collections.abc import Iterable
from dataclasses import fields
from enum import StrEnum
from typing import Final
from urllib.parse import quote, unquote

from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.events.base import Event

# Every event class, by area; a new class is written in its area's module and nowhere else (the
# star imports re-export them all; EVENT_TYPES below collects them by notation name).
from tortuga_qt.rules.events.card_events import *  # noqa: F403  # the Event row's and the cards' events
from tortuga_qt.rules.events.table import *  # noqa: F403  # the table's events (setup, turns, pawns)
from tortuga_qt.rules.events.vote_events import *  # noqa: F403  # votes and the end of the game

EVENT_TYPES: Final[dict[str, type[Event]]] = {
    # every event class, by its notation name (the names imported above: `slots=True` makes a
    # new class, so `Event.__subclasses__()` would also hold the discarded first drafts)
    obj.kind: obj for obj in list(globals().values())
    if isinstance(obj, type) and issubclass(obj, Event) and obj is not Event
}
__all__ = ["EVENT_TYPES", "Event", "format_event", "parse_event", "redact", *(c.__name__ for c in EVENT_TYPES.values())]


def redact(events: Iterable[Event], seat: int | None) -> list[Event]:
    """Returns the events that `seat` may see (None: only public events)."""
    return [e for e in events if e.visible_for(seat)]


# --------------------------------------------------------------------------- notation


_DIGITS: Final = frozenset("0123456789")


def _fmt(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(_fmt(v) for v in value) or "-"
    if isinstance(value, str):
        return quote(value, safe="/:._")
    return str(value)


def format_event(e: Event) -> str:
    """Returns the one-line notation of an event, e.g. 'moved seat=0 src=0 dst=3 how=row'."""
    parts = [e.kind] + [f"{f.name}={_fmt(getattr(e, f.name))}" for f in fields(e)]
    return " ".join(parts)


def _read(text: str, hint: object) -> object:
    if hint is int:
        body = text[1:] if text.startswith("-") else text
        if not body or len(body) > 6 or not _DIGITS.issuperset(body):
            raise NotationError(f"expected a number, got {text[:12]!r}")
        return int(text)
    if hint is bool:
        if text not in ("true", "false"):
            raise NotationError(f"expected true or false, got {text[:12]!r}")
        return text == "true"
    if hint is str:
        return unquote(text)
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        try:
            return hint(unquote(text))
        except ValueError:
            raise NotationError(f"{text[:20]!r} is not a {hint.__name__}") from None
    items = [] if text == "-" else text.split(",")
    inner = typing.get_args(hint)[0]
    return tuple(_read(x, inner) for x in items)


def parse_event(text: str) -> Event:
    """Returns the event written by `format_event`; raises NotationError on malformed text."""
    toks = text.split()
    cls = EVENT_TYPES.get(toks[0]) if toks else None
    if cls is None:
        raise NotationError(f"unknown event {text[:20]!r}")
    hints = typing.get_type_hints(cls)
    values: dict[str, object] = {}
    for tok in toks[1:]:
        name, eq, raw = tok.partition("=")
        if not eq or name not in hints or name == "kind" or name in values:
            raise NotationError(f"unexpected {tok[:20]!r} in a {cls.kind} event")
        values[name] = _read(raw, hints[name])
    try:
        return cls(**values)
    except TypeError:
        raise NotationError(f"a {cls.kind} event needs {', '.join(f.name for f in fields(cls))}") from None
