"""Treasure Map: El Dorado: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tortuga_qt.app.cards._shared import MAP_NOTES
from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event


def _looks(e: Event) -> tuple[int, ...]:
    """El Dorado: the player given the map looks at their extra Vote card."""
    from tortuga_qt.rules.events import Given

    return (e.target,) if isinstance(e, Given) and e.card == "el_dorado" else ()


CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Treasure Map: El Dorado"),
    label=QT_TRANSLATE_NOOP("Card", "El Dorado"),
    text=QT_TRANSLATE_NOOP("Help", "Give this treasure map to another player, who at once draws 1 extra Vote "
                                   "card. In one later vote its holder may play 2 Vote cards instead of 1, "
                                   "then discards the map. The holder may also keep the map unused, and so "
                                   "keep the bigger hand."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "After the vote in which both cards are played, the holder draws 1 card like "
                                  "everyone who voted, so the hand shrinks back to its usual size."),
        *MAP_NOTES,
    ),
    see=("rule:votes", "rule:kept-cards"),
    group="map",
    hint=QT_TRANSLATE_NOOP("Help", "Give the map to a player you trust: they draw a Vote card now and may play "
                                   "2 cards in one later vote."),
    look=QT_TRANSLATE_NOOP("Table", "{name}, El Dorado gave you an extra Vote card (on the right). Click Done "
                                    "when ready."),
    curtain=QT_TRANSLATE_NOOP("Table", "to look at your extra Vote card (El Dorado)"),
    looks_for=_looks,
)
"""Treasure Map: El Dorado: one entry, read by app/card_table.py and help/cards.py."""
