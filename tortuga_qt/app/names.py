"""What things are called, in the player's language: cards, places, ships, teams, colours, holds, votes
and their outcomes.

Qt-free: every noun passes through `tortuga_qt.i18n.translate` with literal strings (so
`pyside6-lupdate` collects them), which the Qt side points at Qt's translation; without it the
English names read, so the help and the headless tools can name things too. The log's sentences
(`tortuga_qt.app.story`) and the screen use these names.
"""

from __future__ import annotations

from tortuga_qt.app.card_table import CARDS
from tortuga_qt.i18n import translate
from tortuga_qt.rules.places import GALLEON


def number(v: object) -> int:
    """Returns `v`, a number in an event (a seat, a place, a ship, a team); anything else is refused."""
    if not isinstance(v, int):
        raise TypeError(f"expected a number in an event, got {v!r}")
    return v


def card_name(kind: object) -> str:
    """Returns the translated name of an Event card kind (app/cards/<kind>.py); a kind it lacks is shown as given."""
    words = CARDS.get(str(kind))
    return translate("Help", words.name) if words is not None else str(kind)


def card_label(kind: object) -> str:
    """Returns a card's short name for a small label on the mat (maps by their own names)."""
    words = CARDS.get(str(kind))
    return translate("Card", words.label) if words is not None and words.label else card_name(kind)


def place_name(p: object) -> str:
    """Returns the translated name of a place (ship, Tortuga, Rowboat)."""
    return (
        translate("Place", "the Flying Dutchman"),
        translate("Place", "the Jolly Roger"),
        translate("Place", "Tortuga"),
        translate("Place", "the Flying Dutchman's Rowboat"),  # never "the Rowboat by …": a sentence may say "by the Pistol"
        translate("Place", "the Jolly Roger's Rowboat"),
    )[number(p)]


def ship_name(ship: object) -> str:
    """Returns the translated name of a ship."""
    return (translate("Place", "Flying Dutchman"), translate("Place", "Jolly Roger"))[number(ship)]


def team_name(team: object) -> str:
    """Returns the translated name of a team."""
    return (translate("Team", "British"), translate("Team", "French"), translate("Team", "Dutch"))[number(team)]


def colour_name(name: str) -> str:
    """Returns a pirate's colour name (resources/data/components.json) in the player's language."""
    names = {
        "red": translate("Colour", "red"), "blue": translate("Colour", "blue"), "teal": translate("Colour", "teal"),
        "orange": translate("Colour", "orange"), "lilac": translate("Colour", "lilac"), "grey": translate("Colour", "grey"),
        "light green": translate("Colour", "light green"), "black": translate("Colour", "black"),
        "white": translate("Colour", "white"),
    }
    return names.get(name, name)


def hold_name(h: object) -> str:
    """Returns a translated name for a hold (0..3) or the Spanish Galleon."""
    if h == GALLEON:
        return translate("Place", "the Spanish Galleon")
    n = number(h)
    return translate("Place", "the {ship}'s {team} hold").format(ship=ship_name(n // 2), team=team_name(n % 2))


def vote_name(what: object) -> str:
    """Returns the translated name of a kind of vote."""
    return {
        "attack": translate("Vote", "an Attack"),
        "mutiny": translate("Vote", "a Mutiny"),
        "brawl": translate("Vote", "a Brawl"),
    }[str(what)]


def symbol_name(symbol: str) -> str:
    """Returns the translated name of a Vote card symbol."""
    return {
        "cannon": translate("Vote", "Cannon"), "torch": translate("Vote", "Torch"),
        "water": translate("Vote", "Water"), "british": translate("Vote", "British flag"),
        "french": translate("Vote", "French flag"), "skull": translate("Vote", "Skull"),
        "helm": translate("Vote", "Helm"),
    }.get(symbol, symbol)


def face_name(face: str) -> str:
    """Returns a translated Vote card face such as 'Torch / British flag / Skull (double)'."""
    double = face.startswith("2x ")
    parts = " / ".join(symbol_name(p) for p in face.removeprefix("2x ").split("/"))
    return translate("Vote", "{parts} (double)").format(parts=parts) if double else parts


def verdict(outcome: str) -> str:
    """Returns a vote's outcome in words ("it succeeds", "the British win it", ...)."""
    return {
        "success": translate("Event", "it succeeds"),
        "failed": translate("Event", "it fails"),
        "british": translate("Event", "the British win it"),
        "french": translate("Event", "the French win it"),
        "tie": translate("Event", "it is a tie"),
    }[outcome]
