"""A phone in Python, speaking the protocol of docs/phones.md: for the server's tests and the hostile-client test."""

from __future__ import annotations

import json
import os
from typing import Any

import aiohttp

from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.messages import b64, unb64


class PhoneClient:
    """One connection to the server as a phone with a pairing code; `frames` holds every sealed message heard."""

    def __init__(self, session: aiohttp.ClientSession, base: str, code: str) -> None:
        self.session, self.base, self.code = session, base, code
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.channel: ch.Channel | None = None
        self.heard: list[dict[str, Any]] = []

    async def connect(self, lang: str = "en", token: bytes | None = None) -> None:
        """Opens /ws, does the handshake and sends the sealed join."""
        self.ws = await self.session.ws_connect(f"{self.base}/ws")
        hello = json.loads((await self.ws.receive()).data)
        nonce = os.urandom(ch.NONCE_BYTES)
        await self.ws.send_str(json.dumps({"t": "join", "token": b64(token or ch.token_of(self.code)), "n": b64(nonce)}))
        self.channel = ch.Channel(ch.session_key(ch.key_of(self.code), unb64(hello["n"]), nonce), ch.FROM_PHONE)
        await self.send({"type": "join", "lang": lang})

    async def send(self, message: dict[str, Any]) -> None:
        """Seals and sends one message."""
        assert self.ws is not None and self.channel is not None
        await self.ws.send_bytes(self.channel.seal(json.dumps(message).encode()))

    async def next(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """Returns the next sealed message heard (None: the connection closed)."""
        assert self.ws is not None and self.channel is not None
        msg = await self.ws.receive(timeout=timeout)
        if msg.type is not aiohttp.WSMsgType.BINARY:
            return None
        said = json.loads(self.channel.open(msg.data))
        self.heard.append(said)
        return said  # type: ignore[no-any-return]  # json.loads is typed Any

    async def frame(self, timeout: float = 5.0) -> dict[str, Any]:
        """Returns the next frame heard (skipping nothing else: a bye fails the test)."""
        said = await self.next(timeout)
        assert said is not None and said["type"] == "frame", said
        return said["frame"]  # type: ignore[no-any-return]  # json

    async def close(self) -> None:
        """Closes the connection."""
        if self.ws is not None:
            await self.ws.close()


class AutoPhone:
    """A phone on its own thread that presses a random choice of every frame that offers one (a scripted person)."""

    def __init__(self, base: str, code: str, seed: int, lang: str = "en") -> None:
        import random
        import threading

        self.base, self.code, self.lang = base, code, lang
        self.rng = random.Random(seed)
        self.frames: list[dict[str, Any]] = []
        self.pressed = 0
        self.bye: dict[str, Any] | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> AutoPhone:
        """Starts the phone's thread: it connects and plays until the server says goodbye or `stop`."""
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stops the phone (it closes its connection)."""
        self._stop.set()
        self._thread.join(timeout=10)

    def _run(self) -> None:
        import asyncio

        asyncio.run(self._play())

    async def _play(self) -> None:
        async with aiohttp.ClientSession() as session:
            phone = PhoneClient(session, self.base, self.code)
            await phone.connect(self.lang)
            while not self._stop.is_set():
                try:
                    said = await phone.next(timeout=0.2)
                except TimeoutError:
                    continue
                if said is None:
                    return
                if said["type"] == "bye":
                    self.bye = said
                    return
                frame = said["frame"]
                self.frames.append(frame)
                decision = frame.get("decision")
                if decision:
                    choices = [c for g in decision["groups"] for c in g["choices"]]
                    pick = self.rng.choice(choices)
                    await phone.send({"type": "act", "choice": pick["id"], "serial": frame["serial"]})
                    self.pressed += 1
            await phone.close()


def run_apart(coroutine: Any) -> Any:
    """Runs a coroutine to its end on a thread of its own (its own event loop), returning its result or raising its error.

    The page tests' Playwright (sync API) keeps an event loop on the main thread while a browser
    is open, and `asyncio.run` refuses to start beside one: the server's tests run theirs apart.
    """
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
