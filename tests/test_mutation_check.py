"""The mutation check's own arithmetic (benchmarks/mutation.py, issue 13): scores, samples,
equivalents and their fingerprints. The mutation run itself is a slow check (README)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmark_scripts import load_benchmark

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def check() -> ModuleType:
    """benchmarks/mutation.py, imported as a module."""
    return load_benchmark("mutation", "mutation_check")


DIFF = """--- a.py
+++ a.py
@@ -1,3 +1,3 @@
 def f(x):
-    return x > 0
+    return x >= 0
"""


def test_fingerprint_reads_only_the_changed_lines(check: ModuleType) -> None:
    """A renumbered or moved mutant keeps its fingerprint; another change gets another one."""
    moved = DIFF.replace("@@ -1,3 +1,3 @@", "@@ -9,3 +9,3 @@").replace(" def f(x):", " def g(x):")
    assert check.fingerprint(DIFF) == check.fingerprint(moved)
    assert check.fingerprint(DIFF) != check.fingerprint(DIFF.replace(">= 0", "> 1"))
    assert len(check.fingerprint(DIFF)) == 10


def test_scores_count_equivalents_out_and_no_tests_as_survivors(check: ModuleType) -> None:
    """killed / (checked - equivalent); an unreached mutant is a survivor; unsampled ones do not count."""
    codes = {"m.x__mutmut_1": 1, "m.x__mutmut_2": 0, "m.x__mutmut_3": 0, "m.x__mutmut_4": 33,
             "m.x__mutmut_5": None, "m.x__mutmut_6": -24}
    equivalent = {"m.x__mutmut_2": check.Equivalent("m.x__mutmut_2", check.fingerprint(DIFF), "same")}
    results, notes = check.summarise({"tortuga_qt/rules/m.py": codes}, {"m.x__mutmut_2": DIFF}, equivalent)
    (r,) = results
    assert (r.total, r.checked, r.killed, r.equivalent) == (6, 5, 2, 1)
    assert r.survivors == ["m.x__mutmut_3", "m.x__mutmut_4"]
    assert r.score == pytest.approx(50.0)
    assert r.goal == 95.0 and notes == []


def test_a_stale_or_killed_equivalent_is_reported(check: ModuleType) -> None:
    """An equivalent whose change differs now, or that a test kills, is named in a note."""
    codes = {"m.y__mutmut_1": 0, "m.y__mutmut_2": 1}
    listed = {
        "m.y__mutmut_1": check.Equivalent("m.y__mutmut_1", "0000000000", "old"),
        "m.y__mutmut_2": check.Equivalent("m.y__mutmut_2", "0000000000", "old"),
    }
    results, notes = check.summarise({"tortuga_qt/app/story.py": codes}, {"m.y__mutmut_1": DIFF}, listed)
    assert results[0].survivors == ["m.y__mutmut_1"] and results[0].goal == 85.0
    assert notes == [
        "m.y__mutmut_1: listed as equivalent, but its change is no longer the one judged",
        "m.y__mutmut_2: listed as equivalent, but a test now kills it: remove the line",
    ]


def test_the_sample_spreads_over_every_module(check: ModuleType) -> None:
    """Each module gives its share of the sample and at least a few; the seed fixes the draw."""
    modules = {"big.py": {f"b{i}": None for i in range(900)}, "small.py": {f"s{i}": None for i in range(3)}}
    chosen = check.choose_sample(modules, 90, seed=1)
    assert len([n for n in chosen if n.startswith("b")]) == 90
    assert sorted(n for n in chosen if n.startswith("s")) == ["s0", "s1", "s2"]
    assert chosen == check.choose_sample(modules, 90, seed=1)
    assert chosen != check.choose_sample(modules, 90, seed=2)


def test_the_equivalents_file_lists_name_fingerprint_and_reason(check: ModuleType, tmp_path: Path) -> None:
    """Blank lines and comments are skipped; a line without a reason is refused with its number."""
    good = tmp_path / "eq.txt"
    good.write_text("# comment\n\na.b__mutmut_1 0123456789 the default is never used\n", "utf-8")
    assert check.read_equivalents(good) == {
        "a.b__mutmut_1": check.Equivalent("a.b__mutmut_1", "0123456789", "the default is never used")
    }
    bad = tmp_path / "bad.txt"
    bad.write_text("a.b__mutmut_1 0123456789\n", "utf-8")
    with pytest.raises(SystemExit, match="line 1"):
        check.read_equivalents(bad)


def test_the_shipped_equivalents_file_reads_and_names_each_mutant_once(check: ModuleType) -> None:
    """benchmarks/mutation_equivalents.txt: every line well formed, every reason a sentence."""
    listed = check.read_equivalents()
    for e in listed.values():
        assert e.name.startswith("tortuga_qt.") and "__mutmut_" in e.name
        assert len(e.fingerprint) == 10 and len(e.reason.split()) >= 4


def test_a_module_run_mutates_only_that_module(check: ModuleType, tmp_path: Path) -> None:
    """`--module votes` narrows the copy's only_mutate to the votes module (and the pyproject stays valid)."""
    import tomllib

    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text("utf-8"), "utf-8")
    check.narrow_to(tmp_path, ["votes", "app/story"])
    config = tomllib.loads((tmp_path / "pyproject.toml").read_text("utf-8"))["tool"]["mutmut"]
    assert "tortuga_qt/rules/votes.py" in config["only_mutate"]
    assert "tortuga_qt/app/story.py" in config["only_mutate"]
    assert "tortuga_qt/rules/*" not in config["only_mutate"]


def test_a_recheck_adds_the_newly_killed_survivors_to_the_earlier_run(check: ModuleType, tmp_path: Path) -> None:
    """`--recheck`: an earlier full run's figures, its survivors run again with today's tests."""
    report = tmp_path / "report.json"
    report.write_text(
        '{"tortuga_qt/rules/m.py": {"total": 100, "checked": 100, "killed": 90, "equivalent": 0,'
        ' "statuses": {}, "score": 90.0, "survivors": {"a": "", "b": "", "c": ""}}}',
        "utf-8",
    )
    earlier = check.read_report(report)["tortuga_qt/rules/m.py"]
    assert earlier.survivors == ("a", "b", "c") and earlier.checked == 100
    now, _ = check.summarise({"tortuga_qt/rules/m.py": {"a": 1, "b": 0, "c": 1}}, {}, {})
    result = check.combined(now[0], earlier)
    assert (result.total, result.checked, result.killed, result.survivors) == (100, 100, 92, ["b"])
    with pytest.raises(SystemExit, match="2 mutants run again, but the report had 3"):
        check.combined(check.summarise({"tortuga_qt/rules/m.py": {"a": 1, "b": 0}}, {}, {})[0][0], earlier)
