"""How readable a pirate's Loyalty is from what it does in public (issue 26, "hard to read").

`read_game(config, actions)` replays a finished game's record through the engine and reads it
twice, as nobody at the table could:

- **the observer**: Medium's exact belief from the public record alone (`hard.search.public_belief`
  of the spectator's view: seat None, only events whose `visible_to` is None). After the k-th
  *public seat action* (an action of a seat >= 0, not chance, whose events include at least one
  public event; its own events counted, the chance steps after it not) it reads the chance the
  belief gives each seat's true Loyalty at that moment (Cabin Fever may have swapped cards) and
  keeps their mean over the seats; a mark the game does not reach alive (over, or ended by that
  very action) is left out;
- **the acts**: every side act the belief weighs (`evidence.py` calls `Tracker.side` for a
  starting hold, a plunder's hold and raided hold, a Cabin Boy's shift, a boarding), recorded by a
  tracker fed the same public events, each with the actor's true Loyalty; and every card played
  in a Brawl (its flag, read from the private `VotedCards`, the fact the `brawl_flag` table
  stands for). A hold act (start_hold, take_into, shift_to) is *outnumbered* when, by the true
  Loyalties of everyone aboard the actor's ship just before the action, the other team has more
  pirates aboard than the actor's team (the actor included).

`tally_acts` turns acts into the measured table to set beside the assumed LIKELIHOOD entries;
`mean_interval` gives a mean over games with a 95 % normal interval. No Qt, no app: only the
rules' engine and the bots' own event readers, so there is no second model of the rules.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.evidence import feed
from tortuga_qt.bots.hard.search import public_belief
from tortuga_qt.bots.likelihoods import side_entry
from tortuga_qt.bots.tracker import Tracker
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.engine import apply
from tortuga_qt.rules.events import Event, VotedCards
from tortuga_qt.rules.kinds import VoteKind
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

MARKS: Final = (10, 20)
"""After how many public seat actions the observer's belief is read."""

SIDE_ACTS: Final = ("start_hold", "take_into", "take_from", "shift_to", "board", "brawl_flag")
"""The side entries of LIKELIHOOD: an act helping (or about) one team's hold or flag."""

HOLD_ACTS: Final = ("start_hold", "take_into", "shift_to")
"""The side acts that put a treasure into a team's hold (where the outnumbered case is read)."""

FLAG_TEAM: Final = {"british": int(Team.BRITISH), "french": int(Team.FRENCH)}


@dataclass(frozen=True)
class SideAct:
    """One side act as the belief weighs it, with the truth the belief cannot see."""

    kind: str  # a key of LIKELIHOOD (SIDE_ACTS)
    seat: int
    team: int  # the team the act helps (or whose hold it raids: take_from)
    actor: int  # the actor's true Loyalty (Team) when acting
    outnumbered: bool  # a hold act with more of the other team than of the actor's aboard its ship


@dataclass
class GameReading:
    """What one game tells about readability: the observer at each mark, and every side act."""

    players: int
    prior: float  # the mean chance a uniform guess puts on each seat's true Loyalty
    marks: dict[int, float] = field(default_factory=dict)  # k: mean chance on the truth after k public actions
    acts: list[SideAct] = field(default_factory=list)
    public_actions: int = 0  # public seat actions in the whole game


class _Recorder(Tracker):
    """A public tracker that also writes down every side act it is told to weigh."""

    __slots__ = ("pending",)

    def __init__(self, n: int) -> None:
        super().__init__(n, -1)
        self.pending: list[tuple[str, int, int]] = []

    def side(self, seat: int, kind: str, team: int) -> None:
        """Records the act, then weighs it as every tracker does."""
        if 0 <= seat < self.n and team in (0, 1):
            self.pending.append((kind, seat, team))
        super().side(seat, kind, team)


def is_public_seat_action(action: Action, events: Sequence[Event]) -> bool:
    """Returns whether a seat (not chance) took `action` and anyone at the table saw it happen."""
    return action.seat >= 0 and any(e.visible_to is None for e in events)


def outnumbered(state: GameState, seat: int) -> bool:
    """Returns whether, by the true Loyalties, the other team outnumbers `seat`'s team aboard its ship."""
    team = state.loyalty[seat]
    if team not in (Team.BRITISH, Team.FRENCH):
        return False
    for line in state.ships:
        if seat in line:
            friends = sum(1 for x in line if state.loyalty[x] == team)
            enemies = sum(1 for x in line if state.loyalty[x] == 1 - team)
            return enemies > friends
    return False


def truth_mean(belief: Belief, loyalty: Sequence[int]) -> float:
    """Returns the mean over seats of the chance `belief` puts on each seat's true Loyalty."""
    return sum(belief.team_prob(s, int(t)) for s, t in enumerate(loyalty)) / len(loyalty)


def observer(state: GameState, history: Sequence[Event]) -> Belief:
    """Returns the spectator's belief (Medium's, from the public record alone) at `state` after `history`."""
    return public_belief(view_for(state, None), history)


def read_game(config: GameConfig, actions: Sequence[Action], marks: Sequence[int] = MARKS) -> GameReading:
    """Replays a game's record (`Game.actions`, chance steps included) and reads the observer and the acts."""
    state = new_game(config)
    n = state.n
    uniform = observer(state, ())  # before the deal: nothing seen (its loyalty field is not dealt yet)
    reading = GameReading(n, 0.0)
    recorder = _Recorder(n)
    history: list[Event] = []
    brawl = False
    for action in actions:
        before = state
        state, events = apply(state, action, validate=False)
        history += events
        for e in events:
            if isinstance(e, VotedCards) and brawl:
                for c in e.cards:
                    reading.acts.append(SideAct("brawl_flag", e.seat, FLAG_TEAM[C.VOTE_MIDDLE[c]],
                                                int(before.loyalty[e.seat]), False))
            if e.visible_to is not None:
                continue
            feed(recorder, e)
            brawl = recorder.vote is not None and recorder.vote.what == VoteKind.BRAWL
            for kind, seat, team in recorder.pending:
                hidden = kind in HOLD_ACTS and outnumbered(before, seat)
                reading.acts.append(SideAct(kind, seat, team, int(before.loyalty[seat]), hidden))
            recorder.pending.clear()
        if is_public_seat_action(action, events):
            reading.public_actions += 1
            k = reading.public_actions
            if k in marks and state.result is None:
                reading.marks[k] = truth_mean(observer(state, history), state.loyalty)
    reading.prior = truth_mean(uniform, state.loyalty)  # a swap keeps each team's count: any moment will do
    return reading


# --------------------------------------------------------------------------- the tallies


@dataclass
class ActCount:
    """The measured table of one side act: how often it helped the actor's own team."""

    kind: str
    level: str | None = None  # the actors' level, whose table a reader told the levels uses (None: the honest table)
    own: int = 0  # a British or French actor, the act about its own team
    other: int = 0  # ... about the other team
    dutch_british: int = 0  # a Dutch actor, the act about the British
    dutch_french: int = 0
    hidden_own: int = 0  # an outnumbered actor (hold acts), into its own team's hold
    hidden_other: int = 0

    @property
    def assumed(self) -> float:
        """Returns the belief's assumed chance that a British or French actor's act is about its own team (its level's table)."""
        mine, other, _ = side_entry(self.kind, self.level)
        return mine / (mine + other)


def tally_acts(acts: Iterable[SideAct], level: str | None = None) -> dict[str, ActCount]:
    """Returns the measured table of every side act, by kind (SIDE_ACTS order), beside the table for actors at `level`."""
    out = {kind: ActCount(kind, level) for kind in SIDE_ACTS}
    for a in acts:
        row = out[a.kind]
        if a.actor == Team.DUTCH:
            row.dutch_british += a.team == Team.BRITISH
            row.dutch_french += a.team == Team.FRENCH
            continue
        mine = a.team == a.actor
        row.own += mine
        row.other += not mine
        if a.outnumbered:
            row.hidden_own += mine
            row.hidden_other += not mine
    return out


def share(hits: int, total: int) -> float | None:
    """Returns hits / total, or None when there is nothing to count."""
    return hits / total if total else None


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """Returns (mean, low, high): the mean of per-game values and its 95 % normal interval."""
    if not values:
        return math.nan, math.nan, math.nan
    m = sum(values) / len(values)
    if len(values) < 2:
        return m, m, m
    sd = math.sqrt(sum((x - m) ** 2 for x in values) / (len(values) - 1))
    half = z * sd / math.sqrt(len(values))
    return m, m - half, m + half
