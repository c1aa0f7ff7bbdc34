"""Saves that cannot break the table: what is read, what is written, what is kept secret.

* Reading takes only a regular file of at most MAX_BYTES: a FIFO, /dev/zero, a folder or an
  oversized file is refused at once in plain words (each call runs in a thread with a timeout,
  so a hang fails the test instead of hanging the suite), even a FIFO swapped in after the check.
* A game saved under other rules gets its own message (`DifferentRules`), in every format.
* Files are written 0o600 and new folders 0o700.
* Format 4 (as 3 did) keeps the seed material: an unseeded game round-trips, its secrets intact; a seed that
  disagrees with its material, a too-short secret or an unreadable generator is refused.
"""

from __future__ import annotations

import json
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.record.legacy import LegacyGame
from tests.record.test_savefile import MIDGAME_RAW, assert_plain, assert_refused, with_data
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.record import reading
from tortuga_qt.record.atomic import atomic_write
from tortuga_qt.record.savefile import (
    MAX_BYTES,
    DifferentRules,
    SaveError,
    game_to_save,
    load_bytes,
    read_save,
    save_bytes,
    write_save,
)
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng

POSIX = os.name == "posix"


def within(seconds: float, call: Callable[[], Any]) -> BaseException | Any:
    """Runs call in a thread; returns its result or exception; fails if it has not ended in time."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            out.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"the call still runs after {seconds} s (it blocks or reads forever)"
    return out[0]


def refused_promptly(path: Path) -> SaveError:
    outcome = within(5, lambda: read_save(path))
    assert isinstance(outcome, SaveError), f"{type(outcome).__name__}: {outcome}"
    assert_plain(str(outcome), path.name)
    return outcome


# ---------------------------------------------------------------------------------------- reading


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.tortuga"
    os.mkfifo(fifo)
    exc = refused_promptly(fifo)
    assert "not an ordinary file" in str(exc)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_dev_zero_is_refused_at_once() -> None:
    exc = refused_promptly(Path("/dev/zero"))
    assert "not an ordinary file" in str(exc)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_swapped_in_after_the_check_is_refused_without_blocking(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Even if the first check saw a regular file, opening never waits and the second check refuses."""
    fifo = tmp_path / "swapped.tortuga"
    os.mkfifo(fifo)
    regular = tmp_path / "regular"
    regular.write_bytes(b"{}")
    real_stat = os.stat

    def fooled(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        return real_stat(regular if Path(path) == fifo else path, *args, **kwargs)

    monkeypatch.setattr(reading.os, "stat", fooled)
    refused_promptly(fifo)


def test_folder_is_refused(tmp_path: Path) -> None:
    exc = refused_promptly(tmp_path)
    assert "folder" in str(exc)


def test_file_over_the_size_limit_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.tortuga"
    with path.open("wb") as out:
        out.truncate(MAX_BYTES + 1)  # sparse: nothing to read, only its size
    exc = refused_promptly(path)
    assert "large" in str(exc)
    with path.open("wb") as out:
        out.truncate(MAX_BYTES)  # exactly the limit: read, then refused as no save
    assert "large" not in str(refused_promptly(path))


def test_file_that_grows_while_read_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "growing.tortuga"
    path.write_bytes(MIDGAME_RAW)
    real_read = os.read
    calls = [0]

    def endless(fd: int, n: int) -> bytes:
        calls[0] += 1
        return b" " * n if calls[0] > 1 else real_read(fd, n)

    monkeypatch.setattr(reading.os, "read", endless)
    exc = refused_promptly(path)
    assert "large" in str(exc)


def test_symlink_to_a_save_is_read(tmp_path: Path) -> None:
    path = tmp_path / "real.tortuga"
    path.write_bytes(MIDGAME_RAW)
    link = tmp_path / "link.tortuga"
    try:
        link.symlink_to(path)
    except OSError:
        pytest.skip("no symlinks here")
    assert read_save(link).save.actions == json.loads(MIDGAME_RAW)["actions"]


def test_file_name_with_control_characters_gives_one_plain_line(tmp_path: Path) -> None:
    path = tmp_path / "bad\nname\x1b.tortuga"
    path.write_bytes(b"nonsense")
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert "\n" not in str(info.value) and "\x1b" not in str(info.value)


# ---------------------------------------------------------------------------------------- rules version


def test_other_rules_version_has_its_own_message() -> None:
    raw = with_data(MIDGAME_RAW, lambda d: d.update(rules_version="tortuga-1667/decisions-R99"))
    exc = assert_refused(raw)
    assert isinstance(exc, DifferentRules)
    assert "different rules" in str(exc) and "cannot be continued" in str(exc)
    assert "decisions-R99" in str(exc)


def test_other_rules_version_is_refused_in_old_formats_too() -> None:
    old = LegacyGame(3, 4)
    old.play_randomly(RandomBot(Rng(4)), 10)
    for raw in (old.format_1(), old.format_2([True] * 3, {}, [])):
        assert isinstance(load_bytes(raw, "old.tortuga").game, Game)
        exc = assert_refused(with_data(raw, lambda d: d.update(rules_version="R1")))
        assert isinstance(exc, DifferentRules)


# ---------------------------------------------------------------------------------------- writing


@pytest.mark.skipif(not POSIX, reason="POSIX file modes")
def test_saves_are_readable_by_their_owner_only(tmp_path: Path) -> None:
    old_umask = os.umask(0o022)
    try:
        path = tmp_path / "new" / "deeper" / "game.tortuga"
        write_save(path, load_bytes(MIDGAME_RAW, "m.tortuga").save)
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
        assert stat.S_IMODE(path.parent.parent.stat().st_mode) == 0o700
        # A file that was readable by everybody is replaced by one that is not.
        path.chmod(0o644)
        atomic_write(path, b"{}")
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        os.umask(old_umask)


@pytest.mark.skipif(not POSIX, reason="POSIX file modes")
def test_mkstemp_gives_owner_only_files(tmp_path: Path) -> None:
    import tempfile

    fd, name = tempfile.mkstemp(dir=tmp_path)
    os.close(fd)
    assert stat.S_IMODE(os.stat(name).st_mode) == 0o600


# ---------------------------------------------------------------------------------------- seed material


def _unseeded(n: int = 4, decisions: int = 12) -> Game:
    game = Game(default_config(n))
    bot = RandomBot(game.bot_rng(1))
    for _ in range(decisions):
        game.play(bot.choose(None, game.legal(game.to_act()[0])))
    return game


def test_unseeded_game_round_trips_with_its_secret() -> None:
    game = _unseeded()
    raw = save_bytes(game_to_save(game, [True, False, True, True], {1: game.bot_rng(1).state}))
    data = json.loads(raw)
    assert data["format"] == 4 and data["seed"] is None and data["seeded"] is False
    assert len(bytes.fromhex(data["seed_material"])) == 32
    loaded = load_bytes(raw, "secret.tortuga")
    assert loaded.game.seeded is False and loaded.game.seed is None
    assert loaded.game.seed_material == game.seed_material
    assert loaded.game.rng == game.rng and loaded.game.bot_rng(2) == game.bot_rng(2)
    assert save_bytes(loaded.save) == raw


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(seed_material="00" * 32),
        lambda d: d.update(seed_material=d["seed_material"][:30]),
        lambda d: d.update(seed_material=d["seed_material"].upper()),
        lambda d: d.update(seed_material=d["seed_material"] + "0"),
        lambda d: d.update(seed_material="²" * 64),
        lambda d: d.update(seeded=True),
        lambda d: d.update(seed=5),
        lambda d: d.update(seed=5, seeded=True),
        lambda d: d.update(chance_rng="00" * 32 + ":0"),
        lambda d: d.update(chance_rng=d["chance_rng"] + "0"),
        lambda d: d.update(chance_rng=d["chance_rng"].replace(":", ":١")),
        lambda d: d.update(bot_rngs={"1": "nonsense"}),
        lambda d: d.update(legacy_chance_steps=1),
        lambda d: d.update(legacy_chance_steps=-1),
    ],
    ids=["other-secret", "short-secret", "upper-hex", "odd-hex", "superscripts", "seeded-without-seed",
         "seed-not-seeded", "seed-and-secret-disagree", "other-dealer", "dealer-position", "arabic-digit",
         "bad-bot-state", "legacy-without-seed", "negative-legacy"],
)
def test_seed_and_generator_damage_is_refused(damage: Any) -> None:
    game = _unseeded()
    raw = save_bytes(game_to_save(game, [True, False, True, True], {1: game.bot_rng(1).state}))
    assert_refused(with_data(raw, damage))


def test_seeded_save_keeps_its_seed_for_display() -> None:
    loaded = load_bytes(MIDGAME_RAW, "m.tortuga")
    assert loaded.save.seeded and loaded.save.seed == 12 and loaded.game.seed == 12 and loaded.game.seeded
