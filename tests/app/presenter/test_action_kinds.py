"""Every kind of action, played through the presenter from a hand-built position (no widgets).

Moved from tests/ui/test_actions_ui.py: each test puts a `scenario.position` on the table, plays
the action as a person would (its button, then clicks on the mat or on Vote cards, via
`Desk.play`) and checks that the game changed as the rules say, and what the frames show: the
prompt, the buttons, what is open to click, the curtain's recap, the message, the log.
Clicks landing on the real mat and cards stay in tests/ui/test_actions_ui.py.

Seats are 0-based here; in notation seat 0 is P1. Rows, places and holds follow `notation`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

import pytest

from tests.app.presenter.conftest import Desk, make_desk
from tortuga_qt.app.presenter.intents import Claim, LookDone, Press
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Pawn, Slot, VoteCard
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.engine import seats_to_act
from tortuga_qt.rules.events import Abstained, Event, Voted, VoteResult
from tortuga_qt.rules.frames import (
    AtlantisF,
    CrowSearchF,
    ForcedPickF,
    ResolveF,
    TakeF,
    TurnF,
    TurnStartF,
    VoteF,
)
from tortuga_qt.rules.places import FD, JR, RB1
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

E = TypeVar("E", bound=Event)

DECK = ["eight_bells", "spanish_armada"]  # refills keep the Armada out of the row
# Attack hands: P1 holds a Cannon (v0), P2 a Torch (v10); the Vote deck's top card is v1, a Cannon.
ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


@pytest.fixture
def tables(qapp) -> Iterator[list[Desk]]:  # type: ignore[no-untyped-def]
    """Desks made by a test, stopped after it."""
    made: list[Desk] = []
    yield made
    for d in made:
        d.session.stop()


@pytest.fixture
def new(tables: list[Desk]):  # type: ignore[no-untyped-def]
    """Makes a desk at `position(n, **kw)` (all people, reveals not held) and stops it after the test."""
    def make(n: int = 4, **kw: object) -> Desk:
        d = make_desk(n, **kw)
        tables.append(d)
        return d
    return make


def state(d: Desk) -> GameState:
    return d.session.core.referee_game.state


def kinds(cards) -> list[str]:  # type: ignore[no-untyped-def]
    return [C.KIND[c] for c in cards]


def events(d: Desk, kind: type[E]) -> list[E]:
    return [e for e in d.session.core.referee_game.events if isinstance(e, kind)]


def ids(f) -> set[str]:  # type: ignore[no-untyped-def]
    return {b.id for b in f.buttons}


# --------------------------------------------------------------------------- the row


def test_view_two_cards_records_them_for_the_viewer_only(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3])
    before = state(d)
    f = d.play("P1 view 1 4")
    s = state(d)
    assert s.row == before.row  # the cards go back face down where they were
    assert view_for(s, 0).known == ("pistol", None, None, "albatross", None)
    assert view_for(s, 1).known == (None,) * 5
    assert seats_to_act(s) == (1,)
    # The viewer looks at once (no curtain yet): the prompt names both cards.
    assert f.kind is StepKind.LOOK and f.curtain is None and f.private
    assert "Pistol" in f.prompt and "Albatross" in f.prompt and f.button("lookDone") is not None
    f = d.act(Press("lookDone"))
    # The public log (behind the curtain now) says only that slots 1 and 4 were viewed.
    assert f.curtain is not None and not f.private
    news = "\n".join(f.curtain.news)
    assert "secretly views" in news and "Albatross" not in news
    assert any("secretly views the Event cards in slots 1 and 4" in line.text for line in f.log)
    assert not any("Albatross" in line.text for line in f.log)


def test_reveal_black_spot_maroons_the_revealer_and_refills_the_slot(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], event_deck=DECK)
    f = d.play("P1 reveal 2")
    s = state(d)
    assert s.ships[FD] == (1,) and s.tortuga == (0,)
    assert "black_spot" in kinds(s.discard)
    assert C.KIND[s.row[1]] == "eight_bells" and kinds(s.event_deck) == ["spanish_armada"]
    assert any("reveals slot 2: Black Spot" in line.text for line in f.log)


def test_force_then_the_forced_player_picks_on_the_mat(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], event_deck=DECK)
    d.play("P1 force 1 4 P3")
    assert state(d).stack[-1] == ForcedPickF(2, 0, 3, 0)
    # P3 takes the device; the only thing to do is pick, so the choice starts by itself.
    f = d.settle()
    assert f.seat == 2
    assert d.presenter.choice is not None and d.presenter.choice.kind == "pick"
    assert f.clickable == {Slot(0), Slot(3)}
    d.play("P3 pick 4")
    s = state(d)
    assert kinds(s.front[2]) == ["albatross"]  # P3 revealed (and keeps) the Albatross
    assert C.KIND[s.row[3]] == "eight_bells" and C.KIND[s.row[0]] == "pistol"
    assert seats_to_act(s) == (1,)  # P1's turn is over


# --------------------------------------------------------------------------- moving


def test_move_from_a_ship_to_its_rowboat(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3])
    d.play("P1 move RB1")
    assert state(d).boats == (0, -1) and state(d).ships[FD] == (1,)


def test_move_from_a_rowboat_to_tortuga(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[1], jr=[2, 3], boats=(0, -1))
    d.play("P1 move TO")
    assert state(d).boats == (-1, -1) and state(d).tortuga == (0,)


def test_move_from_a_rowboat_to_the_back_of_its_ship(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[1], jr=[2, 3], boats=(-1, 0))
    d.play("P1 move JR")
    assert state(d).boats == (-1, -1) and state(d).ships[JR] == (2, 3, 0)


# --------------------------------------------------------------------------- votes


def test_attack_votes_and_take_from_the_galleon(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    f = d.play("P1 attack")
    assert isinstance(state(d).stack[-1], VoteF)
    # The Captain votes first (still at the device), then P2 behind the curtain.
    assert d.presenter.choice is not None and d.presenter.choice.kind == "vote"
    assert f.curtain is None and f.seat == 0 and set(f.view.hand) == {0, 9, 21}
    assert f.clickable == {VoteCard(0), VoteCard(9), VoteCard(21)}
    f = d.play("P1 vote v0")
    assert f.kind is StepKind.CURTAIN and f.seat == 1
    f = d.settle()
    assert set(f.view.hand) == {10, 22, 23} and f.clickable == {VoteCard(10), VoteCard(22), VoteCard(23)}
    f = d.play("P2 vote v10")
    assert "succeeds" in f.message
    assert state(d).stack[-1] == TakeF(0, FD)
    d.play("P1 take G>FD.B")
    s = state(d)
    assert s.galleon == 3 and s.holds == (2, 0, 0, 1)
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 3  # each voter drew a new card (R10)


def test_captain_maroons_a_crewmate(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1, 2], jr=[3])
    d.play("P1 maroon P3")
    assert state(d).ships[FD] == (0, 1) and state(d).tortuga == (2,)


def test_mutiny_vote_maroons_the_captain(new) -> None:  # type: ignore[no-untyped-def]
    # Skulls: v0 (P2), v5 (P3) and the deck's top card v1; no Helm is played.
    hands = {0: [2, 3, 4], 1: [0, 7, 8], 2: [5, 12, 13], 3: [14, 18, 19]}
    d = new(fd=[0, 1, 2], jr=[3], turn=1, hands=hands)
    d.play("P2 mutiny")
    d.play("P2 vote v0")
    d.play("P3 vote v5")
    s = state(d)
    assert s.tortuga == (0,) and s.ships[FD] == (1, 2)
    last = events(d, VoteResult)[-1]
    assert (last.what, last.outcome) == ("mutiny", "success")


def test_cabin_boy_shifts_treasure_between_holds(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], turn=1)
    d.play("P2 shift B>F")
    assert state(d).holds == (0, 1, 0, 1)


def test_governor_brawl_gives_tortuga_to_the_british(new) -> None:  # type: ignore[no-untyped-def]
    # British flags: v0 (P3), v9 (P4) and the deck's top card v1; no French flag is played.
    hands = {0: [5, 6, 7], 1: [8, 15, 16], 2: [0, 17, 18], 3: [9, 19, 20]}
    d = new(fd=[0], jr=[1], tortuga=[2, 3], turn=2, hands=hands)
    d.play("P3 brawl")
    d.play("P3 vote v0")
    d.play("P4 vote v9")
    assert state(d).tort == (2, 0)


def test_el_dorado_holder_plays_two_vote_cards(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, front={1: ["el_dorado"]})
    d.play("P1 attack")
    d.play("P1 vote v0")
    f = d.settle()
    assert {"kind:vote", "kind:vote2"} <= ids(f)
    d.play("P2 vote v10 v22")
    s = state(d)
    assert "el_dorado" in kinds(s.discard) and not s.front[1]
    assert [e.n for e in events(d, Voted) if e.seat == 1] == [2]
    assert len(events(d, VoteResult)[-1].faces) == 4  # 3 played + the deck's top card
    assert 10 not in s.hands[1] and 22 not in s.hands[1] and len(s.hands[1]) == 2  # 3 - 2 + 1 drawn


def test_pirate_code_holder_abstains(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], front={1: ["pirate_code"]})
    hand = state(d).hands[1]
    d.play("P1 attack")
    d.play("P1 vote v0")
    d.play("P2 abstain")
    s = state(d)
    assert s.hands[1] == hand  # stayed out: no card played, none drawn
    assert s.code_left[1] == 1 and kinds(s.front[1]) == ["pirate_code"]
    assert [e.seat for e in events(d, Abstained)] == [1]


# --------------------------------------------------------------------------- roles and cards


def test_keep_a_revealed_letter_of_marque(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], event_deck=DECK)
    d.play("P1 reveal 3")
    assert isinstance(state(d).stack[-1], ResolveF)
    f = d.settle()  # the card was shown to everyone: the revealer claims the device again
    assert "do:P1 keep" in ids(f)
    d.play("P1 keep")
    assert kinds(state(d).front[0]) == ["letter_of_marque"]


def test_play_a_kept_letter_of_marque(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2], tortuga=[3], front={0: ["letter_of_marque"]})
    d.play("P1 marque P4 JR")
    s = state(d)
    assert s.ships[JR] == (2, 3) and s.tortuga == ()
    assert "letter_of_marque" in kinds(s.discard) and not s.front[0]


def test_pistol_maroons_the_chosen_player(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1], jr=[2, 3], event_deck=DECK)
    d.play("P1 reveal 1")
    f = d.settle()  # the card was shown to everyone: the revealer claims the device again
    assert d.presenter.choice is not None and d.presenter.choice.kind == "pistol"  # the only choice starts itself
    assert f.clickable == {Pawn(1), Pawn(2), Pawn(3)}
    d.play("P1 pistol P3")
    s = state(d)
    assert s.ships[JR] == (3,) and s.tortuga == (2,)
    assert "pistol" in kinds(s.discard)


def test_give_el_dorado_to_a_player(new) -> None:  # type: ignore[no-untyped-def]
    row = ["el_dorado", "black_spot", "letter_of_marque", "albatross", "pistol"]
    d = new(fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    d.play("P1 reveal 1")
    f = d.play("P1 give P2")
    s = state(d)
    assert kinds(s.front[1]) == ["el_dorado"] and len(s.hands[1]) == 4  # El Dorado adds a Vote card
    # P2 is owed a private look at the extra card before play goes on.
    assert (f.kind, f.seat, d.session.step.reason) == (StepKind.CURTAIN, 1, "el_dorado")
    assert f.curtain is not None and f.curtain.reason == "el_dorado"
    f = d.act(Claim(1))
    assert f.kind is StepKind.LOOK and f.view.seat == 1 and set(f.view.hand) == set(s.hands[1])


def test_black_powder_blows_up_an_occupied_rowboat(new) -> None:  # type: ignore[no-untyped-def]
    row = ["black_powder", "black_spot", "letter_of_marque", "albatross", "pistol"]
    d = new(fd=[0, 1], jr=[2], boats=(3, -1), row=row, event_deck=DECK)
    d.play("P1 reveal 1")
    f = d.play("P1 powder RB1")
    s = state(d)
    assert s.exploded == RB1 and s.boats == (-1, -1) and s.tortuga == (3,)
    assert "Rowboat" in f.message  # "... blows up the Rowboat by ..."


def test_cabin_fever_shuffles_two_loyalties_and_both_look_again(new) -> None:  # type: ignore[no-untyped-def]
    row = ["cabin_fever", "black_spot", "letter_of_marque", "albatross", "pistol"]
    d = new(fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    before = state(d)
    d.play("P1 reveal 1")
    f = d.play("P1 fever P3")
    s = state(d)
    assert sorted((s.loyalty[0], s.loyalty[2])) == sorted((before.loyalty[0], before.loyalty[2]))
    assert s.loyalty[1] == before.loyalty[1] and s.loyalty[3] == before.loyalty[3]
    assert "cabin_fever" in kinds(s.discard)
    assert (f.kind, f.seat, d.session.step.reason) == (StepKind.LOOK, 0, "cabin_fever")
    assert f.view.seat == 0 and f.view.loyalties[0] == s.loyalty[0]  # its words: tests/ui/test_privacy_ui.py
    f = d.act(LookDone())
    assert (f.kind, f.seat, d.session.step.reason) == (StepKind.CURTAIN, 2, "cabin_fever")


def test_crows_nest_replaces_a_hand_with_searched_cards(new) -> None:  # type: ignore[no-untyped-def]
    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    d = new(fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    before = state(d)
    d.play("P1 reveal 1")
    f = d.play("P1 crow P2")
    s = state(d)
    assert s.hands[1] == () and s.stack[-1] == CrowSearchF(0, 1, 3)
    # P1 sees every card of the whole Vote deck (the panel shows one per face, with its count) and picks three.
    assert f.view.seat == 0 and f.view.searchable == tuple(sorted(s.vote_deck))
    assert {t.card for t in f.clickable if isinstance(t, VoteCard)} == set(s.vote_deck)
    picks = []
    for _ in range(3):
        card = max(state(d).vote_deck)
        d.play(f"P1 search v{card}")
        picks.append(card)
    s = state(d)
    assert s.hands[1] == tuple(sorted(picks))
    assert s.hands[0] == before.hands[0]


def test_fountain_of_youth_refuses_being_marooned(new) -> None:  # type: ignore[no-untyped-def]
    d = new(fd=[0, 1, 2], jr=[3], front={2: ["fountain_of_youth"]})
    d.play("P1 maroon P3")
    assert state(d).stack[-1].tag == "fountain"
    d.play("P3 fountain")
    s = state(d)
    assert s.ships[FD] == (0, 1, 2) and s.tortuga == ()
    assert "fountain_of_youth" in kinds(s.discard) and not s.front[2]


def test_atlantis_holder_sails_to_the_other_ship(new) -> None:  # type: ignore[no-untyped-def]
    stack = [TurnStartF(0, atlantis_offered=True), AtlantisF(1, 0)]
    d = new(fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, stack=stack)
    f = d.settle()
    assert f.seat == 1 and {"do:P2 atlantis", "do:P2 atlantis pass"} <= ids(f)
    d.play("P2 atlantis")
    s = state(d)
    assert s.ships == ((0,), (2, 3, 1))
    assert "atlantis" in kinds(s.discard)
    assert s.stack[-1] == TurnF(0)


def test_captain_chooses_the_starting_hold(tables: list[Desk]) -> None:
    """A fresh deal (seed 3): four Loyalty looks, each behind its own curtain, then the Captain picks a hold."""
    from tests.app.presenter.conftest import lookups
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.rules.config import default_config

    session = GameSession(default_config(4), 3, [True] * 4, 0)
    d = Desk(session, TablePresenter(session, Storyteller(session.names, mark_secrets=False), lookups(), False))
    session.events_applied.connect(d.presenter.on_events)
    session.refused.connect(d.presenter.on_refused)
    tables.append(d)
    f = d.settle()
    s = state(d)
    captain = s.ships[FD][0]
    assert f.kind is StepKind.DECIDE and f.seat == captain
    assert "starting treasure" in f.prompt
    assert s.holds == (0, 0, 0, 0)
    d.play(f"P{captain + 1} hold F")
    assert state(d).holds == (0, 1, 0, 0)
