"""The buttons of every kind of decision come usual choice first (app/choices.py), and the rare
choices that throw something away are the ones that ask first. Qt-free."""

from __future__ import annotations

import pytest

from tortuga_qt.app.choices import choice_key, entries, order, throws_away
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.frames import (
    AtlantisF,
    CrowSearchF,
    ForcedPickF,
    FountainF,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    TurnStartF,
    VoteF,
)
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.places import FD
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState


def _buttons(state: GameState, seat: int) -> list[str]:
    """Returns the decision's buttons, top to bottom, by their kind of choice."""
    return [e.kind or choice_key(e.actions[0]) for e in entries(legal_actions(state, seat))]


def _resolving(kind: str, **kw: object) -> GameState:
    """The table while seat 0 resolves the Event card of `kind` (taken out of the removed cards)."""
    s = position(4, **kw).clone()  # type: ignore[arg-type]
    card = next(c for c in s.removed if C.KIND[c] == kind)
    s.removed = tuple(c for c in s.removed if c != card)
    s.stack = (TurnF(0), ResolveF(0, card, kind))
    check_state(s)
    return s


CASES = {
    # R5: after a successful Attack the Captain "may take" the treasure; leaving it is the rare choice.
    "take": (lambda: position(4, fd=[0, 1], jr=[2, 3], stack=[TakeF(0, FD)]), 0, ["take", "take:none"]),
    # Atlantis: the window comes before every turn; sailing is the rare choice.
    "atlantis": (lambda: position(4, fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]},
                                  stack=[TurnStartF(0, atlantis_offered=True), AtlantisF(1, 0)]), 1,
                 ["atlantis:pass", "atlantis"]),
    "fountain": (lambda: position(4, fd=[0, 1, 2], jr=[3], front={2: ["fountain_of_youth"]},
                                  stack=[FountainF(2, "captain")]), 2, ["fountain", "fountain:no"]),
    "vote": (lambda: position(4, fd=[0, 1], jr=[2, 3], front={1: ["pirate_code", "el_dorado"]},
                              stack=[VoteF("attack", 0, FD, (0, 1), (1,))]), 1, ["vote", "vote2", "abstain"]),
    "letter_of_marque": (lambda: _resolving("letter_of_marque", fd=[0, 1], jr=[2], tortuga=[3]), 0,
                         ["marque", "keep"]),
    "start_hold": (lambda: position(4, fd=[0, 1], jr=[2, 3], stack=[StartHoldF(0)]), 0, ["hold", "hold"]),
    "forced_pick": (lambda: position(4, fd=[0, 1], jr=[2, 3], stack=[ForcedPickF(1, 0, 3, 0)]), 1, ["pick"]),
    "cabin_fever": (lambda: _resolving("cabin_fever", fd=[0, 1], jr=[2, 3]), 0,
                    ["fever"]),
    "pistol": (lambda: _resolving("pistol", fd=[0, 1], jr=[2, 3]), 0, ["pistol"]),
    "give": (lambda: _resolving("el_dorado", fd=[0, 1], jr=[2, 3]), 0, ["give"]),
    "black_powder": (lambda: _resolving("black_powder", fd=[0, 1], jr=[2, 3]), 0,
                     ["powder"]),
    "crows_nest": (lambda: _resolving("crows_nest", fd=[0, 1], jr=[2, 3]), 0,
                   ["crow"]),
    "crow_search": (lambda: position(4, fd=[0, 1], jr=[2, 3], stack=[CrowSearchF(0, 1, 3)]), 0, ["search"]),
    # A Captain's turn: the row and moving (chosen on the mat, Cancel undoes them), then the calls.
    "captain_turn": (lambda: position(4, fd=[0, 1, 2], jr=[3], front={0: ["letter_of_marque"]}, tortuga=[]), 0,
                     ["reveal", "move", "view", "force", "attack", "maroon"]),
    "cabin_boy_turn": (lambda: position(4, fd=[0, 1, 2], jr=[3], turn=2), 2, ["reveal", "move", "view", "force", "shift"]),
    "first_mate_turn": (lambda: position(4, fd=[0, 1, 2], jr=[3], turn=1), 1, ["reveal", "move", "view", "force", "mutiny"]),
    "governor_turn": (lambda: position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=2), 2,
                      ["reveal", "move", "view", "force", "brawl"]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_decision_puts_the_usual_choice_first(case: str) -> None:
    build, seat, expected = CASES[case]
    assert _buttons(build(), seat) == expected


def test_a_kept_letter_of_marque_comes_last_in_a_turn() -> None:
    state = position(4, fd=[0, 1], jr=[2, 3], tortuga=[], boats=(-1, -1), front={0: ["letter_of_marque"]})
    legal = legal_actions(state, 0)
    keys = [choice_key(a) for a in order(legal)]
    assert "marque" not in keys or keys[-1] == "marque"


def test_only_leaving_the_treasure_and_accepting_the_maroon_ask_first() -> None:
    asked = set()
    for build, seat, _ in CASES.values():
        asked |= {choice_key(a) for a in legal_actions(build(), seat) if throws_away(a)}
    assert asked == {"take:none", "fountain:no"}


def test_order_keeps_the_rules_order_within_a_kind() -> None:
    state = position(4, fd=[0, 1], jr=[2, 3], stack=[TakeF(0, FD)])
    legal = legal_actions(state, 0)
    takes = [a for a in legal if choice_key(a) == "take"]
    assert [a for a in order(legal) if choice_key(a) == "take"] == takes
