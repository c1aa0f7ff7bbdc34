"""The computer pirates' levels, by name: what the New game dialog, saves and `tortuga-sim` choose from."""

from __future__ import annotations

from tortuga_qt.bots.base import Bot

LEVELS = ("random", "easy", "medium", "hard")  # weakest first
DEFAULT = "medium"
PLAYER_LEVELS = ("easy", "medium", "hard")  # what the New game dialog offers (random is for tests and tools)


def make_bot(level: str) -> Bot:
    """Returns a fresh computer pirate of a level (ValueError for an unknown name)."""
    if level == "random":
        from tortuga_qt.bots.random_bot import RandomBot

        return RandomBot()
    if level == "easy":
        from tortuga_qt.bots.easy import EasyBot

        return EasyBot()
    if level == "medium":
        from tortuga_qt.bots.medium import MediumBot

        return MediumBot()
    if level == "hard":
        from tortuga_qt.bots.hard import HardBot

        return HardBot()
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
