"""The walkthrough's speed: how fast Back, Skip and Restart rebuild a step, and the whole voyage.

    python benchmarks/learn.py [--repeat 20] [--no-window]

Back, Skip, Restart and the chapter list rebuild the table by rehearsing the chapter up to the
step (the real engine and seating, every scripted move). That must feel instant: the goal is
<= 50 ms for the slowest step of any chapter (median over repeats), well under a frame budget
of a click's feedback. With the window (default), it also times the whole voyage played
offscreen by the autoplay learner (clicks, scripted seats, screenshots off) and a step rebuilt
on the window (the new table drawn, goal <= 100 ms).
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.learn.chapters import CHAPTERS  # noqa: E402
from tortuga_qt.learn.rehearsal import Rehearsal  # noqa: E402


def rebuild_ms(repeat: int) -> list[tuple[str, int, float]]:
    """Returns (chapter, step, median ms) of rehearsing each chapter up to its last step."""
    out = []
    for chapter in CHAPTERS:
        last = len(chapter.steps) - 1
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            Rehearsal(chapter).run_to(last)
            times.append((time.perf_counter() - t0) * 1000)
        out.append((chapter.key, last + 1, statistics.median(times)))
    return out


def voyage_seconds() -> tuple[float, float]:
    """Returns the seconds of the whole voyage by the autoplay learner, and the median ms of a table rebuild."""
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.ui.learn.autoplay import run_voyage
    from tortuga_qt.ui.widgets.main_window import MainWindow
    from tortuga_qt.ui.widgets.table_motion import Motion

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat), bot_delay_ms=0,
                            data_dir=Path(tmp) / "data")
        window.motion.choose(Motion.OFF)
        window.resize(1440, 900)
        window.show()
        t0 = time.perf_counter()
        status = run_voyage(window, None, io.StringIO())
        took = time.perf_counter() - t0
        voyage = window.voyage
        assert voyage is not None
        rebuilds = []
        for i in range(len(CHAPTERS)):
            t1 = time.perf_counter()
            voyage._build(voyage.tutor.go(i, len(CHAPTERS[i].steps) - 1))
            app.processEvents()
            rebuilds.append((time.perf_counter() - t1) * 1000)
        window.close()
    del app
    if status:
        raise SystemExit("the voyage did not complete")
    return took, statistics.median(rebuilds)


def main() -> int:
    """Prints the figures."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=20)
    p.add_argument("--no-window", action="store_true", help="skip the offscreen run of the whole voyage")
    args = p.parse_args()
    rows = rebuild_ms(args.repeat)
    for key, step, ms in rows:
        print(f"rebuild {key:<10} up to step {step}: {ms:6.1f} ms")
    worst = max(ms for _, _, ms in rows)
    print(f"slowest rebuild: {worst:.1f} ms (goal <= 50 ms) {'met' if worst <= 50 else 'NOT met'}")
    steps = sum(len(c.steps) for c in CHAPTERS)
    if not args.no_window:
        took, rebuild = voyage_seconds()
        print(f"whole voyage by the autoplay learner: {len(CHAPTERS)} chapters, {steps} steps in {took:.1f} s")
        print(f"Back/Skip/Restart on the window (new table drawn): median {rebuild:.0f} ms (goal <= 100 ms) "
              f"{'met' if rebuild <= 100 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
