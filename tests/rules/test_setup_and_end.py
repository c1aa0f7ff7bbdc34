"""Scenario tests of the setup (rulebook "Setup"; R1, R2, R12) and the end of the game
(rulebook "End of the Game"; R8, R9).

Setup is driven step by step: every random step is resolved with an explicit permutation.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tortuga_qt.rules import apply, chance_request, legal_actions, new_game, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Chance, StartHold
from tortuga_qt.rules.board import team_totals
from tortuga_qt.rules.components import Team, components
from tortuga_qt.rules.config import GameConfig, default_config
from tortuga_qt.rules.events import (
    Event,
    GameOver,
    LoyaltiesRevealed,
    LoyaltySeen,
    RowReshuffled,
    TurnBegan,
)
from tortuga_qt.rules.frames import StartHoldF, TurnF
from tortuga_qt.rules.places import FD, JR
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.views import view_for

B, F, D = int(Team.BRITISH), int(Team.FRENCH), int(Team.DUTCH)
LOYALTY_TABLE = {2: (1, 1, 0), 3: (1, 1, 1), 4: (2, 2, 0), 5: (2, 2, 1),
                 6: (3, 3, 0), 7: (3, 3, 1), 8: (4, 4, 0), 9: (4, 4, 1)}
FIXED = Counter({"letter_of_marque": 3, "pistol": 3, "albatross": 3, "black_spot": 3,
                 "atlantis": 1, "el_dorado": 1, "fountain_of_youth": 1, "spanish_armada": 1})
STARRED = {"black_powder", "cabin_fever", "crows_nest", "eight_bells", "facade", "pirate_code",
           "scurvy", "stormy_seas"}




def reversed_perm(n):
    return tuple(range(n - 1, -1, -1))


def deal(cfg, outcomes=None):
    """Runs the setup's random steps; `outcomes` maps a step name to a permutation (default: reversed)."""
    s = new_game(cfg)
    events: list[Event] = []
    outcomes = outcomes or {}
    while (req := chance_request(s)) is not None:
        outcome = outcomes.get(req.what) or reversed_perm(req.n)
        s, ev = apply(s, Chance(req.what, tuple(outcome)))
        events += ev
    return s, events


def deck_and_row(s):
    return [C.KIND[c] for c in s.event_deck] + [C.KIND[c] for c in s.row if c >= 0]


PLAYERS = list(range(2, 10))


# --------------------------------------------------------------------------- Setup


@pytest.mark.parametrize("n", PLAYERS)
def test_loyalty_cards_dealt_by_the_table(n):
    """DECISIONS.md Components [F]: the Loyalty table by player count; each seat sees only its own."""
    s, ev = deal(default_config(n))
    brit, fren, dutch = LOYALTY_TABLE[n]
    assert Counter(s.loyalty) == Counter({B: brit, F: fren, D: dutch}) - Counter()
    assert len(s.loyalty) == n
    for seat in range(n):
        (mine,) = [e for e in ev if isinstance(e, LoyaltySeen) and e.seat == seat]
        assert mine.visible_to == (seat,) and mine.team == s.loyalty[seat]
        assert view_for(s, seat).loyalties == tuple(s.loyalty[x] if x == seat else None for x in range(n))


@pytest.mark.parametrize("n", PLAYERS)
def test_three_vote_cards_each_rest_form_the_vote_deck(n):
    """Rulebook "Setup": "deal 3 to each player ... the remaining Vote cards ... form the Vote deck"."""
    s, _ = deal(default_config(n))
    assert all(len(h) == 3 for h in s.hands)
    assert len(s.vote_deck) == 32 - 3 * n
    assert sorted([c for h in s.hands for c in h] + list(s.vote_deck)) == list(range(32))


def test_vote_deck_composition_R1_R2():
    """DECISIONS.md [F], R1, R2: 32 cards; 30 ordinary with 9 Cannon / 12 Torch / 9 Water, 15/15 flags,
    15/15 Skull/Helm spread over the top symbols; two special cards counting double."""
    comp = components()
    cards = comp.vote_cards
    assert len(cards) == 32
    ordinary = [v for v in cards if v.weight == 1]
    special = [v for v in cards if v.weight == 2]
    assert len(ordinary) == 30
    assert Counter(v.top for v in ordinary) == Counter({"cannon": 9, "torch": 12, "water": 9})
    assert Counter(v.middle for v in ordinary) == Counter({"british": 15, "french": 15})
    assert Counter(v.bottom for v in ordinary) == Counter({"skull": 15, "helm": 15})
    for top in ("cannon", "torch", "water"):  # R1: no top symbol is all one flag or all Skull
        group = [v for v in ordinary if v.top == top]
        assert {v.middle for v in group} == {"british", "french"}
        assert {v.bottom for v in group} == {"skull", "helm"}
    assert sorted((v.top, v.middle, v.bottom) for v in special) == [
        ("torch", "british", "skull"), ("water", "french", "helm")]


@pytest.mark.parametrize("n", PLAYERS)
def test_event_deck_sixteen_fixed_plus_three_starred(n):
    """Rulebook "Setup" + DECISIONS.md: 16 fixed cards + 3 starred; with 2-3 players no Albatross,
    and Facade / Cabin Fever left out by default."""
    s, _ = deal(default_config(n))
    cards = Counter(deck_and_row(s))
    fixed = FIXED.copy()
    if n <= 3:
        del fixed["albatross"]
    starred = {k: v for k, v in cards.items() if k in STARRED}
    assert sum(starred.values()) == 3 and all(v == 1 for v in starred.values())
    assert cards - Counter(starred) == fixed
    if n <= 3:
        assert not {"facade", "cabin_fever"} & set(starred)


@pytest.mark.parametrize("n", [2, 3])
def test_small_game_never_draws_facade_or_cabin_fever_by_default(n):
    """DECISIONS.md setup note: with 2 or 3 players Facade and Cabin Fever are left out by default."""
    s = new_game(default_config(n))
    req = chance_request(s)
    assert req.what == "stars" and req.n == 6  # the starred pool has only 6 kinds
    for first in range(6):  # whichever 3 are drawn
        perm = (first, *[i for i in range(6) if i != first])
        s2, _ = deal(default_config(n), {"stars": perm})
        assert not {"facade", "cabin_fever"} & set(deck_and_row(s2))
    with pytest.raises(ValueError):
        GameConfig(seats=default_config(n).seats, starred=("facade", "scurvy", "eight_bells"))


@pytest.mark.parametrize("n", [2, 3])
def test_small_game_option_puts_facade_and_cabin_fever_back(n):
    """DECISIONS.md setup note: "an option may put them back" (`small_game_facade_fever=True`)."""
    cfg = GameConfig(seats=default_config(n).seats, small_game_facade_fever=True)
    req = chance_request(new_game(cfg))
    assert req.what == "stars" and req.n == 8
    # Starred pool order is black_powder, cabin_fever, crows_nest, eight_bells, facade, ...
    s, _ = deal(cfg, {"stars": (4, 1, 0, 2, 3, 5, 6, 7)})
    kinds = set(deck_and_row(s))
    assert {"facade", "cabin_fever", "black_powder"} <= kinds
    assert "albatross" not in kinds  # still no Albatross with 2-3 players
    chosen = GameConfig(seats=default_config(n).seats, small_game_facade_fever=True,
                        starred=("facade", "cabin_fever", "scurvy"))
    assert chance_request(new_game(chosen)).what == "loyalty"


@pytest.mark.parametrize("n", PLAYERS)
def test_armada_at_the_bottom_and_five_face_down_in_the_row(n):
    """Rulebook "Setup": the Spanish Armada at the bottom of the deck; the top 5 face down in a row."""
    s, _ = deal(default_config(n))
    assert C.KIND[s.event_deck[-1]] == "spanish_armada"
    assert "spanish_armada" not in [C.KIND[c] for c in s.event_deck[:-1]]
    assert len(s.row) == 5 and all(c >= 0 for c in s.row)
    assert view_for(s, None).row_face_down == (True,) * 5
    assert all(k is None for k in view_for(s, 0).known)


@pytest.mark.parametrize("n", PLAYERS)
def test_pawns_alternate_ships_in_draw_order(n):
    """Rulebook "Setup": pawns drawn at random go on alternating ships, FD first, top to bottom;
    with an odd count the last pawn is last in line on the Flying Dutchman."""
    draw = reversed_perm(n)  # the pawns in the order they leave the bag
    s, ev = deal(default_config(n), {"pawns": draw})
    assert s.ships[FD] == tuple(draw[0::2])
    assert s.ships[JR] == tuple(draw[1::2])
    assert len(s.ships[FD]) == (n + 1) // 2 and len(s.ships[JR]) == n // 2
    if n % 2:
        assert s.ships[FD][-1] == draw[-1]
    assert s.tortuga == () and s.boats == (-1, -1)


@pytest.mark.parametrize("n", [2, 5, 9])
def test_captains_choose_their_starting_hold_fd_first_then_jr_captain_starts(n):
    """Rulebook "Setup": FD's Captain places their token, then JR's; play begins with the JR Captain (R12)."""
    draw = tuple(range(n))
    s, _ = deal(default_config(n), {"pawns": draw})
    fd_captain, jr_captain = draw[0], draw[1]
    assert seats_to_act(s) == (fd_captain,) and type(s.stack[-1]) is StartHoldF
    assert set(legal_actions(s, fd_captain)) == {StartHold(fd_captain, 0), StartHold(fd_captain, 1)}
    s, _ = play(s, f"P{fd_captain + 1} hold F")
    assert s.holds == (0, 1, 0, 0)
    assert seats_to_act(s) == (jr_captain,)
    s, ev = play(s, f"P{jr_captain + 1} hold B")
    assert s.holds == (0, 1, 1, 0)
    assert seats_to_act(s) == (jr_captain,) and type(s.stack[-1]) is TurnF
    assert s.turn == jr_captain
    assert s.actions_left == (2 if n == 2 else 1)
    assert TurnBegan(seat=jr_captain) in ev
    # R12: play then proceeds clockwise (seat order) from the Jolly Roger Captain.
    for _ in range(s.actions_left):
        s, _ = play(s, f"P{jr_captain + 1} view 1 2")
    assert seats_to_act(s) == ((jr_captain + 1) % n,)


@pytest.mark.parametrize("n", PLAYERS)
def test_eight_treasure_placed_at_setup(n):
    """Rulebook "Setup": 4 on the Galleon, 1 in each Tortuga area, 1 per Captain in a hold (8 in all)."""
    s, _ = deal(default_config(n), {"pawns": tuple(range(n))})
    s, _ = play(s, "P1 hold B", "P2 hold F")
    assert s.galleon == 4 and s.tort == (1, 1) and s.holds == (1, 0, 0, 1)
    assert s.galleon + sum(s.holds) + sum(s.tort) == 8


def test_full_games_setup_with_a_seed():
    """Rulebook "Setup" via the Game driver: after setup the JR Captain is to act."""
    from tortuga_qt.rules.game import Game

    g = Game(default_config(5), seed=3)
    fd_captain = g.to_act()[0]
    assert g.state.ships[FD][0] == fd_captain
    g.play(StartHold(fd_captain, 0))
    jr_captain = g.state.ships[JR][0]
    g.play(StartHold(jr_captain, 1))
    assert g.to_act() == (jr_captain,) and g.state.turn == jr_captain


# --------------------------------------------------------------------------- End of the game


def _armada_position(n, **kw):
    kw.setdefault("row", ["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"])
    kw.setdefault("event_deck", [])
    return position(n, **kw)


def test_armada_most_treasure_wins():
    """Rulebook "End of the Game": "Immediately when the Spanish Armada is revealed, the team with the most treasure wins"."""
    s = _armada_position(4, fd=[0, 1], jr=[2, 3], galleon=3, holds=(2, 0, 0, 1), tortuga_treasure=(1, 1))
    s, ev = play(s, "P1 reveal 1")
    assert s.over
    assert s.result.reason == "armada" and s.result.team == B
    assert s.result.winners == tuple(x for x in range(4) if s.loyalty[x] == B)
    assert (s.result.british, s.result.french) == (3, 2)
    assert seats_to_act(s) == ()


def test_rulebook_team_total_example_french_five_british_three():
    """Rulebook "Object of the Game" example: French 3 on the JR + 2 on Tortuga = 5; British 2 on the FD
    + 1 on the JR = 3 -> the French win. Holds of both ships and Tortuga's areas are added together."""
    s = _armada_position(5, fd=[0, 1, 2], jr=[3, 4], galleon=0, holds=(2, 0, 1, 3), tortuga_treasure=(0, 2),
                         turn=3)
    assert team_totals(s) == (3, 5)
    s, ev = play(s, "P4 reveal 1")
    assert s.result.team == F and (s.result.british, s.result.french) == (3, 5)
    (over,) = [e for e in ev if isinstance(e, GameOver)]
    assert over.visible_to is None and over.team == F and (over.british, over.french) == (3, 5)
    (shown,) = [e for e in ev if isinstance(e, LoyaltiesRevealed)]
    assert shown == LoyaltiesRevealed(loyalties=s.loyalty)


def test_odd_player_count_tie_goes_to_the_dutch():
    """Rulebook: "In games with an odd number of players, if teams are tied ... the Dutch player wins"."""
    s = _armada_position(5, fd=[0, 1, 2], jr=[3, 4], loyalty=[B, F, D, B, F])
    assert team_totals(s)[0] == team_totals(s)[1]
    s, _ = play(s, "P1 reveal 1")
    assert s.result.reason == "dutch_tie" and s.result.team == D
    assert s.result.winners == (2,)


def test_even_player_count_tie_R9_new_deck_from_discards_and_unrevealed():
    """R9: tied with an even count -> remove the Armada, shuffle discards + unrevealed cards into a
    new deck (cards in front of players stay), lay out 5, play on."""
    s = position(4, fd=[0, 1], jr=[2, 3],
                 row=["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"],
                 event_deck=["eight_bells", "scurvy"], discard=["pistol", "black_spot"],
                 front={3: ["letter_of_marque"]}, known={1: {1: True}})
    armada = s.row[0]
    pool = set(s.discard) | {c for c in s.row[1:]} | set(s.event_deck)
    kept = s.front[3]
    s, ev = play(s, "P1 reveal 1")
    assert not s.over and s.sudden
    assert armada in s.removed and armada not in s.discard
    req = chance_request(s)
    assert req.what == "new_deck" and req.n == 8 and set(req.args) == pool
    outcome = reversed_perm(8)
    s, ev = apply(s, Chance("new_deck", outcome))
    deck = tuple(req.args[i] for i in outcome)
    assert s.row == deck[:5] and s.event_deck == deck[5:]
    assert s.discard == () and s.front[3] == kept
    assert all(k is None for k in view_for(s, 1).known)  # old notes are void
    assert seats_to_act(s) == (1,)  # play continues with the next seat


def test_R9_first_team_to_lead_after_an_action_wins():
    """R9: "After every action, as soon as one team leads in treasure, that team wins"."""
    cannon = next(c for c in range(C.N_VOTE) if C.VOTE_FACE[c] == "cannon/british/helm")
    torch = next(c for c in range(C.N_VOTE) if C.VOTE_FACE[c] == "torch/french/skull")
    rest = [c for c in range(C.N_VOTE) if c not in (cannon, torch)]
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], loyalty=[B, B, F, F],
                 hands={0: rest[0:3], 1: [cannon, *rest[3:5]], 2: rest[5:8], 3: rest[8:11]},
                 vote_deck=[torch, *rest[11:]],
                 row=["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"],
                 event_deck=["eight_bells"])
    assert team_totals(s) == (2, 2)
    s, _ = play(s, "P1 reveal 1", "chance new_deck 0 1 2 3 4")
    assert not s.over and s.sudden and seats_to_act(s) == (1,)
    # P2, Captain of the Jolly Roger and alone, attacks: a Cannon plus the deck's Torch.
    s, ev = play(s, "P2 attack", f"P2 vote v{cannon}", "P2 take G>JR.B", "chance vote_return 0 1")
    assert s.over and s.result.reason == "sudden_death" and s.result.team == B
    assert s.result.winners == (0, 1) and (s.result.british, s.result.french) == (3, 2)


def test_R9_still_tied_after_an_action_play_goes_on():
    """R9: while the teams stay tied, the game continues."""
    s = position(4, fd=[0, 1], jr=[2, 3], sudden=True, row=["pistol", "black_spot", "albatross", "letter_of_marque", "pistol"],
                 event_deck=["eight_bells"])
    s, _ = play(s, "P1 view 1 2")
    assert not s.over and seats_to_act(s) == (1,)


def test_R9_draw_when_deck_and_row_run_out_while_tied():
    """R9: "If deck and row run out while still tied, the game ends in a draw"."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["spanish_armada", None, None, None, None], event_deck=[],
                 discard=["black_spot"])
    s, _ = play(s, "P1 reveal 1")
    req = chance_request(s)
    assert req.what == "new_deck" and req.n == 1
    s, _ = play(s, "chance new_deck 0")
    assert not s.over and [C.KIND[c] for c in s.row if c >= 0] == ["black_spot"]
    s, ev = play(s, "P2 reveal 1")  # P2 is marooned by the Black Spot; still tied, nothing left
    assert s.over and s.result.reason == "draw" and s.result.team == -1 and s.result.winners == ()


def test_R8_last_card_into_the_row_reshuffles_and_voids_knowledge():
    """R8: when the last Event card (the Armada) enters the row, the unrevealed row cards are shuffled
    and laid out again, and every seat's memory of which card lies where is void."""
    s = position(4, fd=[0, 1], jr=[2, 3],
                 row=["pirate_code", "pistol", "black_spot", "albatross", "letter_of_marque"],
                 event_deck=["spanish_armada"], known={0: {1: True, 2: True}, 3: {3: True}})
    s, ev = play(s, "P1 reveal 1")
    assert C.KIND[s.row[0]] == "spanish_armada" and s.event_deck == ()
    req = chance_request(s)
    assert req.what == "row" and req.n == 5
    before = s.row
    s, ev = apply(s, Chance("row", (4, 3, 2, 1, 0)))
    assert s.row == tuple(reversed(before))
    assert s.reshuffled
    assert RowReshuffled(n=5) in ev
    for seat in range(4):
        assert all(k is None for k in view_for(s, seat).known)


def test_R8_after_the_reshuffle_revealed_cards_are_not_replaced():
    """Rulebook "End of the Game": "revealed cards will no longer be replaced"."""
    s = position(4, fd=[0, 1], jr=[2, 3],
                 row=["pirate_code", "pistol", "black_spot", "albatross", "letter_of_marque"],
                 event_deck=["spanish_armada"])
    s, _ = play(s, "P1 reveal 1", "chance row 0 1 2 3 4")
    s, _ = play(s, "P2 reveal 4")  # the Albatross: kept by P2
    assert s.row[3] == -1
    assert view_for(s, None).row_face_down == (True, True, True, False, True)
