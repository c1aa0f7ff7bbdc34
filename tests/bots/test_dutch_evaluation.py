"""The Dutch seat's chance fitted to game outcomes: the `dutch-fitted` ablation and `benchmarks/dutch_evaluation.py`.

The Dutch pirate wins only if the teams are tied when the Spanish Armada is revealed (rulebook,
"End of the game": "In games with an odd number of players, if teams are tied when the Spanish
Armada card is revealed, the Dutch player wins"). So a tie now is worth most with the Armada
near, and little early; and, since the 8 treasures split between the teams and the Galleon, an
odd gap late is worth less than a gap of 2 (only a new Attack on the Galleon can make it even).
"""

from __future__ import annotations

import math
from types import ModuleType

import pytest

from tests.benchmark_scripts import load_benchmark
from tortuga_qt.app.players import BotRequest
from tortuga_qt.bots.hard.evaluation import (
    dutch_chance,
    dutch_chance_of,
    dutch_terms,
    evaluate,
    fitted_dutch,
    logistic,
)
from tortuga_qt.bots.hard.method import ABLATIONS
from tortuga_qt.bots.hard.search import HardBot
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.actions import Reveal
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.engine import apply, legal_actions
from tortuga_qt.rules.frames import TurnF
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState
from tortuga_qt.tools.sim import play_teams

ARMADA_THIRD = ("pistol", "black_spot", "spanish_armada", "albatross", "pistol")


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return load_benchmark("dutch_evaluation")


def _table(holds: tuple[int, int, int, int], row: tuple[str, ...] = ARMADA_THIRD, turn: int = 2) -> GameState:
    """Five seats, the Dutch pirate (seat 2) on the Flying Dutchman, no Event card left in the deck."""
    return position(5, fd=[0, 1, 2], jr=[3, 4], loyalty=[0, 1, 2, 0, 1], holds=holds, row=row, event_deck=(),
                    stack=[TurnF(turn)], turn=turn)


def test_a_tie_is_worth_most_when_the_armada_is_near_and_little_early() -> None:
    near, far = dutch_chance_of(0, 1), dutch_chance_of(0, 19)
    assert near > 0.6 and far < 0.15
    assert all(dutch_chance_of(0, left) > dutch_chance_of(0, left + 1) for left in range(20))
    assert dutch_chance_of(0, 25) == dutch_chance_of(0, 20)  # more than 20 cards left count as 20


def test_late_an_odd_gap_is_worth_less_than_a_gap_of_two_and_any_gap_less_than_a_tie() -> None:
    for left in range(0, 8):
        assert dutch_chance_of(1, left) < dutch_chance_of(2, left) < dutch_chance_of(0, left)
        assert dutch_chance_of(3, left) < dutch_chance_of(1, left)
        assert dutch_chance_of(5, left) == dutch_chance_of(3, left)  # an odd gap of 3 or more is one class


def test_the_fitted_ablation_values_a_dutch_table_by_its_gap_and_the_cards_left() -> None:
    tied, apart = _table((1, 0, 0, 1)), _table((2, 0, 0, 0))  # Tortuga holds one of each: 2-2, then 3-1
    assert dutch_chance(tied) == dutch_chance_of(0, 5)
    assert fitted_dutch(tied, Team.DUTCH) == dutch_chance(tied) > fitted_dutch(apart, Team.DUTCH) == dutch_chance_of(2, 5)
    assert fitted_dutch(apart, Team.BRITISH) == evaluate(apart, Team.BRITISH)  # the teams' evaluation is the shipped one
    assert evaluate(tied, Team.DUTCH) != fitted_dutch(tied, Team.DUTCH)  # as shipped: the distance to a tie
    assert HardBot(method=ABLATIONS["dutch-fitted"])._value is fitted_dutch
    assert HardBot()._value is evaluate


def test_the_fit_recovers_the_curves_the_outcomes_came_from(script: ModuleType) -> None:
    tie, gap = (-2.0, 7.5), (-2.1, -0.4, 0.5, -0.2, -1.9, -0.3)
    rows: tuple[list[tuple[tuple[float, ...], int, int]], ...] = ([], [])
    n = 1_000_000
    for left in range(21):
        for cls in range(5):
            terms = dutch_terms(cls, left)
            rows[cls != 0].append((terms, round(n * logistic(tie if cls == 0 else gap, terms)), n))
    assert all(abs(a - b) < 0.01 for a, b in zip(script.fit(rows[0]), tie, strict=True))
    assert all(abs(a - b) < 0.01 for a, b in zip(script.fit(rows[1]), gap, strict=True))
    with pytest.raises(script.FitError):
        script.fit([((1.0, 0.5), 0, 40)])  # no win at all: nothing to fit
    with pytest.raises(script.FitError):
        script.fit([])


def test_the_log_loss_of_an_even_chance_is_ln_2_per_turn(script: ModuleType) -> None:
    counts = {(3, 0): (5, 10), (9, 2): (1, 2)}
    assert script.log_loss(counts, {(3, 0): 0.5, (9, 2): 0.5}) == pytest.approx(math.log(2))
    assert script.log_loss(counts, {(3, 0): 0.5, (9, 2): 0.9}) > math.log(2)


def test_a_games_cells_are_its_turns_with_their_gap_and_the_cards_left(script: ModuleType) -> None:
    assert [script.gap_class(g) for g in range(8)] == [0, 1, 2, 3, 4, 3, 4, 3]
    won, cells = script.game_cells(9, 500000)
    game = play_teams(9, 500000, script.MEDIUM_TABLE, checks=False)
    assert game.game is not None and won == (game.winner == "dutch")
    state, turns = new_game(game.game.config), 0
    for action in game.game.actions:
        state, _ = apply(state, action, validate=False)
        turns += state.result is None and type(state.stack[-1]) is TurnF
    assert len(cells) == turns > 20
    assert cells[0][0] == 19  # the Event cards after the deal at 9 players (the deck and the row)
    assert all(0 <= left <= 20 and 0 <= cls <= 4 for left, cls in cells)
    assert [left for left, _ in cells] == sorted((left for left, _ in cells), reverse=True)  # the Armada only nears


def test_the_ceilings_dutch_seat_is_told_the_armadas_slot_only_at_a_tie(script: ModuleType) -> None:
    def request(holds: tuple[int, int, int, int], row: tuple[str, ...] = ARMADA_THIRD) -> BotRequest:
        s = _table(holds, row)
        return BotRequest(2, RandomBot(), s, [], legal_actions(s, 2), Rng(1), 0)

    assert script.armada_if_tied(request((1, 0, 0, 1))) == Reveal(2, 2)
    assert script.armada_if_tied(request((2, 0, 0, 0))) is None  # a gap: the Dutch seat plays as Medium
    no_armada = ("pistol", "black_spot", "albatross", "albatross", "pistol")
    assert script.armada_if_tied(request((1, 0, 0, 1), no_armada)) is None


def test_without_the_cheat_the_ceiling_plays_the_benchmarks_own_games(script: ModuleType) -> None:
    for seed in (1, 2, 3):
        assert script.dutch_wins(5, seed, False) == (play_teams(5, seed, script.MEDIUM_TABLE, checks=False).winner == "dutch")


def test_told_the_armadas_slot_the_dutch_seat_wins_games_it_lost(script: ModuleType) -> None:
    assert not script.dutch_wins(5, 11, False) and script.dutch_wins(5, 11, True)
