"""The autosave survives a hard kill: whatever the moment, the file left behind is a whole save.

A child process plays seeded 9-seat games through `GameSession` with autosave (exactly the
window's path: a snapshot after every applied action and every closed look, written atomically
by the autosave writer thread, newest first) and says "WRITING key" before and "SAVED key"
after each write. The test kills it with SIGKILL at seeded
random moments; the file must then load with `read_save` and hold the last SAVED game or the
one that was being written, never anything else.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tortuga_qt.record.savefile import read_save

ROOT = Path(__file__).resolve().parents[2]

KEY = '''
import hashlib, json

def key(save):
    """A short fingerprint of a save: the game, its record, the owed looks, the table."""
    body = json.dumps([save.seed, save.actions, [list(x) for x in save.looks], save.snapshot],
                      separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(body.encode("utf-8")).hexdigest()[:16]
    return f"{save.seed}/{len(save.actions)}/{len(save.looks)}/{digest}"
'''

CHILD = KEY + '''
import os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication

app = QCoreApplication([])
import tortuga_qt.app.session as S
import tortuga_qt.app.autosave as autosave
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.rng import Rng

import tortuga_qt.record.atomic as atomic
from types import SimpleNamespace

path, seed = Path(sys.argv[1]), int(sys.argv[2])
autosave.FIRST_WRITE_DELAY = 0.0  # no window draws a first game here: write from the first action on
import tortuga_qt.record.savefile  # loaded now, not by the writer thread while this loop holds the interpreter
write = atomic.atomic_write

def traced(where, data):  # in the autosave writer's thread: every file it writes
    k = key(SimpleNamespace(**json.loads(data)))
    os.write(1, f"WRITING {k}\\n".encode())
    write(where, data)
    os.write(1, f"SAVED {k}\\n".encode())

atomic.atomic_write = traced
os.write(1, b"READY\\n")
rng = Rng(seed)
game = 0
while True:  # one long evening of games, until the kill
    session = S.GameSession(default_config(9), seed * 1000 + game, [True] * 9, bot_delay_ms=0, autosave=path)
    while session.step.kind is not StepKind.OVER:
        step = session.step
        if step.kind is StepKind.CURTAIN:
            session.claim(step.seat)
        elif step.kind is StepKind.LOOK:
            session.look_done()
        else:
            session.submit(rng.choice(session.legal()))
    game += 1
'''

namespace: dict[str, object] = {}
exec(KEY, namespace)  # noqa: S102 - the same fingerprint as the child's
key = namespace["key"]


class Child:
    """The child process, its output read continuously (so it never blocks on a full pipe)."""

    def __init__(self, path: Path, seed: int) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
        self.proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(seed)], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.data = bytearray()
        self.saved = threading.Event()
        self.saved_at = 0.0  # when the first SAVED line arrived (monotonic clock)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        while chunk := os.read(self.proc.stdout.fileno(), 65536):
            self.data += chunk
            if not self.saved.is_set() and b"\nSAVED " in self.data:
                self.saved_at = time.monotonic()
                self.saved.set()

    def kill(self) -> tuple[list[str], str]:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=10)
        self.reader.join(timeout=10)
        assert self.proc.stderr is not None
        err = self.proc.stderr.read().decode("utf-8", "replace")
        self.proc.stdout.close()  # type: ignore[union-attr]
        self.proc.stderr.close()
        lines = bytes(self.data).decode("utf-8").split("\n")
        return lines[:-1], err  # the last piece is an unfinished line (or empty)


@pytest.mark.skipif(os.name != "posix" or not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")
def test_killed_at_random_moments_leaves_a_whole_save(tmp_path: Path) -> None:
    """Four children play at once (their start-up overlaps); each is killed at its own seeded moment after its first save."""
    rnd = random.Random(1667)
    delays = [rnd.uniform(0.1, 0.6) for _ in range(4)]
    paths = [tmp_path / f"run{run}" / "autosave.tortuga" for run in range(4)]
    children = [Child(path, run + 1) for run, path in enumerate(paths)]
    results = []
    try:
        for child, delay in zip(children, delays, strict=True):
            assert child.saved.wait(timeout=30), "the child never saved"
            time.sleep(max(0.0, child.saved_at + delay - time.monotonic()))
            results.append(child.kill())
    finally:
        for child in children[len(results):]:  # a failure above: no child outlives the test
            child.proc.kill()
            child.proc.wait(timeout=10)
    for child, path, (lines, err) in zip(children, paths, results, strict=True):
        assert child.proc.returncode == -signal.SIGKILL, err
        writing = [line.split()[1] for line in lines if line.startswith("WRITING ")]
        saved = [line.split()[1] for line in lines if line.startswith("SAVED ")]
        assert saved, (lines[:3], err)
        allowed = {saved[-1], writing[-1]}  # the write under way may or may not have landed
        loaded = read_save(path)
        found = key(loaded.save)  # type: ignore[operator]
        assert found in allowed, (found, allowed, len(saved))
        assert len(saved) >= 2, "the child was killed too early to test anything"
        # SIGKILL can leave at most the one temporary file of the write under way; never a second.
        others = [p.name for p in path.parent.iterdir() if p != path]
        assert len(others) <= 1 and all(n.startswith(".autosave.tortuga.") and n.endswith(".tmp") for n in others)
