"""Who plays a seat (a person at the device, a person on a phone, or a computer at a level), and a computer's turn to choose. Qt-free."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.levels import DEFAULT, LEVELS, make_bot
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import SeatView, view_for


@dataclass(frozen=True)
class Person:
    """A person plays the seat, at the device (pass-and-play)."""


@dataclass(frozen=True)
class Phone:
    """A person plays the seat on their own phone: its secrets and decisions are there, never on the shared screen."""


@dataclass(frozen=True)
class Computer:
    """A computer pirate plays the seat, at a level (`bots.levels.LEVELS`), with its bot."""

    level: str = DEFAULT
    bot: Bot = field(default_factory=lambda: make_bot(DEFAULT), compare=False)

    @classmethod
    def at(cls, level: str) -> Computer:
        """Returns a computer at `level` with a fresh bot of that level (ValueError for an unknown level)."""
        check_level(level)
        return cls(level, make_bot(level))


Player = Person | Phone | Computer


def is_person(player: Player) -> bool:
    """Returns whether a person plays the seat (at the device or on a phone)."""
    return isinstance(player, (Person, Phone))


def check_level(level: str) -> None:
    """Raises ValueError, in plain words, for a level this version does not know."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")


def players_for(humans: Sequence[bool], levels: dict[int, str] | None = None,
                bots: dict[int, Bot] | None = None, phones: Sequence[int] = ()) -> list[Player]:
    """Returns the players of a table: people where `humans` (on a phone where `phones`), else computers at their level.

    An explicit bot of `bots` wins over the level's own (tests, the walkthrough's scripted seats).
    """
    players: list[Player] = []
    for seat, human in enumerate(humans):
        if human:
            players.append(Phone() if seat in phones else Person())
            continue
        level = (levels or {}).get(seat, DEFAULT)
        check_level(level)
        bot = (bots or {}).get(seat)
        players.append(Computer(level, bot if bot is not None else make_bot(level)))
    return players


class BotRequest:
    """A computer seat's (or a hint's) turn to choose: all its bot may read, and the token its answer carries.

    The view and the redacted history are made when first read (a simulator's random pirate reads neither).
    """

    def __init__(self, seat: int, bot: Bot, state: GameState, events: list[Event], legal: tuple[Action, ...],
                 rng: Rng, token: int, hint: bool = False) -> None:
        self.seat, self.bot, self.legal, self.rng, self.token, self.hint = seat, bot, legal, rng, token, hint
        self.state = state  # immutable: the position the choice is for
        self._events, self._count = events, len(events)  # the record up to now (it only grows later)

    @cached_property
    def view(self) -> SeatView:
        """Returns what the seat sees now (its own secrets only)."""
        return view_for(self.state, self.seat)

    @cached_property
    def history(self) -> list[Event]:
        """Returns every event the seat may see, oldest first."""
        return redact(self._events[: self._count], self.seat)
