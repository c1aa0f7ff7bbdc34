"""The Linux package: its size, and the installed program's cold start beside the source's.

    python benchmarks/package.py [--runs 7]

Needs a built package (packaging/build-linux.sh). Both programs start offscreen with the
hidden --exit-after-paint flag (they quit at the first painted mat), timed from spawn to exit,
interleaved run by run. Targets (issue: Double-click install): the .deb at most 60 MB; the
installed program's cold start within 1.2x of running from source.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def timed(cmd: list[str], env: dict[str, str]) -> float:
    """Returns seconds from spawn to exit of one run."""
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=60)
    return time.perf_counter() - start


def main() -> None:
    """Prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    debs = sorted((ROOT / "dist").glob("tortuga-1667_*.deb"))
    if not debs:
        sys.exit("benchmarks/package.py: no package yet; run packaging/build-linux.sh first")
    deb = debs[-1]
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["dpkg-deb", "-x", str(deb), folder], check=True)
        installed = [str(Path(folder) / "opt/tortuga-1667/tortuga"), "--exit-after-paint"]
        source = [sys.executable, "-m", "tortuga_qt.main", "--exit-after-paint"]
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), HOME=folder)
        timed(installed, env), timed(source, env)  # warm the disk cache for both
        inst, src = [], []
        for _ in range(args.runs):
            inst.append(timed(installed, env))
            src.append(timed(source, env))
    mb = deb.stat().st_size / 1024 / 1024
    print(f"{deb.name}: {mb:.1f} MB (target <= 60 MB)")
    i, s = statistics.median(inst), statistics.median(src)
    print(f"cold start to the first painted mat: installed {i * 1000:.0f} ms, from source {s * 1000:.0f} ms "
          f"({i / s:.2f}x; target <= 1.2x), median of {args.runs} interleaved runs")


if __name__ == "__main__":
    main()
