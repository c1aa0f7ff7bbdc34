"""`benchmarks/bots.py`: games go to the results file as they finish, a second run resumes instead of
replaying, and the report gives every match's decided games with a Wilson interval (issue 26, item 1)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
