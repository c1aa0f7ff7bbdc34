"""`tortuga --self-test` says what it checked, and names what fails."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def test_self_test_passes_from_source() -> None:
    """From the checkout: data, art, translations, a whole computer game with a save round trip, and
    Hard seats and a hint answered from the separate thinking process (the frozen program's weak spot)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-m", "tortuga_qt.main", "--self-test"], capture_output=True,
                         text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.strip().splitlines()
    assert [line.split()[0] for line in lines[:4]] == ["ok"] * 4
    assert "saved, reloaded, identical" in out.stdout
    assert lines[-1].endswith("self-test: passed")
    assert any(line.startswith("ok   thinking:") and "and a hint answered by the thinking process" in line
               for line in lines), out.stdout
    assert any(line.startswith("ok   phones:") and "a paired phone joined and opened its sealed frame" in line
               for line in lines), out.stdout


def test_self_test_names_a_missing_picture(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing art element fails the art check by name, and the exit status is 1."""
    from tortuga_qt import selftest

    monkeypatch.setattr(selftest, "REQUIRED_ART", selftest.REQUIRED_ART + ("kraken",))
    monkeypatch.setattr(selftest, "_play_and_save", lambda: "game: skipped in this test")
    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out
    assert "FAIL art: the art file lacks kraken" in out


def test_self_test_fails_when_the_thinking_process_is_the_window(monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """A 'thinking process' that answers with the window's own pid is named as a failure."""
    from tortuga_qt import selftest
    from tortuga_qt.app import thinker

    monkeypatch.setattr(thinker, "thinker_pid", lambda timeout: os.getpid())
    monkeypatch.setattr(selftest, "_play_and_save", lambda: "game: skipped in this test")
    assert selftest.run_self_test() == 1
    assert "FAIL thinking: the thinking process is the window's own process" in capsys.readouterr().out


def test_self_test_game_check_does_not_race_the_autosave_writer(monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    """The game check waits for the writer instead of looking for a file it may not have written yet."""
    from tortuga_qt import selftest
    from tortuga_qt.app import autosave

    monkeypatch.setattr(autosave, "FIRST_WRITE_DELAY", 600.0)  # the writer is (very) slow to start
    if autosave._WRITER is not None:
        monkeypatch.setattr(autosave._WRITER, "_go", __import__("threading").Event())
    assert "kept as" in selftest._play_and_save()


def test_self_test_game_check_accepts_the_filed_copy(tmp_path: object) -> None:
    """A finished game kept under saves/ (no autosave) counts as kept."""
    from pathlib import Path

    from tortuga_qt import selftest

    data = Path(str(tmp_path))
    (data / "saves").mkdir()
    (data / "saves" / "finished-1.tortuga").write_bytes(b"{}")
    assert selftest._kept_copy(data, data / "autosave.tortuga") == data / "saves" / "finished-1.tortuga"
    with pytest.raises(selftest.SelfTestFailure, match="kept nowhere"):
        selftest._kept_copy(data / "other", data / "other" / "autosave.tortuga")


def test_self_test_phone_check_has_a_paired_phone_hear_a_sealed_frame(qapp: object) -> None:
    """The phones' server starts on 127.0.0.1, a phone pairs through the handshake of docs/phones.md and opens
    the frame the host sent; a QR code is drawn; the server is stopped after."""
    from tortuga_qt import selftest

    said = selftest._check_phones()
    assert said.startswith("phones: server started on 127.0.0.1:")
    assert "a paired phone joined and opened its sealed frame, stopped" in said
    assert said.endswith("a pairing QR code drawn")


def test_phone_probe_counts_the_page_files_it_was_served(tmp_path: object) -> None:
    """With the phone page's files present, each is fetched from the server (HTTP 200) and counted."""
    from pathlib import Path

    from tortuga_qt.phones.probe import probe

    page = Path(str(tmp_path))
    (page / "vendor").mkdir()
    for name in ("index.html", "phone.js", "phone.css", "vendor/noble.js"):
        (page / name).write_text("x", encoding="utf-8")
    assert probe(page).endswith("its page served (4 files)")
    assert probe(page / "absent").endswith("no phone page in this build")


def test_phone_check_fails_in_words_when_the_server_sends_no_frame(monkeypatch: pytest.MonkeyPatch,
                                                                  qapp: object) -> None:
    """A server that never sends the frame fails the phones check with a sentence, not a traceback."""
    from tortuga_qt import selftest
    from tortuga_qt.phones import probe
    from tortuga_qt.phones.host import PhoneHost

    monkeypatch.setattr(PhoneHost, "send", lambda self, seat, message: None)
    monkeypatch.setattr(probe, "WAIT_S", 1.0)
    with pytest.raises(selftest.SelfTestFailure, match="the phones' server did not answer within 1 seconds"):
        selftest._check_phones()


def test_phone_check_fails_in_words_when_the_phone_is_refused(monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    """A server that does not know the phone's code (its seat unpaired) refuses it, and the check says so."""
    from tortuga_qt import selftest
    from tortuga_qt.phones.host import PhoneHost

    real_pair = PhoneHost.pair

    def pair_then_forget(self: PhoneHost, seat: int) -> str:
        code = real_pair(self, seat)
        self.unpair(seat)
        return code

    monkeypatch.setattr(PhoneHost, "pair", pair_then_forget)
    with pytest.raises(selftest.SelfTestFailure, match="the server refused the paired phone"):
        selftest._check_phones()
