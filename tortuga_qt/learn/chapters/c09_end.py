"""Chapter 9, "The end": the Event deck runs out, the Spanish Armada, counting treasure, the Dutch
and even-player ties (rulebook: End of the Game; the row reshuffle and the even tie-break as ruled)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Look, Read, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # Late in a 5-player game. You (P1, British) are Cabin Boy of the Flying Dutchman behind
    # P2 (Captain) and P4; P3 captains the Jolly Roger with P5. The Galleon is empty and the
    # teams are tied 4 to 4: British FD.B 1 + JR.B 2 + Tortuga 1, French FD.F 2 + JR.F 1 + Tortuga 1.
    # Only the Spanish Armada is left in the Event deck; you viewed slots 1 and 3 earlier.
    # Revealing slot 3 brings the Armada into the row, which is reshuffled (seed 1667) to:
    # Black Spot, Letter of Marque, Scurvy, Black Spot, Spanish Armada. Every other card of the row
    # asks for no choice when revealed (or is kept), so if the dealer ever shuffled differently,
    # the scripted moves would stop fitting and the chapter test would fail instead of the text lying.
    return position(5, fd=[1, 3, 0], jr=[2, 4], loyalty=[B, F, B, F, D], galleon=0, holds=(1, 2, 2, 1),
                    row=["black_spot", "letter_of_marque", "albatross", "black_spot", "scurvy"],
                    event_deck=["spanish_armada"], known={0: {0: "black_spot", 2: "albatross"}}, turn=0)


CHAPTER = Chapter(
    key="end",
    title=QT_TRANSLATE_NOOP("Learn", "The end"),
    summary=QT_TRANSLATE_NOOP("Learn", "The Spanish Armada, counting treasure, the Dutch and ties."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "The game ends the moment the Spanish Armada is revealed, so the team ahead wants it found "
                     "and revealed; do what this step asks."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "Only one card is left in the Event deck: the Spanish Armada, which always lies at the bottom. "
                        "Click Reveal 1 Event card, then slot 3, the Albatross you viewed earlier: the Armada takes its place."),
             Act("P1 reveal 3"), spot=("event-deck", "slot:2"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A revealed card is replaced from the top of the Event deck: reveal slot 3, the Albatross you know, "
                              "to bring the deck's last card into the row."),
             then=("P2 reveal 2", "P2 keep", "P3 view 1 3", "P4 view 1 4", "P5 view 3 4")),
        Step(QT_TRANSLATE_NOOP("Learn", "The deck ran out, so the row's cards were shuffled and laid out again: your old notes are void, "
                        "and a revealed card is no longer replaced (see slot 2). "
                        "Click View 2 Event cards, then slots 4 and 5."),
             Act("P1 view 4 5"), spot=("slot:3", "slot:4"),
             wrong=QT_TRANSLATE_NOOP("Learn", "After the shuffle nobody knows where any card lies, so look before you reveal: "
                              "view slots 4 and 5.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Slot 5 holds the Spanish Armada: whoever reveals it ends the game at once, "
                        "and the team with more treasure wins. Click Done to hide the cards."),
             Look(), spot=("private", "slot:4"),
             wrong=QT_TRANSLATE_NOOP("Learn", "What you viewed is yours alone: read the two card names on the right, then click Done."),
             then=("P2 view 1 3", "P3 view 3 4", "P4 view 3 5", "P5 view 1 4")),
        Step(QT_TRANSLATE_NOOP("Learn", "A team's treasure is what lies in its holds on both ships plus its area on Tortuga: 4 to 4 now, "
                        "and with five players a tie makes the Dutch pirate win alone. "
                        "As Cabin Boy, click Move 1 treasure: French → British hold."),
             Act("P1 shift F>B"), spot=("actions", "hold:0", "hold:1", "hold:2", "hold:3", "tortuga-areas", "totals"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Revealing the Armada now would end in a tie, and the Dutch pirate would win; "
                              "the Cabin Boy, last in line on a ship, may move 1 treasure between its two holds."),
             then=("P2 view 1 4", "P3 view 1 4", "P4 view 4 5", "P5 view 3 5")),
        Step(QT_TRANSLATE_NOOP("Learn", "The British lead 5 to 3, so click Reveal 1 Event card, then slot 5: the game ends and your team wins. "
                        "With an even number of players a tie would instead remove the Armada, shuffle the discarded and "
                        "unrevealed cards into a new deck and play on until one team leads."),
             Act("P1 reveal 5"), spot=("slot:4", "totals"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Your team leads, so end the game now: the Spanish Armada lies in slot 5.")),
        Step(QT_TRANSLATE_NOOP("Learn", "The Armada ended the game at once: 5 treasures to 3, so every British pirate wins, "
                        "wherever their pawn stands. Every Loyalty card is now shown in the list of pirates, the Dutch one too."),
             Read(), spot=("totals", "seats", "log"),
             wrong=QT_TRANSLATE_NOOP("Learn", "The game is over: the team with more treasure in its holds and its "
                              "Tortuga area won.")),
    ),
)
