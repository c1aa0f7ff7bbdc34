"""Small statistics for the benchmarks: Wilson score intervals, the interval of a difference of two shares (independent
or paired), and nearest-rank percentiles of counts."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054  # the two-sided 95 % quantile of the standard normal


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Returns the Wilson score interval (low, high) of a share `successes / trials` ((0, 1) without trials)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denominator = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


def difference(a: int, n: int, b: int, m: int, z: float = Z95) -> tuple[float, float, float]:
    """Returns a/n - b/m with Newcombe's hybrid score interval (low, high), from the two Wilson intervals.

    Newcombe (1998), method 10: the interval of a difference of two independent shares, which
    stays inside [-1, 1] and keeps its coverage for small counts and shares near 0 or 1.
    """
    p, q = a / n if n else 0.0, b / m if m else 0.0
    l1, u1 = wilson(a, n, z)
    l2, u2 = wilson(b, m, z)
    d = p - q
    return d, d - math.sqrt((p - l1) ** 2 + (u2 - q) ** 2), d + math.sqrt((u1 - p) ** 2 + (q - l2) ** 2)


def paired_difference(a: Sequence[bool], b: Sequence[bool], z: float = Z95) -> tuple[float, float, float]:
    """Returns the mean of a_i - b_i over paired games (the same deals) with its normal interval (low, high)."""
    n = len(a)
    d = [int(x) - int(y) for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    half = z * math.sqrt(var / n)
    return mean, mean - half, mean + half


def quantile(values: Sequence[float], q: float) -> float:
    """Returns the nearest-rank q-quantile of `values` (0.0 when there are none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


__all__ = ["Z95", "difference", "paired_difference", "quantile", "wilson"]
