"""Runs the phones' server off the UI thread: its own asyncio loop in a daemon thread. Qt-free.

The desktop calls `start`, `pair`, `send` and `stop` from its own thread; each only schedules
work on the server's loop, so the window never waits on the network. What the phones say comes
back through `notify`, called on the server's thread (the Qt side turns it into a signal).
"""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import web

from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.server import Notify, PhoneServer

PORT = 41667  # tried first, so a typed address stays the same from one evening to the next
T = TypeVar("T")


class HostError(Exception):
    """The server could not start (no such address here, or no free port), in plain words."""


def local_addresses() -> list[str]:
    """Returns this computer's IPv4 addresses a phone on the same network may reach, the likeliest first; loopback last."""
    found: list[str] = []
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: it only asks which address the default route uses
        found.append(probe.getsockname()[0])
    except OSError:
        pass
    finally:
        probe.close()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and not address.startswith("127."):
                found.append(address)
    except OSError:
        pass
    return [a for a in found if not a.startswith("127.")] + ["127.0.0.1"]


class PhoneHost:
    """The phones' server on its own thread: started while a seat is on a phone, stopped with the game."""

    def __init__(self, page_dir: Path, notify: Notify) -> None:
        self._page_dir, self._notify = page_dir, notify
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: PhoneServer | None = None
        self._runner: web.AppRunner | None = None
        self.address: str | None = None
        self.port: int | None = None
        self.codes: dict[int, str] = {}  # each phone seat's pairing code (shown only behind the seat's claim)

    @property
    def running(self) -> bool:
        """Returns whether the server is listening."""
        return self._loop is not None

    def start(self, address: str, port: int = PORT) -> int:
        """Starts listening on `address` (the port asked for, else a free one); returns the port (HostError if it cannot)."""
        if self._loop is not None:
            self.stop()
        loop = asyncio.new_event_loop()
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(loop, ready), name="tortuga-phones", daemon=True)
        self._thread.start()
        ready.wait()
        self._loop = loop
        try:
            self.port = self._call(self._listen(address, port))
        except OSError as exc:
            self.stop()
            raise HostError(f"cannot listen on {address}: {exc.strerror or exc}") from None
        self.address = address
        codes = dict(self.codes)

        def pair_all() -> None:
            for seat, code in codes.items():
                self._require().set_seat(seat, code)

        self._do(pair_all)
        return self.port

    def pair(self, seat: int) -> str:
        """Gives `seat` a new pairing code and returns it; a phone paired before is cut off at once."""
        code = ch.new_code()
        self.codes[seat] = code
        if self._loop is not None:
            self._do(lambda: self._require().set_seat(seat, code))
        return code

    def unpair(self, seat: int) -> None:
        """The seat is no longer on a phone: its code is refused from now on, its phone told goodbye."""
        self.codes.pop(seat, None)
        if self._loop is not None:
            self._do(lambda: self._require().set_seat(seat, None))

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Sends a message to the seat's phone, if connected (never waits)."""
        if self._loop is not None:
            self._do(lambda: self._require().say(seat, message))

    def url(self, seat: int) -> str:
        """Returns the address the seat's QR code carries: the page, with the code in the fragment (never sent)."""
        return f"{self.base_url()}/#{self.codes[seat]}"

    def base_url(self) -> str:
        """Returns the page's address without any code (to type by hand)."""
        return f"http://{self.address}:{self.port}"

    def connected(self) -> set[int]:
        """Returns the seats whose phone is connected (asks the server's thread; empty when stopped)."""
        if self._loop is None:
            return set()
        return set(self._call(self._ask(lambda: self._require().connected())))

    def refused(self) -> int:
        """Returns how many connections the server refused or closed for a fault."""
        return 0 if self._loop is None else int(self._call(self._ask(lambda: self._require().refused)))

    def stop(self) -> None:
        """Says goodbye to every phone and stops the server and its thread (nothing listens after)."""
        loop, self._loop = self._loop, None
        if loop is None:
            return
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=5)
        except (TimeoutError, RuntimeError):
            pass
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._thread = None
        self.address = self.port = None

    # ------------------------------------------------------------------ on the server's thread

    @staticmethod
    def _run(loop: asyncio.AbstractEventLoop, ready: threading.Event) -> None:
        asyncio.set_event_loop(loop)
        loop.call_soon(ready.set)
        loop.run_forever()
        loop.close()

    async def _listen(self, address: str, port: int) -> int:
        self._server = PhoneServer(self._page_dir, self._notify)
        self._runner = web.AppRunner(self._server.app(), access_log=None)
        await self._runner.setup()
        for tried in (port, 0):
            site = web.TCPSite(self._runner, address, tried, reuse_address=True)
            try:
                await site.start()
            except OSError:
                if tried == 0:
                    raise
                continue
            server = site._server  # aiohttp keeps the bound socket here (the port asked may be 0)
            sockets = getattr(server, "sockets", None) or ()
            return int(sockets[0].getsockname()[1]) if sockets else tried
        raise OSError("no free port")

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close_all()
            await asyncio.sleep(0.1)
        if self._runner is not None:
            await self._runner.cleanup()
        self._server = self._runner = None

    async def _ask(self, what: Callable[[], T]) -> T:
        return what()

    def _require(self) -> PhoneServer:
        if self._server is None:
            raise HostError("the phones' server is not running")
        return self._server

    def _do(self, what: Callable[[], object]) -> None:
        assert self._loop is not None
        self._loop.call_soon_threadsafe(what)

    def _call(self, coroutine: Any) -> Any:
        assert self._loop is not None
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        return future.result(timeout=10)
