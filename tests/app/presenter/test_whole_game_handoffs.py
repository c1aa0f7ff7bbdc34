"""A whole game of 3 people and 2 computer seats through the presenter: every hand-off, every reveal.

Moved from tests/ui/test_handoffs.py (issue 11, "done when"): before every intent, the frame is
checked the way a table of people would: nothing secret while the whole table looks at a reveal,
never "Pass to X" to X who already holds the device (unless the whole table was shown something
since), and each curtain's recap a complete tail of the public log, from before the device left
that person. Every vote result, revealed card and maroon is shown to everyone, in order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.app.presenter.conftest import Desk, lookups
from tortuga_qt.app.presenter.frames import Frame
from tortuga_qt.app.presenter.intents import Claim, Continue, LookDone
from tortuga_qt.app.presenter.presenter import TablePresenter
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Marooned, Revealed, VotedCards, VoteResult, redact
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import Rng


@dataclass
class HandoffCheck:
    """Called before every intent of a whole game: who holds the device, what the curtain says."""

    holder: int | None = None  # the person who last held the device
    left_at: dict[int, int] = field(default_factory=dict)  # public events when the device left each person
    curtains: int = 0
    holds: int = 0
    _marker: tuple[int, int] | None = None
    public_since: bool = False  # the whole table was shown something since the holder last held the device
    _moves: int = 0  # the game's actions when the holder last held the device

    def __call__(self, d: Desk, f: Frame) -> None:
        session = d.session
        step = session.step
        public = session.public_log()
        if f.reveal is not None:
            self.holds += 1
            self.public_since = True
            assert f.view.seat is None and f.curtain is None and not any(line.secret for line in f.log)
            assert [line.text for line in f.log] == [d.presenter.line(e) for e in public]
            return
        actions = session.core.referee_game.actions
        if step.kind is StepKind.BOT or any(not session.humans[a.seat] for a in actions[self._moves:]):
            self.public_since = True  # a computer seat moved (its step may come and go between two intents)
        if f.curtain is not None:
            marker = (step.seat, len(public))
            if marker == self._marker:
                return
            self._marker = marker
            self.curtains += 1
            assert step.seat != self.holder or self.public_since, f"curtain for {session.names[step.seat]}, already at the device"
            assert (f.curtain.seat, f.curtain.name) == (step.seat, session.names[step.seat]) and not f.private
            if self.holder is not None:
                self.left_at[self.holder] = len(public)
            # The recap: a complete tail of the public log, from before the device left this person, newest first.
            lines = [d.presenter.line(e) for e in public]
            recap = list(reversed(f.curtain.news))
            assert recap == lines[len(lines) - len(recap):]
            if step.seat in self.left_at:
                assert len(recap) >= len(lines) - self.left_at[step.seat]
            self.holder = None
        elif step.kind in (StepKind.DECIDE, StepKind.LOOK):
            self.holder, self.public_since, self._moves = step.seat, False, len(actions)


def _bold(legal: tuple[Action, ...], rng: Rng) -> Action:
    """A player who calls for votes and reveals cards whenever they may (4 times in 5): votes come often."""
    bold = [a for a in legal if a.verb in ("attack", "mutiny", "brawl", "reveal")]
    return rng.choice(bold) if bold and rng.below(5) < 4 else rng.choice(legal)


def test_three_people_and_two_computers_see_every_vote_result(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 11, "done when": 3 people and 2 computer seats play a whole game and see every reveal."""
    seed = 4
    flags = [True, False, True, False, True]
    session = GameSession(default_config(5), seed, flags, 0, levels={1: "random", 3: "random"})
    presenter = TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), hold_reveals=True)
    d = Desk(session, presenter)
    session.events_applied.connect(presenter.on_events)
    session.refused.connect(presenter.on_refused)
    check, rng = HandoffCheck(), Rng(seed)
    try:
        f = d.frame()
        for _ in range(3000):
            check(d, f)
            step = session.step
            if step.kind is StepKind.OVER:
                break
            if f.reveal is not None:
                f = d.act(Continue())
            elif step.kind is StepKind.CURTAIN:
                f = d.act(Claim(step.seat))
            elif step.kind is StepKind.LOOK:
                f = d.act(LookDone())
            elif step.kind is StepKind.DECIDE:
                f = d.play(format_action(_bold(session.legal(), rng)))
            else:  # a computer seat thinks: the table goes on when it has moved
                moves = len(session.core.referee_game.actions)
                qtbot.waitUntil(lambda n=moves: session.step.kind is not StepKind.BOT
                                or len(session.core.referee_game.actions) > n, timeout=10000)
                f = d.frame()
        events = session.core.referee_game.events
        assert session.over
        votes = [e for e in events if isinstance(e, VoteResult)]
        assert len(votes) >= 2 and check.holds >= len(votes) and check.curtains > 5
        assert any(isinstance(e, VotedCards) and e.seat in (0, 2, 4) for e in events)
        # Every vote result, revealed card and maroon was shown to everyone, in order.
        assert [e for e in presenter.shown_reveals if isinstance(e, VoteResult)] == votes
        reveals = [e for e in redact(events, None) if isinstance(e, (VoteResult, Revealed, Marooned))]
        assert presenter.shown_reveals == reveals
    finally:
        session.stop()
