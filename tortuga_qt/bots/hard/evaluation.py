"""How the Hard pirate values a candidate: a playout of the cheap policy, then a static evaluation.

`playout` plays `policy.playout_action` for every seat for a few turn actions (chance drawn
from the generator handed in); `evaluate` then reads the table: treasure balance, who commands
which ship and Tortuga, how near the Armada is (1/0 once the game ended). `fitted_dutch`, an
ablation's, reads the Dutch seat's chance from a curve fitted to game outcomes instead
(`dutch_chance_of`, refitted by `benchmarks/dutch_evaluation.py`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from tortuga_qt.bots.hard.policy import Friends, playout_action
from tortuga_qt.bots.judgement import chance
from tortuga_qt.rules.actions import Action, Chance
from tortuga_qt.rules.board import team_totals
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.engine import apply, legal_actions
from tortuga_qt.rules.frames import ChanceF, TurnF, VoteF
from tortuga_qt.rules.places import FD, JR, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState

ATTACK_W = 0.6  # a Captain's coming Attacks, per treasure (times the chance the crew lets it pass)
BOY_W = 0.45  # a Cabin Boy's coming shift (2 in the balance)
GOV_W = 0.3  # a Governor's coming Brawl

# the Team members compared in the hot path, bound once (a member lookup on its class is a call)
_BRITISH: Final = Team.BRITISH
_DUTCH: Final = Team.DUTCH


def evaluate(s: GameState, team: int) -> float:
    """Returns how good `s` looks for `team`: 1 won, 0 lost, else a win chance from the table."""
    r = s.result
    if r is not None:
        if r.team == team:
            return 1.0
        return 0.5 if r.team < 0 else 0.0
    b, f = team_totals(s)
    edge = float(b - f)  # British minus French, with what each side commands
    loyal = s.loyalty
    for ship in (FD, JR):
        line = s.ships[ship]
        if not line:
            continue
        boy = loyal[line[-1]]
        if boy < _DUTCH and s.holds[hold(ship, 1 - boy)] > 0:
            edge += 2 * BOY_W if boy == _BRITISH else -2 * BOY_W
        cap = loyal[line[0]]
        if cap < _DUTCH:
            gain = min(s.galleon, 2) if s.galleon > 0 else (2 if s.holds[hold(1 - ship, 1 - cap)] > 0 else 0)
            if gain:
                voters = [y for y in line if s.hands[y] or y == line[0]]
                pro = sum(1 for y in voters if loyal[y] == cap)
                p = chance("attack", pro, len(voters))[0]
                edge += ATTACK_W * p * gain * (1 if cap == _BRITISH else -1)
    if s.tortuga:
        gov = loyal[s.tortuga[0]]
        if gov < _DUTCH and s.tort[gov] < 2:
            edge += GOV_W * (2 - s.tort[gov]) * (1 if gov == _BRITISH else -1)
    k = 0.6 + 1.6 * (1.0 - cards_left(s) / 20.0)
    if team == _DUTCH:
        return math.exp(-0.6 * k * abs(edge))
    mine = edge if team == _BRITISH else -edge
    return 1.0 / (1.0 + math.exp(-k * mine))


def cards_left(s: GameState) -> int:
    """Returns the Event cards still to come (the deck and the row's face-down cards), at most 20: how near the Armada is."""
    return min(len(s.event_deck) + sum(1 for c in s.row if c >= 0), 20)


def fitted_dutch(s: GameState, team: int) -> float:
    """Returns `evaluate`, but the Dutch seat's chance fitted to game outcomes (`dutch_chance`): an ablation's.

    Measured at 9 players (800 games, the same deals): 93 Dutch wins against 97 with `evaluate`,
    so the shipped evaluation stays.
    """
    if team != _DUTCH or s.result is not None:
        return evaluate(s, team)
    return dutch_chance(s)


TIE_NOW: Final = (-2.529, 8.787)
"""The weights of the Dutch seat's chance while the teams are tied, on the terms of `dutch_terms`."""
GAP: Final = (-2.02, -0.322, 0.425, -0.182, -2.151, -0.14)
"""The weights of its chance with a gap between the teams, on the terms of `dutch_terms`."""


def dutch_terms(gap: int, left: int) -> tuple[float, ...]:
    """Returns the terms of the fitted curve: (1, 1 / (1 + left)) for a tie, else six of the gap and nearness.

    Nearness is n = 1 - left / 20; the gap's terms are (1, n, big, odd, big n, odd n), where big
    means a gap of 3 or more and odd an odd gap.
    """
    left = min(left, 20)
    if gap == 0:
        return 1.0, 1.0 / (1 + left)
    near = 1.0 - left / 20.0
    big = 1.0 if gap >= 3 else 0.0
    odd = float(gap & 1)
    return 1.0, near, big, odd, big * near, odd * near


def logistic(weights: Sequence[float], terms: Sequence[float]) -> float:
    """Returns the logistic of the weighted sum of the terms."""
    return 1.0 / (1.0 + math.exp(-sum(w * x for w, x in zip(weights, terms, strict=True))))


def dutch_chance_of(gap: int, left: int) -> float:
    """Returns the Dutch seat's chance to win with this treasure gap and this many Event cards left (20 or more alike).

    Fitted to game outcomes (`benchmarks/dutch_evaluation.py`: 3,000 games of Medium seats at 9
    players, seeds from 500000, which prints the whole calibration). Observed there: from a tie the
    Dutch won about 10 % of the time early and 76 % with one card left (the curve: 11 % and 87 %);
    from a gap of 1 or 2 about 5-12 % at any time, late less often from an odd gap than from a
    gap of 2 (only a new Attack on the Galleon can make an odd gap even); late from a gap of 3
    or more about 1 %.
    """
    return logistic(TIE_NOW if gap == 0 else GAP, dutch_terms(gap, left))


def dutch_chance(s: GameState) -> float:
    """Returns the Dutch seat's chance to win from `s` (`dutch_chance_of` its gap and the Event cards left)."""
    b, f = team_totals(s)
    return dutch_chance_of(abs(b - f), cards_left(s))


def treasure_only(s: GameState, team: int) -> float:
    """Returns a win chance from the treasure balance alone (1/0 once the game ended): an ablation's evaluation."""
    r = s.result
    if r is not None:
        return 1.0 if r.team == team else 0.5 if r.team < 0 else 0.0
    b, f = team_totals(s)
    edge = float(b - f)
    if team == _DUTCH:
        return math.exp(-0.6 * abs(edge))
    return 1.0 / (1.0 + math.exp(-(edge if team == _BRITISH else -edge)))


def random_action(s: GameState, x: int, rng: Rng, friends: Friends | None = None) -> Action:
    """Returns a uniformly drawn legal action for seat x: an ablation's playout policy."""
    legal = legal_actions(s, x)
    return legal[rng.below(len(legal))]


Act = Callable[[GameState, int, Rng, "Friends | None"], Action]
Value = Callable[[GameState, int], float]


def playout(s: GameState, team: int, rng: Rng, horizon: int, friends: Friends | None = None,
            act: Act = playout_action, value: Value = evaluate) -> float:
    """Plays the cheap policy (`act`) for `horizon` more turn actions (or to the end); returns `value` for `team`."""
    turns = 0
    steps = 0
    while s.result is None and steps < 600:
        top = s.stack[-1]
        t = type(top)
        if t is ChanceF:
            assert isinstance(top, ChanceF)
            s, _ = apply(s, Chance(top.what, rng.permutation(top.n)), validate=False)
            continue
        if t is TurnF:
            turns += 1
            if turns > horizon:
                break
        x = top.waiting[0] if isinstance(top, VoteF) else top.seat  # type: ignore[union-attr]  # every frame but a vote names its seat; ChanceF was handled above
        s, _ = apply(s, act(s, x, rng, friends), validate=False)
        steps += 1
    return value(s, team)

