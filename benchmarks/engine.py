"""Engine speed: full random games per second, decisions per second, and the cost of a clone.

    python benchmarks/engine.py [--games 400] [--repeat 3]

One process, one core. A "decision" is a seat's action (chance steps are counted apart).
Goal (issue: Foundation): >= 300 full 9-player games/s and >= 50,000 decisions/s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.bots.random_bot import RandomBot  # noqa: E402
from tortuga_qt.rules.config import default_config  # noqa: E402
from tortuga_qt.rules.game import Game  # noqa: E402
from tortuga_qt.rules.rng import Rng  # noqa: E402


def run(players: int, games: int, policy: str, validate: bool) -> tuple[float, float, float]:
    """Returns (games/s, decisions/s, mean decisions per game) over `games` seeded games."""
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = Game(default_config(players), seed)
        bot = RandomBot(Rng(seed).fork(0xB07), policy)
        while not game.over:
            game.play(bot.choose(None, game.legal(game.to_act()[0])), validate)
            decisions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions / games


def clone_cost(repeat: int = 200_000) -> float:
    """Returns the cost of one state clone in microseconds."""
    state = Game(default_config(9), 1).state
    start = time.perf_counter()
    for _ in range(repeat):
        state.clone()
    return (time.perf_counter() - start) / repeat * 1e6


def main() -> None:
    """Prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {args.games} games per run, best of {args.repeat}")
    for policy in ("uniform", "kinds"):
        for validate in (True, False):
            for players in (5, 9):
                best = max((run(players, args.games, policy, validate) for _ in range(args.repeat)),
                           key=lambda r: r[0])
                print(f"{players} players, policy {policy:7}, validate {str(validate):5}: "
                      f"{best[0]:7.0f} games/s  {best[1]:8.0f} decisions/s  "
                      f"({best[2]:.1f} decisions/game)")
    print(f"clone: {clone_cost():.2f} us")


if __name__ == "__main__":
    main()
