"""Black Spot: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards._shared import MAROON_NOTES
from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Black Spot"),
    text=QT_TRANSLATE_NOOP("Help", "You are marooned: your pawn goes to the back of the line on Tortuga. This "
                                   "holds even when another player forced you to reveal the card."),
    notes=(
        *MAROON_NOTES,
        QT_TRANSLATE_NOOP("Help", "The holder of the Fountain of Youth may refuse to be marooned by a Black "
                                  "Spot they revealed."),
    ),
    see=("rule:maroon", "rule:events"),
    group="hurtful",
    harmful=True,
    cause=QT_TRANSLATE_NOOP("Event", "by the Black Spot"),
)
"""Black Spot: one entry, read by app/card_table.py and help/cards.py."""
