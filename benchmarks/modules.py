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
import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tortuga_qt"
QT_FREE = ("tortuga_qt.rules", "tortuga_qt.bots", "tortuga_qt.record", "tortuga_qt.help", "tortuga_qt.learn")
DATA_MODULES = {"tortuga_qt.help.rules_text"}  # pure content: exempt from the size limit


def module_name(path: Path) -> str:
    """Returns the dotted name of a module file of the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, name: str, is_package: bool, typing: bool) -> Iterator[str]:
    """Yields the modules an AST imports when run (and, with `typing`, in TYPE_CHECKING blocks)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking(node) and not typing:
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name.split(".") if is_package else name.split(".")[:-1]
                here = here[: len(here) - (node.level - 1)]
                base = ".".join(here + ([base] if base else []))
            yield base
            yield from (f"{base}.{a.name}" for a in node.names)
        stack.extend(ast.iter_child_nodes(node))


def graph(typing: bool = False) -> tuple[dict[str, set[str]], dict[str, int], int]:
    """Returns the import graph among the package's modules, their sizes (lines) and the `type: ignore` count.

    With `typing`, imports made only for the type checker count too (they still tie the modules together).
    """
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    edges: dict[str, set[str]] = {}
    sizes: dict[str, int] = {}
    ignores = 0
    for name, path in files.items():
        text = path.read_text(encoding="utf-8")
        sizes[name] = text.count("\n")
        ignores += text.count("type: ignore")
        targets = set(_imports(ast.parse(text), name, path.name == "__init__.py", typing))
        edges[name] = {t for t in targets if t in files and t != name} | (
            {"PySide6"} if any(t == "PySide6" or t.startswith("PySide6.") for t in targets) else set())
    return edges, sizes, ignores


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Returns the strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        top = stack.pop()
                        on.discard(top)
                        comp.append(top)
                        if top == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
            elif child not in edges:
                continue
            elif child not in index:
                index[child] = low[child] = counter
                counter += 1
                stack.append(child)
                on.add(child)
                work.append((child, iter(sorted(edges.get(child, ())))))
            elif child in on:
                low[node] = min(low[node], index[child])
    return out


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
