"""The menus: a language switch at any moment keeps every menu, command, shortcut and open dialog
working (the menus are worded again in place, never rebuilt), and the menus stay within reach
behind the curtain, holding nothing secret (issue 21, items 2 and 3).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTextBrowser,
    QWidget,
)
from shiboken6 import isValid

from tests.ui.conftest import start_game
from tests.ui.driver import click_button, random_pick, step_once
from tortuga_qt.app.names import face_name, team_name
from tortuga_qt.app.seating import StepKind
from tortuga_qt.record.savefile import read_save
from tortuga_qt.rules.actions import Action, Attack, Brawl, Mutiny
from tortuga_qt.rules.cards import VOTE_FACE
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.reference import open_reference
from tortuga_qt.ui.widgets.table_motion import Motion

FINISHED = Path(__file__).parents[1] / "fixtures" / "saves" / "format4-5p-finished-seed52.tortuga"
HANGUL = re.compile("[\uac00-\ud7a3]")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Gives the application its English back, whatever the test did (the translators are the application's)."""
    yield
    from tortuga_qt.ui.translations import install_translators

    app = QApplication.instance()
    assert app is not None
    install_translators(app, "en")


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every exception that reached the program's hook (what errors.log would hold), with the message box patched out."""
    caught: list[str] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        caught.append(f"{kind.__name__}: {value}")
        previous(kind, value, tb)  # pytest-qt's capture too

    monkeypatch.setattr(sys, "excepthook", hook)
    yield caught


def _switch(window: MainWindow, code: str) -> None:
    action = window.findChild(QAction, f"language_{code}")
    assert action is not None and isValid(action)
    action.trigger()  # what View > Language > (a language) does
    QApplication.processEvents()
    korean = bool(HANGUL.search(window.menus.game_menu.title()))
    assert korean == (code == "ko"), window.menus.game_menu.title()  # the same menu, worded again


def _both_ways(window: MainWindow) -> None:
    for code in ("ko", "en", "ko", "en"):
        _switch(window, code)


def _menus(window: MainWindow) -> list[QMenu]:
    found: list[QMenu] = []

    def walk(menu: QMenu) -> None:
        found.append(menu)
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)

    for top in window.menuBar().actions():
        assert isValid(top)
        if isinstance(top.menu(), QMenu):
            walk(top.menu())
    return found


def _open_every_menu(window: MainWindow) -> None:
    """Opens each menu as a click would (its aboutToShow), and checks each command is alive and worded."""
    kept = [window.menus.replay_action, window.menus.save_as_action, window.menus.saved_games_action, window.menus.learn_action,
            window.motion.actions[Motion.FAST], window.menus.hints, window.menus.hard_hints, window.looks.high_contrast, window.menus.recent_menu]
    for menu in _menus(window):
        menu.aboutToShow.emit()
        for action in menu.actions():
            assert isValid(action) and (action.isSeparator() or action.text()), menu.title()
    assert all(thing is not None and isValid(thing) for thing in kept)
    in_menus = {id(a) for m in _menus(window) for a in m.actions()}
    assert {id(window.menus.replay_action), id(window.menus.saved_games_action), id(window.menus.learn_action)} <= in_menus
    window.menus.update()


def _texts(w: QWidget) -> list[str]:
    out = [w.toolTip(), w.accessibleName(), w.windowTitle()]
    if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
        out.append(w.text())
    elif isinstance(w, QListWidget):
        out += [w.item(i).text() for i in range(w.count())]
    elif isinstance(w, QTextBrowser):
        out.append(w.toPlainText())
    return out


def _eager(legal: tuple[Action, ...], rng: Rng) -> Action:
    """A person who calls a vote (Attack, Mutiny, Brawl) whenever they can: the vote comes soon."""
    calls = [a for a in legal if isinstance(a, (Attack, Mutiny, Brawl))]
    return calls[0] if calls else random_pick(legal, rng)


def _until(window: MainWindow, done: object, limit: int = 400) -> None:
    session = window.session
    assert session is not None
    rng = Rng(5)
    for _ in range(limit):
        QApplication.processEvents()
        if done():  # type: ignore[operator]
            return
        step_once(window, rng, _eager)
    raise AssertionError("the moment never came")


def test_switching_the_language_at_any_moment_keeps_every_menu_and_shortcut_working(window: MainWindow, errors: list[str]) -> None:
    start_game(window, 4, 7, [True, True, True, False])
    session = window.session
    assert session is not None and session.step.kind is StepKind.CURTAIN
    _both_ways(window)  # behind the curtain
    assert window.curtain.isVisible() and session.step.kind is StepKind.CURTAIN
    click_button(window.curtain.button)
    assert session.step.kind is StepKind.LOOK and window.private.isVisible()
    _both_ways(window)  # a private panel open
    assert session.step.kind is StepKind.LOOK and window.private.isVisible()
    _open_every_menu(window)

    def voting() -> bool:
        view = session.view()
        return session.step.kind is StepKind.DECIDE and view.decision is not None and view.decision.kind == "vote"

    _until(window, voting)
    _both_ways(window)  # mid-vote
    assert voting()
    window.files.show_saved_games()
    reference = open_reference(window, "rule:goal")
    _switch(window, "ko")  # Saved games and the rules reference open
    assert window.files.saved_games_dialog.isVisible() and isValid(reference) and reference.isVisible()
    assert HANGUL.search(reference.windowTitle()) and HANGUL.search(reference.page_text())  # worded again, open
    reference.show_page("cards")
    _switch(window, "en")
    window.files.saved_games_dialog.close()
    reference.close()
    _until(window, lambda: session.step.kind is StepKind.CURTAIN)  # play on
    _open_every_menu(window)

    window.resume(read_save(FINISHED), keep_current=False)  # a finished game: its end screen
    for _ in range(20):
        QApplication.processEvents()
    end = window.shows.end_dialog
    assert end.isVisible()
    _both_ways(window)  # on the end screen
    assert isValid(end)
    end.close()
    _open_every_menu(window)
    assert window.menus.replay_action.isEnabled()
    window.menus.replay_action.trigger()  # Game > Watch the replay
    replay = window.files.replay_dialog
    assert replay.isVisible()
    _both_ways(window)  # in the replay
    replay.close()
    _switch(window, "ko")
    _open_every_menu(window)
    assert errors == []

    window.activateWindow()
    QApplication.processEvents()
    assert window.isVisible()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert not window.isVisible()  # Ctrl+Q really closed the window
    _switch(window, "en")
    assert errors == []


def test_the_menus_are_within_reach_behind_the_curtain_and_hold_no_secret(window: MainWindow, errors: list[str]) -> None:
    start_game(window, 5, 11, [True, True, True, False, False])
    session = window.session
    assert session is not None and session.step.kind is StepKind.CURTAIN and window.curtain.isVisible()
    bar = window.menuBar()
    assert bar.isVisible() and window.childAt(QPoint(bar.actionGeometry(bar.actions()[0]).center())) is bar
    assert not window.curtain.geometry().intersects(bar.geometry())
    wanted = {"savedGames": window.menus.saved_games_action, "helpLearn": window.menus.learn_action,
              "helpRules": window.findChild(QAction, "helpRules")}
    texts = {a.text(): a for m in _menus(window) for a in m.actions()}
    wanted["new"] = texts["&New game…"]
    wanted["quit"] = texts["&Quit"]
    _open_every_menu(window)
    for name, action in wanted.items():
        assert action is not None and action.isEnabled() and action.isVisible(), name
    # Nothing secret in any menu: no seat's Loyalty, no face of a Vote card in a hand.
    state = session.core.referee_game.state
    secrets = {team_name(t) for t in state.loyalty} | {face_name(VOTE_FACE[c]) for hand in state.hands for c in hand}
    words = [t for m in _menus(window) for t in [m.title(), m.toolTip()] + [x for a in m.actions()
             for x in (a.text(), a.toolTip(), a.statusTip(), a.whatsThis())]]
    assert not [s for s in secrets for w in words if s and s in w]
    # Opening the menus' windows from behind the curtain reveals nothing: the curtain stays up.
    for name in ("savedGames", "helpRules", "new"):
        wanted[name].trigger()
        QApplication.processEvents()
        assert window.curtain.isVisible() and session.step.kind is StepKind.CURTAIN, name
        assert session.view().seat is None and session.at_device() is None  # nobody's secrets on the table
    # Nor do their windows: a seat's private words, or (but in the rules, which describe every card
    # and team) a Loyalty or a Vote card in a hand.
    private = {"Your Loyalty", "'s secrets", "Your notes", "card-v"}
    for dialog in (window.files.saved_games_dialog, window.reference_dialog, window.new_game_dialog):
        shown = [t for w in [dialog, *dialog.findChildren(QWidget)] for t in _texts(w)]
        looked_for = private | (set() if dialog is window.reference_dialog else secrets)
        assert not [s for s in looked_for for t in shown if s and s in t], type(dialog).__name__
        dialog.close()
    wanted["helpLearn"].trigger()  # a lesson's table replaces the game (filed first, never lost)
    QApplication.processEvents()
    assert window.voyage is not None and window.session is not session
    assert window.session is not None and window.session.practice
    wanted["quit"].trigger()
    QApplication.processEvents()
    assert not window.isVisible() and errors == []


@pytest.mark.parametrize("shown", ["read", "revealed", "vote"])
def test_what_is_shown_large_on_the_mat_is_worded_again_in_the_new_language(window: MainWindow, shown: str) -> None:
    """A card someone asked to read, a revealed Event card held for the table, a vote's cards: switched to
    Korean and back while they lie on the mat, their words (and what screen readers say) follow at once."""
    from tests.ui.conftest import table
    from tortuga_qt.app import wording as W
    from tortuga_qt.app.names import card_name
    from tortuga_qt.rules.events import Revealed, VoteResult
    from tortuga_qt.ui import access
    from tortuga_qt.ui.scene.tips import card_text

    table(window, fd=[0, 1], jr=[2, 3])
    scene = window.scene
    vote = VoteResult(0, "mutiny", "success", ("cannon/british/skull", "torch/french/helm"), (1, 1))
    if shown == "read":
        scene.show_card("albatross")
    else:
        window.shows.present(Revealed(0, 2, "albatross") if shown == "revealed" else vote, keep=True)

    def words() -> tuple[str, str]:
        return W.vote_reveal(vote) if shown == "vote" else (card_name("albatross"), card_text("albatross"))

    large = scene.spoken_items()[0]
    english = words()
    for code in ("ko", "en"):
        _switch(window, code)
        assert scene.spoken_items()[0] is large  # the same card, still on the mat
        said = (large.title, large.tally) if shown == "vote" else (large.title, large.text)
        assert said == words() and bool(HANGUL.search(" ".join(said))) == (code == "ko"), code
        assert access.words_of(large)[0].startswith(large.title)  # and screen readers hear the new words
    assert words() == english
    scene.clear_card()
