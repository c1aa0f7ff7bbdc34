"""Black Powder: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Black Powder"),
    text=QT_TRANSLATE_NOOP("Help", "Put the explosion token on a Rowboat of your choice: that Rowboat can "
                                   "never be used again. A pawn sitting on it is marooned."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "A pawn marooned from a Rowboat goes to the back of Tortuga's line and loses "
                                  "no Vote card."),
        QT_TRANSLATE_NOOP("Help", "With one Rowboat gone, its ship can only be reached or left by other means, "
                                  "such as a Letter of Marque or Atlantis, or by being marooned."),
    ),
    see=("rule:moving", "rule:maroon"),
    hint=QT_TRANSLATE_NOOP("Help", "Blow up the Rowboat a rival needs, or the one a rival sits on: they are "
                                   "marooned."),
    cause=QT_TRANSLATE_NOOP("Event", "by Black Powder"),
    events=("black_powder",),
)
"""Black Powder: one entry, read by app/card_table.py and help/cards.py."""
