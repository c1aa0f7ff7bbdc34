"""Dependencies point one way: the rules, bots and headless tools never import Qt."""

from __future__ import annotations

import ast
import functools
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.import_graph import cycles, read_module
from tests.import_graph import graph as read_graph
from tests.import_graph import module_name as _module_name

NO_QT_MODULES = [
    "tortuga_qt.rules", "tortuga_qt.rules.game", "tortuga_qt.bots.random_bot", "tortuga_qt.bots.scripted",
    "tortuga_qt.bots.belief", "tortuga_qt.bots.judgement", "tortuga_qt.bots.easy", "tortuga_qt.bots.medium",
    "tortuga_qt.bots.worlds", "tortuga_qt.bots.hard", "tortuga_qt.bots.levels",
    "tortuga_qt.tools.sim", "tortuga_qt.tools.readability", "tortuga_qt.app.table_core", "tortuga_qt.app.thinker",
    "tortuga_qt.learn.rehearsal", "tortuga_qt.learn.chapters", "tortuga_qt.learn.tutor", "tortuga_qt.help.reference",
    "tortuga_qt.help.mat_help"]


def _qt_loaded(modules: Sequence[str]) -> list[str]:
    """Returns the Qt modules that importing `modules` together in a fresh interpreter loads."""
    code = f"import sys, {', '.join(modules)}; print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return list(ast.literal_eval(out.stdout.strip()))


@pytest.fixture(scope="module")
def qt_loaded_by() -> dict[str, list[str]]:
    """Returns, for each of NO_QT_MODULES, the Qt modules importing it alone in a fresh interpreter loads.

    One interpreter imports them all first: what one module loads alone it loads among the others,
    so no Qt there means none for each. Only when there is some, each module gets its own interpreter
    (to name which)."""
    if not _qt_loaded(NO_QT_MODULES):
        return {m: [] for m in NO_QT_MODULES}
    return {m: _qt_loaded([m]) for m in NO_QT_MODULES}


@pytest.mark.parametrize("module", NO_QT_MODULES)
def test_module_loads_no_qt(module: str, qt_loaded_by: dict[str, list[str]]) -> None:
    """Importing `module` (in a fresh interpreter) loads no PySide6 module."""
    assert qt_loaded_by[module] == []


def test_rules_import_nothing_from_other_layers() -> None:
    """`tortuga_qt.rules` imports nothing from bots, tools, app or ui."""
    code = (
        "import sys, tortuga_qt.rules.game, tortuga_qt.rules.serialization, tortuga_qt.rules.views;"
        "print(sorted(m for m in sys.modules if m.startswith('tortuga_qt.') and "
        "not m.startswith(('tortuga_qt.rules', 'tortuga_qt.paths'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --------------------------------------------------------------------------- every import, read from the source

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tortuga_qt"
QT = ("PySide6", "shiboken6")
UI_MAY_USE_FROM_RULES = frozenset(
    f"tortuga_qt.rules.{m}"
    for m in ("actions", "events", "views", "places", "cards", "components", "config", "notation", "errors", "state")
)


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _tree(path: Path) -> ast.Module:
    """Returns the parsed module file (each read once per test run, for every scan here and the import graph)."""
    return read_module(path)[1]


@functools.cache
def _nodes(path: Path) -> tuple[ast.AST, ...]:
    """Returns every node of the parsed file (walked once per test run)."""
    return tuple(ast.walk(_tree(path)))


def _file_nodes(path: Path) -> Sequence[ast.AST]:
    """Returns every node of a file: the package's from the cache above, a test's or a benchmark's read afresh."""
    return _nodes(path) if path.is_relative_to(PACKAGE) else list(ast.walk(ast.parse(path.read_text(encoding="utf-8"))))


def _imports(path: Path) -> list[tuple[int, str]]:
    """Returns (line, module) for every import in a file: top level, in functions, under TYPE_CHECKING.

    `from a.b import c` counts as `a.b.c` when c is a module, else as `a.b`; relative imports
    are resolved; `import_module("x.y")` with a literal name counts too.
    """
    here = _module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found: list[tuple[int, str]] = []
    for node in _nodes(path):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            for alias in node.names:
                sub = f"{prefix}.{alias.name}"
                found.append((node.lineno, sub if alias.name != "*" and _is_module(sub) else prefix))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                found.append((node.lineno, node.args[0].value))
    return found


def _layer_imports(layer: str) -> list[tuple[str, int, str]]:
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files, layer
    return [(str(p.relative_to(ROOT)), line, name) for p in files for line, name in _imports(p)]


def _within(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _bad(layer: str, forbidden) -> list[str]:  # type: ignore[no-untyped-def]
    return [f"{path}:{line} imports {name}" for path, line, name in _layer_imports(layer) if forbidden(name)]


def test_the_import_reader_sees_imports_inside_functions_and_relative_ones() -> None:
    source = PACKAGE / "ui" / "widgets" / "panels" / "private.py"
    names = {name for _, name in _imports(source)}
    assert "tortuga_qt.rules.cards" in names  # imported inside functions only
    assert "tortuga_qt.app.names" in names and "PySide6.QtWidgets" in names
    assert {name for _, name in _imports(PACKAGE / "rules" / "__init__.py")} >= {"importlib"}
    assert len(_layer_imports("ui")) > 50


def test_rules_import_no_qt_and_nothing_of_ours_above_them() -> None:
    def forbidden(name: str) -> bool:
        ours = _within(name, "tortuga_qt") and not _within(name, "tortuga_qt.rules", "tortuga_qt.paths")
        return _within(name, *QT) or (ours and name != "tortuga_qt")  # `tortuga_qt` itself: __version__

    assert _bad("rules", forbidden) == []


def test_record_imports_no_qt() -> None:
    assert _bad("record", lambda name: _within(name, *QT)) == []


def test_app_never_imports_ui() -> None:
    assert _bad("app", lambda name: _within(name, "tortuga_qt.ui")) == []


def test_bots_import_nothing_but_rules() -> None:
    """Computer pirates build on the rules (and on each other), never on Qt, the app or the screen."""
    def forbidden(name: str) -> bool:
        ours = _within(name, "tortuga_qt") and not _within(name, "tortuga_qt.rules", "tortuga_qt.bots")
        return _within(name, *QT) or ours

    assert _bad("bots", forbidden) == []


def test_ui_uses_only_the_vocabulary_of_the_rules() -> None:
    """The ui draws views and words events; the engine, votes, scenarios and explanations stay behind the session."""
    def forbidden(name: str) -> bool:
        return _within(name, "tortuga_qt.rules") and name not in UI_MAY_USE_FROM_RULES

    assert _bad("ui", forbidden) == []


def test_the_phones_server_sits_beside_the_screen_and_nothing_below_reaches_it() -> None:
    """phones/ (the phones' server) is a renderer like the window: it builds on the app, never on Qt or the ui;
    the rules, the record, the app, the bots, the help and the voyage never import it."""
    assert _bad("phones", lambda name: _within(name, "tortuga_qt.ui", *QT)) == []
    for layer in ("rules", "record", "app", "bots", "help", "learn"):
        assert _bad(layer, lambda name: _within(name, "tortuga_qt.phones")) == [], layer


def test_the_voyage_and_the_help_never_import_the_screen_or_qt() -> None:
    """learn/ and help/ are content and logic: the ui shows them, they never reach up (nor into Qt)."""
    def forbidden(name: str) -> bool:
        return _within(name, "tortuga_qt.ui", *QT)

    assert _bad("learn", forbidden) == []
    assert _bad("help", forbidden) == []


def test_nothing_below_the_voyage_imports_it() -> None:
    """The rules, the record, the app layer and the bots know nothing of the walkthrough or the help."""
    for layer in ("rules", "record", "app", "bots"):
        assert _bad(layer, lambda name: _within(name, "tortuga_qt.learn", "tortuga_qt.help")) == [], layer


def test_the_window_loads_without_the_rules() -> None:
    """Issue 11 item 7 (start-up): the path to the first paint keeps pydantic, the rules and the table off it.

    Importing the main window (in a fresh interpreter) loads no pydantic and no rules module but
    the tiny table of places and the `@value` decorator; the engine, the events and the actions
    load with the first game, and the mat's scene and the panels with the table (after the
    window's opening frame is on screen).
    """
    code = ("import sys, tortuga_qt.ui.widgets.main_window;"
            "print(sorted(m for m in sys.modules if m.startswith(('pydantic', 'tortuga_qt.rules', 'tortuga_qt.bots',"
            " 'tortuga_qt.ui.scene', 'tortuga_qt.ui.widgets.panels', 'tortuga_qt.ui.widgets.curtain'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.strip() == "['tortuga_qt.rules', 'tortuga_qt.rules.places', 'tortuga_qt.rules.values']"


# --------------------------------------------------------------------------- Qt-free, all the way down

QT_FREE_PACKAGES = ("rules", "bots", "record", "help", "learn", "phones")
# The app layer's modules that need no Qt (the rest word files and sentences through QtCore, or are the Qt session).
QT_FREE_APP = ("action_table", "card_table", "choices", "colour_check", "end_summary", "hint_desk", "names", "players", "refusal", "seating", "table_core",
               "targets", "thinker", "thinking", "wording", "presenter", "presenter.frames", "presenter.gate",
               "presenter.intents", "presenter.log_words", "presenter.pace", "presenter.presenter", "presenter.table",
               "presenter.turn_order", "presenter.phone_frame", "presenter.step_words", "story", "move_latch", "table_reading",
               "turn_rights")


def _module_path(name: str) -> Path:
    path = ROOT.joinpath(*name.split("."))
    return path / "__init__.py" if (path / "__init__.py").is_file() else path.with_suffix(".py")


@functools.cache
def _imported_by(name: str) -> tuple[str, ...]:
    """Returns every module the module `name` imports (read once per test run)."""
    return tuple(imported for _, imported in _imports(_module_path(name)))


def _qt_chain(start: str) -> list[str]:
    """Returns the chain of imports from `start` to a Qt module ([] when there is none), lazy imports included.

    A walk over the import graph read from the source: every import counts, at the top, inside a
    function or under TYPE_CHECKING, and importing `a.b.c` loads `a` and `a.b` too.
    """
    came_from: dict[str, str] = {start: ""}
    todo = [start]
    while todo:
        name = todo.pop()
        for imported in _imported_by(name):
            if _within(imported, *QT):
                chain = [imported, name]
                while came_from[chain[-1]]:
                    chain.append(came_from[chain[-1]])
                return chain[::-1]
            parts = imported.split(".")
            for n in range(2, len(parts) + 1):
                step = ".".join(parts[:n])
                if parts[0] == "tortuga_qt" and step not in came_from and _is_module(step):
                    came_from[step] = name
                    todo.append(step)
    return []


def _qt_free_modules() -> list[str]:
    modules = [_module_name(p) for layer in QT_FREE_PACKAGES for p in sorted((PACKAGE / layer).rglob("*.py"))]
    cards = [_module_name(p) for p in sorted((PACKAGE / "app" / "cards").glob("*.py"))]  # each Event card's words
    return modules + [f"tortuga_qt.app.{m}" for m in QT_FREE_APP] + cards + ["tortuga_qt.i18n"]


def test_the_qt_free_walk_finds_a_chain_to_qt() -> None:
    """The walk itself: the log's sentences reach QtCore directly, the wording through them."""
    assert _qt_chain("tortuga_qt.app.autosave") == ["tortuga_qt.app.autosave", "PySide6.QtCore"]
    assert _qt_chain("tortuga_qt.app.library")[0] == "tortuga_qt.app.library"
    assert _qt_chain("tortuga_qt.rules.places") == []
    assert len(_qt_free_modules()) > 60


def test_the_qt_free_layers_never_reach_qt_through_any_import() -> None:
    """rules, bots, record, help, learn and the app's Qt-free modules load no Qt, however indirectly.

    Each module's chain of imports (lazy ones included) to a Qt module is named, so the fix is plain.
    """
    chains = {m: " -> ".join(chain) for m in _qt_free_modules() if (chain := _qt_chain(m))}
    assert chains == {}


def test_the_qt_free_layers_load_no_qt_when_imported() -> None:
    """Importing every module of the Qt-free layers together, in a fresh interpreter, loads no PySide6 module."""
    modules = ", ".join(_qt_free_modules())
    code = f"import sys, {modules}; print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --------------------------------------------------------------------------- no cycles on the mat

MAT_MODULES = ("tortuga_qt.ui.scene", "tortuga_qt.ui.first_frame")


@functools.cache
def graph(typing: bool = False) -> tuple[dict[str, set[str]], dict[str, int], int]:
    """The package's import graph (tests/import_graph.py), read once per kind for every test here."""
    return read_graph(typing)


def test_the_graph_reader_counts_imports_for_the_type_checker_only_when_asked() -> None:
    """`graph(typing=True)` adds the imports under TYPE_CHECKING (the scene names the rules' views only there)."""
    run, typed = graph()[0], graph(typing=True)[0]
    assert "tortuga_qt.rules.views" not in run["tortuga_qt.ui.scene.table_scene"]
    assert "tortuga_qt.rules.views" in typed["tortuga_qt.ui.scene.table_scene"]
    assert "tortuga_qt.ui.scene.items" in run["tortuga_qt.ui.scene.table_scene"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_mat_scene_and_the_first_frame_are_in_no_import_cycle() -> None:
    """No module of `ui.scene` nor `ui.first_frame` is part of an import cycle, type-checker imports counted.

    Each module of the mat builds on the ones below it (tips, then the items, then the scene); one
    needing a few members of a module above it names them in a small typing Protocol, and the first
    frame's source stamp reads the painting code by path. Each cycle is named, so the fix is plain.
    """
    tied = [" <-> ".join(c) for c in cycles(graph(typing=True)[0]) if any(_within(m, *MAT_MODULES) for m in c)]
    assert tied == []


# The table core's own modules: the only ones that may touch the core's or the session's private members.
CORE_OWN = ("tortuga_qt/app/table_core.py", "tortuga_qt/app/table_reading.py", "tortuga_qt/app/session.py",
            "tortuga_qt/app/relay.py")
CORE_CLASSES = ("TableCore", "GameSession")
ALWAYS_PRIVATE = frozenset({"_core", "_game", "_seating", "_players", "_bot_rngs", "_desk"})


def _private_members() -> set[str]:
    """Returns the private member names of the table core and the session (`self._x`, `_x` methods and fields)."""
    names: set[str] = set()
    for rel in CORE_OWN:
        for cls in (n for n in _nodes(ROOT / rel) if isinstance(n, ast.ClassDef) and n.name in CORE_CLASSES):
            for node in ast.walk(cls):
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
                    names.add(node.attr)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    names.add(node.name)
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    names.add(node.target.id)
                elif isinstance(node, ast.Assign):
                    names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return {n for n in names if n.startswith("_") and not n.startswith("__")}


def _private_access(nodes: Sequence[ast.AST], where: str, private: set[str]) -> list[str]:
    """Returns each access in a file (its nodes) to one of `private` on another object: `x._game`, `getattr(x, "_game")`.

    `self._x` and `cls._x` are a class's own business, and a file whose own classes define a
    member of the same name (a generator's `_key`) is judged only on the core's distinctive names.
    """
    own: set[str] = set()
    hits: list[tuple[str, int, str]] = []  # (member, line, how it is written)
    for node in nodes:
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and node.value.id == "self":
                own.add(node.attr)
            if node.attr in private and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                hits.append((node.attr, node.lineno, f".{node.attr}"))
        elif isinstance(node, ast.FunctionDef):
            own.add(node.name)
        elif isinstance(node, ast.Call) and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            member = node.args[1].value
            if name in ("getattr", "setattr", "delattr", "hasattr") and member in private:
                hits.append((str(member), node.lineno, f"{name}(..., {member!r})"))
    judged = (private - own) | (private & ALWAYS_PRIVATE)
    return [f"{where}:{line} {how}" for member, line, how in hits if member in judged]


def test_the_private_member_scan_catches_what_it_must() -> None:
    """The scan below sees `session._game`, `core._seating`, `x._core` and a patched private, not `self._game`."""
    private = _private_members()
    assert {"_game", "_seating", "_core", "_advance", "_bot_chosen"} <= private
    source = ("a = session" "._game.state\nb = core" "._seating.looks\nc = window.session._core\n"  # split: the mechanical rewrite of tests leaves it be
              "monkeypatch.setattr(session, '_bot_chosen', f)\nclass K:\n    def f(self):\n        return self._game\n")
    found = sorted(_private_access(list(ast.walk(ast.parse(source))), "x.py", private))
    assert [f.split(" ")[1] for f in found] == ["._" "game", "._" "seating", "._core", "setattr(...,"], found


def test_nothing_outside_the_table_core_touches_its_private_members() -> None:
    """No module outside the core's own (tests and benchmarks included) reads or writes a private member of
    the TableCore or the GameSession: they use the public API and the referee's eye (`referee_game`, ...)."""
    private = _private_members()
    files = [p for folder in ("tortuga_qt", "tests", "benchmarks") for p in sorted((ROOT / folder).rglob("*.py"))]
    # Only a file that names one of them (or the getattr family) as a whole word can touch one: parse just those.
    named = re.compile(r"\b(" + "|".join(sorted(private) + ["getattr", "setattr", "delattr", "hasattr"]) + r")\b")
    bad = [hit for p in files if str(p.relative_to(ROOT)) not in CORE_OWN and named.search(p.read_text(encoding="utf-8"))
           for hit in _private_access(_file_nodes(p), str(p.relative_to(ROOT)), private)]
    assert bad == []


# --------------------------------------------------------------------------- the package's shape

DATA_MODULES = {"tortuga_qt.help.rules_text"}  # pure content (the rules in plain words): no size bound
SIZE_BOUND = 450


def test_no_module_of_the_package_is_over_450_lines_but_pure_content() -> None:
    """Modules keep one job each: none over 450 lines but the rules' text (benchmarks/modules.py prints the sizes)."""
    sizes = read_graph()[1]
    assert len(sizes) > 150
    big = {name: lines for name, lines in sizes.items() if lines > SIZE_BOUND and name not in DATA_MODULES}
    assert big == {}


def test_the_window_modules_are_in_no_import_cycle() -> None:
    """No cycle among the modules of `tortuga_qt.ui`, imports made only for the type checker counted: the keyboard,
    the voyage, the menus and the file commands know the window through small typing Protocols, not its class."""
    tied = [" <-> ".join(c) for c in cycles(read_graph(typing=True)[0]) if any(m.startswith("tortuga_qt.ui") for m in c)]
    assert tied == []
