"""Per-seat views: exactly what one seat may know, and nothing else (secrets are absent).

`view_for(state, seat)` is what the screen and every bot receive; `view_for(state, None)` is
the public view (the curtain between two seats, a spectator). Event cards appear by kind,
never by id, and hidden decks only as counts, so two states that differ only in what a seat
cannot know give that seat equal views.
"""

from __future__ import annotations

from typing import ClassVar

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.board import team_totals
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    ForcedPickF,
    FountainF,
    Frame,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    VoteF,
)
from tortuga_qt.rules.kinds import CardKind, ChanceStep, MaroonCause, VoteKind
from tortuga_qt.rules.state import GameState, Result
from tortuga_qt.rules.values import value


@value
class Decision:
    """What the game waits for, as everyone may see it: `seats` must decide."""

    seats: tuple[int, ...]
    kind: ClassVar[str] = ""


@value
class TurnDecision(Decision):
    """A seat chooses a turn action."""

    kind: ClassVar[str] = "turn"


@value
class StartHoldDecision(Decision):
    """A Captain chooses the hold for the starting treasure."""

    kind: ClassVar[str] = "start_hold"


@value
class AtlantisDecision(Decision):
    """The Atlantis holder may sail before `turn_seat`'s turn."""

    turn_seat: int
    kind: ClassVar[str] = "atlantis"


@value
class ForcedPickDecision(Decision):
    """The forced player picks slot a or b; `forcer` pointed at them."""

    a: int
    b: int
    forcer: int
    kind: ClassVar[str] = "forced_pick"


@value
class ResolveDecision(Decision):
    """The revealer resolves the Event card of kind `card`."""

    card: CardKind
    kind: ClassVar[str] = "resolve"


@value
class CrowSearchDecision(Decision):
    """Crow's Nest: the searcher still picks `left` cards for `target`."""

    target: int
    left: int
    kind: ClassVar[str] = "crow_search"


@value
class VoteDecision(Decision):
    """The waiting voters of a vote on `what` (attack, mutiny, brawl)."""

    what: VoteKind
    kind: ClassVar[str] = "vote"


@value
class TakeDecision(Decision):
    """After a successful Attack the Captain of `ship` takes the plunder."""

    ship: int
    kind: ClassVar[str] = "take"


@value
class FountainDecision(Decision):
    """The Fountain of Youth holder may refuse being marooned for `cause`."""

    cause: MaroonCause
    kind: ClassVar[str] = "fountain"


@value
class ChanceDecision(Decision):
    """A random step `what` is pending (the engine's driver supplies it at once)."""

    what: ChanceStep
    kind: ClassVar[str] = "chance"


@value
class VoteInProgress:
    """A vote as everyone sees it: who takes part and who has already put a card down."""

    what: VoteKind
    caller: int
    participants: tuple[int, ...]
    voted: tuple[int, ...]
    cards_down: int
    abstained: tuple[int, ...]


@value
class SeatView:
    """Everything one seat may know. `seat` is None for the public view."""

    seat: int | None
    names: tuple[str, ...]
    pirates: tuple[str, ...]
    turn: int
    actions_left: int
    decision: Decision | None
    vote: VoteInProgress | None
    ships: tuple[tuple[int, ...], tuple[int, ...]]
    tortuga: tuple[int, ...]
    boats: tuple[int, int]
    exploded: int
    galleon: int
    holds: tuple[int, int, int, int]
    tortuga_treasure: tuple[int, int]
    team_totals: tuple[int, int]
    hand_counts: tuple[int, ...]
    vote_deck_count: int
    event_deck_count: int
    row_face_down: tuple[bool, ...]
    discard: tuple[str, ...]
    front: tuple[tuple[str, ...], ...]
    lost_turn: tuple[int, ...]
    pirate_code_left: tuple[int, ...]
    sudden_death: bool
    row_reshuffled: bool
    result: Result | None
    loyalties: tuple[int | None, ...]  # own only; everyone's once the game is over
    # private to `seat`:
    hand: tuple[int, ...]
    known: tuple[str | None, ...]  # R13: the kind it knows in each row slot
    searchable: tuple[int, ...]  # Crow's Nest: the Vote deck (sorted) while this seat searches
    my_vote: tuple[int, ...]  # the cards this seat put down in the vote under way


def _decision(top: Frame | None) -> Decision | None:
    match top:
        case None:
            return None
        case TurnF():
            return TurnDecision((top.seat,))
        case VoteF():
            return VoteDecision(top.waiting, top.what)
        case ChanceF():
            return ChanceDecision((), top.what)
        case ForcedPickF():
            return ForcedPickDecision((top.seat,), top.a, top.b, top.forcer)
        case ResolveF():
            return ResolveDecision((top.seat,), top.kind)
        case CrowSearchF():
            return CrowSearchDecision((top.seat,), top.target, top.left)
        case TakeF():
            return TakeDecision((top.seat,), top.ship)
        case FountainF():
            return FountainDecision((top.seat,), top.cause)
        case AtlantisF():
            return AtlantisDecision((top.seat,), top.turn_seat)
        case StartHoldF():
            return StartHoldDecision((top.seat,))
    raise AssertionError(f"{top!r} is not a decision")


def _vote(top: Frame | None) -> VoteInProgress | None:
    if not isinstance(top, VoteF):
        return None
    voted = tuple(seat for seat, _ in top.played)
    down = sum(len(cards) for _, cards in top.played)
    return VoteInProgress(top.what, top.caller, top.participants, voted, down, top.abstained)


def view_for(s: GameState, seat: int | None) -> SeatView:
    """Returns what `seat` may know now (None: only what everyone may know)."""
    top = s.stack[-1] if s.stack else None
    mine = seat is not None
    over = s.result is not None
    loyal: tuple[int | None, ...]
    if over:
        loyal = s.loyalty
    else:
        loyal = tuple(s.loyalty[x] if x == seat else None for x in range(s.n))
    searching = mine and isinstance(top, CrowSearchF) and top.seat == seat
    my_vote: tuple[int, ...] = ()
    if mine and isinstance(top, VoteF):
        my_vote = tuple(c for x, cards in top.played if x == seat for c in cards)
    return SeatView(
        seat=seat,
        names=tuple(p.name for p in s.cfg.seats),
        pirates=tuple(p.pirate for p in s.cfg.seats),
        turn=s.turn,
        actions_left=s.actions_left,
        decision=_decision(top),
        vote=_vote(top),
        ships=s.ships,
        tortuga=s.tortuga,
        boats=s.boats,
        exploded=s.exploded,
        galleon=s.galleon,
        holds=s.holds,
        tortuga_treasure=s.tort,
        team_totals=team_totals(s),
        hand_counts=tuple(len(h) for h in s.hands),
        vote_deck_count=len(s.vote_deck),
        event_deck_count=len(s.event_deck),
        row_face_down=tuple(c >= 0 for c in s.row),
        discard=tuple(C.KIND[c] for c in s.discard),
        front=tuple(tuple(C.KIND[c] for c in cards) for cards in s.front),
        lost_turn=tuple(x for x in range(s.n) if s.lost >> x & 1),
        pirate_code_left=s.code_left,
        sudden_death=s.sudden,
        row_reshuffled=s.reshuffled,
        result=s.result,
        loyalties=loyal,
        hand=() if seat is None else s.hands[seat],
        known=(None,) * len(s.row) if seat is None else tuple(C.KIND[c] if c >= 0 else None for c in s.known[seat]),
        searchable=tuple(sorted(s.vote_deck)) if searching else (),
        my_vote=my_vote,
    )


def vote_section(what: str) -> int:
    """Returns the Vote card section that counts in a vote of kind `what` (0 top, 1 middle, 2 bottom; -1: none).

    The table is the engine's own (`votes.SECTION`), loaded only when a vote is drawn.
    """
    from tortuga_qt.rules.votes import SECTION

    return SECTION.get(what, -1)


@value
class OpenTable:
    """Every secret of one moment, face up: only for the replay of a finished game."""

    view: SeatView  # the public view, with every row card and every Loyalty shown
    hands: tuple[tuple[int, ...], ...]  # every seat's Vote cards


def open_table(s: GameState) -> OpenTable:
    """Returns everything face up (the replay viewer of a finished game)."""
    return OpenTable(omniscient_view(s), s.hands)


def omniscient_view(s: GameState) -> SeatView:
    """Returns everything face up (the replay of a finished game): every row card, every Loyalty."""
    from dataclasses import replace

    public = view_for(s, None)
    return replace(
        public,
        loyalties=s.loyalty,
        known=tuple(C.KIND[c] if c >= 0 else None for c in s.row),
    )
