"""Every Event card at the table and in the help, one module per kind: `app/cards/<kind>.py`. Qt-free.

A card module declares `CARD = CardEntry(...)` (entry.py): its name, its help page, the story's
words for it and the private look it owes. Collecting by `CardKind` (not by listing files), as
the rules' registry does (rules/cards/registry.py), means a new kind fails by name until its
module is here. The table loads with the window, before the rules do: the kinds and their
modules load on first use (`card_entries`), once the game is dealt or a help page is read.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from types import MappingProxyType

from tortuga_qt.app.cards.entry import CardEntry


class CardModuleError(ImportError):
    """A kind of Event card has no module in app/cards/, or its module declares no CARD."""


def collect(kinds: Iterable[str] | None = None) -> dict[str, CardEntry]:
    """Returns each kind's entry from its module (every CardKind by default); CardModuleError names what is missing."""
    from tortuga_qt.rules.kinds import CardKind, kind_module  # with the first use, not the window

    if kinds is None:
        kinds = CardKind
    entries: dict[str, CardEntry] = {}
    for kind in map(str, kinds):
        module = kind_module(__name__, kind, CardModuleError)
        card = getattr(module, "CARD", None)
        if not isinstance(card, CardEntry):
            raise CardModuleError(f"app/cards/{kind}.py must declare CARD = CardEntry(...)")
        entries[kind] = card
    return entries


@lru_cache(maxsize=1)
def card_entries() -> Mapping[str, CardEntry]:
    """Returns every kind's entry (keys: the kinds' notation text), in the order of `CardKind`, collected once."""
    return MappingProxyType(collect())
