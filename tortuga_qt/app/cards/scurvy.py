"""Scurvy: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Scurvy"),
    text=QT_TRANSLATE_NOOP("Help", "Everyone on your ship, or on Tortuga if you are there, you included, loses "
                                   "their next turn, even if they move before it comes. They still take part "
                                   "in votes that others call. Revealed on a Rowboat, only you lose your next "
                                   "turn."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "In a 2-player game a lost turn is both of its actions."),
    ),
    see=("rule:turn",),
    events=("scurvy",),
)
"""Scurvy: one entry, read by app/card_table.py and help/cards.py."""
