"""The Easy and Medium computer pirates: no listed blunder on positions built to tempt one, legal and
deterministic choices, and whole games played to the end.

Positions come from `rules.scenario.position`; Medium's belief is the real one (`bots.belief`),
built from the history each test hands it (Cabin Fever gives a hard fact: after trading cards
with P2, P1 knows P2 holds its old card).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import pytest

from tests.rules.randomgames import SCALE
from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.easy import EasyBot
from tortuga_qt.bots.judgement import (
    attack_part,
    blunders,
    chance,
    flags,
    hold_team,
    unknown_odds,
)
from tortuga_qt.bots.medium import MediumBot
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    Action,
    Brawl,
    Force,
    Fountain,
    Give,
    Mutiny,
    Pick,
    Pistol,
    Reveal,
    Search,
    Shift,
    StartHold,
    Take,
    Vote,
)
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import legal_actions, seats_to_act
from tortuga_qt.rules.events import (
    CabinFever,
    Event,
    LoyaltySeen,
    Shifted,
    StartHoldChosen,
    TreasureTaken,
    redact,
)
from tortuga_qt.rules.frames import ForcedPickF, StartHoldF, TakeF, VoteF
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.places import FD, GALLEON, JR, NOWHERE, TORTUGA, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

LEVELS: dict[str, type[EasyBot] | type[MediumBot]] = {"easy": EasyBot, "medium": MediumBot}
BRITISH, FRENCH = Team.BRITISH, Team.FRENCH
SEEDS = range(12)

# P1 (seat 0) was French, traded Loyalty cards with P2 (seat 1) and is now British: P2 is French.
FEVER: list[Event] = [LoyaltySeen(0, FRENCH), CabinFever(0, 1), LoyaltySeen(0, BRITISH)]
# ... and P3 (seat 2) kept putting treasure in British holds while P4 (seat 3) moved it to French ones.
FRIEND_P3: list[Event] = FEVER + [
    StartHoldChosen(2, JR, BRITISH), TreasureTaken(2, GALLEON, hold(JR, BRITISH)),
    TreasureTaken(2, GALLEON, hold(JR, BRITISH)), Shifted(3, JR, BRITISH),
]


def choices(level: str, s: GameState, seat: int, history: Sequence[Event] = (), seeds: range = SEEDS) -> set[Action]:
    """Returns every action a level picks over several generators, checking each is legal."""
    bot = LEVELS[level]()
    view, legal = view_for(s, seat), legal_actions(s, seat)
    out = set()
    for seed in seeds:
        action = bot.choose(view, legal, Rng(seed), history)
        assert action in legal
        out.add(action)
    return out


def only(level: str, s: GameState, seat: int, history: Sequence[Event] = ()) -> Action:
    """Returns the one action a level picks whatever its generator."""
    picked = choices(level, s, seat, history)
    assert len(picked) == 1, picked
    return picked.pop()


# --------------------------------------------------------------------------- treasure


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("team", [BRITISH, FRENCH])
def test_captain_puts_the_starting_treasure_in_its_own_hold(level: str, team: int) -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], loyalty=[team, 1 - team, team, 1 - team], holds=(0, 0, 0, 0),
                 galleon=6, stack=[StartHoldF(0)])
    assert only(level, s, 0) == StartHold(0, team)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("team", [BRITISH, FRENCH])
def test_captain_never_takes_plunder_into_the_enemy_hold(level: str, team: int) -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], loyalty=[team, 1 - team, team, 1 - team], galleon=2,
                 holds=(1, 1, 1, 1), stack=[TakeF(0, FD)])
    assert only(level, s, 0) == Take(0, GALLEON, hold(FD, team))


@pytest.mark.parametrize("level", LEVELS)
def test_with_the_galleon_empty_the_captain_takes_from_the_enemy_hold_into_its_own(level: str) -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], loyalty=[0, 1, 0, 1], galleon=0, holds=(2, 1, 1, 2), stack=[TakeF(0, FD)])
    assert only(level, s, 0) == Take(0, hold(JR, FRENCH), hold(FD, BRITISH))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("team", [BRITISH, FRENCH])
def test_cabin_boy_never_moves_treasure_into_the_enemy_hold(level: str, team: int) -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[team, 1 - team, team, 1 - team], holds=(1, 1, 0, 0), galleon=4)
    picked = choices(level, s, 0)
    assert Shift(0, team) not in picked
    if level == "medium":
        assert picked == {Shift(0, 1 - team)}  # +2 in the balance: nothing else comes near


# --------------------------------------------------------------------------- votes


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("team", [BRITISH, FRENCH])
def test_a_brawl_vote_shows_its_own_flag(level: str, team: int) -> None:
    hand = ["cannon/french/helm", "torch/british/skull", "water/french/skull"] if team == BRITISH else \
        ["cannon/british/helm", "torch/french/skull", "water/british/skull"]
    s = position(4, fd=[1], jr=[2], tortuga=[3, 0], loyalty=[team, 1 - team, team, 1 - team], hands={0: hand},
                 stack=[VoteF("brawl", 3, TORTUGA, (3, 0), (0,))])
    action = only(level, s, 0)
    assert isinstance(action, Vote) and flags(action.cards[0], team) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_a_captain_never_pours_water_on_its_own_attack(level: str) -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], loyalty=[0, 1, 0, 1],
                 hands={0: ["water/french/helm", "cannon/french/helm", "torch/british/skull"]},
                 stack=[VoteF("attack", 0, FD, (0, 1), (0,))])
    for action in choices(level, s, 0):
        assert isinstance(action, Vote) and C.VOTE_TOP[action.cards[0]] != "water"


def test_medium_pours_water_on_a_known_enemys_attack() -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1],
                 hands={0: ["water/french/helm", "cannon/french/helm", "torch/british/skull"]},
                 stack=[VoteF("attack", 1, FD, (1, 0), (0,))])
    action = only("medium", s, 0, FEVER)
    assert isinstance(action, Vote) and C.VOTE_TOP[action.cards[0]] == "water"


def test_medium_backs_the_attack_of_a_likely_friend() -> None:
    s = position(4, fd=[1], jr=[2, 0, 3], loyalty=[0, 1, 0, 1],
                 hands={0: ["water/french/helm", "cannon/french/helm", "torch/british/skull"]},
                 stack=[VoteF("attack", 2, JR, (2, 0, 3), (0,))])
    action = only("medium", s, 0, FRIEND_P3)
    assert isinstance(action, Vote) and C.VOTE_TOP[action.cards[0]] != "water"


@pytest.mark.parametrize("level", LEVELS)
def test_a_first_mate_never_plays_a_helm_in_its_own_mutiny(level: str) -> None:
    s = position(4, fd=[1, 0, 2], jr=[3], loyalty=[0, 1, 0, 1],
                 hands={0: ["water/french/helm", "cannon/french/helm", "torch/british/skull"]},
                 stack=[VoteF("mutiny", 0, FD, (0, 2), (0,))])
    for action in choices(level, s, 0):
        assert isinstance(action, Vote) and C.VOTE_BOTTOM[action.cards[0]] == "skull"


def test_medium_governor_brawls_for_the_treasure_the_enemy_holds_on_tortuga() -> None:
    s = position(4, fd=[1, 3], jr=[2], tortuga=[0], loyalty=[0, 1, 0, 1], tortuga_treasure=(0, 2))
    assert only("medium", s, 0, FEVER) == Brawl(0)


@pytest.mark.parametrize("level", LEVELS)
def test_a_governor_never_brawls_when_both_tortuga_treasures_are_its_teams(level: str) -> None:
    s = position(4, fd=[1, 3], jr=[2], tortuga=[0], loyalty=[0, 1, 0, 1], tortuga_treasure=(2, 0))
    assert Brawl(0) not in choices(level, s, 0, seeds=range(40))


# --------------------------------------------------------------------------- Event cards

ROW_WITH_SPOT = ["black_spot", "pistol", "letter_of_marque", "albatross", "pirate_code"]


@pytest.mark.parametrize("level", LEVELS)
def test_never_reveals_a_card_it_knows_is_a_black_spot(level: str) -> None:
    s = position(6, fd=[1, 0, 4], jr=[2, 3, 5], row=ROW_WITH_SPOT, known={0: {0: "seen"}})
    for action in choices(level, s, 0, seeds=range(40)):
        assert action != Reveal(0, 0)


@pytest.mark.parametrize("level", LEVELS)
def test_a_forced_pirate_never_picks_the_black_spot_it_knows(level: str) -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1], row=ROW_WITH_SPOT, known={0: {0: "seen"}},
                 stack=[ForcedPickF(0, 0, 1, 1)])
    assert only(level, s, 0) == Pick(0, 1)


@pytest.mark.parametrize("level", LEVELS)
def test_never_reveals_the_armada_it_knows_while_its_team_trails(level: str) -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1], holds=(0, 1, 0, 1), galleon=4,
                 row=["spanish_armada", "pistol", "letter_of_marque", "albatross", "pirate_code"],
                 event_deck=(), known={0: {0: "seen"}})
    assert Reveal(0, 0) not in choices(level, s, 0, seeds=range(40))


@pytest.mark.parametrize("level", LEVELS)
def test_reveals_the_armada_it_knows_while_its_team_leads(level: str) -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1], holds=(1, 0, 1, 0), galleon=4,
                 row=["spanish_armada", "pistol", "letter_of_marque", "albatross", "pirate_code"],
                 event_deck=(), known={0: {0: "seen"}})
    assert only(level, s, 0) == Reveal(0, 0)


def test_medium_forces_a_known_enemy_onto_two_black_spots() -> None:
    s = position(4, fd=[1, 0], jr=[3], tortuga=[2], loyalty=[0, 1, 0, 1],
                 row=["black_spot", "black_spot", "albatross", "albatross", "albatross"],
                 known={0: {slot: "seen" for slot in range(5)}})
    assert only("medium", s, 0, FEVER) == Force(0, 0, 1, 1)


def _first_mate_position(captain: int, crew: int) -> GameState:
    """Returns P1 as First Mate of the Flying Dutchman under `captain`, one card left in the row (known)."""
    return position(4, fd=[captain, 0, crew], jr=[3], loyalty=[0, 1, 0, 1],
                     row=["albatross", None, None, None, None],  # no View, no Force (R7), a known Albatross
                     known={0: {0: "seen"}},
                     hands={0: ["torch/british/skull", "water/french/skull", "cannon/french/helm"]})


def test_medium_mutinies_against_a_captain_it_knows_is_an_enemy() -> None:
    assert only("medium", _first_mate_position(captain=1, crew=2), 0, FEVER) == Mutiny(0)
    # the same ship under a Captain it believes British: no Mutiny
    assert Mutiny(0) not in choices("medium", _first_mate_position(captain=2, crew=1), 0, FRIEND_P3)


def test_medium_aims_the_pistol_at_the_known_enemy_captain() -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1], row=ROW_WITH_SPOT, known={0: {1: "seen"}})
    s, _ = play(s, "P1 reveal 2")
    assert only("medium", s, 0, FEVER) == Pistol(0, 1)


def test_medium_gives_a_treasure_map_to_its_likely_friend() -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1],
                 row=["fountain_of_youth", "pistol", "letter_of_marque", "albatross", "pirate_code"],
                 known={0: {0: "seen"}})
    s, _ = play(s, "P1 reveal 1")
    assert only("medium", s, 0, FRIEND_P3) == Give(0, 2)


@pytest.mark.parametrize("level", LEVELS)
def test_a_marooned_captain_drinks_from_the_fountain_of_youth(level: str) -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1], front={0: ["fountain_of_youth"]}, turn=1)
    s, _ = play(s, "P2 maroon P1")
    assert only(level, s, 0) == Fountain(0, True)


@pytest.mark.parametrize("level", LEVELS)
def test_searching_the_crows_nest_for_itself_it_keeps_its_own_flag(level: str) -> None:
    s = position(4, fd=[1, 0], jr=[2, 3], loyalty=[0, 1, 0, 1], row=["crows_nest", *ROW_WITH_SPOT[1:]],
                 event_deck=("black_powder", "spanish_armada"), known={0: {0: "seen"}})
    s, _ = play(s, "P1 reveal 1", "P1 crow P1")
    for action in choices(level, s, 0, FEVER):
        assert isinstance(action, Search) and flags(action.card, BRITISH) > 0
    if level == "medium":  # the double card: two British flags and two Torches
        assert only(level, s, 0, FEVER) == Search(0, next(c for c in range(C.N_VOTE) if flags(c, BRITISH) == 2))


# --------------------------------------------------------------------------- the shared judgement


def test_the_blunder_list_names_only_moves_that_hurt_and_never_everything() -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], loyalty=[0, 1, 0, 1], galleon=2, holds=(1, 1, 1, 1), stack=[TakeF(0, FD)])
    view = view_for(s, 0)
    legal = legal_actions(s, 0)
    assert blunders(view, legal) == {Take(0, GALLEON, hold(FD, FRENCH))}
    assert Take(0, NOWHERE, NOWHERE) in legal
    assert blunders(view, (Take(0, GALLEON, hold(FD, FRENCH)),)) == frozenset()


def test_holds_belong_to_the_team_of_their_name() -> None:
    assert [hold_team(h) for h in range(4)] == [BRITISH, FRENCH, BRITISH, FRENCH]
    assert attack_part(next(c for c in range(C.N_VOTE) if C.VOTE_WEIGHT[c] == 2 and C.VOTE_TOP[c] == "water")) == (0, -2)


def test_attacks_pass_more_often_with_more_friends_aboard() -> None:
    lone, backed, opposed = chance("attack", 1, 1)[0], chance("attack", 3, 3)[0], chance("attack", 1, 3)[0]
    assert opposed < lone < backed


def test_the_armada_lies_in_the_row_only_once_the_deck_ran_out() -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], event_deck=("pistol", "spanish_armada"))
    assert "spanish_armada" not in unknown_odds(view_for(s, 0))
    s = position(4, fd=[0, 1], jr=[2, 3], event_deck=(),
                 row=["spanish_armada", "pistol", "letter_of_marque", "albatross", "pirate_code"])
    odds = unknown_odds(view_for(s, 0))
    assert odds["spanish_armada"] == pytest.approx(1 / 5) and sum(odds.values()) == pytest.approx(1)


# --------------------------------------------------------------------------- whole games


def _moments(players: int, seeds: Sequence[int], every: int = 3) -> list[tuple[GameState, list[Event]]]:
    """Returns (state, events so far) met in seeded random games every few decisions, to ask the bots about."""
    out = []
    for seed in seeds:
        game = Game(default_config(players), seed)
        bot = RandomBot(Rng(seed), "kinds")
        step = 0
        while not game.over:
            seat = game.to_act()[0]
            if step % every == 0:
                out.append((game.state, list(game.events)))
            game.play(bot.choose(None, game.legal(seat)))
            step += 1
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_every_choice_is_legal_and_equal_inputs_give_equal_choices(level: str) -> None:
    for i, (s, events) in enumerate(_moments(6, [3, 4]) + _moments(9, [5])):
        seat = seats_to_act(s)[0]
        view, legal, history = view_for(s, seat), legal_actions(s, seat), redact(events, seat)
        rng_a, rng_b = Rng(i), Rng(i)
        first = LEVELS[level]().choose(view, legal, rng_a, history)
        second = LEVELS[level]().choose(view, legal, rng_b, history)
        assert first in legal
        assert first == second and rng_a.state == rng_b.state


def _play_levels(players: int, seed: int, levels: dict[int, str], times: dict[str, list[float]]) -> Game:
    game = Game(default_config(players), seed)
    bots: dict[str, Bot] = {"easy": EasyBot(), "medium": MediumBot()}
    rngs = {seat: game.bot_rng(seat) for seat in range(players)}
    for _ in range(5000):
        if game.over:
            break
        seat = game.to_act()[0]
        level = levels[game.state.loyalty[seat]]
        view, legal = view_for(game.state, seat), game.legal(seat)
        start = time.perf_counter()
        action = bots[level].choose(view, legal, rngs[seat], redact(game.events, seat))
        times[level].append((time.perf_counter() - start) * 1000)
        assert action in legal
        game.play(action)
    return game


def test_six_player_games_with_easy_and_medium_seats_reach_the_end() -> None:
    """Ten seeded games, the teams' levels alternating (twenty in the slow check, `TORTUGA_PROPERTIES=full`, README)."""
    times: dict[str, list[float]] = {"easy": [], "medium": []}
    for seed in range(20 if SCALE >= 2 else 10):
        levels = {BRITISH: "medium", FRENCH: "easy"} if seed % 2 else {BRITISH: "easy", FRENCH: "medium"}
        game = _play_levels(6, 600 + seed, levels, times)
        assert game.over, f"seed {600 + seed} did not finish"
    for level, ms in times.items():
        ms.sort()
        print(f"\n{level}: {len(ms)} decisions, median {ms[len(ms) // 2]:.2f} ms, "
              f"p95 {ms[int(len(ms) * 0.95)]:.2f} ms, max {ms[-1]:.2f} ms")
