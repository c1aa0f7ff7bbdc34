"""How long the table waits: a reveal held for everyone, and the pause before a computer's move. Qt-free.

A vote's result, a revealed card or a maroon stays on the mat for the table (issue 23, item 3).
While a person plays, it stays until someone at the table goes on (Continue, a click on the
mat, Enter): nobody has to read against a clock. When every seat is a computer (the table
watches them play), it goes on by itself after the pace chosen in View › Pace, which also sets
how long the computers pause before each move.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from tortuga_qt.i18n import translate


class Pace(StrEnum):
    """View › Pace: how fast a table of computers plays (its setting's value)."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"


# Each pace as a share of the window's normal times: a reveal held 4 s and a computer's pause of
# 0.7 s in the program become 7 s and 1.2 s (slow), 4 s and 0.7 s (normal), 2 s and 0.35 s (fast).
SHARE = {Pace.SLOW: 1.75, Pace.NORMAL: 1.0, Pace.FAST: 0.5}


def pace_from(setting: object) -> Pace:
    """Returns the pace a setting's value names (Normal for anything else)."""
    return next((p for p in Pace if p.value == str(setting).lower()), Pace.NORMAL)


def computers_only(humans: Sequence[bool]) -> bool:
    """Returns whether every seat is a computer: then nobody dismisses a reveal, it goes on by itself."""
    return not any(humans)


def reveal_ms(humans: Sequence[bool], pace: Pace, normal_ms: int) -> int | None:
    """Returns how long a held reveal stays on the mat: None (until someone goes on) while a person plays."""
    return round(normal_ms * SHARE[pace]) if computers_only(humans) else None


def move_ms(pace: Pace, normal_ms: int) -> int:
    """Returns the pause before a computer seat's move at this pace (`normal_ms` at Normal)."""
    return round(normal_ms * SHARE[pace])


def go_on_words(humans: Sequence[bool]) -> str:
    """Returns the held reveal's last line in the action panel: how the table goes on."""
    if computers_only(humans):
        return translate("Table", "The game goes on by itself in a few seconds (View › Pace), or at once with Continue.")
    return translate("Table", "It stays on the mat until you go on: Continue, a click on the mat, or Enter.")
