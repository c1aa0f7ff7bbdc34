"""`tortuga --self-test`: checks an installed copy, offscreen, and says what it checked.

It starts the real application code without a screen, loads every resource (art, data,
translations), plays a short seeded game with computer seats through the real window and
session, saves it, reloads it and compares, then exits 0; or exits 1 naming what failed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REQUIRED_ART = (
    "mat", "curtain", "app-icon", "galleon", "ship-fd", "ship-jr", "tortuga", "rowboat", "rowboat-wreck",
    "explosion", "hold-british", "hold-french", "treasure", "card-back", "card-face", "slot", "vote-back",
    "vote-face", "loyalty-british", "loyalty-french", "loyalty-dutch", "loyalty-back",
    "sym-cannon", "sym-torch", "sym-water", "sym-british", "sym-french", "sym-skull", "sym-helm",
)


# Qt's own "Cancel" (qtbase_<language>.qm), named in a tuple: pyside6-lupdate collects only literal
# translate() calls, and this string is Qt's to translate, not ours.
QT_CANCEL = ("QPlatformTheme", "Cancel")


class SelfTestFailure(Exception):
    """One check failed; the message says which and why."""


def _check_art() -> str:
    from tortuga_qt.rules.components import components
    from tortuga_qt.ui import renderer

    r = renderer.renderer()
    needed = list(REQUIRED_ART)
    needed += [f"pawn-{p.key}" for p in components().pirates]
    needed += [f"icon-{kind}" for kind in components().event_names]
    missing = [e for e in needed if not r.elementExists(e)]
    if missing:
        raise SelfTestFailure(f"the art file lacks {', '.join(missing)}")
    return f"art: {len(needed)} pictures in tortuga.svg"


def _check_data() -> str:
    from tortuga_qt.rules.components import components

    c = components()
    return f"data: {len(c.vote_cards)} Vote cards, {len(c.event_cards)} Event cards, {len(c.pirates)} pirates"


def _check_translations() -> str:
    from tortuga_qt.paths import resources_dir

    folder = resources_dir() / "translations"
    files = sorted(p.name for p in folder.glob("*.ts")) + sorted(p.name for p in folder.glob("*.qm"))
    if not files:
        raise SelfTestFailure(f"no translation files in {folder}")
    template = folder / "tortuga_template.ts"
    text = template.read_text(encoding="utf-8") if template.exists() else ""
    if text.count("<message") < 100:
        raise SelfTestFailure(f"{template.name} holds too few strings")
    from PySide6.QtCore import QCoreApplication

    from tortuga_qt.ui.translations import english_plurals

    if english_plurals() is None:
        raise SelfTestFailure(f"the English plural forms {folder / 'tortuga_en.qm'} could not be loaded")
    one, two = (QCoreApplication.translate("Table", "%n Vote card(s)", None, n) for n in (1, 2))
    if (one, two) != ("1 Vote card", "2 Vote cards"):
        raise SelfTestFailure(f"the English plural forms are not in effect ({one!r}, {two!r})")
    return f"translations: {', '.join(files)} ({text.count('<message')} strings; plural forms in effect)"


def _check_korean() -> str:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.ui.fonts import hangul_family
    from tortuga_qt.ui.translations import install_translators

    app = QApplication.instance()
    assert app is not None
    try:
        install_translators(app, "ko")
        words = QCoreApplication.translate("Card", "Black Spot")
        if words != "검은 표식":
            raise SelfTestFailure(f"the Korean translation is not in effect ({words!r})")
        cancel = QCoreApplication.translate(*QT_CANCEL)
        if cancel != "취소":
            raise SelfTestFailure(f"Qt's own Korean words (qtbase_ko.qm) are not in effect ({cancel!r})")
    finally:
        install_translators(app, "en")
    family = hangul_family()
    if family is None:
        raise SelfTestFailure("the Hangul font resources/fonts/TortugaHangul-Regular.ttf could not be loaded")
    metrics = QFontMetrics(QFont(family, 12))
    missing = [c for c in words if not c.isspace() and not metrics.inFontUcs4(ord(c))]
    if missing:
        raise SelfTestFailure(f"the Hangul font lacks {''.join(missing)}")
    return f"Korean: translation in effect ({words}, {cancel}); font {family} loaded"


def _play_and_save() -> str:
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.record.savefile import read_save, write_save
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.ui.widgets.dialogs import NewGame
    from tortuga_qt.ui.widgets.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        settings = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings=settings, bot_delay_ms=0, data_dir=data)
        window.animations.setChecked(False)
        window.resize(1280, 720)
        window.show()
        window.start(NewGame(default_config(5), [False] * 5, 1667))
        session = window.session
        assert session is not None
        deadline = time.monotonic() + 60
        while not session.over and time.monotonic() < deadline:
            app.processEvents()
        if not session.over:
            raise SelfTestFailure("the computer players did not finish a game within 60 seconds")
        if window.grab().isNull():
            raise SelfTestFailure("the window could not be drawn")
        path = data / "self-test.tortuga"
        write_save(path, session.to_save())
        loaded = read_save(path)
        again = session.to_save()
        if loaded.save.actions != again.actions or loaded.save.snapshot != again.snapshot:
            raise SelfTestFailure("a saved game did not load back identical")
        if window.autosave_path is None or not window.autosave_path.exists():
            raise SelfTestFailure("the autosave was not written")
        steps = session.steps
        window.close()
    return f"game: 5 computer seats played to the end through the window ({steps} steps); saved, reloaded, identical"


def _report(line: str) -> None:
    """Prints a line; a windowed program (no console) writes it to tortuga-self-test.txt instead."""
    if sys.stdout is not None:
        print(line, flush=True)
        return
    with open(Path(tempfile.gettempdir()) / "tortuga-self-test.txt", "a", encoding="utf-8") as out:
        out.write(line + "\n")


def run_self_test() -> int:
    """Runs every check, prints each result, and returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    checks: list[tuple[str, Callable[[], str]]] = [
        ("data", _check_data), ("art", _check_art), ("translations", _check_translations),
        ("korean", _check_korean), ("game", _play_and_save),
    ]
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from tortuga_qt.ui.translations import install_translators

    install_translators(app, "en")  # the checks read English words, whatever the system's language
    failed = 0
    for name, check in checks:
        try:
            _report(f"ok   {check()}")
        except Exception as exc:  # a self-test reports every failure in words, never a traceback
            failed += 1
            _report(f"FAIL {name}: {exc}")
    from tortuga_qt import __version__

    _report(f"Tortuga 1667 {__version__} self-test: {'passed' if not failed else f'{failed} check(s) failed'}")
    return 0 if not failed else 1
