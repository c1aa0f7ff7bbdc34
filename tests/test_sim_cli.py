"""`tortuga-sim play`: its figures, its story, and its refusal on a violation."""

from __future__ import annotations

import json

import pytest

from tortuga_qt.tools import sim


def test_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    """--json prints one object with the documented keys, wins adding up to the games."""
    assert sim.main(["play", "--players", "4", "--games", "20", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "wins", "mean_decisions", "games_per_second", "decisions_per_second"):
        assert key in out
    assert out["games"] == 20 and sum(out["wins"].values()) == 20
    assert out["wins"]["dutch"] == 0  # no Dutch card with 4 players
    assert out["mean_decisions"] > 10


def test_log_tells_the_story(capsys: pytest.CaptureFixture[str]) -> None:
    """--log prints plain sentences ending with the winner and every Loyalty."""
    assert sim.main(["play", "--players", "5", "--games", "1", "--seed", "7", "--log"]) == 0
    out = capsys.readouterr().out
    assert "Pawns drawn from the bag" in out
    assert "Game over:" in out and "Loyalties:" in out


def test_same_seed_same_story(capsys: pytest.CaptureFixture[str]) -> None:
    """A seed reproduces the same story."""
    sim.main(["play", "--players", "6", "--games", "1", "--seed", "21", "--log"])
    first = capsys.readouterr().out.split("\n")[:-4]
    sim.main(["play", "--players", "6", "--games", "1", "--seed", "21", "--log"])
    assert capsys.readouterr().out.split("\n")[:-4] == first


def test_violation_names_the_seed(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """An invariant violation exits 1 and names the seed that reproduces it."""
    from tortuga_qt.rules.invariants import InvariantError

    calls = {"n": 0}

    def broken(state: object) -> None:
        calls["n"] += 1
        if calls["n"] == 40:
            raise InvariantError("treasure vanished")

    monkeypatch.setattr(sim, "check_state", broken)
    assert sim.main(["play", "--players", "3", "--games", "5", "--seed", "100"]) == 1
    err = capsys.readouterr().err
    assert "treasure vanished" in err and "--seed 100 " in err


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    """Out-of-range players are refused by the parser with a message."""
    with pytest.raises(SystemExit) as exc:
        sim.main(["play", "--players", "10"])
    assert exc.value.code == 2
    assert "2 to 9 players" in capsys.readouterr().err
