"""The Pirates list: every seat's pawn, name, ranks, turn and face-up cards (all public)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import (
    QColor,
)
from PySide6.QtWidgets import (
    QFrame,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.names import card_name, team_name
from tortuga_qt.ui import renderer, theme
from tortuga_qt.ui.scene.tips import pawn_tip
from tortuga_qt.ui.widgets.panels.common import heading_label

if TYPE_CHECKING:

    from tortuga_qt.rules.views import SeatView


class SeatsPanel(QFrame):
    """Every seat: pawn, name, roles, turn, lost turn, Vote cards held, face-up cards (all public)."""

    def __init__(self, pirates: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pirates = pirates
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setIconSize(QSize(26, 36))
        self.list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.heading = heading_label(QCoreApplication.translate("Table", "Pirates"))
        self._shown: tuple[object, ...] | None = None  # the lines listed and the look they were drawn in
        lay.addWidget(self.heading)
        lay.addWidget(self.list)

    def retranslate(self) -> None:
        """Words the heading again in the language now installed (the list is redrawn with the table)."""
        self.heading.setText(QCoreApplication.translate("Table", "Pirates"))

    def show_view(self, view: SeatView) -> None:
        """Lists the seats from a (public part of a) view (the list is made again only when a line changes)."""
        rows = [self._row(view, seat, name) for seat, name in enumerate(view.names)]
        look = theme.current()
        if (rows, look) == self._shown:
            return
        self._shown = (rows, look)
        self.list.clear()
        for pirate, text, tip, deciding in rows:
            item = QListWidgetItem(renderer.icon(f"pawn-{pirate}", 36), text)
            item.setToolTip(tip)  # ranks and what they allow; kept cards in full
            if deciding:
                item.setBackground(QColor(*theme.colours().deciding))
            self.list.addItem(item)

    def _row(self, view: SeatView, seat: int, name: str) -> tuple[str, str, str, bool]:
        """Returns a seat's line: its pawn, its words, its tooltip, and whether it decides now."""
        roles = self._roles(view, seat)
        bits = [name]
        if roles:
            bits.append(" · ".join(roles))
        cards, code = view.hand_counts[seat], view.pirate_code_left[seat]  # bare names for pyside6-lupdate's %n
        status = [QCoreApplication.translate("Table", "%n Vote card(s)", None, cards)]
        if seat == view.turn and view.result is None:  # nobody's turn once the game is over
            status.insert(0, QCoreApplication.translate("Table", "▶ turn"))
        if seat in view.lost_turn:
            status.append(QCoreApplication.translate("Table", "loses next turn"))
        if view.pirate_code_left[seat]:
            status.append(QCoreApplication.translate("Table", "Pirate Code (%n vote(s) left)", None, code))
        # The Pirate Code is named once, with its votes left, above.
        front = [card_name(k) for k in view.front[seat] if not (k == "pirate_code" and view.pirate_code_left[seat])]
        if front:
            status.append(", ".join(front))
        if view.result is not None and view.loyalties[seat] is not None:
            status.append(team_name(view.loyalties[seat]))
        deciding = bool(view.decision and seat in view.decision.seats)
        text = "\n".join([" — ".join(bits), "   " + "; ".join(status)])
        return self.pirates[seat], text, pawn_tip(view, seat), deciding

    def sizeHint(self) -> QSize:
        """Returns a short preferred height: the list takes what the side panel has left, and scrolls."""
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height())

    @staticmethod
    def _roles(view: SeatView, seat: int) -> list[str]:
        out = []
        for line in view.ships:
            if seat in line:
                if line[0] == seat:
                    out.append(QCoreApplication.translate("Table", "Captain"))
                if len(line) > 1 and line[1] == seat:
                    out.append(QCoreApplication.translate("Table", "First Mate"))
                if line[-1] == seat:
                    out.append(QCoreApplication.translate("Table", "Cabin Boy"))
        if view.tortuga and view.tortuga[0] == seat:
            out.append(QCoreApplication.translate("Table", "Governor"))
        if seat in view.boats:
            out.append(QCoreApplication.translate("Table", "on a Rowboat"))
        return out
