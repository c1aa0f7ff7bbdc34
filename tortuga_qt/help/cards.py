"""The 16 kinds of Event card in plain words: name, full text, notes, related rules. Qt-free.

Each card's help page is part of its one entry, `CARD` in app/cards/<kind>.py (read here through
app/card_table.py). Every text is an English source marked for translation (context "Help"); the
ui translates it when it shows it. The texts follow `shared/rules/DECISIONS.md` ("Event cards"),
which is binding: "you" on a card is its revealer, the player who turns it face up, also when
forced to.
Counts and the starred flag come from the components data, never from here.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from tortuga_qt.app.card_table import CARDS, card_of_event
from tortuga_qt.app.cards.entry import CardEntry

CardHelp = CardEntry
"""One kind of Event card for players: its name, full text, notes and related pages (its module's `CARD`)."""


class UnknownCard(KeyError):
    """No Event card of that kind exists."""


def card_help(kind: str) -> CardHelp:
    """Returns the help of one kind of Event card (English sources); UnknownCard if there is none."""
    try:
        return CARDS[str(kind)]
    except KeyError:
        raise UnknownCard(kind) from None


def card_text(kind: str) -> str:
    """Returns the full text of an Event card kind (an English source, translatable in "Help")."""
    return card_help(kind).text


def card_name(kind: str) -> str:
    """Returns the name of an Event card kind (an English source, translatable in "Help")."""
    return card_help(kind).name


# The components data (and pydantic) load when first needed, not with the window.
@lru_cache(maxsize=1)
def _counts() -> dict[str, int]:
    from tortuga_qt.rules.components import components

    return dict(Counter(card.kind for card in components().event_cards))


@lru_cache(maxsize=1)
def _starred() -> frozenset[str]:
    from tortuga_qt.rules.components import components

    return frozenset(card.kind for card in components().event_cards if card.starred)


def card_kinds() -> tuple[str, ...]:
    """Returns every kind of Event card, in the order of the components data."""
    from tortuga_qt.rules.components import components

    return tuple(components().event_names)


def card_count(kind: str) -> int:
    """Returns how many cards of a kind are in the box."""
    return _counts()[kind]


def is_starred(kind: str) -> bool:
    """Returns whether a kind is one of the starred cards (3 of them join each game)."""
    return kind in _starred()


def card_counts() -> dict[str, int]:
    """Returns how many cards of each kind are in the box (24 in all), from the components data."""
    return dict(_counts())


def cards_named(event: object) -> tuple[str, ...]:
    """Returns the Event card kinds a story event names (for links from the log), in order, once each."""
    found: list[str] = []
    for field in ("card", "card_a", "card_b", "cards", "cause", "how"):
        value = getattr(event, field, None)
        values = value if isinstance(value, tuple) else (value,)
        found += [v for v in values if isinstance(v, str) and v in CARDS]
    kind = card_of_event(str(getattr(event, "kind", "")))  # named by its sentence (app/card_table.py)
    if kind is not None:
        found.append(kind)
    return tuple(dict.fromkeys(found))
