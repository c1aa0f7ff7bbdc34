"""A short readable notation for actions, both ways, so tests and logs read like transcripts.

    P1 view 1 4        P1 reveal 3        P1 force 1 4 P5    P5 pick 4
    P1 move RB1        P1 attack          P1 maroon P4       P1 mutiny
    P1 shift B>F       P1 brawl           P1 marque P4 JR    P1 keep
    P3 vote v12        P3 vote v12 v30    P3 abstain         P1 take G>FD.B     P1 take none
    P3 fountain        P3 fountain pass   P1 atlantis        P1 atlantis pass
    P1 pistol P4       P1 give P4         P1 powder RB2      P1 fever P4
    P1 crow P4         P1 search v12      P1 hold B          chance votes 3 0 1 ...

Seats are P1..P9 (turn order), row slots 1..5, Vote cards v0..v31, places FD, JR, TO, RB1, RB2,
holds FD.B, FD.F, JR.B, JR.F, and G for the Spanish Galleon (`tokens.py`). Each action class
writes and reads its own arguments (`actions.py`); this module handles whole lines.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules import tokens as T
from tortuga_qt.rules.actions import ACTION_TYPES, Action, Chance
from tortuga_qt.rules.errors import NotationError

MAX_LINE: Final = 400
"""The longest action line accepted (a chance step of 64 numbers is well below)."""

parse_seat = T.parse_seat


def format_action(a: Action) -> str:
    """Returns the notation of an action, e.g. 'P1 force 1 4 P5'."""
    args = a.args()
    head = "chance" if type(a) is Chance else f"{T.seat(a.seat)} {a.verb}"
    return f"{head} {args}" if args else head


def parse_action(text: str) -> Action:
    """Returns the action written in notation; raises NotationError on malformed text."""
    if len(text) > MAX_LINE:
        raise NotationError(f"an action is at most {MAX_LINE} characters long")
    toks = text.split()
    if not toks:
        raise NotationError("empty action")
    if toks[0] == "chance":
        return Chance.parse_chance(toks[1:])
    seat = T.parse_seat(toks[0])
    if len(toks) < 2:
        raise NotationError(f"missing the action after {toks[0]}")
    cls = ACTION_TYPES.get(toks[1].lower())
    if cls is None:
        raise NotationError(f"unknown action {toks[1][:20]!r}")
    return cls.parse(seat, toks[2:])
