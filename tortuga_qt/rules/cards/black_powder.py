"""Black Powder: blow up a Rowboat for good, marooning its occupant (once: one explosion token)."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Powder
from tortuga_qt.rules.board import discard, maroon_now
from tortuga_qt.rules.cards.rule import CardRule, card_rule_name
from tortuga_qt.rules.events import BlownUp, Event
from tortuga_qt.rules.frames import ResolveF
from tortuga_qt.rules.kinds import CardKind, MaroonCause
from tortuga_qt.rules.places import RB1, RB2
from tortuga_qt.rules.refusal import Refusal, refused
from tortuga_qt.rules.state import GameState


def _spent(s: GameState) -> bool:
    """The one explosion token already lies on a Rowboat that "can never be used again" (it comes
    back only after an R9 reshuffle): a second Black Powder does nothing."""
    return s.exploded in (RB1, RB2)


def _choices(s: GameState, seat: int) -> list[Action]:
    return [Powder(seat, b) for b in (RB1, RB2) if s.exploded != b]


def _apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Powder)
    s.exploded = action.boat
    ev.append(BlownUp(f.seat, action.boat))
    discard(s, f.card, ev)
    occupant = s.boats[action.boat - RB1]
    if occupant >= 0:
        maroon_now(s, occupant, MaroonCause.BLACK_POWDER, ev)


def _refuse(s: GameState, f: ResolveF, a: Action) -> Refusal | None:
    if type(a) is not Powder:
        return None
    return refused("boat_exploded", card_rule_name(f.kind),
                   "Choose a Rowboat that has not been blown up (RB1 or RB2).", boat=a.boat)


RULE = CardRule(CardKind.BLACK_POWDER, choices=_choices, on_choice=_apply, refuse=_refuse, no_effect=_spent)
