"""Letter of Marque: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Letter of Marque"),
    text=QT_TRANSLATE_NOOP("Help", "Move any one player who is on Tortuga or on a Rowboat (yourself included) "
                                   "to the back of the line of either ship. Or keep this card face up in front "
                                   "of you and play it on a later turn as your action: it is then your whole "
                                   "action for that turn (in a 2-player game, one of your two actions)."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "The ship must have room: there are never more than 5 pawns on a ship."),
        QT_TRANSLATE_NOOP("Help", "You may keep the card even when nobody could be moved right now."),
        QT_TRANSLATE_NOOP("Help", "A kept Letter of Marque lies face up, so everyone knows you hold it. Once "
                                  "played it is discarded."),
    ),
    see=("rule:kept-cards", "rule:moving"),
    hint=QT_TRANSLATE_NOOP("Help", "Move a friend from Tortuga or a Rowboat onto a ship, or keep the card to "
                                   "use later as your action."),
)
"""Letter of Marque: one entry, read by app/card_table.py and help/cards.py."""
