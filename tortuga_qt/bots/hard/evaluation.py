"""How the Hard pirate values a candidate: a playout of the cheap policy, then a static evaluation.

`playout` plays `policy.playout_action` for every seat for a few turn actions (chance drawn
from the generator handed in); `evaluate` then reads the table: treasure balance, who commands
which ship and Tortuga, how near the Armada is (1/0 once the game ended).
"""

from __future__ import annotations

import math
from collections.abc import Callable
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
    left = len(s.event_deck) + sum(1 for c in s.row if c >= 0)
    k = 0.6 + 1.6 * (1.0 - min(left, 20) / 20.0)
    if team == _DUTCH:
        return math.exp(-0.6 * k * abs(edge))
    mine = edge if team == _BRITISH else -edge
    return 1.0 / (1.0 + math.exp(-k * mine))


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

