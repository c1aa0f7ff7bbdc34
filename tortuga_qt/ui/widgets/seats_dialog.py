"""Game › Seats…: hand a seat to a computer (someone leaves early) or back to a person (someone joins late).

Each seat shows its name, who plays it (Human, Computer, or Human on a phone) and a computer's level, and a
phone seat's connection with a button to pair its phone anew (the old phone is cut off); OK hands
every changed seat over through `GameSession.set_player`. Any seat may go to a computer, the
last person's too: the computers then play the game out while the table watches (the public
view), as a demanding table expects of "we have to go, let it finish". A person who takes a seat
over first sees their Loyalty card behind the curtain. Not offered in a lesson or a finished game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Set
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.ui.widgets.menu_words import worded

if TYPE_CHECKING:  # the players and the levels load when the dialog opens, not with the menus (start-up speed)
    from tortuga_qt.app.players import Player
    from tortuga_qt.app.session import GameSession

HUMAN, COMPUTER, PHONE = 0, 1, 2  # the rows of each seat's "Played by" box


class SeatsDialog(QDialog):
    """Who plays each seat now: a person at the device, or a computer at a level."""

    def __init__(self, names: Sequence[str], players: Sequence[Player], parent: QWidget | None = None,
                 connected: Set[int] = frozenset(), pair: Callable[[int], None] | None = None) -> None:
        super().__init__(parent)
        self.connected, self.pair = connected, pair
        self.setWindowTitle(QCoreApplication.translate("Table", "Seats"))
        self.setObjectName("seatsDialog")
        self.before = list(players)
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        grid = QGridLayout()
        for column, title in enumerate((QCoreApplication.translate("Table", "Name"),
                                        QCoreApplication.translate("Table", "Played by"),
                                        QCoreApplication.translate("Table", "Level"),
                                        QCoreApplication.translate("Table", "Phone"))):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        for seat, (name, player) in enumerate(zip(names, players, strict=True)):
            self._add_row(grid, seat, name, player)
        note = QLabel(QCoreApplication.translate(
            "Table", "Hand a seat to a computer when someone leaves, or to a person who joins: "
            "a person who joins first sees their Loyalty card."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(grid)
        lay.addWidget(note)
        lay.addWidget(buttons)

    def _add_row(self, grid: QGridLayout, seat: int, name: str, player: Player) -> None:
        from tortuga_qt.app.players import Computer, Phone
        from tortuga_qt.bots.levels import DEFAULT, LEVELS, PLAYER_LEVELS
        from tortuga_qt.ui.widgets.dialogs import level_label

        label = QLabel(name)
        kind = QComboBox()
        kind.setObjectName(f"seatKind{seat}")
        kind.addItems([QCoreApplication.translate("Table", "Human"), QCoreApplication.translate("Table", "Computer"),
                       QCoreApplication.translate("Table", "Human, on a phone")])
        kind.setCurrentIndex(COMPUTER if isinstance(player, Computer) else PHONE if isinstance(player, Phone) else HUMAN)
        label.setBuddy(kind)  # a screen reader names the box by its seat
        level = QComboBox()
        level.setObjectName(f"seatLevel{seat}")
        level.setToolTip(QCoreApplication.translate("Table", "How well this computer pirate plays"))
        current = player.level if isinstance(player, Computer) else DEFAULT
        for key in (k for k in LEVELS if k in PLAYER_LEVELS or k == current):  # a test table's Random pirate stays one
            level.addItem(level_label(key), key)
        level.setCurrentIndex(max(0, level.findData(current)))
        level.setEnabled(isinstance(player, Computer))
        kind.currentIndexChanged.connect(lambda index, box=level: box.setEnabled(index == COMPUTER))
        grid.addWidget(label, seat + 1, 0)
        grid.addWidget(kind, seat + 1, 1)
        grid.addWidget(level, seat + 1, 2)
        if isinstance(player, Phone):
            grid.addWidget(self._phone_cell(seat), seat + 1, 3)
        self.kinds.append(kind)
        self.levels.append(level)

    def _phone_cell(self, seat: int) -> QWidget:
        """A phone seat's connection, and the button that pairs its phone anew."""
        cell = QWidget()
        row = QHBoxLayout(cell)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(QCoreApplication.translate("Table", "connected") if seat in self.connected
                             else QCoreApplication.translate("Table", "not connected")))
        again = QPushButton(QCoreApplication.translate("Table", "Pair again"))
        again.setObjectName(f"pairAgain{seat}")
        again.setToolTip(QCoreApplication.translate("Table", "A new code for this seat: its phone is cut off at once, and the new code is shown behind the seat's curtain"))
        again.clicked.connect(lambda: self._pair(seat))
        row.addWidget(again)
        return cell

    def _pair(self, seat: int) -> None:
        if self.pair is not None:
            self.reject()  # the new code is shown behind the seat's claim, not over this dialog
            self.pair(seat)

    def changes(self) -> dict[int, Player]:
        """Returns each seat whose player the dialog changes, with its new player (a computer with a fresh bot)."""
        from tortuga_qt.app.players import Computer, Person, Phone

        out: dict[int, Player] = {}
        for seat, old in enumerate(self.before):
            index = self.kinds[seat].currentIndex()
            if index in (HUMAN, PHONE):
                person: Player = Person() if index == HUMAN else Phone()
                if type(old) is not type(person):
                    out[seat] = person
                continue
            level = str(self.levels[seat].currentData())
            if not isinstance(old, Computer) or old.level != level:
                out[seat] = Computer.at(level)
        return out


def apply_seats(session: GameSession, changes: dict[int, Player]) -> None:
    """Hands every changed seat over, in seat order."""
    for seat in sorted(changes):
        session.set_player(seat, changes[seat])


def ask_seats(window: QWidget, session: GameSession | None) -> None:
    """Opens the Seats dialog for the game on the table and applies it on OK."""
    if session is None or session.practice or session.over:
        return
    link = getattr(window, "phones", None)
    dialog = SeatsDialog(session.names, session.core.players, window, link.connected() if link else frozenset(),
                         link.pair_again if link else None)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        apply_seats(session, dialog.changes())


def add_seats_action(window: QWidget, menu: QMenu) -> QAction:
    """Adds Game › Seats… to `menu` (the window enables it for a real game under way, in `update_menus`)."""
    action = QAction(window)
    worded(window, action, lambda: QCoreApplication.translate("Table", "S&eats…"))
    action.setObjectName("gameSeats")
    action.triggered.connect(lambda: ask_seats(window, getattr(window, "session", None)))
    menu.addAction(action)
    return action
