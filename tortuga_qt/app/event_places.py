"""Where an event happens on the mat: the pawns, places, holds and slots it touches. Qt-free.

`places(event)` answers for every kind of event that happens somewhere on the mat; the kinds
that happen nowhere on it (a draw, a shuffle, a card put down face down, the end) are listed in
`NOWHERE_ON_THE_MAT`. tests/app/test_event_places.py names any kind in neither, so a new event
is placed here when it is added (issue 23 item 2: the last move stays marked on the mat).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from tortuga_qt.app.targets import Hold, Pawn, Place, Slot, Target, treasure_source
from tortuga_qt.rules import events as E
from tortuga_qt.rules.actions import Action, Chance
from tortuga_qt.rules.places import TORTUGA

NOWHERE_ON_THE_MAT: Final[frozenset[str]] = frozenset({
    "abstained", "atlantis_pass", "card_lost", "card_lost_private", "deck_shuffled", "discarded", "drew",
    "drew_cards", "game_over", "hand_replaced", "loyalties_revealed", "loyalty", "pawns_placed", "pirate_code_spent",
    "replaced", "row_laid_out", "row_reshuffled", "saw", "starred_chosen", "sudden_death", "turn",
    "vote_cards_returned", "voted", "voted_cards", "searched",
})
"""The kinds of event that happen nowhere on the mat (by notation name)."""


def places(e: E.Event) -> tuple[Target, ...]:  # noqa: PLR0911, PLR0912 - one case per kind of event, by design
    """Returns what an event touches on the mat, the main thing first (empty: it happens nowhere on it)."""
    match e:
        case E.Moved(seat=seat, dst=dst):
            return (Pawn(seat), Place(dst))
        case E.Swapped(seat=seat, other=other):
            return (Pawn(seat), Pawn(other))
        case E.Marooned(seat=seat):
            return (Pawn(seat), Place(TORTUGA))
        case E.CaptainMaroons(target=target):
            return (Pawn(target), Place(TORTUGA))
        case E.AlbatrossSinks(ship=ship):
            return (Place(ship),)
        case E.Shifted(ship=ship, src=team):  # one treasure from the `team` hold to the other one
            return (Hold(2 * ship + team), Hold(2 * ship + 1 - team))
        case E.StartHoldChosen(ship=ship, team=team):
            return (Hold(2 * ship + team),)
        case E.TreasureTaken(src=src, dst=dst):
            return (treasure_source(src), Hold(dst))
        case E.TortugaTreasure():
            return (Place(TORTUGA),)
        case E.Viewed(seat=seat, a=a, b=b):
            return (Slot(a), Slot(b), Pawn(seat))
        case E.Revealed(slot=slot):
            return (Slot(slot),)
        case E.Forced(target=target, a=a, b=b):
            return (Slot(a), Slot(b), Pawn(target))
        case E.BlownUp(boat=boat):
            return (Place(boat),)
        case E.EightBells(place=place) | E.StormySeas(place=place):
            return (Place(place),)
        case E.ScurvyStruck(victims=victims):
            return tuple(Pawn(v) for v in victims)
        case E.VoteCalled(seat=seat, ship=ship):
            return (Place(ship), Pawn(seat))
        case E.Given(target=seat) | E.PistolAimed(target=seat) | E.CabinFever(target=seat) | E.CrowsNest(target=seat):
            return (Pawn(seat),)
        case E.Kept(seat=seat) | E.VoteResult(seat=seat) | E.TreasureDeclined(seat=seat) | E.FountainUsed(seat=seat):
            return (Pawn(seat),)
        case E.TurnLost(seat=seat) | E.NoEffect(seat=seat):
            return (Pawn(seat),)
    return ()


def on_the_mat(batch: Iterable[E.Event]) -> tuple[E.Event, ...]:
    """Returns the events of one move that the whole table saw happen somewhere on the mat (never a secret)."""
    return tuple(e for e in batch if e.visible_for(None) and places(e))


def last_on_the_mat(steps: Iterable[tuple[Action, Sequence[E.Event]]]) -> tuple[E.Event, ...]:
    """Returns `on_the_mat` of the last move that touched the mat, from a record's steps (each action, what it caused).

    A move is a seat's action with the chance steps that follow it, as the table applies it; the
    deal's own steps come before any move and mark nothing. Empty: nothing has moved on the mat.
    """
    last: tuple[E.Event, ...] = ()
    move: list[E.Event] | None = None  # None: still the deal
    for action, caused in steps:
        if not isinstance(action, Chance):
            last = on_the_mat(move or ()) or last
            move = []
        if move is not None:
            move += caused
    return on_the_mat(move or ()) or last


__all__ = ["NOWHERE_ON_THE_MAT", "last_on_the_mat", "on_the_mat", "places"]
