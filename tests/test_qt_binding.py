"""The Qt binding keeps Python's reference counts straight (PySide6 6.12.0 on 3.11 did not)."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import sys
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
class Emitter(QObject):
    fired = Signal(int)
emitter = Emitter()
none, true = sys.getrefcount(None), sys.getrefcount(True)
for _ in range(50_000):
    label.setText("x")
    emitter.fired.emit(1)
print(sys.getrefcount(None) - none, sys.getrefcount(True) - true)
"""


def test_no_reference_leak_on_none_and_true() -> None:
    """50,000 calls and signals leave None and True with their reference counts (no abort)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, f"the Qt binding crashed the interpreter: {out.stderr[-400:]}"
    none_delta, true_delta = (int(x) for x in out.stdout.split())
    assert abs(none_delta) < 100 and abs(true_delta) < 100
