"""Every Event card's rule, collected from its module: `rules/cards/<kind>.py` for each CardKind.

A card module declares `RULE = CardRule(...)` (rule.py). Collecting by `CardKind` (not by
listing files) means a card is one module and one `CardKind` member; a kind without a module,
or a module whose `RULE` names another kind, stops the import with a clear error.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from tortuga_qt.rules.cards.rule import CardRule
from tortuga_qt.rules.decision import DecisionRule
from tortuga_qt.rules.kinds import CardKind, kind_module


class CardModuleError(ImportError):
    """A CardKind has no card module, or its module's RULE is missing or of another kind."""


def collect(kinds: Iterable[CardKind | str] = CardKind) -> dict[CardKind, CardRule]:
    """Returns each kind's rule from its card module; raises CardModuleError naming what is missing."""
    rules: dict[CardKind, CardRule] = {}
    for kind in map(CardKind, kinds):
        module = kind_module(__package__, kind.value, CardModuleError)
        rule = getattr(module, "RULE", None)
        if not isinstance(rule, CardRule) or rule.kind != kind:
            raise CardModuleError(f"rules/cards/{kind.value}.py must declare RULE = CardRule(CardKind.{kind.name}, ...)")
        rules[kind] = rule
    return rules


CARD_RULES: Final[dict[CardKind, CardRule]] = collect()
"""Every kind of Event card's rule, by kind."""

CARD_DECISIONS: Final[tuple[DecisionRule, ...]] = tuple(d for r in CARD_RULES.values() for d in r.decisions)
"""The later decisions the cards own (Atlantis, the Fountain of Youth, the Crow's Nest search)."""
