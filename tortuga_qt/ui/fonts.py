"""Installs the bundled Hangul font as the fallback of every family the program draws with.

A machine without Korean fonts would show empty boxes for Korean text (the translation, or a
player's name typed in Hangul). `resources/fonts/TortugaHangul-Regular.ttf` (Nanum Gothic, subset
and renamed under the SIL OFL; built by `resources/fonts/build_font.py`) is registered with Qt, and
each generic family the code asks for ("serif" in the stylesheets and on the mat, the default
sans-serif of the widgets) is mapped to [the system's own font for it, Tortuga Hangul]: Latin text
keeps the system's face, and every character that face lacks comes from the bundled font.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

from tortuga_qt.paths import resources_dir

FONT_FILE = "TortugaHangul-Regular.ttf"
# The generic families the program's fonts and stylesheets name (besides the application font).
GENERIC_FAMILIES = ("serif", "sans-serif")

_installed: list[str] = []


def hangul_family() -> str | None:
    """Returns the bundled Hangul font's family, registering it on first use (None: missing or unreadable)."""
    if not _installed:
        font_id = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / FONT_FILE))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not families:
            return None
        _installed.append(families[0])
    return _installed[0]


def install_fonts() -> str | None:
    """Makes the bundled Hangul font the fallback of the program's families; returns its family."""
    family = hangul_family()
    if family is None:
        return None
    for generic in (*GENERIC_FAMILIES, QGuiApplication.font().family()):
        if family in QFont.substitutes(generic):
            continue
        system_face = QFontInfo(QFont(generic)).family()
        QFont.insertSubstitutions(generic, [system_face, family] if system_face != family else [family])
    return family
