"""Cabin Fever: its name, help page and story words at the table (app/cards/entry.py). Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event


def _looks(e: Event) -> tuple[int, ...]:
    """Cabin Fever: both players look at their new Loyalty card."""
    from tortuga_qt.rules.events import CabinFever

    return (e.seat, e.target) if isinstance(e, CabinFever) else ()


CARD = CardEntry(
    name=QT_TRANSLATE_NOOP("Help", "Cabin Fever"),
    text=QT_TRANSLATE_NOOP("Help", "Choose another player. Your two Loyalty cards are shuffled together and "
                                   "dealt back, one each, and each of you secretly looks at your new card. You "
                                   "may have swapped teams, or not."),
    notes=(
        QT_TRANSLATE_NOOP("Help", "With 2 or 3 players Cabin Fever is left out unless the table chooses to put "
                                  "it back."),
    ),
    see=("rule:goal",),
    hint=QT_TRANSLATE_NOOP("Help", "Pick a player: your two Loyalty cards are shuffled and dealt back, so "
                                   "either of you may end up on the other's team."),
    look=QT_TRANSLATE_NOOP("Table", "{name}, Cabin Fever: here is your Loyalty card now. Click Done when you "
                                    "have seen it."),
    curtain=QT_TRANSLATE_NOOP("Table", "to look at your new Loyalty card (Cabin Fever)"),
    looks_for=_looks,
    events=("cabin_fever",),
)
"""Cabin Fever: one entry, read by app/card_table.py and help/cards.py."""
