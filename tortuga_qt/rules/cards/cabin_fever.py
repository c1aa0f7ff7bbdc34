"""Cabin Fever: the revealer and another player shuffle their Loyalty cards and each looks again."""

from __future__ import annotations

from tortuga_qt.rules.actions import Action, Fever
from tortuga_qt.rules.board import discard, push
from tortuga_qt.rules.cards.rule import CardRule, another_player, others
from tortuga_qt.rules.events import CabinFever, Event, LoyaltySeen
from tortuga_qt.rules.frames import ChanceF, ResolveF
from tortuga_qt.rules.kinds import CardKind, ChanceStep
from tortuga_qt.rules.state import GameState


def _choices(s: GameState, seat: int) -> list[Action]:
    return [Fever(seat, t) for t in others(s, seat)]


def _apply(s: GameState, f: ResolveF, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Fever)
    ev.append(CabinFever(f.seat, action.target))
    discard(s, f.card, ev)
    push(s, ChanceF(ChanceStep.FEVER, 2, (f.seat, action.target)))


def fever_deal(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """The two Loyalty cards shuffled and dealt back; each player looks at theirs in secret."""
    a, b = f.args
    if outcome == (1, 0):
        loyal = list(s.loyalty)
        loyal[a], loyal[b] = loyal[b], loyal[a]
        s.loyalty = tuple(loyal)
    for seat in (a, b):
        ev.append(LoyaltySeen(seat, s.loyalty[seat]))


RULE = CardRule(CardKind.CABIN_FEVER, choices=_choices, on_choice=_apply, refuse=another_player,
                chance_steps={ChanceStep.FEVER: fever_deal})
