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


def test_story_follows_the_installed_translator(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The story (app/story.py) and the names in it (app/names.py, app/cards/) go through the installed
    QTranslator: a French line."""
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.rules.events import Revealed

    ts = tmp_path / "story.ts"
    app = ROOT / "tortuga_qt" / "app"
    cards = [str(p) for p in sorted((app / "cards").glob("*.py"))]  # each card's words (app/cards/<kind>.py)
    subprocess.run([_tool("pyside6-lupdate"), str(app / "story.py"), str(app / "names.py"), *cards, "-ts", str(ts)],
                   check=True, capture_output=True)
    text = ts.read_text(encoding="utf-8")
    for source, french in [("{who} reveals slot {a}: {card}!", "{who} retourne la case {a} : {card} !"),
                           ("Pistol", "Pistolet")]:
        old = f"<source>{source}</source>\n        <translation type=\"unfinished\"></translation>"
        assert old in text, source
        text = text.replace(old, f"<source>{source}</source>\n        <translation>{french}</translation>")
    ts.write_text(text, encoding="utf-8")
    qm = tmp_path / "story.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)

    teller = Storyteller(["Anne", "Mary"])
    event = Revealed(0, 2, "pistol")
    assert teller.line(event) == "Anne reveals slot 3: Pistol!"
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        assert teller.line(event) == "Anne retourne la case 3 : Pistolet !"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert teller.line(event) == "Anne reveals slot 3: Pistol!"


def test_every_text_of_the_voyage_can_be_translated(tmp_path: Path) -> None:
    """lupdate finds every chapter title, step and rule of the walkthrough (issue 9: every text is translatable)."""
    from xml.sax.saxutils import escape

    from tortuga_qt.learn.chapters import CHAPTERS

    ts = tmp_path / "learn.ts"
    sources = [str(p) for p in sorted((ROOT / "tortuga_qt" / "learn").rglob("*.py"))]
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(ts)], check=True, capture_output=True)
    text = ts.read_text(encoding="utf-8")
    wanted = [t for c in CHAPTERS for t in (c.title, c.summary, c.wrong, *(s.text for s in c.steps), *(s.wrong for s in c.steps)) if t]
    entities = {'"': "&quot;", "'": "&apos;"}
    missing = [t for t in wanted if "<source>" + escape(t, entities) + "</source>" not in text]
    assert not missing, missing[:3]


def test_no_player_text_names_a_ruling_code(tmp_path: Path) -> None:
    """Players read rules in words: no 'R8' in any translatable string (issue 9)."""
    text = _lupdate(tmp_path / "codes.ts")
    sources = re.findall(r"<source>(.*?)</source>", text, re.S)
    assert len(sources) > 200
    assert [s for s in sources if re.search(r"\bR\d+\b", s)] == []
