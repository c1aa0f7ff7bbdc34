"""Few, explained `type: ignore`s (issue "A sealed core": at most 10, each with its reason).

`mypy --strict` itself runs over the whole package in the lint check (README, "Checks beyond
the tests"; `.ci/run` runs it after the tests), not here, to keep the test run quick.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?(.*)$")


def test_type_ignores_are_few_and_explained() -> None:
    """At most 10 `type: ignore`s, each naming its error code and giving a reason after it."""
    found = []
    for path in sorted((ROOT / "tortuga_qt").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            m = IGNORE.search(line)
            if m:
                found.append((f"{path.relative_to(ROOT)}:{n}", m.group(1), m.group(2).strip(" #")))
    assert len(found) <= 10, found
    for where, code, reason in found:
        assert code, f"{where}: a type: ignore must name its error code"
        assert len(reason) >= 10, f"{where}: a type: ignore needs its reason after it"
