"""Every Event card in hand-built positions, checked exactly: the legal choices, every event and
its payload, and the resulting state (issue 13: tests that catch every slip in `event_cards.py`).

Sources: DECISIONS.md "Event cards" (the game help's card texts), rulings R4, R7, R8, R9, R11,
R13. Events are compared in their one-line notation (`format_event`), the whole list at once.
Seat 0 is P1; row slots are 1..5 in notation and 0..4 in the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tortuga_qt.rules import cards as C
from tortuga_qt.rules import row as R
from tortuga_qt.rules.actions import (
    Crow,
    Fever,
    Give,
    KeepMarque,
    Marque,
    Pistol,
    Powder,
    Search,
    View,
)
from tortuga_qt.rules.cards import crows_nest, eight_bells, letter_of_marque, stormy_seas
from tortuga_qt.rules.cards.registry import CARD_RULES
from tortuga_qt.rules.cards.rule import discarded
from tortuga_qt.rules.engine import chance_request, legal_actions
from tortuga_qt.rules.events import Event, format_event
from tortuga_qt.rules.frames import (
    ChanceF,
    CrowSearchF,
    EndActionF,
    FountainF,
    MaroonF,
    ReplaceF,
    ResolveF,
    TurnF,
    VoteF,
)
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.places import FD, JR, RB1, RB2, TORTUGA
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState, Result

DECK = ("black_spot", "spanish_armada")
"""An Event deck of two: one refill never reaches the Armada (no R8 reshuffle)."""

ROW = ("pistol", "black_spot")
"""Row filler after the card under test."""


def pos(n: int, *, row: Sequence[str | None] = ROW, **kw: Any) -> GameState:
    """`position` with the row padded with empty slots to its 5 places."""
    return position(n, row=[*row, *[None] * (5 - len(row))], **kw)


def log(events: list[Event]) -> list[str]:
    """Returns the events in notation, in order."""
    return [format_event(e) for e in events]


def legal(state: GameState, seat: int) -> list[str]:
    """Returns the notation of `seat`'s legal actions, in the engine's order."""
    return [format_action(a) for a in legal_actions(state, seat)]


def ids(kind: str) -> tuple[int, ...]:
    """Returns the Event card ids of a kind."""
    return tuple(i for i, k in enumerate(C.KIND) if k == kind)


# =========================================================================== the row


def test_card_id_zero_is_a_face_down_card() -> None:
    """R7/R8: a face-down card is any id >= 0, so the card with id 0 (a Letter of Marque) counts;
    only -1 marks an empty slot."""
    assert C.KIND[0] == "letter_of_marque"
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("pistol", None, "letter_of_marque", None, "albatross"))
    assert s.row == (3, -1, 0, -1, 6)
    assert R.face_down_slots(s) == [0, 2, 4]


def test_view_records_both_slots_for_the_viewer_only_R13() -> None:
    """View 2 / R13: the viewer learns the two cards (kept in its own notes, with what it knew
    before); the look is public, what it saw is the viewer's alone."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("pistol", "letter_of_marque", "albatross", "black_spot", "scurvy"),
        known={0: {4: "scurvy"}, 1: {0: "pistol"}},
    )
    before = s.known
    s, ev = play(s, "P1 view 2 4")
    assert log(ev) == [
        "viewed seat=0 a=1 b=3",
        "saw seat=0 a=1 card_a=letter_of_marque b=3 card_b=black_spot",
        "turn seat=1",
    ]
    assert ev[1].visible_to == (0,)
    assert s.known[0] == (-1, 0, -1, 9, s.row[4])
    assert s.known[1:] == before[1:]
    assert s.row == (3, 0, 6, 9, 22)


def test_reveal_clears_every_seats_note_of_that_slot_even_for_card_zero_R13() -> None:
    """R13: a revealed slot's card is public, so every seat's note of that slot is cleared (also
    when the noted card has id 0); notes of other slots are kept."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("letter_of_marque", "pistol", "black_spot"),
        event_deck=DECK,
        known={1: {0: "x", 1: "x"}, 2: {0: "x"}, 3: {2: "x"}},
    )
    assert s.known[1] == (0, 3, -1, -1, -1)
    s, ev = play(s, "P1 reveal 1")
    assert s.known == (
        (-1, -1, -1, -1, -1),
        (-1, 3, -1, -1, -1),
        (-1, -1, -1, -1, -1),
        (-1, -1, 9, -1, -1),
    )
    assert log(ev) == ["revealed seat=0 slot=0 card=letter_of_marque"]
    assert s.stack == (EndActionF(0), ReplaceF(0), ResolveF(0, 0, "letter_of_marque"))
    assert s.row == (-1, 3, 9, -1, -1)


def test_reveal_of_the_last_slot_leaves_the_others_and_refills_it() -> None:
    """Rulebook 'Reveal 1 Event Card': the card leaves its slot, is resolved, then the slot is
    refilled from the top of the Event deck; the last slot (5) like any other."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("pistol", "pistol", "black_spot", "albatross", "pirate_code"),
        event_deck=DECK,
    )
    s, ev = play(s, "P1 reveal 5")
    assert log(ev) == [
        "revealed seat=0 slot=4 card=pirate_code",
        "kept seat=0 card=pirate_code",
        "replaced slot=4 left=1",
        "turn seat=1",
    ]
    assert s.row == (3, 4, 9, 6, 10)
    assert s.event_deck == (15,)


def test_last_card_entering_the_row_reshuffles_it_including_card_zero_R8() -> None:
    """R8: when the last Event card (the Armada) enters the row, the unrevealed cards (the one with
    id 0 included) are shuffled and laid out again; every seat's notes are void."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("pistol", "letter_of_marque", "albatross", None, "black_spot"),
        event_deck=("spanish_armada",),
        known={0: {1: "x"}, 2: {4: "x"}},
    )
    s, ev = play(s, "P1 reveal 3")
    assert log(ev) == [
        "revealed seat=0 slot=2 card=albatross",
        "kept seat=0 card=albatross",
        "replaced slot=2 left=0",
    ]
    assert s.reshuffled is True
    assert s.row == (3, 0, 15, -1, 9)
    assert chance_request(s) == ChanceF("row", 4)
    s, ev = play(s, "chance row 3 2 1 0")
    assert log(ev) == ["row_reshuffled n=4", "turn seat=1"]
    assert s.row == (9, 15, 0, -1, 3)
    assert s.known == ((-1,) * 5,) * 4


def test_after_the_reshuffle_revealed_cards_are_not_replaced_R8() -> None:
    """R8: once the deck is empty, a revealed slot stays empty (no event, no reshuffle again)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("pistol", "albatross", "black_spot"), event_deck=())
    s, ev = play(s, "P1 reveal 2")
    assert log(ev) == [
        "revealed seat=0 slot=1 card=albatross",
        "kept seat=0 card=albatross",
        "turn seat=1",
    ]
    assert s.row == (3, -1, 9, -1, -1)
    assert s.reshuffled is False


def test_refill_is_skipped_when_the_game_is_over_or_the_slot_is_full() -> None:
    """Contract of `replace`: nothing is laid out after the end, nor onto a slot that was already
    refilled (R9's new row), nor from an empty deck; otherwise the top card fills the slot."""
    base = pos(4, fd=[0, 1], jr=[2, 3], row=("pistol", None, "black_spot"), event_deck=DECK)
    s = base.clone()
    s.result = Result("armada", 0, (0,), 3, 2)
    ev: list[Event] = []
    R.replace(s, ReplaceF(1), ev)
    assert (s.row, s.event_deck, ev, s.stack) == (base.row, base.event_deck, [], base.stack)
    s = base.clone()
    R.replace(s, ReplaceF(0), ev)
    assert (s.row, s.event_deck, ev) == (base.row, base.event_deck, [])
    s = base.clone()
    R.replace(s, ReplaceF(1), ev)
    assert s.row == (3, 10, 9, -1, -1) and s.event_deck == (15,)
    assert log(ev) == ["replaced slot=1 left=1"]
    assert s.stack == base.stack and s.reshuffled is False
    s = base.clone()
    s.event_deck = ()
    ev = []
    R.replace(s, ReplaceF(1), ev)
    assert (s.row, ev) == (base.row, [])


def test_refill_with_the_last_card_in_sudden_death_does_not_reshuffle_R9() -> None:
    """R9: after the tie-break the new deck runs out without an R8 reshuffle."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("pistol", None, "black_spot"), event_deck=("albatross",))
    s.sudden = True
    ev: list[Event] = []
    R.replace(s, ReplaceF(1), ev)
    assert s.row == (3, 6, 9, -1, -1) and s.event_deck == ()
    assert log(ev) == ["replaced slot=1 left=0"]
    assert s.reshuffled is False
    assert s.stack == (TurnF(0),)


def test_refill_with_the_last_card_pushes_the_row_shuffle_R8() -> None:
    """R8: the last card in pushes one random step over the face-down cards of the row."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("pistol", None, "black_spot", None, "letter_of_marque"),
        event_deck=("albatross",),
    )
    ev: list[Event] = []
    R.replace(s, ReplaceF(3), ev)
    assert s.row == (3, -1, 9, 6, 0)
    assert log(ev) == ["replaced slot=3 left=0"]
    assert s.reshuffled is True
    assert s.stack == (TurnF(0), ChanceF("row", 4))


def test_reshuffle_row_lays_the_face_down_cards_out_in_the_drawn_order_R8() -> None:
    """R8: the face-down cards are laid out again in the drawn order; empty slots stay empty;
    every seat's notes are void."""
    s = pos(
        3,
        fd=[0],
        jr=[1, 2],
        row=("letter_of_marque", None, "pistol", "black_spot", None),
        known={0: {0: "x"}, 1: {2: "x", 3: "x"}},
    )
    ev: list[Event] = []
    R.reshuffle_row(s, ChanceF("row", 3), (2, 0, 1), ev)
    assert s.row == (9, -1, 0, 3, -1)
    assert s.known == ((-1,) * 5,) * 3
    assert log(ev) == ["row_reshuffled n=3"]


def test_tie_break_new_row_is_not_refilled_over_card_zero_R9() -> None:
    """R9: the Armada revealed in a tie with 4 players: a new deck is laid out (5 in the row); the
    Armada's slot, already filled by the new row (here with card id 0), is not refilled again."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("spanish_armada", "pistol", "black_spot"),
        event_deck=("albatross",),
        discard=("letter_of_marque", "scurvy"),
        holds=(1, 0, 0, 1),
        galleon=4,
    )
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == ["revealed seat=0 slot=0 card=spanish_armada", "sudden_death n=5"]
    req = chance_request(s)
    assert req is not None and req.what == "new_deck" and req.args == (0, 22, 3, 9, 6)
    s, ev = play(s, "chance new_deck 0 1 2 3 4")
    assert s.row == (0, 22, 3, 9, 6)
    assert s.event_deck == ()
    assert log(ev) == ["row_laid_out n=5 left=0", "turn seat=1"]


# =========================================================================== Albatross


def test_albatross_revealed_on_the_jolly_roger_sinks_it() -> None:
    """Event card: Albatross - kept face up; a Jolly Roger crew holding 2 in total is marooned in
    reverse rank (the lowest-ranked first)."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("albatross", *ROW),
        front={3: ["albatross"]},
        turn=2,
        event_deck=DECK,
    )
    s, ev = play(s, "P3 reveal 1")
    assert log(ev) == [
        "revealed seat=2 slot=0 card=albatross",
        "kept seat=2 card=albatross",
        "albatross_sinks ship=1",
        "marooned seat=3 place=1 cause=albatross",
        "marooned seat=2 place=1 cause=albatross",
        "replaced slot=0 left=1",
        "turn seat=3",
    ]
    assert s.ships == ((0, 1), ())
    assert s.tortuga == (3, 2)
    assert s.front[2] == (6,) and s.front[3] == (7,)


def test_albatross_revealed_on_a_rowboat_does_nothing_else() -> None:
    """Event card: Albatross - no effect on a Rowboat: kept, nothing else happens."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2],
        boats=(-1, 3),
        row=("albatross", *ROW),
        front={3: ["albatross"]},
        turn=3,
        event_deck=DECK,
    )
    s, ev = play(s, "P4 reveal 1")
    assert log(ev) == [
        "revealed seat=3 slot=0 card=albatross",
        "kept seat=3 card=albatross",
        "replaced slot=0 left=1",
        "turn seat=0",
    ]
    assert s.boats == (-1, 3) and s.front[3] == (7, 6)


# =========================================================================== Black Spot


def test_black_spot_maroons_the_revealer_with_exact_events() -> None:
    """Event card: Black Spot - discarded, the revealer is marooned (cause: black spot)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("black_spot", *ROW), turn=3, event_deck=DECK)
    s, ev = play(s, "P4 reveal 1")
    assert log(ev) == [
        "revealed seat=3 slot=0 card=black_spot",
        "discarded card=black_spot",
        "marooned seat=3 place=1 cause=black_spot",
        "replaced slot=0 left=1",
        "turn seat=0",
    ]
    assert s.ships == ((0, 1), (2,)) and s.tortuga == (3,)


def test_black_spot_offers_the_fountain_of_youth_for_the_black_spot() -> None:
    """Event card: Fountain of Youth - may refuse being marooned by a Black Spot it revealed."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("black_spot", *ROW),
        front={0: ["fountain_of_youth"]},
        event_deck=DECK,
    )
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == ["revealed seat=0 slot=0 card=black_spot", "discarded card=black_spot"]
    assert s.stack == (EndActionF(0), ReplaceF(0), FountainF(0, "black_spot"))


# =========================================================================== Pirate Code


def test_pirate_code_is_kept_with_two_abstentions_for_the_revealer_only() -> None:
    """Event card: Pirate Code - kept; its holder may stay out of the next two votes."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("pirate_code", *ROW), turn=1, event_deck=DECK)
    s, ev = play(s, "P2 reveal 1")
    assert log(ev) == [
        "revealed seat=1 slot=0 card=pirate_code",
        "kept seat=1 card=pirate_code",
        "replaced slot=0 left=1",
        "turn seat=2",
    ]
    assert s.code_left == (0, 2, 0, 0)
    assert s.front[1] == (21,)


def test_pirate_code_abstention_is_recorded_in_the_vote_under_way() -> None:
    """Event card: Pirate Code - in the next vote its holder may abstain; the vote under way
    records the abstention and waits for the others only."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("pirate_code", *ROW), turn=1, event_deck=DECK)
    s, _ = play(s, "P2 reveal 1", "P3 view 1 2", "P4 view 1 2", "P1 attack")
    f = s.stack[-1]
    assert isinstance(f, VoteF) and f.participants == (0, 1) and f.waiting == (0, 1)
    assert "P2 abstain" in legal(s, 1) and "P1 abstain" not in legal(s, 0)
    s, _ = play(s, "P2 abstain")
    f = s.stack[-1]
    assert isinstance(f, VoteF) and f.abstained == (1,) and f.waiting == (0,) and f.played == ()


# =========================================================================== Eight Bells


@pytest.mark.parametrize(
    ("where", "n", "place"),
    [
        (dict(fd=[0, 1], jr=[2, 3]), 2, FD),
        (dict(fd=[1], jr=[2, 3, 0]), 3, JR),
        (dict(fd=[1], jr=[2], tortuga=[3, 0]), 2, TORTUGA),
    ],
)
def test_eight_bells_draws_the_revealers_place_at_random(
    where: dict[str, object], n: int, place: int
) -> None:
    """Event card: Eight Bells - the pawns of the revealer's ship or of Tortuga are drawn back at
    random: a random step over that place's line (2 pawns are enough)."""
    s = pos(4, row=("eight_bells", *ROW), event_deck=DECK, **where)
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == ["revealed seat=0 slot=0 card=eight_bells", "discarded card=eight_bells"]
    assert s.stack == (EndActionF(0), ReplaceF(0), ChanceF("eight_bells", n, (place,)))


@pytest.mark.parametrize(
    "where",
    [
        dict(fd=[0], jr=[1, 2, 3]),
        dict(fd=[1, 2], jr=[3], tortuga=[0]),
        dict(fd=[1, 2], jr=[3], boats=(0, -1)),
        dict(fd=[1, 2], jr=[3], boats=(-1, 0)),
    ],
)
def test_eight_bells_alone_or_on_a_rowboat_has_no_effect(where: dict[str, object]) -> None:
    """Event card: Eight Bells - no effect if the revealer is alone there or on a Rowboat."""
    s = pos(4, row=("eight_bells", *ROW), event_deck=DECK, **where)
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == [
        "revealed seat=0 slot=0 card=eight_bells",
        "discarded card=eight_bells",
        "no_effect seat=0 card=eight_bells",
        "replaced slot=0 left=1",
        "turn seat=1",
    ]


@pytest.mark.parametrize(
    ("where", "outcome", "ships", "tortuga"),
    [
        (dict(fd=[0, 1, 2], jr=[3]), "2 0 1", ((2, 0, 1), (3,)), ()),
        (dict(fd=[1], jr=[2, 3, 0]), "2 0 1", ((1,), (0, 2, 3)), ()),
        (dict(fd=[1], jr=[2], tortuga=[3, 0]), "1 0", ((1,), (2,)), (0, 3)),
    ],
)
def test_eight_bells_lays_the_line_out_in_the_drawn_order(
    where: dict[str, list[int]],
    outcome: str,
    ships: tuple[tuple[int, ...], tuple[int, ...]],
    tortuga: tuple[int, ...],
) -> None:
    """Event card: Eight Bells - the drawn order is the new line (the first drawn is first)."""
    s = pos(4, row=("eight_bells", *ROW), event_deck=DECK, **where)
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, f"chance eight_bells {outcome}")
    place = FD if where.get("fd", [None])[0] == 0 else JR if 0 in where["jr"] else TORTUGA
    line = ships[place] if place != TORTUGA else tortuga
    assert log(ev) == [
        f"eight_bells place={place} line={','.join(map(str, line))}",
        "replaced slot=0 left=1",
        "turn seat=1",
    ]
    assert s.ships == ships and s.tortuga == tortuga


# =========================================================================== Facade


@pytest.mark.parametrize(
    ("seat", "other", "ships", "tortuga"),
    [
        (0, 3, ((1, 2), (0,)), (3,)),
        (2, 1, ((2, 1), (3,)), (0,)),
    ],
)
def test_facade_swaps_with_the_previous_seat(
    seat: int,
    other: int,
    ships: tuple[tuple[int, ...], tuple[int, ...]],
    tortuga: tuple[int, ...],
) -> None:
    """Event card: Facade - the revealer swaps places with the player seated to their right (the
    previous seat, from P1 round to the last seat)."""
    s = pos(4, fd=[1, 2], jr=[3], tortuga=[0], row=("facade", *ROW), turn=seat, event_deck=DECK)
    s, ev = play(s, f"P{seat + 1} reveal 1")
    assert log(ev) == [
        f"revealed seat={seat} slot=0 card=facade",
        "discarded card=facade",
        f"swapped seat={seat} other={other}",
        "replaced slot=0 left=1",
        f"turn seat={seat + 1}",
    ]
    assert s.ships == ships and s.tortuga == tortuga


# =========================================================================== Scurvy


@pytest.mark.parametrize(
    ("where", "victims"),
    [
        (dict(fd=[1, 2], jr=[3, 0]), (3, 0)),
        (dict(fd=[0, 1, 2], jr=[3]), (0, 1, 2)),
        (dict(fd=[1], jr=[2], tortuga=[3, 0]), (3, 0)),
        (dict(fd=[1, 2], jr=[3], boats=(0, -1)), (0,)),
        (dict(fd=[1, 2], tortuga=[3], boats=(-1, 0)), (0,)),
    ],
)
def test_scurvy_strikes_everyone_at_the_revealers_place_R4(
    where: dict[str, object], victims: tuple[int, ...]
) -> None:
    """Event card: Scurvy; R4 - everyone on the revealer's ship or Tortuga (revealer included)
    loses their next turn; on a Rowboat only the revealer."""
    s = pos(4, row=("scurvy", *ROW), event_deck=DECK, **where)
    s, ev = play(s, "P1 reveal 1")
    head = [
        "revealed seat=0 slot=0 card=scurvy",
        "discarded card=scurvy",
        f"scurvy seat=0 victims={','.join(map(str, victims))}",
        "replaced slot=0 left=1",
    ]
    nxt = 1
    while nxt in victims:
        head.append(f"turn_lost seat={nxt}")
        nxt += 1
    assert log(ev) == [*head, f"turn seat={nxt}"]
    assert s.lost == sum(1 << v for v in victims if not 0 < v < nxt)


# =========================================================================== Stormy Seas


@pytest.mark.parametrize(
    ("where", "holds", "galleon", "after", "n", "place"),
    [
        (dict(fd=[0, 1], jr=[2, 3]), (2, 1, 1, 1), 1, (0, 0, 1, 1), 3, FD),
        (dict(fd=[0, 1], jr=[2, 3]), (3, 2, 1, 0), 0, (0, 0, 1, 0), 5, FD),
        (dict(fd=[0, 1], jr=[2, 3]), (0, 1, 1, 0), 4, (0, 0, 1, 0), 1, FD),
        (dict(fd=[1, 2], jr=[3, 0]), (1, 1, 2, 1), 1, (1, 1, 0, 0), 3, JR),
        (dict(fd=[1, 2], jr=[3, 0]), (1, 1, 0, 0), 4, (1, 1, 0, 0), 0, JR),
    ],
)
def test_stormy_seas_returns_the_ships_treasure_to_the_galleon(
    where: dict[str, object],
    holds: tuple[int, int, int, int],
    galleon: int,
    after: tuple[int, int, int, int],
    n: int,
    place: int,
) -> None:
    """Event card: Stormy Seas - all treasure on the revealer's ship (both holds; the other ship's
    untouched) goes back to the Spanish Galleon; an empty ship loses nothing."""
    s = pos(4, row=("stormy_seas", *ROW), event_deck=DECK, holds=holds, galleon=galleon, **where)
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == [
        "revealed seat=0 slot=0 card=stormy_seas",
        "discarded card=stormy_seas",
        f"stormy_seas seat=0 place={place} n={n}",
        "replaced slot=0 left=1",
        "turn seat=1",
    ]
    assert s.holds == after
    assert s.galleon == galleon + n
    assert s.tort == (1, 1)


@pytest.mark.parametrize("tort", [(2, 0), (0, 2)])
def test_stormy_seas_on_tortuga_puts_one_treasure_back_in_each_area(tort: tuple[int, int]) -> None:
    """Event card: Stormy Seas - on Tortuga the two treasures go back to their starting areas (one
    British, one French); the Galleon and ships keep theirs."""
    s = pos(
        4,
        fd=[1, 2],
        jr=[3],
        tortuga=[0],
        row=("stormy_seas", *ROW),
        event_deck=DECK,
        tortuga_treasure=tort,
    )
    s, ev = play(s, "P1 reveal 1")
    assert log(ev)[2] == "stormy_seas seat=0 place=2 n=2"
    assert s.tort == (1, 1) and s.galleon == 4 and s.holds == (1, 0, 0, 1)


@pytest.mark.parametrize("boats", [(0, -1), (-1, 0)])
def test_stormy_seas_on_a_rowboat_has_no_effect(boats: tuple[int, int]) -> None:
    """Event card: Stormy Seas - no effect on a Rowboat."""
    s = pos(4, fd=[1, 2], jr=[3], boats=boats, row=("stormy_seas", *ROW), event_deck=DECK)
    s, ev = play(s, "P1 reveal 1")
    assert log(ev)[2] == "no_effect seat=0 card=stormy_seas"
    assert (s.holds, s.galleon, s.tort) == ((1, 0, 0, 1), 4, (1, 1))


# =========================================================================== Letter of Marque


def test_marque_choices_list_every_movable_pawn_and_ship_in_order() -> None:
    """Event card: Letter of Marque - keep, or move any one player on Tortuga or a Rowboat (seat 0
    and the revealer included) to the back of either ship."""
    s = pos(
        5,
        fd=[4],
        jr=[3],
        tortuga=[2],
        boats=(0, 1),
        row=("letter_of_marque", *ROW),
        turn=2,
        event_deck=DECK,
    )
    s, _ = play(s, "P3 reveal 1")
    assert legal_actions(s, 2) == (
        KeepMarque(2),
        Marque(2, 0, FD),
        Marque(2, 0, JR),
        Marque(2, 1, FD),
        Marque(2, 1, JR),
        Marque(2, 2, FD),
        Marque(2, 2, JR),
    )


def test_marque_moves_list_only_ships_with_room() -> None:
    """Event card: Letter of Marque - a full ship (5 pawns) cannot take another pawn."""
    full_fd = pos(7, fd=[0, 1, 2, 3, 4], jr=[5], tortuga=[6])
    assert letter_of_marque.marque_moves(full_fd, 0) == [Marque(0, 6, JR)]
    full_jr = pos(7, fd=[5], jr=[0, 1, 2, 3, 4], boats=(6, -1))
    assert letter_of_marque.marque_moves(full_jr, 1) == [Marque(1, 6, FD)]


def test_marque_moves_the_seat_zero_pawn_off_a_rowboat() -> None:
    """Event card: Letter of Marque - a pawn on a Rowboat (here P1's) may be moved to either ship."""
    s = pos(
        4, fd=[1], jr=[2, 3], boats=(0, -1), row=("letter_of_marque", *ROW), turn=3, event_deck=DECK
    )
    s, ev = play(s, "P4 reveal 1")
    assert legal(s, 3) == ["P4 keep", "P4 marque P1 FD", "P4 marque P1 JR"]
    s, ev = play(s, "P4 marque P1 JR")
    assert log(ev) == [
        "discarded card=letter_of_marque",
        "moved seat=0 src=3 dst=1 how=letter_of_marque",
        "replaced slot=0 left=1",
        "turn seat=0",
    ]
    assert s.boats == (-1, -1) and s.ships == ((1,), (2, 3, 0))
    assert s.discard == (0,) and s.front[3] == ()


def test_marque_kept_goes_in_front_of_the_revealer() -> None:
    """Event card: Letter of Marque - kept face up in front of the revealer; nobody moves."""
    s = pos(
        4, fd=[1], jr=[2, 3], tortuga=[0], row=("letter_of_marque", *ROW), turn=1, event_deck=DECK
    )
    s, _ = play(s, "P2 reveal 1")
    s, ev = play(s, "P2 keep")
    assert log(ev) == ["kept seat=1 card=letter_of_marque", "replaced slot=0 left=1", "turn seat=2"]
    assert s.front[1] == (0,) and s.discard == () and s.tortuga == (0,)


def test_marque_onto_a_ship_is_checked_for_albatross() -> None:
    """Event card: Letter of Marque + Albatross - the moved pawn completes 2 Albatross: sunk."""
    s = pos(
        4,
        fd=[1],
        jr=[2],
        tortuga=[3, 0],
        row=("letter_of_marque", *ROW),
        event_deck=DECK,
        front={2: ["albatross"], 0: ["albatross"]},
    )
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, "P1 marque P1 JR")
    assert log(ev)[:5] == [
        "discarded card=letter_of_marque",
        "moved seat=0 src=2 dst=1 how=letter_of_marque",
        "albatross_sinks ship=1",
        "marooned seat=0 place=1 cause=albatross",
        "marooned seat=2 place=1 cause=albatross",
    ]


# =========================================================================== Pistol


def test_pistol_choices_and_exact_events() -> None:
    """Event card: Pistol - another player is picked and marooned (cause: pistol); discarded."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=("pistol", *ROW), turn=2, event_deck=DECK)
    s, _ = play(s, "P3 reveal 1")
    assert legal_actions(s, 2) == (Pistol(2, 0), Pistol(2, 1), Pistol(2, 3))
    s, ev = play(s, "P3 pistol P1")
    assert log(ev) == [
        "pistol seat=2 target=0",
        "discarded card=pistol",
        "marooned seat=0 place=0 cause=pistol",
        "replaced slot=0 left=1",
        "turn seat=3",
    ]
    assert s.ships == ((1,), (2, 3)) and s.tortuga == (0,)


def test_pistol_offers_the_targets_fountain_of_youth() -> None:
    """Event card: Fountain of Youth - its holder may refuse a Pistol: asked for cause 'pistol'."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("pistol", *ROW),
        front={3: ["fountain_of_youth"]},
        event_deck=DECK,
    )
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, "P1 pistol P4")
    assert log(ev) == ["pistol seat=0 target=3", "discarded card=pistol"]
    assert s.stack == (EndActionF(0), ReplaceF(0), FountainF(3, "pistol"))


# =========================================================================== Treasure maps


@pytest.mark.parametrize("kind", ["atlantis", "fountain_of_youth"])
def test_map_goes_in_front_of_the_chosen_player(kind: str) -> None:
    """Event card: Treasure Maps - given to another player, face up in front of them."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=(kind, *ROW), turn=1, event_deck=DECK)
    s, _ = play(s, "P2 reveal 1")
    assert legal_actions(s, 1) == (Give(1, 0), Give(1, 2), Give(1, 3))
    s, ev = play(s, "P2 give P4")
    assert log(ev)[:2] == [f"given seat=1 target=3 card={kind}", "replaced slot=0 left=1"]
    assert s.front == ((), (), (), ids(kind))
    assert s.hands[3] == (9, 10, 11)


def test_el_dorado_draws_the_holder_one_extra_vote_card() -> None:
    """Event card: El Dorado - the holder at once draws 1 extra Vote card (the top of the deck)."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("el_dorado", *ROW),
        event_deck=DECK,
        hands={0: [0, 1, 2], 1: [3, 4, 6], 2: [20, 21, 22], 3: [7, 8, 9]},
        vote_deck=[5, 30, 31, *range(10, 20), *range(23, 30)],
    )
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, "P1 give P3")
    assert log(ev) == [
        "given seat=0 target=2 card=el_dorado",
        "drew seat=2 n=1",
        "drew_cards seat=2 cards=5",
        "replaced slot=0 left=1",
        "turn seat=1",
    ]
    assert s.hands[2] == (5, 20, 21, 22)
    assert s.vote_deck[0] == 30
    assert s.front[2] == (13,)


def test_el_dorado_with_an_empty_vote_deck_draws_nothing() -> None:
    """Event card: El Dorado - with no Vote card left to draw the map is still given."""
    hands = {
        0: list(range(0, 8)),
        1: list(range(8, 16)),
        2: list(range(16, 24)),
        3: list(range(24, 32)),
    }
    s = pos(
        4, fd=[0, 1], jr=[2, 3], row=("el_dorado", *ROW), event_deck=DECK, hands=hands, vote_deck=[]
    )
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, "P1 give P2")
    assert log(ev)[:2] == ["given seat=0 target=1 card=el_dorado", "replaced slot=0 left=1"]
    assert s.hands[1] == tuple(range(8, 16))


# =========================================================================== Black Powder


def test_black_powder_on_an_occupied_rowboat_maroons_seat_zero() -> None:
    """Event card: Black Powder - the token goes on the chosen Rowboat; the pawn on it (P1 here)
    is marooned without losing a card."""
    s = pos(4, fd=[1], jr=[2], boats=(0, 3), row=("black_powder", *ROW), turn=1, event_deck=DECK)
    s, _ = play(s, "P2 reveal 1")
    assert legal_actions(s, 1) == (Powder(1, RB1), Powder(1, RB2))
    s, ev = play(s, "P2 powder RB1")
    assert log(ev) == [
        "black_powder seat=1 boat=3",
        "discarded card=black_powder",
        "marooned seat=0 place=3 cause=black_powder",
        "replaced slot=0 left=1",
        "turn seat=2",
    ]
    assert s.exploded == RB1 and s.boats == (-1, 3) and s.tortuga == (0,)
    assert s.hands[0] == (0, 1, 2)


@pytest.mark.parametrize(("boat", "boats"), [(RB1, (-1, 3)), (RB2, (3, -1))])
def test_black_powder_on_an_empty_rowboat_maroons_nobody(boat: int, boats: tuple[int, int]) -> None:
    """Event card: Black Powder - an empty Rowboat is blown up; nobody is marooned."""
    s = pos(4, fd=[0, 1], jr=[2], boats=boats, row=("black_powder", *ROW), event_deck=DECK)
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, f"P1 powder RB{boat - RB1 + 1}")
    assert log(ev) == [
        f"black_powder seat=0 boat={boat}",
        "discarded card=black_powder",
        "replaced slot=0 left=1",
        "turn seat=1",
    ]
    assert s.exploded == boat and s.boats == boats


def test_black_powder_on_the_second_rowboat_maroons_its_pawn() -> None:
    """Event card: Black Powder - the Jolly Roger's Rowboat: its pawn goes to Tortuga."""
    s = pos(4, fd=[0, 1], jr=[2], boats=(-1, 3), row=("black_powder", *ROW), event_deck=DECK)
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, "P1 powder RB2")
    assert log(ev)[2] == "marooned seat=3 place=4 cause=black_powder"
    assert s.boats == (-1, -1) and s.tortuga == (3,) and s.exploded == RB2


def test_second_black_powder_has_no_effect() -> None:
    """Event card: Black Powder - the one explosion token already lies on a Rowboat: a second
    Black Powder (back after R9) is discarded without effect."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2],
        boats=(-1, 3),
        exploded=RB1,
        row=("black_powder", *ROW),
        event_deck=DECK,
    )
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == [
        "revealed seat=0 slot=0 card=black_powder",
        "discarded card=black_powder",
        "no_effect seat=0 card=black_powder",
        "replaced slot=0 left=1",
        "turn seat=1",
    ]
    assert s.exploded == RB1 and s.boats == (-1, 3)


# =========================================================================== Cabin Fever


@pytest.mark.parametrize(("outcome", "loyalty"), [("0 1", (0, 1, 0, 1)), ("1 0", (0, 0, 1, 1))])
def test_cabin_fever_exact_events_and_deal(outcome: str, loyalty: tuple[int, ...]) -> None:
    """Event card: Cabin Fever - the revealer picks another player; the two Loyalty cards are
    shuffled and dealt back (revealer first); each sees their own card only."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("cabin_fever", *ROW),
        turn=1,
        loyalty=(0, 1, 0, 1),
        event_deck=DECK,
    )
    s, _ = play(s, "P2 reveal 1")
    assert legal_actions(s, 1) == (Fever(1, 0), Fever(1, 2), Fever(1, 3))
    s, ev = play(s, "P2 fever P3")
    assert log(ev) == ["cabin_fever seat=1 target=2", "discarded card=cabin_fever"]
    assert chance_request(s) == ChanceF("fever", 2, (1, 2))
    s, ev = play(s, f"chance fever {outcome}")
    assert log(ev) == [
        f"loyalty seat=1 team={loyalty[1]}",
        f"loyalty seat=2 team={loyalty[2]}",
        "replaced slot=0 left=1",
        "turn seat=2",
    ]
    assert [e.visible_to for e in ev[:2]] == [(1,), (2,)]
    assert s.loyalty == loyalty


# =========================================================================== Crow's Nest


def test_crows_nest_choices_are_every_player() -> None:
    """Event card: Crow's Nest - the revealer picks any player, themselves included."""
    s = pos(3, fd=[0], jr=[1, 2], row=("crows_nest", *ROW), turn=1, event_deck=DECK)
    s, _ = play(s, "P2 reveal 1")
    assert legal_actions(s, 1) == (Crow(1, 0), Crow(1, 1), Crow(1, 2))


def test_crows_nest_exact_search_and_shuffle() -> None:
    """Event card: Crow's Nest - the target's hand goes into the Vote deck; the revealer picks as
    many cards from the whole deck, one at a time (each seen by searcher and target only); then
    the deck is shuffled and the target learns its new hand."""
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("crows_nest", *ROW),
        turn=3,
        event_deck=DECK,
        hands={0: [0, 1, 2], 1: [3, 4, 5], 2: [6, 7], 3: [9, 10, 11]},
        vote_deck=[8, *range(12, 32)],
    )
    rest = tuple(range(12, 32))
    s, _ = play(s, "P4 reveal 1")
    s, ev = play(s, "P4 crow P3")
    assert log(ev) == ["discarded card=crows_nest", "crows_nest seat=3 target=2 n=2"]
    assert s.hands[2] == ()
    assert s.vote_deck == (8, *rest, 6, 7)
    assert s.stack[-2:] == (ChanceF("crow_shuffle", 21, (2,)), CrowSearchF(3, 2, 2))
    assert legal_actions(s, 3) == tuple(Search(3, c) for c in (6, 7, 8, *rest))
    s, ev = play(s, "P4 search v13")
    assert log(ev) == ["searched seat=3 target=2 card=13"]
    assert ev[0].visible_to == (3, 2)
    rest = tuple(c for c in rest if c != 13)
    assert s.vote_deck == (8, *rest, 6, 7) and s.hands[2] == (13,)
    assert s.stack[-1] == CrowSearchF(3, 2, 1)
    assert legal_actions(s, 3) == tuple(Search(3, c) for c in (6, 7, 8, *rest))
    s, ev = play(s, "P4 search v6")
    assert log(ev) == ["searched seat=3 target=2 card=6"]
    assert s.hands[2] == (6, 13) and s.vote_deck == (8, *rest, 7)
    assert s.stack[-1] == ChanceF("crow_shuffle", 21, (2,))
    order = (20, *range(20))
    s, ev = play(s, "chance crow_shuffle " + " ".join(map(str, order)))
    assert log(ev) == [
        "deck_shuffled deck=votes",
        "hand_replaced seat=2 cards=6,13",
        "replaced slot=0 left=1",
        "turn seat=0",
    ]
    assert ev[1].visible_to == (2,)
    assert s.vote_deck == (7, 8, *rest)


def test_crows_nest_on_an_empty_hand_only_shuffles() -> None:
    """Event card: Crow's Nest - a player with no Vote card gets none: no search, the deck is
    shuffled and the (empty) new hand told."""
    hands = {0: list(range(0, 8)), 1: list(range(8, 16)), 2: [], 3: list(range(16, 24))}
    s = pos(
        4,
        fd=[0, 1],
        jr=[2, 3],
        row=("crows_nest", *ROW),
        event_deck=DECK,
        hands=hands,
        vote_deck=list(range(24, 32)),
    )
    s, _ = play(s, "P1 reveal 1")
    s, ev = play(s, "P1 crow P3")
    assert log(ev) == ["discarded card=crows_nest", "crows_nest seat=0 target=2 n=0"]
    assert s.stack[-1] == ChanceF("crow_shuffle", 8, (2,))
    s, ev = play(s, "chance crow_shuffle 7 6 5 4 3 2 1 0")
    assert log(ev)[:2] == ["deck_shuffled deck=votes", "hand_replaced seat=2 cards=-"]
    assert s.vote_deck == tuple(range(31, 23, -1))


def test_crow_shuffle_without_a_target_tells_no_hand() -> None:
    """Contract of `crow_shuffle`: without a chosen player only the shuffle is announced."""
    s = pos(4, fd=[0, 1], jr=[2, 3], vote_deck=None)
    deck = s.vote_deck
    ev: list[Event] = []
    crows_nest.crow_shuffle(s, ChanceF("crow_shuffle", len(deck)), tuple(reversed(range(len(deck)))), ev)
    assert log(ev) == ["deck_shuffled deck=votes"]
    assert s.vote_deck == deck[::-1]


# =========================================================================== lose a card (R11)


@pytest.mark.parametrize("pick", [0, 1, 2])
def test_lose_card_sends_the_drawn_card_to_the_bottom_R11(pick: int) -> None:
    """R11: a random Vote card of a seat marooned on Tortuga goes unseen to the deck bottom."""
    s = pos(
        4,
        fd=[0],
        jr=[2, 3],
        tortuga=[1],
        row=("pistol", *ROW),
        event_deck=DECK,
        hands={1: [3, 4, 5]},
    )
    s, _ = play(s, "P1 reveal 1", "P1 pistol P2")
    assert chance_request(s) == ChanceF("lose_card", 3, (1,))
    outcome = [pick] + [i for i in range(3) if i != pick]
    s, ev = play(s, "chance lose_card " + " ".join(map(str, outcome)))
    card = 3 + pick
    assert log(ev)[:2] == ["card_lost seat=1", f"card_lost_private seat=1 card={card}"]
    assert s.hands[1] == tuple(c for c in (3, 4, 5) if c != card)
    assert s.vote_deck[-1] == card


# =========================================================================== the rule table


@pytest.mark.parametrize(
    "kind",
    [
        "albatross",
        "black_spot",
        "pirate_code",
        "spanish_armada",
        "eight_bells",
        "facade",
        "scurvy",
        "stormy_seas",
    ],
)
def test_cards_resolved_at_once_have_no_choices(kind: str) -> None:
    """Contract: a card resolved at once has no choice to offer or carry out."""
    s = pos(4, fd=[0, 1], jr=[2, 3])
    with pytest.raises(AssertionError, match=f"^{kind} resolves at once$"):
        R.RESOLVE.legal(s, ResolveF(0, ids(kind)[0], kind), 0)
    with pytest.raises(AssertionError, match=f"^{kind} resolves at once$"):
        R.RESOLVE.apply(s, ResolveF(0, ids(kind)[0], kind), KeepMarque(0), [])


def test_every_kind_has_exactly_one_way_to_resolve() -> None:
    """Contract: each of the 16 kinds resolves either at once or by a choice, never both."""
    assert set(CARD_RULES) == set(C.KIND)
    for rule in CARD_RULES.values():
        assert (rule.at_once is None) != (rule.choices is None)
        assert (rule.choices is None) == (rule.on_choice is None)


def test_do_view_direct_call_changes_nothing_else() -> None:
    """Contract of `do_view`: only the viewer's notes change."""
    s = pos(2, fd=[0], jr=[1], row=("pistol", "albatross", "black_spot", "scurvy", "facade"))
    ev: list[Event] = []
    R.do_view(s, View(1, 4, 0), ev)
    assert s.known == ((-1,) * 5, (3, -1, -1, -1, 20))
    assert log(ev) == ["viewed seat=1 a=4 b=0", "saw seat=1 a=4 card_a=facade b=0 card_b=pistol"]


def test_search_actions_are_sorted_by_card() -> None:
    """Contract of `search_actions`: every Vote deck card, in id order."""
    s = pos(4, fd=[0, 1], jr=[2, 3], vote_deck=None)
    s.vote_deck = tuple(reversed(s.vote_deck))
    assert crows_nest.SEARCH.legal(s, CrowSearchF(2, 0, 1), 2) == tuple(Search(2, c) for c in sorted(s.vote_deck))


def test_eight_bells_draw_on_each_ship_keeps_the_other() -> None:
    """Contract of `eight_bells_draw`: only the drawn place's line changes."""
    s = pos(5, fd=[0, 1], jr=[2, 3], tortuga=[4])
    ev: list[Event] = []
    eight_bells.eight_bells_draw(s, ChanceF("eight_bells", 2, (JR,)), (1, 0), ev)
    assert (s.ships, s.tortuga) == (((0, 1), (3, 2)), (4,))
    eight_bells.eight_bells_draw(s, ChanceF("eight_bells", 2, (FD,)), (1, 0), ev)
    assert (s.ships, s.tortuga) == (((1, 0), (3, 2)), (4,))
    assert log(ev) == ["eight_bells place=1 line=3,2", "eight_bells place=0 line=1,0"]


def test_marque_moves_include_a_rowboat_pawn_of_seat_zero_and_rb2() -> None:
    """Event card: Letter of Marque - pawns on both Rowboats are movable (seat 0 included)."""
    s = pos(4, fd=[2], jr=[3], boats=(1, 0))
    assert letter_of_marque.marque_moves(s, 2) == [
        Marque(2, 0, FD),
        Marque(2, 0, JR),
        Marque(2, 1, FD),
        Marque(2, 1, JR),
    ]
    assert letter_of_marque.marque_moves(pos(4, fd=[0, 1], jr=[2, 3]), 0) == []


def test_marque_keep_directly() -> None:
    """Contract of `_marque_apply` via `apply_resolve`: keeping puts the very card in front."""
    s = pos(4, fd=[1], jr=[2, 3], tortuga=[0], row=(None, *ROW), event_deck=DECK)
    ev: list[Event] = []
    R.RESOLVE.apply(s, ResolveF(1, 2, "letter_of_marque"), KeepMarque(1), ev)
    assert s.front[1] == (2,)
    assert log(ev) == ["kept seat=1 card=letter_of_marque"]


def test_pistol_resolve_pushes_the_maroon() -> None:
    """Contract of `_pistol_apply`: the maroon is pushed for the target, cause 'pistol'."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=(None, *ROW), event_deck=DECK)
    ev: list[Event] = []
    R.RESOLVE.apply(s, ResolveF(0, 3, "pistol"), Pistol(0, 2), ev)
    assert s.stack == (TurnF(0), MaroonF(2, "pistol"))
    assert s.discard == (3,)
    assert log(ev) == ["pistol seat=0 target=2", "discarded card=pistol"]


def test_a_blown_up_rowboat_does_not_stop_other_cards() -> None:
    """Event card: Black Powder - only a second Black Powder loses its effect; any other card
    revealed while the token lies on a Rowboat resolves as usual."""
    s = pos(
        4, fd=[0, 1], jr=[2], boats=(-1, 3), exploded=RB1, row=("pistol", *ROW), event_deck=DECK
    )
    s, ev = play(s, "P1 reveal 1")
    assert log(ev) == ["revealed seat=0 slot=0 card=pistol"]
    assert s.stack[-1] == ResolveF(0, 3, "pistol")


def test_discarded_rule_discards_the_card_then_has_its_effect() -> None:
    """Contract of `_discarded`: the rule it makes discards the very card, then runs the effect
    with the state, the revealer and the event list."""
    s = pos(
        4, fd=[1, 2], jr=[3, 0], row=(None, *ROW), event_deck=DECK, holds=(1, 1, 2, 1), galleon=1
    )
    calls: list[tuple[GameState, int, list[Event]]] = []
    ev: list[Event] = []

    def effect(state: GameState, seat: int, events: list[Event]) -> None:
        calls.append((state, seat, events))
        stormy_seas._storm(state, seat, events)

    discarded(effect)(s, 0, 23, ev)
    assert calls == [(s, 0, ev)]
    assert s.discard == (23,)
    assert log(ev) == ["discarded card=stormy_seas", "stormy_seas seat=0 place=1 n=3"]
    assert s.holds == (1, 1, 0, 0) and s.galleon == 4


@pytest.mark.parametrize("outcome", [(1, 0), (0, 1, 2, 3)])
def test_reshuffle_row_refuses_an_outcome_of_the_wrong_length(outcome: tuple[int, ...]) -> None:
    """Contract of `reshuffle_row` (R8): the drawn order covers every face-down card exactly; a
    shorter or longer one is refused instead of leaving a card twice in the row."""
    s = pos(3, fd=[0], jr=[1, 2], row=("letter_of_marque", None, "pistol", "black_spot", None))
    with pytest.raises(ValueError, match="zip"):
        R.reshuffle_row(s, ChanceF("row", 3), outcome, [])
