"""Exact tests of the engine's surface (issue 13): who decides, the exact legal actions in
hand-built positions, the exact events `apply` returns, and the exact state fields after it.

Each test checks both sides of a two-sided rule (both ships, both teams, both choices) and the
boundary values (0, 1 and the last slot or seat), so that a slip anywhere in `engine.py`
changes an asserted value. Seats are 0-based; in the notation seat 0 is P1.
"""

from __future__ import annotations

import pytest

from tortuga_qt.rules import IllegalActionError
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    CHANCE,
    Atlantis,
    Chance,
    Crow,
    Fountain,
    Move,
    Pick,
    Pistol,
    Reveal,
    Search,
    StartHold,
    Take,
    View,
)
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import (
    apply,
    canonical,
    chance_request,
    current_frame,
    is_legal,
    legal_actions,
    seats_to_act,
)
from tortuga_qt.rules.events import (
    AtlantisPassed,
    CaptainMaroons,
    CardLost,
    CrowsNest,
    Discarded,
    Forced,
    FountainUsed,
    Kept,
    LostCard,
    Marooned,
    Moved,
    PawnsPlaced,
    PistolAimed,
    Replaced,
    Revealed,
    Saw,
    Searched,
    Shifted,
    StartHoldChosen,
    TreasureTaken,
    TurnBegan,
    Viewed,
    VoteCalled,
)
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    DrawF,
    EndActionF,
    FirstTurnF,
    ForcedPickF,
    FountainF,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    TurnStartF,
    VoteF,
)
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.places import FD, GALLEON, JR, NOWHERE, RB1, RB2, TORTUGA
from tortuga_qt.rules.roles import can_attack
from tortuga_qt.rules.row import _ROW_CACHE
from tortuga_qt.rules.row import row_actions as _row_actions
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState

ROW5 = ("pistol", "black_spot", "letter_of_marque", "albatross", "pistol")


def texts(s: GameState, seat: int) -> list[str]:
    """Returns the seat's legal actions in the engine's order, written in the notation."""
    return [format_action(a) for a in legal_actions(s, seat)]


def kind_names(cards: tuple[int, ...]) -> list[str]:
    """Returns the kinds of some Event cards."""
    return [C.KIND[c] for c in cards]


def do(s: GameState, *lines: str) -> tuple[GameState, list[object]]:
    """Plays notation lines and returns the state and all events (typed loosely for asserts)."""
    s2, ev = play(s, *lines)
    return s2, list(ev)


def refused(s: GameState, action: object) -> IllegalActionError:
    """Returns the IllegalActionError raised by applying `action`."""
    with pytest.raises(IllegalActionError) as info:
        apply(s, action)  # type: ignore[arg-type]
    return info.value


# --------------------------------------------------------------------------- who decides


def test_seats_to_act_for_a_turn_names_the_turns_seat() -> None:
    """Engine contract: a seat's decision frame names that one seat; current_frame is the top."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=3)
    assert seats_to_act(s) == (3,)
    assert current_frame(s) == TurnF(3)
    assert chance_request(s) is None


def test_seats_to_act_for_chance_and_the_pending_step() -> None:
    """Engine contract: a random step is chance's to act; chance_request returns that frame."""
    s = new_game(default_config(4))
    assert seats_to_act(s) == (CHANCE,)
    assert chance_request(s) == ChanceF("stars", 8)
    assert current_frame(s) == ChanceF("stars", 8)
    assert legal_actions(s, 0) == ()


def test_seats_to_act_when_the_game_is_over_is_empty() -> None:
    """Engine contract: with nothing pending nobody acts and no action is legal."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    s.stack = ()
    assert seats_to_act(s) == ()
    assert current_frame(s) is None
    assert chance_request(s) is None
    assert legal_actions(s, 0) == ()
    assert not is_legal(s, Reveal(0, 0))


def test_seats_to_act_frame_without_a_seat_is_chance_and_only_the_top_counts() -> None:
    """Engine contract: only the top frame decides; a frame naming no seat is the engine's own."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1, stack=[TurnF(1), FirstTurnF()])
    assert seats_to_act(s) == (CHANCE,)
    assert current_frame(s) == FirstTurnF()
    assert chance_request(s) is None
    s2 = position(4, fd=[0, 1], jr=[2, 3], turn=1, stack=[FirstTurnF(), TurnF(1)])
    assert seats_to_act(s2) == (1,)
    assert current_frame(s2) == TurnF(1)
    s3 = position(4, fd=[0, 1], jr=[2, 3], turn=1, stack=[ChanceF("row", 2), TurnF(1)])
    assert chance_request(s3) is None and seats_to_act(s3) == (1,)


def test_seats_to_act_in_a_vote_are_those_still_waiting() -> None:
    """Rulebook "Attack": everyone aboard with a Vote card votes; each seat decides once."""
    s = position(4, fd=[0, 1, 2], jr=[3])
    s, ev = do(s, "P1 attack")
    assert ev == [VoteCalled(0, "attack", FD, (0, 1, 2))]
    assert seats_to_act(s) == (0, 1, 2)
    assert current_frame(s) == VoteF("attack", 0, FD, (0, 1, 2), (0, 1, 2))
    assert texts(s, 3) == []
    assert texts(s, 1) == ["P2 vote v3", "P2 vote v4", "P2 vote v5"]
    s, _ = do(s, "P2 vote v3")
    assert seats_to_act(s) == (0, 2)
    assert texts(s, 1) == []


# --------------------------------------------------------------------------- the legal cache


def test_legal_actions_are_computed_once_per_seat_and_state() -> None:
    """Engine contract: legal_actions returns the same immutable tuple on every call."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    assert s._legal is None
    first = legal_actions(s, 0)
    assert s._legal == {0: first}
    assert legal_actions(s, 0) is first
    other = legal_actions(s, 1)
    assert other == ()
    assert s._legal == {0: first, 1: ()}
    assert legal_actions(s, 1) is other
    assert legal_actions(s, 0) is first


# --------------------------------------------------------------------------- turn actions


def test_turn_actions_full_list_with_the_captain_of_the_flying_dutchman() -> None:
    """Rulebook "Potential Actions" + R7: row actions on face-down cards, Rowboat, Captain roles."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=[None, "letter_of_marque", None, "pistol", "albatross"])
    assert s.row[1] == 0  # Event card id 0 is a face-down card like any other
    assert texts(s, 0) == [
        "P1 view 2 4", "P1 view 2 5", "P1 view 4 5",
        "P1 reveal 2", "P1 reveal 4", "P1 reveal 5",
        "P1 force 2 4 P2", "P1 force 2 4 P3", "P1 force 2 4 P4",
        "P1 force 2 5 P2", "P1 force 2 5 P3", "P1 force 2 5 P4",
        "P1 force 4 5 P2", "P1 force 4 5 P3", "P1 force 4 5 P4",
        "P1 move RB1", "P1 attack", "P1 maroon P2",
    ]
    for seat in (1, 2, 3):
        assert texts(s, seat) == []


def test_turn_actions_of_the_jolly_roger_captain_alone_aboard() -> None:
    """Rulebook roles: a lone Captain is also the Cabin Boy; no First Mate, so no Mutiny."""
    s = position(3, fd=[0, 1], jr=[2], holds=(0, 0, 1, 1), galleon=4, turn=2,
                 row=[None, None, "pistol", None, None])
    assert texts(s, 2) == [
        "P3 reveal 3", "P3 move RB2", "P3 attack", "P3 shift B>F", "P3 shift F>B",
    ]


def test_turn_actions_first_mate_and_cabin_boy_of_each_ship() -> None:
    """Rulebook roles: the First Mate may call a Mutiny; the Cabin Boy shifts from a non-empty hold."""
    s = position(5, fd=[0, 1, 2], jr=[3, 4], holds=(1, 0, 0, 1), turn=1, row=[None, None, None, None, None],
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 1) == ["P2 move RB1", "P2 mutiny"]
    s = position(5, fd=[0, 1, 2], jr=[3, 4], holds=(1, 0, 0, 1), turn=2, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 2) == ["P3 move RB1", "P3 shift B>F"]
    s = position(5, fd=[0, 1, 2], jr=[3, 4], holds=(1, 0, 0, 1), turn=4, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 4) == ["P5 move RB2", "P5 mutiny", "P5 shift F>B"]
    s = position(5, fd=[0, 1, 2], jr=[3, 4], holds=(0, 1, 1, 0), turn=4, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 4) == ["P5 move RB2", "P5 mutiny", "P5 shift B>F"]
    s = position(5, fd=[0, 1, 2], jr=[3, 4], holds=(0, 1, 1, 0), turn=3, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 3) == ["P4 move RB2", "P4 attack", "P4 maroon P5"]


def test_turn_actions_of_the_governor_and_on_tortuga() -> None:
    """Rulebook "Tortuga": anyone there may take a free Rowboat; only the Governor calls a Brawl."""
    s = position(5, fd=[0], jr=[1], tortuga=[2, 3, 4], turn=2, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 2) == ["P3 move RB1", "P3 move RB2", "P3 brawl"]
    s = position(5, fd=[0], jr=[1], tortuga=[2, 3, 4], turn=3, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 3) == ["P4 move RB1", "P4 move RB2"]
    s = position(5, fd=[0], jr=[1], tortuga=[2, 4], boats=(3, -1), turn=4, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 4) == ["P5 move RB2"]
    s = position(5, fd=[0], jr=[1], tortuga=[2, 4], boats=(-1, 3), turn=4, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 4) == ["P5 move RB1"]
    s = position(5, fd=[0], jr=[1], tortuga=[2, 4, 3], exploded=RB2, turn=4, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 4) == ["P5 move RB1"]
    s = position(5, fd=[0], jr=[1], tortuga=[2, 4, 3], exploded=RB1, turn=4, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 4) == ["P5 move RB2"]


def test_move_actions_from_a_ship_use_its_own_rowboat_only() -> None:
    """Rulebook "Rowboats": a pawn on a ship moves onto the adjoining Rowboat if it is free."""
    base = dict(fd=[0, 1], jr=[2], row=[None] * 5, event_deck=["spanish_armada", "pistol"])
    s = position(4, **base, boats=(-1, 3), turn=1)  # type: ignore[arg-type]
    assert texts(s, 1) == ["P2 move RB1", "P2 mutiny", "P2 shift B>F"]
    s = position(4, **base, boats=(3, -1), turn=1)  # type: ignore[arg-type]
    assert texts(s, 1) == ["P2 mutiny", "P2 shift B>F"]
    s = position(4, **base, tortuga=[3], exploded=RB1, turn=1)  # type: ignore[arg-type]
    assert texts(s, 1) == ["P2 mutiny", "P2 shift B>F"]
    s = position(4, **base, boats=(3, -1), turn=2)  # type: ignore[arg-type]
    assert texts(s, 2) == ["P3 move RB2", "P3 attack", "P3 shift F>B"]
    s = position(4, **base, boats=(-1, 3), turn=2)  # type: ignore[arg-type]
    assert texts(s, 2) == ["P3 attack", "P3 shift F>B"]
    s = position(4, **base, tortuga=[3], exploded=RB2, turn=2)  # type: ignore[arg-type]
    assert texts(s, 2) == ["P3 attack", "P3 shift F>B"]


def test_move_actions_from_a_rowboat_to_tortuga_or_a_ship_with_room() -> None:
    """Rulebook "Rowboats": from a Rowboat to Tortuga or the back of its ship, if under 5 pawns."""
    s = position(7, fd=[0, 1, 2, 3, 4], jr=[5], boats=(6, -1), turn=6, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 6) == ["P7 move TO"]
    s = position(7, fd=[0, 1, 2, 3], jr=[5], tortuga=[4], boats=(6, -1), turn=6, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 6) == ["P7 move TO", "P7 move FD"]
    s = position(7, fd=[5], jr=[0, 1, 2, 3, 4], boats=(-1, 6), turn=6, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 6) == ["P7 move TO"]
    s = position(7, fd=[5], jr=[0, 1, 2, 3], tortuga=[4], boats=(-1, 6), turn=6, row=[None] * 5,
                 event_deck=["spanish_armada", "pistol"])
    assert texts(s, 6) == ["P7 move TO", "P7 move JR"]


def test_row_actions_with_one_and_with_no_face_down_card() -> None:
    """R7: View and Force need 2 face-down cards, Reveal needs 1 (the last slot counts)."""
    s = position(2, fd=[0], jr=[1], row=[None, None, None, None, "pistol"], actions_left=1)
    assert texts(s, 0) == ["P1 reveal 5", "P1 move RB1", "P1 attack", "P1 shift B>F"]
    s = position(2, fd=[0], jr=[1], row=[None] * 5, event_deck=["spanish_armada", "pistol"])
    assert texts(s, 0) == ["P1 move RB1", "P1 attack", "P1 shift B>F"]
    s = position(2, fd=[0], jr=[1], row=["pistol", None, None, None, "albatross"])
    assert texts(s, 0) == [
        "P1 view 1 5", "P1 reveal 1", "P1 reveal 5", "P1 force 1 5 P2",
        "P1 move RB1", "P1 attack", "P1 shift B>F",
    ]


def test_row_actions_depend_on_seat_count_seat_and_slots() -> None:
    """R7: Force names any other player; the memo never mixes seats, player counts or rows."""
    _ROW_CACHE.clear()  # a fresh memo: every call below computes its answer once
    assert _row_actions(3, 0, (0, 4)) == (View(0, 0, 4), Reveal(0, 0), Reveal(0, 4),
                                          parse_action("P1 force 1 5 P2"), parse_action("P1 force 1 5 P3"))
    assert _row_actions(3, 1, (0, 4)) == (View(1, 0, 4), Reveal(1, 0), Reveal(1, 4),
                                          parse_action("P2 force 1 5 P1"), parse_action("P2 force 1 5 P3"))
    assert _row_actions(2, 1, (0, 4)) == (View(1, 0, 4), Reveal(1, 0), Reveal(1, 4),
                                          parse_action("P2 force 1 5 P1"))
    assert _row_actions(2, 1, (2,)) == (Reveal(1, 2),)
    assert _row_actions(2, 1, ()) == ()
    assert _row_actions(3, 2, (0, 4)) is _row_actions(3, 2, (0, 4))


@pytest.mark.parametrize(("holds", "galleon", "fd_can", "jr_can"), [
    ((0, 0, 0, 0), 6, True, True),
    ((0, 0, 5, 0), 1, True, True),
    ((1, 0, 5, 0), 0, True, True),
    ((0, 1, 0, 5), 0, True, True),
    ((6, 0, 0, 0), 0, False, True),
    ((0, 6, 0, 0), 0, False, True),
    ((0, 0, 6, 0), 0, True, False),
    ((0, 0, 0, 6), 0, True, False),
    ((0, 0, 1, 5), 0, True, False),
])
def test_attack_needs_treasure_on_the_galleon_or_the_other_ship(
    holds: tuple[int, int, int, int], galleon: int, fd_can: bool, jr_can: bool
) -> None:
    """R5: an Attack needs treasure on the Galleon or, the Galleon empty, on the other ship."""
    s = position(4, fd=[0, 1], jr=[2, 3], holds=holds, galleon=galleon)
    assert can_attack(s, FD) is fd_can
    assert can_attack(s, JR) is jr_can
    assert ("P1 attack" in texts(s, 0)) is fd_can
    s2 = position(4, fd=[0, 1], jr=[2, 3], holds=holds, galleon=galleon, turn=2)
    assert ("P3 attack" in texts(s2, 2)) is jr_can


def test_letter_of_marque_moves_pawns_on_tortuga_and_on_rowboats() -> None:
    """Event card: Letter of Marque - anyone on Tortuga or a Rowboat to the back of a ship with room."""
    s = position(5, fd=[0], jr=[1], tortuga=[4], boats=(3, 2), front={0: ["letter_of_marque"]},
                 row=[None] * 5, event_deck=["spanish_armada", "pistol"])
    assert texts(s, 0) == [
        "P1 attack", "P1 shift B>F",
        "P1 marque P3 FD", "P1 marque P3 JR", "P1 marque P4 FD", "P1 marque P4 JR",
        "P1 marque P5 FD", "P1 marque P5 JR",
    ]
    card = s.front[0][0]
    s2, ev = do(s, "P1 marque P4 JR")
    assert ev == [Moved(3, RB1, JR, "letter_of_marque"), Discarded("letter_of_marque"), TurnBegan(1)]
    assert s2.boats == (-1, 2) and s2.ships == ((0,), (1, 3)) and s2.tortuga == (4,)
    assert s2.front[0] == () and s2.discard == (card,)
    s3, ev = do(s, "P1 marque P3 FD")
    assert ev == [Moved(2, RB2, FD, "letter_of_marque"), Discarded("letter_of_marque"), TurnBegan(1)]
    assert s3.boats == (3, -1) and s3.ships == ((0, 2), (1,))
    s4, ev = do(s, "P1 marque P5 FD")
    assert ev == [Moved(4, TORTUGA, FD, "letter_of_marque"), Discarded("letter_of_marque"), TurnBegan(1)]
    assert s4.tortuga == () and s4.ships == ((0, 4), (1,))


def test_no_letter_of_marque_no_marque_moves() -> None:
    """Event card: Letter of Marque - only its holder may play it."""
    s = position(5, fd=[0], jr=[1], tortuga=[4], boats=(3, 2), front={1: ["letter_of_marque"]},
                 row=[None] * 5, event_deck=["spanish_armada", "pistol"])
    assert texts(s, 0) == ["P1 attack", "P1 shift B>F"]


# --------------------------------------------------------------------------- canonical / is_legal


def test_canonical_chance_accepts_only_a_permutation_of_the_pending_size() -> None:
    """Engine contract: a chance outcome is a tuple of ints, a permutation of range(n)."""
    s = new_game(default_config(4))
    good = Chance("stars", tuple(range(8)))
    got = canonical(s, good)
    assert got == good and type(got) is Chance and is_legal(s, good)
    assert canonical(s, Chance("loyalty", tuple(range(8)))) is None
    assert canonical(s, Chance("stars", list(range(8)))) is None  # type: ignore[arg-type]
    assert canonical(s, Chance("stars", tuple(range(7)))) is None
    assert canonical(s, Chance("stars", tuple(range(9)))) is None
    assert canonical(s, Chance("stars", (True, 0, 2, 3, 4, 5, 6, 7))) is None
    assert canonical(s, Chance("stars", (0, 0, 2, 3, 4, 5, 6, 7))) is None
    assert canonical(s, Chance("stars", (1, 2, 3, 4, 5, 6, 7, 8))) is None
    assert canonical(s, Chance("stars", (7, 6, 5, 4, 3, 2, 1, 0))) == Chance("stars", (7, 6, 5, 4, 3, 2, 1, 0))
    assert not is_legal(s, Chance("stars", (0,) * 8))
    turn = position(4, fd=[0, 1], jr=[2, 3])
    assert canonical(turn, Chance("stars", tuple(range(8)))) is None


def test_canonical_returns_the_engines_own_copy_of_a_legal_action() -> None:
    """Engine contract: an equal action is replaced by the legal one; a wrong seat type is refused."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1)
    legal = legal_actions(s, 1)
    chosen = legal[3]
    assert canonical(s, chosen) is chosen
    copy = View(1, chosen.a, chosen.b)  # type: ignore[union-attr]
    assert copy == chosen and copy is not chosen
    assert canonical(s, copy) is chosen
    forged = Reveal(1, False)  # type: ignore[arg-type]  # equal to Reveal(1, 0)
    got = canonical(s, forged)
    assert got is not None and got == Reveal(1, 0) and type(got.slot) is int  # type: ignore[union-attr]
    assert canonical(s, Reveal(True, 0)) is None  # type: ignore[arg-type]
    assert canonical(s, Reveal(1.0, 0)) is None  # type: ignore[arg-type]
    assert canonical(s, "P2 reveal 1") is None  # type: ignore[arg-type]
    assert canonical(s, Reveal(0, 0)) is None
    assert canonical(s, Reveal(1, 5)) is None
    assert is_legal(s, Reveal(1, 4)) is True
    assert is_legal(s, Reveal(1, 5)) is False


# --------------------------------------------------------------------------- apply


def test_apply_counts_the_step_and_leaves_the_old_state() -> None:
    """Engine contract: apply returns a new state one step on; the given state is unchanged."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    s.steps = 7
    s2, ev = apply(s, View(0, 1, 3))
    assert s2.steps == 8 and s.steps == 7
    assert s.stack == (TurnF(0),) and s.known[0] == (-1,) * 5 and s.turn == 0
    assert s2.stack == (TurnF(1),) and s2.turn == 1
    assert ev == [Viewed(0, 1, 3), Saw(0, 1, "black_spot", 3, "albatross"), TurnBegan(1)]
    s3, ev3 = apply(s, View(0, 1, 3), validate=False)
    assert ev3 == ev and s3.stack == s2.stack and s3.known == s2.known and s3.steps == 8


def test_apply_refuses_an_illegal_action_with_its_explanation() -> None:
    """Engine contract: an illegal action raises IllegalActionError naming the rule it breaks."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    err = refused(s, Reveal(1, 0))
    assert err.code == "not_your_decision"
    assert err.rule == "rulebook: Game Play"
    assert err.message == "It is not P2's decision now: waiting for P1 to choose a turn action."
    assert err.params == {"seat": 1, "waiting": (0,)}
    err = refused(s, Move(0, TORTUGA))
    assert err.code == "via_rowboat" and err.rule == "rulebook: Rowboats"


def test_apply_refuses_a_malformed_action_as_such() -> None:
    """Engine contract: something that is not an action of this game is refused as malformed."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    err = refused(s, "garbage")
    assert (err.code, err.rule, err.message, err.params) == (
        "malformed", "rulebook: Game Play", "'garbage' is not an action of this game.", {},
    )
    assert str(err) == "'garbage' is not an action of this game. (rulebook: Game Play)"


def test_apply_without_validation_runs_a_non_decision_frame_into_an_error() -> None:
    """Engine contract: only decision frames take actions (an automatic frame is a bug)."""
    s = position(4, fd=[0, 1], jr=[2, 3], stack=[TurnF(0)])
    s.stack = (DrawF((0,)),)
    with pytest.raises(AssertionError, match=r"DrawF\(seats=\(0,\)\) is not a decision"):
        apply(s, Reveal(0, 0), validate=False)
    s.stack = (TurnF(0),)
    with pytest.raises(AssertionError, match=r"not a turn action: Pick\(seat=0, slot=0\)"):
        apply(s, Pick(0, 0), validate=False)


# --------------------------------------------------------------------------- setup decisions


def _setup_to_holds(pawns: tuple[int, ...]) -> GameState:
    s = new_game(default_config(4))
    for what, n in (("stars", 8), ("loyalty", 4), ("votes", C.N_VOTE)):
        s, _ = apply(s, Chance(what, tuple(range(n))))
    f = chance_request(s)
    assert f is not None and f.what == "events"
    s, _ = apply(s, Chance("events", tuple(range(f.n))))
    s, ev = apply(s, Chance("pawns", pawns))
    assert ev == [PawnsPlaced(pawns[0::2], pawns[1::2])]
    return s


def test_start_hold_each_captain_chooses_for_their_own_ship() -> None:
    """Rulebook "Setup": each Captain puts the starting treasure in a hold of their choice (FD first)."""
    s = _setup_to_holds((0, 1, 2, 3))
    assert s.stack[-2:] == (StartHoldF(1), StartHoldF(0))
    assert legal_actions(s, 0) == (StartHold(0, 0), StartHold(0, 1))
    assert legal_actions(s, 1) == ()
    s, ev = apply(s, StartHold(0, 1))
    assert ev == [StartHoldChosen(0, FD, 1)]
    assert s.holds == (0, 1, 0, 0)
    assert legal_actions(s, 1) == (StartHold(1, 0), StartHold(1, 1))
    assert legal_actions(s, 0) == ()
    s, ev = apply(s, StartHold(1, 0))
    assert ev == [StartHoldChosen(1, JR, 0), TurnBegan(1)]
    assert s.holds == (0, 1, 1, 0) and s.turn == 1 and s.stack == (TurnF(1),)


def test_start_hold_other_choices_and_other_captains() -> None:
    """Rulebook "Setup": the British hold of the Flying Dutchman, the French of the Jolly Roger."""
    s = _setup_to_holds((3, 2, 1, 0))
    s, ev = apply(s, StartHold(3, 0))
    assert ev == [StartHoldChosen(3, FD, 0)] and s.holds == (1, 0, 0, 0)
    s, ev = apply(s, StartHold(2, 1))
    assert ev == [StartHoldChosen(2, JR, 1), TurnBegan(2)] and s.holds == (1, 0, 0, 1)


# --------------------------------------------------------------------------- Force and Pick


def test_force_makes_the_target_pick_and_reveal() -> None:
    """Rulebook "Force another player": the target picks one of the two and is the revealer."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1, row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P2 force 2 5 P4")
    assert ev == [Forced(1, 3, 1, 4)]
    assert s.stack[-2:] == (EndActionF(1), ForcedPickF(3, 1, 4, 1))
    assert seats_to_act(s) == (3,)
    assert legal_actions(s, 3) == (Pick(3, 1), Pick(3, 4))
    assert legal_actions(s, 1) == ()
    s2, ev = do(s, "P4 pick 5")
    assert ev == [Revealed(3, 4, "pistol")]
    assert s2.stack[-1] == ResolveF(3, s.row[4], "pistol")
    assert texts(s2, 3) == ["P4 pistol P1", "P4 pistol P2", "P4 pistol P3"]
    s3, ev = do(s, "P4 pick 2")
    assert ev == [Revealed(3, 1, "black_spot"), Discarded("black_spot"), Marooned(3, JR, "black_spot"),
                  Replaced(1, 1), TurnBegan(2)]
    assert s3.tortuga == (3,) and s3.ships == ((0, 1), (2,))


# --------------------------------------------------------------------------- revealing and resolving


def test_resolve_a_pistol_exact_choices_and_events() -> None:
    """Event card: Pistol - the revealer maroons another player of their choice."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=2, row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    card = s.row[0]
    s, ev = do(s, "P3 reveal 1")
    assert ev == [Revealed(2, 0, "pistol")]
    assert s.stack[-1] == ResolveF(2, card, "pistol")
    assert legal_actions(s, 2) == (Pistol(2, 0), Pistol(2, 1), Pistol(2, 3))
    assert legal_actions(s, 0) == ()
    s, ev = do(s, "P3 pistol P1")
    assert ev == [PistolAimed(2, 0), Discarded("pistol"), Marooned(0, FD, "pistol"), Replaced(0, 1), TurnBegan(3)]
    assert s.ships == ((1,), (2, 3)) and s.tortuga == (0,)


def test_crows_nest_target_and_search() -> None:
    """Event card: Crow's Nest - the chosen player's hand goes back; the revealer searches new cards."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=0, row=["crows_nest", None, None, "pistol", "pistol"],
                 event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P1 reveal 1")
    assert legal_actions(s, 0) == (Crow(0, 0), Crow(0, 1), Crow(0, 2), Crow(0, 3))
    s, ev = apply(s, Crow(0, 2))
    assert ev == [Discarded("crows_nest"), CrowsNest(0, 2, 3)]
    assert s.hands[2] == ()
    assert s.stack[-2:] == (ChanceF("crow_shuffle", 20, (2,)), CrowSearchF(0, 2, 3))
    deck = sorted(s.vote_deck)
    assert deck == [6, 7, 8] + list(range(12, 32))
    assert legal_actions(s, 0) == tuple(Search(0, c) for c in deck)
    assert legal_actions(s, 2) == ()
    s, ev = apply(s, Search(0, 30))
    assert ev == [Searched(0, 2, 30)]
    assert s.hands[2] == (30,) and 30 not in s.vote_deck
    assert s.stack[-1] == CrowSearchF(0, 2, 2)


def test_take_after_an_attack_of_the_jolly_roger() -> None:
    """R5: the Captain takes 1 Galleon treasure into a hold of their own ship, or declines."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=2, hands={2: [0, 9, 21], 3: [1, 10, 22]})
    s, ev = do(s, "P3 attack", "P3 vote v0", "P4 vote v10")
    assert s.stack[-1] == TakeF(2, JR)
    assert legal_actions(s, 2) == (Take(2, GALLEON, 2), Take(2, GALLEON, 3), Take(2, NOWHERE, NOWHERE))
    assert legal_actions(s, 3) == ()
    s2, ev = apply(s, Take(2, GALLEON, 3))
    assert ev == [TreasureTaken(2, GALLEON, 3)]
    assert s2.galleon == 3 and s2.holds == (1, 0, 0, 2)


def test_take_from_the_other_ship_when_the_galleon_is_empty() -> None:
    """R5: with the Galleon empty the Captain plunders the other ship's holds."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=0, galleon=0, holds=(0, 5, 1, 0),
                 hands={0: [0, 9, 21], 1: [1, 10, 22]})
    s, ev = do(s, "P1 attack", "P1 vote v0", "P2 vote v10")
    assert s.stack[-1] == TakeF(0, FD)
    assert legal_actions(s, 0) == (Take(0, 2, 0), Take(0, 2, 1), Take(0, NOWHERE, NOWHERE))


# --------------------------------------------------------------------------- Atlantis and Fountain


def test_atlantis_use_from_each_ship() -> None:
    """Event card: Atlantis - before a turn the holder moves to the back of the other ship."""
    s = position(4, fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, turn=2,
                 stack=[TurnStartF(3, True), AtlantisF(1, 3)])
    card = s.front[1][0]
    assert seats_to_act(s) == (1,)
    assert legal_actions(s, 1) == (Atlantis(1, True), Atlantis(1, False))
    assert legal_actions(s, 3) == ()
    s2, ev = apply(s, Atlantis(1, True))
    assert ev == [Moved(1, FD, JR, "atlantis"), Discarded("atlantis"), TurnBegan(3)]
    assert s2.ships == ((0,), (2, 3, 1)) and s2.front[1] == () and s2.discard == (card,)
    assert s2.turn == 3
    s = position(4, fd=[0, 1], jr=[2, 3], front={3: ["atlantis"]}, turn=2,
                 stack=[TurnStartF(0, True), AtlantisF(3, 0)])
    s2, ev = apply(s, Atlantis(3, True))
    assert ev == [Moved(3, JR, FD, "atlantis"), Discarded("atlantis"), TurnBegan(0)]
    assert s2.ships == ((0, 1, 3), (2,))


def test_atlantis_pass_keeps_the_card() -> None:
    """Event card: Atlantis - the holder may let the window pass and keep the map."""
    s = position(4, fd=[0, 1], jr=[2, 3], front={2: ["atlantis"]}, turn=0,
                 stack=[TurnStartF(1, True), AtlantisF(2, 1)])
    s2, ev = apply(s, Atlantis(2, False))
    assert ev == [AtlantisPassed(2), TurnBegan(1)]
    assert s2.ships == s.ships and s2.front == s.front and s2.turn == 1


def test_fountain_refuses_a_captains_maroon_or_not() -> None:
    """Event card: Fountain of Youth - the holder may refuse being marooned, discarding the card."""
    s = position(4, fd=[0, 1, 2], jr=[3], front={2: ["fountain_of_youth"]})
    s, ev = do(s, "P1 maroon P3")
    assert ev == [CaptainMaroons(0, 2)]
    assert s.stack[-1] == FountainF(2, "captain")
    assert legal_actions(s, 2) == (Fountain(2, True), Fountain(2, False))
    assert legal_actions(s, 0) == ()
    used, ev = apply(s, Fountain(2, True))
    assert ev == [FountainUsed(2, "captain"), Discarded("fountain_of_youth"), TurnBegan(1)]
    assert used.ships == ((0, 1, 2), (3,)) and used.front[2] == ()
    assert kind_names(used.discard) == ["fountain_of_youth"]
    kept, ev = apply(s, Fountain(2, False))
    assert ev == [Marooned(2, FD, "captain"), TurnBegan(1)]
    assert kept.ships == ((0, 1), (3,)) and kept.tortuga == (2,)
    assert kind_names(kept.front[2]) == ["fountain_of_youth"] and kept.discard == ()


# --------------------------------------------------------------------------- turn actions applied


def test_reveal_view_and_move_events() -> None:
    """Rulebook "Potential Actions": each turn action's exact events, then the next turn."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=3, row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    s2, ev = do(s, "P4 reveal 5")
    assert ev == [Revealed(3, 4, "pistol")] and s2.stack[-1] == ResolveF(3, s.row[4], "pistol")
    s2, ev = do(s, "P4 view 4 5")
    assert ev == [Viewed(3, 3, 4), Saw(3, 3, "albatross", 4, "pistol"), TurnBegan(0)]
    assert s2.known[3] == (-1, -1, -1, s.row[3], s.row[4])
    s2, ev = do(s, "P4 move RB2")
    assert ev == [Moved(3, JR, RB2, "row"), TurnBegan(0)]
    assert s2.boats == (-1, 3) and s2.ships == ((0, 1), (2,))


def test_attack_mutiny_and_brawl_call_the_right_vote() -> None:
    """Rulebook "Attack", "Mutiny", "Brawl": who calls, at which place, who takes part."""
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=2)
    s2, ev = do(s, "P3 attack")
    assert ev == [VoteCalled(2, "attack", JR, (2, 3))]
    assert s2.stack[-2:] == (EndActionF(2), VoteF("attack", 2, JR, (2, 3), (2, 3)))
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=3)
    s2, ev = do(s, "P4 mutiny")
    assert ev == [VoteCalled(3, "mutiny", JR, (3,))]
    assert s2.stack[-1] == VoteF("mutiny", 3, JR, (3,), (3,))
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=1)
    s2, ev = do(s, "P2 mutiny")
    assert ev == [VoteCalled(1, "mutiny", FD, (1,))]
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=4)
    s2, ev = do(s, "P5 brawl")
    assert ev == [VoteCalled(4, "brawl", TORTUGA, (4,))]
    assert s2.stack[-1] == VoteF("brawl", 4, TORTUGA, (4,), (4,))
    s = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=0)
    s2, ev = do(s, "P1 attack")
    assert s2.stack[-1] == VoteF("attack", 0, FD, (0, 1), (0, 1))


def test_captain_maroons_a_crewmate_without_a_fountain() -> None:
    """Rulebook "Maroon": the Captain sends a crewmate to the back of Tortuga's line."""
    s = position(4, fd=[0, 1], jr=[2, 3], tortuga=[], turn=2)
    s2, ev = do(s, "P3 maroon P4")
    assert ev == [CaptainMaroons(2, 3), Marooned(3, JR, "captain"), TurnBegan(3)]
    assert s2.ships == ((0, 1), (2,)) and s2.tortuga == (3,)


@pytest.mark.parametrize(("fd", "jr", "seat", "src", "holds", "after", "ship"), [
    ([0], [1, 2], 0, 0, (1, 0, 0, 1), (0, 1, 0, 1), FD),
    ([1, 0], [2], 0, 1, (1, 2, 0, 1), (2, 1, 0, 1), FD),
    ([1], [2, 0], 0, 0, (1, 0, 3, 1), (1, 0, 2, 2), JR),
    ([1, 2], [0], 0, 1, (1, 0, 0, 1), (1, 0, 1, 0), JR),
])
def test_cabin_boy_shifts_one_treasure_on_their_own_ship(
    fd: list[int], jr: list[int], seat: int, src: int, holds: tuple[int, int, int, int],
    after: tuple[int, int, int, int], ship: int,
) -> None:
    """Rulebook "Cabin Boy": move 1 treasure from one hold of their ship to the other."""
    galleon = 8 - 2 - sum(holds)
    s = position(3, fd=fd, jr=jr, holds=holds, galleon=galleon, turn=seat)
    line = f"P{seat + 1} shift {'BF'[src]}>{'BF'[1 - src]}"
    s2, ev = do(s, line)
    assert ev == [Shifted(seat, ship, src), TurnBegan(1)]
    assert s2.holds == after


def test_two_player_game_has_two_actions_per_turn() -> None:
    """Rulebook "2 players": each turn is two actions; the same seat decides again."""
    s = position(2, fd=[0], jr=[1], row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    assert s.actions_left == 2
    s, ev = do(s, "P1 view 1 2")
    assert ev == [Viewed(0, 0, 1), Saw(0, 0, "pistol", 1, "black_spot")]
    assert s.stack == (TurnF(0),) and s.actions_left == 1 and s.turn == 0
    s, ev = do(s, "P1 move RB1")
    assert ev == [Moved(0, FD, RB1, "row"), TurnBegan(1)]
    assert s.actions_left == 2 and s.turn == 1


def test_keep_the_letter_of_marque() -> None:
    """Event card: Letter of Marque - the revealer may keep it face up for later."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], row=ROW5, event_deck=["eight_bells", "spanish_armada"])
    s, ev = do(s, "P1 reveal 3")
    assert ev == [Revealed(0, 2, "letter_of_marque")]
    assert texts(s, 0) == ["P1 keep", "P1 marque P4 FD", "P1 marque P4 JR"]
    s, ev = do(s, "P1 keep")
    assert ev == [Kept(0, "letter_of_marque"), Replaced(2, 1), TurnBegan(1)]
    assert s.front[0] == (0,)


def test_lose_card_chance_uses_the_frame() -> None:
    """R11: a pawn marooned while on Tortuga loses a Vote card at random."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], row=["black_spot", None, None, "pistol", "pistol"],
                 event_deck=["eight_bells", "spanish_armada"], turn=3)
    s, ev = do(s, "P4 reveal 1")
    assert ev == [Revealed(3, 0, "black_spot"), Discarded("black_spot"), Marooned(3, TORTUGA, "black_spot")]
    assert s.stack[-1] == ChanceF("lose_card", 3, (3,))
    assert seats_to_act(s) == (CHANCE,)
    s, ev = apply(s, Chance("lose_card", (2, 0, 1)))
    assert ev == [CardLost(3), LostCard(3, 11), Replaced(0, 1), TurnBegan(0)]
    assert s.hands[3] == (9, 10) and s.stack == (TurnF(0),)


def test_start_hold_adds_one_treasure_to_what_the_hold_has() -> None:
    """Rulebook "Setup": the Captain's starting treasure is one token added to the chosen hold."""
    s = position(4, fd=[0, 1], jr=[2, 3], holds=(1, 0, 2, 0), galleon=3, turn=0,
                 stack=[StartHoldF(2), StartHoldF(0)])
    s, ev = apply(s, StartHold(0, 0))
    assert ev == [StartHoldChosen(0, FD, 0)] and s.holds == (2, 0, 2, 0)
    s, ev = apply(s, StartHold(2, 0))
    assert ev[0] == StartHoldChosen(2, JR, 0) and s.holds == (2, 0, 3, 0)
