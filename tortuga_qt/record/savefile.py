"""The save file: setup, the random outcomes and every action, plus a snapshot; versioned.

One extension, `.tortuga`, JSON inside. Loading replays the whole record through the rules
(every step re-checked) and compares the result with the snapshot, so a file that was
damaged or edited is refused in plain words instead of loading a wrong game. Every failure
while reading, parsing, validating, migrating or replaying is one `SaveError` whose message
is one plain sentence naming the file; nothing else ever escapes `read_save`/`load_bytes`.

Formats:

* 4 (current) is this module's `SaveFile`: format 3 plus the level of every computer seat
  (`levels`, names from `bots.levels.LEVELS`) and the hints each person has taken (`hints`).
  One optional field came later within format 4: `atlantis_own_turn`, the people who decide
  about Atlantis only before their own turn; written only when someone chose it, so files
  without it (all the earlier ones) load as before, with nobody having chosen it. A second one
  came after it: `seat_changes`, how many times a seat changed hands during the game (Game ›
  Seats); written only when one did, so a computer that takes a seat over later gets a fresh
  generator; files without it load with none.
* 3: the seed material (32 bytes from the operating
  system, or a chosen integer seed), `seeded`, and the BLAKE2b generator states as texts
  (`rules.rng.Rng.state`). Every random outcome must follow from the seed material through
  the dealer's generator (`Game.dealer_rng`); the first `legacy_chance_steps` chance steps of
  a migrated game follow instead from the SplitMix64 generator of formats 1-2. Migrated on
  load: every computer seat plays on at "medium", no hints taken.
* 2: generator states were SplitMix64 integers. Migrated on load: verified with SplitMix64,
  then continued with the new generators derived from the seed.
* 1: the bare game record that `tortuga-sim` wrote before saves existed
  (`rules.serialization.GameRecord`), every seat human.

A newer format is refused by name (`UnsupportedSaveVersion`); a file saved under other rules
(`rules_version`) is refused with its own message (`DifferentRules`).

Reading accepts only a regular file of at most `MAX_BYTES` (a pipe, a device or a folder is
refused at once, never read); writing gives a file only its owner can read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from tortuga_qt import __version__
from tortuga_qt.bots.levels import DEFAULT, LEVELS
from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.record.atomic import atomic_write
from tortuga_qt.record.errors import DifferentRules as DifferentRules
from tortuga_qt.record.errors import SaveError as SaveError
from tortuga_qt.record.errors import UnsupportedSaveVersion as UnsupportedSaveVersion
from tortuga_qt.record.migrate import CURRENT, Legacy, migrate_1, migrate_2, migrate_3, validate
from tortuga_qt.record.reading import MAX_BYTES as MAX_BYTES
from tortuga_qt.record.reading import printable
from tortuga_qt.record.reading import read_limited as read_limited
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import (
    Rng,
    SplitMix64,
    derive,
    is_state,
    seed_material,
)
from tortuga_qt.rules.serialization import RULES_VERSION, ReplayError, replay_steps, state_to_dict
from tortuga_qt.rules.state import GameState

EXTENSION = ".tortuga"
FORMAT = CURRENT
MIN_SECRET_BYTES = 16  # an unseeded game's seed material: at least 128 bits
MAX_SEED_MATERIAL_BYTES = 256
MAX_HINTS = 1_000_000  # far beyond any game: a larger count is damage


class SaveFile(BaseModel):
    """Everything needed to continue a game exactly where it stopped (format 4)."""

    model_config = ConfigDict(extra="forbid")

    # Every field is required and strictly typed: a damaged file must not load half-guessed.
    format: Literal[4]
    rules_version: StrictStr
    program_version: StrictStr
    saved_at: StrictStr
    config: GameConfig
    humans: list[StrictBool]
    seed: StrictInt | None = Field(description="the chosen seed; None when the game was not seeded")
    seeded: StrictBool
    seed_material: StrictStr = Field(description="hex of the secret every generator derives from")
    chance_rng: StrictStr = Field(description="state of the generator that deals chance steps")
    bot_rngs: dict[int, StrictStr] = Field(description="each computer seat's generator state")
    levels: dict[int, StrictStr] = Field(description="each computer seat's level (exactly the computer seats)")
    hints: dict[int, StrictInt] = Field(description="hints taken by each human seat (exactly the human seats)")
    legacy_chance_steps: StrictInt = Field(ge=0, description="first chance steps dealt by SplitMix64 (formats 1-2)")
    legacy_seed: StrictInt | None = Field(description="the SplitMix64 seed of those steps (None: there are none)")
    looks: list[tuple[StrictInt, StrictStr]] = Field(description="private looks still owed")
    # The one optional field (absent from earlier format-4 files, which load with nobody in it).
    atlantis_own_turn: list[StrictInt] = Field(default_factory=list,
                                               description="the people asked about Atlantis only before their own turn")
    # Optional too (later still): how many times a seat changed hands; absent, none did.
    seat_changes: StrictInt = Field(default=0, ge=0, description="how many times a seat changed hands (Game > Seats)")
    # Optional too (later still): the people who play on their phones; a resumed game pairs them anew.
    phones: list[StrictInt] = Field(default_factory=list, description="the people's seats played on a phone")
    actions: list[StrictStr]
    finished: StrictBool
    snapshot: dict[str, Any] | None = Field(description="the table after the last step (None only when migrated)")


@dataclass
class LoadedGame:
    """A save file, verified, with the game rebuilt from its record."""

    save: SaveFile
    game: Game
    states: list[GameState] = field(default_factory=list)  # every state, when asked for
    step_events: list[list[Event]] = field(default_factory=list)  # each step's events (a resumed table's last move)


def describe(save: SaveFile) -> str:
    """Returns a short description of a saved game for menus and dialogs."""
    names = ", ".join(s.name for s in save.config.seats)
    status = "finished" if save.finished else f"{len(save.actions)} steps in"
    return f"{len(save.config.seats)} players ({names}), {status}"


def game_to_save(
    game: Game, humans: list[bool], bot_rngs: dict[int, str] | None = None, looks: list[tuple[int, str]] | None = None,
    levels: dict[int, str] | None = None, hints: dict[int, int] | None = None,
    atlantis_own_turn: list[int] | None = None, seat_changes: int = 0, phones: list[int] | None = None,
) -> SaveFile:
    """Returns the save file of a game in progress (or finished); `bot_rngs` are `Rng.state` texts.

    Computer seats missing from `levels` play at the default level; people missing from `hints` took none.
    """
    return SaveFile.model_construct(
        format=FORMAT, rules_version=RULES_VERSION, program_version=__version__,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        config=game.config, humans=list(humans), seed=game.seed, seeded=game.seeded,
        seed_material=game.seed_material.hex(), chance_rng=game.rng.state,
        bot_rngs=dict(bot_rngs or {}),
        levels={s: (levels or {}).get(s, DEFAULT) for s, human in enumerate(humans) if not human},
        hints={s: (hints or {}).get(s, 0) for s, human in enumerate(humans) if human},
        legacy_chance_steps=game.legacy_chance_steps,
        legacy_seed=game.legacy_seed, looks=list(looks or []), atlantis_own_turn=sorted(set(atlantis_own_turn or [])),
        actions=[format_action(a) for a in game.actions], finished=game.over,
        snapshot=state_to_dict(game.state), seat_changes=seat_changes, phones=sorted(set(phones or [])),
    )


def save_bytes(save: SaveFile) -> bytes:
    """Returns the file content of a save (JSON, UTF-8)."""
    data = {
        "format": save.format, "rules_version": save.rules_version, "program_version": save.program_version,
        "saved_at": save.saved_at, "config": save.config.to_json(), "humans": save.humans,
        "seed": save.seed, "seeded": save.seeded, "seed_material": save.seed_material,
        "chance_rng": save.chance_rng, "bot_rngs": {str(k): v for k, v in save.bot_rngs.items()},
        "levels": {str(k): v for k, v in save.levels.items()}, "hints": {str(k): v for k, v in save.hints.items()},
        "legacy_chance_steps": save.legacy_chance_steps, "legacy_seed": save.legacy_seed,
        "looks": [list(x) for x in save.looks], "actions": save.actions, "finished": save.finished,
        "snapshot": save.snapshot,
    }
    if save.atlantis_own_turn:  # only when someone chose it: other files stay byte for byte as before
        data["atlantis_own_turn"] = list(save.atlantis_own_turn)
    if save.seat_changes:  # only when a seat changed hands: other files stay byte for byte as before
        data["seat_changes"] = save.seat_changes
    if save.phones:  # only when someone plays on a phone: other files stay byte for byte as before
        data["phones"] = list(save.phones)
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def write_save(path: Path, save: SaveFile) -> None:
    """Writes a save file atomically, readable by its owner only (the previous file stays whole until the new one is)."""
    atomic_write(path, save_bytes(save))


# ---------------------------------------------------------------------------------------- reading


def read_save(path: Path, keep_states: bool = False) -> LoadedGame:
    """Returns the verified game in a save file; raises SaveError in plain words (and nothing else)."""
    name = printable(Path(path).name or str(path), 120)
    raw = read_limited(Path(path), name)
    return load_bytes(raw, name, keep_states)


def load_bytes(raw: bytes, name: str = "the file", keep_states: bool = False) -> LoadedGame:
    """Returns the verified game in save-file content; raises SaveError in plain words (and nothing else)."""
    name = printable(name, 120)
    try:
        return _load(raw, name, keep_states)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it is nested far too deeply to be a save file."),
                        name=name) from None
    except MemoryError:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is too large to load."), name=name) from None
    except Exception:  # noqa: BLE001 - the loader's boundary: whatever broke, the player gets one sentence
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it cannot be read as a Tortuga 1667 save."),
                        name=name) from None


def _load(raw: bytes, name: str, keep_states: bool) -> LoadedGame:
    if not isinstance(raw, (bytes, bytearray)):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} holds no readable content."), name=name)
    if len(raw) > MAX_BYTES:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "The file {name} is far too large to be a Tortuga 1667 save."),
                        name=name)
    if not raw.strip():
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is empty: it holds no game."), name=name)
    try:
        data = json.loads(bytes(raw).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):  # JSONDecodeError is a ValueError
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged or cut short: it is not a readable save file."),
                        name=name) from None
    if not isinstance(data, dict):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is not a Tortuga 1667 save file."), name=name)
    version = _format_of(data, name)
    _check_rules(data, name)
    legacy: Legacy | None = None
    if version == 1:
        data, legacy = migrate_1(data, name)
    elif version == 2:
        data, legacy = migrate_2(data, name)
    if version <= 3:
        data = migrate_3(data, name)
    save = validate(SaveFile, data, name)
    material = _check_fields(save, name, legacy is not None)
    loaded = _replay(save, material, name, keep_states, legacy)
    if version == 1:
        loaded.save.finished = loaded.game.state.result is not None
    return loaded


def _format_of(data: dict[str, Any], name: str) -> int:
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is not a Tortuga 1667 save file (it has no format version)."),
                        name=name)
    shown = printable(str(version), 24) if -10**30 < version < 10**30 else "far beyond any"
    if version > FORMAT:
        raise UnsupportedSaveVersion(
            QT_TRANSLATE_NOOP("Save", "{name} was written by a newer version of Tortuga 1667 (save format {shown}); "
                              "this version reads formats up to {newest}. Please update the program."),
            name=name, shown=shown, newest=FORMAT)
    if version < 1:
        raise UnsupportedSaveVersion(QT_TRANSLATE_NOOP("Save", "{name} has an unknown save format ({shown})."),
                                     name=name, shown=shown)
    return version


def _check_rules(data: dict[str, Any], name: str) -> None:
    """Refuses a game saved under other rules (a format-1 record without the field is ours)."""
    rules = data.get("rules_version", RULES_VERSION)
    if isinstance(rules, str) and rules != RULES_VERSION:
        raise DifferentRules(
            QT_TRANSLATE_NOOP("Save", "{name} holds a game saved under different rules ({rules}; this version "
                              "plays {ours}); it cannot be continued."),
            name=name, rules=printable(rules), ours=RULES_VERSION)


_LOOK_REASONS = frozenset({"loyalty", "viewed", "cabin_fever", "el_dorado", "crows_nest"})


def _check_fields(save: SaveFile, name: str, migrated: bool) -> bytes:
    """Checks what the rules cannot (seats, owed looks, seed, generators); returns the seed material."""
    n = save.config.n
    if len(save.humans) != n:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it does not say who plays each seat."), name=name)
    if not migrated and save.snapshot is None:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its snapshot of the table is missing."),
                        name=name)
    for seat, reason in save.looks:
        if not 0 <= seat < n or not save.humans[seat] or reason not in _LOOK_REASONS:
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it owes a private look that cannot exist."),
                            name=name)
    for seat, state in save.bot_rngs.items():
        if not 0 <= seat < n or save.humans[seat]:
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it has a computer player for a seat that has none."),
                            name=name)
        if not is_state(state):
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: a computer player's random generator is unreadable."),
                            name=name)
    computers = {s for s in range(n) if not save.humans[s]}
    for seat, level in save.levels.items():
        if seat not in computers:
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it gives a level to a computer player for a seat "
                                              "that has none."),
                            name=name)
        if level not in LEVELS:
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: a computer player's level, '{level}', is "
                                              "not one this version knows ({levels})."),
                            name=name, level=printable(level, 24), levels=", ".join(LEVELS))
    if set(save.levels) != computers:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it does not say how well each computer player plays."),
                        name=name)
    if set(save.hints) != set(range(n)) - computers:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it does not say how many hints each person took."),
                        name=name)
    if any(not 0 <= count <= MAX_HINTS for count in save.hints.values()):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it counts an impossible number of hints."),
                        name=name)
    own = save.atlantis_own_turn
    if len(set(own)) != len(own) or any(not 0 <= seat < n or not save.humans[seat] for seat in own):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it keeps a choice about Atlantis for a seat no person plays."),
                        name=name)
    if len(set(save.phones)) != len(save.phones) or any(not 0 <= seat < n or not save.humans[seat] for seat in save.phones):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it puts on a phone a seat no person plays."),
                        name=name)
    if not is_state(save.chance_rng):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its random generator is unreadable."), name=name)
    text = save.seed_material
    if (not 2 <= len(text) <= 2 * MAX_SEED_MATERIAL_BYTES or len(text) % 2
            or any(c not in "0123456789abcdef" for c in text)):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its seed is unreadable."), name=name)
    material = bytes.fromhex(text)
    if save.seeded != (save.seed is not None):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it does not say whether the game was seeded."),
                        name=name)
    if save.seed is not None and material != seed_material(save.seed):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its seed and its secret seed material disagree."),
                        name=name)
    if save.seed is None and len(material) < MIN_SECRET_BYTES:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its secret seed material is too short."),
                        name=name)
    if not migrated and (save.legacy_seed is None) != (save.legacy_chance_steps == 0):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its old random outcomes and their seed disagree."),
                        name=name)
    return material


def _replay(save: SaveFile, material: bytes, name: str, keep_states: bool, legacy: Legacy | None) -> LoadedGame:
    try:
        replayed = replay_steps(save.config, save.actions, keep_states)
    except ReplayError as exc:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: step {step} of its record ('{move}') "
                                          "is not a legal move."),
                        name=name, step=exc.step, move=printable(exc.text)) from None
    except SaveError:
        raise
    except Exception:  # noqa: BLE001 - any other failure of a step is damage too
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its record cannot be replayed."),
                        name=name) from None
    chances = [(i, a) for i, a in enumerate(replayed.actions, start=1) if isinstance(a, Chance)]
    dealer = _check_outcomes(save, material, chances, name, legacy)
    state = replayed.state
    if save.snapshot is not None and state_to_dict(state) != save.snapshot:  # both JSON-shaped
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its record and its snapshot of the table disagree."),
                        name=name)
    if save.finished and state.result is None:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it says the game is finished, but its record does not end it."),
                        name=name)
    if save.snapshot is not None and not save.finished and state.result is not None:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its record ends the game, but it says the game goes on."),
                        name=name)
    if legacy is not None:  # a migrated game goes on with the new dealer from where it stands
        save.chance_rng = dealer.state
    elif dealer.state != save.chance_rng:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its random generator does not match its seed and record."),
                        name=name)
    game = Game.from_replay(save.config, save.seed if save.seeded else None, material, save.chance_rng,
                            replayed, save.legacy_chance_steps, save.legacy_seed)
    return LoadedGame(save, game, replayed.states, replayed.step_events)


def _check_outcomes(save: SaveFile, material: bytes, chances: list[tuple[int, Chance]], name: str,
                    legacy: Legacy | None) -> Rng:
    """Checks that every random outcome follows from the seed; returns the dealer after the record."""
    def wrong(step: int) -> SaveError:
        return SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: step {step}, a random outcome, does not follow "
                                           "from the game's seed."), name=name, step=step)

    if legacy is not None:  # a migrated file: which chance steps did SplitMix64 deal?
        old = SplitMix64(legacy.seed)
        first = chances[0][1].outcome if chances else ()
        follows = not chances or first == old.permutation(len(first))
        save.legacy_chance_steps = len(chances) if (follows or not legacy.auto) else 0
        save.legacy_seed = legacy.seed if save.legacy_chance_steps else None
    legacy_count = save.legacy_chance_steps
    if legacy_count > len(chances):
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it counts more old random outcomes than its record holds."),
                        name=name)
    if legacy_count:
        old = SplitMix64(save.legacy_seed if save.legacy_seed is not None else 0)
        for step, action in chances[:legacy_count]:
            if action.outcome != old.permutation(len(action.outcome)):
                raise wrong(step)
        if legacy is not None and legacy.final_state is not None and old.state != legacy.final_state:
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: its random generator does not match its seed and record."),
                            name=name)
    dealer = derive(material, "dealer")
    for step, action in chances[legacy_count:]:
        if action.outcome != dealer.permutation(len(action.outcome)):
            raise wrong(step)
    return dealer

