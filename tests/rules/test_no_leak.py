"""No leak: changing anything a seat may not know leaves that seat's view exactly equal.

Hidden things: other seats' Loyalty and Vote hands, the order of both decks, unseen Event
cards in the row, and the cards others put down in a vote. Legal actions must not change
either (bots see them). Events carry their own audience: a public event holds no secret.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from tests.rules.randomgames import seeds, steps
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.events import (
    DrewCards,
    HandReplaced,
    LostCard,
    LoyaltySeen,
    Saw,
    Searched,
    StarredChosen,
    VotedCards,
    VoteResult,
)
from tortuga_qt.rules.frames import CrowSearchF, VoteF
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import view_for

Mutation = Callable[[GameState, int, Rng], GameState | None]


def _fresh(s: GameState) -> GameState:
    c = s.clone()
    c._legal = None
    return c


def swap_other_loyalties(s: GameState, me: int, rng: Rng) -> GameState | None:
    """Two other seats with different Loyalty trade cards."""
    others = [x for x in range(s.n) if x != me]
    pairs = [(a, b) for a in others for b in others if a < b and s.loyalty[a] != s.loyalty[b]]
    if not pairs or s.result is not None:
        return None
    a, b = rng.choice(pairs)
    c = _fresh(s)
    loyal = list(c.loyalty)
    loyal[a], loyal[b] = loyal[b], loyal[a]
    c.loyalty = tuple(loyal)
    return c


def swap_hidden_vote_card(s: GameState, me: int, rng: Rng) -> GameState | None:
    """A card in another seat's hand trades places with a card in the Vote deck."""
    others = [x for x in range(s.n) if x != me and s.hands[x]]
    if not others or not s.vote_deck:
        return None
    x = rng.choice(others)
    mine, deck = list(s.hands[x]), list(s.vote_deck)
    i, j = rng.below(len(mine)), rng.below(len(deck))
    mine[i], deck[j] = deck[j], mine[i]
    c = _fresh(s)
    hands = list(c.hands)
    hands[x] = tuple(sorted(mine))
    c.hands, c.vote_deck = tuple(hands), tuple(deck)
    return c


def shuffle_decks(s: GameState, me: int, rng: Rng) -> GameState | None:
    """Both decks in another order."""
    if len(s.vote_deck) < 2 and len(s.event_deck) < 2:
        return None
    c = _fresh(s)
    c.vote_deck = tuple(s.vote_deck[i] for i in rng.permutation(len(s.vote_deck)))
    c.event_deck = tuple(s.event_deck[i] for i in rng.permutation(len(s.event_deck)))
    return c


def swap_unseen_row_cards(s: GameState, me: int, rng: Rng) -> GameState | None:
    """Two face-down row cards that this seat has not seen trade slots (others' notes follow)."""
    unseen = [i for i, card in enumerate(s.row) if card >= 0 and s.known[me][i] < 0]
    pairs = [(a, b) for a in unseen for b in unseen if a < b and s.row[a] != s.row[b]]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    c = _fresh(s)
    row = list(c.row)
    row[a], row[b] = row[b], row[a]
    c.row = tuple(row)
    known = []
    for k in c.known:
        k2 = list(k)
        k2[a], k2[b] = k[b], k[a]
        known.append(tuple(k2))
    c.known = tuple(known)
    return c


def swap_others_vote_cards(s: GameState, me: int, rng: Rng) -> GameState | None:
    """A card someone else put down in the vote under way trades with a Vote deck card."""
    top = s.stack[-1] if s.stack else None
    if not isinstance(top, VoteF) or not s.vote_deck:
        return None
    played = [(i, seat) for i, (seat, cards) in enumerate(top.played) if seat != me]
    if not played:
        return None
    i, seat = rng.choice(played)
    cards = list(top.played[i][1])
    deck = list(s.vote_deck)
    j = rng.below(len(deck))
    cards[0], deck[j] = deck[j], cards[0]
    new_played = list(top.played)
    new_played[i] = (seat, tuple(cards))
    c = _fresh(s)
    c.stack = s.stack[:-1] + (replace(top, played=tuple(new_played)),)
    c.vote_deck = tuple(deck)
    return c


MUTATIONS: list[Mutation] = [
    swap_other_loyalties, swap_hidden_vote_card, shuffle_decks, swap_unseen_row_cards,
    swap_others_vote_cards,
]

DECK_CONTENT_MUTATIONS = (swap_hidden_vote_card, swap_others_vote_cards)


@pytest.mark.parametrize("players", range(2, 10))
def test_hidden_changes_leave_views_equal(players: int) -> None:
    """For every seat, every step: a hidden change never shows in that seat's view or legal actions."""
    rng = Rng(players * 7919)
    checked = 0
    for seed in seeds(0, 15):
        for state, _ in steps(players, seed, "kinds" if seed % 2 else "uniform"):
            for me in range(players):
                before = view_for(state, me)
                legal = legal_actions(state, me)
                top = state.stack[-1] if state.stack else None
                searching = isinstance(top, CrowSearchF) and top.seat == me
                for mutate in MUTATIONS:
                    if searching and mutate in DECK_CONTENT_MUTATIONS:
                        continue  # Crow's Nest: the searcher looks through the whole Vote deck
                    other = mutate(state, me, rng)
                    if other is None:
                        continue
                    check_state(other)
                    assert view_for(other, me) == before, mutate.__name__
                    assert legal_actions(other, me) == legal, mutate.__name__
                    checked += 1
    assert checked > 60 * len(seeds(0, 15))  # over a thousand at the full count


@pytest.mark.parametrize("players", [2, 5, 9])
def test_public_view_holds_no_private_part(players: int) -> None:
    """The public view (the curtain) has no hand, Loyalty, notes or search."""
    for seed in seeds(0, 10):
        for state, _ in steps(players, seed, "kinds"):
            v = view_for(state, None)
            assert v.hand == () and v.searchable == () and v.my_vote == ()
            assert set(v.known) == {None}
            if state.result is None:
                assert set(v.loyalties) == {None}


PRIVATE_KINDS = (Saw, LoyaltySeen, DrewCards, VotedCards, Searched, LostCard, HandReplaced, StarredChosen)


@pytest.mark.parametrize("players", [3, 6, 9])
def test_public_events_carry_no_secret(players: int) -> None:
    """Public events never name an Event card still face down, a Vote card id, or a Loyalty."""
    from tests.rules.randomgames import play

    for seed in seeds(0, 20):
        game = play(players, seed, "kinds")
        for e in game.events:
            if e.visible_to is not None:
                continue
            assert not isinstance(e, PRIVATE_KINDS), e
            if isinstance(e, VoteResult):
                assert all("/" in face for face in e.faces)  # faces only, never card ids
