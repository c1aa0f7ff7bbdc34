"""A chapter played without a screen, exactly as the table plays it.

The same engine (`Game`), the same hand-offs (`Seating`) and the same order of computer moves
as a live `GameSession`: after each step's task, the scripted moves are played while the table
asks a computer seat; then the table must be waiting for a person again. Back, skip and restart
rebuild the table from a rehearsal, and the tests rehearse every chapter. Qt-free.
"""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.learn.lesson import Act, Chapter, Claim, Look, Read, Task
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import parse_action


class LessonError(ValueError):
    """A chapter's script does not fit its position (a test or a chapter author's mistake)."""


class Rehearsal:
    """The table of one chapter: its game, its seating, and the step the learner is at."""

    def __init__(self, chapter: Chapter) -> None:
        self.chapter = chapter
        self.game = Game.from_position(chapter.config, chapter.setup(), chapter.seed)
        self.seating = Seating([s in chapter.humans for s in range(chapter.config.n)])
        if not chapter.opening_looks:
            self.seating.looks = []
        self.index = 0
        self.table: Step = self.seating.next_step(self.game.to_act(), self.game.over)
        self._play_script(chapter.prelude, "the prelude")

    @property
    def humans(self) -> list[bool]:
        """Returns which seats people play."""
        return [s in self.chapter.humans for s in range(self.chapter.config.n)]

    def script_from(self, index: int) -> list[Action]:
        """Returns the computer moves of steps `index`.. in the order they will be asked for."""
        return [parse_action(t) for step in self.chapter.steps[index:] for t in step.then]

    def ready(self) -> str:
        """Returns why the table cannot take the current step's task now ('' when it can)."""
        task = self.chapter.steps[self.index].task
        return _mismatch(task, self.table, self.game, self.chapter.learner)

    def perform(self) -> list[Event]:
        """Does the current step's task as the learner would, then the computer moves that follow."""
        where = f"{self.chapter.key} step {self.index + 1}"
        problem = self.ready()
        if problem:
            raise LessonError(f"{where}: {problem}")
        step = self.chapter.steps[self.index]
        events: list[Event] = []
        match step.task:
            case Act(action=text):
                events = self._play(parse_action(text))
            case Look():
                self.seating.look_done(self.table.seat)
            case Claim(seat=seat):
                self.seating.claim(seat)
            case Read():
                if step.then:
                    raise LessonError(f"{where}: a Read step cannot be followed by computer moves")
        self.table = self.seating.next_step(self.game.to_act(), self.game.over)
        self._play_script(step.then, where)
        self.index += 1
        return events

    def run_to(self, index: int) -> Rehearsal:
        """Performs the steps before `index`; returns itself."""
        while self.index < index:
            self.perform()
        return self

    def _play(self, action: Action) -> list[Event]:
        events = self.game.play(action)
        self.seating.note_events(events)
        return events

    def _play_script(self, script: Sequence[str], where: str) -> None:
        queue = list(script)
        while self.table.kind is StepKind.BOT:
            if not queue:
                raise LessonError(f"{where}: the table asks computer seat P{self.table.seat + 1}, but the script has no move left")
            text = queue.pop(0)
            action = parse_action(text)
            if action.seat != self.table.seat or action not in self.game.legal(action.seat):
                raise LessonError(f"{where}: scripted '{text}' is not legal now (the table asks P{self.table.seat + 1}; "
                                  f"legal: {[str(a) for a in self.game.legal(self.table.seat)][:8]})")
            self._play(action)
            self.table = self.seating.next_step(self.game.to_act(), self.game.over)
        if queue:
            raise LessonError(f"{where}: the table asks a person before the scripted moves {queue} were played")


def _mismatch(task: Task, table: Step, game: Game, learner: int) -> str:
    """Returns why `task` does not fit what the table waits for ('' when it fits)."""
    match task:
        case Act(action=text):
            action = parse_action(text)
            if table.kind is not StepKind.DECIDE or table.seat != action.seat:
                return f"'{text}' needs P{action.seat + 1} to decide, but the table waits for {table}"
            if action not in game.legal(action.seat):
                return f"'{text}' is not legal here"
        case Look():
            if table.kind is not StepKind.LOOK:
                return f"a Look step needs a private look, but the table waits for {table}"
        case Claim(seat=seat):
            if table.kind is not StepKind.CURTAIN or table.seat != seat:
                return f"a Claim step needs the curtain for P{seat + 1}, but the table waits for {table}"
        case Read():
            if table.kind is StepKind.BOT:
                return "a Read step must not start while a computer seat is thinking"
    return ""
