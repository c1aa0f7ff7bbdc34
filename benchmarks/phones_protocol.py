"""A phone's press to its next frame, over loopback, with the Python phone client: the Qt-free baseline (docs/phones.md).

    python benchmarks/phones_protocol.py [--presses 200] [--seed 1]

A real PhoneHost on 127.0.0.1 (its own thread and asyncio loop, as in the app), a real table of
five people all on phones (TableCore.deal, seeded) and its PhoneDesk, pumped on the main thread
as the window would (what the server heard arrives through a queue, like Qt's queued signal).
Five Python phones (tests/phones/phone_client.py) on a third thread join their seats. Each
sample: a phone whose frame offers a decision presses one of its choices (seeded); the time runs
from just before the press is sealed until that same phone has opened its next frame: sealing,
the server opening and checking it, the desk turning it into an action, the table playing it,
every phone's frame built and the changed ones sealed, and the phone opening its own. A game
that ends is followed by the next seed's (untimed). It prints the median and p95 milliseconds of
the round trip, and the desk's share (hear, play and refresh on the desktop's thread). The
browser's figure (the page's JavaScript) is measured separately. Run it twice on a busy machine
and read the lower figures.
"""

from __future__ import annotations

import argparse
import asyncio
import queue
import random
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.phones.phone_client import PhoneClient  # noqa: E402 - the checkout first on the path
from tortuga_qt.app.seating import StepKind  # noqa: E402
from tortuga_qt.app.table_core import TableCore  # noqa: E402
from tortuga_qt.paths import resources_dir  # noqa: E402
from tortuga_qt.phones.desk import PhoneDesk  # noqa: E402
from tortuga_qt.phones.host import PhoneHost  # noqa: E402
from tortuga_qt.rules.config import default_config  # noqa: E402

SEATS = 5
DEAL = "deal"  # the phones' side asks the desktop for the next game (the one before has ended)


class Desktop:
    """The table and its desk on the main thread: hears the queue, plays presses, refreshes every phone's frame."""

    def __init__(self, host: PhoneHost, seed: int) -> None:
        self.host, self.seed = host, seed
        self.heard: queue.Queue[tuple[str, int, object]] = queue.Queue()
        self.busy: list[float] = []  # seconds of the desktop's work per press played
        self.core, self.desk = self._deal(set())

    def notify(self, kind: str, seat: int, what: object) -> None:
        """The server's callback, on its thread: queued for the desktop's."""
        self.heard.put((kind, seat, what))

    def _deal(self, connected: set[int]) -> tuple[TableCore, PhoneDesk]:
        core = TableCore.deal(default_config(SEATS), self.seed, [True] * SEATS, phones=list(range(SEATS)))
        self.seed += 1
        settle(core)
        desk = PhoneDesk(self.host, card_text=lambda key: key, translators=lambda lang: None, connected=set(connected))
        return core, desk

    def run(self, done: threading.Event) -> None:
        """Serves until `done`: each batch heard is played and followed by one refresh."""
        while not done.is_set():
            try:
                first = self.heard.get(timeout=0.05)
            except queue.Empty:
                continue
            started, played = time.perf_counter(), False
            batch = [first]
            while not self.heard.empty():
                batch.append(self.heard.get_nowait())
            for kind, seat, what in batch:
                if kind == DEAL:
                    if self.core.over:
                        self.core, self.desk = self._deal(self.desk.connected)
                    continue
                action = self.desk.hear(self.core, kind, seat, what)
                if action is not None:
                    self.core.phone_submit(action)
                    settle(self.core)
                    played = True
            self.desk.refresh(self.core)
            if played:
                self.busy.append(time.perf_counter() - started)


def settle(core: TableCore) -> None:
    """Plays the desktop's part of a table of phones: the pairing claims and looks, until a phone must act."""
    while core.step.kind in (StepKind.CURTAIN, StepKind.LOOK):
        if core.step.kind is StepKind.CURTAIN:
            core.claim(core.step.seat)
        else:
            core.look_done()


class Phone:
    """One Python phone and its reader: the newest frame heard, and when it came."""

    def __init__(self, client: PhoneClient) -> None:
        self.client = client
        self.frame: dict[str, Any] = {}
        self.heard = 0
        self.at = 0.0
        self.new = asyncio.Event()

    async def read(self) -> None:
        """Reads every frame the phone is sent, until its connection ends."""
        while (said := await self.client.next(timeout=600)) is not None:
            if said["type"] == "frame":
                self.frame, self.at = said["frame"], time.perf_counter()
                self.heard += 1
                self.new.set()


async def phones(host: PhoneHost, desktop: Desktop, presses: int, rng: random.Random) -> list[float]:
    """The five phones: joins every seat, then presses and times each round trip; returns the seconds."""
    times: list[float] = []
    async with aiohttp.ClientSession() as session:
        seats = [Phone(PhoneClient(session, host.base_url(), host.codes[s])) for s in range(SEATS)]
        for phone in seats:
            await phone.client.connect()
        readers = [asyncio.create_task(p.read()) for p in seats]
        while len(times) < presses:
            await quiet(seats)
            ready = [p for p in seats if p.frame.get("decision")]
            if not ready:
                if any(p.frame.get("over") for p in seats):
                    desktop.heard.put((DEAL, -1, None))
                await asyncio.sleep(0.01)
                continue
            phone = rng.choice(ready)
            choices = [c["id"] for g in phone.frame["decision"]["groups"] for c in g["choices"]]
            heard, serial = phone.heard, phone.frame["serial"]
            phone.new.clear()
            started = time.perf_counter()
            await phone.client.send({"type": "act", "choice": rng.choice(choices), "serial": serial})
            while phone.heard == heard:
                await asyncio.wait_for(phone.new.wait(), 10)
            times.append(phone.at - started)
        for phone in seats:
            await phone.client.close()
        await asyncio.gather(*readers, return_exceptions=True)
    return times


async def quiet(seats: list[Phone], calm: float = 0.005) -> None:
    """Waits (untimed) until no phone has heard a frame for `calm` seconds: every frame of the last press is in."""
    while any(not p.frame for p in seats) or time.perf_counter() - max(p.at for p in seats) < calm:
        await asyncio.sleep(calm / 2)


def main() -> int:
    """Runs the benchmark and prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    holder: list[Desktop] = []
    host = PhoneHost(resources_dir() / "phone", lambda kind, seat, what: holder[0].notify(kind, seat, what))
    for seat in range(SEATS):
        host.pair(seat)
    desktop = Desktop(host, args.seed)
    holder.append(desktop)
    host.start("127.0.0.1", 0)
    done = threading.Event()
    times: list[float] = []

    def phone_side() -> None:
        try:
            times.extend(asyncio.run(phones(host, desktop, args.presses, random.Random(args.seed))))
        finally:
            done.set()

    thread = threading.Thread(target=phone_side, name="phones")
    thread.start()
    desktop.run(done)
    thread.join()
    host.stop()
    if len(times) < args.presses:
        print(f"only {len(times)} presses timed", file=sys.stderr)
        return 1
    ms = sorted(t * 1000 for t in times)
    busy = sorted(t * 1000 for t in desktop.busy)
    p95 = ms[max(0, int(len(ms) * 0.95) - 1)]
    print(f"press -> own frame back, loopback, Python phone: median {statistics.median(ms):.2f} ms, "
          f"p95 {p95:.2f} ms, max {ms[-1]:.2f} ms (n={len(ms)})")
    print(f"  the desktop's share (hear, play, refresh {SEATS} frames): median {statistics.median(busy):.2f} ms, "
          f"p95 {busy[max(0, int(len(busy) * 0.95) - 1)]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
