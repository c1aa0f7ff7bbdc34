"""The notation's words (rules/tokens.py) and the `@value` classes (rules/values.py), exactly.

tokens.py: every word both ways, at the ends of each range, and every malformed form refused with
its exact NotationError message (a long token is quoted by its first 12 characters).

values.py: `@value` builds a frozen, slotted dataclass. The classes here are made inside the tests
(not at import), with field names of their own and an empty cache of compiled `__init__` texts, so
that each test builds its `__init__`, equality and hash afresh.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

import pytest

from tortuga_qt.rules import actions as A
from tortuga_qt.rules import tokens as T
from tortuga_qt.rules import values as V
from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.places import GALLEON
from tortuga_qt.rules.values import value


def refused(fn: Any, *args: Any) -> str:
    """Returns the message of the NotationError that fn(*args) raises."""
    with pytest.raises(NotationError) as err:
        fn(*args)
    assert type(err.value) is NotationError
    return str(err.value)


# --------------------------------------------------------------------------- numbers


def test_number_accepts_ascii_digits_in_range() -> None:
    """tokens.py contract: a number is 1 to 6 ASCII digits lying in lo..hi (both ends included)."""
    assert T.MAX_DIGITS == 6
    assert T.number("1", 1, 5, "row slot") == 1
    assert T.number("5", 1, 5, "row slot") == 5
    assert T.number("0", 0, 31, "outcome") == 0
    assert T.number("000005", 1, 5, "row slot") == 5  # 6 digits: the longest accepted
    assert T.number("999999", 0, 999999, "n") == 999999


@pytest.mark.parametrize(("tok", "message"), [
    ("0", "expected row slot 1..5, got '0'"),
    ("6", "expected row slot 1..5, got '6'"),
    ("000006", "expected row slot 1..5, got '000006'"),
    ("", "expected row slot 1..5, got ''"),
    ("0000001", "expected row slot 1..5, got '0000001'"),  # 7 digits
    ("1234567890123456", "expected row slot 1..5, got '123456789012'"),
    ("-1", "expected row slot 1..5, got '-1'"),
    ("+1", "expected row slot 1..5, got '+1'"),
    ("1 ", "expected row slot 1..5, got '1 '"),
    ("²", "expected row slot 1..5, got '²'"),
    ("٣", "expected row slot 1..5, got '٣'"),
    ("1_0", "expected row slot 1..5, got '1_0'"),
])
def test_number_refusals(tok: str, message: str) -> None:
    """tokens.py contract: out of range, empty, too long, signed or non-ASCII: a NotationError
    naming the range and quoting the token (its first 12 characters)."""
    assert refused(T.number, tok, 1, 5, "row slot") == message


# --------------------------------------------------------------------------- seats, slots, cards


def test_seats_both_ways() -> None:
    """tokens.py: seats are P1..P9 for the 0-based seats 0..8 (a lower-case p is read too)."""
    assert [T.seat(s) for s in range(9)] == [f"P{i}" for i in range(1, 10)]
    assert [T.parse_seat(f"P{i}") for i in range(1, 10)] == list(range(9))
    assert T.parse_seat("p1") == 0 and T.parse_seat("p9") == 8
    assert T.parse_seat("P01") == 0


@pytest.mark.parametrize(("tok", "message"), [
    ("P0", "expected seat P 1..9, got '0'"),
    ("P10", "expected seat P 1..9, got '10'"),
    ("Px", "expected seat P 1..9, got 'x'"),
    ("P", "expected a seat like P1, got 'P'"),
    ("", "expected a seat like P1, got ''"),
    ("1", "expected a seat like P1, got '1'"),
    ("Q1", "expected a seat like P1, got 'Q1'"),
    ("1P", "expected a seat like P1, got '1P'"),
    ("X" * 20, "expected a seat like P1, got 'XXXXXXXXXXXX'"),
    ("P" + "1" * 20, "expected seat P 1..9, got '111111111111'"),
])
def test_seat_refusals(tok: str, message: str) -> None:
    """tokens.py: a seat that is not P1..P9 is refused with an exact message."""
    assert refused(T.parse_seat, tok) == message


def test_slots_both_ways() -> None:
    """tokens.py: row slots are 1..5 for the 0-based slots 0..4."""
    assert [T.slot(i) for i in range(5)] == ["1", "2", "3", "4", "5"]
    assert [T.parse_slot(str(i)) for i in range(1, 6)] == [0, 1, 2, 3, 4]
    assert refused(T.parse_slot, "0") == "expected row slot 1..5, got '0'"
    assert refused(T.parse_slot, "6") == "expected row slot 1..5, got '6'"
    assert refused(T.parse_slot, "a") == "expected row slot 1..5, got 'a'"


def test_vote_cards_both_ways() -> None:
    """tokens.py: Vote cards are v0..v31 (an upper-case V is read too)."""
    assert T.card(0) == "v0" and T.card(12) == "v12" and T.card(31) == "v31"
    assert T.parse_card("v0") == 0 and T.parse_card("v31") == 31
    assert T.parse_card("V0") == 0 and T.parse_card("V31") == 31
    assert T.parse_card("v07") == 7


@pytest.mark.parametrize(("tok", "message"), [
    ("v32", "expected Vote card v 0..31, got '32'"),
    ("v", "expected Vote card v 0..31, got ''"),
    ("v-1", "expected Vote card v 0..31, got '-1'"),
    ("vv1", "expected Vote card v 0..31, got 'v1'"),
    ("", "expected a Vote card like v12, got ''"),
    ("12", "expected a Vote card like v12, got '12'"),
    ("x12", "expected a Vote card like v12, got 'x12'"),
    ("w" * 20, "expected a Vote card like v12, got 'wwwwwwwwwwww'"),
])
def test_vote_card_refusals(tok: str, message: str) -> None:
    """tokens.py: a Vote card that is not v0..v31 is refused with an exact message."""
    assert refused(T.parse_card, tok) == message


# --------------------------------------------------------------------------- places, teams, holds


def test_places_both_ways() -> None:
    """tokens.py: places FD JR TO RB1 RB2, read in any case."""
    assert [T.place(p) for p in range(5)] == ["FD", "JR", "TO", "RB1", "RB2"]
    assert [T.parse_place(c) for c in ("FD", "JR", "TO", "RB1", "RB2")] == [0, 1, 2, 3, 4]
    assert [T.parse_place(c) for c in ("fd", "jr", "to", "rb1", "Rb2")] == [0, 1, 2, 3, 4]
    assert refused(T.parse_place, "SEA") == "expected a place (FD, JR, TO, RB1, RB2), got 'SEA'"
    assert refused(T.parse_place, "") == "expected a place (FD, JR, TO, RB1, RB2), got ''"
    assert refused(T.parse_place, "RB3" * 6) == "expected a place (FD, JR, TO, RB1, RB2), got 'RB3RB3RB3RB3'"


def test_teams_both_ways() -> None:
    """tokens.py: teams B and F (either case); D names the Dutch but is never a choice."""
    assert [T.team(t) for t in range(3)] == ["B", "F", "D"]
    assert T.parse_team("B") == 0 and T.parse_team("b") == 0
    assert T.parse_team("F") == 1 and T.parse_team("f") == 1
    assert refused(T.parse_team, "D") == "expected B or F, got 'D'"
    assert refused(T.parse_team, "") == "expected B or F, got ''"
    assert refused(T.parse_team, "BF") == "expected B or F, got 'BF'"
    assert refused(T.parse_team, "British-Navy") == "expected B or F, got 'British-Navy'"
    assert refused(T.parse_team, "British-Navy!") == "expected B or F, got 'British-Navy'"


def test_holds_both_ways() -> None:
    """tokens.py: holds FD.B FD.F JR.B JR.F (0..3) and G for the Spanish Galleon, in any case."""
    assert [T.hold(h) for h in range(4)] == ["FD.B", "FD.F", "JR.B", "JR.F"]
    assert T.hold(GALLEON) == "G"
    assert T.parse_hold("G") == GALLEON and T.parse_hold("g") == GALLEON
    assert [T.parse_hold(c) for c in ("FD.B", "FD.F", "JR.B", "JR.F")] == [0, 1, 2, 3]
    assert [T.parse_hold(c) for c in ("fd.b", "fd.f", "jr.b", "jr.f")] == [0, 1, 2, 3]
    message = "expected a hold (G, FD.B, FD.F, JR.B, JR.F), got {}"
    assert refused(T.parse_hold, "GG") == message.format("'GG'")
    assert refused(T.parse_hold, "") == message.format("''")
    assert refused(T.parse_hold, "TO") == message.format("'TO'")
    assert refused(T.parse_hold, "FD.B.FD.B.FD.B") == message.format("'FD.B.FD.B.FD'")


def test_split_arrow() -> None:
    """tokens.py: FROM>TO splits in two at its one '>'; any other count of '>' is refused."""
    assert T.split_arrow("G>FD.B") == ("G", "FD.B")
    assert T.split_arrow("JR.F>G") == ("JR.F", "G")
    assert T.split_arrow(">") == ("", "")
    assert refused(T.split_arrow, "GFD.B") == "expected FROM>TO, got 'GFD.B'"
    assert refused(T.split_arrow, "A>B>C") == "expected FROM>TO, got 'A>B>C'"
    assert refused(T.split_arrow, "") == "expected FROM>TO, got ''"
    assert refused(T.split_arrow, "FD.B>JR.F>G>G") == "expected FROM>TO, got 'FD.B>JR.F>G>'"


# --------------------------------------------------------------------------- shared by the actions


def test_arity() -> None:
    """tokens.py: a verb takes its exact number of arguments, else an exact message."""
    T.arity("attack", [], 0)
    T.arity("maroon", ["P2"], 1)
    assert refused(T.arity, "attack", ["P2"], 0) == "'attack' takes 0 argument(s), got 1"
    assert refused(T.arity, "maroon", [], 1) == "'maroon' takes 1 argument(s), got 0"
    assert refused(T.arity, "view", ["1", "2", "3"], 2) == "'view' takes 2 argument(s), got 3"


def test_flag() -> None:
    """tokens.py: 'VERB' is True, 'VERB pass' is False; anything else is refused."""
    assert T.flag("fountain", []) is True
    assert T.flag("fountain", ()) is True
    assert T.flag("fountain", ["pass"]) is False
    assert T.flag("fountain", ("pass",)) is False
    for args in (["now"], ["PASS"], ["pass", "pass"], [""]):
        assert refused(T.flag, "fountain", args) == "'fountain' takes nothing or 'pass'"


def test_slot_pair() -> None:
    """tokens.py: two different row slots, given in either order, come back lowest first."""
    assert T.slot_pair(["1", "4"]) == (0, 3)
    assert T.slot_pair(["4", "1"]) == (0, 3)
    assert T.slot_pair(["5", "2", "extra"]) == (1, 4)
    assert refused(T.slot_pair, ["2", "2"]) == "choose two different row slots"
    assert refused(T.slot_pair, ["2", "6"]) == "expected row slot 1..5, got '6'"
    assert refused(T.slot_pair, ["0", "2"]) == "expected row slot 1..5, got '0'"


def test_seated_actions() -> None:
    """tokens.py Seated: one argument, the target seat (`P1 pistol P4`)."""
    assert A.Pistol.parse(0, ["P4"]) == A.Pistol(0, 3)
    assert A.Maroon.parse(8, ["p1"]) == A.Maroon(8, 0)
    assert A.Pistol(2, 8).args() == "P9" and A.Give(1, 0).args() == "P1"
    assert refused(A.Pistol.parse, 0, []) == "'pistol' takes 1 argument(s), got 0"
    assert refused(A.Fever.parse, 0, ["P2", "P3"]) == "'fever' takes 1 argument(s), got 2"
    assert refused(A.Crow.parse, 0, ["P0"]) == "expected seat P 1..9, got '0'"


def test_bare_actions() -> None:
    """tokens.py Bare: no argument (`P1 attack`)."""
    assert A.Attack.parse(3, []) == A.Attack(3)
    assert A.Brawl.parse(0, ()) == A.Brawl(0)
    assert A.Attack(3).args() == "" and A.KeepMarque(0).args() == ""
    assert refused(A.Attack.parse, 0, ["P2"]) == "'attack' takes 0 argument(s), got 1"
    assert refused(A.Mutiny.parse, 0, ["a", "b"]) == "'mutiny' takes 0 argument(s), got 2"


def test_flagged_actions() -> None:
    """tokens.py Flagged: a yes/no decision (`P3 fountain`, `P3 fountain pass`)."""
    assert A.Fountain.parse(2, []) == A.Fountain(2, True)
    assert A.Fountain.parse(2, ["pass"]) == A.Fountain(2, False)
    assert A.Atlantis.parse(5, ["pass"]) == A.Atlantis(5, False)
    assert A.Fountain(2, True).args() == "" and A.Fountain(2, False).args() == "pass"
    assert A.Atlantis(0, True).args() == "" and A.Atlantis(0, False).args() == "pass"
    assert refused(A.Atlantis.parse, 0, ["now"]) == "'atlantis' takes nothing or 'pass'"


def test_slotted_actions() -> None:
    """tokens.py Slotted: one row slot (`P1 reveal 3`)."""
    assert A.Reveal.parse(1, ["3"]) == A.Reveal(1, 2)
    assert A.Pick.parse(4, ["5"]) == A.Pick(4, 4)
    assert A.Reveal(0, 0).args() == "1" and A.Pick(0, 4).args() == "5"
    assert refused(A.Reveal.parse, 0, []) == "'reveal' takes 1 argument(s), got 0"
    assert refused(A.Pick.parse, 0, ["1", "2"]) == "'pick' takes 1 argument(s), got 2"
    assert refused(A.Reveal.parse, 0, ["6"]) == "expected row slot 1..5, got '6'"


# --------------------------------------------------------------------------- @value


@pytest.fixture
def fresh_cache(monkeypatch: pytest.MonkeyPatch) -> dict[object, object]:
    """An empty cache of compiled `__init__` texts, so the classes a test makes compile their own
    (whatever classes this process made before)."""
    cache: dict[object, object] = {}
    monkeypatch.setattr(V, "_INIT_CODE", cache)
    return cache


def test_value_fields_init_and_defaults(fresh_cache: dict[object, object]) -> None:
    """values.py contract: keyword or positional construction, defaults, the fields in order."""

    @value
    class Trio:
        alpha_q: int
        beta_q: str
        gamma_q: tuple[int, ...] = (1, 2)

    t = Trio(1, "b")
    assert (t.alpha_q, t.beta_q, t.gamma_q) == (1, "b", (1, 2))
    assert Trio(beta_q="x", alpha_q=2, gamma_q=()) == Trio(2, "x", ())
    assert [f.name for f in dataclasses.fields(Trio)] == ["alpha_q", "beta_q", "gamma_q"]
    assert Trio.__match_args__ == ("alpha_q", "beta_q", "gamma_q")
    assert dataclasses.is_dataclass(Trio)
    assert Trio.__init__.__qualname__ == f"{Trio.__qualname__}.__init__"
    assert Trio.__init__.__code__.co_filename == "<@value __init__>"
    with pytest.raises(TypeError):
        Trio(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Trio(1, "b", (), 4)  # type: ignore[call-arg]


def test_value_classes_of_one_shape_share_their_init_text(fresh_cache: dict[object, object]) -> None:
    """values.py contract: classes with the same field names, defaults and check share one compiled
    `__init__` text; each keeps its own default values."""

    @value
    class First:
        delta_q: int
        eps_q: int = 1

    @value
    class Second:
        delta_q: int
        eps_q: int = 7

    @value
    class Other:
        delta_q: int
        eps_q: int

    assert First.__init__.__code__ is Second.__init__.__code__
    assert Other.__init__.__code__ is not First.__init__.__code__
    assert First(0).eps_q == 1 and Second(0).eps_q == 7
    assert First(0) != Second(0)  # another class
    with pytest.raises(TypeError):
        Other(0)  # type: ignore[call-arg]


def test_value_post_init_runs_after_the_fields_are_set(fresh_cache: dict[object, object]) -> None:
    """values.py contract: `__post_init__` runs after construction, with or without fields."""
    seen: list[object] = []

    @value
    class Checked:
        zeta_q: int
        eta_q: int = 3

        def __post_init__(self) -> None:
            seen.append((self.zeta_q, self.eta_q))
            if self.zeta_q < 0:
                raise ValueError("negative")

    @value
    class Bare:
        def __post_init__(self) -> None:
            seen.append("bare")

    assert Checked(1) == Checked(1, 3)
    assert seen == [(1, 3), (1, 3)]
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)
    Bare()
    assert seen[-1] == "bare"
    with pytest.raises(TypeError):
        Bare(1)  # type: ignore[call-arg]


def test_value_without_fields(fresh_cache: dict[object, object]) -> None:
    """values.py contract: a class with no field and no check gets an `__init__` taking nothing."""

    @value
    class Nothing:
        pass

    @value
    class Nothing2:
        pass

    assert Nothing() == Nothing() and Nothing() != Nothing2()
    assert Nothing.__init__.__code__ is Nothing2.__init__.__code__
    assert repr(Nothing()) == f"{Nothing.__qualname__}()"
    assert hash(Nothing()) == hash(())
    assert Nothing.__match_args__ == ()
    with pytest.raises(TypeError):
        Nothing(1)  # type: ignore[call-arg]
    assert len(fresh_cache) == 1


@pytest.mark.parametrize("fields", [0, 1, 2, 3])
def test_value_equality_and_hash_are_the_dataclass_ones(fields: int, fresh_cache: dict[object, object]) -> None:
    """values.py contract: equality compares the class and every field; the hash is the hash of
    the tuple of the fields (as a frozen dataclass's), for 0, 1 and more fields."""
    names = ("iota_q", "kappa_q", "lambda_q")[:fields]
    ns: dict[str, Any] = {"__annotations__": {name: "int" for name in names}}
    Made = value(type(f"Made{fields}", (), ns))
    Twin = value(type(f"Twin{fields}", (), dict(ns, __annotations__=dict(ns["__annotations__"]))))
    a = Made(*range(1, fields + 1))
    assert a == Made(*range(1, fields + 1))
    assert hash(a) == hash(tuple(range(1, fields + 1)))
    assert a != Twin(*range(1, fields + 1))
    assert (a == 5) is False and a.__eq__(5) is NotImplemented
    for i in range(fields):  # one field differs: unequal
        other = list(range(1, fields + 1))
        other[i] = 99
        assert a != Made(*other)
        assert hash(Made(*other)) == hash(tuple(other))


def test_value_repr(fresh_cache: dict[object, object]) -> None:
    """values.py contract: the repr reads `Name(field=value, ...)` with each value's repr."""

    @value
    class Shown:
        mu_q: int
        nu_q: str

    assert repr(Shown(1, "a")) == f"{Shown.__qualname__}(mu_q=1, nu_q='a')"
    assert repr(A.Pistol(0, 3)) == "Pistol(seat=0, target=3)"
    assert repr(A.Attack(2)) == "Attack(seat=2)"


def test_value_is_frozen_with_exact_messages() -> None:
    """values.py contract: no assignment or deletion after construction (FrozenInstanceError with
    the dataclass's words)."""
    p = A.Pistol(0, 3)
    with pytest.raises(dataclasses.FrozenInstanceError) as err:
        p.target = 4  # type: ignore[misc]
    assert str(err.value) == "cannot assign to field 'target'"
    with pytest.raises(dataclasses.FrozenInstanceError) as err:
        del p.seat  # type: ignore[misc]
    assert str(err.value) == "cannot delete field 'seat'"
    assert p == A.Pistol(0, 3)


def test_value_copy_pickle_and_state() -> None:
    """values.py contract: copy, deepcopy and pickle give equal values; the state is the tuple of
    the fields, and a state of the wrong length is refused."""
    p = A.Marque(0, 3, 1)
    assert p.__getstate__() == (0, 3, 1)
    assert copy.copy(p) == copy.deepcopy(p) == pickle.loads(pickle.dumps(p)) == p
    q = copy.copy(p)
    assert (q.seat, q.target, q.ship) == (0, 3, 1)
    blank = A.Marque.__new__(A.Marque)
    blank.__setstate__((2, 5, 0))
    assert blank == A.Marque(2, 5, 0)
    with pytest.raises(ValueError):
        A.Marque.__new__(A.Marque).__setstate__((1, 2))
    with pytest.raises(ValueError):
        A.Marque.__new__(A.Marque).__setstate__((1, 2, 3, 4))
