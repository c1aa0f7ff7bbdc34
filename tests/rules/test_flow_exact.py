"""Exact tests of the game's own flow (`flow.py`, issue 13): turns and lost turns, the Atlantis
window, the end of an action, maroonings the Fountain of Youth may refuse, and the draw after a
vote, each checked by the exact events and state fields after `apply`.

Seats are 0-based; in the notation seat 0 is P1.
"""

from __future__ import annotations

import pytest

from tortuga_qt.rules.actions import Atlantis, Chance, Shift, Take
from tortuga_qt.rules.cards.atlantis import atlantis_eligible
from tortuga_qt.rules.cards.fountain_of_youth import FOUNTAIN_CAUSES
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.engine import apply, seats_to_act
from tortuga_qt.rules.events import (
    AtlantisPassed,
    Drew,
    DrewCards,
    Event,
    GameOver,
    LoyaltiesRevealed,
    Moved,
    Saw,
    Shifted,
    TreasureTaken,
    TurnBegan,
    TurnLost,
    Viewed,
    VoteCardsReturned,
)
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    DrawF,
    EndActionF,
    FountainF,
    TurnF,
    TurnStartF,
)
from tortuga_qt.rules.places import FD, GALLEON, JR
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState, Result

ROW5 = ("pistol", "black_spot", "letter_of_marque", "albatross", "pistol")


def do(s: GameState, *lines: str) -> tuple[GameState, list[Event]]:
    """Plays notation lines; returns the state and all events."""
    return play(s, *lines)


# --------------------------------------------------------------------------- Atlantis eligibility


def test_atlantis_eligible_on_either_ship_with_room_on_the_other() -> None:
    """Event card: Atlantis - its holder, on a ship, may sail to the other ship if it has room."""
    s = position(6, fd=[0], jr=[1, 2, 3, 4, 5], front={0: ["atlantis"], 5: ["el_dorado"]})
    assert atlantis_eligible(s, 0) is False  # the Jolly Roger is full
    assert atlantis_eligible(s, 5) is False  # no map
    s = position(6, fd=[0], jr=[1, 2, 3, 4, 5], front={5: ["atlantis"]})
    assert atlantis_eligible(s, 5) is True  # its own ship is full, the other has room
    s = position(6, fd=[0, 1, 2, 3, 4], jr=[5], front={5: ["atlantis"]})
    assert atlantis_eligible(s, 5) is False
    s = position(6, fd=[0, 1, 2, 3, 4], jr=[5], front={4: ["atlantis"]})
    assert atlantis_eligible(s, 4) is True
    s = position(6, fd=[0, 1, 2, 3], jr=[4], front={3: ["atlantis"]}, tortuga=[5])
    assert atlantis_eligible(s, 3) is True


@pytest.mark.parametrize("where", ["tortuga", "rb1", "rb2"])
def test_atlantis_not_eligible_off_the_ships(where: str) -> None:
    """Event card: Atlantis - not from Tortuga or a Rowboat."""
    place = {"tortuga": {"tortuga": [2]}, "rb1": {"boats": (2, -1)}, "rb2": {"boats": (-1, 2)}}[where]
    s = position(3, fd=[0], jr=[1], front={2: ["atlantis"]}, **place)  # type: ignore[arg-type]
    assert atlantis_eligible(s, 2) is False


# --------------------------------------------------------------------------- the Atlantis window


def test_atlantis_window_for_seat_0_before_its_own_turn() -> None:
    """Event card: Atlantis - before any turn, the holder (seat 0 too) is asked once."""
    s = position(4, fd=[0, 1], jr=[2, 3], front={0: ["atlantis"]}, turn=3, row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P4 view 1 2")
    assert ev == [Viewed(3, 0, 1), Saw(3, 0, "pistol", 1, "black_spot")]
    assert s.stack == (TurnStartF(0, True), AtlantisF(0, 0))
    assert seats_to_act(s) == (0,)
    assert s.turn == 3
    s, ev = apply(s, Atlantis(0, False))
    assert ev == [AtlantisPassed(0), TurnBegan(0)]
    assert s.stack == (TurnF(0),) and s.turn == 0 and s.actions_left == 1


def test_atlantis_window_for_a_later_seat_before_another_turn() -> None:
    """Event card: Atlantis - the holder sails before another player's turn, then that turn begins."""
    s = position(5, fd=[0, 1], jr=[2, 3, 4], front={3: ["atlantis"]}, turn=0, row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P1 view 1 2")
    assert s.stack == (TurnStartF(1, True), AtlantisF(3, 1))
    s, ev = apply(s, Atlantis(3, True))
    assert ev[0] == Moved(3, JR, FD, "atlantis") and ev[-1] == TurnBegan(1)
    assert s.ships == ((0, 1, 3), (2, 4)) and s.turn == 1 and s.stack == (TurnF(1),)


def test_no_atlantis_window_without_a_holder_or_room() -> None:
    """Event card: Atlantis - no window when nobody may use the map."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=0, row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    s2, ev = do(s, "P1 view 1 2")
    assert ev[-1] == TurnBegan(1) and s2.stack == (TurnF(1),)
    s = position(7, fd=[0, 1], jr=[2, 3, 4, 5, 6], front={0: ["atlantis"]}, turn=0, row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s2, ev = do(s, "P1 view 1 2")
    assert ev[-1] == TurnBegan(1) and s2.stack == (TurnF(1),)


# --------------------------------------------------------------------------- turns and lost turns


def test_turn_passes_to_the_next_seat_with_one_action() -> None:
    """Rulebook "Game Play": play passes to the left; one action per turn with 3+ players."""
    s = position(3, fd=[0], jr=[1, 2], turn=2, row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P3 view 1 2")
    assert ev == [Viewed(2, 0, 1), Saw(2, 0, "pistol", 1, "black_spot"), TurnBegan(0)]
    assert s.turn == 0 and type(s.turn) is int and s.actions_left == 1 and s.stack == (TurnF(0),)
    s, ev = do(s, "P1 view 1 2")
    assert ev[-1] == TurnBegan(1) and s.turn == 1 and s.actions_left == 1


def test_two_players_each_take_two_actions() -> None:
    """Rulebook "2 players": each turn is two actions."""
    s = position(2, fd=[0], jr=[1], turn=1, actions_left=1, row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P2 view 1 2")
    assert ev[-1] == TurnBegan(0) and s.actions_left == 2 and s.stack == (TurnF(0),)
    s, ev = do(s, "P1 view 1 2")
    assert ev == [Viewed(0, 0, 1), Saw(0, 0, "pistol", 1, "black_spot")]
    assert s.actions_left == 1 and s.stack == (TurnF(0),) and s.turn == 0


def test_a_lost_turn_is_skipped_and_only_that_seats_mark_is_cleared() -> None:
    """Event card: Scurvy - the marked players lose their next turn, once."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=0, lost=[1, 3], row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P1 view 1 2")
    assert ev == [Viewed(0, 0, 1), Saw(0, 0, "pistol", 1, "black_spot"), TurnLost(1), TurnBegan(2)]
    assert s.lost == 1 << 3 and s.turn == 2 and s.stack == (TurnF(2),)
    s, ev = do(s, "P3 view 1 2")
    assert ev[-2:] == [TurnLost(3), TurnBegan(0)]
    assert s.lost == 0 and s.turn == 0 and type(s.turn) is int and seats_to_act(s) == (0,)


def test_two_lost_turns_in_a_row_and_the_wrap_to_seat_0() -> None:
    """Event card: Scurvy - consecutive lost turns are all skipped; play wraps round the table."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1, lost=[2, 3], row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P2 view 1 2")
    assert ev[-3:] == [TurnLost(2), TurnLost(3), TurnBegan(0)]
    assert s.lost == 0 and s.turn == 0


def test_a_lost_turn_with_two_players_loses_both_actions() -> None:
    """Event card: Scurvy + "2 players": the whole turn of two actions is lost."""
    s = position(2, fd=[0], jr=[1], turn=0, actions_left=1, lost=[1], row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P1 view 1 2")
    assert ev[-2:] == [TurnLost(1), TurnBegan(0)]
    assert s.turn == 0 and s.actions_left == 2 and s.lost == 0


def test_a_lost_turn_of_seat_0() -> None:
    """Event card: Scurvy - seat 0's lost turn too."""
    s = position(3, fd=[0], jr=[1, 2], turn=2, lost=[0], row=ROW5,
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P3 view 1 2")
    assert ev[-2:] == [TurnLost(0), TurnBegan(1)]
    assert s.lost == 0 and s.turn == 1


# --------------------------------------------------------------------------- end of an action


@pytest.mark.parametrize(("fd", "jr", "seat", "holds", "src", "team", "totals"), [
    ([0], [1, 2, 3], 0, (2, 2, 0, 0), 0, Team.FRENCH, (2, 4)),
    ([0], [2, 3, 1], 1, (0, 0, 1, 1), 1, Team.BRITISH, (3, 1)),
])
def test_sudden_death_after_an_action_ends_the_game(
    fd: list[int], jr: list[int], seat: int, holds: tuple[int, int, int, int], src: int, team: int,
    totals: tuple[int, int],
) -> None:
    """R9: in sudden death, the first team to lead after any action wins at once (either team)."""
    s = position(4, fd=fd, jr=jr, holds=holds, galleon=8 - 2 - sum(holds), sudden=True,
                 loyalty=[0, 1, 0, 1], turn=seat)
    s, ev = apply(s, Shift(seat, src))
    winners = (0, 2) if team == Team.BRITISH else (1, 3)
    ship = FD if seat in fd else JR
    assert ev == [Shifted(seat, ship, src), GameOver("sudden_death", team, winners, *totals),
                  LoyaltiesRevealed((0, 1, 0, 1))]
    assert s.result == Result("sudden_death", team, winners, *totals)
    assert s.stack == () and seats_to_act(s) == ()


def test_no_sudden_death_while_tied() -> None:
    """R9: still tied after the action, play goes on."""
    s = position(4, fd=[0], jr=[1, 2, 3], holds=(1, 0, 0, 1), sudden=True, loyalty=[0, 1, 0, 1], turn=2,
                 row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P3 view 1 2")
    assert ev[-1] == TurnBegan(3) and s.result is None


# --------------------------------------------------------------------------- maroonings


@pytest.mark.parametrize("cause", sorted(FOUNTAIN_CAUSES))
def test_each_refusable_marooning_offers_the_fountain(cause: str) -> None:
    """Event card: Fountain of Youth - refuses a Black Spot, a Pistol, a Captain's or a Mutiny's maroon."""
    hands = {0: [0, 9, 21], 1: [1, 10, 22], 2: [2, 11, 23]}
    if cause == "black_spot":
        s = position(4, fd=[0, 1], jr=[2, 3], front={0: ["fountain_of_youth"]},
                     row=["black_spot", None, None, "pistol", "pistol"], event_deck=["eight_bells", "spanish_armada"])
        s, _ = do(s, "P1 reveal 1")
        victim = 0
    elif cause == "pistol":
        s = position(4, fd=[0, 1], jr=[2, 3], front={3: ["fountain_of_youth"]},
                     row=["pistol", None, None, "pistol", "pistol"], event_deck=["eight_bells", "spanish_armada"])
        s, _ = do(s, "P1 reveal 1", "P1 pistol P4")
        victim = 3
    elif cause == "captain":
        s = position(4, fd=[0, 1], jr=[2, 3], front={1: ["fountain_of_youth"]})
        s, _ = do(s, "P1 maroon P2")
        victim = 1
    else:
        s = position(4, fd=[0, 1, 2], jr=[3], front={0: ["fountain_of_youth"]}, hands=hands, turn=1)
        s, _ = do(s, "P2 mutiny", "P2 vote v1", "P3 vote v2")
        victim = 0
    assert s.stack[-1] == FountainF(victim, cause)
    assert seats_to_act(s) == (victim,)


def test_a_refusable_marooning_without_the_fountain_happens_at_once() -> None:
    """Rulebook "Maroon": without the Fountain of Youth the pawn goes to Tortuga at once."""
    s = position(4, fd=[0, 1], jr=[2, 3], front={2: ["fountain_of_youth"]})
    s, ev = do(s, "P1 maroon P2")
    assert s.tortuga == (1,) and ev[-1] == TurnBegan(1)
    assert not any(isinstance(f, FountainF) for f in s.stack)


# --------------------------------------------------------------------------- the draw after a vote


def test_after_a_vote_the_voters_draw_one_card_each() -> None:
    """R10: the cards played go back shuffled under the deck; each seat that played draws 1."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=2, hands={2: [0, 9, 21], 3: [1, 10, 22]})
    s, _ = do(s, "P3 attack", "P3 vote v0", "P4 vote v10")
    assert s.stack[-3:] == (DrawF((2, 3)), ChanceF("vote_return", 3, (0, 10, 8)), s.stack[-1])
    assert s.stack[-4] == EndActionF(2)
    s, ev = apply(s, Take(2, GALLEON, 2))
    assert ev == [TreasureTaken(2, GALLEON, 2)]
    s, ev = apply(s, Chance("vote_return", (2, 0, 1)))
    assert ev == [VoteCardsReturned(3), Drew(2, 1), DrewCards(2, (11,)), Drew(3, 1), DrewCards(3, (12,)),
                  TurnBegan(3)]
    assert s.hands[2] == (9, 11, 21) and s.hands[3] == (1, 12, 22)
    assert s.vote_deck[-3:] == (8, 0, 10) and s.vote_deck[0] == 13
    assert s.holds == (1, 0, 1, 1) and s.galleon == 3
    assert s.stack == (TurnF(3),)
