"""A chapter played without a screen, exactly as the table plays it.

The same table as a live `GameSession`: a `TableCore` (the engine, the hand-offs and the order of
computer moves) at the chapter's position. After each step's task, the scripted moves answer the
table's computer requests; then the table must be waiting for a person again. Back, skip and restart
rebuild the table from a rehearsal, and the tests rehearse every chapter. Qt-free.
"""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.app.seating import Seating, Step, StepKind
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.bots.scripted import ScriptedBot
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
        computers = [s for s in range(chapter.config.n) if s not in chapter.humans]
        # The table itself: the scripted moves are played here, so its computers never choose.
        self.core = TableCore.from_position(self.game, self.seating, bots=dict.fromkeys(computers, ScriptedBot(())))
        self._play_script(chapter.prelude, "the prelude")

    @property
    def table(self) -> Step:
        """Returns what the table waits for now."""
        return self.core.step

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
                events = self.core.submit(parse_action(text))
            case Look():
                self.core.look_done()
            case Claim(seat=seat):
                self.core.claim(seat)
            case Read():
                if step.then:
                    raise LessonError(f"{where}: a Read step cannot be followed by computer moves")
        self._play_script(step.then, where)
        self.index += 1
        return events

    def run_to(self, index: int) -> Rehearsal:
        """Performs the steps before `index`; returns itself."""
        while self.index < index:
            self.perform()
        return self

    def _play_script(self, script: Sequence[str], where: str) -> None:
        queue = list(script)
        while (request := self.core.bot_request()) is not None:
            if not queue:
                raise LessonError(f"{where}: the table asks computer seat P{request.seat + 1}, but the script has no move left")
            text = queue.pop(0)
            action = parse_action(text)
            if action.seat != request.seat or action not in request.legal:
                raise LessonError(f"{where}: scripted '{text}' is not legal now (the table asks P{request.seat + 1}; "
                                  f"legal: {[str(a) for a in request.legal][:8]})")
            self.core.bot_answer(request.token, action, request.rng)
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
