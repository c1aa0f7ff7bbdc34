"""Exact views (issue 13): every public and private field of `view_for` at every phase, end included.

Each test builds a position where every field has a value of its own (distinct counts, card id 0
face down, the Scurvy marker on two seats, both teams' totals different) and compares the whole
`SeatView` of a seat, of another seat and of the public view `view_for(state, None)` with a
literal one, so a field left out, swapped or computed wrongly shows.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import GameConfig, SeatConfig
from tortuga_qt.rules.engine import apply
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    EndActionF,
    ForcedPickF,
    FountainF,
    Frame,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    TurnStartF,
    VoteF,
)
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.places import RB2
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState, Result
from tortuga_qt.rules.views import (
    AtlantisDecision,
    ChanceDecision,
    CrowSearchDecision,
    Decision,
    ForcedPickDecision,
    FountainDecision,
    OpenTable,
    ResolveDecision,
    SeatView,
    StartHoldDecision,
    TakeDecision,
    TurnDecision,
    VoteDecision,
    VoteInProgress,
    omniscient_view,
    open_table,
    view_for,
    vote_section,
)

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
PIRATES = tuple(p.key for p in components().pirates[:5])
CONFIG = GameConfig(seats=tuple(SeatConfig(name=n, pirate=p) for n, p in zip(NAMES, PIRATES, strict=True)))
LOYALTY = (1, 0, 2, 0, 1)  # French, British, Dutch, British, French
HANDS = {0: [7, 2], 1: [0, 30, 11], 2: [5], 3: [], 4: [1, 3, 4, 6]}
IN_HANDS = {c for cards in HANDS.values() for c in cards}
DECK = [c for c in reversed(range(C.N_VOTE)) if c not in IN_HANDS]  # top first, not sorted
ROW_KINDS = ("letter_of_marque", None, "pistol", "albatross", "black_spot")
# card ids: letter_of_marque 0 (the id 0 on purpose), pistol 3 (the discard's comes after), albatross 6,
# black_spot 9.
ROW_IDS = (0, -1, 3, 6, 9)


def table(stack: list[Frame] | None = None, **kw: object) -> GameState:
    """Returns the 5-seat position whose every field has a value of its own (see the module docstring)."""
    args: dict[str, object] = dict(
        fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), exploded=RB2,
        galleon=3, holds=(1, 0, 0, 2), tortuga_treasure=(2, 0),
        loyalty=LOYALTY, hands=HANDS, vote_deck=DECK,
        row=list(ROW_KINDS), event_deck=["atlantis", "spanish_armada"], discard=["pistol", "el_dorado"],
        front={1: ["pirate_code"], 2: ["fountain_of_youth"]}, code_left={1: 1},
        turn=2, config=CONFIG, lost=[1, 3], known={0: {0: True, 3: True}, 1: {2: True}},
    )
    args.update(kw)
    s = position(5, **args)  # type: ignore[arg-type]
    if stack is not None:
        s = s.clone()
        s.stack = tuple(stack)
    return s


def expected(seat: int | None, **kw: object) -> SeatView:
    """Returns the exact view of `table()` waiting for P3's turn, with the fields in `kw` changed."""
    base = SeatView(
        seat=seat,
        names=NAMES,
        pirates=PIRATES,
        turn=2,
        actions_left=1,
        decision=TurnDecision((2,)),
        vote=None,
        ships=((0, 1), (2,)),
        tortuga=(3,),
        boats=(4, -1),
        exploded=RB2,
        galleon=3,
        holds=(1, 0, 0, 2),
        tortuga_treasure=(2, 0),
        team_totals=(3, 2),
        hand_counts=(2, 3, 1, 0, 4),
        vote_deck_count=C.N_VOTE - 10,
        event_deck_count=2,
        row_face_down=(True, False, True, True, True),
        discard=("pistol", "el_dorado"),
        front=((), ("pirate_code",), ("fountain_of_youth",), (), ()),
        lost_turn=(1, 3),
        pirate_code_left=(0, 1, 0, 0, 0),
        sudden_death=False,
        row_reshuffled=False,
        result=None,
        loyalties=(None,) * 5 if seat is None else tuple(LOYALTY[x] if x == seat else None for x in range(5)),
        hand=() if seat is None else tuple(sorted(HANDS[seat])),
        known=(None,) * 5,
        searchable=(),
        my_vote=(),
    )
    return replace(base, **kw)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- a turn


def test_table_is_consistent() -> None:
    """The hand-built table obeys every invariant and its cards are the ids the views below name."""
    s = table()
    check_state(s)
    assert s.row == ROW_IDS and s.vote_deck == tuple(DECK) and s.lost == 0b01010


def test_view_of_a_seat_that_noted_row_cards_every_field() -> None:
    """View contract + R13: P1 sees every public field, its own Loyalty and hand, and the row kinds it noted (id 0 too)."""
    assert view_for(table(), 0) == expected(0, known=("letter_of_marque", None, None, "albatross", None))


def test_view_of_another_seat_every_field() -> None:
    """View contract: P2 sees its own Loyalty (British) and hand, its one note, nothing of P1's."""
    assert view_for(table(), 1) == expected(1, known=(None, None, "pistol", None, None))


def test_view_of_a_seat_with_an_empty_hand_every_field() -> None:
    """View contract: P4 has no Vote cards and no notes; its Loyalty is its own."""
    v = view_for(table(), 3)
    assert v == expected(3)
    assert v.hand == () and v.loyalties == (None, None, None, 0, None)


def test_public_view_every_field() -> None:
    """View contract: the public view (the curtain) has every public field and no hand, Loyalty, note or search."""
    assert view_for(table(), None) == expected(None)


def test_public_view_shows_the_scurvy_marker_of_each_seat() -> None:
    """Event card Scurvy: the seats that lose their next turn are public, seat by seat (bit 0 is P1)."""
    assert view_for(table(lost=[0]), None).lost_turn == (0,)
    assert view_for(table(lost=[4]), None).lost_turn == (4,)
    assert view_for(table(lost=[0, 2, 4]), 1).lost_turn == (0, 2, 4)
    assert view_for(table(lost=[]), None).lost_turn == ()


def test_scurvy_on_tortuga_marks_both_seats_in_every_view() -> None:
    """Event card Scurvy on Tortuga: everyone there loses their next turn, shown to all (the marker is public)."""
    s = position(4, fd=[1], jr=[3], tortuga=[2, 0], row=["scurvy", "pistol", "pistol", None, None],
                 event_deck=["eight_bells", "spanish_armada"])
    s, _ = play(s, "P1 reveal 1")
    for seat in (None, 0, 1, 2, 3):
        assert view_for(s, seat).lost_turn == (0, 2)


def test_sudden_death_and_reshuffled_flags_are_shown() -> None:
    """R8, R9: whether the row was reshuffled and whether sudden death is on are public."""
    s = table(sudden=True, event_deck=["atlantis"])
    s.reshuffled = True
    check_state(s)
    for seat in (None, 2):
        v = view_for(s, seat)
        assert (v.sudden_death, v.row_reshuffled, v.event_deck_count) == (True, True, 1)
    s = table()
    assert (view_for(s, None).sudden_death, view_for(s, None).row_reshuffled) == (False, False)


def test_team_totals_follow_holds_and_tortuga() -> None:
    """Rulebook "Object of the Game": each team's total is both ships' holds of its colour plus its Tortuga area."""
    s = table(galleon=0, holds=(2, 1, 3, 0), tortuga_treasure=(0, 2))
    v = view_for(s, None)
    assert (v.holds, v.tortuga_treasure, v.team_totals, v.galleon) == ((2, 1, 3, 0), (0, 2), (5, 3), 0)


def test_two_player_actions_left() -> None:
    """Rulebook 2-player variant: the view shows the 2 actions of the turn, then the 1 left."""
    s = position(2, fd=[0], jr=[1], row=["pistol", "black_spot", "letter_of_marque", "albatross", "pistol"])
    assert view_for(s, 0).actions_left == 2 and view_for(s, None).actions_left == 2
    s, _ = play(s, "P1 view 1 2")
    assert view_for(s, 1).actions_left == 1 and view_for(s, None).turn == 0


# --------------------------------------------------------------------------- each decision


def _resolve_table(kind: str, seat: int) -> GameState:
    """The table while `seat` resolves the Event card of `kind` (taken out of the removed cards)."""
    s = table()
    card = next(c for c in s.removed if C.KIND[c] == kind)
    s = s.clone()
    s.removed = tuple(c for c in s.removed if c != card)
    s.stack = (TurnF(2), ResolveF(seat, card, kind))
    check_state(s)
    return s


@pytest.mark.parametrize(
    ("frame", "decision"),
    [
        (TurnF(4), TurnDecision((4,))),
        (StartHoldF(3), StartHoldDecision((3,))),
        (AtlantisF(1, 4), AtlantisDecision((1,), 4)),
        (ForcedPickF(3, 1, 4, 0), ForcedPickDecision((3,), 1, 4, 0)),
        (CrowSearchF(2, 4, 1), CrowSearchDecision((2,), 4, 1)),
        (TakeF(1, 0), TakeDecision((1,), 0)),
        (TakeF(3, 1), TakeDecision((3,), 1)),
        (FountainF(2, "black_spot"), FountainDecision((2,), "black_spot")),
        (ChanceF("row", 5), ChanceDecision((), "row")),
    ],
)
def test_each_decision_exactly(frame: Frame, decision: Decision) -> None:
    """View contract: the pending decision names exactly who decides and its public details, in every view."""
    s = table([TurnF(2), frame])
    for seat in (None, 0, 3):
        v = view_for(s, seat)
        assert v.decision == decision and v.vote is None and v.my_vote == ()


def test_decision_kinds() -> None:
    """View contract: each decision carries its kind name (what the screen and the bots dispatch on)."""
    assert [d.kind for d in (
        TurnDecision((0,)), StartHoldDecision((0,)), AtlantisDecision((0,), 1), ForcedPickDecision((0,), 1, 2, 3),
        ResolveDecision((0,), "x"), CrowSearchDecision((0,), 1, 2), VoteDecision((0,), "attack"),
        TakeDecision((0,), 1), FountainDecision((0,), "x"), ChanceDecision((), "row"),
    )] == ["turn", "start_hold", "atlantis", "forced_pick", "resolve", "crow_search", "vote", "take",
           "fountain", "chance"]


def test_resolve_decision_names_the_kind_never_the_card() -> None:
    """View contract: an Event card appears by kind, never by id (the id says nothing a seat may not know)."""
    s = _resolve_table("crows_nest", 2)
    for seat in (None, 2, 4):
        assert view_for(s, seat).decision == ResolveDecision((2,), "crows_nest")


def test_a_frame_that_is_no_decision_is_refused() -> None:
    """View contract: the views are asked only when a decision is pending; bookkeeping on top is an engine error."""
    s = table([TurnF(2), EndActionF(1)])
    with pytest.raises(AssertionError, match=r"^EndActionF\(seat=1\) is not a decision$"):
        view_for(s, None)
    s = table([TurnStartF(3)])
    with pytest.raises(AssertionError, match=r"^TurnStartF\(seat=3, atlantis_offered=False\) is not a decision$"):
        view_for(s, 0)


# --------------------------------------------------------------------------- a vote


def _vote_table() -> GameState:
    """A mutiny on the Flying Dutchman called by P2: P2 put down two cards, P4 one, P5 abstained, P1 still to vote."""
    hands = {0: [7, 2], 1: [11], 2: [5], 3: [], 4: [1, 3, 4, 6]}
    held = {c for cards in hands.values() for c in cards}
    s = table(hands=hands, vote_deck=[c for c in reversed(range(C.N_VOTE)) if c not in held]).clone()
    s.vote_deck = tuple(c for c in s.vote_deck if c not in (0, 12, 30))
    vote = VoteF("mutiny", caller=1, ship=0, participants=(0, 1, 3, 4), waiting=(0,),
                 played=((1, (0, 30)), (3, (12,))), abstained=(4,))
    s.stack = (TurnF(2), vote)
    check_state(s)
    return s


def test_vote_in_progress_every_field_for_each_seat() -> None:
    """R10 + view contract: all see who takes part, voted, abstained and how many cards lie down; each voter its own cards."""
    s = _vote_table()
    public = VoteInProgress("mutiny", 1, (0, 1, 3, 4), (1, 3), 3, (4,))
    decision = VoteDecision((0,), "mutiny")
    common = dict(decision=decision, vote=public, hand_counts=(2, 1, 1, 0, 4), vote_deck_count=C.N_VOTE - 11)
    assert view_for(s, None) == expected(None, **common)
    assert view_for(s, 1) == expected(1, **common, hand=(11,), my_vote=(0, 30),
                                      known=(None, None, "pistol", None, None))
    assert view_for(s, 3) == expected(3, **common, my_vote=(12,))
    assert view_for(s, 0) == expected(0, **common, known=("letter_of_marque", None, None, "albatross", None))
    assert view_for(s, 4).my_vote == ()


# --------------------------------------------------------------------------- Crow's Nest


def test_crows_nest_search_shows_the_sorted_vote_deck_to_the_searcher_only() -> None:
    """Event card Crow's Nest: the searcher alone looks through the whole Vote deck, shown sorted (not in deck order)."""
    s = table([TurnF(2), CrowSearchF(2, 4, 2)])
    searcher = view_for(s, 2)
    assert searcher == expected(2, decision=CrowSearchDecision((2,), 4, 2), searchable=tuple(sorted(DECK)))
    assert searcher.searchable[0] == 8 and searcher.searchable != tuple(DECK)
    for other in (None, 0, 4):
        assert view_for(s, other).searchable == ()


# --------------------------------------------------------------------------- setup


def test_views_during_setup_before_any_deal() -> None:
    """Rulebook "Setup": before the deal nothing is placed; the views show the empty mat and the pending chance."""
    cfg = GameConfig(seats=CONFIG.seats[:4], starred=("scurvy", "crows_nest", "pirate_code"))
    s = new_game(cfg)
    v = view_for(s, 2)
    assert v == SeatView(
        seat=2, names=NAMES[:4], pirates=PIRATES[:4], turn=-1, actions_left=0,
        decision=ChanceDecision((), "loyalty"), vote=None, ships=((), ()), tortuga=(), boats=(-1, -1),
        exploded=-1, galleon=4, holds=(0, 0, 0, 0), tortuga_treasure=(1, 1), team_totals=(1, 1),
        hand_counts=(0, 0, 0, 0), vote_deck_count=0, event_deck_count=0, row_face_down=(False,) * 5,
        discard=(), front=((),) * 4, lost_turn=(), pirate_code_left=(0, 0, 0, 0), sudden_death=False,
        row_reshuffled=False, result=None, loyalties=(None, None, 0, None), hand=(), known=(None,) * 5,
        searchable=(), my_vote=(),
    )


def test_views_after_the_deal_at_the_first_start_hold() -> None:
    """Rulebook "Setup": after the deals each seat sees its own Loyalty and 3 cards; the FD Captain chooses a hold first."""
    cfg = GameConfig(seats=CONFIG.seats[:4], starred=("scurvy", "crows_nest", "pirate_code"))
    s = new_game(cfg)
    s, _ = apply(s, Chance("loyalty", (3, 0, 1, 2)))  # cards B B F F: P1 F, P2 B, P3 B, P4 F
    s, _ = apply(s, Chance("votes", tuple(range(C.N_VOTE))))
    req = s.stack[-1]
    assert isinstance(req, ChanceF) and req.what == "events"
    s, _ = apply(s, Chance("events", tuple(range(req.n))))
    s, _ = apply(s, Chance("pawns", (2, 0, 3, 1)))
    common = dict(
        names=NAMES[:4], pirates=PIRATES[:4], turn=-1, actions_left=0,
        decision=StartHoldDecision((2,)), vote=None, ships=((2, 3), (0, 1)), tortuga=(), boats=(-1, -1),
        exploded=-1, galleon=4, holds=(0, 0, 0, 0), tortuga_treasure=(1, 1), team_totals=(1, 1),
        hand_counts=(3, 3, 3, 3), vote_deck_count=C.N_VOTE - 12, event_deck_count=req.n + 1 - 5,
        row_face_down=(True,) * 5, discard=(), front=((),) * 4, lost_turn=(), pirate_code_left=(0, 0, 0, 0),
        sudden_death=False, row_reshuffled=False, result=None, known=(None,) * 5, searchable=(), my_vote=(),
    )
    assert view_for(s, 1) == SeatView(seat=1, loyalties=(None, 0, None, None), hand=(1, 5, 9), **common)  # type: ignore[arg-type]
    assert view_for(s, 3) == SeatView(seat=3, loyalties=(None, None, None, 1), hand=(3, 7, 11), **common)  # type: ignore[arg-type]
    assert view_for(s, None) == SeatView(seat=None, loyalties=(None,) * 4, hand=(), **common)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the end


def _ended() -> GameState:
    """The table when P3 reveals the Spanish Armada in slot 1: British 3, French 2, the British win."""
    s = table(row=["spanish_armada", None, "pistol", "albatross", "black_spot"], event_deck=["atlantis"])
    s, _ = play(s, "P3 reveal 1")
    return s


def test_end_every_loyalty_revealed_in_each_seats_view() -> None:
    """Rulebook "End of the Game": at the end every Loyalty is revealed, to each seat; the result is shown."""
    s = _ended()
    result = Result("armada", 0, (1, 3), 3, 2)
    assert s.result == result
    common = dict(decision=None, vote=None, result=result, loyalties=LOYALTY, row_face_down=(False, False, True, True, True),
                  discard=("pistol", "el_dorado", "spanish_armada"), event_deck_count=1)
    assert view_for(s, 2) == expected(2, **common)
    assert view_for(s, 0) == expected(0, **common, known=(None, None, None, "albatross", None))
    assert view_for(s, 1) == expected(1, **common, known=(None, None, "pistol", None, None))


def test_end_public_view_reveals_every_loyalty_but_no_hand() -> None:
    """Rulebook "End of the Game": the public view shows every Loyalty once the game is over, still no hand."""
    s = _ended()
    v = view_for(s, None)
    assert v == expected(None, decision=None, result=Result("armada", 0, (1, 3), 3, 2), loyalties=LOYALTY,
                         row_face_down=(False, False, True, True, True),
                         discard=("pistol", "el_dorado", "spanish_armada"), event_deck_count=1)
    assert v.hand == () and v.known == (None,) * 5


def test_end_french_win_and_dutch_tie_results_in_views() -> None:
    """Rulebook "End of the Game": the French win on more treasure; an odd-count tie goes to the Dutch seat."""
    s = table(row=["spanish_armada", None, "pistol", "albatross", "black_spot"], event_deck=["atlantis"],
              holds=(0, 1, 0, 2), tortuga_treasure=(1, 1), galleon=3)
    s, _ = play(s, "P3 reveal 1")
    assert view_for(s, None).result == Result("armada", 1, (0, 4), 1, 4)
    assert view_for(s, 3).loyalties == LOYALTY
    s = table(row=["spanish_armada", None, "pistol", "albatross", "black_spot"], event_deck=["atlantis"],
              holds=(1, 0, 0, 1), tortuga_treasure=(1, 1), galleon=4)
    s, _ = play(s, "P3 reveal 1")
    v = view_for(s, 4)
    assert v.result == Result("dutch_tie", 2, (2,), 2, 2) and v.team_totals == (2, 2) and v.loyalties == LOYALTY


# --------------------------------------------------------------------------- replay: everything face up


def test_omniscient_view_shows_every_row_card_and_loyalty() -> None:
    """Replay contract: the open view is the public view with every row card's kind (id 0 too) and every Loyalty."""
    s = table()
    assert omniscient_view(s) == expected(
        None, loyalties=LOYALTY, known=("letter_of_marque", None, "pistol", "albatross", "black_spot"))


def test_open_table_adds_every_hand() -> None:
    """Replay contract: the open table is the open view plus every seat's Vote hand."""
    s = table()
    t = open_table(s)
    assert t == OpenTable(omniscient_view(s), ((2, 7), (0, 11, 30), (5,), (), (1, 3, 4, 6)))


# --------------------------------------------------------------------------- vote sections


def test_vote_section_per_vote_kind() -> None:
    """Rulebook "Votes": an Attack counts the top section, a Brawl the middle, a Mutiny the bottom; other: none."""
    assert [vote_section(w) for w in ("attack", "brawl", "mutiny", "maroon", "")] == [0, 1, 2, -1, -1]
