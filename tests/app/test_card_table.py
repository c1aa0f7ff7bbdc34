"""The card table (app/card_table.py, reading app/cards/<kind>.py) has an entry for every kind of Event card (`CardKind`);
the names, the story's maroon causes, the private looks and the log's links read from it, and a kind it
lacks is an error that names it, never the raw kind on screen. Qt-free."""

from __future__ import annotations

import pytest

from tortuga_qt.app import wording as W
from tortuga_qt.app.card_table import CARDS, UnknownCardKind, card_looks, card_of_event, card_words
from tortuga_qt.app.names import card_label, card_name
from tortuga_qt.app.seating import Seating
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules import events as E
from tortuga_qt.rules.kinds import CardKind, MaroonCause


def test_every_card_kind_of_the_rules_has_an_entry() -> None:
    """A new CardKind fails here, by name, until app/cards/<kind>.py declares its CARD."""
    missing = [k.name for k in CardKind if k not in CARDS]
    assert missing == [], f"app/cards/ has no module for: {', '.join(missing)}"
    assert set(CARDS) == set(CardKind), "an entry for a kind the rules no longer have"


def test_a_kind_without_an_entry_is_an_error_naming_it() -> None:
    """The table itself names a kind it lacks (the names keep their contract: an unknown kind is shown as given,
    tests/app/test_story_transcript.py)."""
    with pytest.raises(UnknownCardKind, match="'treasure_chest'"):
        card_words("treasure_chest")
    assert card_words(CardKind.PISTOL) is card_words("pistol")


@pytest.mark.parametrize("kind", list(CardKind))
def test_every_card_has_a_name_and_a_label(kind: CardKind) -> None:
    assert card_name(kind) and card_name(kind) != str(kind)
    assert card_label(kind) and len(card_label(kind)) <= len(card_name(kind))


def test_every_maroon_cause_is_told_by_the_story() -> None:
    """R: each way a pawn is marooned has its words; the card causes are the card table's."""
    teller = Storyteller(["Anne", "Mary"], mark_secrets=False)
    lines = {c: teller.line(E.Marooned(1, 0, c)) for c in MaroonCause}
    assert len(set(lines.values())) == len(MaroonCause)
    assert all(card_words(c).cause for c in MaroonCause if c in CARDS)
    assert "by the Pistol" in lines[MaroonCause.PISTOL]
    assert {k for k in CARDS if card_words(k).cause} == {c for c in MaroonCause if c in CARDS}


def test_a_card_that_owes_a_look_has_its_words_and_its_curtain() -> None:
    """Cabin Fever, El Dorado and Crow's Nest owe a private look: each has the look's words and the curtain's reason."""
    owing = sorted(k for k, w in CARDS.items() if w.looks_for is not None)
    assert owing == ["cabin_fever", "crows_nest", "el_dorado"]
    for kind, words in CARDS.items():
        assert bool(words.look) == bool(words.curtain) == (words.looks_for is not None), kind
    text = W.look_text("cabin_fever", "Anne", [])
    assert text.startswith("Anne, Cabin Fever") and text != W.look_text("nothing", "Anne", [])


def test_the_looks_cards_owe_are_queued_for_the_people_at_the_device() -> None:
    """app/seating.py reads the looks from the table: both Cabin Fever players, the El Dorado's new holder."""
    assert list(card_looks(E.CabinFever(0, 2))) == [("cabin_fever", (0, 2))]
    assert list(card_looks(E.Given(0, 1, "el_dorado"))) == [("el_dorado", (1,))]
    assert list(card_looks(E.Given(0, 1, "atlantis"))) == []
    seating = Seating([True, False, True])
    seating.looks = []
    seating.note_events([E.CabinFever(0, 1), E.HandReplaced(2, (4, 5)), E.Viewed(2, 0, 1)])
    assert seating.looks == [(0, "cabin_fever"), (2, "crows_nest"), (2, "viewed")]


def test_each_event_kind_names_at_most_one_card() -> None:
    events = [e for w in CARDS.values() for e in w.events]
    assert len(events) == len(set(events))
    assert card_of_event("swapped") == "facade" and card_of_event("turn_began") is None
