"""Seeded random games for the property tests: every state of a game, one by one."""

from __future__ import annotations

import os
from collections.abc import Iterator

from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState

# How many games a property plays. The default test run plays a quarter of the count a test
# names (the README's test command stays near 100 s on two cores); the slow check
# (`TORTUGA_PROPERTIES=full`, README "Checks beyond the tests") twice it, some thousands of
# games; the mutation check (benchmarks/mutation.py, `quick`) a fifth, so a surviving mutant
# costs seconds, not a minute.
SCALE = {"quick": 0.2, "full": 2.0}.get(os.environ.get("TORTUGA_PROPERTIES", ""), 0.25)


def seeds(first: int, count: int) -> range:
    """The seeds a property plays: `count` scaled as above (at least one) from `first`."""
    return range(first, first + max(1, round(count * SCALE)))


def steps(players: int, seed: int, policy: str = "uniform") -> Iterator[tuple[GameState, Action | None]]:
    """Yields (state, action about to be played) for every decision, then (final state, None)."""
    game = Game(default_config(players), seed)
    bot = RandomBot(Rng(seed).fork(7), policy)
    while not game.over:
        seat = game.to_act()[0]
        action = bot.choose(None, game.legal(seat))
        yield game.state, action
        game.play(action)
    yield game.state, None


def play(players: int, seed: int, policy: str = "uniform") -> Game:
    """Returns a finished seeded game."""
    game = Game(default_config(players), seed)
    bot = RandomBot(Rng(seed).fork(7), policy)
    while not game.over:
        game.play(bot.choose(None, game.legal(game.to_act()[0])))
    return game
