"""Every Loyalty assignment of an n-player deal, and the index tables the belief reads them by."""

from __future__ import annotations

from functools import cache, lru_cache

from tortuga_qt.rules.components import components
from tortuga_qt.rules.values import value


@value
class Space:
    """Every Loyalty assignment of an n-player game, and each seat's column of teams."""

    n: int
    full: tuple[tuple[int, ...], ...]
    cols: tuple[tuple[int, ...], ...]  # cols[seat][i]: the team of `seat` in assignment i
    index: dict[tuple[int, ...], int]


def _multiset_permutations(counts: list[int], n: int) -> list[tuple[int, ...]]:
    """Returns every arrangement of the team cards in `counts`, in lexicographic order."""
    out: list[tuple[int, ...]] = []
    cur: list[int] = []

    def rec() -> None:
        if len(cur) == n:
            out.append(tuple(cur))
            return
        for t in range(3):
            if counts[t]:
                counts[t] -= 1
                cur.append(t)
                rec()
                cur.pop()
                counts[t] += 1

    rec()
    return out


@cache
def space(n: int) -> Space:
    """Returns the assignments of an n-player deal (cached)."""
    full = tuple(_multiset_permutations(list(components().loyalty[n]), n))
    cols = tuple(tuple(a[s] for a in full) for s in range(n))
    return Space(n, full, cols, {a: i for i, a in enumerate(full)})


@lru_cache(maxsize=128)
def masks(n: int, idx: tuple[int, ...]) -> tuple[tuple[tuple[bool, ...], ...], ...]:
    """Returns, per seat and team, which of the assignments `idx` give the seat that team."""
    full = space(n).full
    cols = list(zip(*(full[i] for i in idx), strict=True))
    return tuple(tuple(tuple(map(team.__eq__, col)) for team in range(3)) for col in cols)


@cache
def swap_index(n: int, x: int, y: int) -> tuple[int, ...]:
    """Returns, for each assignment index, the index of the one with x's and y's cards swapped."""
    sp = space(n)
    out = []
    for a in sp.full:
        b = list(a)
        b[x], b[y] = b[y], b[x]
        out.append(sp.index[tuple(b)])
    return tuple(out)
