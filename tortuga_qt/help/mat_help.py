"""What each kind of thing on the mat is, in a sentence or two, and the reference page about it.

Qt-free: the texts are English sources marked for `pyside6-lupdate` (context "Help"); the ui
translates them when it shows them (`QCoreApplication.translate("Help", text)`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tortuga_qt.i18n import QT_TRANSLATE_NOOP


class ItemKind(StrEnum):
    """Every kind of thing on the mat (or in the private panel) that has help."""

    GALLEON = "galleon"
    SHIP = "ship"
    HOLD = "hold"
    ROWBOAT = "rowboat"
    TORTUGA = "tortuga"
    TORTUGA_AREA = "tortuga_area"
    EVENT_SLOT = "event_slot"
    EVENT_DECK = "event_deck"
    VOTE_DECK = "vote_deck"
    DISCARD = "discard"
    PAWN = "pawn"
    KEPT_CARD = "kept_card"
    VOTE_CARD = "vote_card"
    TOTALS = "totals"


@dataclass(frozen=True)
class ItemHelp:
    """A mat item's help: a title, its rule in one or two sentences, and a reference page id."""

    title: str
    text: str
    page: str


_HELP: dict[ItemKind, ItemHelp] = {
    ItemKind.GALLEON: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "The Spanish Galleon"),
        QT_TRANSLATE_NOOP("Help", "The Galleon starts with 4 treasures. A Captain whose Attack succeeds takes 1 "
                                  "of them; once it is empty, Attacks take treasure from the other ship's holds."),
        "rule:attack",
    ),
    ItemKind.SHIP: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A pirate ship"),
        QT_TRANSLATE_NOOP("Help", "The pawn at the front is the Captain, the second is the First Mate and the last "
                                  "is the Cabin Boy. A ship never carries more than 5 pawns."),
        "rule:mat",
    ),
    ItemKind.HOLD: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A treasure hold"),
        QT_TRANSLATE_NOOP("Help", "Each ship has a British hold and a French hold. Treasure in a hold counts for "
                                  "that team at the end, whoever is on board."),
        "rule:mat",
    ),
    ItemKind.ROWBOAT: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A Rowboat"),
        QT_TRANSLATE_NOOP("Help", "A Rowboat holds one pawn and joins one ship to Tortuga: moving onto it or off it "
                                  "takes a whole action. A pawn on a Rowboat takes no part in votes."),
        "rule:moving",
    ),
    ItemKind.TORTUGA: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "Tortuga"),
        QT_TRANSLATE_NOOP("Help", "Marooned pirates land at the back of Tortuga's line. The first pawn in the line "
                                  "is the Governor, who may call for a Brawl over Tortuga's two treasures."),
        "rule:tortuga",
    ),
    ItemKind.TORTUGA_AREA: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A treasure area on Tortuga"),
        QT_TRANSLATE_NOOP("Help", "Treasure in Tortuga's British or French area counts for that team. A Brawl "
                                  "moves Tortuga's two treasures between the areas; they never leave Tortuga."),
        "rule:brawl",
    ),
    ItemKind.EVENT_SLOT: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "An Event card in the row"),
        QT_TRANSLATE_NOOP("Help", "On your turn you may secretly view 2 of these cards, reveal 1, or force another "
                                  "player to reveal 1 of 2 you point at. A revealed card is resolved at once."),
        "rule:events",
    ),
    ItemKind.EVENT_DECK: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "The Event deck"),
        QT_TRANSLATE_NOOP("Help", "A revealed card in the row is replaced from this deck. The Spanish Armada lies at "
                                  "the bottom: when it reaches the row, the row is shuffled and the end is near."),
        "rule:end",
    ),
    ItemKind.VOTE_DECK: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "The Vote deck"),
        QT_TRANSLATE_NOOP("Help", "Every vote adds the top card of this deck, unseen, to the cards played. "
                                  "Afterwards the cards go under the deck and each voter draws a new one."),
        "rule:votes",
    ),
    ItemKind.DISCARD: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "The discard pile"),
        QT_TRANSLATE_NOOP("Help", "Revealed Event cards that nobody keeps end up here. Anyone may look through "
                                  "it at any time: click it to browse."),
        "rule:events",
    ),
    ItemKind.PAWN: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A pirate"),
        QT_TRANSLATE_NOOP("Help", "Where a pawn stands gives its rank: Captain, First Mate or Cabin Boy on a ship, "
                                  "Governor first in Tortuga's line. Each rank adds actions to choose from."),
        "rule:ranks",
    ),
    ItemKind.KEPT_CARD: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A card kept in front of a player"),
        QT_TRANSLATE_NOOP("Help", "Some Event cards stay face up in front of a player: Albatross, a kept Letter of "
                                  "Marque, Pirate Code and the treasure maps. Everyone can see them."),
        "rule:kept-cards",
    ),
    ItemKind.VOTE_CARD: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "A Vote card"),
        QT_TRANSLATE_NOOP("Help", "Only one section counts in a vote: the top in an Attack (Cannon, Torch, Water), "
                                  "the middle in a Brawl (flags), the bottom in a Mutiny (Skull, Helm)."),
        "vote-card",
    ),
    ItemKind.TOTALS: ItemHelp(
        QT_TRANSLATE_NOOP("Help", "Treasure by team"),
        QT_TRANSLATE_NOOP("Help", "Each team's treasure in both ships' holds and on Tortuga. When the Spanish "
                                  "Armada is revealed, the team with more treasure wins."),
        "rule:goal",
    ),
}


def item_help(kind: ItemKind) -> ItemHelp:
    """Returns the help of a kind of mat item (English source texts; the ui translates them)."""
    return _HELP[kind]


_RANKS: dict[str, str] = {
    "captain": QT_TRANSLATE_NOOP("Help", "The Captain may call for an Attack or maroon a crewmate to Tortuga."),
    "first_mate": QT_TRANSLATE_NOOP("Help", "The First Mate may call for a Mutiny: if Skulls outnumber Helms, the "
                                            "Captain is marooned to Tortuga."),
    "cabin_boy": QT_TRANSLATE_NOOP("Help", "The Cabin Boy may move 1 treasure on the ship from one hold to the other."),
    "crew": QT_TRANSLATE_NOOP("Help", "A crewmate votes in the ship's Attacks and Mutinies and moves up when "
                                      "someone ahead leaves."),
    "governor": QT_TRANSLATE_NOOP("Help", "The Governor of Tortuga may call for a Brawl over Tortuga's two treasures."),
    "tortuga": QT_TRANSLATE_NOOP("Help", "On Tortuga a pirate votes in Brawls; marooned again, they lose a Vote card "
                                         "at random."),
    "rowboat": QT_TRANSLATE_NOOP("Help", "On a Rowboat a pirate takes no part in votes; from here they may go to the "
                                         "ship it adjoins or to Tortuga."),
}

RANKS = tuple(_RANKS)  # every rank (or place) that has a sentence in `rank_help`


def rank_help(rank: str) -> str:
    """Returns what a rank lets a pirate do (captain, first_mate, cabin_boy, crew, governor, tortuga, rowboat)."""
    return _RANKS[rank]
