"""`tortuga-sim play --record DIR` writes save files that `tortuga-sim replay FILE` verifies.

Both run as real processes (exit status, stdout and stderr as a user sees them). A file that
cannot be used ends with status 2 and exactly one plain line on stderr, never a traceback: every
kind of unusable file in-process, and those where the process matters as real processes too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from tests.record.test_savefile import PY_NOISE, has_controls
from tortuga_qt.app.names import team_name
from tortuga_qt.record.savefile import load_bytes, read_save
from tortuga_qt.rules.actions import Chance
from tortuga_qt.tools.sim import play_one

ROOT = Path(__file__).resolve().parents[2]


def _start(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "tortuga_qt.tools.sim", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=60)
    return proc.returncode, out, err


def run(*args: str) -> tuple[int, str, str]:
    return _finish(_start(*args))


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("record") / "games"
    code, out, err = run("play", "--players", "4", "--games", "3", "--seed", "5", "--record", str(folder))
    assert code == 0, err
    assert "3 games, 4 players" in out and not err
    return sorted(folder.iterdir())


def test_play_records_every_game(recorded: list[Path]) -> None:
    assert [p.name for p in recorded] == [f"game-4p-seed{s}.tortuga" for s in (5, 6, 7)]
    for path, seed in zip(recorded, (5, 6, 7), strict=True):
        loaded = read_save(path)
        game = play_one(4, seed).game
        assert game is not None
        assert loaded.save.finished and loaded.game.over
        assert loaded.game.state == game.state
        assert loaded.game.actions == game.actions
        assert loaded.save.humans == [False] * 4
        assert loaded.save.seed == seed
        assert loaded.save.levels == dict.fromkeys(range(4), "random")


def test_play_with_teams_records_each_seat_at_its_level(tmp_path: Path) -> None:
    """--teams --record: both games of a pair are written, each seat at its team's level."""
    from tortuga_qt.tools import sim

    folder = tmp_path / "teams"
    assert sim.main(["play", "--players", "4", "--games", "2", "--seed", "5", "--teams", "british=easy,french=random",
                     "--record", str(folder)]) == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["game-4p-seed5-easy-random.tortuga", "game-4p-seed5-random-easy.tortuga"]
    for name, british in zip(names, ("easy", "random"), strict=True):
        loaded = read_save(folder / name)
        french = "random" if british == "easy" else "easy"
        dealt = [british if team == 0 else french for team in sim.Game(loaded.save.config, 5).state.loyalty]
        assert loaded.save.levels == dict(enumerate(dealt))


def test_replay_verifies_each_recorded_game(recorded: list[Path]) -> None:
    procs = [(_start("replay", str(p)), p) for p in recorded]
    for proc, path in procs:
        code, out, err = _finish(proc)
        assert code == 0, err
        assert not err
        lines = out.splitlines()
        assert len(lines) == 1, out
        line = lines[0]
        loaded = read_save(path)
        names = [s.name for s in loaded.save.config.seats]
        decisions = sum(1 for a in loaded.game.actions if not isinstance(a, Chance))
        result = loaded.game.state.result
        assert result is not None
        assert line.startswith(f"{path.name}: 4 players, {decisions} actions ")
        assert f"({len(loaded.game.actions)} steps with chance)" in line
        if result.team < 0:
            assert "a draw" in line
        else:
            assert f"won by the {team_name(result.team)}" in line
            assert all(names[w] in line for w in result.winners)
            assert all(names[s] not in line for s in range(4) if s not in result.winners)
            assert f"British {result.british} - French {result.french}" in line
        assert line.endswith("verified.")


def _damaged(recorded: list[Path], folder: Path) -> dict[str, Path]:
    raw = recorded[0].read_bytes()
    data = json.loads(raw)

    def edited(change) -> bytes:  # type: ignore[no-untyped-def]
        d = json.loads(raw)
        change(d)
        return json.dumps(d).encode()

    files = {
        "empty": b"",
        "truncated": raw[: len(raw) // 2],
        "not-json": b"Dear diary, today we sank the Spanish galleon.",
        "not-utf8": raw.replace(b"a", b"\xe1", 3),
        "wrong-types": edited(lambda d: d.update(humans="yes", seed=[1])),
        "future-version": edited(lambda d: d.update(format=5)),
        "other-rules": edited(lambda d: d.update(rules_version="tortuga-1667/decisions-R99")),
        "illegal-record": edited(lambda d: d["actions"].insert(9, data["actions"][-1])),
        "snapshot-edited": edited(lambda d: d["snapshot"].update(galleon=d["snapshot"]["galleon"] + 1)),
        "deep-nesting": b"[" * 100_000,
        "huge-number": raw.replace(b'"seed":', b'"seed":' + b"9" * 5000, 1),
        "line-break-in-step": edited(lambda d: d["actions"].insert(9, "P1 crow\nP4")),
    }
    out = {}
    for name, content in files.items():
        path = folder / f"{name}.tortuga"
        path.write_bytes(content)
        out[name] = path
    out["missing"] = folder / "missing.tortuga"
    out["a-folder"] = folder
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.tortuga")
        out["fifo"] = folder / "pipe.tortuga"
    out["dev-zero"] = Path("/dev/zero")
    return out


CASES = ["missing", "empty", "truncated", "not-json", "not-utf8", "wrong-types", "future-version", "other-rules",
         "illegal-record", "snapshot-edited", "a-folder", "deep-nesting", "huge-number", "line-break-in-step"]
CASES += ["fifo"] if hasattr(os, "mkfifo") else []
CASES += ["dev-zero"] if Path("/dev/zero").exists() else []


# The cases a real process must show (the interpreter's own recursion limit, a pipe that must not
# block the reader, a file that is not text): one process each. Every case also runs in-process below.
REAL_PROCESS = ["deep-nesting", "fifo" if "fifo" in CASES else "dev-zero", "not-utf8"]


@pytest.fixture(scope="module")
def damaged(recorded: list[Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return _damaged(recorded, tmp_path_factory.mktemp("damaged"))


@pytest.fixture(scope="module")
def refusals(damaged: dict[str, Path]) -> dict[str, tuple[int, str, str]]:
    procs = {name: _start("replay", str(damaged[name])) for name in REAL_PROCESS}
    return {name: _finish(proc) for name, proc in procs.items()}


def _replay_here(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """`tortuga-sim replay FILE` in this process: its exit status and what it printed (a warning counts as a failure)."""
    from tortuga_qt.tools import sim

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        code = sim.main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert not caught, [str(w.message) for w in caught]
    return code, out, err


def _assert_refused_in_one_plain_line(case: str, code: int, out: str, err: str) -> None:
    assert "Traceback" not in err, err
    assert code == 2, (code, err)
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n"), err
    line = lines[0]
    assert line.startswith("tortuga-sim: ")
    assert line.endswith("."), line
    assert not has_controls(line), line
    assert not PY_NOISE.search(line), line
    if case == "future-version":
        assert "format 5" in line and "newer" in line
    if case == "other-rules":
        assert "different rules" in line
    if case in ("fifo", "dev-zero"):
        assert "not an ordinary file" in line


@pytest.mark.parametrize("case", CASES)
def test_replay_refuses_an_unusable_file_in_one_plain_line(damaged: dict[str, Path], case: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Every unusable file, replayed in this process: status 2 and one plain line on stderr."""
    _assert_refused_in_one_plain_line(case, *_replay_here(damaged[case], capsys))


@pytest.mark.parametrize("case", REAL_PROCESS)
def test_replay_as_a_real_process_refuses_an_unusable_file_in_one_plain_line(
        refusals: dict[str, tuple[int, str, str]], case: str) -> None:
    """The same as the user sees it from a real process, for the cases where the process itself matters."""
    _assert_refused_in_one_plain_line(case, *refusals[case])


def test_replay_reads_format_1_records(tmp_path: Path) -> None:
    """The bare records of older tortuga-sim versions still replay (migrated on load)."""
    game = play_one(3, 2).game
    assert game is not None
    path = tmp_path / "old.json"
    path.write_text(game.record().model_dump_json(), encoding="utf-8")
    assert load_bytes(path.read_bytes()).game.state == game.state
    code, out, err = run("replay", str(path))
    assert code == 0 and not err, err
    assert out.startswith("old.json: 3 players, ") and out.rstrip().endswith("verified.")
