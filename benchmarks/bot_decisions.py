"""The Medium and Hard pirates' decisions on 200 seeded positions: a record to compare a refactor against.

    python benchmarks/bot_decisions.py --out FILE [--compare BEFORE.json] [--positions 200]

The positions come from seeded games of 3 to 9 players played through the simulator's own game
loop (`tools.sim.play_teams`): some with Medium pirates at every seat, some with random pirates
(kinds policy, so rarer decisions come up). Every decision with more than one legal action is a
candidate, kept with exactly what the computer seat was handed (its view, its legal actions, its
generator, the events it may see). The candidates are grouped by decision kind (turn actions,
each vote, each card's resolution, takes, Atlantis, the Fountain, the Crow's Nest search, forced
picks, the starting hold) and taken in turn from every group, evenly spread over each, so every
kind reachable is covered.

At each position Medium, Hard (an iteration cap of 64, no time limit: deterministic) and Easy
(it shares the blunders) choose, each from its own copy of the seat's generator. The JSON
written maps a position id to {"medium", "hard", "easy": the choices in notation, "kind" and
"where": the decision's kind, game and number, "position": a digest of the view and the legal
actions, "scores": a digest of Medium's one-move score of every legal action, "playouts": a
digest of the value of every playout Hard ran}. With `--compare` it reports how many positions
differ from a recorded run (a changed position or choice) and lists the first differences; exit
status 1 if any differ. Positions where only Medium's scores or Hard's playout values moved are
reported apart (finer signs). Medium's and Hard's decision times (total and median) are printed,
and Medium's again as the best of 5 more passes over the positions (a steadier figure for its
speed).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.bots.base import Bot  # noqa: E402
from tortuga_qt.bots.belief import Belief  # noqa: E402
from tortuga_qt.bots.easy import EasyBot  # noqa: E402
from tortuga_qt.bots.hard import search as hard_search  # noqa: E402
from tortuga_qt.bots.hard.evaluation import playout  # noqa: E402
from tortuga_qt.bots.hard.policy import Friends  # noqa: E402
from tortuga_qt.bots.hard.search import HardBot  # noqa: E402
from tortuga_qt.bots.medium import MediumBot, Scorer  # noqa: E402
from tortuga_qt.bots.random_bot import RandomBot  # noqa: E402
from tortuga_qt.rules.actions import Action  # noqa: E402
from tortuga_qt.rules.components import components  # noqa: E402
from tortuga_qt.rules.events import Event  # noqa: E402
from tortuga_qt.rules.notation import format_action  # noqa: E402
from tortuga_qt.rules.rng import Rng  # noqa: E402
from tortuga_qt.rules.state import GameState  # noqa: E402
from tortuga_qt.rules.views import ResolveDecision, SeatView, VoteDecision  # noqa: E402
from tortuga_qt.tools.sim import play_teams  # noqa: E402

HARD_ITERATIONS = 64
TIMING_PASSES = 5
GAMES: tuple[tuple[str, int, int], ...] = tuple(
    [("medium", n, seed) for seed in (1, 2, 3, 4) for n in range(3, 10)]
    + [("random", n, seed) for seed in (11, 12, 13, 14) for n in range(3, 10)]
)
"""(who plays, players, seed) of every game the positions come from."""
WEIGHT = {"turn": 5, "vote": 2}
"""How many positions a kind of decision gets for each one of the other kinds."""


@dataclass
class Position:
    """One decision of a computer seat, as it was handed to the seat."""

    where: str
    kind: str
    view: SeatView
    legal: tuple[Action, ...]
    rng_state: str
    history: tuple[Event, ...]

    def digest(self) -> str:
        """Returns a short digest of the view and the legal actions (changes if the position does)."""
        text = repr(plain(self.view)) + "|" + " ".join(format_action(a) for a in self.legal)
        return hashlib.sha256(text.encode()).hexdigest()[:16]


def plain(x: object) -> object:
    """Returns a value as plain tuples, ints and strings (a named kind as its word), so digests outlive type changes."""
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return (type(x).__name__, tuple((f.name, plain(getattr(x, f.name))) for f in dataclasses.fields(x)))
    if isinstance(x, tuple | list):
        return tuple(plain(v) for v in x)
    if isinstance(x, bool) or x is None:
        return x
    if isinstance(x, str):
        return str.__str__(x)
    if isinstance(x, int):
        return int(x)
    return x


def kind_of(view: SeatView) -> str:
    """Returns the group of a decision: its kind, with the card resolved or the vote's subject."""
    d = view.decision
    if isinstance(d, ResolveDecision):
        return f"resolve:{d.card}"
    if isinstance(d, VoteDecision):
        return f"vote:{d.what}"
    return d.kind if d is not None else "none"


class Recorder:
    """A pirate that plays like another and keeps every decision it was handed (a `Bot`)."""

    def __init__(self, inner: Bot, label: str, out: list[Position]) -> None:
        self.inner, self.label, self.out = inner, label, out
        self.count = 0

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Keeps the position (if there is a choice), then plays the inner pirate's choice."""
        self.count += 1
        if len(legal) > 1:
            self.out.append(Position(f"{self.label} seat {view.seat} decision {self.count}", kind_of(view), view,
                                     legal, rng.state, tuple(history)))
        return self.inner.choose(view, legal, rng, history)


def collect() -> list[Position]:
    """Plays every game of GAMES and returns every decision with a choice, in play order."""
    out: list[Position] = []
    for who, players, seed in GAMES:
        dutch = components().loyalty[players][2] > 0
        teams = {"british": who, "french": who, **({"dutch": who} if dutch else {})}
        label = f"{who} {players}p seed {seed}"

        def make(level: str, label: str = label) -> Bot:
            inner: Bot = MediumBot() if level == "medium" else RandomBot(policy="kinds")
            return Recorder(inner, label, out)

        play_teams(players, seed, teams, checks=False, make=make)
    return out


def select(candidates: list[Position], count: int) -> list[Position]:
    """Returns `count` positions: in turn from every kind, spread evenly over each kind's positions."""
    groups: dict[str, list[Position]] = {}
    for p in candidates:
        groups.setdefault(p.kind, []).append(p)
    names = sorted(groups)
    share: dict[str, int] = dict.fromkeys(names, 0)
    left = min(count, len(candidates))
    while left:  # round-robin: how many of each group (turn actions and votes get more)
        for name in names:
            for _ in range(WEIGHT.get(name.split(":")[0], 1)):
                if left and share[name] < len(groups[name]):
                    share[name] += 1
                    left -= 1
    out: list[Position] = []
    for name in names:
        group, k = groups[name], share[name]
        picks = [group[(i * len(group)) // k] for i in range(k)]
        out += picks
    return out


class PlayoutLog:
    """Stands in for Hard's `playout` and keeps every value it returns (a finer sign than Hard's choice)."""

    def __init__(self) -> None:
        self.inner = playout
        self.values: list[float] = []

    def __call__(self, s: GameState, team: int, rng: Rng, horizon: int, friends: Friends | None = None,
                 *how: Any) -> float:
        """Returns the playout's value, kept (`how`: the playout policy and evaluation, passed on)."""
        v = self.inner(s, team, rng, horizon, friends, *how)
        self.values.append(v)
        return v

    def digest(self) -> str:
        """Returns a digest of the values kept since the last call (to 1e-12), and forgets them."""
        text = " ".join(f"{v:.12f}" for v in self.values)
        self.values = []
        return hashlib.sha256(text.encode()).hexdigest()[:16]


def decide(positions: list[Position]) -> tuple[dict[str, dict[str, str]], list[float], list[float]]:
    """Returns each position's Medium and Hard decisions, and their times in milliseconds."""
    hard_search.HARD_CEILING_S = 1e9  # the iteration cap alone stops Hard: no clock in the result
    log = PlayoutLog()
    setattr(hard_search, "playout", log)  # noqa: B010 - a stand-in with the same signature, to record values
    medium, hard, easy = MediumBot(), HardBot(budget_ms=10**9, iterations=HARD_ITERATIONS), EasyBot()
    out: dict[str, dict[str, str]] = {}
    t_medium: list[float] = []
    t_hard: list[float] = []
    for i, p in enumerate(positions):
        start = time.perf_counter()
        m = medium.choose(p.view, p.legal, Rng.from_state(p.rng_state), p.history)
        t_medium.append((time.perf_counter() - start) * 1000.0)
        start = time.perf_counter()
        h = hard.choose(p.view, p.legal, Rng.from_state(p.rng_state), p.history)
        t_hard.append((time.perf_counter() - start) * 1000.0)
        e = easy.choose(p.view, p.legal, Rng.from_state(p.rng_state), p.history)
        out[f"p{i:03d}"] = {"medium": format_action(m), "hard": format_action(h), "easy": format_action(e), "kind": p.kind,
                            "where": p.where, "position": p.digest(), "scores": scores_digest(p),
                            "playouts": log.digest()}
    return out, t_medium, t_hard


def scores_digest(p: Position) -> str:
    """Returns a digest of Medium's one-move score of every legal action (to 1e-9): finer than its choice."""
    scorer = Scorer(p.view, Belief.from_history(p.view, p.history), p.history)
    text = " ".join(f"{format_action(a)}={scorer.score(a):.9f}" for a in p.legal)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def time_medium(positions: list[Position]) -> list[float]:
    """Returns Medium's time on each position, in milliseconds (its belief's cache already warm)."""
    medium = MediumBot()
    times = []
    for p in positions:
        start = time.perf_counter()
        medium.choose(p.view, p.legal, Rng.from_state(p.rng_state), p.history)
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def compare(now: dict[str, dict[str, str]], before: dict[str, dict[str, str]], show: int = 10) -> int:
    """Prints how many positions differ from a recorded run and the first few; returns that count."""
    diffs: list[str] = []
    scores: list[str] = []
    for pid in sorted(set(now) | set(before)):
        a, b = before.get(pid), now.get(pid)
        if a is None or b is None:
            diffs.append(f"{pid}: only in {'the new run' if a is None else 'the recorded run'}")
            continue
        for field in ("position", "medium", "hard", "easy"):
            if a.get(field) != b.get(field):
                diffs.append(f"{pid} ({b.get('kind')}, {b.get('where')}): {field} {a.get(field)!r} -> {b.get(field)!r}")
        if a.get("scores") != b.get("scores") or a.get("playouts") != b.get("playouts"):
            scores.append(pid)
    print(f"{len(diffs)} difference(s) in {len(now)} positions")
    for line in diffs[:show]:
        print("  " + line)
    print(f"Medium's one-move scores (to 1e-9) or Hard's playout values (to 1e-12) differ at {len(scores)} position(s)"
          + (f": {', '.join(scores[:show])}" if scores else "") + " (not counted as differences of decisions)")
    return len(diffs)


def main() -> int:
    """Records the decisions (and compares them with a recorded run when asked)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="where to write the decisions (JSON)")
    parser.add_argument("--compare", type=Path, default=None, help="a recorded run to compare with")
    parser.add_argument("--positions", type=int, default=200, help="how many positions (default 200)")
    args = parser.parse_args()
    start = time.perf_counter()
    candidates = collect()
    positions = select(candidates, args.positions)
    kinds: dict[str, int] = {}
    for p in positions:
        kinds[p.kind] = kinds.get(p.kind, 0) + 1
    print(f"{len(candidates)} decisions with a choice in {len(GAMES)} games ({time.perf_counter() - start:.1f} s); "
          f"{len(positions)} positions by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    decisions, t_medium, t_hard = decide(positions)
    for name, times in (("medium", t_medium), ("hard", t_hard)):
        print(f"{name}, first pass: {sum(times):.0f} ms in all, median {statistics.median(times):.2f} ms, "
              f"max {max(times):.1f} ms per decision")
    passes = [time_medium(positions) for _ in range(TIMING_PASSES)]
    best = min(passes, key=sum)
    print(f"medium, best of {TIMING_PASSES} more passes: {sum(best):.1f} ms in all, "
          f"median {statistics.median(best):.3f} ms per decision")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(decisions, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if args.compare is not None:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        return 1 if compare(decisions, before) else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
