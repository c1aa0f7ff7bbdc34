"""Hard may bluff when it is outnumbered, and its search sees how the table reads each move (issue 26, item 3).

A seat whose ship holds more of the other team than of its own may put treasure on the other
side (the no-bluff vetoes `vetoes.BLUFFS` are lifted there, and only there); every candidate's
playouts see the table's reading of its public events, so a move that shows the seat's Loyalty
is judged with the reading it earns.
"""

from __future__ import annotations

import pytest

from tortuga_qt.bots.assignments import space
from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.hard import HardBot
from tortuga_qt.bots.hard.method import ABLATIONS, Method
from tortuga_qt.bots.hard.search import public_belief
from tortuga_qt.bots.hard.vetoes import BLUFFS, VETOES, is_bluff, outnumbered, vetoed
from tortuga_qt.rules.actions import Shift
from tortuga_qt.rules.engine import apply, legal_actions
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

# A French Cabin Boy (seat 2) aboard the Flying Dutchman with two British pirates, treasure in both holds.
LOYALTY = [0, 0, 1, 1, 0, 1]


def _boy() -> GameState:
    return position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=LOYALTY, holds=(1, 1, 0, 0), turn=2)


def _knowing(seat: int, loyalty: list[int]) -> Belief:
    """Returns the belief of a seat that knows every Loyalty (as if read from the record)."""
    return Belief(len(loyalty), seat, [space(len(loyalty)).index[tuple(loyalty)]], [1.0])


def test_a_seat_with_more_enemies_than_friends_aboard_is_outnumbered() -> None:
    s = _boy()
    view = view_for(s, 2)
    assert outnumbered(view, _knowing(2, LOYALTY))
    assert not outnumbered(view, Belief.from_history(view, []))  # nothing read yet: 1 + 1 friends against 1 enemy
    friendly = [1, 1, 1, 0, 0, 0]  # the same ship, all French
    assert not outnumbered(view_for(position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=friendly,
                                             holds=(1, 1, 0, 0), turn=2), 2), _knowing(2, friendly))


def test_only_the_bluff_vetoes_are_lifted_when_bluffing() -> None:
    """R: a deliberate bluff is allowed; every other veto (a known Black Spot, a wasted View) still stands."""
    assert BLUFFS < {name for name, _ in VETOES}
    s = _boy()
    view = view_for(s, 2)
    belief = _knowing(2, LOYALTY)
    assert vetoed(view, belief, Shift(2, 1)) == "shift_to_enemy"
    assert vetoed(view, belief, Shift(2, 1), bluffing=True) is None
    assert is_bluff(Shift(2, 1))


def test_an_outnumbered_cabin_boy_searches_the_shift_that_hides_it(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _boy()
    view, legal = view_for(s, 2), legal_actions(s, 2)
    bot = HardBot(iterations=4)
    arms, prior = bot.candidates(view, legal, _knowing(2, LOYALTY))
    assert Shift(2, 1) in arms and Shift(2, 0) in arms  # the bluff, and the move that shows the French card
    assert prior[arms.index(Shift(2, 1))] < prior[arms.index(Shift(2, 0))]  # the bluff costs treasure
    never = HardBot(iterations=4, method=ABLATIONS["no-bluffs"])
    assert Shift(2, 1) not in never.candidates(view, legal, _knowing(2, LOYALTY))[0]
    friendly = Belief.from_history(view, [])
    assert Shift(2, 1) not in bot.candidates(view, legal, friendly)[0]  # not outnumbered: no bluff


def test_each_candidate_is_searched_with_the_tables_reading_of_its_public_events() -> None:
    """A shift into the French hold makes the public record read the Cabin Boy as French; the bluff, as British."""
    s = _boy()
    view = view_for(s, 2)
    bot = HardBot(iterations=2)
    belief = Belief.from_history(view, [])
    root = public_belief(view, [])
    from tortuga_qt.bots.hard.policy import Friends

    friends = Friends(root, 2, belief)
    shows, hides = bot._readings(view, [], [Shift(2, 0), Shift(2, 1)], belief, s, friends)
    # seat 0 (British) judging seat 2: less a friend after the shift into the French hold than after the bluff
    assert shows.table[0][0][2] < root_same(root, 0, 2) < hides.table[0][0][2]
    off = HardBot(iterations=2, method=Method(readings=False))
    assert off._readings(view, [], [Shift(2, 0), Shift(2, 1)], belief, s, friends) == [friends, friends]


def root_same(belief: Belief, x: int, y: int) -> float:
    """Returns the public chance that y is on x's side given x is British (the root reading)."""
    both = sum(w for a, w in zip(belief.assignments, belief.weights, strict=True) if a[x] == 0 and a[y] == 0)
    mine = sum(w for a, w in zip(belief.assignments, belief.weights, strict=True) if a[x] == 0)
    return both / mine


@pytest.mark.parametrize("name", sorted(ABLATIONS))
def test_every_ablation_plays_a_legal_move_the_same_way_twice(name: str) -> None:
    """Each variant of `benchmarks/bots.py --hard` decides, legally and deterministically under an iteration cap."""
    s = _boy()
    view, legal = view_for(s, 2), legal_actions(s, 2)
    first = HardBot(iterations=5, method=ABLATIONS[name]).choose(view, legal, Rng(3))
    again = HardBot(iterations=5, method=ABLATIONS[name]).choose(view, legal, Rng(3))
    assert first in legal and first == again
    apply(s, first)
