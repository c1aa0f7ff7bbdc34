"""The phones' server: pairing, the handshake, frames out and presses in, re-pairing and refusals (docs/phones.md)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest

from tests.phones.phone_client import PhoneClient, run_apart
from tortuga_qt.paths import resources_dir
from tortuga_qt.phones import channel as ch
from tortuga_qt.phones.host import PhoneHost


class Heard:
    """What the server told the desktop, from its thread."""

    def __init__(self) -> None:
        self.events: list[tuple[str, int, object]] = []
        self.changed = threading.Condition()

    def __call__(self, kind: str, seat: int, what: object) -> None:
        with self.changed:
            self.events.append((kind, seat, what))
            self.changed.notify_all()

    def wait(self, kind: str, count: int = 1, timeout: float = 5.0) -> list[tuple[str, int, object]]:
        with self.changed:
            self.changed.wait_for(lambda: sum(e[0] == kind for e in self.events) >= count, timeout)
            return [e for e in self.events if e[0] == kind]


@pytest.fixture
def host() -> Iterator[tuple[PhoneHost, Heard]]:
    heard = Heard()
    h = PhoneHost(resources_dir() / "phone", heard)
    h.start("127.0.0.1", 0)
    yield h, heard
    h.stop()


def run(coro: Any) -> Any:
    return run_apart(coro)


def test_a_phone_with_its_code_joins_its_seat_and_gets_what_the_desktop_sends(host: tuple[PhoneHost, Heard]) -> None:
    h, heard = host
    code = h.pair(2)

    async def play() -> tuple[dict[str, Any], dict[str, Any] | None]:
        async with aiohttp.ClientSession() as s:
            phone = PhoneClient(s, h.base_url(), code)
            await phone.connect("ko")
            joined = await asyncio.to_thread(heard.wait, "joined")
            assert joined == [("joined", 2, "ko")]
            h.send(2, {"type": "frame", "frame": {"serial": 1, "headline": "x"}})
            frame = await phone.frame()
            await phone.send({"type": "act", "choice": "1.0", "serial": 1})
            said = await asyncio.to_thread(heard.wait, "said")
            await phone.close()
            return frame, {"seat": said[0][1], "choice": said[0][2].choice}  # type: ignore[attr-defined]

    frame, said = run(play())
    assert frame == {"serial": 1, "headline": "x"}
    assert said == {"seat": 2, "choice": "1.0"}
    assert heard.wait("left")[0][:2] == ("left", 2)


def test_a_wrong_code_is_refused_with_the_same_words_as_any_other_fault(host: tuple[PhoneHost, Heard]) -> None:
    h, heard = host
    h.pair(0)

    async def attempt(token: bytes | None) -> tuple[int | None, str]:
        async with aiohttp.ClientSession() as s:
            phone = PhoneClient(s, h.base_url(), ch.new_code())
            await phone.connect(token=token)
            assert phone.ws is not None
            msg = await phone.ws.receive(timeout=5)
            return phone.ws.close_code, str(msg.extra)

    unknown = run(attempt(None))
    right_token_wrong_key = run(attempt(ch.token_of(h.codes[0])))
    assert unknown == right_token_wrong_key == (4403, "not accepted")
    assert not [e for e in heard.events if e[0] == "joined"]


def test_re_pairing_cuts_the_old_phone_off_and_refuses_its_code(host: tuple[PhoneHost, Heard]) -> None:
    h, heard = host
    old = h.pair(1)

    async def play() -> tuple[dict[str, Any] | None, int | None]:
        async with aiohttp.ClientSession() as s:
            phone = PhoneClient(s, h.base_url(), old)
            await phone.connect()
            await asyncio.to_thread(heard.wait, "joined")
            h.pair(1)
            bye = await phone.next()
            again = PhoneClient(s, h.base_url(), old)
            await again.connect()
            assert again.ws is not None
            await again.ws.receive(timeout=5)
            return bye, again.ws.close_code

    bye, code = run(play())
    assert bye == {"type": "bye", "why": "repaired"}
    assert code == 4403


def test_the_server_serves_only_its_fixed_files_with_a_strict_policy(host: tuple[PhoneHost, Heard]) -> None:
    h, _ = host

    async def get(path: str) -> tuple[int, str]:
        async with aiohttp.ClientSession() as s, s.get(h.base_url() + path) as r:
            return r.status, r.headers.get("Content-Security-Policy", "")

    assert run(get("/../pyproject.toml"))[0] == 404
    assert run(get("/phone.py"))[0] == 404
    status, policy = run(get("/"))
    if (resources_dir() / "phone" / "index.html").is_file():
        assert status == 200 and "default-src 'none'" in policy


def test_stopping_closes_every_phone_and_the_port(host: tuple[PhoneHost, Heard]) -> None:
    h, heard = host
    code = h.pair(0)
    base = h.base_url()

    async def play() -> dict[str, Any] | None:
        async with aiohttp.ClientSession() as s:
            phone = PhoneClient(s, base, code)
            await phone.connect()
            await asyncio.to_thread(heard.wait, "joined")
            await asyncio.to_thread(h.stop)
            return await phone.next()

    assert run(play()) == {"type": "bye", "why": "closed"}

    async def again() -> None:
        async with aiohttp.ClientSession() as s:
            await s.get(base + "/")

    with pytest.raises(aiohttp.ClientConnectionError):
        run(again())
    assert json.dumps(h.codes)  # the codes stay with the desktop (a restart pairs the same phones)
