"""`tortuga`: the table window; `tortuga --screenshot PATH` renders a mat without a window."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Sequence


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size must look like 1920x1080") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError("size must be between 320x240 and 8192x8192")
    return w, h


def _players(text: str) -> int:
    n = int(text)
    if not 2 <= n <= 9:
        raise argparse.ArgumentTypeError("Tortuga 1667 is for 2 to 9 players")
    return n


def build_parser() -> argparse.ArgumentParser:
    """Returns the command-line parser."""
    p = argparse.ArgumentParser(prog="tortuga", description="Tortuga 1667 at one computer.")
    p.add_argument("--screenshot", metavar="PATH", help="render the public mat of a seeded game into PATH and exit")
    p.add_argument("--players", type=_players, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--moves", type=int, default=20, help="random legal moves before the screenshot")
    p.add_argument("--size", type=_size, default=(1920, 1080), help="screenshot size, e.g. 1920x1080")
    p.add_argument("--self-test", action="store_true",
                   help="check this installation offscreen (art, data, translations, a short game, saving) and exit")
    p.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)  # start-up benchmark
    p.add_argument("file", nargs="?", help="a .tortuga save file to open")
    return p


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
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication, QStandardPaths
    from PySide6.QtWidgets import QMessageBox

    def hook(kind: type[BaseException], value: BaseException, tb: object) -> None:
        import threading

        if threading.current_thread() is not threading.main_thread():
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, QCoreApplication.instance(), lambda: hook(kind, value, tb))  # to the GUI thread
            return
        folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        log = folder / "errors.log"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as out:
                out.write("".join(traceback.format_exception(kind, value, tb)))  # type: ignore[arg-type]
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


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `tortuga`."""
    args = build_parser().parse_args(argv)
    if args.self_test:
        from tortuga_qt.selftest import run_self_test

        return run_self_test()
    if args.screenshot:
        return screenshot(args.screenshot, args.players, args.seed, args.moves, args.size)
    from PySide6.QtCore import QCoreApplication, QEvent, QLockFile, QObject, QStandardPaths
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    app.setApplicationName("Tortuga 1667")
    app.setOrganizationName("tortuga_qt")
    install_error_dialog()  # first: nothing after this may show a traceback
    from tortuga_qt.rules.describe import install_translator
    from tortuga_qt.ui.widgets.main_window import MainWindow

    install_translator(QCoreApplication.translate)
    window = MainWindow()
    data = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    data.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(data / "tortuga.lock"))
    lock.setStaleLockTime(0)
    alone = lock.tryLock(100)
    if not alone:
        window.autosave_path = None  # another copy is playing: never fight over its autosave

    class FileOpener(QObject):
        """macOS sends a double-clicked save as a FileOpen event instead of an argument."""

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FileOpen:
                window.open_file(Path(event.file()))  # type: ignore[attr-defined]
                return True
            return False

    opener = FileOpener()
    app.installEventFilter(opener)

    def set_sail() -> None:
        if args.exit_after_paint:
            app.quit()
            return
        # The rules load now, after the mat is on screen. A file given on the command line
        # (a double-clicked save) opens first; otherwise resume or start a new game.
        if args.file and window.open_file(Path(args.file)):
            return
        window.startup()
        if not alone:
            window._warn(QCoreApplication.translate(
                "Table", "Tortuga 1667 is already open in another window; this window will not autosave."))

    window.first_painted.connect(set_sail)
    window.show()
    status = app.exec()
    if alone:
        lock.unlock()
    return status


if __name__ == "__main__":
    sys.exit(main())
