"""`@value`: the frozen, slotted dataclass of every action, event, frame and view, built cheaply.

A class made by `@value` is a real dataclass (`dataclasses.fields`, `replace` and
`is_dataclass` work, and `__match_args__` is set) with the behaviour of
`@dataclass(frozen=True, slots=True)`: keyword or positional construction, defaults,
`__post_init__`, equality that includes the class, the same hash as a dataclass (of the tuple of
fields), a `Name(field=value, ...)` repr, and no assignment after construction.

Why not `@dataclass(frozen=True, slots=True)` itself: it writes and compiles six functions for
every class, about 1.3 ms a class on a machine of the kind the game targets. The rules define
some 120 value classes, so that was some 150 ms of every start before a game could be dealt.

Here only `__init__` is compiled (its keyword names are the fields'), once per shape of fields;
equality, hash, repr and the frozen guard are shared functions and closures over an
`operator.attrgetter`.

`__dataclass_params__` reads `frozen=False, eq=False`: the frozen guard and the equality are
`@value`'s own. Subclass a value class with `@value` only (a `@dataclass(frozen=True)`
subclass would be refused by `dataclasses`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from operator import attrgetter
from types import CodeType
from typing import Any, TypeVar, dataclass_transform

_C = TypeVar("_C", bound=type)
_SET = object.__setattr__


def _frozen_setattr(self: object, name: str, _value: object) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _repr(self: object) -> str:
    cls = type(self)
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in cls.__match_args__)  # type: ignore[attr-defined]  # set by @value
    return f"{cls.__qualname__}({shown})"


def _getstate(self: object) -> tuple[object, ...]:
    return tuple(getattr(self, name) for name in type(self).__match_args__)  # type: ignore[attr-defined]  # set by @value


def _setstate(self: object, state: tuple[object, ...]) -> None:
    for name, item in zip(type(self).__match_args__, state, strict=True):  # type: ignore[attr-defined]  # set by @value
        _SET(self, name, item)


def _key(names: tuple[str, ...]) -> Callable[[object], tuple[object, ...]]:
    """Returns a function giving an instance's fields as a tuple (what a dataclass compares and hashes)."""
    if not names:
        return lambda _self: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return attrgetter(*names)


_INIT_CODE: dict[tuple[tuple[str, ...], frozenset[str], bool], CodeType] = {}  # by the fields' shape


def _init(cls: type, names: tuple[str, ...], defaults: dict[str, object]) -> Callable[..., None]:
    """Returns the class's `__init__`: one function whose keyword names are the fields'.

    Its text depends only on the fields' names, which have defaults and whether the class
    checks itself (`__post_init__`): classes of the same shape share one compiled text, and
    each gets its own function with its own default values.
    """
    post_init = hasattr(cls, "__post_init__")
    shape = (names, frozenset(defaults), post_init)
    code = _INIT_CODE.get(shape)
    if code is None:
        params = ", ".join(f"{name}=__default_{name}" if name in defaults else name for name in names)
        body = "".join(f"    __set(self, {name!r}, {name})\n" for name in names)
        if post_init:
            body += "    self.__post_init__()\n"
        head = f"def __init__(self, {params}):" if params else "def __init__(self):"
        code = _INIT_CODE[shape] = compile(head + "\n" + (body or "    pass\n"), "<@value __init__>", "exec")
    scope: dict[str, Any] = {f"__default_{name}": item for name, item in defaults.items()}
    scope["__set"] = _SET
    exec(code, scope)  # noqa: S102 (our own text, of field names)
    init: Callable[..., None] = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


@dataclass_transform(frozen_default=True)
def value(cls: _C) -> _C:
    """Returns `cls` as a frozen, slotted dataclass (see the module's docstring)."""
    made: Any = dataclasses.dataclass(init=False, repr=False, eq=False, slots=True)(cls)
    names: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(made))
    defaults: dict[str, object] = {}
    for f in dataclasses.fields(made):
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{made.__qualname__}.{f.name}: @value takes plain defaults, not default_factory")
        if f.default is not dataclasses.MISSING:
            defaults[f.name] = f.default
    key = _key(names)

    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    def __hash__(self: object) -> int:
        return hash(key(self))

    made.__init__ = _init(made, names, defaults)
    made.__eq__ = __eq__
    made.__hash__ = __hash__
    made.__repr__ = _repr
    made.__setattr__ = _frozen_setattr
    made.__delattr__ = _frozen_delattr
    made.__getstate__ = _getstate
    made.__setstate__ = _setstate
    return made  # type: ignore[no-any-return]  # the same class, made a dataclass


__all__ = ["value"]


class _NoEntries(Mapping[Any, Any]):
    """The empty mapping as a default field value: immutable and hashable (a `dict` would be shared)."""

    def __getitem__(self, key: object) -> Any:
        raise KeyError(key)

    def __iter__(self) -> Iterator[Any]:
        return iter(())

    def __len__(self) -> int:
        return 0

    __hash__ = object.__hash__  # the one empty value: hashed by identity (a Mapping's __eq__ unsets it)


NO_ENTRIES: Mapping[Any, Any] = _NoEntries()
"""An empty, immutable mapping, for a value class's mapping field that defaults to nothing."""
