"""View ▸ Language: the program's language, the system's by default, changed at once and remembered.

The setting "language" holds a language code ("en", "ko") or is empty (follow the system). A
choice installs the translators (`tortuga_qt.ui.translations`) and asks the window to word itself
again (`retranslate`): the menus are worded again in place, the story in the log and every prompt anew.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from tortuga_qt.ui.translations import install_translators, languages
from tortuga_qt.ui.widgets.menu_words import worded

LANGUAGE_KEY = "language"  # empty or missing: the system's language


class Speaker(Protocol):
    """The window the menu belongs to."""

    @property
    def settings(self) -> QSettings:
        """The program's settings (the language is kept there)."""
        ...

    def retranslate(self) -> None:
        """Words the whole window again in the language now installed."""


def chosen_language(settings: QSettings) -> str:
    """Returns the language setting: a code, or "" to follow the system."""
    return str(settings.value(LANGUAGE_KEY, "") or "")


def install_player_language(app: QCoreApplication) -> None:
    """Installs the translators of the language the player chose (else the system's): the same words in every mode."""
    install_translators(app, chosen_language(QSettings("tortuga_qt", "Tortuga 1667")) or None)


def set_language(window: Speaker, code: str) -> None:
    """Stores the language choice, installs its translators and words the window again."""
    window.settings.setValue(LANGUAGE_KEY, code)
    app = QCoreApplication.instance()
    if app is not None:
        install_translators(app, code or None)
    window.retranslate()


def add_language_menu(window: Speaker, view: QMenu) -> QMenu:
    """Adds the Language submenu (system, then each language by its own name) to `view` and returns it."""
    menu = view.addMenu("")
    worded(window, menu, lambda: QCoreApplication.translate("Table", "&Language"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)  # the menu's (built once: a language switch words it again in place)
    group.setExclusive(True)
    current = chosen_language(window.settings)
    for code, name in [("", "")] + languages():  # each language by its own name, in every language
        action = QAction(name, menu, checkable=True)
        if not code:
            worded(window, action, lambda: QCoreApplication.translate("Table", "Same as the system"))
        action.setObjectName(f"language_{code or 'system'}")
        action.setData(code)
        action.setChecked(code == current)
        group.addAction(action)
        menu.addAction(action)
        if not code:
            menu.addSeparator()
    # triggered: the player picked a language (a click or the keyboard), not a programmatic check.
    group.triggered.connect(lambda action: set_language(window, str(action.data() or "")))
    return menu
