"""Eight Bells: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Eight Bells"),
    text=QT_TRANSLATE_NOOP("Help", "All pawns on your ship, or on Tortuga if you are there, are drawn at "
                                   "random back into that line, so the ranks may change. No effect if you are "
                                   "alone there or on a Rowboat."),
    see=("rule:ranks",),
    events=("eight_bells",),
)
"""Eight Bells: one entry, read by app/card_table.py and help/cards.py."""
