"""Facade: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Facade"),
    text=QT_TRANSLATE_NOOP("Help", "Swap pawn positions with the player seated to your right: the one who "
                                   "plays just before you. You take their place, wherever it is, and they take "
                                   "yours."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "With 2 or 3 players Facade is left out unless the table chooses to put it "
                                  "back."),
    ),
    see=("rule:ranks", "rule:turn"),
    events=("swapped",),
)
"""Facade: one entry, read by app/card_table.py and help/cards.py."""
