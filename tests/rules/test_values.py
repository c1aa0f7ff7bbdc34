"""`@value` (rules/values.py): every action, event, frame and view behaves as a frozen, slotted dataclass.

The guide: actions and events are small typed values, frozen classes whose equality includes the
class, with named fields. `@value` builds them cheaply at import (issue 11 item 7, start-up);
these tests hold it to what `@dataclass(frozen=True, slots=True)` gives.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from typing import ClassVar

import pytest

from tortuga_qt.rules import actions, frames, views
from tortuga_qt.rules import events as events_module
from tortuga_qt.rules.actions import Attack, Mutiny
from tortuga_qt.rules.values import value


@value
class Point:
    """A test value: two fields, one with a default, a class variable."""

    x: int
    y: int = 0
    unit: ClassVar[str] = "cm"


@value
class Tagged:
    """A test value with the same fields as Point."""

    x: int
    y: int = 0


@value
class Checked:
    """A test value that checks itself after construction."""

    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("n must not be negative")


def _value_classes() -> list[type]:
    found: dict[str, type] = {}
    for module in (actions, frames, views, events_module):
        for name, cls in vars(module).items():
            if inspect.isclass(cls) and dataclasses.is_dataclass(cls) and cls.__module__.startswith("tortuga_qt.rules"):
                found[f"{cls.__module__}.{name}"] = cls
    return list(found.values())


def test_construction_defaults_and_names() -> None:
    """Positional or keyword fields, defaults, class variables kept off the fields."""
    assert Point(1) == Point(x=1, y=0) == Point(1, 0)
    assert [f.name for f in dataclasses.fields(Point)] == ["x", "y"]
    assert Point.__match_args__ == ("x", "y") and Point(2).unit == "cm"
    with pytest.raises(TypeError):
        Point(1, 2, 3)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(z=1)  # type: ignore[call-arg]


def test_equality_includes_the_class_and_hash_is_a_dataclass_hash() -> None:
    """Same fields, other class: different values. The hash is the dataclass one (set orders unchanged)."""
    assert Point(1, 2) != Tagged(1, 2)
    assert Attack(1) != Mutiny(1) and Attack(1) == Attack(1)
    assert hash(Point(1, 2)) == hash((1, 2))
    assert hash(Attack(3)) == hash((3,))
    assert len({Point(1, 2), Point(1, 2), Tagged(1, 2)}) == 2


def test_frozen_slotted_copyable_and_readable() -> None:
    """No assignment or new attribute; copy, deepcopy, pickle and replace give equal values; a readable repr."""
    p = Point(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del p.x  # type: ignore[misc]
    with pytest.raises((AttributeError, dataclasses.FrozenInstanceError)):
        p.z = 1  # type: ignore[attr-defined]
    assert not hasattr(p, "__dict__")
    assert copy.copy(p) == copy.deepcopy(p) == pickle.loads(pickle.dumps(p)) == p
    assert dataclasses.replace(p, y=7) == Point(1, 7)
    assert repr(p) == "Point(x=1, y=2)"
    match p:
        case Point(1, y):
            assert y == 2
        case _:
            pytest.fail("positional match on the fields")


def test_post_init_runs() -> None:
    """A value's own check runs after its fields are set."""
    assert Checked(2).n == 2
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)


def test_default_factories_are_refused() -> None:
    """Values take plain (immutable) defaults only: a factory is refused when the class is made."""
    with pytest.raises(TypeError, match="default_factory"):
        @value
        class Bad:
            items: list[int] = dataclasses.field(default_factory=list)


@pytest.mark.parametrize("cls", _value_classes(), ids=lambda c: c.__qualname__)
def test_every_rules_value_is_a_frozen_slotted_dataclass(cls: type) -> None:
    """Each rules class made by @value (or dataclass) has slots, no instance dict, and refuses assignment."""
    assert "__slots__" in vars(cls)
    assert cls.__setattr__ is not object.__setattr__
    assert cls.__eq__ is not object.__eq__ and cls.__hash__ is not None


def test_no_entries_is_an_empty_immutable_hashable_mapping() -> None:
    """values.NO_ENTRIES, the default of a value class's mapping field: empty, read-only, hashable."""
    import pytest

    from tortuga_qt.rules.values import NO_ENTRIES

    assert len(NO_ENTRIES) == 0 and list(NO_ENTRIES) == [] and dict(NO_ENTRIES) == {}
    assert NO_ENTRIES.get("x") is None and "x" not in NO_ENTRIES
    with pytest.raises(KeyError) as missing:
        NO_ENTRIES["x"]
    assert missing.value.args == ("x",)
    assert hash(NO_ENTRIES) == hash(NO_ENTRIES) and not hasattr(NO_ENTRIES, "__setitem__")
