"""Chapter 1, "Your secret": teams, your Loyalty card, and what wins (rulebook: Object of the Game, Setup)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Look, Read, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # You (P1) are British and Captain of the Flying Dutchman; P3 is Captain of the Jolly Roger.
    return position(5, fd=[0, 1, 3], jr=[2, 4], loyalty=[B, F, D, B, F], turn=0)


CHAPTER = Chapter(
    key="secret",
    title=QT_TRANSLATE_NOOP("Learn", "Your secret"),
    summary=QT_TRANSLATE_NOOP("Learn", "Teams, your Loyalty card, and what wins."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    opening_looks=True,
    wrong=QT_TRANSLATE_NOOP("Learn", "Your Loyalty card is your secret: look at it on the right, then click Done to hide it."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "Every pirate secretly belongs to a team, and this card on the right is yours: you are British. "
                        "Nobody else can see it; click Done to hide it again."),
             Look(), spot=("private",)),
        Step(QT_TRANSLATE_NOOP("Learn", "Treasure in the British holds of both ships and in Tortuga's British area counts for the British, "
                        "and the same for the French. When the Spanish Armada card is revealed, the team with more treasure wins."),
             Read(), spot=("hold:0", "hold:2", "tortuga-areas", "totals"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Treasure counts for the team whose hold or Tortuga area it lies in; "
                              "treasure still on the Galleon counts for nobody.")),
        Step(QT_TRANSLATE_NOOP("Learn", "With an odd number of players one pirate is Dutch, and wins alone if the teams are tied. "
                        "Who is on which team is never shown until the end: watch what the others do."),
             Read(), spot=("seats",),
             wrong=QT_TRANSLATE_NOOP("Learn", "Nobody's team is shown before the game ends; with an odd number of "
                              "players the Dutch pirate wins only if the teams are tied.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Your pawn (M) is Captain of the Flying Dutchman, but your crew may be on the other team. "
                        "Click View 2 Event cards, then slots 1 and 2: what you learn is a secret too."),
             Act("P1 view 1 2"), spot=("actions", "seat:0", "slot:0", "slot:1"),
             wrong=QT_TRANSLATE_NOOP("Learn", "On your turn you take exactly one action; this step asks you to view the cards in slots 1 and 2.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Only you saw these two cards, and the mat keeps their names for you alone. "
                        "Telling the truth about them, or not, is up to you; click Done to hide them."),
             Look(), spot=("private", "slot:0", "slot:1"),
             wrong=QT_TRANSLATE_NOOP("Learn", "What you viewed is yours alone: read the two card names on the right, "
                              "then click Done."),
             then=("P2 view 3 4", "P3 view 4 5", "P4 view 1 5", "P5 view 2 3")),
    ),
)
