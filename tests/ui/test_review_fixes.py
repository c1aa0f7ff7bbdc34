"""Never lose a game, visible save problems, robust computer seats (review findings)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from tests.ui.driver import act, button, click_button
from tortuga_qt.app.autosave import flush_autosaves
from tortuga_qt.app.seating import StepKind
from tortuga_qt.record.savefile import read_save
from tortuga_qt.rules.config import default_config
from tortuga_qt.ui.widgets.dialogs import NewGame
from tortuga_qt.ui.widgets.main_window import MainWindow


def _advance(window: MainWindow, clicks: int) -> None:
    session = window.session
    for _ in range(clicks):
        step = session.step
        if step.kind is StepKind.CURTAIN:
            click_button(window.curtain.button)
        elif step.kind is StepKind.LOOK:
            click_button(button(window, "lookDone"))
        elif step.kind is StepKind.DECIDE:
            act(window, session.legal()[0])


def _unfinished(window: MainWindow) -> list[Path]:
    return sorted((window.files.data_dir / "saves").glob("unfinished-*.tortuga"))


def test_a_new_game_never_throws_away_an_unfinished_one(window: MainWindow) -> None:
    """Starting a new game files the unfinished one under saves/ and in Recent games."""
    window.start(NewGame(default_config(3), [True] * 3, 4))
    _advance(window, 8)
    steps = len(window.session.core.referee_game.actions)
    window.start(NewGame(default_config(4), [True] * 4, 5))
    kept = _unfinished(window)
    assert len(kept) == 1 and str(kept[0]) in window.files.recent()
    assert len(read_save(kept[0]).game.actions) == steps


def test_declining_to_resume_keeps_the_game(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """At launch, not resuming the autosaved game files it instead of overwriting it."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings, bot_delay_ms=0, data_dir=tmp_path / "data")
    qtbot.addWidget(first)
    first.start(NewGame(default_config(3), [True] * 3, 6))
    _advance(first, 10)  # the looks, then the first moves: a game under way (a deal alone is not filed)
    assert first.session.moves > 0
    steps = len(first.session.core.referee_game.actions)
    first.session.stop()
    second = MainWindow(settings=settings, bot_delay_ms=0, data_dir=tmp_path / "data")
    qtbot.addWidget(second)
    second.session = None
    second.files.keep_unfinished()  # what start() does when the player says No to "Resume?"
    kept = _unfinished(second)
    assert len(kept) == 1 and len(read_save(kept[0]).game.actions) == steps


def test_a_save_problem_stays_visible(window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """An autosave failure shows in the status bar and stays there until a save works."""
    window.start(NewGame(default_config(3), [True] * 3, 7))

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    _advance(window, 3)
    flush_autosaves()  # the autosave is written off the UI thread (issue 11): its report comes back queued
    qtbot.waitUntil(lambda: "No space left on device" in window.statusBar().currentMessage(), timeout=5000)
    monkeypatch.undo()
    _advance(window, 2)
    flush_autosaves()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "", timeout=5000)


def test_a_broken_computer_player_never_freezes_the_table(window: MainWindow, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A computer seat whose choice raises plays a random legal move instead; the game goes on."""
    from tortuga_qt.bots import random_bot

    def broken(self, view, legal):  # type: ignore[no-untyped-def]
        raise RuntimeError("bot bug")

    monkeypatch.setattr(random_bot.RandomBot, "choose", broken)
    window.start(NewGame(default_config(3), [False] * 3, 8))
    qtbot.waitUntil(lambda: window.session.core.referee_game.over or len(window.session.core.referee_game.actions) > 40, timeout=20000)


def test_crows_nest_look_survives_a_save_mid_search(window: MainWindow) -> None:
    """The searched player's look is owed once the search ends, even across a save and reload."""
    from tortuga_qt.record.savefile import load_bytes, save_bytes
    from tortuga_qt.rules.scenario import play, position

    s = position(4, fd=[0, 1], jr=[2, 3], row=["crows_nest", "pistol", "albatross", "black_spot", "pistol"],
                 event_deck=["letter_of_marque", "spanish_armada"])
    s, _ = play(s, "P1 reveal 1", "P1 crow P2")
    assert s.stack[-1].tag == "crow_search"
    from tortuga_qt.app.seating import Seating
    from tortuga_qt.rules.engine import apply, legal_actions
    from tortuga_qt.rules.game import sample_chance
    from tortuga_qt.rules.rng import Rng

    seating = Seating([True] * 4)
    seating.looks = []
    rng = Rng(1)
    for _ in range(3):
        s, ev = apply(s, legal_actions(s, 0)[0])
        while s.stack and s.stack[-1].tag == "chance":
            s, more = apply(s, sample_chance(s, rng))
            ev += more
        seating.note_events(ev)
    assert (1, "crows_nest") in seating.looks
    del load_bytes, save_bytes
