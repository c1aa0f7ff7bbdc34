"""The usual choice first, and "are you sure?" before a choice that throws something away (no widgets).

Moved from tests/ui/test_usual_choice_first.py and tests/ui/test_handoffs.py: app/choices.py orders
every decision's buttons (take the treasure before leaving it); leaving the treasure or accepting
being marooned asks first, in the action panel; the Atlantis holder may be asked only before their
own turn. The keys that press these buttons stay in tests/ui/test_usual_choice_first.py, the tick
box in tests/ui/test_handoffs.py. Seats are 0-based; in notation seat 0 is P1.
"""

from __future__ import annotations

from tests.app.presenter.conftest import make_desk
from tortuga_qt.app.presenter.intents import Press, SetAtlantisOwnTurn
from tortuga_qt.rules.events import AtlantisPassed
from tortuga_qt.rules.frames import AtlantisF, FountainF, TakeF, TurnStartF
from tortuga_qt.rules.places import FD

# P1 holds a Cannon (v0), P2 a Torch (v10): the Attack succeeds (R5).
ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


def test_taking_the_treasure_comes_first_and_leaving_it_asks_first(qapp) -> None:  # type: ignore[no-untyped-def]
    """After a successful Attack (R5): Take first; "Leave the treasure" asks; Back goes back; Yes leaves it."""
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    d.play("P1 vote v0")
    d.play("P2 vote v10")
    f = d.settle()
    game = d.session.core.referee_game
    assert game.state.stack[-1] == TakeF(0, FD)
    assert [b.id for b in f.buttons] == ["kind:take", "do:P1 take none"]
    before = len(game.actions)
    f = d.act(Press("do:P1 take none"))
    assert len(game.actions) == before  # nothing applied yet
    assert [b.id for b in f.buttons] == ["yes", "cancel"] and "Leave the treasure?" in f.prompt
    f = d.act(Press("cancel"))  # Back
    assert [b.id for b in f.buttons] == ["kind:take", "do:P1 take none"] and len(game.actions) == before
    d.act(Press("do:P1 take none"))
    d.act(Press("yes"))
    assert game.actions[before].args() == "none"
    assert game.state.galleon == 4  # it stayed on the Spanish Galleon
    d.session.stop()


def test_taking_the_treasure_starts_choosing_where_it_comes_from(qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_desk(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    d.play("P1 attack")
    d.play("P1 vote v0")
    d.play("P2 vote v10")
    d.settle()
    f = d.act(Press("kind:take"))
    assert d.presenter.choice is not None and d.presenter.choice.kind == "take" and f.clickable  # the mat asks
    assert isinstance(d.session.core.referee_game.state.stack[-1], TakeF)
    d.session.stop()


def test_accepting_to_be_marooned_with_the_fountain_asks_first(qapp) -> None:  # type: ignore[no-untyped-def]
    """R: Fountain of Youth. Refusing comes first; accepting asks "Accept being marooned?"."""
    d = make_desk(fd=[0, 1, 2], jr=[3], front={2: ["fountain_of_youth"]})
    d.play("P1 maroon P3")
    f = d.settle()
    state = d.session.core.referee_game
    assert isinstance(state.state.stack[-1], FountainF)
    assert [b.id for b in f.buttons] == ["do:P3 fountain", "do:P3 fountain pass"]
    f = d.act(Press("do:P3 fountain pass"))
    assert [b.id for b in f.buttons] == ["yes", "cancel"] and "Accept being marooned?" in f.prompt
    assert state.state.tortuga == ()
    d.act(Press("yes"))
    assert state.state.tortuga == (2,)
    d.session.stop()


def test_atlantis_ask_me_only_before_my_own_turn(qapp) -> None:  # type: ignore[no-untyped-def]
    """Item 4: Bob holds Atlantis and ticks the box; the map passes by itself before the others' turns."""
    stack = [TurnStartF(0, atlantis_offered=True), AtlantisF(1, 0)]
    d = make_desk(fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, stack=stack)
    session, game = d.session, d.session.core.referee_game
    f = d.settle()
    assert f.toggle is not None and f.toggle.id == "atlantisOwnTurn" and f.toggle.seat == 1
    assert f.toggle.label == "Ask me only before my own turn" and not f.toggle.checked
    d.presenter.handle(SetAtlantisOwnTurn(1, True))
    assert session.atlantis_own_turn == {1}
    d.play("P2 atlantis pass")
    d.play("P1 view 1 2")
    f = d.settle()
    # Bob's own turn: he is asked (and the box remembers his choice).
    assert (session.step.seat, type(game.state.stack[-1])) == (1, AtlantisF)
    assert f.toggle is not None and f.toggle.checked
    d.play("P2 atlantis pass")
    passed = len([e for e in game.events if isinstance(e, AtlantisPassed)])
    d.play("P2 view 1 2")
    f = d.settle()
    # Cid's turn: the map passed for Bob without asking him.
    assert len([e for e in game.events if isinstance(e, AtlantisPassed)]) == passed + 1
    assert session.step.seat == 2 and not isinstance(game.state.stack[-1], AtlantisF) and f.toggle is None
    # The choice is kept in the save.
    assert session.to_save().atlantis_own_turn == [1]
    d.session.stop()


def test_atlantis_still_asks_before_others_when_the_holder_loses_their_turn(qapp) -> None:  # type: ignore[no-untyped-def]
    """With Scurvy Bob's own turn is skipped before Atlantis is offered: he is asked before Dee's turn."""
    stack = [TurnStartF(2, atlantis_offered=True), AtlantisF(1, 2)]
    d = make_desk(fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, stack=stack, lost=[1], turn=2)
    d.presenter.handle(SetAtlantisOwnTurn(1, True))
    d.play("P2 atlantis pass")
    d.play("P3 view 1 2")
    d.settle()
    top = d.session.core.referee_game.state.stack[-1]
    assert isinstance(top, AtlantisF) and (top.seat, top.turn_seat) == (1, 3)
    d.session.stop()
