"""Save-file fuzzing at scale: mutated saves fed to the loader, counted and timed.

    python benchmarks/save_fuzz.py [--count 50000] [--seed 1] [--show 10]

The mutations are those of `tests/record/test_save_fuzz.py` (`tests/record/fuzzing.py`):
truncations, byte flips, non-ASCII digits, huge numbers, deep nesting, wrong types, removed
and added keys, swapped record steps, edited generator states, on format 3, 2 and 1 files.
Prints how many were loaded, refused (SaveError in one plain sentence), refused with a bad
message, and escaped (any other exception), the slowest call, and the first problems.
Goals (issue: A sealed core): 0 escapes, 0 bad messages, slowest call <= 1 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.record.fuzzing import mutants, run, seed_files  # noqa: E402


def main() -> int:
    """Runs the fuzzing and prints the figures; exit status 1 if anything escaped."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=50000, help="how many mutated files (default 50000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the mutations")
    parser.add_argument("--show", type=int, default=10, help="how many problems to print")
    args = parser.parse_args()
    seeds = seed_files()
    outcomes: Counter[str] = Counter()
    problems: list[tuple[str, str, str]] = []
    slowest, slowest_kind = 0.0, ""
    start = time.perf_counter()
    for kind, raw in mutants(seeds, args.count, args.seed):
        outcome, detail, seconds = run(raw)
        outcomes[outcome] += 1
        if seconds > slowest:
            slowest, slowest_kind = seconds, kind
        if outcome in ("escaped", "bad-message"):
            problems.append((kind, outcome, detail))
    total = time.perf_counter() - start
    print(f"{args.count} mutated files (seed {args.seed}) in {total:.1f} s: loaded {outcomes['loaded']}, "
          f"refused {outcomes['refused']}, bad messages {outcomes['bad-message']}, escaped {outcomes['escaped']}")
    print(f"slowest call {slowest * 1000:.1f} ms ({slowest_kind}); mean {total / max(1, args.count) * 1000:.2f} ms "
          "(goal: 0 escapes, slowest <= 1000 ms)")
    for kind, outcome, detail in problems[: args.show]:
        print(f"  {outcome} [{kind}] {detail}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
