"""Invariants that hold in every reachable state; the simulator checks them after each action."""

from __future__ import annotations

from collections import Counter

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import CHANCE
from tortuga_qt.rules.components import components
from tortuga_qt.rules.frames import ChanceF, ResolveF, VoteF
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import RB1
from tortuga_qt.rules.state import GameState


class InvariantError(AssertionError):
    """A state that the rules can never produce."""


def _fail(msg: str) -> None:
    raise InvariantError(msg)


def check_state(s: GameState) -> None:
    """Raises InvariantError if positions, cards or treasure are not all accounted for."""
    _check_pawns(s)
    _check_treasure(s)
    _check_vote_cards(s)
    _check_event_cards(s)
    _check_knowledge(s)
    comp = components()
    brit, fren, dutch = comp.loyalty[s.n]
    if sorted(s.loyalty) != sorted([0] * brit + [1] * fren + [2] * dutch):
        _fail(f"loyalties {s.loyalty} do not match the table for {s.n} players")
    if s.lost >> s.n:
        _fail("a lost turn is marked for a seat that does not exist")
    for seat, left in enumerate(s.code_left):
        holds = any(C.KIND[c] == CardKind.PIRATE_CODE for c in s.front[seat])
        if not 0 <= left <= 2 or (left > 0) != holds:
            _fail(f"P{seat + 1}: Pirate Code count {left} does not match the cards in front")
    if (s.result is None) == (not s.stack):
        _fail("a game is over exactly when nothing is pending")


def _check_pawns(s: GameState) -> None:
    placed = list(s.ships[0]) + list(s.ships[1]) + list(s.tortuga) + [b for b in s.boats if b >= 0]
    if s.turn >= 0 and sorted(placed) != list(range(s.n)):
        _fail(f"pawns are not each in exactly one place: {placed}")
    for line in s.ships:
        if len(line) > components().ship_capacity:
            _fail(f"a ship carries {len(line)} pawns")
    if s.exploded not in (-1, RB1, RB1 + 1):
        _fail(f"the explosion token lies on place {s.exploded}, not on a Rowboat")
    if s.exploded >= 0 and s.boats[s.exploded - RB1] >= 0:
        _fail("a pawn sits on the exploded Rowboat")
    for ship, line in enumerate(s.ships):
        albatross = sum(1 for x in line for c in s.front[x] if C.KIND[c] == CardKind.ALBATROSS)
        if albatross >= 2:
            _fail(f"ship {ship} sails on with {albatross} Albatross cards aboard")


def _check_treasure(s: GameState) -> None:
    parts = (s.galleon, *s.holds, *s.tort)
    if min(parts) < 0:
        _fail(f"negative treasure {parts}")
    total = components().total_treasure
    in_play = sum(parts)
    if s.turn >= 0 and in_play != total:
        _fail(f"{in_play} treasure tokens on the mat, expected {total}")
    if sum(s.tort) != 2:
        _fail(f"Tortuga holds {sum(s.tort)} treasure, always 2")


def _in_flight_votes(s: GameState) -> list[int]:
    out: list[int] = []
    for f in s.stack:
        if isinstance(f, VoteF):
            out += [c for _, cards in f.played for c in cards]
        elif isinstance(f, ChanceF) and f.what == "vote_return":
            out += list(f.args)
    return out


def _check_vote_cards(s: GameState) -> None:
    cards = [c for h in s.hands for c in h] + list(s.vote_deck) + _in_flight_votes(s)
    if s.hands != ((),) * s.n or s.vote_deck:
        if sorted(cards) != list(range(C.N_VOTE)):
            dup = [c for c, k in Counter(cards).items() if k > 1]
            _fail(f"Vote cards not all accounted for ({len(cards)} seen, duplicates {dup})")
    for h in s.hands:
        if list(h) != sorted(h):
            _fail("a hand is not kept sorted")


def _check_event_cards(s: GameState) -> None:
    if s.turn < 0 and all(c < 0 for c in s.row):
        return  # before the Event deal
    cards = list(s.event_deck) + [c for c in s.row if c >= 0] + list(s.discard) + list(s.removed)
    cards += [c for f in s.front for c in f]
    for f in s.stack:
        if isinstance(f, ResolveF):
            cards.append(f.card)
        elif isinstance(f, ChanceF) and f.what == "new_deck":
            cards += list(f.args)
    if sorted(cards) != list(range(C.N_EVENT)):
        _fail(f"Event cards not all accounted for ({len(cards)} seen of {C.N_EVENT})")


def _check_knowledge(s: GameState) -> None:
    for seat, known in enumerate(s.known):
        for slot, card in enumerate(known):
            if card >= 0 and s.row[slot] != card:
                _fail(f"P{seat + 1} remembers a card in slot {slot + 1} that is not there")


def check_progress(s: GameState) -> None:
    """Raises InvariantError unless someone can act (or the game is over)."""
    from tortuga_qt.rules.engine import legal_actions, seats_to_act

    if s.result is not None:
        return
    seats = seats_to_act(s)
    if not seats:
        _fail("nobody can act but the game is not over")
    if seats != (CHANCE,):
        for seat in seats:
            if not legal_actions(s, seat):
                _fail(f"P{seat + 1} must decide but has no legal action")
