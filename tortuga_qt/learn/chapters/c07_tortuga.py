"""Chapter 7, "Tortuga": the Governor's Brawl over Tortuga's two treasures (rulebook: Brawl, Getting Marooned & Tortuga)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Read, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # You (P1, British) are Governor of Tortuga, ahead of Mansvelt (P4, French) and
    # l'Olonnais (P2, British). First Brawl: your British flag v9, P4 French v25, P2 British v12
    # and the deck's British v21: 3 to 1 for the British. Then Braziliano (P3) reveals the
    # Pistol and maroons you again on Tortuga (you lose a random Vote card and your place);
    # Governor Mansvelt's Brawl ties 2 to 2 (P4 French v26, P2 British v13, you British, deck French v27).
    return position(
        5, fd=[2], jr=[4], tortuga=[0, 3, 1], galleon=2, holds=(1, 1, 1, 1),
        loyalty=[B, B, F, F, D],
        hands={0: [9, 28, 29], 1: [12, 13, 5], 2: [0, 2, 7], 3: [25, 26, 18], 4: [3, 4, 8]},
        vote_deck=[21, 10, 19, 20, 27, 14, 15, 16, 1, 6, 11, 17, 22, 23, 24, 30, 31],
        row=["pistol", "black_spot", "letter_of_marque", "albatross", "black_spot"],
        event_deck=["pistol", "spanish_armada"],
        turn=0,
    )


CHAPTER = Chapter(
    key="tortuga",
    title=QT_TRANSLATE_NOOP("Learn", "Tortuga"),
    summary=QT_TRANSLATE_NOOP("Learn", "The Governor's Brawl over the two treasures on Tortuga."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "Only the Governor, first in Tortuga's line, may call for a Brawl, and only the pawns "
                     "on Tortuga vote in it."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "You are first in Tortuga's line, its Governor, and each treasure here counts for the team "
                        "whose area it lies in. Click Call for a Brawl (Governor)."),
             Act("P1 brawl"), spot=("actions", "seat:0", "place:2", "tortuga-areas"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Only the Governor, first in Tortuga's line, may call for a Brawl; "
                              "this step asks you to call one.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Only the pawns on Tortuga vote, and only the middle section counts: British or French flag. "
                        "You are British: click your card with the British flag, then Put down this card."),
             Act("P1 vote v9"), spot=("vote:9",),
             wrong=QT_TRANSLATE_NOOP("Learn", "In a Brawl only the flag in the middle of a Vote card counts; "
                              "play the card with the British flag to help your team."),
             then=("P4 vote v25", "P2 vote v12",
                   "P2 view 2 3", "P3 reveal 1", "P3 pistol P1",
                   "P4 brawl", "P4 vote v26", "P2 vote v13")),
        Step(QT_TRANSLATE_NOOP("Learn", "3 British flags to 1: both treasures went to the British area. Then Braziliano (R) revealed a Pistol "
                        "and marooned you while you were already on Tortuga, which cost you a random Vote card and your place at the front."),
             Read(), spot=("tortuga-areas", "place:2", "seat:0", "private"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Being marooned while already on Tortuga costs a Vote card picked at random "
                              "and sends you to the back of the line; next you vote in the Brawl of Mansvelt (E).")),
        Step(QT_TRANSLATE_NOOP("Learn", "Mansvelt (E), Governor now, calls a Brawl to win them back. Click your card with the British flag, then Put down this card: "
                        "if the flags tie, each area gets one treasure."),
             Act("P1 vote v10"), spot=("vote:10", "seat:3"),
             wrong=QT_TRANSLATE_NOOP("Learn", "In a Brawl only the middle flag counts; play your card with the British flag."),
             then=("P5 view 4 5",)),
        Step(QT_TRANSLATE_NOOP("Learn", "2 flags each, a tie: one treasure went back to each area. Tortuga's treasure never leaves "
                        "the island, and at the end it counts like the treasure in the holds."),
             Read(), spot=("tortuga-areas", "totals")),
    ),
)
