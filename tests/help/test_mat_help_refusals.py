"""Refusals name the rule in a player's words: every code the engine's `explain` can give has words and a page."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tortuga_qt.rules as rules_package
from tortuga_qt.app.refusal import BY_RULE, REFUSALS
from tortuga_qt.app.wording import refusal
from tortuga_qt.help.reference import page_for_rule, pages


def _codes() -> set[str]:
    """Returns every refusal code the rules can give: the first argument of each `refused(...)` or
    `Refusal(...)` call in the rules package (each rule's refusals live beside its legal actions)."""
    codes: set[str] = set()
    for path in Path(rules_package.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("refused", "Refusal") and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    codes.add(first.value)
    return codes


CODES = sorted(_codes())
FALLBACK = "\x00engine text"


def test_the_source_scan_finds_the_known_codes() -> None:
    assert {"game_over", "not_your_decision", "two_cards_needed", "force_self", "slot_not_face_down",
            "nothing_to_take", "vote_pending", "ship_full", "boat_taken"} <= set(CODES)
    assert len(CODES) >= 30


@pytest.mark.parametrize("code", CODES)
def test_every_code_has_plain_words(code: str) -> None:
    words = refusal(code, FALLBACK)
    assert words != FALLBACK, f"no player words for {code!r}"
    assert words.strip().endswith(".")
    assert not re.search(r"R\d", words), f"a ruling code in {words!r}"
    assert "_" not in words and " P1" not in words, words  # no engine names or seat codes


def test_every_code_has_its_entry_in_the_refusal_table() -> None:
    """One entry per code (app/refusal.py) gives both its words and its page: a code the rules give without one is named."""
    assert [code for code in CODES if code not in REFUSALS] == []
    assert sorted(set(REFUSALS) - set(CODES)) == [], "an entry for a code the rules no longer give"


@pytest.mark.parametrize("code", CODES)
def test_every_code_has_a_help_page_that_exists(code: str) -> None:
    entry = REFUSALS.get(code)
    assert entry is not None, f"no entry in the refusal table (app/refusal.py) for {code!r}"
    assert entry.page == BY_RULE or entry.page in {p.id for p in pages()}, f"{code!r}: no help page {entry.page!r}"
    if entry.page != BY_RULE:
        assert page_for_rule("rulebook: Game Play", code) == entry.page  # the code narrows the rule's page


def test_a_code_without_a_page_of_its_own_shows_the_rule_it_cites() -> None:
    assert REFUSALS["another_player"].page == BY_RULE
    assert page_for_rule("Event card: Pistol", "another_player") == "card:pistol"
    assert page_for_rule("rulebook: Rowboats", "no_such_code") == "rule:moving"


def test_an_unknown_code_keeps_the_engines_text() -> None:
    assert refusal("no_such_code", "The engine's text.") == "The engine's text."


def test_the_words_explain_the_rule() -> None:
    assert "at least 2 face-down" in refusal("two_cards_needed", "")
    assert "Galleon" in refusal("nothing_to_take", "")
    assert "First Mate" in refusal("not_first_mate", "")
    assert "5 pawns" in refusal("ship_full", "")
