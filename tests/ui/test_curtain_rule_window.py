"""The curtain rule through the real window: whole pass-and-play games played by clicks.

Every render of the window is watched (its `refreshed` signal): whenever the mat or the private
panel draws a seat's secrets, that seat must have claimed the device (pressed "I am NAME") with
nothing shown to the whole table since — no held reveal or vote result, no computer seat's move,
no end screen. tests/app/test_curtain_rule.py checks the same rule on 500 games without widgets;
here the default run plays 1 game and the slow check (`TORTUGA_PROPERTIES=full`) 20.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.rules.randomgames import SCALE
from tests.ui.conftest import module_window, start_game
from tests.ui.driver import play_through
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.main_window import MainWindow


@pytest.fixture(scope="module")
def shared(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module's games, reveals held until a click (as at a real table)."""
    yield from module_window(tmp_path_factory, "curtain_rule", reveal_ms=600_000)


@dataclass
class RenderWatch:
    """Watches every render: who holds the device by their own claim, and whose secrets are drawn."""

    window: MainWindow
    holder: int | None = None
    secret_renders: int = 0
    public_moments: int = 0

    def claimed(self) -> None:
        """The curtain's "I am NAME" was pressed (before the window reacts to the click)."""
        self.holder = self.window.curtain.seat

    def rendered(self) -> None:
        """The window drew a step: check the secrets on screen against the claim."""
        w = self.window
        session = w.session
        if session is None or w.scene is None or w.scene.view is None:
            return
        drawn = w.scene.view.seat
        private = w.private.card_buttons != {} or drawn is not None
        if w.reveal_held() or session.step.kind in (StepKind.BOT, StepKind.OVER):
            self.public_moments += 1
            self.holder = None
            assert not private, "a secret is drawn on a screen shown to the whole table"
            return
        if w.curtain.isVisible():
            assert not private, "a secret is drawn behind the curtain"
            return
        if private:
            self.secret_renders += 1
            assert drawn == self.holder, f"seat {drawn}'s secrets drawn while the claim is {self.holder} ({session.step})"


def _seats(seed: int) -> list[bool]:
    """3 to 9 seats with 2 or more people and at least one computer seat, from the seed."""
    rng = Rng(seed).fork(3)
    n = 3 + rng.below(7)
    people = 2 + rng.below(n - 2)
    flags = [True] * people + [False] * (n - people)
    return [flags[i] for i in rng.permutation(n)]


# 20 games in the slow check; 1 in the default run (whole games through widgets take seconds each).
GAMES = range(700, 720) if SCALE >= 2 else range(700, 701)


@pytest.mark.parametrize("seed", GAMES)
def test_every_secret_on_screen_follows_its_seats_own_claim(shared: MainWindow, seed: int) -> None:
    """A whole game by clicks: no render draws a seat's secrets after a public moment before that seat's claim."""
    window = shared
    humans = _seats(seed)
    start_game(window, len(humans), seed, humans)
    watch = RenderWatch(window)
    window.refreshed.connect(watch.rendered)
    window.curtain.button.pressed.connect(watch.claimed)
    try:
        watch.rendered()  # the first screen of the game
        play_through(window, seed)
    finally:
        window.refreshed.disconnect(watch.rendered)
        window.curtain.button.pressed.disconnect(watch.claimed)
        end = getattr(window.shows, "end_dialog", None)
        if end is not None:
            end.done(0)
    assert watch.secret_renders > 0 and watch.public_moments > 0
