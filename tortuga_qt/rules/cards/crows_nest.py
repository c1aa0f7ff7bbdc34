"""Crow's Nest: the revealer replaces any player's Vote hand by cards searched from the Vote deck."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Crow, Search
from tortuga_qt.rules.board import discard, push, set_hand
from tortuga_qt.rules.cards.rule import CardRule, card_rule_name
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import CrowsNest, DeckShuffled, Event, HandReplaced, Searched
from tortuga_qt.rules.frames import ChanceF, CrowSearchF, ResolveF
from tortuga_qt.rules.kinds import CardKind, ChanceStep
from tortuga_qt.rules.refusal import Refusal, no_such_player, refused, wrong_step
from tortuga_qt.rules.state import GameState

_WAITING = "search the Vote deck (Crow's Nest)"


def _choices(s: GameState, seat: int) -> list[Action]:
    return [Crow(seat, t) for t in range(s.n)]  # any player, the revealer included


def _apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Crow)
    discard(s, f.card, ev)
    target = action.target
    hand = s.hands[target]
    set_hand(s, target, ())
    s.vote_deck = s.vote_deck + hand
    ev.append(CrowsNest(f.seat, target, len(hand)))
    push(s, ChanceF(ChanceStep.CROW_SHUFFLE, len(s.vote_deck) - len(hand), (target,)))
    if hand:
        push(s, CrowSearchF(f.seat, target, len(hand)))


def _refuse(s: GameState, f: ResolveF, a: Action) -> Refusal | None:
    if type(a) is Crow and a.target not in range(s.n):  # any player of this game may be chosen
        return no_such_player(card_rule_name(f.kind), a.target)
    return None


def _search_legal(s: GameState, f: CrowSearchF, seat: int) -> Actions:
    """The Crow's Nest picks: any card in the Vote deck."""
    return tuple(Search(seat, c) for c in sorted(s.vote_deck))


def _search(s: GameState, f: CrowSearchF, action: Action, ev: list[Event]) -> None:
    """Moves one searched card from the Vote deck into the chosen player's hand."""
    assert type(action) is Search
    s.vote_deck = tuple(c for c in s.vote_deck if c != action.card)
    set_hand(s, f.target, s.hands[f.target] + (action.card,))
    ev.append(Searched(f.seat, f.target, action.card))
    if f.left > 1:
        push(s, CrowSearchF(f.seat, f.target, f.left - 1))


def _refuse_search(s: GameState, f: CrowSearchF, a: Action) -> Refusal:
    if type(a) is Search:
        return refused("not_in_vote_deck", "Event card: Crow's Nest",
                       f"v{a.card} is not in the Vote deck; pick one of the cards you are searching.", card=a.card)
    return wrong_step(a, f, _WAITING)


def crow_shuffle(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """After the search the Vote deck is shuffled; the chosen player has a new hand."""
    s.vote_deck = tuple(s.vote_deck[i] for i in outcome)
    ev.append(DeckShuffled("votes"))
    if f.args:
        target = f.args[0]
        ev.append(HandReplaced(target, s.hands[target]))


SEARCH = DecisionRule(CrowSearchF, _search_legal, _search, _refuse_search, _WAITING)
RULE = CardRule(CardKind.CROWS_NEST, choices=_choices, on_choice=_apply, refuse=_refuse,
                decisions=(SEARCH,), chance_steps={ChanceStep.CROW_SHUFFLE: crow_shuffle})
