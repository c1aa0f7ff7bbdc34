"""Whole seeded games played to the end screen by clicking the real widgets.

Every game goes through curtains, private looks, action buttons and clicks on the mat (see
`driver.play_through`); at the end the window must show the end dialog naming the winners,
showing every Loyalty, with a working "New game" button.
"""

from __future__ import annotations

import pytest

from tests.rules.randomgames import SCALE
from tests.ui.conftest import start_game
from tests.ui.driver import button, click_button, play_through
from tortuga_qt.app.names import team_name
from tortuga_qt.app.seating import StepKind
from tortuga_qt.ui.widgets.dialogs import NewGameDialog
from tortuga_qt.ui.widgets.end_screen import EndScreen
from tortuga_qt.ui.widgets.main_window import MainWindow


def _end_dialog(window: MainWindow, qtbot) -> EndScreen:
    qtbot.waitUntil(lambda: getattr(window.shows, "end_dialog", None) is not None and window.shows.end_dialog.isVisible(),
                    timeout=3000)
    return window.shows.end_dialog


def _check_end_screen(window: MainWindow, qtbot) -> None:
    session = window.session
    assert session is not None
    state = session.core.referee_game.state
    result = state.result
    assert session.core.referee_game.over and result is not None
    assert session.step.kind is StepKind.OVER
    assert window.curtain.isHidden()
    # The table itself says the game is over and offers a new game.
    assert "over" in window.actions_panel.prompt.text()
    button(window, "newGame")

    dialog = _end_dialog(window, qtbot)
    title = dialog.title.text()
    if result.team < 0:
        assert title == "A draw!"
    else:
        assert title == f"The {team_name(result.team)} win!"
    # The reason line names the winning team too (from the public game_over sentence).
    if result.team >= 0:
        assert dialog.banner.reason.text().startswith("Game over: the " + team_name(result.team))
    assert (dialog.counts["british"].text(), dialog.counts["french"].text()) == (str(result.british), str(result.french))

    # Every seat's Loyalty is shown, winners marked.
    names = session.names
    assert len(dialog.seat_rows) == len(names) == state.n
    for seat, (row, name) in enumerate(zip(dialog.seat_rows, names, strict=True)):
        assert row == (name, team_name(state.loyalty[seat]), seat in result.winners)
    if result.team >= 0:
        assert result.winners and all(state.loyalty[w] == result.team for w in result.winners)

    # "New game" closes the end screen and opens the new game dialog.
    click_button(dialog.new_game)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "new_game_dialog", None), NewGameDialog)
                    and window.new_game_dialog.isVisible(), timeout=3000)
    assert not dialog.isVisible()
    window.new_game_dialog.reject()


# Whole games through widgets take seconds each: the default run plays the 5-seat game, the slow
# check (`TORTUGA_PROPERTIES=full`, README) the 2- and 9-seat ones too.
ALL_HUMAN = [(2, 91), (5, 29), (9, 111)] if SCALE >= 2 else [(5, 29)]


@pytest.mark.parametrize(("n", "seed"), ALL_HUMAN)
def test_all_human_game_to_the_end_screen(window, qtbot, n, seed):
    start_game(window, n, seed)
    clicks = play_through(window, seed)
    assert clicks > 50
    game = window.session.core.referee_game
    # Every seat really played: each one chose at least one action itself.
    assert {a.seat for a in game.actions if a.seat >= 0} == set(range(n))
    _check_end_screen(window, qtbot)


def test_two_humans_three_computers_to_the_end_screen(window, qtbot):
    humans = [True, True, False, False, False]
    start_game(window, 5, 128, humans)
    play_through(window, 128)
    game = window.session.core.referee_game
    played = {a.seat for a in game.actions if a.seat >= 0}
    assert {2, 3, 4} & played, "the computer seats never played"
    assert {0, 1} & played
    _check_end_screen(window, qtbot)


def test_new_game_dialog_remembers_the_last_table(window):
    """The seats set up last time (names, pirates, human or computer) come back next time."""
    window.ask_new_game()
    d = window.new_game_dialog
    d.count.setValue(4)
    d.set_seat(0, "Anne", True)
    d.set_seat(3, "Bot Bart", False)
    d._accept()
    assert window.session is not None and window.session.names[0] == "Anne"
    window.ask_new_game()
    again = window.new_game_dialog
    assert again.count.value() == 4
    assert again.table.cellWidget(0, 0).text() == "Anne"
    assert again.table.cellWidget(3, 0).text() == "Bot Bart"
    assert again.table.cellWidget(3, 2).currentIndex() == 1  # computer
    again.reject()


def test_starred_choices_only_when_choosing(window):
    """The starred-card boxes can only be ticked when the table chooses them (no silent ignore)."""
    window.ask_new_game()
    d = window.new_game_dialog
    assert not any(b.isEnabled() for b in d.star_boxes.values())
    d.chosen_stars.setChecked(True)
    assert all(b.isEnabled() for b in d.star_boxes.values())
    d.reject()
