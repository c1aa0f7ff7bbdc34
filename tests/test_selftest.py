"""`tortuga --self-test` says what it checked, and names what fails."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def test_self_test_passes_from_source() -> None:
    """From the checkout: data, art, translations and a whole computer game with a save round trip."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-m", "tortuga_qt.main", "--self-test"], capture_output=True,
                         text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert [line.split()[0] for line in lines[:4]] == ["ok"] * 4
    assert "saved, reloaded, identical" in out.stdout
    assert lines[-1].endswith("self-test: passed")


def test_self_test_names_a_missing_picture(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing art element fails the art check by name, and the exit status is 1."""
    from tortuga_qt import selftest

    monkeypatch.setattr(selftest, "REQUIRED_ART", selftest.REQUIRED_ART + ("kraken",))
    monkeypatch.setattr(selftest, "_play_and_save", lambda: "game: skipped in this test")
    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out
    assert "FAIL art: the art file lacks kraken" in out
