"""The table by keyboard alone (issue 12, item 3).

- On the curtain, Enter (or Space) is "I am NAME".
- The number keys 1 to 9 press the action panel's buttons, top to bottom (each button's tooltip
  says its key; a line under them says how the keys work).
- Tab and the arrow keys move a focus ring over what can be chosen now, on the mat and among
  your Vote cards, in reading order; Enter chooses it (as a click would). With nothing to
  choose, Enter presses the panel's only button (Done, Continue).
- Esc cancels a choice under way.

Every key does what a click on the same thing does, through the same code: the rules see no
difference, and nothing secret is reachable that a click could not reach.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from tortuga_qt.app.presenter.intents import ClickTarget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QScrollArea

    from tortuga_qt.app.presenter.intents import Intent
    from tortuga_qt.app.targets import Target
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.widgets.curtain import Curtain
    from tortuga_qt.ui.widgets.panels.actions import ActionPanel
    from tortuga_qt.ui.widgets.panels.private import PrivatePanel

NUMBER_KEYS = 9  # 1 to 9: a turn offers at most seven actions, and a choice adds Cancel


def shortcuts() -> list[tuple[str, str]]:
    """Returns every key of the table and what it does (Help ▸ Keyboard shortcuts lists them, with the menus' own)."""
    return [
        (QCoreApplication.translate("Keys", "Enter or Space"), QCoreApplication.translate("Keys", "On the curtain: I am the person named (take the device).")),
        (QCoreApplication.translate("Keys", "1 to 9"), QCoreApplication.translate("Keys", "Press the action panel's buttons, from the top.")),
        (QCoreApplication.translate("Keys", "Tab, arrow keys"), QCoreApplication.translate("Keys", "Move the focus ring over what you can choose now, on the mat and among your Vote cards.")),
        (QCoreApplication.translate("Keys", "Shift+Tab"), QCoreApplication.translate("Keys", "Move the focus ring back.")),
        (QCoreApplication.translate("Keys", "Enter"), QCoreApplication.translate("Keys", "Choose what the focus ring is on; with nothing to choose, press the only button (Done, Continue).")),
        (QCoreApplication.translate("Keys", "Esc"), QCoreApplication.translate("Keys", "Cancel the choice under way.")),
    ]


def _hidden(widget: QAbstractButton) -> bool:
    """Returns whether a button was hidden on purpose (one just added is shown by its layout a moment later)."""
    return widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)


class KeyTable(Protocol):
    """What the keys need of the table on screen (the main window): its buttons, curtain, targets and intents."""

    actions_panel: ActionPanel
    curtain: Curtain

    @property
    def built(self) -> bool:
        """Whether the table is built."""
        ...

    def act(self, intent: Intent) -> None:
        """Hands an intent to the table's presenter."""
        ...

    def clickable(self) -> frozenset[Target]:
        """What can be clicked in the frame drawn last."""
        ...

    @property
    def scene(self) -> TableScene | None:
        """The mat."""
        ...

    @property
    def private(self) -> PrivatePanel:
        """The private panel (its Vote cards)."""
        ...

    @property
    def private_scroll(self) -> QScrollArea:
        """The side panels' scroll area."""
        ...


class TableKeys(QObject):
    """The window's keys: they press buttons and choose targets exactly as clicks do."""

    def __init__(self, widget: QWidget, window: KeyTable) -> None:
        super().__init__(widget)
        self.widget = widget  # the window the keys work in
        self.window = window
        self.cursor: Target | None = None
        for number in range(1, NUMBER_KEYS + 1):
            self._key(Qt.Key(Qt.Key.Key_0.value + number), lambda n=number: self.press(n))
        for key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._key(key, lambda: self.move(1))
        for key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._key(key, lambda: self.move(-1))
        self._key(QKeySequence("Shift+Tab"), lambda: self.move(-1))  # as some systems send Shift+Tab
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._key(key, self.enter)
        self._key(Qt.Key.Key_Escape, self.cancel)

    def _key(self, key: Qt.Key | QKeySequence, do: object) -> None:
        shortcut = QShortcut(key if isinstance(key, QKeySequence) else QKeySequence(key), self.widget)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(do)  # fires when the key is pressed in the window (not in its dialogs)

    def buttons(self, greyed: bool = False) -> list[QAbstractButton]:
        """Returns the action panel's buttons that can be pressed now, top to bottom (`greyed`: the greyed ones too)."""
        panel = self.window.actions_panel
        found = []
        for i in range(panel.buttons.count()):
            item = panel.buttons.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QAbstractButton) and (greyed or widget.isEnabled()) and not _hidden(widget):
                found.append(widget)
        return found

    def _curtain_up(self) -> bool:
        curtain = getattr(self.window, "curtain", None)
        return curtain is not None and curtain.isVisible()

    def press(self, number: int) -> None:
        """Presses the action panel's button with this number (1: the top one)."""
        if self._curtain_up() or not self.window.built:
            return
        buttons = self.buttons(greyed=True)  # a greyed button keeps its number (shown in its corner)
        if 1 <= number <= len(buttons):
            buttons[number - 1].click()  # a greyed one does nothing

    def move(self, step: int) -> None:
        """Moves the focus ring to the next (1) or previous (-1) thing that can be chosen now."""
        if self._curtain_up() or not self.window.built:
            return
        order = self.order()
        if not order:  # nothing on the mat to choose: Tab walks the window's buttons and fields as usual
            self.set_cursor(None)
            self.widget.focusNextPrevChild(step > 0)
            return
        if self.cursor in order:
            index = (order.index(self.cursor) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        self.set_cursor(order[index])

    def order(self) -> list[Target]:
        """Returns what can be chosen now, in reading order: the mat's things (rows top to bottom,
        left to right), then your Vote cards."""
        clickable, scene = self.window.clickable(), self.window.scene
        if not clickable or scene is None:
            return []
        placed: list[tuple[tuple[int, int, float], Target]] = []
        for item in scene.all_targets():
            if item.target is not None and item.target in clickable and item.isVisible():
                r = item.sceneBoundingRect()
                placed.append(((0, round(r.center().y() / 40), r.x()), item.target))
        for i, card in enumerate(self.window.private.card_buttons):
            if card in clickable:
                placed.append(((1, 0, float(i)), card))
        placed.sort(key=lambda entry: entry[0])
        return [target for _, target in placed]

    def ring(self, target: Target | None) -> None:
        """Draws the focus ring on one target (None: on none) and brings a Vote card into view.

        A screen reader reads what the ring has just come onto (`ui/access.py`).
        """
        from PySide6.QtGui import QAccessible

        from tortuga_qt.app.targets import VoteCard
        from tortuga_qt.ui import access

        scene, private = self.window.scene, self.window.private
        if scene is not None:
            for item in scene.all_targets():
                ringed = target is not None and item.target == target
                if ringed and not item.focused:
                    item.set_focus_ring(True)
                    access.notify(item, QAccessible.Event.Focus)
                else:
                    item.set_focus_ring(ringed)
        private.set_card_focus(target)
        button = private.card_buttons.get(target) if isinstance(target, VoteCard) else None
        if button is not None:
            self.window.private_scroll.ensureWidgetVisible(button)

    def set_cursor(self, target: Target | None) -> None:
        """Puts the focus ring on a target (None: nowhere)."""
        self.cursor = target
        self.ring(target)

    def enter(self) -> None:
        """Enter: the curtain's claim, the target under the ring, the focused button, or the panel's only button."""
        window = self.window
        if self._curtain_up():
            window.curtain.button.click()
            return
        if not window.built:
            return
        if self.cursor is not None and self.cursor in self.order():
            target, self.cursor = self.cursor, None
            self.ring(None)
            window.act(ClickTarget(target))  # exactly what a click on it does
            return
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and focus.isVisible() and focus.isEnabled() and focus.window() is self.widget:
            focus.click()  # the button Tab reached (the coach's Next, the Hint, a panel button)
            return
        buttons = self.buttons()
        if len(buttons) == 1:
            buttons[0].click()

    def cancel(self) -> None:
        """Esc: cancels the choice under way (the panel's Cancel button)."""
        if self._curtain_up() or not self.window.built:
            return
        for button in self.buttons():
            if button.objectName() == "cancel":
                button.click()
                return


__all__ = ["NUMBER_KEYS", "KeyTable", "TableKeys", "shortcuts"]
