"""`tortuga_qt.rules` type-checks under `mypy --strict` (configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_rules_pass_mypy_strict() -> None:
    """mypy --strict reports no issue in tortuga_qt/rules."""
    pytest.importorskip("mypy")
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache")],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
