"""Saved games: every game kept at this computer, unfinished and finished, to open, rename or delete.

The list and every rule about the files (what may be deleted or renamed, which names are
refused) are the library's (`tortuga_qt.app.library`); this dialog only shows them and asks.
Deleting or renaming never touches the game on the table: its autosave is listed, not managed.
The game on the table is listed once: when it came from a file (opened, or saved as), that file's
row stands for it, marked as on the table; it may be renamed, not deleted, while it is played.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.game_files import SavedGame, Status, names_and, shown_name
from tortuga_qt.app.library import Library
from tortuga_qt.ui import theme

GAME_ROLE = Qt.ItemDataRole.UserRole + 1  # the SavedGame of a row (group rows have none)
WRAPPED_COLUMN = 1  # the players' names: the only column whose text wraps

STYLE = """
QTreeWidget#savedGamesList { background: #fbf6e8; border: 1px solid #c9b07a; font: 10pt serif; }
QTreeWidget#savedGamesList::item { padding: 3px 2px; }
QLabel#savedGamesDetail { background: #f7efd9; border: 1px solid #c9b07a; border-radius: 6px; padding: 6px;
    font: 10pt serif; color: #2b1d0e; }
"""


def _group_title(status: Status, count: int) -> str:
    if status is Status.UNFINISHED:
        return QCoreApplication.translate("Table", "Unfinished games (%n)", None, count)
    if status is Status.FINISHED:
        return QCoreApplication.translate("Table", "Finished games: open one to watch its replay (%n)", None, count)
    return QCoreApplication.translate("Table", "Files that cannot be opened (%n)", None, count)


def shown_title(game: SavedGame) -> str:
    """Returns the name a game goes by in the list (the player's, or what it is)."""
    if game.on_table and game.title:
        return QCoreApplication.translate("Table", "{name} (on the table)").format(name=game.title)
    if game.on_table:
        return QCoreApplication.translate("Table", "The game on the table")
    if game.autosave:
        return QCoreApplication.translate("Table", "The last unfinished game")
    if game.title:
        return game.title
    if game.status is Status.FINISHED:  # a copy the program named: its players and date are in their columns
        return QCoreApplication.translate("Table", "A finished game")
    if game.status is Status.DAMAGED:
        return shown_name(game.path)  # what it was, when the program named it; else the file's own name
    return QCoreApplication.translate("Table", "An unfinished game")


def delete_question(game: SavedGame) -> str:
    """Returns the question asked before a game's file is deleted (the game named as the player knows it)."""
    if game.status is Status.DAMAGED:
        return QCoreApplication.translate("Table", "Delete the file {name}? It cannot be brought back.").format(
            name=game.path.name)
    players = names_and(game.names)
    if game.title:
        return QCoreApplication.translate("Table", "Delete “{name}” ({players})? It cannot be brought back. The "
                                          "game on the table is not affected.").format(name=game.title, players=players)
    if game.status is Status.FINISHED:
        return QCoreApplication.translate("Table", "Delete the finished game of {players}, last played {when}? It "
                                          "cannot be brought back.").format(players=players, when=game.when)
    return QCoreApplication.translate("Table", "Delete the game of {players}, last played {when}? It cannot be "
                                      "brought back. The game on the table is not affected.").format(
        players=players, when=game.when)


def _wraps(index: QModelIndex | QPersistentModelIndex) -> bool:
    """Returns whether a cell's text wraps: the players, and a game's name (not a group's title, which spans the row)."""
    return index.column() == WRAPPED_COLUMN or (index.column() == 0 and index.parent().isValid())


class _Wrapping(QStyledItemDelegate):
    """Measures each cell at its column's width, so that wrapped text gets the rows it needs."""

    def __init__(self, view: QTreeWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        """Returns the cell's size with its text wrapped at the column's width."""
        sized = QStyleOptionViewItem(option)
        if _wraps(index):
            sized.rect = QRect(0, 0, self.view.columnWidth(index.column()), max(option.rect.height(), 1))
            sized.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        else:  # the other columns keep their text on one line and size to it
            sized.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(sized, index)

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        """Wraps the players' names and a game's own name (the other columns stay on one line)."""
        super().initStyleOption(option, index)
        if not _wraps(index):
            option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText


class SavedGamesDialog(QDialog):
    """Lists the games kept here in three groups; opens, renames and deletes them."""

    # Fires when the player opens a game (double click or Open), with its file; the dialog closes.
    open_chosen = Signal(object)

    def __init__(self, library: Library, on_table: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.on_table = on_table  # the autosave holds the game on the table
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("savedGames")
        self.setWindowTitle(QCoreApplication.translate("Table", "Saved games"))
        self.setStyleSheet(theme.sheet(STYLE))
        intro = QLabel(QCoreApplication.translate(
            "Table", "An unfinished game is kept here when another game takes the table, and every finished "
            "game for its replay. Give a game a name to find it again; delete the ones you no longer need."))
        intro.setWordWrap(True)
        self.list = QTreeWidget()
        self.list.setObjectName("savedGamesList")
        self.list.setHeaderLabels([QCoreApplication.translate("Table", "Name"),
                                   QCoreApplication.translate("Save", "Players"),
                                   QCoreApplication.translate("Table", "Last played"),
                                   QCoreApplication.translate("Table", "Progress")])
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setRootIsDecorated(False)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setAllColumnsShowFocus(True)
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(0, 190)
        # Long lists of names wrap: rows are measured again whenever a column's width changes.
        self.list.setItemDelegate(_Wrapping(self.list))
        header.sectionResized.connect(lambda *_: self.list.doItemsLayout())
        self.list.currentItemChanged.connect(lambda *_: self._selected())
        self.list.itemDoubleClicked.connect(lambda item, _col: self._activated(item))
        self.empty = QLabel(QCoreApplication.translate(
            "Table", "No saved games yet. Start another game while one is unfinished, or finish a game, "
            "and it will be kept here."))
        self.empty.setObjectName("muted")
        self.empty.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setObjectName("savedGamesDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.open_button = QPushButton(QCoreApplication.translate("Table", "Open"))
        self.open_button.setObjectName("savedOpen")
        self.open_button.setDefault(True)
        self.rename_button = QPushButton(QCoreApplication.translate("Table", "Rename…"))
        self.rename_button.setObjectName("savedRename")
        self.delete_button = QPushButton(QCoreApplication.translate("Table", "Delete…"))
        self.delete_button.setObjectName("savedDelete")
        close = QPushButton(QCoreApplication.translate("Table", "Close"))
        close.setObjectName("savedClose")
        self.open_button.clicked.connect(lambda: self._activated(self.list.currentItem()))
        self.rename_button.clicked.connect(self.ask_rename)
        self.delete_button.clicked.connect(self.ask_delete)
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.rename_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        buttons.addWidget(self.open_button)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.empty)
        lay.addWidget(self.detail)
        lay.addLayout(buttons)
        self.resize(980, 560)
        self.reload()

    # ------------------------------------------------------------------ the list

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py) and lists the games again in its colours."""
        self.setStyleSheet(theme.sheet(STYLE))
        chosen = self.current()
        self.reload(chosen.path if chosen is not None else None)

    def reload(self, keep: Path | None = None) -> None:
        """Reads the list again (after a change), keeping `keep` (or the first game) selected."""
        self.games = self.library.saved_games(self.on_table)
        self.list.clear()
        self.rows: dict[Path, QTreeWidgetItem] = {}
        bold = QFont(self.list.font())
        bold.setBold(True)
        for status in (Status.UNFINISHED, Status.FINISHED, Status.DAMAGED):
            games = [g for g in self.games if g.status is status]
            if not games:
                continue
            group = QTreeWidgetItem([_group_title(status, len(games))])
            group.setFirstColumnSpanned(True)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: not selectable
            group.setFont(0, bold)
            group.setForeground(0, QBrush(QColor(theme.colours().heading)))
            self.list.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for game in games:
                self._add_row(group, game)
            group.setExpanded(True)
        self.list.setVisible(bool(self.games))
        self.empty.setVisible(not self.games)
        row = self.rows.get(keep) if keep is not None else None
        if row is None and self.rows:
            row = next(iter(self.rows.values()))
        if row is not None:
            self.list.setCurrentItem(row)
        self._selected()

    def _add_row(self, group: QTreeWidgetItem, game: SavedGame) -> None:
        players = ", ".join(game.names) if game.names else "—"
        row = QTreeWidgetItem([shown_title(game), players, game.when or "—", game.progress])
        row.setData(0, GAME_ROLE, game)
        row.setToolTip(0, str(game.path))
        row.setToolTip(1, players)
        row.setToolTip(3, game.problem or game.progress)
        if not game.title and not game.autosave:
            row.setForeground(0, QBrush(QColor(theme.colours().muted)))  # the program's name: muted
        if game.status is Status.DAMAGED:
            row.setForeground(3, QBrush(QColor(theme.colours().warning)))
        group.addChild(row)
        self.rows[game.path] = row

    def current(self) -> SavedGame | None:
        """Returns the selected game (None: nothing, or a group heading)."""
        item = self.list.currentItem()
        game = item.data(0, GAME_ROLE) if item is not None else None
        return game if isinstance(game, SavedGame) else None

    def select(self, path: Path) -> None:
        """Selects the row of a file (if it is listed)."""
        row = self.rows.get(path)
        if row is not None:
            self.list.setCurrentItem(row)

    def _selected(self) -> None:
        game = self.current()
        managed = game is not None and not game.autosave
        self.open_button.setEnabled(game is not None and game.status is not Status.DAMAGED)
        self.rename_button.setEnabled(managed)
        self.delete_button.setEnabled(managed and game is not None and not game.on_table)
        self.detail.setText(self._describe(game))
        self.detail.setVisible(bool(self.games))

    @staticmethod
    def _describe(game: SavedGame | None) -> str:
        if game is None:
            return QCoreApplication.translate("Table", "Choose a game in the list.")
        if game.status is Status.DAMAGED:
            return QCoreApplication.translate("Table", "The file {name} cannot be opened. {why} Delete it if you no "
                                              "longer need it; nothing else is done with it.").format(
                name=game.path.name, why=game.problem)
        if game.on_table and game.autosave:
            return QCoreApplication.translate("Table", "This is the game on the table, kept in the autosave after "
                                              "every move. It cannot be deleted or renamed while it is played.")
        if game.on_table and game.title:
            return QCoreApplication.translate(
                "Table", "“{name}” is the game on the table. The autosave keeps it after every move, and this file "
                "is brought up to date when another game takes the table. It can be renamed, not deleted, while it "
                "is played.").format(name=game.title)
        if game.on_table:
            return QCoreApplication.translate(
                "Table", "This is the game on the table. The autosave keeps it after every move, and this copy is "
                "brought up to date when another game takes the table. Rename gives it a name; it cannot be "
                "deleted while it is played.")
        if game.autosave:
            return QCoreApplication.translate("Table", "The last unfinished game, kept in the autosave. Open puts "
                                              "it back on the table.")
        if game.status is Status.FINISHED and game.title:
            return QCoreApplication.translate("Table", "“{name}” is a finished game. Open shows its replay, every "
                                              "secret face up.").format(name=game.title)
        if game.status is Status.FINISHED:
            return QCoreApplication.translate("Table", "A finished game, last played {when}. Open shows its replay, "
                                              "every secret face up.").format(when=game.when)
        if game.title:
            return QCoreApplication.translate("Table", "“{name}” is an unfinished game. Open puts it on the table "
                                              "(the game there now is kept first).").format(name=game.title)
        return QCoreApplication.translate("Table", "An unfinished game, last played {when}, kept here when another "
                                          "game took the table. Open puts it back on the table (the game there now "
                                          "is kept first); Rename gives it a name.").format(when=game.when)

    # ------------------------------------------------------------------ open, rename, delete

    def _activated(self, item: QTreeWidgetItem | None) -> None:
        game = item.data(0, GAME_ROLE) if item is not None else None
        if not isinstance(game, SavedGame) or game.status is Status.DAMAGED:
            return
        if game.on_table:
            self.accept()  # it is on the table already
            return
        self.accept()
        self.open_chosen.emit(game.path)

    def ask_rename(self) -> None:
        """Asks for a new name of the selected game (the rename happens when it is given)."""
        game = self.current()
        if game is None or game.autosave:
            return
        box = QInputDialog(self)
        box.setObjectName("renameGame")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowTitle(QCoreApplication.translate("Table", "Rename a saved game"))
        box.setLabelText(QCoreApplication.translate("Table", "A name for this game:"))
        box.setTextValue(game.title)
        box.textValueSelected.connect(lambda text: self.rename(game.path, text))
        self.rename_box = box
        box.open()

    def rename(self, path: Path, title: str) -> bool:
        """Renames a game's file; a refused name is explained in plain words."""
        changed = self.library.rename(path, title)
        if not changed.done:
            self._problem(changed.message)
            return False
        self.reload(changed.path)
        return True

    def ask_delete(self) -> None:
        """Asks before deleting the selected game's file (No is the default)."""
        game = self.current()
        if game is None or game.autosave or game.on_table:
            return
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Table", "Delete a saved game"),
                          delete_question(game), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("deleteGame")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(lambda: self.delete(game.path))
        self.delete_box = box
        box.open()

    def delete(self, path: Path) -> bool:
        """Deletes a game's file (the confirmation was given); a refusal is explained."""
        changed = self.library.delete(path)
        if not changed.done:
            self._problem(changed.message)
            return False
        paths = [g.path for g in self.games]
        after = paths[paths.index(path) + 1] if path in paths and paths.index(path) + 1 < len(paths) else None
        self.reload(after)
        return True

    def _problem(self, text: str) -> None:
        from tortuga_qt.ui.widgets.warning_box import open_warning

        self.problem_box = open_warning(self, QCoreApplication.translate("Table", "Saved games"), text, "savedGamesProblem")
