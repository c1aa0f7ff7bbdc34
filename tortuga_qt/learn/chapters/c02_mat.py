"""Chapter 2, "The mat": the Galleon, the two ships and their holds, the ranks, Tortuga and the Rowboats.

Rulebook: Setup (the mat), Game Play (ranks), Potential Actions (Cabin Boys; Move to or from a Rowboat).
"""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Read, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # You (P1, British) are the Cabin Boy of the Flying Dutchman behind Captain Braziliano (P3) and
    # First Mate Português (P5); l'Olonnais (P2) and Mansvelt (P4) sail the Jolly Roger; Tortuga is
    # empty. The Flying Dutchman's only treasure lies in its French hold: you move it to the British
    # hold, row out to the Rowboat beside your ship and land on the empty Tortuga as its Governor.
    return position(
        5, fd=[2, 4, 0], jr=[1, 3], holds=(0, 1, 1, 0),
        loyalty=[B, F, D, B, F],
        turn=0,
    )


CHAPTER = Chapter(
    key="mat",
    title=QT_TRANSLATE_NOOP("Learn", "The mat"),
    summary=QT_TRANSLATE_NOOP("Learn", "The Galleon, the two ships and their holds, the ranks, Tortuga and the Rowboats."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "Each rank has its own action: the Captain calls Attacks, the First Mate a Mutiny, the Cabin Boy "
                     "moves treasure between the holds, and anyone may row to or from a Rowboat."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "At the top sails the Spanish Galleon with the treasure every pirate is after. Each successful "
                        "Attack brings 1 of it into a Captain's ship: the Flying Dutchman on the left or the Jolly Roger on the right."),
             Read(), spot=("galleon", "place:0", "place:1"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Treasure leaves the Galleon only through a Captain's successful Attack; "
                              "for now, just look at the mat.")),
        Step(QT_TRANSLATE_NOOP("Learn", "On each ship the first pawn in line is its Captain, the second its First Mate and the last its "
                        "Cabin Boy (on a ship of two, the second is both). You (M) are the Cabin Boy of the Flying Dutchman."),
             Read(), spot=("seat:2", "seat:4", "seat:0", "seat:1", "seat:3")),
        Step(QT_TRANSLATE_NOOP("Learn", "Each ship has a British and a French hold, and treasure counts for the team whose hold it is in. "
                        "As Cabin Boy you may move 1 treasure between your ship's holds: you are British, so click Move 1 "
                        "treasure: French → British hold."),
             Act("P1 shift F>B"), spot=("hold:0", "hold:1", "hold:2", "hold:3", "actions"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Only the Cabin Boy, the last pawn in a ship's line, may move treasure between that ship's "
                              "two holds; you are British, so move it into the British hold."),
             then=("P2 view 1 2", "P3 view 3 4", "P4 view 2 5", "P5 view 1 3")),
        Step(QT_TRANSLATE_NOOP("Learn", "To get between a ship and Tortuga, the island below, you must stop on a Rowboat; each Rowboat "
                        "lies between Tortuga and one ship. Click Move to or from a Rowboat, then the Rowboat beside your ship."),
             Act("P1 move RB1"), spot=("place:3", "place:4", "place:2", "actions"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A Rowboat adjoins one ship and Tortuga: from the Flying Dutchman you can only reach the "
                              "Rowboat beside it, never Tortuga or the other ship directly."),
             then=("P2 view 4 5", "P3 view 1 5", "P4 view 2 3", "P5 view 3 5")),
        Step(QT_TRANSLATE_NOOP("Learn", "Click Move to or from a Rowboat, then Tortuga: it is empty, so you become its Governor, the "
                        "first pawn in its line. Treasure in Tortuga's British and French areas counts for those teams too."),
             Act("P1 move TO"), spot=("place:2", "tortuga-areas", "actions"),
             wrong=QT_TRANSLATE_NOOP("Learn", "From a Rowboat you may land on Tortuga or board the ship beside it; the first pawn on "
                              "Tortuga is its Governor."),
             then=("P2 view 1 4", "P3 view 2 4", "P4 view 3 4", "P5 view 1 2")),
    ),
)
