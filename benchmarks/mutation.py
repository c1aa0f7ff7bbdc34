"""The mutation check of the rules: how many deliberate slips in the code the tests catch.

    python benchmarks/mutation.py [--sample N] [--seed S] [--module NAME ...] [--jobs J]
                                  [--work DIR] [--report FILE] [--check] [--diffs]

mutmut 3.8.1 (`pip install -e .[test,mutation]`) makes small changes ("mutants") to every
function of `tortuga_qt/rules/` and of the log's sentences (`tortuga_qt/app/story.py`, `names.py`): a `<`
that becomes `<=`, a `True` that becomes `False`, a dropped argument. Each mutant is run
against the rules tests (the `[tool.mutmut]` section of pyproject.toml names them); a mutant
that no test notices has "survived", a hole in the tests. The run works in a copy of the
checkout in a temporary folder (mutmut writes a `mutants/` folder next to the code), so the
checkout is never touched.

Figures printed: for each module the mutants checked, killed, survived, listed as equivalent
and never reached by a test, and the score: killed / (checked - equivalent). Goals (issue 13):
>= 95 % in every game-logic module, >= 85 % in the text modules (explanations, story).

`--sample N` checks N mutants drawn per module in proportion (at least a few of each module),
seeded by `--seed`, instead of all of them: `--sample 300` takes about 5 minutes on a 2-core
machine, the full run (7,531 mutants) about 40. `--recheck REPORT` runs only the survivors of
an earlier `--report` with today's tests. `--module votes` (repeatable) checks one module's
mutants only. `--check` exits 1 when a mutant survives that is not listed as equivalent or a
module misses its goal; `--diffs` prints each surviving mutant's change.

Mutants that no test can kill because they do not change behaviour (a default value that is
never used, a `<` that cannot differ from `<=` there) are listed in
`benchmarks/mutation_equivalents.txt`, one a line: the mutant's name, the fingerprint of its
change (so a renumbered mutant is not silently excused) and a one-line reason.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EQUIVALENTS = ROOT / "benchmarks" / "mutation_equivalents.txt"
TEXT_MODULES = frozenset({"tortuga_qt/app/story.py", "tortuga_qt/app/names.py"})
GOAL_LOGIC, GOAL_TEXT = 95.0, 85.0
MIN_PER_MODULE = 8  # a sample takes at least this many mutants of each module (or all it has)
SKIP_COPY = {".git", ".venv", "mutants", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache", ".hypothesis"}

KILLED = {"killed", "timeout", "segfault", "suspicious"}  # the tests failed, hung or crashed
# mutmut 3.8.1's meaning of a mutant's exit code (mutmut.stats.status_by_exit_code; the version is pinned).
STATUS_BY_EXIT_CODE: dict[int | None, str] = {
    1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 2: "interrupted",
    None: "not checked", 34: "skipped", 35: "suspicious", 36: "timeout", 37: "caught by type check",
    -24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout", -11: "segfault", -9: "segfault",
}


def status_of(code: int | None) -> str:
    """The status mutmut gives an exit code ("suspicious" for any other code, as mutmut does)."""
    return STATUS_BY_EXIT_CODE.get(code, "suspicious")
GENERATE = (
    "import mutmut.__main__ as m\n"
    "from mutmut.utils.file_utils import copy_src_dir, copy_also_copy_files, setup_source_paths\n"
    "m.set_mutant_under_test('mutant_generation')\n"
    "copy_src_dir(); copy_also_copy_files(); setup_source_paths()\n"
    "m.store_lines_covered_by_tests(); m.create_mutants({jobs})\n"
)


@dataclass(frozen=True)
class Equivalent:
    """One line of the equivalents file: a mutant judged to behave exactly like the code."""

    name: str
    fingerprint: str
    reason: str


@dataclass
class ModuleResult:
    """The outcome of one module's checked mutants."""

    path: str
    statuses: Counter[str] = field(default_factory=Counter)
    survivors: list[str] = field(default_factory=list)
    equivalent: int = 0
    total: int = 0

    @property
    def checked(self) -> int:
        """Mutants that were run (sampled out ones are not)."""
        return sum(n for status, n in self.statuses.items() if status != "not checked")

    @property
    def killed(self) -> int:
        """Mutants some test noticed."""
        return sum(self.statuses[s] for s in KILLED)

    @property
    def score(self) -> float | None:
        """Killed per hundred non-equivalent checked mutants."""
        honest = self.checked - self.equivalent
        return None if honest <= 0 else 100.0 * self.killed / honest

    @property
    def goal(self) -> float:
        """The module's goal: text modules 85 %, game logic 95 %."""
        return GOAL_TEXT if self.path in TEXT_MODULES else GOAL_LOGIC


def read_equivalents(path: Path = EQUIVALENTS) -> dict[str, Equivalent]:
    """The equivalents file, by mutant name (blank lines and # comments skipped)."""
    found: dict[str, Equivalent] = {}
    if not path.exists():
        return found
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(maxsplit=2)
        if len(parts) < 3:
            raise SystemExit(f"{path.name}, line {number}: want 'name fingerprint reason', got {line!r}")
        found[parts[0]] = Equivalent(parts[0], parts[1], parts[2])
    return found


def fingerprint(diff: str) -> str:
    """A short hash of a mutant's changed lines only (not its context or line numbers)."""
    changed = [
        line for line in diff.splitlines() if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    return hashlib.sha1("\n".join(changed).encode()).hexdigest()[:10]


def copy_checkout(work: Path) -> None:
    """Copies the checkout's files (not its venv, caches or build output) into `work`."""

    def ignore(_folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n in SKIP_COPY or n.endswith(".egg-info")}

    shutil.copytree(ROOT, work, ignore=ignore, dirs_exist_ok=True)


def module_paths(names: Iterable[str]) -> set[str]:
    """The module files a `--module` name may mean: `votes` is the rules' votes.py, `app/story` the story."""
    paths: set[str] = set()
    for name in names:
        stem = name.removesuffix(".py")
        paths |= {f"tortuga_qt/rules/{stem}.py", f"tortuga_qt/{stem}.py"}
    return paths


def narrow_to(work: Path, names: Iterable[str]) -> None:
    """Makes the copy's mutmut mutate only the named modules (quicker than mutating all and picking)."""
    pyproject = work / "pyproject.toml"
    text = pyproject.read_text("utf-8")
    start = text.index("only_mutate = ")
    end = text.index("\n", start)
    wanted = ", ".join(f'"{p}"' for p in sorted(module_paths(names)))
    pyproject.write_text(text[:start] + f"only_mutate = [{wanted}]" + text[end:], "utf-8")


def run_mutmut(work: Path, args: Sequence[str], env: dict[str, str], log: Path) -> int:
    """Runs mutmut in `work`, its output appended to `log`; returns its exit status."""
    exe = Path(sys.executable).with_name("mutmut")
    command = [str(exe) if exe.exists() else "mutmut", *args]
    with log.open("a", encoding="utf-8") as out:
        return subprocess.call(command, cwd=work, env=env, stdout=out, stderr=subprocess.STDOUT)


def meta_files(work: Path) -> dict[str, dict[str, int | None]]:
    """Each mutated module's mutants and their exit codes, from mutmut's .meta files."""
    found: dict[str, dict[str, int | None]] = {}
    for meta in sorted((work / "mutants").rglob("*.py.meta")):
        module = meta.relative_to(work / "mutants").as_posix()[: -len(".meta")]
        found[module] = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
    return found


def choose_sample(modules: dict[str, dict[str, int | None]], size: int, seed: int) -> list[str]:
    """`size` mutant names spread over the modules in proportion, at least a few of each."""
    total = sum(len(m) for m in modules.values())
    rng = random.Random(seed)
    chosen: list[str] = []
    for names in (sorted(m) for m in modules.values()):
        want = max(min(MIN_PER_MODULE, len(names)), round(size * len(names) / max(total, 1)))
        chosen += rng.sample(names, min(want, len(names)))
    return chosen


def diffs_of(work: Path, names: Iterable[str]) -> dict[str, str]:
    """Each named mutant's change as a unified diff (asked of mutmut in the work folder)."""
    names = list(names)
    if not names:
        return {}
    code = (
        "import json, sys\n"
        "from mutmut.mutation.diff_apply import get_diff_for_mutant\n"
        "names = json.load(sys.stdin)\n"
        "print(json.dumps({n: get_diff_for_mutant(n) for n in names}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=work, input=json.dumps(names), capture_output=True, text=True, check=True
    )
    result: dict[str, str] = json.loads(done.stdout)
    return result


def summarise(
    modules: dict[str, dict[str, int | None]], diffs: dict[str, str], equivalents: dict[str, Equivalent]
) -> tuple[list[ModuleResult], list[str]]:
    """Per-module results and the notes about stale equivalents."""
    results: list[ModuleResult] = []
    notes: list[str] = []
    for path, codes in modules.items():
        result = ModuleResult(path, total=len(codes))
        for name, code in sorted(codes.items()):
            status = status_of(code)
            result.statuses[status] += 1
            if status in KILLED or status == "not checked":
                continue
            listed = equivalents.get(name)
            if listed is not None and listed.fingerprint == fingerprint(diffs.get(name, "")):
                result.equivalent += 1
                continue
            if listed is not None:
                notes.append(f"{name}: listed as equivalent, but its change is no longer the one judged")
            result.survivors.append(name)
        results.append(result)
    for name in equivalents:
        code = next((codes[name] for codes in modules.values() if name in codes), None)
        if code is not None and status_of(code) in KILLED:
            notes.append(f"{name}: listed as equivalent, but a test now kills it: remove the line")
    return results, notes


def print_report(results: list[ModuleResult], notes: list[str], diffs: dict[str, str], show_diffs: bool) -> None:
    """The per-module table, the groups' totals, the survivors and the notes."""
    print(f"{'module':42} {'total':>6} {'checked':>8} {'killed':>7} {'survived':>9} {'equiv':>6} {'score':>7}  goal")
    for group, members in (
        ("game logic", [r for r in results if r.path not in TEXT_MODULES]),
        ("text", [r for r in results if r.path in TEXT_MODULES]),
    ):
        for r in members:
            score = "-" if r.score is None else f"{r.score:.1f}%"
            mark = "" if r.score is None or r.score >= r.goal else "  below goal"
            print(
                f"{r.path:42} {r.total:6} {r.checked:8} {r.killed:7} {len(r.survivors):9} {r.equivalent:6}"
                f" {score:>7}  {r.goal:.0f}%{mark}"
            )
        checked = sum(r.checked - r.equivalent for r in members)
        killed = sum(r.killed for r in members)
        if checked:
            print(f"{'  all ' + group:42} {'':6} {'':8} {killed:7} {'':9} {'':6} {100 * killed / checked:6.1f}%")
    never = sum(r.statuses["no tests"] for r in results)
    if never:
        print(f"({never} of the survivors are in code no selected test reaches: counted as survived)")
    survivors = [name for r in results for name in r.survivors]
    print(f"\n{len(survivors)} surviving mutant(s) not listed as equivalent")
    for name in survivors:
        print(f"  {name}  [{fingerprint(diffs.get(name, ''))}]")
        if show_diffs:
            changed = [line for line in diffs.get(name, "").splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]
            for line in changed:
                print(f"      {line}")
    for note in notes:
        print(f"note: {note}")


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the mutation check; see the module's docstring."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=0, help="check this many mutants, not all")
    parser.add_argument("--seed", type=int, default=1667, help="which mutants the sample takes")
    parser.add_argument("--module", action="append", default=[], help="only this module (e.g. votes, events/table)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="mutants run at once")
    parser.add_argument("--work", type=Path, help="work folder to use and keep (default: a temporary one)")
    parser.add_argument("--report", type=Path, help="also write the results as JSON here")
    parser.add_argument("--check", action="store_true", help="exit 1 on an unlisted survivor or a missed goal")
    parser.add_argument("--diffs", action="store_true", help="print each survivor's change")
    parser.add_argument("--recheck", type=Path, help="run only the survivors of this --report, with today's tests")
    args = parser.parse_args(argv)
    try:
        import mutmut  # noqa: F401
    except ImportError:
        print("mutmut is not installed: pip install -e '.[test,mutation]'", file=sys.stderr)
        return 2

    work = args.work or Path(tempfile.mkdtemp(prefix="tortuga-mutation-"))
    keep = args.work is not None
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1", TORTUGA_PROPERTIES="quick")
    env.pop("PYTHONPATH", None)
    log = work / "mutmut.log"
    started = time.monotonic()
    try:
        copy_checkout(work)
        if args.module:
            narrow_to(work, args.module)
        generated = subprocess.run(
            [sys.executable, "-c", GENERATE.format(jobs=args.jobs)], cwd=work, env=env, capture_output=True, text=True
        )
        if generated.returncode != 0:
            print(generated.stdout + generated.stderr, file=sys.stderr)
            return 2
        modules = meta_files(work)
        if args.module:
            wanted = module_paths(args.module)
            modules = {path: codes for path, codes in modules.items() if path in wanted}
            if not modules:
                print(f"no mutated module matches {args.module}", file=sys.stderr)
                return 2
        names: list[str] = []
        previous: dict[str, Earlier] = {}
        if args.recheck:
            previous = read_report(args.recheck)
            names = [n for entry in previous.values() for n in entry.survivors]
            modules = {path: codes for path, codes in modules.items() if path in previous}
            if not names:
                print("the report has no survivor to check again")
                return 0
        elif args.sample:
            names = choose_sample(modules, args.sample, args.seed)
        print(f"{sum(len(c) for c in modules.values())} mutants in {len(modules)} modules;"
              f" checking {len(names) if names else 'all'} (work folder {work})", flush=True)
        status = run_mutmut(work, ["run", "--max-children", str(args.jobs), *names], env, log)
        if status != 0:
            print(f"mutmut stopped with status {status}; its output is in {log}", file=sys.stderr)
            print(log.read_text("utf-8", errors="replace")[-3000:], file=sys.stderr)
            keep = True
            return 2
        all_modules = meta_files(work)
        modules = {path: all_modules[path] for path in modules}
        if names:
            chosen = set(names)
            modules = {p: {n: c for n, c in codes.items() if n in chosen} for p, codes in modules.items()}
        open_names = [n for codes in modules.values() for n, c in codes.items()
                      if status_of(c) not in KILLED and status_of(c) != "not checked"]
        diffs = diffs_of(work, open_names)
        results, notes = summarise(modules, diffs, read_equivalents())
        if previous:
            results = [combined(r, previous[r.path]) for r in results]
        print_report(results, notes, diffs, args.diffs)
        minutes = (time.monotonic() - started) / 60
        print(f"\nmutation check: {sum(r.checked for r in results)} mutants checked in {minutes:.1f} min")
        if args.report:
            args.report.write_text(json.dumps(report_json(results, diffs), indent=2), "utf-8")
        failed = any(r.survivors for r in results) or any(r.score is not None and r.score < r.goal for r in results)
        return 1 if args.check and failed else 0
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


@dataclass(frozen=True)
class Earlier:
    """One module's figures in an earlier run's `--report`."""

    total: int
    checked: int
    killed: int
    equivalent: int
    survivors: tuple[str, ...]


def read_report(path: Path) -> dict[str, Earlier]:
    """An earlier run's `--report`, by module."""
    data = json.loads(path.read_text("utf-8"))
    return {
        module: Earlier(int(e["total"]), int(e["checked"]), int(e["killed"]), int(e["equivalent"]), tuple(e["survivors"]))
        for module, e in data.items()
    }


def combined(now: ModuleResult, before: Earlier) -> ModuleResult:
    """A module's result of an earlier run whose survivors were run again (`--recheck`)."""
    if now.checked != len(before.survivors):
        raise SystemExit(f"{now.path}: {now.checked} mutants run again, but the report had {len(before.survivors)}")
    killed = before.killed + now.killed
    result = ModuleResult(now.path, total=before.total)
    result.statuses = Counter({"killed": killed, "survived": before.checked - killed})
    result.survivors = now.survivors
    result.equivalent = before.equivalent + now.equivalent
    return result


def report_json(results: list[ModuleResult], diffs: dict[str, str]) -> dict[str, object]:
    """The results as plain data: per module its counts and score, and each survivor's change."""
    return {
        r.path: {
            "total": r.total,
            "checked": r.checked,
            "killed": r.killed,
            "equivalent": r.equivalent,
            "statuses": dict(r.statuses),
            "score": r.score,
            "survivors": {name: diffs.get(name, "") for name in r.survivors},
        }
        for r in results
    }


if __name__ == "__main__":
    sys.exit(main())
