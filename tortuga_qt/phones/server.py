"""The phones' server: the page's fixed files and one WebSocket per phone, on aiohttp. Qt-free (docs/phones.md).

It knows each phone seat's token and key (from its pairing code) and nothing of the game: the
desktop hands it each seat's frame, already worded, and hears what each seat's phone pressed.
Whatever is wrong before a phone has proved its key (an unknown token, a malformed or late
message) closes the connection with the same code and words. It logs no message and no secret.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.messages import Act, BadMessage, Join, Lang, b64, read_join, read_sealed

PAGE_FILES = {  # the only paths served, and their types
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/vendor/noble.js": ("vendor/noble.js", "text/javascript; charset=utf-8"),
}
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ws: wss:; "
                               "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
MAX_MESSAGE = 4096  # bytes a phone may send in one message
MAX_CONNECTIONS = 32
MAX_PENDING = 4  # handshakes under way from one address (so one machine cannot hold every place)
HANDSHAKE_SECONDS = 10.0
RATE, BURST = 20.0, 40.0  # messages a second a phone may send, and how many at once
REFUSED, BROKEN, TOO_FAST, REPLACED = 4403, 4400, 4429, 4409  # close codes
NOT_ACCEPTED = b"not accepted"

# What the server tells the desktop: ("joined", seat, lang), ("left", seat, None), ("said", seat, message).
Notify = Callable[[str, int, object], None]


@dataclass
class _Seat:
    token: bytes
    key: bytes


@dataclass
class _Phone:
    """One phone's live connection: its socket, its channel and its outbox (sealed in the order sent)."""

    seat: int
    ws: web.WebSocketResponse
    channel: ch.Channel
    outbox: asyncio.Queue[bytes | None] = field(default_factory=asyncio.Queue)
    allowance: float = BURST
    checked: float = field(default_factory=time.monotonic)

    def may_speak(self) -> bool:
        """Returns whether one more message keeps the phone within its rate (a token bucket)."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        if self.allowance < 1.0:
            return False
        self.allowance -= 1.0
        return True


class PhoneServer:
    """The page and the sockets of the phone seats; runs on its own asyncio loop (phones/host.py)."""

    def __init__(self, page_dir: Path, notify: Notify) -> None:
        self._files = {path: ((page_dir / name).read_bytes(), kind) for path, (name, kind) in PAGE_FILES.items()
                       if (page_dir / name).is_file()}
        self._notify = notify
        self._seats: dict[int, _Seat] = {}
        self._phones: dict[int, _Phone] = {}
        self._open = 0
        self._pending: dict[str, int] = {}  # handshakes under way, per remote address
        self.refused = 0  # connections refused or closed for a fault (tests and the benchmark read it)

    def app(self) -> web.Application:
        """Returns the aiohttp application: the fixed files and /ws; anything else is not found."""
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/ws", self._socket)
        for path in self._files:
            app.router.add_get(path, self._file)
        return app

    # ------------------------------------------------------------------ what the desktop calls (on the loop)

    def set_seat(self, seat: int, code: str | None) -> None:
        """Pairs `seat` with a code (None: the seat is no longer on a phone); a phone of the old code is cut off at once."""
        old = self._seats.pop(seat, None)
        if code is not None:
            self._seats[seat] = _Seat(ch.token_of(code), ch.key_of(code))
        if old is not None and seat in self._phones:
            self.say(seat, {"type": "bye", "why": "repaired" if code is not None else "closed"})
            self._end(self._phones.pop(seat), REPLACED)

    def say(self, seat: int, message: dict[str, Any]) -> None:
        """Queues a message for the seat's phone, if one is connected (sealed in order by its writer)."""
        phone = self._phones.get(seat)
        if phone is not None:
            phone.outbox.put_nowait(json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))

    def connected(self) -> set[int]:
        """Returns the seats whose phone is connected now."""
        return set(self._phones)

    def close_all(self) -> None:
        """Says goodbye to every phone and closes its connection."""
        for seat in list(self._phones):
            self.say(seat, {"type": "bye", "why": "closed"})
            self._end(self._phones.pop(seat), 1001)

    # ------------------------------------------------------------------ serving

    async def _file(self, request: web.Request) -> web.Response:
        body, kind = self._files[request.path]
        return web.Response(body=body, headers={**HEADERS, "Content-Type": kind})

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        remote = request.remote or ""
        if self._open >= MAX_CONNECTIONS or self._pending.get(remote, 0) >= MAX_PENDING:
            self.refused += 1
            return web.Response(status=503, body=NOT_ACCEPTED, headers=HEADERS)
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=20.0)
        await ws.prepare(request)
        self._open += 1
        self._pending[remote] = self._pending.get(remote, 0) + 1
        try:
            phone = await asyncio.wait_for(self._handshake(ws), HANDSHAKE_SECONDS)
        except (BadMessage, ch.ChannelError, TimeoutError, ConnectionError):
            phone = None
        finally:
            self._pending[remote] -= 1
            if not self._pending[remote]:
                del self._pending[remote]
        if phone is None:
            self._open -= 1
            self.refused += 1
            await ws.close(code=REFUSED, message=NOT_ACCEPTED)
            return ws
        try:
            await self._serve(phone)
        finally:
            self._open -= 1
            if self._phones.get(phone.seat) is phone:
                del self._phones[phone.seat]
                self._notify("left", phone.seat, None)
            phone.outbox.put_nowait(None)
        return ws

    async def _handshake(self, ws: web.WebSocketResponse) -> _Phone | None:
        server_nonce = os.urandom(ch.NONCE_BYTES)
        await ws.send_str(json.dumps({"t": "hello", "v": 1, "n": b64(server_nonce)}))
        first = await ws.receive()
        if first.type is not WSMsgType.TEXT:
            return None
        token, phone_nonce = read_join(first.data)
        if len(phone_nonce) != ch.NONCE_BYTES:
            return None
        found = [s for s, pair in self._seats.items() if ch.same_token(pair.token, token)]
        seat = found[0] if found else None
        if seat is None:
            return None
        paired = self._seats[seat]
        channel = ch.Channel(ch.session_key(paired.key, server_nonce, phone_nonce), ch.TO_PHONE)
        proof = await ws.receive()
        if proof.type is not WSMsgType.BINARY:
            return None
        join = read_sealed(channel.open(proof.data))
        if not isinstance(join, Join) or self._seats.get(seat) is not paired:  # unpaired or re-paired meanwhile
            return None
        phone = _Phone(seat, ws, channel)
        old = self._phones.pop(seat, None)
        if old is not None:
            self._end(old, REPLACED)  # the same phone again (a reload), or a newer one: the newest holds the seat
        self._phones[seat] = phone
        asyncio.get_running_loop().create_task(self._write(phone))
        self._notify("joined", seat, join.lang)
        return phone

    async def _serve(self, phone: _Phone) -> None:
        async for msg in phone.ws:
            if msg.type is not WSMsgType.BINARY or not phone.may_speak():
                self.refused += 1
                await phone.ws.close(code=TOO_FAST if msg.type is WSMsgType.BINARY else BROKEN, message=NOT_ACCEPTED)
                return
            try:
                said = read_sealed(phone.channel.open(msg.data))
            except (ch.ChannelError, BadMessage):
                self.refused += 1
                await phone.ws.close(code=BROKEN, message=NOT_ACCEPTED)
                return
            if isinstance(said, (Act, Lang)) and self._phones.get(phone.seat) is phone:
                self._notify("said", phone.seat, said)

    async def _write(self, phone: _Phone) -> None:
        while (text := await phone.outbox.get()) is not None:
            if phone.ws.closed:
                return
            try:
                await phone.ws.send_bytes(phone.channel.seal(text))
            except ConnectionError:
                return

    def _end(self, phone: _Phone, code: int) -> None:
        async def close() -> None:
            await asyncio.sleep(0.05)  # its goodbye goes first
            await phone.ws.close(code=code, message=NOT_ACCEPTED)

        phone.outbox.put_nowait(None)
        asyncio.get_running_loop().create_task(close())
