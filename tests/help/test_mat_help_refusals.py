"""Refusals name the rule in a player's words: every code the engine's `explain` can give has words."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tortuga_qt.rules as rules_package
from tortuga_qt.app.wording import refusal


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


def test_an_unknown_code_keeps_the_engines_text() -> None:
    assert refusal("no_such_code", "The engine's text.") == "The engine's text."


def test_the_words_explain_the_rule() -> None:
    assert "at least 2 face-down" in refusal("two_cards_needed", "")
    assert "Galleon" in refusal("nothing_to_take", "")
    assert "First Mate" in refusal("not_first_mate", "")
    assert "5 pawns" in refusal("ship_full", "")
