"""The end screen (issue 11, item 6): the winners' banner, every pirate's Loyalty, the treasure per hold,
the turning points, and Replay / New game / Rematch with the same seats.

One window for the module: a finished 5-seat game (people and computer seats at two levels) is
opened from the fixtures, which puts its end screen on the table.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from tests.ui.conftest import make_window
from tests.ui.driver import click_button
from tortuga_qt.app.names import team_name
from tortuga_qt.record.savefile import read_save
from tortuga_qt.ui.widgets.end_screen import EndScreen
from tortuga_qt.ui.widgets.main_window import MainWindow

FINISHED = Path(__file__).parents[1] / "fixtures" / "saves" / "format4-5p-finished-seed52.tortuga"


class _Bot:
    """Stands in for pytest-qt's per-test qtbot where a module-scoped window needs one."""

    def __init__(self) -> None:
        self.widgets: list[Any] = []

    def addWidget(self, widget: Any) -> None:  # noqa: N802 - the qtbot method's name
        self.widgets.append(widget)

    def waitExposed(self, widget: Any) -> None:  # noqa: N802 - the qtbot method's name
        QApplication.processEvents()


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory: pytest.TempPathFactory) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A 1366x768 window showing the end screen of a finished 5-seat game."""
    folder = tmp_path_factory.mktemp("end")
    bot = _Bot()
    w = make_window(bot, folder / "tortuga.ini", folder / "data")
    w.resize(1366, 768)
    w.resume(read_save(FINISHED), keep_current=False)
    for _ in range(20):
        QApplication.processEvents()
        if isinstance(getattr(w.shows, "end_dialog", None), EndScreen) and w.shows.end_dialog.isVisible():
            break
    yield w
    if w.session is not None:
        w.session.stop()
    w.close()
    QApplication.processEvents()


def _screen(window: MainWindow) -> EndScreen:
    screen = window.shows.end_dialog
    assert isinstance(screen, EndScreen) and screen.isVisible()
    return screen


def test_the_end_screen_shows_the_winners_every_loyalty_and_the_treasure(window: MainWindow) -> None:
    """Banner of the winning team, each pirate with their revealed Loyalty (winners marked), every hold's count."""
    screen = _screen(window)
    session = window.session
    assert session is not None
    result, final = session.result(), session.final_view()
    assert result is not None and final is not None
    assert screen.title.text() == f"The {team_name(result.team)} win!"
    assert screen.banner.arts == [["loyalty-british", "loyalty-french", "loyalty-dutch"][result.team]] * 2
    assert screen.seat_rows == [(name, team_name(final.loyalties[seat]), seat in result.winners)
                                for seat, name in enumerate(session.names)]
    assert [t.property("winner") for t in screen.tiles] == [s in result.winners for s in range(len(session.names))]
    shown = {key: int(label.text()) for key, label in screen.counts.items()}
    assert shown == {"hold0": final.holds[0], "hold1": final.holds[1], "hold2": final.holds[2], "hold3": final.holds[3],
                     "tortuga0": final.tortuga_treasure[0], "tortuga1": final.tortuga_treasure[1],
                     "galleon": final.galleon, "british": result.british, "french": result.french}
    assert (result.british, result.french) == final.team_totals
    # The turning points end with what ended the game; none names a code or an id.
    points = screen.summary.turning_points
    assert points and points[-1].art == "icon-spanish_armada"
    assert screen.points.count() == len(points)
    assert not [p.text for p in points if re.search(r"\b[RP]\d+\b|\[secret|%n|\(s\)", p.text)]
    text = screen.text()
    assert all(name in text for name in session.names)
    # People and computer seats are told apart, with the computer's level.
    words = [t.seat.text() for t in screen.tiles]
    assert [w.split(" · ")[0] for w in words] == ["A person", "Computer", "A person", "A person", "Computer"]
    assert (words[1], words[4]) == ("Computer · Easy", "Computer · Medium")
    hints = session.hints
    assert all(f"{hints[s]} hint" in words[s] for s in hints if hints[s]), words


def test_replay_opens_the_replay(window: MainWindow) -> None:
    """Watch the replay closes the end screen and opens the replay of this game."""
    screen = _screen(window)
    click_button(screen.replay)
    QApplication.processEvents()
    replay = getattr(window.files, "replay_dialog", None)
    assert replay is not None and replay.isVisible()
    assert not isValid(screen) or not screen.isVisible()
    replay.close()
    QApplication.processEvents()


def test_after_looking_at_the_table_the_panel_says_who_won_and_offers_the_end_again(window: MainWindow) -> None:
    """Item 6: once the end screen is closed ("Look at the table"), the panel still says how the game ended."""
    from tests.ui.driver import button

    screen = _screen(window) if isinstance(getattr(window.shows, "end_dialog", None), EndScreen) and isValid(window.shows.end_dialog) \
        and window.shows.end_dialog.isVisible() else None
    if screen is not None:
        click_button(screen.look)
        QApplication.processEvents()
    session = window.session
    assert session is not None and session.over
    ended = session.game_over_event()
    assert ended is not None and window.actions_panel.prompt.text() == window.storyteller.line(ended)
    again = button(window, "endAgain")
    assert button(window, "rematch").isVisible() and button(window, "newGame").isVisible()
    click_button(again)
    QApplication.processEvents()
    assert _screen(window).isVisible()


def test_rematch_deals_a_fresh_game_to_the_same_seats(window: MainWindow) -> None:
    """Rematch: the same names, pirates, people and computer levels; a new deal (no seed)."""
    window.shows.show_end()  # the end screen again (it was closed for the replay)
    QApplication.processEvents()
    screen = _screen(window)
    old = window.session
    assert old is not None
    names, pirates, humans, levels = old.names, old.pirates, old.humans, old.levels
    old_deal = old.core.referee_game.state.loyalty, old.core.referee_game.seed_material
    click_button(screen.rematch)
    QApplication.processEvents()
    new = window.session
    assert new is not None and new is not old and not new.over
    assert (new.names, new.pirates, new.humans, new.levels) == (names, pirates, humans, levels)
    assert new.config == old.config
    assert new.seed is None and new.core.referee_game.seed_material != old_deal[1]
    assert not isValid(screen) or not screen.isVisible()
    new.stop()
