"""Hand-offs at a real table (issue 11, items 2 and 4), through the real widgets.

What is held for everyone, who claims next, marking a Vote card and the Atlantis holder's choice
are checked through the presenter (tests/app/presenter/test_reveals_for_everyone.py,
test_asking_first.py, test_choosing.py for the recap). Here, what only the widgets show:

* While a reveal is shown the widgets draw nothing secret, a click on the mat goes on, the
  curtain comes by itself after `reveal_ms`, and a key meant for Continue cannot claim it.
* The curtain's recap is in its scroll area.
* A Vote card button lights up when marked; "Put down this card" plays it.
* Atlantis's tick box sets "Ask me only before my own turn".
* A whole game of 3 people and 2 computer seats sees every vote result, with the right curtains.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtWidgets import QCheckBox, QScrollArea

from tests.ui.conftest import do, module_window, start_game, table
from tests.ui.driver import button, click_button, click_target, play_through
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import VoteCard
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import (
    Marooned,
    Revealed,
    VotedCards,
    VoteResult,
    redact,
)
from tortuga_qt.rules.frames import AtlantisF, TurnStartF
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.main_window import MainWindow

HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


@pytest.fixture(scope="module")
def shared(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module's short tables (a window costs more than a table on it)."""
    yield from module_window(tmp_path_factory, "handoffs", reveal_ms=0)


@pytest.fixture
def window(shared: MainWindow) -> MainWindow:
    """The module's window with no game on it and reveals not held (each test sets what it needs)."""
    if shared.session is not None:
        shared.session.stop()
        shared.session = None  # nothing to file: the next table simply replaces it
    shared.reveal_ms = 0
    return shared


def _events(window: MainWindow, kind: type) -> list:
    return [e for e in window.session.core.referee_game.events if isinstance(e, kind)]


def _assert_public(window: MainWindow) -> None:
    """Nothing secret on screen: the public view, an empty private panel, the public log."""
    assert window.scene.view.seat is None
    assert window.private.card_buttons == {}
    assert not window.curtain.isVisible()
    session = window.session
    assert window.log.lines() == [window.storyteller.line(e) for e in session.public_log()]


# --------------------------------------------------------------------------- reveals everyone sees


def test_a_vote_result_held_for_everyone_shows_nothing_secret_and_a_mat_click_goes_on(window: MainWindow) -> None:
    """Item 2 (what is held, and why: tests/app/presenter/test_reveals_for_everyone.py): the widgets draw
    the public table while the result is shown, and a click on the mat brings the curtain."""
    window.reveal_ms = 60_000
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    do(window, "P2 vote v10")
    assert window.reveal_held()
    _assert_public(window)
    assert window.storyteller.line(_events(window, VoteResult)[0]) in window.actions_panel.prompt.text()
    click_target(window, "galleon")
    assert not window.reveal_held() and window.curtain.isVisible()


def test_the_curtain_comes_by_itself_after_a_few_seconds(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    window.reveal_ms = 30
    do(window, "P2 vote v10")
    assert window.reveal_held() and not window.curtain.isVisible()
    qtbot.waitUntil(window.curtain.isVisible, timeout=2000)
    assert not window.reveal_held()


def test_a_key_meant_for_continue_cannot_claim_the_curtain_that_rose_by_itself(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The result goes away by itself just as someone presses Enter for Continue: that Enter must not
    claim the device for the next person (found in play under Xvfb); a moment later Enter claims it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    window.reveal_ms = 30
    window.curtain.guard_ms = 400  # the program's own guard is tortuga_qt.main.CLAIM_GUARD_MS
    try:
        do(window, "P2 vote v10")
        qtbot.waitUntil(window.curtain.isVisible, timeout=2000)
        window.keys.enter()  # Enter, meant for Continue (what the window's Enter key does)
        QTest.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # or a click, just as fast
        session = window.session
        assert window.curtain.isVisible() and session.step.kind is StepKind.CURTAIN
        assert window.scene.view.seat is None and window.private.card_buttons == {}
        qtbot.waitUntil(window.curtain.button.isEnabled, timeout=2000)
        window.keys.enter()
        assert not window.curtain.isVisible() and window.scene.view.seat == session.step.seat
    finally:
        window.curtain.guard_ms = 0


def test_the_program_guards_its_curtains() -> None:
    """The window the program opens takes no claim in a curtain's first moment."""
    from tortuga_qt.main import CLAIM_GUARD_MS

    assert 300 <= CLAIM_GUARD_MS <= 1000  # long enough for a key already on its way, short enough not to be felt


# --------------------------------------------------------------------------- the recap


def test_the_curtain_shows_the_recap_in_its_scroll_area(window: MainWindow) -> None:
    """Item 2 (what the recap holds: tests/app/presenter/test_choosing.py): one bullet per public line, scrollable."""
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    session = window.session
    do(window, "P1 move RB1")  # public, and no look follows: the device goes straight to Bob
    assert session.step.kind is StepKind.CURTAIN and session.step.seat == 1
    recap = window.curtain.news.text().split("\n• ")[1:]
    assert recap and recap == [window.storyteller.line(e) for e in session.public_log()]  # Bob has seen nothing yet
    scroll = window.curtain.findChild(QScrollArea, "curtainRecap")
    assert scroll is not None and scroll.widget() is window.curtain.news


# --------------------------------------------------------------------------- a Vote card: intent, then confirm


def test_a_vote_card_lights_up_when_marked_and_goes_down_by_its_button(window: MainWindow) -> None:
    """Item 4 (mark, change, Cancel: tests/app/presenter/): a click on a card button marks it, a second unmarks it."""
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    click_target(window, "vote:0")
    assert window.choice.clicks == (VoteCard(0),) and not _events(window, VotedCards)
    assert window.private.card_buttons[VoteCard(0)].isChecked()
    assert button(window, "confirm").text() == "Put down this card"
    click_target(window, "vote:0")  # taken back
    assert window.choice.clicks == () and not any(b.isChecked() for b in window.private.card_buttons.values())
    click_target(window, "vote:21")
    click_button(button(window, "confirm"))
    assert [e.cards for e in _events(window, VotedCards)] == [(21,)]


# --------------------------------------------------------------------------- Atlantis


def test_the_atlantis_tick_box_sets_ask_me_only_before_my_own_turn(window: MainWindow) -> None:
    """Item 4 (what the choice does: tests/app/presenter/test_asking_first.py): the box is in the panel and sets it."""
    stack = [TurnStartF(0, atlantis_offered=True), AtlantisF(1, 0)]
    table(window, fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, stack=stack)
    session = window.session
    box = window.actions_panel.findChild(QCheckBox, "atlantisOwnTurn")
    assert box is not None and box.text() == "Ask me only before my own turn" and not box.isChecked()
    box.setChecked(True)
    assert session.atlantis_own_turn == {1}


# --------------------------------------------------------------------------- a whole game


@dataclass
class HandoffCheck:
    """Called before every click of a whole game: who holds the device, what the curtain says."""

    holder: int | None = None  # the person who last held the device
    left_at: dict[int, int] = field(default_factory=dict)  # public events when the device left each person
    curtains: int = 0
    holds: int = 0
    _marker: tuple[int, int] | None = None
    public_since: bool = False  # the whole table was shown something since the holder last held the device
    _moves: int = 0  # the game's actions when the holder last held the device

    def __call__(self, window: MainWindow) -> None:
        session = window.session
        step = session.step
        public = session.public_log()
        if window.reveal_held():
            self.holds += 1
            self.public_since = True
            _assert_public(window)
            return
        actions = session.core.referee_game.actions
        if step.kind is StepKind.BOT or any(not session.humans[a.seat] for a in actions[self._moves:]):
            self.public_since = True  # a computer seat moved (its step may come and go between two clicks)
        if window.curtain.isVisible():
            marker = (step.seat, len(public))
            if marker == self._marker:
                return
            self._marker = marker
            self.curtains += 1
            # Never "Pass to X" to X, who already holds the device, unless the whole table was shown something since.
            assert step.seat != self.holder or self.public_since, f"curtain for {session.names[step.seat]}, already at the device"
            assert window.curtain.title.text() == f"Pass to {session.names[step.seat]}"
            if self.holder is not None:
                self.left_at[self.holder] = len(public)
            # The recap: a complete tail of the public log, from before the device left this person.
            lines = [window.storyteller.line(e) for e in public]
            recap = window.curtain.news.text().split("\n• ")[1:]
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


def test_three_people_and_two_computers_see_every_vote_result(window: MainWindow) -> None:
    """Issue 11, "done when": 3 people and 2 computer seats play a whole game and see every reveal."""
    window.resize(1280, 720)
    window.reveal_ms = 60_000  # held until the driver clicks Continue
    seed = 4  # two votes, both with people voting; about 150 events
    start_game(window, 5, seed, [True, False, True, False, True])
    check = HandoffCheck()
    play_through(window, seed, check=check, pick=_bold)
    events = window.session.core.referee_game.events
    votes = [e for e in events if isinstance(e, VoteResult)]
    assert len(votes) >= 2 and check.holds >= len(votes) and check.curtains > 5
    assert any(isinstance(e, VotedCards) and e.seat in (0, 2, 4) for e in events)
    # Every vote result, revealed card and maroon was shown to everyone, in order.
    assert [e for e in window.shown_reveals if isinstance(e, VoteResult)] == votes
    reveals = [e for e in redact(events, None) if isinstance(e, (VoteResult, Revealed, Marooned))]
    assert window.shown_reveals == reveals
