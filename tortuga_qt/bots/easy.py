"""The Easy computer pirate: a legal move with common sense, otherwise chosen at random.

It knows only its own Loyalty card, its Vote hand, its notes on the Event row and the table
(it never reasons about who is on which side). It never plays a move that can only hurt its
side when a harmless one exists (`judgement.blunders`: treasure into the other team's hold, the
other team's flag in a Brawl, water in its own Attack, a known Black Spot...), prefers the plainly
good variant of a choice (plunder into its own hold, its own flag, the Fountain of Youth used),
then picks a kind of move at random and one move of that kind, so it is fast and beatable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tortuga_qt.bots import judgement as J
from tortuga_qt.bots.card_knowledge import card
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action, Fountain, Pick, Powder, Reveal, Search, Take, Vote
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import GALLEON, NOWHERE, RB1
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import CrowSearchDecision, SeatView, VoteDecision


class EasyBot:
    """A computer pirate with common sense and no suspicion (a `Bot`)."""

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns a random sensible legal move: a kind of move first, then one of that kind."""
        if len(legal) == 1:
            return legal[0]
        moves = sensible(view, legal)
        verbs = sorted({a.verb for a in moves})
        verb = rng.choice(verbs)
        return rng.choice([a for a in moves if a.verb == verb])


def sensible(view: SeatView, legal: Sequence[Action]) -> list[Action]:
    """Returns the legal moves without blunders, narrowed to the plainly better ones where a choice has them."""
    bad = J.blunders(view, legal)
    moves = [a for a in legal if a not in bad]
    for prefer in _PREFERENCES:
        better = [a for a in moves if prefer(view, a)]
        if better:
            moves = better
    return moves


def _own_hold(view: SeatView, a: Action) -> bool:
    """Plunder goes into my side's hold, taken from the other side's hold when the Galleon is empty."""
    side = J.my_side(view)
    if not isinstance(a, Take) or a.src == NOWHERE or side is None:
        return False
    return J.hold_team(a.dst) == side and (a.src == GALLEON or J.hold_team(a.src) != side)


def _good_card(view: SeatView, a: Action) -> bool:
    """In a vote: my side's flag in a Brawl; in my own call, a card that helps it pass."""
    d, side = view.decision, J.my_side(view)
    if not isinstance(a, Vote) or not isinstance(d, VoteDecision) or view.vote is None:
        return False
    if d.what == "brawl":
        return side is not None and all(J.flags(c, side) for c in a.cards)
    if view.vote.caller != a.seat:
        return len(a.cards) == 1
    if d.what == "attack":
        return all(C.VOTE_TOP[c] != "water" for c in a.cards)
    return all(J.mutiny_net(c) > 0 for c in a.cards)


def _safe_slot(view: SeatView, a: Action) -> bool:
    """A forced pick of a card known not to hurt me (or an Armada that wins), else an unknown one."""
    if not isinstance(a, Pick):
        return False
    kind = view.known[a.slot]
    return kind is None or not card(kind).harmful


def _winning_reveal(view: SeatView, a: Action) -> bool:
    """The Spanish Armada, known, revealed while my side leads."""
    side = J.my_side(view)
    if not isinstance(a, Reveal) or view.known[a.slot] != CardKind.SPANISH_ARMADA:
        return False
    if J.my_team(view) == Team.DUTCH:
        return side is None
    return side is not None and J.balance(view, side) > 0


def _use_fountain(view: SeatView, a: Action) -> bool:
    """The Fountain of Youth is used against being marooned."""
    return isinstance(a, Fountain) and a.use


def _spare_my_boat(view: SeatView, a: Action) -> bool:
    """Black Powder blows up a Rowboat I am not sitting in."""
    return isinstance(a, Powder) and view.boats[a.boat - RB1] != view.seat


def _my_flag_search(view: SeatView, a: Action) -> bool:
    """Crow's Nest on myself: I keep cards showing my side's flag."""
    d, side = view.decision, J.my_side(view)
    if not isinstance(a, Search) or not isinstance(d, CrowSearchDecision) or side is None:
        return False
    return d.target == view.seat and J.flags(a.card, side) > 0


_PREFERENCES: tuple[Callable[[SeatView, Action], bool], ...] = (
    _own_hold, _good_card, _safe_slot, _winning_reveal, _use_fountain, _spare_my_boat, _my_flag_search,
)
