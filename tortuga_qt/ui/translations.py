"""Installs the program's translations: English plural forms always, the player's language when shipped.

Strings with a count are written `QCoreApplication.translate("Ctx", "%n Vote card(s)", None, n)`;
`resources/translations/tortuga_en.qm` turns them into "1 Vote card" / "2 Vote cards". A
`tortuga_<language>.qm` for the system's language (e.g. tortuga_fr.qm), when present, is
installed after it and so wins for every string it translates.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tortuga_qt.paths import resources_dir

# The installed translators, kept alive as long as the application (Qt does not own them).
_INSTALLED: list[QTranslator] = []


def english_plurals() -> QTranslator | None:
    """Returns a translator loaded with the English plural forms (None: the file is missing or broken)."""
    translator = QTranslator()
    path = resources_dir() / "translations" / "tortuga_en.qm"
    return translator if translator.load(str(path)) else None


def install_translators(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Installs the English plural forms and the translation of `language` (default: the system's), if shipped.

    Returns the translators now installed by this module (at most one of each; calling it again
    replaces them). Without an English .qm the program still runs, showing "1 Vote card(s)".
    """
    for old in _INSTALLED:
        app.removeTranslator(old)
    _INSTALLED.clear()
    english = english_plurals()
    if english is not None and app.installTranslator(english):
        _INSTALLED.append(english)
    locale = QLocale(language) if language else QLocale.system()
    if locale.language() not in (QLocale.Language.English, QLocale.Language.C):
        native = QTranslator()
        # Tries tortuga_fr_CA.qm, then tortuga_fr.qm, for each of the system's UI languages.
        if native.load(locale, "tortuga", "_", str(resources_dir() / "translations")) and app.installTranslator(native):
            _INSTALLED.append(native)
    return list(_INSTALLED)
