"""The relay that brings computer moves, hints and autosave reports back to the session they belong to, on the UI thread."""

from __future__ import annotations

import queue
import weakref
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from tortuga_qt.app.autosave import autosave_writer
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.rng import Rng


class _Session(Protocol):
    """What the relay hands results to (app/session.py's GameSession)."""

    def _hint_chosen(self, token: int, action: Action) -> None: ...
    def _bot_chosen(self, token: int, action: Action, rng: Rng) -> None: ...
    def _autosave_failed(self, path: str, why: str) -> None: ...
    def _autosave_written(self) -> None: ...


class _Relay(QObject):
    """Carries computer moves (from the worker thread) and autosave reports (from the writer thread) to the session they belong to.

    One relay lives as long as the program, on the UI thread, so a session may be deleted
    (a new game, the window closing) while a move is on its way: the move then finds no
    session and is dropped.
    """

    # Fires off the UI thread (the worker thread, or the thinking process's pool thread) when a
    # result waits in the inbox; delivered queued to the UI thread, to `_drain`. It carries
    # nothing: the results cross threads in a Python queue, never as Python objects inside Qt's
    # queued events.
    arrived = Signal()
    # Fires on the UI thread (from `_drain`) when a computer seat has chosen (session key, token,
    # action, generator after choosing); connected to `_deliver`.
    chosen = Signal(int, int, object, object)
    # Fires on the UI thread (from `_drain`) when a hint is ready (session key, token, suggested
    # action, the hint's generator); connected to `_deliver_hint`.
    hinted = Signal(int, int, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.sessions: weakref.WeakValueDictionary[int, _Session] = weakref.WeakValueDictionary()
        self._inbox: queue.SimpleQueue[tuple[bool, int, int, Action, Rng]] = queue.SimpleQueue()
        self.arrived.connect(self._drain)
        self.chosen.connect(self._deliver)
        self.hinted.connect(self._deliver_hint)

    def post(self, hint: bool, key: int, token: int, action: Action, rng: Rng) -> None:
        """Hands a computer seat's choice (or a hint) over from any thread; the UI thread delivers it."""
        self._inbox.put((hint, key, token, action, rng))
        self.arrived.emit()

    def _drain(self) -> None:
        while True:
            try:
                hint, key, token, action, rng = self._inbox.get_nowait()
            except queue.Empty:
                return
            (self.hinted if hint else self.chosen).emit(key, token, action, rng)

    def _reach(self, key: int, deliver: Callable[[_Session], None]) -> None:
        """Hands something to the session of `key`, if it is still on the table (else it is dropped)."""
        session = self.sessions.get(key)
        if session is None:
            return
        try:
            deliver(session)
        except RuntimeError:
            pass  # its Qt half is gone already: the game was replaced or the window closed

    def _deliver_hint(self, key: int, token: int, action: Action, _rng: Rng) -> None:
        self._reach(key, lambda session: session._hint_chosen(token, action))

    def watch_autosaves(self) -> None:
        """Carries the autosave writer's reports to the session they belong to, like computer moves (connected once)."""
        if self._watching_autosaves:
            return
        self._watching_autosaves = True
        writer = autosave_writer()
        writer.failed.connect(self._autosave_failed)
        writer.written.connect(self._autosave_written)

    _watching_autosaves = False

    def _autosave_failed(self, key: int, path: str, why: str) -> None:
        self._reach(key, lambda session: session._autosave_failed(path, why))

    def _autosave_written(self, key: int, _path: str) -> None:
        self._reach(key, lambda session: session._autosave_written())

    def _deliver(self, key: int, token: int, action: Action, rng: Rng) -> None:
        self._reach(key, lambda session: session._bot_chosen(token, action, rng))


_RELAY: _Relay | None = None


def relay() -> _Relay:
    """Returns the program's one relay (made on first use, on the UI thread)."""
    global _RELAY
    if _RELAY is None:
        _RELAY = _Relay()
    return _RELAY
