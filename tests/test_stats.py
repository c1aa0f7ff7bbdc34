"""The benchmarks' statistics: Wilson intervals and nearest-rank quantiles (issue 26: honest strength figures)."""

from __future__ import annotations

import math

import pytest

from tortuga_qt.tools.stats import Z95, difference, paired_difference, quantile, wilson


def test_wilson_matches_published_values() -> None:
    """Wilson's 95 % interval for 15 of 24 (62.5 %) is about [42.7 %, 78.8 %], as the issue's table gives [43-79]."""
    low, high = wilson(15, 24)
    assert low == pytest.approx(0.4270, abs=5e-4) and high == pytest.approx(0.7889, abs=5e-4)


def test_wilson_stays_inside_zero_and_one_and_narrows_with_more_games() -> None:
    assert wilson(0, 10)[0] == pytest.approx(0.0, abs=1e-12) and wilson(10, 10)[1] == pytest.approx(1.0)
    assert 0.0 <= wilson(0, 10)[0] and wilson(10, 10)[1] <= 1.0
    assert wilson(0, 0) == (0.0, 1.0)
    small, large = wilson(60, 100), wilson(600, 1000)
    assert small[0] < large[0] < 0.6 < large[1] < small[1]


def test_sixty_percent_of_200_decided_games_clears_fifty_percent_but_fifty_five_does_not() -> None:
    """The issue's goal: at least 60 % of decided games with the interval's low end above 50 %."""
    assert wilson(120, 200)[0] > 0.5
    assert wilson(110, 200)[0] < 0.5


def test_quantile_is_nearest_rank() -> None:
    values = [5.0, 1.0, 3.0, 2.0, 4.0]
    assert quantile(values, 0.5) == 3.0 and quantile(values, 0.95) == 5.0 and quantile(values, 0.0) == 1.0
    assert quantile([], 0.5) == 0.0


def test_the_interval_of_a_difference_of_two_shares_matches_newcombes_example() -> None:
    """Newcombe (1998), method 10: 56/70 - 48/80 = 0.200, 95 % interval [0.0524, 0.3339]."""
    d, low, high = difference(56, 70, 48, 80)
    assert d == pytest.approx(0.2) and low == pytest.approx(0.0524, abs=5e-4) and high == pytest.approx(0.3339, abs=5e-4)
    same = difference(20, 100, 20, 100)
    assert same[0] == 0.0 and same[1] < 0.0 < same[2] and same[1] == pytest.approx(-same[2])
    assert -1.0 <= difference(0, 5, 5, 5)[1] and difference(5, 5, 0, 5)[2] <= 1.0


def test_the_paired_difference_is_the_mean_of_per_game_differences() -> None:
    d, low, high = paired_difference([True, True, False, False], [False, True, False, False])
    half = Z95 * math.sqrt((0.75**2 + 3 * 0.25**2) / 3 / 4)  # differences 1, 0, 0, 0: sample variance 0.25
    assert d == pytest.approx(0.25) and low == pytest.approx(0.25 - half) and high == pytest.approx(0.25 + half)
    assert paired_difference([True, False], [True, False]) == (0.0, 0.0, 0.0)
