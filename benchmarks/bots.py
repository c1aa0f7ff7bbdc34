"""Strength and speed of the computer pirates, measured honestly: mirrored pairs, decided games, 95 % Wilson intervals.

    python benchmarks/bots.py [--match hard-medium,dutch] [--players 4,6,8] [--games 200] [--processes 2]
                              [--hard shipped,uniform-worlds,...] [--hard-iterations N]
                              [--results FILE] [--fresh] [--report] [--seed 1]

Every game is `tortuga-sim play --teams` (`tools.sim.play_teams`): each seat plays at the level
of its Loyalty after the deal and gets exactly what a computer seat of the window gets (its view,
its legal actions, its own generator, the events it may see). Two-team matches come in mirrored
pairs (the same seed twice, the British and French levels swapped), so neither side's luck counts;
win rates are of decided games (draws left out), each with its 95 % Wilson interval.

Matches (`--match`; games per table size from `--games`, else each match's own count):
    hard-medium    Hard team vs Medium team at 4, 6, 8 players, 200 games each. Goal (issue 26):
                   Hard wins >= 60 % of decided games with the interval's low end above 50 %.
    medium-easy, medium-random, hard-random, easy-random: reported, no goal.
    medium-tables  Medium with the measured likelihood tables vs Medium with the tables assumed
                   before (`likelihoods.PREVIOUS_SIDE_ACTS`), 400 games at 6 players: Medium
                   unchanged or stronger.
    dutch          the Dutch seat at each level (easy, medium, hard), British and French Medium,
                   at 5, 7, 9 players (800 games each): the Dutch seat's wins, and Hard's share minus
                   Medium's with its 95 % interval (Newcombe). Goal: Hard's share above Medium's at
                   every size, judged on at least 800 games a level. Only the Hard seat changes
                   with `--hard`, so the Easy and Medium games are played once (as "shipped")
                   whatever the variants.
Time per decision, p95: Easy <= 5 ms, Medium <= 50 ms, Hard <= 1.0 s, none ever over 2 s; for
Hard the iterations each searched decision ran (median, 10th and 90th percentiles).

Ablations (`--hard VARIANT,...`, names in `bots/hard/method.ABLATIONS`): each variant changes one
part of Hard (its worlds, playout policy, evaluation, candidate count, vote method, budget) and
plays the same matches; the report gives one line per variant, so what each part adds (or costs
in time for nothing) is read against "shipped". Hard searches at most `search.iterations_for(players)`
worlds per decision as shipped (400 at 4 players, 300 at 6, 240 at 8); `--hard-iterations N` caps
it at N instead (deterministic; budgets still stop it when shorter), and the budget-* variants
lift the cap so only their clock stops it.

Every finished game is appended at once to the results file (one JSON line, default in the
temporary folder): a run that is interrupted is resumed by running the same command again, and
`--report` prints the tables from the file without playing. `--fresh` starts the file anew.
Cost on this 2-core machine as shipped: a Hard-vs-Medium game is about 11 CPU-seconds at 4 or 8
players, so the full hard-medium plan (600 games) takes about an hour with 2 processes; the Dutch
plan (7,200 games, one Hard seat in 800 of each 2,400, about 3 CPU-seconds each) about 80 minutes.
Exit status 0 when every goal measured was met (with at least the planned games), 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import (
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    as_completed,
)
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.bots.base import Bot  # noqa: E402
from tortuga_qt.bots.belief import Belief  # noqa: E402
from tortuga_qt.bots.hard.method import ABLATIONS  # noqa: E402
from tortuga_qt.bots.hard.search import cap_or_shipped  # noqa: E402
from tortuga_qt.bots.levels import LEVELS, make_bot  # noqa: E402
from tortuga_qt.bots.likelihoods import LIKELIHOOD, PREVIOUS_SIDE_ACTS  # noqa: E402
from tortuga_qt.bots.medium import MediumBot  # noqa: E402
from tortuga_qt.rules.events import Event  # noqa: E402
from tortuga_qt.rules.views import SeatView  # noqa: E402
from tortuga_qt.tools.sim import mirrored, percentiles, play_teams  # noqa: E402
from tortuga_qt.tools.stats import difference, quantile, wilson  # noqa: E402

TWO_TEAM = {  # name: (strong, weak, table sizes, games per size, goal share)
    "hard-medium": ("hard", "medium", (4, 6, 8), 200, 0.60),
    "medium-easy": ("medium", "easy", (4, 6, 8), 100, None),
    "medium-random": ("medium", "random", (6,), 100, None),
    "hard-random": ("hard", "random", (6,), 50, None),
    "easy-random": ("easy", "random", (6,), 100, None),
    "medium-tables": ("medium", "medium-before", (6,), 400, None),  # the measured likelihoods against the assumed
}
DUTCH_LEVELS = ("easy", "medium", "hard")
DUTCH_SIZES = (5, 7, 9)
DUTCH_GAMES = 800  # per level and size: 100 could not tell a 5-point edge from luck (a share near 15 % is +-7 points)
P95_GOAL_MS = {"easy": 5.0, "medium": 50.0, "hard": 1000.0}
MAX_GOAL_MS = 2000.0
GOAL_GAMES = 200  # a share goal is judged on at least this many games per table size (issue 26)
DEFAULT_RESULTS = Path(tempfile.gettempdir()) / "tortuga_qt-bots-results.jsonl"


@dataclass(frozen=True)
class Job:
    """One game to play: its match, Hard variant, table size, index in the series and seed."""

    match: str
    variant: str
    cap: int | None
    players: int
    index: int
    seed: int
    teams: tuple[tuple[str, str], ...]

    @property
    def key(self) -> str:
        """Returns the game's key in the results file."""
        # a game with a Hard seat says "by-table" for the shipped cap ("None" was a cap of 100 before)
        cap = cap_or_shipped(self.cap) if any(level == "hard" for _, level in self.teams) else self.cap
        return f"{self.match}|{self.variant}|{cap}|{self.players}|{self.seed}|{self.index}"


def _belief_before(view: SeatView, history: Sequence[Event]) -> Belief:
    """Returns the belief with the side likelihoods as assumed before they were measured (no cache: its own tables)."""
    now = {k: LIKELIHOOD[k] for k in PREVIOUS_SIDE_ACTS}
    LIKELIHOOD.update(PREVIOUS_SIDE_ACTS)
    try:
        return Belief.from_history(view, history, use_cache=False)
    finally:
        LIKELIHOOD.update(now)


def build(level: str, variant: str, cap: int | None) -> Bot:
    """Returns a pirate of a level (Hard with the ablation `variant` and the iteration cap)."""
    if level == "medium-before":
        return MediumBot(belief=_belief_before)
    if level == "hard":
        from tortuga_qt.bots.hard import HardBot

        return HardBot(iterations=cap_or_shipped(cap), method=ABLATIONS[variant])
    return make_bot(level)


def play(job: Job) -> dict[str, Any]:
    """Plays one game without checks (the rules' own tests do those); returns its line for the results file."""
    outcome = play_teams(job.players, job.seed, dict(job.teams), checks=False,
                         make=lambda level: build(level, job.variant, job.cap))
    return {"key": job.key, "winner": outcome.winner, "sides": outcome.sides, "decisions": outcome.decisions,
            "times": {k: [round(x, 3) for x in v] for k, v in outcome.times.items()}, "iterations": outcome.iterations}


def plan(matches: list[str], sizes: list[int] | None, games: int | None, variants: list[str], cap: int | None,
         seed: int) -> list[Job]:
    """Returns every game the command asks for (two-team games in mirrored pairs)."""
    jobs: list[Job] = []
    for name in matches:
        hard_in = name == "dutch" or "hard" in name
        for variant in (variants if hard_in else ["shipped"]):
            if name == "dutch":  # Easy and Medium seats play alike under every Hard variant: once, as "shipped"
                for players in sizes or DUTCH_SIZES:
                    for level in DUTCH_LEVELS:
                        teams = (("british", "medium"), ("french", "medium"), ("dutch", level))
                        played = variant if level == "hard" else "shipped"
                        jobs += [Job(f"dutch-{level}", played, cap, players, i, seed + i, teams)
                                 for i in range(games or DUTCH_GAMES)]
                continue
            strong, weak, own_sizes, own_games, _ = TWO_TEAM[name]
            count = games or own_games
            count += count % 2  # whole mirrored pairs
            for players in sizes or own_sizes:
                base = {"british": strong, "french": weak}
                jobs += [Job(name, variant, cap, players, i, seed + i // 2, tuple(sorted(mirrored(base, i).items())))
                         for i in range(count)]
    return list({j.key: j for j in jobs}.values())  # a game planned under several variants is played once


def load(path: Path) -> dict[str, dict[str, Any]]:
    """Returns the finished games of a results file by key (a damaged line is skipped and said)."""
    done: dict[str, dict[str, Any]] = {}
    if not path.exists():
        return done
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            row = json.loads(line)
            done[row["key"]] = row
        except (ValueError, KeyError, TypeError):
            print(f"{path}: line {number} is damaged and was skipped", file=sys.stderr)
    return done


def run(jobs: list[Job], done: dict[str, dict[str, Any]], path: Path, processes: int) -> None:
    """Plays the games not yet in `done`, appending each to the results file as it finishes."""
    # pair by pair across every match and variant, so a run stopped early is balanced
    todo = sorted((j for j in jobs if j.key not in done), key=lambda j: (j.index // 2, j.index))
    print(f"{len(jobs) - len(todo)} of {len(jobs)} games already in {path}; playing {len(todo)}", flush=True)
    if not todo:
        return
    pool: Executor = ProcessPoolExecutor(processes) if processes > 1 else ThreadPoolExecutor(1)
    start = time.perf_counter()
    with pool, path.open("a", encoding="utf-8") as out:
        futures: list[Future[dict[str, Any]]] = [pool.submit(play, j) for j in todo]
        for count, future in enumerate(as_completed(futures), 1):
            row = future.result()
            done[row["key"]] = row
            out.write(json.dumps(row) + "\n")
            out.flush()
            if count % max(1, len(todo) // 20) == 0 or count == len(todo):
                print(f"  {count}/{len(todo)} games, {time.perf_counter() - start:.0f} s", flush=True)


def _interval(won: int, decided: int) -> str:
    low, high = wilson(won, decided)
    rate = won / decided if decided else 0.0
    return f"{100 * rate:5.1f}% [{100 * low:4.1f}-{100 * high:4.1f}]"


def _groups(jobs: Iterable[Job]) -> dict[tuple[str, str, int], list[Job]]:
    out: dict[tuple[str, str, int], list[Job]] = {}
    for j in jobs:
        out.setdefault((j.match, j.variant, j.players), []).append(j)
    return out


def report(jobs: list[Job], done: dict[str, dict[str, Any]]) -> bool:
    """Prints the strength, Dutch and time tables of the planned games found; returns whether every goal was met."""
    met = True
    groups = _groups(jobs)
    print(f"\n{'match (Hard variant)':44} {'games':>5} {'draws':>5} {'decided':>7} {'won':>5}  {'rate [95 % CI]':22} goal")
    for (match, variant, players), members in groups.items():
        if match.startswith("dutch-"):
            continue
        rows = [done[j.key] for j in members if j.key in done]
        strong = TWO_TEAM[match][0]
        decided = [r for r in rows if r["winner"] != "draw"]
        won = sum(r["sides"][r["winner"]] == strong for r in decided)
        goal = TWO_TEAM[match][4]
        verdict = ""
        if goal is not None:
            low = wilson(won, len(decided))[0]
            ok = len(rows) >= max(len(members), GOAL_GAMES) and won / max(1, len(decided)) >= goal and low > 0.5
            met &= ok
            verdict = ("met" if ok else "MISSED") if len(rows) >= GOAL_GAMES else \
                f"(no verdict: {len(rows)} of the {GOAL_GAMES} games the goal needs)"
        title = f"{match}{'' if variant == 'shipped' else ' (' + variant + ')'}, {players} players"
        print(f"{title:44} {len(rows):5} {len(rows) - len(decided):5} {len(decided):7} {won:5}  "
              f"{_interval(won, len(decided)):22} {verdict}")
    dutch = {k: v for k, v in groups.items() if k[0].startswith("dutch-")}
    if dutch:
        print(f"\n{'the Dutch seat (British, French: Medium)':44} {'games':>5} {'Dutch won':>9}  {'share [95 % CI]':22}")
        counts: dict[tuple[str, str, int], tuple[int, int]] = {}  # (level, variant, players): (Dutch won, games)
        for (match, variant, players), members in dutch.items():
            rows = [done[j.key] for j in members if j.key in done]
            won = sum(r["winner"] == "dutch" for r in rows)
            counts[(match[6:], variant, players)] = won, len(rows)
            title = f"Dutch {match[6:]}{'' if variant == 'shipped' else ' (' + variant + ')'}, {players} players"
            print(f"{title:44} {len(rows):5} {won:9}  {_interval(won, len(rows)):22}")
        for (level, variant, players), (won, games) in counts.items():
            if level == "hard" and ("medium", "shipped", players) in counts:
                met &= _dutch_verdict(variant, players, won, games, *counts[("medium", "shipped", players)])
    met &= _times(jobs, done)
    return met


def _dutch_verdict(variant: str, players: int, won: int, games: int, medium_won: int, medium_games: int) -> bool:
    """Prints Hard's Dutch share minus Medium's with its 95 % interval (Newcombe); returns whether Hard's is above."""
    d, low, high = difference(won, games, medium_won, medium_games)
    enough = min(games, medium_games) >= DUTCH_GAMES
    verdict = ("met" if d > 0 else "MISSED") if enough else f"(no verdict: fewer than the {DUTCH_GAMES} games a level needs)"
    print(f"  Dutch Hard minus Dutch Medium at {players} players ({variant}): {100 * d:+5.1f} points "
          f"[{100 * low:+5.1f} to {100 * high:+5.1f}]  {verdict}")
    return enough and d > 0


def _times(jobs: list[Job], done: dict[str, dict[str, Any]]) -> bool:
    met = True
    times: dict[str, list[float]] = {}
    iters: dict[str, list[int]] = {}
    for j in jobs:
        row = done.get(j.key)
        if row is None:
            continue
        for level, ms in row["times"].items():
            label = level if level != "hard" or j.variant == "shipped" else f"hard ({j.variant})"
            times.setdefault(label, []).extend(ms)
            iters.setdefault(label, []).extend(row["iterations"].get(level, []))
    print(f"\n{'level':28} {'decisions':>9} {'median ms':>10} {'p95 ms':>9} {'max ms':>9} {'goal p95':>9}  "
          f"{'iterations median [p10-p90]':28}")
    for label in sorted(times, key=lambda s: (LEVELS.index(s.split()[0]) if s.split()[0] in LEVELS else 99, s)):
        p = percentiles(times[label])
        level = label.split()[0]
        verdict, goal = "", "-"
        if level in P95_GOAL_MS:
            ok = p["p95"] <= P95_GOAL_MS[level] and p["max"] <= MAX_GOAL_MS
            met &= ok
            verdict, goal = ("met" if ok else "MISSED"), f"{P95_GOAL_MS[level]:g}"
        it = iters.get(label, [])
        its = f"{quantile(it, 0.5):.0f} [{quantile(it, 0.1):.0f}-{quantile(it, 0.9):.0f}]" if it else "-"
        print(f"{label:28} {len(times[label]):9} {p['median']:10.2f} {p['p95']:9.2f} {p['max']:9.2f} {goal:>9}  "
              f"{its:28} {verdict}")
    return met


def main() -> int:
    """Plays (or resumes) the planned games and prints the tables; returns 0 when every goal measured was met."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--match", default="hard-medium,dutch", help="matches, comma-separated: "
                        f"{', '.join([*TWO_TEAM, 'dutch'])} (default hard-medium,dutch)")
    parser.add_argument("--players", default=None, help="table sizes, comma-separated (default: each match's own)")
    parser.add_argument("--games", type=int, default=None, help="games per match and table size (default: each match's own)")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1, help="worker processes (default: every core)")
    parser.add_argument("--hard", default="shipped", help=f"Hard variants, comma-separated: {', '.join(ABLATIONS)}")
    parser.add_argument("--hard-iterations", type=int, default=None, help="cap Hard's search at N iterations (default: as shipped, by table size)")
    parser.add_argument("--results", type=Path, default=DEFAULT_RESULTS, help=f"results file (default {DEFAULT_RESULTS})")
    parser.add_argument("--fresh", action="store_true", help="start the results file anew")
    parser.add_argument("--report", action="store_true", help="print the tables from the results file, play nothing")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (pair); game (pair) i uses seed+i")
    args = parser.parse_args()
    matches = [m.strip() for m in args.match.split(",") if m.strip()]
    variants = [v.strip() for v in args.hard.split(",") if v.strip()]
    if not matches or any(m not in TWO_TEAM and m != "dutch" for m in matches):
        parser.error(f"choose matches from {', '.join([*TWO_TEAM, 'dutch'])}")
    if not variants or any(v not in ABLATIONS for v in variants):
        parser.error(f"choose Hard variants from {', '.join(ABLATIONS)}")
    sizes = [int(x) for x in args.players.split(",")] if args.players else None
    if sizes and any(not 2 <= n <= 9 for n in sizes):
        parser.error("table sizes are from 2 to 9 players")
    if sizes and "dutch" in matches and any(n % 2 == 0 for n in sizes):
        parser.error("the Dutch seat is dealt only at odd table sizes (5, 7, 9)")
    if sizes and set(matches) - {"dutch"} and any(n % 2 for n in sizes):
        parser.error("two-team matches are played at even table sizes (no Dutch seat to give a level)")
    jobs = plan(matches, sizes, args.games, variants, args.hard_iterations, args.seed)
    if args.fresh and args.results.exists():
        args.results.unlink()
    done = load(args.results)
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores, {args.processes} process(es)"
          + (f", Hard capped at {args.hard_iterations} iterations" if args.hard_iterations else ""))
    if not args.report:
        try:
            run(jobs, done, args.results, args.processes)
        except KeyboardInterrupt:
            print(f"\ninterrupted: the finished games are in {args.results}; run the same command to go on")
            return 1
    return 0 if report(jobs, done) else 1


if __name__ == "__main__":
    sys.exit(main())
