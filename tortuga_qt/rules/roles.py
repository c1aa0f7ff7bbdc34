"""The roles' actions: Captains (Attack, maroon), First Mates (Mutiny), Cabin Boys (shift
treasure) and the Governor of Tortuga (Brawl): who may take each, what it does, why it is refused.

Rulebook "Captains", "Cabin Boys", "Potential Actions"; R5 (what an Attack needs), R6 (roles).
The votes these actions call are in `votes`.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules import votes as V
from tortuga_qt.rules.actions import Action, Attack, Brawl, Maroon, Mutiny, Shift
from tortuga_qt.rules.board import place_of, push
from tortuga_qt.rules.events import CaptainMaroons, Event, Shifted
from tortuga_qt.rules.frames import MaroonF
from tortuga_qt.rules.kinds import MaroonCause, VoteKind
from tortuga_qt.rules.places import FD, JR, TORTUGA, hold
from tortuga_qt.rules.refusal import Refusal, refused
from tortuga_qt.rules.state import GameState

# Enum members bound once: looking a member up on its class costs a call, in the hot path.
_ATTACK: Final = VoteKind.ATTACK
_MUTINY: Final = VoteKind.MUTINY
_BRAWL: Final = VoteKind.BRAWL
_CAPTAIN: Final = MaroonCause.CAPTAIN

def can_attack(s: GameState, ship: int) -> bool:
    """R5: an Attack needs treasure on the Galleon, or (Galleon empty) on the other ship."""
    if s.galleon > 0:
        return True
    other = 1 - ship
    return s.holds[hold(other, 0)] + s.holds[hold(other, 1)] > 0


def role_actions(s: GameState, seat: int) -> list[Action]:
    """Returns the actions the seat's role allows now (Captain, First Mate, Cabin Boy, Governor)."""
    acts: list[Action] = []
    for ship in (FD, JR):
        line = s.ships[ship]
        if seat not in line:
            continue
        if line[0] == seat:
            if can_attack(s, ship):
                acts.append(Attack(seat))
            acts += [Maroon(seat, t) for t in line[1:]]
        if len(line) >= 2 and line[1] == seat:
            acts.append(Mutiny(seat))
        if line[-1] == seat:
            acts += [Shift(seat, t) for t in (0, 1) if s.holds[hold(ship, t)] > 0]
    if s.tortuga and s.tortuga[0] == seat:
        acts.append(Brawl(seat))
    return acts


def _rank(s: GameState, seat: int) -> tuple[bool, int, tuple[int, ...]]:
    """Returns (on a ship, index in its line, the line)."""
    place, idx = place_of(s, seat)
    on_ship = place <= JR
    return on_ship, idx, s.ships[place] if on_ship else ()


def _attack(s: GameState, a: Action, ev: list[Event]) -> None:
    V.start_vote(s, _ATTACK, a.seat, place_of(s, a.seat)[0], ev)


def _refuse_attack(s: GameState, a: Action) -> Refusal:
    on_ship, idx, _ = _rank(s, a.seat)
    if not (on_ship and idx == 0):
        return refused("not_captain", "rulebook: Captains", "Only a Captain may call for an Attack.")
    return refused("nothing_to_take", "R5",
                   "An Attack needs treasure on the Spanish Galleon or, once it is empty, in the other ship's holds.")


def _maroon(s: GameState, a: Action, ev: list[Event]) -> None:
    assert type(a) is Maroon
    ev.append(CaptainMaroons(a.seat, a.target))
    push(s, MaroonF(a.target, _CAPTAIN))


def _refuse_maroon(s: GameState, a: Action) -> Refusal:
    on_ship, idx, _ = _rank(s, a.seat)
    if not (on_ship and idx == 0):
        return refused("not_captain", "rulebook: Captains", "Only a Captain may maroon a crewmate.")
    return refused("not_crewmate", "R6", "A Captain may maroon only another pawn on their own ship, never themselves.")


def _mutiny(s: GameState, a: Action, ev: list[Event]) -> None:
    V.start_vote(s, _MUTINY, a.seat, place_of(s, a.seat)[0], ev)


def _refuse_mutiny(s: GameState, a: Action) -> Refusal:
    return refused("not_first_mate", "R6", "Only a First Mate (second in line on a ship) may call for a Mutiny.")


def _shift(s: GameState, a: Action, ev: list[Event]) -> None:
    assert type(a) is Shift
    ship = place_of(s, a.seat)[0]
    holds = list(s.holds)
    holds[hold(ship, a.src)] -= 1
    holds[hold(ship, 1 - a.src)] += 1
    s.holds = (holds[0], holds[1], holds[2], holds[3])
    ev.append(Shifted(a.seat, ship, a.src))


def _refuse_shift(s: GameState, a: Action) -> Refusal:
    on_ship, _, line = _rank(s, a.seat)
    if not (on_ship and line[-1] == a.seat):
        return refused("not_cabin_boy", "rulebook: Cabin Boys",
                       "Only a Cabin Boy (last in line on a ship) may move treasure between holds.")
    return refused("no_treasure_in_hold", "R6", "There is no treasure in that hold to move.")


def _brawl(s: GameState, a: Action, ev: list[Event]) -> None:
    V.start_vote(s, _BRAWL, a.seat, TORTUGA, ev)


def _refuse_brawl(s: GameState, a: Action) -> Refusal:
    return refused("not_governor", "R6", "Only the Governor of Tortuga (first in Tortuga's line) may call for a Brawl.")


ROLE_RULES = {
    Attack: (_attack, _refuse_attack),
    Maroon: (_maroon, _refuse_maroon),
    Mutiny: (_mutiny, _refuse_mutiny),
    Shift: (_shift, _refuse_shift),
    Brawl: (_brawl, _refuse_brawl),
}
"""Each role action's effect and refusal, by action class."""
