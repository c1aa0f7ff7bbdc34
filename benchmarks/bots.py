"""Strength and speed of the computer pirates: teams of one level against another, in mirrored pairs.

    python benchmarks/bots.py [--games-scale 1.0] [--processes 1] [--players 6,4,8]
                              [--match medium-random,hard-random,hard-medium,easy-random] [--seed 1]
                              [--hard-budget-ms MS]

Every game is `tortuga-sim play --teams` (`tools.sim.play_teams`): each seat plays at the level
of its Loyalty after the deal and gets exactly what a computer seat of the window gets (its view,
its legal actions, its own generator, the events it may see). Games come in mirrored pairs (the
same seed twice, the levels swapped), so neither side's luck counts. Win rates are of decided
games (draws left out); each line also says how many games were played and drawn.

Goals (issue "Computer pirates that play to win"), 6 players:
    Medium team vs random team, 400 games: Medium wins >= 75 % of decided games
    Hard team vs random team,   200 games: Hard wins >= 85 %
    Hard team vs Medium team,   200 games: Hard wins >= 58 %
4 and 8 players are reported too (a quarter of the games); Easy vs random (100 games at 6
players) is there for Easy's decision times. Time per decision, p95: Easy <= 5 ms, Medium <= 50
ms, Hard <= 1.0 s, and no decision ever over 2 s. `--games-scale 0.1` is a quick run (game
counts are rounded to whole pairs, at least one); `--processes N` plays games in N worker
processes (decision times are then measured while N games run at once: keep N at most the
number of cores). `--hard-budget-ms` gives Hard another thinking budget (not the goals' own).
Exit status 0 when every goal measured was met, 1 otherwise.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import time
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.bots.base import Bot  # noqa: E402
from tortuga_qt.bots.levels import LEVELS, make_bot  # noqa: E402
from tortuga_qt.tools.sim import TeamGame, mirrored, percentiles, play_teams  # noqa: E402


@dataclass(frozen=True)
class Match:
    """One line of the table: a level's team against another's, at one table size."""

    strong: str
    weak: str
    players: int
    games: int  # at scale 1
    goal: float | None  # the stronger team's share of decided games to reach (None: no goal)


# (strong, weak, games at 6 players, goal): 4 and 8 players play a quarter of the games.
MATCHES = {
    "medium-random": ("medium", "random", 400, 0.75),
    "hard-random": ("hard", "random", 200, 0.85),
    "hard-medium": ("hard", "medium", 200, 0.58),
    "easy-random": ("easy", "random", 100, None),
}
P95_GOAL_MS = {"easy": 5.0, "medium": 50.0, "hard": 1000.0}
MAX_GOAL_MS = 2000.0  # no Hard decision ever longer (and none of the others, a fortiori)


def build(level: str, hard_budget_ms: int | None) -> Bot:
    """Returns a pirate of a level (Hard with another budget when asked)."""
    if level == "hard" and hard_budget_ms is not None:
        from tortuga_qt.bots.hard import HardBot

        return HardBot(budget_ms=hard_budget_ms)
    return make_bot(level)


def one_game(players: int, seed: int, teams: dict[str, str], hard_budget_ms: int | None) -> TeamGame:
    """Plays one game without checks (the rules' own tests do those) and drops the game itself."""
    outcome = play_teams(players, seed, teams, checks=False,
                         make=functools.partial(build, hard_budget_ms=hard_budget_ms))
    outcome.game = None  # nothing heavy crosses back from a worker process
    return outcome


def pairs(games: int, scale: float) -> int:
    """Returns how many mirrored pairs `games` at `scale` make (at least one)."""
    return max(1, round(games * scale / 2))


def plan(names: list[str], tables: list[int], scale: float) -> list[Match]:
    """Returns the matches to play."""
    out = []
    for players in tables:
        for name in names:
            strong, weak, games, goal = MATCHES[name]
            base = games if players == 6 else games // 4
            out.append(Match(strong, weak, players, 2 * pairs(base, scale), goal))
    return out


def main() -> int:
    """Plays the matches and prints the table; returns 0 when every goal measured was met."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games-scale", type=float, default=1.0, help="fraction of the goals' game counts (default 1)")
    parser.add_argument("--processes", type=int, default=1, help="worker processes playing games (default 1)")
    parser.add_argument("--players", default="6,4,8", help="table sizes, comma-separated (default 6,4,8)")
    parser.add_argument("--match", default=",".join(MATCHES), help=f"matches, comma-separated (default {','.join(MATCHES)})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first pair; pair i uses seed+i")
    parser.add_argument("--hard-budget-ms", type=int, default=None, help="Hard's thinking budget (default: its own)")
    args = parser.parse_args()
    names = [m.strip() for m in args.match.split(",") if m.strip()]
    unknown = [m for m in names if m not in MATCHES]
    if unknown or not names:
        parser.error(f"unknown match {', '.join(unknown) or '(none)'}; choose from {', '.join(MATCHES)}")
    tables = [int(x) for x in args.players.split(",")]
    if any(n % 2 or not 4 <= n <= 8 for n in tables):
        parser.error("the table sizes are even numbers from 4 to 8 (no Dutch pirate to give a level)")
    matches = plan(names, tables, args.games_scale)
    pool: Executor = (ProcessPoolExecutor(args.processes) if args.processes > 1 else ThreadPoolExecutor(1))
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores, {args.processes} process(es), "
          f"games scale {args.games_scale:g}" + (f", Hard budget {args.hard_budget_ms} ms" if args.hard_budget_ms else ""))
    start = time.perf_counter()
    jobs: list[tuple[Match, list[Future[TeamGame]]]] = []
    with pool:
        for match in matches:
            teams = {"british": match.strong, "french": match.weak}
            futures = [pool.submit(one_game, match.players, args.seed + i // 2, mirrored(teams, i), args.hard_budget_ms)
                       for i in range(match.games)]
            jobs.append((match, futures))
        results = [(match, [f.result() for f in futures]) for match, futures in jobs]
    elapsed = time.perf_counter() - start
    met = True
    print()
    print(f"{'match':40} {'games':>5} {'draws':>5} {'decided':>7} {'won':>5} {'rate':>6} {'goal':>6}  ")
    times: dict[str, list[float]] = {}
    for match, outcomes in results:
        won = sum(o.winner != "draw" and o.sides[o.winner] == match.strong for o in outcomes)
        draws = sum(o.winner == "draw" for o in outcomes)
        decided = len(outcomes) - draws
        rate = won / decided if decided else 0.0
        verdict = ""
        if match.goal is not None and match.players == 6:
            ok = decided > 0 and rate >= match.goal
            met &= ok
            verdict = "met" if ok else f"MISSED by {100 * (match.goal - rate):.1f} points"
        goal = f"{100 * match.goal:.0f} %" if match.goal is not None and match.players == 6 else "-"
        title = f"{match.strong.capitalize()} team vs {match.weak} team, {match.players} players"
        print(f"{title:40} {len(outcomes):5} {draws:5} {decided:7} {won:5} {100 * rate:5.1f}% {goal:>6}  {verdict}")
        for outcome in outcomes:
            for level, ms in outcome.times.items():
                times.setdefault(level, []).extend(ms)
    print()
    print(f"{'level':8} {'decisions':>9} {'median ms':>10} {'p95 ms':>9} {'max ms':>9} {'goal p95':>9}  ")
    for level in LEVELS:
        if level not in times:
            continue
        p = percentiles(times[level])
        verdict = ""
        if level in P95_GOAL_MS:
            ok = p["p95"] <= P95_GOAL_MS[level] and p["max"] <= MAX_GOAL_MS
            met &= ok
            verdict = "met" if ok else "MISSED" + (f" (p95 over by {p['p95'] - P95_GOAL_MS[level]:.1f} ms)"
                                                   if p["p95"] > P95_GOAL_MS[level] else f" (max {p['max']:.0f} ms > 2 s)")
        goal = f"{P95_GOAL_MS[level]:g}" if level in P95_GOAL_MS else "-"
        print(f"{level:8} {len(times[level]):9} {p['median']:10.2f} {p['p95']:9.2f} {p['max']:9.2f} {goal:>9}  {verdict}")
    print()
    print(f"{sum(len(o) for _, o in results)} games in {elapsed:.0f} s")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
