"""Albatross: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Albatross"),
    text=QT_TRANSLATE_NOOP("Help", "Keep this card face up in front of you for the rest of the game. Whenever "
                                   "the pawns on one ship hold 2 Albatross cards between them, everyone on "
                                   "that ship is marooned, the lowest rank first, so that the Captain ends up "
                                   "last in Tortuga's line. Albatross cards do nothing on Tortuga or on a "
                                   "Rowboat."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "A player holding 2 Albatross cards who boards a ship sinks it, themselves "
                                  "included. So does a player holding 1 who boards a ship where someone else "
                                  "holds 1."),
        QT_TRANSLATE_NOOP("Help", "The Fountain of Youth does not help against an Albatross."),
        QT_TRANSLATE_NOOP("Help", "With 2 or 3 players the Albatross cards are taken out of the game."),
    ),
    see=("rule:maroon", "rule:kept-cards"),
    group="hurtful",
    cause=QT_TRANSLATE_NOOP("Event", "by the Albatross"),
    events=("albatross_sinks",),
)
"""Albatross: one entry, read by app/card_table.py and help/cards.py."""
