"""How the mat moves: View › Animations › Normal / Fast / Off, remembered, off when the system asks for reduced motion.

At the normal speed a pawn or a treasure token glides in 350 ms, a revealed card flies from its
slot and turns face up in 700 ms and a marooned pawn sails to Tortuga in 700 ms; fast halves
every time; off puts everything in place at once. Animations never hold the rules back: the game
has moved on before they start, and Space (View › Skip animation) ends them. Until the player
picks a speed, the system's reduced-motion setting decides between normal and off
(ui/reduced_motion.py); once picked, the choice is kept (QSettings key `animation_speed`). The
older on/off setting (`animations`) is read as normal or off.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from tortuga_qt.ui.widgets.menu_words import radio_menu

if TYPE_CHECKING:
    from tortuga_qt.ui.scene.table_scene import TableScene

MOTION_KEY, OLD_KEY = "animation_speed", "animations"


class Motion(Enum):
    """How fast the mat animates."""

    NORMAL = "normal"
    FAST = "fast"
    OFF = "off"


GLIDE_MS = {Motion.NORMAL: 350, Motion.FAST: 175, Motion.OFF: 0}  # a glide; a card's flight and a sail take twice


def stored_motion(settings: QSettings) -> Motion | None:
    """Returns the speed the player chose (the older on/off setting read as normal or off), None if never chosen."""
    value = settings.value(MOTION_KEY)
    for motion in Motion:
        if str(value) == motion.value:
            return motion
    old = settings.value(OLD_KEY)
    if old is None:
        return None
    return Motion.OFF if str(old).lower() in ("false", "0") else Motion.NORMAL


class MovingTable(Protocol):
    """What the animations' menu uses of the window: its settings and its mat."""

    @property
    def settings(self) -> QSettings:
        """The program's settings."""
        ...

    @property
    def scene(self) -> TableScene | None:
        """The mat."""
        ...


def _words() -> dict[Motion, Callable[[], str]]:
    return {Motion.NORMAL: lambda: QCoreApplication.translate("Table", "&Normal"),
            Motion.FAST: lambda: QCoreApplication.translate("Table", "&Fast"),
            Motion.OFF: lambda: QCoreApplication.translate("Table", "&Off")}


class TableMotion:
    """View › Animations: the mat's speed, as chosen or as the system asks."""

    def __init__(self, window: MovingTable, widget: QMainWindow, reduced: Callable[[], bool] | None = None) -> None:
        self.window, self.widget = window, widget
        self._reduced = reduced
        self._system: bool | None = None  # the system's answer, asked once
        self.actions: dict[Motion, QAction] = {}

    @property
    def chosen(self) -> Motion | None:
        """Returns the speed the player picked, None while the system's setting decides."""
        return stored_motion(self.window.settings)

    @property
    def system_reduces(self) -> bool:
        """Returns whether the system asks for reduced motion (asked once, the first time it matters)."""
        if self._system is None:
            if self._reduced is None:
                from tortuga_qt.ui.reduced_motion import system_prefers_reduced_motion

                self._reduced = system_prefers_reduced_motion
            self._system = self._reduced()
        return self._system

    @property
    def motion(self) -> Motion:
        """Returns the speed in force: the player's choice, else off when the system reduces motion, else normal."""
        chosen = self.chosen
        if chosen is not None:
            return chosen
        return Motion.OFF if self.system_reduces else Motion.NORMAL

    @property
    def on(self) -> bool:
        """Returns whether the mat animates."""
        return self.motion is not Motion.OFF

    @property
    def glide_ms(self) -> int:
        """Returns a glide's time at the speed in force (0: no animation)."""
        return GLIDE_MS[self.motion]

    def build_menu(self, view: QMenu) -> None:
        """Adds View › Animations › Normal / Fast / Off (the speed in force checked once the menu opens)."""
        menu, self.actions = radio_menu(self.widget, view, lambda: QCoreApplication.translate("Table", "&Animations"),
                                        "animations", _words(), self.choose)
        menu.aboutToShow.connect(self._mark)  # the system's setting is asked only when it matters

    def _mark(self) -> None:
        motion = self.motion
        for each, action in self.actions.items():
            action.setChecked(each is motion)
        off = self.actions.get(Motion.OFF)
        if off is not None:
            off.setToolTip(QCoreApplication.translate("Table", "Your system asks for reduced motion: the mat does not animate.")
                           if self.chosen is None and self.system_reduces else "")

    def choose(self, motion: Motion) -> None:
        """Sets the speed (remembered): the mat's next moves go at it; running ones end at once when turned off."""
        self.window.settings.setValue(MOTION_KEY, motion.value)
        self.window.settings.remove(OLD_KEY)
        action = self.actions.get(motion)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        self.apply()
        scene = self.window.scene
        if scene is not None and motion is Motion.OFF:
            scene.finish_animations()

    def apply(self) -> None:
        """Gives the mat the speed in force (a new table, or a new speed)."""
        if self.window.scene is not None:
            self.window.scene.animation_ms = self.glide_ms
