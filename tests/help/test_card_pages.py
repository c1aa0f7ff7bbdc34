"""The help's Event cards (help/cards.py, reading each card's module app/cards/<kind>.py) have a page for every
kind of Event card (rules/kinds.py `CardKind`), with its text, its group on the cards page and, for a card whose revealer must choose, its hint."""

from __future__ import annotations

import pytest

from tortuga_qt.help import cards as K
from tortuga_qt.help import reference as R
from tortuga_qt.help.hints import hint
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.views import ResolveDecision, view_for


def test_every_card_kind_of_the_rules_has_a_help_page() -> None:
    """A new CardKind fails here, by name, until app/cards/<kind>.py declares its CARD (with its help page)."""
    missing = []
    for kind in CardKind:
        try:
            K.card_help(kind)
        except K.UnknownCard:
            missing.append(kind.name)
    assert missing == [], f"app/cards/ has no page for: {', '.join(missing)}"
    assert set(K.card_kinds()) == set(CardKind)


@pytest.mark.parametrize("kind", list(CardKind))
def test_every_card_page_has_its_text_group_and_reference_page(kind: CardKind) -> None:
    page = K.card_help(kind)
    assert page.name and page.text
    assert page.group in ("useful", "hurtful", "map", "ender")
    assert R.page(f"card:{kind}").card == kind


def test_the_cards_page_groups_come_from_the_table() -> None:
    groups = {k: K.card_help(k).group for k in CardKind}
    assert [k for k, g in groups.items() if g == "map"] == ["atlantis", "el_dorado", "fountain_of_youth"]
    assert [k for k, g in groups.items() if g == "ender"] == ["spanish_armada"]
    assert [k for k in CardKind if K.card_help(k).harmful] == ["black_spot"]


def test_the_cards_whose_revealer_chooses_have_a_hint() -> None:
    """The hint for resolving a card is its help page's; the cards that need no choice have none."""
    hinted = sorted(k for k in CardKind if K.card_help(k).hint)
    assert hinted == sorted(["pistol", "letter_of_marque", "atlantis", "el_dorado", "fountain_of_youth",
                             "black_powder", "cabin_fever", "crows_nest"])


def test_a_card_being_resolved_gets_its_hint() -> None:
    from tortuga_qt.rules import cards as C
    from tortuga_qt.rules.frames import ResolveF, TurnF

    s = position(4, fd=[0, 1], jr=[2, 3]).clone()
    card = next(c for c in s.removed if C.KIND[c] == "pistol")
    s.removed = tuple(c for c in s.removed if c != card)
    s.stack = (TurnF(0), ResolveF(0, card, "pistol"))
    view = view_for(s, 0)
    assert isinstance(view.decision, ResolveDecision)
    assert hint(view, ["A", "B", "C", "D"]) == K.card_help("pistol").hint
