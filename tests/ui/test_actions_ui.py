"""Actions through the real widgets: clicks land on the mat's items and the private panel's cards.

What each kind of action does, its prompt, buttons, refusals and choices are checked through the
presenter (tests/app/presenter/test_action_kinds.py and test_choosing.py). Here: a click on the mat
lands on the right item and the open ones light up, the message label shows a refusal, the private
panel draws the hand (and the Crow's Nest deck) as card buttons that play when clicked.

Seats are 0-based here; in notation seat 0 is P1.
"""

from __future__ import annotations

from typing import TypeVar

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QScrollArea, QScrollBar

from tests.ui.conftest import do, module_window, settle, table
from tests.ui.driver import button, click_button, click_target
from tortuga_qt.app.targets import Slot, VoteCard
from tortuga_qt.rules.events import Event, VotedCards
from tortuga_qt.rules.frames import ForcedPickF
from tortuga_qt.rules.state import GameState
from tortuga_qt.ui.widgets.main_window import MainWindow

E = TypeVar("E", bound=Event)

DECK = ["eight_bells", "spanish_armada"]  # refills keep the Armada out of the row
# Attack hands: P1 holds a Cannon (v0), P2 a Torch (v10); the Vote deck's top card is v1, a Cannon.
ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


# --------------------------------------------------------------------------- helpers


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module: every test puts its own position on the table (a window costs more)."""
    yield from module_window(tmp_path_factory, "actions", reveal_ms=0)


def state(window: MainWindow) -> GameState:
    return window.session.core.referee_game.state


def events(window: MainWindow, kind: type[E]) -> list[E]:
    return [e for e in window.session.core.referee_game.events if isinstance(e, kind)]


def highlighted(window: MainWindow) -> set[str]:
    return {str(i.target) for i in window.scene.all_targets() if i.highlighted}


# --------------------------------------------------------------------------- clicks
# What is open, refused clicks and their rule, Cancel: tests/app/presenter/test_choosing.py.
# Here: clicks land on the mat's items, which light up what is open, and the message shows.


def test_clicking_highlighted_targets_builds_the_choice(window):
    table(window, fd=[0, 1], jr=[2, 3])
    click_button(button(window, "kind:force"))
    assert highlighted(window) == {f"slot:{i}" for i in range(5)}
    click_target(window, "slot:3")
    assert window.choice.clicks == (Slot(3),)
    assert highlighted(window) == {"slot:0", "slot:1", "slot:2", "slot:4"}
    click_target(window, "slot:1")  # slots may be pointed at in any order
    assert highlighted(window) == {"seat:1", "seat:2", "seat:3"}
    assert window.actions_panel.message.text() == ""
    click_target(window, "seat:2")
    assert state(window).stack[-1] == ForcedPickF(2, 1, 3, 0)


def test_clicking_the_mat_before_choosing_an_action(window):
    before = table(window, fd=[0, 1], jr=[2, 3])
    assert window.choice is None
    click_target(window, "slot:0")
    assert "First choose an action" in window.actions_panel.message.text()
    assert window.choice is None and state(window) is before


def test_el_dorado_cards_may_be_clicked_in_any_order(window):
    """The two cards of an El Dorado vote are a pair, like the two slots of View 2 or Force."""
    table(window, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, front={1: ["el_dorado"]})
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    settle(window)
    assert set(window.private.card_buttons) == {VoteCard(10), VoteCard(22), VoteCard(23)}  # P2's hand
    click_button(button(window, "kind:vote2"))
    assert not button(window, "confirm").isEnabled() and button(window, "cancel").isEnabled()
    window.keys.press(1)  # the greyed "Put down" keeps its number 1: the key does nothing (Cancel is 2)
    assert window.choice is not None and window.choice.kind == "vote2"
    click_target(window, "vote:23")  # the higher card first ...
    click_target(window, "vote:10")  # ... then the lower one
    # Intent then confirm (issue 11, item 4): the two cards are marked until they are put down.
    assert not [e for e in events(window, VotedCards) if e.seat == 1]
    assert button(window, "confirm").text() == "Put down these two cards"
    click_button(button(window, "confirm"))
    assert [e.cards for e in events(window, VotedCards) if e.seat == 1] == [(10, 23)], (
        window.actions_panel.message.text())


def test_the_crows_nest_deck_shows_one_card_button_per_face_and_a_click_searches(window):
    """R: Crow's Nest. The panel draws the whole Vote deck, one button per face; a click takes that card."""
    from tortuga_qt.rules.cards import VOTE_FACE

    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 crow P2")
    s = state(window)
    shown = {t.card for t in window.private.card_buttons} & set(s.vote_deck)
    assert {VOTE_FACE[c] for c in shown} == {VOTE_FACE[c] for c in s.vote_deck}
    assert len(shown) == len({VOTE_FACE[c] for c in s.vote_deck})  # one per face, its count on it
    card = max(shown)
    click_target(window, f"vote:{card}")
    assert state(window).hands[1] == (card,)


# --------------------------------------------------------------------------- nothing moves under the cursor
# Issue 23 (playtest): within one decision the cards stay where the person is about to click.


def card_places(window: MainWindow) -> dict[object, tuple[int, int]]:
    """Returns where each Vote card of the private panel stands in the window: a hand's by card, the deck's by face."""
    from tortuga_qt.rules.cards import VOTE_FACE

    return {(t.card if b.property("hand") else VOTE_FACE[t.card]): b.mapTo(window, QPoint(0, 0)).toTuple()
            for t, b in window.private.card_buttons.items()}


def deck_bar(window: MainWindow) -> QScrollBar:
    area = window.private.findChild(QScrollArea, "deckScroll")
    assert area is not None
    return area.verticalScrollBar()


def test_the_crows_nest_deck_stays_put_from_pick_to_pick(window):
    """R: Crow's Nest. Scrolled to its last row, the deck stays scrolled; a face whose last card is taken leaves
    its cell empty: every other card is where it was (a playtest saw the deck jump 110 px after each pick)."""
    from tortuga_qt.rules.cards import VOTE_FACE

    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 crow P2")
    QApplication.processEvents()
    bar = deck_bar(window)
    assert bar.maximum() > 0, "the deck should scroll in this window"
    bar.setValue(bar.maximum())  # the person scrolls to the deck's last row
    QApplication.processEvents()
    for _ in range(2):
        deck = state(window).vote_deck
        faces = [VOTE_FACE[t.card] for t, b in window.private.card_buttons.items() if not b.property("hand")]
        single = [f for f in faces[:-1] if [VOTE_FACE[c] for c in deck].count(f) == 1]  # its cell empties
        face = single[-1] if single else faces[-2]
        card = next(t for t in window.private.card_buttons if VOTE_FACE[t.card] == face and t.card in deck)
        before, scrolled = card_places(window), bar.value()
        click_target(window, card)
        QApplication.processEvents()
        bar = deck_bar(window)
        after = card_places(window)
        assert bar.value() == scrolled
        assert {k: v for k, v in before.items() if k in after} == after
        assert len(after) >= len(before) - 1


def test_a_search_for_oneself_keeps_room_in_the_hand_for_the_cards_to_come(window):
    """R: Crow's Nest on oneself: the hand is empty, then fills pick by pick; the deck under it never moves down."""
    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 crow P1")
    QApplication.processEvents()
    assert not state(window).hands[0]
    for _ in range(2):
        before = card_places(window)
        card = max((t for t, b in window.private.card_buttons.items() if not b.property("hand")), key=lambda t: t.card)
        click_target(window, card)
        QApplication.processEvents()
        after = card_places(window)
        assert {k: v for k, v in after.items() if k in before} == {k: v for k, v in before.items() if k in after}
        assert card.card in state(window).hands[0] and card.card in after  # the new card, in its kept cell


def test_a_click_on_a_card_before_choosing_el_dorados_play_1_or_2_moves_no_card(window):
    """The El Dorado holder clicks a card before choosing to play 1 or 2: the message's room was kept, no card moves."""
    table(window, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, front={1: ["el_dorado"]})
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    settle(window)
    assert window.choice is None and button(window, "kind:vote2").isEnabled()
    before = card_places(window)
    click_target(window, "vote:22")
    QApplication.processEvents()
    assert window.actions_panel.message.text()  # "First choose an action"
    assert card_places(window) == before
