"""A hostile client against the real phones' server while an honest phone plays on (docs/phones.md). Qt-free.

A real PhoneHost on loopback, a real table (seats 1 and 2 on phones) and its PhoneDesk, pumped
from the test's thread as the window would. The honest phone of seat 1 stays connected
throughout; the attacker sends thousands of hostile frames and connections: malformed joins,
unknown tokens and wrong keys, oversized messages, and, knowing seat 2's code, every way a
sealed message can be wrong. Nothing may move the game but the honest press at the end, the
attacker may hear no sealed message but its own seat's frames, and no secret reaches the log.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

import aiohttp
import pytest

from tests.phones.hostile_kit import (
    Desktop,
    Joined,
    Outcome,
    drive_to_phone,
    finish,
    flipped,
    frames_of,
    heard_from,
    hello,
    honest_frames,
    join_text,
    join_with,
    malformed_joins,
    many,
    more_frames,
    refused,
    snapshot,
    until,
)
from tests.phones.phone_client import PhoneClient, run_apart
from tortuga_qt.app.presenter.phone_frame import TEAM_KEYS
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.paths import resources_dir
from tortuga_qt.phones import channel as ch
from tortuga_qt.phones import server
from tortuga_qt.phones.host import PhoneHost
from tortuga_qt.phones.messages import b64
from tortuga_qt.rules.config import default_config

SEED = 5  # seats 1 and 2 are on different teams, and the table first waits for seat 1's phone
HONEST, ATTACKED = 1, 2
AT_LEAST = 5000  # hostile frames and attempts, in all
TOO_BIG = 1009  # the WebSocket close code aiohttp itself sends for a message over max_msg_size
PARALLEL = 12  # attacker connections at once in the plain phases (the honest phone holds one more)


@dataclass
class Table:
    """Everything the phases share: the table, the desktop's side, the host, the honest phone and the counts."""

    core: TableCore
    desktop: Desktop
    host: PhoneHost
    base: str
    session: aiohttp.ClientSession
    honest: PhoneClient
    rng: random.Random
    hostile: int = 0  # hostile frames and attempts sent
    refusals: int = 0  # connections the server should have refused or closed for a fault
    sealed_heard: int = 0  # sealed messages the attacker heard (with seat 2's key only)
    refused_now: int = 0  # the host's count of refusals at the end

    def own(self, joined: Joined, boxes: list[bytes]) -> None:
        """Opens what the server sealed for the attacker: only seat 2's frames (its name, its own Loyalty)."""
        for box in boxes:
            said = json.loads(joined.out.open(box))
            self.seat_two(said["frame"] if said["type"] == "frame" else None)

    def seat_two(self, frame: dict[str, Any] | None) -> None:
        """Checks one frame heard by the attacker: it is seat 2's, and names no other seat's Loyalty."""
        self.sealed_heard += 1
        assert frame is not None
        names, loyalty = self.core.names, self.core.referee_state.loyalty
        assert frame["seat"]["name"] == names[ATTACKED]
        assert frame["loyalty"]["team"] == TEAM_KEYS[loyalty[ATTACKED]]
        text = json.dumps(frame)
        for seat, team in enumerate(loyalty):
            if team != loyalty[ATTACKED]:
                assert f'"team": "{TEAM_KEYS[team]}"' not in text, (seat, text)
        assert names[HONEST] not in json.dumps(frame["seat"])


# ---------------------------------------------------------------------- before the handshake

async def plain(table: Table, first: str | bytes | None, proof: bytes | str | None = None) -> Outcome:
    """One connection: the hello, then `first` (text or binary; None: nothing) and maybe a `proof`; read to its end."""
    ws, _ = await hello(table.session, table.base)
    for said in (first, proof):
        if isinstance(said, str):
            await ws.send_str(said)
        elif isinstance(said, bytes):
            await ws.send_bytes(said)
    return await finish(ws)


async def plain_joins(table: Table) -> None:
    """Malformed joins, unknown tokens, seat 2's token with a wrong key, seat 1's token with seat 2's key: all 4403."""
    rng = table.rng
    code2 = table.host.codes[ATTACKED]
    kinds = malformed_joins(rng)

    def sealed_join(key_code: str) -> Callable[[bytes, bytes], bytes]:
        def seal(server_nonce: bytes, nonce: bytes) -> bytes:
            key = ch.session_key(ch.key_of(key_code), server_nonce, nonce)
            return ch.Channel(key, ch.FROM_PHONE).seal(b'{"type":"join","lang":"en"}')
        return seal

    async def malformed(first: str | bytes) -> None:
        refused(await plain(table, first))

    async def claimed(token: bytes, proof: Callable[[bytes, bytes], bytes | str] | None, nonce: bytes | None = None) -> None:
        ws, server_nonce = await hello(table.session, table.base)
        nonce = os.urandom(ch.NONCE_BYTES) if nonce is None else nonce
        await ws.send_str(join_text(token, nonce) if len(nonce) == ch.NONCE_BYTES else json.dumps(
            {"t": "join", "token": b64(ch.token_of(code2)), "n": "!" * 22}))  # 22 characters, no byte of nonce
        said = proof(server_nonce, nonce) if proof is not None else None
        if isinstance(said, str):
            await ws.send_str(said)
        elif said is not None:
            await ws.send_bytes(said)
        refused(await finish(ws))

    attempts: list[Callable[[], Awaitable[None]]] = [partial(malformed, f) for f in kinds * 30]
    for _ in range(250):
        attempts.append(lambda: claimed(os.urandom(16), sealed_join(ch.new_code())))  # an unknown token
        attempts.append(lambda: claimed(ch.token_of(code2), sealed_join(ch.new_code())))  # seat 2's token, a wrong key
    for _ in range(30):
        attempts.append(lambda: claimed(ch.token_of(code2), sealed_join(code2), b""))  # a proof for an empty nonce
        attempts.append(lambda: claimed(ch.token_of(table.host.codes[HONEST]), sealed_join(code2)))
        attempts.append(lambda: claimed(ch.token_of(code2), lambda s, n: os.urandom(40)))
        attempts.append(lambda: claimed(ch.token_of(code2), lambda s, n: '{"type":"join","lang":"en"}'))
        attempts.append(lambda: claimed(ch.token_of(code2), lambda s, n: sealed_join(code2)(n, s)))  # nonces swapped
        attempts.append(lambda: claimed(ch.token_of(code2), lambda s, n: ch.Channel(  # the proof is not a join
            ch.session_key(ch.key_of(code2), s, n), ch.FROM_PHONE).seal(b'{"type":"lang","lang":"en"}')))
    rng.shuffle(attempts)
    await many(attempts, PARALLEL)
    table.hostile += len(attempts)
    table.refusals += len(attempts)


async def oversized_plain(table: Table) -> None:
    """Messages over 4 KB before the handshake: the connection ends, nothing sealed is heard."""
    firsts: list[str | bytes] = [json.dumps({"t": "join", "token": "A" * 5000, "n": "B" * 22}), "x" * 4097,
                                 os.urandom(4097), os.urandom(200_000), "é" * 3000]
    attempts: list[Callable[[], Awaitable[None]]] = [partial(oversized, table, f) for f in firsts * 20]
    await many(attempts, PARALLEL)
    table.hostile += len(attempts)
    table.refusals += len(attempts)


async def oversized(table: Table, first: str | bytes) -> None:
    """One oversized first message: closed as too big (1009) or refused (4403), nothing sealed heard."""
    outcome = await plain(table, first)
    assert outcome.code in (TOO_BIG, server.REFUSED) and outcome.binaries == [], outcome


async def silent(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """One connection says nothing at all: refused when the (shortened) handshake time is up."""
    with monkeypatch.context() as patched:
        patched.setattr(server, "HANDSHAKE_SECONDS", 0.4)
        started = time.monotonic()
        refused(await plain(table, None))
        assert 0.3 < time.monotonic() - started < 5
    table.hostile += 1
    table.refusals += 1


PER_ADDRESS = server.MAX_PENDING  # handshakes one address may hold at once (the program's limit)


async def crowd(table: Table) -> None:
    """One address holds at most 4 handshakes at once (the 5th: 503); from many, 31 silent connections and the
    honest phone fill the 32 places and the 33rd is turned away (503) or refused."""
    many, server.MAX_PENDING = server.MAX_PENDING, PER_ADDRESS  # the program's own limit, for this phase
    try:
        pending = [await hello(table.session, table.base) for _ in range(PER_ADDRESS)]
        with pytest.raises(aiohttp.WSServerHandshakeError) as turned_away:
            await hello(table.session, table.base)
        assert turned_away.value.status == 503
        for ws, _ in pending:
            await ws.close()
    finally:
        server.MAX_PENDING = many
    table.hostile += len(pending) + 1
    table.refusals += len(pending) + 1
    await asyncio.sleep(0.3)  # their handshakes end as they close
    await crowd_of_many(table)


async def crowd_of_many(table: Table) -> None:
    """31 silent connections and the honest phone fill the 32 places: the 33rd is turned away (503) or refused."""
    held = [await hello(table.session, table.base) for _ in range(server.MAX_CONNECTIONS - 1)]
    for _ in range(5):
        try:
            ws, _ = await hello(table.session, table.base)
        except aiohttp.WSServerHandshakeError as exc:
            assert exc.status == 503
        else:
            refused(await finish(ws))
    for ws, _ in held:
        await ws.close()
    table.hostile += len(held) + 5
    table.refusals += len(held) + 5


# ---------------------------------------------------------------------- after seat 2's handshake (the attacker knows its code)

async def joined(table: Table) -> tuple[Joined, dict[str, Any]]:
    """Joins as seat 2 with its own code and returns the connection and the first frame (checked: seat 2's)."""
    conn = await join_with(table.session, table.base, table.host.codes[ATTACKED])
    first = await conn.frame()
    table.seat_two(first)
    return conn, first


async def broken(table: Table, conn: Joined, boxes: list[bytes | str], code: int = server.BROKEN) -> None:
    """Sends hostile frames on a joined connection: it is closed (`code`), and all it heard was seat 2's own."""
    for box in boxes:
        try:
            await (conn.ws.send_str(box) if isinstance(box, str) else conn.ws.send_bytes(box))
        except ConnectionError:
            break  # closed already
    outcome = await finish(conn.ws)
    table.own(conn, outcome.binaries)
    assert outcome.code == code and (outcome.words == "not accepted" or code == TOO_BIG), outcome
    table.hostile += len(boxes)
    table.refusals += 1


async def forged(table: Table) -> None:
    """Replayed, reordered, reflected, flipped, truncated, other-connection and garbage boxes: each closes its connection (4400)."""
    rng = table.rng
    recorded = await join_with(table.session, table.base, table.host.codes[ATTACKED])  # connection A
    await recorded.frame()
    await recorded.send({"type": "lang", "lang": "en"})
    await recorded.ws.close()
    lang = b'{"type":"lang","lang":"en"}'

    def scratch(conn: Joined, sends: int, upto: int) -> list[bytes]:
        c = ch.Channel(conn.key, sends)
        return [c.seal(lang) for _ in range(upto)]

    kinds: list[Callable[[Joined], list[bytes | str]]] = [
        lambda c: [c.sealed[0]],  # the join again: replayed
        lambda c: [c.out.seal(lang)] * 2,  # the same box twice
        lambda c: [scratch(c, ch.FROM_PHONE, 3)[2]],  # seq 2 before seq 1
        lambda c: [scratch(c, ch.TO_PHONE, 2)[1]],  # reflected: sealed in the server's direction
        lambda c: [flipped(c.out.seal(lang), rng)],
        lambda c: [c.out.seal(lang)[:rng.randrange(0, 40)]],  # truncated
        lambda c: [c.out.seal(lang)[:-1]],
        lambda c: [recorded.sealed[1]],  # sealed on connection A, replayed on this one
        lambda c: [os.urandom(rng.randrange(1, 300))],
        lambda c: [c.out.seal(b"not json")],
        lambda c: [c.out.seal(b'{"type":"hello"}')],
        lambda c: [c.out.seal(b'{"type":"join","lang":"ko"}'), os.urandom(30)],  # a second join is ignored; then a forgery
        lambda c: [c.out.seal(b'{"type":"lang","lang":"fr"}')],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x", "serial": 2**53 + 1}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x", "serial": 10**40}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x", "serial": -1}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x", "serial": "1"}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x", "serial": 1.0}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "", "serial": 1}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x" * 25, "serial": 1}).encode())],
        lambda c: [c.out.seal(json.dumps({"type": "act", "choice": "x", "serial": 1, "seat": 1}).encode())],
        lambda c: ['{"type":"lang","lang":"en"}'],  # plain text after the handshake
    ]
    for _ in range(12):
        for number, kind in enumerate(kinds):
            conn, _ = await joined(table)
            try:
                await broken(table, conn, kind(conn))
            except TimeoutError:
                raise AssertionError(f"kind {number} left open") from None
    conn, _ = await joined(table)
    await broken(table, conn, [conn.out.seal(b"x" * 5000)], code=TOO_BIG)  # oversized after the handshake


async def wrong_presses(table: Table) -> None:
    """Presses seat 2 may not make (bad ids, stale or huge serials, seat 1's choices): heard, refused by the desk, nothing moves."""
    rng = table.rng
    for _ in range(40):
        conn, first = await joined(table)
        serial = first["serial"]
        honest = [f for f in (m.get("frame") for m in table.honest.heard) if f and f.get("decision")][-1]
        theirs = [c["id"] for g in honest["decision"]["groups"] for c in g["choices"]]
        presses: list[dict[str, Any]] = []
        for _ in range(35):
            pick = rng.randrange(6)
            choice, at = (
                ("".join(rng.choice("0123456789.abcxyz") for _ in range(rng.randint(1, 24))), serial),
                (f"{serial}.0", serial),  # seat 2 has nothing to decide: no id is offered
                (f"{serial - 1}.{rng.randrange(60)}", serial - 1),  # a stale frame
                (rng.choice(theirs), honest["serial"]),  # seat 1's own choice, on seat 1's frame
                (rng.choice(theirs), serial),
                (f"{serial}.0", 2**53),  # the largest serial a page may send
            )[pick]
            presses.append({"type": "act", "choice": choice, "serial": at})
        before = table.desktop.said.get(ATTACKED, 0)
        for press in presses:
            await conn.send(press)
        await until(partial(heard_from, table.desktop, ATTACKED, before + len(presses)))
        table.hostile += len(presses)
        await broken(table, conn, [os.urandom(30)])  # and a forged box ends it: everything heard is read


async def flood(table: Table) -> None:
    """More than 20 messages a second (a burst of 120): cut off with 4429 once the allowance of 40 is spent."""
    for round_ in range(8):
        conn, first = await joined(table)
        boxes: list[bytes | str] = [conn.out.seal(json.dumps(
            {"type": "lang", "lang": "en"} if i % 2 or round_ % 2 else {"type": "act", "choice": "q", "serial": first["serial"]}
        ).encode()) for i in range(120)]
        await broken(table, conn, boxes, code=server.TOO_FAST)


async def fuzz(table: Table) -> None:
    """Seeded garbling of sealed, well-numbered page messages (bytes flipped, cut, doubled, spliced); a forged box ends each."""
    rng = table.rng
    seeds = [b'{"type":"act","choice":"7.0","serial":7}', b'{"type":"lang","lang":"ko"}', b'{"type":"join","lang":"en"}']
    for _ in range(150):
        conn, first = await joined(table)
        text = bytearray(rng.choice(seeds).replace(b"7", str(first["serial"]).encode()))
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(text))
            match rng.randrange(5):
                case 0:
                    text[at] = rng.randrange(256)
                case 1:
                    del text[at]
                case 2:
                    text[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
                case 3:
                    text[at:] = text[at:] + text[:at]
                case _:
                    text[at:at] = rng.choice([b'"', b"{", b"}", b",", b":", b"\\u0000", b"\\ud800", b"1e400", b"null"])
        await broken(table, conn, [conn.out.seal(bytes(text)), os.urandom(30)])


async def own_turn(table: Table) -> None:
    """On seat 2's own turn (the desktop drives the table there), its presses from stale frames still move nothing."""
    core = table.core
    drive_to_phone(core, ATTACKED)
    table.desktop.pump()
    assert core.phone_legal(ATTACKED)
    state, fields, steps = core.referee_state, snapshot(core.referee_state), core.steps
    conn, first = await joined(table)
    serial, ids = first["serial"], [c["id"] for g in first["decision"]["groups"] for c in g["choices"]]
    presses = [{"type": "act", "choice": ids[0], "serial": serial - 1}]  # this frame's choice, an older serial
    for i in range(29):
        choice, at = ((table.rng.choice(ids), serial + 1 + i % 3), (f"{serial - 1}.{i}", serial - 1), (ids[i % len(ids)], 0))[i % 3]
        presses.append({"type": "act", "choice": choice, "serial": at})  # the frames after the first refusal are newer
    before = table.desktop.said.get(ATTACKED, 0)
    for press in presses:
        await conn.send(press)
    await until(partial(heard_from, table.desktop, ATTACKED, before + len(presses)))
    table.hostile += len(presses)
    await broken(table, conn, [os.urandom(30)])
    table.desktop.pump()
    assert core.referee_state is state and snapshot(core.referee_state) == fields and core.steps == steps
    assert table.desktop.presses == 1  # the honest one


# ---------------------------------------------------------------------- the whole attack, the honest phone throughout

@pytest.fixture
def table() -> Iterator[tuple[TableCore, Desktop, PhoneHost]]:
    core = TableCore.deal(default_config(5), SEED, [True, True, True, False, False], phones=[HONEST, ATTACKED])
    drive_to_phone(core, HONEST)
    assert core.phone_legal(HONEST) and not core.phone_legal(ATTACKED)
    assert core.referee_state.loyalty[HONEST] != core.referee_state.loyalty[ATTACKED]
    desktop = Desktop(core)
    host = PhoneHost(resources_dir() / "phone", desktop.notify)
    host.pair(HONEST)
    host.pair(ATTACKED)
    host.start("127.0.0.1", 0)
    desktop.attach(host)
    yield core, desktop, host
    host.stop()


def test_a_hostile_client_moves_nothing_hears_no_secret_and_the_honest_phone_plays_on(
        table: tuple[TableCore, Desktop, PhoneHost], monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]) -> None:
    core, desktop, host = table
    monkeypatch.setattr(server, "MAX_PENDING", server.MAX_CONNECTIONS)  # the attacks come from one address: as if from many
    for name in ("aiohttp", "tortuga_qt", "asyncio"):
        caplog.set_level(logging.DEBUG, logger=name)
    refused_before = host.refused()
    phases: list[Callable[[Table], Awaitable[None]]] = [
        plain_joins, oversized_plain, lambda t: silent(t, monkeypatch), crowd, forged, wrong_presses, flood, fuzz]

    async def attack() -> Table:
        stop = asyncio.Event()
        pumping = asyncio.create_task(desktop.pumping(stop))
        async with aiohttp.ClientSession() as session:
            honest = PhoneClient(session, host.base_url(), host.codes[HONEST])
            await honest.connect()
            reading = asyncio.create_task(honest_frames(honest))
            t = Table(core, desktop, host, host.base_url(), session, honest, random.Random(1667))
            await until(lambda: len(frames_of(honest)) == 1)
            for phase in phases:
                state, steps, events = core.referee_state, core.steps, len(core.all_events)
                fields = snapshot(state)
                await phase(t)
                await until(lambda: not host.connected() - {HONEST})
                desktop.pump()
                assert core.referee_state is state and snapshot(core.referee_state) == fields, phase
                assert (core.steps, len(core.all_events), desktop.presses) == (steps, events, 0), phase
                heard = len(frames_of(honest))  # the honest phone is still served: a language switch, a frame again
                await honest.send({"type": "lang", "lang": "en"})
                await until(partial(more_frames, honest, heard))
            frame = frames_of(honest)[-1]
            assert frame["seat"]["name"] == core.names[HONEST] and frame["decision"] is not None
            press = frame["decision"]["groups"][0]["choices"][0]
            assert desktop.desk is not None
            steps, shown = core.steps, desktop.desk.seats[HONEST].shown
            assert shown is not None and shown.serial == frame["serial"]
            await honest.send({"type": "act", "choice": press["id"], "serial": frame["serial"]})
            await until(lambda: desktop.presses == 1)
            assert core.steps == steps + 1 and core.referee_game.actions[-1] == shown.choices[press["id"]]
            await until(lambda: frames_of(honest)[-1]["serial"] > frame["serial"])
            await own_turn(t)
            t.refused_now = await asyncio.to_thread(host.refused)
            await honest.close()
            reading.cancel()
            stop.set()
            await pumping
            return t

    started = time.monotonic()
    t = run_apart(attack())
    elapsed = time.monotonic() - started
    assert t.hostile >= AT_LEAST, t.hostile
    assert t.refused_now - refused_before == t.refusals
    assert t.sealed_heard > 0
    assert any(th.name == "tortuga-phones" and th.is_alive() for th in threading.enumerate())
    secrets = [s for seat, code in host.codes.items() for s in
               (code, ch.grouped(code), b64(ch.token_of(code)), ch.token_of(code).hex(), b64(ch.key_of(code)), ch.key_of(code).hex())]
    out, err = capfd.readouterr()
    assert any(r.name == "tortuga_qt.phones.hostile" for r in caplog.records)  # the server's thread is heard
    for record in caplog.records:
        text = record.getMessage() + (logging.Formatter().formatException(record.exc_info) if record.exc_info else "")
        assert not any(s in text for s in secrets), record
        assert record.levelno < logging.ERROR and record.exc_info is None, text
    assert not any(s in out + err for s in secrets)
    print(f"{t.hostile} hostile frames, {t.refusals} refused connections, {t.sealed_heard} sealed frames heard, {elapsed:.1f} s")
