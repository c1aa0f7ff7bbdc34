"""Where the program's data files live, in a source checkout and in an installed copy."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """Returns the folder holding `data/`, art and translations."""
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen:
        candidates.append(Path(frozen) / "resources")
    here = Path(__file__).resolve().parent
    candidates += [here.parent / "resources", here / "resources"]
    for candidate in candidates:
        if (candidate / "data").is_dir():
            return candidate
    raise FileNotFoundError(
        "The game's data folder 'resources' is missing; reinstall Tortuga 1667."
    )
