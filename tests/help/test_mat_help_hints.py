"""Hints: one or two sentences of advice for the decision at hand, from the seat's own view only."""

from __future__ import annotations

import re

from tortuga_qt.help.hints import hint
from tortuga_qt.rules.frames import ForcedPickF, TakeF, TurnF
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.views import view_for

NAMES = ["Anne", "Bart", "Cleo", "Dirk", "Eve"]
CALM = ["pistol", "albatross", "letter_of_marque", "pistol", "albatross"]  # no Black Spot, no Armada


def _sentences(text: str) -> int:
    return len(re.findall(r"[.!?](\s|$)", text))


def _hint(state, seat: int) -> str:  # type: ignore[no-untyped-def]
    text = hint(view_for(state, seat), NAMES[: state.n])
    assert 1 <= _sentences(text) <= 3, text  # a vote hint may add the Pirate Code sentence
    assert not re.search(r"\bR\d+\b", text)
    return text


def test_a_captain_with_treasure_to_take_hears_about_the_attack() -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], hands={0: ["cannon/british/skull", "torch/french/helm", "torch/british/helm"]},
                 row=["pistol", "albatross", "letter_of_marque", "pistol", "albatross"], known={0: {0: "x", 1: "x"}})
    text = _hint(s, 0)
    assert "Attack" in text and "Cannon" in text and "Torch" in text and "Water" in text
    assert "Torch ×2" in text and "Cannon ×1" in text  # its own hand, which only it may see


def test_the_governor_hears_about_the_brawl_unless_tortuga_is_already_theirs() -> None:
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=2, loyalty=[0, 1, 0, 1], row=CALM,
                 known={2: {0: "x", 1: "x"}})
    assert "Brawl" in _hint(s, 2)
    won = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=2, loyalty=[0, 1, 0, 1], tortuga_treasure=(2, 0),
                   row=CALM, known={2: {0: "x", 1: "x"}})
    assert "could only lose" in _hint(won, 2)


def test_a_first_mate_hears_that_a_mutiny_maroons_the_captain() -> None:
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1, row=CALM, known={1: {0: "x", 1: "x"}})
    text = _hint(s, 1)
    assert "Mutiny" in text and "Skulls" in text and "marooned" in text


def test_without_knowledge_of_the_row_view_two_first() -> None:
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=3)  # on Tortuga, not the Governor, nothing seen
    assert "View 2" in _hint(s, 3)


def test_a_black_spot_the_seat_saw_is_for_a_rival() -> None:
    s = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=3, known={3: {1: "x"}})
    text = _hint(s, 3)
    assert "Black Spot" in text and "slot 2" in text and "force" in text
    # Another seat, which did not see it, is not told.
    other = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=2, known={3: {1: "x"}})
    assert "Black Spot" not in _hint(other, 2)


def test_the_spanish_armada_in_sight_depends_on_who_leads() -> None:
    row = ["pistol", "spanish_armada", "letter_of_marque", "albatross", "pistol"]
    ahead = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=3, loyalty=[0, 0, 1, 1], holds=(0, 3, 0, 0),
                     galleon=3, row=row, event_deck=(), known={3: {1: "x"}})
    assert "reveal it now" in _hint(ahead, 3)
    behind = position(4, fd=[0], jr=[1], tortuga=[2, 3], turn=3, loyalty=[1, 1, 0, 0], holds=(0, 3, 0, 0),
                      galleon=3, row=row, event_deck=(), known={3: {1: "x"}})
    assert "do not reveal it" in _hint(behind, 3)


def test_a_vote_names_the_section_that_counts_and_what_your_cards_do() -> None:
    s = position(4, fd=[0, 1, 2], jr=[3])
    s, _ = play(s, "P1 attack")
    assert "top section" in _hint(s, 1) and "Water" in _hint(s, 1)
    m = position(5, jr=[0, 1, 2], fd=[3], tortuga=[4], turn=1)
    m, _ = play(m, "P2 mutiny")
    assert "bottom section" in _hint(m, 2) and "Skull" in _hint(m, 2)
    b = position(6, jr=[0, 1], fd=[2], tortuga=[3, 4, 5], turn=3, loyalty=[0, 0, 0, 1, 1, 1])
    b, _ = play(b, "P4 brawl")
    text = _hint(b, 4)
    assert "middle section" in text and "French flag" in text


def test_a_pirate_code_holder_may_stay_out() -> None:
    s = position(4, fd=[0, 1, 2], jr=[3], front={1: ["pirate_code"]})
    s, _ = play(s, "P1 attack")
    assert "Pirate Code" in _hint(s, 1)
    assert "Pirate Code" not in _hint(s, 2)


def test_card_decisions() -> None:
    row = ["black_spot", "pistol", "letter_of_marque", "albatross", "pistol"]
    forced = position(4, fd=[0, 1], jr=[2, 3], row=row, known={2: {0: "x"}}, stack=(TurnF(0), ForcedPickF(2, 0, 1, 0)))
    assert "pick slot 2" in _hint(forced, 2)
    s, _ = play(position(4, fd=[0, 1], jr=[2, 3], row=row), "P1 reveal 2")
    assert "Maroon a rival" in _hint(s, 0)
    take = position(4, fd=[0, 1], jr=[2, 3], loyalty=[1, 0, 0, 1], stack=(TurnF(0), TakeF(0, 0)))
    assert "French hold" in _hint(take, 0)


def test_only_the_deciding_seat_gets_a_hint() -> None:
    s = position(4, fd=[0, 1], jr=[2, 3])
    assert hint(view_for(s, 1), NAMES[:4]) == ""
    assert hint(view_for(s, None), NAMES[:4]) == ""


def test_a_hint_reads_only_the_view() -> None:
    """Two states that the seat cannot tell apart give the same hint (another seat's hand differs)."""
    mine = ["water/french/skull", "torch/british/helm", "cannon/french/skull"]
    a = position(4, fd=[0, 1], jr=[2, 3], hands={0: mine, 3: ["cannon/british/skull", "cannon/french/helm", "water/british/skull"]})
    b = position(4, fd=[0, 1], jr=[2, 3], hands={0: mine, 3: ["torch/british/skull", "torch/french/helm", "water/french/helm"]})
    assert view_for(a, 0).hand == view_for(b, 0).hand
    assert hint(view_for(a, 0), NAMES[:4]) == hint(view_for(b, 0), NAMES[:4])
