"""Hand-offs at a real table (issue 11, items 2 and 4), through the real widgets.

What is held for everyone, who claims next, marking a Vote card and the Atlantis holder's choice
are checked through the presenter (tests/app/presenter/test_reveals_for_everyone.py,
test_asking_first.py, test_choosing.py for the recap). Here, what only the widgets show:

* While a reveal is shown the widgets draw nothing secret, a click on the mat goes on, no clock
  takes it away while people play (issue 23, item 3), and a key meant for Continue cannot claim
  the curtain that follows.
* The curtain's recap is in its scroll area.
* A Vote card button lights up when marked; "Put down this card" plays it.
* Atlantis's tick box sets "Ask me only before my own turn".

(A whole game of 3 people and 2 computer seats, every hand-off checked: tests/app/presenter/test_whole_game_handoffs.py.)
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QApplication, QCheckBox, QScrollArea, QWidget

from tests.ui.conftest import do, module_window, table
from tests.ui.driver import button, click_button, click_target
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import VoteCard
from tortuga_qt.rules.events import VotedCards, VoteResult
from tortuga_qt.rules.frames import AtlantisF, TurnStartF
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


def test_a_held_result_waits_for_the_table_however_long_it_takes(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 23, item 3: with people at the table the result stays past the normal time (no clock runs) and
    the panel says how to go on; Enter goes on (the curtain comes). A table of computers only goes on by
    itself: tests/ui/test_reveals_wait_ui.py."""
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    window.reveal_ms = 30
    do(window, "P2 vote v10")
    assert window.reveal_held() and not window.pace.timer.isActive()
    qtbot.wait(300)  # ten times the normal time
    assert window.reveal_held() and not window.curtain.isVisible()
    assert "Continue, a click on the mat, or Enter" in window.actions_panel.prompt.text()
    window.keys.enter()  # Enter: the panel's only button, Continue
    assert not window.reveal_held() and window.curtain.isVisible()


def test_a_second_enter_meant_for_continue_cannot_claim_the_curtain_it_brought(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter goes on from the result and the curtain rises; a second Enter (or a click) pressed just as
    fast, meant for Continue too, must not claim the device for the next person (found in play under
    Xvfb, when the result still went away by itself); a moment later Enter claims it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.reveal_ms = 60_000
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    window.curtain.guard_ms = 400  # the program's own guard is tortuga_qt.main.CLAIM_GUARD_MS
    try:
        do(window, "P2 vote v10")
        assert window.reveal_held()
        window.keys.enter()  # Continue: the curtain rises
        assert window.curtain.isVisible()
        window.keys.enter()  # Enter again, meant for Continue
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
    recap = window.curtain.recap_lines
    assert all(line in window.curtain.news.text() for line in recap)
    # Bob has seen nothing yet; the newest comes first (issue 23 item 4)
    assert recap and recap == [window.storyteller.line(e) for e in reversed(session.public_log())]
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


def test_a_vote_card_click_changes_the_panels_in_place(window: MainWindow) -> None:
    """Issue 22 item 3: the buttons of a vote stand greyed from the start; a card click enables them, destroys nothing."""
    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    confirm, cancel = button(window, "confirm"), button(window, "cancel")
    card = window.private.card_buttons[VoteCard(0)]
    assert not confirm.isEnabled() and not cancel.isEnabled()
    window.keys.press(1)  # a greyed button's number key does nothing
    assert window.choice.clicks == () and not _events(window, VotedCards)
    top = _top(window, card)
    click_target(window, "vote:0")
    assert button(window, "confirm") is confirm and button(window, "cancel") is cancel  # the same widgets
    assert confirm.isEnabled() and cancel.isEnabled() and window.private.card_buttons[VoteCard(0)] is card
    assert _top(window, card) == top  # the card clicked stays under the pointer (a playtest saw it drop 19 px)
    click_button(cancel)
    assert window.choice.clicks == () and not confirm.isEnabled()
    assert _top(window, card) == top


def _top(window: MainWindow, widget: QWidget) -> int:
    """Returns where a widget's top is in the window once the panels are laid out."""
    for _ in range(3):
        QApplication.processEvents()
    window.settle_layout()
    return widget.mapTo(window, QPoint(0, 0)).y()


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


def test_the_last_move_is_ringed_on_the_mat_and_named_until_the_next(window: MainWindow) -> None:
    """Issue 23 item 2: behind the next curtain the table sees what moved (the pawn and where it went)."""
    from tortuga_qt.app.targets import Pawn, Place, Slot

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 move RB1")
    marks = window.body.marks
    assert marks is not None and window.curtain.isVisible()
    assert {getattr(i, "target", None) for i in marks.rings()} == {Pawn(0), Place(3)}
    assert marks.caption.isVisible() and marks.caption.text.startswith("Last move: ")
    assert window.session.names[0] in marks.caption.text
    do(window, "P2 view 1 2")
    assert {getattr(i, "target", None) for i in marks.rings()} == {Slot(0), Slot(1), Pawn(1)}  # the old rings are gone


def test_a_resumed_game_has_its_last_move_on_the_mat_at_once(window: MainWindow) -> None:
    """Issue 23 item 2: quit and resume (or File › Open): behind the first curtain the last move is ringed and named again."""
    from tests.ui.conftest import settle, start_game
    from tortuga_qt.record.savefile import load_bytes, save_bytes
    from tortuga_qt.rules.rng import Rng

    rng = Rng(3)
    start_game(window, 4, 11)
    session = window.session
    while window.presenter.frame().last_move is None or session.moves < 6:
        settle(window)
        session.submit(rng.choice(session.legal()))
    marks = window.body.marks
    assert marks is not None and marks.rings() and marks.caption.isVisible()
    ringed, caption = {getattr(i, "target", None) for i in marks.rings()}, marks.caption.text
    window.resume(load_bytes(save_bytes(session.to_save())), keep_current=False)
    marks = window.body.marks
    assert window.session is not session and window.curtain.isVisible()  # resumed behind the curtain
    assert marks is not None and {getattr(i, "target", None) for i in marks.rings()} == ringed
    assert marks.caption.isVisible() and marks.caption.text == caption


def test_hovering_a_line_of_the_recap_lights_where_it_happened_on_the_mat(window: MainWindow) -> None:
    """Issue 23 item 4: each line of "Since you last looked" is linked to its place on the mat."""
    from tortuga_qt.app.targets import Pawn, Place

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 move RB1")
    curtain, marks = window.curtain, window.body.marks
    assert marks is not None and curtain.isVisible()
    line = next(i for i, text in enumerate(curtain.recap_lines) if "Rowboat" in text)
    curtain.news.linkHovered.emit(f"line:{line}")  # what the label says when the pointer comes onto that line
    assert {getattr(i, "target", None) for i in marks.lit()} == {Pawn(0), Place(3)}
    curtain.news.linkHovered.emit("")  # the pointer leaves it
    assert marks.lit() == []
    curtain.news.linkHovered.emit(f"line:{line}")
    click_button(curtain.button)  # claimed: the curtain goes, and what it lit with it
    assert marks.lit() == []


def test_show_again_plays_the_moves_since_that_person_last_looked_then_the_table_as_it_is(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 item 2: "Show again" on the curtain plays each public move since its person last looked, on the mat."""
    from tortuga_qt.ui.widgets import recap_on_mat

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 move RB1")  # Anne's move: Bob, at the curtain next, has not seen it
    curtain, scene = window.curtain, window.scene
    assert curtain.again.isVisible() and window.presenter.last.curtain.mats  # something to show again
    first, last = window.presenter.last.curtain.mats[0], window.presenter.last.curtain.mats[-1]
    assert first.ships[0] == (0, 1) and 0 not in last.ships[0] and last.boats[0] == 0  # before, and after the move
    recap_on_mat.STEP_MS = 1  # the steps at once (the glide is not waited for)
    try:
        seen: list[tuple[int, ...]] = []
        original = scene.show

        def noting(view, *args, **kwargs):  # type: ignore[no-untyped-def]
            seen.append(view.ships[0])
            original(view, *args, **kwargs)

        scene.show = noting  # type: ignore[method-assign]  # a test's window into what the mat was shown
        click_button(curtain.again)
        qtbot.waitUntil(lambda: not window.recap.showing, timeout=3000)
        assert seen[0] == (0, 1) and seen[-1] == last.ships[0]  # from before the move to the table as it is
        assert curtain.isVisible() and window.session.step.seat == 1  # the game did not move on meanwhile
    finally:
        recap_on_mat.STEP_MS = 900
        del scene.show


def test_a_redraw_while_moves_are_shown_again_does_not_cut_the_showing_short(window: MainWindow) -> None:
    """Issue 23 item 2: the same table drawn again mid-showing (a message, a menu, a zoom) leaves the move on the mat."""
    from tortuga_qt.ui.widgets import recap_on_mat

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 move RB1")
    scene = window.scene
    mats = window.presenter.last.curtain.mats
    seen: list[tuple[int, ...]] = []
    original = scene.show

    def noting(view, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(view.ships[0])
        original(view, *args, **kwargs)

    recap_on_mat.STEP_MS = 60_000  # no step ends by itself here: the test steps
    scene.show = noting  # type: ignore[method-assign]  # a test's window into what the mat was shown
    try:
        click_button(window.curtain.again)
        assert seen == [mats[0].ships[0]] and window.recap.showing
        window.refresh()  # the same table drawn again
        assert seen[-1] == mats[0].ships[0] and window.recap.showing  # still the move being shown
        window.recap._next()  # its step ends: the showing goes on to the next mat
        assert seen[-1] == mats[1].ships[0] and window.recap.showing
    finally:
        recap_on_mat.STEP_MS = 900
        del scene.show
        window.recap._timer.stop()


def _large(window: MainWindow) -> list:  # type: ignore[type-arg]
    from tortuga_qt.ui.scene.shown_large import FlipCard, VoteResultItem

    return [i for i in window.scene.items() if isinstance(i, (FlipCard, VoteResultItem))]


def test_show_again_flies_a_missed_card_face_up_from_its_slot_and_names_the_move_shown(window: MainWindow) -> None:
    """Issue 23: "Show again" plays a missed reveal as the table saw it live: the card flies from its slot and
    turns face up, and goes before the next move; the ring and caption are the move shown, then the last move again."""
    from tortuga_qt.app.targets import Slot
    from tortuga_qt.rules.events import Revealed
    from tortuga_qt.ui.scene import layout as L
    from tortuga_qt.ui.scene.shown_large import FlipCard
    from tortuga_qt.ui.widgets import recap_on_mat
    from tortuga_qt.ui.widgets.table_motion import Motion

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS, row=["pirate_code", "black_powder", "letter_of_marque", "cabin_fever", "crows_nest"])
    do(window, "P1 reveal 1")  # Anne turns the Pirate Code face up (slot 1)
    do(window, "P2 move RB1")  # then Bob moves: Cleo, at the curtain, missed both
    scene, marks, curtain = window.scene, window.body.marks, window.curtain
    assert curtain.isVisible() and window.session.step.seat == 2 and marks is not None
    revealed = _events(window, Revealed)[0]
    last = marks.caption.text  # the real last move: Bob's
    window.motion.choose(Motion.NORMAL)
    scene.clear_card()  # the live reveal's card has long gone at a real table
    recap_on_mat.STEP_MS = 60_000  # no step ends by itself here: the test steps
    try:
        click_button(curtain.again)  # the mat as Cleo last saw it: nothing large
        assert _large(window) == [] and window.recap.showing
        window.recap._next()  # Anne's reveal
        card = next(iter(_large(window)), None)
        assert isinstance(card, FlipCard) and card.kind == "pirate_code" and card.flying and card.turn == 0.0
        start, slot = card.sceneBoundingRect(), QRectF(*L.SLOTS[revealed.slot])
        assert abs(start.x() - slot.x()) < 1 and abs(start.width() - slot.width()) < 1  # from its slot
        scene.finish_animations()
        assert card.turn == 1.0 and card.scale() == 1.0  # face up, large
        line = window.presenter.line(revealed)
        assert marks.caption.text == f"Shown again: {line}" and marks.caption.isVisible()
        assert Slot(revealed.slot) in {getattr(i, "target", None) for i in marks.rings()}
        window.recap._next()  # Bob's move: the card has gone
        assert _large(window) == [] and "Rowboat" in marks.caption.text and marks.caption.text.startswith("Shown again: ")
        window.recap._next()  # the end: the table as it is, its own last move marked
        assert not window.recap.showing and marks.caption.text == last and _large(window) == []
        window.motion.choose(Motion.OFF)
        click_button(curtain.again)
        window.recap._next()  # with animations off the card lies face up at once
        card = next(iter(_large(window)), None)
        assert isinstance(card, FlipCard) and not card.flying and card.turn == 1.0 and card.scale() == 1.0
    finally:
        recap_on_mat.STEP_MS = 900
        window.recap._timer.stop()
        window.motion.choose(Motion.OFF)
        scene.clear_card()


def test_show_again_shows_a_missed_vote_result_large(window: MainWindow) -> None:
    """Issue 23: the result of a vote someone missed is shown again large (its cards, shuffled: public), then goes."""
    from tortuga_qt.ui.scene.shown_large import VoteResultItem
    from tortuga_qt.ui.widgets import recap_on_mat

    table(window, fd=[0, 1], jr=[2, 3], hands=HANDS)
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    do(window, "P2 vote v10")  # Bob's vote decides: Anne, at the curtain, missed the result
    assert window.curtain.isVisible() and window.session.step.seat == 0
    result = _events(window, VoteResult)[0]
    window.scene.clear_card()
    recap_on_mat.STEP_MS = 60_000
    try:
        click_button(window.curtain.again)
        seen: list[object] = []
        while window.recap.showing:
            seen += _large(window)
            window.recap._next()
        plates = [i for i in seen if isinstance(i, VoteResultItem)]
        assert len(plates) == 1 and plates[0].what == result.what and plates[0].faces == list(result.faces)
        assert _large(window) == []  # gone at the end
    finally:
        recap_on_mat.STEP_MS = 900
        window.recap._timer.stop()
