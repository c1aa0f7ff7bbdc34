"""Why the table refuses an intent: the engine's code, the rule and a plain message; each code's words and page. Qt-free.

`REFUSALS` is the one place a refusal code (the engine's `explain`) gets what players read: its
words at the table (app/wording.py's `refusal`, an English source marked for pyside6-lupdate in
context "Table") and the help page shown beside them (help/reference.py's `page_for_rule`).
A new code needs one entry here (tests/help/test_mat_help_refusals.py scans the rules for them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

from tortuga_qt.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Refusal:
    """Why an intent was refused: an engine code, the rule, and a plain message."""

    code: str
    rule: str
    message: str


NOT_YOURS = Refusal("not_your_decision", "rulebook: Game Play", "It is not your decision now.")


class RefusedError(ValueError):
    """A command the table does not take now; carries the Refusal."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal


class RefusalEntry(NamedTuple):
    """What players get for one refusal code: its help page and its words."""

    page: str  # the help page id (tortuga_qt.help.reference); BY_RULE: the page of the rule the engine cites
    words: str  # why, in a player's words: no ruling numbers, no engine names ("Table")


BY_RULE: Final = ""
"""The page of a code whose topic is the rule it cites (that rule's page, whichever it is)."""

REFUSALS: Final[dict[str, RefusalEntry]] = {
    # The game and whose decision it is
    "game_over": RefusalEntry("rule:end", QT_TRANSLATE_NOOP("Table", "The game is over: no more moves can be made.")),
    "not_your_decision": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "It is not your decision now: another player must decide first.")),
    "wrong_step": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "Something else must be decided first: do what the game asks now.")),
    "not_a_turn_action": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "That is not one of the actions you may choose on your turn.")),
    "chance_pending": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "The cards are being shuffled or dealt: wait a moment.")),
    "not_chance": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "Nothing is being shuffled or dealt now.")),
    "bad_chance": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "The cards could not be shuffled that way.")),
    "no_such_player": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "There is no such player in this game.")),
    # The row of Event cards
    "two_cards_needed": RefusalEntry("rule:events", QT_TRANSLATE_NOOP("Table", "Viewing or forcing needs at least 2 face-down Event cards in the row; "
                                                                               "with only one left, you can only reveal it.")),
    "force_self": RefusalEntry("rule:events", QT_TRANSLATE_NOOP("Table", "You must force another player, not yourself.")),
    "slot_not_face_down": RefusalEntry("rule:events", QT_TRANSLATE_NOOP("Table", "Choose a slot that holds a face-down Event card (two different ones to view or force).")),
    "pick_slot": RefusalEntry("rule:events", QT_TRANSLATE_NOOP("Table", "You must reveal one of the two Event cards that were pointed at.")),
    # Ranks and their actions
    "not_captain": RefusalEntry("rule:ranks", QT_TRANSLATE_NOOP("Table", "Only a ship's Captain (first in line) may call for an Attack or maroon a crewmate.")),
    "nothing_to_take": RefusalEntry("rule:attack", QT_TRANSLATE_NOOP("Table", "An Attack needs treasure to take: on the Spanish Galleon or, once it is "
                                                                              "empty, in the other ship's holds.")),
    "take_source": RefusalEntry("rule:attack", QT_TRANSLATE_NOOP("Table", "After a successful Attack the treasure comes from the Spanish Galleon while it has "
                                                                          "any, otherwise from a hold of the other ship, and goes into a hold of your own ship.")),
    "start_hold": RefusalEntry("rule:setup", QT_TRANSLATE_NOOP("Table", "Put the starting treasure in your own ship's British or French hold.")),
    "not_crewmate": RefusalEntry("rule:maroon", QT_TRANSLATE_NOOP("Table", "A Captain may maroon only another pawn on their own ship, never themselves.")),
    "not_first_mate": RefusalEntry("rule:mutiny", QT_TRANSLATE_NOOP("Table", "Only a First Mate (second in line on a ship) may call for a Mutiny, so the "
                                                                             "ship needs at least 2 pawns.")),
    "not_cabin_boy": RefusalEntry("rule:cabin-boy", QT_TRANSLATE_NOOP("Table", "Only a Cabin Boy (last in line on a ship) may move treasure between holds.")),
    "no_treasure_in_hold": RefusalEntry("rule:cabin-boy", QT_TRANSLATE_NOOP("Table", "There is no treasure in that hold to move.")),
    "not_governor": RefusalEntry("rule:brawl", QT_TRANSLATE_NOOP("Table", "Only the Governor of Tortuga (first in Tortuga's line) may call for a Brawl.")),
    # Moving
    "boat_exploded": RefusalEntry("card:black_powder", QT_TRANSLATE_NOOP("Table", "That Rowboat was blown up by Black Powder and can never be used again.")),
    "boat_taken": RefusalEntry("rule:moving", QT_TRANSLATE_NOOP("Table", "Each Rowboat holds only 1 pawn at a time.")),
    "no_such_place": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "There is no such place: move to a Rowboat, to Tortuga or to a ship.")),
    "malformed": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "That is not a move of this game.")),
    "marque_ship": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "A Letter of Marque moves a player to the back of a ship's line.")),
    "not_adjoining": RefusalEntry("rule:moving", QT_TRANSLATE_NOOP("Table", "You can only move to a place next to you: each Rowboat adjoins one ship and Tortuga.")),
    "via_rowboat": RefusalEntry("rule:moving", QT_TRANSLATE_NOOP("Table", "Ships and Tortuga are reached through a Rowboat, one action at a time.")),
    "ship_full": RefusalEntry("rule:moving", QT_TRANSLATE_NOOP("Table", "There may never be more than 5 pawns on a ship.")),
    "bad_move": RefusalEntry("rule:moving", QT_TRANSLATE_NOOP("Table", "That move is not possible.")),
    # Event cards
    "another_player": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "This card must target another player, not yourself.")),
    "marque_target": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "A Letter of Marque moves a player who is on Tortuga or on a Rowboat.")),
    "no_letter": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "You have no Letter of Marque kept in front of you to play.")),
    "atlantis": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "Atlantis moves its holder from one ship to the back of the line of the other "
                                                                 "ship, and that ship must have room.")),
    "not_in_vote_deck": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "That card is not in the Vote deck: pick one of the cards you are searching.")),
    # Votes
    "vote_pending": RefusalEntry("rule:votes", QT_TRANSLATE_NOOP("Table", "A vote is under way: play a Vote card first.")),
    "card_not_in_hand": RefusalEntry("rule:votes", QT_TRANSLATE_NOOP("Table", "You do not hold that Vote card.")),
    "bad_vote": RefusalEntry("rule:votes", QT_TRANSLATE_NOOP("Table", "Play 1 Vote card (2 with the El Dorado map), each card only once.")),
    "two_cards_without_el_dorado": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "Only the holder of the El Dorado map may play 2 Vote cards in one vote.")),
    "no_pirate_code": RefusalEntry(BY_RULE, QT_TRANSLATE_NOOP("Table", "Only a player whose Pirate Code covers this vote may stay out of it.")),
}
"""Every refusal code the engine's `explain` gives: its page and its words (no ruling numbers ("R7")
and no engine words: the window links the page beside them)."""
