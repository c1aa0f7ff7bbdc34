"""Chapter 3, "Moving": Rowboats, boarding at the back of the line, and full ships (rulebook: Rowboats, Game Play)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Read, Step
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState


def _setup() -> GameState:
    # Seven pirates. You (P1) stand alone on Tortuga; Português (P5) sits in the Rowboat by the Flying
    # Dutchman, so that Rowboat is taken; Captain Braziliano (P3) sails the Flying Dutchman alone; the
    # Jolly Roger carries 4 pawns: l'Olonnais (P2), Mansvelt (P4), Myngs (P6) and Morris (P7).
    # You row to the free Rowboat while Português boards the Flying Dutchman behind its Captain;
    # then you board the Jolly Roger as its 5th pawn, which fills it.
    return position(7, fd=[2], jr=[1, 3, 5, 6], tortuga=[0], boats=(4, -1), turn=0)


CHAPTER = Chapter(
    key="moving",
    title=QT_TRANSLATE_NOOP("Learn", "Moving"),
    summary=QT_TRANSLATE_NOOP("Learn", "Rowboats, boarding a ship at the back of its line, and full ships."),
    config=default_config(7),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "Moving onto or off a Rowboat takes one whole action; each Rowboat holds one pawn and lies between "
                     "Tortuga and one ship."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "Getting onto or off a Rowboat takes a whole action, and each holds one pawn: Bartolomeu "
                        "Português (P) sits in the one by the Flying Dutchman. Click Move to or from a Rowboat, then the "
                        "free one by the Jolly Roger."),
             Act("P1 move RB2"), spot=("place:3", "seat:4", "place:4", "actions"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Each Rowboat holds only 1 pawn at a time: Português (P) sits in the one by the Flying "
                              "Dutchman, so take the free one by the Jolly Roger."),
             then=("P2 view 1 2", "P3 view 3 4", "P4 view 2 5", "P5 move FD", "P6 view 1 3", "P7 view 4 5")),
        Step(QT_TRANSLATE_NOOP("Learn", "From a Rowboat you step off at the back of the line, as Português (P) just did behind Captain "
                        "Braziliano (R). Click Move to or from a Rowboat, then the Jolly Roger: you become its Cabin Boy."),
             Act("P1 move JR"), spot=("place:1", "seat:2", "seat:4", "actions"),
             wrong=QT_TRANSLATE_NOOP("Learn", "From a Rowboat you may board only the ship beside it, or land on Tortuga; either way "
                              "you join the back of the line."),
             then=("P2 view 3 5", "P3 view 1 4", "P4 view 1 5", "P5 view 2 3", "P6 view 2 4", "P7 view 1 2")),
        Step(QT_TRANSLATE_NOOP("Learn", "The Jolly Roger now has 5 pawns, the most a ship may hold: nobody may board it until someone "
                        "leaves. Crossing to the other ship takes four actions: Rowboat, Tortuga, Rowboat, ship."),
             Read(), spot=("place:1", "place:3", "place:2", "place:4")),
    ),
)
