"""The schema of `resources/data/components.json`, checked by pydantic (see `components.parse_components`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tortuga_qt.rules.kinds import CardKind


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
        known = sorted(k.value for k in CardKind)  # the kinds the rules can play (rules/cards/)
        if sorted(kinds) != known:
            raise ValueError(f"event card kinds must be exactly {known}")
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
