"""The 16 kinds of Event card in plain words: name, full text, notes, related rules. Qt-free.

Every text is an English source marked for translation (context "Help"); the ui translates it
when it shows it. The texts follow `shared/rules/DECISIONS.md` ("Event cards"), which is
binding: "you" on a card is its revealer, the player who turns it face up, also when forced to.
Counts and the starred flag come from the components data, never from here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from tortuga_qt.app.card_table import card_of_event
from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.rules.kinds import CardKind


@dataclass(frozen=True)
class CardHelp:
    """One kind of Event card for players: its name, full text, notes and related pages."""

    kind: str  # a CardKind
    name: str
    text: str
    notes: tuple[str, ...]
    see: tuple[str, ...]  # page ids of related rules
    group: str = "useful"  # its group on the cards page: "useful", "hurtful", "map" or "ender" (starred: the data's)
    hint: str = ""  # the hint when its revealer must choose how to play it ("": it needs no choice)
    harmful: bool = False  # it hurts whoever reveals it, whatever their team (a hint warns of it)


_MAROON_NOTES = (
    QT_TRANSLATE_NOOP("Help", "Already on Tortuga? The pawn goes to the back of Tortuga's line and loses one "
                      "Vote card, picked at random, to the bottom of the Vote deck."),
    QT_TRANSLATE_NOOP("Help", "On a Rowboat? The pawn goes to the back of Tortuga's line and loses no Vote card."),
)

_MAP_NOTES = (
    QT_TRANSLATE_NOOP("Help", "You cannot keep a treasure map yourself: you must give it to another player, "
                      "also in 2- and 3-player games."),
    QT_TRANSLATE_NOOP("Help", "Using a map is never an action, and a player may hold several maps."),
    QT_TRANSLATE_NOOP("Help", "The map lies face up in front of its holder: everyone knows who has it."),
)

_CARDS: tuple[CardHelp, ...] = (
    CardHelp(
        CardKind.LETTER_OF_MARQUE,
        QT_TRANSLATE_NOOP("Help", "Letter of Marque"),
        QT_TRANSLATE_NOOP("Help", "Move any one player who is on Tortuga or on a Rowboat (yourself included) to "
                          "the back of the line of either ship. Or keep this card face up in front of you and "
                          "play it on a later turn as your action: it is then your whole action for that turn "
                          "(in a 2-player game, one of your two actions)."),
        (
            QT_TRANSLATE_NOOP("Help", "The ship must have room: there are never more than 5 pawns on a ship."),
            QT_TRANSLATE_NOOP("Help", "You may keep the card even when nobody could be moved right now."),
            QT_TRANSLATE_NOOP("Help", "A kept Letter of Marque lies face up, so everyone knows you hold it. Once "
                              "played it is discarded."),
        ),
        ("rule:kept-cards", "rule:moving"),
        hint=QT_TRANSLATE_NOOP("Help", "Move a friend from Tortuga or a Rowboat onto a ship, or keep "
                          "the card to use later as your action."),
    ),
    CardHelp(
        CardKind.PISTOL,
        QT_TRANSLATE_NOOP("Help", "Pistol"),
        QT_TRANSLATE_NOOP("Help", "Choose another player: they are marooned, sent to the back of the line on "
                          "Tortuga. You cannot keep this card."),
        (*_MAROON_NOTES,
         QT_TRANSLATE_NOOP("Help", "The holder of the Fountain of Youth may refuse to be marooned by a Pistol.")),
        ("rule:maroon",),
        hint=QT_TRANSLATE_NOOP("Help", "Maroon a rival: a Captain loses their ship, and someone already on "
                          "Tortuga also loses a Vote card."),
    ),
    CardHelp(
        CardKind.ALBATROSS,
        QT_TRANSLATE_NOOP("Help", "Albatross"),
        QT_TRANSLATE_NOOP("Help", "Keep this card face up in front of you for the rest of the game. Whenever the "
                          "pawns on one ship hold 2 Albatross cards between them, everyone on that ship is "
                          "marooned, the lowest rank first, so that the Captain ends up last in Tortuga's line. "
                          "Albatross cards do nothing on Tortuga or on a Rowboat."),
        (
            QT_TRANSLATE_NOOP("Help", "A player holding 2 Albatross cards who boards a ship sinks it, themselves "
                              "included. So does a player holding 1 who boards a ship where someone else holds 1."),
            QT_TRANSLATE_NOOP("Help", "The Fountain of Youth does not help against an Albatross."),
            QT_TRANSLATE_NOOP("Help", "With 2 or 3 players the Albatross cards are taken out of the game."),
        ),
        ("rule:maroon", "rule:kept-cards"),
        group="hurtful",
    ),
    CardHelp(
        CardKind.BLACK_SPOT,
        QT_TRANSLATE_NOOP("Help", "Black Spot"),
        QT_TRANSLATE_NOOP("Help", "You are marooned: your pawn goes to the back of the line on Tortuga. This "
                          "holds even when another player forced you to reveal the card."),
        (*_MAROON_NOTES,
         QT_TRANSLATE_NOOP("Help", "The holder of the Fountain of Youth may refuse to be marooned by a Black Spot "
                           "they revealed.")),
        ("rule:maroon", "rule:events"),
        group="hurtful",
        harmful=True,
    ),
    CardHelp(
        CardKind.ATLANTIS,
        QT_TRANSLATE_NOOP("Help", "Treasure Map: Atlantis"),
        QT_TRANSLATE_NOOP("Help", "Give this treasure map to another player. Immediately before any player's "
                          "turn (their own included), its holder may move from one ship to the back of the "
                          "line of the other ship, then discards the map."),
        (
            QT_TRANSLATE_NOOP("Help", "Atlantis works only from a ship, never from Tortuga or a Rowboat, and the "
                              "other ship must have room for one more pawn."),
            *_MAP_NOTES,
        ),
        ("rule:kept-cards", "rule:moving"),
        group="map",
        hint=QT_TRANSLATE_NOOP("Help", "Give the map to a player you trust: its holder may sail to the other "
                          "ship before any turn."),
    ),
    CardHelp(
        CardKind.EL_DORADO,
        QT_TRANSLATE_NOOP("Help", "Treasure Map: El Dorado"),
        QT_TRANSLATE_NOOP("Help", "Give this treasure map to another player, who at once draws 1 extra Vote "
                          "card. In one later vote its holder may play 2 Vote cards instead of 1, then discards "
                          "the map. The holder may also keep the map unused, and so keep the bigger hand."),
        (
            QT_TRANSLATE_NOOP("Help", "After the vote in which both cards are played, the holder draws 1 card like "
                              "everyone who voted, so the hand shrinks back to its usual size."),
            *_MAP_NOTES,
        ),
        ("rule:votes", "rule:kept-cards"),
        group="map",
        hint=QT_TRANSLATE_NOOP("Help", "Give the map to a player you trust: they draw a Vote card now and "
                          "may play 2 cards in one later vote."),
    ),
    CardHelp(
        CardKind.FOUNTAIN_OF_YOUTH,
        QT_TRANSLATE_NOOP("Help", "Treasure Map: Fountain of Youth"),
        QT_TRANSLATE_NOOP("Help", "Give this treasure map to another player. Its holder may refuse to be marooned "
                          "once: by a Black Spot they revealed, by a Pistol, by their Captain, or by a "
                          "successful Mutiny. Then the map is discarded."),
        (
            QT_TRANSLATE_NOOP("Help", "Used against a Captain's maroon, the Captain's action is still spent."),
            QT_TRANSLATE_NOOP("Help", "It does not help against an Albatross or Black Powder."),
            *_MAP_NOTES,
        ),
        ("rule:maroon", "rule:kept-cards"),
        group="map",
        hint=QT_TRANSLATE_NOOP("Help", "Give the map to a player you trust: it saves its holder "
                          "from being marooned once."),
    ),
    CardHelp(
        CardKind.SPANISH_ARMADA,
        QT_TRANSLATE_NOOP("Help", "Spanish Armada"),
        QT_TRANSLATE_NOOP("Help", "The game ends the moment this card is revealed: the team, British or French, "
                          "with the most treasure wins."),
        (
            QT_TRANSLATE_NOOP("Help", "The Armada is always the last card of the Event deck: it is put at the "
                              "bottom when the deck is made."),
            QT_TRANSLATE_NOOP("Help", "A tie with an odd number of players: the Dutch pirate wins. With an even "
                              "number the Armada leaves the game and play goes on until one team leads."),
        ),
        ("rule:end", "rule:goal"),
        group="ender",
    ),
    CardHelp(
        CardKind.BLACK_POWDER,
        QT_TRANSLATE_NOOP("Help", "Black Powder"),
        QT_TRANSLATE_NOOP("Help", "Put the explosion token on a Rowboat of your choice: that Rowboat can never be "
                          "used again. A pawn sitting on it is marooned."),
        (
            QT_TRANSLATE_NOOP("Help", "A pawn marooned from a Rowboat goes to the back of Tortuga's line and loses "
                              "no Vote card."),
            QT_TRANSLATE_NOOP("Help", "With one Rowboat gone, its ship can only be reached or left by other means, "
                              "such as a Letter of Marque or Atlantis, or by being marooned."),
        ),
        ("rule:moving", "rule:maroon"),
        hint=QT_TRANSLATE_NOOP("Help", "Blow up the Rowboat a rival needs, or the one a rival sits on: "
                          "they are marooned."),
    ),
    CardHelp(
        CardKind.CABIN_FEVER,
        QT_TRANSLATE_NOOP("Help", "Cabin Fever"),
        QT_TRANSLATE_NOOP("Help", "Choose another player. Your two Loyalty cards are shuffled together and dealt "
                          "back, one each, and each of you secretly looks at your new card. You may have "
                          "swapped teams, or not."),
        (
            QT_TRANSLATE_NOOP("Help", "With 2 or 3 players Cabin Fever is left out unless the table chooses to put "
                              "it back."),
        ),
        ("rule:goal",),
        hint=QT_TRANSLATE_NOOP("Help", "Pick a player: your two Loyalty cards are shuffled and dealt back, "
                          "so either of you may end up on the other's team."),
    ),
    CardHelp(
        CardKind.CROWS_NEST,
        QT_TRANSLATE_NOOP("Help", "Crow's Nest"),
        QT_TRANSLATE_NOOP("Help", "Choose a player (yourself included). Their Vote cards go face down into the "
                          "Vote deck. You then secretly search the whole Vote deck and pick the same number of "
                          "cards as their new hand. Then the Vote deck is shuffled."),
        (
            QT_TRANSLATE_NOOP("Help", "Only you see the deck while you search; the player then looks at their new "
                              "hand in secret."),
            QT_TRANSLATE_NOOP("Help", "Arm a friend with the cards your plan needs, or leave an enemy with cards "
                              "that work against them."),
        ),
        ("rule:votes", "vote-card"),
        hint=QT_TRANSLATE_NOOP("Help", "Pick a player whose Vote cards you want to choose: help a friend, "
                          "or leave a rival only cards that hurt them."),
    ),
    CardHelp(
        CardKind.EIGHT_BELLS,
        QT_TRANSLATE_NOOP("Help", "Eight Bells"),
        QT_TRANSLATE_NOOP("Help", "All pawns on your ship, or on Tortuga if you are there, are drawn at random "
                          "back into that line, so the ranks may change. No effect if you are alone there or on "
                          "a Rowboat."),
        (),
        ("rule:ranks",),
    ),
    CardHelp(
        CardKind.FACADE,
        QT_TRANSLATE_NOOP("Help", "Facade"),
        QT_TRANSLATE_NOOP("Help", "Swap pawn positions with the player seated to your right: the one who plays "
                          "just before you. You take their place, wherever it is, and they take yours."),
        (
            QT_TRANSLATE_NOOP("Help", "With 2 or 3 players Facade is left out unless the table chooses to put it "
                              "back."),
        ),
        ("rule:ranks", "rule:turn"),
    ),
    CardHelp(
        CardKind.PIRATE_CODE,
        QT_TRANSLATE_NOOP("Help", "Pirate Code"),
        QT_TRANSLATE_NOOP("Help", "Keep this card face up. You may stay out of the next two votes (Attack, Mutiny "
                          "or Brawl) you would be part of, and you may still call votes. After those two votes "
                          "the card is discarded, whether or not you stayed out of them."),
        (
            QT_TRANSLATE_NOOP("Help", "Staying out, you play no Vote card and draw none afterwards."),
            QT_TRANSLATE_NOOP("Help", "A vote whose only voter stays out is decided by the card from the Vote "
                              "deck alone."),
        ),
        ("rule:votes", "rule:kept-cards"),
    ),
    CardHelp(
        CardKind.SCURVY,
        QT_TRANSLATE_NOOP("Help", "Scurvy"),
        QT_TRANSLATE_NOOP("Help", "Everyone on your ship, or on Tortuga if you are there, you included, loses "
                          "their next turn, even if they move before it comes. They still take part in votes "
                          "that others call. Revealed on a Rowboat, only you lose your next turn."),
        (
            QT_TRANSLATE_NOOP("Help", "In a 2-player game a lost turn is both of its actions."),
        ),
        ("rule:turn",),
    ),
    CardHelp(
        CardKind.STORMY_SEAS,
        QT_TRANSLATE_NOOP("Help", "Stormy Seas"),
        QT_TRANSLATE_NOOP("Help", "All treasure on your ship, in both holds, goes back to the Spanish Galleon. If "
                          "you are on Tortuga instead, its two treasures go back to where they started: one in "
                          "the British area, one in the French area. No effect on a Rowboat."),
        (
            QT_TRANSLATE_NOOP("Help", "While the Galleon holds treasure again, Attacks take from the Galleon, not "
                              "from the other ship."),
            QT_TRANSLATE_NOOP("Help", "On a ship with no treasure it does nothing."),
        ),
        ("rule:tortuga", "rule:attack"),
    ),
)

_BY_KIND = {c.kind: c for c in _CARDS}


class UnknownCard(KeyError):
    """No Event card of that kind exists."""


def card_help(kind: str) -> CardHelp:
    """Returns the help of one kind of Event card (English sources); UnknownCard if there is none."""
    try:
        return _BY_KIND[kind]
    except KeyError:
        raise UnknownCard(kind) from None


def card_text(kind: str) -> str:
    """Returns the full text of an Event card kind (an English source, translatable in "Help")."""
    return card_help(kind).text


def card_name(kind: str) -> str:
    """Returns the name of an Event card kind (an English source, translatable in "Help")."""
    return card_help(kind).name


# The components data (and pydantic) load when first needed, not with the window.
@lru_cache(maxsize=1)
def _counts() -> dict[str, int]:
    from tortuga_qt.rules.components import components

    return dict(Counter(card.kind for card in components().event_cards))


@lru_cache(maxsize=1)
def _starred() -> frozenset[str]:
    from tortuga_qt.rules.components import components

    return frozenset(card.kind for card in components().event_cards if card.starred)


def card_kinds() -> tuple[str, ...]:
    """Returns every kind of Event card, in the order of the components data."""
    from tortuga_qt.rules.components import components

    return tuple(components().event_names)


def card_count(kind: str) -> int:
    """Returns how many cards of a kind are in the box."""
    return _counts()[kind]


def is_starred(kind: str) -> bool:
    """Returns whether a kind is one of the starred cards (3 of them join each game)."""
    return kind in _starred()


def card_counts() -> dict[str, int]:
    """Returns how many cards of each kind are in the box (24 in all), from the components data."""
    return dict(_counts())

def cards_named(event: object) -> tuple[str, ...]:
    """Returns the Event card kinds a story event names (for links from the log), in order, once each."""
    found: list[str] = []
    for field in ("card", "card_a", "card_b", "cards", "cause", "how"):
        value = getattr(event, field, None)
        values = value if isinstance(value, tuple) else (value,)
        found += [v for v in values if isinstance(v, str) and v in _BY_KIND]
    kind = card_of_event(str(getattr(event, "kind", "")))  # named by its sentence (app/card_table.py)
    if kind is not None:
        found.append(kind)
    return tuple(dict.fromkeys(found))
