"""The Event row and all 24 Event cards: reveal, resolve, refill, and the end-of-deck shuffle.

Card texts: DECISIONS.md "Event cards" (from the game help); R4, R7, R8, R13.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    Action,
    Crow,
    Fever,
    Give,
    KeepMarque,
    Marque,
    Pistol,
    Powder,
    Search,
)
from tortuga_qt.rules.board import (
    add_front,
    check_albatross,
    discard,
    do_move,
    do_swap,
    draw_votes,
    has_room,
    line_of,
    maroon_now,
    place_of,
    push,
    set_hand,
)
from tortuga_qt.rules.ending import armada
from tortuga_qt.rules.events import (
    BlownUp,
    CabinFever,
    CardLost,
    CrowsNest,
    DeckShuffled,
    EightBells,
    Event,
    Given,
    HandReplaced,
    Kept,
    LostCard,
    LoyaltySeen,
    NoEffect,
    PistolAimed,
    Replaced,
    Revealed,
    RowReshuffled,
    Saw,
    ScurvyStruck,
    Searched,
    StormySeas,
    Viewed,
)
from tortuga_qt.rules.frames import ChanceF, CrowSearchF, MaroonF, ReplaceF, ResolveF
from tortuga_qt.rules.places import FD, JR, RB1, RB2, TORTUGA
from tortuga_qt.rules.state import GameState


def face_down_slots(s: GameState) -> list[int]:
    """Returns the row slots holding a face-down Event card."""
    return [i for i, c in enumerate(s.row) if c >= 0]


def do_view(s: GameState, seat: int, a: int, b: int, ev: list[Event]) -> None:
    """View 2: the seat secretly learns the cards in slots a and b (R13 keeps the record)."""
    known = list(s.known)
    mine = list(known[seat])
    mine[a], mine[b] = s.row[a], s.row[b]
    known[seat] = tuple(mine)
    s.known = tuple(known)
    ev.append(Viewed(seat, a, b))
    ev.append(Saw(seat, a, C.KIND[s.row[a]], b, C.KIND[s.row[b]]))


def do_reveal(s: GameState, seat: int, slot: int, ev: list[Event]) -> None:
    """Turns a card face up for everyone; `seat` is the revealer and resolves it, then refill."""
    card = s.row[slot]
    row = list(s.row)
    row[slot] = -1
    s.row = tuple(row)
    s.known = tuple(k if k[slot] < 0 else k[:slot] + (-1,) + k[slot + 1:] for k in s.known)
    kind = C.KIND[card]
    ev.append(Revealed(seat, slot, kind))
    push(s, ReplaceF(slot))
    rule = CARD_RULES[kind]
    if kind == "black_powder" and s.exploded >= 0:
        # The one explosion token already lies on a Rowboat that "can never be used again"
        # (it can come back only after an R9 reshuffle): a second Black Powder does nothing.
        discard(s, card, ev)
        ev.append(NoEffect(seat, kind))
    elif rule.choices is not None:
        push(s, ResolveF(seat, card, kind))
    else:
        assert rule.at_once is not None
        rule.at_once(s, seat, card, ev)


# --------------------------------------------------------------------------- cards resolved at once


def _albatross(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    add_front(s, seat, card)
    ev.append(Kept(seat, "albatross"))
    place, _ = place_of(s, seat)
    if place <= JR:
        check_albatross(s, place, ev)


def _black_spot(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    discard(s, card, ev)
    push(s, MaroonF(seat, "black_spot"))


def _pirate_code(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
    add_front(s, seat, card)
    code = list(s.code_left)
    code[seat] = 2
    s.code_left = tuple(code)
    ev.append(Kept(seat, "pirate_code"))


def _discarded(effect: Callable[[GameState, int, list[Event]], None]) -> AtOnce:
    """Returns a card rule that discards the card, then has its effect."""
    def resolve(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
        discard(s, card, ev)
        effect(s, seat, ev)
    return resolve


def _eight_bells(s: GameState, seat: int, ev: list[Event]) -> None:
    place, _ = place_of(s, seat)
    line = line_of(s, place)
    if place in (RB1, RB2) or len(line) < 2:
        ev.append(NoEffect(seat, "eight_bells"))
        return
    push(s, ChanceF("eight_bells", len(line), (place,)))


def _facade(s: GameState, seat: int, ev: list[Event]) -> None:
    do_swap(s, seat, (seat - 1) % s.n, ev)


def _scurvy(s: GameState, seat: int, ev: list[Event]) -> None:
    place, _ = place_of(s, seat)
    victims = (seat,) if place in (RB1, RB2) else line_of(s, place)  # R4
    for v in victims:
        s.lost |= 1 << v
    ev.append(ScurvyStruck(seat, victims))


def _stormy_seas(s: GameState, seat: int, ev: list[Event]) -> None:
    place, _ = place_of(s, seat)
    if place <= JR:
        h = list(s.holds)
        back = h[place * 2] + h[place * 2 + 1]
        h[place * 2] = h[place * 2 + 1] = 0
        s.holds = (h[0], h[1], h[2], h[3])
        s.galleon += back
        ev.append(StormySeas(seat, place, back))
    elif place == TORTUGA:
        s.tort = (1, 1)
        ev.append(StormySeas(seat, place, 2))
    else:
        ev.append(NoEffect(seat, "stormy_seas"))


def marque_moves(s: GameState, seat: int) -> list[Action]:
    """Returns the Letter of Marque moves: anyone on Tortuga or a Rowboat to a ship with room."""
    movable = s.tortuga + tuple(b for b in s.boats if b >= 0)
    return [
        Marque(seat, target, ship)
        for target in sorted(movable)
        for ship in (FD, JR)
        if has_room(s, ship)
    ]


# --------------------------------------------------------------------------- cards with a choice


def _others(s: GameState, seat: int) -> list[int]:
    return [x for x in range(s.n) if x != seat]


def _marque_choices(s: GameState, seat: int) -> list[Action]:
    return [KeepMarque(seat), *marque_moves(s, seat)]


def _marque_apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    if isinstance(action, KeepMarque):
        add_front(s, f.seat, f.card)
        ev.append(Kept(f.seat, f.kind))
    else:
        assert isinstance(action, Marque)
        discard(s, f.card, ev)
        do_move(s, action.target, action.ship, ev, why="letter_of_marque")


def _pistol_apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Pistol)
    ev.append(PistolAimed(f.seat, action.target))
    discard(s, f.card, ev)
    push(s, MaroonF(action.target, "pistol"))


def _map_apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Give)
    add_front(s, action.target, f.card)
    ev.append(Given(f.seat, action.target, f.kind))
    if f.kind == "el_dorado":
        draw_votes(s, action.target, 1, ev)


def _powder_apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Powder)
    _black_powder(s, f.seat, f.card, action.boat, ev)


def _fever_apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Fever)
    ev.append(CabinFever(f.seat, action.target))
    discard(s, f.card, ev)
    push(s, ChanceF("fever", 2, (f.seat, action.target)))


def _crow_apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Crow)
    discard(s, f.card, ev)
    _crows_nest(s, f.seat, action.target, ev)


AtOnce = Callable[[GameState, int, int, list[Event]], None]
Choices = Callable[[GameState, int], list[Action]]
OnChoice = Callable[[GameState, ResolveF, Action, list[Event]], None]


@dataclass(frozen=True)
class CardRule:
    """How one kind of Event card resolves: at once, or by a choice of its revealer."""

    at_once: AtOnce | None = None  # (state, revealer, card id, events)
    choices: Choices | None = None  # the revealer's legal choices
    on_choice: OnChoice | None = None  # carries out the chosen one


CARD_RULES: dict[str, CardRule] = {
    # Treasure maps: give to another player (R: the holder uses it later).
    "atlantis": CardRule(choices=lambda s, seat: [Give(seat, t) for t in _others(s, seat)], on_choice=_map_apply),
    "el_dorado": CardRule(choices=lambda s, seat: [Give(seat, t) for t in _others(s, seat)], on_choice=_map_apply),
    "fountain_of_youth": CardRule(choices=lambda s, seat: [Give(seat, t) for t in _others(s, seat)], on_choice=_map_apply),
    "letter_of_marque": CardRule(choices=_marque_choices, on_choice=_marque_apply),
    "pistol": CardRule(choices=lambda s, seat: [Pistol(seat, t) for t in _others(s, seat)], on_choice=_pistol_apply),
    "black_powder": CardRule(choices=lambda s, seat: [Powder(seat, b) for b in (RB1, RB2) if s.exploded != b],
                             on_choice=_powder_apply),
    "cabin_fever": CardRule(choices=lambda s, seat: [Fever(seat, t) for t in _others(s, seat)], on_choice=_fever_apply),
    "crows_nest": CardRule(choices=lambda s, seat: [Crow(seat, t) for t in range(s.n)], on_choice=_crow_apply),  # any player
    "albatross": CardRule(at_once=_albatross),
    "black_spot": CardRule(at_once=_black_spot),
    "pirate_code": CardRule(at_once=_pirate_code),
    "spanish_armada": CardRule(at_once=lambda s, seat, card, ev: armada(s, card, ev)),
    "eight_bells": CardRule(at_once=_discarded(_eight_bells)),
    "facade": CardRule(at_once=_discarded(_facade)),
    "scurvy": CardRule(at_once=_discarded(_scurvy)),
    "stormy_seas": CardRule(at_once=_discarded(_stormy_seas)),
}
"""Every kind of Event card, by kind: adding a card means one entry here (plus its data and name)."""


def resolve_actions(s: GameState, seat: int, kind: str) -> list[Action]:
    """Returns the revealer's choices for a card that needs one."""
    choices = CARD_RULES[kind].choices
    assert choices is not None, f"{kind} resolves at once"
    return choices(s, seat)


def apply_resolve(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    """Carries out the revealer's choice for the card being resolved."""
    on_choice = CARD_RULES[f.kind].on_choice
    assert on_choice is not None, f"{f.kind} resolves at once"
    on_choice(s, f, action, ev)


def _black_powder(s: GameState, seat: int, card: int, boat: int, ev: list[Event]) -> None:
    s.exploded = boat
    ev.append(BlownUp(seat, boat))
    discard(s, card, ev)
    occupant = s.boats[boat - RB1]
    if occupant >= 0:
        maroon_now(s, occupant, "black_powder", ev)


def _crows_nest(s: GameState, seat: int, target: int, ev: list[Event]) -> None:
    hand = s.hands[target]
    set_hand(s, target, ())
    s.vote_deck = s.vote_deck + hand
    ev.append(CrowsNest(seat, target, len(hand)))
    push(s, ChanceF("crow_shuffle", len(s.vote_deck) - len(hand), (target,)))
    if hand:
        push(s, CrowSearchF(seat, target, len(hand)))


def search_actions(s: GameState, seat: int) -> list[Action]:
    """Returns the Crow's Nest picks: any card in the Vote deck."""
    return [Search(seat, c) for c in sorted(s.vote_deck)]


def apply_search(s: GameState, f: CrowSearchF, action: Search, ev: list[Event]) -> None:
    """Moves one searched card from the Vote deck into the chosen player's hand."""
    s.vote_deck = tuple(c for c in s.vote_deck if c != action.card)
    set_hand(s, f.target, s.hands[f.target] + (action.card,))
    ev.append(Searched(f.seat, f.target, action.card))
    if f.left > 1:
        push(s, CrowSearchF(f.seat, f.target, f.left - 1))


def replace(s: GameState, f: ReplaceF, ev: list[Event]) -> None:
    """Refills a revealed slot from the deck; when the last card enters the row, R8 reshuffles."""
    if s.result is not None or s.row[f.slot] >= 0 or not s.event_deck:
        return
    row = list(s.row)
    row[f.slot] = s.event_deck[0]
    s.row = tuple(row)
    s.event_deck = s.event_deck[1:]
    ev.append(Replaced(f.slot, len(s.event_deck)))
    if not s.event_deck and not s.sudden:
        s.reshuffled = True
        push(s, ChanceF("row", len(face_down_slots(s))))


def reshuffle_row(s: GameState, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """R8: shuffle the unrevealed row cards and lay them out again; every seat's notes are void."""
    slots = face_down_slots(s)
    cards = [s.row[i] for i in slots]
    row = list(s.row)
    for slot, i in zip(slots, outcome, strict=True):
        row[slot] = cards[i]
    s.row = tuple(row)
    s.known = tuple((-1,) * len(s.row) for _ in range(s.n))
    ev.append(RowReshuffled(len(slots)))


def eight_bells_draw(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Eight Bells: the pawns of the revealer's place are drawn back in random order."""
    place = f.args[0]
    line = line_of(s, place)
    new = tuple(line[i] for i in outcome)
    if place == TORTUGA:
        s.tortuga = new
    else:
        s.ships = (new, s.ships[1]) if place == FD else (s.ships[0], new)
    ev.append(EightBells(place, new))


def fever_deal(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Cabin Fever: two Loyalty cards shuffled and dealt back; each looks at theirs in secret."""
    a, b = f.args
    if outcome == (1, 0):
        loyal = list(s.loyalty)
        loyal[a], loyal[b] = loyal[b], loyal[a]
        s.loyalty = tuple(loyal)
    for seat in (a, b):
        ev.append(LoyaltySeen(seat, s.loyalty[seat]))


def crow_shuffle(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Crow's Nest: after the search the Vote deck is shuffled; the chosen player has a new hand."""
    s.vote_deck = tuple(s.vote_deck[i] for i in outcome)
    ev.append(DeckShuffled("votes"))
    if f.args:
        target = f.args[0]
        ev.append(HandReplaced(target, s.hands[target]))


def lose_card(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """R11: a random Vote card of a seat marooned on Tortuga goes unseen to the deck bottom."""
    seat = f.args[0]
    hand = s.hands[seat]
    card = hand[outcome[0]]
    set_hand(s, seat, tuple(c for c in hand if c != card))
    s.vote_deck = s.vote_deck + (card,)
    ev.append(CardLost(seat))
    ev.append(LostCard(seat, card))
