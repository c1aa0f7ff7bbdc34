"""The invariant checker (issue 13): one broken state per invariant, each refused with its own message.

`check_state` is what the simulator and the property tests trust to notice a slip in the engine, so
each invariant gets a state that breaks it and nothing else (the message names it exactly), the
state at its boundary that still holds (0, the last seat, a full ship), and the unbroken state.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.config import GameConfig, default_config
from tortuga_qt.rules.engine import apply
from tortuga_qt.rules.frames import ChanceF, ResolveF, TurnF, VoteF
from tortuga_qt.rules.invariants import InvariantError, check_progress, check_state
from tortuga_qt.rules.places import RB1, RB2
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState, Result


def base(n: int = 4, **kw: object) -> GameState:
    """A consistent position (checked by `position`), cloned so a test may break one field of it."""
    kw.setdefault("fd", [0, 1])
    kw.setdefault("jr", [2, 3])
    return position(n, **kw).clone()  # type: ignore[arg-type]


def broken(s: GameState, message: str) -> None:
    """Asserts that `check_state` refuses `s` with exactly `message`."""
    with pytest.raises(InvariantError, match=f"^{re.escape(message)}$"):
        check_state(s)


def _dealt(*steps: Chance) -> GameState:
    s = new_game(GameConfig(seats=default_config(4).seats, starred=("scurvy", "crows_nest", "pirate_code")))
    for step in steps:
        s, _ = apply(s, step)
    return s


def test_the_error_is_an_assertion_error() -> None:
    """Module contract: an InvariantError is an AssertionError (a state the rules can never produce)."""
    assert issubclass(InvariantError, AssertionError)


def test_unbroken_positions_pass() -> None:
    """Module contract: a consistent position passes every invariant, and someone can act in it."""
    for s in (base(), base(5, fd=[0, 1, 2], jr=[3, 4]), base(2, fd=[0], jr=[1]), base(9, fd=[0, 1, 2, 3, 4], jr=[5, 6, 7, 8])):
        check_state(s)
        check_progress(s)


# --------------------------------------------------------------------------- pawns


def test_a_pawn_missing_or_placed_twice() -> None:
    """Rulebook "Setup"/"Moving": every pawn is in exactly one place once the game is under way."""
    s = base()
    s.ships = ((0, 1), (2,))
    broken(s, "pawns are not each in exactly one place: [0, 1, 2]")
    s = base()
    s.ships = ((0, 1), (2, 3))
    s.tortuga = (1,)
    broken(s, "pawns are not each in exactly one place: [0, 1, 2, 3, 1]")
    s = base()
    s.boats = (-1, 2)
    broken(s, "pawns are not each in exactly one place: [0, 1, 2, 3, 2]")


def test_pawns_on_both_rowboats_and_tortuga_are_counted() -> None:
    """Rulebook "Rowboats": a pawn on a Rowboat (seat 0 included) or on Tortuga is in its one place."""
    check_state(base(fd=[1], jr=[2], tortuga=[], boats=(0, 3)))
    check_state(base(fd=[1], jr=[2], tortuga=[3], boats=(-1, 0)))
    check_state(base(fd=[3], jr=[1], tortuga=[2], boats=(0, -1)))


def test_pawns_are_not_checked_before_they_are_placed() -> None:
    """Rulebook "Setup": before the pawns are drawn from the bag (turn -1) no pawn is anywhere yet."""
    s = _dealt(Chance("loyalty", (0, 1, 2, 3)), Chance("votes", tuple(range(C.N_VOTE))))
    s, _ = apply(s, Chance("events", tuple(range(s.stack[-1].n))))  # type: ignore[union-attr]
    assert s.ships == ((), ()) and s.turn == -1 and s.galleon + sum(s.holds) + sum(s.tort) == 6
    check_state(s)
    s = s.clone()
    s.turn = 0
    broken(s, "pawns are not each in exactly one place: []")


def test_a_ship_over_capacity() -> None:
    """Rulebook: a ship holds at most 5 pawns (a full ship is fine), on either ship."""
    full = base(7, fd=[0, 1, 2, 3, 4], jr=[5, 6])
    check_state(full)
    s = full.clone()
    s.ships = ((0, 1, 2, 3, 4, 5), (6,))
    broken(s, "a ship carries 6 pawns")
    s = full.clone()
    s.ships = ((0,), (1, 2, 3, 4, 5, 6))
    broken(s, "a ship carries 6 pawns")


@pytest.mark.parametrize("place", [0, 1, 2, 5])
def test_the_explosion_token_off_the_rowboats(place: int) -> None:
    """Event card Black Powder: the explosion token lies only on a Rowboat (RB1 or RB2)."""
    s = base()
    s.exploded = place
    broken(s, f"the explosion token lies on place {place}, not on a Rowboat")


def test_the_explosion_token_on_either_rowboat_or_none() -> None:
    """Event card Black Powder: no token, or a token on an empty Rowboat, is fine."""
    check_state(base(exploded=RB1))
    check_state(base(exploded=RB2))
    check_state(base(fd=[1], jr=[2, 3], boats=(0, -1), exploded=RB2))
    check_state(base(fd=[1], jr=[2, 3], boats=(-1, 0), exploded=RB1))


def test_a_pawn_on_the_exploded_rowboat() -> None:
    """Event card Black Powder: nobody may sit on the exploded Rowboat (seat 0 included), on either side."""
    s = base(fd=[1], jr=[2, 3], boats=(0, -1))
    s.exploded = RB1
    broken(s, "a pawn sits on the exploded Rowboat")
    s = base(fd=[1], jr=[2, 3], boats=(-1, 0))
    s.exploded = RB2
    broken(s, "a pawn sits on the exploded Rowboat")


def test_two_albatross_cards_on_one_ship() -> None:
    """Event card Albatross: a ship never sails on with two Albatross cards aboard (R7); one per ship is fine."""
    check_state(base(front={0: ["albatross"], 2: ["albatross"]}))
    check_state(base(fd=[0, 1], jr=[2], tortuga=[3], front={1: ["albatross"], 3: ["albatross"]}))
    s = base(front={0: ["albatross"], 2: ["albatross"], 3: ["letter_of_marque"]})
    s.front = (s.front[0], (), s.front[2], s.front[3] + (7,))
    broken(s, "ship 1 sails on with 2 Albatross cards aboard")
    s = base(front={1: ["albatross", "letter_of_marque"]})
    s.front = ((8,), s.front[1], (), ())
    broken(s, "ship 0 sails on with 2 Albatross cards aboard")


# --------------------------------------------------------------------------- treasure


def test_negative_treasure() -> None:
    """Rulebook components: treasure is counted in tokens, never below 0 (0 itself is fine)."""
    check_state(base(galleon=0, holds=(2, 2, 1, 1)))
    s = base()
    s.holds = (2, 0, -1, 1)
    broken(s, "negative treasure (4, 2, 0, -1, 1, 1, 1)")
    s = base()
    s.galleon = -1
    broken(s, "negative treasure (-1, 1, 0, 0, 1, 1, 1)")


def test_treasure_tokens_appear_or_vanish() -> None:
    """Rulebook components: the 8 treasure tokens are always all on the mat, once the game is under way."""
    s = base()
    s.galleon = 5
    broken(s, "9 treasure tokens on the mat, expected 8")
    s = base()
    s.holds = (0, 0, 0, 1)
    broken(s, "7 treasure tokens on the mat, expected 8")


def test_treasure_is_not_counted_before_the_first_turn() -> None:
    """Rulebook "Setup": before the Captains place the starting treasure (turn -1) 6 tokens lie out."""
    s = _dealt(Chance("loyalty", (0, 1, 2, 3)))
    assert (s.turn, s.galleon, s.holds, s.tort) == (-1, 4, (0, 0, 0, 0), (1, 1))
    check_state(s)
    s = s.clone()
    s.turn = 0
    s.ships, s.tortuga = ((0, 1), (2, 3)), ()
    broken(s, "6 treasure tokens on the mat, expected 8")


def test_tortuga_always_holds_two() -> None:
    """Rulebook components: Tortuga's two areas hold 2 treasure between them, always."""
    s = base()
    s.tort, s.galleon = (2, 1), 3
    broken(s, "Tortuga holds 3 treasure, always 2")
    s = base()
    s.tort, s.galleon = (0, 1), 5
    broken(s, "Tortuga holds 1 treasure, always 2")
    check_state(base(tortuga_treasure=(2, 0)))
    check_state(base(tortuga_treasure=(0, 2)))


# --------------------------------------------------------------------------- Vote cards


def test_a_vote_card_missing_or_doubled() -> None:
    """Rulebook components: the 32 Vote cards are each in one hand or in the deck."""
    s = base()
    s.vote_deck = s.vote_deck[1:]
    broken(s, "Vote cards not all accounted for (31 seen, duplicates [])")
    s = base()
    s.vote_deck = (0,) + s.vote_deck[1:]
    broken(s, "Vote cards not all accounted for (32 seen, duplicates [0])")
    s = base()
    s.hands = (s.hands[0], s.hands[0], s.hands[2], s.hands[3])
    broken(s, "Vote cards not all accounted for (32 seen, duplicates [0, 1, 2])")


def test_vote_cards_when_only_the_deck_or_only_hands_hold_them() -> None:
    """Rulebook components: with every hand empty, the deck alone must still hold every card; with no deck, the hands."""
    s = base()
    s.hands = ((),) * 4
    s.vote_deck = tuple(range(1, C.N_VOTE))
    broken(s, f"Vote cards not all accounted for ({C.N_VOTE - 1} seen, duplicates [])")
    s.vote_deck = tuple(range(C.N_VOTE))
    check_state(s)
    s = base()
    s.vote_deck = ()
    broken(s, "Vote cards not all accounted for (12 seen, duplicates [])")


def test_vote_cards_are_not_counted_before_the_deal() -> None:
    """Rulebook "Setup": before the Vote deal no seat holds a card and the deck is not yet shuffled."""
    s = _dealt(Chance("loyalty", (0, 1, 2, 3)))
    assert s.hands == ((),) * 4 and s.vote_deck == ()
    check_state(s)


def test_vote_cards_down_in_a_vote_are_counted() -> None:
    """R10: cards put down in the vote under way, or on their way back to the deck, are still accounted for."""
    s = base(hands={0: [0, 1, 2], 1: [3], 2: [6, 7, 8], 3: [9, 10, 11]})
    vote = VoteF("attack", caller=1, ship=0, participants=(0, 1), waiting=(0,), played=((1, (4, 5)),))
    s.vote_deck = tuple(c for c in s.vote_deck if c not in (4, 5))
    s.stack = (TurnF(0), vote)
    check_state(s)
    s.stack = (TurnF(0), VoteF("attack", 1, 0, (0, 1), (0,), ((1, (4,)),)))
    broken(s, "Vote cards not all accounted for (31 seen, duplicates [])")
    s.stack = (TurnF(0), ChanceF("vote_return", 2, (4, 5)))
    check_state(s)
    s.stack = (TurnF(0), ChanceF("row", 2, (4, 5)))
    broken(s, "Vote cards not all accounted for (30 seen, duplicates [])")


def test_vote_cards_in_several_frames_are_all_counted() -> None:
    """R10: cards down in two pending frames (a vote, cards going back to the deck) are all accounted for, in either order."""
    s = base(hands={0: [0, 1, 2], 1: [3], 2: [8], 3: [9, 10, 11]})
    s.vote_deck = tuple(c for c in s.vote_deck if c not in (4, 5, 6, 7))
    vote = VoteF("brawl", caller=1, ship=0, participants=(0, 1), waiting=(0,), played=((1, (4, 5)),))
    back = ChanceF("vote_return", 2, (6, 7))
    for stack in ((TurnF(0), vote, back), (TurnF(0), back, vote), (TurnF(0), back, replace(back, args=(4, 5)))):
        s.stack = stack
        check_state(s)
    s.stack = (TurnF(0), vote, replace(back, args=(6,)))
    broken(s, "Vote cards not all accounted for (31 seen, duplicates [])")


def test_an_unsorted_hand() -> None:
    """State contract: each hand is kept sorted (so a hand says nothing of the order it was drawn in)."""
    s = base()
    s.hands = (s.hands[0], (5, 3, 4), s.hands[2], s.hands[3])
    broken(s, "a hand is not kept sorted")
    s = base()
    s.hands = (s.hands[0], s.hands[1], s.hands[2], (11, 10, 9))
    broken(s, "a hand is not kept sorted")


# --------------------------------------------------------------------------- Event cards


def test_an_event_card_missing_or_doubled() -> None:
    """Rulebook components: the 24 Event cards are each in the deck, the row, a discard, a front or out of the game."""
    s = base()
    s.removed = s.removed[1:]
    broken(s, f"Event cards not all accounted for ({C.N_EVENT - 1} seen of {C.N_EVENT})")
    s = base()
    s.discard = (s.row[0],)
    broken(s, f"Event cards not all accounted for ({C.N_EVENT + 1} seen of {C.N_EVENT})")
    s = base(front={2: ["fountain_of_youth"]})
    s.front = ((), (), s.front[2], s.front[2])
    broken(s, f"Event cards not all accounted for ({C.N_EVENT + 1} seen of {C.N_EVENT})")
    s = base(discard=["el_dorado"])
    s.event_deck = s.event_deck + s.discard
    broken(s, f"Event cards not all accounted for ({C.N_EVENT + 1} seen of {C.N_EVENT})")


def test_event_cards_being_resolved_or_reshuffled_are_counted() -> None:
    """R9 + Event cards: the card being resolved and the cards of the new deck still to be shuffled are accounted for."""
    s = base()
    card = next(c for c in s.removed if C.KIND[c] == "crows_nest")
    s.removed = tuple(c for c in s.removed if c != card)
    broken(s, f"Event cards not all accounted for ({C.N_EVENT - 1} seen of {C.N_EVENT})")
    s.stack = (TurnF(0), ResolveF(0, card, "crows_nest"))
    check_state(s)
    s.stack = (TurnF(0), ChanceF("new_deck", 1, (card,)))
    check_state(s)
    s.stack = (TurnF(0), ChanceF("row", 1, (card,)))
    broken(s, f"Event cards not all accounted for ({C.N_EVENT - 1} seen of {C.N_EVENT})")


def test_event_cards_are_not_counted_before_the_event_deal() -> None:
    """Rulebook "Setup": before the Event deck is dealt (turn -1, empty row) the cards are in the box."""
    s = _dealt(Chance("loyalty", (0, 1, 2, 3)), Chance("votes", tuple(range(C.N_VOTE))))
    assert s.row == (-1,) * 5 and s.event_deck == () and s.turn == -1
    check_state(s)
    t = s.clone()
    t.row = (0, -1, -1, -1, -1)
    broken(t, f"Event cards not all accounted for (6 seen of {C.N_EVENT})")
    t = base()
    t.row, t.event_deck = (-1,) * 5, ()
    broken(t, f"Event cards not all accounted for ({C.N_EVENT - 6} seen of {C.N_EVENT})")


def test_a_seat_remembers_a_card_that_is_not_there() -> None:
    """R13: a seat's note of a row card holds only while that card lies in that slot (card id 0 too)."""
    s = base(row=["pistol", "black_spot", "albatross", "pistol", "letter_of_marque"], known={1: {4: True}})
    assert s.row[4] == 0 and s.known[1][4] == 0
    check_state(s)
    s.known = (s.known[0], (-1, -1, -1, 0, 0), s.known[2], s.known[3])
    broken(s, "P2 remembers a card in slot 4 that is not there")
    s = base()
    s.known = (s.known[0], s.known[1], s.known[2], (-1, -1, -1, -1, s.row[0]))
    broken(s, "P4 remembers a card in slot 5 that is not there")


# --------------------------------------------------------------------------- Loyalty, Scurvy, Pirate Code, the end


def test_loyalties_not_the_deal_of_the_player_count() -> None:
    """Rulebook "Setup": the Loyalty cards dealt are the table's for the player count (British, French, Dutch)."""
    check_state(base(loyalty=[1, 0, 0, 1]))
    check_state(base(5, fd=[0, 1, 2], jr=[3, 4], loyalty=[2, 1, 0, 1, 0]))
    s = base()
    s.loyalty = (0, 0, 0, 1)
    broken(s, "loyalties (0, 0, 0, 1) do not match the table for 4 players")
    s = base()
    s.loyalty = (0, 0, 1, 2)
    broken(s, "loyalties (0, 0, 1, 2) do not match the table for 4 players")
    s = base(5, fd=[0, 1, 2], jr=[3, 4])
    s.loyalty = (0, 0, 1, 1, 1)
    broken(s, "loyalties (0, 0, 1, 1, 1) do not match the table for 5 players")


def test_a_lost_turn_for_a_seat_that_does_not_exist() -> None:
    """Event card Scurvy: only seats at the table can lose a turn (the last seat can)."""
    check_state(base(lost=[3]))
    check_state(base(lost=[0, 1, 2, 3]))
    s = base()
    s.lost = 1 << 4
    broken(s, "a lost turn is marked for a seat that does not exist")


def test_pirate_code_count_matches_the_card() -> None:
    """R3: a seat holding the Pirate Code has 1 or 2 of its votes left; without the card, none."""
    check_state(base(front={2: ["pirate_code"]}, code_left={2: 2}))
    check_state(base(front={2: ["pirate_code"]}, code_left={2: 1}))
    check_state(base(front={1: ["albatross"]}))
    for seat, front, left in ((2, True, 3), (2, True, 0), (0, False, 1), (3, False, -1), (1, False, 2)):
        s = base(front={2: ["pirate_code"]}, code_left={2: 2}) if front else base()
        s.code_left = tuple(left if x == seat else s.code_left[x] for x in range(4))
        broken(s, f"P{seat + 1}: Pirate Code count {left} does not match the cards in front")


def test_over_exactly_when_nothing_is_pending() -> None:
    """Module contract: a game is over exactly when nothing is pending (a result with work left, or neither)."""
    s = base()
    s.result = Result("armada", 0, (0, 1), 3, 2)
    broken(s, "a game is over exactly when nothing is pending")
    s = base()
    s.stack = ()
    broken(s, "a game is over exactly when nothing is pending")
    s.result = Result("armada", 0, (0, 1), 3, 2)
    check_state(s)


# --------------------------------------------------------------------------- progress


def test_progress_holds_while_someone_can_act_and_at_the_end() -> None:
    """Module contract: someone can act (a seat with legal actions, or chance), or the game is over."""
    s = base(row=["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"], event_deck=[],
             galleon=3, holds=(2, 0, 0, 1))
    check_progress(s)
    s, _ = play(s, "P1 reveal 1")
    assert s.over
    check_progress(s)
    t = base()
    t.stack = (TurnF(0), ChanceF("row", 5))
    check_progress(t)
    t.result = Result("draw", -1, (), 2, 2)  # over: nothing more is asked even with work left on the stack
    check_progress(t)


def test_progress_fails_when_nobody_can_act() -> None:
    """Module contract: a game not over with nothing pending is stuck."""
    s = base()
    s.stack = ()
    with pytest.raises(InvariantError, match="^nobody can act but the game is not over$"):
        check_progress(s)


def test_progress_fails_when_a_deciding_seat_has_no_legal_action() -> None:
    """Module contract: every seat asked to decide has a legal action (a voter with no card has none)."""
    s = base(hands={0: [], 1: [0, 1, 2], 2: [3, 4, 5], 3: [6, 7, 8]})
    s.stack = (TurnF(0), VoteF("attack", 1, 0, (0, 1), (1, 0)))
    with pytest.raises(InvariantError, match=r"^P1 must decide but has no legal action$"):
        check_progress(s)
    s = base(hands={0: [0, 1, 2], 1: [3, 4, 5], 2: [6, 7, 8], 3: []})
    s.stack = (TurnF(0), VoteF("attack", 1, 0, (3, 1), (3,)))
    with pytest.raises(InvariantError, match=r"^P4 must decide but has no legal action$"):
        check_progress(s)
