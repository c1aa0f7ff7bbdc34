"""The notation reads and writes every kind of action; malformed text is refused clearly."""

import pytest

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.places import GALLEON, JR, RB1, RB2, TORTUGA

EXAMPLES = {
    "P1 hold B": A.StartHold(0, 0),
    "P1 atlantis": A.Atlantis(0, True),
    "P1 atlantis pass": A.Atlantis(0, False),
    "P1 view 1 4": A.View(0, 0, 3),
    "P2 reveal 3": A.Reveal(1, 2),
    "P1 force 1 4 P5": A.Force(0, 0, 3, 4),
    "P5 pick 4": A.Pick(4, 3),
    "P1 move RB1": A.Move(0, RB1),
    "P1 move TO": A.Move(0, TORTUGA),
    "P1 attack": A.Attack(0),
    "P1 maroon P4": A.Maroon(0, 3),
    "P2 mutiny": A.Mutiny(1),
    "P3 shift B>F": A.Shift(2, 0),
    "P3 shift F>B": A.Shift(2, 1),
    "P4 brawl": A.Brawl(3),
    "P1 marque P4 JR": A.Marque(0, 3, JR),
    "P1 keep": A.KeepMarque(0),
    "P3 vote v12": A.Vote(2, (12,)),
    "P3 vote v12 v30": A.Vote(2, (12, 30)),
    "P3 abstain": A.Abstain(2),
    "P1 take G>FD.B": A.Take(0, GALLEON, 0),
    "P1 take JR.F>FD.B": A.Take(0, 3, 0),
    "P3 fountain": A.Fountain(2, True),
    "P3 fountain pass": A.Fountain(2, False),
    "P1 pistol P4": A.Pistol(0, 3),
    "P1 give P9": A.Give(0, 8),
    "P1 powder RB2": A.Powder(0, RB2),
    "P1 fever P4": A.Fever(0, 3),
    "P1 crow P1": A.Crow(0, 0),
    "P1 search v0": A.Search(0, 0),
    "chance votes 2 0 1": A.Chance("votes", (2, 0, 1)),
}


@pytest.mark.parametrize("text", sorted(EXAMPLES))
def test_both_ways(text: str) -> None:
    """Text -> action -> the same text."""
    assert parse_action(text) == EXAMPLES[text]
    assert format_action(EXAMPLES[text]) == text


def test_different_kinds_never_compare_equal() -> None:
    """Actions with the same numbers but different kinds differ (the tag field)."""
    assert A.Pistol(0, 3) != A.Give(0, 3)
    assert A.Maroon(0, 3) != A.Fever(0, 3)
    assert len({A.Pistol(0, 3), A.Give(0, 3), A.Crow(0, 3)}) == 3


def test_slot_order_is_normalised() -> None:
    """'view 4 1' means the same as 'view 1 4'."""
    assert parse_action("P1 view 4 1") == parse_action("P1 view 1 4")


@pytest.mark.parametrize(
    "text",
    ["", "P1", "P0 attack", "P10 attack", "X1 attack", "P1 fly", "P1 view 1", "P1 view 1 6",
     "P1 reveal x", "P1 move SEA", "P1 shift B>B", "P1 take G", "P1 vote", "P1 vote 12",
     "P1 vote v99", "P1 atlantis now", "chance", "chance votes a b"],
)
def test_malformed_text_is_refused(text: str) -> None:
    """Malformed notation raises NotationError with a message."""
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert str(err.value)
