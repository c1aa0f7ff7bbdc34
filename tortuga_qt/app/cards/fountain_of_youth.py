"""Treasure Map: Fountain of Youth: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards._shared import MAP_NOTES
from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Treasure Map: Fountain of Youth"),
    label=QT_TRANSLATE_NOOP("Card", "Fountain of Youth"),
    text=QT_TRANSLATE_NOOP("Help", "Give this treasure map to another player. Its holder may refuse to be "
                                   "marooned once: by a Black Spot they revealed, by a Pistol, by their "
                                   "Captain, or by a successful Mutiny. Then the map is discarded."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "Used against a Captain's maroon, the Captain's action is still spent."),
        QT_TRANSLATE_NOOP("Help", "It does not help against an Albatross or Black Powder."),
        *MAP_NOTES,
    ),
    see=("rule:maroon", "rule:kept-cards"),
    group="map",
    hint=QT_TRANSLATE_NOOP("Help", "Give the map to a player you trust: it saves its holder from being "
                                   "marooned once."),
    events=("fountain_used",),
)
"""Treasure Map: Fountain of Youth: one entry, read by app/card_table.py and help/cards.py."""
