"""Start-up speed: `tortuga --exit-when-ready` against a bare PySide6 window started the same way.

    python benchmarks/startup.py [--runs 9]

Each start is a fresh process of this interpreter (`python -c`), offscreen, with empty temporary
HOME and XDG folders (no settings, no autosave: the default game is dealt without a question).
The bare window is a QMainWindow holding a QGraphicsView, shown, quitting after its first paint.
`tortuga --exit-when-ready` quits once a dealt game is on screen and accepts clicks (the curtain
or a decision is drawn) and prints when its mat was first painted and when it was ready.
Both kinds run interleaved (bare, tortuga, bare, ...) so they see the same machine load; the
figures are medians from spawn. Goals (issue 11, item 7): ready within 2.0x the bare window's
first paint, tortuga's first paint within 1.5x it.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
win = QMainWindow(); scene = QGraphicsScene(0, 0, 1600, 1000); view = QGraphicsView(scene)
win.setCentralWidget(view)
def done():
    print(f"painted {time.time():.6f}", flush=True)
    app.quit()
class Painted(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, done)
        return False
f = Painted(); view.viewport().installEventFilter(f)
win.resize(1440, 900); win.show()
sys.exit(app.exec())
"""

# Exactly what the installed `tortuga` script runs.
TORTUGA = "import sys; from tortuga_qt.main import main; sys.exit(main(['--exit-when-ready']))"

READY = re.compile(r"first paint at ([0-9.]+), game on screen at ([0-9.]+)")


def environment(home: str, bytecode: bool = True) -> dict[str, str]:
    """Returns a start's environment: offscreen, empty HOME/XDG folders, bytecode caches as on a user's machine."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home, XDG_CONFIG_HOME=f"{home}/config",
               XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache", XDG_STATE_HOME=f"{home}/state",
               XDG_RUNTIME_DIR=home)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def start(kind: str, bytecode: bool = True) -> dict[str, float]:
    """Returns seconds from spawn to the first paint and to ready (the bare window: both its first paint)."""
    with tempfile.TemporaryDirectory(prefix="tortuga-start-") as home:
        env = environment(home, bytecode)
        code = BARE if kind == "bare" else TORTUGA
        began = time.time()
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
        ended = time.time()
    if done.returncode != 0:
        raise SystemExit(f"{kind} start failed (status {done.returncode}):\n{done.stderr[-2000:]}")
    if kind == "bare":
        painted = float(done.stdout.split()[-1])
        return {"paint": painted - began, "ready": painted - began, "exit": ended - began}
    found = READY.search(done.stdout)
    if found is None:
        raise SystemExit(f"tortuga did not say when it was ready:\n{done.stdout}\n{done.stderr[-2000:]}")
    return {"paint": float(found[1]) - began, "ready": float(found[2]) - began, "exit": ended - began}


def main() -> None:
    """Prints the medians, the ratios and the goals."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9, help="starts of each kind (default 9)")
    args = parser.parse_args()
    start("bare"), start("tortuga")  # warm-up: bytecode caches written, files in the disk cache
    bare: list[dict[str, float]] = []
    ours: list[dict[str, float]] = []
    for _ in range(args.runs):  # interleaved, so both see the same machine load
        bare.append(start("bare"))
        ours.append(start("tortuga"))
    b = statistics.median(r["paint"] for r in bare)
    p = statistics.median(r["paint"] for r in ours)
    g = statistics.median(r["ready"] for r in ours)
    ratios = sorted(o["ready"] / r["paint"] for r, o in zip(bare, ours, strict=True))
    ms = 1000
    print(f"start-up, {args.runs} interleaved runs each, medians from spawn (offscreen, empty HOME):")
    print(f"  bare PySide6 window, first paint:      {b * ms:6.0f} ms")
    print(f"  tortuga, first paint of the mat:       {p * ms:6.0f} ms  {p / b:.2f}x  (goal <= 1.5x)")
    print(f"  tortuga, a dealt game accepts clicks:  {g * ms:6.0f} ms  {g / b:.2f}x  (goal <= 2.0x)")
    print(f"  ready/bare per pair: min {ratios[0]:.2f}x, median {statistics.median(ratios):.2f}x, "
          f"max {ratios[-1]:.2f}x")
    verdict = "met" if p / b <= 1.5 and g / b <= 2.0 else "NOT met"
    print(f"  goals {verdict}")


if __name__ == "__main__":
    main()
