"""Memory over an evening: all-computer 9-player games through the real GameSession.

    python benchmarks/memory.py [--games 200] [--early 10] [--players 9]

Plays games one after another the way the window does (a session per game, computer moves
chosen in the worker thread and applied on the Qt event loop, no delay), and prints the
resident memory after `--early` games and after all of them, plus the live Python objects
that matter (views, sessions). Goal (issue "A sealed core"): after 200 games within 10 MB of
the memory after 10.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop  # noqa: E402

from tortuga_qt.app.seating import StepKind  # noqa: E402
from tortuga_qt.app.session import GameSession  # noqa: E402
from tortuga_qt.rules.config import default_config  # noqa: E402
from tortuga_qt.rules.views import SeatView  # noqa: E402


def rss_mb() -> float:
    """Returns the resident memory of this process in MB (Linux /proc, else peak RSS)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def play_one(app: QCoreApplication, players: int, seed: int) -> int:
    """Plays one all-computer game through a session to its end; returns its recorded steps."""
    session = GameSession(default_config(players), seed, [False] * players, bot_delay_ms=0)
    deadline = time.monotonic() + 60
    while session.step.kind is not StepKind.OVER and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
    if not session.over:
        raise SystemExit(f"game {seed} did not finish")
    steps = session.steps
    session.stop()
    session.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # what the window's event loop does
    return steps


def live(kind: type) -> int:
    """Returns how many objects of a type are alive."""
    return sum(1 for o in gc.get_objects() if isinstance(o, kind))


def main() -> None:
    """Prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--early", type=int, default=10)
    parser.add_argument("--players", type=int, default=9)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    start = time.perf_counter()
    early = 0.0
    steps = 0
    for game in range(1, args.games + 1):
        steps += play_one(app, args.players, 1000 + game)
        if game == args.early:
            gc.collect()
            early = rss_mb()
            print(f"after {game:4} games: {early:7.1f} MB resident, live views {live(SeatView)}, "
                  f"sessions {live(GameSession)}", flush=True)
    gc.collect()
    final = rss_mb()
    elapsed = time.perf_counter() - start
    print(f"after {args.games:4} games: {final:7.1f} MB resident, live views {live(SeatView)}, "
          f"sessions {live(GameSession)}")
    print(f"growth {final - early:+.1f} MB from game {args.early} to game {args.games} "
          f"(goal: within 10 MB); {steps} steps in {elapsed:.0f} s")


if __name__ == "__main__":
    main()
