"""Each phone's own language: a translator per language, apart from the one the window speaks."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QTranslator

from tortuga_qt.i18n import Translator
from tortuga_qt.paths import resources_dir
from tortuga_qt.ui.translations import SHIPPED, english_plurals


@cache
def translator_for(language: str) -> Translator:
    """Returns the words of `language` (a shipped one, else English) as the Qt-free modules' translator."""
    kept: list[QTranslator] = []  # alive as long as the function (cached)
    if language in SHIPPED:
        native = QTranslator()
        if native.load(str(resources_dir() / "translations" / f"tortuga_{language}.qm")):
            kept.append(native)
    english = english_plurals()
    if english is not None:
        kept.append(english)

    def translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
        found = next((t for tr in kept if (t := tr.translate(context, text, disambiguation, n))), text)
        return found.replace("%n", str(n)) if n >= 0 else found  # Qt fills in the count only in QCoreApplication.translate

    return translate
