"""The typed vocabulary: actions, frames and events are closed, frozen values a seat cannot forge.

The rules engine trusts an action only as far as it matches one of its own legal actions
(rulebook "Game Play": a seat does one of the actions its role allows). These tests pin what
the typed classes promise: no look-alike of another kind, no wrong-typed field reaching the
rules, no way to empty a seat's legal moves from outside, no secret sent out as public
(R10, R13, DECISIONS.md "Event cards" and the Setup note on starred cards).
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import FrozenInstanceError, fields
from enum import StrEnum

import pytest

from tortuga_qt.rules import IllegalActionError, apply, legal_actions
from tortuga_qt.rules import actions as A
from tortuga_qt.rules import events as E
from tortuga_qt.rules import frames as F
from tortuga_qt.rules import views as V
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import chance_request, seats_to_act
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.places import RB1
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

# --------------------------------------------------------------------------- helpers


def _dummy(hint: object, name: str) -> object:
    """A value of the annotated type (seat 3 and target 5 stay recognisable)."""
    if hint is bool:
        return True
    if hint is int:
        return {"seat": 3, "target": 5}.get(name, 1)
    if hint is str:
        return "pistol"
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        return next(iter(hint))
    if typing.get_origin(hint) is tuple:
        (inner, *_) = typing.get_args(hint)
        return (_dummy(inner, name),)
    raise AssertionError(f"no dummy value for {hint!r}")


def sample(cls: type) -> object:
    """An instance of a vocabulary class built from its annotations."""
    hints = typing.get_type_hints(cls)
    return cls(**{f.name: _dummy(hints[f.name], f.name) for f in fields(cls)})


ACTION_CLASSES = (*A.SEAT_ACTION_TYPES, A.Chance)
FRAME_CLASSES = tuple(F.FRAME_TYPES.values())
EVENT_CLASSES = tuple(E.EVENT_TYPES.values())
DECISION_CLASSES = tuple(
    c for c in vars(V).values() if isinstance(c, type) and issubclass(c, V.Decision) and c is not V.Decision
)

_BOOL_PATHS = {"sudden", "reshuffled"}  # GameState fields that are flags by design
_BOOL_FIELDS = {"atlantis_offered", "use"}  # frame / action fields that are flags by design


def _leaves(value: object, path: str) -> typing.Iterator[tuple[str, object]]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _leaves(getattr(value, f.name), f"{path}.{f.name}")
    elif isinstance(value, tuple):  # tuples and NamedTuples (Result)
        for i, x in enumerate(value):
            yield from _leaves(x, f"{path}[{i}]")
    else:
        yield path, value


def assert_typed_state(s: GameState) -> None:
    """Every number the state holds is a real int (never a bool or a float standing in for one)."""
    for name in GameState.__slots__:
        if name in ("cfg", "_legal"):
            continue
        for path, leaf in _leaves(getattr(s, name), name):
            if type(leaf) is bool:
                assert path in _BOOL_PATHS or path.rsplit(".", 1)[-1] in _BOOL_FIELDS, path
            else:
                assert type(leaf) in (int, str) or isinstance(leaf, StrEnum) or leaf is None, (path, leaf)


def assert_typed_events(events: list[E.Event]) -> None:
    """Every event field holds exactly its annotated type (int is int, not bool or float)."""
    for e in events:
        hints = typing.get_type_hints(type(e))
        for f in fields(e):
            value, hint = getattr(e, f.name), hints[f.name]
            if typing.get_origin(hint) is tuple:
                (inner, *_) = typing.get_args(hint)
                assert type(value) is tuple and all(type(x) is inner for x in value), (e, f.name)
            else:
                assert type(value) is hint, (e, f.name)


def mutiny_position() -> GameState:
    """P2 is First Mate of the Flying Dutchman (Mutiny legal, rulebook "First Mates"), not a Captain."""
    s = position(4, fd=[0, 1], jr=[2, 3], turn=1)
    assert A.Mutiny(1) in legal_actions(s, 1) and A.Attack(1) not in legal_actions(s, 1)
    return s


# --------------------------------------------------------------------------- forged moves


def test_a_look_alike_of_another_kind_cannot_even_be_built() -> None:
    """Issue "forged move": `Attack(1, tag="mutiny")` compared equal to `Mutiny(1)` and was applied
    as a Mutiny; the kind is now the class, so there is no tag to forge."""
    with pytest.raises(TypeError):
        A.Attack(1, tag="mutiny")  # type: ignore[call-arg]
    assert A.Attack(1) != A.Mutiny(1)
    assert A.Mutiny(1) != A.Attack(1)
    assert A.Mutiny(1) == A.Mutiny(1)
    # Not a tuple any more: nothing outside the class compares equal to an action.
    assert A.Mutiny(1) != (1, "mutiny")
    assert A.Attack(1) != (1,)
    # Hashes may collide; equality never does, so a set keeps both.
    assert len({A.Attack(1), A.Mutiny(1), A.Brawl(1)}) == 3


def test_a_mutiny_legal_state_refuses_an_attack_and_every_forgery() -> None:
    """Rulebook "Captains" / "First Mates": only a Captain attacks, only a First Mate mutinies.
    Only the engine's own legal action is ever applied (class and fields)."""
    s = mutiny_position()
    with pytest.raises(IllegalActionError) as err:
        apply(s, A.Attack(1))
    assert err.value.code == "not_captain"

    class ForgedMutiny(A.Attack):  # an Attack dressed up with the Mutiny verb
        verb = "mutiny"

    forgeries: list[object] = [ForgedMutiny(1), (1, "mutiny"), (1,), "P2 mutiny", None]
    for forged in forgeries:
        with pytest.raises(IllegalActionError):
            apply(s, forged)  # type: ignore[arg-type]
    # The real one still goes through, and calls a Mutiny vote.
    after, ev = apply(s, A.Mutiny(1))
    assert [e for e in ev if isinstance(e, E.VoteCalled)] == [
        E.VoteCalled(seat=1, what="mutiny", ship=0, participants=(1,))
    ]


def _start_hold_game() -> Game:
    """A seeded game waiting for seat 1 (P2), a Captain, to choose the starting hold (Setup)."""
    for seed in range(400):
        game = Game(default_config(4), seed)
        if game.to_act() == (1,) and A.StartHold(1, 0) in game.legal(1):
            return game
    raise AssertionError("no seed puts P2 first at the starting hold")


@pytest.mark.parametrize(
    "forged",
    [A.Reveal(0, 1.0), A.Reveal(0, True), A.View(0, 0.0, 1), A.Move(0, float(RB1)),  # type: ignore[arg-type]
     A.Reveal(0.0, 1), A.Force(0, 0, 1, 2.0)],  # type: ignore[arg-type]
    ids=["slot-float", "slot-bool", "view-float", "move-float", "seat-float", "target-float"],
)
def test_wrong_typed_fields_never_reach_the_rules(forged: A.Action) -> None:
    """Rulebook "Game Play": a turn action names a row slot, a place, a player. A field of the wrong
    type that compares equal to a legal one (1.0 == 1, True == 1) is either refused or applied as
    the engine's own int-typed action; the state and events then hold ints only."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    assert forged in legal_actions(s, 0)  # equal to a legal action, by value
    try:
        after, ev = apply(s, forged)
    except IllegalActionError:
        return
    assert_typed_state(after)
    assert_typed_events(ev)


def test_start_hold_for_seat_true_is_refused_or_typed() -> None:
    """Setup: "each Captain chooses the hold". `StartHold(True, 0)` equals `StartHold(1, 0)` by
    value but its seat is a bool: refused, or applied with the int seat."""
    game = _start_hold_game()
    forged = A.StartHold(True, 0)  # type: ignore[arg-type]
    assert forged == A.StartHold(1, 0)
    try:
        after, ev = apply(game.state, forged)
    except IllegalActionError:
        return
    assert_typed_state(after)
    assert_typed_events(ev)


def test_a_chance_outcome_of_floats_is_refused_or_typed() -> None:
    """R10: the vote cards go back in the recorded shuffled order; a permutation of floats or
    bools that compares equal never reaches the Vote deck as floats."""
    s = mutiny_position()
    s, _ = apply(s, A.Mutiny(1))
    s, _ = apply(s, A.Vote(1, (s.hands[1][0],)))
    req = chance_request(s)
    assert req is not None and req.what == "vote_return" and req.n == 2
    for outcome in ((1.0, 0), (True, False)):
        try:
            after, ev = apply(s, A.Chance("vote_return", outcome))  # type: ignore[arg-type]
        except IllegalActionError:
            continue
        assert_typed_state(after)
        assert_typed_events(ev)


# --------------------------------------------------------------------------- legal actions


def test_legal_actions_cannot_be_emptied_from_outside() -> None:
    """Issue: `g.legal(seat).clear()` emptied the engine's cached list and left the seat with no
    move at all (rulebook "Game Play": a seat always has an action). The tuple cannot change."""
    game = Game(default_config(4), 3)
    seat = game.to_act()[0]
    moves = game.legal(seat)
    assert type(moves) is tuple and moves
    with pytest.raises(AttributeError):
        moves.clear()  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        moves.append(moves[0])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        moves[0] = moves[-1]  # type: ignore[index]
    with pytest.raises(TypeError):
        del moves[0]  # type: ignore[attr-defined]
    assert game.legal(seat) == moves and len(game.legal(seat)) == len(moves) > 0
    assert legal_actions(game.state, seat) == moves
    game.play(moves[0])  # still playable


def test_legal_actions_are_tuples_in_every_kind_of_decision() -> None:
    """Every decision (turn, vote, resolve, take, chance...) hands out an immutable tuple."""
    s = mutiny_position()
    for seat in range(4):
        assert type(legal_actions(s, seat)) is tuple
    s, _ = apply(s, A.Mutiny(1))
    for seat in range(4):
        assert type(legal_actions(s, seat)) is tuple
    assert type(legal_actions(s, seats_to_act(s)[0])) is tuple


# --------------------------------------------------------------------------- frozen and slotted


@pytest.mark.parametrize(
    "cls", ACTION_CLASSES + FRAME_CLASSES + EVENT_CLASSES + DECISION_CLASSES, ids=lambda c: c.__name__
)
def test_every_vocabulary_class_is_frozen_and_slotted(cls: type) -> None:
    """A state is cloned by reference (state.py), so nothing it holds may change afterwards."""
    obj = sample(cls)
    for f in fields(obj):
        with pytest.raises(FrozenInstanceError):
            setattr(obj, f.name, getattr(obj, f.name))
    with pytest.raises((FrozenInstanceError, AttributeError, TypeError)):
        obj.extra = 1  # type: ignore[attr-defined]
    assert not hasattr(obj, "__dict__")
    assert "__slots__" in cls.__dict__


def test_the_vocabulary_is_complete() -> None:
    """Every action class has a verb of its own; every event class has its old kind name."""
    assert len(A.ACTION_TYPES) == len(A.SEAT_ACTION_TYPES) == 24
    assert {cls.verb for cls in A.SEAT_ACTION_TYPES} == set(A.ACTION_TYPES)
    # The notation's table holds the module's own (slotted) classes, never a stale pre-slots copy.
    assert all(E.EVENT_TYPES[cls.kind] is getattr(E, cls.__name__) for cls in E.EVENT_TYPES.values())
    assert {c for c in vars(E).values() if isinstance(c, type) and issubclass(c, E.Event) and c is not E.Event} == set(
        E.EVENT_TYPES.values()
    )
    assert set(E.EVENT_TYPES) == {
        "abstained", "albatross_sinks", "atlantis_pass", "black_powder", "cabin_fever",
        "captain_maroons", "card_lost", "card_lost_private", "crows_nest", "deck_shuffled",
        "discarded", "drew", "drew_cards", "eight_bells", "forced", "fountain_used", "game_over",
        "given", "hand_replaced", "kept", "loyalties_revealed", "loyalty", "marooned", "moved",
        "no_effect", "pawns_placed", "pirate_code_spent", "pistol", "replaced", "revealed",
        "row_laid_out", "row_reshuffled", "saw", "scurvy", "searched", "shifted", "starred_chosen",
        "start_hold", "stormy_seas", "sudden_death", "swapped", "tortuga_treasure",
        "treasure_declined", "treasure_taken", "turn", "turn_lost", "viewed", "vote_called",
        "vote_cards_returned", "vote_result", "voted", "voted_cards",
    }


# --------------------------------------------------------------------------- who sees an event

_PRIVATE_TO_SEAT = (E.LoyaltySeen, E.DrewCards, E.Saw, E.VotedCards, E.HandReplaced, E.LostCard)


@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.__name__)
def test_who_may_see_each_kind_of_event(cls: type[E.Event]) -> None:
    """Secrets stay with their owner: a Loyalty (Setup), a Vote hand and the cards played (R10),
    what View 2 showed (R13), the Crow's Nest search (searcher and chosen player), the card lost
    on Tortuga (R11), the randomly drawn starred cards (nobody). Everything else is public."""
    e = sample(cls)
    assert isinstance(e, E.Event)
    if cls in _PRIVATE_TO_SEAT:
        expected: tuple[int, ...] | None = (3,)
    elif cls is E.Searched:
        expected = (3, 5)
    elif cls is E.StarredChosen:
        expected = ()
    else:
        expected = None
    assert e.visible_to == expected
    assert e.visible_for(None) is (expected is None)
    assert e.visible_for(3) is (expected is None or 3 in expected)
    assert e.visible_for(4) is (expected is None)
    assert E.redact([e], None) == ([e] if expected is None else [])
    # The audience follows from the class: it cannot be passed in, nor changed.
    with pytest.raises(TypeError):
        cls(**{f.name: getattr(e, f.name) for f in fields(e)}, visible_to=None)  # type: ignore[call-arg]
    with pytest.raises((FrozenInstanceError, AttributeError, TypeError)):
        e.visible_to = None  # type: ignore[misc]
    assert e.visible_to == expected
