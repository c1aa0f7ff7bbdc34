"""pyproject.toml lists every package, so an installed copy is complete."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed() -> None:
    """Each folder of tortuga_qt with an __init__.py is in [tool.setuptools] packages."""
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "tortuga_qt").rglob("__init__.py")
    }
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
    assert "tortuga_qt.resources" in listed


def test_data_files_are_where_the_program_looks() -> None:
    """The components file is found through tortuga_qt.paths."""
    from tortuga_qt.paths import resources_dir

    assert (resources_dir() / "data" / "components.json").is_file()
