"""GameSession: the only object that changes a game on screen (views emit intents, it confirms).

It owns the rules `Game`, the seating policy (who is at the device) and the computer seats.
Computer seats choose in a worker thread from their own view and legal actions; their
choice is applied on the UI thread after a short visible pause. Nothing waits for animations.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.record.savefile import LoadedGame, SaveFile, game_to_save, write_save
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView, view_for


@dataclass(frozen=True)
class Refusal:
    """Why an intent was refused: an engine code, the rule, and a plain message."""

    code: str
    rule: str
    message: str


class _BotSignals(QObject):
    # Fires in the worker thread when a computer seat has chosen (token, action, generator state
    # after choosing); delivered queued to the UI thread.
    chosen = Signal(int, object, object)


class _BotTask(QRunnable):
    """Chooses a computer seat's action from its view and legal actions, off the UI thread.

    It works on a copy of the bot's generator; the session commits the new generator state
    with the action, so a save made meanwhile never sees a half-changed generator.
    """

    def __init__(self, token: int, bot: RandomBot, view: SeatView, legal: list[Action]) -> None:
        super().__init__()
        self.token, self.view, self.legal = token, view, list(legal)
        self.bot = RandomBot(Rng(bot.rng.state), bot.policy)
        self.signals = _BotSignals()

    def run(self) -> None:
        """Runs in a pool thread; a failing bot falls back to a random legal action."""
        try:
            action = self.bot.choose(self.view, self.legal)
        except Exception:  # a broken computer player must never freeze the table
            action = Rng(self.bot.rng.state ^ self.token).choice(self.legal)
        self.signals.chosen.emit(self.token, action, self.bot.rng.state)


class GameSession(QObject):
    """A game on screen: state, record, seating, computer seats."""

    # Fires after every accepted action with the events it caused (all of them: the window
    # redacts them for the seat on screen before showing anything).
    events_applied = Signal(list)
    # Fires whenever what the table waits for changes (curtain, look, decision, bot, over).
    step_changed = Signal(object)
    # Fires when an intent is refused, with the Refusal (the window words it for the player).
    refused = Signal(object)
    # Fires when the autosave could not be written, with a plain message (the game goes on).
    save_failed = Signal(str)

    def __init__(
        self,
        config: GameConfig,
        seed: int,
        humans: Sequence[bool],
        bot_delay_ms: int = 700,
        parent: QObject | None = None,
        autosave: Path | None = None,
        loaded: LoadedGame | None = None,
    ) -> None:
        super().__init__(parent)
        if len(humans) != config.n:
            raise ValueError("one human/computer flag per seat")
        self.humans = list(humans)
        self.game = loaded.game if loaded is not None else Game(config, seed)
        self.seating = Seating(humans)
        self.bot_delay_ms = bot_delay_ms
        self.bots = {s: RandomBot(Rng(seed).fork(100 + s)) for s, h in enumerate(humans) if not h}
        self.autosave = autosave
        self.save_error = ""  # the last autosave failure, kept until a save works again
        if loaded is not None:  # a save holds every secret: resuming always lands behind the curtain
            self.seating.looks = list(loaded.save.looks)
            self.seating.force_curtain = True
            for seat, state in loaded.save.bot_rngs.items():
                if seat in self.bots:
                    self.bots[seat].rng.state = state
        self._token = 0
        self._pool = QThreadPool.globalInstance()
        self._tasks: list[_BotTask] = []
        self.step: Step = Step(StepKind.OVER)
        self._save()
        self._advance()

    @classmethod
    def from_save(cls, loaded: LoadedGame, bot_delay_ms: int = 700, parent: QObject | None = None,
                  autosave: Path | None = None) -> "GameSession":
        """Returns a session continuing a loaded game exactly where it stopped."""
        save = loaded.save
        return cls(save.config, save.seed, save.humans, bot_delay_ms, parent, autosave, loaded)

    def to_save(self) -> SaveFile:
        """Returns the save file of this game now (every secret, the generators, owed looks)."""
        return game_to_save(self.game, self.humans, {s: b.rng.state for s, b in self.bots.items()},
                            list(self.seating.looks))

    def _save(self) -> None:
        """Autosaves atomically; a failure is reported, never fatal."""
        if self.autosave is None:
            return
        try:
            write_save(self.autosave, self.to_save())
        except OSError as exc:
            self.save_error = f"The game could not be saved to {self.autosave} ({exc.strerror}); autosave resumes when it works again."
            self.save_failed.emit(self.save_error)
            return
        self.save_error = ""

    # ------------------------------------------------------------------ what the screen shows

    @property
    def names(self) -> list[str]:
        """Returns the seats' names."""
        return [s.name for s in self.game.config.seats]

    def screen_seat(self) -> int | None:
        """Returns the seat whose secrets may be drawn now (None: the public view only)."""
        if self.step.kind in (StepKind.DECIDE, StepKind.LOOK):
            return self.step.seat
        solo = self.seating.solo_seat
        if self.step.kind is StepKind.BOT and solo is not None and self.seating.claimed == solo:
            return solo  # one person at the table (who has claimed it): nobody to hide from
        return None

    def view(self) -> SeatView:
        """Returns the view the screen may draw now."""
        return view_for(self.game.state, self.screen_seat())

    def legal(self) -> list[Action]:
        """Returns the actions the seat at the device may choose now (empty if none)."""
        if self.step.kind is StepKind.DECIDE:
            return self.game.legal(self.step.seat)
        return []

    def log(self) -> list[Event]:
        """Returns the game's events that the seat on screen may see."""
        return redact(self.game.events, self.screen_seat())

    # ------------------------------------------------------------------ intents

    def submit(self, action: Action) -> bool:
        """Applies a human's action if it is theirs to take and legal; returns whether it was."""
        step = self.step
        if step.kind is not StepKind.DECIDE or action.seat != step.seat:
            self.refused.emit(Refusal("not_your_decision", "rulebook: Game Play", "It is not your decision now."))
            return False
        try:
            self._apply(action)  # the engine checks legality once and explains a refusal
        except IllegalActionError as exc:
            self.refused.emit(Refusal(exc.code, exc.rule, exc.message))
            return False
        return True

    def claim(self, seat: int) -> None:
        """The person at the device says "I am NAME" behind the curtain."""
        if self.step.kind is StepKind.CURTAIN and self.step.seat == seat:
            self.seating.claim(seat)
            self._advance()

    def look_done(self) -> None:
        """The seat at the device has seen its private news."""
        if self.step.kind is StepKind.LOOK:
            self.seating.look_done(self.step.seat)
            self._save()
            self._advance()

    # ------------------------------------------------------------------ internals

    def _apply(self, action: Action) -> None:
        events = self.game.play(action)
        self.seating.note_events(events)
        self._save()
        self._token += 1
        self.events_applied.emit(events)
        self._advance()

    def _advance(self) -> None:
        self.step = self.seating.next_step(self.game.to_act(), self.game.over)
        self.step_changed.emit(self.step)
        if self.step.kind is StepKind.BOT:
            self._start_bot(self.step.seat)

    def _start_bot(self, seat: int) -> None:
        token = self._token
        task = _BotTask(token, self.bots[seat], view_for(self.game.state, seat), self.game.legal(seat))
        task.setAutoDelete(False)
        task.signals.chosen.connect(self._bot_chosen)
        self._tasks = [t for t in self._tasks if t.token >= token - 1] + [task]
        self._pool.start(task)

    def _bot_chosen(self, token: int, action: Action, rng_state: int) -> None:
        QTimer.singleShot(self.bot_delay_ms, lambda: self._play_bot(token, action, rng_state))

    def _play_bot(self, token: int, action: Action, rng_state: int) -> None:
        if token != self._token or self.step.kind is not StepKind.BOT or action.seat != self.step.seat:
            return  # stale: the game moved on (or was replaced) meanwhile
        self.bots[action.seat].rng.state = rng_state
        self._apply(action)

    def stop(self) -> None:
        """Stops scheduling computer moves (the window is closing or a new game starts)."""
        self._token += 1
        self.step = Step(StepKind.OVER)
