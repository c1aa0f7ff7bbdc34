"""GameSession: the table on screen, a thin Qt adapter over its `TableCore` (views emit intents, it confirms).

The game and its policies live in the core (`app.table_core`, Qt-free). The session adds what
needs Qt: signals, the short visible pause before a computer seat's move is applied, the relay
that brings moves and hints back to the UI thread from the thinking service (`app.thinker`), and
the autosave writer. What the window receives is sealed for the person at the device.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from tortuga_qt.app import thinker
from tortuga_qt.app.autosave import AutosaveWriter, autosave_writer, failure_message, save_data
from tortuga_qt.app.move_latch import MoveLatch
from tortuga_qt.app.players import BotRequest, Computer, Player
from tortuga_qt.app.refusal import Refusal as Refusal
from tortuga_qt.app.refusal import RefusedError
from tortuga_qt.app.relay import relay as _relay
from tortuga_qt.app.seating import Seating, Step
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.bots.base import Bot
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.events import Event, GameOver
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import Result
from tortuga_qt.rules.views import SeatView

if TYPE_CHECKING:  # loaded when a game is saved or opened, not to deal one (start-up speed)
    from tortuga_qt.record.savefile import LoadedGame, SaveFile


_KEYS = itertools.count(1)  # each session's key in the relay


class GameSession(QObject):
    """A game on screen: a thin Qt adapter over its TableCore (signals, the computer's pause, autosaves)."""

    # Fires after every accepted action with the events it caused that the seat on screen
    # (after the hand-off that follows, if any) may see: already redacted.
    events_applied = Signal(list)
    # Fires whenever what the table waits for changes (curtain, look, decision, bot, over, seats changing hands).
    step_changed = Signal(object)
    # Fires when an intent is refused, with the Refusal (the window words it for the player).
    refused = Signal(object)
    # Fires on the UI thread when the autosave writer reports that this game could not be written,
    # with a plain message (once per problem; the game goes on), and with "" when a later write works.
    save_failed = Signal(str)
    # Fires when a hint asked for with `hint()` is ready, with the suggested Action, while the
    # same person still faces the same decision (the hint is then counted in `hints`).
    hint_ready = Signal(object)

    think_apart = True  # searchers think in the separate process (False: in the worker thread)
    _warmed = False  # the thinking process was started for this table's Hard seats

    def __init__(
        self,
        config: GameConfig,
        seed: int | None,
        humans: Sequence[bool],
        bot_delay_ms: int = 700,
        parent: QObject | None = None,
        autosave: Path | None = None,
        loaded: LoadedGame | None = None,
        bots: dict[int, Bot] | None = None,
        lesson: tuple[Game, Seating] | None = None,
        levels: dict[int, str] | None = None,
        core: TableCore | None = None,
        phones: Sequence[int] = (),
    ) -> None:
        super().__init__(parent)
        if len(humans) != config.n:
            raise ValueError("one human/computer flag per seat")
        if core is None:
            if lesson is not None:  # a lesson (the walkthrough) starts from a rehearsed position
                core = TableCore.from_position(lesson[0], lesson[1], levels, bots, practice=True)
            elif loaded is not None:
                core = TableCore.from_loaded(loaded, levels, bots)
            else:
                core = TableCore.deal(config, seed, humans, levels, bots, phones)
        self._core = core
        self.bot_delay_ms = bot_delay_ms
        self.latch = MoveLatch()  # closed while a computers-only table looks at a reveal (the window's)
        self.autosave = None if core.practice else autosave  # a lesson is never saved
        self.save_error = ""  # the last autosave failure, kept until a save works again
        self._key = next(_KEYS)
        _relay().sessions[self._key] = self
        self._save()
        self._moved()

    @classmethod
    def from_core(cls, core: TableCore, bot_delay_ms: int = 700, parent: QObject | None = None,
                  autosave: Path | None = None) -> GameSession:
        """Returns a session putting a table core on screen (a position, a deal or a loaded game)."""
        return cls(core.config, core.seed, core.humans, bot_delay_ms, parent, autosave, core=core)

    @classmethod
    def from_save(cls, loaded: LoadedGame, bot_delay_ms: int = 700, parent: QObject | None = None,
                  autosave: Path | None = None) -> GameSession:
        """Returns a session continuing a loaded game exactly where it stopped."""
        return cls.from_core(TableCore.from_loaded(loaded), bot_delay_ms, parent, autosave)

    @classmethod
    def for_lesson(cls, game: Game, seating: Seating, bots: dict[int, Bot], bot_delay_ms: int = 700,
                   parent: QObject | None = None) -> GameSession:
        """Returns a session of a walkthrough chapter: a rehearsed table, scripted computer seats, no saving."""
        return cls.from_core(TableCore.from_position(game, seating, bots=bots, practice=True), bot_delay_ms, parent)

    @property
    def core(self) -> TableCore:
        """Returns the table core this session puts on screen (Qt-free: the game loop and its policies)."""
        return self._core

    def restart_from(self, core: TableCore) -> None:
        """Puts another table on screen in place of this one (a test's hand-built position); no old answer is taken."""
        self._core.stop()
        self._core = core
        self._save()
        self._moved()

    def to_save(self) -> SaveFile:
        """Returns the save file of this game now (every secret, the generators, owed looks)."""
        return self._core.to_save()

    @property
    def autosave_writer(self) -> AutosaveWriter:
        """Returns the program's one autosave writer (flush() waits until the newest save is on disk)."""
        return autosave_writer()

    def _save(self) -> None:
        """Hands the game as it is now (frozen copies) to the autosave writer; a failure comes back as `save_failed`."""
        if self.autosave is None:
            return
        _relay().watch_autosaves()  # its reports reach this session by key, only while it is on the table
        autosave_writer().submit(self._key, self.autosave, save_data(self._core.save_builder()))

    def _autosave_failed(self, path: str, why: str) -> None:
        message = failure_message(path, why)
        if message != self.save_error:  # a problem is reported once, until a save works again
            self.save_error = message
            self.save_failed.emit(message)

    def _autosave_written(self) -> None:
        if self.save_error:
            self.save_error = ""
            self.save_failed.emit("")  # works again: the warning goes

    # ------------------------------------------------------------------ what the screen may show

    @property
    def step(self) -> Step:
        """Returns what the table waits for now."""
        return self._core.step

    @property
    def names(self) -> list[str]:
        """Returns the seats' names."""
        return self._core.names

    @property
    def config(self) -> GameConfig:
        """Returns the game's set-up (seats: names and pirates; the starred cards), read-only."""
        return self._core.config

    @property
    def pirates(self) -> list[str]:
        """Returns the seats' pirates (pawn art keys)."""
        return self._core.pirates

    @property
    def humans(self) -> list[bool]:
        """Returns which seats people play."""
        return self._core.humans

    @property
    def levels(self) -> dict[int, str]:
        """Returns the level of each computer seat (`bots.levels.LEVELS`)."""
        return self._core.levels

    @property
    def hints(self) -> dict[int, int]:
        """Returns the hints taken by each person (the core's own count)."""
        return self._core.hints

    @property
    def atlantis_own_turn(self) -> set[int]:
        """Returns the people who decide about Atlantis only before their own turn (the core's own set)."""
        return self._core.atlantis_own_turn

    @property
    def practice(self) -> bool:
        """Returns whether this is a lesson of the walkthrough (never saved, no hints)."""
        return self._core.practice

    @property
    def over(self) -> bool:
        """Returns whether the game has ended."""
        return self._core.over

    @property
    def steps(self) -> int:
        """Returns how many actions the record holds (chance steps included)."""
        return self._core.steps

    @property
    def moves(self) -> int:
        """Returns how many moves the pirates made (the deal's chance steps not counted)."""
        return self._core.moves

    @property
    def seed(self) -> int | None:
        """Returns the chosen seed of a seeded game (None: the deal came from the system)."""
        return self._core.seed

    def screen_seat(self) -> int | None:
        """Returns the seat whose secrets may be drawn now (None: the public view only)."""
        return self._core.screen_seat()

    def view(self) -> SeatView:
        """Returns the view the screen may draw now."""
        return self._core.view()

    def public_view(self) -> SeatView:
        """Returns the view everyone at the table may see (no seat's secrets)."""
        return self._core.public_view()

    def at_device(self) -> int | None:
        """Returns the human seat that holds the device now (None: nobody has claimed it; `app.seating.must_claim`)."""
        return self._core.at_device()

    def final_view(self) -> SeatView | None:
        """Returns everything face up once the game is over (None before)."""
        return self._core.final_view()

    def legal(self) -> tuple[Action, ...]:
        """Returns the actions the seat at the device may choose now (empty if none)."""
        return self._core.legal()

    def log(self) -> list[Event]:
        """Returns the game's events that the seat on screen may see."""
        return self._core.log()

    def public_log(self) -> list[Event]:
        """Returns the game's public events (what everyone at the table has seen)."""
        return self._core.public_log()

    def resumed_move(self) -> tuple[Event, ...]:
        """Returns a resumed game's last move on the mat, as the table saw it (empty: a new deal)."""
        return self._core.resumed_move

    def result(self) -> Result | None:
        """Returns how the game ended (None while it goes on)."""
        return self._core.result()

    def game_over_event(self) -> GameOver | None:
        """Returns the public event that ended the game (None while it goes on)."""
        return self._core.game_over_event()

    def why_not(self, action: Action) -> Refusal | None:
        """Returns why the seat at the device may not take `action` now (None: it may)."""
        return self._core.why_not(action)

    # ------------------------------------------------------------------ intents

    def submit(self, action: Action) -> bool:
        """Applies a human's action if it is theirs to take and legal; returns whether it was."""
        try:
            events = self._core.submit(action)
        except RefusedError as exc:
            self.refused.emit(exc.refusal)
            return False
        self._save()
        self._moved(events)
        return True

    def phone_submit(self, action: Action) -> Refusal | None:
        """Applies a phone seat's action (`TableCore.phone_submit`); returns its refusal, for that phone alone."""
        try:
            events = self._core.phone_submit(action)
        except RefusedError as exc:
            return exc.refusal
        self._save()
        self._moved(events)
        return None

    def pair_again(self, seat: int) -> None:
        """A phone seat is paired anew: its new QR code is shown behind its claim, before anything else."""
        self._core.pair_again(seat)
        self._moved()

    def claim(self, seat: int) -> None:
        """The person at the device says "I am NAME" behind the curtain."""
        if self._core.claim(seat):
            self._moved()

    def set_atlantis_own_turn(self, seat: int, on: bool) -> None:
        """A person's choice: decide about Atlantis only before their own turn (on), or before every turn (off)."""
        self._core.set_atlantis_own_turn(seat, on)

    def look_done(self) -> None:
        """The seat at the device has seen its private news."""
        if self._core.look_done():
            self._save()
            self._moved()

    def set_player(self, seat: int, player: Player) -> bool:
        """Hands a seat to another player mid-game (`TableCore.set_player`); returns whether anything changed."""
        if not self._core.set_player(seat, player):
            return False
        self._save()
        self._moved()
        return True

    def hint(self) -> Action | None:
        """Returns a Hard pirate's suggestion for the person deciding now (None at first: `hint_ready` brings it)."""
        answer = self._core.hint()
        request = self._core.hint_request()
        if request is not None:
            self._start_choice(request)
        return answer

    def asked_hint(self) -> bool:
        """Returns whether the person deciding now has asked for a hint on this decision (shown or on its way)."""
        return self._core.asked_hint()

    def stop(self) -> None:
        """Stops scheduling computer moves (the window is closing or a new game starts)."""
        self._core.stop()
        _relay().sessions.pop(self._key, None)
        autosave_writer().flush()  # this game's last autosave is on disk before another game or the exit

    # ------------------------------------------------------------------ internals

    def _moved(self, events: list[Event] | None = None) -> None:
        """Tells the window what changed, and starts the computer seat's choice if one is on the move."""
        if self.think_apart and not self._warmed and any(
                isinstance(p, Computer) and thinker.thinks_apart(p.bot) for p in self._core.players):
            self._warmed = True
            thinker.warm_up()  # a table with Hard seats: the thinking process loads while the game starts
        if events is not None:  # an action was applied (its events may all be secret from the screen)
            self.events_applied.emit(events)
        self.step_changed.emit(self.step)
        request = self._core.bot_request()
        if request is not None:
            self._start_choice(request)

    def _start_choice(self, request: BotRequest) -> None:
        """Starts a choice off the UI thread, from that seat's view, legal actions and history only."""
        args = (_relay().post, self._key, request.token, request.bot, request.view, request.legal, request.rng,
                request.history, request.hint)
        if self.think_apart and thinker.thinks_apart(request.bot):
            thinker.think_apart(*args)
        else:
            thinker.think_in_thread(*args)

    def _hint_chosen(self, token: int, action: Action) -> None:
        if self._core.hint_answer(token, action):
            self._save()
            self.hint_ready.emit(action)

    def _bot_chosen(self, token: int, action: Action, rng: Rng) -> None:
        QTimer.singleShot(self.bot_delay_ms, self, lambda: self.latch.then(lambda: self._play_bot(token, action, rng)))

    def _play_bot(self, token: int, action: Action, rng: Rng) -> None:
        events = self._core.bot_answer(token, action, rng)
        if events is None:
            return  # stale: the game moved on (or was replaced) meanwhile
        self._save()
        self._moved(events)
