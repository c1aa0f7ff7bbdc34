"""Words players read (issue 11, item 5): no rule codes or internal ids, plurals through Qt's %n.

* no story line of a few seeded games (with or without the replay's secret marks) names a
  ruling code ("R8"), a seat id ("P1"), "[secret", engine notation, "(s)" or a raw "%n";
* English plural forms: "1 Vote card", "2 Vote cards" once the translators are installed (the
  test session installs them, as the program does at start);
* every counted string of the package has its English forms in resources/translations
  (tortuga_en.ts, compiled into tortuga_en.qm) and is written so pyside6-lupdate finds it.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.story import Storyteller
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules import events as E
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
# What must never reach a player: ruling codes, seat ids, the old secret marks, engine notation
# ("moved seat=0 ..."), unresolved plurals, unformatted placeholders, a sentence starting with a dash.
FORBIDDEN = re.compile(r"\b[RP]\d+\b|\[secret|secret:|\w=\w|\(s\)|\(es\)|%n|[{}]|^\s*[—-]")


def _played(n: int, seed: int) -> Game:
    game = Game(default_config(n), seed)
    bot = RandomBot(Rng(seed).fork(0x5C), "kinds")
    while not game.over:
        game.play(bot.choose(None, game.legal(game.to_act()[0])))
    return game


@pytest.mark.parametrize(("n", "seed"), [(2, 11), (5, 12), (9, 13)])
def test_no_story_line_names_a_rule_code_or_an_id(qapp, n: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Issue 11, item 5: the story (the log, the curtain's recap, the replay) says names and rules in words."""
    game = _played(n, seed)
    names = [s.name for s in game.config.seats]
    for teller in (Storyteller(names), Storyteller(names, mark_secrets=False)):
        lines = [teller.line(e) for e in game.events]
        bad = [line for line in lines if FORBIDDEN.search(line) or "from Tortuga to Tortuga" in line
               or "to Tortuga from Tortuga" in line]
        assert not bad, bad[:3]
    secret = next(e for e in game.events if e.visible_to)
    assert f"(only {names[secret.visible_to[0]]} saw this)" in Storyteller(names).line(secret)  # type: ignore[index]


def test_a_maroon_on_tortuga_and_a_turn_read_plainly(qapp) -> None:  # type: ignore[no-untyped-def]
    """'marooned to Tortuga from Tortuga' and the recap's '• — Bob's turn' are gone (issue 11, item 5)."""
    teller = Storyteller(["Anne", "Bob", "Anne"])
    assert teller.line(E.Marooned(1, 2, "black_spot")) == \
        "Marooned again by the Black Spot while already on Tortuga: Bob goes to the back of Tortuga's line."
    assert teller.line(E.Marooned(1, 0, "captain")) == "Marooned by the Captain: Bob goes from the Flying Dutchman to Tortuga."
    assert teller.line(E.TurnBegan(1)) == "Bob to play."
    assert teller.who(0) == "Anne (seat 1)" and teller.who(2) == "Anne (seat 3)"  # two seats, one name


def test_english_plural_forms_for_one_and_two(qapp) -> None:  # type: ignore[no-untyped-def]
    """Qt's %n with the English forms installed: '1 Vote card', '2 Vote cards' (issue 11, item 5)."""
    counted = [(QCoreApplication.translate("Table", "%n Vote card(s)", None, n)) for n in (1, 2)]
    assert counted == ["1 Vote card", "2 Vote cards"]
    teller = Storyteller(["Anne", "Bob"])
    assert teller.line(E.Drew(0, 1)) == "Anne draws 1 Vote card."
    assert teller.line(E.Drew(1, 2)) == "Bob draws 2 Vote cards."
    assert teller.line(E.VoteCardsReturned(1)) == "The vote's 1 card goes to the bottom of the Vote deck, shuffled."
    assert teller.line(E.VoteCardsReturned(3)) == "The vote's 3 cards go to the bottom of the Vote deck, shuffled."


def _counted_calls() -> dict[tuple[str, str], str]:
    """Returns every translate call of the package whose text holds %n: (context, text) -> where."""
    found: dict[tuple[str, str], str] = {}
    for path in sorted((ROOT / "tortuga_qt").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if "%n" not in source:
            continue
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and len(node.args) >= 2):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            ctx, text = node.args[0], node.args[1]
            if name != "translate" or not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue
            if "%n" in text.value and isinstance(ctx, ast.Constant):
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                # pyside6-lupdate drops a call whose count is an expression: it must be a bare name (or a number).
                assert len(node.args) == 4 and isinstance(node.args[3], (ast.Name, ast.Constant)), where
                found[(str(ctx.value), text.value)] = where
    return found


def _messages(ts: Path) -> dict[tuple[str, str], list[str]]:
    out = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            forms = [f.text or "" for f in message.iter("numerusform")]
            out[(name, message.findtext("source") or "")] = forms
    return out


def test_every_counted_string_has_its_english_forms(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The template and tortuga_en.ts/.qm cover every %n string; a new one without forms fails here (issue 11, item 5).

    Fix: `.venv/bin/python resources/translations/build_english.py`.
    """
    sys.path.insert(0, str(TRANSLATIONS))
    try:
        from build_english import english_forms  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(TRANSLATIONS))
    calls = _counted_calls()
    assert len(calls) >= 15
    english = _messages(TRANSLATIONS / "tortuga_en.ts")
    template = _messages(TRANSLATIONS / "tortuga_template.ts")
    missing = {k: v for k, v in calls.items() if k not in english or k not in template}
    assert not missing, f"counted strings without English forms (run build_english.py): {missing}"
    assert set(english) == set(calls), "tortuga_en.ts holds strings the program no longer uses"
    for (ctx, source), forms in english.items():
        assert forms == list(english_forms(source)) and len(forms) == 2, source
        assert not re.search(r"\((e?s|are|have)\)", forms[0] + forms[1]), forms  # every "(s)" resolved
        for n, form in ((1, forms[0]), (2, forms[1])):  # the compiled .qm gives the same words
            assert QCoreApplication.translate(ctx, source, None, n) == form.replace("%n", str(n)), source
    lupdate = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    if Path(lupdate).exists():  # lupdate itself finds every counted call (none dropped)
        ts = tmp_path / "now.ts"
        files = [str(p) for p in sorted((ROOT / "tortuga_qt").rglob("*.py"))]
        subprocess.run([lupdate, *files, "-ts", str(ts)], check=True, capture_output=True)
        assert set(calls) <= set(_messages(ts))
