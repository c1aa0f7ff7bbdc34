"""The autosave's one writer: a thread that writes the newest save of each game file, atomically.

After every action the UI thread hands over a snapshot (`AutosaveWriter.submit(owner, path,
build)`): `build` makes the file's bytes from copies taken on the UI thread that nothing changes
later (the record's actions, the state, which is immutable, the generators' states), so the
writer never reads what the table is changing. The writer thread builds the save and writes
it with `record.atomic` (the old file stays whole until the new one is renamed over it): one
file per game, as before. Snapshots of a file that arrive while another is being written
coalesce: only the newest is written. A failure comes back to the UI thread as a queued
signal; `flush()` waits until everything handed over is on disk (or has failed): before the
window closes, before a game is replaced, before the library reads the autosave.

The writer's very first save waits up to `FIRST_WRITE_DELAY` seconds (or until the first
`flush()`): building a save loads the save format and pydantic, which would compete with the
UI thread (one interpreter lock) while it draws the first game at start-up. Nothing is lost
meanwhile: the newest snapshot waits in memory and `flush()`, before every exit, replacement
or read of the autosave, writes it at once.

App layer: QtCore only (signals), no widgets.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import SaveFile

FIRST_WRITE_DELAY = 1.0  # seconds the first save waits unless flushed (start-up: the UI thread draws the deal)


def failure_message(path: Path | str, why: str) -> str:
    """Returns the plain, translated sentence that says an autosave could not be written."""
    return QCoreApplication.translate(
        "Table", "The game could not be saved to {path} ({why}); autosave resumes when it works again.").format(
        path=path, why=why)


def save_data(build: Callable[[], SaveFile]) -> Callable[[], bytes]:
    """Returns a snapshot's maker of bytes from its save builder (the save format loads on the writer thread)."""

    def data() -> bytes:
        from tortuga_qt.record.savefile import save_bytes

        return save_bytes(build())

    return data


class AutosaveWriter(QObject):
    """The program's one autosave writer thread (started on the first snapshot)."""

    # Fires on the UI thread (queued from the writer thread) when a write failed: the owner that
    # handed the snapshot over, the file, and why in the system's words.
    failed = Signal(int, str, str)
    # Fires on the UI thread (queued from the writer thread) after a snapshot was written: the
    # owner that handed it over and the file.
    written = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[int, Callable[[], bytes]]] = {}  # the newest snapshot per file
        self._busy = 0  # snapshots being written now (0 or 1)
        self._thread: threading.Thread | None = None
        self._go = threading.Event()  # set: the first save need not wait any longer
        self.writes = 0  # files written since the program started (tests, benchmarks)

    @property
    def writer_thread(self) -> threading.Thread | None:
        """Returns the writer thread (None before the first snapshot)."""
        return self._thread

    def submit(self, owner: int, path: Path, build: Callable[[], bytes]) -> None:
        """Hands over a snapshot of `path`; an older one of the same file still waiting is dropped."""
        with self._cond:
            self._pending.pop(path, None)  # the newest goes to the back of the queue
            self._pending[path] = (owner, build)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="tortuga-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def pending(self) -> int:
        """Returns how many snapshots wait or are being written."""
        with self._cond:
            return len(self._pending) + self._busy

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Waits until every snapshot handed over is written (or failed); returns False on timeout."""
        if self._thread is threading.current_thread():
            return not self._pending  # never wait for oneself
        self._go.set()
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self) -> None:
        self._go.wait(FIRST_WRITE_DELAY)  # the first save waits while the window draws the first game
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                owner, build = self._pending.pop(path)
                self._busy += 1
            try:
                self._write(owner, path, build)
            finally:
                with self._cond:
                    self._busy -= 1
                    self._cond.notify_all()

    def _write(self, owner: int, path: Path, build: Callable[[], bytes]) -> None:
        from tortuga_qt.record.atomic import atomic_write

        try:
            atomic_write(path, build())
        except OSError as exc:
            self.failed.emit(owner, str(path), exc.strerror or str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a save that cannot be built must never stop the writer
            self.failed.emit(owner, str(path), str(exc) or type(exc).__name__)
            return
        self.writes += 1
        self.written.emit(owner, str(path))


_WRITER: AutosaveWriter | None = None


def autosave_writer() -> AutosaveWriter:
    """Returns the program's one autosave writer (made on first use, on the UI thread)."""
    global _WRITER
    if _WRITER is None:
        _WRITER = AutosaveWriter()
    return _WRITER


def flush_autosaves(timeout: float | None = 30.0) -> bool:
    """Waits until every autosave handed to the writer is on disk (at once when there is none)."""
    return _WRITER is None or _WRITER.flush(timeout)
