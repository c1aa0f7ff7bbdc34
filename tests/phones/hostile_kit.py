"""The hostile-client test's kit: the desktop's side on the test's thread, and raw attacker connections. Qt-free."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import queue
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from tests.phones.phone_client import PhoneClient
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.desk import PhoneDesk
from tortuga_qt.phones.host import PhoneHost
from tortuga_qt.phones.messages import b64, unb64
from tortuga_qt.phones.server import REFUSED
from tortuga_qt.rules.state import GameState

LOG = logging.getLogger("tortuga_qt.phones.hostile")  # a record from the server's thread: the test's log capture hears it


class Desktop:
    """The desktop's side of the phone seats, run on the test's thread: what the server heard, played as the window would."""

    def __init__(self, core: TableCore) -> None:
        self.core = core
        self.heard: queue.Queue[tuple[str, int, object]] = queue.Queue()
        self.desk: PhoneDesk | None = None
        self.presses = 0  # phone presses the table played
        self.said: dict[int, int] = {}  # messages heard from each seat's phone (acts and language switches)

    def notify(self, kind: str, seat: int, what: object) -> None:
        """The server's callback (on its own thread): queued for the test's thread (and logged, to show the log is heard)."""
        LOG.debug("heard %s from seat %d", kind, seat)
        self.heard.put((kind, seat, what))

    def attach(self, host: PhoneHost) -> None:
        """Builds the desk on the running host (English, cards named by their keys)."""
        self.desk = PhoneDesk(host, card_text=lambda key: key, translators=lambda lang: None)

    def pump(self) -> None:
        """Hears everything queued, plays each press the desk turns into an action, then refreshes the phones' frames."""
        assert self.desk is not None
        while True:
            try:
                kind, seat, what = self.heard.get_nowait()
            except queue.Empty:
                break
            if kind == "said":
                self.said[seat] = self.said.get(seat, 0) + 1
            action = self.desk.hear(self.core, kind, seat, what)
            if action is not None:
                self.core.phone_submit(action)
                self.presses += 1
        self.desk.refresh(self.core)

    async def pumping(self, stop: asyncio.Event) -> None:
        """Pumps every few milliseconds until `stop` (a coroutine on the test's thread, as the window's event loop)."""
        while not stop.is_set():
            self.pump()
            await asyncio.sleep(0.002)


def drive_to_phone(core: TableCore, seat: int) -> None:
    """Plays the desktop's part (claims, looks, computers, the device's seat) until the table waits for `seat`'s phone."""
    for _ in range(500):
        step = core.step
        if step.kind is StepKind.PHONE and step.seat == seat:
            return
        if step.kind is StepKind.CURTAIN:
            core.claim(step.seat)
        elif step.kind is StepKind.LOOK:
            core.look_done()
        elif step.kind is StepKind.BOT:
            core.play_computers()
        elif step.kind is StepKind.DECIDE:
            core.submit(core.referee_game.legal(step.seat)[0])
        elif step.kind is StepKind.PHONE:
            core.phone_submit(core.phone_legal(step.seat)[0])
        else:
            raise AssertionError(f"the table stopped at {step}")
    raise AssertionError("the table never waited for the phone")


def snapshot(state: GameState) -> tuple[object, ...]:
    """Returns every field of a game state (the referee's eye), to compare before and after an attack."""
    return tuple(getattr(state, name) for name in GameState.__slots__ if name != "_legal")


@dataclass
class Outcome:
    """How one hostile connection ended: the close code and words, and the sealed messages it was sent."""

    code: int | None
    words: str
    binaries: list[bytes] = field(default_factory=list)
    status: int | None = None  # the HTTP status when the socket was refused before opening


async def finish(ws: aiohttp.ClientWebSocketResponse, timeout: float = 5.0) -> Outcome:
    """Reads until the server closes the connection; returns how it ended and every binary message heard."""
    binaries: list[bytes] = []
    words = ""
    while True:
        msg = await ws.receive(timeout=timeout)
        if msg.type is aiohttp.WSMsgType.BINARY:
            binaries.append(msg.data)
        elif msg.type is aiohttp.WSMsgType.CLOSE:
            words = str(msg.extra)
        elif msg.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
            break
        if ws.closed:
            break
    await ws.close()
    return Outcome(ws.close_code, words, binaries)


async def hello(session: aiohttp.ClientSession, base: str) -> tuple[aiohttp.ClientWebSocketResponse, bytes]:
    """Opens /ws and reads the server's hello; returns the socket and the server's nonce."""
    ws = await session.ws_connect(f"{base}/ws", autoping=True, max_msg_size=1 << 20)
    said = await ws.receive(timeout=5)
    assert said.type is aiohttp.WSMsgType.TEXT, said
    data = json.loads(said.data)
    assert set(data) == {"t", "v", "n"} and data["t"] == "hello"
    return ws, unb64(data["n"])


def join_text(token: bytes, nonce: bytes) -> str:
    """Returns a well-formed plain join."""
    return json.dumps({"t": "join", "token": b64(token), "n": b64(nonce)})


@dataclass
class Joined:
    """An attacker connection that proved seat 2's key: its socket, its session key and its two counters."""

    ws: aiohttp.ClientWebSocketResponse
    key: bytes
    out: ch.Channel  # seals page → server (and opens what the server sealed)
    sealed: list[bytes] = field(default_factory=list)  # every box this side sent, as sent

    async def send(self, message: dict[str, Any] | bytes) -> None:
        """Seals the next message (a dict as JSON, bytes as they are) and sends it."""
        text = message if isinstance(message, bytes) else json.dumps(message).encode()
        box = self.out.seal(text)
        self.sealed.append(box)
        await self.ws.send_bytes(box)

    async def frame(self, timeout: float = 5.0) -> dict[str, Any]:
        """Returns the next frame the server sealed for this connection."""
        msg = await self.ws.receive(timeout=timeout)
        assert msg.type is aiohttp.WSMsgType.BINARY, msg
        said = json.loads(self.out.open(msg.data))
        assert said["type"] == "frame", said
        return said["frame"]  # type: ignore[no-any-return]  # json.loads is typed Any


async def join_with(session: aiohttp.ClientSession, base: str, code: str, lang: str = "en") -> Joined:
    """Does the whole handshake with a pairing code (the attacker knows seat 2's)."""
    ws, server_nonce = await hello(session, base)
    nonce = os.urandom(ch.NONCE_BYTES)
    await ws.send_str(join_text(ch.token_of(code), nonce))
    key = ch.session_key(ch.key_of(code), server_nonce, nonce)
    joined = Joined(ws, key, ch.Channel(key, ch.FROM_PHONE))
    await joined.send({"type": "join", "lang": lang})
    return joined


def malformed_joins(rng: random.Random) -> list[str | bytes]:
    """Returns plain first messages that are not a well-formed join, of every kind of fault."""
    token, nonce = b64(os.urandom(16)), b64(os.urandom(16))
    good = {"t": "join", "token": token, "n": nonce}
    out: list[str | bytes] = [
        "", "{", "}", "null", "[]", "0", '"join"', "1e999999", "{'t': 'join'}", "[" * 3000, '{"t":' * 800,
        "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(200)), "\x00" * 64, json.dumps(good)[:-1],
        json.dumps({**good, "t": "hello"}), json.dumps({"token": token, "n": nonce}), json.dumps({"t": "join", "n": nonce}),
        json.dumps({"t": "join", "token": token}), json.dumps({"type": "join", "token": token, "n": nonce}),
        json.dumps({**good, "lang": "en"}), json.dumps({**good, "x": None}), json.dumps({**good, "token": 12345}),
        json.dumps({**good, "token": [token]}), json.dumps({**good, "n": None}), json.dumps({**good, "t": ["join"]}),
        json.dumps({**good, "token": token[:-1]}), json.dumps({**good, "token": token + "A"}),
        json.dumps({**good, "n": nonce[:-1]}), json.dumps({**good, "n": nonce + "A"}), json.dumps({**good, "token": ""}),
        json.dumps({**good, "token": "A" * 3900}), json.dumps({**good, "n": "é" * 1800}, ensure_ascii=False),
        json.dumps({**good, "token": "!" * 22}), json.dumps({**good, "token": "é" * 22}, ensure_ascii=False),
        json.dumps({**good, "n": "\ud800" * 22}), json.dumps({**good, "token": "=" * 22}),
        json.dumps({**good, "token": "A" * 21 + "."}), json.dumps([good]), json.dumps(good) + json.dumps(good),
        json.dumps(good).encode(), os.urandom(rng.randrange(1, 2000)), b"",
    ]
    return out


def flipped(box: bytes, rng: random.Random) -> bytes:
    """Returns a box with one bit flipped (anywhere: the number, the text or the tag)."""
    at = rng.randrange(len(box))
    return box[:at] + bytes([box[at] ^ 1 << rng.randrange(8)]) + box[at + 1:]


async def until(check: Callable[[], bool], timeout: float = 10.0) -> None:
    """Waits (letting the desktop pump) until `check` holds."""
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.003)


async def honest_frames(phone: PhoneClient) -> None:
    """Reads everything the honest phone is sent, until its connection ends."""
    while await phone.next(timeout=120) is not None:
        pass


def heard_from(desktop: Desktop, seat: int, count: int) -> bool:
    """Returns whether the desktop has heard `count` messages from the seat's phone."""
    return desktop.said.get(seat, 0) >= count


def more_frames(phone: PhoneClient, than: int) -> bool:
    """Returns whether the honest phone has heard more than `than` frames."""
    return len(frames_of(phone)) > than


def frames_of(phone: PhoneClient) -> list[dict[str, Any]]:
    """Returns the frames the honest phone heard."""
    return [m["frame"] for m in phone.heard if m["type"] == "frame"]


def refused(outcome: Outcome, code: int = REFUSED) -> None:
    """Asserts a connection ended with the one refusal, the same words whatever the fault, and heard nothing sealed."""
    assert (outcome.code, outcome.words, outcome.binaries) == (code, "not accepted", []), outcome


async def many(attempts: list[Callable[[], Awaitable[None]]], parallel: int) -> None:
    """Runs attempts, `parallel` at a time."""
    gate = asyncio.Semaphore(parallel)

    async def one(attempt: Callable[[], Awaitable[None]]) -> None:
        async with gate:
            await attempt()

    await asyncio.gather(*(one(a) for a in attempts))
