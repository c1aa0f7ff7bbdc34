"""Older save formats, read only to be migrated to the current one (see `savefile.py`).

* 3: the current fields without the computer seats' levels and the hints taken: every
  computer seat plays on at "medium", no one has taken a hint.
* 2: the format-3 fields with SplitMix64 generator states (integers). Its seed was either
  chosen or a hidden 31-bit number that gives every card away, and the file does not say
  which: the game goes on unseeded, dealt from fresh secret material.
* 1: the bare game record `tortuga-sim` wrote before saves existed; every seat human.

Formats 1 and 2 become format 3 first, then format 3 becomes the current format. The old
random outcomes are still checked against the old seed (SplitMix64) after the replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.record.errors import SaveError
from tortuga_qt.record.reading import printable
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.rng import derive, fresh_seed_material, seed_material

CURRENT = 4
"""The format a migrated file becomes."""

LEVEL_OF_FORMAT_3 = "medium"
"""The level a computer seat of a format-3 file plays on at (format 3 did not say)."""


class SaveFile3(BaseModel):
    """Format 3, read only to be migrated: no levels of the computer seats, no hints counted."""

    model_config = ConfigDict(extra="forbid")

    format: Literal[3]
    rules_version: StrictStr
    program_version: StrictStr
    saved_at: StrictStr
    config: GameConfig
    humans: list[StrictBool]
    seed: StrictInt | None
    seeded: StrictBool
    seed_material: StrictStr
    chance_rng: StrictStr
    bot_rngs: dict[int, StrictStr]
    legacy_chance_steps: StrictInt = Field(ge=0)
    legacy_seed: StrictInt | None
    looks: list[tuple[StrictInt, StrictStr]]
    actions: list[StrictStr]
    finished: StrictBool
    snapshot: dict[str, Any] | None


class SaveFile2(BaseModel):
    """Format 2, read only to be migrated: SplitMix64 generator states as integers."""

    model_config = ConfigDict(extra="forbid")

    format: Literal[2]
    rules_version: StrictStr
    program_version: StrictStr
    saved_at: StrictStr
    config: GameConfig
    humans: list[StrictBool]
    seed: StrictInt
    chance_rng: StrictInt = Field(ge=0, lt=2**64)
    bot_rngs: dict[int, StrictInt]
    looks: list[tuple[StrictInt, StrictStr]]
    actions: list[StrictStr]
    finished: StrictBool
    snapshot: dict[str, Any] | None


@dataclass
class Legacy:
    """What a migrated format-1/2 file still owes to SplitMix64 (checked after the replay)."""

    seed: int  # the SplitMix64 seed
    final_state: int | None  # format 2: the dealer's state after the record; None for format 1
    auto: bool  # format 1: SplitMix64 only if the record's first outcome follows from it


def validate(model: type[Any], data: dict[str, Any], name: str) -> Any:
    """Returns the model of `data`, or one SaveError naming the first wrong entry."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        where = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "the top level"
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: the entry '{entry}' is missing or wrong."),
                        name=name, entry=printable(where)) from None


def migrate_3(data: dict[str, Any], name: str) -> dict[str, Any]:
    """Format 3: every computer seat plays on at "medium"; every person has taken no hint."""
    old: SaveFile3 = validate(SaveFile3, data, name)
    new = dict(data)
    new.update(format=CURRENT,
               levels={str(s): LEVEL_OF_FORMAT_3 for s, human in enumerate(old.humans) if not human},
               hints={str(s): 0 for s, human in enumerate(old.humans) if human})
    return new


def migrate_2(data: dict[str, Any], name: str) -> tuple[dict[str, Any], Legacy]:
    """Format 2 (to format 3): the same fields with SplitMix64 states; the game goes on with the new generators."""
    old: SaveFile2 = validate(SaveFile2, data, name)
    for seat, state in old.bot_rngs.items():
        if not (0 <= seat < old.config.n and seat < len(old.humans) and not old.humans[seat]):
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it has a computer player for a seat that has none."),
                            name=name)
        if not 0 <= state < 2**64:
            raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: a computer player's random generator is unreadable."),
                            name=name)
    # A format-2 seed was either chosen or a hidden 31-bit number (which would give away every
    # card), and the file does not say which: the game goes on unseeded, dealt from fresh secret
    # material; the old seed stays in the file only to check the outcomes it dealt.
    material = fresh_seed_material()
    bots = {seat: derive(material, f"seat {seat}").state for seat in old.bot_rngs}
    new = old.model_dump(mode="json")
    new.update(format=3, seed=None, seeded=False, seed_material=material.hex(),
               bot_rngs={str(k): v for k, v in bots.items()}, chance_rng=derive(material, "dealer").state,
               legacy_chance_steps=0, legacy_seed=old.seed)  # the legacy fields are set after the replay
    return new, Legacy(old.seed, old.chance_rng, auto=False)


def migrate_1(data: dict[str, Any], name: str) -> tuple[dict[str, Any], Legacy]:
    """Format 1 (a bare game record, to format 3): every seat human, generator states rebuilt from the seed."""
    from tortuga_qt.rules.serialization import GameRecord

    try:
        record = GameRecord.model_validate(data)  # exactly a format-1 record: extra fields are refused
    except ValidationError:
        raise SaveError(QT_TRANSLATE_NOOP("Save", "{name} is damaged: it calls itself an old game record but is not one."),
                        name=name) from None
    config, seed = record.config, record.seed
    material = seed_material(seed if seed is not None else 0)
    return {
        "format": 3, "rules_version": record.rules_version, "program_version": record.program_version,
        "saved_at": "", "config": config.to_json(), "humans": [True] * config.n,
        "seed": seed if seed is not None else 0, "seeded": True, "seed_material": material.hex(),
        "chance_rng": derive(material, "dealer").state, "bot_rngs": {}, "legacy_chance_steps": 0,
        "legacy_seed": seed if seed is not None else 0,
        "looks": [], "actions": record.actions,
        "finished": False,  # set from the replay once it is known
        "snapshot": None,
    }, Legacy(seed if seed is not None else 0, None, auto=True)
