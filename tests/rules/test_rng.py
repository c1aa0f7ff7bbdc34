"""The pinned generator: its outputs never change (replays and seeds depend on it)."""

from tortuga_qt.rules.rng import Rng


def test_splitmix64_reference_outputs() -> None:
    """SplitMix64 with seed 0 gives the published reference sequence."""
    r = Rng(0)
    assert r.next64() == 0xE220A8397B1DCDAF
    assert r.next64() == 0x6E789E6AA1B965F4


def test_pinned_permutations() -> None:
    """Shuffles for fixed seeds are pinned (like KPat's shuffle test)."""
    assert Rng(42).permutation(10) == (0, 9, 5, 8, 6, 4, 7, 2, 1, 3)
    assert Rng(1667).permutation(32)[:8] == (23, 21, 31, 0, 13, 7, 4, 17)


def test_permutation_is_a_permutation_and_roughly_uniform() -> None:
    """Every position gets every value about equally often."""
    r = Rng(5)
    counts = [[0] * 4 for _ in range(4)]
    for _ in range(8000):
        p = r.permutation(4)
        assert sorted(p) == [0, 1, 2, 3]
        for i, v in enumerate(p):
            counts[i][v] += 1
    assert all(1800 < c < 2200 for row in counts for c in row)
