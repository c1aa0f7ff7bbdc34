"""Component counts and card texts, read from `resources/data/components.json` and validated."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tortuga_qt.paths import resources_dir


class Team(IntEnum):
    """A Loyalty card's team; also indexes a British/French hold or Tortuga area."""

    BRITISH = 0
    FRENCH = 1
    DUTCH = 2


TOP_SYMBOLS = ("cannon", "torch", "water")
MIDDLE_SYMBOLS = ("british", "french")
BOTTOM_SYMBOLS = ("skull", "helm")

EVENT_KINDS = (
    "letter_of_marque", "pistol", "albatross", "black_spot", "atlantis", "el_dorado",
    "fountain_of_youth", "spanish_armada", "black_powder", "cabin_fever", "crows_nest",
    "eight_bells", "facade", "pirate_code", "scurvy", "stormy_seas",
)


class ComponentsError(RuntimeError):
    """The components data file is missing or does not describe a valid game."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _VoteCardGroup(_Strict):
    top: Literal["cannon", "torch", "water"]
    middle: Literal["british", "french"]
    bottom: Literal["skull", "helm"]
    count: int = Field(ge=1)
    weight: int = Field(ge=1, le=2)


class _EventCardKind(_Strict):
    kind: str
    count: int = Field(ge=1)
    starred: bool
    group: str
    name: str
    text: str


class _LoyaltyCounts(_Strict):
    british: int = Field(ge=0)
    french: int = Field(ge=0)
    dutch: int = Field(ge=0, le=1)


class _Treasure(_Strict):
    total: int
    galleon: int
    tortuga_british: int
    tortuga_french: int
    per_captain: int


class _Removals(_Strict):
    max_players: int
    remove: list[str]
    left_out_by_default: list[str]


class _Pirate(_Strict):
    key: str
    name: str
    letter: str = Field(min_length=1, max_length=1)
    colour: str = Field(pattern=r"^#[0-9A-Fa-f]{6}$")
    colour_name: str


class _Range(_Strict):
    min: int
    max: int


class ComponentsFile(_Strict):
    """The validated content of `components.json`."""

    format: Literal[1]
    source: str
    players: _Range
    loyalty_by_players: dict[str, _LoyaltyCounts]
    vote_hand_size: int
    treasure: _Treasure
    ship_capacity: int
    row_size: int
    starred_per_game: int
    vote_cards: list[_VoteCardGroup]
    event_cards: list[_EventCardKind]
    small_game_removals: _Removals
    pirates: list[_Pirate]

    @model_validator(mode="after")
    def _consistent(self) -> ComponentsFile:
        kinds = [c.kind for c in self.event_cards]
        if sorted(kinds) != sorted(EVENT_KINDS):
            raise ValueError(f"event card kinds must be exactly {sorted(EVENT_KINDS)}")
        t = self.treasure
        if t.galleon + t.tortuga_british + t.tortuga_french + 2 * t.per_captain != t.total:
            raise ValueError("treasure placement does not add up to the total")
        for n in range(self.players.min, self.players.max + 1):
            c = self.loyalty_by_players.get(str(n))
            if c is None or c.british + c.french + c.dutch != n:
                raise ValueError(f"loyalty table for {n} players does not deal {n} cards")
        if len(self.pirates) < self.players.max or len({p.key for p in self.pirates}) != len(
            self.pirates
        ):
            raise ValueError("need distinct pirates for every seat")
        return self


@dataclass(frozen=True, slots=True)
class VoteCard:
    """One Vote card: its three sections and how many symbols each section counts (R2)."""

    id: int
    top: str
    middle: str
    bottom: str
    weight: int

    def face(self) -> str:
        """Returns a short face such as 'torch/british/skull' or '2x water/french/helm'."""
        body = f"{self.top}/{self.middle}/{self.bottom}"
        return body if self.weight == 1 else f"2x {body}"


@dataclass(frozen=True, slots=True)
class EventCard:
    """One physical Event card: a stable id and its kind."""

    id: int
    kind: str
    starred: bool


@dataclass(frozen=True, slots=True)
class Pirate:
    """One of the nine Brethren of the Coast."""

    key: str
    name: str
    letter: str
    colour: str
    colour_name: str


@dataclass(frozen=True, slots=True)
class Components:
    """Everything counted or printed on the components, ready for the engine."""

    min_players: int
    max_players: int
    loyalty: dict[int, tuple[int, int, int]]
    hand_size: int
    galleon_treasure: int
    tortuga_treasure: tuple[int, int]
    total_treasure: int
    ship_capacity: int
    row_size: int
    starred_per_game: int
    vote_cards: tuple[VoteCard, ...]
    event_cards: tuple[EventCard, ...]
    event_names: dict[str, str]
    event_texts: dict[str, str]
    small_game_max: int
    small_game_remove: tuple[str, ...]
    small_game_left_out: tuple[str, ...]
    pirates: tuple[Pirate, ...]

    def event_ids(self, kind: str) -> tuple[int, ...]:
        """Returns the ids of every Event card of one kind."""
        return tuple(c.id for c in self.event_cards if c.kind == kind)


def parse_components(raw: str) -> Components:
    """Returns Components from the JSON text of a components file, or raises ComponentsError."""
    try:
        f = ComponentsFile.model_validate_json(raw)
    except ValidationError as exc:
        raise ComponentsError(f"components data is invalid: {exc}") from exc
    votes: list[VoteCard] = []
    for g in f.vote_cards:
        for _ in range(g.count):
            votes.append(VoteCard(len(votes), g.top, g.middle, g.bottom, g.weight))
    events: list[EventCard] = []
    for e in f.event_cards:
        for _ in range(e.count):
            events.append(EventCard(len(events), e.kind, e.starred))
    return Components(
        min_players=f.players.min,
        max_players=f.players.max,
        loyalty={int(k): (v.british, v.french, v.dutch) for k, v in f.loyalty_by_players.items()},
        hand_size=f.vote_hand_size,
        galleon_treasure=f.treasure.galleon,
        tortuga_treasure=(f.treasure.tortuga_british, f.treasure.tortuga_french),
        total_treasure=f.treasure.total,
        ship_capacity=f.ship_capacity,
        row_size=f.row_size,
        starred_per_game=f.starred_per_game,
        vote_cards=tuple(votes),
        event_cards=tuple(events),
        event_names={e.kind: e.name for e in f.event_cards},
        event_texts={e.kind: e.text for e in f.event_cards},
        small_game_max=f.small_game_removals.max_players,
        small_game_remove=tuple(f.small_game_removals.remove),
        small_game_left_out=tuple(f.small_game_removals.left_out_by_default),
        pirates=tuple(Pirate(**p.model_dump()) for p in f.pirates),
    )


def components_path() -> Path:
    """Returns the path of the components data file."""
    return resources_dir() / "data" / "components.json"


@lru_cache(maxsize=1)
def components() -> Components:
    """Returns the game's components, loaded and validated once."""
    path = components_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ComponentsError(f"cannot read {path}: {exc.strerror}") from exc
    try:
        json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ComponentsError(f"{path} is not valid JSON (line {exc.lineno})") from exc
    return parse_components(raw)
