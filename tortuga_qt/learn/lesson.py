"""The guided first voyage as data: chapters of small steps, each on a real rules position.

A `Chapter` starts from a position built with `rules/scenario.py` and walks through `Step`s.
Each step says at most two sentences, lights up the part of the mat it talks about, and gives
the learner one `Task`: do one real action by clicking the table (`Act`), close a private
look (`Look`), claim the device behind the curtain (`Claim`), or, rarely, just read (`Read`).
The computer seats' moves that follow a step are scripted (`then`, in notation, in the order
the table asks for them). Texts are English sources marked with `i18n.QT_TRANSLATE_NOOP` in
the context "Learn"; the screen translates them. Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable

from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value

CONTEXT = "Learn"  # the translation context of every text of the voyage



@value
class Act:
    """Do exactly this action (written in notation, e.g. 'move 0 3') by clicking the table."""

    action: str


@value
class Look:
    """Look at a private card on the right, then click Done."""


@value
class Claim:
    """Behind the curtain, click "I am NAME" for this seat."""

    seat: int


@value
class Read:
    """Read the step, then click Next (nothing happens on the table)."""


Task = Act | Look | Claim | Read


@value
class Step:
    """One step of a chapter: what the coach says, what is lit, what the learner must do."""

    text: str  # at most two sentences
    task: Task
    # What the spotlight lights: mat targets ('slot:2', 'place:0', 'hold:1', 'galleon', 'seat:3',
    # 'vote:12') or areas ('event-deck', 'vote-deck', 'discard', 'tortuga-areas', 'totals') or
    # panels ('actions', 'private', 'log', 'seats'). Empty: what the task's action points at.
    spot: tuple[str, ...] = ()
    # The rule a wrong click is told (empty: the chapter's `wrong`).
    wrong: str = ""
    # Computer moves that follow this step, in notation, in the order the table asks for them.
    then: tuple[str, ...] = ()


@value
class Chapter:
    """A chapter of the voyage: a title, a starting position and its steps."""

    key: str  # stable id (progress is remembered by it)
    title: str
    summary: str  # one line for the chapter list
    config: GameConfig
    humans: tuple[int, ...]  # the seats people play (the learner first); the others are computer seats
    setup: Callable[[], GameState]  # the first position (scenario.position)
    steps: tuple[Step, ...]
    wrong: str = ""  # the rule told after a wrong click when a step has none of its own
    seed: int = 1667  # deals the chance steps (Vote deck shuffles) the same way every time
    opening_looks: bool = False  # the human seats first look at their Loyalty cards (as in a real game)
    prelude: tuple[str, ...] = ()  # computer moves before the first step (notation)

    @property
    def learner(self) -> int:
        """Returns the seat the learner plays."""
        return self.humans[0]

    def step_wrong(self, index: int) -> str:
        """Returns the rule told after a wrong click at step `index`."""
        return self.steps[index].wrong or self.wrong
