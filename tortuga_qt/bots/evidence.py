"""What each event tells the belief: one handler per kind of event, fed to a `Tracker`.

Behaviour is soft evidence (a likelihood entry, `likelihoods.py`); the seat's own card, its own
Cabin Fever look and the cards shown at the end are hard facts; the board (who is aboard which
ship, what lies in each hold, who viewed which row slot, the vote under way) is followed too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tortuga_qt.bots.tracker import Tracker, VoteSeen
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.events import (
    BlownUp,
    CabinFever,
    CaptainMaroons,
    EightBells,
    Event,
    Forced,
    Given,
    LoyaltiesRevealed,
    LoyaltySeen,
    Marooned,
    Moved,
    PawnsPlaced,
    PistolAimed,
    Revealed,
    RowReshuffled,
    Shifted,
    StartHoldChosen,
    StormySeas,
    SuddenDeath,
    Swapped,
    TreasureTaken,
    Viewed,
    VoteCalled,
    Voted,
    VotedCards,
    VoteResult,
)
from tortuga_qt.rules.kinds import CardKind, MaroonCause, MoveHow, VoteKind
from tortuga_qt.rules.places import JR, TORTUGA


def _without(lines: tuple[tuple[int, ...], ...], seat: int) -> list[tuple[int, ...]]:
    return [tuple(x for x in line if x != seat) for line in lines]


def _ship_favours(holds: tuple[int, int, int, int], ship: int) -> int:
    """Returns the team whose hold on `ship` holds more (-1: level)."""
    b, f = holds[2 * ship], holds[2 * ship + 1]
    return 0 if b > f else 1 if f > b else -1


def _on_loyalty(t: Tracker, e: Event) -> None:
    assert isinstance(e, LoyaltySeen)
    if e.seat == t.seat:
        t.condition(e.seat, e.team)


def _on_fever(t: Tracker, e: Event) -> None:
    assert isinstance(e, CabinFever)
    t.mix(e.seat, e.target)


def _on_revealed_all(t: Tracker, e: Event) -> None:
    assert isinstance(e, LoyaltiesRevealed)
    if len(e.loyalties) == t.n:
        t.reveal_all(e.loyalties)


def _on_pawns(t: Tracker, e: Event) -> None:
    assert isinstance(e, PawnsPlaced)
    t.lines = (e.fd, e.jr, (), (), ())
    t.holds = (0, 0, 0, 0)


def _on_start_hold(t: Tracker, e: Event) -> None:
    assert isinstance(e, StartHoldChosen)
    t.side(e.seat, "start_hold", e.team)
    if t.holds is not None:
        h = list(t.holds)
        h[2 * e.ship + e.team] += 1
        t.holds = (h[0], h[1], h[2], h[3])


def _on_moved(t: Tracker, e: Event) -> None:
    assert isinstance(e, Moved)
    if e.dst <= JR and e.how in (MoveHow.ROW, MoveHow.ATLANTIS) and t.holds is not None:
        team = _ship_favours(t.holds, e.dst)
        if team >= 0:
            t.side(e.seat, "board", team)
    if t.lines is not None:
        lines = _without(t.lines, e.seat)
        lines[e.dst] = lines[e.dst] + (e.seat,)
        t.lines = tuple(lines)


def _on_marooned(t: Tracker, e: Event) -> None:
    assert isinstance(e, Marooned)
    if e.cause == MaroonCause.BLACK_POWDER and t.powder >= 0:
        t.pair(t.powder, e.seat, "powder")
        t.powder = -1
    if t.lines is not None:
        lines = _without(t.lines, e.seat)
        lines[TORTUGA] = lines[TORTUGA] + (e.seat,)
        t.lines = tuple(lines)


def _on_swapped(t: Tracker, e: Event) -> None:
    assert isinstance(e, Swapped)
    if t.lines is not None:
        swap = {e.seat: e.other, e.other: e.seat}
        t.lines = tuple(tuple(swap.get(x, x) for x in line) for line in t.lines)


def _on_eight_bells(t: Tracker, e: Event) -> None:
    assert isinstance(e, EightBells)
    if t.lines is not None:
        lines = list(t.lines)
        lines[e.place] = e.line
        t.lines = tuple(lines)


def _on_shifted(t: Tracker, e: Event) -> None:
    assert isinstance(e, Shifted)
    t.side(e.seat, "shift_to", 1 - e.src)
    if t.holds is not None:
        h = list(t.holds)
        h[2 * e.ship + e.src] -= 1
        h[2 * e.ship + 1 - e.src] += 1
        t.holds = (h[0], h[1], h[2], h[3])


def _on_taken(t: Tracker, e: Event) -> None:
    assert isinstance(e, TreasureTaken)
    t.side(e.seat, "take_into", e.dst % 2)
    if e.src >= 0:
        t.side(e.seat, "take_from", e.src % 2)
    if t.holds is not None:
        h = list(t.holds)
        if e.src >= 0:
            h[e.src] -= 1
        h[e.dst] += 1
        t.holds = (h[0], h[1], h[2], h[3])


def _on_stormy(t: Tracker, e: Event) -> None:
    assert isinstance(e, StormySeas)
    if t.holds is not None and e.place <= JR:
        h = list(t.holds)
        h[2 * e.place] = h[2 * e.place + 1] = 0
        t.holds = (h[0], h[1], h[2], h[3])


def _on_captain_maroons(t: Tracker, e: Event) -> None:
    assert isinstance(e, CaptainMaroons)
    t.pair(e.seat, e.target, "maroon")


def _on_pistol(t: Tracker, e: Event) -> None:
    assert isinstance(e, PistolAimed)
    t.pair(e.seat, e.target, "pistol")


def _on_given(t: Tracker, e: Event) -> None:
    assert isinstance(e, Given)
    t.pair(e.seat, e.target, "gift")


def _on_viewed(t: Tracker, e: Event) -> None:
    assert isinstance(e, Viewed)
    if 0 <= e.seat < t.n:
        v = list(t.viewed)
        v[e.seat] = v[e.seat] | {e.a, e.b}
        t.viewed = tuple(v)


def _on_forced(t: Tracker, e: Event) -> None:
    assert isinstance(e, Forced)
    knows = 0 <= e.seat < t.n and bool(t.viewed[e.seat] & {e.a, e.b})
    t.pair(e.seat, e.target, "force_knowing" if knows else "force")
    t.force = (e.seat, e.target)


def _on_revealed(t: Tracker, e: Event) -> None:
    assert isinstance(e, Revealed)
    if t.force is not None:
        forcer, target = t.force
        t.force = None
        if e.seat == target and e.card == CardKind.BLACK_SPOT and e.slot in t.viewed[forcer]:
            t.pair(forcer, target, "black_spot")
    t.viewed = tuple(v - {e.slot} if e.slot in v else v for v in t.viewed)


def _on_row_void(t: Tracker, e: Event) -> None:
    t.viewed = (frozenset(),) * t.n


def _on_powder(t: Tracker, e: Event) -> None:
    assert isinstance(e, BlownUp)
    t.powder = e.seat


def _on_vote_called(t: Tracker, e: Event) -> None:
    assert isinstance(e, VoteCalled)
    captain = -1
    if e.what == VoteKind.MUTINY and t.lines is not None and t.lines[e.ship]:
        captain = t.lines[e.ship][0]
        t.pair(e.seat, captain, "call_mutiny")
    t.vote = VoteSeen(e.what, e.seat, captain, (), ())


def _on_voted(t: Tracker, e: Event) -> None:
    assert isinstance(e, Voted)
    v = t.vote
    if v is not None:
        t.vote = VoteSeen(v.what, v.caller, v.captain, v.voters + ((e.seat, e.n),), v.mine)


def _on_voted_cards(t: Tracker, e: Event) -> None:
    assert isinstance(e, VotedCards)
    v = t.vote
    if v is not None and e.seat == t.seat:
        mine = v.mine + tuple(C.VOTE_FACE[c] for c in e.cards)
        t.vote = VoteSeen(v.what, v.caller, v.captain, v.voters, mine)


def _on_vote_result(t: Tracker, e: Event) -> None:
    assert isinstance(e, VoteResult)
    v = t.vote
    t.vote = None
    if v is not None and v.what == e.what:
        t.vote_result(v, e.faces)


HANDLERS: Final[dict[type[Event], Callable[[Tracker, Event], None]]] = {
    LoyaltySeen: _on_loyalty,
    CabinFever: _on_fever,
    LoyaltiesRevealed: _on_revealed_all,
    PawnsPlaced: _on_pawns,
    StartHoldChosen: _on_start_hold,
    Moved: _on_moved,
    Marooned: _on_marooned,
    Swapped: _on_swapped,
    EightBells: _on_eight_bells,
    Shifted: _on_shifted,
    TreasureTaken: _on_taken,
    StormySeas: _on_stormy,
    CaptainMaroons: _on_captain_maroons,
    PistolAimed: _on_pistol,
    Given: _on_given,
    Viewed: _on_viewed,
    Forced: _on_forced,
    Revealed: _on_revealed,
    RowReshuffled: _on_row_void,
    SuddenDeath: _on_row_void,
    BlownUp: _on_powder,
    VoteCalled: _on_vote_called,
    Voted: _on_voted,
    VotedCards: _on_voted_cards,
    VoteResult: _on_vote_result,
}


def feed(t: Tracker, e: Event) -> None:
    """Takes one event into account."""
    handler = HANDLERS.get(type(e))
    if handler is not None:
        handler(t, e)
