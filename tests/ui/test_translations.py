"""Every visible string can be translated without code changes (Qt's lupdate / lrelease)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    if not Path(found).exists():
        pytest.skip(f"{name} is not installed")
    return found


def _lupdate(ts: Path) -> str:
    sources = [str(p) for p in sorted((ROOT / "tortuga_qt").rglob("*.py"))]
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(ts)], check=True, capture_output=True)
    return ts.read_text(encoding="utf-8")


def test_lupdate_finds_every_context(tmp_path: Path) -> None:
    """All strings sit in named contexts (no helper hides them), the story included."""
    text = _lupdate(tmp_path / "all.ts")
    contexts = set(re.findall(r"<name>([^<]*)</name>", text))
    assert "" not in contexts
    assert {"Table", "Mat", "Event", "Card", "Place", "Team", "Vote"} <= contexts
    assert text.count("<message>") > 200
    assert "Pass to {name}" in text and "{who} reveals slot {a}: {card}!" in text


def test_a_translation_changes_the_screen_without_code_changes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Translate one curtain line, compile it, install it: the curtain speaks French."""
    ts = tmp_path / "fr.ts"
    text = _lupdate(ts)
    text = text.replace(
        "<source>Pass to {name}</source>\n        <translation type=\"unfinished\"></translation>",
        "<source>Pass to {name}</source>\n        <translation>Passez à {name}</translation>",
    )
    ts.write_text(text, encoding="utf-8")
    qm = tmp_path / "fr.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        from PySide6.QtWidgets import QWidget

        from tortuga_qt.ui.widgets.curtain import Curtain

        host = QWidget()
        qtbot.addWidget(host)
        curtain = Curtain(host)
        curtain.show_for(0, "Anne Bonny", "decide")
        assert curtain.title.text() == "Passez à Anne Bonny"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_story_follows_the_installed_translator() -> None:
    """The rules' story goes through the installed translator (Qt-free hook)."""
    from tortuga_qt.app import story as describe
    from tortuga_qt.rules.events import Event

    teller = describe.Storyteller(["Anne", "Mary"])
    event = Event("revealed", 0, values=(2, "pistol"))
    assert teller.line(event) == "Anne (P1) reveals slot 3: Pistol!"
    describe.install_translator(lambda ctx, s: s.upper() if ctx == "Card" else s)
    try:
        assert teller.line(event) == "Anne (P1) reveals slot 3: PISTOL!"
    finally:
        describe.install_translator(lambda ctx, s: s)
