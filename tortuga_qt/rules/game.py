"""A game in progress with its record: services chance from a seed and keeps the transcript.

The UI session, the simulator and the bots' tests all drive games through this class.

Every generator of a game derives one way from its seed material (`rules.rng.derive`): the
dealer (label "dealer") and each computer seat's (`Game.bot_rng`, label "seat N"). A game
without a chosen seed draws 32 bytes from the operating system, so no seat can compute the
dealt secrets or another seat's generator from what it sees; a chosen integer seed
reproduces the whole game exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tortuga_qt.rules.actions import CHANCE, Action, Chance
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.engine import apply, canonical, chance_request, legal_actions, seats_to_act
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import Rng, SplitMix64, derive, fresh_seed_material, seed_material
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import GameState

if TYPE_CHECKING:  # records need pydantic: loaded when one is made, not to deal a game
    from tortuga_qt.rules.serialization import GameRecord, Replayed


def sample_chance(state: GameState, rng: Rng | SplitMix64) -> Chance:
    """Returns a random outcome for the pending chance step."""
    f = chance_request(state)
    if f is None:
        raise ValueError("no chance step is pending")
    return Chance(f.what, rng.permutation(f.n))


class Game:
    """A game: the current state, the record of every action, and the events so far.

    `seed` is the chosen integer seed (None when the game was not seeded: then `seeded` is
    False and the seed material came from the operating system). `seed_material` is secret:
    it gives every card of the game; only save files hold it.
    """

    def __init__(self, config: GameConfig, seed: int | None = None) -> None:
        self.config = config
        self.seed = seed
        self.seeded = seed is not None
        self.seed_material = seed_material(seed) if seed is not None else fresh_seed_material()
        self.rng = self.dealer_rng()
        self.legacy_chance_steps = 0  # chance steps of a migrated format-1/2 record (dealt by SplitMix64)
        self.legacy_seed: int | None = None  # the SplitMix64 seed of those steps
        self.state = new_game(config)
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self._run_chance()

    @classmethod
    def from_replay(
        cls, config: GameConfig, seed: int | None, material: bytes, rng_state: str, replayed: Replayed,
        legacy_chance_steps: int = 0, legacy_seed: int | None = None,
    ) -> Game:
        """Returns a game continuing a replayed record, its dealer's generator where it stopped."""
        game = cls.__new__(cls)
        game.config, game.seed, game.seeded, game.seed_material = config, seed, seed is not None, material
        game.rng, game.legacy_chance_steps = Rng.from_state(rng_state), legacy_chance_steps
        game.legacy_seed = legacy_seed
        game.state, game.actions, game.events = replayed.state, list(replayed.actions), replayed.events
        return game

    @classmethod
    def from_position(cls, config: GameConfig, state: GameState, seed: int) -> Game:
        """Returns a game that starts from a hand-built position (the walkthrough's chapters).

        Its record starts at that position, so it is never saved; chance steps are dealt from
        `seed` so every run of a chapter is the same.
        """
        game = cls.__new__(cls)
        game.config, game.seed, game.seeded, game.seed_material = config, seed, True, seed_material(seed)
        game.rng, game.legacy_chance_steps, game.legacy_seed = game.dealer_rng(), 0, None
        game.state, game.actions, game.events = state, [], []
        game._run_chance()
        return game

    def dealer_rng(self) -> Rng:
        """Returns the dealer's generator as it was at the start of the game."""
        return derive(self.seed_material, "dealer")

    def bot_rng(self, seat: int) -> Rng:
        """Returns a computer seat's generator at the start (one way from the seed: no seat computes another's)."""
        return derive(self.seed_material, f"seat {seat}")

    def to_act(self) -> tuple[int, ...]:
        """Returns the seats that must decide now (never CHANCE: chance runs by itself)."""
        return seats_to_act(self.state)

    def legal(self, seat: int) -> tuple[Action, ...]:
        """Returns the legal actions of a seat now."""
        return legal_actions(self.state, seat)

    @property
    def over(self) -> bool:
        """Returns whether the game has ended."""
        return self.state.result is not None

    def play(self, action: Action, validate: bool = True) -> list[Event]:
        """Applies a seat's action, then any chance steps it leads to; returns all events.

        The record keeps the engine's own copy of the action, so a look-alike with wrong-typed
        fields (1.0 for 1) never reaches the record or a save file.
        """
        if validate:
            legal = canonical(self.state, action)
            if legal is not None:  # checked once here; without a copy, apply refuses and says why
                action, validate = legal, False
        self.state, events = apply(self.state, action, validate)
        self.actions.append(action)
        self.events += events
        return events + self._run_chance()

    def _run_chance(self) -> list[Event]:
        out: list[Event] = []
        while seats_to_act(self.state) == (CHANCE,):
            action = sample_chance(self.state, self.rng)
            self.state, events = apply(self.state, action, validate=False)
            self.actions.append(action)
            out += events
        self.events += out
        return out

    def record(self) -> GameRecord:
        """Returns the game record: config, seed and every action in notation."""
        from tortuga_qt.rules.serialization import GameRecord

        return GameRecord(
            seed=self.seed, config=self.config, actions=[format_action(a) for a in self.actions]
        )
