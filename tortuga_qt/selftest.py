"""`tortuga --self-test`: checks an installed copy, offscreen, and says what it checked.

It starts the real application code without a screen, loads every resource (art, data,
translations), plays a short seeded game with computer seats through the real window and
session, saves it, reloads it and compares, checks that the game was kept (autosaved or filed),
plays Hard seats and asks a hint through the separate thinking process, starts the phones'
server and has a paired phone hear a sealed frame (phones/probe.py), then exits 0; or exits 1
naming what failed.
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
        words = QCoreApplication.translate("Help", "Black Spot")  # a card's one name (app/cards/black_spot.py)
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


STALL_S = 120.0  # a game or a search that makes no progress for this long has failed (a busy machine is slow, not stuck)


def _wait(app: object, done: Callable[[], bool], progress: Callable[[], object], what: str) -> None:
    """Processes events until `done()`; fails only when `progress()` has not changed for STALL_S seconds."""
    seen, since = progress(), time.monotonic()
    while not done():
        app.processEvents()  # type: ignore[attr-defined]  # a QApplication
        now = progress()
        if now != seen:
            seen, since = now, time.monotonic()
        elif time.monotonic() - since > STALL_S:
            raise SelfTestFailure(f"{what}: nothing happened for {STALL_S:.0f} seconds")
        time.sleep(0.001)


def _kept_copy(data: Path, autosave: Path | None) -> Path:
    """Returns the file that keeps the game (its autosave, or its filed copy under saves/) once the writer is done."""
    from tortuga_qt.app.autosave import flush_autosaves

    if not flush_autosaves(STALL_S):
        raise SelfTestFailure("the autosave writer did not finish")
    copies = sorted((data / "saves").glob("*.tortuga")) if (data / "saves").is_dir() else []
    if autosave is not None and autosave.exists():
        copies.insert(0, autosave)
    if not copies:
        raise SelfTestFailure("the game was kept nowhere: neither autosaved nor filed under saves/")
    return copies[0]


def _play_and_save() -> str:
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.record.savefile import read_save, write_save
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.ui.widgets.dialogs import NewGame
    from tortuga_qt.ui.widgets.main_window import MainWindow
    from tortuga_qt.ui.widgets.table_motion import Motion

    app = QApplication.instance() or QApplication(sys.argv[:1])
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        settings = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings=settings, bot_delay_ms=0, data_dir=data, reveal_ms=0)  # no reveal held: at full speed
        window.motion.choose(Motion.OFF)
        window.resize(1280, 720)
        window.show()
        window.start(NewGame(default_config(5), [False] * 5, 1667))
        session = window.session
        assert session is not None
        _wait(app, lambda: session.over, lambda: session.steps, "the computer players did not finish a game")
        if window.grab().isNull():
            raise SelfTestFailure("the window could not be drawn")
        path = data / "self-test.tortuga"
        write_save(path, session.to_save())
        loaded = read_save(path)
        again = session.to_save()
        if loaded.save.actions != again.actions or loaded.save.snapshot != again.snapshot:
            raise SelfTestFailure("a saved game did not load back identical")
        kept = _kept_copy(data, window.files.autosave_path)
        try:
            back = read_save(kept)
        except Exception as exc:  # any reason it cannot be read back is the failure to name
            raise SelfTestFailure(f"the kept copy {kept.name} does not load ({exc})") from exc
        if back.save.actions != again.actions:
            raise SelfTestFailure(f"the kept copy {kept.name} does not hold the game")
        steps = session.steps
        window.close()
    return (f"game: 5 computer seats played to the end through the window ({steps} steps); saved, reloaded, "
            f"identical; kept as {kept.name}")


def _check_thinking() -> str:
    """Hard seats and a hint are answered by the separate thinking process, not by the window's."""
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.app import session as S
    from tortuga_qt.app import thinker as T
    from tortuga_qt.app.seating import StepKind
    from tortuga_qt.bots.hard import HardBot
    from tortuga_qt.rules.config import default_config

    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        pid = T.thinker_pid(STALL_S)
    except Exception as exc:  # the process could not start or answer: name why
        raise SelfTestFailure(f"the thinking process did not start ({type(exc).__name__}: {exc})") from exc
    if pid == os.getpid():
        raise SelfTestFailure("the thinking process is the window's own process")
    before = dict(T.ANSWERED)
    bots: dict[int, object] = {seat: HardBot(budget_ms=150) for seat in (1, 2)}
    game = S.GameSession(default_config(3), 1667, [True, False, False], bot_delay_ms=0,
                         levels={1: "hard", 2: "hard"}, bots=bots)  # type: ignore[arg-type]  # HardBots are Bots
    hinted: list[object] = []
    game.hint_ready.connect(hinted.append)

    def step() -> bool:
        now = game.step
        if now.kind is StepKind.CURTAIN:
            game.claim(now.seat)
        elif now.kind is StepKind.LOOK:
            game.look_done()
        elif now.kind is StepKind.DECIDE and T.ANSWERED["apart"] - before["apart"] < 2:
            game.submit(game.legal()[0])  # until two Hard moves were answered
        elif now.kind is StepKind.DECIDE and not game.asked_hint():
            game.hint()
        elif now.kind is StepKind.OVER:
            raise SelfTestFailure("the game ended before a hint was asked")
        return bool(hinted)

    _wait(app, step, lambda: (game.steps, T.ANSWERED["apart"]), "the Hard seats and the hint")
    game.stop()
    apart, thread = T.ANSWERED["apart"] - before["apart"], T.ANSWERED["thread"] - before["thread"]
    if thread:
        raise SelfTestFailure(f"{thread} search(es) fell back to the window's own process")
    return f"thinking: {apart - 1} Hard move(s) and a hint answered by the thinking process (pid {pid})"


def _check_phones() -> str:
    """The phones' server starts in this program, a paired phone joins and opens a sealed frame; a QR code is drawn."""
    from tortuga_qt.paths import resources_dir
    from tortuga_qt.phones.probe import ProbeFailure, probe
    from tortuga_qt.ui.phones import translators  # noqa: F401  # loaded by the window only once a seat is on a phone
    from tortuga_qt.ui.phones.pairing import qr_image

    try:
        said = probe(resources_dir() / "phone")
    except ProbeFailure as exc:
        raise SelfTestFailure(str(exc)) from exc
    if qr_image("http://127.0.0.1:41667/#0123456789ABCDEFGHJKMNPQRS").isNull():
        raise SelfTestFailure("the pairing QR code could not be drawn")
    return f"{said}; a pairing QR code drawn"


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
        ("korean", _check_korean), ("game", _play_and_save), ("thinking", _check_thinking),
        ("phones", _check_phones),
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
