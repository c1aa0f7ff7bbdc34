"""The table's reader of the Event cards (one module each, app/cards/<kind>.py): their names and story words. Qt-free.

A new kind of Event card needs one module in app/cards/ (its `CARD = CardEntry(...)` holds both
its table words and its help page) and its translations. The names of things (app/names.py), the
story's maroon causes (app/story.py), the private looks a card owes (their words in
app/wording.py, the curtain's reason on the screen, the hand-offs in app/seating.py) and the
help's links from the log read it here. Words are English sources marked for pyside6-lupdate
("Help" for names, "Card" for short labels, "Event" for the story, "Table" for the looks); the
caller translates them. A kind the table lacks raises `UnknownCardKind` naming it
(tests/app/test_card_table.py checks every `CardKind` has its module). Keys are the kinds'
notation text, which a `CardKind` equals: the table loads with the window, before the rules do,
and collects the card modules on first use.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from tortuga_qt.app.cards import card_entries
from tortuga_qt.app.cards.entry import CardEntry

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event

CardWords = CardEntry
"""One kind of Event card at the table (its module's `CARD`)."""


class UnknownCardKind(LookupError):
    """The card table has no entry for that kind of Event card (the message names it)."""


class _Table(Mapping[str, CardEntry]):
    """Every kind's entry by kind, collected from app/cards/ when first read."""

    def __getitem__(self, kind: str) -> CardEntry:
        return card_entries()[kind]

    def __iter__(self) -> Iterator[str]:
        return iter(card_entries())

    def __len__(self) -> int:
        return len(card_entries())


CARDS: Mapping[str, CardEntry] = _Table()
"""Every kind of Event card, in the order of `CardKind` (the components data's)."""


def card_words(kind: object) -> CardEntry:
    """Returns the entry of an Event card kind; UnknownCardKind names a kind the table lacks."""
    try:
        return CARDS[str(kind)]
    except KeyError:
        raise UnknownCardKind(f"the card table has no entry for {kind!r} (no module app/cards/{kind}.py)") from None


def card_looks(e: Event) -> Iterator[tuple[str, tuple[int, ...]]]:
    """Yields (card kind, seats) for each private look an event owes by a card (the seats before any filter)."""
    for kind, words in CARDS.items():
        if words.looks_for is not None and (seats := words.looks_for(e)):
            yield kind, seats


def card_of_event(event_kind: str) -> str | None:
    """Returns the Event card a story event names without carrying it in a field (None: it names none)."""
    return _event_cards().get(event_kind)


@lru_cache(maxsize=1)
def _event_cards() -> dict[str, str]:
    return {event: kind for kind, words in CARDS.items() for event in words.events}
