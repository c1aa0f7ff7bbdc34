"""What can go wrong with a save file, in plain words for a player."""

from __future__ import annotations


class SaveError(ValueError):
    """A save file that cannot be used; the message is one plain sentence for a player."""


class UnsupportedSaveVersion(SaveError):
    """A save file written by a newer (or unknown) version of the program."""


class DifferentRules(SaveError):
    """A save file of a game played under other rules (another `rules_version`)."""
