"""A small stand-in for the desktop's phone server, for the page's tests (docs/phones.md).

It serves resources/phone/ at / and speaks the server's side of the handshake with the real
tortuga_qt.phones.channel, so the tests run the real page against the real Python crypto. It
runs aiohttp on its own thread; the test drives it through thread-safe calls.
"""

from __future__ import annotations

import asyncio
import base64
import json
import queue
import secrets
import threading
from collections.abc import Coroutine, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import WSMsgType, web

from tortuga_qt.phones import channel

T = TypeVar("T")
PHONE_DIR = Path(__file__).resolve().parents[2] / "resources" / "phone"
FILES = {
    "/": ("index.html", "text/html"),
    "/index.html": ("index.html", "text/html"),
    "/phone.js": ("phone.js", "text/javascript"),
    "/phone.css": ("phone.css", "text/css"),
    "/vendor/noble.js": ("vendor/noble.js", "text/javascript"),
}


def b64url(data: bytes) -> str:
    """Returns bytes as base64url without padding."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text: str) -> bytes:
    """Returns the bytes of base64url text without padding."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Connection:
    """One page connection as the server sees it, after the handshake."""

    number: int
    ws: web.WebSocketResponse
    chan: channel.Channel
    server_nonce: bytes
    phone_nonce: bytes
    sealed: list[bytes] = field(default_factory=list)  # every box sent, to replay one


class PageServer:
    """Serves the page and one seat (its pairing code); records what the page says and how it closes."""

    def __init__(self, code: str, frame: dict[str, Any]) -> None:
        self.code = code
        self.frame = frame  # sent at every connection (the seat's current frame)
        self.heard: queue.Queue[tuple[int, dict[str, Any]]] = queue.Queue()
        self.events: queue.Queue[tuple[str, int, int | None]] = queue.Queue()  # (what, connection, close code)
        self.current: Connection | None = None
        self.connections = 0
        self._open: set[web.WebSocketResponse] = set()
        self.slam = False  # when set, every new connection is closed at once (1011), before the hello
        self._loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self.port = 0

    @property
    def url(self) -> str:
        """Returns the page's address, without a fragment."""
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        """Starts serving on a free port of 127.0.0.1."""
        self._thread.start()
        self.port = self._call(self._start())

    def stop(self) -> None:
        """Stops serving and ends the thread."""
        if self._runner is not None:
            self._call(self._close_all())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    def send(self, message: dict[str, Any]) -> bytes:
        """Seals a message on the current connection, sends it and returns the box."""
        return self._call(self._send_current(json.dumps(message).encode()))

    def send_raw(self, data: bytes | str) -> None:
        """Sends bytes (or a text) as they are on the current connection: for forged or replayed boxes."""
        self._call(self._send_raw(data))

    def seal(self, message: dict[str, Any]) -> bytes:
        """Returns the next box of the current connection without sending it (the counter moves on)."""
        conn = self._conn()
        return conn.chan.seal(json.dumps(message).encode())

    def drop(self, code: int = 1001) -> None:
        """Closes the current connection from the server's side (1001: as a lost network would)."""
        self._call(self._conn().ws.close(code=code))

    def next_heard(self, timeout: float = 5) -> tuple[int, dict[str, Any]]:
        """Returns the next message the page sent (connection number, opened message)."""
        return self.heard.get(timeout=timeout)

    def next_event(self, timeout: float = 5) -> tuple[str, int, int | None]:
        """Returns the next connection event: ("joined", n, None) or ("closed", n, code)."""
        return self.events.get(timeout=timeout)

    def wait_joined(self, timeout: float = 5) -> int:
        """Returns the number of the next connection that completes its handshake."""
        while True:
            what, number, _ = self.next_event(timeout)
            if what == "joined":
                return number

    def wait_closed(self, timeout: float = 5) -> tuple[int, int | None]:
        """Returns the number and close code of the next connection that ends."""
        while True:
            what, number, code = self.next_event(timeout)
            if what == "closed":
                return number, code

    def _conn(self) -> Connection:
        if self.current is None:
            raise RuntimeError("no page connected")
        return self.current

    def _call(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(10)

    async def _start(self) -> int:
        app = web.Application()
        for route in FILES:
            app.router.add_get(route, self._file)
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        port: int = self._runner.addresses[0][1]
        return port

    async def _file(self, request: web.Request) -> web.Response:
        name, kind = FILES[request.path]
        body = (PHONE_DIR / name).read_bytes()
        return web.Response(body=body, content_type=kind, charset="utf-8", headers={"Cache-Control": "no-store"})

    async def _close_all(self) -> None:
        assert self._runner is not None
        for site in list(self._runner.sites):
            await site.stop()  # no new connections while the open ones close
        for ws in list(self._open):
            await ws.close(code=1001)
        await self._runner.cleanup()

    async def _send_current(self, plain: bytes) -> bytes:
        conn = self._conn()
        box = conn.chan.seal(plain)
        conn.sealed.append(box)
        await conn.ws.send_bytes(box)
        return box

    async def _send_raw(self, data: bytes | str) -> None:
        ws = self._conn().ws
        if isinstance(data, str):
            await ws.send_str(data)
        else:
            await ws.send_bytes(data)

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._open.add(ws)
        try:
            return await self._talk(ws)
        finally:
            self._open.discard(ws)

    async def _talk(self, ws: web.WebSocketResponse) -> web.WebSocketResponse:
        self.connections += 1
        number = self.connections
        if self.slam:
            await ws.close(code=1011)
            self.events.put(("closed", number, 1011))
            return ws
        server_nonce = secrets.token_bytes(channel.NONCE_BYTES)
        await ws.send_str(json.dumps({"t": "hello", "v": 1, "n": b64url(server_nonce)}))
        try:
            conn = await self._handshake(ws, number, server_nonce)
        except (TimeoutError, ValueError, KeyError, TypeError, channel.ChannelError):
            await ws.close(code=4403, message=b"not accepted")
            self.events.put(("closed", number, 4403))
            return ws
        self.current = conn
        self.events.put(("joined", number, None))
        await self._send_current(json.dumps({"type": "frame", "frame": self.frame}).encode())
        async for msg in ws:
            if msg.type != WSMsgType.BINARY:
                await ws.close(code=4400)
                break
            try:
                self.heard.put((number, json.loads(conn.chan.open(msg.data))))
            except channel.ChannelError:
                await ws.close(code=4400)
                break
        self.events.put(("closed", number, ws.close_code))
        if self.current is conn:
            self.current = None
        return ws

    async def _handshake(self, ws: web.WebSocketResponse, number: int, server_nonce: bytes) -> Connection:
        join = await ws.receive(timeout=10)
        if join.type != WSMsgType.TEXT:
            raise ValueError("join is text")
        said = json.loads(join.data)
        token, phone_nonce = unb64url(said["token"]), unb64url(said["n"])
        if said["t"] != "join" or len(phone_nonce) != channel.NONCE_BYTES:
            raise ValueError("not a join")
        if not channel.same_token(token, channel.token_of(self.code)):
            raise ValueError("unknown token")
        key = channel.session_key(channel.key_of(self.code), server_nonce, phone_nonce)
        chan = channel.Channel(key, channel.TO_PHONE)
        first = await ws.receive(timeout=10)
        if first.type != WSMsgType.BINARY:
            raise ValueError("first message is sealed")
        hello = json.loads(chan.open(first.data))
        if hello.get("type") != "join":
            raise ValueError("first message is the join")
        self.heard.put((number, hello))
        return Connection(number, ws, chan, server_nonce, phone_nonce)


def serve(code: str, frame: dict[str, Any]) -> Iterator[PageServer]:
    """Yields a started PageServer for one test and stops it after."""
    server = PageServer(code, frame)
    server.start()
    try:
        yield server
    finally:
        server.stop()
