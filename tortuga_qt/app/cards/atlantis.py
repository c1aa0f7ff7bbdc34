"""Treasure Map: Atlantis: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards._shared import MAP_NOTES
from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Treasure Map: Atlantis"),
    label=QT_TRANSLATE_NOOP("Card", "Atlantis"),
    text=QT_TRANSLATE_NOOP("Help", "Give this treasure map to another player. Immediately before any player's "
                                   "turn (their own included), its holder may move from one ship to the back "
                                   "of the line of the other ship, then discards the map."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "Atlantis works only from a ship, never from Tortuga or a Rowboat, and the "
                                  "other ship must have room for one more pawn."),
        *MAP_NOTES,
    ),
    see=("rule:kept-cards", "rule:moving"),
    group="map",
    hint=QT_TRANSLATE_NOOP("Help", "Give the map to a player you trust: its holder may sail to the other ship "
                                   "before any turn."),
    events=("atlantis_pass",),
)
"""Treasure Map: Atlantis: one entry, read by app/card_table.py and help/cards.py."""
