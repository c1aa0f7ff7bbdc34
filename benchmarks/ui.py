"""Window speed: cold start to the first painted mat, a full mat repaint, and peak memory.

    python benchmarks/ui.py [--runs 5]

Each cold start runs in a fresh process (offscreen), timed from spawn until the first paint
of the view reaches the screen, beside a bare PySide6 window (QMainWindow + QGraphicsView)
measured the same way in the same run. Goals (issue: The table): start within 1.5x the bare
window; full mat repaint at 1920x1080 median <= 8 ms; peak memory within 1.5x the bare window.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r'''
import os, sys, time, resource, json
sys.path.insert(0, {root!r})
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
kind = {kind!r}
if kind == "bare":
    win = QMainWindow(); scene = QGraphicsScene(0, 0, 1600, 1000); view = QGraphicsView(scene)
    win.setCentralWidget(view)
else:  # the program's own start-up path (tortuga_qt.main): the mat first, the game after
    from PySide6.QtCore import QSettings, QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    from tortuga_qt.ui.widgets.main_window import MainWindow
    win = MainWindow(bot_delay_ms=10**6)
    view = win.table
class Painted(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, done)
        return False
def done():
    painted = time.time()
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    ready, ready_rss = painted, rss_kb
    pieces = painted
    if kind != "bare":  # then the game itself: rules, pydantic, a 5-seat deal, the curtain
        win.start_default()
        win.session.claim(win.session.step.seat)
        app.processEvents()
        win.table.viewport().repaint()
        ready, ready_rss = time.time(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({{"painted": painted, "pieces": pieces, "rss_mb": rss_kb / 1024, "ready": ready, "ready_rss_mb": ready_rss / 1024}}), flush=True)
    app.quit()
f = Painted(); view.viewport().installEventFilter(f)
win.resize(1920, 1080); win.show()
app.exec()
'''


def cold_start(kind: str, bytecode: bool = True) -> dict[str, float]:
    """Returns seconds from spawn to first paint and to a game on screen, and peak RSS (MB).

    With `bytecode`, Python may cache compiled modules as on any user's machine (this
    workplace sets PYTHONDONTWRITEBYTECODE, which makes every start compile our modules).
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    start = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), kind=kind)],
                         capture_output=True, text=True, env=env, check=True).stdout
    data = json.loads(out.strip().splitlines()[-1])
    return {"paint": data["painted"] - start, "pieces": data["pieces"] - start, "ready": data["ready"] - start,
            "rss": data["rss_mb"], "ready_rss": data["ready_rss_mb"]}


def repaint_ms(repeat: int = 60) -> tuple[float, float]:
    """Returns the median ms of a full repaint of the mat in a 1920x1080 window, and of a scene render."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QRectF, QStandardPaths
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.ui.widgets.dialogs import NewGame
    from tortuga_qt.ui.widgets.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    win = MainWindow(bot_delay_ms=10**6)
    win.start(NewGame(default_config(9), [True] * 9, 3))
    win.session.claim(win.session.step.seat)  # the curtain is down: the mat is what repaints
    win.resize(1920, 1080)
    win.show()
    from PySide6.QtTest import QTest

    QTest.qWait(400)  # let the window settle: the sharp mat is rendered once the size is final
    app.processEvents()
    viewport = win.table.viewport()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        viewport.repaint()
        times.append((time.perf_counter() - t) * 1000)
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    renders = []
    for _ in range(repeat // 2):
        t = time.perf_counter()
        p = QPainter(image)
        win.scene.render(p, QRectF(0, 0, 1920, 1080), win.scene.sceneRect())
        p.end()
        renders.append((time.perf_counter() - t) * 1000)
    return statistics.median(times), statistics.median(renders)


def main() -> None:
    """Prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    cold_start("bare"), cold_start("mat")  # warm-up: bytecode caches written, files in the disk cache
    bare, mat = [], []
    for _ in range(args.runs):  # interleaved, so both see the same machine load
        bare.append(cold_start("bare"))
        mat.append(cold_start("mat"))
    b_t = statistics.median(r["paint"] for r in bare)
    m_t = statistics.median(r["paint"] for r in mat)
    g_t = statistics.median(r["ready"] for r in mat)
    b_m = max(r["rss"] for r in bare)
    m_m = max(r["rss"] for r in mat)
    g_m = max(r["ready_rss"] for r in mat)
    print(f"cold start to first painted mat: bare window {b_t * 1000:.0f} ms, mat {m_t * 1000:.0f} ms "
          f"({m_t / b_t:.2f}x; goal <= 1.5x)")
    print(f"  ...to a dealt 5-seat game on screen: {g_t * 1000:.0f} ms ({g_t / b_t:.2f}x the bare window)")
    print(f"peak memory at first paint: bare window {b_m:.0f} MB, mat {m_m:.0f} MB ({m_m / b_m:.2f}x; goal <= 1.5x)")
    print(f"  ...with a game on screen: {g_m:.0f} MB ({g_m / b_m:.2f}x the bare window)")
    nocache = [cold_start("mat", bytecode=False)["paint"] for _ in range(max(3, args.runs // 2))]
    print(f"  (without any bytecode cache, every module compiled at start: mat {statistics.median(nocache) * 1000:.0f} ms, "
          f"{statistics.median(nocache) / b_t:.2f}x)")
    repaint, render = repaint_ms()
    print(f"full mat repaint at 1920x1080: median {repaint:.2f} ms in the window (goal <= 8 ms); "
          f"scene render to an image {render:.2f} ms")


if __name__ == "__main__":
    main()
