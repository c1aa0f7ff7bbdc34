"""What a table lets a screen read: the seats, the view it may draw, the log, the result; and the referee's eye. Qt-free.

`TableCore` (app/table_core.py) is the one game loop; this half of it only reads, and hands out
nothing but what the seat on screen may see (the referee's eye is for the record and tests).
"""

from __future__ import annotations

from tortuga_qt.app.players import Phone, Player
from tortuga_qt.app.refusal import NOT_YOURS, Refusal
from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.rules.actions import Action, Chance
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.events import Event, GameOver, redact
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.state import GameState, Result
from tortuga_qt.rules.views import SeatView, omniscient_view, view_for


class TableReading:
    """The reading half of a table: every answer is sealed for the seat on screen, but the referee's."""

    _game: Game
    _players: list[Player]
    _seating: Seating
    _token: int
    step: Step

    # ------------------------------------------------------------------ what the screen may show

    @property
    def names(self) -> list[str]:
        """Returns the seats' names."""
        return [s.name for s in self._game.config.seats]

    @property
    def config(self) -> GameConfig:
        """Returns the game's set-up (seats: names and pirates; the starred cards), read-only."""
        return self._game.config

    @property
    def pirates(self) -> list[str]:
        """Returns the seats' pirates (pawn art keys)."""
        return [s.pirate for s in self._game.config.seats]

    @property
    def over(self) -> bool:
        """Returns whether the game has ended."""
        return self._game.over

    @property
    def steps(self) -> int:
        """Returns how many actions the record holds (chance steps included)."""
        return len(self._game.actions)

    @property
    def moves(self) -> int:
        """Returns how many moves the pirates made (the deal's chance steps not counted)."""
        return sum(1 for a in self._game.actions if not isinstance(a, Chance))

    @property
    def seed(self) -> int | None:
        """Returns the chosen seed of a seeded game (None: the deal came from the system)."""
        return self._game.seed if self._game.seeded else None

    @property
    def token(self) -> int:
        """Returns the number of the table's current moment: an answer carrying an older one is stale."""
        return self._token

    def screen_seat(self) -> int | None:
        """Returns the seat whose secrets may be drawn now (None: the public view only)."""
        if self.step.kind in (StepKind.DECIDE, StepKind.LOOK):
            return None if isinstance(self._players[self.step.seat], Phone) else self.step.seat
        solo = self._seating.solo_seat
        if self.step.kind is StepKind.BOT and solo is not None and self._seating.claimed == solo:
            return solo  # one person at the table (who has claimed it): nobody to hide from
        return None

    def view(self) -> SeatView:
        """Returns the view the screen may draw now."""
        return view_for(self._game.state, self.screen_seat())

    def public_view(self) -> SeatView:
        """Returns the view everyone at the table may see (no seat's secrets)."""
        return view_for(self._game.state, None)

    def at_device(self) -> int | None:
        """Returns the human seat that holds the device now (None: nobody has claimed it, e.g. behind the curtain)."""
        return self._seating.claimed

    def final_view(self) -> SeatView | None:
        """Returns everything face up once the game is over (None before)."""
        return omniscient_view(self._game.state) if self._game.over else None

    def legal(self) -> tuple[Action, ...]:
        """Returns the actions the seat at the device may choose now (empty if none)."""
        if self.step.kind is StepKind.DECIDE:
            return self._game.legal(self.step.seat)
        return ()

    def log(self) -> list[Event]:
        """Returns the game's events that the seat on screen may see."""
        return redact(self._game.events, self.screen_seat())

    def public_log(self) -> list[Event]:
        """Returns the game's public events (what everyone at the table has seen)."""
        return redact(self._game.events, None)

    def result(self) -> Result | None:
        """Returns how the game ended (None while it goes on)."""
        return self._game.state.result

    def game_over_event(self) -> GameOver | None:
        """Returns the public event that ended the game (None while it goes on)."""
        for e in reversed(self._game.events):
            if isinstance(e, GameOver):
                return e
        return None

    def why_not(self, action: Action) -> Refusal | None:
        """Returns why the seat at the device may not take `action` now (None: it may)."""
        if self.step.kind is not StepKind.DECIDE or action.seat != self.step.seat:
            return NOT_YOURS
        if action in self.legal():
            return None
        from tortuga_qt.rules.engine import explain

        code, rule, message, _ = explain(self._game.state, action)
        return Refusal(code, rule, message)

    # ------------------------------------------------------------------ the referee's eye

    @property
    def referee_game(self) -> Game:
        """The referee's eye: the whole game, every secret. For the record and tests, never for a screen."""
        return self._game

    @property
    def referee_state(self) -> GameState:
        """The referee's eye: the full state, every secret. For the record and tests, never for a screen."""
        return self._game.state

    @property
    def all_events(self) -> list[Event]:
        """The referee's eye: every event unredacted (a copy). For the record and tests, never for a screen."""
        return list(self._game.events)

    @property
    def owed_looks(self) -> list[tuple[int, str]]:
        """Returns the private looks still owed to people, in order (a copy; kept in the save)."""
        return list(self._seating.looks)
