"""Installs the program's translations: English plural forms always, the player's language when shipped.

Strings with a count are written `QCoreApplication.translate("Ctx", "%n Vote card(s)", None, n)`;
`resources/translations/tortuga_en.qm` turns them into "1 Vote card" / "2 Vote cards". A
`tortuga_<language>.qm` for the chosen language (the setting "language"; empty: the system's UI
language, e.g. tortuga_ko.qm on a Korean desktop), when present, is installed after it and so wins
for every string it translates; Qt's own strings (the OK and Cancel of standard buttons, a text
field's menu) come from Qt's `qtbase_<language>.qm` beside it. The Qt-free modules (the names of
things, the help) translate through `tortuga_qt.i18n.translate`, pointed here at Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tortuga_qt.i18n import use_translator
from tortuga_qt.paths import resources_dir

# The installed translators, kept alive as long as the application (Qt does not own them).
_INSTALLED: list[QTranslator] = []
_GENERATION = [0]  # how often translators were installed: a word written in one language is stale after
# The languages the program speaks besides English (a shipped tortuga_<code>.qm each).
SHIPPED = ("ko",)


def english_plurals() -> QTranslator | None:
    """Returns a translator loaded with the English plural forms (None: the file is missing or broken)."""
    translator = QTranslator()
    path = resources_dir() / "translations" / "tortuga_en.qm"
    return translator if translator.load(str(path)) else None


def languages() -> list[tuple[str, str]]:
    """Returns the (code, name in that language) of each language the player can choose, English first."""
    return [("en", "English")] + [(code, QLocale(code).nativeLanguageName()) for code in SHIPPED]


def spoken(language: str | None = None) -> str:
    """Returns the code of the language the program shows for the setting `language` (empty: the system's)."""
    if language:
        return language if language in SHIPPED else "en"
    for name in QLocale.system().uiLanguages():
        code = QLocale(name).name().split("_")[0]
        if code in SHIPPED:
            return code
        if code == "en":
            return "en"
    return "en"


def generation() -> int:
    """Returns a number that changes each time the translators are installed (words cached before are stale)."""
    return _GENERATION[0]


def install_translators(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Installs the English plural forms and the translation of `language` (default: the system's), if shipped.

    Returns the translators now installed by this module (at most one of each; calling it again
    replaces them, and Qt tells every widget with a LanguageChange event). Without an English .qm
    the program still runs, showing "1 Vote card(s)".
    """
    use_translator(QCoreApplication.translate)  # the Qt-free modules' texts: Qt's translation too
    _GENERATION[0] += 1
    for old in _INSTALLED:
        app.removeTranslator(old)
    _INSTALLED.clear()
    english = english_plurals()
    if english is not None and app.installTranslator(english):
        _INSTALLED.append(english)
    code = spoken(language)
    if code != "en":
        qt_own = QTranslator()
        if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) \
                and app.installTranslator(qt_own):
            _INSTALLED.append(qt_own)
        native = QTranslator()
        if native.load(str(resources_dir() / "translations" / f"tortuga_{code}.qm")) and app.installTranslator(native):
            _INSTALLED.append(native)
    return list(_INSTALLED)
