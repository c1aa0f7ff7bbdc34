"""Scenario tests for every Event card, its timing window, and the reveal/refill/knowledge rules.

Sources: DECISIONS.md "Event cards" (the binding English reading of the game help's card texts),
rulings R3, R4, R9, R11, R13; the rulebook ("Reveal 1 Event Card", "Force another player",
"Getting Marooned & Tortuga", "Rowboats", "End of the Game"); the game help's Event card section.

Transcripts use the notation of `tortuga_qt.rules.notation`: seat 0 is P1, row slots are 1..5.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import astuple

import pytest

from tortuga_qt.rules import IllegalActionError, chance_request, legal_actions, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Abstain, Marque, Move, Search, Vote
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.events import (
    CardLost,
    DrewCards,
    Event,
    Given,
    LostCard,
    LoyaltySeen,
    NoEffect,
    PistolAimed,
    Saw,
    ScurvyStruck,
    Searched,
    TurnLost,
    VoteResult,
    redact,
)
from tortuga_qt.rules.frames import AtlantisF, CrowSearchF, FountainF, ResolveF, TurnF
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.places import RB1, RB2
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

# --------------------------------------------------------------------------- helpers

_FILLER = ["black_spot"] * 3 + ["pistol"] * 3 + ["letter_of_marque"] * 3


def pos(n: int, *, row, **kw) -> GameState:
    """`position` with a row given as a list; without `event_deck`, a deck of 3 filler cards
    above the Armada, so that a single refill never triggers the R8 end-of-deck reshuffle."""
    row = list(row) + [None] * (5 - len(row))
    if "event_deck" not in kw:
        used = Counter(k for k in row if k)
        used.update(k for kinds in (kw.get("front") or {}).values() for k in kinds)
        used.update(kw.get("discard") or ())
        deck: list[str] = []
        for kind in _FILLER:
            if used[kind] < 3 and len(deck) < 3:
                used[kind] += 1
                deck.append(kind)
        kw["event_deck"] = deck + ["spanish_armada"]
    return position(n, row=row, **kw)




def legal(state: GameState, seat: int) -> set[str]:
    """Returns the notation of every legal action of `seat`."""
    return {format_action(a) for a in legal_actions(state, seat)}


def front(state: GameState, seat: int) -> list[str]:
    """Returns the kinds of the Event cards face up in front of a seat."""
    return sorted(C.KIND[c] for c in state.front[seat])


def discarded(state: GameState) -> list[str]:
    return sorted(C.KIND[c] for c in state.discard)


def top(state: GameState):
    return state.stack[-1]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def waits_for_turn_of(state: GameState, seat: int) -> bool:
    return type(top(state)) is TurnF and top(state).seat == seat


# =========================================================================== Letter of Marque


def test_marque_moves_tortuga_pawn_to_back_of_chosen_ship():
    """Event card: Letter of Marque - the revealer moves a player on Tortuga to the back of the
    line of either ship; the card is then discarded (not kept)."""
    s = pos(4, fd=[0, 1], jr=[2], tortuga=[3], row=["letter_of_marque"])
    s, _ = play(s, "P1 reveal 1", "P1 marque P4 JR")
    assert s.ships == ((0, 1), (2, 3))
    assert s.tortuga == ()
    assert "letter_of_marque" in discarded(s)
    assert front(s, 0) == []


def test_marque_with_nobody_to_move_can_only_be_kept():
    """Event card: Letter of Marque - with nobody on Tortuga or a Rowboat there is no move to make;
    resolving is mandatory, so the revealer keeps the card."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["letter_of_marque"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 keep"}


def test_marque_moves_rowboat_pawn_to_either_ship_not_only_the_adjoining_one():
    """Event card: Letter of Marque - a player on a Rowboat goes to the back of EITHER ship's line
    (RB1 adjoins the Flying Dutchman, yet the Jolly Roger may be chosen)."""
    s = pos(4, fd=[0, 1], jr=[2], boats=(3, -1), row=["letter_of_marque"])
    s, _ = play(s, "P1 reveal 1")
    assert {"P1 marque P4 FD", "P1 marque P4 JR"} <= legal(s, 0)
    s, _ = play(s, "P1 marque P4 JR")
    assert s.ships == ((0, 1), (2, 3))
    assert s.boats == (-1, -1)


def test_marque_targets_only_tortuga_or_rowboat_pawns_and_ships_with_room():
    """Event card: Letter of Marque - 'any one player' (the revealer included) who is on Tortuga
    or a Rowboat; never a pawn already on a ship; a full ship (5 pawns) cannot be chosen."""
    s = pos(8, fd=[1, 2, 3, 4, 5], jr=[6], tortuga=[0], boats=(7, -1), row=["letter_of_marque"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 keep", "P1 marque P1 JR", "P1 marque P8 JR"}


def test_marque_boarding_with_two_albatross_sinks_the_ship():
    """Event card: Letter of Marque + Albatross - a pawn holding 2 Albatross moved onto a ship
    sinks it: everyone aboard, the mover included, is marooned in reverse rank."""
    s = pos(4, fd=[0, 1], jr=[2], tortuga=[3], front={3: ["albatross", "albatross"]},
            row=["letter_of_marque"])
    s, _ = play(s, "P1 reveal 1", "P1 marque P4 FD")
    assert s.ships == ((), (2,))
    assert s.tortuga == (3, 1, 0)


def test_marque_can_be_kept_face_up():
    """Event card: Letter of Marque - the revealer may instead keep the card (face up in front);
    nobody moves and the reveal was the whole turn's action."""
    s = pos(4, fd=[0, 1], jr=[2], tortuga=[3], row=["letter_of_marque"])
    s, _ = play(s, "P1 reveal 1", "P1 keep")
    assert front(s, 0) == ["letter_of_marque"]
    assert "letter_of_marque" not in discarded(s)
    assert s.tortuga == (3,) and s.ships == ((0, 1), (2,))
    assert waits_for_turn_of(s, 1)


def test_kept_marque_is_played_later_as_the_turns_action():
    """Event card: Letter of Marque - a kept card is used later as an action; that use is the
    whole turn's action (the turn then passes) and the card is discarded."""
    s = pos(4, fd=[0, 1], jr=[2], tortuga=[3], front={0: ["letter_of_marque"]},
            row=["pistol", "pistol", "black_spot"])
    assert "P1 marque P4 FD" in legal(s, 0)
    s, _ = play(s, "P1 marque P4 FD")
    assert s.ships == ((0, 1, 3), (2,))
    assert front(s, 0) == [] and "letter_of_marque" in discarded(s)
    assert waits_for_turn_of(s, 1)


def test_kept_marque_in_two_player_game_is_one_of_the_two_actions():
    """Event card: Letter of Marque - in a 2-player game the later use is one of the turn's two
    actions (rulebook: 2 actions per turn with 2 players)."""
    s = pos(2, fd=[0], tortuga=[1], front={0: ["letter_of_marque"]},
            row=["pistol", "pistol", "black_spot"])
    s, _ = play(s, "P1 marque P2 FD")
    assert s.ships == ((0, 1), ())
    assert waits_for_turn_of(s, 0) and s.actions_left == 1
    s, _ = play(s, "P1 view 1 2")
    assert waits_for_turn_of(s, 1)


def test_marque_cannot_be_played_as_action_without_holding_one():
    """Event card: Letter of Marque - only a kept card gives the marque action."""
    s = pos(4, fd=[0, 1], jr=[2], tortuga=[3], row=["pistol", "pistol"])
    assert not any(isinstance(a, Marque) for a in legal_actions(s, 0))
    with pytest.raises(IllegalActionError):
        play(s, "P1 marque P4 FD")


# =========================================================================== Pistol


def test_pistol_targets_another_player_and_cannot_be_kept():
    """Event card: Pistol - the revealer picks ANOTHER player (not themselves); cannot be kept."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["pistol"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 pistol P2", "P1 pistol P3", "P1 pistol P4"}
    with pytest.raises(IllegalActionError):
        play(s, "P1 pistol P1")
    with pytest.raises(IllegalActionError):
        play(s, "P1 keep")


def test_pistol_maroons_target_from_a_ship():
    """Event card: Pistol; rulebook 'Getting Marooned' - the target goes to the back of Tortuga's
    line, pawns behind it on the ship move up; the Pistol is discarded."""
    s = pos(4, fd=[0, 1, 2], jr=[3], row=["pistol"])
    hand = s.hands[1]
    s, ev = play(s, "P1 reveal 1", "P1 pistol P2")
    assert s.ships == ((0, 2), (3,))
    assert s.tortuga == (1,)
    assert s.hands[1] == hand
    assert "pistol" in discarded(s) and front(s, 0) == []
    assert PistolAimed(seat=0, target=1) in ev


def test_pistol_on_tortuga_costs_a_random_vote_card_R11():
    """Event card: Pistol; R11 - a target already on Tortuga goes to the back of the line and one
    of their Vote cards, picked at random, goes unseen to the bottom of the Vote deck."""
    s = pos(4, fd=[0], jr=[2], tortuga=[1, 3], row=["pistol"])
    hand = s.hands[1]
    s, _ = play(s, "P1 reveal 1", "P1 pistol P2")
    assert s.tortuga == (3, 1)
    req = chance_request(s)
    assert req is not None and req.what == "lose_card" and req.n == 3
    s, ev = play(s, "chance lose_card 2 0 1")
    assert s.hands[1] == hand[:2]
    assert s.vote_deck[-1] == hand[2]
    lost = [e for e in ev if isinstance(e, LostCard)]
    assert lost and all(e.visible_to == (1,) for e in lost)
    assert [e.card for e in lost] == [hand[2]]
    assert CardLost(seat=1) in redact(ev, None)


def test_pistol_on_rowboat_costs_no_card_R11():
    """Event card: Pistol; R11 / rulebook 'Rowboats' - marooned from a Rowboat: back of Tortuga's
    line, no Vote card lost."""
    s = pos(4, fd=[0, 2], tortuga=[3], boats=(1, -1), row=["pistol"])
    hand = s.hands[1]
    s, _ = play(s, "P1 reveal 1", "P1 pistol P2")
    assert s.boats == (-1, -1)
    assert s.tortuga == (3, 1)
    assert s.hands[1] == hand
    assert chance_request(s) is None and waits_for_turn_of(s, 1)


# =========================================================================== Albatross


def test_albatross_is_kept_face_up():
    """Event card: Albatross - the revealer keeps it face up for the rest of the game; one
    Albatross alone on a ship does nothing."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["albatross"])
    s, _ = play(s, "P1 reveal 1")
    assert front(s, 0) == ["albatross"]
    assert view_for(s, None).front[0] == ("albatross",)  # face up: public
    assert "albatross" not in discarded(s)
    assert s.ships == ((0, 1), (2, 3)) and s.tortuga == ()


def test_albatross_two_on_a_ship_maroon_everyone_in_reverse_rank():
    """Event card: Albatross - a ship whose pawns hold 2 Albatross in total: everyone aboard is
    marooned; they enter Tortuga in reverse rank (lowest rank first, the Captain last), behind
    the pawns already there; the cards stay in front of their holders."""
    s = pos(5, fd=[0, 1, 2], jr=[3], tortuga=[4], front={2: ["albatross"]}, row=["albatross"])
    s, _ = play(s, "P1 reveal 1")
    assert s.ships == ((), (3,))
    assert s.tortuga == (4, 2, 1, 0)
    assert front(s, 0) == ["albatross"] and front(s, 2) == ["albatross"]


def test_albatross_holder_of_two_boarding_a_ship_sinks_it():
    """Event card: Albatross - a player holding 2 who boards a ship sinks it, themselves included
    (marooned in reverse rank: the boarder, last in line, enters Tortuga first)."""
    s = pos(4, fd=[0, 1], jr=[2], boats=(3, -1), front={3: ["albatross", "albatross"]},
            row=["pistol", "pistol"], turn=3)
    s, _ = play(s, "P4 move FD")
    assert s.ships == ((), (2,))
    assert s.tortuga == (3, 1, 0)


def test_albatross_holder_of_two_swapped_onto_a_ship_by_facade_sinks_it():
    """Event card: Albatross ('whenever a ship carries pawns holding 2') with Facade - a holder of
    2 put aboard by a swap sinks the ship, the holder included."""
    s = pos(4, fd=[0, 2], jr=[3], tortuga=[1], front={1: ["albatross", "albatross"]},
            row=["facade"], turn=1)
    s, _ = play(s, "P2 reveal 1")  # P2 swaps with P1 (the previous seat)
    assert s.ships == ((), (3,))
    assert s.tortuga == (0, 2, 1)


def test_albatross_has_no_effect_on_tortuga():
    """Event card: Albatross - no effect on Tortuga, even with 2 held there."""
    s = pos(4, fd=[2], jr=[3], tortuga=[0, 1], front={1: ["albatross"]}, row=["albatross"])
    s, ev = play(s, "P1 reveal 1")
    assert s.tortuga == (0, 1)
    assert "marooned" not in kinds(ev)


def test_albatross_has_no_effect_on_a_rowboat():
    """Event card: Albatross - no effect on a Rowboat, even for a holder of 2."""
    s = pos(4, fd=[1], jr=[2, 3], boats=(0, -1), front={0: ["albatross"]}, row=["albatross"])
    s, ev = play(s, "P1 reveal 1")
    assert s.boats == (0, -1)
    assert front(s, 0) == ["albatross", "albatross"]
    assert "marooned" not in kinds(ev)


# =========================================================================== Black Spot


def test_black_spot_maroons_the_revealer():
    """Event card: Black Spot - the revealer is marooned."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["black_spot"])
    s, _ = play(s, "P1 reveal 1")
    assert s.ships == ((1,), (2, 3))
    assert s.tortuga == (0,)
    assert "black_spot" in discarded(s)


def test_black_spot_maroons_the_forced_revealer_not_the_forcer():
    """Event card: Black Spot; DECISIONS 'the player who turns the card face up is the revealer,
    also when forced to' - the forced player is marooned."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["black_spot", "pistol"])
    s, _ = play(s, "P1 force 1 2 P3", "P3 pick 1")
    assert s.ships == ((0, 1), (3,))
    assert s.tortuga == (2,)


# =========================================================================== Treasure maps


@pytest.mark.parametrize("kind", ["atlantis", "el_dorado", "fountain_of_youth"])
def test_treasure_map_is_given_to_another_player(kind):
    """Event card: Treasure Maps - the revealer gives the map to ANOTHER player (not kept)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=[kind])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 give P2", "P1 give P3", "P1 give P4"}
    s, ev = play(s, "P1 give P3")
    assert front(s, 2) == [kind] and front(s, 0) == []
    assert kind not in discarded(s)
    assert Given(seat=0, target=2, card=kind) in ev


@pytest.mark.parametrize("n", [2, 3])
def test_treasure_map_is_given_away_also_in_small_games(n):
    """Event card: Treasure Maps - also in 2- and 3-player games the map must go to another
    player (game help: '2인용 및 3인용 게임에서 ... 다른 플레이어에게 주어야 합니다')."""
    s = pos(n, fd=[0], jr=list(range(1, n)), row=["atlantis"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {f"P1 give P{t + 1}" for t in range(1, n)}


# --------------------------------------------------------------------------- Atlantis


def test_atlantis_window_before_another_players_turn():
    """Event card: Atlantis - immediately before ANY player's turn the holder, on a ship, may move
    to the back of the other ship's line; then the card is discarded. Not an action: the turn
    that follows belongs to its player as usual."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={2: ["atlantis"]}, row=["pistol", "pistol"])
    s, _ = play(s, "P1 view 1 2")
    assert type(top(s)) is AtlantisF and seats_to_act(s) == (2,)
    assert legal(s, 2) == {"P3 atlantis", "P3 atlantis pass"}
    s, _ = play(s, "P3 atlantis")
    assert s.ships == ((0, 1, 2), (3,))
    assert front(s, 2) == [] and "atlantis" in discarded(s)
    assert waits_for_turn_of(s, 1) and s.actions_left == 1


def test_atlantis_window_before_the_holders_own_turn_is_not_an_action():
    """Event card: Atlantis - the window comes before the holder's own turn too; using the map is
    never an action, so the holder still has their full turn."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, row=["pistol", "pistol"])
    s, _ = play(s, "P1 view 1 2")
    assert type(top(s)) is AtlantisF and top(s).seat == 1 and top(s).turn_seat == 1
    s, _ = play(s, "P2 atlantis")
    assert s.ships == ((0,), (2, 3, 1))
    assert waits_for_turn_of(s, 1) and s.actions_left == 1


def test_atlantis_declined_is_kept_for_a_later_window():
    """Event card: Atlantis - declining keeps the card; the holder is asked again before the next
    player's turn."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={2: ["atlantis"]}, row=["pistol", "pistol"])
    s, _ = play(s, "P1 view 1 2", "P3 atlantis pass")
    assert front(s, 2) == ["atlantis"]
    assert s.ships == ((0, 1), (2, 3))
    assert waits_for_turn_of(s, 1)
    s, _ = play(s, "P2 view 1 2")
    assert type(top(s)) is AtlantisF and top(s).seat == 2 and top(s).turn_seat == 2
    s, _ = play(s, "P3 atlantis")
    assert s.ships == ((0, 1, 2), (3,))


def test_atlantis_cannot_be_used_from_tortuga_or_a_rowboat():
    """Event card: Atlantis - not from Tortuga or a Rowboat: no window is offered there."""
    s = pos(4, fd=[0], jr=[3], tortuga=[1], boats=(-1, 2), front={1: ["atlantis"]},
            row=["pistol", "pistol"])
    s, _ = play(s, "P1 view 1 2")
    assert waits_for_turn_of(s, 1)
    s2 = pos(4, fd=[0], jr=[3], tortuga=[1], boats=(-1, 2), front={2: ["atlantis"]},
             row=["pistol", "pistol"])
    s2, _ = play(s2, "P1 view 1 2")
    assert waits_for_turn_of(s2, 1)


def test_atlantis_needs_room_on_the_other_ship():
    """Event card: Atlantis - the holder moves to the back of the other ship's line, so that ship
    must have room (at most 5 pawns on a ship): no window while it is full."""
    s = pos(7, fd=[0, 1], jr=[2, 3, 4, 5, 6], front={1: ["atlantis"]}, row=["pistol", "pistol"])
    s, _ = play(s, "P1 view 1 2")
    assert waits_for_turn_of(s, 1)


# --------------------------------------------------------------------------- El Dorado


def test_el_dorado_holder_draws_one_extra_vote_card_at_once():
    """Event card: El Dorado - the holder at once draws 1 extra Vote card (top of the deck)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["el_dorado"])
    top_card = s.vote_deck[0]
    s, ev = play(s, "P1 reveal 1", "P1 give P2")
    assert len(s.hands[1]) == 4 and top_card in s.hands[1]
    assert s.vote_deck[0] != top_card
    private = [e for e in ev if isinstance(e, DrewCards)]
    assert private and all(e.visible_to == (1,) for e in private)
    assert top_card in private[0].cards


def test_el_dorado_plays_two_cards_in_one_vote_then_is_discarded():
    """Event card: El Dorado - in one later vote the holder may play 2 Vote cards instead of 1
    (both count in the tally); then the card is discarded."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={1: ["el_dorado"]}, hands={1: [9, 10, 11, 12]},
            row=["pistol", "pistol"])
    s, _ = play(s, "P1 attack", "P1 vote v0")
    assert "P2 vote v9 v10" in legal(s, 1)
    s, ev = play(s, "P2 vote v9 v10")
    result = next(e for e in ev if isinstance(e, VoteResult))
    assert result.outcome == "success" and len(result.faces) == 4  # 3 played + deck card
    assert front(s, 1) == [] and "el_dorado" in discarded(s)
    assert sorted(s.hands[1]) == [11, 12]


def test_two_card_vote_needs_el_dorado():
    """Event card: El Dorado - without the map a player plays exactly 1 Vote card."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["pistol", "pistol"])
    s, _ = play(s, "P1 attack", "P1 vote v0")
    assert not any(isinstance(a, Vote) and len(a.cards) == 2 for a in legal_actions(s, 1))
    with pytest.raises(IllegalActionError):
        play(s, "P2 vote v3 v4")


# --------------------------------------------------------------------------- Fountain of Youth


def test_fountain_refuses_a_black_spot_the_holder_revealed():
    """Event card: Fountain of Youth - refuse being marooned by a Black Spot one revealed; then
    the Fountain is discarded."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={0: ["fountain_of_youth"]}, row=["black_spot"])
    s, _ = play(s, "P1 reveal 1")
    assert type(top(s)) is FountainF and seats_to_act(s) == (0,)
    s, _ = play(s, "P1 fountain")
    assert s.ships == ((0, 1), (2, 3)) and s.tortuga == ()
    assert front(s, 0) == [] and "fountain_of_youth" in discarded(s)


def test_fountain_refuses_a_pistol():
    """Event card: Fountain of Youth - refuse being marooned by a Pistol."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={2: ["fountain_of_youth"]}, row=["pistol"])
    s, _ = play(s, "P1 reveal 1", "P1 pistol P3")
    assert type(top(s)) is FountainF and seats_to_act(s) == (2,)
    s, _ = play(s, "P3 fountain")
    assert s.ships == ((0, 1), (2, 3))
    assert front(s, 2) == [] and "fountain_of_youth" in discarded(s)


def test_fountain_refuses_captains_maroon_but_the_captains_action_is_spent():
    """Event card: Fountain of Youth - refuse the Captain's maroon; the Captain's action is still
    spent (the turn passes)."""
    s = pos(4, fd=[0, 1, 2], jr=[3], front={1: ["fountain_of_youth"]}, row=["pistol", "pistol"])
    s, _ = play(s, "P1 maroon P2", "P2 fountain")
    assert s.ships == ((0, 1, 2), (3,)) and s.tortuga == ()
    assert "fountain_of_youth" in discarded(s)
    assert waits_for_turn_of(s, 1)


def test_fountain_refuses_a_successful_mutiny():
    """Event card: Fountain of Youth - refuse being marooned by a successful Mutiny."""
    s = pos(4, fd=[0, 1, 2], jr=[3], front={0: ["fountain_of_youth"]},
            hands={1: [0, 2, 3], 2: [1, 4, 7]}, row=["pistol", "pistol"], turn=1)
    # v0 and v1 are Skulls; the deck card cannot outvote two Skulls.
    s, ev = play(s, "P2 mutiny", "P2 vote v0", "P3 vote v1")
    assert next(e for e in ev if isinstance(e, VoteResult)).outcome == "success"
    assert type(top(s)) is FountainF and seats_to_act(s) == (0,)
    s, _ = play(s, "P1 fountain")
    assert s.ships[0] == (0, 1, 2) and s.tortuga == ()
    assert "fountain_of_youth" in discarded(s)


def test_fountain_declined_means_marooned_and_map_kept():
    """Event card: Fountain of Youth - the holder MAY refuse; passing means marooned as usual and
    the unused map stays in front."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={2: ["fountain_of_youth"]}, row=["pistol"])
    s, _ = play(s, "P1 reveal 1", "P1 pistol P3", "P3 fountain pass")
    assert s.ships == ((0, 1), (3,)) and s.tortuga == (2,)
    assert front(s, 2) == ["fountain_of_youth"]


def test_fountain_not_usable_against_albatross():
    """Event card: Fountain of Youth - NOT usable against the Albatross (only Black Spot, Pistol,
    Captain, Mutiny)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={1: ["fountain_of_youth", "albatross"]},
            row=["albatross"])
    s, _ = play(s, "P1 reveal 1")
    assert s.ships == ((), (2, 3)) and s.tortuga == (1, 0)
    assert "fountain_of_youth" in front(s, 1)
    assert not any(type(f) is FountainF for f in s.stack)


def test_fountain_not_usable_against_black_powder():
    """Event card: Fountain of Youth - NOT usable against Black Powder."""
    s = pos(4, fd=[0, 1], jr=[2], boats=(-1, 3), front={3: ["fountain_of_youth"]},
            row=["black_powder"])
    s, _ = play(s, "P1 reveal 1", "P1 powder RB2")
    assert s.boats == (-1, -1) and s.tortuga == (3,)
    assert front(s, 3) == ["fountain_of_youth"]
    assert waits_for_turn_of(s, 1)


# =========================================================================== Spanish Armada


def test_spanish_armada_ends_the_game_with_the_leading_team_winning():
    """Event card: Spanish Armada; rulebook 'End of the Game' - when revealed the team with the
    most treasure (holds + Tortuga areas) wins at once."""
    s = pos(4, fd=[0, 1], jr=[2, 3], holds=(2, 0, 0, 0), row=["spanish_armada"],
            event_deck=["pistol"])
    s, ev = play(s, "P1 reveal 1")
    assert s.result is not None
    assert s.result.team == Team.BRITISH
    assert s.result.winners == tuple(x for x in range(4) if s.loyalty[x] == Team.BRITISH)
    assert (s.result.british, s.result.french) == (3, 1)
    assert seats_to_act(s) == ()
    assert "game_over" in kinds(ev)


# =========================================================================== Black Powder


def test_black_powder_any_rowboat_may_be_chosen():
    """Event card: Black Powder - the revealer puts the token on a Rowboat of their choice
    (occupied or not)."""
    s = pos(4, fd=[0, 1], jr=[2], boats=(-1, 3), row=["black_powder"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 powder RB1", "P1 powder RB2"}


def test_black_powder_maroons_the_pawn_on_it_without_card_loss():
    """Event card: Black Powder; R11 - a pawn on the blown-up Rowboat is marooned to the back of
    Tortuga's line and loses no Vote card."""
    s = pos(4, fd=[0, 1], jr=[2], boats=(-1, 3), row=["black_powder"])
    hand = s.hands[3]
    s, _ = play(s, "P1 reveal 1", "P1 powder RB2")
    assert s.exploded == RB2
    assert s.boats == (-1, -1) and s.tortuga == (3,)
    assert s.hands[3] == hand
    assert chance_request(s) is None


def test_black_powder_rowboat_can_never_be_used_again():
    """Event card: Black Powder - the blown-up Rowboat can never be used again (neither from its
    ship nor from Tortuga)."""
    s = pos(4, fd=[0], jr=[2], tortuga=[1, 3], row=["black_powder", "pistol", "pistol"])
    s, _ = play(s, "P1 reveal 1", "P1 powder RB2")
    assert waits_for_turn_of(s, 1)
    assert Move(1, RB2) not in legal_actions(s, 1) and Move(1, RB1) in legal_actions(s, 1)
    with pytest.raises(IllegalActionError):
        play(s, "P2 move RB2")
    s, _ = play(s, "P2 view 1 2")
    assert Move(2, RB2) not in legal_actions(s, 2)


def test_black_powder_rowboat_stays_blown_up_if_black_powder_returns_after_R9():
    """Event card: Black Powder ('it can never be used again', only one explosion token); R9 can
    bring the discarded Black Powder back: revealed again it has no effect, and the first
    Rowboat stays unusable."""
    s = pos(4, fd=[0], jr=[2], tortuga=[1, 3], exploded=RB1, sudden=True,
            row=["black_powder", "pistol", "pistol"], event_deck=["black_spot", "black_spot"])
    s, events = play(s, "P1 reveal 1")
    assert NoEffect(seat=0, card="black_powder") in events
    assert s.exploded == RB1
    assert waits_for_turn_of(s, 1)
    assert Move(1, RB1) not in legal_actions(s, 1)
    assert Move(1, RB2) in legal_actions(s, 1)


# =========================================================================== Cabin Fever


def test_cabin_fever_target_is_another_player():
    """Event card: Cabin Fever - the revealer picks ANOTHER player."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["cabin_fever"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 fever P2", "P1 fever P3", "P1 fever P4"}


@pytest.mark.parametrize("outcome, expected", [("1 0", (1, 0, 0, 1)), ("0 1", (0, 1, 0, 1))])
def test_cabin_fever_shuffles_and_deals_back_the_two_loyalty_cards(outcome, expected):
    """Event card: Cabin Fever - the two Loyalty cards are shuffled and dealt back (chance step
    'fever': (1, 0) swaps them, (0, 1) keeps them)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], loyalty=[0, 1, 0, 1], row=["cabin_fever"])
    s, _ = play(s, "P1 reveal 1", "P1 fever P2")
    req = chance_request(s)
    assert req is not None and req.what == "fever" and req.n == 2
    s, _ = play(s, f"chance fever {outcome}")
    assert s.loyalty == expected
    assert "cabin_fever" in discarded(s)


def test_cabin_fever_each_sees_only_their_own_new_card():
    """Event card: Cabin Fever - each of the two secretly looks at their new card: the new
    Loyalty reaches each of them privately and no one else (events and views)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], loyalty=[0, 1, 0, 1], row=["cabin_fever"])
    s, ev1 = play(s, "P1 reveal 1", "P1 fever P2")
    s, ev2 = play(s, "chance fever 1 0")
    ev = ev1 + ev2
    assert not any(isinstance(e, LoyaltySeen) for e in redact(ev, None))
    assert not any(isinstance(e, LoyaltySeen) for e in redact(ev, 2))
    assert [e for e in redact(ev, 0) if isinstance(e, LoyaltySeen)] == [LoyaltySeen(seat=0, team=1)]
    assert [e for e in redact(ev, 1) if isinstance(e, LoyaltySeen)] == [LoyaltySeen(seat=1, team=0)]
    assert view_for(s, 0).loyalties == (1, None, None, None)
    assert view_for(s, 1).loyalties == (None, 0, None, None)
    assert view_for(s, 2).loyalties == (None, None, 0, None)


# =========================================================================== Crow's Nest


def test_crows_nest_any_player_may_be_picked_including_self():
    """Event card: Crow's Nest - the revealer picks a player ('any player' includes the
    revealer)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["crows_nest"])
    s, _ = play(s, "P1 reveal 1")
    assert legal(s, 0) == {"P1 crow P1", "P1 crow P2", "P1 crow P3", "P1 crow P4"}


def test_crows_nest_replaces_hand_with_cards_searched_from_the_whole_deck():
    """Event card: Crow's Nest - that player's hand goes into the Vote deck; the revealer picks the
    same number of cards from the whole deck (the returned cards included), one at a time; then
    the deck is shuffled (chance 'crow_shuffle')."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["crows_nest"])
    old = s.hands[2]
    deck = s.vote_deck
    s, _ = play(s, "P1 reveal 1", "P1 crow P3")
    assert type(top(s)) is CrowSearchF and s.hands[2] == ()
    assert sorted(s.vote_deck) == sorted(deck + old)
    assert Search(0, old[0]) in legal_actions(s, 0)  # a returned card may be taken back
    assert Search(0, s.hands[1][0]) not in legal_actions(s, 0)  # not another player's card
    s, ev = play(s, f"P1 search v{old[0]}", "P1 search v30", "P1 search v31")
    req = chance_request(s)
    assert req is not None and req.what == "crow_shuffle" and req.n == len(deck)
    assert s.hands[2] == tuple(sorted((old[0], 30, 31)))
    searched = [e for e in ev if isinstance(e, Searched)]
    assert len(searched) == 3 and all(e.visible_to == (0, 2) for e in searched)
    before = s.vote_deck
    s, _ = play(s, "chance crow_shuffle " + " ".join(map(str, reversed(range(req.n)))))
    assert s.vote_deck == tuple(reversed(before))
    assert sorted(s.vote_deck + tuple(c for h in s.hands for c in h)) == list(range(32))
    assert waits_for_turn_of(s, 1)


def test_crows_nest_only_the_searcher_sees_the_deck():
    """Event card: Crow's Nest - the revealer searches PRIVATELY: only the searcher's view shows
    the Vote deck, and only while searching."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["crows_nest"])
    s, _ = play(s, "P1 reveal 1", "P1 crow P3")
    assert view_for(s, 0).searchable == tuple(sorted(s.vote_deck))
    for other in (1, 2, 3, None):
        assert view_for(s, other).searchable == ()
    s, _ = play(s, "P1 search v30", "P1 search v31", "P1 search v29")
    assert view_for(s, 0).searchable == ()


# =========================================================================== Eight Bells


def test_eight_bells_redraws_the_revealers_ship_at_random():
    """Event card: Eight Bells - all pawns on the revealer's ship are drawn at random back into its
    line (chance 'eight_bells'); the other places are untouched."""
    s = pos(5, fd=[0, 1, 2], jr=[3], tortuga=[4], row=["eight_bells"])
    s, _ = play(s, "P1 reveal 1")
    req = chance_request(s)
    assert req is not None and req.what == "eight_bells" and req.n == 3
    s, _ = play(s, "chance eight_bells 2 0 1")
    assert s.ships == ((2, 0, 1), (3,)) and s.tortuga == (4,)


def test_eight_bells_redraws_tortuga_when_the_revealer_is_there():
    """Event card: Eight Bells - on Tortuga, Tortuga's line is redrawn."""
    s = pos(5, fd=[1, 2], jr=[3], tortuga=[4, 0], row=["eight_bells"])
    s, _ = play(s, "P1 reveal 1", "chance eight_bells 1 0")
    assert s.tortuga == (0, 4) and s.ships == ((1, 2), (3,))


@pytest.mark.parametrize("where", ["alone", "rowboat"])
def test_eight_bells_no_effect_alone_or_on_a_rowboat(where):
    """Event card: Eight Bells - no effect if the revealer is alone there or on a Rowboat."""
    if where == "alone":
        s = pos(4, fd=[0], jr=[1, 2, 3], row=["eight_bells"])
    else:
        s = pos(4, fd=[1], jr=[2, 3], boats=(0, -1), row=["eight_bells"])
    before = (s.ships, s.tortuga, s.boats)
    s, ev = play(s, "P1 reveal 1")
    assert NoEffect(seat=0, card="eight_bells") in ev
    assert chance_request(s) is None
    assert (s.ships, s.tortuga, s.boats) == before
    assert waits_for_turn_of(s, 1)


# =========================================================================== Facade


def test_facade_swaps_with_the_previous_seat_on_the_same_ship():
    """Event card: Facade - the revealer swaps pawn positions with the player to their right, the
    previous seat in turn order."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["facade"], turn=1)
    s, _ = play(s, "P2 reveal 1")
    assert s.ships == ((1, 0), (2, 3))


def test_facade_swaps_across_places_and_wraps_to_the_last_seat():
    """Event card: Facade - the swap also works across places; for seat P1 the previous seat is
    the last seat. Each takes the other's exact position (rank)."""
    s = pos(5, fd=[4, 1], jr=[2], tortuga=[3, 0], row=["facade"])
    s, _ = play(s, "P1 reveal 1")
    assert s.ships == ((0, 1), (2,))
    assert s.tortuga == (3, 4)


def test_facade_swaps_with_a_rowboat_pawn():
    """Event card: Facade - a pawn on a Rowboat swaps too."""
    s = pos(4, fd=[0, 1], jr=[3], boats=(-1, 2), row=["facade"], turn=3)
    s, _ = play(s, "P4 reveal 1")
    assert s.ships == ((0, 1), (2,)) and s.boats == (-1, 3)


# =========================================================================== Pirate Code


def test_pirate_code_is_kept_and_allows_abstaining():
    """Event card: Pirate Code - kept in front; the holder may stay out of a vote they are part
    of, other participants may not."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["pirate_code"])
    s, _ = play(s, "P1 reveal 1")
    assert front(s, 0) == ["pirate_code"] and s.code_left[0] == 2
    s = pos(4, fd=[0, 1], jr=[2, 3], front={0: ["pirate_code"]}, row=["pistol", "pistol"])
    s, _ = play(s, "P1 attack")
    assert Abstain(0) in legal_actions(s, 0)
    assert Abstain(1) not in legal_actions(s, 1)


def test_pirate_code_lone_member_abstains_and_the_deck_card_still_counts():
    """Event card: Pirate Code - a vote whose only member stays out still draws its card from the
    Vote deck."""
    s = pos(4, fd=[0], jr=[1, 2, 3], front={0: ["pirate_code"]}, row=["pistol", "pistol"])
    deck_top, deck_size = s.vote_deck[0], len(s.vote_deck)
    s, ev = play(s, "P1 attack", "P1 abstain")
    result = next(e for e in ev if isinstance(e, VoteResult))
    assert result.faces == (C.VOTE_FACE[deck_top],)  # only the deck card was tallied
    assert len(s.vote_deck) == deck_size - 1 and deck_top not in s.vote_deck
    assert s.code_left[0] == 1


def test_pirate_code_spent_after_two_covered_votes_R3():
    """Event card: Pirate Code; R3 - spent after the two votes it covers, whether or not the holder
    stayed out: once voting, once abstaining, then discarded."""
    s = pos(4, fd=[1, 0], jr=[2, 3], front={0: ["pirate_code"]},
            hands={0: [2, 23, 24], 1: [28, 29, 3]}, row=["pistol", "pistol"])
    # Vote 1: P1 (First Mate) calls a Mutiny and votes a Helm: it cannot succeed.
    s, ev = play(s, "P1 mutiny", "P1 vote v2")
    assert next(e for e in ev if isinstance(e, VoteResult)).outcome == "failed"
    assert s.code_left[0] == 1 and front(s, 0) == ["pirate_code"]
    s, _ = play(s, "chance vote_return 0 1")
    # Vote 2: P2 (Captain) attacks; P1 is part of it and stays out.
    s, _ = play(s, "P2 attack")
    assert Abstain(0) in legal_actions(s, 0)
    s, _ = play(s, "P1 abstain", "P2 vote v28")
    assert s.code_left[0] == 0
    assert front(s, 0) == [] and "pirate_code" in discarded(s)


def test_pirate_code_not_spent_by_votes_the_holder_is_not_part_of():
    """Event card: Pirate Code - it covers 'the next two votes they would be part of': a Brawl on
    Tortuga does not use it up for a holder on a ship."""
    s = pos(4, fd=[0], jr=[3], tortuga=[1, 2], front={0: ["pirate_code"]},
            row=["pistol", "pistol"], turn=1)
    s, _ = play(s, "P2 brawl", "P2 vote v3", "P3 vote v6")
    assert s.code_left[0] == 2 and front(s, 0) == ["pirate_code"]


# =========================================================================== Scurvy


def test_scurvy_on_a_ship_everyone_aboard_loses_next_turn():
    """Event card: Scurvy - everyone on the revealer's ship (revealer included) loses their next
    turn; players elsewhere do not."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["scurvy", "pistol", "pistol"])
    s, ev = play(s, "P1 reveal 1")
    assert ScurvyStruck(seat=0, victims=(0, 1)) in ev
    assert TurnLost(seat=1) in ev  # P2's turn, right after P1's, is skipped
    assert waits_for_turn_of(s, 2)
    assert s.lost == 0b0001  # P1's next turn is still to be lost
    s, _ = play(s, "P3 view 2 3", "P4 view 2 3")
    assert waits_for_turn_of(s, 1)  # P1's turn was lost; P2 plays again
    assert s.lost == 0


def test_scurvy_on_tortuga_everyone_there_loses_next_turn():
    """Event card: Scurvy - on Tortuga, everyone on Tortuga loses their next turn."""
    s = pos(4, fd=[1], jr=[3], tortuga=[2, 0], row=["scurvy"])
    s, _ = play(s, "P1 reveal 1")
    assert s.lost == 0b0101


def test_scurvy_on_a_rowboat_hits_only_the_revealer_R4():
    """Event card: Scurvy; R4 - revealed on a Rowboat it affects only the revealer."""
    s = pos(4, fd=[1], jr=[2, 3], boats=(0, -1), row=["scurvy"])
    s, _ = play(s, "P1 reveal 1")
    assert s.lost == 0b0001


def test_scurvy_victims_still_vote_in_others_votes():
    """Event card: Scurvy - a player who lost their turn still takes part in votes others call."""
    s = pos(4, fd=[0, 1], jr=[2, 3], lost=[1], row=["pistol", "pistol"])
    s, _ = play(s, "P1 attack")
    assert set(seats_to_act(s)) == {0, 1}
    assert legal_actions(s, 1)


def test_scurvy_lost_turn_is_kept_even_after_moving():
    """Event card: Scurvy - the next turn is lost 'even if they move meanwhile'."""
    s = pos(4, fd=[0, 1, 2], jr=[3], row=["scurvy", "pistol", "pistol"], turn=2)
    s, _ = play(s, "P3 reveal 1")
    assert s.lost == 0b0111  # P1, P2 and P3 were aboard the Flying Dutchman
    s, ev = play(s, "P4 force 2 3 P2", "P2 pick 2", "P2 pistol P1")  # P1 moves to Tortuga
    assert s.tortuga == (0,)
    assert [e.seat for e in ev if isinstance(e, TurnLost)] == [0, 1, 2]
    assert waits_for_turn_of(s, 3)  # P1, P2 and P3 all lose their turn: back to P4


def test_scurvy_in_two_player_game_loses_both_actions():
    """Event card: Scurvy - in a 2-player game a lost turn is both actions."""
    s = pos(2, fd=[0, 1], row=["scurvy", "pistol", "pistol"])
    s, _ = play(s, "P1 reveal 1")
    assert s.lost == 0b11
    assert waits_for_turn_of(s, 0) and s.actions_left == 1  # P1's current turn goes on
    s, ev = play(s, "P1 view 2 3")
    # P2's next turn (both actions) is lost, then P1's; P2 then plays a full turn.
    assert kinds(ev).count("turn_lost") == 2
    assert waits_for_turn_of(s, 1) and s.actions_left == 2


# =========================================================================== Stormy Seas


def test_stormy_seas_on_a_ship_returns_its_treasure_to_the_galleon():
    """Event card: Stormy Seas - all treasure on the revealer's ship goes back to the Galleon;
    the other ship keeps its treasure."""
    s = pos(4, fd=[0, 1], jr=[2, 3], galleon=2, holds=(2, 1, 0, 1), row=["stormy_seas"])
    s, _ = play(s, "P1 reveal 1")
    assert s.holds == (0, 0, 0, 1)
    assert s.galleon == 5


def test_stormy_seas_on_tortuga_resets_the_two_areas():
    """Event card: Stormy Seas - on Tortuga the two treasures return to their starting areas (one
    British, one French)."""
    s = pos(4, fd=[1], jr=[2, 3], tortuga=[0], tortuga_treasure=(0, 2), row=["stormy_seas"])
    s, _ = play(s, "P1 reveal 1")
    assert s.tort == (1, 1)
    assert s.holds == (1, 0, 0, 1) and s.galleon == 4


def test_stormy_seas_no_effect_on_a_rowboat():
    """Event card: Stormy Seas - no effect on a Rowboat."""
    s = pos(4, fd=[1], jr=[2, 3], boats=(0, -1), tortuga_treasure=(2, 0), row=["stormy_seas"])
    s, _ = play(s, "P1 reveal 1")
    assert s.holds == (1, 0, 0, 1) and s.galleon == 4 and s.tort == (2, 0)


# =========================================================================== reveal, refill, R13


def test_forced_player_is_the_revealer_and_makes_the_choice():
    """DECISIONS 'Event cards': the forced player is the revealer - they pick the slot, resolve the
    card and choose its target (a Pistol may then hit the forcer but not themselves)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["pistol", "black_spot"])
    s, _ = play(s, "P1 force 1 2 P3")
    assert seats_to_act(s) == (2,)
    assert legal(s, 2) == {"P3 pick 1", "P3 pick 2"}
    s, _ = play(s, "P3 pick 1")
    assert type(top(s)) is ResolveF and top(s).seat == 2
    assert legal(s, 2) == {"P3 pistol P1", "P3 pistol P2", "P3 pistol P4"}
    s, _ = play(s, "P3 pistol P1")
    assert s.ships == ((1,), (2, 3)) and s.tortuga == (0,)
    assert waits_for_turn_of(s, 1)


def test_revealed_slot_is_refilled_only_after_the_card_is_resolved():
    """Rulebook 'Reveal 1 Event Card': reveal, resolve, THEN replace from the Event deck - the slot
    stays empty while the revealer's choice and the Fountain decision are pending."""
    s = pos(4, fd=[0, 1], jr=[2, 3], front={2: ["fountain_of_youth"]}, row=["pistol"],
            event_deck=["scurvy", "black_spot", "spanish_armada"])
    deck = s.event_deck
    s, _ = play(s, "P1 reveal 1")
    assert s.row[0] == -1 and s.event_deck == deck
    s, _ = play(s, "P1 pistol P3")
    assert type(top(s)) is FountainF
    assert s.row[0] == -1 and s.event_deck == deck
    s, ev = play(s, "P3 fountain pass")
    assert s.row[0] == deck[0] and s.event_deck == deck[1:]
    assert kinds(ev).index("marooned") < kinds(ev).index("replaced")


def test_refill_after_a_chance_resolution():
    """Rulebook 'Reveal 1 Event Card': the replacement comes after the card's random step too."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["eight_bells"],
            event_deck=["scurvy", "black_spot", "spanish_armada"])
    s, _ = play(s, "P1 reveal 1")
    assert s.row[0] == -1
    s, ev = play(s, "chance eight_bells 1 0")
    assert kinds(ev).index("eight_bells") < kinds(ev).index("replaced")
    assert C.KIND[s.row[0]] == "scurvy"


def test_R13_viewed_slots_are_kept_in_the_seats_view_only():
    """R13 / rulebook 'View 2': a seat keeps a private record of the cards it viewed, with their
    row positions; other seats' views do not show them."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["pistol", "black_spot", "scurvy", "facade"])
    s, ev = play(s, "P1 view 1 3")
    assert view_for(s, 0).known == ("pistol", None, "scurvy", None, None)
    for other in (1, 2, 3, None):
        assert view_for(s, other).known == (None,) * 5
    saw = [e for e in ev if isinstance(e, Saw)]
    assert saw and all(e.visible_to == (0,) for e in saw)
    public = redact(ev, None)
    assert all("pistol" not in astuple(e) and "scurvy" not in astuple(e) for e in public)


def test_R13_knowledge_of_a_revealed_slot_is_cleared_others_kept():
    """R13: when a slot is revealed (and refilled with an unseen card) no seat's record shows the
    old card there any more; its other viewed slots stay recorded."""
    s = pos(4, fd=[0, 1], jr=[2, 3], row=["pistol", "black_spot", "scurvy"],
            known={0: {0: True, 2: True}, 2: {0: True}})
    assert view_for(s, 0).known == ("pistol", None, "scurvy", None, None)
    s, _ = play(s, "P1 reveal 1", "P1 pistol P4")
    assert s.row[0] >= 0  # refilled
    assert view_for(s, 0).known == (None, None, "scurvy", None, None)
    assert view_for(s, 2).known == (None,) * 5
