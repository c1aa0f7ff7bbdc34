"""The Hard pirate itself (`HardBot`): its candidates, and the search over sampled worlds at the root.

Candidates: the vetoes (`vetoes.py`) and the shared `judgement.blunders` strike what they
forbid; the Medium pirate's one-move scores (`medium.Scorer`) rank the rest and the best few
are searched. Turn actions (and every choice but a Vote card) by paired playouts; secret Vote
cards by regret matching (RM+). See the package's docstring for the whole method.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Final, Literal

from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.hard.evaluation import (
    Act,
    Value,
    evaluate,
    fitted_dutch,
    playout,
    random_action,
    treasure_only,
)
from tortuga_qt.bots.hard.method import Evaluation, Method
from tortuga_qt.bots.hard.policy import Friends, playout_action
from tortuga_qt.bots.hard.vetoes import is_bluff, outnumbered, vetoed
from tortuga_qt.bots.judgement import blunders
from tortuga_qt.bots.medium import Scorer
from tortuga_qt.bots.worlds import WorldSampler
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.engine import apply
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import SeatView, VoteDecision

HARD_CEILING_S = 2.0
"""A Hard decision never takes longer than this, whatever budget it is given."""

def public_belief(view: SeatView, history: Sequence[Event]) -> Belief:
    """Returns the belief anyone at the table may hold: the public events alone, no own card."""
    n = len(view.names)
    public = replace(view, seat=None, loyalties=(None,) * n) if view.result is None else view
    return Belief.from_history(public, [e for e in history if e.visible_to is None])


HORIZON_EXTRA = 2
"""A playout plays the number of seats plus this many turn actions, at every table size.

Measured at 4 players (`benchmarks/bots.py`, the same deals each): 16 turn actions won 60.8 % of
decided games against Medium where these 6 won 53.5 % (`--seed 1`), but 54.5 % where they won
58.8 % (`--seed 3001`), and 58.8 % where they won 57.8 % (`--seed 1001`): 58.0 % against 56.7 %
over 598 each, no measurable gain for a p95 of about 360 ms against 135 ms. So no size is
searched deeper (`horizon-16` is the ablation)."""

_VALUES: Final[dict[Evaluation, Value]] = {"static": evaluate, "treasure": treasure_only, "fitted": fitted_dutch}
"""Each `Method.evaluation` by name: the function that values the table a playout reaches."""

EARLY = 96
"""Worlds searched before a clear decision may stop the search early (it saves the player's time)."""

WORK = 2400
"""Playout turn actions a shipped Hard decision spends on each candidate at most (`iterations_for`)."""

ByTable = Literal["by-table"]
BY_TABLE: Final[ByTable] = "by-table"
"""`HardBot(iterations=BY_TABLE)`, as shipped: the cap on worlds follows the table's size (`iterations_for`)."""
Cap = int | ByTable | None
"""A Hard search's cap on worlds: a number, `BY_TABLE`, or None (only the clock stops it)."""


def cap_or_shipped(cap: int | None) -> Cap:
    """Returns `cap`, or the shipped cap (`BY_TABLE`) when None: what a tool's `--hard-iterations` means."""
    return BY_TABLE if cap is None else cap


def playout_length(players: int) -> int:
    """Returns the turn actions a shipped playout plays at a table of `players` (the seats plus `HORIZON_EXTRA`)."""
    return players + HORIZON_EXTRA


def iterations_for(players: int) -> int:
    """Returns the worlds a shipped Hard decision searches at most at a table of `players` (600 at 2, 240 at 8).

    A playout plays `playout_length(players)` turn actions, so every table size gets the same
    work per candidate (`WORK`): a p95 of about 0.6 s here, four times 100 worlds at 4 players.
    The budget is 0.9 s, so even on a loaded machine, where the clock ends the search, the p95
    stays within 1 s (measured with CI running beside a 7-player Dutch seat: a p95 of 1.0006 s
    under a 1 s budget). That leaves the clock less room than 100 worlds did: on a machine more
    than about 1.5 times slower it ends some decisions first, and a seed then replays a game with
    Hard seats only where the cap ended every search.
    Measured against Medium (`benchmarks/bots.py --match hard-medium`, on deals where 100 worlds
    won 58.4 % at 8 players and 59.3 % at 6): 61.0 % of 400 decided games at 8 players, 63.0 % of
    200 at 6, 60.5 % of 397 at 4.
    """
    return WORK // playout_length(players)


def _settled(diff: Sequence[float], diff2: Sequence[float], bias: Sequence[float], it: int) -> bool:
    """Returns whether no candidate could still beat the first one (2.5 standard errors above its mean)."""
    for i in range(1, len(diff)):
        mean = diff[i] / it
        var = max(0.0, diff2[i] / it - mean * mean)
        if mean + bias[i] + 2.5 * math.sqrt(var / it) > 0.0:
            return False
    return True


def _diverse(actions: Sequence[Action], ranked: Sequence[int], keep: int, per_kind: int = 3) -> list[int]:
    """Returns the first `keep` of `ranked`, at most `per_kind` of one kind (all alike for Vote cards)."""
    out: list[int] = []
    count: dict[str, int] = {}
    for i in ranked:
        verb = actions[i].verb
        if verb != "vote" and count.get(verb, 0) >= per_kind:
            continue
        count[verb] = count.get(verb, 0) + 1
        out.append(i)
        if len(out) == keep:
            break
    return out


class HardBot:
    """Determinized information-set search within a time budget (a `Bot`)."""

    def __init__(self, budget_ms: int = 900, iterations: Cap = BY_TABLE,
                 horizon: int | None = None,
                 keep: int = 6, prior: float = 0.08, z: float = 1.0, method: Method | None = None) -> None:
        self.method = method or Method()
        self.z = (z if self.method.z is None else self.method.z) if self.method.safe else 0.0
        self.budget_ms = budget_ms if self.method.budget_ms is None else self.method.budget_ms
        self.iterations = None if self.method.uncapped else iterations  # None: only the clock; BY_TABLE: `iterations_for`
        self.horizon = horizon if self.method.horizon is None else self.method.horizon
        self.keep = keep if self.method.keep is None else self.method.keep  # candidates searched: the best few by the Medium pirate's one-move scores
        self.prior = prior if self.method.safe else 0.0  # win-chance units per treasure unit of that score, added to each candidate
        self.last_iterations = 0  # how many iterations the last decision ran (benchmarks)
        self.levels: tuple[str | None, ...] = ()  # each seat's level as the table shows it (`meet`); None: a person
        self._act: Act = random_action if self.method.playouts == "random" else playout_action
        self._value: Value = _VALUES[self.method.evaluation]

    def _horizon(self, n: int) -> int:
        if self.method.playouts == "none":
            return 0
        if self.horizon is not None:
            return self.horizon
        return playout_length(n)

    def meet(self, levels: Sequence[str | None]) -> None:
        """Learns each seat's level as the table shows it (None: a person), to read a seat by how its level plays."""
        self.levels = tuple(levels)

    def read(self, view: SeatView, history: Sequence[Event]) -> Belief:
        """Returns this pirate's belief: a Hard seat's acts read by how Hard plays (`likelihoods.LEVEL_SIDE_ACTS`)."""
        return Belief.from_history(view, history, levels=self.levels if self.method.by_level else ())

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns the action the search rates best (a Vote card drawn from its mixed strategy)."""
        start = time.perf_counter()
        if not legal:
            raise ValueError("no legal action to choose from")
        base = rng.fork(0x4A7D)
        rng.next64()
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        assert view.seat is not None
        belief = self.read(view, history)
        arms, prior = self.candidates(view, legal, belief, history)
        if len(arms) == 1:
            return arms[0]
        sampler = WorldSampler(view, history)
        friends = Friends(public_belief(view, history), view.seat, belief)
        deadline = start + min(self.budget_ms / 1000.0, HARD_CEILING_S)
        if isinstance(view.decision, VoteDecision):
            return self._vote(view, arms, prior, belief, friends, sampler, base, rng, deadline)
        return self._paired(view, arms, prior, belief, friends, sampler, base, deadline, history)

    def candidates(self, view: SeatView, legal: Sequence[Action], belief: Belief,
                   history: Sequence[Event] = ()) -> tuple[list[Action], list[float]]:
        """Returns the moves to search, best first by the Medium pirate's scores, with those scores.

        The vetoes and the shared blunders strike what they forbid, but a seat outnumbered aboard
        its ship keeps its bluffs (`vetoes.BLUFFS`), and the best-scored bluff is searched with
        the top score as its prior (unless `Method.bluff_prior`), so only its playouts judge it.
        """
        bluffing = self.method.bluffs and outnumbered(view, belief)
        allowed = [a for a in legal if vetoed(view, belief, a, bluffing) is None] or list(legal)
        bad = blunders(view, allowed)
        kept_bluffs = {a for a in allowed if bluffing and is_bluff(a) and (a in bad or vetoed(view, belief, a))}
        allowed = [a for a in allowed if a not in bad or a in kept_bluffs]
        scorer = Scorer(view, belief, history)
        scores = [scorer.score(a) for a in allowed]
        ranked = sorted(range(len(allowed)), key=lambda i: -scores[i])
        order = _diverse(allowed, ranked, self.keep)
        best_bluff = next((i for i in ranked if allowed[i] in kept_bluffs), None)
        if best_bluff is not None and len(order) > 1 and best_bluff not in order:
            order[-1] = best_bluff
        if not self.method.bluff_prior and best_bluff is not None:
            scores[best_bluff] = scores[ranked[0]]  # judged by its playouts alone: they count the treasure it gives
        return [allowed[i] for i in order], [scores[i] for i in order]

    def _limit(self, players: int) -> int:
        if self.iterations is None:
            return 1 << 30
        return self.iterations if isinstance(self.iterations, int) else iterations_for(players)

    def _world(self, belief: Belief, sampler: WorldSampler, r: Rng) -> GameState:
        if self.method.worlds == "uniform":
            loyalties = belief.assignments[r.below(len(belief.assignments))]
        else:
            loyalties = belief.sample(r)
        return sampler.sample(loyalties, r, check=False)

    def _readings(self, view: SeatView, history: Sequence[Event], arms: list[Action], belief: Belief,
                  world: GameState, friends: Friends) -> tuple[list[Friends], list[float]]:
        """Returns, per candidate, how the table reads it: `Friends` from the public record plus its public events.

        So a move that shows the seat's Loyalty (treasure into its own hold with enemies aboard)
        is seen by every other seat in the playouts that follow, and a bluff that hides it is too.
        Beside it, the chance that public record then puts on the seat's true Loyalty (its exposure).
        """
        if not self.method.readings:
            return [friends] * len(arms), [0.0] * len(arms)
        assert view.seat is not None
        team = view.loyalties[view.seat]
        assert team is not None
        public = [e for e in history if e.visible_to is None]
        root = public_belief(view, public).team_prob(view.seat, team)
        out: list[Friends] = []
        exposure: list[float] = []
        made: dict[tuple[Event, ...], tuple[Friends, float]] = {}
        for a in arms:
            seen = tuple(e for e in apply(world, a, validate=False)[1] if e.visible_to is None)
            if seen and seen not in made:
                read = public_belief(view, [*public, *seen])
                made[seen] = Friends(read, view.seat, belief), read.team_prob(view.seat, team)
            reading, shown = made[seen] if seen else (friends, root)
            out.append(reading)
            exposure.append(shown)
        return out, exposure

    def _secrecy(self, view: SeatView, belief: Belief, arms: Sequence[Action], base: Rng) -> float:
        """Returns what staying unread is worth here, beyond the playouts' horizon (`Method.conceal`).

        Only where a bluff is searched (treasure for the other side); the weight is drawn afresh
        for each such decision, uniform between 0 and twice `conceal`, so a cheap bluff is played
        often and a dear one seldom, and no fixed habit gives the seat away.
        """
        if self.method.conceal <= 0.0 or not any(is_bluff(a) and vetoed(view, belief, a) for a in arms):
            return 0.0
        if not self.method.mixed:
            return self.method.conceal
        return 2.0 * self.method.conceal * base.fork(1).unit()

    def _paired(self, view: SeatView, arms: list[Action], prior: list[float], belief: Belief, friends: Friends,
                sampler: WorldSampler, base: Rng, deadline: float, history: Sequence[Event] = ()) -> Action:
        """Returns the first arm (the Medium pirate's choice) unless another beats it by a clear margin.

        Every arm is played in the same world with the same dice; the differences to the first
        arm are kept, and another arm wins only if its mean difference plus its prior stays
        above zero by `z` standard errors.
        """
        assert view.seat is not None
        team = view.loyalties[view.seat]
        assert team is not None
        horizon = self._horizon(len(view.names))
        k = len(arms)
        top = max(prior)
        bias = [self.prior * (p - top) for p in prior]
        it = 0
        limit = self._limit(len(view.names))
        diff = [0.0] * k
        diff2 = [0.0] * k
        readings: list[Friends] = []
        while it < limit and (it == 0 or time.perf_counter() < deadline):
            r = base.fork(it + 2)
            world = self._world(belief, sampler, r)
            if not readings:
                readings, exposure = self._readings(view, history, arms, belief, world, friends)
                weight = self._secrecy(view, belief, arms, base)
                bias = [b - weight * (e - exposure[0]) for b, e in zip(bias, exposure, strict=True)]
            values = []
            for a, reading in zip(arms, readings, strict=True):
                s, _ = apply(world, a, validate=False)
                values.append(playout(s, team, r.copy(), horizon, reading, self._act, self._value))
            for i in range(k):
                d = values[i] - values[0]
                diff[i] += d
                diff2[i] += d * d
            it += 1
            if it >= EARLY and it % 32 == 0 and _settled(diff, diff2, bias, it):
                break
        self.last_iterations = it
        margin = [0.0] * k
        for i in range(1, k):
            mean = diff[i] / it
            var = max(0.0, diff2[i] / it - mean * mean)
            margin[i] = mean + bias[i] - self.z * math.sqrt(var / it)
        return arms[max(range(k), key=lambda j: (margin[j], -j))]

    def _vote(self, view: SeatView, arms: list[Action], prior: list[float], belief: Belief, friends: Friends,
              sampler: WorldSampler, base: Rng, rng: Rng, deadline: float) -> Action:
        """Returns a Vote card drawn from the average strategy of regret matching (RM+) over sampled worlds."""
        assert view.seat is not None
        team = view.loyalties[view.seat]
        assert team is not None
        if self.method.votes == "prior":
            return arms[0]
        k = len(arms)
        top = max(prior)
        bias = [self.prior * (p - top) for p in prior]
        regret = [0.0] * k
        average = [0.0] * k
        it = 0
        limit = self._limit(len(view.names))
        while it < limit and (it == 0 or time.perf_counter() < deadline):
            pos = sum(regret)
            sigma = [x / pos for x in regret] if pos > 0 else [1.0 / k] * k
            r = base.fork(it + 2)
            world = self._world(belief, sampler, r)
            values = []
            for j, a in enumerate(arms):
                s, _ = apply(world, a, validate=False)
                values.append(playout(s, team, r.copy(), 0, friends, self._act, self._value) + bias[j])
            mean = sum(p * u for p, u in zip(sigma, values, strict=True))
            for j in range(k):
                regret[j] = max(0.0, regret[j] + values[j] - mean)
                average[j] += (it + 1) * sigma[j]
            it += 1
        self.last_iterations = it
        total = sum(average)
        # play the averaged mixed strategy, dropping traces under 5 % (noise of the first iterations)
        probs = [p / total if p / total >= 0.05 else 0.0 for p in average]
        mass = sum(probs)
        x = rng.unit() * mass
        for a, p in zip(arms, probs, strict=True):
            x -= p
            if x < 0:
                return a
        return arms[max(range(k), key=lambda j: probs[j])]
