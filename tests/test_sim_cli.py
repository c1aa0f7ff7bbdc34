"""`tortuga-sim`: its figures, its story, its refusals, and how it ends when interrupted."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tortuga_qt.tools import sim

ROOT = Path(__file__).resolve().parents[1]


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


@pytest.mark.parametrize("argv, plain", [
    (["play", "--players", "x"], "2 to 9 players, not 'x'"),
    (["play", "--players", "1"], "2 to 9 players, not '1'"),
    (["play", "--games", "0"], "at least 1, not 0"),
    (["play", "--games", "lots"], "'lots' is not a whole number"),
    (["play", "--seed", "q"], "'q' is not a whole number"),
    (["play", "--seed", "²"], "'²' is not a whole number"),
    (["play", "--seed", "9" * 5000], "'" + "9" * 20 + "…' is not a whole number"),
    ([], "required: COMMAND"),
    (["replay"], "required: FILE"),
])
def test_refusals_are_plain_english(capsys: pytest.CaptureFixture[str], argv: list[str], plain: str) -> None:
    """The parser's refusals say what is wrong in words a player uses, never a Python name."""
    with pytest.raises(SystemExit) as exc:
        sim.main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert plain in err
    for internal in ("_players", "_count", "_whole", "invalid", "command", "file"):
        assert internal not in err.replace("tortuga-sim", ""), err


def _start(*args: str) -> subprocess.Popen[str]:
    """Starts `tortuga-sim ARGS` as a real process (own stdout pipe, stderr captured)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    # As from a terminal: a test run started in the background (`cmd &`) ignores Ctrl-C, and a
    # child would inherit that.
    return subprocess.Popen([sys.executable, "-m", "tortuga_qt.tools.sim", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def test_ctrl_c_ends_quietly_with_status_130() -> None:
    """Ctrl-C in the middle of a long run: status 130 and nothing on stderr (no traceback)."""
    proc = _start("play", "--players", "5", "--games", "100000", "--log")
    try:
        assert proc.stdout is not None and proc.stdout.readline().startswith("=== game 1")
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert err == ""


def test_a_closed_pipe_ends_quietly_with_status_141() -> None:
    """`tortuga-sim play --log | head -3`: the reader leaves early; status 141, no traceback."""
    proc = _start("play", "--players", "5", "--games", "50", "--log")
    try:
        assert proc.stdout is not None and proc.stderr is not None
        lines = [proc.stdout.readline() for _ in range(3)]
        proc.stdout.close()  # what `head -3` does once it has its lines
        proc.wait(timeout=60)
        err = proc.stderr.read()
    finally:
        proc.kill()
    assert lines[0].startswith("=== game 1, seed 1, 5 players")
    assert proc.returncode == 141, err
    assert err == ""


def test_replay_of_an_unusable_file_is_one_sentence(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Whatever goes wrong inside the loader, `replay` prints one plain sentence and exits 2."""
    from tortuga_qt.record import savefile

    path = tmp_path / "odd.tortuga"
    path.write_text('{"format": 2}', encoding="utf-8")

    def broken(*args: object, **kwargs: object) -> None:
        raise TypeError("'NoneType' object is not subscriptable")

    monkeypatch.setattr(savefile, "read_save", broken)
    assert sim.main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    assert captured.err.startswith("tortuga-sim: The file odd.tortuga cannot be used")
    assert "NoneType" not in captured.err


@pytest.mark.parametrize("content", [None, b"", b"\x00\xff junk", b"[1, 2]", b'{"format": 2}',
                                     b'{"format": 2, "config": 5, "actions": "x"}', b'{"format": 99}'])
def test_replay_refuses_damaged_files_in_one_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      content: bytes | None) -> None:
    """A missing, empty, binary or malformed file: status 2 and one plain line on stderr."""
    path = tmp_path / "damaged.tortuga"
    if content is not None:
        path.write_bytes(content)
    assert sim.main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tortuga-sim: ") and captured.err.count("\n") == 1
    assert "Traceback" not in captured.err


# ---------------------------------------------------------------------------------------- --teams


def test_teams_json_counts_by_level_and_times_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    """--teams: games in mirrored pairs; by_level counts each team side, decision_ms times each level."""
    assert sim.main(["play", "--players", "4", "--games", "4", "--seed", "5", "--teams", "british=easy,french=random",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["teams"] == {"british": "easy", "french": "random"} and out["games"] == 4
    assert sum(out["wins"].values()) == 4 and out["wins"]["dutch"] == 0
    by = out["by_level"]
    assert set(by) == {"easy", "random"}
    assert by["easy"]["games"] == by["random"]["games"] == 4  # each level played both colours, twice
    assert by["easy"]["draws"] == by["random"]["draws"] == out["wins"]["draw"]
    assert by["easy"]["wins"] + by["random"]["wins"] + out["wins"]["draw"] == 4
    assert set(out["decision_ms"]) == {"easy", "random"}
    for p in out["decision_ms"].values():
        assert 0 <= p["median"] <= p["p95"] <= p["max"] < 2000


def test_teams_with_a_dutch_pirate(capsys: pytest.CaptureFixture[str]) -> None:
    """With an odd table the Dutch have a level too and count as a side of their own."""
    assert sim.main(["play", "--players", "5", "--games", "2", "--teams", "british=random,french=easy,dutch=random",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["by_level"]["random"]["games"] == 4 and out["by_level"]["easy"]["games"] == 2


def test_teams_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["play", "--players", "4", "--games", "2", "--seed", "3", "--teams", "british=easy,french=random"]) == 0
    out = capsys.readouterr().out
    assert "2 games (1 mirrored pairs), 4 players, seeds 3..3, british easy, french random" in out
    assert "easy team:" in out and "random decision: median" in out


def test_mirrored_pairs_deal_alike_and_swap_the_levels() -> None:
    """Game 2i and 2i+1 share the seed (the same deal) and swap the British and French levels."""
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.game import Game

    teams = {"british": "easy", "french": "random"}
    assert sim.mirrored(teams, 0) == teams and sim.mirrored(teams, 1) == {"british": "random", "french": "easy"}
    a = sim.play_teams(6, 9, sim.mirrored(teams, 0))
    b = sim.play_teams(6, 9, sim.mirrored(teams, 1))
    assert a.game is not None and b.game is not None
    first = [x for x in a.game.actions if x.seat < 0]
    assert first[:3] == [x for x in b.game.actions if x.seat < 0][:3]  # the same deal
    dealt = Game(default_config(6), 9)  # the table after the deal, before anyone moved
    levels_a = sim.seat_levels(dealt, sim.mirrored(teams, 0))
    levels_b = sim.seat_levels(dealt, sim.mirrored(teams, 1))
    assert sorted(levels_a.values()) == sorted(levels_b.values()) == ["easy"] * 3 + ["random"] * 3
    assert all(levels_a[s] != levels_b[s] for s in range(6))  # every seat at the other level
    assert a.sides == {"british": "easy", "french": "random"} and b.sides == {"british": "random", "french": "easy"}


def test_each_seat_gets_what_a_window_seat_gets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every call: that seat's view, its legal actions, its own generator (Game.bot_rng), the events it may see."""
    from tortuga_qt.bots.random_bot import RandomBot
    from tortuga_qt.rules.events import redact
    from tortuga_qt.rules.game import Game
    from tortuga_qt.rules.views import view_for

    calls: list[tuple[object, tuple[object, ...], str, list[object]]] = []

    class Spy(RandomBot):
        def choose(self, view, legal, rng=None, history=()):  # type: ignore[no-untyped-def]
            assert rng is not None
            calls.append((view, tuple(legal), rng.state, list(history)))
            return super().choose(view, legal, rng, history)

    monkeypatch.setattr(sim, "make_bot", lambda level: Spy())
    outcome = sim.play_teams(5, 4, {"british": "easy", "french": "medium", "dutch": "hard"})
    assert outcome.game is not None
    decisions = [a for a in outcome.game.actions if a.seat >= 0]
    assert len(calls) == len(decisions) == outcome.decisions
    game = Game(outcome.game.config, 4)
    generators = {seat: game.bot_rng(seat) for seat in range(5)}
    for (view, legal, state, history), action in zip(calls, decisions, strict=True):
        seat = game.to_act()[0]
        assert view == view_for(game.state, seat) and legal == game.legal(seat)
        assert history == redact(game.events, seat)
        assert state == generators[seat].state  # its own generator, where its last choice left it
        RandomBot().choose(None, legal, generators[seat])  # the spy drew exactly like this
        game.play(action)
    assert game.state == outcome.game.state


@pytest.mark.parametrize("argv, plain", [
    (["--teams", "british=hard"], "give a level to both the british and the french"),
    (["--teams", "british=hard,french=expert"], "'expert' is not a level; the levels are random, easy, medium and hard"),
    (["--teams", "british=hard,spanish=easy"], "'spanish' is not a team; the teams are british, french and dutch"),
    (["--teams", "british:hard,french:easy"], "give each team's level as TEAM=LEVEL"),
    (["--teams", "british=hard,british=easy,french=easy"], "the british level is given twice"),
    (["--teams", "british=hard,french=easy", "--players", "5"], "with 5 players one pirate is Dutch"),
    (["--teams", "british=hard,french=easy,dutch=easy"], "with 6 players nobody is Dutch"),
    (["--teams", "british=hard,french=easy", "--games", "3"], "give an even number of games, not 3"),
])
def test_teams_refusals_are_plain_english(capsys: pytest.CaptureFixture[str], argv: list[str], plain: str) -> None:
    """A bad --teams says what is wrong and how to write it, with exit status 2."""
    with pytest.raises(SystemExit) as exc:
        sim.main(["play", "--players", "6", "--games", "2", *argv])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert plain in err, err
    assert "Traceback" not in err and "invalid" not in err and "parse_teams" not in err


@pytest.mark.parametrize("argv", [["replay", str(ROOT / "tests" / "fixtures" / "saves" / "format4-2p-unfinished-seed31.tortuga")],
                                  ["play", "--players", "3", "--games", "2", "--json"]],
                         ids=["replay", "play"])
def test_a_closed_output_ends_quietly(argv: list[str]) -> None:
    """`tortuga-sim replay FILE >&-` (sys.stdout is None): the work is done, status 0, no traceback."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "tortuga_qt.tools.sim", *argv], cwd=ROOT, env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=60,
                          preexec_fn=lambda: os.close(1))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
