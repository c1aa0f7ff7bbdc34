"""The levels at the table: chosen in the New game dialog, kept in the save file, restored on resume,
and a whole pass-and-play game with one person against Hard computer pirates through the real window.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import time
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import make_window
from tests.ui.driver import play_through
from tortuga_qt.app import players as players_module
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.levels import DEFAULT, make_bot
from tortuga_qt.record.savefile import load_bytes, read_save, save_bytes
from tortuga_qt.rules.config import default_config
from tortuga_qt.ui.widgets.dialogs import NewGame, NewGameDialog
from tortuga_qt.ui.widgets.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any, tmp_path: Any) -> Any:
    """A shown main window with throw-away settings and data, no animations, no bot delay."""
    w = make_window(qtbot, tmp_path / "tortuga.ini", tmp_path / "data")
    yield w
    if w.session is not None:
        w.session.stop()
    QApplication.processEvents()


def _kind(bot: Bot) -> str:
    return type(bot).__name__


# ---------------------------------------------------------------------------------------- the dialog


def test_the_dialog_gives_every_computer_seat_a_level(qtbot: Any, tmp_path: Any) -> None:
    """A level per computer seat (Medium unless chosen), enabled only for computers, moved with its row,
    and remembered for the next game."""
    settings = QSettings(str(tmp_path / "setup.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings=settings, players=4)
    qtbot.addWidget(dialog)
    assert [dialog.level(row) for row in range(4)] == [DEFAULT] * 4 == ["medium"] * 4
    dialog.set_seat(0, "Ann", True)
    dialog.set_seat(1, "Bo", False, "easy")
    dialog.set_seat(2, "Cy", False, "hard")
    dialog.set_seat(3, "Di", False)
    level_of = [dialog.table.cellWidget(row, 3) for row in range(4)]
    assert [w.isEnabled() for w in level_of] == [False, True, True, True]
    assert [w.currentText() for w in level_of] == ["Medium", "Easy", "Hard", "Medium"]
    new = dialog.build()
    assert new.humans == [True, False, False, False]
    assert new.levels == {1: "easy", 2: "hard", 3: "medium"}  # exactly the computer seats

    dialog.set_seat(3, "Di", True)  # a person now: no level for that seat, its box disabled
    assert not level_of[3].isEnabled()
    assert dialog.build().levels == {1: "easy", 2: "hard"}
    dialog.set_seat(3, "Di", False, "hard")
    dialog.table.selectRow(1)
    dialog._move(1)  # Bo (easy) moves down below Cy (hard)
    assert dialog.build().levels == {1: "hard", 2: "easy", 3: "hard"}

    dialog._accept()
    again = NewGameDialog(settings=settings)
    qtbot.addWidget(again)
    assert again.table.rowCount() == 4
    assert again.build().levels == {1: "hard", 2: "easy", 3: "hard"}
    assert [again.table.cellWidget(r, 3).isEnabled() for r in range(4)] == [False, True, True, True]


def test_the_window_starts_the_seats_at_their_levels(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """New game -> session: each computer seat gets a pirate of its level; unnamed ones the default."""
    made: list[str] = []

    def recording(level: str) -> Bot:
        made.append(level)
        return make_bot("random" if level == "hard" else level)  # no search needed to check the wiring

    monkeypatch.setattr(players_module, "make_bot", recording)
    window.start(NewGame(default_config(5), [True, False, True, False, False], 3, {1: "easy", 3: "hard"}))
    session = window.session
    assert session is not None
    assert session.levels == {1: "easy", 3: "hard", 4: DEFAULT}
    assert sorted(made) == sorted(["easy", "hard", DEFAULT])
    assert session.hints == {0: 0, 2: 0}
    assert _kind(session.core.bots[1]) == "EasyBot" and _kind(session.core.bots[4]) == "MediumBot"


# ---------------------------------------------------------------------------------------- save, load, resume


def test_levels_and_hints_survive_save_load_and_resume(window: MainWindow, qtbot: Any) -> None:
    """The autosave holds each computer seat's level and each person's hints; resuming restores both,
    with pirates of those levels."""
    window.start(NewGame(default_config(4), [True, False, True, False], 8, {1: "easy", 3: "random"}))
    session = window.session
    assert session is not None and session.step.kind is StepKind.CURTAIN
    session.hints[2] = 2
    session.claim(session.step.seat)
    assert session.step.kind is StepKind.LOOK
    session.look_done()  # a closed look autosaves
    path = window.library.autosave
    assert path is not None and path.exists()
    saved = read_save(path)
    assert saved.save.levels == {1: "easy", 3: "random"} and saved.save.hints == {0: 0, 2: 2}
    again = load_bytes(save_bytes(saved.save), "again.tortuga")
    assert again.save.levels == saved.save.levels

    assert window.resume(saved, keep_current=False)
    resumed = window.session
    assert resumed is not None and resumed is not session
    assert resumed.levels == {1: "easy", 3: "random"} and resumed.hints == {0: 0, 2: 2}
    assert _kind(resumed.core.bots[1]) == "EasyBot" and _kind(resumed.core.bots[3]) == "RandomBot"
    assert resumed.to_save().levels == {1: "easy", 3: "random"}


def test_an_explicit_bot_wins_over_the_level_and_the_level_is_kept() -> None:
    """`bots=` (tests) replaces a seat's pirate; the save still names the seat's level; a bad level is refused."""
    from tortuga_qt.bots.random_bot import RandomBot

    stand_in = RandomBot()
    s = GameSession(default_config(3), 4, [True, False, False], bot_delay_ms=0, bots={1: stand_in},
                    levels={1: "hard", 2: "easy"})
    try:
        assert s.core.bots[1] is stand_in and _kind(s.core.bots[2]) == "EasyBot"
        assert s.to_save().levels == {1: "hard", 2: "easy"}
    finally:
        s.stop()
    with pytest.raises(ValueError, match="unknown level"):
        GameSession(default_config(3), 4, [True, False, False], bot_delay_ms=0, levels={1: "grandmaster"})


# ---------------------------------------------------------------------------------------- a whole game


def test_one_person_plays_a_whole_game_against_hard_pirates(window: MainWindow, qtbot: Any,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """One person and four Hard computer seats, through the real window, to the end screen (Hard
    given a small thinking budget so the test stays quick; it thinks where the window makes it think)."""
    from tortuga_qt.bots.hard import HardBot

    def quick(level: str) -> Bot:
        return HardBot(budget_ms=25) if level == "hard" else make_bot(level)

    monkeypatch.setattr(players_module, "make_bot", quick)
    start = time.perf_counter()
    window.start(NewGame(default_config(5), [True, False, False, False, False], 17, dict.fromkeys(range(1, 5), "hard")))
    session = window.session
    assert session is not None and session.levels == dict.fromkeys(range(1, 5), "hard")
    assert all(isinstance(b, HardBot) for b in session.core.bots.values())
    play_through(window, 17, limit=200_000)
    assert session.over and session.step.kind is StepKind.OVER
    game = session.core.referee_game
    movers = {a.seat for a in game.actions if getattr(a, "seat", -1) >= 0}
    assert {1, 2, 3, 4} <= movers, movers  # every Hard seat played
    qtbot.waitUntil(lambda: getattr(window.shows, "end_dialog", None) is not None and window.shows.end_dialog.isVisible(),
                    timeout=5000)
    assert read_save(window.library.autosave).save.levels == dict.fromkeys(range(1, 5), "hard")
    assert time.perf_counter() - start < 60
