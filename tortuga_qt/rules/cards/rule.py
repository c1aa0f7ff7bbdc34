"""What an Event card module declares: `RULE = CardRule(...)`, the card's whole rule in one value.

A card resolves at once (`at_once`) or by a choice of its revealer (`choices`, `on_choice`,
`refuse`). It may also own random steps (`chance_steps`), decisions of later moments
(`decisions`: Atlantis before a turn, the Fountain of Youth at a maroon, the Crow's Nest search),
turn actions its holder may take (`held_actions`, `turn_actions`), and hooks at a turn's start or
a marooning. `registry.CARD_RULES` collects every card module's `RULE`, one per `CardKind`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.board import discard
from tortuga_qt.rules.components import components
from tortuga_qt.rules.decision import DecisionRule
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import ChanceF, Frame, MaroonF, ResolveF, TurnStartF
from tortuga_qt.rules.kinds import CardKind, ChanceStep
from tortuga_qt.rules.refusal import Refusal, no_such_player, refused
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import NO_ENTRIES, value

AtOnce = Callable[[GameState, int, int, list[Event]], None]  # (state, revealer, card id, events)
Choices = Callable[[GameState, int], list[Action]]  # (state, revealer)
OnChoice = Callable[[GameState, ResolveF, Action, list[Event]], None]
Refuse = Callable[[GameState, ResolveF, Action], Refusal | None]
ChanceHandler = Callable[[GameState, ChanceF, tuple[int, ...], list[Event]], None]
BeforeTurn = Callable[[GameState, TurnStartF], tuple[Frame, ...]]  # frames to push first, or ()
OnMaroon = Callable[[GameState, MaroonF], Frame | None]  # a decision before the maroon, or None
TurnRule = tuple[Callable[[GameState, Action, list[Event]], None], Callable[[GameState, Action], Refusal]]


@value
class CardRule:
    """How one kind of Event card works, from its reveal to every later use."""

    kind: CardKind
    at_once: AtOnce | None = None
    choices: Choices | None = None
    on_choice: OnChoice | None = None
    refuse: Refuse | None = None  # why a choice is refused (None: the generic words)
    no_effect: Callable[[GameState], bool] | None = None  # when revealed now, it does nothing
    chance_steps: Mapping[ChanceStep, ChanceHandler] = NO_ENTRIES
    decisions: tuple[DecisionRule, ...] = ()
    held_actions: Callable[[GameState, int], list[Action]] | None = None  # turn actions of its holder
    turn_actions: Mapping[type, TurnRule] = NO_ENTRIES  # their effect and refusal
    before_turn: BeforeTurn | None = None
    on_maroon: OnMaroon | None = None

    def __post_init__(self) -> None:
        if (self.at_once is None) == (self.choices is None) or (self.choices is None) != (self.on_choice is None):
            raise ValueError(f"{self.kind}: a card resolves either at once or by a choice with its effect")


def others(s: GameState, seat: int) -> list[int]:
    """Returns every seat but `seat` (cards that must target another player)."""
    return [x for x in range(s.n) if x != seat]


def discarded(effect: Callable[[GameState, int, list[Event]], None]) -> AtOnce:
    """Returns a card rule that discards the card, then has its effect."""
    def resolve(s: GameState, seat: int, card: int, ev: list[Event]) -> None:
        discard(s, card, ev)
        effect(s, seat, ev)
    return resolve


def card_rule_name(kind: str) -> str:
    """Returns the rule a card's refusal cites ("Event card: Cabin Fever")."""
    return f"Event card: {components().event_names[kind].rpartition(': ')[2]}"


def another_player(s: GameState, f: ResolveF, a: Action) -> Refusal | None:
    """Refuses a card's target that is its revealer or no player of this game."""
    target = getattr(a, "target", None)
    if target == a.seat:
        return refused("another_player", card_rule_name(f.kind), "This card must target another player, not yourself.")
    if isinstance(target, int) and target not in range(s.n):
        return no_such_player(card_rule_name(f.kind), target)
    return None
