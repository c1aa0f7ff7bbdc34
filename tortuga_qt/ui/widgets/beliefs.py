"""What a computer pirate believed: the chance it gave each other seat of being British, French or Dutch.

The replay viewer shows it for each computer seat at the step shown. A belief is computed
exactly as the seat's bot would have: from that seat's view of the state and the events it
could see (`bots.belief.Belief.from_history`), never from the open table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.names import team_name
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

Marginals = tuple[tuple[float, float, float], ...]  # per seat: P(British), P(French), P(Dutch)

# The Loyalty cards' colours: British red, French blue, Dutch orange (the words say it too).
TEAM_COLOURS = ((176, 58, 46), (44, 90, 160), (217, 115, 26))


def seat_beliefs(state: GameState, events: Sequence[Event], seat: int,
                 levels: Sequence[str | None] = ()) -> Marginals:
    """Returns what `seat` believed in `state` after `events` (the game's events so far; redacted here for it).

    `levels` gives each seat's level (None: a person); a Hard seat reads the others by their
    level, as its pirate did (`HardBot.read`), every other level as honest play.
    """
    from tortuga_qt.bots.belief import Belief
    from tortuga_qt.bots.likelihoods import levels_read

    view = view_for(state, seat)
    if all(t is not None for t in view.loyalties):  # every card face up: the view alone decides
        return Belief.from_history(view, ()).marginals()
    return Belief.from_history(view, redact(events, seat), levels=levels_read(levels, seat)).marginals()


def percentages(chances: tuple[float, float, float]) -> tuple[int, int, int]:
    """Returns whole percentages that add up to 100 (largest remainders round up)."""
    total = sum(chances) or 1.0
    raw = [100 * c / total for c in chances]
    whole = [int(x) for x in raw]
    for i in sorted(range(3), key=lambda i: whole[i] - raw[i])[: 100 - sum(whole)]:
        whole[i] += 1
    return whole[0], whole[1], whole[2]


class BeliefPanel(QFrame):
    """A computer seat's belief at one step: for every other seat, its chances of each Loyalty."""

    def __init__(self, names: list[str], computer: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("beliefs")
        self.names = names
        self.computer = [s for s in computer if 0 <= s < len(names)]
        self._source: Callable[[int], Marginals | None] = lambda _seat: None
        title = QLabel(QCoreApplication.translate("Table", "What a computer pirate believed"))
        title.setObjectName("heading")
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("beliefSeat")
        for seat in self.computer:
            self.seat_box.addItem(names[seat], seat)
        self.seat_box.setToolTip(QCoreApplication.translate("Table", "Whose beliefs to show"))
        self.seat_box.currentIndexChanged.connect(lambda _i: self._draw())
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("beliefTable")
        self.table.setHorizontalHeaderLabels([team_name(t) for t in range(3)])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = max(len(names) - 1, 1)  # every other seat, whole (a 9-seat game scrolls no table)
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height() + 24 * rows + 2 * self.table.frameWidth())
        self.note = QLabel()
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(title, 1)
        row.addWidget(self.seat_box)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.table)
        lay.addWidget(self.note)
        self.setVisible(bool(self.computer))  # a game of people only: nothing to show

    @property
    def seat(self) -> int | None:
        """Returns the computer seat whose beliefs are shown (None: there is none)."""
        data = self.seat_box.currentData()
        return data if isinstance(data, int) else None

    def set_seat(self, seat: int) -> bool:
        """Shows the beliefs of `seat`; returns False (and changes nothing) for a seat a person played."""
        index = self.seat_box.findData(seat)
        if index < 0:
            return False
        self.seat_box.setCurrentIndex(index)
        return True

    def show_step(self, source: Callable[[int], Marginals | None]) -> None:
        """Shows the step whose belief of a computer seat `source(seat)` gives (None: no belief yet)."""
        self._source = source
        self._draw()

    def _draw(self) -> None:
        self.table.setRowCount(0)
        seat = self.seat
        if seat is None:
            self.note.setText("")
            return
        chances = self._source(seat)
        if chances is None:
            self.note.setText(QCoreApplication.translate("Table", "No Loyalty card has been dealt yet."))
            return
        self.note.setText(QCoreApplication.translate(
            "Table", "The chance {name} gave each pirate of being British, French or Dutch, from what {name} "
                     "had seen by this step.").format(name=self.names[seat]))
        others = [s for s in range(len(self.names)) if s != seat]
        self.table.setRowCount(len(others))
        self.table.setVerticalHeaderLabels([self.names[s] for s in others])
        for row, other in enumerate(others):
            shares = percentages(chances[other])
            best = max(range(3), key=lambda t: shares[t])
            for team, share in enumerate(shares):
                item = QTableWidgetItem(f"{share} %")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                r, g, b = TEAM_COLOURS[team]
                item.setBackground(QBrush(QColor(r, g, b, round(20 + 150 * share / 100))))
                item.setToolTip(QCoreApplication.translate("Table", "{who}: {team}, {share} %").format(
                    who=self.names[other], team=team_name(team), share=share))
                if team == best and share >= 50:  # the likeliest Loyalty, when it is more likely than not
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, team, item)

    def rows(self) -> list[tuple[str, tuple[str, str, str]]]:
        """Returns the table as text: each other seat's name and its three percentages (tests read it)."""
        out = []
        for row in range(self.table.rowCount()):
            head = self.table.verticalHeaderItem(row)
            cells = [self.table.item(row, c) for c in range(3)]
            texts = tuple(c.text() if c is not None else "" for c in cells)
            out.append((head.text() if head is not None else "", (texts[0], texts[1], texts[2])))
        return out
