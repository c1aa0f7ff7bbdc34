"""The notation in every case and every malformed form, with the exact reason for each refusal.

Action lines (`notation.py`, each class's `args`/`parse` in `actions.py`) and event lines
(`events/__init__.py`). Words are read in any letter case (`p1`, `ATTACK`, `V12`, `rb1`,
`NONE`) and always written in the canonical case; every malformed line is refused with a
NotationError whose message says what was expected.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

import pytest

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.events import (
    EVENT_TYPES,
    Drew,
    DrewCards,
    Event,
    GameOver,
    LoyaltiesRevealed,
    StarredChosen,
    VoteResult,
    format_event,
    parse_event,
)
from tortuga_qt.rules.notation import MAX_LINE, format_action, parse_action
from tortuga_qt.rules.places import FD, GALLEON, JR, NOWHERE, RB1, RB2, TORTUGA
from tortuga_qt.rules.values import value

# ----------------------------------------------------------------------------- every action, both ways

CANONICAL = [
    ("P1 hold B", A.StartHold(0, 0)),
    ("P9 hold F", A.StartHold(8, 1)),
    ("P2 atlantis", A.Atlantis(1, True)),
    ("P2 atlantis pass", A.Atlantis(1, False)),
    ("P3 view 1 2", A.View(2, 0, 1)),
    ("P3 view 4 5", A.View(2, 3, 4)),
    ("P4 reveal 1", A.Reveal(3, 0)),
    ("P4 reveal 5", A.Reveal(3, 4)),
    ("P5 force 2 5 P1", A.Force(4, 1, 4, 0)),
    ("P6 pick 3", A.Pick(5, 2)),
    ("P7 move FD", A.Move(6, FD)),
    ("P7 move JR", A.Move(6, JR)),
    ("P7 move TO", A.Move(6, TORTUGA)),
    ("P7 move RB1", A.Move(6, RB1)),
    ("P7 move RB2", A.Move(6, RB2)),
    ("P8 attack", A.Attack(7)),
    ("P1 maroon P9", A.Maroon(0, 8)),
    ("P2 mutiny", A.Mutiny(1)),
    ("P3 shift B>F", A.Shift(2, 0)),
    ("P3 shift F>B", A.Shift(2, 1)),
    ("P4 brawl", A.Brawl(3)),
    ("P5 marque P2 FD", A.Marque(4, 1, FD)),
    ("P5 marque P3 JR", A.Marque(4, 2, JR)),
    ("P6 keep", A.KeepMarque(5)),
    ("P7 vote v0", A.Vote(6, (0,))),
    ("P7 vote v31", A.Vote(6, (31,))),
    ("P7 vote v3 v30", A.Vote(6, (3, 30))),
    ("P8 abstain", A.Abstain(7)),
    ("P9 take G>FD.B", A.Take(8, GALLEON, 0)),
    ("P9 take FD.F>JR.B", A.Take(8, 1, 2)),
    ("P9 take JR.B>JR.F", A.Take(8, 2, 3)),
    ("P9 take none", A.Take(8, NOWHERE, NOWHERE)),
    ("P1 fountain", A.Fountain(0, True)),
    ("P1 fountain pass", A.Fountain(0, False)),
    ("P2 pistol P3", A.Pistol(1, 2)),
    ("P3 give P4", A.Give(2, 3)),
    ("P4 powder RB1", A.Powder(3, RB1)),
    ("P4 powder RB2", A.Powder(3, RB2)),
    ("P5 fever P6", A.Fever(4, 5)),
    ("P6 crow P7", A.Crow(5, 6)),
    ("P7 search v0", A.Search(6, 0)),
    ("P7 search v31", A.Search(6, 31)),
    ("chance votes 0", A.Chance("votes", (0,))),
    ("chance vote_return 2 0 1", A.Chance("vote_return", (2, 0, 1))),
]


def case_ids(cases: Sequence[tuple[str, object]]) -> list[str]:
    """Readable test ids with no tab, newline or edge space (a test id must survive a command line)."""
    plain = ("".join(ch if " " <= ch <= "~" and ch != "\\" else "?" for ch in t) for t, _ in cases)
    return [f"{n}:{' '.join(text.split())[:40]}" for n, text in enumerate(plain)]


@pytest.mark.parametrize(("text", "action"), CANONICAL, ids=case_ids(CANONICAL))
def test_every_action_writes_and_reads_its_canonical_line(text: str, action: A.Action) -> None:
    """notation.py/actions.py: each action's line, and the line read back as that action."""
    assert format_action(action) == text
    back = parse_action(text)
    assert back == action and type(back) is type(action)


def test_every_verb_is_covered_once() -> None:
    """actions.ACTION_TYPES: one class per verb, each in the canonical examples above."""
    assert {t.split()[1] for t, _ in CANONICAL if not t.startswith("chance")} == set(A.ACTION_TYPES)
    assert all(cls.verb == verb for verb, cls in A.ACTION_TYPES.items())


# ----------------------------------------------------------------------------- any letter case, extra space

OTHER_FORMS = [
    ("p1 ATTACK", "P1 attack"),
    ("P1 Attack", "P1 attack"),
    ("P1 vote V12", "P1 vote v12"),
    ("P1 vote V30 v12", "P1 vote v12 v30"),
    ("p3 search V0", "P3 search v0"),
    ("P1 hold b", "P1 hold B"),
    ("P1 hold f", "P1 hold F"),
    ("P1 shift f>b", "P1 shift F>B"),
    ("P1 move rb1", "P1 move RB1"),
    ("P1 move to", "P1 move TO"),
    ("P1 marque p4 jr", "P1 marque P4 JR"),
    ("P1 powder Rb2", "P1 powder RB2"),
    ("P1 take g>fd.b", "P1 take G>FD.B"),
    ("P1 take jr.f>Fd.F", "P1 take JR.F>FD.F"),
    ("P1 take NONE", "P1 take none"),
    ("P1 take None", "P1 take none"),
    ("P1 view 5 1", "P1 view 1 5"),
    ("P1 force 4 2 P3", "P1 force 2 4 P3"),
    ("  P1   view  2   3  ", "P1 view 2 3"),
    ("P1\tattack", "P1 attack"),
    ("chance   votes  1   0", "chance votes 1 0"),
]


@pytest.mark.parametrize(("text", "canonical"), OTHER_FORMS, ids=case_ids(OTHER_FORMS))
def test_other_cases_and_spacing_read_as_the_canonical_line(text: str, canonical: str) -> None:
    """tokens/actions: words in any letter case, slots in any order, any spacing; always written back canonically."""
    assert format_action(parse_action(text)) == canonical


# ----------------------------------------------------------------------------- malformed: exact reasons

MALFORMED = [
    # whole lines (notation.py)
    ("", "empty action"),
    ("   ", "empty action"),
    ("P1", "missing the action after P1"),
    ("p4", "missing the action after p4"),
    ("P1 fly", "unknown action 'fly'"),
    ("P1 chance", "unknown action 'chance'"),
    ("P1 " + "z" * 30, "unknown action 'zzzzzzzzzzzzzzzzzzzz'"),
    ("X1 attack", "expected a seat like P1, got 'X1'"),
    ("P0 attack", "expected seat P 1..9, got '0'"),
    # wrong number of arguments (tokens.arity, with each class's verb and count)
    ("P1 hold", "'hold' takes 1 argument(s), got 0"),
    ("P1 hold B F", "'hold' takes 1 argument(s), got 2"),
    ("P1 view 1", "'view' takes 2 argument(s), got 1"),
    ("P1 view 1 2 3", "'view' takes 2 argument(s), got 3"),
    ("P1 reveal", "'reveal' takes 1 argument(s), got 0"),
    ("P1 force 1 2", "'force' takes 3 argument(s), got 2"),
    ("P1 force 1 2 P3 P4", "'force' takes 3 argument(s), got 4"),
    ("P1 pick", "'pick' takes 1 argument(s), got 0"),
    ("P1 move", "'move' takes 1 argument(s), got 0"),
    ("P1 move TO FD", "'move' takes 1 argument(s), got 2"),
    ("P1 attack P2", "'attack' takes 0 argument(s), got 1"),
    ("P1 maroon", "'maroon' takes 1 argument(s), got 0"),
    ("P1 mutiny now", "'mutiny' takes 0 argument(s), got 1"),
    ("P1 shift", "'shift' takes 1 argument(s), got 0"),
    ("P1 shift B>F F>B", "'shift' takes 1 argument(s), got 2"),
    ("P1 brawl x", "'brawl' takes 0 argument(s), got 1"),
    ("P1 marque P2", "'marque' takes 2 argument(s), got 1"),
    ("P1 marque P2 FD JR", "'marque' takes 2 argument(s), got 3"),
    ("P1 keep 1", "'keep' takes 0 argument(s), got 1"),
    ("P1 abstain v1", "'abstain' takes 0 argument(s), got 1"),
    ("P1 take", "'take' takes 1 argument(s), got 0"),
    ("P1 take none x", "'take' takes 1 argument(s), got 2"),
    ("P1 pistol", "'pistol' takes 1 argument(s), got 0"),
    ("P1 give P2 P3", "'give' takes 1 argument(s), got 2"),
    ("P1 powder", "'powder' takes 1 argument(s), got 0"),
    ("P1 fever", "'fever' takes 1 argument(s), got 0"),
    ("P1 crow", "'crow' takes 1 argument(s), got 0"),
    ("P1 search", "'search' takes 1 argument(s), got 0"),
    ("P1 search v1 v2", "'search' takes 1 argument(s), got 2"),
    ("P1 atlantis now", "'atlantis' takes nothing or 'pass'"),
    ("P1 fountain pass pass", "'fountain' takes nothing or 'pass'"),
    # wrong words
    ("P1 hold D", "expected B or F, got 'D'"),
    ("P1 view 2 2", "choose two different row slots"),
    ("P1 view 0 2", "expected row slot 1..5, got '0'"),
    ("P1 view 1 6", "expected row slot 1..5, got '6'"),
    ("P1 force 3 3 P2", "choose two different row slots"),
    ("P1 force 1 2 P0", "expected seat P 1..9, got '0'"),
    ("P1 pick x", "expected row slot 1..5, got 'x'"),
    ("P1 move SEA", "expected a place (FD, JR, TO, RB1, RB2), got 'SEA'"),
    ("P1 marque P2 XX", "expected a place (FD, JR, TO, RB1, RB2), got 'XX'"),
    ("P1 marque FD P2", "expected a seat like P1, got 'FD'"),
    ("P1 powder RB3", "expected a place (FD, JR, TO, RB1, RB2), got 'RB3'"),
    ("P1 shift B>B", "a shift moves treasure to the other hold"),
    ("P1 shift F>F", "a shift moves treasure to the other hold"),
    ("P1 shift B", "expected FROM>TO, got 'B'"),
    ("P1 shift B>F>B", "expected FROM>TO, got 'B>F>B'"),
    ("P1 shift B>X", "expected B or F, got 'X'"),
    ("P1 shift X>F", "expected B or F, got 'X'"),
    ("P1 take G", "expected FROM>TO, got 'G'"),
    ("P1 take X>FD.B", "expected a hold (G, FD.B, FD.F, JR.B, JR.F), got 'X'"),
    ("P1 take G>FD.X", "expected a hold (G, FD.B, FD.F, JR.B, JR.F), got 'FD.X'"),
    ("P1 vote", "vote takes 1 card (2 with El Dorado)"),
    ("P1 vote v1 v2 v3", "vote takes 1 card (2 with El Dorado)"),
    ("P1 vote v3 v3", "vote with two different cards"),
    ("P1 vote V3 v3", "vote with two different cards"),
    ("P1 vote 12", "expected a Vote card like v12, got '12'"),
    ("P1 vote v32", "expected Vote card v 0..31, got '32'"),
    ("P1 search x1", "expected a Vote card like v12, got 'x1'"),
    ("P1 pistol 4", "expected a seat like P1, got '4'"),
    # chance steps (actions.Chance)
    ("chance", "chance needs a step name"),
    ("chance votes", "a chance step needs its outcome"),
    ("chance votes " + " ".join(["0"] * 65), "a chance outcome has at most 64 numbers"),
    ("chance votes 64", "expected outcome 0..63, got '64'"),
    ("chance votes 1 x", "expected outcome 0..63, got 'x'"),
    ("chance votes -1", "expected outcome 0..63, got '-1'"),
    # too long (notation.MAX_LINE)
    ("P1 reveal 1" + " " * 390, "an action is at most 400 characters long"),
    ("x" * 100_000, "an action is at most 400 characters long"),
]


@pytest.mark.parametrize(("text", "reason"), MALFORMED, ids=case_ids(MALFORMED))
def test_malformed_action_is_refused_with_its_reason(text: str, reason: str) -> None:
    """notation.parse_action: a NotationError saying exactly what is wrong."""
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert str(err.value) == reason


def test_line_length_and_chance_length_limits_are_inclusive() -> None:
    """notation.MAX_LINE = 400 characters and actions.MAX_OUTCOME = 64 numbers 0..63: the limit is read, one more refused."""
    line = "P1 reveal 1" + " " * (MAX_LINE - len("P1 reveal 1"))
    assert len(line) == MAX_LINE == 400 and parse_action(line) == A.Reveal(0, 0)
    with pytest.raises(NotationError):
        parse_action(line + " ")
    full = "chance events " + " ".join(str(i % 64) for i in range(64))
    assert parse_action(full) == A.Chance("events", tuple(i % 64 for i in range(64)))
    assert parse_action("chance votes 63") == A.Chance("votes", (63,))
    assert parse_action("chance x 0 0") == A.Chance("x", (0, 0))  # a permutation is the engine's check


# ----------------------------------------------------------------------------- event lines


def test_event_values_are_written_plainly() -> None:
    """events.format_event: decimal numbers, comma-separated tuples ('-' when empty), percent-encoded text."""
    assert format_event(Drew(0, 3)) == "drew seat=0 n=3"
    assert format_event(Drew(-1, 123456)) == "drew seat=-1 n=123456"
    assert format_event(DrewCards(2, ())) == "drew_cards seat=2 cards=-"
    assert format_event(DrewCards(2, (0, 31))) == "drew_cards seat=2 cards=0,31"
    assert format_event(StarredChosen(())) == "starred_chosen cards=-"
    assert format_event(VoteResult(1, "attack", "success", ("a b", "x,y=z", "Señor", "a/b:c._-~"), ())) == (
        "vote_result seat=1 what=attack outcome=success faces=a%20b,x%2Cy%3Dz,Se%C3%B1or,a/b:c._-~ tally=-")
    assert format_event(VoteResult(1, "attack", "success", ("2x torch/british/skull",), (1, 2, 0))) == (
        "vote_result seat=1 what=attack outcome=success faces=2x%20torch/british/skull tally=1,2,0")
    assert format_event(GameOver("armada", 0, (0, 3), 4, 2)) == (
        "game_over reason=armada team=0 winners=0,3 british=4 french=2")
    assert format_event(LoyaltiesRevealed((0, 1, 2))) == "loyalties_revealed loyalties=0,1,2"


@value
class _Flagged(Event):
    """A test-only event with every kind of field the notation knows, a yes/no flag among them."""

    seat: int
    flag: bool
    label: str
    seats: tuple[int, ...]
    words: tuple[str, ...]
    kind: ClassVar[str] = "test_flagged"


def test_yes_no_fields_are_written_true_and_false(monkeypatch: pytest.MonkeyPatch) -> None:
    """events: a yes/no field is exactly 'true' or 'false' (a test-only kind, as no rules event has one yet)."""
    monkeypatch.setitem(EVENT_TYPES, _Flagged.kind, _Flagged)
    yes = _Flagged(-2, True, "a b", (1, -1), ("x",))
    no = _Flagged(0, False, "", (), ())
    assert format_event(yes) == "test_flagged seat=-2 flag=true label=a%20b seats=1,-1 words=x"
    assert format_event(no) == "test_flagged seat=0 flag=false label= seats=- words=-"
    assert parse_event(format_event(yes)) == yes and parse_event(format_event(no)) == no
    assert parse_event("test_flagged seat=0 flag=false label= seats=- words=-").flag is False  # type: ignore[attr-defined]
    for bad in ("True", "1", "yes", ""):
        with pytest.raises(NotationError) as err:
            parse_event(f"test_flagged seat=0 flag={bad} label=x seats=- words=-")
        assert str(err.value) == f"expected true or false, got {bad!r}"
    with pytest.raises(NotationError) as err:
        parse_event("test_flagged seat=0 flag=" + "t" * 30 + " label=x seats=- words=-")
    assert str(err.value) == "expected true or false, got 'tttttttttttt'"


EVENT_READS = [
    ("drew seat=0 n=3", Drew(0, 3)),
    ("drew n=3 seat=0", Drew(0, 3)),
    ("drew seat=-1 n=0", Drew(-1, 0)),
    ("drew seat=123456 n=-123456", Drew(123456, -123456)),
    ("drew seat=007 n=1", Drew(7, 1)),
    ("drew_cards seat=0 cards=-", DrewCards(0, ())),
    ("drew_cards seat=0 cards=5", DrewCards(0, (5,))),
    ("drew_cards seat=0 cards=5,-1,31", DrewCards(0, (5, -1, 31))),
    ("starred_chosen cards=-", StarredChosen(())),
    ("starred_chosen cards=scurvy,facade", StarredChosen(("scurvy", "facade"))),
    ("vote_result seat=1 what=brawl outcome=tie faces=a%20b,%2D tally=-", VoteResult(1, "brawl", "tie", ("a b", "-"), ())),
]


@pytest.mark.parametrize(("text", "event"), EVENT_READS, ids=case_ids(EVENT_READS))
def test_event_lines_read_back(text: str, event: Event) -> None:
    """events.parse_event: fields in any order; numbers up to 6 digits with a leading '-'; '-' the empty tuple."""
    assert parse_event(text) == event


MALFORMED_EVENTS = [
    ("", "unknown event ''"),
    ("   ", "unknown event '   '"),
    ("nosuch seat=1", "unknown event 'nosuch seat=1'"),
    ("x" * 40, "unknown event 'xxxxxxxxxxxxxxxxxxxx'"),
    ("drew seat=0", "a drew event needs seat, n"),
    ("drew", "a drew event needs seat, n"),
    ("game_over reason=x", "a game_over event needs reason, team, winners, british, french"),
    ("drew seat=0 n=1 cards=1", "unexpected 'cards=1' in a drew event"),
    ("drew seat=0 n=1 kind=drew", "unexpected 'kind=drew' in a drew event"),
    ("drew seat=0 seat=1 n=1", "unexpected 'seat=1' in a drew event"),
    ("drew seat0 n=1", "unexpected 'seat0' in a drew event"),
    ("drew =1 seat=0 n=1", "unexpected '=1' in a drew event"),
    ("drew seat=0 n=1 " + "y" * 30 + "=1", "unexpected 'yyyyyyyyyyyyyyyyyyyy' in a drew event"),
    ("drew seat=true n=1", "expected a number, got 'true'"),
    ("starred_chosen cards=scurvy,nosuch", "'nosuch' is not a CardKind"),
    ("vote_called seat=0 what=duel ship=0 participants=-", "'duel' is not a VoteKind"),
    ("drew seat=- n=1", "expected a number, got '-'"),
    ("drew seat=--1 n=1", "expected a number, got '--1'"),
    ("drew seat= n=1", "expected a number, got ''"),
    ("drew seat=1.5 n=1", "expected a number, got '1.5'"),
    ("drew seat=+1 n=1", "expected a number, got '+1'"),
    ("drew seat=1234567 n=1", "expected a number, got '1234567'"),
    ("drew seat=-1234567 n=1", "expected a number, got '-1234567'"),
    ("drew seat=² n=1", "expected a number, got '²'"),
    ("drew seat=" + "9" * 20 + " n=1", "expected a number, got '999999999999'"),
    ("drew_cards seat=0 cards=", "expected a number, got ''"),
    ("drew_cards seat=0 cards=1,,2", "expected a number, got ''"),
    ("drew_cards seat=0 cards=1,x", "expected a number, got 'x'"),
]


@pytest.mark.parametrize(("text", "reason"), MALFORMED_EVENTS, ids=case_ids(MALFORMED_EVENTS))
def test_malformed_event_line_is_refused_with_its_reason(text: str, reason: str) -> None:
    """events.parse_event: a NotationError saying exactly what is wrong."""
    with pytest.raises(NotationError) as err:
        parse_event(text)
    assert str(err.value) == reason


@pytest.mark.parametrize(("text", "reason"), [
    ("drew seat==1 n=1", "expected a number, got '=1'"),
    ("drew seat=0 n=1=", "expected a number, got '1='"),
])
def test_a_field_splits_at_its_first_equals_sign(text: str, reason: str) -> None:
    """Event notation (module contract): `name=value` splits at the first `=`; the rest is the value."""
    with pytest.raises(NotationError) as refused:
        parse_event(text)
    assert str(refused.value) == reason
