"""The tutor: where the learner is in the voyage and what the current step lets them do. Qt-free.

The screen asks the tutor before it acts on a click: only the step's own action gets through
(the interface is locked to the next move, as on Board Game Arena); anything else is answered
with the rule. Back, skip and restart return a `Rehearsal` of the chapter at the new step, from
which the screen rebuilds the table, so every step is a real position of the real engine.
"""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.app.action_table import entry
from tortuga_qt.app.targets import Choice, Target, kind_key, targets
from tortuga_qt.learn.lesson import Act, Chapter, Claim, Look, Step, Task
from tortuga_qt.learn.progress import Progress
from tortuga_qt.learn.rehearsal import Rehearsal
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.notation import parse_action


class Tutor:
    """The learner's place in the voyage: a chapter, a step, and the chapters finished."""

    def __init__(self, chapters: Sequence[Chapter], progress: Progress | None = None) -> None:
        if not chapters:
            raise ValueError("a voyage needs at least one chapter")
        self.chapters = tuple(chapters)
        keys = [c.key for c in self.chapters]
        progress = progress or Progress()
        self.chapter_index = keys.index(progress.chapter) if progress.chapter in keys else 0
        steps = len(self.chapter.steps)
        self.step_index = min(progress.step, steps) if progress.chapter in keys else 0
        self.done: set[str] = {k for k in progress.done if k in keys}

    # ------------------------------------------------------------------ where we are

    @property
    def chapter(self) -> Chapter:
        """Returns the current chapter."""
        return self.chapters[self.chapter_index]

    @property
    def step(self) -> Step | None:
        """Returns the current step (None once the chapter's last step is done)."""
        steps = self.chapter.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def chapter_done(self) -> bool:
        """Returns whether every step of the current chapter is done."""
        return self.step_index >= len(self.chapter.steps)

    @property
    def last_chapter(self) -> bool:
        """Returns whether the current chapter is the voyage's last."""
        return self.chapter_index == len(self.chapters) - 1

    def progress(self) -> Progress:
        """Returns what to remember between launches."""
        return Progress(chapter=self.chapter.key, step=self.step_index,
                        done=tuple(c.key for c in self.chapters if c.key in self.done))

    def counts(self) -> tuple[int, int]:
        """Returns (chapters, steps) of the whole voyage."""
        return len(self.chapters), sum(len(c.steps) for c in self.chapters)

    # ------------------------------------------------------------------ moving around

    def table(self) -> Rehearsal:
        """Returns the current chapter rehearsed up to the current step (the table to show)."""
        return Rehearsal(self.chapter).run_to(min(self.step_index, len(self.chapter.steps)))

    def go(self, chapter_index: int, step_index: int = 0) -> Rehearsal:
        """Moves to a step of a chapter; returns that table."""
        if not 0 <= chapter_index < len(self.chapters):
            raise IndexError(f"no chapter {chapter_index + 1}")
        steps = len(self.chapters[chapter_index].steps)
        if not 0 <= step_index <= steps:
            raise IndexError(f"no step {step_index + 1} in chapter {chapter_index + 1}")
        self.chapter_index, self.step_index = chapter_index, step_index
        return self.table()

    def restart(self) -> Rehearsal:
        """Starts the current chapter again."""
        return self.go(self.chapter_index, 0)

    def back(self) -> Rehearsal:
        """Goes one step back (from a chapter's first step: the previous chapter's last step)."""
        if self.step_index > 0:
            return self.go(self.chapter_index, self.step_index - 1)
        if self.chapter_index > 0:
            prev = self.chapter_index - 1
            return self.go(prev, max(len(self.chapters[prev].steps) - 1, 0))
        return self.go(0, 0)

    def skip(self) -> Rehearsal:
        """Skips the current step (done for the learner); after a chapter's end, starts the next one."""
        if self.chapter_done:
            return self.next_chapter()
        return self.go(self.chapter_index, self.step_index + 1)

    def next_chapter(self) -> Rehearsal:
        """Starts the next chapter (the last one stays where it is)."""
        if self.chapter_done:
            self.done.add(self.chapter.key)
        return self.go(min(self.chapter_index + 1, len(self.chapters) - 1), 0)

    def completed(self) -> bool:
        """The learner did the current step's task; returns whether that finished the chapter."""
        if not self.chapter_done:
            self.step_index += 1
        if self.chapter_done:
            self.done.add(self.chapter.key)
            return True
        return False

    # ------------------------------------------------------------------ what the step allows

    @property
    def task(self) -> Task | None:
        """Returns the current step's task (None after the chapter's end)."""
        step = self.step
        return step.task if step is not None else None

    def expected(self) -> Action | None:
        """Returns the action the current step asks for (None: the step asks no action)."""
        task = self.task
        return parse_action(task.action) if isinstance(task, Act) else None

    def allows_kind(self, kind: str) -> bool:
        """Returns whether the button of this kind of action leads to the step's action."""
        a = self.expected()
        return a is not None and bool(targets(a)) and kind_key(a) == kind

    def allows_direct(self, action: Action) -> bool:
        """Returns whether this action (a button, or a finished choice) is the step's action."""
        return self.expected() == action

    def next_clicks(self, kind: str, clicks: tuple[Target, ...]) -> set[Target]:
        """Returns the mat clicks that lead on to the step's action after `clicks`."""
        a = self.expected()
        if a is None or kind_key(a) != kind:
            return set()
        return Choice(kind, (a,), clicks).next_targets()

    def wrong(self) -> str:
        """Returns the rule told after a wrong click now (an English source for translation)."""
        if self.chapter_done:
            return ""
        return self.chapter.step_wrong(self.step_index)

    def page(self) -> str:
        """Returns the reference page of the rule the current step teaches (for "Read the rule")."""
        task = self.task
        if isinstance(task, Claim):
            return "rule:pass-and-play"
        if isinstance(task, Look):
            return "rule:notebook"
        a = self.expected()
        if a is None:
            return _CHAPTER_PAGES.get(self.chapter.key, "rule:turn")
        return entry(a).page

    def spot(self) -> tuple[str, ...]:
        """Returns what the spotlight lights for the current step."""
        step = self.step
        if step is None:
            return ()
        if step.spot:
            return step.spot
        a = self.expected()
        return tuple(str(t) for t in targets(a)) if a is not None else ()


# The reference page (tortuga_qt.help.reference ids) of each chapter (an action's own: app/action_table.py).
_CHAPTER_PAGES = {
    "secret": "rule:goal", "mat": "rule:mat", "moving": "rule:moving", "events": "rule:events",
    "attack": "rule:attack", "mutiny": "rule:mutiny", "tortuga": "rule:tortuga", "kept": "rule:kept-cards",
    "end": "rule:end", "pass": "rule:pass-and-play",
}
