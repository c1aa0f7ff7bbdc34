"""`tortuga --learn --autoplay [--screens DIR]`: the whole voyage offscreen, doing exactly what each step asks.

A `Learner` clicks the real widgets as a person would (the action's button, then the mat; Done;
"I am NAME"; Next), waits while the scripted computer seats play, and checks that every step
moves the voyage on. The tests use the same learner, plus deliberate wrong clicks.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton

from tortuga_qt.app.choices import throws_away
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Target, VoteCard, kind_key, targets
from tortuga_qt.learn.lesson import Act, Claim, Look, Read
from tortuga_qt.rules.notation import format_action
from tortuga_qt.ui.learn.voyage import Voyage
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.table_motion import Motion


class AutoplayError(RuntimeError):
    """A step of the voyage could not be done as it asks."""


class Learner:
    """Does what the coach asks on a window, with real mouse clicks."""

    def __init__(self, window: MainWindow, timeout_ms: int = 10000) -> None:
        self.window = window
        self.timeout_ms = timeout_ms

    @property
    def voyage(self) -> Voyage:
        """Returns the running voyage."""
        if self.window.voyage is None:
            raise AutoplayError("the voyage is not running")
        return self.window.voyage

    def where(self) -> str:
        """Returns the current chapter and step in words."""
        t = self.voyage.tutor
        return f"chapter {t.chapter_index + 1} ({t.chapter.key}), step {t.step_index + 1}"

    def wait_ready(self) -> None:
        """Waits until the table waits for the learner (the computer seats have played)."""
        waited = 0
        while not self.voyage.waiting_for_learner():
            QTest.qWait(5)
            waited += 5
            if waited > self.timeout_ms:
                raise AutoplayError(f"{self.where()}: the computer seats never handed the table back")
        QApplication.processEvents()

    def press(self, button: QAbstractButton | None, what: str) -> None:
        """Clicks a button with the mouse (it must be there, visible and enabled)."""
        if button is None or not button.isVisible() or not button.isEnabled():
            raise AutoplayError(f"{self.where()}: no button to click for {what}")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def panel_button(self, name: str) -> QPushButton | None:
        """Returns the action panel's button with this object name."""
        return self.window.actions_panel.findChild(QPushButton, name)

    def click(self, target: Target) -> None:
        """Clicks a thing on the mat, or a card in the private panel."""
        window = self.window
        if isinstance(target, VoteCard):
            self.press(window.private.card_buttons.get(target), str(target))
            return
        scene = window.scene
        assert scene is not None
        item = next((i for i in scene.all_targets() if i.target == target and i.isVisible()), None)
        if item is None:
            raise AutoplayError(f"{self.where()}: {target} is not on the mat")
        rect = item.sceneBoundingRect()
        point = window.table.mapFromScene(QPointF(rect.center().x(), rect.y() + rect.height() * 0.6))
        QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def do_step(self) -> None:
        """Does what the current step asks, the way a person would."""
        task = self.voyage.tutor.task
        match task:
            case Act():
                action = self.voyage.tutor.expected()
                assert action is not None
                wanted = targets(action)
                if not wanted:
                    self.press(self.panel_button("do:" + format_action(action)), format_action(action))
                    if throws_away(action):  # it asks first (app/choices.py): Yes
                        QApplication.processEvents()
                        self.press(self.panel_button("yes"), "Yes")
                    return
                choice = self.window.choice
                if choice is None or choice.kind != kind_key(action):
                    if choice is not None and self.panel_button("cancel") is not None:
                        self.press(self.panel_button("cancel"), "cancel")
                    self.press(self.panel_button("kind:" + kind_key(action)), kind_key(action))
                for target in wanted:
                    self.click(target)
                QApplication.processEvents()  # a button added to a shown panel shows on the next turn of the loop
                confirm = self.panel_button("confirm")  # a Vote card is marked, then put down
                if confirm is not None and self.window.choice is not None and self.window.choice.confirms:
                    self.press(confirm, "Put down this card")
            case Look():
                self.press(self.panel_button("lookDone"), "Done")
            case Claim():
                self.press(self.window.curtain.button, "I am …")
            case Read():
                self.press(self.voyage.coach.next, "Next")
            case None:
                self.press(self.voyage.coach.next, "Next chapter")

    def wrong_click(self) -> str:
        """Clicks something the step does not ask for; returns the coach's answer (the rule)."""
        window, voyage = self.window, self.voyage
        allowed: set[Target] = set()
        if window.choice is not None:
            allowed = voyage.clicks(window.choice.kind, window.choice.clicks)
        scene = window.scene
        assert scene is not None
        for item in scene.all_targets():
            if item.isVisible() and item.target is not None and item.target not in allowed and type(item.target).__name__ != "DiscardPile":
                before = voyage.wrong_clicks
                self.click(item.target)
                if voyage.wrong_clicks > before:
                    return voyage.coach.wrong.text()
        raise AutoplayError(f"{self.where()}: no wrong click was answered")

    def complete_step(self) -> None:
        """Does the current step and checks that the voyage moved on."""
        tutor = self.voyage.tutor
        before = (tutor.chapter_index, tutor.step_index)
        self.do_step()
        QApplication.processEvents()
        if (tutor.chapter_index, tutor.step_index) == before:
            said = self.voyage.coach.wrong.text()
            raise AutoplayError(f"{self.where()} did not complete" + (f": {said}" if said else ""))


def run_voyage(window: MainWindow, screens: Path | None, out: TextIO,
               before_step: Callable[[Learner], None] | None = None) -> int:
    """Plays the whole voyage on `window` from its first step; returns the exit status.

    `before_step` (tests) runs before each step is done, e.g. to make a wrong click first.
    """
    window.voyage_host.learn_to_play(fresh=True)
    learner = Learner(window)
    tutor = learner.voyage.tutor
    chapters, steps = tutor.counts()
    done = 0
    try:
        while True:
            learner.wait_ready()
            if tutor.chapter_done:
                if tutor.last_chapter:
                    break
                learner.press(learner.voyage.coach.next, "Next chapter")
                continue
            if screens is not None:
                if window.scene is not None:  # a card shown large would hide the mat in a still picture
                    window.scene.finish_animations()
                    window.scene.clear_card()
                name = f"c{tutor.chapter_index + 1:02d}-s{tutor.step_index + 1:02d}.png"
                if not window.grab().save(str(screens / name)):
                    raise AutoplayError(f"cannot write {screens / name}")
            if before_step is not None:
                before_step(learner)
            learner.complete_step()
            done += 1
    except AutoplayError as exc:
        print(f"walkthrough: failed at {exc}", file=out)
        return 1
    if done != steps or window.session is None or window.session.step.kind is StepKind.BOT:
        print(f"walkthrough: failed: {done} of {steps} steps done", file=out)
        return 1
    print(f"walkthrough: {chapters} chapters, {steps} steps, completed", file=out)
    return 0


def autoplay(screens: str | None) -> int:
    """Runs the voyage offscreen in a throwaway data folder (nothing of the player's is touched)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    folder = Path(screens) if screens else None
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"tortuga: cannot create {folder}: {exc.strerror}", file=sys.stderr)
            return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from tortuga_qt.ui.widgets.language_menu import install_player_language

    install_player_language(app)  # the window's words, as in a normal start
    with tempfile.TemporaryDirectory(prefix="tortuga-learn-") as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings=settings, bot_delay_ms=0, data_dir=Path(tmp) / "data")
        window.motion.choose(Motion.OFF)
        window.resize(1440, 900)
        window.show()
        status = run_voyage(window, folder, sys.stdout)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    del app
    return status


