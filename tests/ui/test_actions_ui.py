"""Every kind of action, reached through the widgets from a hand-built position.

Each test puts a `scenario.position` on the table, performs the action the way a player would
(the action buttons, clicks on the mat or on cards in the private panel, via `driver.act`) and
checks that the engine state changed as the rules say. The last tests check which clicks are
accepted, which are refused (and how the refusal is worded), and that Cancel undoes a choice.

Seats are 0-based here; in notation seat 0 is P1. Rows, places and holds follow `notation`.
"""

from __future__ import annotations

from typing import TypeVar

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.conftest import do, module_window, settle, start_game, table
from tests.ui.driver import button, click_button, click_target
from tortuga_qt.app.names import team_name
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Slot, VoteCard
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.engine import seats_to_act
from tortuga_qt.rules.events import Abstained, Event, Voted, VotedCards, VoteResult
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
from tortuga_qt.ui.widgets.main_window import MainWindow

E = TypeVar("E", bound=Event)

DECK = ["eight_bells", "spanish_armada"]  # refills keep the Armada out of the row
# Attack hands: P1 holds a Cannon (v0), P2 a Torch (v10); the Vote deck's top card is v1, a Cannon.
ATTACK_HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}


# --------------------------------------------------------------------------- helpers


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """One window for the module: every test puts its own position on the table (a window costs more)."""
    yield from module_window(tmp_path_factory, "actions", reveal_ms=0)


def state(window: MainWindow) -> GameState:
    return window.session.core.referee_game.state


def kinds(cards) -> list[str]:
    return [C.KIND[c] for c in cards]


def events(window: MainWindow, kind: type[E]) -> list[E]:
    return [e for e in window.session.core.referee_game.events if isinstance(e, kind)]


def highlighted(window: MainWindow) -> set[str]:
    return {str(i.target) for i in window.scene.all_targets() if i.highlighted}


def button_names(window: MainWindow) -> set[str]:
    return {b.objectName() for b in window.actions_panel.findChildren(QPushButton) if b.objectName()}


# --------------------------------------------------------------------------- the row


def test_view_two_cards_records_them_for_the_viewer_only(window):
    before = table(window, fd=[0, 1], jr=[2, 3])
    do(window, "P1 view 1 4")
    s = state(window)
    assert s.row == before.row  # the cards go back face down where they were
    assert view_for(s, 0).known == ("pistol", None, None, "albatross", None)
    assert view_for(s, 1).known == (None,) * 5
    assert seats_to_act(s) == (1,)
    # The viewer looks at once (no curtain yet): the prompt names both cards.
    assert window.session.step.kind.value == "look" and not window.curtain.isVisible()
    assert "Pistol" in window.actions_panel.prompt.text() and "Albatross" in window.actions_panel.prompt.text()
    click_button(button(window, "lookDone"))
    QApplication.processEvents()
    # The public log (behind the curtain now) says only that slots 1 and 4 were viewed.
    assert window.curtain.isVisible()
    assert "secretly views" in window.curtain.news.text() and "Albatross" not in window.curtain.news.text()
    assert any("secretly views the Event cards in slots 1 and 4" in line for line in window.log.lines())
    assert not any("Albatross" in line for line in window.log.lines())


def test_reveal_black_spot_maroons_the_revealer_and_refills_the_slot(window):
    table(window, fd=[0, 1], jr=[2, 3], event_deck=DECK)
    do(window, "P1 reveal 2")
    s = state(window)
    assert s.ships[FD] == (1,) and s.tortuga == (0,)
    assert "black_spot" in kinds(s.discard)
    assert C.KIND[s.row[1]] == "eight_bells" and kinds(s.event_deck) == ["spanish_armada"]
    assert any("reveals slot 2: Black Spot" in line for line in window.log.lines())


def test_force_then_the_forced_player_picks_on_the_mat(window):
    table(window, fd=[0, 1], jr=[2, 3], event_deck=DECK)
    do(window, "P1 force 1 4 P3")
    s = state(window)
    assert s.stack[-1] == ForcedPickF(2, 0, 3, 0)
    # P3 takes the device; the only thing to do is pick, so the choice starts by itself.
    settle(window)
    assert window.session.step.seat == 2
    assert window.choice is not None and window.choice.kind == "pick"
    assert highlighted(window) == {"slot:0", "slot:3"}
    do(window, "P3 pick 4")
    s = state(window)
    assert kinds(s.front[2]) == ["albatross"]  # P3 revealed (and keeps) the Albatross
    assert C.KIND[s.row[3]] == "eight_bells" and C.KIND[s.row[0]] == "pistol"
    assert seats_to_act(s) == (1,)  # P1's turn is over


# --------------------------------------------------------------------------- moving


def test_move_from_a_ship_to_its_rowboat(window):
    table(window, fd=[0, 1], jr=[2, 3])
    do(window, "P1 move RB1")
    s = state(window)
    assert s.boats == (0, -1) and s.ships[FD] == (1,)


def test_move_from_a_rowboat_to_tortuga(window):
    table(window, fd=[1], jr=[2, 3], boats=(0, -1))
    do(window, "P1 move TO")
    s = state(window)
    assert s.boats == (-1, -1) and s.tortuga == (0,)


def test_move_from_a_rowboat_to_the_back_of_its_ship(window):
    table(window, fd=[1], jr=[2, 3], boats=(-1, 0))
    do(window, "P1 move JR")
    s = state(window)
    assert s.boats == (-1, -1) and s.ships[JR] == (2, 3, 0)


# --------------------------------------------------------------------------- votes


def test_attack_votes_and_take_from_the_galleon(window):
    table(window, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS)
    do(window, "P1 attack")
    assert isinstance(state(window).stack[-1], VoteF)
    # The Captain votes first (still at the device), then P2 behind the curtain.
    assert window.choice is not None and window.choice.kind == "vote"
    assert set(window.private.card_buttons) == {VoteCard(0), VoteCard(9), VoteCard(21)}
    do(window, "P1 vote v0")
    assert window.session.step.kind is StepKind.CURTAIN and window.session.step.seat == 1
    settle(window)
    assert {str(t) for t in window.private.card_buttons} == {"vote:10", "vote:22", "vote:23"}
    do(window, "P2 vote v10")
    assert "succeeds" in window.actions_panel.message.text()
    assert state(window).stack[-1] == TakeF(0, FD)
    do(window, "P1 take G>FD.B")
    s = state(window)
    assert s.galleon == 3 and s.holds == (2, 0, 0, 1)
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 3  # each voter drew a new card (R10)


def test_captain_maroons_a_crewmate(window):
    table(window, fd=[0, 1, 2], jr=[3])
    do(window, "P1 maroon P3")
    s = state(window)
    assert s.ships[FD] == (0, 1) and s.tortuga == (2,)


def test_mutiny_vote_maroons_the_captain(window):
    # Skulls: v0 (P2), v5 (P3) and the deck's top card v1; no Helm is played.
    hands = {0: [2, 3, 4], 1: [0, 7, 8], 2: [5, 12, 13], 3: [14, 18, 19]}
    table(window, fd=[0, 1, 2], jr=[3], turn=1, hands=hands)
    do(window, "P2 mutiny")
    do(window, "P2 vote v0")
    do(window, "P3 vote v5")
    s = state(window)
    assert s.tortuga == (0,) and s.ships[FD] == (1, 2)
    last = events(window, VoteResult)[-1]
    assert (last.what, last.outcome) == ("mutiny", "success")


def test_cabin_boy_shifts_treasure_between_holds(window):
    table(window, fd=[0, 1], jr=[2, 3], turn=1)
    do(window, "P2 shift B>F")
    assert state(window).holds == (0, 1, 0, 1)


def test_governor_brawl_gives_tortuga_to_the_british(window):
    # British flags: v0 (P3), v9 (P4) and the deck's top card v1; no French flag is played.
    hands = {0: [5, 6, 7], 1: [8, 15, 16], 2: [0, 17, 18], 3: [9, 19, 20]}
    table(window, fd=[0], jr=[1], tortuga=[2, 3], turn=2, hands=hands)
    do(window, "P3 brawl")
    do(window, "P3 vote v0")
    do(window, "P4 vote v9")
    assert state(window).tort == (2, 0)


def test_el_dorado_holder_plays_two_vote_cards(window):
    table(window, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, front={1: ["el_dorado"]})
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    settle(window)
    assert {"kind:vote", "kind:vote2"} <= button_names(window)
    do(window, "P2 vote v10 v22")
    s = state(window)
    assert "el_dorado" in kinds(s.discard) and not s.front[1]
    assert [e.n for e in events(window, Voted) if e.seat == 1] == [2]
    assert len(events(window, VoteResult)[-1].faces) == 4  # 3 played + the deck's top card
    assert 10 not in s.hands[1] and 22 not in s.hands[1] and len(s.hands[1]) == 2  # 3 - 2 + 1 drawn


def test_pirate_code_holder_abstains(window):
    table(window, fd=[0, 1], jr=[2, 3], front={1: ["pirate_code"]})
    hand = state(window).hands[1]
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    do(window, "P2 abstain")
    s = state(window)
    assert s.hands[1] == hand  # stayed out: no card played, none drawn
    assert s.code_left[1] == 1 and kinds(s.front[1]) == ["pirate_code"]
    assert [e.seat for e in events(window, Abstained)] == [1]


# --------------------------------------------------------------------------- roles and cards


def test_keep_a_revealed_letter_of_marque(window):
    table(window, fd=[0, 1], jr=[2, 3], event_deck=DECK)
    do(window, "P1 reveal 3")
    assert isinstance(state(window).stack[-1], ResolveF)
    settle(window)  # the card was shown to everyone: the revealer claims the device again
    assert "do:P1 keep" in button_names(window)
    do(window, "P1 keep")
    assert kinds(state(window).front[0]) == ["letter_of_marque"]


def test_play_a_kept_letter_of_marque(window):
    table(window, fd=[0, 1], jr=[2], tortuga=[3], front={0: ["letter_of_marque"]})
    do(window, "P1 marque P4 JR")
    s = state(window)
    assert s.ships[JR] == (2, 3) and s.tortuga == ()
    assert "letter_of_marque" in kinds(s.discard) and not s.front[0]


def test_pistol_maroons_the_chosen_player(window):
    table(window, fd=[0, 1], jr=[2, 3], event_deck=DECK)
    do(window, "P1 reveal 1")
    settle(window)  # the card was shown to everyone: the revealer claims the device again
    assert window.choice is not None and window.choice.kind == "pistol"  # the only choice starts itself
    assert highlighted(window) == {"seat:1", "seat:2", "seat:3"}
    do(window, "P1 pistol P3")
    s = state(window)
    assert s.ships[JR] == (3,) and s.tortuga == (2,)
    assert "pistol" in kinds(s.discard)


def test_give_el_dorado_to_a_player(window):
    row = ["el_dorado", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 give P2")
    s = state(window)
    assert kinds(s.front[1]) == ["el_dorado"] and len(s.hands[1]) == 4  # El Dorado adds a Vote card
    # P2 is owed a private look at the extra card before play goes on.
    step = window.session.step
    assert (step.kind, step.seat, step.reason) == (StepKind.CURTAIN, 1, "el_dorado")
    click_button(window.curtain.button)
    assert window.session.step.kind is StepKind.LOOK
    assert {VoteCard(c) for c in s.hands[1]} == set(window.private.card_buttons)


def test_black_powder_blows_up_an_occupied_rowboat(window):
    row = ["black_powder", "black_spot", "letter_of_marque", "albatross", "pistol"]
    table(window, fd=[0, 1], jr=[2], boats=(3, -1), row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 powder RB1")
    s = state(window)
    assert s.exploded == RB1 and s.boats == (-1, -1) and s.tortuga == (3,)
    assert "Rowboat" in window.actions_panel.message.text()  # "... blows up the Rowboat by ..."


def test_cabin_fever_shuffles_two_loyalties_and_both_look_again(window):
    row = ["cabin_fever", "black_spot", "letter_of_marque", "albatross", "pistol"]
    before = table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 fever P3")
    s = state(window)
    assert sorted((s.loyalty[0], s.loyalty[2])) == sorted((before.loyalty[0], before.loyalty[2]))
    assert s.loyalty[1] == before.loyalty[1] and s.loyalty[3] == before.loyalty[3]
    assert "cabin_fever" in kinds(s.discard)
    step = window.session.step
    assert (step.kind, step.seat, step.reason) == (StepKind.LOOK, 0, "cabin_fever")
    assert f"Your Loyalty: {team_name(s.loyalty[0])}" in window.private.text()
    click_button(button(window, "lookDone"))
    step = window.session.step
    assert (step.kind, step.seat, step.reason) == (StepKind.CURTAIN, 2, "cabin_fever")


def test_crows_nest_replaces_a_hand_with_searched_cards(window):
    row = ["crows_nest", "black_spot", "letter_of_marque", "albatross", "pistol"]
    before = table(window, fd=[0, 1], jr=[2, 3], row=row, event_deck=DECK)
    do(window, "P1 reveal 1")
    do(window, "P1 crow P2")
    s = state(window)
    assert s.hands[1] == () and s.stack[-1] == CrowSearchF(0, 1, 3)
    # P1 sees every face in the whole Vote deck (one button per face, with its count) and picks three.
    from tortuga_qt.rules.cards import VOTE_FACE

    shown = {t.card for t in window.private.card_buttons} & set(s.vote_deck)
    assert {VOTE_FACE[c] for c in shown} == {VOTE_FACE[c] for c in s.vote_deck}
    picks = []
    for _ in range(3):
        deck = state(window).vote_deck
        card = max(t.card for t in window.private.card_buttons if t.card in deck)
        do(window, f"P1 search v{card}")
        picks.append(card)
    s = state(window)
    assert s.hands[1] == tuple(sorted(picks))
    assert s.hands[0] == before.hands[0]


def test_fountain_of_youth_refuses_being_marooned(window):
    table(window, fd=[0, 1, 2], jr=[3], front={2: ["fountain_of_youth"]})
    do(window, "P1 maroon P3")
    assert state(window).stack[-1].tag == "fountain"
    do(window, "P3 fountain")
    s = state(window)
    assert s.ships[FD] == (0, 1, 2) and s.tortuga == ()
    assert "fountain_of_youth" in kinds(s.discard) and not s.front[2]


def test_atlantis_holder_sails_to_the_other_ship(window):
    stack = [TurnStartF(0, atlantis_offered=True), AtlantisF(1, 0)]
    table(window, fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]}, stack=stack)
    assert window.session.step.seat == 1
    assert {"do:P2 atlantis", "do:P2 atlantis pass"} <= button_names(window)
    do(window, "P2 atlantis")
    s = state(window)
    assert s.ships == ((0,), (2, 3, 1))
    assert "atlantis" in kinds(s.discard)
    assert s.stack[-1] == TurnF(0)


def test_captain_chooses_the_starting_hold(window):
    start_game(window, 4, 3)
    settle(window)  # four Loyalty looks, each behind its own curtain
    session = window.session
    s = state(window)
    captain = s.ships[FD][0]
    assert session.step.kind is StepKind.DECIDE and session.step.seat == captain
    assert "starting treasure" in window.actions_panel.prompt.text()
    assert s.holds == (0, 0, 0, 0)
    do(window, f"P{captain + 1} hold F")
    assert state(window).holds == (0, 1, 0, 0)


# --------------------------------------------------------------------------- clicks
# What is open, refused clicks and their rule, Cancel: tests/app/presenter/test_choosing.py.
# Here: clicks land on the mat's items, which light up what is open, and the message shows.


def test_clicking_highlighted_targets_builds_the_choice(window):
    table(window, fd=[0, 1], jr=[2, 3])
    click_button(button(window, "kind:force"))
    assert highlighted(window) == {f"slot:{i}" for i in range(5)}
    click_target(window, "slot:3")
    assert window.choice.clicks == (Slot(3),)
    assert highlighted(window) == {"slot:0", "slot:1", "slot:2", "slot:4"}
    click_target(window, "slot:1")  # slots may be pointed at in any order
    assert highlighted(window) == {"seat:1", "seat:2", "seat:3"}
    assert window.actions_panel.message.text() == ""
    click_target(window, "seat:2")
    assert state(window).stack[-1] == ForcedPickF(2, 1, 3, 0)


def test_clicking_the_mat_before_choosing_an_action(window):
    before = table(window, fd=[0, 1], jr=[2, 3])
    assert window.choice is None
    click_target(window, "slot:0")
    assert "First choose an action" in window.actions_panel.message.text()
    assert window.choice is None and state(window) is before


def test_el_dorado_cards_may_be_clicked_in_any_order(window):
    """The two cards of an El Dorado vote are a pair, like the two slots of View 2 or Force."""
    table(window, fd=[0, 1], jr=[2, 3], hands=ATTACK_HANDS, front={1: ["el_dorado"]})
    do(window, "P1 attack")
    do(window, "P1 vote v0")
    settle(window)
    click_button(button(window, "kind:vote2"))
    click_target(window, "vote:23")  # the higher card first ...
    click_target(window, "vote:10")  # ... then the lower one
    # Intent then confirm (issue 11, item 4): the two cards are marked until they are put down.
    assert not [e for e in events(window, VotedCards) if e.seat == 1]
    assert button(window, "confirm").text() == "Put down these two cards"
    click_button(button(window, "confirm"))
    assert [e.cards for e in events(window, VotedCards) if e.seat == 1] == [(10, 23)], (
        window.actions_panel.message.text())


