"""The curtain rule as a property, over seeded pass-and-play games driven through the session.

Rule (issue "No secret after a public moment", app/seating.py `must_claim`): once the screen has
shown something to the whole table — a vote's result, a revealed Event card, a maroon, a
computer seat's move, the end — no secret of any seat is drawn again until that seat claims the
device. The only exception is a private step that directly continues the same person's own
private step with nothing public in between.

The watcher below knows nothing of the seating: it sees what the session tells the window
(every step, every batch of events, whose secrets the screen may draw) and the claims it makes
itself, and keeps its own idea of who holds the device. The default run plays 63 games; the
slow check (`TORTUGA_PROPERTIES=full`, README) plays 500.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop

from tests.app.tables import position_core
from tests.rules.randomgames import seeds
from tortuga_qt.app.seating import Step, StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Event, Marooned, Revealed, VoteResult
from tortuga_qt.rules.rng import Rng

# What the whole table is shown, in the watcher's own words (not the seating's definition).
TABLE_RESULTS = (VoteResult, Revealed, Marooned)


@dataclass
class Watcher:
    """Follows every screen of one session and fails on a secret drawn without a fresh claim."""

    session: GameSession
    holder: int | None = None  # whose claim stands: set by a claim, cleared by any public moment
    secret_screens: int = 0  # screens that drew a seat's secrets
    continued: int = 0  # ... of them, without a claim right before (the exception: own private steps)
    public_moments: int = 0
    log: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.session.events_applied.connect(self.on_events)
        self.session.step_changed.connect(self.on_step)
        self._just_claimed = False
        self.on_step(self.session.step)  # the first screen, shown before the watcher was connected

    def on_events(self, events: list[Event]) -> None:
        """A batch of events reached the screen: a result shown to everyone ends every claim."""
        if any(isinstance(e, TABLE_RESULTS) and e.visible_to is None for e in events):
            self.public("shown " + ", ".join(type(e).__name__ for e in events if isinstance(e, TABLE_RESULTS)))

    def public(self, why: str) -> None:
        """Something was shown to the whole table."""
        self.public_moments += 1
        self.holder = None
        self.log.append(why)

    def on_step(self, step: Step) -> None:
        """A new screen: check whose secrets it may draw."""
        self.log.append(f"{step.kind} {step.seat}")
        if step.kind in (StepKind.BOT, StepKind.OVER):
            self.public(f"public screen {step.kind}")
        shown = self.session.screen_seat()
        if shown is None:
            return
        self.secret_screens += 1
        recent = " / ".join(self.log[-6:])
        assert shown == self.holder, f"the secrets of seat {shown} drawn while the claim is {self.holder}: {recent}"
        if not self._just_claimed:
            self.continued += 1
        self._just_claimed = False

    def claim(self, seat: int) -> None:
        """The person at the device says "I am NAME" (the driver's click on the curtain)."""
        self.holder = seat
        self._just_claimed = True
        self.session.claim(seat)


def _wait_for_people(session: GameSession, deadline: float) -> None:
    """Lets the computer seats play (their moves come from the worker thread) until a person is asked."""
    while session.step.kind is StepKind.BOT:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.monotonic() > deadline:
            raise AssertionError("a computer seat never answered")


def play_watched(seed: int) -> Watcher:
    """Plays one seeded pass-and-play game through the session (2-9 seats, 2+ people, random computer seats)."""
    rng = Rng(seed).fork(11)
    n = 2 + rng.below(8)
    people = 2 + rng.below(n - 1)
    people_first = [True] * people + [False] * (n - people)
    humans = [people_first[i] for i in rng.permutation(n)]
    levels = {s: "random" for s, h in enumerate(humans) if not h}
    session = GameSession(default_config(n), seed, humans, bot_delay_ms=0, levels=levels)
    watcher = Watcher(session)
    deadline = time.monotonic() + 120
    try:
        for _ in range(5000):
            _wait_for_people(session, deadline)
            step = session.step
            if step.kind is StepKind.OVER:
                return watcher
            if step.kind is StepKind.CURTAIN:
                watcher.claim(step.seat)
            elif step.kind is StepKind.LOOK:
                session.look_done()
            elif step.kind is StepKind.DECIDE:
                assert session.submit(rng.choice(session.legal()))
        raise AssertionError("the game did not end")
    finally:
        session.stop()


@pytest.fixture(scope="module")
def games(qapp):  # type: ignore[no-untyped-def]
    """The watched games of this module (seeded: 63 in the default run, 500 in the slow check)."""
    return [play_watched(seed) for seed in seeds(9000, 250)]


def test_no_secret_is_drawn_after_a_public_moment_until_its_seat_claims_the_device(games: list[Watcher]) -> None:
    """Every screen that draws a seat's secrets follows that seat's claim, with nothing public in between."""
    assert all(w.secret_screens > 0 and w.public_moments > 0 for w in games)  # the watchers did see play
    assert sum(w.public_moments for w in games) > 10 * len(games)


def test_a_persons_own_private_steps_go_on_without_a_new_claim(games: list[Watcher]) -> None:
    """The exception is used (a Loyalty look then the first decision, a View then its look): not every screen asks again."""
    assert sum(w.continued for w in games) > len(games)


def test_a_revealed_card_followed_by_the_same_persons_decision_needs_a_claim(qapp) -> None:  # type: ignore[no-untyped-def]
    """Anne reveals a Pistol and must use it next (two people at the table): she claims the device again."""
    from tortuga_qt.rules.scenario import position

    session = GameSession(default_config(2), 1, [True, True], bot_delay_ms=0)
    try:
        # A hand-built table (as tests/ui/conftest does).
        session.restart_from(position_core(session.config, 1, position(2, fd=[0], jr=[1]), [True, True]))
        watcher = Watcher(session)
        watcher.claim(0)
        assert session.step.kind is StepKind.DECIDE and session.screen_seat() == 0
        from tortuga_qt.rules.actions import Reveal

        assert session.submit(Reveal(0, 1))
        assert session.step.kind is StepKind.CURTAIN and session.step.seat == 0
        assert session.screen_seat() is None
    finally:
        session.stop()
