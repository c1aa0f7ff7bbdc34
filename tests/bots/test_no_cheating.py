"""No computer pirate cheats: two different tables that one seat sees alike get the same choice from it.

For each level, positions are taken from seeded games (a turn, a vote, another seat's decision
under way...) and from a hand-built scenario. Beside each table a twin is built that differs
only where the deciding seat cannot look: the other seats' Loyalty cards permuted, Vote cards
swapped between other seats' hands, the Vote deck and the Event deck in another order, face-down
row cards it has not seen exchanged with cards of the deck. The seat's view and legal actions
are asserted equal; then a fresh bot of the level, with the same generator state and the same
history (the events the seat may see), must choose the same action at both tables, and a bot
that has already chosen at one table must choose the same at the twin (no cache may let the
call order matter). Hard runs a fixed number of iterations (with a time budget its search would
stop at a moment that depends on the machine, not on what it sees): 6 in the test run, 12 in the
slow check (`TORTUGA_PROPERTIES=full`, README).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from tests.rules.randomgames import SCALE
from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.levels import LEVELS, make_bot
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for


def _hard() -> Bot:
    """A Hard pirate that stops after a fixed number of iterations (never on the clock)."""
    from tortuga_qt.bots.hard import HardBot

    bot = HardBot(budget_ms=600_000, iterations=12 if SCALE >= 2 else 6)
    bot.meet(("hard",) * 9)  # every seat shown as Hard: its reading by level is covered too (public, alike for twins)
    return bot


FACTORIES: dict[str, Callable[[], Bot]] = {level: (lambda level=level: make_bot(level)) for level in LEVELS}
FACTORIES["hard"] = _hard


def twin(state: GameState, seat: int, rnd: random.Random) -> GameState:
    """Returns a copy of `state` changed only where `seat` cannot look (it may be equal when nothing can change)."""
    b = state.clone()
    others = [x for x in range(state.n) if x != seat]
    if state.result is None:  # Loyalty cards of the others, permuted (all face up once the game is over)
        loyalty = list(b.loyalty)
        cards = [loyalty[x] for x in others]
        for _ in range(20):
            rnd.shuffle(cards)
            if cards != [loyalty[x] for x in others]:
                break
        for x, card in zip(others, cards, strict=True):
            loyalty[x] = card
        b.loyalty = tuple(loyalty)
    hands = [list(h) for h in b.hands]
    holding = [x for x in others if hands[x]]
    if len(holding) >= 2:  # a Vote card of one other seat swapped with one of another
        x, y = rnd.sample(holding, 2)
        i, j = rnd.randrange(len(hands[x])), rnd.randrange(len(hands[y]))
        hands[x][i], hands[y][j] = hands[y][j], hands[x][i]
    b.hands = tuple(tuple(sorted(h)) for h in hands)
    b.vote_deck = tuple(reversed(b.vote_deck))  # the deck's order (only its count is seen)
    deck = list(reversed(b.event_deck))
    row = list(b.row)
    known = [list(k) for k in b.known]
    for slot, card in enumerate(row):  # face-down row cards this seat has not seen: exchanged with deck cards
        if card >= 0 and known[seat][slot] < 0 and deck:
            row[slot], deck[0] = deck[0], card
            for x in others:
                if known[x][slot] >= 0:
                    known[x][slot] = row[slot]
            deck.append(deck.pop(0))
    b.row, b.event_deck, b.known = tuple(row), tuple(deck), tuple(tuple(k) for k in known)
    b._legal = None
    check_state(b)
    return b


def _snapshots() -> list[tuple[str, GameState, int, list[Event]]]:
    """Positions (label, state, deciding seat, its history): from seeded games, the first decision of
    each kind after a few moves and a later turn; and a hand-built scenario (label "scenario")."""
    out: list[tuple[str, GameState, int, list[Event]]] = []
    for n, seed in ((5, 3), (4, 8), (9, 2), (2, 5)):
        game = Game(default_config(n), seed)
        bot = RandomBot(Rng(seed).fork(11), "kinds")
        decisions, kinds = 0, set()
        while not game.over and decisions < 60:
            seat = game.to_act()[0]
            kind = type(view_for(game.state, seat).decision).__name__
            label = f"{n}p-seed{seed}-d{decisions}"
            changed = twin(game.state, seat, random.Random(label))
            hidden = (changed.hands, changed.event_deck, changed.row) != (game.state.hands, game.state.event_deck,
                                                                           game.state.row)
            if ((decisions >= 6 and kind not in kinds) or decisions == 40) and hidden:
                kinds.add(kind)
                out.append((label, game.state, seat, redact(game.events, seat)))
            game.play(bot.choose(None, game.legal(seat)))
            decisions += 1
    state = position(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=0,
                     loyalty=[Team.BRITISH, Team.FRENCH, Team.BRITISH, Team.DUTCH, Team.FRENCH])
    out.append(("scenario-5p", state, 0, []))
    return out


SNAPSHOTS = _snapshots()


def test_the_twins_differ_where_the_seat_cannot_look() -> None:
    """Every twin is another table (the test has teeth) that the deciding seat sees exactly alike."""
    kinds = set()
    for label, state, seat, _ in SNAPSHOTS:
        other = twin(state, seat, random.Random(label))
        assert view_for(other, seat) == view_for(state, seat), label
        assert legal_actions(other, seat) == legal_actions(state, seat), label
        assert (other.loyalty, other.hands, other.event_deck, other.row) != (state.loyalty, state.hands,
                                                                            state.event_deck, state.row), label
        decision = view_for(state, seat).decision
        kinds.add(type(decision).__name__)
        if state.n > 2:
            assert other.loyalty != state.loyalty, label
    assert {"TurnDecision", "VoteDecision"} <= kinds, kinds


def _choose(bot: Bot, state: GameState, seat: int, rng: Rng, history: Sequence[Event]) -> object:
    return bot.choose(view_for(state, seat), legal_actions(state, seat), rng, list(history))


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_chooses_alike_at_tables_it_sees_alike(level: str) -> None:
    """Same view, legal actions, generator state and history: the same action, whatever the hidden cards."""
    make = FACTORIES[level]
    for label, state, seat, history in SNAPSHOTS:
        if level == "hard" and label.startswith("scenario"):
            continue  # a scenario removes Event cards no view can tell of: not a world Hard's sampler could meet
        legal = legal_actions(state, seat)
        other = twin(state, seat, random.Random(label))
        generator = Rng(len(label)).fork(seat)
        rng_a, rng_b = generator.copy(), generator.copy()
        first = _choose(make(), state, seat, rng_a, history)
        second = _choose(make(), other, seat, rng_b, history)
        assert first in legal, (label, first)
        assert first == second, (label, first, second)
        assert rng_a.state == rng_b.state, label  # the generator moved alike too
        reused = make()  # one bot, both tables in turn: what it learnt at one must not change the other
        assert _choose(reused, other, seat, generator.copy(), history) == first, label
        assert _choose(reused, state, seat, generator.copy(), history) == first, label
