"""Every kind of event is placed on the mat or said to happen nowhere on it (issue 23 item 2)."""

from __future__ import annotations

import dataclasses

from tortuga_qt.app.event_places import NOWHERE_ON_THE_MAT, places
from tortuga_qt.app.targets import Galleon, Hold, Pawn, Place, Slot
from tortuga_qt.rules import events as E
from tortuga_qt.rules.events import EVENT_TYPES


def _sample(kind: str) -> E.Event:
    """Returns an event of this kind with small values in every field (0, 1, a short tuple, a word)."""
    cls = EVENT_TYPES[kind]
    values: dict[str, object] = {}
    for f in dataclasses.fields(cls):
        kind_of = str(f.type)
        values[f.name] = ((1,) if "tuple" in kind_of else "attack" if kind_of == "str" else 1)
    return cls(**values)  # type: ignore[arg-type]  # each field's value is made from its declared type above


def test_every_kind_of_event_is_placed_or_said_to_be_nowhere() -> None:
    """A new event kind fails here until it is given its places (app/event_places.py) or listed as nowhere."""
    missing = [k for k in sorted(EVENT_TYPES) if k not in NOWHERE_ON_THE_MAT and not places(_sample(k))]
    assert not missing, f"events with no place on the mat and not listed in NOWHERE_ON_THE_MAT: {missing}"
    placed_anyway = [k for k in sorted(NOWHERE_ON_THE_MAT) if places(_sample(k))]
    assert not placed_anyway and NOWHERE_ON_THE_MAT <= set(EVENT_TYPES), placed_anyway


def test_the_main_thing_comes_first() -> None:
    """A move marks the pawn and where it went; a plunder where the treasure came from and where it went."""
    assert places(E.Moved(seat=2, src=0, dst=4, how="row")) == (Pawn(2), Place(4))
    assert places(E.TreasureTaken(seat=0, src=-1, dst=3)) == (Galleon(), Hold(3))
    assert places(E.Shifted(seat=1, ship=1, src=0)) == (Hold(2), Hold(3))  # JR's British hold to its French one
    assert places(E.Viewed(seat=3, a=0, b=4)) == (Slot(0), Slot(4), Pawn(3))
    assert places(E.CaptainMaroons(seat=0, target=3)) == (Pawn(3), Place(2))
