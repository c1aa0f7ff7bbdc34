"""Sampled worlds: full game states consistent with everything one seat may know.

A Hard pirate searches by determinization: it draws a `GameState` that agrees with its
`SeatView` (and the events its seat has seen) in every detail it can observe, with the
secrets filled in at random: the other seats' Loyalty cards (from a belief sample), their
Vote hands, the Vote deck, the cards in flight in a vote, the Event deck order, the row
cards it has not seen, and which starred Event cards joined the game.

`WorldSampler(view, history)` reads the view once; each `sample(loyalty, rng)` is then cheap.
Event cards (and Vote cards) of one kind (face) are interchangeable in the rules, so a card
seen only by its kind gets any free id of that kind.

Invariant (tested): `view_for(sample, view.seat) == view` and the seat's legal actions agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from tortuga_qt.bots.what_if import IDS, config_of
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import eligible_starred
from tortuga_qt.rules.events import (
    Event,
    Revealed,
    RowReshuffled,
    SuddenDeath,
    Viewed,
    VoteCalled,
    Voted,
    VotedCards,
    VoteResult,
)
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    DrawF,
    EndActionF,
    FirstTurnF,
    ForcedPickF,
    FountainF,
    Frame,
    ReplaceF,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    TurnStartF,
    VoteF,
)
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.kinds import ChanceStep
from tortuga_qt.rules.places import FD, JR, TORTUGA
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import (
    AtlantisDecision,
    CrowSearchDecision,
    ForcedPickDecision,
    FountainDecision,
    ResolveDecision,
    SeatView,
    StartHoldDecision,
    TakeDecision,
    TurnDecision,
    VoteDecision,
)


class WorldError(ValueError):
    """The view (with its history) admits no consistent world: a bug in the caller or the engine."""


def _ids_by_face() -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for card, face in enumerate(C.VOTE_FACE):
        out.setdefault(face, []).append(card)
    return {k: tuple(v) for k, v in out.items()}


_BY_KIND = IDS
_BY_FACE = _ids_by_face()
_STARRED = frozenset(c.kind for c in components().event_cards if c.starred)


class _Facts:
    """What a seat's history adds to its view: who still knows which row slot, the last vote."""

    def __init__(self, seat: int, n: int, history: Sequence[Event]) -> None:
        self.known_slots: list[set[int]] = [set() for _ in range(n)]
        self.last_revealed = -1
        self.vote_counts: dict[int, int] = {}  # seat -> cards put down in the last vote called
        self.vote_order: list[int] = []
        self.my_cards: tuple[int, ...] = ()  # the cards this seat put down in the last vote
        self.faces: tuple[str, ...] | None = None  # the tallied faces of the last vote
        self.have_history = bool(history)
        for e in history:
            if type(e) is Viewed:
                self.known_slots[e.seat].update((e.a, e.b))
            elif type(e) is Revealed:
                for slots in self.known_slots:
                    slots.discard(e.slot)
                self.last_revealed = e.slot
            elif type(e) is RowReshuffled or type(e) is SuddenDeath:
                for slots in self.known_slots:
                    slots.clear()
            elif type(e) is VoteCalled:
                self.vote_counts, self.vote_order, self.my_cards, self.faces = {}, [], (), None
            elif type(e) is Voted:
                self.vote_counts[e.seat] = e.n
                self.vote_order.append(e.seat)
            elif type(e) is VotedCards and e.seat == seat:
                self.my_cards = e.cards
            elif type(e) is VoteResult:
                self.faces = e.faces


class WorldSampler:
    """Draws full states consistent with one seat's view (and history), secrets at random."""

    def __init__(self, view: SeatView, history: Sequence[Event] = ()) -> None:
        if view.seat is None:
            raise WorldError("a world is sampled for a seat, not for the public view")
        self.view = view
        self.seat = view.seat
        self.n = len(view.names)
        self.cfg = config_of(view.names, view.pirates)
        self.facts = _Facts(self.seat, self.n, history)
        self._plan_events()
        self._plan_votes()

    # ------------------------------------------------------------------ Event cards

    def _plan_events(self) -> None:
        v = self.view
        free = {k: list(ids) for k, ids in _BY_KIND.items()}

        def take(kind: str) -> int:
            ids = free.get(kind)
            if not ids:
                raise WorldError(f"more {kind} cards seen than the game has")
            return ids.pop(0)

        self.discard = tuple(take(k) for k in v.discard)
        self.front = tuple(tuple(take(k) for k in cards) for cards in v.front)
        decision = v.decision
        self.resolving = take(decision.card) if isinstance(decision, ResolveDecision) else -1
        self.row_fixed = tuple(
            take(k) if down and k is not None else -1
            for down, k in zip(v.row_face_down, v.known, strict=True)
        )
        self.unknown_slots = tuple(
            i for i, down in enumerate(v.row_face_down) if down and v.known[i] is None
        )
        comp = components()
        small = self.n <= comp.small_game_max
        seen_kinds = set(v.discard) | {k for cards in v.front for k in cards}
        seen_kinds |= {k for k in v.known if k is not None}
        if isinstance(decision, ResolveDecision):
            seen_kinds.add(decision.card)
        fever = small and bool(seen_kinds & set(comp.small_game_left_out))
        seen_starred = sorted(seen_kinds & _STARRED)
        if len(seen_starred) > comp.starred_per_game:
            raise WorldError(f"starred cards {seen_starred} seen: more than {comp.starred_per_game}")
        self.star_pool = tuple(k for k in eligible_starred(self.n, fever) if k not in seen_starred)
        self.star_missing = comp.starred_per_game - len(seen_starred)
        always_out = set(comp.small_game_remove) if small else set()
        self.free_plain: list[int] = [
            c for k, ids in free.items() if k not in _STARRED and k not in always_out for c in ids
        ]
        self.free_star = {k: tuple(free[k]) for k in self.star_pool}
        self.removed_fixed = tuple(
            c for k, ids in _BY_KIND.items()
            if (k in _STARRED and k not in seen_starred and k not in self.star_pool) or k in always_out
            for c in ids
        )
        self.armada_free = C.ARMADA in self.free_plain
        if self.armada_free:
            self.free_plain.remove(C.ARMADA)
        if v.sudden_death and not self.armada_free:
            raise WorldError("sudden death, yet the Spanish Armada is seen")

    def _events(self, rng: Rng) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """Returns (row, event deck, removed) for one world."""
        v = self.view
        chosen = [self.star_pool[i] for i in rng.permutation(len(self.star_pool))[: self.star_missing]]
        removed = list(self.removed_fixed)
        pool = list(self.free_plain)
        for k in self.star_pool:
            (pool if k in chosen else removed).extend(self.free_star[k])
        pool.sort()
        pool = [pool[i] for i in rng.permutation(len(pool))]
        row = list(self.row_fixed)
        slots = list(self.unknown_slots)
        deck: list[int] = []
        count = v.event_deck_count
        if self.armada_free:
            if v.sudden_death:
                removed.append(C.ARMADA)
            elif v.row_reshuffled:
                if count or not slots:
                    raise WorldError("after the last shuffle the Armada lies in the row")
                slot = slots.pop(rng.below(len(slots)))
                row[slot] = C.ARMADA
            else:
                if count < 1:
                    raise WorldError("the Armada lies at the bottom of a non-empty Event deck")
                deck.append(C.ARMADA)
                count -= 1
        if len(pool) < count + len(slots):
            raise WorldError(
                f"{len(pool)} unseen Event cards for {count} deck cards and {len(slots)} row slots"
            )
        if len(pool) > count + len(slots):  # a hand-built position left more cards out of the game
            removed += pool[count + len(slots):]
            pool = pool[: count + len(slots)]
        for slot, card in zip(slots, pool, strict=False):
            row[slot] = card
        deck = pool[len(slots):] + deck
        return tuple(row), tuple(deck), tuple(sorted(removed))

    # ------------------------------------------------------------------ Vote cards and frames

    def _plan_votes(self) -> None:
        v, f = self.view, self.facts
        mine = set(v.hand) | set(v.my_vote)
        decision = v.decision
        after_vote = isinstance(decision, TakeDecision) or (
            isinstance(decision, FountainDecision) and decision.cause == "mutiny"
        )
        self.in_flight = C.N_VOTE - sum(v.hand_counts) - v.vote_deck_count - (v.vote.cards_down if v.vote else 0)
        self.flight_mine: tuple[int, ...] = ()
        self.flight_faces: list[str] = []
        if after_vote:
            if f.have_history:
                self.flight_mine = tuple(f.my_cards)
                mine |= set(f.my_cards)
                faces = list(f.faces or ())
                for c in f.my_cards:
                    if C.VOTE_FACE[c] in faces:
                        faces.remove(C.VOTE_FACE[c])
                self.flight_faces = faces
        elif self.in_flight:
            raise WorldError(f"{self.in_flight} Vote cards are nowhere")
        self.vote_pool = tuple(c for c in range(C.N_VOTE) if c not in mine)
        self.searching = isinstance(decision, CrowSearchDecision) and decision.seats == (self.seat,)

    def _vote_frame(self, played_cards: list[list[int]]) -> VoteF:
        v = self.view
        assert v.vote is not None
        vote = v.vote
        ship = TORTUGA if vote.what == "brawl" else (FD if vote.caller in v.ships[FD] else JR)
        waiting = tuple(x for x in vote.participants if x not in vote.voted and x not in vote.abstained)
        played = tuple((x, tuple(sorted(cards))) for x, cards in zip(vote.voted, played_cards, strict=True))
        return VoteF(vote.what, vote.caller, ship, vote.participants, waiting, played, vote.abstained)

    def _vote_counts(self) -> list[int]:
        """Returns how many cards each seat that voted put down (El Dorado: 2)."""
        v = self.view
        assert v.vote is not None
        counts = [self.facts.vote_counts.get(x, 1) for x in v.vote.voted]
        if self.seat in v.vote.voted:
            counts[v.vote.voted.index(self.seat)] = len(v.my_vote)
        extra = v.vote.cards_down - sum(counts)
        for i, x in enumerate(v.vote.voted):  # no history: the extra card goes to the first other voter
            if extra <= 0:
                break
            if x != self.seat:
                counts[i] += extra
                extra = 0
        if extra != 0:
            raise WorldError("the cards down in the vote do not add up")
        return counts

    def _drawers(self) -> tuple[int, ...]:
        """Returns who draws after the vote just tallied (those who put a card down)."""
        f = self.facts
        if f.have_history:
            return tuple(f.vote_order)
        d = self.view.decision
        caller = self.view.turn
        ship = FD if caller in self.view.ships[FD] else JR
        crew = self.view.ships[ship]
        if isinstance(d, FountainDecision):  # a Mutiny: the crew but the Captain
            return tuple(crew[1:])
        return tuple(crew)

    def _slot(self) -> int:
        """Returns the row slot being refilled after the reveal under way."""
        if self.facts.last_revealed >= 0:
            return self.facts.last_revealed
        empty = [i for i, down in enumerate(self.view.row_face_down) if not down]
        return empty[0] if empty else 0

    def _stack(self, vote: VoteF | None, flight: tuple[int, ...]) -> tuple[Frame, ...]:
        v = self.view
        d = v.decision
        end = EndActionF(v.turn)
        match d:
            case None:
                return ()
            case TurnDecision():
                return (TurnF(d.seats[0]),)
            case StartHoldDecision():
                x = d.seats[0]
                if v.ships[FD] and v.ships[FD][0] == x and v.ships[JR]:
                    return (FirstTurnF(), StartHoldF(v.ships[JR][0]), StartHoldF(x))
                return (FirstTurnF(), StartHoldF(x))
            case AtlantisDecision():
                return (TurnStartF(d.turn_seat, True), AtlantisF(d.seats[0], d.turn_seat))
            case ForcedPickDecision():
                return (end, ForcedPickF(d.seats[0], d.a, d.b, d.forcer))
            case ResolveDecision():
                return (end, ReplaceF(self._slot()), ResolveF(d.seats[0], self.resolving, d.card))
            case CrowSearchDecision():
                chance = ChanceF(ChanceStep.CROW_SHUFFLE, v.vote_deck_count - d.left, (d.target,))
                return (end, ReplaceF(self._slot()), chance, CrowSearchF(d.seats[0], d.target, d.left))
            case VoteDecision():
                assert vote is not None
                return (end, vote)
            case TakeDecision():
                returned = ChanceF(ChanceStep.VOTE_RETURN, len(flight), flight)
                return (end, DrawF(self._drawers()), returned, TakeF(d.seats[0], d.ship))
            case FountainDecision():
                x = d.seats[0]
                if d.cause == "captain":
                    return (end, FountainF(x, d.cause))
                if d.cause == "mutiny":
                    returned = ChanceF(ChanceStep.VOTE_RETURN, len(flight), flight)
                    return (end, DrawF(self._drawers()), returned, FountainF(x, d.cause))
                return (end, ReplaceF(self._slot()), FountainF(x, d.cause))
        raise WorldError(f"cannot rebuild the frames under {d!r}")

    def _votes(self, rng: Rng) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], VoteF | None, tuple[int, ...]]:
        """Returns (hands, vote deck, vote frame, cards in flight) for one world."""
        v = self.view
        pool = [self.vote_pool[i] for i in rng.permutation(len(self.vote_pool))]
        flight: list[int] = list(self.flight_mine)
        for face in self.flight_faces:
            for i, c in enumerate(pool):
                if C.VOTE_FACE[c] == face:
                    flight.append(pool.pop(i))
                    break
            else:
                raise WorldError(f"no free Vote card shows {face}")
        while len(flight) < self.in_flight:
            flight.append(pool.pop())
        if self.searching:
            deck = list(v.searchable)
            searched = set(deck)
            pool = [c for c in pool if c not in searched]
        else:
            deck = pool[: v.vote_deck_count]
            pool = pool[v.vote_deck_count:]
        vote: VoteF | None = None
        if v.vote is not None:
            played: list[list[int]] = []
            for x, k in zip(v.vote.voted, self._vote_counts(), strict=True):
                if x == self.seat:
                    played.append(list(v.my_vote))
                else:
                    played.append([pool.pop() for _ in range(k)])
            vote = self._vote_frame(played)
        hands: list[tuple[int, ...]] = []
        for x, count in enumerate(v.hand_counts):
            if x == self.seat:
                hands.append(tuple(v.hand))
            else:
                hands.append(tuple(sorted(pool.pop() for _ in range(count))))
        if pool:
            raise WorldError(f"{len(pool)} Vote cards left over")
        return tuple(hands), tuple(deck), vote, tuple(flight)

    # ------------------------------------------------------------------ the world

    def sample(self, loyalty: Sequence[int], rng: Rng, check: bool = True) -> GameState:
        """Returns one full state consistent with the view, with these Loyalty cards."""
        v = self.view
        if len(loyalty) != self.n or (v.loyalties[self.seat] is not None and loyalty[self.seat] != v.loyalties[self.seat]):
            raise WorldError(f"loyalties {tuple(loyalty)} contradict the seat's own card")
        row, event_deck, removed = self._events(rng)
        hands, vote_deck, vote, flight = self._votes(rng)
        s = GameState.__new__(GameState)
        s.cfg, s.n = self.cfg, self.n
        s.stack = self._stack(vote, flight)
        s.turn, s.actions_left = v.turn, v.actions_left
        s.ships, s.tortuga, s.boats, s.exploded = v.ships, v.tortuga, v.boats, v.exploded
        s.galleon, s.holds, s.tort = v.galleon, v.holds, v.tortuga_treasure
        s.loyalty = tuple(int(x) for x in loyalty)
        s.hands, s.vote_deck = hands, vote_deck
        s.event_deck, s.row, s.discard, s.front, s.removed = event_deck, row, self.discard, self.front, removed
        s.known = tuple(
            tuple(
                row[i] if row[i] >= 0 and ((x == self.seat and self.row_fixed[i] >= 0) or (x != self.seat and i in self.facts.known_slots[x])) else -1
                for i in range(len(row))
            )
            for x in range(self.n)
        )
        lost = 0
        for x in v.lost_turn:
            lost |= 1 << x
        s.lost, s.code_left = lost, v.pirate_code_left
        s.sudden, s.reshuffled = v.sudden_death, v.row_reshuffled
        s.result, s.steps, s._legal = v.result, 0, None
        if check:
            check_state(s)
        return s


def sample_world(
    view: SeatView, loyalty: Sequence[int], rng: Rng, history: Sequence[Event] = (), check: bool = True
) -> GameState:
    """Returns one full state consistent with `view` (and `history`), with these Loyalty cards."""
    return WorldSampler(view, history).sample(loyalty, rng, check)
