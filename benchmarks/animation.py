"""Frame intervals of the mat's animations at 1920x1080 (issue 23, "Measured").

    python benchmarks/animation.py [--runs 20]

Opens the real window (offscreen, 1920x1080, animations on, a seeded 5-seat game of people)
and times, on the mat's viewport, the interval between consecutive paints while

- a pawn glides to another place (the scene's own move, 350 ms, as after a Move),
- a revealed Event card flies from its slot to the middle of the mat, growing, and flips face up
  (the scene's own flight, 700 ms), and
- a marooned pawn sails from its ship to Tortuga on an arc (the scene's own sail, 700 ms),

each `--runs` times. It prints the sample sizes and the median and p95 intervals (goal: median
<= 17 ms, p95 <= 25 ms), how long each animation ran from its start to its last paint, and the
length of a full turn's animations at normal pace (a glide or a sail, then a card's flight, one
after the other: the longest a turn shows; goal <= 1.5 s). Offscreen, Qt paints when its animation timer ticks (about every 16 ms): an
interval above that means a paint took longer than a tick. Exits 0 when every goal is met.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MEDIAN_MS, P95_MS, TURN_S = 17.0, 25.0, 1.5


def percentile(values: list[float], q: float) -> float:
    """Returns the q-quantile (0..1) of `values` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


class PaintClock:
    """Notes the time of every paint of a widget (an event filter)."""

    def __init__(self, widget) -> None:  # type: ignore[no-untyped-def]  # a QWidget: Qt loads in main
        from PySide6.QtCore import QEvent, QObject

        clock = self
        self.times: list[float] = []

        class Filter(QObject):
            def eventFilter(self, _obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
                if event.type() == QEvent.Type.Paint:
                    clock.times.append(time.perf_counter())
                return False

        self._filter = Filter()
        widget.installEventFilter(self._filter)


def _run(app, clock: PaintClock, start, busy, ms: int) -> tuple[list[float], float]:  # type: ignore[no-untyped-def]
    """Starts an animation, runs the event loop until it is over; returns its paint intervals and length (s)."""
    clock.times.clear()
    began = time.perf_counter()
    start()
    deadline = began + ms / 1000 + 1.0
    while time.perf_counter() < deadline and (busy() or time.perf_counter() < began + ms / 1000):
        app.processEvents()
        time.sleep(0.001)
    for _ in range(3):
        app.processEvents()
    times = [t for t in clock.times if t >= began]
    gaps = [(b - a) * 1000 for a, b in zip(times, times[1:], strict=False)]
    return gaps, (times[-1] - began) if times else 0.0


def main(argv: list[str] | None = None) -> int:
    """Runs the animations and prints the figures; returns 0 when every goal is met, 1 otherwise."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=20)
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.rules.config import default_config
    from tortuga_qt.ui.scene import layout as L
    from tortuga_qt.ui.widgets.dialogs import NewGame
    from tortuga_qt.ui.widgets.main_window import MainWindow
    from tortuga_qt.ui.widgets.table_motion import Motion

    app = QApplication.instance() or QApplication([])
    QStandardPaths.setTestModeEnabled(True)
    folder = Path(tempfile.mkdtemp(prefix="tortuga-animation-"))
    window = MainWindow(settings=QSettings(str(folder / "t.ini"), QSettings.Format.IniFormat), bot_delay_ms=0,
                        data_dir=folder / "data", reveal_ms=0)
    window.motion.choose(Motion.NORMAL)
    window.resize(1920, 1080)
    window.show()
    window.start(NewGame(default_config(5), [True] * 5, 7, {}))
    for _ in range(20):
        app.processEvents()
    window.settle_layout()
    scene = window.scene
    assert scene is not None
    clock = PaintClock(window.table.viewport())
    glide_ms, flip_ms = scene.animation_ms, scene.animation_ms * 2
    pawn = next(p for p in scene.pawns if p.isVisible())
    home, home_where = pawn.pos(), pawn.where
    places = [L.boat_pawn(0), L.ship_pawn(1, 3)]
    sail_to = L.tortuga_pawn(0, 1)
    gaps: dict[str, list[float]] = {"glide": [], "flight": [], "sail": []}
    lengths: dict[str, list[float]] = {"glide": [], "flight": [], "sail": []}

    def note(name: str, run: tuple[list[float], float]) -> None:
        gaps[name] += run[0]
        lengths[name].append(run[1])

    for run in range(args.runs):
        box = places[run % 2]
        note("glide", _run(app, clock, lambda b=box: pawn.go(b.x, b.y, glide_ms, "ship"), lambda: pawn.moving, glide_ms))
        note("flight", _run(app, clock, lambda r=run: scene.present_card("pistol", keep=True,
                                                                            slot=r % 5),
                            lambda: scene._flip is not None and scene._flip.flying, flip_ms))
        scene.clear_card()
        pawn.go(home.x(), home.y(), 0, "ship")
        note("sail", _run(app, clock, lambda: pawn.go(sail_to.x, sail_to.y, glide_ms, "tortuga"), lambda: pawn.moving, flip_ms))
        pawn.go(home.x(), home.y(), 0, home_where)
    met = True
    print(f"{'animation':<40}{'paints':>8}{'median ms':>11}{'p95 ms':>9}{'length s':>10}")
    for name, label in (("glide", f"pawn glide ({glide_ms} ms)"), ("flight", f"card flies from its slot, flips ({flip_ms} ms)"),
                        ("sail", f"marooned pawn sails to Tortuga ({flip_ms} ms)")):
        median, p95 = statistics.median(gaps[name]), percentile(gaps[name], 0.95)
        print(f"{label:<40}{len(gaps[name]):>8}{median:>11.1f}{p95:>9.1f}{statistics.median(lengths[name]):>10.2f}")
        met = met and median <= MEDIAN_MS and p95 <= P95_MS
    glide, flight, sail = (statistics.median(lengths[n]) for n in ("glide", "flight", "sail"))
    turn = max(glide + flight, sail + flight)
    print(f"a full turn's animations (a glide or a maroon's sail, then a card's flight): {turn:.2f} s (goal <= {TURN_S} s)")
    met = met and turn <= TURN_S
    print(f"goal: median <= {MEDIAN_MS:.0f} ms, p95 <= {P95_MS:.0f} ms, a turn <= {TURN_S} s: {'met' if met else 'NOT met'}")
    window.session.stop()
    window.close()
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
