"""A cheap copy of the table one seat sees (`table_of`), to try moves on with the rules' own board functions.

The copy is a `GameState` holding only public facts and the seat's own: the pawns, the
treasure, the cards face up, how many Vote cards each seat holds (other seats' cards as -1),
the row cards the seat knows (every other slot -1). The computer pirates clone it and apply the
rules' own functions to the clone: `rules.board` (do_move, maroon_now...), a card's own rule
(`resolve_at_once`, `card_chance`: rules/cards/<kind>.py), votes.apply_take, never a second model
of the rules. What the rules leave to the engine (frames pushed for later: the random Vote card
lost when marooned on Tortuga again) `settle` carries out on the copy: one card fewer, any card,
since only the count is known.
"""

from __future__ import annotations

from functools import lru_cache

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.board import maroon_now, place_of
from tortuga_qt.rules.cards.registry import CARD_RULES
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import GameConfig, SeatConfig
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import ChanceF
from tortuga_qt.rules.kinds import CardKind, ChanceStep, MaroonCause
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import SeatView

UNKNOWN = -1
"""A card this seat cannot see (another seat's Vote card, a deck's card, a row card it never viewed)."""


IDS: dict[str, tuple[int, ...]] = {kind: components().event_ids(kind) for kind in C.EVENT_KINDS}
"""Every Event card id, by kind (cards of one kind are alike in the rules)."""


@lru_cache(maxsize=64)
def config_of(names: tuple[str, ...], pirates: tuple[str, ...]) -> GameConfig:
    """Returns a game config with a view's seats (starred cards unknown)."""
    return GameConfig(seats=tuple(SeatConfig(name=a, pirate=b) for a, b in zip(names, pirates, strict=True)))


def _cards(kinds: tuple[str, ...], used: dict[str, int]) -> tuple[int, ...]:
    """Returns an id for each card named by kind, a new one of its kind each time (`used` counts them)."""
    out = []
    for kind in kinds:
        k = used.get(kind, 0)
        used[kind] = k + 1
        ids = IDS[kind]
        out.append(ids[k % len(ids)])
    return tuple(out)


@lru_cache(maxsize=256)
def _face_up(discard: tuple[str, ...], front: tuple[tuple[str, ...], ...]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Returns ids for the discard pile and the cards in front of each seat, each card its own id (cached: they change seldom)."""
    used: dict[str, int] = {}
    return _cards(discard, used), tuple(_cards(f, used) if f else () for f in front)


@lru_cache(maxsize=256)
def _loyalties(loyalties: tuple[int | None, ...]) -> tuple[int, ...]:
    return tuple(UNKNOWN if t is None else int(t) for t in loyalties)


def table_of(view: SeatView) -> GameState:
    """Returns the table a view shows as a state (no secret of another seat in it); never apply the engine to it."""
    n = len(view.names)
    me = view.seat
    s = GameState.__new__(GameState)
    s.cfg = config_of(view.names, view.pirates)
    s.n = n
    s.stack = ()
    s.turn, s.actions_left = view.turn, view.actions_left
    s.ships, s.tortuga, s.boats, s.exploded = view.ships, view.tortuga, view.boats, view.exploded
    s.galleon, s.holds, s.tort = view.galleon, view.holds, view.tortuga_treasure
    s.loyalty = _loyalties(view.loyalties)
    s.hands = tuple(view.hand if x == me else (UNKNOWN,) * count for x, count in enumerate(view.hand_counts))
    s.vote_deck = (UNKNOWN,) * view.vote_deck_count
    s.event_deck = (UNKNOWN,) * view.event_deck_count
    s.discard, s.front = _face_up(view.discard, view.front)
    s.row = tuple(IDS[k][0] if k is not None else UNKNOWN for k in view.known)
    s.removed = ()
    blank = (UNKNOWN,) * len(view.known)
    s.known = tuple(s.row if x == me else blank for x in range(n))
    s.lost = sum(1 << x for x in view.lost_turn)
    s.code_left = view.pirate_code_left
    s.sudden, s.reshuffled, s.result = view.sudden_death, view.row_reshuffled, view.result
    s.steps = 0
    s._legal = None
    return s


def settle(s: GameState) -> None:
    """Carries out on a copy what the rules pushed for the engine: each Vote card lost costs one card of the hand.

    Every other frame pushed is dropped: what it would decide later is not part of a what-if.
    """
    if not s.stack:
        return
    hands = list(s.hands)
    for f in s.stack:
        if isinstance(f, ChanceF) and f.what == ChanceStep.LOSE_CARD:
            seat = f.args[0]
            hands[seat] = hands[seat][:-1]
    s.hands = tuple(hands)
    s.stack = ()


def where(s: GameState, seat: int) -> int:
    """Returns the place of a seat's pawn (FD, JR, TORTUGA, RB1, RB2)."""
    return place_of(s, seat)[0]


def maroon(s: GameState, seat: int, cause: MaroonCause = MaroonCause.CAPTAIN) -> None:
    """Maroons a seat on a copy by the rules (`maroon_now`), its lost Vote card settled."""
    ev: list[Event] = []
    maroon_now(s, seat, cause, ev)
    settle(s)


def resolve_at_once(s: GameState, seat: int, kind: CardKind) -> None:
    """Resolves a card that acts at once (Albatross, Facade, Stormy Seas...) by its own rule, `seat` its revealer."""
    at_once = CARD_RULES[kind].at_once
    assert at_once is not None, f"{kind} resolves by a choice"
    at_once(s, seat, IDS[kind][0], [])


def card_chance(s: GameState, kind: CardKind, step: ChanceStep, args: tuple[int, ...], outcome: tuple[int, ...]) -> None:
    """Carries out a card's random step with a chosen outcome (Eight Bells: the new order of a line), by its own rule."""
    CARD_RULES[kind].chance_steps[step](s, ChanceF(step, len(outcome), args), outcome, [])
