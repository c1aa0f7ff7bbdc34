"""The package's import graph read from its source (no import is run), shared by tests/test_layering.py and
benchmarks/modules.py.

`graph(typing)` returns, for every module of `tortuga_qt/`, the modules of the package it imports
(module-level and function-level `import`s; with `typing`, those under `TYPE_CHECKING` too, which
still tie modules together for the type checker), "PySide6" when it imports Qt, each module's size
in lines and the count of `type: ignore` comments; `cycles(edges)` its strongly connected components.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tortuga_qt"


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


@functools.cache
def read_module(path: Path) -> tuple[str, ast.Module]:
    """Returns a module file's text and its parse (each file read once per run, for both kinds of graph)."""
    text = path.read_text(encoding="utf-8")
    return text, ast.parse(text)


def graph(typing: bool = False) -> tuple[dict[str, set[str]], dict[str, int], int]:
    """Returns the import graph among the package's modules, their sizes (lines) and the `type: ignore` count.

    With `typing`, imports made only for the type checker count too (they still tie the modules together).
    """
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    edges: dict[str, set[str]] = {}
    sizes: dict[str, int] = {}
    ignores = 0
    for name, path in files.items():
        text, tree = read_module(path)
        sizes[name] = text.count("\n")
        ignores += text.count("type: ignore")
        targets = set(_imports(tree, name, path.name == "__init__.py", typing))
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
