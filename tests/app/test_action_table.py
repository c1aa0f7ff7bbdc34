"""The action table (app/action_table.py) has an entry for every seat action class of the rules, and the
words, clicks and buttons read from it; a class or a kind it lacks is an error that names it, never a
raw verb on a button nor a mat click turned into a button. Qt-free."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from tortuga_qt.app import wording as W
from tortuga_qt.app.action_table import MissingEntry, entry, kind_entry, table
from tortuga_qt.app.choices import choice_key, throws_away
from tortuga_qt.app.targets import Choice, kind_key, targets
from tortuga_qt.rules import actions as A
from tortuga_qt.rules.places import GALLEON, NOWHERE, RB1, TORTUGA

# One action of every seat action class (two where the class is chosen both ways or worded two ways).
SAMPLES: tuple[A.SeatAction, ...] = (
    A.StartHold(0, 0), A.StartHold(0, 1), A.Atlantis(0, True), A.Atlantis(0, False), A.View(0, 1, 3),
    A.Reveal(0, 2), A.Force(0, 1, 3, 2), A.Pick(0, 1), A.Move(0, RB1), A.Move(0, TORTUGA), A.Attack(0),
    A.Maroon(0, 2), A.Mutiny(0), A.Shift(0, 0), A.Shift(0, 1), A.Brawl(0), A.Marque(0, 2, 1), A.KeepMarque(0),
    A.Vote(0, (4,)), A.Vote(0, (4, 9)), A.Abstain(0), A.Take(0, GALLEON, 1), A.Take(0, 2, 0), A.Take(0, NOWHERE, NOWHERE),
    A.Fountain(0, True), A.Fountain(0, False), A.Pistol(0, 2), A.Give(0, 3), A.Powder(0, RB1), A.Fever(0, 1),
    A.Crow(0, 2), A.Search(0, 17),
)


def test_every_seat_action_class_of_the_rules_has_an_entry() -> None:
    """A new action class in rules/actions.py fails here, by name, until app/action_table.py has its entry."""
    missing = [cls.__name__ for cls in A.SEAT_ACTION_TYPES if cls not in table()]
    assert missing == [], f"app/action_table.py has no entry for: {', '.join(missing)}"
    assert set(table()) == set(A.SEAT_ACTION_TYPES), "an entry for a class the rules no longer have"


def test_the_samples_cover_every_seat_action_class() -> None:
    """The checks below see every class (a new class needs a sample here too)."""
    assert {type(a) for a in SAMPLES} == set(A.SEAT_ACTION_TYPES)


def test_an_action_class_without_an_entry_is_an_error_naming_it() -> None:
    """No silent fallback: the mat does not turn an unknown action into a button, nor a button show its verb."""
    @dataclasses.dataclass(frozen=True)
    class Wave:
        seat: int
        verb = "wave"

    with pytest.raises(MissingEntry, match="Wave"):
        targets(Wave(0))  # type: ignore[arg-type]  # a class the rules do not have, on purpose
    with pytest.raises(MissingEntry, match="Wave"):
        kind_key(Wave(0))  # type: ignore[arg-type]  # idem
    with pytest.raises(MissingEntry, match="'wave'"):
        W.kind_label("wave")
    with pytest.raises(MissingEntry, match="'wave'"):
        W.prompt("wave", 0)


@pytest.mark.parametrize("action", SAMPLES, ids=repr)
def test_every_action_is_worded_as_a_button_or_as_a_choice_on_the_mat(action: A.SeatAction) -> None:
    """An action chosen by clicks has its kind's button, a prompt for every click and a hint; one that applies
    at once has its own button text; neither is ever the bare verb."""
    names = ["Anne", "Mary", "Jack", "Ned"]
    if targets(action):
        kind = kind_key(action)
        label = W.kind_label(kind)
        assert label and label != kind
        assert all(W.prompt(kind, n) for n in range(len(targets(action)) + 1))
        assert W.hint_words(action, names).startswith(label + ": ")
        with pytest.raises(MissingEntry):
            W.direct_label(action)  # a choice on the mat has no button of its own
    else:
        label = W.direct_label(action)
        assert label and label != action.verb
        assert W.hint_words(action, names) == label


def test_the_kinds_chosen_on_the_mat_are_each_one_entry_s() -> None:
    """A kind key names one entry's words ("vote" and "vote2" are the Vote's): no two entries claim one."""
    kinds = Counter(kind for e in table().values() for kind in e.mat)
    assert [k for k, n in kinds.items() if n > 1] == []
    assert {kind_key(a) for a in SAMPLES if targets(a)} == set(kinds)
    for kind in kinds:
        assert kind_entry(kind)[1].prompts, kind


@pytest.mark.parametrize("action", [a for a in SAMPLES if targets(a)], ids=repr)
def test_a_refused_last_click_means_the_action_it_would_complete(action: A.SeatAction) -> None:
    """`meant` is the inverse of the targets: the clicks of an action, the last one refused, name that action
    (the kinds whose refusal the rules explain: a move, a reveal, a force, a maroon, the cards aimed at a player)."""
    want = targets(action)
    choice = Choice(kind_key(action), (action,), clicks=want[:-1])
    meant = choice.meant(action.seat, want[-1])
    if entry(action).meant is None:
        assert meant is None
    else:
        assert meant == action


def test_only_the_vote_waits_for_a_confirming_click() -> None:
    assert sorted(kind for kind, (e, _) in ((k, kind_entry(k)) for e in table().values() for k in e.mat) if e.confirms) == [
        "vote", "vote2"]
    assert Choice("vote2", (A.Vote(0, (4, 9)),)).confirms and not Choice("pick", (A.Pick(0, 1),)).confirms


def test_the_choices_that_ask_first_have_their_question() -> None:
    """Leaving the treasure and accepting the maroon ask first, each with its own question and Yes."""
    asking = [a for a in SAMPLES if throws_away(a)]
    assert asking == [A.Take(0, NOWHERE, NOWHERE), A.Fountain(0, False)]
    questions = [W.ask_first(a) for a in asking]
    assert all(q and yes for q, yes in questions) and len(set(questions)) == 2
    with pytest.raises(MissingEntry, match="question"):
        W.ask_first(A.Attack(0))


def test_the_rank_keys_tell_the_variants_apart() -> None:
    keys = {repr(a): choice_key(a) for a in SAMPLES}
    assert keys[repr(A.Take(0, NOWHERE, NOWHERE))] == "take:none" and keys[repr(A.Take(0, GALLEON, 1))] == "take"
    assert keys[repr(A.Atlantis(0, False))] == "atlantis:pass" and keys[repr(A.Fountain(0, False))] == "fountain:no"
    assert keys[repr(A.Vote(0, (4, 9)))] == "vote2" and keys[repr(A.StartHold(0, 1))] == "hold"


def test_every_kind_of_choice_has_its_place_among_the_buttons() -> None:
    """The buttons' order orders every choice key the table gives (a new kind takes its place with its entry)."""
    from tortuga_qt.app.action_table import rank_order
    from tortuga_qt.app.choices import rank

    keys = {choice_key(a) for a in SAMPLES}
    assert sorted(keys - set(rank_order())) == []
    assert sorted(set(rank_order()) - keys) == []
    assert len(rank_order()) == len(set(rank_order()))
    assert rank(A.Reveal(0, 2)) < rank(A.Attack(0))


def test_the_buttons_order_is_the_entries_order_and_stays_as_it_was() -> None:
    """Read from the entries, the order is the one app/choices.py sets out (the literal it replaced)."""
    from tortuga_qt.app.action_table import rank_order

    assert rank_order() == (
        "reveal", "move", "view", "force", "attack", "maroon", "mutiny", "shift", "brawl",
        "marque", "keep",
        "vote", "vote2", "abstain",
        "take", "take:none", "atlantis:pass", "atlantis", "fountain", "fountain:no",
        "hold", "pick", "give", "pistol", "powder", "fever", "crow", "search",
    )
    assert [e.cls.__name__ for e in table().values()][:3] == ["Reveal", "Move", "View"]


def test_a_kind_the_order_lacks_is_named() -> None:
    from tortuga_qt.app.choices import _places, rank

    _places()  # built
    del _places()["pick"]
    try:
        with pytest.raises(MissingEntry, match="'pick'"):
            rank(A.Pick(0, 1))
    finally:
        _places.cache_clear()


def test_every_entry_names_a_help_page_that_exists() -> None:
    from tortuga_qt.help.reference import pages

    ids = {p.id for p in pages()}
    assert {e.cls.__name__: e.page for e in table().values() if e.page not in ids} == {}
