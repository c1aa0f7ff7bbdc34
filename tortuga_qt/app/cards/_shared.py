"""Help notes several Event cards share (their modules add them to their own). Qt-free; "Help" sources."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP

MAROON_NOTES = (
    QT_TRANSLATE_NOOP("Help", "Already on Tortuga? The pawn goes to the back of Tortuga's line and loses one "
                      "Vote card, picked at random, to the bottom of the Vote deck."),
    QT_TRANSLATE_NOOP("Help", "On a Rowboat? The pawn goes to the back of Tortuga's line and loses no Vote card."),
)
"""What a maroon does to a pawn already on Tortuga or on a Rowboat (Pistol, Black Spot)."""

MAP_NOTES = (
    QT_TRANSLATE_NOOP("Help", "You cannot keep a treasure map yourself: you must give it to another player, "
                      "also in 2- and 3-player games."),
    QT_TRANSLATE_NOOP("Help", "Using a map is never an action, and a player may hold several maps."),
    QT_TRANSLATE_NOOP("Help", "The map lies face up in front of its holder: everyone knows who has it."),
)
"""What every treasure map shares (Atlantis, El Dorado, Fountain of Youth)."""
