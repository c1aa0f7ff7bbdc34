"""Games dealt the way formats 1 and 2 dealt them (SplitMix64 from the seed), and their files.

Used to check that old saves still load and verify after the generator changed.
"""

from __future__ import annotations

import json
from typing import Any

from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.actions import CHANCE, Action
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import apply, seats_to_act
from tortuga_qt.rules.game import sample_chance
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import SplitMix64
from tortuga_qt.rules.serialization import RULES_VERSION, GameRecord, state_to_dict
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState


class LegacyGame:
    """A game whose chance steps come from SplitMix64(seed), as formats 1 and 2 dealt them."""

    def __init__(self, n: int, seed: int) -> None:
        self.config = default_config(n)
        self.seed = seed
        self.rng = SplitMix64(seed)
        self.state: GameState = new_game(self.config)
        self.actions: list[Action] = []
        self._chance()

    def _chance(self) -> None:
        while seats_to_act(self.state) == (CHANCE,):
            action = sample_chance(self.state, self.rng)
            self.state, _ = apply(self.state, action, validate=False)
            self.actions.append(action)

    @property
    def over(self) -> bool:
        return self.state.result is not None

    def play(self, action: Action) -> None:
        self.state, _ = apply(self.state, action)
        self.actions.append(action)
        self._chance()

    def play_randomly(self, bot: RandomBot, decisions: int | None) -> None:
        done = 0
        while not self.over and (decisions is None or done < decisions):
            from tortuga_qt.rules.engine import legal_actions

            self.play(bot.choose(None, legal_actions(self.state, seats_to_act(self.state)[0])))
            done += 1

    def texts(self) -> list[str]:
        return [format_action(a) for a in self.actions]

    def format_1(self) -> bytes:
        """The bare game record (format 1)."""
        return GameRecord(seed=self.seed, config=self.config, actions=self.texts()).model_dump_json().encode("utf-8")

    def format_2(self, humans: list[bool], bot_rngs: dict[int, int], looks: list[tuple[int, str]]) -> bytes:
        """A format-2 save file, exactly as the previous version wrote it."""
        data: dict[str, Any] = {
            "format": 2, "rules_version": RULES_VERSION, "program_version": "0.1.0",
            "saved_at": "2025-01-01T00:00:00+00:00", "config": self.config.to_json(),
            "humans": humans, "seed": self.seed, "chance_rng": self.rng.state,
            "bot_rngs": {str(k): v for k, v in bot_rngs.items()}, "looks": [list(x) for x in looks],
            "actions": self.texts(), "finished": self.over, "snapshot": state_to_dict(self.state),
        }
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
