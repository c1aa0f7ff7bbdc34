"""`tortuga` as a real process: Ctrl-C in its terminal closes the window as its close button does,
and a terminal without any display gets one plain line instead of Qt's abort.

The child runs this checkout's code (`python -m tortuga_qt.main`, PYTHONPATH) offscreen, with its
settings and data in a temporary home.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tortuga_qt.record.savefile import read_save

ROOT = Path(__file__).resolve().parents[1]


def _environment(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_", "DISPLAY", "WAYLAND"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home), PYTHONPATH=str(ROOT), **extra)
    return env


def test_ctrl_c_closes_the_window_keeps_the_autosave_and_exits_130(tmp_path: Path) -> None:
    """Ctrl-C once a game is dealt: status 130, no traceback, and the autosave is on disk and loads."""
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    autosave = home / "data" / "tortuga_qt" / "Tortuga 1667" / "autosave.tortuga"
    # As from a terminal: a test run started in the background ignores Ctrl-C, and a child inherits that.
    proc = subprocess.Popen([sys.executable, "-m", "tortuga_qt.main"], cwd=tmp_path,
                            env=_environment(home, QT_QPA_PLATFORM="offscreen"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 60  # a busy machine may take long to start; the test waits no longer than it must
        while not autosave.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert autosave.exists(), "the window never dealt a game"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    loaded = read_save(autosave)  # whole, and the game it holds is the one dealt
    assert not loaded.save.finished and len(loaded.save.config.seats) == 5
    assert not (autosave.parent / "tortuga.lock").exists()  # closed as a window closes: the lock went too


def test_no_display_is_one_plain_line_and_status_1(tmp_path: Path) -> None:
    """No DISPLAY, no WAYLAND_DISPLAY, no offscreen platform: one line that says so, not Qt's abort."""
    done = subprocess.run([sys.executable, "-m", "tortuga_qt.main"], cwd=tmp_path, env=_environment(tmp_path),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("tortuga: no display found")
    assert "QT_QPA_PLATFORM=offscreen" in lines[0] and "xcb" not in lines[0]
