"""The Help menu: Learn to play, Rules (F1), Cards, Keyboard shortcuts, About.

The reference window loads the rules data, so it is imported only when first opened: the
menu itself costs nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

import tortuga_qt
from tortuga_qt.ui import renderer
from tortuga_qt.ui.widgets.menu_words import worded


def _plain(label: str) -> str:
    """Returns a menu label without its mnemonic marks ("&Open…" → "Open…")."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_shortcuts(window: QMainWindow) -> list[tuple[str, str]]:
    """Returns (where, keys) for every action with a shortcut in the window's menus, in menu order."""
    found: list[tuple[str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            name = f"{path} ▸ {_plain(action.text())}"
            if isinstance(sub, QMenu):
                walk(sub, name)
            elif action.shortcuts():
                keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
                found.append((name, keys))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, _plain(top.text()))
    return found


class ShortcutsDialog(QDialog):
    """Lists every keyboard shortcut of the window's menus."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(QCoreApplication.translate("Help", "Keyboard shortcuts"))
        from tortuga_qt.ui.widgets.keyboard import shortcuts

        rows = menu_shortcuts(window) + [(what, keys) for keys, what in shortcuts()]  # the menus', then the table's
        self.table = QTableWidget(len(rows), 2)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table (the arrows move in it): the dialog by keyboard
        self.table.setObjectName("shortcutsTable")
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Help", "Command"),
                                              QCoreApplication.translate("Help", "Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        for row, (name, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        note = QLabel(QCoreApplication.translate(
            "Help", "On the mat, click what the panel on the right asks for; right-click anything to ask "
            "what it is."))
        note.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table, 1)
        lay.addWidget(note)
        lay.addLayout(_close_row(self))
        self.resize(460, 380)

    def lines(self) -> list[str]:
        """Returns the rows shown, as 'command: keys' (tests read them)."""
        out = []
        for row in range(self.table.rowCount()):
            name, keys = self.table.item(row, 0), self.table.item(row, 1)
            if name is not None and keys is not None:
                out.append(f"{name.text()}: {keys.text()}")
        return out


class AboutDialog(QDialog):
    """The program's name, version, licence and credits."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("aboutDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(QCoreApplication.translate("Help", "About Tortuga 1667"))
        art = QLabel()
        art.setPixmap(renderer.pixmap("card-back", QSize(90, 126), 2.0))
        art.setAlignment(Qt.AlignmentFlag.AlignTop)
        about = QCoreApplication.translate(
            "Help",
            "<h2>Tortuga 1667</h2>"
            "<p>Version {version}</p>"
            "<p>An unofficial fan implementation of the board game <i>Tortuga 1667</i> by Facade Games "
            "(designer Travis Hancock), made to learn and play it at one computer. It is not "
            "affiliated with or endorsed by Facade Games. The rules are theirs; the words of this "
            "program's rules reference are our own.</p>"
            "<p>All the art (the mat, the cards, the pawns) is original, drawn for this program. The "
            "nine pirates are named after real buccaneers of the 1660s Caribbean.</p>"
            "<p>Free software under the MIT licence.</p>")
        self.text = QLabel(about.format(version=tortuga_qt.__version__))
        self.text.setObjectName("aboutText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        row = QHBoxLayout()
        row.addWidget(art, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addLayout(_close_row(self))
        self.resize(520, 300)


def _close_row(dialog: QDialog) -> QHBoxLayout:
    close = QPushButton(QCoreApplication.translate("Help", "Close"))
    close.clicked.connect(dialog.close)
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(close)
    return row


def _show_once(window: QMainWindow, name: str, make: Callable[[], QDialog]) -> QDialog:
    """Shows the window's dialog of this object name, made anew only when none is open."""
    dialog = window.findChild(QDialog, name)
    if dialog is None or not Shiboken.isValid(dialog) or not dialog.isVisible():
        if dialog is not None and Shiboken.isValid(dialog):
            dialog.close()
        dialog = make()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


def show_shortcuts(window: QMainWindow) -> QDialog:
    """Opens the list of keyboard shortcuts."""
    return _show_once(window, "shortcutsDialog", lambda: ShortcutsDialog(window))


def show_about(window: QMainWindow) -> QDialog:
    """Opens the About window."""
    return _show_once(window, "aboutDialog", lambda: AboutDialog(window))


def _open(window: QMainWindow, page_id: str) -> None:
    # Imported here: the reference loads the rules data, which the menu alone does not need.
    from tortuga_qt.ui.widgets.reference import open_reference

    open_reference(window, page_id)


def add_help_menu(window: QMainWindow, learn: Callable[[], None]) -> QMenu:
    """Adds the Help menu to a window's menu bar and returns it."""
    menu = window.menuBar().addMenu("")
    worded(window, menu, lambda: QCoreApplication.translate("Help", "&Help"))
    menu.setObjectName("helpMenu")
    entries: list[tuple[str, Callable[[], str], Callable[[], object], QKeySequence | None]] = [
        ("helpLearn", lambda: QCoreApplication.translate("Help", "&Learn to play"), learn, None),
        ("helpRules", lambda: QCoreApplication.translate("Help", "&Rules"), lambda: _open(window, "rule:goal"), QKeySequence(Qt.Key.Key_F1)),
        ("helpCards", lambda: QCoreApplication.translate("Help", "&Cards"), lambda: _open(window, "cards"), None),
        ("helpKeys", lambda: QCoreApplication.translate("Help", "&Keyboard shortcuts"), lambda: show_shortcuts(window), None),
        ("helpAbout", lambda: QCoreApplication.translate("Help", "&About"), lambda: show_about(window), None),
    ]
    for name, words, run, keys in entries:
        action = QAction(window)
        worded(window, action, words)  # worded again in place at a language switch
        action.setObjectName(name)
        if keys is not None:
            action.setShortcut(keys)
        action.triggered.connect(lambda _=False, run=run: run())
        if name == "helpKeys":
            menu.addSeparator()
        menu.addAction(action)
    return menu
