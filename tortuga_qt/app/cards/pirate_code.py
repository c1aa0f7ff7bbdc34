"""Pirate Code: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Pirate Code"),
    text=QT_TRANSLATE_NOOP("Help", "Keep this card face up. You may stay out of the next two votes (Attack, "
                                   "Mutiny or Brawl) you would be part of, and you may still call votes. After "
                                   "those two votes the card is discarded, whether or not you stayed out of "
                                   "them."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "Staying out, you play no Vote card and draw none afterwards."),
        QT_TRANSLATE_NOOP("Help", "A vote whose only voter stays out is decided by the card from the Vote deck "
                                  "alone."),
    ),
    see=("rule:votes", "rule:kept-cards"),
    events=("abstained", "pirate_code_spent"),
)
"""Pirate Code: one entry, read by app/card_table.py and help/cards.py."""
