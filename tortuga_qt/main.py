"""`tortuga`: the table window; `tortuga --screenshot PATH` renders a mat without a window."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tortuga_qt.tools.words import digits as _digits
from tortuga_qt.tools.words import players as _players
from tortuga_qt.tools.words import shown as _shown
from tortuga_qt.tools.words import whole as _whole

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from tortuga_qt.ui.widgets.main_window import MainWindow

# Options that only apply to --screenshot, with their defaults. They are applied after parsing,
# so that one given without --screenshot is refused instead of silently ignored.
SCREENSHOT_DEFAULTS: dict[str, object] = {"players": 5, "seed": 1, "moves": 20, "size": (1920, 1080)}


def _size(text: str) -> tuple[int, int]:
    parts = text.strip().lower().split("x")
    if len(parts) != 2 or not all(_digits(part) for part in parts):
        raise argparse.ArgumentTypeError(f"'{_shown(text)}' is not a size; write width x height, like 1920x1080")
    w, h = int(parts[0]), int(parts[1])
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"{w}x{h} is outside the sizes 320x240 to 8192x8192")
    return w, h


def _moves(text: str) -> int:
    n = _whole(text)
    if n < 0:
        raise argparse.ArgumentTypeError(f"the number of moves must be 0 or more, not {n}")
    return n


def build_parser() -> argparse.ArgumentParser:
    """Returns the command-line parser (screenshot options default to None: see parse_args)."""
    p = argparse.ArgumentParser(prog="tortuga", description="Tortuga 1667 at one computer.")
    p.add_argument("--screenshot", metavar="PATH", help="render the public mat of a seeded game into PATH and exit")
    p.add_argument("--players", metavar="N", type=_players, help="with --screenshot: 2 to 9 players (default 5)")
    p.add_argument("--seed", metavar="S", type=_whole, help="with --screenshot: the game's seed (default 1)")
    p.add_argument("--moves", metavar="K", type=_moves,
                   help="with --screenshot: random legal moves before the picture (default 20)")
    p.add_argument("--size", metavar="WxH", type=_size, help="with --screenshot: picture size (default 1920x1080)")
    p.add_argument("--self-test", action="store_true",
                   help="check this installation offscreen (art, data, translations, a short game, saving) and exit")
    p.add_argument("--learn", action="store_true", help="open the guided first voyage (Learn to play)")
    p.add_argument("--autoplay", action="store_true",
                   help="with --learn: play the whole voyage offscreen, doing what each step asks, and exit")
    p.add_argument("--screens", metavar="DIR", help="with --learn --autoplay: write one picture per step into DIR")
    p.add_argument("--exit-when-ready", action="store_true",
                   help="start without any question (the autosaved game, else a new default game), quit as soon "
                        "as it is on screen and accepts clicks, and print when that was (the start-up benchmark)")
    p.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)  # benchmarks/package.py
    p.add_argument("file", metavar="FILE", nargs="?", help="a .tortuga save file to open")
    return p


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parses the command line; refuses screenshot options without --screenshot (exit status 2)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    refuse_empty_paths(parser, args)
    given = [f"--{name}" for name in SCREENSHOT_DEFAULTS if getattr(args, name) is not None]
    if given and not args.screenshot:
        parser.error(f"{', '.join(given)} only {'applies' if len(given) == 1 else 'apply'} "
                     "together with --screenshot PATH")
    if args.screenshot and (args.self_test or args.file):
        parser.error("--screenshot cannot be combined with --self-test or a file to open")
    if args.autoplay and not args.learn:
        parser.error("--autoplay only applies together with --learn")
    if args.screens and not args.autoplay:
        parser.error("--screens only applies together with --learn --autoplay")
    if args.learn and (args.screenshot or args.self_test or args.file):
        parser.error("--learn cannot be combined with --screenshot, --self-test or a file to open")
    if args.exit_when_ready and (args.screenshot or args.self_test or args.learn or args.file):
        parser.error("--exit-when-ready cannot be combined with --screenshot, --self-test, --learn or a file to open")
    for name, default in SCREENSHOT_DEFAULTS.items():
        if getattr(args, name) is None:
            setattr(args, name, default)
    return args


def refuse_empty_paths(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuses an empty path (`--screenshot ""`), which would otherwise count as no option at all (exit status 2)."""
    for value, what in ((args.screenshot, "--screenshot needs the file to write the picture into, like mat.png"),
                        (args.screens, "--screens needs a folder to write the pictures into"),
                        (args.file, "the file to open has an empty name")):
        if value is not None and not value.strip():
            parser.error(f"{what} (an empty name was given)")


def screenshot(path: str, players: int, seed: int, moves: int, size: tuple[int, int]) -> int:
    """Plays `moves` random legal moves and renders the public mat into `path`; returns status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.bots.random_bot import RandomBot
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.game import Game
    from tortuga_qt.rules.rng import Rng
    from tortuga_qt.rules.views import view_for
    from tortuga_qt.ui.scene.table_scene import TableScene

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from tortuga_qt.ui.fonts import install_fonts

    install_fonts()  # a Korean seat name draws without the system's Korean fonts
    from tortuga_qt.ui.widgets.language_menu import install_player_language

    install_player_language(app)  # the window's words: plural forms ("9 pirates") and the chosen language
    game = Game(default_config(players), seed)
    bot = RandomBot(Rng(seed).fork(0x5C), "kinds")
    for _ in range(moves):
        if game.over:
            break
        game.play(bot.choose(None, game.legal(game.to_act()[0])))
    cfg = game.config
    scene = TableScene([s.name for s in cfg.seats], [s.pirate for s in cfg.seats])
    scene.animation_ms = 0
    scene.show(view_for(game.state, None), set(), set(), animate=False)
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#3b2a14"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    mat = scene.sceneRect()
    scale = min(size[0] / mat.width(), size[1] / mat.height())
    w, h = mat.width() * scale, mat.height() * scale
    scene.render(painter, QRectF((size[0] - w) / 2, (size[1] - h) / 2, w, h), mat)
    painter.end()
    del app
    if not image.save(path):
        print(f"tortuga: cannot write the screenshot to {path}", file=sys.stderr)
        return 2
    print(f"tortuga: wrote {path} ({size[0]}x{size[1]}, {players} players, seed {seed}, {len(game.actions)} steps)")
    return 0


def install_error_dialog() -> None:
    """Shows unexpected errors in plain words (details go to a log file), never a traceback."""
    import traceback
    from types import TracebackType

    from PySide6.QtCore import QCoreApplication, QStandardPaths
    from PySide6.QtWidgets import QMessageBox

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        import threading

        if threading.current_thread() is not threading.main_thread():
            from PySide6.QtCore import QTimer

            app = QCoreApplication.instance()
            if app is not None:
                QTimer.singleShot(0, app, lambda: hook(kind, value, tb))  # to the GUI thread
            return
        from tortuga_qt.record.atomic import make_folder

        folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        log = folder / "errors.log"
        try:
            make_folder(folder)  # the log may quote a game's secrets: the owner's eyes only
            with log.open("a", encoding="utf-8") as out:
                out.write("".join(traceback.format_exception(kind, value, tb)))
        except OSError:
            log = Path("(the error log could not be written)")
        QMessageBox.warning(
            None,
            QCoreApplication.translate("Table", "Tortuga 1667"),
            QCoreApplication.translate(
                "Table", "Something went wrong on our side: {what}.\n\nThe game on the table is unchanged. "
                "Details were written to {log}.").format(what=str(value) or kind.__name__, log=log),
        )

    sys.excepthook = hook


def watch_until_ready(window: MainWindow, ready: Callable[[], None]) -> QObject:
    """Calls `ready` once a game that accepts clicks is drawn (the curtain, or a decision or look on the mat).

    Returns the watcher (keep it alive). A computer seat's turn is not ready: it waits for a person's.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer

    from tortuga_qt.app.seating import StepKind

    class Watcher(QObject):
        """Waits for the first paint of the widget that takes the next click."""

        armed = False
        done = False
        target: QObject | None = None

        def check(self) -> None:
            session = window.session
            self.armed = session is not None and session.step.kind in (
                StepKind.CURTAIN, StepKind.DECIDE, StepKind.LOOK, StepKind.OVER)
            if not self.armed:
                return
            # Something was drawn, and a paint is on its way to the widget that takes the click:
            # the curtain when it is up (the table may still be built behind it), else the mat.
            target = window.curtain if window.curtain.isVisible() else window.table.viewport()
            if target is not self.target:
                if self.target is not None:
                    self.target.removeEventFilter(self)
                self.target = target
                target.installEventFilter(self)
            target.update()

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if self.armed and not self.done and obj is self.target and event.type() == QEvent.Type.Paint:
                self.done = True
                QTimer.singleShot(0, ready)  # after this paint has reached the screen
            return False

    watcher = Watcher(window)
    window.refreshed.connect(watcher.check)
    watcher.check()
    return watcher


# A curtain takes no claim in its first moment: Enter or a click meant for Continue, arriving as
# the curtain rises by itself after a result, must not hand someone else's secrets over.
CLAIM_GUARD_MS = 700

EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a program stopped by Ctrl-C


class CtrlC:
    """Ctrl-C in the terminal that started the window closes it as its close button would (the autosave is kept)."""

    def __init__(self, window: QWidget) -> None:
        """Installs the handler (unless Ctrl-C was ignored when the program started, as for a background job)."""
        import signal

        from PySide6.QtCore import QTimer

        self.window = window
        self.pressed = False
        self.timer: QTimer | None = None
        if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
            return
        signal.signal(signal.SIGINT, self._on_signal)
        # Python runs a signal handler only when the interpreter has control: Qt's event loop, in
        # C++, gives it that at each timeout of this timer (which does nothing itself).
        self.timer = QTimer(window)
        self.timer.timeout.connect(lambda: None)
        self.timer.start(200)

    def _on_signal(self, signum: int, frame: object) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._close)  # out of the signal handler, into the event loop

    def _close(self) -> None:
        from PySide6.QtWidgets import QApplication

        if self.window.close():  # the game stops and its last autosave is written (closeEvent)
            self.pressed = True
            QApplication.exit(EXIT_INTERRUPTED)  # also ends a question's own loop, if one is open


def quicken_imports() -> None:
    """Makes the imports after PySide6 cheaper, without changing what they do (start-up speed).

    PySide6 reads the whole source of every module imported after it, through `inspect` (about
    0.3 ms a module, some 200 modules before a game is dealt), only to learn whether the text
    "PySide6" occurs in it. For a module loaded from a .py file this reads the same bytes directly;
    other modules get PySide6's own answer. Pydantic's plugins (development tools found by
    scanning every installed package's metadata) are not looked for: the game uses none.
    """
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None:
        return

    def uses_pyside(module: object) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return False  # no source: what inspect.getsource's OSError means to PySide6

    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private PySide6 name)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `tortuga`."""
    if getattr(sys, "frozen", False):  # a packaged program: a spawned thinking process runs its task, not the window
        import multiprocessing

        multiprocessing.freeze_support()
    args = parse_args(argv)
    if args.self_test:
        from tortuga_qt.selftest import run_self_test

        return run_self_test()
    if args.autoplay:
        from tortuga_qt.ui.learn.autoplay import autoplay

        return autoplay(args.screens)
    if args.screenshot:
        return screenshot(args.screenshot, args.players, args.seed, args.moves, args.size)
    from tortuga_qt.qt_libraries import missing_libraries_message, no_display_message

    missing = no_display_message() or missing_libraries_message()
    if missing:  # before Qt aborts with a misleading message of its own
        print(missing, file=sys.stderr)
        return 1
    import time

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    quicken_imports()
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Tortuga 1667")
    app.setOrganizationName("tortuga_qt")
    install_error_dialog()  # first: nothing after this may show a traceback
    from tortuga_qt.ui.collector import UiThreadCollector

    collector = UiThreadCollector(app)  # garbage is collected on this thread only (Qt objects die here)
    from PySide6.QtCore import QSettings

    from tortuga_qt.ui.translations import install_translators
    from tortuga_qt.ui.widgets.language_menu import chosen_language

    # English plural forms; the chosen language (View > Language), else the system's when shipped.
    install_translators(app, chosen_language(QSettings("tortuga_qt", "Tortuga 1667")) or None)
    from tortuga_qt.ui.widgets.main_window import MainWindow

    window = MainWindow(build=False)  # on screen at once: the table is built with the first game
    window.claim_guard_ms = CLAIM_GUARD_MS  # a key meant for the result shown before cannot claim the next curtain
    # Without the data folder's lock (another copy runs, or the lock cannot be created: full
    # disk, read-only folder) this window never autosaves; the player is told which it is.
    locking = window.library.lock()

    class FileOpener(QObject):
        """macOS sends a double-clicked save as a FileOpen event instead of an argument."""

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if isinstance(event, QFileOpenEvent):
                window.files.open_file(Path(event.file()))
                return True
            return False

    opener = FileOpener()
    if sys.platform == "darwin":  # elsewhere a file comes as an argument: no filter on every event of the program
        app.installEventFilter(opener)
    times: dict[str, float] = {}
    keep: list[QObject] = []

    def ready() -> None:
        times["ready"] = time.time()
        print(f"tortuga: ready; first paint at {times['paint']:.6f}, game on screen at {times['ready']:.6f} "
              "(seconds since the epoch)", flush=True)
        app.quit()

    def set_sail() -> None:
        times["paint"] = time.time()
        if args.exit_after_paint:
            app.quit()
            return
        from tortuga_qt.ui.fonts import install_fonts

        install_fonts()  # after the first frame (the opening picture draws no text): Hangul without system fonts
        if args.exit_when_ready:
            keep.append(watch_until_ready(window, ready))
        # The rules load now, after the mat is on screen. A file given on the command line
        # (a double-clicked save) opens first, before any other question; otherwise resume or
        # start a new game. --exit-when-ready asks nothing: it resumes the autosave without the
        # question, else deals the default game (two people, three computer pirates) without the
        # welcome or New game dialog, and quits once that game is drawn and takes clicks.
        if args.learn:
            window.voyage_host.learn_to_play()
        elif args.file:  # opened (or refused) first; the usual start-up follows once that is closed
            window.files.open_from_command_line(Path(args.file))
        else:
            window.files.startup(ask=not args.exit_when_ready)
        if locking.problem:
            window.files.warn(locking.problem)

    window.first_painted.connect(set_sail)
    window.show()
    ctrl_c = CtrlC(window)
    status = app.exec()
    collector.stop()  # automatic collection again, for the interpreter's shutdown
    from tortuga_qt.app.autosave import flush_autosaves

    flush_autosaves()  # the autosave writer's last save is on disk before the lock goes
    window.library.unlock()
    return EXIT_INTERRUPTED if ctrl_c.pressed else status


if __name__ == "__main__":
    sys.exit(main())
