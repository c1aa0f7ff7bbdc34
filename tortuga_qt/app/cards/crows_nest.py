"""Crow's Nest: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event


def _looks(e: Event) -> tuple[int, ...]:
    """Crow's Nest: the player whose hand was replaced looks at it, once searched."""
    from tortuga_qt.rules.events import HandReplaced

    return (e.seat,) if isinstance(e, HandReplaced) else ()


CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Crow's Nest"),
    text=QT_TRANSLATE_NOOP("Help", "Choose a player (yourself included). Their Vote cards go face down into "
                                   "the Vote deck. You then secretly search the whole Vote deck and pick the "
                                   "same number of cards as their new hand. Then the Vote deck is shuffled."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "Only you see the deck while you search; the player then looks at their new "
                                  "hand in secret."),
        QT_TRANSLATE_NOOP("Help", "Arm a friend with the cards your plan needs, or leave an enemy with cards "
                                  "that work against them."),
    ),
    see=("rule:votes", "vote-card"),
    hint=QT_TRANSLATE_NOOP("Help", "Pick a player whose Vote cards you want to choose: help a friend, or leave "
                                   "a rival only cards that hurt them."),
    look=QT_TRANSLATE_NOOP("Table", "{name}, Crow's Nest replaced your Vote cards: your new hand is on the "
                                    "right. Click Done when you have seen it."),
    curtain=QT_TRANSLATE_NOOP("Table", "to look at your new Vote cards (Crow's Nest)"),
    looks_for=_looks,
    events=("crows_nest", "searched", "hand_replaced"),
)
"""Crow's Nest: one entry, read by app/card_table.py and help/cards.py."""
