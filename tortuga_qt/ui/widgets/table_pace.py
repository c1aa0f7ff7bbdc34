"""How the window waits for the table: View › Pace, and a reveal held on the mat until the table goes on.

A vote's result or a revealed card held for everyone (the presenter's `RevealFrame`) is shown
large on the mat and stays there: while a person plays, until Continue, a click on the mat or
Enter; when every seat is a computer, for the pace's time (app/presenter/pace.py: 7, 4 or 2 s
at the program's normal 4 s). Meanwhile the computers' next move waits (the session's latch),
and it comes after their usual pause once the reveal goes. The pace also sets that pause
(1.2, 0.7 or 0.35 s at the program's 0.7 s). The pace is remembered (QSettings key `pace`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from tortuga_qt.app.presenter.intents import Continue, Intent
from tortuga_qt.app.presenter.pace import Pace, move_ms, pace_from, reveal_ms
from tortuga_qt.ui.widgets.menu_words import radio_menu

if TYPE_CHECKING:
    from collections.abc import Callable

    from tortuga_qt.app.presenter.frames import Frame
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.widgets.shows import Presentations

PACE_KEY = "pace"


class PacedTable(Protocol):
    """What the pace uses of the window: its settings, its game, its normal times, its presentations."""

    @property
    def settings(self) -> QSettings:
        """The program's settings."""
        ...

    @property
    def session(self) -> GameSession | None:
        """The game on the table."""
        ...

    @property
    def shows(self) -> Presentations:
        """Shows a reveal large on the mat."""
        ...

    @property
    def scene(self) -> TableScene | None:
        """The mat."""
        ...

    @property
    def reveal_ms(self) -> int:
        """How long a reveal is held at the normal pace when only computers play (0: reveals are never held)."""
        ...

    @property
    def bot_delay_ms(self) -> int:
        """The pause before a computer's move at the normal pace."""
        ...

    def act(self, intent: Intent) -> None:
        """Hands an intent to the presenter."""
        ...


def _words() -> dict[Pace, Callable[[], str]]:
    return {Pace.SLOW: lambda: QCoreApplication.translate("Table", "&Slow"),
            Pace.NORMAL: lambda: QCoreApplication.translate("Table", "&Normal"),
            Pace.FAST: lambda: QCoreApplication.translate("Table", "&Fast")}


class TablePace:
    """View › Pace and the held reveal's clock: how long the table waits, and for whom."""

    def __init__(self, window: PacedTable, widget: QMainWindow) -> None:
        self.window, self.widget = window, widget
        self.pace = pace_from(window.settings.value(PACE_KEY, Pace.NORMAL.value))
        self.actions: dict[Pace, QAction] = {}
        self.timer = QTimer(widget)  # a computers-only reveal goes on by itself when it fires
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: window.act(Continue(timer=True)))

    def build_menu(self, view: QMenu) -> None:
        """Adds View › Pace › Slow / Normal / Fast (one checked: the pace remembered)."""
        menu, self.actions = radio_menu(self.widget, view, lambda: QCoreApplication.translate("Table", "Pac&e"), "pace",
                                        _words(), self.set_pace)
        self.actions[self.pace].setChecked(True)
        menu.aboutToShow.connect(self._tips)  # the times in the tooltips follow the language installed

    def _tips(self) -> None:
        for pace, action in self.actions.items():
            action.setToolTip(QCoreApplication.translate(
                "Table", "Computers pause {move} s before each move; when only computers play, a reveal stays {reveal} s.").format(
                move=_seconds(move_ms(pace, self.window.bot_delay_ms)),
                reveal=_seconds(reveal_ms([], pace, self.window.reveal_ms) or 0)))

    def set_pace(self, pace: Pace) -> None:
        """Sets the pace (remembered): the computers' pause from their next move, a reveal's time from the next one."""
        self.pace = pace
        self.window.settings.setValue(PACE_KEY, pace.value)
        action = self.actions.get(pace)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        if self.window.session is not None:
            self.table_changed(self.window.session)

    def table_changed(self, session: GameSession) -> None:
        """A game is put on the table (or the pace changed): its computers pause at the pace (a lesson keeps its own)."""
        if not session.practice:
            session.bot_delay_ms = move_ms(self.pace, self.window.bot_delay_ms)

    def stop(self) -> None:
        """Another game comes on the table: no clock of the last one goes on."""
        self.timer.stop()

    def draw(self, before: Frame | None, frame: Frame) -> None:
        """Starts or ends a held reveal on the mat: shown large, computers waiting, and the clock when nobody plays."""
        reveal, session = frame.reveal, self.window.session
        if reveal is not None and reveal.started:
            if reveal.present is not None:  # it stays until the table goes on
                self.window.shows.present(reveal.present, keep=True, animate=self.window.shows.flips(reveal.present))
            if session is not None:
                session.latch.close()  # the computers wait for the table too
                ms = reveal_ms(session.humans, self.pace, self.window.reveal_ms)
                if reveal.timed and ms is not None:
                    self.timer.start(ms)
        elif reveal is None and before is not None and before.reveal is not None:  # everyone has seen it
            self.timer.stop()
            if self.window.scene is not None:
                self.window.scene.clear_card()
            if session is not None:
                QTimer.singleShot(session.bot_delay_ms, session, session.latch.open)  # their usual pause first
        self.window.shows.just_revealed = None  # a card revealed before this frame flips no more


def _seconds(ms: int) -> str:
    """Returns a time in seconds to two figures, as short as it reads: "7", "1.2", "0.35"."""
    return f"{ms / 1000:.2g}"
