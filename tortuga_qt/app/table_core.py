"""TableCore: one game at the table, its seats' players and the table's own policies. Qt-free.

The one game loop of the program: the window's session, the walkthrough's rehearsal, the
simulator and the tests all play through it. It holds the `Game` (private: what it hands out is
sealed for the seat on screen), the `Seating` (pass-and-play hand-offs and the curtain rule),
every seat's player (`Person` or `Computer` at a level, with its generator), the hints each
person took and the Atlantis choice of those who decide only before their own turn: before
other seats' turns the core then lets the window pass for them, unless they will lose their own
next turn (then they would never be asked at all). Commands return the events they caused,
redacted for the seat on screen; a computer's turn is a `BotRequest`, answered with
`bot_answer(token, ...)` (a stale token is dropped). A seat may change hands mid-game
(`set_player`): its new computer gets a generator derived from the seed and the count of changes.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from tortuga_qt.app import thinker
from tortuga_qt.app.event_places import last_on_the_mat
from tortuga_qt.app.hint_desk import HintDesk
from tortuga_qt.app.players import BotRequest, Computer, Person, Player, players_for
from tortuga_qt.app.refusal import NOT_YOURS, Refusal, RefusedError
from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.bots.base import Bot
from tortuga_qt.rules.actions import Action, Atlantis, Chance
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event, GameOver, redact
from tortuga_qt.rules.frames import AtlantisF
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng, derive
from tortuga_qt.rules.state import GameState, Result
from tortuga_qt.rules.views import SeatView, omniscient_view, view_for

if TYPE_CHECKING:  # loaded when a game is saved or opened, not to deal one (start-up speed)
    from tortuga_qt.record.savefile import LoadedGame, SaveFile


def changed_seat_rng(material: bytes, seat: int, change: int) -> Rng:
    """Returns the generator of a computer that took `seat` over at the table's `change`-th change of hands."""
    return derive(material, f"seat {seat} change {change}")


class TableCore:
    """A game at the table: its record, the seating and the players; hands out only what a screen may show."""

    def __init__(self, game: Game, players: Sequence[Player], seating: Seating | None = None, *,
                 practice: bool = False, hints: dict[int, int] | None = None,
                 atlantis_own_turn: Sequence[int] = (), bot_rngs: dict[int, Rng] | None = None,
                 seat_changes: int = 0, resumed_move: Sequence[Event] = ()) -> None:
        if len(players) != game.config.n:
            raise ValueError("one player per seat")
        self._game = game
        self._players: list[Player] = list(players)
        humans = [isinstance(p, Person) for p in self._players]
        self._seating = seating if seating is not None else Seating(humans)
        self.practice = practice  # a lesson of the walkthrough: never saved, no hints
        # Hints taken by each person (the end screen counts them; a resumed game keeps its count).
        self._desk = HintDesk({s: (hints or {}).get(s, 0) for s, h in enumerate(humans) if h})
        self.hints: dict[int, int] = self._desk.counts
        # The people who asked to decide about Atlantis only before their own turn (kept in the save).
        self.atlantis_own_turn: set[int] = {s for s in atlantis_own_turn if 0 <= s < len(humans) and humans[s]}
        self._bot_rngs: dict[int, Rng] = {s: game.bot_rng(s) for s, h in enumerate(humans) if not h}
        self._bot_rngs.update({s: r for s, r in (bot_rngs or {}).items() if s in self._bot_rngs})
        self._seat_changes = seat_changes
        self.resumed_move = tuple(resumed_move)  # a resumed game's last move on the mat (app/event_places.py)
        self._token = 0
        self.step: Step = Step(StepKind.OVER)
        self._advance()

    # ------------------------------------------------------------------ constructors

    @classmethod
    def deal(cls, config: GameConfig, seed: int | None, humans: Sequence[bool], levels: dict[int, str] | None = None,
             bots: dict[int, Bot] | None = None) -> TableCore:
        """Returns a table with a fresh deal (`seed` None: from the system), people where `humans`."""
        if len(humans) != config.n:
            raise ValueError("one human/computer flag per seat")
        players = players_for(humans, levels, bots)
        return cls(Game(config, seed), players)

    @classmethod
    def from_position(cls, game: Game, seating: Seating, levels: dict[int, str] | None = None,
                      bots: dict[int, Bot] | None = None, practice: bool = True) -> TableCore:
        """Returns a table at a given position (a walkthrough chapter, a test's hand-built table): the seating's people play."""
        return cls(game, players_for(seating.humans, levels, bots), seating, practice=practice)

    @classmethod
    def from_loaded(cls, loaded: LoadedGame, levels: dict[int, str] | None = None,
                    bots: dict[int, Bot] | None = None) -> TableCore:
        """Returns a table continuing a loaded game exactly where it stopped (behind the curtain: a save holds every secret)."""
        save = loaded.save
        chosen = {**save.levels, **(levels or {})}
        seating = Seating(save.humans)
        seating.looks = list(save.looks)
        seating.force_curtain = True
        return cls(loaded.game, players_for(save.humans, chosen, bots), seating, hints=dict(save.hints),
                   atlantis_own_turn=save.atlantis_own_turn, seat_changes=save.seat_changes,
                   bot_rngs={s: Rng.from_state(state) for s, state in save.bot_rngs.items()},
                   resumed_move=last_on_the_mat(zip(loaded.game.actions, loaded.step_events, strict=False)))

    # ------------------------------------------------------------------ the players

    @property
    def players(self) -> tuple[Player, ...]:
        """Returns every seat's player."""
        return tuple(self._players)

    @property
    def humans(self) -> list[bool]:
        """Returns which seats people play."""
        return [isinstance(p, Person) for p in self._players]

    @property
    def bots(self) -> dict[int, Bot]:
        """Returns the bot of each computer seat."""
        return {s: p.bot for s, p in enumerate(self._players) if isinstance(p, Computer)}

    @property
    def levels(self) -> dict[int, str]:
        """Returns the level of each computer seat (`bots.levels.LEVELS`)."""
        return {s: p.level for s, p in enumerate(self._players) if isinstance(p, Computer)}

    @property
    def seat_changes(self) -> int:
        """Returns how many times a seat changed hands in this game (kept in the save)."""
        return self._seat_changes

    def set_player(self, seat: int, player: Player) -> bool:
        """Hands `seat` to another player mid-game (someone leaves, someone joins); returns whether anything changed.

        A new person first sees their Loyalty card (behind the curtain, unless alone at the table);
        a new computer gets its own generator, derived from the seed and the count of changes.
        """
        if not 0 <= seat < len(self._players) or self._game.over or self.practice:
            return False
        old = self._players[seat]
        if old == player and (not isinstance(old, Computer) or old.bot is getattr(player, "bot", None)):
            return False
        self._players[seat] = player
        was_person = isinstance(old, Person)
        if isinstance(player, Computer):
            if was_person:
                self._seat_changes += 1
                self._bot_rngs[seat] = changed_seat_rng(self._game.seed_material, seat, self._seat_changes)
                self.hints.pop(seat, None)
                self.atlantis_own_turn.discard(seat)
        elif not was_person:
            self._seat_changes += 1
            self._bot_rngs.pop(seat, None)
            self.hints.setdefault(seat, 0)
        self._seating.set_humans(self.humans, joined=seat if isinstance(player, Person) and not was_person else None)
        self._token += 1
        self._advance()
        return True

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
        from tortuga_qt.rules.explain import explain

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

    # ------------------------------------------------------------------ commands

    def submit(self, action: Action) -> list[Event]:
        """Applies a person's action if it is theirs to take and legal; returns its events for the screen (RefusedError if not)."""
        step = self.step
        if step.kind is not StepKind.DECIDE or action.seat != step.seat:
            raise RefusedError(NOT_YOURS)
        try:
            return self._apply(action)  # the engine checks legality once and explains a refusal
        except IllegalActionError as exc:
            raise RefusedError(Refusal(exc.code, exc.rule, exc.message)) from None

    def claim(self, seat: int) -> bool:
        """The person at the device says "I am NAME" behind the curtain; returns whether the table took it."""
        if self.step.kind is StepKind.CURTAIN and self.step.seat == seat:
            self._seating.claim(seat)
            self._advance()
            return True
        return False

    def look_done(self) -> bool:
        """The seat at the device has seen its private news; returns whether the table was waiting for that."""
        if self.step.kind is StepKind.LOOK:
            self._seating.look_done(self.step.seat)
            self._advance()
            return True
        return False

    def set_atlantis_own_turn(self, seat: int, on: bool) -> None:
        """A person's choice: decide about Atlantis only before their own turn (on), or before every turn (off)."""
        if not 0 <= seat < len(self._players) or not isinstance(self._players[seat], Person):
            return
        if on:
            self.atlantis_own_turn.add(seat)
        else:
            self.atlantis_own_turn.discard(seat)

    def bot_request(self) -> BotRequest | None:
        """Returns the computer seat's turn to choose now (None: the table waits for no computer)."""
        if self.step.kind is not StepKind.BOT:
            return None
        seat = self.step.seat
        player = self._players[seat]
        assert isinstance(player, Computer)
        return BotRequest(seat, player.bot, self._game.state, self._game.events, self._game.legal(seat),
                          self._bot_rngs[seat].copy(), self._token)

    def bot_answer(self, token: int, action: Action, rng: Rng, trusted: bool = False) -> list[Event] | None:
        """Plays a computer seat's choice (and keeps its generator); None when stale: the table moved on meanwhile.

        `trusted` skips the engine's legality check (the simulator's --no-checks).
        """
        if token != self._token or self.step.kind is not StepKind.BOT or action.seat != self.step.seat:
            return None
        self._bot_rngs[action.seat] = rng
        return self._apply(action, validate=not trusted)

    def play_computers(self, limit: int = 100_000) -> list[Event]:
        """Plays computer seats at once, in the calling thread, until the table waits for a person or the end."""
        events: list[Event] = []
        for _ in range(limit):
            request = self.bot_request()
            if request is None:
                break
            action = thinker.choose_now(request.bot, request.view, request.legal, request.rng, request.history)
            events += self.bot_answer(request.token, action, request.rng) or []
        return events

    def stop(self) -> None:
        """Ends the table's moment: no answer already asked for is taken any more."""
        self._token += 1
        self.step = Step(StepKind.OVER)

    # ------------------------------------------------------------------ hints

    def hint(self) -> Action | None:
        """Returns a Hard pirate's suggestion for the person deciding now, from their seat's view alone.

        The first ask for a decision queues the search (`hint_request`) and returns None; once
        answered (`hint_answer`) the hint counts in `hints`, and later asks return it at once.
        """
        step = self.step
        if self.practice or step.kind is not StepKind.DECIDE or not isinstance(self._players[step.seat], Person):
            return None
        material = self._game.seed_material

        def make(taken: int) -> BotRequest:
            rng = thinker.hint_rng(material, step.seat, taken)
            return BotRequest(step.seat, thinker.hint_bot(), self._game.state, self._game.events,
                              self._game.legal(step.seat), rng, self._token, hint=True)

        return self._desk.ask(self._token, step.seat, make)

    def hint_request(self) -> BotRequest | None:
        """Returns the hint search that `hint()` queued, once (None: nothing new to search)."""
        return self._desk.take_request()

    def asked_hint(self) -> bool:
        """Returns whether the person deciding now has asked for a hint on this decision (shown or on its way)."""
        return self.step.kind is StepKind.DECIDE and self._desk.is_asked(self._token, self.step.seat)

    def forget_hint(self) -> None:
        """Forgets the hint asked for this decision, so the next ask searches again (a test's re-run)."""
        self._desk.forget()

    def hint_answer(self, token: int, action: Action) -> bool:
        """Takes a hint's answer; returns whether it counts (False when stale: the decision was taken meanwhile)."""
        deciding = self.step.seat if self.step.kind is StepKind.DECIDE and token == self._token else None
        return self._desk.answer(token, action, deciding)

    # ------------------------------------------------------------------ saving

    def to_save(self) -> SaveFile:
        """Returns the save file of this game now (every secret, the generators, owed looks)."""
        if self.practice:
            raise ValueError("a lesson of the walkthrough is not a game that can be saved")
        return self._save_builder(self._game)()

    def save_builder(self) -> Callable[[], SaveFile]:
        """Returns a maker of this game's save file as it is now, from copies: it may run later on another thread."""
        game = copy.copy(self._game)
        game.actions, game.events, game.rng = list(self._game.actions), [], self._game.rng.copy()
        return self._save_builder(game)

    def _save_builder(self, game: Game) -> Callable[[], SaveFile]:
        humans, rngs = self.humans, {s: r.state for s, r in self._bot_rngs.items()}
        looks, levels, hints = list(self._seating.looks), self.levels, dict(self.hints)
        atlantis, changes = sorted(self.atlantis_own_turn), self._seat_changes

        def build() -> SaveFile:
            from tortuga_qt.record.savefile import game_to_save

            return game_to_save(game, humans, rngs, looks, levels, hints, atlantis, changes)

        return build

    # ------------------------------------------------------------------ internals

    def _apply(self, action: Action, validate: bool = True) -> list[Event]:
        events = self._game.play(action, validate)
        events += self._pass_atlantis()
        self._seating.note_events(events)
        self._token += 1
        self._advance()
        return redact(events, self.screen_seat())

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

    def _advance(self) -> None:
        self.step = self._seating.next_step(self._game.to_act(), self._game.over)
