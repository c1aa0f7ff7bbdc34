"""A refusal: why an action is not legal now, as a code, the rule it breaks and a plain sentence.

Each rule's refusals live beside the code that generates its legal actions (the card modules,
`row`, `moving`, `roles`, `votes`, `setup`); the engine asks the module that owns the pending
decision (`engine.refusal`). A refusal's words are English; the app words them for players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from tortuga_qt.rules.actions import Action


class Refusal(NamedTuple):
    """Why an action is refused: a stable code, the rule it breaks, a sentence, and its figures."""

    code: str
    rule: str
    message: str
    params: dict[str, object]


def refused(code: str, rule: str, message: str, **params: object) -> Refusal:
    """Returns a refusal (keyword arguments are its figures)."""
    return Refusal(code, rule, message, params)


def p(seat: int) -> str:
    """Returns a seat's short name in refusals ("P1" for seat 0)."""
    return f"P{seat + 1}"


def no_such_player(rule: str, target: int) -> Refusal:
    """Refuses a target seat that is no player of this game."""
    return refused("no_such_player", rule, f"There is no player P{target + 1} in this game.")


SHIP_FULL = Refusal("ship_full", "rulebook: Game Play", "There may never be more than 5 pawns on a ship.", {})
"""A ship already holds 5 pawns (several rules move pawns onto ships)."""


def wrong_step(a: Action, frame: object, waiting: str, expected: str = "") -> Refusal:
    """Refuses an action of another kind than the pending decision asks for (`expected`: what it
    asks for, by default the decision frame's class name)."""
    return Refusal("wrong_step", "rulebook: Game Play", f"{p(a.seat)} must now {waiting}, not '{a.verb}'.",
                   {"expected": expected or type(frame).__name__, "got": a.verb})
