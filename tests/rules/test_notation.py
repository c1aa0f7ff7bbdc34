"""The notation reads and writes every kind of action; malformed text is refused clearly."""

import random
import typing
from collections.abc import Iterator
from dataclasses import fields
from enum import StrEnum

import pytest

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.events import EVENT_TYPES, format_event, parse_event
from tortuga_qt.rules.game import Game
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
    """Actions with the same numbers but different kinds differ (equality includes the class)."""
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


# --------------------------------------------------------------------------- both ways, in real games


def _random_games(count: int) -> Iterator[tuple[Game, list[Action], int]]:
    """Seeded games played to the end by a random legal choice (a kind first, then one of it),
    yielding each finished game, every legal action of every state it went through, and the
    number of those states."""
    for seed in range(count):
        game = Game(default_config(2 + seed % 8), seed)
        rng = random.Random(seed)
        offered: list[Action] = []
        states = 0
        while not game.over:
            legal = game.legal(game.to_act()[0])
            offered += legal
            states += 1
            verb = rng.choice(sorted({a.verb for a in legal}))
            game.play(rng.choice([a for a in legal if a.verb == verb]))
        yield game, offered, states


def test_every_legal_action_and_every_event_of_random_games_round_trips() -> None:
    """Notation both ways over every legal action of some hundreds of states of seeded games (all
    player counts), every chance step they drew, and every event they caused: the line parses
    back to an equal value of the same class, on one line."""
    verbs: set[str] = set()
    states = 0
    for game, offered, decisions in _random_games(12):
        states += decisions
        for action in [*offered, *game.actions]:
            line = format_action(action)
            back = parse_action(line)
            assert back == action and type(back) is type(action), line
            verbs.add(action.verb)
        for event in game.events:
            line = format_event(event)
            assert "\n" not in line and line.split()[0] == event.kind
            back_event = parse_event(line)
            assert back_event == event and type(back_event) is type(event), line
    assert states > 300
    assert verbs == set(A.ACTION_TYPES) | {"chance"}  # every kind of action was offered


def _example(cls: type) -> object:
    """An event of class `cls` with awkward values: negative numbers, empty and long tuples,
    strings with spaces, commas, '=' and non-ASCII letters."""
    hints = typing.get_type_hints(cls)
    strings = iter(["2x torch/british/skull", "a,b=c", "", "Señor Ñ", "-"])
    values: dict[str, object] = {}
    for i, f in enumerate(fields(cls)):
        hint = hints[f.name]
        if hint is int:
            values[f.name] = -1 if i % 2 else 123456
        elif hint is bool:
            values[f.name] = bool(i % 2)
        elif hint is str:
            values[f.name] = next(strings, "x")
        elif isinstance(hint, type) and issubclass(hint, StrEnum):
            values[f.name] = list(hint)[-1]
        elif typing.get_args(hint)[0] is not int and issubclass(typing.get_args(hint)[0], StrEnum):
            values[f.name] = tuple(typing.get_args(hint)[0])[:3]
        elif typing.get_args(hint)[0] is int:
            values[f.name] = () if i % 2 else (0, -1, 31)
        else:
            values[f.name] = ("cannon/british/helm", "2x water/french/helm")
    return cls(**values)


@pytest.mark.parametrize("cls", list(EVENT_TYPES.values()), ids=lambda c: c.kind)
def test_every_kind_of_event_round_trips(cls: type) -> None:
    """Each event kind, even one random games rarely reach (Eight Bells, R9 sudden death)."""
    event = _example(cls)
    assert parse_event(format_event(event)) == event


_DIGITS_5000 = "7" * 5000

MALFORMED_ACTIONS = [
    # numbers are ASCII digits only, and short (tokens.py)
    "P1 reveal ²", "P1 reveal ①", "P1 reveal ٣", "P٣ attack", "P² attack", "P1 search v٣",
    "P1 vote v①", "P1 view 1 ３", "chance votes ٣ 0 1", "chance votes ² 0",
    "P1 reveal " + _DIGITS_5000, "P" + _DIGITS_5000 + " attack", "chance votes " + _DIGITS_5000,
    "P1 reveal " + "0" * 300 + "1", "P1 vote v" + "0" * 300 + "1", "P1 reveal -1", "P1 reveal +1",
    "P1 reveal 1_0", "P1 reveal 0x1",
    # seats P1..P9
    "P0 attack", "P10 attack", "P attack", "1 attack", "P1.0 attack",
    # empty, unknown verb, wrong arity
    "", "   ", "\n", "P1 launch", "P1 chance", "P1 attack P2", "P1 maroon", "P1 maroon P2 P3",
    "P1 view 1", "P1 view 1 2 3", "P1 force 1 2", "P1 marque P2", "P1 keep 1", "P1 take",
    "P1 take G>FD.B G>JR.B", "P1 fountain now", "P1 vote v1 v2 v3",
    # chance without a step or an outcome; one row slot named twice
    "chance", "chance votes", "P1 view 2 2", "P1 force 3 3 P2",
    "x" * 100_000,
]

MALFORMED_EVENTS = [
    "drew seat=0 n=²", "drew seat=0 n=٣", "drew seat=0 n=" + _DIGITS_5000, "drew seat=0", "drew",
    "drew seat=0 n=1 cards=1", "drew seat=0 n=1 kind=drew", "drew seat=true n=1", "", "P1 attack",
    "vote_result seat=0 what=attack outcome=success faces=- tally=1,,2", "atlantis_pass seat=0 =1",
]


def _refusals(parse: typing.Callable[[str], object], texts: list[str]) -> list[str]:
    """Returns what went wrong for each text that is not refused with a NotationError."""
    wrong = []
    for text in texts:
        try:
            got = parse(text)
        except NotationError as err:
            if not str(err):
                wrong.append(f"{text[:30]!r}: NotationError without a message")
        except Exception as err:  # the point: no other exception escapes
            wrong.append(f"{text[:30]!r}: {type(err).__name__}: {str(err)[:60]}")
        else:
            wrong.append(f"{text[:30]!r}: accepted as {got!r}"[:120])
    return wrong


def test_malformed_notation_raises_notation_error_only() -> None:
    """tokens.py: malformed notation is refused with a NotationError, never ValueError or another
    error: '²', '①' and '٣' are digits to `int()` (which reads '٣' as 3) but not to the notation,
    a 5,000-digit number exceeds Python's int conversion limit, seats are P1..P9, a view or force
    names two different slots, a chance step has an outcome. An upper-case V is a Vote card."""
    assert _refusals(parse_action, MALFORMED_ACTIONS) == []
    assert parse_action("P1 vote V12") == A.Vote(0, (12,))
    assert parse_action("p3 search V0") == A.Search(2, 0)
    assert format_action(parse_action("P1 vote V30 V12")) == "P1 vote v12 v30"


def test_malformed_event_lines_raise_notation_error_only() -> None:
    """An event line is read back strictly: unknown kinds and names, missing fields, non-ASCII
    digits, numbers too long."""
    assert _refusals(parse_event, MALFORMED_EVENTS) == []


def test_notation_fuzz_only_ever_raises_notation_error() -> None:
    """Random lines built from the notation's own words and some hostile characters."""
    seats = ["P1", "P9", "P0", "p2", "P²", "chance", "", "Q1"]
    verbs = [*A.ACTION_TYPES, "votes", "ATTACK", "", "fly"]
    words = ["P1", "P4", "P0", "P10", "v12", "V31", "v32", "v-1", "1", "5", "6", "0", "²", "٣",
             "G>FD.B", "JR.F>G", "G>G", "FD.B>", "none", "pass", "RB1", "RB3", "TO", "jr", "B>F",
             "F>F", "B", "-", ">", "9" * 7, "2", "3"]
    rng = random.Random(1667)
    parsed = 0
    for _ in range(4000):
        parts = [rng.choice(seats), rng.choice(verbs)] + [rng.choice(words) for _ in range(rng.randint(0, 3))]
        line = " ".join(parts)
        try:
            action = parse_action(line)
        except NotationError:
            continue
        parsed += 1
        assert parse_action(format_action(action)) == action, line
    assert parsed > 100
