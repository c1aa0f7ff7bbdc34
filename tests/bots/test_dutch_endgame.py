"""`benchmarks/dutch_endgame.py`: the fair endgame rules of the Dutch seat and the row evidence about the Armada.

The Dutch pirate wins only if the teams are tied when the Spanish Armada is revealed (rulebook,
"End of the game"); when the Event deck runs out the row is shuffled and every seat's memory of
it is void (R8), so after that shuffle a seat knows only the slots it viewed (rulebook, "View 2
Event cards"; which slots is public).
"""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.benchmark_scripts import load_benchmark
from tortuga_qt.rules.actions import Reveal, View
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.frames import TurnF
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState, Result
from tortuga_qt.rules.views import view_for
from tortuga_qt.tools.sim import play_teams

ROW = ("pistol", "black_spot", "spanish_armada", "albatross", "pistol")
TIED, BRITISH_AHEAD = (1, 0, 0, 1), (2, 0, 0, 0)  # with Tortuga's one of each: 2-2, then 3-1


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return load_benchmark("dutch_endgame")


def _table(holds: tuple[int, int, int, int], turn: int = 2, known: dict[int, dict[int, str]] | None = None,
           shuffled: bool = True, row: tuple[str | None, ...] = ROW) -> GameState:
    """Five seats (British 0 and 3, French 1 and 4, the Dutch 2), the deck empty, the Armada in slot 2."""
    s = position(5, fd=[0, 1, 2], jr=[3, 4], loyalty=[0, 1, 2, 0, 1], holds=holds, row=row, event_deck=(),
                 stack=[TurnF(turn)], turn=turn, known=known)
    s.reshuffled = shuffled
    return s


def _rule(script: ModuleType, name: str, s: GameState) -> object:
    return script.endgame_rule(name, view_for(s, 2), legal_actions(s, 2))


def test_at_a_tie_after_the_shuffle_the_reveal_rule_reveals_a_slot_the_dutch_seat_has_not_seen(script: ModuleType) -> None:
    assert _rule(script, "reveal", _table(TIED)) == Reveal(2, 0)
    assert _rule(script, "reveal", _table(TIED, known={2: {0: "x", 1: "x"}})) == Reveal(2, 2)
    assert _rule(script, "reveal", _table(BRITISH_AHEAD)) is None  # a gap: Medium decides
    assert _rule(script, "reveal", _table(TIED, shuffled=False)) is None  # before the shuffle the Armada is in the deck
    assert _rule(script, "reveal", _table(TIED, known={2: {2: "x"}})) is None  # it knows the Armada: Medium reveals it


def test_with_a_gap_the_view_rule_views_two_unseen_slots_while_three_are_left(script: ModuleType) -> None:
    assert _rule(script, "view", _table(BRITISH_AHEAD)) == View(2, 0, 1)
    assert _rule(script, "view", _table(BRITISH_AHEAD, known={2: {0: "x", 3: "x"}})) == View(2, 1, 2)
    assert _rule(script, "view", _table(BRITISH_AHEAD, known={2: {0: "x", 1: "x", 3: "x"}})) is None  # 2 unseen
    assert _rule(script, "view", _table(TIED)) is None
    assert _rule(script, "both", _table(TIED)) == Reveal(2, 0) and _rule(script, "both", _table(BRITISH_AHEAD)) == View(2, 0, 1)


def test_a_leading_seats_turn_past_a_slot_it_viewed_rules_that_slot_out(script: ModuleType) -> None:
    viewed = {0: {0: "x", 1: "x"}}  # British seat 0 viewed slots 0 and 1
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=0, known=viewed), _table(TIED, turn=2, known=viewed)])
    assert (e.turns, e.narrowed, e.ruled_out, e.wrongly) == (1, 1, 2, 0)
    assert e.uniform == pytest.approx(1 / 5) and e.informed == pytest.approx(1 / 3)


def test_a_trailing_seats_turn_or_a_turn_before_the_shuffle_tells_nothing(script: ModuleType) -> None:
    viewed = {1: {0: "x", 1: "x"}}  # French seat 1 viewed slots 0 and 1, its team behind
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=1, known=viewed), _table(TIED, turn=2, known=viewed)])
    assert (e.turns, e.narrowed, e.ruled_out) == (1, 0, 0) and e.informed == e.uniform
    early = {0: {0: "x", 1: "x"}}
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=0, known=early, shuffled=False), _table(TIED, turn=2, known=early)])
    assert (e.narrowed, e.ruled_out) == (0, 0)


def test_a_slot_is_ruled_out_even_if_it_holds_the_armada_and_counted_as_wrongly_ruled_out(script: ModuleType) -> None:
    viewed = {0: {2: "x", 3: "x"}}  # seat 0 saw the Armada and, against the habit, kept it hidden
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=0, known=viewed), _table(TIED, turn=2, known=viewed)])
    assert (e.ruled_out, e.wrongly) == (2, 1) and e.informed == 0.0  # the optimistic reading trusts the habit


def test_a_leading_seats_slots_are_ruled_out_only_once_its_turn_passed_without_the_end(script: ModuleType) -> None:
    viewed = {0: {2: "x", 3: "x"}}
    ended = _table(TIED, turn=2, known=viewed)
    ended.result = Result("armada", Team.BRITISH, (0, 3), 3, 1)
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=0, known=viewed), ended])
    assert (e.turns, e.ruled_out) == (0, 0)  # it revealed the Armada: the game is over, nothing ruled out
    revealed = ("pistol", "black_spot", "spanish_armada", None, "pistol")  # it revealed slot 3, one it viewed
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=0, known=viewed), _table(TIED, turn=2, known={0: {2: "x"}}, row=revealed)])
    assert (e.ruled_out, e.wrongly) == (1, 1) and e.uniform == pytest.approx(1 / 4)  # slot 2 only: 3 is empty


def test_when_every_unseen_slot_is_ruled_out_the_evidence_falls_back_to_uniform(script: ModuleType) -> None:
    everything = {3: {i: "x" for i in range(5)}}  # British seat 3 viewed every slot
    e = script.Evidence()
    e.add_game([_table(BRITISH_AHEAD, turn=3, known=everything), _table(TIED, turn=2, known=everything)])
    assert (e.turns, e.narrowed, e.ruled_out) == (1, 0, 5) and e.informed == e.uniform == pytest.approx(1 / 5)


def test_without_a_rule_the_games_are_the_dutch_benchmarks_own(script: ModuleType) -> None:
    table = {"british": "medium", "french": "medium", "dutch": "medium"}
    for seed in (1, 2, 3):
        assert script.dutch_wins(5, seed, None) == (play_teams(5, seed, table, checks=False).winner == "dutch")



def test_the_evidence_of_real_games_stays_within_its_counts(script: ModuleType) -> None:
    won, e = script.plain_games(9, 6, 600000, 1)
    assert len(won) == 6 and won == [script.dutch_wins(9, 600000 + i, None) for i in range(6)]
    assert e.turns > 0 and 0 <= e.narrowed <= e.turns and 0 <= e.wrongly <= e.ruled_out
    assert 0.0 < e.uniform <= e.turns and 0.0 <= e.informed <= e.turns
