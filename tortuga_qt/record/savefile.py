"""The save file: setup, the random outcomes and every action, plus a snapshot; versioned.

One extension, `.tortuga`, JSON inside. Loading replays the whole record through the rules
(every step re-checked) and compares the result with the snapshot, so a file that was
damaged or edited is refused in plain words instead of loading a wrong game.

Formats: 2 (current) is this module's `SaveFile`; 1 is the bare game record that
`tortuga-sim` wrote before saves existed (`rules.serialization.GameRecord`), migrated on load.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from tortuga_qt import __version__
from tortuga_qt.record.atomic import atomic_write
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.serialization import RULES_VERSION, ReplayError, replay_steps, state_to_dict
from tortuga_qt.rules.state import GameState

EXTENSION = ".tortuga"
FORMAT = 2
MAX_BYTES = 16 * 1024 * 1024  # far beyond any game; a bigger file is not ours


class SaveError(ValueError):
    """A save file that cannot be used; the message is one plain sentence for a player."""


class UnsupportedSaveVersion(SaveError):
    """A save file written by a newer (or unknown) version of the program."""


class SaveFile(BaseModel):
    """Everything needed to continue a game exactly where it stopped."""

    model_config = ConfigDict(extra="forbid")

    # Every field is required and strictly typed: a damaged file must not load half-guessed.
    format: Literal[2]
    rules_version: StrictStr
    program_version: StrictStr
    saved_at: StrictStr
    config: GameConfig
    humans: list[StrictBool]
    seed: StrictInt
    chance_rng: StrictInt = Field(ge=0, lt=2**64, description="state of the generator that deals chance steps")
    bot_rngs: dict[int, StrictInt] = Field(description="each computer seat's generator state")
    looks: list[tuple[StrictInt, StrictStr]] = Field(description="private looks still owed")
    actions: list[StrictStr]
    finished: StrictBool
    snapshot: dict[str, Any] | None = Field(description="the table after the last step (None only when migrated)")


@dataclass
class LoadedGame:
    """A save file, verified, with the game rebuilt from its record."""

    save: SaveFile
    game: Game
    states: list[GameState] = field(default_factory=list)  # every state, when asked for
    step_events: list[list[Event]] = field(default_factory=list)  # each step's events, with the states


def describe(save: SaveFile) -> str:
    """Returns a short description of a saved game for menus and dialogs."""
    names = ", ".join(s.name for s in save.config.seats)
    status = "finished" if save.finished else f"{len(save.actions)} steps in"
    return f"{len(save.config.seats)} players ({names}), {status}"


def game_to_save(
    game: Game, humans: list[bool], bot_rngs: dict[int, int] | None = None, looks: list[tuple[int, str]] | None = None
) -> SaveFile:
    """Returns the save file of a game in progress (or finished)."""
    return SaveFile.model_construct(
        format=2, rules_version=RULES_VERSION, program_version=__version__,
        saved_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        config=game.config, humans=list(humans), seed=game.seed, chance_rng=game.rng.state,
        bot_rngs=dict(bot_rngs or {}), looks=list(looks or []),
        actions=[format_action(a) for a in game.actions], finished=game.over,
        snapshot=state_to_dict(game.state),
    )


def save_bytes(save: SaveFile) -> bytes:
    """Returns the file content of a save (JSON, UTF-8)."""
    data = {
        "format": save.format, "rules_version": save.rules_version, "program_version": save.program_version,
        "saved_at": save.saved_at, "config": save.config.model_dump(mode="json"), "humans": save.humans,
        "seed": save.seed, "chance_rng": save.chance_rng, "bot_rngs": {str(k): v for k, v in save.bot_rngs.items()},
        "looks": [list(x) for x in save.looks], "actions": save.actions, "finished": save.finished,
        "snapshot": save.snapshot,
    }
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def write_save(path: Path, save: SaveFile) -> None:
    """Writes a save file atomically (the previous file stays whole until the new one is)."""
    atomic_write(path, save_bytes(save))


def read_save(path: Path, keep_states: bool = False) -> LoadedGame:
    """Returns the verified game in a save file; raises SaveError in plain words."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"The file {path.name} does not exist.") from None
    except OSError as exc:
        raise SaveError(f"The file {path.name} cannot be read ({exc.strerror}).") from None
    if size > MAX_BYTES:
        raise SaveError(f"The file {path.name} is far too large to be a Tortuga 1667 save.")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"The file {path.name} cannot be read ({exc.strerror}).") from None
    return load_bytes(raw, path.name, keep_states)


def load_bytes(raw: bytes, name: str = "the file", keep_states: bool = False) -> LoadedGame:
    """Returns the verified game in save-file content; raises SaveError in plain words."""
    if not raw.strip():
        raise SaveError(f"{name} is empty: it holds no game.")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # JSONDecodeError is a ValueError
        raise SaveError(f"{name} is damaged or cut short: it is not a readable save file.") from None
    if not isinstance(data, dict):
        raise SaveError(f"{name} is not a Tortuga 1667 save file.")
    migrated = data.get("format") == 1
    data = _migrate(data, name)
    try:
        save = SaveFile.model_validate(data)
    except (ValidationError, RecursionError) as exc:
        where = "the top level"
        if isinstance(exc, ValidationError):
            where = ".".join(str(p) for p in exc.errors()[0]["loc"]) or where
        raise SaveError(f"{name} is damaged: the entry '{_printable(where)}' is missing or wrong.") from None
    _check_seats(save, name, migrated)
    loaded = _replay(save, name, keep_states)
    if migrated:
        loaded.save.finished = loaded.game.state.result is not None
    return loaded


_LOOK_REASONS = frozenset({"loyalty", "viewed", "cabin_fever", "el_dorado", "crows_nest"})


def _check_seats(save: SaveFile, name: str, migrated: bool) -> None:
    """Checks what the rules cannot: who plays which seat, owed looks, generator states."""
    n = save.config.n
    if len(save.humans) != n:
        raise SaveError(f"{name} is damaged: it does not say who plays each seat.")
    if not migrated and save.snapshot is None:
        raise SaveError(f"{name} is damaged: its snapshot of the table is missing.")
    for seat, reason in save.looks:
        if not 0 <= seat < n or not save.humans[seat] or reason not in _LOOK_REASONS:
            raise SaveError(f"{name} is damaged: it owes a private look that cannot exist.")
    for seat, state in save.bot_rngs.items():
        if not 0 <= seat < n or save.humans[seat] or not 0 <= state < 2**64:
            raise SaveError(f"{name} is damaged: it has a computer player for a seat that has none.")


def _printable(text: str, limit: int = 40) -> str:
    """Returns text safe to show in one line of a message."""
    clean = "".join(c if c.isprintable() else "?" for c in text)
    return clean if len(clean) <= limit else clean[: limit - 1] + "…"


def _migrate(data: dict[str, Any], name: str) -> dict[str, Any]:
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name} is not a Tortuga 1667 save file (it has no format version).")
    if version > FORMAT:
        raise UnsupportedSaveVersion(
            f"{name} was written by a newer version of Tortuga 1667 (save format {version}); "
            f"this version reads formats up to {FORMAT}. Please update the program.")
    if version < 1:
        raise UnsupportedSaveVersion(f"{name} has an unknown save format ({version}).")
    if version == 1:
        data = _migrate_1_to_2(data, name)
    return data


def _migrate_1_to_2(data: dict[str, Any], name: str) -> dict[str, Any]:
    """Format 1 (a bare game record): every seat human, generator states rebuilt from the seed."""
    from tortuga_qt.rules.serialization import GameRecord

    try:
        record = GameRecord.model_validate(data)  # exactly a format-1 record: extra fields are refused
    except (ValidationError, RecursionError):
        raise SaveError(f"{name} is damaged: it calls itself an old game record but is not one.") from None
    config, actions, seed = record.config, record.actions, record.seed or 0
    rng = Rng(seed)
    for text in actions:  # the dealer's generator consumed one permutation per chance step
        if text.startswith("chance "):
            rng.permutation(len(text.split()) - 2)
    return {
        "format": 2, "rules_version": data.get("rules_version", RULES_VERSION),
        "program_version": data.get("program_version", "?"), "saved_at": "",
        "config": config.model_dump(mode="json"), "humans": [True] * config.n, "seed": seed,
        "chance_rng": rng.state, "bot_rngs": {}, "looks": [], "actions": actions,
        "finished": False,  # set from the replay once it is known
        "snapshot": None,
    }


def _replay(save: SaveFile, name: str, keep_states: bool) -> LoadedGame:
    try:
        replayed = replay_steps(save.config, save.actions, keep_states)
    except ReplayError as exc:
        raise SaveError(f"{name} is damaged: step {exc.step} of its record ('{_printable(exc.text)}') "
                        "is not a legal move.") from None
    dealer = Rng(save.seed)
    for i, action in enumerate(replayed.actions, start=1):
        if isinstance(action, Chance) and action.outcome != dealer.permutation(len(action.outcome)):
            raise SaveError(f"{name} is damaged: step {i}, a random outcome, does not follow from the game's seed.")
    state = replayed.state
    if save.snapshot is not None and state_to_dict(state) != save.snapshot:  # both JSON-shaped
        raise SaveError(f"{name} is damaged: its record and its snapshot of the table disagree.")
    if save.finished and state.result is None:
        raise SaveError(f"{name} is damaged: it says the game is finished, but its record does not end it.")
    if save.snapshot is not None and not save.finished and state.result is not None:
        raise SaveError(f"{name} is damaged: its record ends the game, but it says the game goes on.")
    if dealer.state != save.chance_rng:
        raise SaveError(f"{name} is damaged: its random generator does not match its seed and record.")
    game = Game.from_replay(save.config, save.seed, save.chance_rng, replayed)
    return LoadedGame(save, game, replayed.states, replayed.step_events if keep_states else [])

