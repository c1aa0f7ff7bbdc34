"""Moving as a turn action: from a ship or Tortuga onto an adjoining Rowboat, and off it again.

Rulebook "Rowboats"; a ship holds at most 5 pawns ("Game Play"); a blown-up Rowboat is never
used again (Black Powder). The move itself is `board.do_move`.
"""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Move
from tortuga_qt.rules.board import boat_free, do_move, has_room, place_of
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.places import JR, PLACE_CODES, RB1, RB2, TORTUGA, boat_ship, ship_boat
from tortuga_qt.rules.refusal import SHIP_FULL, Refusal, refused
from tortuga_qt.rules.state import GameState

_RULE = "rulebook: Rowboats"


def move_actions(s: GameState, seat: int) -> list[Action]:
    """Returns the seat's moves: onto a free adjoining Rowboat, or from one to Tortuga or its ship."""
    place, _ = place_of(s, seat)
    if place <= JR:
        boat = ship_boat(place)
        return [Move(seat, boat)] if boat_free(s, boat) else []
    if place == TORTUGA:
        return [Move(seat, b) for b in (RB1, RB2) if boat_free(s, b)]
    ship = boat_ship(place)
    acts: list[Action] = [Move(seat, TORTUGA)]
    if has_room(s, ship):
        acts.append(Move(seat, ship))
    return acts


def apply_move(s: GameState, a: Action, ev: list[Event]) -> None:
    """Moves the seat's pawn (its own turn action)."""
    assert type(a) is Move
    do_move(s, a.seat, a.dest, ev)


def refuse_move(s: GameState, a: Action) -> Refusal:
    """Why a move is not legal now."""
    assert type(a) is Move
    place, _ = place_of(s, a.seat)
    if a.dest in (RB1, RB2):
        if s.exploded == a.dest:
            return refused("boat_exploded", "Event card: Black Powder", "That Rowboat was blown up and can never be used again.")
        if not boat_free(s, a.dest):
            return refused("boat_taken", _RULE, "Each Rowboat holds only 1 pawn at a time.")
        if place in (RB1, RB2) or (place <= JR and ship_boat(place) != a.dest):
            return refused("not_adjoining", _RULE, "You may only move to a Rowboat that adjoins your ship or Tortuga.")
        return refused("bad_move", _RULE, "That move is not possible.")
    if not 0 <= a.dest < len(PLACE_CODES):
        return refused("no_such_place", _RULE, "Move to a Rowboat, to Tortuga or to a ship.")
    if place not in (RB1, RB2):
        return refused("via_rowboat", _RULE,
                       f"From {PLACE_CODES[place]} you can only move onto an adjoining Rowboat; reaching a ship or "
                       "Tortuga takes a second action from the Rowboat.")
    if a.dest != TORTUGA and a.dest != boat_ship(place):
        return refused("not_adjoining", _RULE, "From a Rowboat you may go to Tortuga or to the ship it adjoins.")
    return SHIP_FULL
