"""Tables for the tests: a hand-built rules position put on a TableCore (through its public constructor)."""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.app.seating import Seating
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.state import GameState


def position_core(config: GameConfig, seed: int | None, state: GameState, humans: Sequence[bool],
                  levels: dict[int, str] | None = None) -> TableCore:
    """Returns a table at a hand-built position: the game of `seed` with `state` on it, no owed look, a fresh story."""
    game = Game(config, seed)
    game.state, game.events, game.actions = state, [], []
    seating = Seating(humans)
    seating.looks = []
    return TableCore.from_position(game, seating, levels=levels, practice=False)
