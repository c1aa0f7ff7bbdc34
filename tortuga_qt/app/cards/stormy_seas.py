"""Stormy Seas: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Stormy Seas"),
    text=QT_TRANSLATE_NOOP("Help", "All treasure on your ship, in both holds, goes back to the Spanish "
                                   "Galleon. If you are on Tortuga instead, its two treasures go back to where "
                                   "they started: one in the British area, one in the French area. No effect "
                                   "on a Rowboat."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "While the Galleon holds treasure again, Attacks take from the Galleon, not "
                                  "from the other ship."),
        QT_TRANSLATE_NOOP("Help", "On a ship with no treasure it does nothing."),
    ),
    see=("rule:tortuga", "rule:attack"),
    events=("stormy_seas",),
)
"""Stormy Seas: one entry, read by app/card_table.py and help/cards.py."""
