"""One entry per kind of Event card (rules/kinds.py `CardKind`): how the table names it and tells of it. Qt-free.

A new kind of Event card needs one entry here, one help page in help/cards.py (the help's own
table: its full text, notes, hint and group) and their translations. The names of things
(app/names.py), the story's maroon causes (app/story.py), the private looks a card owes (their
words in app/wording.py, the curtain's reason on the screen, the hand-offs in app/seating.py)
and the help's links from the log read it. Words are English sources marked for pyside6-lupdate
("Card" for names, "Event" for the story, "Table" for the looks); the caller translates them.
A kind the table lacks raises `UnknownCardKind` naming it (tests/app/test_card_table.py checks
every `CardKind` has its entry). Keys are the kinds' notation text, which a `CardKind` equals:
the table loads with the window, before the rules do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.rules.values import value

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event


class UnknownCardKind(LookupError):
    """The card table has no entry for that kind of Event card (the message names it)."""


@value
class CardWords:
    """One kind of Event card at the table: its names, how the story tells of it, the private look it owes."""

    name: str  # its name ("Card")
    label: str = ""  # its short name for a small label on the mat ("Card"; "": the name)
    cause: str = ""  # a maroon by it, in the story ("Event", "by the Pistol"; "": it maroons nobody)
    look: str = ""  # the words of the private look it owes ("Table", "{name}, ...")
    curtain: str = ""  # why the device is passed for that look ("Table", "to look at ...")
    looks_for: Callable[[Event], tuple[int, ...]] | None = None  # the seats an event owes that look (none: no look)
    events: tuple[str, ...] = ()  # the event kinds whose story sentence names it without a card field


def _fever_looks(e: Event) -> tuple[int, ...]:
    """Cabin Fever: both players look at their new Loyalty card."""
    from tortuga_qt.rules.events import CabinFever

    return (e.seat, e.target) if isinstance(e, CabinFever) else ()


def _el_dorado_looks(e: Event) -> tuple[int, ...]:
    """El Dorado: the player given the map looks at their extra Vote card."""
    from tortuga_qt.rules.events import Given

    return (e.target,) if isinstance(e, Given) and e.card == "el_dorado" else ()


def _crow_looks(e: Event) -> tuple[int, ...]:
    """Crow's Nest: the player whose hand was replaced looks at it, once searched."""
    from tortuga_qt.rules.events import HandReplaced

    return (e.seat,) if isinstance(e, HandReplaced) else ()


CARDS: Mapping[str, CardWords] = {
    "letter_of_marque": CardWords(QT_TRANSLATE_NOOP("Card", "Letter of Marque")),
    "pistol": CardWords(QT_TRANSLATE_NOOP("Card", "Pistol"), cause=QT_TRANSLATE_NOOP("Event", "by the Pistol"),
                        events=("pistol",)),
    "albatross": CardWords(QT_TRANSLATE_NOOP("Card", "Albatross"), cause=QT_TRANSLATE_NOOP("Event", "by the Albatross"),
                           events=("albatross_sinks",)),
    "black_spot": CardWords(QT_TRANSLATE_NOOP("Card", "Black Spot"),
                            cause=QT_TRANSLATE_NOOP("Event", "by the Black Spot")),
    "atlantis": CardWords(QT_TRANSLATE_NOOP("Card", "Treasure Map: Atlantis"), QT_TRANSLATE_NOOP("Card", "Atlantis"),
                          events=("atlantis_pass",)),
    "el_dorado": CardWords(
        QT_TRANSLATE_NOOP("Card", "Treasure Map: El Dorado"), QT_TRANSLATE_NOOP("Card", "El Dorado"),
        look=QT_TRANSLATE_NOOP("Table", "{name}, El Dorado gave you an extra Vote card (on the right). Click Done when ready."),
        curtain=QT_TRANSLATE_NOOP("Table", "to look at your extra Vote card (El Dorado)"), looks_for=_el_dorado_looks),
    "fountain_of_youth": CardWords(QT_TRANSLATE_NOOP("Card", "Treasure Map: Fountain of Youth"),
                                   QT_TRANSLATE_NOOP("Card", "Fountain of Youth"), events=("fountain_used",)),
    "spanish_armada": CardWords(QT_TRANSLATE_NOOP("Card", "Spanish Armada")),
    "black_powder": CardWords(QT_TRANSLATE_NOOP("Card", "Black Powder"), cause=QT_TRANSLATE_NOOP("Event", "by Black Powder"),
                              events=("black_powder",)),
    "cabin_fever": CardWords(
        QT_TRANSLATE_NOOP("Card", "Cabin Fever"),
        look=QT_TRANSLATE_NOOP("Table", "{name}, Cabin Fever: here is your Loyalty card now. Click Done when you have seen it."),
        curtain=QT_TRANSLATE_NOOP("Table", "to look at your new Loyalty card (Cabin Fever)"), looks_for=_fever_looks,
        events=("cabin_fever",)),
    "crows_nest": CardWords(
        QT_TRANSLATE_NOOP("Card", "Crow's Nest"),
        look=QT_TRANSLATE_NOOP("Table", "{name}, Crow's Nest replaced your Vote cards: your new hand is on the right. "
                                        "Click Done when you have seen it."),
        curtain=QT_TRANSLATE_NOOP("Table", "to look at your new Vote cards (Crow's Nest)"), looks_for=_crow_looks,
        events=("crows_nest", "searched", "hand_replaced")),
    "eight_bells": CardWords(QT_TRANSLATE_NOOP("Card", "Eight Bells"), events=("eight_bells",)),
    "facade": CardWords(QT_TRANSLATE_NOOP("Card", "Facade"), events=("swapped",)),
    "pirate_code": CardWords(QT_TRANSLATE_NOOP("Card", "Pirate Code"), events=("abstained", "pirate_code_spent")),
    "scurvy": CardWords(QT_TRANSLATE_NOOP("Card", "Scurvy"), events=("scurvy",)),
    "stormy_seas": CardWords(QT_TRANSLATE_NOOP("Card", "Stormy Seas"), events=("stormy_seas",)),
}
"""Every kind of Event card, in the order of the components data."""


def card_words(kind: object) -> CardWords:
    """Returns the entry of an Event card kind; UnknownCardKind names a kind the table lacks."""
    try:
        return CARDS[str(kind)]
    except KeyError:
        raise UnknownCardKind(f"the card table (app/card_table.py) has no entry for {kind!r}") from None


def card_looks(e: Event) -> Iterator[tuple[str, tuple[int, ...]]]:
    """Yields (card kind, seats) for each private look an event owes by a card (the seats before any filter)."""
    for kind, words in CARDS.items():
        if words.looks_for is not None and (seats := words.looks_for(e)):
            yield kind, seats


def card_of_event(event_kind: str) -> str | None:
    """Returns the Event card a story event names without carrying it in a field (None: it names none)."""
    return _EVENT_CARD.get(event_kind)


_EVENT_CARD = {event: kind for kind, words in CARDS.items() for event in words.events}
