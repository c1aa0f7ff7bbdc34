"""Chapter 6, "Mutiny": the First Mate's Mutiny and the Captain's maroon (rulebook: Mutiny, Getting Marooned)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Read, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # You (P1, British) are First Mate of the Flying Dutchman behind Captain Braziliano (P3, French),
    # who has filled the French hold; Mansvelt (P4) and Português (P5) complete the crew.
    # Your only Skull is v0; P4 plays a Skull (v5), P5 a Helm (v7) and the Vote deck's top card
    # is a Skull (v15): 3 Skulls to 1 Helm, so the Mutiny succeeds.
    return position(
        5, fd=[2, 0, 3, 4], jr=[1], galleon=3, holds=(0, 2, 1, 0),
        loyalty=[B, B, F, F, D],
        hands={0: [0, 2, 18], 1: [9, 12, 21], 2: [3, 16, 28], 3: [5, 13, 24], 4: [7, 19, 25]},
        vote_deck=[15, 10, 26, 1, 4, 6, 8, 11, 14, 17, 20, 22, 23, 27, 29, 30, 31],
        turn=0,
    )


CHAPTER = Chapter(
    key="mutiny",
    title=QT_TRANSLATE_NOOP("Learn", "Mutiny"),
    summary=QT_TRANSLATE_NOOP("Learn", "The First Mate's Mutiny, and the Captain who maroons a crewmate."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "A Mutiny is called by the First Mate, second in line on a ship; "
                     "a Captain may instead maroon any other pawn on their own ship."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "You are British and second in line on the Flying Dutchman, its First Mate, and Captain "
                        "Braziliano (R) has filled the French hold. Click Call for a Mutiny (First Mate)."),
             Act("P1 mutiny"), spot=("actions", "seat:0", "seat:2", "hold:1"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Only the First Mate, second in line, may call for a Mutiny against the Captain; "
                              "this step asks you to call one.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Everyone on your ship but the Captain votes, and only the bottom section counts: Skull to "
                        "maroon the Captain, Helm to keep them. Click your only card with a Skull, then Put down this card."),
             Act("P1 vote v0"), spot=("vote:0",),
             wrong=QT_TRANSLATE_NOOP("Learn", "In a Mutiny only the bottom of a Vote card counts: Skull to maroon the Captain, "
                              "Helm to keep them. Play the card with the Skull."),
             then=("P4 vote v5", "P5 vote v7",
                   "P2 view 1 2", "P3 view 2 5", "P4 view 3 4", "P5 view 2 5")),
        Step(QT_TRANSLATE_NOOP("Learn", "3 Skulls to 1 Helm: Braziliano (R) was marooned to the back of Tortuga's line (empty, so he is its "
                        "Governor), and you, the First Mate, became Captain. With a tie or more Helms, nothing would have happened."),
             Read(), spot=("seat:0", "place:0", "seat:2", "place:2")),
        Step(QT_TRANSLATE_NOOP("Learn", "Your new First Mate, Mansvelt (E), could call a Mutiny in which you, the Captain, do not "
                        "vote. Click Maroon a crewmate (Captain), then E: he goes to the back of Tortuga's line."),
             Act("P1 maroon P4"), spot=("actions", "seat:3", "place:2"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A Captain may maroon any other pawn on their own ship, never themselves; "
                              "this step asks you to maroon E, your new First Mate."),
             then=("P2 view 3 5", "P3 move RB1", "P4 view 1 4", "P5 view 1 3")),
    ),
)
