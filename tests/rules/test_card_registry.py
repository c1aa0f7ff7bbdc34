"""One place per Event card: each CardKind is one module `rules/cards/<kind>.py`, collected by the
registry, and the components data, the kinds and the modules agree; a forgotten one is named."""

from __future__ import annotations

from pathlib import Path

import pytest

import tortuga_qt.rules.cards as cards_package
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.cards.registry import CARD_RULES, CardModuleError, collect
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import STARRED_KINDS
from tortuga_qt.rules.engine import DECISIONS
from tortuga_qt.rules.flow import CHANCE_STEPS
from tortuga_qt.rules.frames import FRAME_TYPES, ChanceF
from tortuga_qt.rules.kinds import CardKind, ChanceStep

HELPERS = {"__init__", "rule", "registry"}


def _card_modules() -> set[str]:
    folder = Path(cards_package.__file__).parent
    return {p.stem for p in folder.glob("*.py") if p.stem not in HELPERS and not p.stem.startswith("_")}


def test_the_kinds_the_components_data_and_the_card_modules_agree() -> None:
    """DECISIONS.md "Event cards": 16 kinds; each has its data, its CardKind and its module."""
    data = {card.kind for card in components().event_cards}
    kinds = {k.value for k in CardKind}
    assert data == kinds, f"in the data but not a CardKind: {sorted(data - kinds)}; a CardKind without data: {sorted(kinds - data)}"
    modules = _card_modules()
    assert modules == kinds, f"no module for {sorted(kinds - modules)}; a module of no kind: {sorted(modules - kinds)}"
    assert set(CARD_RULES) == set(CardKind) and all(rule.kind == kind for kind, rule in CARD_RULES.items())


def test_the_kind_lists_are_derived_from_the_components_data() -> None:
    """EVENT_KINDS and STARRED_KINDS follow the data's order and starred flags (no hand-kept copy)."""
    cards = components().event_cards
    assert C.EVENT_KINDS == tuple(dict.fromkeys(c.kind for c in cards))
    assert STARRED_KINDS == tuple(dict.fromkeys(c.kind for c in cards if c.starred))
    assert len(STARRED_KINDS) == 8 and "facade" in STARRED_KINDS and "pistol" not in STARRED_KINDS


def test_an_unknown_kind_is_refused_and_a_known_one_collected() -> None:
    """The registry reads only CardKinds; each collected kind is its module's RULE."""
    with pytest.raises(ValueError, match="'kraken' is not a valid CardKind"):
        collect(["kraken"])
    assert collect([CardKind.PISTOL]) == {CardKind.PISTOL: CARD_RULES[CardKind.PISTOL]}


def test_a_module_without_a_rule_of_its_kind_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card module must declare RULE = CardRule(CardKind.<ITS KIND>, ...)."""
    from tortuga_qt.rules.cards import scurvy

    monkeypatch.setattr(scurvy, "RULE", CARD_RULES[CardKind.FACADE])
    with pytest.raises(CardModuleError, match=r"rules/cards/scurvy.py must declare RULE = CardRule\(CardKind.SCURVY"):
        collect([CardKind.SCURVY])


def test_every_random_step_has_its_rule() -> None:
    """Each ChanceStep is carried out by one rule (the cards' own steps come from their modules)."""
    assert set(CHANCE_STEPS) == set(ChanceStep), f"no rule for {sorted(set(ChanceStep) - set(CHANCE_STEPS))}"


def test_every_decision_frame_has_its_decision_rule() -> None:
    """Every frame that waits for a seat has a DecisionRule (legal actions, effect, refusal)."""
    automatic = {"first_turn", "turn_start", "end_action", "replace", "draw", "maroon"}
    waiting = {cls for tag, cls in FRAME_TYPES.items() if tag not in automatic and cls is not ChanceF}
    assert waiting == set(DECISIONS), f"no decision rule for {sorted(c.__name__ for c in waiting - set(DECISIONS))}"
    assert all(rule.waiting for rule in DECISIONS.values())


def test_a_module_without_a_rule_or_a_kind_without_a_module_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card module with no RULE, or a kind whose module is missing, stops the registry by name."""
    from tortuga_qt.rules import kinds
    from tortuga_qt.rules.cards import scurvy

    monkeypatch.delattr(scurvy, "RULE")
    with pytest.raises(CardModuleError, match=r"rules/cards/scurvy.py must declare RULE"):
        collect([CardKind.SCURVY])
    monkeypatch.undo()

    def missing(name: str) -> object:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)

    monkeypatch.setattr(kinds, "import_module", missing)
    with pytest.raises(CardModuleError, match=r"^the Event card 'facade' has no module rules/cards/facade.py$"):
        collect([CardKind.FACADE])


def test_a_card_rule_resolves_either_at_once_or_by_a_choice_with_its_effect() -> None:
    """CardRule contract: exactly one way to resolve; a choice needs the code that carries it out."""
    from tortuga_qt.rules.cards.rule import CardRule

    pistol, scurvy = CARD_RULES[CardKind.PISTOL], CARD_RULES[CardKind.SCURVY]
    for bad in (
        dict(),  # neither
        dict(at_once=scurvy.at_once, choices=pistol.choices, on_choice=pistol.on_choice),  # both
        dict(choices=pistol.choices),  # a choice without its effect
        dict(at_once=scurvy.at_once, on_choice=pistol.on_choice),  # an effect without a choice
    ):
        with pytest.raises(ValueError, match="resolves either at once or by a choice"):
            CardRule(CardKind.PISTOL, **bad)  # type: ignore[arg-type]  # the fields are CardRule's own
    assert CardRule(CardKind.SCURVY, at_once=scurvy.at_once).choices is None
    assert CardRule(CardKind.PISTOL, choices=pistol.choices, on_choice=pistol.on_choice).at_once is None
