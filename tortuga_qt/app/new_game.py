"""What starts a game: the setup, who is human, the seed and the computer seats' levels.

Its own small module, so that dealing the first game at start-up loads neither the New game
dialog nor the computer pirates (start-up speed); `ui.widgets.dialogs` re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tortuga_qt.rules.config import GameConfig


@dataclass
class NewGame:
    """What the new game dialog produced."""

    config: GameConfig
    humans: list[bool]
    seed: int | None
    levels: dict[int, str] = field(default_factory=dict)  # every computer seat's level (missing: the default)
    phones: list[int] = field(default_factory=list)  # the people's seats played on a phone (docs/phones.md)


# What the dialogs of earlier versions offered as the first seat's name ("You", in Korean 나): a
# name that reads wrongly in the story ("You's secrets", "You is British"), replaced when met.
OLD_DEFAULT_NAMES = frozenset({"You", "나"})


# Words that cannot name a seat: the story speaks of every seat in the third person, by name
# ("NAME moves to Tortuga"), so a pronoun reads wrongly ("You moves", "Me moves", "나가 움직였습니다").
PRONOUNS = frozenset({"you", "me", "i", "myself", "yourself", "we", "us", "나", "너", "저", "내", "제"})


def is_pronoun(name: str) -> bool:
    """Returns whether a typed seat name is a pronoun ("You", "me", 나), which cannot name a seat."""
    return name.strip().casefold() in PRONOUNS


def seat_name(seat: int) -> str:
    """Returns a seat's default name, "Player 1" for the first (translated): it reads well in every sentence."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Table", "Player {number}").format(number=seat + 1)


def first_game() -> NewGame:
    """Returns the first game of a new table: two people and three computer pirates, seats named "Player 1"..."""
    from dataclasses import replace

    from tortuga_qt.rules.config import default_config

    config = default_config(5)
    seats = tuple(replace(seat, name=seat_name(i)) for i, seat in enumerate(config.seats))
    return NewGame(replace(config, seats=seats), [True, True, False, False, False], None)
