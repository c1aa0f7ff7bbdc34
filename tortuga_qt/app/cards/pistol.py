"""Pistol: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards._shared import MAROON_NOTES
from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Pistol"),
    text=QT_TRANSLATE_NOOP("Help", "Choose another player: they are marooned, sent to the back of the line on "
                                   "Tortuga. You cannot keep this card."),
    notes=(
        *MAROON_NOTES,
        QT_TRANSLATE_NOOP("Help", "The holder of the Fountain of Youth may refuse to be marooned by a Pistol."),
    ),
    see=("rule:maroon",),
    hint=QT_TRANSLATE_NOOP("Help", "Maroon a rival: a Captain loses their ship, and someone already on Tortuga "
                                   "also loses a Vote card."),
    cause=QT_TRANSLATE_NOOP("Event", "by the Pistol"),
    events=("pistol",),
)
"""Pistol: one entry, read by app/card_table.py and help/cards.py."""
