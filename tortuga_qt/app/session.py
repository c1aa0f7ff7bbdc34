"""GameSession: the only object that changes a game on screen (views emit intents, it confirms).

The game is private to the session. What the window receives is sealed for the person at
the device: the view of the seat on screen (or the public view), events already redacted
for that audience, the public log, `why_not(action)` (the rule, in words) and, at the end,
the result. Computer seats (any `Bot`) choose in a worker thread from their own view, legal
actions and generator; their choice is applied on the UI thread after a short visible pause.
A searcher (Hard) thinks in a separate process instead: its pure-Python search would hold
the interpreter lock and stall the window's animations (benchmarks/bot_frames.py measures it).
Nothing waits for animations, and nothing of a finished computer move stays alive. A person
may ask for a hint: a Hard pirate's suggestion from their seat's view alone, counted per seat.
The holder of the Atlantis map may ask to be asked only before their own turn
(`set_atlantis_own_turn`): before other seats' turns the session then lets the window pass
for them, unless they will lose their own next turn (then they would never be asked at all).
"""

from __future__ import annotations

import copy
import itertools
import queue
import sys
import weakref
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from tortuga_qt.app import thinking
from tortuga_qt.app.autosave import AutosaveWriter, autosave_writer, failure_message
from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.levels import DEFAULT, LEVELS, make_bot
from tortuga_qt.rules.actions import Action, Atlantis, Chance
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event, GameOver, redact
from tortuga_qt.rules.frames import AtlantisF
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng, derive
from tortuga_qt.rules.state import Result
from tortuga_qt.rules.views import SeatView, omniscient_view, view_for

if TYPE_CHECKING:  # loaded when a game is saved or opened, not to deal one (start-up speed)
    from concurrent.futures import ProcessPoolExecutor

    from tortuga_qt.record.savefile import LoadedGame, SaveFile

# One worker thread for every computer move of the program: a move holds its seat's view
# only while it is being chosen, and nothing of it survives the choice (no task objects).
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tortuga-bot")

# One thinking process for the searchers of the program (Hard seats, hints), started on first
# need. Spawned, never forked (Qt runs threads of its own), it runs `app.thinking` (Qt-free):
# it receives exactly what a thread would and returns an index into `legal`.
_APART: ProcessPoolExecutor | None = None

# How the searchers' choices (Hard moves, hints) were answered since the program started: by the
# thinking process ("apart"), or by the worker thread when it could not ("thread"). The self-test reads it.
ANSWERED = {"apart": 0, "thread": 0}

HINT_BUDGET_MS = 300  # a hint's search time: quick enough to wait for at the table


def _apart() -> ProcessPoolExecutor:
    """Returns the program's thinking process (started on first use)."""
    global _APART
    if _APART is None:
        import multiprocessing  # with the first searcher, never on the start path
        from concurrent.futures import ProcessPoolExecutor

        _APART = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                     initializer=thinking.start)
        import atexit

        atexit.register(stop_thinking)  # before the interpreter tears its modules down
    return _APART


def stop_thinking() -> None:
    """Stops the thinking process, if it runs (the program is closing): nothing is left to print at exit."""
    global _APART
    pool, _APART = _APART, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


def thinker_pid(timeout: float) -> int:
    """Returns the process id of the thinking process (started if need be), as it reports it itself."""
    return _apart().submit(thinking.whoami).result(timeout)


def warm_up() -> None:
    """Starts the thinking process now, once (so the first Hard move or hint does not wait for it to load)."""
    if _APART is None:
        _apart().submit(thinking.load)


def thinks_apart(bot: Bot) -> bool:
    """Returns whether a computer player searches long enough to think in its own process."""
    if getattr(bot, "think_apart", False):
        return True
    hard = sys.modules.get("tortuga_qt.bots.hard")
    return hard is not None and isinstance(bot, hard.HardBot)


@dataclass(frozen=True)
class Refusal:
    """Why an intent was refused: an engine code, the rule, and a plain message."""

    code: str
    rule: str
    message: str


class _Relay(QObject):
    """Carries computer moves (from the worker thread) and autosave reports (from the writer thread) to the session they belong to.

    One relay lives as long as the program, on the UI thread, so a session may be deleted
    (a new game, the window closing) while a move is on its way: the move then finds no
    session and is dropped.
    """

    # Fires off the UI thread (the worker thread, or the thinking process's pool thread) when a
    # result waits in the inbox; delivered queued to the UI thread, to `_drain`. It carries
    # nothing: the results cross threads in a Python queue, never as Python objects inside Qt's
    # queued events.
    arrived = Signal()
    # Fires on the UI thread (from `_drain`) when a computer seat has chosen (session key, token,
    # action, generator after choosing); connected to `_deliver`.
    chosen = Signal(int, int, object, object)
    # Fires on the UI thread (from `_drain`) when a hint is ready (session key, token, suggested
    # action, the hint's generator); connected to `_deliver_hint`.
    hinted = Signal(int, int, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.sessions: weakref.WeakValueDictionary[int, GameSession] = weakref.WeakValueDictionary()
        self._inbox: queue.SimpleQueue[tuple[bool, int, int, Action, Rng]] = queue.SimpleQueue()
        self.arrived.connect(self._drain)
        self.chosen.connect(self._deliver)
        self.hinted.connect(self._deliver_hint)

    def post(self, hint: bool, key: int, token: int, action: Action, rng: Rng) -> None:
        """Hands a computer seat's choice (or a hint) over from any thread; the UI thread delivers it."""
        self._inbox.put((hint, key, token, action, rng))
        self.arrived.emit()

    def _drain(self) -> None:
        while True:
            try:
                hint, key, token, action, rng = self._inbox.get_nowait()
            except queue.Empty:
                return
            (self.hinted if hint else self.chosen).emit(key, token, action, rng)

    def _deliver_hint(self, key: int, token: int, action: Action, _rng: Rng) -> None:
        session = self.sessions.get(key)
        if session is None:
            return
        try:
            session._hint_chosen(token, action)
        except RuntimeError:
            pass  # its Qt half is gone already

    def watch_autosaves(self) -> None:
        """Carries the autosave writer's reports to the session they belong to, like computer moves (connected once)."""
        if self._watching_autosaves:
            return
        self._watching_autosaves = True
        writer = autosave_writer()
        writer.failed.connect(self._autosave_failed)
        writer.written.connect(self._autosave_written)

    _watching_autosaves = False

    def _autosave_failed(self, key: int, path: str, why: str) -> None:
        session = self.sessions.get(key)
        if session is not None:
            try:
                session._autosave_failed(path, why)
            except RuntimeError:
                pass  # its Qt half is gone already

    def _autosave_written(self, key: int, _path: str) -> None:
        session = self.sessions.get(key)
        if session is not None:
            try:
                session._autosave_written()
            except RuntimeError:
                pass  # its Qt half is gone already

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
           rng: Rng, history: list[Event], hint: bool = False) -> None:
    """Runs in the worker thread; a failing bot falls back to a random legal action."""
    try:
        chosen = bot.choose(view, legal, rng, history)
        action = next(a for a in legal if a == chosen)  # the engine's own copy (StopIteration: illegal)
    except Exception:  # a broken computer player must never freeze the table
        action = rng.choice(legal)
    relay.post(hint, key, token, action, rng)


def _think_apart(key: int, token: int, bot: Bot, view: SeatView, legal: tuple[Action, ...], rng: Rng,
                 history: list[Event], hint: bool) -> None:
    """Sends a choice to the thinking process; its answer reaches the relay like a thread's would."""
    global _APART
    try:
        future = _apart().submit(thinking.choose, bot, view, legal, rng.state, history)
    except RuntimeError:  # the process died (BrokenProcessPool) or the program is closing
        _APART = None
        ANSWERED["thread"] += 1
        _THINKER.submit(_think, _relay(), key, token, bot, view, legal, rng, history, hint)
        return
    relay = _relay()

    def done(answer: Future[tuple[int, str]]) -> None:  # in the pool's own thread
        global _APART
        try:
            index, state = answer.result()
        except Exception as exc:  # no process, or the bot could not travel: think in the worker thread instead
            from concurrent.futures.process import BrokenProcessPool

            if isinstance(exc, BrokenProcessPool):
                _APART = None  # the next searcher starts a new process
            ANSWERED["thread"] += 1
            _THINKER.submit(_think, relay, key, token, bot, view, legal, rng, history, hint)
            return
        action, after = (legal[index], Rng.from_state(state)) if index >= 0 else (rng.choice(legal), rng)
        ANSWERED["apart"] += 1
        relay.post(hint, key, token, action, after)

    future.add_done_callback(done)


def hint_rng(material: bytes, seat: int, taken: int) -> Rng:
    """Returns the generator of a seat's next hint: one way from the game's secret seed material."""
    return derive(material, f"hint {seat} {taken}")


def hint_bot() -> Bot:
    """Returns the Hard pirate that gives hints (a short search budget)."""
    from tortuga_qt.bots.hard import HardBot

    return HardBot(budget_ms=HINT_BUDGET_MS)


class GameSession(QObject):
    """A game on screen: its record, the seating, the computer seats; hands out only views."""

    # Fires after every accepted action with the events it caused that the seat on screen
    # (after the hand-off that follows, if any) may see: already redacted.
    events_applied = Signal(list)
    # Fires whenever what the table waits for changes (curtain, look, decision, bot, over).
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
    _hint_asked: tuple[int, int] | None = None  # (token, seat) of the hint on its way or shown
    _hint_action: Action | None = None  # the suggestion for `_hint_asked`, once ready

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
        # Each computer seat's level (a resumed game's own, else the default); an explicit bot wins (tests).
        chosen = dict(loaded.save.levels) if loaded is not None else {}
        chosen.update(levels or {})
        self._levels: dict[int, str] = {s: chosen.get(s, DEFAULT) for s in computer}
        unknown = sorted(set(self._levels.values()) - set(LEVELS))
        if unknown:
            raise ValueError(f"unknown level {unknown[0]!r}; choose one of {', '.join(LEVELS)}")
        self._bots: dict[int, Bot] = {s: (bots or {}).get(s) or make_bot(self._levels[s]) for s in computer}
        # Hints taken by each person (the end screen counts them; a resumed game keeps its count).
        self.hints: dict[int, int] = {s: 0 for s, h in enumerate(humans) if h}
        if loaded is not None:
            self.hints.update({s: c for s, c in loaded.save.hints.items() if s in self.hints})
        # The people who asked to decide about Atlantis only before their own turn (kept in the save).
        self.atlantis_own_turn: set[int] = set()
        if loaded is not None:
            self.atlantis_own_turn = {s for s in loaded.save.atlantis_own_turn if 0 <= s < len(humans) and humans[s]}
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
        return self._save_builder(self._game)()

    def _save_builder(self, game: Game) -> Callable[[], SaveFile]:
        """Returns a maker of the save file of `game` with the seats' generators, looks, levels and hints
        as they are now: copies, so it may run later on another thread."""
        humans, rngs = list(self._humans), {s: r.state for s, r in self._bot_rngs.items()}
        looks, levels, hints = list(self._seating.looks), dict(self._levels), dict(self.hints)
        atlantis = sorted(self.atlantis_own_turn)

        def build() -> SaveFile:
            from tortuga_qt.record.savefile import game_to_save

            return game_to_save(game, humans, rngs, looks, levels, hints, atlantis)

        return build

    @property
    def autosave_writer(self) -> AutosaveWriter:
        """Returns the program's one autosave writer (flush() waits until the newest save is on disk)."""
        return autosave_writer()

    def _save(self) -> None:
        """Hands the game as it is now to the autosave writer: it writes off the UI thread, atomically.

        The writer gets a frozen copy of the record (the state is immutable; the list of actions
        and the dealer's generator are copied), so nothing it reads changes later. A failure comes
        back as `save_failed` (once per problem), never fatal.
        """
        if self.autosave is None:
            return
        _relay().watch_autosaves()  # its reports reach this session by key, only while it is on the table
        game = copy.copy(self._game)
        game.actions, game.events, game.rng = list(self._game.actions), [], self._game.rng.copy()
        build = self._save_builder(game)

        def data() -> bytes:
            from tortuga_qt.record.savefile import save_bytes

            return save_bytes(build())

        autosave_writer().submit(self._key, self.autosave, data)

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
    def humans(self) -> list[bool]:
        """Returns which seats people play."""
        return list(self._humans)

    @property
    def levels(self) -> dict[int, str]:
        """Returns the level of each computer seat (`bots.levels.LEVELS`)."""
        return dict(self._levels)

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

    def public_view(self) -> SeatView:
        """Returns the view everyone at the table may see (no seat's secrets)."""
        return view_for(self._game.state, None)

    def at_device(self) -> int | None:
        """Returns the human seat that holds the device now (None: nobody has claimed it, e.g. behind the curtain).

        A claim lasts through its seat's own private steps only: anything shown to the whole table
        (a reveal, a vote's result, a computer seat's move, the end) ends it (`app.seating.must_claim`).
        """
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
            return Refusal("not_your_decision", "rulebook: Game Play", "It is not your decision now.")
        if action in self.legal():
            return None
        from tortuga_qt.rules.explain import explain

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

    def set_atlantis_own_turn(self, seat: int, on: bool) -> None:
        """A person's choice: decide about Atlantis only before their own turn (on), or before every turn (off)."""
        if not 0 <= seat < len(self._humans) or not self._humans[seat]:
            return
        if on:
            self.atlantis_own_turn.add(seat)
        else:
            self.atlantis_own_turn.discard(seat)

    def look_done(self) -> None:
        """The seat at the device has seen its private news."""
        if self.step.kind is StepKind.LOOK:
            self._seating.look_done(self.step.seat)
            self._save()
            self._advance()

    # ------------------------------------------------------------------ internals

    def _apply(self, action: Action) -> None:
        events = self._game.play(action)
        events += self._pass_atlantis()
        self._seating.note_events(events)
        self._save()
        self._token += 1
        self._advance(events)

    def _pass_atlantis(self) -> list[Event]:
        """Lets the Atlantis window pass for a holder who asked to decide only before their own turn.

        The holder is still asked before another seat's turn when they will lose their own next
        turn (Scurvy): that turn is skipped before Atlantis is offered, so they would never be asked.
        """
        events: list[Event] = []
        state = self._game.state
        while not self._game.over and state.stack:
            top = state.stack[-1]
            if not isinstance(top, AtlantisF) or top.seat not in self.atlantis_own_turn or top.turn_seat == top.seat \
                    or state.lost >> top.seat & 1:
                break
            events += self._game.play(Atlantis(top.seat, False))
            state = self._game.state
        return events

    def _advance(self, events: Sequence[Event] = ()) -> None:
        if self.think_apart and not self._warmed and any(thinks_apart(b) for b in self._bots.values()):
            self._warmed = True
            warm_up()  # a table with Hard seats: the thinking process loads while the game starts
        self.step = self._seating.next_step(self._game.to_act(), self._game.over)
        if events:
            self.events_applied.emit(redact(events, self.screen_seat()))
        self.step_changed.emit(self.step)
        if self.step.kind is StepKind.BOT:
            self._start_bot(self.step.seat)

    def _start_bot(self, seat: int) -> None:
        self._start_choice(self._bots[seat], seat, self._bot_rngs[seat].copy(), hint=False)

    def _start_choice(self, bot: Bot, seat: int, rng: Rng, hint: bool) -> None:
        """Starts a choice for `seat` off the UI thread, from that seat's view, legal actions and history only."""
        view, legal, history = view_for(self._game.state, seat), self._game.legal(seat), redact(self._game.events, seat)
        if self.think_apart and thinks_apart(bot):
            _think_apart(self._key, self._token, bot, view, legal, rng, history, hint)
        else:
            _THINKER.submit(_think, _relay(), self._key, self._token, bot, view, legal, rng, history, hint)

    def hint(self) -> Action | None:
        """Returns a Hard pirate's suggestion for the person deciding now, from their seat's view alone.

        The first ask for a decision starts the search off the UI thread and returns None;
        `hint_ready` then fires (and the hint counts in `hints`); later asks return it at once.
        """
        step = self.step
        if self.practice or step.kind is not StepKind.DECIDE or not self._humans[step.seat]:
            return None
        asked = (self._token, step.seat)
        if self._hint_asked == asked:
            return self._hint_action  # ready, or still on its way (None)
        self._hint_asked, self._hint_action = asked, None
        rng = hint_rng(self._game.seed_material, step.seat, self.hints.get(step.seat, 0))
        self._start_choice(hint_bot(), step.seat, rng, hint=True)
        return None

    def asked_hint(self) -> bool:
        """Returns whether the person deciding now has asked for a hint on this decision (shown or on its way)."""
        return self.step.kind is StepKind.DECIDE and self._hint_asked == (self._token, self.step.seat)

    def _hint_chosen(self, token: int, action: Action) -> None:
        if (token, action.seat) != self._hint_asked or token != self._token or self.step.kind is not StepKind.DECIDE \
                or self.step.seat != action.seat:
            return  # stale: the decision was taken (or the game replaced) meanwhile
        self._hint_action = action
        self.hints[action.seat] = self.hints.get(action.seat, 0) + 1
        self._save()
        self.hint_ready.emit(action)

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
        autosave_writer().flush()  # this game's last autosave is on disk before another game or the exit
