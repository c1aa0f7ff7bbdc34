"""GameSession: the only object that changes a game on screen (views emit intents, it confirms).

The game is private to the session. What the window receives is sealed for the person at
the device: the view of the seat on screen (or the public view), events already redacted
for that audience, the public log, `why_not(action)` (the rule, in words) and, at the end,
the result. Computer seats (any `Bot`) choose in a worker thread from their own view, legal
actions and generator; their choice is applied on the UI thread after a short visible pause.
Nothing waits for animations, and nothing of a finished computer move stays alive.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.record.savefile import LoadedGame, SaveFile, game_to_save, write_save
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event, GameOver, redact
from tortuga_qt.rules.explain import explain
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import Result
from tortuga_qt.rules.views import SeatView, omniscient_view, view_for

# One worker thread for every computer move of the program: a move holds its seat's view
# only while it is being chosen, and nothing of it survives the choice (no task objects).
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tortuga-bot")


@dataclass(frozen=True)
class Refusal:
    """Why an intent was refused: an engine code, the rule, and a plain message."""

    code: str
    rule: str
    message: str


class _Relay(QObject):
    """Carries computer moves from the worker thread to the session they belong to.

    One relay lives as long as the program, on the UI thread, so a session may be deleted
    (a new game, the window closing) while a move is on its way: the move then finds no
    session and is dropped.
    """

    # Fires in the worker thread when a computer seat has chosen (session key, token, action,
    # generator after choosing); delivered queued to the UI thread, to `_deliver`.
    chosen = Signal(int, int, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.sessions: weakref.WeakValueDictionary[int, GameSession] = weakref.WeakValueDictionary()
        self.chosen.connect(self._deliver)

    def _deliver(self, key: int, token: int, action: Action, rng: Rng) -> None:
        session = self.sessions.get(key)
        if session is None:
            return
        try:
            session._bot_chosen(token, action, rng)
        except RuntimeError:
            pass  # its Qt half is gone already: the game was replaced or the window closed


_RELAY: _Relay | None = None
_KEYS = itertools.count(1)


def _relay() -> _Relay:
    """Returns the program's one relay (made on first use, on the UI thread)."""
    global _RELAY
    if _RELAY is None:
        _RELAY = _Relay()
    return _RELAY


def _think(relay: _Relay, key: int, token: int, bot: Bot, view: SeatView, legal: tuple[Action, ...],
           rng: Rng, history: list[Event]) -> None:
    """Runs in the worker thread; a failing bot falls back to a random legal action."""
    try:
        chosen = bot.choose(view, legal, rng, history)
        action = next(a for a in legal if a == chosen)  # the engine's own copy (StopIteration: illegal)
    except Exception:  # a broken computer player must never freeze the table
        action = rng.choice(legal)
    relay.chosen.emit(key, token, action, rng)


class GameSession(QObject):
    """A game on screen: its record, the seating, the computer seats; hands out only views."""

    # Fires after every accepted action with the events it caused that the seat on screen
    # (after the hand-off that follows, if any) may see: already redacted.
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
        seed: int | None,
        humans: Sequence[bool],
        bot_delay_ms: int = 700,
        parent: QObject | None = None,
        autosave: Path | None = None,
        loaded: LoadedGame | None = None,
        bots: dict[int, Bot] | None = None,
        lesson: tuple[Game, Seating] | None = None,
    ) -> None:
        super().__init__(parent)
        if len(humans) != config.n:
            raise ValueError("one human/computer flag per seat")
        self._humans = list(humans)
        # A lesson (the walkthrough) starts from a rehearsed position and is never saved.
        self.practice = lesson is not None
        if lesson is not None:
            self._game, self._seating = lesson
            autosave = None
        else:
            self._game = loaded.game if loaded is not None else Game(config, seed)
            self._seating = Seating(humans)
        self.bot_delay_ms = bot_delay_ms
        computer = [s for s, h in enumerate(humans) if not h]
        self._bots: dict[int, Bot] = {s: (bots or {}).get(s) or RandomBot() for s in computer}
        self._bot_rngs: dict[int, Rng] = {s: self._game.bot_rng(s) for s in computer}
        self.autosave = autosave
        self.save_error = ""  # the last autosave failure, kept until a save works again
        if loaded is not None:  # a save holds every secret: resuming always lands behind the curtain
            self._seating.looks = list(loaded.save.looks)
            self._seating.force_curtain = True
            for seat, state in loaded.save.bot_rngs.items():
                if seat in self._bot_rngs:
                    self._bot_rngs[seat] = Rng.from_state(state)
        self._token = 0
        self._key = next(_KEYS)
        _relay().sessions[self._key] = self
        self.step: Step = Step(StepKind.OVER)
        self._save()
        self._advance()

    @classmethod
    def from_save(cls, loaded: LoadedGame, bot_delay_ms: int = 700, parent: QObject | None = None,
                  autosave: Path | None = None) -> GameSession:
        """Returns a session continuing a loaded game exactly where it stopped."""
        save = loaded.save
        return cls(save.config, loaded.game.seed, save.humans, bot_delay_ms, parent, autosave, loaded)

    @classmethod
    def for_lesson(cls, game: Game, seating: Seating, bots: dict[int, Bot], bot_delay_ms: int = 700,
                   parent: QObject | None = None) -> GameSession:
        """Returns a session of a walkthrough chapter: a rehearsed table, scripted computer seats, no saving."""
        return cls(game.config, None, seating.humans, bot_delay_ms, parent, None, None, bots, (game, seating))

    def to_save(self) -> SaveFile:
        """Returns the save file of this game now (every secret, the generators, owed looks)."""
        if self.practice:
            raise ValueError("a lesson of the walkthrough is not a game that can be saved")
        return game_to_save(self._game, self._humans, {s: r.state for s, r in self._bot_rngs.items()},
                            list(self._seating.looks))

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

    # ------------------------------------------------------------------ what the screen may show

    @property
    def names(self) -> list[str]:
        """Returns the seats' names."""
        return [s.name for s in self._game.config.seats]

    @property
    def pirates(self) -> list[str]:
        """Returns the seats' pirates (pawn art keys)."""
        return [s.pirate for s in self._game.config.seats]

    @property
    def humans(self) -> list[bool]:
        """Returns which seats people play."""
        return list(self._humans)

    @property
    def over(self) -> bool:
        """Returns whether the game has ended."""
        return self._game.over

    @property
    def steps(self) -> int:
        """Returns how many actions the record holds (chance steps included)."""
        return len(self._game.actions)

    @property
    def seed(self) -> int | None:
        """Returns the chosen seed of a seeded game (None: the deal came from the system)."""
        return self._game.seed if self._game.seeded else None

    def screen_seat(self) -> int | None:
        """Returns the seat whose secrets may be drawn now (None: the public view only)."""
        if self.step.kind in (StepKind.DECIDE, StepKind.LOOK):
            return self.step.seat
        solo = self._seating.solo_seat
        if self.step.kind is StepKind.BOT and solo is not None and self._seating.claimed == solo:
            return solo  # one person at the table (who has claimed it): nobody to hide from
        return None

    def view(self) -> SeatView:
        """Returns the view the screen may draw now."""
        return view_for(self._game.state, self.screen_seat())

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
            return Refusal("not_your_decision", "rulebook: Game Play", "It is not your decision now.")
        if action in self.legal():
            return None
        code, rule, message, _ = explain(self._game.state, action)
        return Refusal(code, rule, message)

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
            self._seating.claim(seat)
            self._advance()

    def look_done(self) -> None:
        """The seat at the device has seen its private news."""
        if self.step.kind is StepKind.LOOK:
            self._seating.look_done(self.step.seat)
            self._save()
            self._advance()

    # ------------------------------------------------------------------ internals

    def _apply(self, action: Action) -> None:
        events = self._game.play(action)
        self._seating.note_events(events)
        self._save()
        self._token += 1
        self._advance(events)

    def _advance(self, events: Sequence[Event] = ()) -> None:
        self.step = self._seating.next_step(self._game.to_act(), self._game.over)
        if events:
            self.events_applied.emit(redact(events, self.screen_seat()))
        self.step_changed.emit(self.step)
        if self.step.kind is StepKind.BOT:
            self._start_bot(self.step.seat)

    def _start_bot(self, seat: int) -> None:
        view = view_for(self._game.state, seat)
        _THINKER.submit(_think, _relay(), self._key, self._token, self._bots[seat], view,
                        self._game.legal(seat), self._bot_rngs[seat].copy(), redact(self._game.events, seat))

    def _bot_chosen(self, token: int, action: Action, rng: Rng) -> None:
        QTimer.singleShot(self.bot_delay_ms, self, lambda: self._play_bot(token, action, rng))

    def _play_bot(self, token: int, action: Action, rng: Rng) -> None:
        if token != self._token or self.step.kind is not StepKind.BOT or action.seat != self.step.seat:
            return  # stale: the game moved on (or was replaced) meanwhile
        self._bot_rngs[action.seat] = rng
        self._apply(action)

    def stop(self) -> None:
        """Stops scheduling computer moves (the window is closing or a new game starts)."""
        self._token += 1
        self.step = Step(StepKind.OVER)
        _relay().sessions.pop(self._key, None)
