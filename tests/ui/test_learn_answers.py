"""A wrong click in the voyage is answered about that click, once, without moving the buttons.

The answer says what the clicked thing would do in a real game and the step's own move; no sentence
is said twice; a chapter that deals a new table says so in one line; pirates are named as their
pawns show them (name and letter); the coach's and the action panel's buttons stay where they are
when an answer comes and goes.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from tests.ui.test_learn_ui import _learner
from tortuga_qt.app.targets import Pawn, Place, Slot, VoteCard
from tortuga_qt.learn.chapters import CHAPTERS
from tortuga_qt.ui.learn.autoplay import Learner
from tortuga_qt.ui.widgets.main_window import MainWindow

MOVING, EVENTS, ATTACK, PASS = 2, 3, 4, 9  # chapter indexes


def _said(learner: Learner) -> str:
    QApplication.processEvents()
    return learner.voyage.coach.wrong.text()


def test_two_different_wrong_clicks_get_two_answers_each_about_its_click(window: MainWindow) -> None:
    """Chapter 3, step 2 wants the Jolly Roger: Reveal and slot 3 are each told what they would do."""
    learner = _learner(window, MOVING, 1)
    learner.press(learner.panel_button("kind:reveal"), "Reveal")
    reveal = _said(learner)
    learner.click(Slot(2))
    slot = _said(learner)
    assert reveal != slot
    assert "Reveal 1 Event card would turn a card face up for everyone" in reveal
    assert "Slot 3 is a face-down Event card" in slot
    for said in (reveal, slot):
        assert "To go on, click Move to or from a Rowboat, then the Jolly Roger." in said
    learner.press(learner.panel_button("kind:move"), "Move")
    learner.click(Place(2))  # Tortuga: a real move, but not this step's
    tortuga = _said(learner)
    assert "Moving to Tortuga would be allowed in a real game, but it is not this step's move." in tortuga
    assert "To go on, click the Jolly Roger." in tortuga  # the button is already chosen
    learner.click(Place(0))  # the Flying Dutchman: not next to this Rowboat (rulebook: Rowboats)
    far = _said(learner)
    assert "Moving to the Flying Dutchman is not allowed." in far and "next to you" in far


def test_buttons_pawns_vote_cards_and_claims_are_answered_about_themselves(window: MainWindow) -> None:
    learner = _learner(window, EVENTS, 0)  # View slots 1 and 2; you are the Captain
    learner.press(learner.panel_button("do:P1 attack"), "Attack")
    assert "Call for an Attack would start a vote of your ship's crew" in _said(learner)
    learner.click(Pawn(2))
    pawn = _said(learner)
    assert pawn.startswith("Roche Braziliano (R) is a pirate's pawn")
    assert "To go on, click View 2 Event cards, then slot 1 and slot 2." in pawn
    learner.voyage.allows_claim(2)
    assert "Claiming the device as Roche Braziliano (R) would show that player's secrets." in _said(learner)
    learner.voyage.allows_look()
    assert "Done would close your private look." in _said(learner)

    learner = _learner(window, EVENTS, 2)  # Force slots 1 and 2, then O
    learner.press(learner.panel_button("kind:force"), "Force")
    learner.click(Slot(0))
    learner.click(Slot(1))
    learner.click(Pawn(3))
    forcing = _said(learner)
    assert forcing.startswith("Forcing with Edward Mansvelt (E) would be allowed in a real game")
    assert "To go on, click François l'Olonnais (O)." in forcing, "only what is left to click"

    learner = _learner(window, ATTACK, 1)  # play the Vote card v0 in your own Attack
    other = next(c for c in window.private.card_buttons if c != VoteCard(0))
    learner.click(other)
    card = _said(learner)
    assert card.startswith("Playing the Vote card ") and "but it is not this step's move" in card
    assert "To go on, click the Vote card" in card


def test_an_answer_never_says_a_sentence_twice(window: MainWindow) -> None:
    """Chapter 3, step 1: the taken Rowboat's rule (rulebook: Rowboats hold 1 pawn) is said once."""
    learner = _learner(window, MOVING, 0)
    learner.press(learner.panel_button("kind:move"), "Move")
    learner.click(Place(3))  # the Flying Dutchman's Rowboat, where Português sits
    said = _said(learner)
    assert said.count("Each Rowboat holds only 1 pawn at a time") == 1, said
    sentences = [s.strip() for s in said.split("<a")[0].split(".") if s.strip()]
    assert len(sentences) == len(set(sentences)), said
    learner.click(Pawn(4))  # Português's pawn in that Rowboat: the Rowboat is meant
    on_pawn = _said(learner)
    assert on_pawn.startswith("Moving to the Flying Dutchman's Rowboat is not allowed.")
    assert on_pawn.count("Each Rowboat holds only 1 pawn at a time") == 1, on_pawn


@pytest.mark.parametrize(("parts", "joined"), [
    (["Each Rowboat holds only 1 pawn at a time.", "Each Rowboat holds only 1 pawn at a time: take the free one."],
     "Each Rowboat holds only 1 pawn at a time: take the free one."),
    (["A. B.", "B. C."], "A. B. C."),
    (["", "Only this."], "Only this."),
])
def test_the_pieces_of_an_answer_are_joined_without_repeats(parts: list[str], joined: str) -> None:
    from tortuga_qt.ui.learn.answers import join_unique

    assert join_unique(parts) == joined


def test_a_chapter_says_in_one_line_what_changed_when_it_deals_a_new_table(window: MainWindow) -> None:
    learner = _learner(window, MOVING - 1, len(CHAPTERS[MOVING - 1].steps))  # chapter 2 done
    coach = learner.voyage.coach
    assert not coach.news.isVisible()
    learner.press(coach.next, "Next chapter")
    learner.wait_ready()
    assert coach.news.isVisible()
    assert coach.news.text() == "A new table: 7 pirates; you are Henry Morgan (M), Governor of Tortuga."
    learner.complete_step()
    learner.wait_ready()
    assert not coach.news.isVisible(), "said once, when the table is dealt"
    coach.restart.click()
    learner.wait_ready()
    assert coach.news.text().startswith("A new table: 7 pirates")
    learner = _learner(window, EVENTS, 0)
    assert learner.voyage.coach.news.text() == "A new table: 5 pirates; you are Henry Morgan (M), Captain of the Flying Dutchman."


def _geometry(window: MainWindow) -> dict[str, QRect]:
    """Returns where every visible button of the coach and of the action panel is, in window coordinates."""
    voyage = window.voyage
    assert voyage is not None
    out = {}
    for holder in (voyage.coach, window.actions_panel):
        for b in holder.findChildren(QAbstractButton):
            if b.isVisible():
                out[f"{b.objectName()}:{b.text()}"] = QRect(b.mapTo(window, b.rect().topLeft()), b.size())
    return out


def _settled(window: MainWindow) -> dict[str, QRect]:
    """Returns the buttons' places once the side panels have settled after the resize (the same twice running).

    A fixed wait was too short on a loaded machine: the panels were still widening when measured.
    """
    window.settle_layout()
    before: dict[str, QRect] = {}
    for _ in range(40):
        QTest.qWait(50)
        now = _geometry(window)
        if now and now == before:
            return now
        before = now
    return before


@pytest.mark.parametrize(("chapter", "step"), [(0, 3), (1, 2), (MOVING, 1), (EVENTS, 3)])
def test_a_wrong_clicks_answer_does_not_move_any_button(window: MainWindow, chapter: int, step: int) -> None:
    window.resize(1440, 900)
    learner = _learner(window, chapter, step)
    before = _settled(window)
    assert before
    learner.click(Slot(4))  # a short answer
    QApplication.processEvents()
    assert learner.voyage.coach.wrong.isVisible()
    assert _geometry(window) == before
    learner.press(learner.panel_button("kind:force"), "Force")  # a longer one
    QApplication.processEvents()
    assert _geometry(window) == before
    learner.voyage.coach.show_step("t", "c", learner.voyage.coach.text.text(), None, "", learner.voyage._reserve())
    QApplication.processEvents()
    assert not learner.voyage.coach.wrong.isVisible()
    assert not learner.voyage.coach.wrong_box.verticalScrollBar().isVisible(), "an empty room has nothing to scroll"
    assert _geometry(window) == before, "and nothing moves when the answer goes"


def test_in_korean_too_an_answer_never_says_a_sentence_twice(window: MainWindow, qapp) -> None:  # type: ignore[no-untyped-def]
    from tortuga_qt.ui.translations import install_translators

    install_translators(qapp, "ko")
    try:
        learner = _learner(window, MOVING, 0)
        learner.press(learner.panel_button("kind:move"), "Move")
        learner.click(Place(3))
        said = _said(learner)
    finally:
        install_translators(qapp, "en")
    assert said.count("노 젓는 배에는 한 번에 말이 1개만 탈 수 있습니다") == 1, said
    assert said.startswith("플라잉 더치맨의 노 젓는 배로 이동하기는 허용되지 않습니다.")
