"""Re-pairing refuses the old code even to a phone already half-way through its handshake (docs/phones.md, Pairing)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator

import aiohttp
import pytest

from tests.phones.hostile_kit import finish, hello, join_text
from tests.phones.phone_client import run_apart
from tortuga_qt.paths import resources_dir
from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.host import PhoneHost
from tortuga_qt.phones.server import REFUSED


@pytest.fixture
def host() -> Iterator[tuple[PhoneHost, list[tuple[str, int, object]]]]:
    heard: list[tuple[str, int, object]] = []
    h = PhoneHost(resources_dir() / "phone", lambda kind, seat, what: heard.append((kind, seat, what)))
    h.start("127.0.0.1", 0)
    yield h, heard
    h.stop()


def test_a_phone_that_sent_its_token_before_a_re_pairing_cannot_finish_joining_with_the_old_key(
        host: tuple[PhoneHost, list[tuple[str, int, object]]]) -> None:
    h, heard = host
    old = h.pair(2)
    assert h.connected() == set()  # a round trip to the server's loop: the pairing is in place

    async def late_proof() -> tuple[int | None, str, int]:
        async with aiohttp.ClientSession() as session:
            ws, server_nonce = await hello(session, h.base_url())
            nonce = os.urandom(ch.NONCE_BYTES)
            await ws.send_str(join_text(ch.token_of(old), nonce))  # the old code's token, while it is still good
            await asyncio.sleep(0.1)  # the server has read it and waits for the sealed join
            h.pair(2)  # the person re-pairs (the old code leaked): "its code is refused from then on"
            await asyncio.to_thread(h.connected)  # the new code is in place on the server's loop
            key = ch.session_key(ch.key_of(old), server_nonce, nonce)
            await ws.send_bytes(ch.Channel(key, ch.FROM_PHONE).seal(b'{"type":"join","lang":"en"}'))
            try:
                outcome = await finish(ws, timeout=3)
            except TimeoutError:
                return None, "still open: joined with the old code", 0
            return outcome.code, outcome.words, len(outcome.binaries)

    ended = run_apart(late_proof())
    assert (ended, [e for e in heard if e[0] == "joined"]) == ((REFUSED, "not accepted", 0), [])
