"""Loads a script of `benchmarks/` as a module, for the tests of its functions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_benchmark(stem: str, name: str | None = None) -> ModuleType:
    """Returns `benchmarks/<stem>.py` executed as a module called `name` (default: the stem).

    The module is in `sys.modules` while it runs (its dataclasses look their module up there),
    and left out afterwards, so no later import finds it by accident.
    """
    name = name or stem
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{stem}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module
