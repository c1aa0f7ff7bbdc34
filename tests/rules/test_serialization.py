"""State and record files: lossless round trips, and clear refusals of damaged input."""

from __future__ import annotations

import json

import pytest

from tests.rules.randomgames import play
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.errors import RecordError
from tortuga_qt.rules.serialization import GameRecord, replay, state_from_json, state_to_json


def test_record_is_a_readable_transcript() -> None:
    """The record lists every action in notation, chance steps first (the deal)."""
    game = play(4, 11)
    actions = game.record().actions
    assert actions[0].startswith("chance stars ")
    assert any(a.startswith("P") and " hold " in a for a in actions)
    assert game.record().seed == 11


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("hands"),
        lambda d: d.update(galleon="four"),
        lambda d: d.update(format=99),
        lambda d: d.update(galleon=5),  # 9 treasure tokens: inconsistent
        lambda d: d["stack"].append({"tag": "warp", "fields": []}),
        lambda d: d["stack"].append({"tag": "turn", "fields": ["x"]}),
        lambda d: d.update(hands=d["hands"][:-1]),
        lambda d: d.update(extra=1),
    ],
)
def test_damaged_state_is_refused(damage) -> None:  # type: ignore[no-untyped-def]
    """A damaged saved state raises RecordError, never another exception."""
    data = json.loads(state_to_json(play(5, 3).state))
    damage(data)
    with pytest.raises(RecordError):
        state_from_json(json.dumps(data))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "\x00\x01", '{"format": 1}'])
def test_not_a_state_is_refused(text: str) -> None:
    """Text that is not a saved state raises RecordError."""
    with pytest.raises(RecordError):
        state_from_json(text)


def test_illegal_record_is_refused_with_the_step() -> None:
    """A record with an illegal action names the step that cannot be replayed."""
    game = play(4, 5)
    actions = game.record().actions
    bad = GameRecord(config=default_config(4), actions=actions[:12] + ["P1 mutiny"] + actions[12:])
    with pytest.raises(RecordError, match="step 13"):
        replay(bad)


def test_tampered_chance_is_refused() -> None:
    """A chance step that is not a permutation is illegal."""
    game = play(4, 5)
    actions = list(game.record().actions)
    actions[1] = "chance loyalty 0 0 0 0"
    with pytest.raises(RecordError, match="step 2"):
        replay(GameRecord(config=default_config(4), actions=actions))
