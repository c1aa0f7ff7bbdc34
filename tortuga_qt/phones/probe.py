"""A phone in a few lines, for `tortuga --self-test`: the server starts, a phone pairs and hears one frame. Qt-free.

It runs the real server (phones/host.py) on 127.0.0.1 with a free port, pairs one seat, and
connects as that seat's phone with aiohttp, doing the handshake of docs/phones.md through the
real channel (phones/channel.py): hello, plain join, sealed join; then the host sends a frame
and the phone opens it. The server is stopped whatever happens. ProbeFailure says what failed.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from pathlib import Path
from typing import Any

import aiohttp

from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.host import HostError, PhoneHost
from tortuga_qt.phones.messages import b64, unb64

SEAT = 0
WAIT_S = 20.0  # a busy machine is slow; this long with no answer is a failure
PROBE_FRAME = {"serial": 1, "lang": "en", "headline": "self-test", "decision": None, "message": None, "over": None}


class ProbeFailure(Exception):
    """The phones' server did not start, refused the phone, or sent nothing it could open; in plain words."""


def probe(page_dir: Path) -> str:
    """Starts the phones' server on 127.0.0.1, connects one paired phone, checks it hears a sealed frame; returns what was checked."""
    joined = threading.Event()

    def heard(kind: str, seat: int, what: object) -> None:
        if kind == "joined" and seat == SEAT:
            joined.set()

    host = PhoneHost(page_dir, heard)
    try:
        port = host.start("127.0.0.1", 0)
    except HostError as exc:
        raise ProbeFailure(f"the phones' server did not start ({exc})") from exc
    try:
        code = host.pair(SEAT)
        served, frame = asyncio.run(asyncio.wait_for(_phone(host, page_dir, f"http://127.0.0.1:{port}", code, joined), WAIT_S))
    except TimeoutError:
        raise ProbeFailure(f"the phones' server did not answer within {WAIT_S:.0f} seconds") from None
    except (aiohttp.ClientError, OSError) as exc:
        raise ProbeFailure(f"a phone could not connect ({type(exc).__name__}: {exc})") from exc
    except ch.ChannelError as exc:
        raise ProbeFailure(f"the server's message did not open on the phone ({exc})") from exc
    finally:
        host.stop()
    if frame != PROBE_FRAME:
        raise ProbeFailure(f"the phone heard another frame than the one sent ({frame!r})")
    if host.running:
        raise ProbeFailure("the phones' server still runs after stop")
    page = f"its page served ({served} files)" if served else "no phone page in this build"
    return f"phones: server started on 127.0.0.1:{port}, a paired phone joined and opened its sealed frame, stopped; {page}"


async def _phone(host: PhoneHost, page_dir: Path, base: str, code: str, joined: threading.Event) -> tuple[int, dict[str, Any] | None]:
    """Returns (how many page files answered 200, the frame the phone heard)."""
    from tortuga_qt.phones.server import PAGE_FILES

    async with aiohttp.ClientSession() as session:
        served = 0
        for path, (name, _) in PAGE_FILES.items():
            if (page_dir / name).is_file():
                async with session.get(base + path) as reply:
                    if reply.status != 200:
                        raise ProbeFailure(f"the page file {name} was not served (HTTP {reply.status})")
                    served += 1
        ws = await session.ws_connect(f"{base}/ws")
        hello = await ws.receive()
        if hello.type is not aiohttp.WSMsgType.TEXT:
            raise ProbeFailure(f"the server did not say hello ({hello.type.name})")
        nonce = os.urandom(ch.NONCE_BYTES)
        await ws.send_str(json.dumps({"t": "join", "token": b64(ch.token_of(code)), "n": b64(nonce)}))
        channel = ch.Channel(ch.session_key(ch.key_of(code), unb64(json.loads(hello.data)["n"]), nonce), ch.FROM_PHONE)
        await ws.send_bytes(channel.seal(json.dumps({"type": "join", "lang": "en"}).encode()))
        while not joined.is_set():  # the server tells the desktop (on its thread) once the sealed join opened
            try:
                early = await ws.receive(timeout=0.05)
            except TimeoutError:
                continue
            raise ProbeFailure(f"the server refused the paired phone ({early.type.name} {ws.close_code})")
        host.send(SEAT, {"type": "frame", "frame": PROBE_FRAME})
        said = await ws.receive()
        if said.type is not aiohttp.WSMsgType.BINARY:
            raise ProbeFailure(f"the server sent no sealed frame ({said.type.name}, {ws.close_code})")
        message = json.loads(channel.open(said.data))
        await ws.close()
    frame = message.get("frame") if isinstance(message, dict) and message.get("type") == "frame" else None
    return served, frame

