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
from tortuga_qt.rules.actions import Shift, StartHold
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import apply, legal_actions
from tortuga_qt.rules.events import redact
from tortuga_qt.rules.game import Game
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


def test_a_seat_whose_crewmates_lean_to_the_other_team_is_outnumbered() -> None:
    s = _boy()
    view = view_for(s, 2)
    assert outnumbered(view, _knowing(2, LOYALTY))
    # nothing read yet: each crewmate is a friend with chance 2/5, so 0.8 friends against 1.2 enemies
    assert outnumbered(view, Belief.from_history(view, []))
    assert not outnumbered(view, _knowing(2, [1, 1, 1, 0, 0, 0]))  # crewmates read as friends
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
    # the playouts alone judge the bluff: its prior is the best move's (they count the treasure it gives)
    assert prior[arms.index(Shift(2, 1))] == max(prior)
    priced = HardBot(iterations=4, method=ABLATIONS["bluff-prior"])
    arms, prior = priced.candidates(view, legal, _knowing(2, LOYALTY))
    assert prior[arms.index(Shift(2, 1))] < prior[arms.index(Shift(2, 0))]  # the Medium score: the bluff costs treasure
    never = HardBot(iterations=4, method=ABLATIONS["no-bluffs"])
    assert Shift(2, 1) not in never.candidates(view, legal, _knowing(2, LOYALTY))[0]
    friendly = _knowing(2, [1, 1, 1, 0, 0, 0])
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
    (shows, hides), (shown, hidden) = bot._readings(view, [], [Shift(2, 0), Shift(2, 1)], belief, s, friends)
    # seat 0 (British) judging seat 2: less a friend after the shift into the French hold than after the bluff
    assert shows.table[0][0][2] < root_same(root, 0, 2) < hides.table[0][0][2]
    off = HardBot(iterations=2, method=Method(readings=False))
    # the public chance on the Cabin Boy's true (French) Loyalty: up after the shift that shows it, down after the bluff
    assert hidden < public_belief(view, []).team_prob(2, 1) < shown
    assert off._readings(view, [], [Shift(2, 0), Shift(2, 1)], belief, s, friends) == ([friends, friends], [0.0, 0.0])


def root_same(belief: Belief, x: int, y: int) -> float:
    """Returns the public chance that y is on x's side given x is British (the root reading)."""
    both = sum(w for a, w in zip(belief.assignments, belief.weights, strict=True) if a[x] == 0 and a[y] == 0)
    mine = sum(w for a, w in zip(belief.assignments, belief.weights, strict=True) if a[x] == 0)
    return both / mine


@pytest.mark.parametrize("name", sorted(ABLATIONS))
def test_every_ablation_plays_a_legal_move_the_same_way_twice(name: str) -> None:
    """Each variant of `benchmarks/bots.py --hard` decides legally, and deterministically under an iteration cap.

    The budget variants lift the cap (only their clock stops them), so they are timed, not compared.
    """
    s = _boy()
    view, legal = view_for(s, 2), legal_actions(s, 2)
    method = ABLATIONS[name]
    bot = HardBot(iterations=5, method=method)
    assert (bot.iterations is None) == method.uncapped
    first = bot.choose(view, legal, Rng(3))
    assert first in legal
    if method.uncapped:
        assert bot.last_iterations > 5  # the clock, not the cap, ended it
    else:
        assert first == HardBot(iterations=5, method=method).choose(view, legal, Rng(3))
    apply(s, first)


def _first_captain(seed: int) -> tuple[Game, int]:
    """Returns a fresh 6-player deal and the Flying Dutchman's Captain, who places the starting treasure."""
    game = Game(default_config(6), seed)
    (seat,) = game.to_act()
    assert all(isinstance(a, StartHold) for a in game.legal(seat))
    return game, seat


def test_a_hard_pirate_reads_a_hard_captains_starting_hold_by_how_hard_plays() -> None:
    """Issue 26, item 3: the table shows who is a Hard pirate, and a Hard Captain puts its starting
    treasure in its own hold only about 2 times in 5 (`likelihoods.LEVEL_SIDE_ACTS`), so a Hard
    pirate told so (`meet`) no longer takes that hold at its word; the `honest-reading` ablation does."""
    game, captain = _first_captain(3)
    team = game.state.loyalty[captain]
    hold = next(a for a in game.legal(captain) if isinstance(a, StartHold) and a.team == team)
    state, events = apply(game.state, hold)
    reader = next(s for s in range(game.state.n) if s != captain)
    view, history = view_for(state, reader), redact([*game.events, *events], reader)
    levels = ("hard",) * game.state.n
    bot, honest = HardBot(), HardBot(method=ABLATIONS["honest-reading"])
    for b in (bot, honest):
        b.meet(levels)
    told = bot.read(view, history).team_prob(captain, team)
    taken_at_word = honest.read(view, history).team_prob(captain, team)
    assert told < taken_at_word
    assert taken_at_word == pytest.approx(HardBot().read(view, history).team_prob(captain, team))  # never told
    assert told == pytest.approx(Belief.from_history(view, history, levels=levels).team_prob(captain, team))


def test_a_hard_captain_mixes_its_starting_treasure_between_the_holds() -> None:
    """Rulebook, Setup: the Captain places the starting treasure in either hold; Hard hides its Loyalty some of the time.

    Its crew is unread, so the bluff is searched; the concealment weight is drawn per decision,
    so over a few deals and generators both holds are chosen, and never only one.
    """
    chosen: dict[bool, int] = {True: 0, False: 0}
    for seed in range(1, 9):
        game, seat = _first_captain(seed)
        view = view_for(game.state, seat)
        team = view.loyalties[seat]
        for r in range(2):
            a = HardBot(iterations=24).choose(view, game.legal(seat), Rng(100 * seed + r))
            assert isinstance(a, StartHold)
            chosen[a.team == team] += 1
    assert chosen[True] > 0 and chosen[False] > 0, chosen


def test_the_secrecy_weight_is_drawn_only_where_a_bluff_is_searched() -> None:
    """`Method.conceal` prices exposure only in a bluffing decision; drawn in [0, 2 conceal), the same for the same generator."""
    s = _boy()
    view = view_for(s, 2)
    bot = HardBot(iterations=4, method=Method(conceal=0.2))
    belief = _knowing(2, LOYALTY)
    weights = {bot._secrecy(view, belief, [Shift(2, 0), Shift(2, 1)], Rng(k)) for k in range(20)}
    assert all(0.0 <= w < 0.4 for w in weights) and len(weights) == 20
    assert bot._secrecy(view, belief, [Shift(2, 0), Shift(2, 1)], Rng(3)) == bot._secrecy(view, belief, [Shift(2, 0), Shift(2, 1)], Rng(3))
    assert bot._secrecy(view, belief, [Shift(2, 0)], Rng(3)) == 0.0  # no bluff among the candidates
    fixed = HardBot(iterations=4, method=Method(conceal=0.2, mixed=False))
    assert fixed._secrecy(view, belief, [Shift(2, 0), Shift(2, 1)], Rng(3)) == 0.2
    assert HardBot(iterations=4, method=Method(conceal=0.0))._secrecy(view, belief, [Shift(2, 0), Shift(2, 1)], Rng(3)) == 0.0


def test_a_hint_never_suggests_a_bluff() -> None:
    """The Hint button's pirate names the plain best move: the starting treasure goes to the player's own team."""
    from tortuga_qt.app.thinker import hint_bot

    for seed in range(1, 9):
        game, seat = _first_captain(seed)
        view = view_for(game.state, seat)
        a = hint_bot().choose(view, game.legal(seat), Rng(seed))
        assert isinstance(a, StartHold) and a.team == view.loyalties[seat]
