"""Phone latency with a real browser: a press on a phone page until the desktop applied it, and a desktop move until the page shows it.

    python benchmarks/phones.py [--samples 200] [--seed 1]

Runs the window offscreen with a 4-seat game (Player 1 at the computer, Player 2 on a phone page
in headless Chromium at /usr/bin/chromium, two computers that answer at once) over loopback, and
plays games until it has `--samples` of each figure:
- *press → mat*: from the page's click (the browser's clock) until the window applied the action
  and redrew (the desktop's clock; both are this machine's wall clock, in milliseconds);
- *move → page*: from a move made at the computer until the page has drawn the frame that follows.
The last line is `phone latency: median M ms, p95 P ms` over both kinds together (goal: median
≤ 50 ms, p95 ≤ 150 ms).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
STEP_DOWN = """(r) => { const q = (s) => document.querySelectorAll('#decision button.choice' + s);
  for (let i = 0; i < 4 && !q(':not(.back):not(.step)').length && q('.step').length; i++) {
    const steps = q('.step'); steps[Math.floor(r * steps.length)].click(); }
  return q(':not(.back):not(.step)').length; }"""
WATCH = """() => { if (window.__drawn) return; window.__drawn = [];
  new MutationObserver(() => window.__drawn.push(Date.now())).observe(document.getElementById('frame'), {childList: true}); }"""


def percentile(values: list[float], share: float) -> float:
    """Returns the nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main() -> int:
    """Plays until enough samples, prints each kind's figures and the summary line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.app.seating import StepKind
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.ui.widgets.dialogs import NewGame
    from tortuga_qt.ui.widgets.main_window import MainWindow
    from tortuga_qt.ui.widgets.table_motion import Motion

    app = QApplication.instance() or QApplication([])
    QStandardPaths.setTestModeEnabled(True)
    folder = Path(tempfile.mkdtemp(prefix="tortuga-phones-bench-"))
    window = MainWindow(settings=QSettings(str(folder / "t.ini"), QSettings.Format.IniFormat), bot_delay_ms=0,
                        data_dir=folder / "data", reveal_ms=0)
    window.motion.choose(Motion.OFF)
    window.resize(1366, 768)
    window.show()
    applied: list[float] = []  # when an action was applied (desktop's clock, ms)
    redrawn: list[float] = []  # when the window drew a frame
    window.refreshed.connect(lambda: redrawn.append(time.time() * 1000))
    press, move = [], []
    rng = random.Random(args.seed)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        game = 0
        while min(len(press), len(move)) < args.samples and game < 200:
            game += 1
            window.start(NewGame(default_config(4), [True, True, False, False], args.seed + game,
                                 {2: "random", 3: "random"}, [1]))
            session = window.session
            assert session is not None
            session.events_applied.connect(lambda _events: applied.append(time.time() * 1000))
            page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
            for _ in range(4000):
                if session.over or min(len(press), len(move)) >= args.samples:
                    break
                QApplication.processEvents()
                step = session.step
                if window.reveal_held():
                    window.act(window.presenter.last.button("continue").intent)  # type: ignore[union-attr]
                elif step.kind is StepKind.CURTAIN:
                    session.claim(step.seat)
                elif step.kind is StepKind.LOOK and step.reason == "pair":
                    page.goto(window.phones.host.url(1))  # type: ignore[union-attr]
                    page.evaluate(WATCH) if page.query_selector("#frame") else None
                    for _ in range(500):
                        if session.step.kind is not StepKind.LOOK:
                            break
                        QTest.qWait(2)
                    page.evaluate(WATCH)
                elif step.kind is StepKind.LOOK:
                    session.look_done()
                elif step.kind is StepKind.DECIDE:
                    drawn = page.evaluate("window.__drawn.length")
                    started = time.time() * 1000
                    session.submit(rng.choice(session.legal()))
                    for _ in range(2000):
                        QTest.qWait(1)
                        times = page.evaluate("window.__drawn")
                        if len(times) > drawn:
                            move.append(times[drawn] - started)
                            break
                elif step.kind is StepKind.PHONE:
                    buttons = page.query_selector_all("#decision button.choice:not(.back)")
                    if not buttons:
                        QTest.qWait(2)
                        continue
                    finals = page.evaluate(STEP_DOWN, rng.random())  # a choice made in steps: all but the last tap
                    before = len(applied)
                    clicked = page.evaluate("(i) => { const t = Date.now(); document.querySelectorAll("
                                            "'#decision button.choice:not(.back):not(.step)')[i].click(); return t; }",
                                            rng.randrange(max(1, finals)))
                    for _ in range(2000):
                        QTest.qWait(1)
                        if len(applied) > before and any(t >= applied[before] for t in redrawn[-5:]):
                            press.append(next(t for t in redrawn if t >= applied[before]) - clicked)
                            break
                        ask = page.query_selector("#decision .ask")
                        if ask is not None:  # a choice that throws something away: its Yes
                            page.click("#decision button.choice:not(.back)")
                else:
                    QTest.qWait(1)
            page.context.close()
        browser.close()
    window.phones.stop()
    both = press + move
    for name, values in (("press → mat", press), ("move → page", move)):
        if values:
            print(f"{name}: {len(values)} samples, median {statistics.median(values):.1f} ms, "
                  f"p95 {percentile(values, 0.95):.1f} ms, max {max(values):.1f} ms")
    print(f"phone latency: median {statistics.median(both):.1f} ms, p95 {percentile(both, 0.95):.1f} ms")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
