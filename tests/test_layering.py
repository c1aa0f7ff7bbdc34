"""Dependencies point one way: the rules, bots and headless tools never import Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "module", ["tortuga_qt.rules", "tortuga_qt.rules.game", "tortuga_qt.bots.random_bot", "tortuga_qt.tools.sim"]
)
def test_module_loads_no_qt(module: str) -> None:
    """Importing `module` (in a fresh interpreter) loads no PySide6 module."""
    code = f"import sys, {module}; print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_rules_import_nothing_from_other_layers() -> None:
    """`tortuga_qt.rules` imports nothing from bots, tools, app or ui."""
    code = (
        "import sys, tortuga_qt.rules.game, tortuga_qt.rules.serialization, tortuga_qt.rules.views;"
        "print(sorted(m for m in sys.modules if m.startswith('tortuga_qt.') and "
        "not m.startswith(('tortuga_qt.rules', 'tortuga_qt.paths'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
