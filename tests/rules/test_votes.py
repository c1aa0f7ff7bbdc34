"""Scenario tests of votes: Attack, Mutiny, Brawl (rulebook "Vote Cards"; R2, R3, R5, R10).

Hands and the top of the Vote deck are chosen by face ("top/middle/bottom"), so every tally
is known in advance. The random step after a vote ("vote_return") is resolved explicitly.
"""

from __future__ import annotations

import pytest

from tortuga_qt.rules import IllegalActionError, apply, chance_request, legal_actions, seats_to_act
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import CHANCE, Abstain
from tortuga_qt.rules.events import (
    Marooned,
    TreasureDeclined,
    TreasureTaken,
    VoteCalled,
    VoteCardsReturned,
    Voted,
    VotedCards,
    VoteResult,
    redact,
)
from tortuga_qt.rules.frames import TakeF
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.places import FD, GALLEON, JR
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.views import view_for

# --------------------------------------------------------------------------- helpers


def key(card: int) -> str:
    """The face of a Vote card as `position` names it ('2x a/b/c' -> 'a/b/c*2')."""
    face = C.VOTE_FACE[card]
    return face[3:] + "*2" if face.startswith("2x ") else face


def face(spec: str) -> str:
    """The face as the engine reports it in a tally."""
    return "2x " + spec[:-2] if spec.endswith("*2") else spec


def pos(n, *, hands=None, top=(), **kw):
    """`position` with hands and the Vote deck's top cards chosen by face.

    A hand lists the faces that matter; `None` entries and a short hand (padded to 3 cards)
    are filled with other cards; `[]` stays empty. `top` lists the Vote deck's top faces.
    """
    free = list(range(C.N_VOTE))

    def take(spec):
        card = next(c for c in free if key(c) == spec)
        free.remove(card)
        return card

    hands = dict(hands or {})
    built = {seat: [take(x) for x in hand if x is not None] for seat, hand in hands.items()}
    tops = [take(spec) for spec in top]
    for seat in range(n):
        hand = hands.get(seat)
        if hand == []:
            continue
        want = 3 if hand is None else max(3, len(hand))
        mine = built.setdefault(seat, [])
        while len(mine) < want:
            mine.append(free.pop(0))
    return position(n, hands=built, vote_deck=tops + free, **kw)


def vid(state, seat, spec) -> str:
    """Notation of the card with face `spec` in a seat's hand."""
    return f"v{next(c for c in state.hands[seat] if key(c) == spec)}"




def illegal(state, text) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        apply(state, parse_action(text))
    return info.value


def result_of(events):
    """The (what, outcome, faces) of the vote_result event."""
    (r,) = [e for e in events if isinstance(e, VoteResult)]
    assert r.visible_to is None
    return r.what, r.outcome, r.faces


def tally_of(events):
    """The public tally of the vote_result event."""
    (r,) = [e for e in events if isinstance(e, VoteResult)]
    return r.tally


def settle(state, outcome=None):
    """Resolves the pending 'vote_return' chance step (identity order unless given)."""
    req = chance_request(state)
    assert req is not None and req.what == "vote_return"
    return play(state, "chance vote_return " + " ".join(map(str, outcome or range(req.n))))


# --------------------------------------------------------------------------- participants


def test_attack_participants_are_everyone_on_the_captains_ship():
    """Rulebook "Attack": "Only players on the attacking Captain's ship participate" (Captain included)."""
    s = position(6, jr=[0, 1, 2], fd=[3], tortuga=[4], boats=(-1, 5))
    s, ev = play(s, "P1 attack")
    (called,) = [e for e in ev if isinstance(e, VoteCalled)]
    assert called == VoteCalled(seat=0, what="attack", ship=JR, participants=(0, 1, 2))
    assert set(seats_to_act(s)) == {0, 1, 2}
    # Other ship, Tortuga and the Rowboat ("you do not participate in Votes") stay out.
    for seat in (3, 4, 5):
        assert legal_actions(s, seat) == ()
        assert illegal(s, f"P{seat + 1} vote v{s.hands[seat][0]}").code == "not_your_decision"


def test_mutiny_participants_are_the_ship_without_its_captain():
    """Rulebook "Mutiny": "Only players on that ship, except for the captain, participate"."""
    s = position(5, jr=[0, 1, 2], fd=[3], tortuga=[4], turn=1)
    s, ev = play(s, "P2 mutiny")
    (called,) = [e for e in ev if isinstance(e, VoteCalled)]
    assert called.what == "mutiny" and called.participants == (1, 2)
    assert set(seats_to_act(s)) == {1, 2}


def test_brawl_participants_are_everyone_on_tortuga():
    """Rulebook "Brawl": "Only players on Tortuga participate in the Vote"."""
    s = position(6, jr=[0, 1], fd=[2], tortuga=[3, 4, 5], turn=3)
    s, ev = play(s, "P4 brawl")
    (called,) = [e for e in ev if isinstance(e, VoteCalled)]
    assert called.what == "brawl" and called.participants == (3, 4, 5)
    assert set(seats_to_act(s)) == {3, 4, 5}


def test_seat_without_vote_cards_cannot_take_part_R10():
    """R10 / rulebook "Getting Marooned": "If you lose all of your Vote cards ... you will not be able to participate"."""
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4], hands={1: []})
    s, ev = play(s, "P1 attack")
    (called,) = [e for e in ev if isinstance(e, VoteCalled)]
    assert called.participants == (0, 2)
    assert set(seats_to_act(s)) == {0, 2}
    s, _ = play(s, f"P1 vote v{s.hands[0][0]}", f"P3 vote v{s.hands[2][0]}")
    if type(s.stack[-1]) is TakeF:
        s, _ = play(s, "P1 take G>JR.B")
    s, _ = settle(s)
    assert s.hands[1] == ()  # took no part, so draws nothing


def test_caller_without_vote_cards_may_still_call():
    """Rulebook: "you may still call for a Vote if in a position to do so but you will not be able to participate"."""
    s = pos(5, jr=[0, 1], fd=[3], tortuga=[2, 4], hands={0: []}, top=["torch/french/helm"])
    s, ev = play(s, "P1 attack")
    assert seats_to_act(s) == (1,)
    s, ev = play(s, "P2 vote " + vid(s, 1, "cannon/british/skull"))
    assert result_of(ev)[1] == "success"


# --------------------------------------------------------------------------- the worked examples


def _attack(cards, top):
    """P1 captains the Jolly Roger with crew P2.. ; each plays cards[i]; the deck's top is `top`."""
    crew = list(range(len(cards)))
    hands = {seat: [spec] for seat, spec in enumerate(cards)}
    s = pos(6, jr=crew, fd=[5], tortuga=[x for x in range(len(cards), 5)], hands=hands, top=[top])
    s, ev = play(s, "P1 attack")
    for seat, spec in enumerate(cards):
        s, more = play(s, f"P{seat + 1} vote " + vid(s, seat, spec))
        ev += more
    return s, ev


def test_attack_example_two_cannons_torch_water_fails():
    """Rulebook "Attack" example: 2 Cannons, 1 Torch, 1 Water -> the Water cancels the Torch; fails."""
    s, ev = _attack(["cannon/british/helm", "cannon/french/skull", "torch/british/helm"], "water/french/helm")
    what, outcome, faces = result_of(ev)
    assert (what, outcome) == ("attack", "failed")
    assert faces == tuple(sorted(["cannon/british/helm", "cannon/french/skull", "torch/british/helm", "water/french/helm"]))
    assert chance_request(s).what == "vote_return"  # no treasure to take
    s, _ = settle(s)
    assert s.galleon == 4 and s.holds == (1, 0, 0, 1)


def test_attack_example_cannon_two_torches_water_succeeds():
    """Rulebook "Attack" example: 1 Cannon, 2 Torches, 1 Water -> 1 successful Torch; succeeds."""
    s, ev = _attack(["cannon/british/helm", "torch/french/skull", "torch/british/helm"], "water/french/helm")
    assert result_of(ev)[:2] == ("attack", "success")
    assert seats_to_act(s) == (0,) and type(s.stack[-1]) is TakeF
    s, _ = play(s, "P1 take G>JR.F")
    assert s.galleon == 3 and s.holds == (1, 0, 0, 2)


def test_attack_example_two_cannons_two_torches_takes_only_one():
    """Rulebook "Attack" example: 2 Cannons + 2 Torches succeeds, "you still only take 1 piece"."""
    s, ev = _attack(["cannon/british/helm", "cannon/french/skull", "torch/british/helm"], "torch/french/skull")
    assert result_of(ev)[1] == "success"
    s, ev = play(s, "P1 take G>JR.B")
    assert [e for e in ev if isinstance(e, TreasureTaken)] == [TreasureTaken(seat=0, src=GALLEON, dst=2)]
    assert s.galleon == 3 and s.holds == (1, 0, 1, 1)
    assert seats_to_act(s) == (CHANCE,)  # no second take
    s, _ = settle(s)
    assert seats_to_act(s) == (1,) and s.galleon == 3


def test_brawl_example_double_french_beats_single_british_R2():
    """Rulebook "Brawl"/R2 example: 1 British flag vs the special card's 2 French flags -> French."""
    s = pos(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=4, tortuga_treasure=(1, 1),
            hands={4: ["cannon/british/helm"]}, top=["water/french/helm*2"])
    s, ev = play(s, "P5 brawl", "P5 vote " + vid(s, 4, "cannon/british/helm"))
    what, outcome, faces = result_of(ev)
    assert (what, outcome) == ("brawl", "french")
    assert faces == ("2x water/french/helm", "cannon/british/helm")
    assert s.tort == (0, 2)


def test_brawl_tie_puts_one_treasure_in_each_area():
    """Rulebook "Brawl": "If there is a tie, place 1 piece of treasure in each area"."""
    s = pos(5, fd=[0, 1], jr=[2, 3], tortuga=[4], turn=4, tortuga_treasure=(2, 0),
            hands={4: ["cannon/british/helm"]}, top=["torch/french/skull"])
    s, ev = play(s, "P5 brawl", "P5 vote " + vid(s, 4, "cannon/british/helm"))
    assert result_of(ev)[1] == "tie"
    assert s.tort == (1, 1)


def test_brawl_majority_puts_both_treasures_in_that_area():
    """Rulebook "Brawl": a British majority puts both Tortuga treasures in the British area."""
    s = pos(6, fd=[0, 1], jr=[2], tortuga=[3, 4, 5], turn=3, tortuga_treasure=(0, 2),
            hands={3: ["cannon/british/helm"], 4: ["torch/british/helm"],
                   5: ["torch/french/helm"]},
            top=["cannon/british/skull"])
    s, ev = play(s, "P4 brawl", "P4 vote " + vid(s, 3, "cannon/british/helm"),
                 "P5 vote " + vid(s, 4, "torch/british/helm"), "P6 vote " + vid(s, 5, "torch/french/helm"))
    assert result_of(ev)[:2] == ("brawl", "british")  # 3 British flags to 1
    assert s.tort == (2, 0)


def test_mutiny_tie_does_nothing():
    """Rulebook "Mutiny": "If a majority have a Helm or there is a tie, nothing happens"."""
    s = pos(4, fd=[0, 1], jr=[2, 3], turn=1, hands={1: ["cannon/british/skull"]},
            top=["torch/british/helm"])
    s, ev = play(s, "P2 mutiny", "P2 vote " + vid(s, 1, "cannon/british/skull"))
    assert result_of(ev)[:2] == ("mutiny", "failed")
    s, _ = settle(s)
    assert s.ships[FD] == (0, 1) and s.tortuga == ()


def test_mutiny_success_maroons_the_captain():
    """Rulebook "Mutiny": a Skull majority maroons the Captain; the First Mate becomes Captain."""
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4], turn=1,
            hands={1: ["cannon/british/skull"], 2: ["torch/french/skull"]},
            top=["torch/british/helm"])
    s, ev = play(s, "P2 mutiny", "P2 vote " + vid(s, 1, "cannon/british/skull"),
                 "P3 vote " + vid(s, 2, "torch/french/skull"))
    assert result_of(ev)[:2] == ("mutiny", "success")
    assert [e.seat for e in ev if isinstance(e, Marooned)] == [0]
    assert s.ships[JR] == (1, 2)
    assert s.tortuga == (4, 0)


@pytest.mark.parametrize("what", ["attack", "mutiny", "brawl"])
def test_top_card_of_the_vote_deck_joins_every_vote(what):
    """Rulebook "Vote Cards": "For each type of Vote, the top Vote card from the Vote deck is also placed"."""
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], turn={"attack": 0, "mutiny": 1, "brawl": 3}[what],
            top=["cannon/french/helm"])
    caller = {"attack": 0, "mutiny": 1, "brawl": 3}[what]
    deck_before = s.vote_deck
    s, ev = play(s, f"P{caller + 1} {what}")
    played = []
    for seat in sorted(seats_to_act(s)):
        played.append(C.VOTE_FACE[s.hands[seat][0]])
        s, more = play(s, f"P{seat + 1} vote v{s.hands[seat][0]}")
        ev += more
    faces = result_of(ev)[2]
    assert faces == tuple(sorted(played + ["cannon/french/helm"]))
    assert s.vote_deck[: len(deck_before) - 1] == deck_before[1:]


def test_deck_card_can_decide_a_mutiny():
    """Rulebook "Vote Cards": the deck card counts like any played card (here it breaks a tie)."""
    s = pos(4, fd=[0, 1], jr=[2, 3], turn=1, hands={1: ["cannon/british/skull"]},
            top=["torch/british/skull"])
    s, ev = play(s, "P2 mutiny", "P2 vote " + vid(s, 1, "cannon/british/skull"))
    assert result_of(ev)[1] == "success"
    assert s.ships[FD] == (1,) and s.tortuga == (0,)


# --------------------------------------------------------------------------- R2 double cards


@pytest.mark.parametrize(
    "cards, top, outcome",
    [
        # 1 Cannon, 2 Torches (one card), 1 Water -> 1 Torch left: success (a single Torch would fail).
        (["cannon/british/helm", "torch/british/skull*2"], "water/french/skull", "success"),
        # 1 Cannon, 2 Torches (two cards), 2 Waters (one card) -> no Torch left: failed.
        (["cannon/british/helm", "torch/french/skull", "torch/british/helm"], "water/french/helm*2", "failed"),
    ],
)
def test_double_card_counts_twice_in_an_attack_R2(cards, top, outcome):
    """R2: each special card counts as two symbols in every section (here the top section)."""
    s, ev = _attack(cards, top)
    assert result_of(ev)[1] == outcome


def test_double_card_counts_twice_in_a_mutiny_R2():
    """R2: 2 Skulls on one card beat 1 Helm."""
    s = pos(4, fd=[0, 1], jr=[2, 3], turn=1, hands={1: ["torch/british/skull*2"]},
            top=["torch/french/helm"])
    s, ev = play(s, "P2 mutiny", "P2 vote " + vid(s, 1, "torch/british/skull*2"))
    assert result_of(ev)[1] == "success"
    assert s.ships[FD] == (1,)


# --------------------------------------------------------------------------- El Dorado


def test_el_dorado_holder_draws_one_extra_card_at_once():
    """Game help, El Dorado: "the holder at once draws 1 extra Vote card"."""
    s = position(4, fd=[0, 1], jr=[2, 3], row=["el_dorado", "pistol", "black_spot", "albatross", "pistol"],
                 event_deck=["letter_of_marque", "spanish_armada"])
    top = s.vote_deck[0]
    s, _ = play(s, "P1 reveal 1", "P1 give P3")
    assert [C.KIND[c] for c in s.front[2]] == ["el_dorado"]
    assert len(s.hands[2]) == 4 and top in s.hands[2]


def test_el_dorado_plays_two_cards_then_is_discarded_and_holder_draws_one():
    """Game help, El Dorado: play 2 Vote cards in one vote, then discard it; R10: draw 1 afterwards."""
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado"]},
            hands={0: ["water/french/skull"],
                   1: ["cannon/british/helm", "torch/french/skull", None, None]},
            top=["torch/british/helm"])
    s, ev = play(s, "P1 attack", "P1 vote " + vid(s, 0, "water/french/skull"))
    pair = f"P2 vote {vid(s, 1, 'cannon/british/helm')} {vid(s, 1, 'torch/french/skull')}"
    assert parse_action(pair) in legal_actions(s, 1)
    s, more = play(s, pair)
    ev += more
    assert [e for e in ev if isinstance(e, Voted) and e.seat == 1] == [Voted(seat=1, n=2)]
    what, outcome, faces = result_of(ev)
    assert len(faces) == 4  # P1's card, P2's two, the deck card
    assert outcome == "success"  # 1 Cannon, 2 Torches, 1 Water
    el_dorado = [c for c in range(C.N_EVENT) if C.KIND[c] == "el_dorado"][0]
    assert s.front[1] == () and el_dorado in s.discard
    s, _ = play(s, "P1 take G>JR.B")
    s, _ = settle(s)
    assert len(s.hands[1]) == 3  # 4 - 2 + 1: only one card drawn
    assert len(s.hands[0]) == 3


def test_two_cards_without_el_dorado_are_illegal():
    """Game help, El Dorado: only its holder may play 2 Vote cards in a vote."""
    s, _ = play(position(5, jr=[0, 1], fd=[2], tortuga=[3, 4]), "P1 attack")
    err = illegal(s, "P1 vote v{} v{}".format(*s.hands[0][:2]))
    assert err.code == "two_cards_without_el_dorado" and err.rule == "Event card: El Dorado"


def test_el_dorado_unused_when_playing_one_card():
    """Game help, El Dorado: the holder may keep it unused (and so keep the bigger hand)."""
    s = pos(5, jr=[0, 1], fd=[2], tortuga=[3, 4], front={1: ["el_dorado"]},
            hands={1: ["cannon/british/helm", "torch/french/skull", None, None]})
    s, _ = play(s, "P1 attack", f"P1 vote v{s.hands[0][0]}", f"P2 vote v{s.hands[1][0]}")
    assert [C.KIND[c] for c in s.front[1]] == ["el_dorado"]
    if type(s.stack[-1]) is TakeF:
        s, _ = play(s, "P1 take G>JR.B")
    s, _ = settle(s)
    assert len(s.hands[1]) == 4


# --------------------------------------------------------------------------- Pirate Code (R3)


@pytest.mark.parametrize("choices", [("abstain", "abstain"), ("abstain", "play"), ("play", "play")])
def test_pirate_code_spent_after_two_votes_R3(choices):
    """R3: the Pirate Code is spent after the two votes it covers, whether or not the holder stayed out."""
    # Two players: P1 captains the Jolly Roger with P2 aboard and attacks twice in one turn.
    mine = ["water/british/skull", "water/french/skull"]
    his = ["water/british/helm", "water/french/helm"]
    s = pos(2, jr=[0, 1], fd=[], front={1: ["pirate_code"]}, hands={0: mine, 1: his})
    assert s.code_left[1] == 2
    for i, choice in enumerate(choices):
        s, _ = play(s, "P1 attack", "P1 vote " + vid(s, 0, mine[i]))
        assert Abstain(1) in legal_actions(s, 1)
        hand_before = s.hands[1]
        s, ev = play(s, "P2 abstain" if choice == "abstain" else "P2 vote " + vid(s, 1, his[i]))
        assert result_of(ev)[1] == "failed"  # Waters only: nothing to take
        s, ev = settle(s)
        if choice == "abstain":
            assert s.hands[1] == hand_before  # stayed out: played nothing, drew nothing
        assert s.code_left[1] == (1 if i == 0 else 0)
    pirate_code = [c for c in range(C.N_EVENT) if C.KIND[c] == "pirate_code"][0]
    assert s.front[1] == () and pirate_code in s.discard
    assert seats_to_act(s) == (1,)  # P1's two actions are over


def test_pirate_code_abstain_is_only_for_its_holder():
    """Game help, Pirate Code: only its holder may stay out of a vote."""
    s = position(5, jr=[0, 1], fd=[2], tortuga=[3, 4])
    s, _ = play(s, "P1 attack")
    err = illegal(s, "P2 abstain")
    assert err.code == "no_pirate_code" and "R3" in err.rule


def test_vote_whose_only_member_stays_out_still_draws_deck_card_R3():
    """Game help/R3: "A vote whose only member stays out still draws its card from the Vote deck"."""
    s = pos(4, jr=[0], fd=[1, 2, 3], front={0: ["pirate_code"]}, top=["cannon/british/helm"])
    deck_top = s.vote_deck[0]
    hand = s.hands[0]
    s, ev = play(s, "P1 attack", "P1 abstain")
    assert result_of(ev) == ("attack", "failed", ("cannon/british/helm",))
    req = chance_request(s)
    assert req.what == "vote_return" and req.args == (deck_top,)
    s, _ = settle(s)
    assert s.vote_deck[-1] == deck_top
    assert s.hands[0] == hand  # played nothing, drew nothing
    assert s.code_left[0] == 1


# --------------------------------------------------------------------------- R10 aftermath


def test_vote_aftermath_cards_go_to_the_bottom_in_shuffled_order_and_players_draw_R10():
    """R10: played cards + deck card shuffled to the bottom of the Vote deck; each player who played draws 1."""
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4],
            hands={0: ["water/british/skull"], 1: ["water/french/skull"], 2: ["water/french/helm"]})
    deck = s.vote_deck
    a = int(vid(s, 0, "water/british/skull")[1:])
    b = int(vid(s, 1, "water/french/skull")[1:])
    c = int(vid(s, 2, "water/french/helm")[1:])
    kept = {x for h in s.hands[:3] for x in h} - {a, b, c}
    s, _ = play(s, "P1 attack", f"P1 vote v{a}", f"P2 vote v{b}", f"P3 vote v{c}")
    req = chance_request(s)
    assert req.what == "vote_return" and req.n == 4
    assert sorted(req.args) == sorted([a, b, c, deck[0]])
    outcome = (3, 1, 0, 2)
    s, ev = settle(s, outcome)
    returned = tuple(req.args[i] for i in outcome)
    assert s.vote_deck[-4:] == returned  # the recorded shuffled order, at the bottom
    assert VoteCardsReturned(n=4) in ev
    # Each of the three players drew exactly 1 card, from the top of the deck.
    assert [len(h) for h in s.hands[:3]] == [3, 3, 3]
    drawn = {x for h in s.hands[:3] for x in h} - kept
    assert drawn == set(deck[1:4])
    assert sorted(e.seat for e in ev if e.kind == "drew") == [0, 1, 2]
    assert all(e.visible_to == (e.seat,) for e in ev if e.kind == "drew_cards")


# --------------------------------------------------------------------------- Take (R5)


def _successful_attack(**kw):
    s = pos(5, jr=[0], fd=[1, 2], tortuga=[3, 4], hands={0: ["cannon/british/helm"]},
            top=["torch/french/helm"], **kw)
    s, ev = play(s, "P1 attack", "P1 vote " + vid(s, 0, "cannon/british/helm"))
    assert result_of(ev)[1] == "success"
    assert type(s.stack[-1]) is TakeF and seats_to_act(s) == (0,)
    return s


def test_take_comes_from_the_galleon_while_it_has_treasure_R5():
    """R5: while the Galleon has treasure, the Captain takes from it into a hold of their choice."""
    s = _successful_attack(galleon=4, holds=(1, 0, 0, 1))
    assert {format_action(a) for a in legal_actions(s, 0)} == {
        "P1 take G>JR.B", "P1 take G>JR.F", "P1 take none"}
    err = illegal(s, "P1 take FD.B>JR.B")
    assert err.code == "take_source" and err.rule == "R5"
    s, ev = play(s, "P1 take G>JR.B")
    assert TreasureTaken(seat=0, src=GALLEON, dst=2) in ev
    assert s.galleon == 3 and s.holds == (1, 0, 1, 1)


def test_take_from_the_other_ships_hold_when_galleon_empty_R5():
    """R5 / rulebook "Attack": Galleon empty -> take from either hold of the other ship; Captain picks both holds."""
    s = _successful_attack(galleon=0, holds=(2, 2, 1, 1))
    assert {format_action(a) for a in legal_actions(s, 0)} == {
        "P1 take FD.B>JR.B", "P1 take FD.B>JR.F", "P1 take FD.F>JR.B", "P1 take FD.F>JR.F",
        "P1 take none"}
    for bad in ("P1 take G>JR.B", "P1 take JR.B>JR.F"):
        err = illegal(s, bad)
        assert err.code == "take_source" and err.rule == "R5"
    s, _ = play(s, "P1 take FD.F>JR.B")
    assert s.holds == (2, 1, 2, 1) and s.galleon == 0


def test_take_only_from_a_hold_that_has_treasure_R5():
    """R5: the treasure is taken from a hold of the other ship that holds some."""
    s = _successful_attack(galleon=0, holds=(4, 0, 1, 1))
    assert {format_action(a) for a in legal_actions(s, 0)} == {
        "P1 take FD.B>JR.B", "P1 take FD.B>JR.F", "P1 take none"}


def test_captain_may_decline_the_plunder():
    """Rulebook "Attack": the Captain "may take" 1 treasure, so leaving it is allowed too."""
    s = _successful_attack(galleon=4, holds=(1, 0, 0, 1))
    s, ev = play(s, "P1 take none")
    assert TreasureDeclined(seat=0) in ev
    assert s.galleon == 4 and s.holds == (1, 0, 0, 1)


# --------------------------------------------------------------------------- secrecy (R10)


def _secret_vote(p2, p3):
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4],
            hands={0: ["water/british/skull"], 1: [p2], 2: [p3]},
            top=["water/french/skull"])
    s, ev = play(s, "P1 attack", "P1 vote " + vid(s, 0, "water/british/skull"),
                 "P2 vote " + vid(s, 1, p2), "P3 vote " + vid(s, 2, p3))
    s, more = settle(s)
    return s, ev + more


def test_public_events_never_tell_who_played_which_card_R10():
    """R10: "Only the shuffled symbols are shown; who played which card is never revealed, to anyone"."""
    _, ev_a = _secret_vote("cannon/british/helm", "torch/french/helm")
    _, ev_b = _secret_vote("torch/french/helm", "cannon/british/helm")
    # Swapping who played which card changes nothing that the public, or P1, can see.
    assert redact(ev_a, None) == redact(ev_b, None)
    assert redact(ev_a, 0) == redact(ev_b, 0)
    # The tally shows only the sorted faces; "voted" only says how many cards a seat put down.
    faces = result_of(ev_a)[2]
    assert list(faces) == sorted(faces)
    assert all(e.n == 1 for e in ev_a if isinstance(e, Voted))
    for e in ev_a:
        if isinstance(e, VotedCards):
            assert e.visible_to == (e.seat,)


def test_seat_view_during_a_vote_shows_only_own_card_R10():
    """R10: while a vote is under way a seat sees its own card down, and only counts for others."""
    s = position(5, jr=[0, 1, 2], fd=[3], tortuga=[4])
    card = s.hands[1][0]
    s, _ = play(s, "P1 attack", f"P2 vote v{card}")
    assert view_for(s, 1).my_vote == (card,)
    assert view_for(s, 0).my_vote == () and view_for(s, 2).my_vote == ()
    pub = view_for(s, None)
    assert pub.vote.voted == (1,) and pub.vote.cards_down == 1
    assert card not in view_for(s, 0).hand


def test_the_public_tally_counts_each_symbol_R2():
    """Rulebook "Attack" example (1 Cannon, 2 Torches, 1 Water) and R2: the tally is public."""
    s = pos(5, jr=[0, 1, 2], fd=[3], tortuga=[4],
            hands={0: ["cannon/british/helm"], 1: ["torch/french/helm"], 2: ["water/french/skull"]},
            top=["torch/british/skull"])
    s, ev = play(s, "P1 attack", "P1 vote " + vid(s, 0, "cannon/british/helm"),
                 "P2 vote " + vid(s, 1, "torch/french/helm"), "P3 vote " + vid(s, 2, "water/french/skull"))
    assert tally_of(ev) == (1, 2, 1)
    assert result_of(ev)[1] == "success"
