"""Engine work in CPU instructions: seeded random games counted by valgrind's callgrind.

    python benchmarks/engine_instructions.py [--games 40] [--players 9]

Wall-clock speed (benchmarks/engine.py) moves with the machine's load; an instruction count barely
does, so this compares two commits on a shared machine. The child `python -c` plays engine.py's
loop (`Game(default_config(P), seed)`, a uniform RandomBot, `play(action, validate=True)` as the
program plays) for seeds 0..G-1 under `valgrind --tool=callgrind`, with PYTHONHASHSEED=0. The same
child with 0 games counts the start-up (interpreter, imports); the difference, games minus
start-up, is the figure, also given per decision. One plain run first compiles the bytecode into
a temporary PYTHONPYCACHEPREFIX, so neither counted run compiles; callgrind's out files go to the
same temporary folder, nothing into the checkout. Needs valgrind; takes about 10 s.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# benchmarks/engine.py's `run` loop; prints the decisions played. Arguments: games, players.
CHILD = """
import sys
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng
decisions = 0
for seed in range(int(sys.argv[1])):
    game = Game(default_config(int(sys.argv[2])), seed)
    bot = RandomBot(Rng(seed).fork(0xB07), "uniform")
    while not game.over:
        game.play(bot.choose(None, game.legal(game.to_act()[0])), True)
        decisions += 1
print(decisions)
"""

TOTAL = re.compile(r"^(?:totals|summary):\s+(\d+)", re.MULTILINE)


def child(games: int, players: int, env: dict[str, str], out: Path | None) -> tuple[int, int, float]:
    """Runs the child (under callgrind when `out` is given); returns (instructions, decisions, seconds)."""
    command = [sys.executable, "-c", CHILD, str(games), str(players)]
    if out is not None:
        command = ["valgrind", "-q", "--tool=callgrind", f"--callgrind-out-file={out}", *command]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"child failed ({done.returncode}):\n{done.stderr}")
    if out is None:
        return 0, int(done.stdout), seconds
    found = TOTAL.search(out.read_text())
    if found is None:
        sys.exit(f"no summary or totals line in {out}")
    return int(found.group(1)), int(done.stdout), seconds


def commit() -> str:
    """Returns the checkout's short commit, marked when tracked files differ from it."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return f"{head} (with uncommitted changes)" if dirty else head


def main() -> None:
    """Prints the instruction counts."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=9)
    args = parser.parse_args()
    version = subprocess.run(["valgrind", "--version"], capture_output=True, text=True,
                             check=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="engine-callgrind-") as tmp:
        env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
        env.update(PYTHONHASHSEED="0", PYTHONPYCACHEPREFIX=f"{tmp}/pycache",
                   PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
        child(1, args.players, env, None)
        total, decisions, seconds = child(args.games, args.players, env, Path(tmp, "games.out"))
        startup, _, startup_seconds = child(0, args.players, env, Path(tmp, "startup.out"))
    engine = total - startup
    print(f"commit {commit()}, Python {sys.version.split()[0]}, {version}, "
          f"{args.games} games of {args.players} players, {decisions} decisions")
    print(f"games:    {total:15,} instructions  ({seconds:.1f} s under callgrind)")
    print(f"start-up: {startup:15,} instructions  ({startup_seconds:.1f} s under callgrind)")
    print(f"engine:   {engine:15,} instructions (games minus start-up), "
          f"{engine / max(decisions, 1):,.0f} per decision")


if __name__ == "__main__":
    main()
