"""Game › Seats…: the dialog hands seats between people and computers on a real window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from tests.ui.conftest import settle, start_game
from tortuga_qt.app.players import Computer, Person
from tortuga_qt.app.seating import StepKind
from tortuga_qt.ui.widgets import seats_dialog
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.seats_dialog import COMPUTER, HUMAN, SeatsDialog


def test_the_dialog_shows_who_plays_each_seat_and_reports_only_the_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SeatsDialog(["Anne", "Bart", "Cleo"], [Person(), Computer.at("easy"), Computer.at("random")])
    qtbot.addWidget(dialog)
    assert [k.currentIndex() for k in dialog.kinds] == [HUMAN, COMPUTER, COMPUTER]
    assert not dialog.levels[0].isEnabled() and dialog.levels[1].currentData() == "easy"
    assert dialog.changes() == {}
    dialog.kinds[0].setCurrentIndex(COMPUTER)  # Anne leaves: a Hard pirate takes over
    assert dialog.levels[0].isEnabled()
    dialog.levels[0].setCurrentIndex(dialog.levels[0].findData("hard"))
    dialog.kinds[2].setCurrentIndex(HUMAN)  # someone joins in Cleo's seat
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("medium"))
    changes = dialog.changes()
    assert sorted(changes) == [0, 1, 2]
    assert changes[0] == Computer("hard") and changes[1] == Computer("medium") and changes[2] == Person()


def test_game_seats_hands_the_seat_on_the_move_to_a_computer_that_plays_it(window: MainWindow, qtbot,  # type: ignore[no-untyped-def]
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    start_game(window, 3, 4, humans=[True, True, False])
    settle(window)
    session = window.session
    assert session is not None and session.step.kind is StepKind.DECIDE
    seat, steps = session.step.seat, session.steps
    assert window.menus.seats_action.isEnabled() and window.menus.seats_action in window.menus.game_menu.actions()

    def leave(dialog: SeatsDialog) -> int:  # the person on the move leaves: an Easy pirate takes over
        dialog.kinds[seat].setCurrentIndex(COMPUTER)
        dialog.levels[seat].setCurrentIndex(dialog.levels[seat].findData("easy"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SeatsDialog, "exec", leave)
    window.menus.seats_action.trigger()
    assert session.humans[seat] is False and session.levels[seat] == "easy"
    qtbot.waitUntil(lambda: session.steps > steps, timeout=5000)  # the computer made the move
    QApplication.processEvents()
    assert not window.curtain.isVisible() or session.step.kind is StepKind.CURTAIN


def test_no_seats_change_in_a_finished_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    start_game(window, 2, 3, humans=[False, False])
    session = window.session
    assert session is not None
    opened: list[object] = []
    monkeypatch.setattr(SeatsDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    session.core.play_computers()  # the two computers play it out at once
    assert session.over
    seats_dialog.ask_seats(window, session)
    assert opened == []


def test_someone_joining_gets_the_curtain_and_their_loyalty_first(window: MainWindow, qtbot,  # type: ignore[no-untyped-def]
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A person alone with two computers; a friend sits down at seat 2: the curtain rises for them."""
    start_game(window, 3, 8, humans=[True, False, False])
    settle(window)
    session = window.session
    assert session is not None and not window.curtain.isVisible()

    def join(dialog: SeatsDialog) -> int:
        dialog.kinds[1].setCurrentIndex(HUMAN)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SeatsDialog, "exec", join)
    window.menus.seats_action.trigger()
    QApplication.processEvents()
    assert session.humans == [True, True, False] and session.hints[1] == 0
    assert (session.step.kind, session.step.seat, session.step.reason) == (StepKind.CURTAIN, 1, "loyalty")
    assert window.curtain.isVisible() and session.screen_seat() is None
