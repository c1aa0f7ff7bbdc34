"""The game's named kinds as typed values: Event card kinds, vote kinds, causes and random steps.

Each is a `StrEnum`, so a member is also its plain notation text (`CardKind.PISTOL == "pistol"`):
records, save files and event notation keep their words, while code names a member instead of
spelling a string. `CardKind` must list exactly the kinds of the components data and of the
card modules (`rules/cards/`); tests/rules/test_card_registry.py names any that is missing.
"""

from __future__ import annotations

from enum import StrEnum
from importlib import import_module
from types import ModuleType


class CardKind(StrEnum):
    """A kind of Event card (several physical cards may share one, as the treasure maps do not)."""

    LETTER_OF_MARQUE = "letter_of_marque"
    PISTOL = "pistol"
    ALBATROSS = "albatross"
    BLACK_SPOT = "black_spot"
    ATLANTIS = "atlantis"
    EL_DORADO = "el_dorado"
    FOUNTAIN_OF_YOUTH = "fountain_of_youth"
    SPANISH_ARMADA = "spanish_armada"
    BLACK_POWDER = "black_powder"
    CABIN_FEVER = "cabin_fever"
    CROWS_NEST = "crows_nest"
    EIGHT_BELLS = "eight_bells"
    FACADE = "facade"
    PIRATE_CODE = "pirate_code"
    SCURVY = "scurvy"
    STORMY_SEAS = "stormy_seas"


class VoteKind(StrEnum):
    """What a vote decides: an Attack (R5), a Mutiny or a Brawl."""

    ATTACK = "attack"
    MUTINY = "mutiny"
    BRAWL = "brawl"


class MaroonCause(StrEnum):
    """Why a pawn is marooned to Tortuga (a Captain's order, a lost Mutiny, or an Event card)."""

    CAPTAIN = "captain"
    MUTINY = "mutiny"
    PISTOL = "pistol"
    BLACK_SPOT = "black_spot"
    BLACK_POWDER = "black_powder"
    ALBATROSS = "albatross"


class MoveHow(StrEnum):
    """How a pawn came to move: by its own turn action, or by an Event card."""

    ROW = "row"
    LETTER_OF_MARQUE = "letter_of_marque"
    ATLANTIS = "atlantis"


class ChanceStep(StrEnum):
    """A kind of random step: what its outcome (a permutation) decides."""

    STARS = "stars"
    LOYALTY = "loyalty"
    VOTES = "votes"
    EVENTS = "events"
    PAWNS = "pawns"
    VOTE_RETURN = "vote_return"
    LOSE_CARD = "lose_card"
    EIGHT_BELLS = "eight_bells"
    FEVER = "fever"
    CROW_SHUFFLE = "crow_shuffle"
    ROW = "row"
    NEW_DECK = "new_deck"


def kind_module(package: str, kind: str, error: type[ImportError]) -> ModuleType:
    """Imports `package.<kind>`, the module of one kind (rules/cards/, app/cards/); `error` names the file it lacks."""
    name = f"{package}.{kind}"
    try:
        return import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        folder = package.removeprefix("tortuga_qt.").replace(".", "/")
        raise error(f"the Event card {kind!r} has no module {folder}/{kind}.py") from None
