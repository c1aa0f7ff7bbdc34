"""A tiny pinned random generator (SplitMix64) owned by the project.

Python only promises that `random.random()` repeats for a seed, not `shuffle` or `randrange`,
so every shuffle and draw comes from here; tests pin its output. The outcomes themselves are
recorded in the game record as Chance actions, so a replay needs no generator at all.
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: a 64-bit generator with a fixed, documented output for every seed."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Returns the next 64-bit output."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Returns an integer in range(n); the modulo bias is below 2**-57 for n <= 128."""
        return self.next64() % n

    def permutation(self, n: int) -> tuple[int, ...]:
        """Returns a uniformly shuffled permutation of range(n) (Fisher-Yates)."""
        p = list(range(n))
        for i in range(n - 1, 0, -1):
            j = self.next64() % (i + 1)
            p[i], p[j] = p[j], p[i]
        return tuple(p)

    def choice(self, seq: Sequence[T]) -> T:
        """Returns one element of a non-empty sequence, uniformly."""
        return seq[self.next64() % len(seq)]

    def fork(self, salt: int) -> "Rng":
        """Returns an independent generator derived from this one's state and a salt."""
        return Rng(self.state ^ ((salt * 0xD1B54A32D192ED03) & _MASK))
