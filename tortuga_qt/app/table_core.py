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
from tortuga_qt.app.players import (
    BotRequest,
    Computer,
    Person,
    Phone,
    Player,
    is_person,
    players_for,
)
from tortuga_qt.app.refusal import NOT_YOURS, Refusal, RefusedError
from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.app.table_reading import TableReading
from tortuga_qt.app.turn_rights import pass_atlantis, phone_may_act
from tortuga_qt.bots.base import Bot, TableAware
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng, derive
from tortuga_qt.rules.views import SeatView, view_for

if TYPE_CHECKING:  # loaded when a game is saved or opened, not to deal one (start-up speed)
    from tortuga_qt.record.savefile import LoadedGame, SaveFile


def changed_seat_rng(material: bytes, seat: int, change: int) -> Rng:
    """Returns the generator of a computer that took `seat` over at the table's `change`-th change of hands."""
    return derive(material, f"seat {seat} change {change}")


class TableCore(TableReading):
    """A game at the table: its record, the seating and the players; hands out only what a screen may show."""

    def __init__(self, game: Game, players: Sequence[Player], seating: Seating | None = None, *,
                 practice: bool = False, hints: dict[int, int] | None = None,
                 atlantis_own_turn: Sequence[int] = (), bot_rngs: dict[int, Rng] | None = None,
                 seat_changes: int = 0, resumed_move: Sequence[Event] = ()) -> None:
        if len(players) != game.config.n:
            raise ValueError("one player per seat")
        self._game = game
        self._players: list[Player] = list(players)
        humans = [is_person(p) for p in self._players]
        self._seating = seating if seating is not None else Seating(humans, self.phones)
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
        self._introduce()
        self._advance()

    # ------------------------------------------------------------------ constructors

    @classmethod
    def deal(cls, config: GameConfig, seed: int | None, humans: Sequence[bool], levels: dict[int, str] | None = None,
             bots: dict[int, Bot] | None = None, phones: Sequence[int] = ()) -> TableCore:
        """Returns a table with a fresh deal (`seed` None: from the system), people where `humans` (on a phone: `phones`)."""
        if len(humans) != config.n:
            raise ValueError("one human/computer flag per seat")
        players = players_for(humans, levels, bots, phones)
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
        seating = Seating(save.humans, save.phones)  # each phone seat is paired anew (its code was never saved)
        seating.looks = [(seat, "pair") for seat in save.phones] + [look for look in save.looks if look[0] not in save.phones]
        seating.force_curtain = True
        return cls(loaded.game, players_for(save.humans, chosen, bots, save.phones), seating, hints=dict(save.hints),
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
        """Returns which seats people play (at the device or on a phone)."""
        return [is_person(p) for p in self._players]

    @property
    def phones(self) -> list[int]:
        """Returns the seats people play on their phones."""
        return [s for s, p in enumerate(self._players) if isinstance(p, Phone)]

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
        was_person, moved = is_person(old), isinstance(old, Phone) != isinstance(player, Phone)
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
        self._introduce()
        joined = seat if is_person(player) and (not was_person or moved) else None
        self._seating.set_humans(self.humans, joined, self.phones)
        self._token += 1
        self._advance()
        return True

    def seat_levels(self) -> tuple[str | None, ...]:
        """Returns each seat's level as the table shows it (None: a person, at the device or on a phone)."""
        return tuple(p.level if isinstance(p, Computer) else None for p in self._players)

    def _introduce(self, *bots: Bot) -> None:
        """Tells `bots` (by default every computer seat's pirate) the seats' levels, which everyone at the table sees."""
        levels = self.seat_levels()
        for bot in bots or tuple(p.bot for p in self._players if isinstance(p, Computer)):
            if isinstance(bot, TableAware):
                bot.meet(levels)

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
        if not 0 <= seat < len(self._players) or not is_person(self._players[seat]):
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

    # ------------------------------------------------------------------ seats on phones

    def phone_view(self, seat: int) -> SeatView:
        """Returns what a seat played on a phone sees: its own secrets only (ValueError for a seat not on a phone)."""
        return view_for(self._game.state, self._on_phone(seat))

    def phone_log(self, seat: int) -> list[Event]:
        """Returns every event a seat played on a phone may see, oldest first."""
        return redact(self._game.events, self._on_phone(seat))

    def phone_legal(self, seat: int) -> tuple[Action, ...]:
        """Returns what a phone seat may do now (app/turn_rights.py: its own step, or a vote to cast)."""
        return self._game.legal(seat) if phone_may_act(self.step, self._game, self._on_phone(seat)) else ()

    def phone_submit(self, action: Action) -> list[Event]:
        """Applies a phone seat's action if it may take it now and it is legal (RefusedError naming the rule if not)."""
        legal = self.phone_legal(action.seat)
        if action not in legal:
            from tortuga_qt.rules.engine import explain

            raise RefusedError(Refusal(*explain(self._game.state, action)[:3]) if legal else NOT_YOURS)
        return self._apply(action)

    def pair_again(self, seat: int) -> None:
        """A phone seat is paired anew: its QR code is shown again behind its claim, before anything else."""
        self._seating.pair_again(self._on_phone(seat))
        self._token += 1
        self._advance()

    def _on_phone(self, seat: int) -> int:
        if not 0 <= seat < len(self._players) or not isinstance(self._players[seat], Phone):
            raise ValueError(f"seat {seat} is not played on a phone")
        return seat

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
            bot = thinker.hint_bot()
            self._introduce(bot)
            return BotRequest(step.seat, bot, self._game.state, self._game.events,
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
        looks = [look for look in self._seating.looks if look[1] != "pair"]  # a resumed phone seat pairs anew
        levels, hints, phones = self.levels, dict(self.hints), self.phones
        atlantis, changes = sorted(self.atlantis_own_turn), self._seat_changes

        def build() -> SaveFile:
            from tortuga_qt.record.savefile import game_to_save

            return game_to_save(game, humans, rngs, looks, levels, hints, atlantis, changes, phones)

        return build

    # ------------------------------------------------------------------ internals

    def _apply(self, action: Action, validate: bool = True) -> list[Event]:
        events = self._game.play(action, validate)
        events += pass_atlantis(self._game, self.atlantis_own_turn)
        self._seating.note_events(events)
        self._token += 1
        self._advance()
        return redact(events, self.screen_seat())

    def _advance(self) -> None:
        self.step = self._seating.next_step(self._game.to_act(), self._game.over)
