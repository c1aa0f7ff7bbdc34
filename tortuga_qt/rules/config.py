"""The setup of a game: seats and options, validated by pydantic (it comes from the UI or a file)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tortuga_qt.rules.components import components

STARRED_KINDS = (
    "black_powder", "cabin_fever", "crows_nest", "eight_bells", "facade", "pirate_code",
    "scurvy", "stormy_seas",
)


class SeatConfig(BaseModel):
    """One seat at the table: the player's name and their pirate (a key from components)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=40)
    pirate: str


class GameConfig(BaseModel):
    """Seats in turn order (clockwise, R12) and the Event deck options."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seats: tuple[SeatConfig, ...]
    starred: tuple[str, ...] | None = Field(
        default=None, description="the 3 starred Event cards; None draws them at random"
    )
    small_game_facade_fever: bool = Field(
        default=False, description="2-3 players: allow Facade and Cabin Fever anyway"
    )

    @field_validator("seats")
    @classmethod
    def _seat_count(cls, seats: tuple[SeatConfig, ...]) -> tuple[SeatConfig, ...]:
        c = components()
        if not c.min_players <= len(seats) <= c.max_players:
            raise ValueError(f"Tortuga 1667 is for {c.min_players} to {c.max_players} players")
        keys = {p.key for p in c.pirates}
        if len({s.pirate for s in seats}) != len(seats):
            raise ValueError("each seat needs a different pirate")
        for s in seats:
            if s.pirate not in keys:
                raise ValueError(f"unknown pirate {s.pirate!r}")
        return seats

    @model_validator(mode="after")
    def _starred_ok(self) -> GameConfig:
        if self.starred is None:
            return self
        c = components()
        if len(self.starred) != c.starred_per_game or len(set(self.starred)) != len(self.starred):
            raise ValueError(f"choose exactly {c.starred_per_game} different starred Event cards")
        allowed = set(eligible_starred(len(self.seats), self.small_game_facade_fever))
        for kind in self.starred:
            if kind not in allowed:
                raise ValueError(f"starred card {kind!r} is not available with {len(self.seats)} players")
        return self

    @property
    def n(self) -> int:
        """Returns the number of players."""
        return len(self.seats)


def eligible_starred(n: int, facade_fever: bool = False) -> tuple[str, ...]:
    """Returns the starred kinds that may join an n-player game (rulebook setup note)."""
    c = components()
    if n <= c.small_game_max and not facade_fever:
        return tuple(k for k in STARRED_KINDS if k not in c.small_game_left_out)
    return STARRED_KINDS


def default_config(n: int, starred: tuple[str, ...] | None = None) -> GameConfig:
    """Returns a config with n seats named after their pirates, in component order."""
    pirates = components().pirates[:n]
    return GameConfig(
        seats=tuple(SeatConfig(name=p.name, pirate=p.key) for p in pirates), starred=starred
    )
