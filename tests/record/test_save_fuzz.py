"""Fuzzing the loader: 800 seeded mutations of real save files (2,400 in the slow check,
`TORTUGA_PROPERTIES=full`, README), each loaded or refused, nothing else.

The seed files are format 4 (seeded and unseeded, finished and not, with computer seats, their
levels, hints taken and owed looks), format 3, format 2 and format 1. The mutations (`tests/record/fuzzing.py`): truncations,
byte flips, non-ASCII digits (², ①, Arabic-Indic...), huge numbers (5,000 digits), deep
nesting, wrong types, removed and added keys, swapped record steps, edited generator states.
Every file must load, or be refused with a `SaveError` that is one plain sentence naming the
file; no other exception may escape, and no single call may take a second. Deterministic
(seeded), a few seconds. `benchmarks/save_fuzz.py` runs 50,000 of them.
"""

from __future__ import annotations

from collections import Counter

from tests.record.fuzzing import mutants, run, seed_files
from tests.rules.randomgames import SCALE

COUNT = 2400 if SCALE >= 2 else 800


def test_every_mutated_save_is_loaded_or_refused_in_plain_words() -> None:
    seeds = seed_files()
    outcomes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    problems = []
    slowest = 0.0
    for kind, raw in mutants(seeds, COUNT, seed=1667):
        outcome, detail, seconds = run(raw)
        outcomes[outcome] += 1
        kinds[kind.split("+")[0]] += 1
        slowest = max(slowest, seconds)
        if outcome in ("escaped", "bad-message"):
            problems.append((kind, outcome, detail))
    assert not problems, problems[:8]
    assert sum(outcomes.values()) == COUNT >= 800
    assert outcomes["refused"] > COUNT // 2
    assert len(kinds) >= 25, kinds  # every family of mutation took part
    assert slowest < 1.0, f"one call took {slowest:.2f} s"


def test_the_mutations_are_deterministic() -> None:
    seeds = seed_files()
    first = [raw for _, raw in mutants(seeds, 50, seed=3)]
    assert first == [raw for _, raw in mutants(seed_files(), 50, seed=3)]
