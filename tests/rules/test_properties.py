"""Properties over seeded random games, every player count 2..9: hundreds in the default test
run, thousands in the slow check (`TORTUGA_PROPERTIES=full`, tests/rules/randomgames.py).

Invariants (components accounted for, pawns placed once, capacities, ranks, progress), games
end, determinism by seed, replay of the record, JSON round trip at every step, notation.
"""

from __future__ import annotations

import pytest

from tests.rules.randomgames import play, seeds, steps
from tortuga_qt.rules.engine import legal_actions, seats_to_act
from tortuga_qt.rules.events import StarredChosen
from tortuga_qt.rules.invariants import check_progress, check_state
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.serialization import GameRecord, replay, state_from_json, state_to_json

PLAYERS = range(2, 10)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("policy", ["uniform", "kinds"])
def test_invariants_hold_in_every_state(players: int, policy: str) -> None:
    """8 treasure, 32 Vote cards, 24 Event cards, every pawn once, <=5 a ship, someone can act."""
    games = 0
    for seed in seeds(1000, 130):
        for state, _ in steps(players, seed, policy):
            check_state(state)
            check_progress(state)
        assert state.result is not None
        games += 1
    assert games == len(seeds(1000, 130))


@pytest.mark.parametrize("players", PLAYERS)
def test_same_seed_same_record(players: int) -> None:
    """A seed reproduces a game exactly (randomness is an input)."""
    for seed in (1, 2, 3):
        a, b = play(players, seed), play(players, seed)
        assert a.record().actions == b.record().actions
        assert a.state == b.state
    assert play(players, 1).record().actions != play(players, 2).record().actions


@pytest.mark.parametrize("players", PLAYERS)
def test_record_replays_to_the_same_state(players: int) -> None:
    """A record (chance steps included) replays, every step re-checked, to the same end."""
    for seed in seeds(0, 10):
        game = play(players, seed, "kinds")
        record = GameRecord.model_validate_json(game.record().model_dump_json())
        assert replay(record) == game.state


@pytest.mark.parametrize("players", PLAYERS)
def test_json_round_trip_at_every_step(players: int) -> None:
    """The full state survives JSON at every step, and play continues identically."""
    for seed in seeds(0, 12):
        for state, action in steps(players, seed, "kinds"):
            loaded = state_from_json(state_to_json(state))
            assert loaded == state
            if action is not None:
                assert legal_actions(loaded, action.seat) == legal_actions(state, action.seat)


@pytest.mark.parametrize("players", PLAYERS)
def test_notation_round_trip_for_every_legal_action(players: int) -> None:
    """Every legal action's notation parses back to the same action."""
    for seed in seeds(0, 8):
        for state, _ in steps(players, seed, "kinds"):
            for seat in seats_to_act(state):
                if seat < 0:
                    continue
                for action in legal_actions(state, seat):
                    assert parse_action(format_action(action)) == action


def test_starred_mixes_are_covered() -> None:
    """Random starred draws over many seeds bring every starred card into play (setup)."""
    seen: set[str] = set()
    for seed in range(60):  # every starred card: all 60 games even in the mutation check
        game = play(9, seed)
        for e in game.events:
            if isinstance(e, StarredChosen):
                seen.update(e.cards)
    assert len(seen) == 8
