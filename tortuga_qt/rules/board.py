"""Pawns on the mat: where each seat is, its roles, moving, marooning and the Albatross.

Functions named `do_*` change a freshly cloned state in place and append the events they
cause; only the engine calls them, on a clone it has not yet returned.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.events import (
    AlbatrossSinks,
    CardLost,
    Discarded,
    Drew,
    DrewCards,
    Event,
    LostCard,
    Marooned,
    Moved,
    Swapped,
)
from tortuga_qt.rules.frames import ChanceF, Frame
from tortuga_qt.rules.kinds import CardKind, ChanceStep, MaroonCause, MoveHow
from tortuga_qt.rules.places import FD, JR, RB1, RB2, TORTUGA
from tortuga_qt.rules.state import GameState

# Enum members bound once: looking a member up on its class costs a call, in the hot path.
_ALBATROSS: Final = CardKind.ALBATROSS
_SUNK: Final = MaroonCause.ALBATROSS

SHIP_CAPACITY = 5


def push(s: GameState, *frames: Frame) -> None:
    """Pushes frames onto the stack; the last one is handled first."""
    s.stack = s.stack + frames


def place_of(s: GameState, seat: int) -> tuple[int, int]:
    """Returns (place, index in its line) of a seat's pawn; Rowboats have index 0."""
    line = s.ships[0]
    if seat in line:
        return FD, line.index(seat)
    line = s.ships[1]
    if seat in line:
        return JR, line.index(seat)
    if seat in s.tortuga:
        return TORTUGA, s.tortuga.index(seat)
    if s.boats[0] == seat:
        return RB1, 0
    return RB2, 0


def line_of(s: GameState, place: int) -> tuple[int, ...]:
    """Returns the pawns at a place in rank order (a Rowboat's one pawn, if any)."""
    if place <= JR:
        return s.ships[place]
    if place == TORTUGA:
        return s.tortuga
    occupant = s.boats[place - RB1]
    return (occupant,) if occupant >= 0 else ()


def _set_line(s: GameState, place: int, line: tuple[int, ...]) -> None:
    if place == FD:
        s.ships = (line, s.ships[1])
    elif place == JR:
        s.ships = (s.ships[0], line)
    elif place == TORTUGA:
        s.tortuga = line
    else:
        occupant = line[0] if line else -1
        s.boats = (occupant, s.boats[1]) if place == RB1 else (s.boats[0], occupant)


def _remove(s: GameState, seat: int) -> int:
    place, _ = place_of(s, seat)
    _set_line(s, place, tuple(x for x in line_of(s, place) if x != seat))
    return place


def has_room(s: GameState, ship: int) -> bool:
    """Returns whether a ship has fewer than 5 pawns."""
    return len(s.ships[ship]) < SHIP_CAPACITY


def boat_free(s: GameState, boat: int) -> bool:
    """Returns whether a Rowboat is empty and not blown up (Black Powder)."""
    return s.boats[boat - RB1] < 0 and s.exploded != boat


def do_move(s: GameState, seat: int, dest: int, ev: list[Event], why: MoveHow = MoveHow.ROW) -> None:
    """Moves a pawn to the back of `dest`'s line (or onto a Rowboat), then checks Albatross."""
    src = _remove(s, seat)
    _set_line(s, dest, line_of(s, dest) + (seat,))
    ev.append(Moved(seat, src, dest, why))
    if dest <= JR:
        check_albatross(s, dest, ev)


def do_swap(s: GameState, a: int, b: int, ev: list[Event]) -> None:
    """Swaps the pawn positions of two seats (Facade), then checks Albatross on both ships."""
    pa, ia = place_of(s, a)
    pb, ib = place_of(s, b)
    la = list(line_of(s, pa))
    la[ia] = b
    _set_line(s, pa, tuple(la))
    lb = list(line_of(s, pb))
    lb[ib] = a
    _set_line(s, pb, tuple(lb))
    ev.append(Swapped(a, b))
    for place in {pa, pb}:
        if place <= JR:
            check_albatross(s, place, ev)


def maroon_now(s: GameState, seat: int, cause: MaroonCause, ev: list[Event]) -> None:
    """Maroons a pawn to the back of Tortuga's line; on Tortuga already, a Vote card is lost (R11)."""
    place = _remove(s, seat)
    s.tortuga = s.tortuga + (seat,)
    ev.append(Marooned(seat, place, cause))
    if place == TORTUGA and s.hands[seat]:
        push(s, ChanceF(ChanceStep.LOSE_CARD, len(s.hands[seat]), (seat,)))


def albatross_count(s: GameState, seats: tuple[int, ...]) -> int:
    """Returns how many Albatross cards the given seats hold in front of them."""
    kinds = C.KIND
    return sum(1 for x in seats for card in s.front[x] if kinds[card] == _ALBATROSS)


def check_albatross(s: GameState, ship: int, ev: list[Event]) -> None:
    """Maroons everyone aboard, in reverse rank, if the crew holds 2 Albatross cards."""
    crew = s.ships[ship]
    if crew and albatross_count(s, crew) >= 2:
        ev.append(AlbatrossSinks(ship))
        for seat in reversed(crew):
            maroon_now(s, seat, _SUNK, ev)


def team_totals(s: GameState) -> tuple[int, int]:
    """Returns (British, French) treasure: both ships' holds plus Tortuga's areas."""
    h = s.holds
    return h[0] + h[2] + s.tort[0], h[1] + h[3] + s.tort[1]


def draw_votes(s: GameState, seat: int, count: int, ev: list[Event]) -> None:
    """Draws up to `count` Vote cards from the top of the deck into a seat's hand."""
    got = s.vote_deck[:count]
    if not got:
        return
    s.vote_deck = s.vote_deck[len(got):]
    hands = list(s.hands)
    hands[seat] = tuple(sorted(hands[seat] + got))
    s.hands = tuple(hands)
    ev.append(Drew(seat, len(got)))
    ev.append(DrewCards(seat, got))


def set_hand(s: GameState, seat: int, hand: tuple[int, ...]) -> None:
    """Replaces one seat's Vote hand (kept sorted)."""
    hands = list(s.hands)
    hands[seat] = tuple(sorted(hand))
    s.hands = tuple(hands)


def add_front(s: GameState, seat: int, card: int) -> None:
    """Puts an Event card face up in front of a seat."""
    front = list(s.front)
    front[seat] = front[seat] + (card,)
    s.front = tuple(front)


def take_front(s: GameState, seat: int, kind: CardKind) -> int:
    """Removes one card of `kind` from in front of a seat and returns its id."""
    front = list(s.front)
    mine = front[seat]
    for i, card in enumerate(mine):
        if C.KIND[card] == kind:
            front[seat] = mine[:i] + mine[i + 1:]
            s.front = tuple(front)
            return card
    raise KeyError(kind)


def holds_kind(s: GameState, seat: int, kind: CardKind) -> bool:
    """Returns whether a seat has a card of `kind` face up in front of it."""
    kinds = C.KIND
    return any(kinds[c] == kind for c in s.front[seat])


def discard(s: GameState, card: int, ev: list[Event]) -> None:
    """Puts an Event card on the public discard pile."""
    s.discard = s.discard + (card,)
    ev.append(Discarded(C.KIND[card]))


def lose_card(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """R11: a random Vote card of a seat marooned on Tortuga goes unseen to the deck bottom."""
    seat = f.args[0]
    hand = s.hands[seat]
    card = hand[outcome[0]]
    set_hand(s, seat, tuple(c for c in hand if c != card))
    s.vote_deck = s.vote_deck + (card,)
    ev.append(CardLost(seat))
    ev.append(LostCard(seat, card))
