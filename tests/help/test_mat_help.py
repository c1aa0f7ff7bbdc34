"""Every kind of mat item has help: a title, its rule in a sentence or two, and a reference page."""

from __future__ import annotations

import re

import pytest

from tortuga_qt.help.mat_help import RANKS, ItemHelp, ItemKind, item_help, rank_help

RULE_PAGES = {"rule:goal", "rule:setup", "rule:mat", "rule:ranks", "rule:turn", "rule:events", "rule:moving",
              "rule:attack", "rule:mutiny", "rule:maroon", "rule:cabin-boy", "rule:brawl", "rule:tortuga",
              "rule:votes", "rule:kept-cards", "rule:end", "rule:notebook", "rule:pass-and-play"}
OTHER_PAGES = {"vote-card", "rulings"}


def _sentences(text: str) -> int:
    return len(re.findall(r"[.!?](\s|$)", text))


@pytest.mark.parametrize("kind", list(ItemKind))
def test_every_kind_has_a_title_a_short_rule_and_a_known_page(kind: ItemKind) -> None:
    h = item_help(kind)
    assert isinstance(h, ItemHelp)
    assert h.title.strip() and h.text.strip()
    assert 1 <= _sentences(h.text) <= 2, h.text
    assert h.page in RULE_PAGES | OTHER_PAGES, h.page
    assert not re.search(r"\bR\d+\b", h.title + h.text), "no ruling codes in player text"


def test_the_kinds_are_the_ones_the_design_names() -> None:
    assert {k.name for k in ItemKind} == {
        "GALLEON", "SHIP", "HOLD", "ROWBOAT", "TORTUGA", "TORTUGA_AREA", "EVENT_SLOT", "EVENT_DECK",
        "VOTE_DECK", "DISCARD", "PAWN", "KEPT_CARD", "VOTE_CARD", "TOTALS"}


def test_pages_link_where_a_player_would_look() -> None:
    assert item_help(ItemKind.SHIP).page == "rule:mat"
    assert item_help(ItemKind.ROWBOAT).page == "rule:moving"
    assert item_help(ItemKind.VOTE_CARD).page == "vote-card"
    assert item_help(ItemKind.KEPT_CARD).page == "rule:kept-cards"
    assert item_help(ItemKind.GALLEON).page == "rule:attack"


def test_the_pages_exist_in_the_reference() -> None:
    reference = pytest.importorskip("tortuga_qt.help.reference")
    for kind in ItemKind:
        assert reference.page(item_help(kind).page).id == item_help(kind).page


def test_each_rank_says_what_it_allows() -> None:
    assert set(RANKS) == {"captain", "first_mate", "cabin_boy", "crew", "governor", "tortuga", "rowboat"}
    assert "Attack" in rank_help("captain") and "Mutiny" in rank_help("first_mate")
    assert "Brawl" in rank_help("governor") and "hold" in rank_help("cabin_boy")
    for rank in RANKS:
        assert 1 <= _sentences(rank_help(rank)) <= 2


def test_help_is_qt_free_and_marked_for_lupdate() -> None:
    """The module imports no Qt and every text is a literal QT_TRANSLATE_NOOP in context "Help"."""
    import ast
    from pathlib import Path

    import tortuga_qt.help.mat_help as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not any("PySide6" in ast.unparse(n) for n in imports)
    marked = {node.args[1].value for node in ast.walk(tree)
              if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
              and isinstance(node.args[0], ast.Constant) and node.args[0].value == "Help"
              and isinstance(node.args[1], ast.Constant)}
    for kind in ItemKind:
        assert {item_help(kind).title, item_help(kind).text} <= marked


def test_lupdate_collects_the_mat_help_and_the_hints(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """pyside6-lupdate finds every item text and every hint template, joined, in context "Help"."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path
    from xml.sax.saxutils import escape

    tool = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    if not Path(tool).exists():
        pytest.skip("pyside6-lupdate is not installed")
    root = Path(__file__).resolve().parents[2] / "tortuga_qt" / "help"
    ts = tmp_path / "help.ts"
    subprocess.run([tool, str(root / "mat_help.py"), str(root / "hints.py"), "-ts", str(ts)], check=True, capture_output=True)
    text = ts.read_text(encoding="utf-8")
    assert "<name>Help</name>" in text and "<name></name>" not in text
    entities = {'"': "&quot;", "'": "&apos;"}
    for kind in ItemKind:
        assert f"<source>{escape(item_help(kind).text, entities)}</source>" in text, kind
    assert "As Cabin Boy you may move 1 treasure from the {theirs} hold" in text
