"""Spanish Armada: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Spanish Armada"),
    text=QT_TRANSLATE_NOOP("Help", "The game ends the moment this card is revealed: the team, British or "
                                   "French, with the most treasure wins."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "The Armada is always the last card of the Event deck: it is put at the "
                                  "bottom when the deck is made."),
        QT_TRANSLATE_NOOP("Help", "A tie with an odd number of players: the Dutch pirate wins. With an even "
                                  "number the Armada leaves the game and play goes on until one team leads."),
    ),
    see=("rule:end", "rule:goal"),
    group="ender",
)
"""Spanish Armada: one entry, read by app/card_table.py and help/cards.py."""
