"""Exact tests of the votes module: every choice, frame, event and count of a vote, both sides of
each rule and its boundary values (rulebook "Vote Cards", "Attack", "Mutiny", "Brawl"; R2, R3, R5, R10).

Hands and the top of the Vote deck are chosen by face (see `tests.rules.test_votes.pos`).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

import pytest

from tests.rules.test_votes import key, pos, settle, vid
from tortuga_qt.rules import apply, chance_request, legal_actions, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Abstain, Chance, Take, Vote
from tortuga_qt.rules.events import (
    Abstained,
    Discarded,
    Drew,
    Event,
    Marooned,
    PirateCodeSpent,
    TortugaTreasure,
    TreasureDeclined,
    TreasureTaken,
    VoteCalled,
    VoteCardsReturned,
    Voted,
    VotedCards,
    VoteResult,
)
from tortuga_qt.rules.frames import ChanceF, DrawF, TakeF, VoteF
from tortuga_qt.rules.places import FD, GALLEON, JR, NOWHERE, TORTUGA, hold
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import VoteInProgress, view_for
from tortuga_qt.rules.votes import SECTION, attack_succeeds, take_actions, vote_actions

# --------------------------------------------------------------------------- helpers


def card(spec: str, nth: int = 0) -> int:
    """The id of the `nth` Vote card with face `spec` ('a/b/c', or 'a/b/c*2' for a double card)."""
    return [c for c in range(C.N_VOTE) if key(c) == spec][nth]


def only(events: list[Event], kind: type) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def vote_frame(s: GameState) -> VoteF:
    top = s.stack[-1]
    assert isinstance(top, VoteF)
    return top


# --------------------------------------------------------------------------- calling a vote


def test_attack_from_the_flying_dutchman_names_its_ship_and_crew() -> None:
    """Rulebook "Attack": the Captain's whole ship votes; the vote's subject is the Captain's ship (FD)."""
    s = position(5, fd=[0, 1, 2], jr=[3], tortuga=[4])
    s, ev = play(s, "P1 attack")
    assert only(ev, VoteCalled) == [VoteCalled(seat=0, what="attack", ship=FD, participants=(0, 1, 2))]
    assert s.stack[-1] == VoteF("attack", 0, FD, (0, 1, 2), (0, 1, 2), (), ())
    assert view_for(s, None).vote == VoteInProgress("attack", 0, (0, 1, 2), (), 0, ())


def test_mutiny_names_the_ship_and_leaves_out_the_captain() -> None:
    """Rulebook "Mutiny": the subject is the caller's ship; everyone aboard but the Captain votes."""
    s = position(6, jr=[0], fd=[1, 2, 3], tortuga=[4, 5], turn=2)
    s, ev = play(s, "P3 mutiny")
    assert only(ev, VoteCalled) == [VoteCalled(seat=2, what="mutiny", ship=FD, participants=(2, 3))]
    assert s.stack[-1] == VoteF("mutiny", 2, FD, (2, 3), (2, 3), (), ())


def test_brawl_names_tortuga_and_its_line() -> None:
    """Rulebook "Brawl": the subject is Tortuga; everyone there votes, in line order."""
    s = position(6, jr=[0], fd=[1], tortuga=[4, 2, 5, 3], turn=4)
    s, ev = play(s, "P5 brawl")
    assert only(ev, VoteCalled) == [VoteCalled(seat=4, what="brawl", ship=TORTUGA, participants=(4, 2, 5, 3))]
    assert s.stack[-1] == VoteF("brawl", 4, TORTUGA, (4, 2, 5, 3), (4, 2, 5, 3), (), ())


def test_vote_without_participants_is_tallied_at_once_from_the_deck_card() -> None:
    """R10: with no one able to vote, only the Vote deck's top card decides, and no one draws."""
    s = pos(4, jr=[0], fd=[1, 2, 3], hands={0: []}, top=["cannon/british/helm"])
    top = s.vote_deck[0]
    s, ev = play(s, "P1 attack")
    assert only(ev, VoteCalled) == [VoteCalled(seat=0, what="attack", ship=JR, participants=())]
    assert only(ev, VoteResult) == [VoteResult(0, "attack", "failed", ("cannon/british/helm",), (1, 0, 0))]
    assert s.stack[-2:] == (DrawF(()), ChanceF("vote_return", 1, (top,)))
    s, ev = settle(s)
    assert only(ev, Drew) == [] and s.hands[0] == ()
    assert s.vote_deck[-1] == top


def test_brawl_without_participants_still_moves_tortugas_treasure() -> None:
    """Rulebook "Brawl" / R10: the deck card alone decides a Brawl whose members hold no Vote card."""
    s = pos(4, jr=[0, 1], fd=[2], tortuga=[3], turn=3, hands={3: []}, top=["water/french/helm*2"],
            tortuga_treasure=(2, 0))
    s, ev = play(s, "P4 brawl")
    assert only(ev, VoteResult) == [VoteResult(3, "brawl", "french", ("2x water/french/helm",), (0, 2))]
    assert only(ev, TortugaTreasure) == [TortugaTreasure(0, 2)]
    assert s.tort == (0, 2)


# --------------------------------------------------------------------------- a voter's choices


def test_choices_are_one_card_each_without_el_dorado_or_pirate_code() -> None:
    """Rulebook "Vote Cards": a voter plays exactly 1 card of its hand; no abstaining without a Pirate Code."""
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4])
    s, _ = play(s, "P1 attack")
    hand = s.hands[1]
    assert legal_actions(s, 1) == tuple(Vote(1, (c,)) for c in hand)
    assert vote_actions(s, vote_frame(s), 1) == tuple(Vote(1, (c,)) for c in hand)


def test_el_dorado_with_exactly_two_cards_offers_the_pair() -> None:
    """Game help, El Dorado: its holder may play 2 cards, so with exactly 2 cards the pair is a choice."""
    a, b = card("cannon/british/helm"), card("torch/french/skull")
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado"]}, hands={1: [a, b]})
    s, _ = play(s, "P1 attack")
    assert legal_actions(s, 1) == (Vote(1, (a,)), Vote(1, (b,)), Vote(1, (a, b)))


def test_el_dorado_with_three_cards_offers_every_pair() -> None:
    """Game help, El Dorado: any 2 of the holder's cards may be played together."""
    a, b, c = card("cannon/british/helm"), card("torch/french/skull"), card("water/french/helm")
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado"]}, hands={1: [a, b, c]})
    s, _ = play(s, "P1 attack")
    assert legal_actions(s, 1) == (
        Vote(1, (a,)), Vote(1, (b,)), Vote(1, (c,)), Vote(1, (a, b)), Vote(1, (a, c)), Vote(1, (b, c)))


def test_el_dorado_with_one_card_offers_that_card_only() -> None:
    """Game help, El Dorado: with a single card there is no pair to play."""
    a = card("cannon/british/helm")
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado"]}, hands={1: [a]})
    s, _ = play(s, "P1 attack")
    assert legal_actions(s, 1) == (Vote(1, (a,)),)


@pytest.mark.parametrize("left", [1, 2])
def test_pirate_code_offers_abstaining_while_it_has_votes_left_R3(left: int) -> None:
    """R3: the Pirate Code covers two votes, so abstaining is offered with 2 and with 1 vote left."""
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["pirate_code"]}, code_left={1: left})
    s, _ = play(s, "P1 attack")
    assert legal_actions(s, 1) == (*(Vote(1, (c,)) for c in s.hands[1]), Abstain(1))


def test_spent_pirate_code_offers_no_abstaining_R3() -> None:
    """R3: with no vote left on the Pirate Code (code_left 0), the seat must vote."""
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], code_left={1: 0})
    s, _ = play(s, "P1 attack")
    assert Abstain(1) not in legal_actions(s, 1)


def test_el_dorado_and_pirate_code_together() -> None:
    """Game help: El Dorado's pairs and the Pirate Code's abstention are offered side by side."""
    a, b = card("cannon/british/helm"), card("torch/french/skull")
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado", "pirate_code"]},
                 hands={1: [a, b]})
    s, _ = play(s, "P1 attack")
    assert legal_actions(s, 1) == (Vote(1, (a,)), Vote(1, (b,)), Vote(1, (a, b)), Abstain(1))


# --------------------------------------------------------------------------- recording the choices


def test_votes_and_abstentions_are_recorded_in_the_vote_under_way_R3() -> None:
    """R3/R10: each choice is recorded (cards played, who abstained) until the last one tallies."""
    p1, p3 = card("cannon/british/helm"), card("torch/french/skull")
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4], front={1: ["pirate_code"]},
            hands={0: ["cannon/british/helm"], 2: ["torch/french/skull"]}, top=["water/british/skull"])
    hand0 = s.hands[0]
    s, ev = play(s, "P1 attack", f"P1 vote v{p1}")
    assert ev[-2:] == [Voted(0, 1), VotedCards(0, (p1,))]
    assert s.hands[0] == tuple(c for c in hand0 if c != p1)
    assert s.stack[-1] == VoteF("attack", 0, JR, (0, 1, 2), (1, 2), ((0, (p1,)),), ())
    s, ev = play(s, "P2 abstain")
    assert ev == [Abstained(1)]
    assert s.stack[-1] == VoteF("attack", 0, JR, (0, 1, 2), (2,), ((0, (p1,)),), (1,))
    assert view_for(s, None).vote == VoteInProgress("attack", 0, (0, 1, 2), (0,), 1, (1,))
    s, ev = play(s, f"P3 vote v{p3}")
    assert only(ev, VoteResult) == [VoteResult(0, "attack", "failed",
                                               ("cannon/british/helm", "torch/french/skull", "water/british/skull"),
                                               (1, 1, 1))]
    req = chance_request(s)
    assert req is not None and req.args == (p1, p3, card("water/british/skull"))


def test_abstention_first_then_votes_keeps_the_abstention_R3() -> None:
    """R3: an abstention made before others vote stays recorded while they vote."""
    p3 = card("torch/french/skull")
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4], front={0: ["pirate_code"]},
            hands={2: ["torch/french/skull"]})
    s, _ = play(s, "P1 attack", "P1 abstain", f"P3 vote v{p3}")
    assert s.stack[-1] == VoteF("attack", 0, JR, (0, 1, 2), (1,), ((2, (p3,)),), (0,))
    assert view_for(s, 1).vote == VoteInProgress("attack", 0, (0, 1, 2), (2,), 1, (0,))


def test_played_cards_are_tallied_in_the_order_played() -> None:
    """R10: the cards of the vote (in the order played, then the deck card) go to the shuffle step."""
    a, b, c = card("water/british/skull"), card("water/french/skull"), card("water/french/helm")
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4],
            hands={0: ["water/british/skull"], 1: ["water/french/skull"], 2: ["water/french/helm"]},
            top=["cannon/french/helm"])
    s, _ = play(s, "P1 attack", f"P3 vote v{c}", f"P1 vote v{a}", f"P2 vote v{b}")
    assert s.stack[-2:] == (DrawF((2, 0, 1)), ChanceF("vote_return", 4, (c, a, b, card("cannon/french/helm"))))


def test_el_dorado_pair_events_and_discard() -> None:
    """Game help, El Dorado: both cards are played (Voted n=2) and El Dorado goes to the discard pile."""
    a, b = card("cannon/british/helm"), card("torch/french/skull")
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado"]}, hands={1: [a, b, 30]})
    s, _ = play(s, "P1 attack", f"P1 vote v{s.hands[0][0]}")
    s, ev = play(s, f"P2 vote v{a} v{b}")
    assert ev[:3] == [Voted(1, 2), VotedCards(1, (a, b)), Discarded("el_dorado")]
    assert s.hands[1] == (30,) and s.front[1] == ()
    assert C.KIND[s.discard[-1]] == "el_dorado"


# --------------------------------------------------------------------------- Attack arithmetic


def _cards(*specs: str) -> list[int]:
    used: dict[str, int] = {}
    out = []
    for spec in specs:
        out.append(card(spec, used.get(spec, 0)))
        used[spec] = used.get(spec, 0) + 1
    return out


@pytest.mark.parametrize(
    "specs, ok",
    [
        ([], False),
        (["cannon/british/helm"], False),
        (["torch/british/helm"], False),  # a Torch without a Cannon
        (["torch/british/skull*2"], False),
        (["cannon/british/helm", "torch/british/helm"], True),  # the smallest success
        (["cannon/british/helm", "torch/british/helm", "water/french/helm"], False),
        (["cannon/british/helm", "torch/british/helm", "torch/french/helm", "water/french/helm"], True),
        (["cannon/british/helm", "torch/british/helm", "torch/french/helm",
          "water/french/helm", "water/british/helm"], False),  # two single Waters cancel two Torches
        (["cannon/british/helm", "torch/british/skull*2", "water/french/helm"], True),
        (["cannon/british/helm", "torch/british/skull*2", "water/french/helm*2"], False),
        (["cannon/british/helm", "torch/british/skull*2", "torch/french/helm", "water/french/helm*2"], True),
        (["cannon/british/helm", "cannon/french/helm", "torch/british/helm", "water/french/helm"], False),
        (["cannon/british/helm", "cannon/french/helm", "torch/british/helm", "torch/french/helm"], True),
        (["water/french/helm", "torch/british/helm", "cannon/french/helm"], False),
    ],
)
def test_attack_needs_a_cannon_and_a_torch_left_after_water_R2(specs: list[str], ok: bool) -> None:
    """Rulebook "Attack": at least 1 Cannon and 1 Torch not cancelled by a Water; R2: doubles count twice."""
    assert attack_succeeds(_cards(*specs)) is ok


def _reference_attack(cards: list[int]) -> bool:
    count = {"cannon": 0, "torch": 0, "water": 0}
    for c in cards:
        count[C.VOTE_FACE[c].replace("2x ", "").split("/")[0]] += 2 if C.VOTE_FACE[c].startswith("2x ") else 1
    return count["cannon"] > 0 and count["torch"] > count["water"]


def test_attack_outcome_for_every_small_mix_of_tops_R2() -> None:
    """Rulebook "Attack"/R2: every mix of up to 5 top symbols (singles and doubles) against the rule's text."""
    kinds = [card("cannon/british/helm"), card("torch/british/helm"), card("water/british/helm"),
             card("torch/british/skull*2"), card("water/french/helm*2")]
    for size in range(6):
        for combo in combinations_with_replacement(kinds, size):
            assert attack_succeeds(list(combo)) is _reference_attack(list(combo)), combo


def test_section_of_each_vote_kind() -> None:
    """Rulebook "Vote Cards": Attack reads the top, Brawl the middle, Mutiny the bottom section."""
    assert SECTION == {"attack": 0, "brawl": 1, "mutiny": 2}


# --------------------------------------------------------------------------- tallies and outcomes


@pytest.mark.parametrize(
    "specs, top, outcome, counts",
    [
        (["cannon/british/helm"], "torch/french/helm", "success", (1, 1, 0)),
        (["cannon/british/helm", "torch/british/skull*2"], "water/french/helm", "success", (1, 2, 1)),
        (["torch/british/skull*2"], "water/french/helm*2", "failed", (0, 2, 2)),
    ],
)
def test_attack_result_event_exact(specs: list[str], top: str, outcome: str, counts: tuple[int, int, int]) -> None:
    """Rulebook "Attack"/R2: the public result lists the sorted faces and the (Cannon, Torch, Water) counts."""
    cards = _cards(*specs)
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], hands={0: [], 1: [key(c) for c in cards]}, top=[top],
            front={1: ["el_dorado"]} if len(cards) == 2 else None)
    s, ev = play(s, "P1 attack", "P2 vote " + " ".join(vid(s, 1, key(c)) for c in cards))
    faces = tuple(sorted(C.VOTE_FACE[c] for c in [*cards, card(top)]))
    assert only(ev, VoteResult) == [VoteResult(0, "attack", outcome, faces, counts)]
    assert (type(s.stack[-1]) is TakeF) is (outcome == "success")
    if outcome == "success":
        assert s.stack[-1] == TakeF(0, JR)


@pytest.mark.parametrize(
    "bottoms, top, outcome, counts",
    [
        (["cannon/british/skull"], "torch/british/helm", "failed", (1, 1)),  # a tie does nothing
        (["cannon/british/skull"], "torch/british/skull", "success", (2, 0)),
        (["cannon/british/helm"], "torch/british/skull*2", "success", (2, 1)),
        (["cannon/british/skull", "torch/british/skull"], "water/french/helm*2", "failed", (2, 2)),
        (["cannon/british/skull", "torch/french/skull"], "water/french/helm", "success", (2, 1)),
        (["cannon/british/helm"], "water/french/helm", "failed", (0, 2)),
    ],
)
def test_mutiny_result_and_marooning_exact(bottoms: list[str], top: str, outcome: str,
                                           counts: tuple[int, int]) -> None:
    """Rulebook "Mutiny"/R2: more Skulls than Helms maroons the Captain; a tie or fewer does nothing."""
    crew = {1: [bottoms[0]]}
    if len(bottoms) > 1:
        crew[2] = [bottoms[1]]
    s = pos(5, jr=[0, 1, 2] if len(bottoms) > 1 else [0, 1], fd=[3] if len(bottoms) > 1 else [2, 3],
            tortuga=[4], turn=1, hands=crew, top=[top])
    text = ["P2 mutiny", "P2 vote " + vid(s, 1, bottoms[0])]
    if len(bottoms) > 1:
        text.append("P3 vote " + vid(s, 2, bottoms[1]))
    s, ev = play(s, *text)
    (r,) = only(ev, VoteResult)
    assert (r.seat, r.what, r.outcome, r.tally) == (1, "mutiny", outcome, counts)
    if outcome == "success":
        assert only(ev, Marooned) == [Marooned(0, JR, "mutiny")]
        assert s.ships[JR] == (1, 2)[: len(bottoms)] and s.tortuga == (4, 0)
    else:
        assert only(ev, Marooned) == [] and s.ships[JR][0] == 0


@pytest.mark.parametrize(
    "middles, top, outcome, flags, tort",
    [
        (["cannon/british/helm"], "torch/british/skull", "british", (2, 0), (2, 0)),
        (["cannon/french/helm"], "torch/french/skull", "french", (0, 2), (0, 2)),
        (["cannon/british/helm"], "torch/french/skull", "tie", (1, 1), (1, 1)),
        (["cannon/french/helm"], "torch/british/skull*2", "british", (2, 1), (2, 0)),
        (["cannon/british/helm"], "water/french/helm*2", "french", (1, 2), (0, 2)),
        (["cannon/british/helm", "cannon/british/skull"], "water/french/helm*2", "tie", (2, 2), (1, 1)),
    ],
)
@pytest.mark.parametrize("before", [(2, 0), (1, 1), (0, 2)])
def test_brawl_moves_both_treasures_to_the_winner_or_splits_them(
        middles: list[str], top: str, outcome: str, flags: tuple[int, int], tort: tuple[int, int],
        before: tuple[int, int]) -> None:
    """Rulebook "Brawl"/R2: the flag majority gets both Tortuga treasures; a tie puts 1 in each area."""
    on_tortuga = [3, 4][: len(middles)]
    s = pos(6, jr=[0, 1], fd=[2, 5, *[4][len(middles) - 1:]], tortuga=on_tortuga, turn=3,
            hands={3 + i: [m] for i, m in enumerate(middles)}, top=[top], tortuga_treasure=before,
            holds=(1, 0, 0, 1))
    text = ["P4 brawl", "P4 vote " + vid(s, 3, middles[0])]
    if len(middles) > 1:
        text.append("P5 vote " + vid(s, 4, middles[1]))
    s, ev = play(s, *text)
    faces = tuple(sorted(C.VOTE_FACE[c] for c in _cards(*middles, top)))
    assert only(ev, VoteResult) == [VoteResult(3, "brawl", outcome, faces, flags)]
    assert only(ev, TortugaTreasure) == [TortugaTreasure(*tort)]
    assert s.tort == tort
    assert view_for(s, None).tortuga_treasure == tort


def test_vote_with_an_empty_vote_deck_counts_only_the_played_cards() -> None:
    """Rulebook "Vote Cards": the deck's top card joins the vote only if the Vote deck has one."""
    all_cards = list(range(C.N_VOTE))
    torch, cannon = card("torch/british/helm"), card("cannon/british/helm")
    rest = [c for c in all_cards if c not in (torch, cannon)]
    s = position(4, jr=[0], fd=[1, 2, 3], vote_deck=[],
                 hands={0: [cannon, torch], 1: rest[:10], 2: rest[10:20], 3: rest[20:]})
    s, ev = play(s, "P1 attack", f"P1 vote v{cannon}")
    assert only(ev, VoteResult) == [VoteResult(0, "attack", "failed", ("cannon/british/helm",), (1, 0, 0))]
    assert s.stack[-2:] == (DrawF((0,)), ChanceF("vote_return", 1, (cannon,)))
    s, ev = settle(s)
    assert s.vote_deck == ()  # the returned card is drawn straight back
    assert s.hands[0] == tuple(sorted([cannon, torch]))
    assert only(ev, VoteCardsReturned) == [VoteCardsReturned(1)]


# --------------------------------------------------------------------------- Pirate Code spending (R3)


def test_pirate_code_counts_down_only_for_participants_R3() -> None:
    """R3: a vote covers only its participants' Pirate Codes: 2 -> 1 for a voter, unchanged for others."""
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["pirate_code"]})
    assert s.code_left == (0, 2, 0, 0, 0)
    s, ev = play(s, "P1 attack", f"P1 vote v{s.hands[0][0]}", f"P2 vote v{s.hands[1][0]}")
    assert s.code_left == (0, 1, 0, 0, 0)
    assert only(ev, PirateCodeSpent) == [] and only(ev, Discarded) == []
    assert [C.KIND[c] for c in s.front[1]] == ["pirate_code"]


def test_pirate_code_last_vote_discards_it_R3() -> None:
    """R3: after the second covered vote the Pirate Code is discarded (event, pile, count 0)."""
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["pirate_code", "el_dorado"]},
            code_left={1: 1})
    s, ev = play(s, "P1 attack", f"P1 vote v{s.hands[0][0]}", "P2 abstain")
    i = ev.index(PirateCodeSpent(1))
    assert ev[i - 1] == Discarded("pirate_code")
    assert only(ev, PirateCodeSpent) == [PirateCodeSpent(1)]
    assert s.code_left == (0, 0, 0, 0, 0)
    assert [C.KIND[c] for c in s.front[1]] == ["el_dorado"]
    assert C.KIND[s.discard[-1]] == "pirate_code"
    assert view_for(s, None).pirate_code_left == (0, 0, 0, 0, 0)


# --------------------------------------------------------------------------- Take (R5)


def _won(ship_of_captain: int = JR, **kw: Any) -> GameState:
    """P1, alone on its ship, has won an Attack and now chooses the plunder."""
    here = {"jr": [0], "fd": [1, 2]} if ship_of_captain == JR else {"fd": [0], "jr": [1, 2]}
    s = pos(5, tortuga=[3, 4], hands={0: ["cannon/british/helm"]}, top=["torch/french/helm"],
            **here, **kw)
    s, _ = play(s, "P1 attack", "P1 vote " + vid(s, 0, "cannon/british/helm"))
    assert s.stack[-1] == TakeF(0, ship_of_captain)
    return s


def test_take_from_a_galleon_holding_exactly_one_R5() -> None:
    """R5: the Galleon is the source while it holds any treasure, even the last piece."""
    s = _won(galleon=1, holds=(2, 1, 1, 1))
    assert legal_actions(s, 0) == (Take(0, GALLEON, hold(JR, 0)), Take(0, GALLEON, hold(JR, 1)),
                                   Take(0, NOWHERE, NOWHERE))
    s, ev = play(s, "P1 take G>JR.F")
    assert only(ev, TreasureTaken) == [TreasureTaken(0, GALLEON, 3)]
    assert s.galleon == 0 and s.holds == (2, 1, 1, 2)


def test_take_from_a_hold_with_exactly_one_when_galleon_empty_R5() -> None:
    """R5: with the Galleon empty, a hold of the other ship holding exactly 1 treasure may be plundered."""
    s = _won(galleon=0, holds=(1, 0, 2, 3))
    assert legal_actions(s, 0) == (Take(0, hold(FD, 0), hold(JR, 0)), Take(0, hold(FD, 0), hold(JR, 1)),
                                   Take(0, NOWHERE, NOWHERE))
    s, ev = play(s, "P1 take FD.B>JR.F")
    assert only(ev, TreasureTaken) == [TreasureTaken(0, 0, 3)]
    assert s.holds == (0, 0, 2, 4) and s.galleon == 0


def test_take_from_the_french_hold_of_the_jolly_roger_by_the_fd_captain_R5() -> None:
    """R5: the Flying Dutchman's Captain plunders the Jolly Roger; both of its holds are sources."""
    s = _won(FD, galleon=0, holds=(0, 1, 1, 4))
    assert legal_actions(s, 0) == (
        Take(0, hold(JR, 0), hold(FD, 0)), Take(0, hold(JR, 0), hold(FD, 1)),
        Take(0, hold(JR, 1), hold(FD, 0)), Take(0, hold(JR, 1), hold(FD, 1)),
        Take(0, NOWHERE, NOWHERE))
    s, ev = play(s, "P1 take JR.F>FD.B")
    assert only(ev, TreasureTaken) == [TreasureTaken(0, 3, 0)]
    assert s.holds == (1, 1, 1, 3)


def test_take_lowers_the_source_by_exactly_one_R5() -> None:
    """Rulebook "Attack": exactly 1 piece moves; a hold of 4 keeps 3 and the Captain's hold gains 1."""
    s = _won(galleon=0, holds=(4, 2, 0, 0))
    s, _ = play(s, "P1 take FD.F>JR.B")
    assert s.holds == (4, 1, 1, 0)
    s = _won(galleon=0, holds=(4, 2, 0, 0))
    s, _ = play(s, "P1 take FD.B>JR.F")
    assert s.holds == (3, 2, 0, 1)


def test_nothing_to_take_leaves_only_declining_R5() -> None:
    """R5: with the Galleon and the other ship's holds empty, the Captain can only decline."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=0, holds=(0, 0, 3, 3))
    assert take_actions(s, TakeF(2, JR), 2) == (Take(2, NOWHERE, NOWHERE),)


def test_declining_changes_no_treasure() -> None:
    """Rulebook "Attack": the Captain "may take" 1 treasure; declining moves nothing and says so."""
    s = _won(galleon=0, holds=(0, 1, 3, 2))
    s, ev = play(s, "P1 take none")
    assert only(ev, TreasureDeclined) == [TreasureDeclined(0)] and only(ev, TreasureTaken) == []
    assert s.holds == (0, 1, 3, 2) and s.galleon == 0


def test_take_actions_direct_for_the_fd() -> None:
    """R5 (module contract): `take_actions` lists Galleon takes into the Captain's own ship's holds."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=2, holds=(1, 1, 1, 1))
    assert take_actions(s, TakeF(0, FD), 0) == (Take(0, GALLEON, 0), Take(0, GALLEON, 1), Take(0, NOWHERE, NOWHERE))


# --------------------------------------------------------------------------- aftermath (R10)


def test_vote_return_puts_the_cards_at_the_bottom_in_the_chosen_order_R10() -> None:
    """R10: the shuffled played cards and deck card go to the bottom of the Vote deck; each voter draws 1."""
    a, b = card("water/british/skull"), card("water/french/skull")
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], hands={0: ["water/british/skull"], 1: ["water/french/skull"]},
            top=["water/french/helm"])
    deck = s.vote_deck
    s, _ = play(s, "P1 attack", f"P2 vote v{b}", f"P1 vote v{a}")
    assert s.stack[-2:] == (DrawF((1, 0)), ChanceF("vote_return", 3, (b, a, deck[0])))
    s, ev = apply(s, Chance("vote_return", (2, 0, 1)))
    assert s.vote_deck == deck[3:] + (deck[0], b, a)
    assert only(ev, VoteCardsReturned) == [VoteCardsReturned(3)]
    assert [(e.seat, e.n) for e in only(ev, Drew)] == [(1, 1), (0, 1)]
    assert deck[1] in s.hands[1] and deck[2] in s.hands[0]
    assert seats_to_act(s) == (1,)
