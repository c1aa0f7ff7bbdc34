"""Test defaults: Qt renders offscreen unless a display was chosen explicitly, and the tests
write nothing into the checkout (pytest's cache is off in pyproject.toml; the README command
sets PYTHONDONTWRITEBYTECODE, which must be set before Python starts to cover this file too).
"""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No __pycache__ from here on, in this process and in the programs the tests start.
sys.dont_write_bytecode = True
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"

# Hypothesis keeps its example database and caches in ./.hypothesis by default: keep them in
# the temporary folder instead (per user, so they still speed up the next run).
from hypothesis import configuration  # noqa: E402

_user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
configuration.set_hypothesis_home_dir(Path(tempfile.gettempdir()) / f"tortuga_qt-hypothesis-{_user}")
