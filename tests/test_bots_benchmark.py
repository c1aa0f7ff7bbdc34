"""`benchmarks/bots.py`: games go to the results file as they finish, a second run resumes instead of
replaying, and the report gives every match's decided games with a Wilson interval (issue 26, item 1)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmark_scripts import load_benchmark
from tortuga_qt.bots.hard import HardBot
from tortuga_qt.bots.hard.search import BY_TABLE

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "bots.py"


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout + done.stderr


def test_an_interrupted_run_resumes_from_its_results_file(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    common = ("--match", "medium-easy", "--players", "4", "--processes", "1", "--results", str(results))
    first = _run(*common, "--games", "2")
    assert "playing 2" in first
    rows = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(rows) == 2 and {r["winner"] for r in rows} <= {"british", "french", "draw"}
    assert sorted(r["sides"]["british"] for r in rows) == ["easy", "medium"]  # a mirrored pair
    again = _run(*common, "--games", "4")  # two more games: only those are played
    assert "2 of 4 games already" in again and "playing 2" in again
    assert len(results.read_text().splitlines()) == 4
    line = next(x for x in again.splitlines() if x.startswith("medium-easy, 4 players"))
    games, draws, decided, won = (int(x) for x in line.split()[3:7])
    assert games == 4 and draws + decided == 4 and 0 <= won <= decided
    assert "[" in line and "%" in line  # the rate with its interval


def test_a_damaged_results_line_is_named_and_skipped(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    results.write_text("{not json\n")
    out = _run("--match", "medium-easy", "--players", "4", "--games", "2", "--processes", "1",
               "--results", str(results), "--report")
    assert "line 1 is damaged and was skipped" in out
    assert "0 of 2 games already" in out or "medium-easy, 4 players" in out


def _bench() -> ModuleType:
    """Returns benchmarks/bots.py loaded as a module (its plan and report functions)."""
    return load_benchmark("bots", "bots_benchmark")


def test_the_dutch_easy_and_medium_seats_are_planned_once_whatever_the_hard_variants() -> None:
    """Only the Dutch Hard seat changes with a Hard variant: Easy and Medium Dutch games are played once."""
    jobs = _bench().plan(["dutch"], [7], 3, ["shipped", "z-0"], None, 1)
    assert len({j.key for j in jobs}) == len(jobs) == 12
    by = {(m, v): sum(1 for j in jobs if (j.match, j.variant) == (m, v)) for m, v in {(j.match, j.variant) for j in jobs}}
    assert by == {("dutch-easy", "shipped"): 3, ("dutch-medium", "shipped"): 3,
                  ("dutch-hard", "shipped"): 3, ("dutch-hard", "z-0"): 3}


def test_games_under_another_iteration_cap_are_kept_apart_in_the_results_file() -> None:
    """A game played as shipped (the cap by table size) never stands for one capped by `--hard-iterations`, nor the reverse."""
    bench = _bench()
    shipped = {j.key for j in bench.plan(["hard-medium"], [4], 2, ["shipped"], None, 1)}
    capped = {j.key for j in bench.plan(["hard-medium"], [4], 2, ["shipped"], 100, 1)}
    assert len(shipped) == len(capped) == 2 and not shipped & capped
    assert all(f"|{BY_TABLE}|" in k for k in shipped) and all("|100|" in k for k in capped)
    assert not any("|None|" in k for k in shipped)  # what the cap of 100 was called before the cap followed the table
    no_hard = bench.plan(["medium-easy"], [4], 2, ["shipped"], None, 1)
    assert all("|None|" in j.key for j in no_hard)  # games without a Hard seat keep their rows
    hard = bench.build("hard", "shipped", None)
    assert isinstance(hard, HardBot) and hard.iterations == BY_TABLE and bench.build("hard", "z-2", 64).iterations == 64


def test_the_dutch_goal_is_judged_on_enough_games_with_the_interval_of_the_difference(capsys: pytest.CaptureFixture[str]) -> None:
    """Hard's Dutch share above Medium's counts only with DUTCH_GAMES games a level; the difference comes with its interval."""
    bench = _bench()
    enough = bench.DUTCH_GAMES
    assert bench._dutch_verdict("shipped", 7, 149, 800, 113, 800) is (enough <= 800)
    assert "+4.5 points [ +0.9 to  +8.1]" in capsys.readouterr().out
    assert bench._dutch_verdict("shipped", 7, 30, 100, 20, 100) is False  # above, on too few games
    assert "no verdict" in capsys.readouterr().out
    assert bench._dutch_verdict("shipped", 7, 100, enough, 120, enough) is False
    assert "MISSED" in capsys.readouterr().out
