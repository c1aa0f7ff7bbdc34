"""Chapter 10, "Pass and play": two people at one device, the curtain, "I am NAME", secret votes."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Claim, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # Two people: you (P1, British) and a friend (P2, French); P3..P5 are computer seats.
    # Flying Dutchman: P3 (Captain, computer), you (First Mate), P2 (Cabin Boy); Jolly Roger: P4, P5.
    # Your one Skull is v0; P2's one Helm is v7; the Vote deck's top card v11 shows a Skull,
    # so the Mutiny shows 2 Skulls and 1 Helm and succeeds.
    return position(5, fd=[2, 0, 1], jr=[3, 4], loyalty=[B, F, F, B, D],
                    hands={0: [0, 12, 23], 1: [7, 15, 25]}, turn=0)


CHAPTER = Chapter(
    key="pass",
    title=QT_TRANSLATE_NOOP("Learn", "Pass and play"),
    summary=QT_TRANSLATE_NOOP("Learn", "Two people at one device: the curtain, \"I am NAME\", secret votes."),
    config=default_config(5),
    humans=(0, 1),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "With two people at one device, each claims it behind the curtain before anything secret "
                     "is shown; do what this step asks."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "With two people at one device, a curtain hides the table whenever it passes from one to the other. "
                        "Click I am Henry Morgan: your Vote cards and Loyalty show only to whoever has claimed the device."),
             Claim(0),
             wrong=QT_TRANSLATE_NOOP("Learn", "Behind the curtain nothing secret is shown until its owner claims the "
                              "device: click I am Henry Morgan.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Only you see your secrets now, and a friend plays François l'Olonnais (O), your Cabin Boy. "
                        "As First Mate, click Call for a Mutiny (First Mate): everyone on the ship but the Captain votes, "
                        "so both of you will."),
             Act("P1 mutiny"), spot=("actions", "place:0"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Only the First Mate may call for a Mutiny, and every crewmate but the Captain votes in it.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Your vote is secret, and only the bottom section counts in a Mutiny: "
                        "click your Vote card with a Skull, on the right, then Put down this card."),
             Act("P1 vote v0"),
             wrong=QT_TRANSLATE_NOOP("Learn", "In a Mutiny only the bottom section counts: a Skull votes to maroon the Captain, "
                              "a Helm to keep them.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Each voter plays behind their own curtain: hand the device to your friend, or play both seats now yourself. "
                        "Click I am François l'Olonnais."),
             Claim(1),
             wrong=QT_TRANSLATE_NOOP("Learn", "Each voter claims the device behind the curtain before voting: "
                              "click I am François l'Olonnais.")),
        Step(QT_TRANSLATE_NOOP("Learn", "Now you play François (O): click his Vote card with a Helm, then Put down this card. "
                        "The cards are shuffled with one from the Vote deck before they are shown, so nobody learns who played which."),
             Act("P2 vote v7"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A Helm votes to keep the Captain: play it as François (O), in secret.")),
        Step(QT_TRANSLATE_NOOP("Learn", "2 Skulls to 1 Helm: Braziliano (R) is marooned and Henry Morgan (M) is Captain now. "
                        "Everyone was shown the result and anyone could click next, so François (O) claims the device again "
                        "before his turn: click I am François l'Olonnais."),
             Claim(1),
             wrong=QT_TRANSLATE_NOOP("Learn", "After anything shown to the whole table, secrets wait for their owner's claim: "
                              "click I am François l'Olonnais.")),
    ),
)
