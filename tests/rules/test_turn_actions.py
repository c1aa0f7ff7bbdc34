"""Scenario tests of the turn actions (rulebook "Potential Actions", "Rowboats"; R5-R7, R12, R13).

Each test builds a position with `scenario.position`, plays actions written in the notation,
and checks what the rules say must happen. Seats are 0-based; in the notation seat 0 is P1.
"""

from __future__ import annotations

from dataclasses import astuple

import pytest

from tortuga_qt.rules import IllegalActionError, apply, legal_actions, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Attack, Brawl, Force, Marque, Move, Mutiny, Reveal, Shift, View
from tortuga_qt.rules.events import (
    CaptainMaroons,
    Forced,
    Marooned,
    Moved,
    Revealed,
    Saw,
    Shifted,
    Viewed,
    redact,
)
from tortuga_qt.rules.frames import ForcedPickF, ResolveF, TurnF, VoteF
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.places import FD, JR, RB1
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.views import view_for

# --------------------------------------------------------------------------- helpers




def illegal(state, text) -> IllegalActionError:
    """Returns the IllegalActionError raised by applying `text` (fails if none is raised)."""
    with pytest.raises(IllegalActionError) as info:
        apply(state, parse_action(text))
    return info.value


def legal_texts(state, seat) -> set[str]:
    return {format_action(a) for a in legal_actions(state, seat)}


def kinds(events, cls):
    return [e for e in events if isinstance(e, cls)]


# --------------------------------------------------------------------------- View 2 (R13)


def test_view_two_records_knowledge_privately_R13():
    """Rulebook "View 2 Event cards" + R13: the viewer alone learns both cards and keeps a record."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["pistol", "black_spot", "letter_of_marque", "albatross", "pistol"])
    row_before = s.row
    s, ev = play(s, "P1 view 1 4")

    # The cards go back face down in the same positions.
    assert s.row == row_before
    # Public: only that P1 viewed slots 1 and 4. Private (P1 only): which cards they are.
    viewed = kinds(ev, Viewed)
    assert viewed == [Viewed(seat=0, a=0, b=3)]
    saw = kinds(ev, Saw)
    assert saw == [Saw(seat=0, a=0, card_a="pistol", b=3, card_b="albatross")]
    assert saw[0].visible_to == (0,)
    assert all("pistol" not in map(str, astuple(e)) for e in redact(ev, 1))
    assert not any(isinstance(e, Saw) for e in redact(ev, None))
    # R13: the seat's record shows both cards at their row positions; nobody else knows them.
    assert view_for(s, 0).known == ("pistol", None, None, "albatross", None)
    assert view_for(s, 1).known == (None,) * 5
    assert view_for(s, None).known == (None,) * 5
    # That was P1's whole turn.
    assert seats_to_act(s) == (1,)


# --------------------------------------------------------------------------- Reveal


def test_reveal_resolves_and_refills_from_event_deck():
    """Rulebook "Reveal 1 Event Card": revealed to all, resolved, replaced by the deck's top card."""
    s = position(
        4, fd=[0, 1], jr=[2, 3],
        row=["pistol", "black_spot", "pirate_code", "albatross", "pistol"],
        event_deck=["eight_bells", "spanish_armada"],
        known={1: {2: True}},
    )
    top_of_deck = s.event_deck[0]
    s, ev = play(s, "P1 reveal 3")

    assert Revealed(seat=0, slot=2, card="pirate_code") in ev
    assert kinds(ev, Revealed)[0].visible_to is None
    # Resolved by the revealer: Pirate Code is kept face up in front of P1.
    assert [C.KIND[c] for c in s.front[0]] == ["pirate_code"]
    # The slot is refilled face down from the top of the Event deck.
    assert s.row[2] == top_of_deck
    assert C.KIND[s.event_deck[0]] == "spanish_armada" and len(s.event_deck) == 1
    # Nobody knows the new card in that slot (P2's note about slot 3 is void).
    assert view_for(s, 1).known[2] is None
    assert seats_to_act(s) == (1,)


# --------------------------------------------------------------------------- Force + Pick


def test_force_the_forced_player_picks_and_is_the_revealer():
    """Rulebook "Force another player" + game help: the forced player reveals and resolves.

    P1 points at slots 1 (Pistol) and 2 (Black Spot) and forces P3; P3 picks the Black Spot,
    so P3 (the revealer) is marooned, not P1. The other card stays in its slot unseen.
    """
    s = position(
        4, fd=[0, 1], jr=[2, 3],
        row=["pistol", "black_spot", "letter_of_marque", "albatross", "pistol"],
        event_deck=["eight_bells", "spanish_armada"],
    )
    pistol_card = s.row[0]
    s, ev = play(s, "P1 force 1 2 P3")
    assert Forced(seat=0, target=2, a=0, b=1) in ev
    assert seats_to_act(s) == (2,)
    assert type(s.stack[-1]) is ForcedPickF
    assert legal_texts(s, 2) == {"P3 pick 1", "P3 pick 2"}
    # The forced player may only pick one of the two slots pointed at.
    err = illegal(s, "P3 pick 3")
    assert err.code == "pick_slot" and err.rule == "rulebook: Force another player"

    s, ev = play(s, "P3 pick 2")
    assert Revealed(seat=2, slot=1, card="black_spot") in ev
    marooned = kinds(ev, Marooned)
    assert [e.seat for e in marooned] == [2]
    assert s.ships[JR] == (3,) and s.tortuga == (2,)
    assert s.ships[FD] == (0, 1)
    assert s.row[0] == pistol_card  # the other card remains in place
    assert seats_to_act(s) == (1,)


def test_force_a_pistol_the_forced_player_chooses_the_target():
    """Game help: "The player who turns the card face up is the revealer, also when forced to"."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["pistol", "black_spot", "letter_of_marque", "albatross", "pistol"],
                 event_deck=["eight_bells", "spanish_armada"])
    s, _ = play(s, "P1 force 1 2 P3", "P3 pick 1")
    top = s.stack[-1]
    assert type(top) is ResolveF and top.seat == 2 and top.kind == "pistol"
    assert seats_to_act(s) == (2,)
    # "Another player": the revealer P3 may target P1 but not themselves.
    assert legal_texts(s, 2) == {"P3 pistol P1", "P3 pistol P2", "P3 pistol P4"}
    s, _ = play(s, "P3 pistol P1")
    assert s.ships[FD] == (1,) and s.tortuga == (0,)


def test_force_cannot_target_yourself():
    """Rulebook "Force another player": "choose any other player"."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    err = illegal(s, "P1 force 1 2 P1")
    assert err.code == "force_self"
    assert err.rule == "rulebook: Potential Actions"
    assert all(not (type(a) is Force and a.target == 0) for a in legal_actions(s, 0))


# --------------------------------------------------------------------------- Rowboats

# Seat 0 (P1) is the mover; every other pawn is placed so the move is otherwise possible.
_START = {
    "FD": dict(fd=[1, 0], jr=[2, 3], tortuga=[4, 5]),
    "JR": dict(fd=[1, 2], jr=[3, 0], tortuga=[4, 5]),
    "TO": dict(fd=[1, 2], jr=[3, 4], tortuga=[5, 0]),
    "RB1": dict(fd=[1, 2], jr=[3, 4], tortuga=[5], boats=(0, -1)),
    "RB2": dict(fd=[1, 2], jr=[3, 4], tortuga=[5], boats=(-1, 0)),
}


@pytest.mark.parametrize(
    "start, dest, expect",
    [
        ("FD", "RB1", dict(boats=(0, -1), fd=(1,))),  # RB1 adjoins the Flying Dutchman
        ("JR", "RB2", dict(boats=(-1, 0), jr=(3,))),  # RB2 adjoins the Jolly Roger
        ("TO", "RB1", dict(boats=(0, -1), tortuga=(5,))),  # both Rowboats adjoin Tortuga
        ("TO", "RB2", dict(boats=(-1, 0), tortuga=(5,))),
        ("RB1", "FD", dict(boats=(-1, -1), fd=(1, 2, 0))),  # back of the ship's line
        ("RB1", "TO", dict(boats=(-1, -1), tortuga=(5, 0))),  # back of Tortuga's line
        ("RB2", "JR", dict(boats=(-1, -1), jr=(3, 4, 0))),
        ("RB2", "TO", dict(boats=(-1, -1), tortuga=(5, 0))),
    ],
)
def test_move_to_or_from_an_adjoining_rowboat(start, dest, expect):
    """Rulebook "Move to or from a Rowboat": ship/Tortuga -> adjoining Rowboat, Rowboat -> back of a line."""
    s = position(6, **_START[start])
    assert f"P1 move {dest}" in legal_texts(s, 0)
    s, ev = play(s, f"P1 move {dest}")
    assert kinds(ev, Moved)[0].seat == 0
    if "boats" in expect:
        assert s.boats == expect["boats"]
    if "fd" in expect:
        assert s.ships[FD] == expect["fd"]
    if "jr" in expect:
        assert s.ships[JR] == expect["jr"]
    if "tortuga" in expect:
        assert s.tortuga == expect["tortuga"]
    assert seats_to_act(s) == (1,)  # one action


@pytest.mark.parametrize(
    "start, dest, code",
    [
        ("FD", "RB2", "not_adjoining"),  # RB2 adjoins the Jolly Roger, not the Flying Dutchman
        ("JR", "RB1", "not_adjoining"),
        ("RB1", "JR", "not_adjoining"),
        ("RB2", "FD", "not_adjoining"),
        ("RB1", "RB2", "not_adjoining"),
        ("FD", "TO", "via_rowboat"),  # ship -> Tortuga takes two actions via a Rowboat
        ("FD", "JR", "via_rowboat"),
        ("TO", "JR", "via_rowboat"),
    ],
)
def test_move_to_a_place_that_does_not_adjoin_is_illegal(start, dest, code):
    """Rulebook "Rowboats": RB1 adjoins FD, RB2 adjoins JR, both adjoin Tortuga; ships only via Rowboats."""
    s = position(6, **_START[start])
    err = illegal(s, f"P1 move {dest}")
    assert err.code == code
    assert err.rule == "rulebook: Rowboats"
    assert f"P1 move {dest}" not in legal_texts(s, 0)


def test_rowboat_holds_only_one_pawn():
    """Rulebook "Rowboats": "each Rowboat holds only 1 pawn at a time"."""
    s = position(6, fd=[0, 1], jr=[2, 3], tortuga=[4], boats=(5, -1), turn=4)
    err = illegal(s, "P5 move RB1")
    assert err.code == "boat_taken" and err.rule == "rulebook: Rowboats"
    assert legal_texts(s, 4) >= {"P5 move RB2"} and "P5 move RB1" not in legal_texts(s, 4)
    s = position(6, fd=[0, 1], jr=[2, 3], tortuga=[4], boats=(5, -1), turn=1)
    err = illegal(s, "P2 move RB1")
    assert err.code == "boat_taken"


def test_ship_holds_at_most_five_pawns():
    """Rulebook "Game Play": "There may never be more than 5 pawns on a ship"."""
    s = position(7, fd=[1, 2, 3, 4, 5], jr=[6], boats=(0, -1))
    err = illegal(s, "P1 move FD")
    assert err.code == "ship_full" and err.rule == "rulebook: Game Play"
    assert legal_texts(s, 0) >= {"P1 move TO"} and "P1 move FD" not in legal_texts(s, 0)


def test_exploded_rowboat_cannot_be_used():
    """Event card Black Powder: the exploded Rowboat "can never be used again"."""
    s = position(6, fd=[1, 2], jr=[3, 4], tortuga=[5, 0], exploded=RB1)
    err = illegal(s, "P1 move RB1")
    assert err.code == "boat_exploded"
    assert {format_action(a) for a in legal_actions(s, 0) if type(a) is Move} == {"P1 move RB2"}
    s = position(6, fd=[0, 1], jr=[3, 4], tortuga=[5, 2], exploded=RB1)
    assert not any(type(a) is Move for a in legal_actions(s, 0))  # FD's only Rowboat is gone


# --------------------------------------------------------------------------- Attack (R5)


def test_attack_legal_with_treasure_on_the_galleon():
    """R5 / rulebook "Call for an Attack": a Captain with treasure on the Galleon may attack."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=4)
    assert Attack(0) in legal_actions(s, 0)
    s, ev = play(s, "P1 attack")
    assert type(s.stack[-1]) is VoteF and s.stack[-1].what == "attack"


def test_attack_illegal_when_galleon_and_other_ship_are_empty_R5():
    """R5: with the Galleon empty, an Attack needs treasure in the other ship's holds."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=0, holds=(3, 3, 0, 0))
    assert Attack(0) not in legal_actions(s, 0)
    err = illegal(s, "P1 attack")
    assert err.code == "nothing_to_take" and err.rule == "R5"


def test_attack_legal_when_galleon_empty_and_other_ship_has_treasure_R5():
    """R5 + rulebook: with the Galleon empty, take from the other ship "even if [it] has no pawns on it"."""
    s = position(4, fd=[0, 1], jr=[], tortuga=[2, 3], galleon=0, holds=(0, 0, 3, 3))
    assert Attack(0) in legal_actions(s, 0)


def test_only_a_captain_may_attack():
    """Rulebook "Captains": Call for an Attack is a Captain's action."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1)
    err = illegal(s, "P2 attack")
    assert err.code == "not_captain" and err.rule == "rulebook: Captains"


# --------------------------------------------------------------------------- Captain maroons


def test_captain_maroons_a_crewmate():
    """Rulebook "Maroon any crewmate to Tortuga": another pawn on the Captain's ship goes to Tortuga."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4])
    s, ev = play(s, "P1 maroon P2")
    assert CaptainMaroons(seat=0, target=1) in ev
    assert s.ships[FD] == (0, 2)
    assert s.tortuga == (4, 1)


def test_captain_may_not_maroon_self_or_other_ship_R6():
    """Rulebook "You may not maroon yourself"; R6: a crewmate is another pawn on the Captain's ship."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4])
    err = illegal(s, "P1 maroon P1")
    assert err.code == "not_crewmate" and err.rule == "R6"
    err = illegal(s, "P1 maroon P4")
    assert err.code == "not_crewmate" and err.rule == "R6"
    lone = position(5, fd=[0], jr=[1, 2, 3], tortuga=[4])
    assert not any(format_action(a).startswith("P1 maroon") for a in legal_actions(lone, 0))


def test_only_the_captain_may_maroon():
    """Rulebook "Captains": only a Captain maroons a crewmate."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], turn=1)
    err = illegal(s, "P2 maroon P3")
    assert err.code == "not_captain" and err.rule == "rulebook: Captains"


# --------------------------------------------------------------------------- Mutiny (R6)


def test_first_mate_calls_mutiny_R6():
    """Rulebook "First Mates: Call for a Mutiny"; R6."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], turn=1)
    assert Mutiny(1) in legal_actions(s, 1)
    s, _ = play(s, "P2 mutiny")
    assert type(s.stack[-1]) is VoteF and s.stack[-1].what == "mutiny"


@pytest.mark.parametrize(
    "fd, seat",
    [([0, 1, 2], 2), ([0, 1, 2], 0), ([0], 0)],
    ids=["cabin_boy", "captain", "lone_captain"],
)
def test_mutiny_needs_the_first_mate_R6(fd, seat):
    """R6: Mutiny needs a First Mate (second in line); nobody else may call it."""
    others = [x for x in range(5) if x not in fd]
    s = position(5, fd=fd, jr=others[:1], tortuga=others[1:], turn=seat)
    assert Mutiny(seat) not in legal_actions(s, seat)
    err = illegal(s, f"P{seat + 1} mutiny")
    assert err.code == "not_first_mate" and err.rule == "R6"


# --------------------------------------------------------------------------- Cabin Boy (R6)


def test_cabin_boy_moves_one_treasure_between_holds():
    """Rulebook "Cabin Boys": move 1 treasure on your ship from one hold to the other."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], holds=(1, 0, 0, 1), turn=2)
    s, ev = play(s, "P3 shift B>F")
    assert s.holds == (0, 1, 0, 1)
    assert Shifted(seat=2, ship=FD, src=0) in ev


def test_cabin_boy_needs_a_token_in_the_hold_R6():
    """R6: Move treasure needs a token in the hold it moves from."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], holds=(1, 0, 0, 1), turn=2)
    assert Shift(2, 1) not in legal_actions(s, 2)
    err = illegal(s, "P3 shift F>B")
    assert err.code == "no_treasure_in_hold" and err.rule == "R6"


def test_lone_captain_is_also_cabin_boy():
    """Rulebook "Game Play": alone on a ship you are Captain and Cabin Boy simultaneously."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], holds=(1, 0, 0, 1), turn=3)
    assert Shift(3, 1) in legal_actions(s, 3) and Attack(3) in legal_actions(s, 3)
    s, _ = play(s, "P4 shift F>B")
    assert s.holds == (1, 0, 1, 0)


def test_only_the_cabin_boy_moves_treasure():
    """Rulebook "Cabin Boys": the Cabin Boy is last in line; the Captain of a crewed ship is not."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], holds=(1, 0, 0, 1))
    err = illegal(s, "P1 shift B>F")
    assert err.code == "not_cabin_boy" and err.rule == "rulebook: Cabin Boys"


# --------------------------------------------------------------------------- Brawl (R6)


def test_governor_calls_brawl_R6():
    """Rulebook "Governor of Tortuga: Call for a Brawl"; R6."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], turn=3)
    assert Brawl(3) in legal_actions(s, 3)
    s, _ = play(s, "P4 brawl")
    assert type(s.stack[-1]) is VoteF and s.stack[-1].what == "brawl"


def test_only_the_governor_may_brawl_R6():
    """R6: Brawl needs the Governor (first in Tortuga's line)."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], turn=4)
    assert Brawl(4) not in legal_actions(s, 4)
    err = illegal(s, "P5 brawl")
    assert err.code == "not_governor" and err.rule == "R6"
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], turn=0)
    err = illegal(s, "P1 brawl")
    assert err.code == "not_governor"


# --------------------------------------------------------------------------- Letter of Marque


def test_kept_letter_of_marque_played_as_the_turns_action():
    """Game help, Letter of Marque: keep it and use it later as an action (the whole turn's action)."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], front={0: ["letter_of_marque"]})
    assert Marque(0, 3, JR) in legal_actions(s, 0)
    card = s.front[0][0]
    s, ev = play(s, "P1 marque P4 JR")
    assert s.ships[JR] == (2, 3)  # to the back of the line
    assert s.tortuga == (4,)
    assert s.front[0] == () and card in s.discard
    assert seats_to_act(s) == (1,)  # that was the turn


def test_letter_of_marque_moves_only_players_on_tortuga_or_a_rowboat():
    """Game help, Letter of Marque: "moves any one player who is on Tortuga or on a Rowboat"."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(-1, 4), front={0: ["letter_of_marque"]})
    targets = {a.target for a in legal_actions(s, 0) if type(a) is Marque}
    assert targets == {3, 4}
    err = illegal(s, "P1 marque P3 FD")
    assert err.code == "marque_target"
    without = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4])
    err = illegal(without, "P1 marque P4 JR")
    assert err.code == "no_letter"


def test_letter_of_marque_is_one_of_the_two_actions_with_two_players():
    """Game help: "in a 2-player game it is one of the two" actions."""
    s = position(2, fd=[0], jr=[], tortuga=[1], front={0: ["letter_of_marque"]})
    s, _ = play(s, "P1 marque P2 JR")
    assert s.ships[JR] == (1,)
    assert seats_to_act(s) == (0,) and s.actions_left == 1
    s, _ = play(s, "P1 view 1 2")
    assert seats_to_act(s) == (1,) and s.actions_left == 2


# --------------------------------------------------------------------------- R7


def test_view_and_force_need_two_face_down_cards_R7():
    """R7: with one face-down Event card left, only Reveal touches the row."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=[None, None, "spanish_armada", None, None], event_deck=[])
    acts = legal_actions(s, 0)
    assert not any(type(a) in (View, Force) for a in acts)
    assert Reveal(0, 2) in acts
    err = illegal(s, "P1 view 3 4")
    assert err.code == "two_cards_needed" and err.rule == "R7"
    err = illegal(s, "P1 force 3 4 P2")
    assert err.code == "two_cards_needed" and err.rule == "R7"


def test_view_and_force_allowed_with_exactly_two_face_down_cards_R7():
    """R7: two face-down cards are enough to View 2 or Force."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=[None, "pistol", None, "black_spot", None], event_deck=[])
    acts = legal_actions(s, 0)
    assert View(0, 1, 3) in acts and Force(0, 1, 3, 2) in acts


# --------------------------------------------------------------------------- actions per turn, order


def test_two_actions_per_turn_with_two_players():
    """Rulebook "Note: In 2-player games, each player gets to perform 2 actions on each turn"."""
    s = position(2, fd=[0], jr=[1])
    assert s.actions_left == 2
    s, _ = play(s, "P1 view 1 2")
    assert seats_to_act(s) == (0,) and type(s.stack[-1]) is TurnF
    s, _ = play(s, "P1 view 3 4")
    assert seats_to_act(s) == (1,) and s.turn == 1 and s.actions_left == 2


def test_one_action_per_turn_with_three_players():
    """Rulebook "Game Play": "Players only get 1 total action per turn"."""
    s = position(3, fd=[0, 2], jr=[1])
    s, _ = play(s, "P1 view 1 2")
    assert seats_to_act(s) == (1,)
    assert illegal(s, "P1 view 3 4").code == "not_your_decision"


def test_turn_order_follows_seat_order_R12():
    """R12: turn order is seat order (clockwise), wrapping from the last seat to the first."""
    s = position(4, fd=[0, 1], jr=[2, 3], tortuga=[], turn=2)
    order = []
    for _ in range(4):
        seat = seats_to_act(s)[0]
        order.append(seat)
        s, _ = play(s, f"P{seat + 1} view 1 2")
    assert order == [2, 3, 0, 1]
    assert seats_to_act(s) == (2,)


# --------------------------------------------------------------------------- illegal actions


def test_acting_out_of_turn_is_illegal():
    """Rulebook "Game Play": only the seat whose turn it is chooses an action."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    err = illegal(s, "P2 view 1 2")
    assert err.code == "not_your_decision" and err.rule == "rulebook: Game Play"
    assert "rulebook: Game Play" in str(err)
    assert err.params["waiting"] == (0,)


def test_reveal_of_an_empty_slot_is_illegal():
    """Rulebook "Reveal 1 Event Card": flip one of the face-down cards."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["pistol", None, "black_spot", "albatross", "pistol"])
    err = illegal(s, "P1 reveal 2")
    assert err.code == "slot_not_face_down" and err.rule == "rulebook: Potential Actions"
