"""The package's shape: module sizes and the import graph (cycles among modules, Qt reach).

    python benchmarks/modules.py [--limit 450] [--json]

Reads every module of `tortuga_qt/` (no import is run) and prints:
- the modules over the size limit (lines), the largest first, and how many modules there are;
- the import cycles among modules (strongly connected components of the graph of module-level
  and function-level `import`s, `TYPE_CHECKING` blocks left out since they are never run);
- which packages meant to be Qt-free reach PySide6 through their imports, and by which chain;
- how many `type: ignore` comments the package holds.
Goal (issue "One table core, one presenter"): no module over 450 lines but pure data
(`help/rules_text.py`), no cycle among `ui` modules (counting imports for the type checker), the Qt-free packages reach no Qt.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.import_graph import cycles, graph  # noqa: E402  (the graph reading, shared with the tests)

QT_FREE = ("tortuga_qt.rules", "tortuga_qt.bots", "tortuga_qt.record", "tortuga_qt.help", "tortuga_qt.learn")
DATA_MODULES = {"tortuga_qt.help.rules_text"}  # pure content: exempt from the size limit


def qt_chain(edges: dict[str, set[str]], start: str) -> list[str] | None:
    """Returns a chain of imports from `start` to PySide6 (None: it never reaches Qt)."""
    seen = {start}
    queue = [[start]]
    while queue:
        path = queue.pop(0)
        for nxt in sorted(edges.get(path[-1], ())):
            if nxt == "PySide6":
                return [*path, nxt]
            if nxt not in seen:
                seen.add(nxt)
                queue.append([*path, nxt])
    return None


def _ancestors(name: str) -> list[str]:
    """Returns the packages Python imports before a module: every `__init__` on its path."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def main(argv: list[str] | None = None) -> int:
    """Prints the figures; returns 1 when a goal is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=450)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    edges, sizes, ignores = graph()
    # Importing a module runs its packages' __init__ first: that counts for reaching Qt, not as a cycle.
    run = {name: targets | {a for a in _ancestors(name) if a in edges} for name, targets in edges.items()}
    big = sorted(((n, s) for n, s in sizes.items() if s > args.limit and n not in DATA_MODULES), key=lambda x: -x[1])
    found = cycles(edges)
    ui_cycles = [c for c in found if all(m.startswith("tortuga_qt.ui") for m in c)]
    typed = [c for c in cycles(graph(typing=True)[0]) if all(m.startswith("tortuga_qt.ui") for m in c)]
    reach = {}
    for name in sorted(edges):
        if name.startswith(QT_FREE):
            chain = qt_chain(run, name)
            if chain is not None:
                reach[name] = chain
    figures = {"modules": len(sizes), "lines": sum(sizes.values()), "over_limit": big, "cycles": found,
               "ui_cycles": ui_cycles, "ui_cycles_with_typing": typed, "qt_free_reaching_qt": reach, "type_ignores": ignores}
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        print(f"{len(sizes)} modules, {sum(sizes.values())} lines; `type: ignore`: {ignores}")
        print(f"over {args.limit} lines ({len(big)}):" + "".join(f"\n  {s:5d} {n}" for n, s in big))
        print(f"import cycles ({len(found)}; among ui modules only: {len(ui_cycles)}):"
              + "".join(f"\n  {' <-> '.join(c)}" for c in found))
        print(f"cycles among ui modules counting imports for the type checker ({len(typed)}):"
              + "".join(f"\n  {' <-> '.join(c)}" for c in typed))
        print(f"Qt-free modules that reach Qt ({len(reach)}):"
              + "".join(f"\n  {' -> '.join(c)}" for c in list(reach.values())[:12]))
    return 1 if big or ui_cycles or typed or reach else 0


if __name__ == "__main__":
    sys.exit(main())
