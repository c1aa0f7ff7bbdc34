"""The computer pirates' knowledge is one table per kind of thing, and their what-ifs follow the rules.

Every Event card kind has its entry in `card_knowledge.CARDS`, every seat action class its entry
in `action_knowledge.ACTIONS` (Medium's score; for a class legal at a turn, Hard's playout weight;
for one first among another decision's legal actions, Hard's playout choice); a failure names
what has none. The
seat's copy of the table (`what_if.table_of`) holds no secret of another seat, and a move tried
on it with the rules' board functions puts the pawns where the engine does (rulebook "Moving",
"Getting Marooned": a ship of two Albatross cards sinks; R11: a Vote card lost on Tortuga).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.rules.randomgames import steps
from tortuga_qt.bots.action_knowledge import ACTIONS
from tortuga_qt.bots.card_knowledge import CARDS, card
from tortuga_qt.bots.what_if import UNKNOWN, maroon, settle, table_of
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import SEAT_ACTION_TYPES, Move
from tortuga_qt.rules.board import do_move
from tortuga_qt.rules.engine import apply, legal_actions
from tortuga_qt.rules.frames import TakeF, TurnF, VoteF
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

GAMES = [(n, seed) for n in range(3, 10) for seed in (1, 2, 3)]


def _decisions() -> Iterator[tuple[GameState, int]]:
    """Yields (state, deciding seat) of every decision of seeded random games (every kind of decision comes up)."""
    for n, seed in GAMES:
        for state, action in steps(n, seed, "kinds"):
            if action is not None:
                yield state, action.seat


def test_every_card_kind_has_its_knowledge() -> None:
    """CARDS has an entry for each CardKind, and a plain kind string finds the same entry."""
    missing = [k.value for k in CardKind if k not in CARDS]
    assert missing == [], f"card_knowledge.CARDS has no entry for {', '.join(missing)}"
    assert all(card(str(k.value)) is CARDS[k] for k in CardKind)


def test_every_treasure_map_has_a_use_and_its_revealer_chooses() -> None:
    """The three maps say how much they serve in a holder's hands (Medium's gift); the card's revealer chooses its holder."""
    maps = {k for k, v in CARDS.items() if v.map_use is not None}
    assert maps == {CardKind.ATLANTIS, CardKind.EL_DORADO, CardKind.FOUNTAIN_OF_YOUTH}
    assert all(CARDS[k].revealer_chooses for k in maps)


def test_every_seat_action_class_has_its_knowledge_and_a_medium_score() -> None:
    """ACTIONS has one entry per seat action class of the rules, each with the Medium pirate's score, and no other entry."""
    missing = [cls.__name__ for cls in SEAT_ACTION_TYPES if cls not in ACTIONS]
    assert missing == [], f"action_knowledge.ACTIONS has no entry for {', '.join(missing)}"
    assert [cls for cls in ACTIONS if cls not in SEAT_ACTION_TYPES] == []
    unscored = [cls.__name__ for cls, k in ACTIONS.items() if not callable(k.score)]
    assert unscored == [], f"action_knowledge.ACTIONS has no Medium score for {', '.join(unscored)}"


def test_every_turn_action_and_other_choice_has_a_hard_playout_entry() -> None:
    """Each class legal at a turn has a playout weight (or is drawn as a kind); each first choice elsewhere (not a vote or a plunder) a playout choice."""
    turn: set[type] = set()
    other: set[type] = set()
    for state, seat in _decisions():
        legal = legal_actions(state, seat)
        top = type(state.stack[-1])
        if top is TurnF:
            turn |= {type(a) for a in legal}
        elif top is not VoteF and top is not TakeF:
            other.add(type(legal[0]))
    unweighted = sorted(c.__name__ for c in turn if ACTIONS[c].turn_weight is None and not ACTIONS[c].turn_kind)
    assert unweighted == [], f"action_knowledge.ACTIONS has no playout turn weight for {', '.join(unweighted)}"
    unchosen = sorted(c.__name__ for c in other if ACTIONS[c].choice is None)
    assert unchosen == [], f"action_knowledge.ACTIONS has no playout choice for {', '.join(unchosen)}"


def test_the_copy_of_the_table_holds_no_secret_of_another_seat() -> None:
    """Other seats' Vote cards, Loyalty cards, both decks and unseen row cards are -1; the public table is the real one."""
    for k, (state, seat) in enumerate(_decisions()):
        if k % 7:
            continue
        view = view_for(state, seat)
        s = table_of(view)
        for x in range(state.n):
            assert len(s.hands[x]) == len(state.hands[x])
            if x != seat:
                assert set(s.hands[x]) <= {UNKNOWN}
                assert s.loyalty[x] == (state.loyalty[x] if state.result is not None else UNKNOWN)
                assert set(s.known[x]) <= {UNKNOWN}
        assert set(s.vote_deck) <= {UNKNOWN} and len(s.vote_deck) == len(state.vote_deck)
        assert set(s.event_deck) <= {UNKNOWN} and len(s.event_deck) == len(state.event_deck)
        mine = [C.KIND[c] if c >= 0 else None for c in s.row]
        assert mine == list(view.known)
        assert (s.ships, s.tortuga, s.boats, s.holds, s.tort, s.galleon) == \
            (state.ships, state.tortuga, state.boats, state.holds, state.tort, state.galleon)
        assert [[C.KIND[c] for c in f] for f in s.front] == [[C.KIND[c] for c in f] for f in state.front]


def test_a_move_tried_on_the_copy_puts_the_pawns_where_the_engine_does() -> None:
    """Every legal Move at a turn, applied by the engine and on the seat's copy, leaves the same pawns and hand sizes."""
    tried = 0
    for k, (state, seat) in enumerate(_decisions()):
        if type(state.stack[-1]) is not TurnF or k % 3:
            continue
        for a in legal_actions(state, seat):
            if not isinstance(a, Move):
                continue
            real, _ = apply(state, a)
            copy = table_of(view_for(state, seat))
            do_move(copy, seat, a.dest, [])
            settle(copy)
            assert (copy.ships, copy.tortuga, copy.boats) == (real.ships, real.tortuga, real.boats)
            assert [len(h) for h in copy.hands] == [len(h) for h in real.hands]
            tried += 1
    assert tried > 100


@pytest.mark.parametrize("seat", [0, 2])
def test_two_albatrosses_aboard_sink_the_ship_on_the_copy_as_in_the_rules(seat: int) -> None:
    """Boarding a ship whose crew then holds two Albatross cards maroons the whole crew, on the copy as by the engine."""
    s = position(5, fd=[0, 1], jr=[3], tortuga=[2], boats=(4, -1), front={1: ["albatross"], 4: ["albatross"]},
                 row=["pistol", "black_spot", "letter_of_marque", "pirate_code", "scurvy"], turn=4)
    real, _ = apply(s, Move(4, 0))
    copy = table_of(view_for(s, seat))
    do_move(copy, 4, 0, [])
    settle(copy)
    assert copy.ships[0] == real.ships[0] == ()
    assert copy.tortuga == real.tortuga == (2, 4, 1, 0)


def test_marooned_again_on_tortuga_costs_one_vote_card_on_the_copy() -> None:
    """R11: a pawn marooned while on Tortuga loses one Vote card; the copy settles it as one card fewer."""
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], hands={2: [0, 1, 2], 3: [3, 4, 5]})
    copy = table_of(view_for(s, 0))
    maroon(copy, 3)
    assert copy.tortuga == (2, 3) and [len(h) for h in copy.hands] == [len(h) for h in s.hands[:3]] + [2]
    assert copy.stack == ()
