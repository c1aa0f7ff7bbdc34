"""Why an action is refused, word for word (explain.py): the code, the rule it breaks, the sentence, the params.

Every refusal branch is reached in a hand-built position the way the program reaches it: the
engine's `apply` raises IllegalActionError with explain's answer, and the app (Session.why_not)
calls `explain` directly for an action not in the legal list; both must say the same. Each
refusal is paired with its legal neighbour, which the engine accepts. Seats are 0-based (P1 is 0).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pytest

from tortuga_qt.rules.actions import (
    Abstain,
    Action,
    Atlantis,
    Attack,
    Brawl,
    Chance,
    Crow,
    Fever,
    Force,
    Fountain,
    Give,
    KeepMarque,
    Maroon,
    Marque,
    Move,
    Mutiny,
    Pick,
    Pistol,
    Powder,
    Reveal,
    Search,
    Shift,
    StartHold,
    Take,
    View,
    Vote,
)
from tortuga_qt.rules.engine import apply, explain, is_legal
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    ForcedPickF,
    FountainF,
    ResolveF,
    StartHoldF,
    TakeF,
    VoteF,
)
from tortuga_qt.rules.places import FD, GALLEON, JR, RB1, RB2, TORTUGA, hold
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState

Why = tuple[str, str, str, dict[str, object]]

GAME_PLAY = "rulebook: Game Play"
ACTIONS = "rulebook: Potential Actions"
ROWBOATS = "rulebook: Rowboats"
SHIP_FULL: Why = ("ship_full", GAME_PLAY, "There may never be more than 5 pawns on a ship.", {})


def refused(state: GameState, action: Action) -> Why:
    """Returns the engine's refusal of `action` after checking the app's direct `explain` says the same."""
    assert not is_legal(state, action)
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    err = info.value
    assert str(err) == f"{err.message} ({err.rule})"
    why = (err.code, err.rule, err.message, err.params)
    assert explain(state, action) == why
    return why


def accepted(state: GameState, action: Action) -> None:
    """Asserts the engine takes `action` (the legal neighbour of a refusal)."""
    assert is_legal(state, action)
    apply(state, action)


def _basic(**kw: Any) -> GameState:
    """P1 P2 on the Flying Dutchman, P3 on the Jolly Roger, P4 on Tortuga; P1's turn."""
    return position(4, fd=[0, 1], jr=[2], tortuga=[3], **kw)


# --------------------------------------------------------------------------- states waiting for each decision


def _turn() -> GameState:
    return _basic()


def _vote() -> GameState:
    s, _ = play(_basic(), "P1 attack")
    assert type(s.stack[-1]) is VoteF and s.stack[-1].waiting == (0, 1)
    return s


def _start_hold() -> GameState:
    s = position(4, fd=[0, 1], jr=[2, 3], stack=[StartHoldF(0)], turn=-1, holds=(0, 0, 0, 1))
    return s


def _atlantis() -> GameState:
    s, _ = play(_basic(front={1: ["atlantis"]}), "P1 view 1 2")
    assert s.stack[-1] == AtlantisF(1, 1)
    return s


def _forced() -> GameState:
    s, _ = play(_basic(), "P1 force 2 5 P3")
    assert s.stack[-1] == ForcedPickF(2, 1, 4, 0)
    return s


def _resolve(kind: str = "letter_of_marque", n: int = 4, **kw: Any) -> GameState:
    kw.setdefault("fd", [0, 1])
    kw.setdefault("jr", [2])
    kw.setdefault("tortuga", [3])
    s = position(n, row=[kind, "pistol", "black_spot", "albatross", "pistol"], **kw)
    s, _ = play(s, "P1 reveal 1")
    top = s.stack[-1]
    assert type(top) is ResolveF and (top.seat, top.kind) == (0, kind)
    return s


def _crow_search() -> GameState:
    s, _ = play(_resolve("crows_nest"), "P1 crow P2")
    assert s.stack[-1] == CrowSearchF(0, 1, 3)
    return s


def _take() -> GameState:
    s, _ = play(_basic(), "P1 attack", "P1 vote v0", "P2 vote v3")
    assert s.stack[-1] == TakeF(0, FD)
    return s


def _fountain() -> GameState:
    s, _ = play(_basic(front={1: ["fountain_of_youth"]}), "P1 reveal 1", "P1 pistol P2")
    assert s.stack[-1] == FountainF(1, "pistol")
    return s


# --------------------------------------------------------------------------- the end, chance


def test_nothing_is_legal_once_the_game_is_over() -> None:
    """Rulebook "End of the Game": after the Armada nothing more happens, a random step neither."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["spanish_armada", "pistol", "black_spot", "albatross", "pistol"],
                 event_deck=[], galleon=3, holds=(2, 0, 0, 1))
    accepted(s, Reveal(0, 0))
    s, _ = play(s, "P1 reveal 1")
    assert s.result is not None and s.stack == ()
    over: Why = ("game_over", "rulebook: End of the Game", "The game is over.", {})
    assert refused(s, Reveal(0, 1)) == over
    assert refused(s, Reveal(1, 1)) == over
    assert refused(s, Chance("row", (0,))) == over


def test_a_chance_outcome_when_no_random_step_is_pending() -> None:
    """Module contract: chance acts only for a pending random step."""
    assert refused(_turn(), Chance("row", (0, 1, 2, 3, 4))) == (
        "not_chance", GAME_PLAY, "No random step is pending now.", {})


def _row_chance() -> GameState:
    s = _basic(row=["facade", "pistol", "black_spot", "albatross", "letter_of_marque"])
    s, _ = play(s, "P1 reveal 1")  # the last card of the deck enters the row: R8 reshuffles it
    assert s.stack[-1] == ChanceF("row", 5)
    return s


def test_a_pending_random_step_comes_before_any_choice() -> None:
    """R8 / rulebook "Setup": a pending random step (the row reshuffle) must happen first, whoever asks."""
    s = _row_chance()
    pending: Why = ("chance_pending", "rulebook: Setup", "A random step (row) must happen first.", {"what": "row"})
    assert refused(s, Reveal(0, 1)) == pending
    assert refused(s, Reveal(1, 1)) == pending
    assert refused(s, Vote(2, (6,))) == pending


@pytest.mark.parametrize("outcome", [(0, 1, 2, 3), (0, 1, 2, 3, 3), (1, 2, 3, 4, 5), (0, 1, 2, 3, 4, 5)])
def test_a_random_outcome_must_be_a_permutation_of_the_step(outcome: tuple[int, ...]) -> None:
    """Rulebook "Setup" (shuffles): the outcome is a permutation of 0..n-1 for the pending step."""
    s = _row_chance()
    bad: Why = ("bad_chance", "rulebook: Setup", "The random step 'row' needs a permutation of 0..4.",
                {"what": "row", "n": 5})
    assert refused(s, Chance("row", outcome)) == bad
    assert refused(s, Chance("votes", (0, 1, 2, 3, 4))) == bad
    accepted(s, Chance("row", (4, 3, 2, 1, 0)))


# --------------------------------------------------------------------------- whose decision it is


@pytest.mark.parametrize(
    ("state", "action", "message", "waiting"),
    [
        (_turn, Reveal(1, 0), "It is not P2's decision now: waiting for P1 to choose a turn action.", (0,)),
        (_turn, Reveal(3, 0), "It is not P4's decision now: waiting for P1 to choose a turn action.", (0,)),
        (_vote, Vote(2, (6,)), "It is not P3's decision now: waiting for P1, P2 to play a Vote card.", (0, 1)),
        (_start_hold, StartHold(2, 0),
         "It is not P3's decision now: waiting for P1 to choose the hold for the starting treasure.", (0,)),
        (_atlantis, Atlantis(0, True),
         "It is not P1's decision now: waiting for P2 to decide whether to use Atlantis.", (1,)),
        (_forced, Pick(0, 1),
         "It is not P1's decision now: waiting for P3 to pick one of the two Event cards pointed at.", (2,)),
        (_resolve, KeepMarque(1),
         "It is not P2's decision now: waiting for P1 to resolve the revealed Event card.", (0,)),
        (_crow_search, Search(1, 12),
         "It is not P2's decision now: waiting for P1 to search the Vote deck (Crow's Nest).", (0,)),
        (_take, Take(1, GALLEON, 0),
         "It is not P2's decision now: waiting for P1 to take the plundered treasure.", (0,)),
        (_fountain, Fountain(0, True),
         "It is not P1's decision now: waiting for P2 to decide whether to use the Fountain of Youth.", (1,)),
    ],
)
def test_only_the_deciding_seat_may_act(
    state: Callable[[], GameState], action: Action, message: str, waiting: tuple[int, ...]
) -> None:
    """Rulebook "Game Play": only the player(s) whose decision it is may act; the sentence names them and the step."""
    s = state()
    assert refused(s, action) == ("not_your_decision", GAME_PLAY, message, {"seat": action.seat, "waiting": waiting})


# --------------------------------------------------------------------------- a decision of the wrong kind


@pytest.mark.parametrize(
    ("state", "action", "message", "frame"),
    [
        (_start_hold, Pick(0, 1), "P1 must now choose the hold for the starting treasure, not 'pick'.", "StartHoldF"),
        (_start_hold, Atlantis(0, True),
         "P1 must now choose the hold for the starting treasure, not 'atlantis'.", "StartHoldF"),
        (_atlantis, Pick(1, 0), "P2 must now decide whether to use Atlantis, not 'pick'.", "AtlantisF"),
        (_atlantis, StartHold(1, 0), "P2 must now decide whether to use Atlantis, not 'hold'.", "AtlantisF"),
        (_forced, Take(2, GALLEON, 0), "P3 must now pick one of the two Event cards pointed at, not 'take'.",
         "ForcedPickF"),
        (_forced, Reveal(2, 1), "P3 must now pick one of the two Event cards pointed at, not 'reveal'.",
         "ForcedPickF"),
        (_crow_search, Pick(0, 0), "P1 must now search the Vote deck (Crow's Nest), not 'pick'.", "CrowSearchF"),
        (_crow_search, Take(0, GALLEON, 0), "P1 must now search the Vote deck (Crow's Nest), not 'take'.",
         "CrowSearchF"),
        (_take, Pick(0, 0), "P1 must now take the plundered treasure, not 'pick'.", "TakeF"),
        (_take, Search(0, 12), "P1 must now take the plundered treasure, not 'search'.", "TakeF"),
        (_fountain, Fountain(1, cast(bool, "yes")),
         "P2 must now decide whether to use the Fountain of Youth, not 'fountain'.", "FountainF"),
        (_fountain, Take(1, GALLEON, 0),
         "P2 must now decide whether to use the Fountain of Youth, not 'take'.", "FountainF"),
        (_fountain, Search(1, 12),
         "P2 must now decide whether to use the Fountain of Youth, not 'search'.", "FountainF"),
        (_fountain, Atlantis(1, True),
         "P2 must now decide whether to use the Fountain of Youth, not 'atlantis'.", "FountainF"),
        (_fountain, StartHold(1, 0),
         "P2 must now decide whether to use the Fountain of Youth, not 'hold'.", "FountainF"),
        (_fountain, Pick(1, 0), "P2 must now decide whether to use the Fountain of Youth, not 'pick'.", "FountainF"),
    ],
)
def test_a_decision_of_the_wrong_kind_names_the_step(
    state: Callable[[], GameState], action: Action, message: str, frame: str
) -> None:
    """Rulebook "Game Play": the deciding seat must answer the pending step, not take another kind of action."""
    assert refused(state(), action) == ("wrong_step", GAME_PLAY, message, {"expected": frame, "got": action.verb})


def test_the_starting_treasure_goes_into_a_british_or_french_hold() -> None:
    """Rulebook "Setup": each Captain puts the starting treasure in their ship's British or French hold."""
    s = _start_hold()
    assert refused(s, StartHold(0, 2)) == (
        "start_hold", "rulebook: Setup",
        "A Captain puts the starting treasure in their own ship's British or French hold.", {})
    accepted(s, StartHold(0, 0))
    accepted(s, StartHold(0, 1))


def test_atlantis_is_used_or_passed() -> None:
    """Event card: Atlantis: the holder sails to the other ship (it must have room) or lets the window pass."""
    s = _atlantis()
    assert refused(s, Atlantis(1, cast(bool, "maybe"))) == (
        "atlantis", "Event card: Atlantis",
        "Atlantis moves its holder from one ship to the other ship, which must have room.", {})
    accepted(s, Atlantis(1, True))
    accepted(s, Atlantis(1, False))


def test_the_forced_player_picks_one_of_the_two_slots() -> None:
    """Rulebook "Force another player": the forced player reveals one of the two cards pointed at."""
    s = _forced()
    for slot in (0, 2, 3):
        assert refused(s, Pick(2, slot)) == (
            "pick_slot", "rulebook: Force another player", "You must pick slot 2 or slot 5.", {"a": 1, "b": 4})
    accepted(s, Pick(2, 1))
    accepted(s, Pick(2, 4))


def test_crows_nest_searches_only_the_vote_deck() -> None:
    """Event card: Crow's Nest: the new hand is searched from the Vote deck, not from a hand."""
    s = _crow_search()
    own = s.hands[0][0]
    assert own not in s.vote_deck
    assert refused(s, Search(0, own)) == (
        "not_in_vote_deck", "Event card: Crow's Nest",
        f"v{own} is not in the Vote deck; pick one of the cards you are searching.", {"card": own})
    accepted(s, Search(0, s.vote_deck[0]))


def test_plunder_comes_from_the_galleon_into_your_own_ship() -> None:
    """R5: after a successful Attack the treasure comes from the Galleon (while it has any) into the Captain's ship."""
    s = _take()
    why: Why = ("take_source", "R5",
                "After a successful Attack the treasure comes from the Spanish Galleon while it has any, otherwise "
                "from a hold of the other ship, and goes into a hold of your ship.", {})
    assert refused(s, Take(0, GALLEON, hold(JR, 0))) == why
    assert refused(s, Take(0, hold(JR, 1), hold(FD, 0))) == why
    accepted(s, Take(0, GALLEON, hold(FD, 0)))


# --------------------------------------------------------------------------- Event cards with a choice


@pytest.mark.parametrize(
    ("kind", "aim", "rule"),
    [
        ("pistol", Pistol, "Event card: Pistol"),
        ("el_dorado", Give, "Event card: El Dorado"),
        ("fountain_of_youth", Give, "Event card: Fountain of Youth"),
        ("cabin_fever", Fever, "Event card: Cabin Fever"),
    ],
)
def test_a_card_aimed_at_another_player_cannot_target_yourself(
    kind: str, aim: type[Pistol | Give | Fever], rule: str
) -> None:
    """Event cards Pistol, Cabin Fever and the treasure maps name 'another player'."""
    s = _resolve(kind)
    assert refused(s, aim(0, 0)) == ("another_player", rule, "This card must target another player, not yourself.", {})
    accepted(s, aim(0, 1))
    accepted(s, aim(0, 3))


@pytest.mark.parametrize("target", [4, 5, -1])
def test_a_target_outside_the_table(target: int) -> None:
    """Module contract / Event card: Pistol: the target must be a player of this game (P1..P4 here)."""
    s = _resolve("pistol")
    assert refused(s, Pistol(0, target)) == (
        "no_such_player", "Event card: Pistol", f"There is no player P{target + 1} in this game.", {})
    assert refused(s, Crow(0, target)) == (
        "no_such_player", "Event card: Pistol", f"There is no player P{target + 1} in this game.", {})
    crow = _resolve("crows_nest")  # any player may be chosen, the revealer too: only one outside
    assert refused(crow, Crow(0, target)) == (
        "no_such_player", "Event card: Crow's Nest", f"There is no player P{target + 1} in this game.", {})


@pytest.mark.parametrize("target", [0, 1, 3])
def test_another_kind_of_choice_while_a_card_is_resolved(target: int) -> None:
    """Rulebook "Game Play": while an Event card is resolved its revealer must make that card's choice."""
    s = _resolve("crows_nest")
    assert refused(s, Maroon(0, target)) == (
        "wrong_step", GAME_PLAY, "P1 must now resolve the revealed Event card (crows nest), not 'maroon'.",
        {"expected": "crows_nest", "got": "maroon"})
    accepted(s, Crow(0, target))


def test_a_card_being_resolved_is_answered_by_its_own_choice() -> None:
    """Rulebook "Game Play": a Pistol's revealer names the target; a Take or a Pick is not that choice."""
    s = _resolve("pistol")
    assert refused(s, Take(0, GALLEON, 0)) == (
        "wrong_step", GAME_PLAY, "P1 must now resolve the revealed Event card (pistol), not 'take'.",
        {"expected": "pistol", "got": "take"})
    assert refused(s, Crow(0, 1)) == (
        "wrong_step", GAME_PLAY, "P1 must now resolve the revealed Event card (pistol), not 'crow'.",
        {"expected": "pistol", "got": "crow"})
    assert refused(s, Powder(0, RB1))[0] == "wrong_step"  # another card's choice, whatever its fields


def test_black_powder_blows_up_a_usable_rowboat() -> None:
    """Event card: Black Powder: choose a Rowboat (RB1 or RB2) that has not been blown up."""
    s = _resolve("black_powder")
    for place in (TORTUGA, FD):
        assert refused(s, Powder(0, place)) == (
            "boat_exploded", "Event card: Black Powder",
            "Choose a Rowboat that has not been blown up (RB1 or RB2).", {"boat": place})
    accepted(s, Powder(0, RB1))
    accepted(s, Powder(0, RB2))


def test_a_revealed_letter_of_marque_moves_a_player_off_tortuga_or_a_rowboat() -> None:
    """Event card: Letter of Marque: move a player on Tortuga or a Rowboat to a ship with room (never a 6th pawn)."""
    s = _resolve("letter_of_marque", n=6, fd=[0, 1, 2, 3, 4], jr=[], tortuga=[5])
    target: Why = ("marque_target", "Event card: Letter of Marque",
                   "A Letter of Marque moves a player who is on Tortuga or on a Rowboat.", {})
    assert refused(s, Marque(0, 5, FD)) == SHIP_FULL
    assert refused(s, Marque(0, 1, FD)) == SHIP_FULL
    assert refused(s, Marque(0, 1, JR)) == target
    assert refused(s, Marque(0, 0, JR)) == target
    accepted(s, Marque(0, 5, JR))
    accepted(s, KeepMarque(0))


# --------------------------------------------------------------------------- turn actions: the row


def test_viewing_or_forcing_needs_two_face_down_cards() -> None:
    """R7: View and Force need at least 2 face-down Event cards in the row (Reveal needs 1)."""
    s = _basic(row=["pistol", None, None, None, None])
    why: Why = ("two_cards_needed", "R7", "Viewing or forcing needs at least 2 face-down Event cards in the row.", {})
    assert refused(s, View(0, 0, 1)) == why
    assert refused(s, Force(0, 0, 1, 2)) == why
    assert refused(s, Force(0, 0, 1, 0)) == why
    accepted(s, Reveal(0, 0))


def test_two_face_down_cards_allow_viewing_those_two() -> None:
    """R7: with exactly 2 face-down cards (one of them the card with id 0) only those two may be viewed."""
    s = _basic(row=["letter_of_marque", None, "pistol", None, None])
    assert s.row[0] == 0
    accepted(s, View(0, 0, 2))
    accepted(s, Force(0, 0, 2, 1))
    slots: Why = ("slot_not_face_down", ACTIONS,
                  "Both slots must hold a face-down Event card (slots 1-5, different).", {})
    assert refused(s, View(0, 0, 1)) == slots
    assert refused(s, Force(0, 1, 2, 3)) == slots


def test_forcing_names_another_player() -> None:
    """Rulebook "Force another player": you point at two cards and make another player reveal one."""
    s = _basic()
    assert refused(s, Force(0, 0, 1, 0)) == ("force_self", ACTIONS, "You must force another player, not yourself.", {})
    assert refused(s, Force(0, 0, 0, 1)) == (
        "slot_not_face_down", ACTIONS, "Both slots must hold a face-down Event card (slots 1-5, different).", {})
    assert refused(s, View(0, 3, 5)) == (
        "slot_not_face_down", ACTIONS, "Both slots must hold a face-down Event card (slots 1-5, different).", {})
    accepted(s, Force(0, 0, 1, 1))


def test_reveal_needs_a_face_down_card_in_the_slot() -> None:
    """Rulebook "Potential Actions": reveal one face-down Event card of the row."""
    s = _basic(row=["pistol", "albatross", None, "black_spot", None])
    assert refused(s, Reveal(0, 2)) == ("slot_not_face_down", ACTIONS, "Slot 3 holds no face-down Event card.", {})
    assert refused(s, Reveal(0, 4)) == ("slot_not_face_down", ACTIONS, "Slot 5 holds no face-down Event card.", {})
    accepted(s, Reveal(0, 3))


# --------------------------------------------------------------------------- turn actions: roles


def test_only_a_captain_calls_for_an_attack() -> None:
    """Rulebook "Captains": only a Captain may call for an Attack (First Mate, Tortuga and Rowboat may not)."""
    why: Why = ("not_captain", "rulebook: Captains", "Only a Captain may call for an Attack.", {})
    for seat in (1, 3, 4):
        assert refused(position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), turn=seat), Attack(seat)) == why
    accepted(position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1)), Attack(0))


@pytest.mark.parametrize(("captain", "holds"), [(0, (3, 3, 0, 0)), (2, (0, 0, 3, 3))])
def test_an_attack_needs_something_to_take(captain: int, holds: tuple[int, int, int, int]) -> None:
    """R5: with the Galleon empty an Attack needs treasure in the other ship's holds (both Captains)."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=0, holds=holds, turn=captain)
    assert refused(s, Attack(captain)) == (
        "nothing_to_take", "R5",
        "An Attack needs treasure on the Spanish Galleon or, once it is empty, in the other ship's holds.", {})
    other = 2 - captain
    accepted(position(4, fd=[0, 1], jr=[2, 3], galleon=0, holds=holds, turn=other), Attack(other))


def test_only_a_captain_maroons_a_crewmate_of_their_own_ship() -> None:
    """Rulebook "Captains" and R6: a Captain maroons another pawn on their own ship, never themselves."""
    s = position(5, fd=[0, 1, 4], jr=[2], tortuga=[3])
    crew: Why = ("not_crewmate", "R6", "A Captain may maroon only another pawn on their own ship, never themselves.", {})
    assert refused(s, Maroon(0, 0)) == crew
    assert refused(s, Maroon(0, 2)) == crew
    assert refused(s, Maroon(0, 3)) == crew
    accepted(s, Maroon(0, 1))
    accepted(s, Maroon(0, 4))
    assert refused(position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=2), Maroon(2, 2)) == crew
    captain: Why = ("not_captain", "rulebook: Captains", "Only a Captain may maroon a crewmate.", {})
    assert refused(position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=1), Maroon(1, 4)) == captain
    assert refused(position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=3), Maroon(3, 1)) == captain


def test_only_a_first_mate_calls_for_a_mutiny() -> None:
    """R6: only the First Mate (second in line) may call for a Mutiny."""
    s = position(5, fd=[0, 1, 4], jr=[2], tortuga=[3])
    why: Why = ("not_first_mate", "R6", "Only a First Mate (second in line on a ship) may call for a Mutiny.", {})
    assert refused(s, Mutiny(0)) == why
    assert refused(position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=4), Mutiny(4)) == why
    accepted(position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=1), Mutiny(1))


@pytest.mark.parametrize("seat", [0, 1, 3])
def test_only_the_cabin_boy_moves_treasure(seat: int) -> None:
    """Rulebook "Cabin Boys": only the last in line on a ship may move treasure between its holds."""
    s = position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=seat, holds=(1, 1, 1, 1), galleon=2)
    assert refused(s, Shift(seat, 0)) == (
        "not_cabin_boy", "rulebook: Cabin Boys",
        "Only a Cabin Boy (last in line on a ship) may move treasure between holds.", {})


@pytest.mark.parametrize(("seat", "holds", "empty"), [(4, (0, 2, 1, 1), 0), (4, (2, 0, 1, 1), 1), (2, (1, 1, 2, 0), 1)])
def test_the_cabin_boy_moves_only_treasure_that_is_there(seat: int, holds: tuple[int, int, int, int], empty: int) -> None:
    """R6: a Cabin Boy moves 1 treasure out of a hold that has some (both ships' Cabin Boys)."""
    s = position(5, fd=[0, 1, 4], jr=[2], tortuga=[3], turn=seat, holds=holds, galleon=2)
    assert refused(s, Shift(seat, empty)) == (
        "no_treasure_in_hold", "R6", "There is no treasure in that hold to move.", {})
    accepted(s, Shift(seat, 1 - empty))


def test_a_rowboat_pawn_is_no_cabin_boy() -> None:
    """Rulebook "Cabin Boys": a pawn on a Rowboat is on no ship's line."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(-1, 4), turn=4)
    assert refused(s, Shift(4, 0))[0] == "not_cabin_boy"


def test_only_the_governor_calls_for_a_brawl() -> None:
    """R6: only the Governor of Tortuga (first in its line) may call for a Brawl."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], turn=4)
    why: Why = ("not_governor", "R6",
                "Only the Governor of Tortuga (first in Tortuga's line) may call for a Brawl.", {})
    assert refused(s, Brawl(4)) == why
    assert refused(_basic(), Brawl(0)) == why
    accepted(position(5, fd=[0, 1], jr=[2], tortuga=[3, 4], turn=3), Brawl(3))


def test_a_kept_letter_of_marque_is_needed_to_play_one() -> None:
    """Event card: Letter of Marque: played later as an action only by the player who kept it."""
    s = position(6, fd=[0, 1, 2, 3, 4], tortuga=[5], front={0: ["letter_of_marque"]})
    target: Why = ("marque_target", "Event card: Letter of Marque",
                   "A Letter of Marque moves a player who is on Tortuga or on a Rowboat.", {})
    assert refused(s, Marque(0, 5, FD)) == SHIP_FULL
    assert refused(s, Marque(0, 1, JR)) == target
    assert refused(s, Marque(0, 0, JR)) == target
    accepted(s, Marque(0, 5, JR))
    without = position(6, fd=[0, 1, 2, 3, 4], tortuga=[5], front={1: ["letter_of_marque"]})
    assert refused(without, Marque(0, 5, JR)) == (
        "no_letter", "Event card: Letter of Marque", "You have no kept Letter of Marque to play.", {})


@pytest.mark.parametrize("action", [Vote(0, (0,)), Pick(0, 0), Take(0, GALLEON, 0), KeepMarque(0), Pistol(0, 1)])
def test_a_non_turn_action_on_your_turn(action: Action) -> None:
    """Rulebook "Potential Actions": on your turn you choose one of the listed actions."""
    assert refused(_turn(), action) == (
        "not_a_turn_action", ACTIONS,
        f"'{action.verb}' is not a turn action; choose one of the actions in the list.", {"got": action.verb})


# --------------------------------------------------------------------------- turn actions: moving


def test_a_blown_up_or_taken_rowboat() -> None:
    """Event card: Black Powder and rulebook "Rowboats": a blown-up Rowboat is gone; a Rowboat holds 1 pawn."""
    exploded: Why = ("boat_exploded", "Event card: Black Powder",
                     "That Rowboat was blown up and can never be used again.", {})
    taken: Why = ("boat_taken", ROWBOATS, "Each Rowboat holds only 1 pawn at a time.", {})
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), exploded=RB2, turn=3)
    assert refused(s, Move(3, RB2)) == exploded
    assert refused(s, Move(3, RB1)) == taken
    assert refused(position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), exploded=RB2, turn=2),
                   Move(2, RB2)) == exploded
    assert refused(position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), turn=4), Move(4, RB1)) == taken
    accepted(position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), turn=3), Move(3, RB2))


def test_a_rowboat_must_adjoin_your_place() -> None:
    """Rulebook "Rowboats": from a ship only its own Rowboat; from a Rowboat not the other Rowboat."""
    why: Why = ("not_adjoining", ROWBOATS, "You may only move to a Rowboat that adjoins your ship or Tortuga.", {})
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1))
    assert refused(s, Move(0, RB2)) == why
    assert refused(position(4, fd=[0, 1], jr=[2], tortuga=[3], turn=2), Move(2, RB1)) == why
    accepted(position(4, fd=[0, 1], jr=[2], tortuga=[3], turn=2), Move(2, RB2))
    boat = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), turn=4)
    assert refused(boat, Move(4, RB2)) == why
    accepted(position(4, fd=[0, 1], jr=[2], tortuga=[3]), Move(0, RB1))


@pytest.mark.parametrize(("seat", "dest", "code"), [(0, JR, "FD"), (2, FD, "JR"), (3, FD, "TO"), (3, JR, "TO"),
                                                   (0, TORTUGA, "FD")])
def test_ships_and_tortuga_are_reached_through_a_rowboat(seat: int, dest: int, code: str) -> None:
    """Rulebook "Rowboats": a ship or Tortuga is reached in a second action from a Rowboat."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], turn=seat)
    assert refused(s, Move(seat, dest)) == (
        "via_rowboat", ROWBOATS,
        f"From {code} you can only move onto an adjoining Rowboat; reaching a ship or Tortuga takes a second "
        "action from the Rowboat.", {})


@pytest.mark.parametrize(("boats", "seat", "wrong", "right"), [((4, -1), 4, JR, FD), ((-1, 4), 4, FD, JR)])
def test_from_a_rowboat_to_tortuga_or_its_ship(boats: tuple[int, int], seat: int, wrong: int, right: int) -> None:
    """Rulebook "Rowboats": from a Rowboat you may go to Tortuga or the ship it adjoins, which must have room."""
    s = position(5, fd=[0, 1], jr=[2], tortuga=[3], boats=boats, turn=seat)
    assert refused(s, Move(seat, wrong)) == (
        "not_adjoining", ROWBOATS, "From a Rowboat you may go to Tortuga or to the ship it adjoins.", {})
    accepted(s, Move(seat, right))
    accepted(s, Move(seat, TORTUGA))


@pytest.mark.parametrize(("boats", "full"), [((5, -1), FD), ((-1, 5), JR)])
def test_no_sixth_pawn_from_a_rowboat(boats: tuple[int, int], full: int) -> None:
    """Rulebook "Game Play": never more than 5 pawns on a ship, also when boarding from a Rowboat."""
    lines: dict[str, Any] = {"fd": [0, 1, 2, 3, 4], "jr": []} if full == FD else {"fd": [], "jr": [0, 1, 2, 3, 4]}
    s = position(6, **lines, boats=boats, turn=5)
    assert refused(s, Move(5, full)) == SHIP_FULL
    accepted(s, Move(5, TORTUGA))


@pytest.mark.parametrize(("seat", "dest", "turn_seat"), [(3, RB1, 3), (3, RB2, 3), (0, RB1, 0), (2, RB2, 2)])
def test_explain_of_a_possible_move_has_a_neutral_fallback(seat: int, dest: int, turn_seat: int) -> None:
    """Module contract: explain never faults a move the rules allow (unreachable through the engine)."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], turn=turn_seat)
    assert is_legal(s, Move(seat, dest))
    assert explain(s, Move(seat, dest)) == ("bad_move", ROWBOATS, "That move is not possible.", {})


# --------------------------------------------------------------------------- votes


def test_a_vote_is_answered_with_a_vote_card() -> None:
    """Rulebook "Vote Cards": during a vote a participant plays a Vote card first."""
    s = _vote()
    assert refused(s, Reveal(0, 1)) == (
        "vote_pending", "rulebook: Vote Cards", "A vote is under way: play a Vote card first.", {"got": "reveal"})
    assert refused(s, Mutiny(1)) == (
        "vote_pending", "rulebook: Vote Cards", "A vote is under way: play a Vote card first.", {"got": "mutiny"})
    accepted(s, Vote(0, (0,)))


def test_abstaining_needs_a_pirate_code() -> None:
    """Event card: Pirate Code and R3: only its holder may stay out of a vote."""
    s = _vote()
    assert refused(s, Abstain(0)) == (
        "no_pirate_code", "Event card: Pirate Code; R3",
        "Only a player with a Pirate Code covering this vote may stay out of it.", {})
    s, _ = play(_basic(front={1: ["pirate_code"]}), "P1 attack")
    accepted(s, Abstain(1))


def test_a_vote_card_must_be_in_your_hand() -> None:
    """Rulebook "Vote Cards": you play cards from your own hand; the sentence names only the missing ones."""
    s = _vote()
    assert s.hands[0] == (0, 1, 2)
    assert refused(s, Vote(0, (3,))) == ("card_not_in_hand", "rulebook: Vote Cards", "You do not hold v3.", {})
    assert refused(s, Vote(0, (1, 4))) == ("card_not_in_hand", "rulebook: Vote Cards", "You do not hold v4.", {})
    assert refused(s, Vote(0, (3, 40))) == ("card_not_in_hand", "rulebook: Vote Cards", "You do not hold v3, v40.", {})
    accepted(s, Vote(0, (2,)))


def test_two_vote_cards_only_with_el_dorado() -> None:
    """Event card: El Dorado: only its holder plays 2 Vote cards; 0 or 3 cards are never a vote."""
    s = _vote()
    assert refused(s, Vote(0, (0, 1))) == (
        "two_cards_without_el_dorado", "Event card: El Dorado",
        "Only the holder of El Dorado may play 2 Vote cards in a vote.", {})
    bad: Why = ("bad_vote", "rulebook: Vote Cards", "Play 1 Vote card (2 with El Dorado), each card once.", {})
    assert refused(s, Vote(0, ())) == bad
    assert refused(s, Vote(0, (0, 1, 2))) == bad
    rich, _ = play(_basic(front={0: ["el_dorado"]}), "P1 attack")
    accepted(rich, Vote(0, (0, 1)))
    assert refused(rich, Vote(0, (0, 1, 2))) == bad
    assert refused(rich, Vote(0, ())) == bad
    assert refused(rich, Vote(0, (1, 1))) == bad
