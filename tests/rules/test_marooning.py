"""Scenario tests of marooning (rulebook "Getting Marooned & Tortuga", "Rowboats"; R11; Albatross).

Pawns are marooned here by the Captain's action, a Pistol, a Black Spot, Black Powder, a
successful Mutiny and an Albatross sinking a ship.
"""

from __future__ import annotations

from tortuga_qt.rules import apply, chance_request, legal_actions, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import CHANCE, Attack, Brawl, Chance, Maroon, Mutiny, Shift
from tortuga_qt.rules.board import team_totals
from tortuga_qt.rules.events import AlbatrossSinks, CardLost, LostCard, Marooned, redact
from tortuga_qt.rules.places import FD, RB1, RB2, TORTUGA
from tortuga_qt.rules.scenario import play, position

ROW = ["pistol", "black_spot", "albatross", "black_powder", "pistol"]
DECK = ["letter_of_marque", "letter_of_marque", "spanish_armada"]




def marooned(events):
    """(seat, place it came from) of every 'marooned' event, in order."""
    return [(e.seat, e.place) for e in events if isinstance(e, Marooned)]


# --------------------------------------------------------------------------- line shifts


def test_pawns_behind_a_marooned_pawn_move_up():
    """Rulebook "Getting Marooned": "pawns ranked behind it on the same ship will move up"."""
    s = position(6, fd=[0, 1, 2, 3], jr=[4], tortuga=[5])
    s, ev = play(s, "P1 maroon P2")
    assert marooned(ev) == [(1, FD)]
    assert s.ships[FD] == (0, 2, 3)
    s, _ = play(s, "P2 view 1 2")
    # P3 moved up to First Mate; P4 is still the Cabin Boy.
    assert Mutiny(2) in legal_actions(s, 2)
    assert Shift(2, 0) not in legal_actions(s, 2)


def test_captain_marooned_first_mate_becomes_captain():
    """Rulebook "Getting Marooned": "If the Captain is marooned, the First Mate becomes Captain"."""
    s = position(5, fd=[4, 1, 2], jr=[0], tortuga=[3], row=ROW, event_deck=DECK)
    s, ev = play(s, "P1 reveal 1", "P1 pistol P5")
    assert marooned(ev) == [(4, FD)]
    assert s.ships[FD] == (1, 2)
    assert s.tortuga == (3, 4)
    assert seats_to_act(s) == (1,)
    acts = legal_actions(s, 1)
    assert Attack(1) in acts and Maroon(1, 2) in acts and Mutiny(1) not in acts


def test_marooned_pawn_goes_to_the_back_of_tortugas_line():
    """Rulebook: "your pawn is placed at the back of the line on Tortuga"."""
    s = position(6, fd=[0, 1, 2], jr=[3], tortuga=[4, 5])
    s, _ = play(s, "P1 maroon P3")
    assert s.tortuga == (4, 5, 2)
    assert s.ships[FD] == (0, 1)


def test_marooned_to_an_empty_tortuga_becomes_governor():
    """Rulebook: "if Tortuga is currently empty then the 'back of the line' is the Governor's position"."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    s, _ = play(s, "P1 maroon P2")
    assert s.tortuga == (1,)
    assert seats_to_act(s) == (1,) and Brawl(1) in legal_actions(s, 1)


# --------------------------------------------------------------------------- marooned on Tortuga (R11)


def test_marooned_again_on_tortuga_goes_to_back_and_loses_a_random_card_R11():
    """R11 / rulebook: on Tortuga already -> back of the line (others move up) and one random
    Vote card goes unseen to the bottom of the Vote deck (chance step 'lose_card')."""
    s = position(6, fd=[0, 1], jr=[5], tortuga=[2, 3, 4], row=ROW, event_deck=DECK)
    hand = s.hands[2]
    s, ev = play(s, "P1 reveal 1", "P1 pistol P3")
    assert marooned(ev) == [(2, TORTUGA)]
    assert s.tortuga == (3, 4, 2)
    assert seats_to_act(s) == (CHANCE,)
    req = chance_request(s)
    assert req.what == "lose_card" and req.n == 3 and req.args == (2,)
    s, ev = apply(s, Chance("lose_card", (1, 0, 2)))
    lost = hand[1]
    assert s.hands[2] == (hand[0], hand[2])
    assert s.vote_deck[-1] == lost
    # Unseen: the public only learns that P3 lost a card; P3 alone learns which.
    assert CardLost(seat=2) in redact(ev, None)
    private = [e for e in ev if isinstance(e, LostCard)]
    assert private == [LostCard(seat=2, card=lost)] and private[0].visible_to == (2,)
    assert not any(isinstance(e, LostCard) for e in redact(ev, 0))
    assert all(getattr(e, "card", None) != lost and lost not in getattr(e, "cards", ()) for e in redact(ev, 0))
    assert seats_to_act(s) == (1,)


def test_alone_on_tortuga_keeps_position_but_still_loses_a_card_R11():
    """Rulebook: "(If you are alone on Tortuga your position does not change)"; the Vote card is still lost."""
    s = position(4, fd=[0, 1], jr=[3], tortuga=[2], row=ROW, event_deck=DECK)
    s, ev = play(s, "P1 reveal 1", "P1 pistol P3")
    assert s.tortuga == (2,)
    req = chance_request(s)
    assert req.what == "lose_card" and req.args == (2,)
    s, _ = apply(s, Chance("lose_card", (2, 0, 1)))
    assert len(s.hands[2]) == 2


def test_marooned_twice_on_tortuga_loses_two_cards_R11():
    """Rulebook: "If you are marooned multiple times while on Tortuga, you will lose multiple Vote cards"."""
    s = position(4, fd=[0, 1], jr=[3], tortuga=[2], row=ROW, event_deck=["pistol", "spanish_armada"])
    s, _ = play(s, "P1 reveal 1", "P1 pistol P3", "chance lose_card 0 1 2")
    s, _ = play(s, "P2 reveal 1", "P2 pistol P3", "chance lose_card 0 1")
    assert len(s.hands[2]) == 1
    assert len(s.vote_deck) == 32 - 4 * 3 + 2


def test_black_spot_on_tortuga_costs_a_card_R11():
    """R11: a Black Spot revealed on Tortuga maroons the revealer again: back of the line and a lost card."""
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], row=["black_spot", *ROW[2:], "pistol"], event_deck=DECK, turn=2)
    s, ev = play(s, "P3 reveal 1")
    assert s.tortuga == (3, 2)
    assert chance_request(s).what == "lose_card"


# --------------------------------------------------------------------------- from a Rowboat


def test_marooned_from_a_rowboat_loses_no_card_R11():
    """R11 / rulebook "Rowboats": "return your pawn to the back of the line on Tortuga, but you do not lose a Vote card"."""
    s = position(5, fd=[0, 1], jr=[3], tortuga=[4], boats=(2, -1), row=ROW, event_deck=DECK)
    hand = s.hands[2]
    s, ev = play(s, "P1 reveal 1", "P1 pistol P3")
    assert marooned(ev) == [(2, RB1)]
    assert s.boats == (-1, -1) and s.tortuga == (4, 2)
    assert chance_request(s) is None
    assert s.hands[2] == hand
    assert seats_to_act(s) == (1,)


def test_black_powder_maroons_the_pawn_on_the_rowboat_without_a_card_loss():
    """Game help, Black Powder: "A pawn on it is marooned"; R11: no card lost from a Rowboat."""
    s = position(5, fd=[0, 1], jr=[3], tortuga=[4], boats=(-1, 2), row=ROW, event_deck=DECK)
    hand = s.hands[2]
    s, ev = play(s, "P1 reveal 4", "P1 powder RB2")
    assert marooned(ev) == [(2, RB2)]
    assert s.exploded == RB2 and s.boats == (-1, -1) and s.tortuga == (4, 2)
    assert s.hands[2] == hand and chance_request(s) is None


# --------------------------------------------------------------------------- empty ships


def test_emptied_ship_keeps_its_treasure():
    """Rulebook: "If everyone on a ship has been marooned, the treasure ... remains on that ship"."""
    s = position(4, fd=[0], jr=[1, 2], tortuga=[3], holds=(2, 1, 0, 1), galleon=2,
                 row=["black_spot", *ROW[1:]], event_deck=DECK)
    totals = team_totals(s)
    s, ev = play(s, "P1 reveal 1")
    assert marooned(ev) == [(0, FD)]
    assert s.ships[FD] == ()
    assert s.holds == (2, 1, 0, 1)
    assert team_totals(s) == totals  # it still counts towards the teams' totals


def test_pawn_boarding_an_empty_ship_becomes_captain():
    """Rulebook: "If a player boards an empty ship, they become Captain of that ship"."""
    # Two players, so P1 has a second action to act as the new Captain.
    s = position(2, fd=[], jr=[1], boats=(0, -1), holds=(2, 1, 0, 1), galleon=2)
    s, _ = play(s, "P1 move FD")
    assert s.ships[FD] == (0,) and s.boats == (-1, -1)
    acts = legal_actions(s, 0)
    assert Attack(0) in acts and Shift(0, 0) in acts  # Captain (and, alone, Cabin Boy)


# --------------------------------------------------------------------------- simultaneous marooning


def test_simultaneous_marooning_enters_tortuga_in_reverse_rank():
    """Game help, Albatross: everyone on a ship with 2 Albatross cards is marooned; "Players marooned at
    the same moment enter Tortuga in reverse rank (the lowest-ranked first, so the Captain ends last)"."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], front={1: ["albatross"]},
                 row=["albatross", *ROW[1:]], event_deck=DECK)
    s, ev = play(s, "P1 reveal 1")
    assert [e for e in ev if isinstance(e, AlbatrossSinks)] == [AlbatrossSinks(ship=FD)]
    assert marooned(ev) == [(2, FD), (1, FD), (0, FD)]
    assert s.ships[FD] == ()
    assert s.tortuga == (4, 2, 1, 0)


def test_mutiny_maroons_the_captain_to_the_back_of_tortuga():
    """Rulebook "Mutiny": a successful Mutiny maroons the Captain to Tortuga (back of the line)."""
    skull = [c for c in range(C.N_VOTE) if C.VOTE_FACE[c] == "cannon/british/skull"]
    helm = [c for c in range(C.N_VOTE) if C.VOTE_FACE[c] == "torch/french/helm"]
    rest = [c for c in range(C.N_VOTE) if c not in skull[:2] + helm[:1]]
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4], turn=1,
                 hands={0: rest[0:3], 1: [skull[0], *rest[3:5]], 2: [skull[1], *rest[5:7]],
                        3: rest[7:10], 4: rest[10:13]},
                 vote_deck=[helm[0], *rest[13:]])
    s, ev = play(s, "P2 mutiny", f"P2 vote v{skull[0]}", f"P3 vote v{skull[1]}")
    assert marooned(ev) == [(0, FD)]
    assert s.ships[FD] == (1, 2) and s.tortuga == (4, 0)
