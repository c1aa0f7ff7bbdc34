"""Every save file in tests/fixtures/saves/ loads and verifies, forever.

These files were written by earlier versions (formats 4 and 3 by `tests/fixtures/make_saves.py`;
`legacy/` by the version before format 3: save format 2 and a format-1 record). Later versions
must keep loading them: a change that breaks one breaks players' saves. A format-3 file loads as
format 4: its computer seats play on at "medium", nobody has taken a hint.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tortuga_qt.record.savefile import FORMAT, read_save, save_bytes

SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
FILES = sorted(p for p in SAVES.rglob("*") if p.is_file())


def test_the_fixtures_are_there() -> None:
    """Formats 4 and 3: 2, 5 and 9 players, finished and not; plus the legacy formats 2 and 1."""
    names = {p.name for p in FILES}
    for version in (4, 3):
        for players in (2, 5, 9):
            for status in ("finished", "unfinished"):
                assert any(n.startswith(f"format{version}-{players}p-{status}-") for n in names), (players, status)
    assert any(n.startswith("format2-") for n in names) and any(n.startswith("format1-") for n in names)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_fixture_loads_and_verifies(path: Path) -> None:
    raw = path.read_bytes()
    data = json.loads(raw)
    loaded = read_save(path)  # replays every step, checks every outcome against the seed and the snapshot
    game = loaded.game
    assert loaded.save.finished is game.over is ("-finished" in path.name)
    assert len(game.actions) == len(data["actions"])
    if data["format"] == 2:  # its seed may have been a hidden one: never shown, never dealt from again
        assert not game.seeded and game.seed is None and loaded.save.legacy_seed == data["seed"]
    else:
        assert game.seeded is (data.get("seed") is not None) and game.seed == data.get("seed")
    assert len(loaded.save.humans) == game.config.n == int(path.name.split("-")[1][:-1])
    computers = {s for s, human in enumerate(loaded.save.humans) if not human}
    assert set(loaded.save.levels) == computers and set(loaded.save.hints) == set(range(game.config.n)) - computers
    if data["format"] == FORMAT:  # the current format saves back to the very same bytes
        assert save_bytes(loaded.save) == raw
        assert {int(k): v for k, v in data["levels"].items()} == loaded.save.levels
        assert {int(k): v for k, v in data["hints"].items()} == loaded.save.hints
    else:  # older formats did not say: every computer seat plays on at "medium", no hints taken
        assert set(loaded.save.levels.values()) <= {"medium"} and set(loaded.save.hints.values()) <= {0}
    # A loaded game plays on (unless it is over): the table is never left stuck.
    if not game.over:
        seat = game.to_act()[0]
        game.play(game.legal(seat)[0])
