"""Exact tests of the mat (`board`) and of the end of the game (`ending`): places, lines, moves,
marooning, the Albatross, treasure totals, hands and fronts; the Armada, the Dutch tie, the
even-count sudden death (R9) for both teams, and draws (rulebook "Getting Marooned", "End of
the Game"; R9, R11).
"""

from __future__ import annotations

from typing import Any

import pytest

from tortuga_qt.rules import apply, chance_request, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.board import (
    SHIP_CAPACITY,
    add_front,
    albatross_count,
    boat_free,
    check_albatross,
    discard,
    do_move,
    do_swap,
    draw_votes,
    has_room,
    holds_kind,
    line_of,
    maroon_now,
    place_of,
    push,
    set_hand,
    take_front,
    team_totals,
)
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.ending import armada, check_sudden_death, finish, new_deck
from tortuga_qt.rules.events import (
    AlbatrossSinks,
    Discarded,
    Drew,
    DrewCards,
    Event,
    GameOver,
    LoyaltiesRevealed,
    Marooned,
    Moved,
    RowLaidOut,
    SuddenDeath,
    Swapped,
)
from tortuga_qt.rules.frames import ChanceF, TurnF
from tortuga_qt.rules.places import FD, JR, RB1, RB2, TORTUGA
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState, Result
from tortuga_qt.rules.views import view_for

B, F, D = int(Team.BRITISH), int(Team.FRENCH), int(Team.DUTCH)
NO_ALBATROSS = ["pistol", "black_spot", "letter_of_marque", "pistol", "black_spot"]


def ids(kind: str) -> list[int]:
    """Every Event card id of a kind."""
    return [c for c in range(C.N_EVENT) if C.KIND[c] == kind]


def kinds(cards: tuple[int, ...]) -> list[str]:
    return [C.KIND[c] for c in cards]


# =========================================================================== board: places and lines


def test_place_of_every_place_and_rank() -> None:
    """Module contract: (place, index in line) for ships and Tortuga; Rowboats have index 0."""
    s = position(8, fd=[3, 0, 5], jr=[1, 6], tortuga=[7, 2], boats=(4, -1))
    assert [place_of(s, x) for x in (3, 0, 5)] == [(FD, 0), (FD, 1), (FD, 2)]
    assert [place_of(s, x) for x in (1, 6)] == [(JR, 0), (JR, 1)]
    assert [place_of(s, x) for x in (7, 2)] == [(TORTUGA, 0), (TORTUGA, 1)]
    assert place_of(s, 4) == (RB1, 0)
    s = position(8, fd=[3, 0, 5], jr=[1, 6], tortuga=[7, 2], boats=(-1, 4))
    assert place_of(s, 4) == (RB2, 0)


def test_line_of_every_place() -> None:
    """Module contract: the pawns at a place in rank order; a Rowboat's one pawn or nothing."""
    s = position(8, fd=[3, 0, 5], jr=[1, 6], tortuga=[7, 2], boats=(-1, 4))
    assert line_of(s, FD) == (3, 0, 5)
    assert line_of(s, JR) == (1, 6)
    assert line_of(s, TORTUGA) == (7, 2)
    assert line_of(s, RB1) == ()
    assert line_of(s, RB2) == (4,)
    s = position(8, fd=[3, 0, 5], jr=[1, 6], tortuga=[7, 2], boats=(4, -1))
    assert line_of(s, RB1) == (4,) and line_of(s, RB2) == ()


def test_push_puts_the_last_frame_on_top() -> None:
    """Module contract: frames pushed together are handled last-first."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    push(s, TurnF(1), TurnF(2))
    assert s.stack == (TurnF(0), TurnF(1), TurnF(2))
    push(s)
    assert s.stack == (TurnF(0), TurnF(1), TurnF(2))


@pytest.mark.parametrize("size, room", [(0, True), (4, True), (5, False)])
def test_ship_room_is_five_pawns(size: int, room: bool) -> None:
    """Rulebook "Move": a ship holds at most 5 pawns."""
    n = 9
    fd = list(range(size))
    s = position(n, fd=fd, jr=[], tortuga=[x for x in range(size, n)])
    assert SHIP_CAPACITY == 5
    assert has_room(s, FD) is room
    assert has_room(s, JR) is True


def test_boat_free_empty_occupied_or_blown_up() -> None:
    """Rulebook "Rowboats"/Black Powder: a Rowboat takes a pawn only if empty and not blown up."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(-1, 4))
    assert boat_free(s, RB1) is True and boat_free(s, RB2) is False
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], exploded=RB1)
    assert boat_free(s, RB1) is False and boat_free(s, RB2) is True
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], exploded=RB2)
    assert boat_free(s, RB1) is True and boat_free(s, RB2) is False


# =========================================================================== board: moving


def test_move_to_the_back_of_a_ship_line_with_its_cause() -> None:
    """Rulebook "Move": the pawn joins the back of the line; the event says where from and why."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5])
    ev: list[Event] = []
    do_move(s, 1, JR, ev)
    assert s.ships == ((0, 2), (3, 4, 1))
    assert ev == [Moved(1, FD, JR, "row")]
    do_move(s, 5, FD, ev, why="letter_of_marque")
    assert s.ships == ((0, 2, 5), (3, 4, 1)) and s.tortuga == ()
    assert ev[-1] == Moved(5, TORTUGA, FD, "letter_of_marque")


def test_move_action_event_says_row() -> None:
    """Rulebook "Move": a pawn moved by the turn action is recorded with the cause "row"."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=3)
    s, ev = play(s, "P4 move RB2")
    assert [e for e in ev if isinstance(e, Moved)] == [Moved(3, JR, RB2, "row")]


def test_move_onto_and_off_rowboats() -> None:
    """Rulebook "Rowboats": a pawn on a Rowboat is alone there; leaving empties it."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4])
    ev: list[Event] = []
    do_move(s, 4, RB2, ev)
    assert s.boats == (-1, 4) and s.tortuga == (3,)
    do_move(s, 3, RB1, ev)
    assert s.boats == (3, 4) and s.tortuga == ()
    do_move(s, 4, JR, ev)
    assert s.boats == (3, -1) and s.ships[JR] == (2, 4)
    do_move(s, 3, FD, ev)
    assert s.boats == (-1, -1) and s.ships[FD] == (0, 1, 3)
    assert ev == [Moved(4, TORTUGA, RB2, "row"), Moved(3, TORTUGA, RB1, "row"),
                  Moved(4, RB2, JR, "row"), Moved(3, RB1, FD, "row")]


@pytest.mark.parametrize("dest", [FD, JR])
def test_moving_a_second_albatross_aboard_sinks_that_ship(dest: int) -> None:
    """Event card: Albatross - 2 Albatross on one ship maroon everyone aboard, on either ship."""
    s = position(6, fd=[0, 1], jr=[2, 3], tortuga=[4, 5], row=NO_ALBATROSS,
                 front={0: ["albatross"], 2: ["albatross"], 4: ["albatross"]})
    ev: list[Event] = []
    do_move(s, 4, dest, ev)
    crew = {FD: (0, 1, 4), JR: (2, 3, 4)}[dest]
    assert ev == [Moved(4, TORTUGA, dest, "row"), AlbatrossSinks(dest),
                  *(Marooned(x, dest, "albatross") for x in reversed(crew))]
    assert s.ships[dest] == () and s.tortuga == (5, *reversed(crew))


def test_moving_two_albatross_onto_a_rowboat_sinks_nothing() -> None:
    """Event card: Albatross sinks ships only; a Rowboat is not a ship."""
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], front={4: ["albatross", "albatross"]})
    ev: list[Event] = []
    do_move(s, 4, RB1, ev)
    assert ev == [Moved(4, TORTUGA, RB1, "row")]
    assert s.boats == (4, -1)


def test_swap_across_ships_and_tortuga() -> None:
    """Event card: Facade - two pawns trade places exactly (line positions kept)."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5])
    ev: list[Event] = []
    do_swap(s, 1, 4, ev)
    assert s.ships == ((0, 4, 2), (3, 1)) and ev == [Swapped(1, 4)]
    do_swap(s, 5, 0, ev)
    assert s.ships == ((5, 4, 2), (3, 1)) and s.tortuga == (0,)
    do_swap(s, 2, 5, ev)
    assert s.ships == ((2, 4, 5), (3, 1))
    assert ev == [Swapped(1, 4), Swapped(5, 0), Swapped(2, 5)]


def test_swap_with_a_rowboat_pawn() -> None:
    """Event card: Facade - a pawn on a Rowboat trades places with a pawn on a ship."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(-1, 4))
    ev: list[Event] = []
    do_swap(s, 4, 1, ev)
    assert s.boats == (-1, 1) and s.ships[FD] == (0, 4)


@pytest.mark.parametrize("order", [(2, 0), (0, 2)])
def test_swap_checks_the_albatross_on_both_ships(order: tuple[int, int]) -> None:
    """Event card: Albatross - after a swap, a ship that now holds 2 Albatross sinks, whichever side moved."""
    s = position(4, fd=[0, 1], jr=[2, 3], front={1: ["albatross"], 2: ["albatross"]})
    ev: list[Event] = []
    do_swap(s, *order, ev)  # FD becomes (P3, P2): 2 Albatross; JR becomes (P1, P4): none
    assert ev == [Swapped(*order), AlbatrossSinks(FD), Marooned(1, FD, "albatross"), Marooned(2, FD, "albatross")]
    assert s.ships == ((), (0, 3)) and s.tortuga == (1, 2)


def test_swap_within_one_ship_checks_it_once() -> None:
    """Event card: Albatross - a swap inside one ship changes no count, so nothing sinks."""
    s = position(4, fd=[0, 1, 2], jr=[3], front={0: ["albatross"]})
    ev: list[Event] = []
    do_swap(s, 0, 2, ev)
    assert ev == [Swapped(0, 2)] and s.ships == ((2, 1, 0), (3,))


def test_maroon_from_every_place_R11() -> None:
    """Rulebook "Getting Marooned"/R11: to the back of Tortuga's line; the event names where from."""
    s = position(6, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, 5))
    ev: list[Event] = []
    for seat, cause in ((1, "maroon"), (2, "pistol"), (4, "black_powder"), (5, "black_spot")):
        maroon_now(s, seat, cause, ev)
    assert ev == [Marooned(1, FD, "maroon"), Marooned(2, JR, "pistol"), Marooned(4, RB1, "black_powder"),
                  Marooned(5, RB2, "black_spot")]
    assert s.tortuga == (3, 1, 2, 4, 5) and s.boats == (-1, -1) and s.ships == ((0,), ())
    assert s.stack == (TurnF(0),)  # no card lost: none was on Tortuga already


def test_marooned_on_tortuga_loses_a_card_R11() -> None:
    """R11: a pawn marooned while on Tortuga goes to the back and loses 1 Vote card (a chance step)."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4])
    ev: list[Event] = []
    maroon_now(s, 3, "black_spot", ev)
    assert ev == [Marooned(3, TORTUGA, "black_spot")] and s.tortuga == (4, 3)
    assert s.stack[-1] == ChanceF("lose_card", 3, (3,))


def test_marooned_on_tortuga_without_cards_loses_nothing_R11() -> None:
    """R11: with no Vote card left, there is nothing to lose."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], hands={3: []})
    ev: list[Event] = []
    maroon_now(s, 3, "black_spot", ev)
    assert s.stack == (TurnF(0),) and s.tortuga == (4, 3)


def test_albatross_count_and_a_single_albatross() -> None:
    """Event card: Albatross - counted over the given pawns' fronts; one alone sinks nothing."""
    s = position(5, fd=[0, 1], jr=[3], tortuga=[2, 4], row=NO_ALBATROSS,
                 front={0: ["albatross", "pistol"], 2: ["albatross", "albatross"], 3: ["letter_of_marque"]})
    assert albatross_count(s, (0,)) == 1
    assert albatross_count(s, (0, 1, 2)) == 3
    assert albatross_count(s, (2,)) == 2
    assert albatross_count(s, (1, 3, 4)) == 0
    s = position(5, fd=[0, 1], jr=[3], tortuga=[2, 4], front={0: ["albatross"]})
    ev: list[Event] = []
    check_albatross(s, FD, ev)
    check_albatross(s, JR, ev)
    assert ev == [] and s.ships == ((0, 1), (3,))


def test_albatross_on_an_empty_ship_does_nothing() -> None:
    """Module contract: an empty ship has no crew to sink."""
    s = position(3, fd=[], jr=[0], tortuga=[1, 2], front={1: ["albatross", "albatross"]})
    ev: list[Event] = []
    check_albatross(s, FD, ev)
    assert ev == []


# =========================================================================== board: treasure, hands, fronts


@pytest.mark.parametrize(
    "holds, tort, galleon, totals",
    [
        ((1, 2, 0, 3), (2, 0), 0, (3, 5)),
        ((0, 3, 2, 1), (0, 2), 0, (2, 6)),
        ((3, 0, 1, 0), (1, 1), 2, (5, 1)),
        ((0, 0, 0, 0), (0, 2), 6, (0, 2)),
        ((0, 1, 2, 0), (2, 0), 3, (4, 1)),
    ],
)
def test_team_totals_add_both_ships_and_tortuga(holds: tuple[int, int, int, int], tort: tuple[int, int],
                                               galleon: int, totals: tuple[int, int]) -> None:
    """Rulebook "Object of the Game": a team's treasure is its hold on each ship plus its Tortuga area."""
    s = position(4, fd=[0, 1], jr=[2, 3], holds=holds, tortuga_treasure=tort, galleon=galleon)
    assert team_totals(s) == totals
    assert view_for(s, None).team_totals == totals
    assert view_for(s, 2).team_totals == totals


def test_draw_votes_takes_the_top_cards_into_a_sorted_hand() -> None:
    """R10 / rulebook: Vote cards are drawn from the top of the deck; hands are kept sorted."""
    s = position(4, fd=[0, 1], jr=[2, 3], hands={0: [31, 5], 1: [0, 2, 3], 2: [4, 6, 8], 3: [9, 10, 11]},
                 vote_deck=[20, 1, 7, *range(12, 20), *range(21, 31)])
    deck = s.vote_deck
    ev: list[Event] = []
    draw_votes(s, 0, 2, ev)
    assert s.hands[0] == (1, 5, 20, 31)
    assert s.vote_deck == deck[2:]
    assert ev == [Drew(0, 2), DrewCards(0, (20, 1))]


def test_draw_votes_from_a_short_or_empty_deck() -> None:
    """Module contract: drawing takes what is left; from an empty deck nothing happens (no event)."""
    hands = {0: list(range(0, 10)), 1: list(range(10, 20)), 2: list(range(20, 30)), 3: []}
    s = position(4, fd=[0, 1], jr=[2, 3], hands=hands, vote_deck=[31, 30])
    ev: list[Event] = []
    draw_votes(s, 3, 5, ev)
    assert s.hands[3] == (30, 31) and s.vote_deck == ()
    assert ev == [Drew(3, 2), DrewCards(3, (31, 30))]
    draw_votes(s, 3, 1, ev)
    assert len(ev) == 2 and s.hands[3] == (30, 31)


def test_set_hand_keeps_it_sorted_and_touches_one_seat() -> None:
    """Module contract: a seat's hand is replaced, sorted; other hands stay."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    others = s.hands
    set_hand(s, 2, (9, 3, 6))
    assert s.hands[2] == (3, 6, 9)
    assert s.hands[:2] == others[:2] and s.hands[3] == others[3]


def test_fronts_add_take_and_hold() -> None:
    """Module contract: cards in front are added at the end; taking removes the first of its kind."""
    alb = ids("albatross")
    pistol = ids("pistol")[0]
    s = position(4, fd=[0], jr=[2, 3], tortuga=[1], row=[None] * 5, event_deck=[], discard=[],
                 front={1: ["albatross", "el_dorado", "albatross"]})
    start = s.front[1]
    assert kinds(start) == ["albatross", "el_dorado", "albatross"]
    add_front(s, 1, pistol)
    assert s.front[1] == (*start, pistol) and s.front[0] == () and s.front[2] == ()
    assert take_front(s, 1, "albatross") == start[0]
    assert s.front[1] == (start[1], start[2], pistol)
    assert take_front(s, 1, "pistol") == pistol
    assert s.front[1] == (start[1], start[2])
    assert holds_kind(s, 1, "el_dorado") and holds_kind(s, 1, "albatross")
    assert not holds_kind(s, 1, "pistol") and not holds_kind(s, 0, "el_dorado")
    assert set(alb) >= {start[0], start[2]}


def test_take_front_of_a_missing_kind_names_it() -> None:
    """Module contract: asking for a card the seat does not hold raises KeyError(kind)."""
    s = position(4, fd=[0, 1], jr=[2, 3], front={1: ["el_dorado"]})
    with pytest.raises(KeyError) as info:
        take_front(s, 1, "pirate_code")
    assert info.value.args == ("pirate_code",)
    assert kinds(s.front[1]) == ["el_dorado"]


def test_discard_appends_and_reports_the_kind() -> None:
    """Rulebook "Event Cards": a discarded card goes on top of the public discard pile."""
    s = position(4, fd=[0, 1], jr=[2, 3], discard=["pistol"])
    first = s.discard
    card = ids("black_spot")[0]
    ev: list[Event] = []
    discard(s, card, ev)
    assert s.discard == (*first, card) and ev == [Discarded("black_spot")]


# =========================================================================== ending: the Armada


ARMADA_ROW = ["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"]


def _armada(n: int, **kw: Any) -> GameState:
    kw.setdefault("row", ARMADA_ROW)
    kw.setdefault("event_deck", [])
    return position(n, **kw)


@pytest.mark.parametrize(
    "holds, tort, team, totals",
    [
        ((2, 0, 0, 1), (1, 1), B, (3, 2)),  # British by 1
        ((1, 0, 0, 2), (1, 1), F, (2, 3)),  # French by 1
        ((4, 0, 0, 0), (2, 0), B, (6, 0)),
        ((0, 0, 0, 1), (0, 2), F, (0, 3)),
    ],
)
def test_armada_the_team_with_more_treasure_wins(holds: tuple[int, int, int, int], tort: tuple[int, int],
                                                 team: int, totals: tuple[int, int]) -> None:
    """Rulebook "End of the Game": at the Armada the team with the most treasure wins, either team."""
    galleon = 8 - sum(holds) - sum(tort)
    s = _armada(4, fd=[0, 1], jr=[2, 3], loyalty=[F, B, B, F], galleon=galleon, holds=holds,
                tortuga_treasure=tort)
    card = s.row[0]
    s, ev = play(s, "P1 reveal 1")
    winners = (1, 2) if team == B else (0, 3)
    assert s.result == Result("armada", team, winners, *totals)
    assert ev[-2:] == [GameOver("armada", team, winners, *totals), LoyaltiesRevealed((F, B, B, F))]
    assert s.discard[-1] == card and card not in s.removed
    assert s.stack == () and seats_to_act(s) == ()
    assert view_for(s, 0).loyalties == (F, B, B, F) and view_for(s, None).result == s.result


@pytest.mark.parametrize("n", [3, 5, 7, 9])
def test_armada_tie_with_an_odd_count_goes_to_the_dutch(n: int) -> None:
    """Rulebook "End of the Game": odd player count, teams tied -> the Dutch player wins."""
    loyalty = [B, F] * ((n - 1) // 2) + [D]
    s = _armada(n, fd=[0], jr=[1], tortuga=list(range(2, n)), loyalty=loyalty)
    card = s.row[0]
    s, ev = play(s, "P1 reveal 1")
    assert s.result == Result("dutch_tie", D, (n - 1,), 2, 2)
    assert ev[-2:] == [GameOver("dutch_tie", D, (n - 1,), 2, 2), LoyaltiesRevealed(tuple(loyalty))]
    assert s.discard[-1] == card and s.stack == ()


@pytest.mark.parametrize("n", [2, 4, 6, 8])
def test_armada_tie_with_an_even_count_starts_sudden_death_R9(n: int) -> None:
    """R9: tied with an even count -> the Armada is removed; discards, unrevealed row and deck form a
    new deck; the row empties, knowledge is void, sudden death begins."""
    s = position(n, fd=[0], jr=[1], tortuga=list(range(2, n)),
                 row=["pistol", "spanish_armada", None, "albatross", "black_spot"],
                 event_deck=["eight_bells", "scurvy"], discard=["letter_of_marque", "el_dorado"],
                 known={0: {0: True}, 1: {3: True}})
    s.reshuffled = True
    armada_card = s.row[1]
    expected_pool = (*s.discard, s.row[0], s.row[3], s.row[4], *s.event_deck)
    s, ev = play(s, "P1 reveal 2")
    assert s.result is None and s.sudden is True and s.reshuffled is False
    assert s.removed[-1] == armada_card and armada_card not in s.discard
    assert SuddenDeath(7) in ev
    assert s.stack[-1] == ChanceF("new_deck", 7, expected_pool)
    assert s.row == (-1,) * 5 and s.event_deck == () and s.discard == ()
    assert s.known == ((-1,) * 5,) * n
    pub = view_for(s, None)
    assert pub.row_face_down == (False,) * 5 and pub.event_deck_count == 0 and pub.sudden_death is True
    assert view_for(s, 0).known == (None,) * 5


def test_new_deck_fills_the_row_and_keeps_the_rest_R9() -> None:
    """R9: the reshuffled deck lays 5 cards in the row; the rest is the new Event deck."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["spanish_armada", "pistol", "black_spot", "albatross",
                                               "letter_of_marque"],
                 event_deck=["eight_bells", "scurvy"], discard=["pistol"])
    s, _ = play(s, "P1 reveal 1")
    req = chance_request(s)
    assert req is not None and req.n == 7
    outcome = (6, 5, 4, 3, 2, 1, 0)
    s, ev = apply(s, Chance("new_deck", outcome))
    deck = tuple(req.args[i] for i in outcome)
    assert s.row == deck[:5] and s.event_deck == deck[5:]
    assert RowLaidOut(5, 2) in ev


def test_new_deck_shorter_than_the_row_leaves_empty_slots_R9() -> None:
    """R9: with fewer than 5 cards, the rest of the row stays empty (-1)."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["spanish_armada", None, "pistol", None, None],
                 event_deck=[], discard=["black_spot"])
    s, _ = play(s, "P1 reveal 1")
    req = chance_request(s)
    assert req is not None and req.n == 2
    s, ev = apply(s, Chance("new_deck", (1, 0)))
    assert s.row == (req.args[1], req.args[0], -1, -1, -1) and s.event_deck == ()
    assert RowLaidOut(2, 0) in ev
    assert view_for(s, None).row_face_down == (True, True, False, False, False)


def test_new_deck_direct_exact_sizes() -> None:
    """R9 (module contract): `new_deck` lays min(5, n) cards and reports (laid, left)."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=[None] * 5, event_deck=[], discard=[])
    pool = tuple(ids("pistol") + ids("black_spot"))
    ev: list[Event] = []
    new_deck(s, ChanceF("new_deck", 6, pool), (0, 1, 2, 3, 4, 5), ev)
    assert s.row == pool[:5] and s.event_deck == pool[5:] and ev == [RowLaidOut(5, 1)]


# =========================================================================== ending: sudden death (R9)


def _sudden(**kw: Any) -> GameState:
    kw.setdefault("row", ["pistol", "black_spot", "albatross", "letter_of_marque", "pistol"])
    kw.setdefault("event_deck", ["eight_bells"])
    return position(4, fd=[0, 1], jr=[2, 3], loyalty=[B, F, B, F], sudden=True, **kw)


@pytest.mark.parametrize(
    "holds, tort, team, winners, totals",
    [
        ((2, 0, 0, 1), (1, 1), B, (0, 2), (3, 2)),  # British lead by 1
        ((1, 0, 0, 2), (1, 1), F, (1, 3), (2, 3)),  # French lead by 1
        ((1, 0, 0, 1), (2, 0), B, (0, 2), (3, 1)),
        ((0, 1, 0, 3), (0, 2), F, (1, 3), (0, 6)),
    ],
)
def test_sudden_death_the_first_team_to_lead_wins_either_team_R9(
        holds: tuple[int, int, int, int], tort: tuple[int, int], team: int, winners: tuple[int, ...],
        totals: tuple[int, int]) -> None:
    """R9: after every action, as soon as one team leads in treasure - British or French - it wins."""
    s = _sudden(holds=holds, tortuga_treasure=tort, galleon=8 - sum(holds) - sum(tort))
    s, ev = play(s, "P1 view 1 2")
    assert s.result == Result("sudden_death", team, winners, *totals)
    assert ev[-2:] == [GameOver("sudden_death", team, winners, *totals), LoyaltiesRevealed((B, F, B, F))]
    assert s.stack == () and seats_to_act(s) == ()


def test_sudden_death_french_win_by_a_brawl_R9() -> None:
    """R9: a Brawl that gives the French both Tortuga treasures ends the game for the French."""
    french = next(c for c in range(C.N_VOTE) if C.VOTE_FACE[c] == "cannon/french/helm")
    top = next(c for c in range(C.N_VOTE) if C.VOTE_FACE[c] == "torch/french/skull")
    rest = [c for c in range(C.N_VOTE) if c not in (french, top)]
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], loyalty=[B, F, B, F], sudden=True, turn=3,
                 hands={0: rest[0:3], 1: rest[3:6], 2: rest[6:9], 3: [french, *rest[9:11]]},
                 vote_deck=[top, *rest[11:]], row=["pistol", "black_spot", "albatross", "letter_of_marque",
                                                   "pistol"], event_deck=["eight_bells"])
    assert team_totals(s) == (2, 2)
    s, ev = play(s, "P4 brawl", f"P4 vote v{french}", "chance vote_return 0 1")
    assert s.result == Result("sudden_death", F, (1, 3), 1, 3)


def test_sudden_death_still_tied_with_cards_left_goes_on_R9() -> None:
    """R9: tied with cards left in the row or deck, play goes on."""
    s = _sudden()
    ev: list[Event] = []
    check_sudden_death(s, ev)
    assert ev == [] and s.result is None
    s = _sudden(row=[None, None, "pistol", None, None], event_deck=[])  # only the row has a card
    check_sudden_death(s, ev)
    assert ev == [] and s.result is None
    s = _sudden(row=[None] * 5, event_deck=["pistol"])  # only the deck has a card
    check_sudden_death(s, ev)
    assert ev == [] and s.result is None


def test_sudden_death_row_holding_only_card_zero_is_not_empty_R9() -> None:
    """R9: a row whose one card is Event card id 0 still has a card, so a tie there is no draw yet."""
    s = _sudden(row=[C.KIND[0], None, None, None, None], event_deck=[])
    assert s.row[0] == 0
    ev: list[Event] = []
    check_sudden_death(s, ev)
    assert ev == [] and s.result is None
    s, _ = play(s, "P1 move RB1")  # an action ends, still tied, the card 0 unrevealed
    assert s.result is None and seats_to_act(s) == (1,)


def test_sudden_death_tied_with_nothing_left_is_a_draw_R9() -> None:
    """R9: "If deck and row run out while still tied, the game ends in a draw" (no winners)."""
    s = _sudden(row=[None] * 5, event_deck=[], holds=(1, 1, 1, 1), tortuga_treasure=(1, 1), galleon=2)
    ev: list[Event] = []
    check_sudden_death(s, ev)
    assert s.result == Result("draw", -1, (), 3, 3)
    assert ev == [GameOver("draw", -1, (), 3, 3), LoyaltiesRevealed((B, F, B, F))]


def test_no_sudden_death_before_the_armada_tie() -> None:
    """R9: outside sudden death a lead ends nothing; an empty row and deck is no draw either."""
    s = position(4, fd=[0, 1], jr=[2, 3], holds=(3, 0, 0, 0), tortuga_treasure=(1, 1), galleon=3)
    ev: list[Event] = []
    check_sudden_death(s, ev)
    assert ev == [] and s.result is None
    s, _ = play(s, "P1 view 1 2")
    assert s.result is None and seats_to_act(s) == (1,)
    s = position(4, fd=[0, 1], jr=[2, 3], row=[None] * 5, event_deck=[])
    check_sudden_death(s, ev)
    assert ev == [] and s.result is None


def test_sudden_death_check_after_the_end_changes_nothing() -> None:
    """Module contract: once the game has a result, the sudden-death check does nothing."""
    s = _sudden(holds=(2, 0, 0, 1), tortuga_treasure=(1, 1), galleon=3)
    over = Result("armada", F, (1, 3), 0, 0)
    s.result = over
    ev: list[Event] = []
    check_sudden_death(s, ev)
    assert ev == [] and s.result == over


def test_finish_records_the_result_and_clears_the_stack() -> None:
    """Rulebook "End of the Game" (module contract): the result, no pending work, every Loyalty shown."""
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], loyalty=[D, B, F, B, F])
    ev: list[Event] = []
    finish(s, "dutch_tie", D, ev)
    assert s.result == Result("dutch_tie", D, (0,), 2, 2)
    assert s.stack == ()
    assert ev == [GameOver("dutch_tie", D, (0,), 2, 2), LoyaltiesRevealed((D, B, F, B, F))]
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], loyalty=[D, B, F, B, F])
    finish(s, "draw", -1, ev)
    assert s.result == Result("draw", -1, (), 2, 2)


def test_armada_direct_discard_or_remove() -> None:
    """Rulebook "End of the Game"/R9: a decided Armada is discarded; a tied one (even count) removed."""
    card = ids("spanish_armada")[0]
    s = position(4, fd=[0, 1], jr=[2, 3], row=[None] * 5, event_deck=[], holds=(1, 0, 0, 0),
                 tortuga_treasure=(1, 1), galleon=5, loyalty=[B, F, B, F])
    ev: list[Event] = []
    armada(s, card, ev)
    assert s.discard == (card,) and s.result == Result("armada", B, (0, 2), 2, 1)
