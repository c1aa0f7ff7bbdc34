"""The mat's pure helpers the computer pirates try moves with: a place's line set in a new order,
and Stormy Seas at a place (DECISIONS.md "Stormy Seas": a ship's treasure back to the Galleon,
Tortuga's two treasures back to one each, nothing on a Rowboat).
"""

from __future__ import annotations

from tortuga_qt.rules.board import line_of, set_line, stormy_seas
from tortuga_qt.rules.places import FD, RB1, RB2, TORTUGA
from tortuga_qt.rules.scenario import position


def test_set_line_puts_a_place_in_the_given_order() -> None:
    """A ship's, Tortuga's and a Rowboat's pawns are replaced by the line given."""
    s = position(6, fd=[0, 1, 2], tortuga=[3, 4], boats=(5, -1))
    set_line(s, FD, (2, 0, 1))
    set_line(s, TORTUGA, (4, 3))
    set_line(s, RB1, ())
    set_line(s, RB2, (5,))
    assert (s.ships[FD], s.tortuga, s.boats) == ((2, 0, 1), (4, 3), (-1, 5))
    assert line_of(s, RB2) == (5,)


def test_stormy_seas_on_a_ship_sends_its_treasure_to_the_galleon() -> None:
    """Both holds of the ship empty into the Galleon; the other ship keeps its own."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=2, holds=(2, 1, 1, 0))
    assert stormy_seas(s, FD) == 3
    assert (s.holds, s.galleon) == ((0, 0, 1, 0), 5)


def test_stormy_seas_on_tortuga_puts_one_treasure_in_each_area() -> None:
    """Tortuga's two treasures lie one British, one French again."""
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], tortuga_treasure=(2, 0))
    assert stormy_seas(s, TORTUGA) == 2
    assert s.tort == (1, 1)


def test_stormy_seas_on_a_rowboat_does_nothing() -> None:
    """On a Rowboat nothing moves, and None says so."""
    s = position(4, fd=[0], jr=[1, 2], boats=(3, -1), holds=(1, 1, 0, 0))
    before = s.fields()
    assert stormy_seas(s, RB1) is None
    assert s.fields() == before
