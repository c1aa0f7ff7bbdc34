"""Command-line words shared by `tortuga` and `tortuga-sim`: numbers and player counts.

Numbers are ASCII digits, at most 18 of them ('²', '①' or a 5,000-digit number is refused
in plain words), and a refused word is quoted short.
"""

from __future__ import annotations

import argparse


def shown(text: str) -> str:
    """Returns a command-line word short enough to quote in a message."""
    return text if len(text) <= 24 else text[:20] + "…"


def digits(word: str) -> bool:
    """Returns whether `word` is 1 to 18 ASCII digits."""
    return word.isascii() and word.isdigit() and len(word) <= 18


def whole(text: str) -> int:
    """Returns a whole number (a leading minus allowed); refuses anything else in plain words."""
    word = text.strip()
    if not digits(word.removeprefix("-")):
        raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a whole number of at most 18 digits")
    return int(word)


def players(text: str) -> int:
    """Returns a player count, 2 to 9; refuses anything else in plain words."""
    word = text.strip()
    n = int(word) if digits(word) else 0
    if not 2 <= n <= 9:
        raise argparse.ArgumentTypeError(f"Tortuga 1667 is for 2 to 9 players, not '{shown(text)}'")
    return n
