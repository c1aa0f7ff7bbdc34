"""How readable each computer level's Loyalty is from its public behaviour (issue 26, item 3).

    python benchmarks/readability.py [--players 6] [--levels easy,medium,hard] [--games 100]
                                     [--hard-games 16] [--hard-iterations 100] [--hard VARIANT]
                                     [--processes 2] [--seed 1]

Every seat of a game plays at one level (`tools.sim.play_teams`, each a computer seat as the
window has it); game i of every level and table size uses seed+i, so the levels meet the same
deals. Each finished record is then read by `tools.readability.read_game`:

1. **Observer.** Medium's exact belief from the public record alone (no own card) after the 10th
   and the 20th public seat action (an action of a seat, not chance, with at least one public
   event): the chance it puts on each seat's true Loyalty, averaged over the seats, then over the
   games (a 95 % normal interval over games; a game that ended before the mark is left out).
   "uniform" is the same figure for the deal alone (the prior: 0.5 with 6 players).
2. **Bluffs.** Every side act the belief weighs (start_hold, take_into, take_from, shift_to,
   board, and each card played in a Brawl for brawl_flag): how often a British or French actor's
   act was about its own team (95 % Wilson interval, counts), beside the belief's assumed
   chance LIKELIHOOD[kind][0] / (sum of the first two); a Dutch actor's acts by team; and the
   hold acts of an actor the other team outnumbered aboard its ship (true Loyalties).

Hard thinks under `HardBot(iterations=N)` (its 0.9 s budget still caps a decision); as shipped
(no `--hard-iterations`) its cap follows the table's size (`search.iterations_for`). Nearly all
the time goes to Hard: about 30 s a 4-player game as shipped on this 2-core machine (20 games in
10 minutes on one process), more at 6 and 8, so the default run (6 players, 100 Easy and 100
Medium games, 16 Hard games, 2 processes) takes several minutes.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.bots.base import Bot  # noqa: E402
from tortuga_qt.bots.hard import HardBot  # noqa: E402
from tortuga_qt.bots.hard.method import ABLATIONS  # noqa: E402
from tortuga_qt.bots.hard.search import cap_or_shipped  # noqa: E402
from tortuga_qt.bots.levels import make_bot  # noqa: E402
from tortuga_qt.tools.readability import (  # noqa: E402
    HOLD_ACTS,
    MARKS,
    GameReading,
    mean_interval,
    read_game,
    share,
    tally_acts,
)
from tortuga_qt.tools.sim import play_teams  # noqa: E402
from tortuga_qt.tools.stats import wilson  # noqa: E402

LEVELS = ("easy", "medium", "hard")


def one_game(level: str, players: int, seed: int, iterations: int | None, variant: str = "shipped") -> GameReading:
    """Plays one game with every seat at `level` (Hard as `variant`, capped at `iterations`, None: as shipped)."""
    def make(name: str) -> Bot:
        return HardBot(iterations=cap_or_shipped(iterations), method=ABLATIONS[variant]) if name == "hard" else make_bot(name)

    outcome = play_teams(players, seed, {"british": level, "french": level, "dutch": level}, checks=False, make=make)
    assert outcome.game is not None
    return read_game(outcome.game.config, outcome.game.actions)


def _pct(x: float | None) -> str:
    return "   -  " if x is None else f"{100 * x:5.1f}%"


def report(level: str, players: int, readings: list[GameReading]) -> None:
    """Prints one level's observer figures and bluff table at one table size."""
    parts = []
    for k in MARKS:
        values = [r.marks[k] for r in readings if k in r.marks]
        m, lo, hi = mean_interval(values)
        parts.append(f"after {k}: {m:.3f} [{lo:.3f}-{hi:.3f}] ({len(values)} games)" if values
                     else f"after {k}: - (0 games)")
    prior = sum(r.prior for r in readings) / len(readings)
    print(f"{level:<6} {players}p observer on the truth: " + "; ".join(parts) + f"; uniform {prior:.3f}")
    counts = tally_acts((a for r in readings for a in r.acts), level)  # "assumed": the level's table (LEVEL_SIDE_ACTS)
    print(f"  {'act':<11} {'assumed':>7}  {'own team [95 %]  own/all':<27} {'Dutch B/F':>9}  outnumbered: own")
    for kind, c in counts.items():
        total = c.own + c.other
        lo, hi = wilson(c.own, total)
        measured = f"{_pct(share(c.own, total))} [{100 * lo:3.0f}-{100 * hi:3.0f}] {c.own:>4}/{total:<4}" if total else "-"
        dutch = f"{c.dutch_british}/{c.dutch_french}"
        hidden_total = c.hidden_own + c.hidden_other
        hidden = (f"{_pct(share(c.hidden_own, hidden_total))} {c.hidden_own:>4}/{hidden_total:<4}"
                  if kind in HOLD_ACTS else "")
        print(f"  {kind:<11} {100 * c.assumed:6.1f}%  {measured:<27} {dutch:>9}  {hidden}")


def main(argv: list[str] | None = None) -> int:
    """Runs the measurement and prints its tables."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", default="6", help="table sizes, comma separated (default 6; e.g. 4,5,6,7,8,9)")
    p.add_argument("--levels", default=",".join(LEVELS), help="levels, comma separated (default easy,medium,hard)")
    p.add_argument("--games", type=int, default=100, help="games per table size for Easy and Medium (default 100)")
    p.add_argument("--hard-games", type=int, default=16, help="games per table size for Hard (default 16)")
    p.add_argument("--hard-iterations", type=int, default=None,
                   help="Hard's iteration cap per decision (default: as shipped, by the table's size)")
    p.add_argument("--hard", default="shipped", choices=sorted(ABLATIONS), help="Hard's method (default shipped)")
    p.add_argument("--processes", type=int, default=min(2, os.cpu_count() or 1), help="worker processes (default 2)")
    p.add_argument("--seed", type=int, default=1, help="seed of game 0 (game i: seed+i)")
    args = p.parse_args(argv)
    sizes = [int(x) for x in args.players.split(",")]
    levels = [x.strip() for x in args.levels.split(",")]
    bad = [x for x in levels if x not in LEVELS]
    if bad or any(not 4 <= n <= 9 for n in sizes):
        p.error(f"levels are {', '.join(LEVELS)} and table sizes 4 to 9")
    print(f"readability: players {sizes}, levels {levels}, games {args.games} (Hard {args.hard_games}), "
          f"Hard {args.hard} at {'shipped' if args.hard_iterations is None else args.hard_iterations} iterations, processes {args.processes}, seeds {args.seed}..")
    start = time.perf_counter()
    jobs: dict[tuple[str, int], list[Future[GameReading]]] = {}
    with ProcessPoolExecutor(max_workers=args.processes) as pool:
        for level in sorted(levels, key=lambda x: x != "hard"):  # the long games first
            for n in sizes:
                count = args.hard_games if level == "hard" else args.games
                jobs[(level, n)] = [pool.submit(one_game, level, n, args.seed + i, args.hard_iterations, args.hard)
                                    for i in range(count)]
        for n in sizes:
            for level in levels:
                readings = [f.result() for f in jobs[(level, n)]]
                if readings:
                    report(level, n, readings)
    print(f"done in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
