"""The action panel: what the seat at the device may do now, the prompt, the message and its rule."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.ui import theme
from tortuga_qt.ui.widgets.panels.common import WrapButton

if TYPE_CHECKING:
    from tortuga_qt.app.presenter.frames import Button, Frame, Toggle


def decision_step(frame: Frame) -> tuple[object, bool]:
    """Returns the step through which the action panel keeps its height (`ActionPanel.keep_height`), and whether it
    keeps a message's room from the step's start.

    A step is one decision of one seat; a Crow's Nest search is one, however many cards are left
    to pick. The room is kept while the person clicks their Vote cards under the panel (a vote, a
    search): a message such as "First choose an action" must not push the cards from under the cursor.
    """
    from tortuga_qt.app.seating import StepKind
    from tortuga_qt.rules.views import CrowSearchDecision, VoteDecision

    view = frame.view
    decision: object = view.decision
    if isinstance(view.decision, CrowSearchDecision):  # pick after pick, the same search
        decision = (view.decision.kind, view.decision.seats, view.decision.target)
    step = (frame.kind, frame.seat, decision, view.turn, view.actions_left, frame.reveal is None)
    cards = (frame.private and frame.kind is StepKind.DECIDE and isinstance(view.decision, VoteDecision | CrowSearchDecision)
             and view.seat in view.decision.seats)
    return step, cards


class ActionPanel(QFrame):
    """What the seat at the device may do now, in plain words; and the prompt while choosing."""

    # Fires when the player clicks "Read the rule" under a message; carries the reference page id.
    page_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("message")
        self.message.hide()  # shown only with words in it
        self.rule_page: str | None = None  # the page the message's rule is explained on
        self.rule_link = QLabel()
        self.rule_link.setObjectName("ruleLink")
        self.rule_link.setTextFormat(Qt.TextFormat.RichText)
        self.rule_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                               | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.rule_link.linkActivated.connect(self._open_rule)
        self.rule_link.hide()
        self.buttons = QVBoxLayout()
        # the buttons shown (ids, words, whether they can be pressed) and the tick box; None: nothing yet
        self._shown: tuple[tuple[tuple[str, str, bool], ...], Toggle | None] | None = None
        self.buttons.setSpacing(4)
        self._step: object = None  # the step whose tallest height the panel keeps (`keep_height`)
        self._tallest = 0
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.prompt)
        lay.addLayout(self.buttons)
        lay.addWidget(self.message)
        lay.addWidget(self.rule_link)
        lay.addStretch(1)  # the room kept (`keep_height`) stays under the words and buttons: they never move
        self.restyle()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)  # never squeezed

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py) to the panel's own style sheet."""
        self.setStyleSheet(theme.sheet("QPushButton { padding: 4px 8px; }"))  # closer rows of buttons: a long turn's seven fit

    def clear(self) -> None:
        """Removes every button."""
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # first: a button with the keyboard focus hands it on within the window
                w.setParent(None)  # (a focused widget made a window of its own would take the window's focus away)
                w.deleteLater()

    def add_button(self, text: str, on_click: object, name: str = "") -> QPushButton:
        """Adds a button (its object name lets tests find it)."""
        b = WrapButton(text)
        if name:
            b.setObjectName(name)
        b.clicked.connect(on_click)
        self.buttons.addWidget(b)
        if self.isVisible():
            b.show()  # now, not a moment later: the panel's height (`keep_height`) counts it at once
        number = self.buttons.count()
        if number <= 9:  # ui/widgets/keyboard.py: the number keys press the buttons, top to bottom
            b.setToolTip(QCoreApplication.translate("Keys", "Key: {number}").format(number=number))
            b.key_number = number
        return b

    def show_buttons(self, buttons: Sequence[Button], toggle: Toggle | None, press: Callable[[str], None],
                     toggled: Callable[[int, bool], None]) -> None:
        """Shows a frame's buttons (a click calls `press` with the button's id) and its tick box.

        The same buttons as shown already are kept, not made again (one may be the button being
        clicked): when only their words or whether they can be pressed changed, they change in place.
        """
        shown = (tuple((b.id, b.label, b.enabled) for b in buttons), toggle)
        if shown == self._shown and self.buttons.count():
            return
        before, self._shown = self._shown, shown
        same = before is not None and before[1] == toggle and [i for i, _, _ in before[0]] == [b.id for b in buttons]
        if same and self.buttons.count() == len(buttons) + (toggle is not None):
            for i, b in enumerate(buttons):
                item = self.buttons.itemAt(i)
                widget = item.widget() if item is not None else None
                if isinstance(widget, QPushButton):
                    widget.setText(b.label)
                    widget.setEnabled(b.enabled)
            return
        self.clear()
        for b in buttons:
            self.add_button(b.label, lambda _=False, name=b.id: press(name), b.id).setEnabled(b.enabled)
        if toggle is not None:
            box = QCheckBox(toggle.label)
            box.setObjectName(toggle.id)
            box.setToolTip(toggle.tip)
            box.setChecked(toggle.checked)
            box.toggled.connect(lambda on, seat=toggle.seat: toggled(seat, on))
            self.buttons.addWidget(box)
            if self.isVisible():
                box.show()

    def keep_height(self, step: object, message_room: bool = False) -> None:
        """Within one step (`step`: its kind and seat) the panel never shrinks, so the cards under it never jump up
        and down as its words change; a new step lets it go.

        With `message_room` the panel keeps a line of message's room from the step's start, under
        its buttons: the first message shown does not push the cards under the panel down.
        """
        lay = self.layout()
        assert lay is not None
        need = lay.totalHeightForWidth(self.width()) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
        if message_room and self.message.isHidden():
            self.message.ensurePolished()  # its font is the style sheet's
            need += self.message.fontMetrics().height() + lay.spacing()
        if step != self._step:
            self._step, self._tallest = step, need
            self.setMinimumHeight(need if message_room else 0)
            return
        self._tallest = max(self._tallest, need)
        self.setMinimumHeight(self._tallest)

    def set_message(self, text: str, page: str | None = None) -> None:
        """Shows a short message (why a click did nothing, what just happened) and its rule's link.

        With `page` (a reference page id) a "Read the rule" link under the message opens it.
        """
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.rule_page = page if text and page else None
        if self.rule_page is None:
            self.rule_link.clear()
            self.rule_link.hide()
            return
        words = QCoreApplication.translate("Table", "Read the rule")
        self.rule_link.setText(f'<a href="page:{self.rule_page}" style="color: {theme.colours().warning};">{words} ›</a>')
        self.rule_link.show()

    def _open_rule(self, href: str) -> None:
        self.page_requested.emit(href.removeprefix("page:"))
