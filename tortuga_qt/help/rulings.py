"""The project's rulings (shared/rules/DECISIONS.md, R1..R13) written for players. Qt-free.

The codes ("R5") live only here, in code, so refusals and tests can find a ruling; the texts
players read never show them. Each ruling names the reference page that explains its topic.
"""

from __future__ import annotations

from dataclasses import dataclass

from tortuga_qt.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Ruling:
    """One ruling for players: a short title, a paragraph, and the page of its topic."""

    title: str
    text: str
    page: str


RULINGS: dict[str, Ruling] = {
    "R1": Ruling(
        QT_TRANSLATE_NOOP("Help", "How the flags and skulls are spread"),
        QT_TRANSLATE_NOOP("Help", "Among the 30 ordinary Vote cards, the middle sections show 15 British and 15 "
                          "French flags, and the bottom sections 15 Skulls and 15 Helms. They are spread evenly "
                          "over the Cannons, Torches and Water: no top symbol always comes with the same flag, "
                          "or always with a Skull."),
        "vote-card",
    ),
    "R2": Ruling(
        QT_TRANSLATE_NOOP("Help", "The two double Vote cards"),
        QT_TRANSLATE_NOOP("Help", "One special Vote card shows 2 Torches, 2 British flags and 2 Skulls; the other "
                          "shows 2 Water, 2 French flags and 2 Helms. In any vote each of them counts as two "
                          "symbols in the section that counts."),
        "vote-card",
    ),
    "R3": Ruling(
        QT_TRANSLATE_NOOP("Help", "The Pirate Code lasts two votes"),
        QT_TRANSLATE_NOOP("Help", "The Pirate Code covers the next two votes its holder would take part in, and "
                          "is then discarded, whether or not the holder actually stayed out of them."),
        "card:pirate_code",
    ),
    "R4": Ruling(
        QT_TRANSLATE_NOOP("Help", "Scurvy on a Rowboat"),
        QT_TRANSLATE_NOOP("Help", "When Scurvy is revealed by a player sitting on a Rowboat, only that player loses "
                          "their next turn."),
        "card:scurvy",
    ),
    "R5": Ruling(
        QT_TRANSLATE_NOOP("Help", "When an Attack is allowed"),
        QT_TRANSLATE_NOOP("Help", "A Captain may call for an Attack only when there is treasure to take: on the "
                          "Spanish Galleon or, once the Galleon is empty, in either hold of the other pirate "
                          "ship. After a successful Attack the Captain chooses the hold of their own ship the "
                          "treasure goes into and, when it comes from the other ship, the hold it comes from."),
        "rule:attack",
    ),
    "R6": Ruling(
        QT_TRANSLATE_NOOP("Help", "Actions need something to act on"),
        QT_TRANSLATE_NOOP("Help", "A Cabin Boy can move a treasure only out of a hold that has one. A Captain can "
                          "maroon only when another pawn is aboard. A Mutiny needs a First Mate, so a ship with "
                          "at least 2 pawns. A Brawl needs a Governor, so at least one pawn on Tortuga."),
        "rule:ranks",
    ),
    "R7": Ruling(
        QT_TRANSLATE_NOOP("Help", "Viewing and forcing need two cards"),
        QT_TRANSLATE_NOOP("Help", "Viewing 2 Event cards and forcing another player both need at least 2 face-down "
                          "Event cards in the row. When only one is left, the only way to touch the row is to "
                          "reveal it."),
        "rule:events",
    ),
    "R8": Ruling(
        QT_TRANSLATE_NOOP("Help", "When the Event deck runs out"),
        QT_TRANSLATE_NOOP("Help", "When the last card of the Event deck (the Spanish Armada, always at the bottom) "
                          "is laid into the row, the face-down cards of the row are shuffled and laid out again. "
                          "From then on revealed cards are not replaced. What anyone had viewed no longer tells "
                          "where a card lies, so everyone's notes of the row are wiped."),
        "rule:end",
    ),
    "R9": Ruling(
        QT_TRANSLATE_NOOP("Help", "A tie with an even number of players"),
        QT_TRANSLATE_NOOP("Help", "If the teams are tied when the Spanish Armada is revealed and there is no Dutch "
                          "pirate, the Armada leaves the game. The discarded and the unrevealed Event cards are "
                          "shuffled into a new deck (cards in front of players stay there) and 5 are laid out. "
                          "Play goes on, and after every action, as soon as one team leads in treasure, that "
                          "team wins. If the deck and the row run out while the teams are still tied, the game "
                          "ends in a draw."),
        "rule:end",
    ),
    "R10": Ruling(
        QT_TRANSLATE_NOOP("Help", "After a vote"),
        QT_TRANSLATE_NOOP("Help", "The played Vote cards and the card from the deck are shuffled together and put "
                          "at the bottom of the Vote deck; then each player who played draws 1 card. A player "
                          "with no Vote card cannot take part in a vote. Only the shuffled symbols are shown: "
                          "nobody, ever, learns who played which card."),
        "rule:votes",
    ),
    "R11": Ruling(
        QT_TRANSLATE_NOOP("Help", "Marooned again on Tortuga, or from a Rowboat"),
        QT_TRANSLATE_NOOP("Help", "A player marooned while already on Tortuga goes to the back of Tortuga's line, "
                          "and one of their Vote cards, picked at random, goes unseen to the bottom of the Vote "
                          "deck. A player marooned from a Rowboat goes to the back of Tortuga's line and loses no "
                          "card."),
        "rule:maroon",
    ),
    "R12": Ruling(
        QT_TRANSLATE_NOOP("Help", "Turn order"),
        QT_TRANSLATE_NOOP("Help", "Turns go around the table in seat order (clockwise). The first turn belongs to "
                          "the Captain of the Jolly Roger."),
        "rule:turn",
    ),
    "R13": Ruling(
        QT_TRANSLATE_NOOP("Help", "Your notes"),
        QT_TRANSLATE_NOOP("Help", "Every player may look, privately and at any time, at a record of what they have "
                          "seen: the Event cards they viewed and where they lie in the row, their Loyalty, and "
                          "their Vote cards. The rulebook allows notes on paper for this: Tortuga 1667 is not a "
                          "memory game."),
        "rule:notebook",
    ),
}
"""Every ruling, by its code in DECISIONS.md (R1..R13); the codes are for code and tests only."""
