"""The Dutch seat's chance fitted to game outcomes, by treasure gap and Event cards left; and what knowing the Armada is worth.

    python benchmarks/dutch_evaluation.py [--players 9] [--games 3000] [--seed 500000] [--processes 2]
    python benchmarks/dutch_evaluation.py --ceiling [--players 9] [--games 600] [--seed 1]

Plays seeded games in which every seat is Medium (the Dutch seat too; `medium_game`, the table of `tools.sim.play_teams`),
replays each game's record (`serialization.replay_steps`), and at every turn counts, per cell (Event cards left, 0 to 20, and
the gap between the teams' treasure: none, 1, 2, an odd gap of 3 or more, an even one), how many
of those turns belonged to a game the Dutch seat went on to win. It then fits the two logistic
curves of `bots.hard.evaluation.dutch_chance_of` (the `dutch-fitted` ablation's Dutch evaluation)
to those cells by Newton's method (on the terms of `evaluation.dutch_terms`) and prints the
fitted weights beside the current ones, the log-loss of both per turn, and the calibration:
observed win share against the current chance for groups of cells. Cost here: about 0.2
CPU-seconds a game at 9 players, so 3,000 games take about 5 minutes with 2 processes.

`--ceiling` measures instead what knowing where the Armada lies is worth to the Dutch seat: the
same seeded games (by default the Dutch benchmark's deals, `benchmarks/bots.py --match dutch`)
are played twice with Medium seats, once as they are and once with a Dutch seat that cheats in
one way only: whenever the teams are tied on its turn and the Armada lies in the row, it
reveals the Armada (it is told the slot). It prints both Dutch shares with their 95 % Wilson
intervals and the difference with Newcombe's interval (which treats the two runs as independent,
so it is wider than the paired truth), and how many games changed hands. The cheat uses the
knowledge only at a tie, so the difference is a lower bound on what the knowledge is worth; and
it is knowledge a fair seat rarely has then (the row is shuffled when the deck runs out).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from tortuga_qt.app.players import BotRequest, Computer  # noqa: E402
from tortuga_qt.app.table_core import TableCore  # noqa: E402
from tortuga_qt.bots.hard.evaluation import (  # noqa: E402
    GAP,
    TIE_NOW,
    cards_left,
    dutch_chance_of,
    dutch_terms,
    logistic,
)
from tortuga_qt.bots.levels import make_bot  # noqa: E402
from tortuga_qt.rules import cards as C  # noqa: E402
from tortuga_qt.rules.actions import Action, Reveal  # noqa: E402
from tortuga_qt.rules.board import team_totals  # noqa: E402
from tortuga_qt.rules.components import Team  # noqa: E402
from tortuga_qt.rules.config import default_config  # noqa: E402
from tortuga_qt.rules.frames import TurnF  # noqa: E402
from tortuga_qt.rules.game import Game  # noqa: E402
from tortuga_qt.rules.serialization import replay_steps  # noqa: E402
from tortuga_qt.rules.state import GameState  # noqa: E402
from tortuga_qt.tools.sim import play_out  # noqa: E402
from tortuga_qt.tools.stats import difference, wilson  # noqa: E402

Cell = tuple[int, int]  # (Event cards left, at most 20; gap class 0-4: `gap_class`)
Counts = dict[Cell, tuple[int, int]]  # cell: (turns in games the Dutch won, turns)
Rows = list[tuple[Sequence[float], int, int]]  # (terms, wins, turns) per cell: what `fit` reads
Override = Callable[[BotRequest], Action | None]  # a Dutch choice that replaces Medium's (None: Medium's)
Job = TypeVar("Job")
Out = TypeVar("Out")
MEDIUM_TABLE = {"british": "medium", "french": "medium", "dutch": "medium"}
STEPS = 50  # Newton steps at most (a fit on enough games converges in under 10)


class FitError(ValueError):
    """The games gave a curve nothing to fit (no turn of its kind, or no win or no loss from it)."""


def gap_class(gap: int) -> int:
    """Returns a gap's class: 0 a tie, 1 and 2 themselves, 3 an odd gap of 3 or more, 4 an even one.

    Each class number is itself a gap of its class, so `dutch_terms(cls, left)` gives a cell's terms.
    """
    return gap if gap < 3 else 3 + (gap + 1) % 2


def states_after_deal(game: Game) -> list[GameState]:
    """Returns every state of a played game's record, replayed (`serialization.replay_steps`), after the deal."""
    return list(replay_steps(game.config, game.record().actions, keep_states=True).states[1:])


def game_cells(players: int, seed: int) -> tuple[bool, list[Cell]]:
    """Plays one all-Medium game; returns whether the Dutch won and the cell of each turn before the end."""
    game = medium_game(players, seed)
    cells: list[Cell] = []
    for state in states_after_deal(game):
        if state.result is None and type(state.stack[-1]) is TurnF:
            b, f = team_totals(state)
            cells.append((cards_left(state), gap_class(abs(b - f))))
    return dutch_won(game), cells


def _cells_job(args: tuple[int, int]) -> tuple[bool, list[Cell]]:
    return game_cells(*args)


def run(job: Callable[[Job], Out], jobs: list[Job], processes: int) -> list[Out]:
    """Returns `job` of each of `jobs`, in order: in this process with one process, else across a pool."""
    if processes == 1:
        return [job(x) for x in jobs]
    with ProcessPoolExecutor(processes) as pool:
        return list(pool.map(job, jobs, chunksize=8))


def collect(players: int, games: int, seed: int, processes: int) -> tuple[Counts, int]:
    """Returns the cell counts of `games` seeded games and how many the Dutch won."""
    counts: dict[Cell, list[int]] = {}
    won = 0
    for dutch, cells in run(_cells_job, [(players, seed + i) for i in range(games)], processes):
        won += dutch
        for cell in cells:
            c = counts.setdefault(cell, [0, 0])
            c[0] += dutch
            c[1] += 1
    return {k: (v[0], v[1]) for k, v in counts.items()}, won


def armada_if_tied(request: BotRequest) -> Action | None:
    """Returns the Armada's reveal when the teams are tied and it lies in the row (the ceiling's cheat), else None."""
    s = request.state
    b, f = team_totals(s)
    if b != f or C.ARMADA not in s.row:
        return None
    slot = s.row.index(C.ARMADA)
    return next((a for a in request.legal if isinstance(a, Reveal) and a.slot == slot), None)


def medium_game(players: int, seed: int, dutch: Override | None = None) -> Game:
    """Plays a seeded game of Medium seats to its end, each Dutch choice first offered to `dutch`; returns the game.

    `play_teams` gives no pirate the referee's state, which an override may read, so the table is
    set here the way `play_teams` sets it: without an override it plays `play_teams`'s own game.
    """
    game = Game(default_config(players), seed)
    seat = game.state.loyalty.index(Team.DUTCH)
    core = TableCore(game, [Computer("medium", make_bot("medium")) for _ in range(players)])

    def choose(request: BotRequest) -> Action:
        forced = dutch(request) if dutch is not None and request.seat == seat else None
        if forced is not None:
            return forced
        return request.bot.choose(request.view, request.legal, request.rng, request.history)

    play_out(core, choose, seed, checks=False)
    return game


def dutch_won(game: Game) -> bool:
    """Returns whether the Dutch seat won a finished game."""
    result = game.state.result
    return result is not None and result.team == Team.DUTCH


def dutch_wins(players: int, seed: int, all_seeing: bool) -> bool:
    """Returns whether the Dutch seat won a seeded game of Medium seats (told the Armada's slot at a tie if `all_seeing`)."""
    return dutch_won(medium_game(players, seed, armada_if_tied if all_seeing else None))


def _ceiling_job(args: tuple[int, int, bool]) -> bool:
    return dutch_wins(*args)


def ceiling(players: int, games: int, seed: int, processes: int) -> None:
    """Prints the Dutch seat's share as Medium and as Medium told the Armada's slot at a tie, on the same games."""
    fair = run(_ceiling_job, [(players, seed + i, False) for i in range(games)], processes)
    told = run(_ceiling_job, [(players, seed + i, True) for i in range(games)], processes)
    print(f"{games} games at {players} players (seeds {seed} to {seed + games - 1})")
    for name, won in (("Medium", sum(fair)), ("Medium told the Armada's slot at a tie", sum(told))):
        low, high = wilson(won, games)
        print(f"{name:40} {won:5}/{games}  {100 * won / games:5.1f} % [{100 * low:4.1f}-{100 * high:4.1f}]")
    d, low, high = difference(sum(told), games, sum(fair), games)
    gained = sum(t and not f for t, f in zip(told, fair, strict=True))
    lost = sum(f and not t for t, f in zip(told, fair, strict=True))
    print(f"what knowing it is worth: {100 * d:+5.1f} points [{100 * low:+5.1f}, {100 * high:+5.1f}]; "
          f"games the Dutch seat won only when told: {gained}, only when not: {lost}")


def fit(rows: Rows) -> list[float]:
    """Returns the logistic weights that best explain (terms, wins, turns) rows (maximum likelihood, Newton).

    Raises FitError without rows, or when all of them are wins or all losses (no finite optimum).
    """
    wins, turns = sum(r[1] for r in rows), sum(r[2] for r in rows)
    if not rows or wins == 0 or wins == turns:
        raise FitError(f"{turns} turns with {wins} Dutch wins: play more games")
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(STEPS):
        grad = [0.0] * k
        hess = [[1e-9 if i == j else 0.0 for j in range(k)] for i in range(k)]  # a ridge: never a zero pivot
        for x, won, n in rows:
            p = logistic(w, x)
            for i in range(k):
                grad[i] += (won - n * p) * x[i]
                for j in range(k):
                    hess[i][j] += n * p * (1.0 - p) * x[i] * x[j]
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            return w
    print(f"warning: the fit did not settle in {STEPS} steps (a class with almost no wins?)", file=sys.stderr)
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Returns x with a x = b (Gaussian elimination with partial pivoting; a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                factor = m[r][col] / m[col][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def log_loss(counts: Counts, chance: dict[Cell, float]) -> float:
    """Returns the mean log-loss per turn of a chance per cell."""
    total = sum(n for _, n in counts.values())
    loss = 0.0
    for cell, (wins, n) in counts.items():
        p = min(max(chance[cell], 1e-9), 1 - 1e-9)
        loss -= wins * math.log(p) + (n - wins) * math.log(1.0 - p)
    return loss / total


def report(counts: Counts, won: int, games: int) -> None:
    """Prints the fitted weights beside the current ones, the log-loss of each and the calibration."""
    print(f"{games} games, the Dutch won {won} ({100 * won / games:.1f} %); "
          f"{sum(n for _, n in counts.values())} turns in {len(counts)} cells")
    rows: tuple[Rows, Rows] = ([], [])
    for (left, cls), (wins, n) in counts.items():
        rows[cls != 0].append((dutch_terms(cls, left), wins, n))
    fitted = fit(rows[0]), fit(rows[1])
    print(f"tie  fitted {_weights(fitted[0])}   current TIE_NOW {_weights(TIE_NOW)}")
    print(f"gap  fitted {_weights(fitted[1])}   current GAP {_weights(GAP)}")
    refit = {c: logistic(fitted[c[1] != 0], dutch_terms(c[1], c[0])) for c in counts}
    current = {c: dutch_chance_of(c[1], c[0]) for c in counts}
    print(f"log-loss per turn: fitted {log_loss(counts, refit):.5f}, current {log_loss(counts, current):.5f}")
    calibration(counts, current)


def calibration(counts: Counts, current: dict[Cell, float]) -> None:
    """Prints, for groups of cells, the share of turns in games the Dutch won beside the current chance."""
    classes = ("tie", "gap 1", "gap 2", "odd gap >= 3", "even gap >= 4")
    print(f"\n{'cards left':>10}  " + "  ".join(f"{name:>18}" for name in classes))
    print(f"{'':>10}  " + "  ".join(f"{'won/current (turns)':>18}" for _ in classes))
    for low, high in ((0, 1), (2, 3), (4, 5), (6, 8), (9, 12), (13, 16), (17, 20)):
        parts = []
        for cls in range(len(classes)):
            group = [(c, v) for c, v in counts.items() if low <= c[0] <= high and c[1] == cls]
            n = sum(v[1] for _, v in group)
            if not n:
                parts.append(f"{'-':>18}")
                continue
            seen = sum(v[0] for _, v in group) / n
            expected = sum(current[c] * v[1] for c, v in group) / n
            parts.append(f"{seen:6.3f}/{expected:5.3f} ({n:5})")
        print(f"{f'{low}-{high}':>10}  " + "  ".join(parts))


def _weights(w: Sequence[float]) -> str:
    return "(" + ", ".join(f"{x:.3f}" for x in w) + ")"


def main() -> int:
    """Plays the games, then fits the curves (or measures the ceiling) and prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=9, help="table size: 5, 7 or 9 (default 9)")
    parser.add_argument("--games", type=int, default=None, help="games to play (default 3000; 600 with --ceiling)")
    parser.add_argument("--seed", type=int, default=None, help="seed of the first game; game i uses seed+i "
                        "(default 500000; 1 with --ceiling, the Dutch benchmark's deals)")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1, help="worker processes (default: every core)")
    parser.add_argument("--ceiling", action="store_true", help="measure what knowing the Armada's slot is worth")
    args = parser.parse_args()
    if args.players not in (5, 7, 9):
        parser.error("the Dutch seat is dealt only at 5, 7 and 9 players")
    games = args.games if args.games is not None else (600 if args.ceiling else 3000)
    seed = args.seed if args.seed is not None else (1 if args.ceiling else 500000)
    if games < 1:
        parser.error("play at least one game")
    if args.ceiling:
        ceiling(args.players, games, seed, args.processes)
        return 0
    counts, won = collect(args.players, games, seed, args.processes)
    try:
        report(counts, won, games)
    except FitError as exc:
        print(f"dutch_evaluation: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
