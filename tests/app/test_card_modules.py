"""One place per Event card at the table and in the help: each CardKind is one module
`app/cards/<kind>.py` declaring `CARD = CardEntry(...)`, collected by kind like the rules' cards
(tests/rules/test_card_registry.py); a forgotten one is named, and the window loads without them. Qt-free."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import tortuga_qt.app.cards as cards_package
from tortuga_qt.app.cards import CardModuleError, card_entries, collect
from tortuga_qt.app.cards.entry import CardEntry
from tortuga_qt.rules.kinds import CardKind

HELPERS = {"__init__", "entry"}


def _card_modules() -> set[str]:
    folder = Path(cards_package.__file__).parent
    return {p.stem for p in folder.glob("*.py") if p.stem not in HELPERS and not p.stem.startswith("_")}


def test_every_card_kind_has_its_module_and_every_module_a_kind() -> None:
    """A new CardKind fails here, by name, until app/cards/<kind>.py declares its CARD."""
    kinds = {k.value for k in CardKind}
    modules = _card_modules()
    assert modules == kinds, f"no module for {sorted(kinds - modules)}; a module of no kind: {sorted(modules - kinds)}"
    assert list(card_entries()) == [k.value for k in CardKind]


def test_a_kind_without_its_module_is_named() -> None:
    with pytest.raises(CardModuleError, match=r"'treasure_chest' has no module app/cards/treasure_chest.py"):
        collect(["treasure_chest"])
    assert collect([CardKind.PISTOL]) == {"pistol": card_entries()["pistol"]}


def test_a_module_without_its_card_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card module must declare CARD = CardEntry(...)."""
    from tortuga_qt.app.cards import scurvy

    monkeypatch.delattr(scurvy, "CARD")
    with pytest.raises(CardModuleError, match=r"app/cards/scurvy.py must declare CARD = CardEntry"):
        collect(["scurvy"])


@pytest.mark.parametrize("kind", list(CardKind))
def test_every_card_module_gives_a_name_a_help_text_and_a_group(kind: CardKind) -> None:
    card = card_entries()[kind]
    assert isinstance(card, CardEntry)
    assert card.name.strip() and card.name != kind.value
    assert len(card.text) > len(card.name)
    assert card.group in ("useful", "hurtful", "map", "ender")


def test_the_table_loads_with_the_window_and_the_cards_on_first_use() -> None:
    """The card table is on the path to the first paint: it imports no card module and no rules kinds
    until a card is first read (tests/test_layering.py keeps the rules off that path)."""
    code = ("import sys; from tortuga_qt.app import card_table as T;"
            "late = ('tortuga_qt.app.cards.pistol', 'tortuga_qt.rules.kinds');"
            "print([m for m in late if m in sys.modules]);"
            "print(T.card_words('pistol').name, [m for m in late if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=dict(os.environ))
    assert out.stdout.splitlines() == ["[]", "Pistol ['tortuga_qt.app.cards.pistol', 'tortuga_qt.rules.kinds']"]
