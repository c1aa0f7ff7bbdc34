"""Chapter 4, "Event cards": View 2, your notes, Force and Reveal 1 (rulebook: Potential Actions, All Players)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Look, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # You (P1, British) are Captain of the Flying Dutchman with Mansvelt (P4) and l'Olonnais (P2, French)
    # as Cabin Boy; Braziliano (P3) is Captain of the Jolly Roger with Português (P5, French) as Cabin Boy.
    # Both British holds hold 1 treasure. You saw the Pistol in slot 4 on an earlier turn; slots 1 and 2
    # hide Black Spots. After your View, both French Cabin Boys move their ship's treasure to the French
    # hold; you force l'Olonnais to reveal one of the Black Spots, then reveal the Pistol and shoot Português.
    return position(
        5, fd=[0, 3, 1], jr=[2, 4], holds=(1, 0, 1, 0),
        loyalty=[B, F, D, B, F],
        row=["black_spot", "black_spot", "letter_of_marque", "pistol", "albatross"],
        event_deck=["letter_of_marque", "albatross", "pistol", "spanish_armada"],
        known={0: {3: "pistol"}},
        turn=0,
    )


CHAPTER = Chapter(
    key="events",
    title=QT_TRANSLATE_NOOP("Learn", "Event cards"),
    summary=QT_TRANSLATE_NOOP("Learn", "View 2 cards in secret, your notes, forcing a player, and revealing a card."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "Every player may view 2 Event cards, reveal 1, or force another player to reveal 1 of 2; "
                     "a revealed card is shown to all and must be carried out."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "Face-down Event cards help or hurt whoever reveals them, so it pays to look first. Click View 2 "
                        "Event cards, then slots 1 and 2: only you will see them."),
             Act("P1 view 1 2"), spot=("actions", "slot:0", "slot:1"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Viewing shows you two face-down cards in secret and puts them back unchanged; "
                              "this step asks you to view slots 1 and 2.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Both are Black Spots: whoever reveals one is marooned to Tortuga. The mat keeps notes of what "
                        "you saw, for you alone (slot 4: a Pistol seen earlier); click Done."),
             Look(), spot=("private", "slot:0", "slot:1", "slot:3"),
             wrong=QT_TRANSLATE_NOOP("Learn", "What you viewed is for your eyes only: read the two card names on the right, then click Done."),
             then=("P2 shift B>F", "P3 view 3 5", "P4 view 2 3", "P5 shift B>F")),
        Step(QT_TRANSLATE_NOOP("Learn", "François l'Olonnais (O) just moved your ship's treasure from the British hold to the French one, so he is likely French. "
                        "Click Force a player to reveal 1 of 2 cards, slots 1 and 2, then O: he must pick one unseen."),
             Act("P1 force 1 2 P2"), spot=("actions", "slot:0", "slot:1", "seat:1", "hold:1"),
             wrong=QT_TRANSLATE_NOOP("Learn", "When you force a player, you point at two face-down cards and they must reveal one "
                              "without looking: point at the two Black Spots, then at O."),
             then=("P2 pick 1", "P2 view 3 5", "P3 view 1 3", "P4 view 2 5", "P5 view 3 4")),
        Step(QT_TRANSLATE_NOOP("Learn", "O revealed a Black Spot and was marooned; a new card from the deck filled the slot. Click "
                        "Reveal 1 Event card, then slot 4 (your Pistol): everyone sees it, and you must carry it out."),
             Act("P1 reveal 4"), spot=("actions", "slot:3", "place:2"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A revealed card is shown to everyone and must be carried out, so reveal the card you "
                              "know: the Pistol in slot 4.")),
        Step(QT_TRANSLATE_NOOP("Learn", "A Pistol maroons another player of your choice, and then the deck refills slot 4. "
                        "Bartolomeu Português (P) moved the Jolly Roger's treasure into the French hold too: click P."),
             Act("P1 pistol P5"), spot=("seat:4", "hold:3"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A Pistol must be aimed at another player, never at yourself; Português (P) moved treasure "
                              "into a French hold, so aim at him."),
             then=("P2 view 1 2", "P3 view 2 3", "P4 view 3 5", "P5 view 1 5")),
    ),
)
