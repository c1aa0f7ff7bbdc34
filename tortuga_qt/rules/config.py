"""The setup of a game: seats and options, checked when made (it comes from the UI or a file).

Plain frozen dataclasses, so that dealing a game does not load pydantic (start-up speed). Every
rule of a valid setup is checked in `__post_init__`; a save file's setup is validated at the file
boundary by pydantic (records, save files), which checks the field types of these dataclasses,
refuses unknown fields (`__pydantic_config__`) and then runs the same `__post_init__`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tortuga_qt.rules.components import components
from tortuga_qt.rules.kinds import CardKind

STARRED_KINDS: tuple[CardKind, ...] = tuple(
    dict.fromkeys(CardKind(card.kind) for card in components().event_cards if card.starred))
"""The starred Event card kinds, in the order of the components data (from which 3 are dealt)."""
NAME_MAX = 40  # characters in a seat's name


@dataclass(frozen=True)
class SeatConfig:
    """One seat at the table: the player's name and their pirate (a key from components)."""

    __pydantic_config__: ClassVar[dict[str, Any]] = {"extra": "forbid"}

    name: str
    pirate: str

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not isinstance(self.pirate, str):
            raise ValueError("a seat's name and pirate are texts")
        if not 1 <= len(self.name) <= NAME_MAX:
            raise ValueError(f"a seat's name has 1 to {NAME_MAX} characters")


@dataclass(frozen=True)
class GameConfig:
    """Seats in turn order (clockwise, R12) and the Event deck options.

    `starred`: the 3 starred Event cards (None draws them at random); `small_game_facade_fever`:
    with 2-3 players, allow Facade and Cabin Fever anyway.
    """

    __pydantic_config__: ClassVar[dict[str, Any]] = {"extra": "forbid"}

    seats: tuple[SeatConfig, ...]
    starred: tuple[str, ...] | None = None
    small_game_facade_fever: bool = False

    def __post_init__(self) -> None:
        seats, starred = self.seats, self.starred
        if not isinstance(seats, tuple | list) or not all(isinstance(s, SeatConfig) for s in seats):
            raise ValueError("the seats are a list of seats")
        object.__setattr__(self, "seats", tuple(seats))
        if starred is not None:
            if not isinstance(starred, tuple | list) or not all(isinstance(k, str) for k in starred):
                raise ValueError("the starred Event cards are a list of card kinds")
            object.__setattr__(self, "starred", tuple(starred))
        if not isinstance(self.small_game_facade_fever, bool):
            raise ValueError("small_game_facade_fever is true or false")
        self._seat_count()
        self._starred_ok()

    def _seat_count(self) -> None:
        c = components()
        if not c.min_players <= len(self.seats) <= c.max_players:
            raise ValueError(f"Tortuga 1667 is for {c.min_players} to {c.max_players} players")
        keys = {p.key for p in c.pirates}
        if len({s.pirate for s in self.seats}) != len(self.seats):
            raise ValueError("each seat needs a different pirate")
        for s in self.seats:
            if s.pirate not in keys:
                raise ValueError(f"unknown pirate {s.pirate!r}")

    def _starred_ok(self) -> None:
        if self.starred is None:
            return
        c = components()
        if len(self.starred) != c.starred_per_game or len(set(self.starred)) != len(self.starred):
            raise ValueError(f"choose exactly {c.starred_per_game} different starred Event cards")
        allowed = set(eligible_starred(len(self.seats), self.small_game_facade_fever))
        for kind in self.starred:
            if kind not in allowed:
                raise ValueError(f"starred card {kind!r} is not available with {len(self.seats)} players")

    @property
    def n(self) -> int:
        """Returns the number of players."""
        return len(self.seats)

    def to_json(self) -> dict[str, Any]:
        """Returns the setup as JSON-ready data (what a save file or a record holds)."""
        return {
            "seats": [{"name": s.name, "pirate": s.pirate} for s in self.seats],
            "starred": None if self.starred is None else list(self.starred),
            "small_game_facade_fever": self.small_game_facade_fever,
        }


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
