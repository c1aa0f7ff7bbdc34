"""Plays games through the real widgets, as a person would: curtains, buttons, mat clicks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tortuga_qt.app.choices import throws_away
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Target, VoteCard, kind_key, parse_target, targets
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.cards import VOTE_FACE
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.main_window import MainWindow

Check = Callable[[MainWindow], None]
Pick = Callable[[tuple[Action, ...], Rng], Action]  # a person's choice among the legal actions


def random_pick(legal: tuple[Action, ...], rng: Rng) -> Action:
    """Returns a legal action at random (the default player of `play_through`)."""
    return rng.choice(legal)


def button(window: MainWindow, name: str) -> QPushButton:
    """Returns the visible action-panel button with this object name."""
    b = window.actions_panel.findChild(QPushButton, name)
    assert b is not None, f"no button {name!r}; have {[x.objectName() for x in window.actions_panel.findChildren(QPushButton)]}"
    return b


def click_button(b: QPushButton) -> None:
    """Clicks a button with the mouse."""
    QTest.mouseClick(b, Qt.MouseButton.LeftButton)


def click_target(window: MainWindow, target: Target | str) -> None:
    """Clicks a thing on the mat (or a card in the private panel): a Target or its text ('slot:2')."""
    if isinstance(target, str):
        target = parse_target(target)
    if isinstance(target, VoteCard):
        b = window.private.card_buttons[target]
        QTest.mouseClick(b, Qt.MouseButton.LeftButton)
        return
    scene = window.scene
    assert scene is not None
    item = next(i for i in scene.all_targets() if i.target == target)
    rect = item.sceneBoundingRect()
    view = window.table
    point = view.mapFromScene(QPointF(rect.center().x(), rect.y() + rect.height() * 0.6))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def act(window: MainWindow, action: Action) -> None:
    """Performs one legal action through the widgets.

    A Vote card is played as a person does (issue 11, item 4): click the card(s), which only
    marks them, then "Put down this card".
    """
    wanted = targets(action)
    if not wanted:
        click_button(button(window, "do:" + format_action(action)))
        if throws_away(action):  # a choice that throws something away asks first: Yes
            QApplication.processEvents()
            click_button(button(window, "yes"))
        return
    if window.choice is not None and window.choice.confirms and window.choice.clicks:
        click_button(button(window, "cancel"))  # start the marking over: a marked card clicked again is taken back
    if window.choice is None or window.choice.kind != kind_key(action):
        if window.choice is not None:
            click_button(button(window, "cancel"))
        click_button(button(window, "kind:" + kind_key(action)))
    for target in wanted:
        if isinstance(target, VoteCard) and target not in window.private.card_buttons:
            target = _same_face(window, target)
        click_target(window, target)
    if window.choice is not None and window.choice.confirms:
        click_button(button(window, "confirm"))


def _same_face(window: MainWindow, card: VoteCard) -> VoteCard:
    """Returns the shown card with the same face (the searched Vote deck shows one card per face)."""
    session = window.session
    assert session is not None
    face = VOTE_FACE[card.card]
    searchable = session.view().searchable
    shown = [t for t in window.private.card_buttons if t.card in searchable and VOTE_FACE[t.card] == face]
    assert shown, f"no card with the face of {card} on the private panel"
    return shown[0]


def play_through(window: MainWindow, seed: int, check: Check | None = None, limit: int = 3000,
                 pick: Pick = random_pick) -> int:
    """Plays the game on the window to its end by clicking; returns the number of clicks made.

    The people's choices come from `pick` (random legal actions unless told otherwise).
    """
    rng = Rng(seed)
    session = window.session
    assert session is not None
    clicks = 0
    for _ in range(limit):
        QApplication.processEvents()
        if check is not None:
            check(window)
        if session.step.kind is StepKind.OVER:
            return clicks
        if step_once(window, rng, pick):
            clicks += 1
    raise AssertionError(f"game not over after {limit} steps")


def step_once(window: MainWindow, rng: Rng, pick: Pick = random_pick) -> bool:
    """Does what the table waits for (Continue after a reveal, claim, look, a random legal choice); False while a bot thinks."""
    session = window.session
    assert session is not None
    kind = session.step.kind
    if window.reveal_held():  # everyone looks at a vote's result, a card or a maroon: go on
        click_button(button(window, "continue"))
    elif kind is StepKind.CURTAIN:
        click_button(window.curtain.button)
    elif kind is StepKind.LOOK:
        click_button(button(window, "lookDone"))
    elif kind is StepKind.DECIDE:
        act(window, pick(session.legal(), rng))
    else:
        QTest.qWait(1)
        return False
    return True
