"""A presenter over a real session with a hand-built position: intents in, frames out, no widgets."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from tests.app.tables import position_core
from tortuga_qt.app.presenter.intents import Claim, Intent, LookDone, Press
from tortuga_qt.app.presenter.presenter import TablePresenter
from tortuga_qt.app.presenter.table import Lookups
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.scenario import position


def lookups() -> Lookups:
    """Returns the help's lookups, as the window gives them."""
    from tortuga_qt.help.cards import card_text, cards_named
    from tortuga_qt.help.hints import hint
    from tortuga_qt.help.reference import page_for_rule

    return Lookups(card_text, hint, page_for_rule, cards_named)


@dataclass
class Desk:
    """A session, its presenter wired as the window wires it, and the frames handed out."""

    session: GameSession
    presenter: TablePresenter
    frames: list[object] = field(default_factory=list)

    def frame(self):  # type: ignore[no-untyped-def]
        """Returns a new frame (what one render draws)."""
        f = self.presenter.frame()
        self.frames.append(f)
        return f

    def act(self, intent: Intent):  # type: ignore[no-untyped-def]
        """Hands an intent to the presenter and returns the frame drawn after it."""
        self.presenter.handle(intent)
        return self.frame()

    def settle(self):  # type: ignore[no-untyped-def]
        """Claims curtains, closes looks and continues reveals until a person decides; returns that frame."""
        f = self.frame()
        for _ in range(30):
            if f.reveal is not None:
                f = self.act(Press("continue"))
            elif f.kind is StepKind.CURTAIN:
                f = self.act(Claim(f.seat))
            elif f.kind is StepKind.LOOK:
                f = self.act(LookDone())
            else:
                return f
        raise AssertionError("the table never settled")

    def play(self, text: str):  # type: ignore[no-untyped-def]
        """Plays an action (notation) by its buttons and clicks, as a person would; returns the frame after it."""
        from tortuga_qt.app.presenter.intents import ClickTarget
        from tortuga_qt.app.targets import kind_key, targets
        from tortuga_qt.rules.notation import parse_action

        action = parse_action(text)
        f = self.settle()
        assert f.seat == action.seat and action in self.session.legal(), (text, f.kind, f.seat)
        if not targets(action):
            return self.act(Press("do:" + format_action(action)))
        if self.presenter.choice is None or self.presenter.choice.kind != kind_key(action):
            f = self.act(Press("kind:" + kind_key(action)))
        for target in targets(action):
            f = self.act(ClickTarget(target))
        confirm = f.button("confirm")
        if confirm is not None and confirm.enabled:
            f = self.act(Press("confirm"))
        return f


def make_desk(n: int = 4, hold_reveals: bool = False, humans: list[bool] | None = None, **kw: object) -> Desk:
    """Returns a desk with an n-seat game replaced by `position(n, **kw)` (the way tests/ui/conftest.py does)."""
    flags = humans or [True] * n
    levels = {s: "random" for s, h in enumerate(flags) if not h}
    state = position(n, **kw)  # type: ignore[arg-type]  # the position's keywords are checked by `position` itself
    session = GameSession.from_core(position_core(default_config(n), 1, state, flags, levels), bot_delay_ms=0)
    presenter = TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), hold_reveals)
    desk = Desk(session, presenter)
    session.events_applied.connect(presenter.on_events)
    session.refused.connect(presenter.on_refused)
    return desk


@pytest.fixture
def desk(qapp) -> Iterator[Desk]:  # type: ignore[no-untyped-def]
    """A 4-seat all-human table in a plain position, P1 (seat 0) to play."""
    d = make_desk(fd=[0, 1], jr=[2, 3])
    yield d
    d.session.stop()
