"""Dialogs: a new game (seats, pirates, order, computer seats and their levels, starred cards, seed), the discard pile.

The end of a game has its own screen: `tortuga_qt.ui.widgets.end_screen`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.names import card_name, colour_name
from tortuga_qt.app.new_game import OLD_DEFAULT_NAMES, is_pronoun, seat_name
from tortuga_qt.app.new_game import NewGame as NewGame  # its own module (start-up speed)
from tortuga_qt.bots.levels import DEFAULT, PLAYER_LEVELS
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import GameConfig, SeatConfig, eligible_starred
from tortuga_qt.ui import renderer


def level_label(level: str) -> str:
    """Returns a level's name as the dialog shows it."""
    labels = {"easy": QCoreApplication.translate("Table", "Easy"),
              "medium": QCoreApplication.translate("Table", "Medium"),
              "hard": QCoreApplication.translate("Table", "Hard"),
              "random": QCoreApplication.translate("Table", "Random")}
    return labels.get(level, level)


def _strings(value: object) -> list[str]:
    """Returns a list setting as strings (an INI file gives a one-item list back as a string)."""
    if isinstance(value, str):
        return [value]
    return [str(x) for x in value] if isinstance(value, (list, tuple)) else []


COMPUTER, PHONE = 1, 2  # the rows of a seat's "Played by" box besides Human (0)


class NewGameDialog(QDialog):
    """Sets up a game: 2-9 seats, names, pirates, order, human or computer (and its level), starred cards, seed."""

    def __init__(self, parent: QWidget | None = None, players: int = 5, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a new one opens each time
        self.settings = settings
        self.setWindowTitle(QCoreApplication.translate("Table", "New game"))
        self.pirates = components().pirates
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, 9)
        self.count.setMaximumWidth(90)  # a number from 2 to 9, not a field across the dialog
        self.table = QTableWidget(0, 4)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table (the arrows move in it): the dialog by keyboard
        self.table.setObjectName("seatTable")
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Table", "Name"), QCoreApplication.translate("Table", "Pirate"),
                                              QCoreApplication.translate("Table", "Played by"), QCoreApplication.translate("Table", "Level")])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # "Bartolomeu Português (P, lilac)" whole
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the names take what is left
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setIconSize(QSize(20, 28))
        up, down = QPushButton(QCoreApplication.translate("Table", "Move up")), QPushButton(QCoreApplication.translate("Table", "Move down"))
        up.clicked.connect(lambda: self._move(-1))
        down.clicked.connect(lambda: self._move(1))
        self.random_stars = QRadioButton(QCoreApplication.translate("Table", "Draw 3 starred Event cards at random (kept secret)"))
        self.random_stars.setChecked(True)
        self.chosen_stars = QRadioButton(QCoreApplication.translate("Table", "Choose the 3 starred Event cards:"))
        self.star_boxes = {k: QCheckBox(card_name(k)) for k in eligible_starred(9)}
        for box in self.star_boxes.values():
            box.setEnabled(False)  # only when the table chooses the starred cards
        self.chosen_stars.toggled.connect(self._stars_toggled)
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(QCoreApplication.translate("Table", "random"))
        self.error = QLabel()
        self.error.setObjectName("message")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(QCoreApplication.translate("Table", "Set sail"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        stars = QGroupBox(QCoreApplication.translate("Table", "Starred Event cards"))
        sl = QVBoxLayout(stars)
        sl.addWidget(self.random_stars)
        sl.addWidget(self.chosen_stars)
        grid = QHBoxLayout()
        for box in self.star_boxes.values():
            grid.addWidget(box)
        sl.addLayout(grid)
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("Table", "Players"), self.count)
        form.addRow(QCoreApplication.translate("Table", "Seed (optional)"), self.seed)
        order = QHBoxLayout()
        order.addWidget(QLabel(QCoreApplication.translate("Table", "Turn order is top to bottom (clockwise).")))
        order.addStretch(1)
        order.addWidget(up)
        order.addWidget(down)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.table)
        lay.addLayout(order)
        lay.addWidget(stars)
        lay.addWidget(self.error)
        lay.addWidget(buttons)
        self.result_game: NewGame | None = None
        self.count.valueChanged.connect(self._resize)
        self.count.setValue(players)
        self._resize(players)
        self._restore()
        self.resize(760, 600)

    def _stars_toggled(self, on: bool) -> None:
        for box in self.star_boxes.values():
            box.setEnabled(on)

    def _name(self, row: int) -> QLineEdit:
        w = self.table.cellWidget(row, 0)
        assert isinstance(w, QLineEdit)
        return w

    def _combo(self, row: int, column: int) -> QComboBox:
        w = self.table.cellWidget(row, column)
        assert isinstance(w, QComboBox)
        return w

    def _restore(self) -> None:
        """Fills the seats of the last game set up at this computer, if any."""
        if self.settings is None:
            return
        names = _strings(self.settings.value("setup/names", []))
        pirates = _strings(self.settings.value("setup/pirates", []))
        humans = _strings(self.settings.value("setup/humans", []))
        phones = set(_strings(self.settings.value("setup/phones", [])))
        levels = _strings(self.settings.value("setup/levels", []))
        keys = [p.key for p in self.pirates]
        if not names or not 2 <= len(names) <= 9 or len(pirates) != len(names) or len(humans) != len(names):
            return
        if len(levels) != len(names):  # settings of a version without levels
            levels = [DEFAULT] * len(names)
        self.count.setValue(len(names))
        for row, (name, pirate, human, level) in enumerate(zip(names, pirates, humans, levels, strict=True)):
            if pirate in keys:
                name = seat_name(row) if name in OLD_DEFAULT_NAMES else name  # "You" read wrongly in the story
                self.set_seat(row, str(name), str(human).lower() in ("true", "1"), level)
                if str(human).lower() in ("true", "1") and str(row) in phones:
                    self._combo(row, 2).setCurrentIndex(PHONE)
                self._combo(row, 1).setCurrentIndex(keys.index(pirate))

    def _remember(self, game: NewGame) -> None:
        if self.settings is None:
            return
        self.settings.setValue("setup/names", [s.name for s in game.config.seats])
        self.settings.setValue("setup/pirates", [s.pirate for s in game.config.seats])
        self.settings.setValue("setup/humans", ["true" if h else "false" for h in game.humans])
        self.settings.setValue("setup/phones", [str(seat) for seat in game.phones])
        self.settings.setValue("setup/levels", [self.level(row) for row in range(self.table.rowCount())])

    def _resize(self, n: int) -> None:
        rows = self.table.rowCount()
        for row in range(rows, n):
            self.table.insertRow(row)
            self.table.setCellWidget(row, 0, QLineEdit(seat_name(row)))
            combo = QComboBox()
            for p in self.pirates:
                combo.addItem(renderer.icon(f"pawn-{p.key}", 28), f"{p.name} ({p.letter}, {colour_name(p.colour_name)})", p.key)
            combo.setCurrentIndex(row)
            self.table.setCellWidget(row, 1, combo)
            kind = QComboBox()
            kind.addItems([QCoreApplication.translate("Table", "Human"), QCoreApplication.translate("Table", "Computer"),
                           QCoreApplication.translate("Table", "Human, on a phone")])
            kind.setItemData(2, QCoreApplication.translate("Table", "Their secrets and decisions on their own phone (same Wi-Fi): the screen stays the public table"),
                             Qt.ItemDataRole.ToolTipRole)
            kind.setCurrentIndex(0 if row < 2 else 1)
            self.table.setCellWidget(row, 2, kind)
            level = QComboBox()
            level.setObjectName(f"level{row}")
            for key in PLAYER_LEVELS:
                level.addItem(level_label(key), key)
            level.setCurrentIndex(PLAYER_LEVELS.index(DEFAULT))
            level.setToolTip(QCoreApplication.translate("Table", "How well this computer pirate plays"))
            level.setEnabled(kind.currentIndex() == 1)
            kind.currentIndexChanged.connect(lambda index, box=level: box.setEnabled(index == 1))
            self.table.setCellWidget(row, 3, level)
        for row in range(rows - 1, n - 1, -1):
            self.table.removeRow(row)

    def _move(self, delta: int) -> None:
        row = self.table.currentRow()
        other = row + delta
        if row < 0 or not 0 <= other < self.table.rowCount():
            return
        a, b = self._row_values(row), self._row_values(other)
        self._set_row(row, b)
        self._set_row(other, a)
        self.table.selectRow(other)

    def _row_values(self, row: int) -> tuple[str, int, int, int]:
        return (self._name(row).text(), self._combo(row, 1).currentIndex(), self._combo(row, 2).currentIndex(),
                self._combo(row, 3).currentIndex())

    def _set_row(self, row: int, values: tuple[str, int, int, int]) -> None:
        self._name(row).setText(values[0])
        self._combo(row, 1).setCurrentIndex(values[1])
        self._combo(row, 2).setCurrentIndex(values[2])
        self._combo(row, 3).setCurrentIndex(values[3])

    def level(self, row: int) -> str:
        """Returns the level chosen for a seat row (kept even while the seat is a person's)."""
        return str(self._combo(row, 3).currentData())

    def set_seat(self, row: int, name: str, human: bool, level: str | None = None) -> None:
        """Fills one seat row (used by tests and by the start-up defaults); an unknown level is left as it was."""
        self._name(row).setText(name)
        self._combo(row, 2).setCurrentIndex(0 if human else 1)
        if level in PLAYER_LEVELS:
            self._combo(row, 3).setCurrentIndex(PLAYER_LEVELS.index(level))

    def _accept(self) -> None:
        try:
            self.result_game = self.build()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self._remember(self.result_game)
        self.accept()

    def build(self) -> NewGame:
        """Returns the game described by the dialog; raises ValueError with a plain message."""
        seats, humans, levels, phones = [], [], {}, []
        for row in range(self.table.rowCount()):
            name, pirate, kind, _ = self._row_values(row)
            if not name.strip():
                raise ValueError(QCoreApplication.translate("Table", "Every seat needs a name."))
            if is_pronoun(name):
                raise ValueError(QCoreApplication.translate(
                    "Table", "“{name}” cannot name a seat: the log tells the story by name (“{name} moves to Tortuga”). "
                    "Choose a name, such as {example}.").format(name=name.strip(), example=seat_name(row)))
            seats.append(SeatConfig(name=name.strip()[:40], pirate=self.pirates[pirate].key))
            humans.append(kind != COMPUTER)
            if kind == COMPUTER:
                levels[row] = self.level(row)
            elif kind == PHONE:
                phones.append(row)
        if len({s.pirate for s in seats}) != len(seats):
            raise ValueError(QCoreApplication.translate("Table", "Each seat needs a different pirate."))
        starred = None
        if self.chosen_stars.isChecked():
            starred = tuple(k for k, box in self.star_boxes.items() if box.isChecked())
            allowed = eligible_starred(len(seats))
            if len(starred) != 3 or not set(starred) <= set(allowed):
                raise ValueError(QCoreApplication.translate("Table", "Choose exactly 3 starred cards (with 2-3 players: not Facade or Cabin Fever)."))
        text = self.seed.text().strip()
        if text and not text.isdigit():
            raise ValueError(QCoreApplication.translate("Table", "The seed must be a whole number."))
        return NewGame(GameConfig(seats=tuple(seats), starred=starred), humans, int(text) if text else None, levels, phones)


class DiscardDialog(QDialog):
    """Browse the discard pile (anyone may, at any time): every card by name and full text, newest first."""

    def __init__(self, kinds: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from html import escape

        from tortuga_qt.ui.scene.tips import card_text

        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # exec() deletes it once closed
        self.setWindowTitle(QCoreApplication.translate("Table", "Discard pile"))
        page = QWidget()
        rows = QVBoxLayout(page)
        self.entries: list[QLabel] = []  # one per card, newest first (tests read them)
        for kind in reversed(kinds):
            icon = QLabel()
            icon.setPixmap(renderer.pixmap(f"icon-{kind}", QSize(40, 40), 2.0))
            icon.setAlignment(Qt.AlignmentFlag.AlignTop)
            words = QLabel(f"<b>{escape(card_name(kind), quote=False)}</b><br>{escape(card_text(kind), quote=False)}")
            words.setTextFormat(Qt.TextFormat.RichText)
            words.setWordWrap(True)
            words.setObjectName(f"discard:{kind}")
            self.entries.append(words)
            row = QHBoxLayout()
            row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
            row.addWidget(words, 1)
            rows.addLayout(row)
        if not kinds:
            rows.addWidget(QLabel(QCoreApplication.translate("Table", "The discard pile is empty.")))
        rows.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(page)
        ok = QPushButton(QCoreApplication.translate("Table", "Close"))
        ok.clicked.connect(self.accept)
        lay = QVBoxLayout(self)
        if kinds:
            lay.addWidget(QLabel(QCoreApplication.translate("Table", "The last card discarded is at the top.")))
        lay.addWidget(scroll, 1)
        lay.addWidget(ok, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(460, 560)
