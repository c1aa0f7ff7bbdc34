"""The rules engine's surface: who decides, what each may do, and applying an action.

    state = new_game(config)
    seats_to_act(state)            -> seats that must decide now (CHANCE for a random step)
    legal_actions(state, seat)     -> every legal action of that seat (the single source of truth)
    apply(state, action)           -> (new state, events caused)

An illegal action raises IllegalActionError naming the rule it breaks (see `explain.py`).
Dispatch is by `match` on the pending frame: one place per kind of decision.
"""

from __future__ import annotations

from itertools import combinations

from tortuga_qt.rules import event_cards as E
from tortuga_qt.rules import votes as V
from tortuga_qt.rules.actions import (
    CHANCE,
    Action,
    Atlantis,
    Attack,
    Brawl,
    Chance,
    Force,
    Fountain,
    Maroon,
    Marque,
    Move,
    Mutiny,
    Pick,
    Reveal,
    Search,
    Shift,
    StartHold,
    Take,
    View,
)
from tortuga_qt.rules.board import (
    boat_free,
    discard,
    do_move,
    has_room,
    holds_kind,
    maroon_now,
    place_of,
    push,
    take_front,
)
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import (
    AtlantisPassed,
    CaptainMaroons,
    Event,
    Forced,
    FountainUsed,
    Shifted,
    StartHoldChosen,
)
from tortuga_qt.rules.flow import CHANCE_STEPS, advance
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    EndActionF,
    ForcedPickF,
    FountainF,
    Frame,
    MaroonF,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    VoteF,
)
from tortuga_qt.rules.places import FD, JR, RB1, RB2, TORTUGA, boat_ship, hold, ship_boat
from tortuga_qt.rules.state import GameState

Actions = tuple[Action, ...]


# --------------------------------------------------------------------------- who decides


def seats_to_act(state: GameState) -> tuple[int, ...]:
    """Returns the seats that must decide now; (CHANCE,) for a random step; () when over."""
    if not state.stack:
        return ()
    top = state.stack[-1]
    if isinstance(top, VoteF):
        return top.waiting
    if isinstance(top, ChanceF):
        return (CHANCE,)
    seat: int = getattr(top, "seat", CHANCE)  # every other decision frame names its one seat
    return (seat,)


def current_frame(state: GameState) -> Frame | None:
    """Returns the decision the game is waiting for (None when over)."""
    return state.stack[-1] if state.stack else None


def chance_request(state: GameState) -> ChanceF | None:
    """Returns the pending random step, if chance must act now."""
    top = state.stack[-1] if state.stack else None
    return top if type(top) is ChanceF else None


# --------------------------------------------------------------------------- legal actions


def legal_actions(state: GameState, seat: int) -> Actions:
    """Returns every legal action of `seat` now, an immutable tuple (empty: nothing to decide)."""
    cache = state._legal
    if cache is not None:
        acts = cache.get(seat)
        if acts is not None:
            return acts
    acts = _legal(state, seat)
    if cache is None:
        state._legal = {seat: acts}
    else:
        cache[seat] = acts
    return acts


def _legal(s: GameState, seat: int) -> Actions:
    if not s.stack:
        return ()
    match s.stack[-1]:
        case TurnF(seat=x) if x == seat:
            return _turn_actions(s, seat)
        case VoteF() as f:
            return tuple(V.vote_actions(s, f, seat)) if seat in f.waiting else ()
        case StartHoldF(seat=x) if x == seat:
            return (StartHold(seat, 0), StartHold(seat, 1))
        case ForcedPickF(seat=x) as f if x == seat:
            return (Pick(seat, f.a), Pick(seat, f.b))
        case ResolveF(seat=x) as f if x == seat:
            return tuple(E.resolve_actions(s, seat, f.kind))
        case CrowSearchF(seat=x) if x == seat:
            return tuple(E.search_actions(s, seat))
        case TakeF(seat=x) as f if x == seat:
            return tuple(V.take_actions(s, seat, f.ship))
        case AtlantisF(seat=x) if x == seat:
            return (Atlantis(seat, True), Atlantis(seat, False))
        case FountainF(seat=x) if x == seat:
            return (Fountain(seat, True), Fountain(seat, False))
    return ()


def _turn_actions(s: GameState, seat: int) -> Actions:
    down = tuple(i for i, c in enumerate(s.row) if c >= 0)
    acts = _row_actions(s.n, seat, down) + tuple(_move_actions(s, seat)) + tuple(_role_actions(s, seat))
    if holds_kind(s, seat, "letter_of_marque"):
        acts += tuple(E.marque_moves(s, seat))
    return acts


_ROW_CACHE: dict[tuple[int, int, tuple[int, ...]], Actions] = {}


def _row_actions(n: int, seat: int, down: tuple[int, ...]) -> Actions:
    """View 2 / Force need 2 face-down cards (R7); Reveal needs 1. Memoized: pure in its inputs."""
    key = (n, seat, down)
    cached = _ROW_CACHE.get(key)
    if cached is not None:
        return cached
    acts: list[Action] = []
    pairs = list(combinations(down, 2))
    acts += [View(seat, a, b) for a, b in pairs]
    acts += [Reveal(seat, i) for i in down]
    acts += [Force(seat, a, b, t) for a, b in pairs for t in range(n) if t != seat]
    out = tuple(acts)
    _ROW_CACHE[key] = out
    return out


def _move_actions(s: GameState, seat: int) -> list[Action]:
    place, _ = place_of(s, seat)
    if place <= JR:
        boat = ship_boat(place)
        return [Move(seat, boat)] if boat_free(s, boat) else []
    if place == TORTUGA:
        return [Move(seat, b) for b in (RB1, RB2) if boat_free(s, b)]
    ship = boat_ship(place)
    acts: list[Action] = [Move(seat, TORTUGA)]
    if has_room(s, ship):
        acts.append(Move(seat, ship))
    return acts


def can_attack(s: GameState, ship: int) -> bool:
    """R5: an Attack needs treasure on the Galleon, or (Galleon empty) on the other ship."""
    if s.galleon > 0:
        return True
    other = 1 - ship
    return s.holds[hold(other, 0)] + s.holds[hold(other, 1)] > 0


def _role_actions(s: GameState, seat: int) -> list[Action]:
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


def is_legal(state: GameState, action: Action) -> bool:
    """Returns whether `action` may be applied now (the same class and fields as a legal one)."""
    return canonical(state, action) is not None


def canonical(state: GameState, action: Action) -> Action | None:
    """Returns the engine's own copy of `action` if it is legal now, else None.

    Equality includes the class, so a forged look-alike of another kind never matches; the
    copy returned is the engine's, so fields of a wrong type (True for 1, 1.0 for 1) that
    compare equal never reach the rules.
    """
    if type(action) is Chance:
        f = chance_request(state)
        out = action.outcome
        if (
            f is None or action.what != f.what or type(out) is not tuple or len(out) != f.n
            or not all(type(x) is int for x in out) or sorted(out) != list(range(f.n))
        ):
            return None
        return Chance(f.what, out)
    seat = getattr(action, "seat", None)
    if type(seat) is not int:
        return None
    legal = legal_actions(state, seat)
    for candidate in legal:  # an action chosen from the legal tuple is found by identity at once
        if candidate is action:
            return candidate
    for candidate in legal:
        if candidate == action:
            return candidate
    return None


# --------------------------------------------------------------------------- applying


def apply(state: GameState, action: Action, validate: bool = True) -> tuple[GameState, list[Event]]:
    """Returns the state after `action` and the events it caused; raises IllegalActionError."""
    if validate:
        legal = canonical(state, action)
        if legal is None:
            raise IllegalActionError(*_why(state, action))
        action = legal
    s = state.clone()
    s.steps += 1
    ev: list[Event] = []
    top = s.stack[-1]
    s.stack = s.stack[:-1]
    _apply_decision(s, top, action, ev)
    advance(s, ev)
    return s, ev


def _why(state: GameState, action: object) -> tuple[str, str, str, dict[str, object]]:
    """Returns why an action is refused; a malformed one (forged fields) is refused as such."""
    from tortuga_qt.rules.explain import explain

    try:
        return explain(state, action)  # type: ignore[arg-type]  # may be anything a caller forged
    except (TypeError, ValueError, IndexError, KeyError, AttributeError):
        return ("malformed", "rulebook: Game Play", f"{action!r} is not an action of this game.", {})


def _apply_decision(s: GameState, f: Frame, a: Action, ev: list[Event]) -> None:
    """Carries out `a`, the answer to the decision frame `f` (already popped)."""
    match f:
        case TurnF():
            _apply_turn(s, f, a, ev)
        case VoteF():
            V.apply_vote(s, f, a, ev)
        case ChanceF():
            assert type(a) is Chance
            CHANCE_STEPS[f.what](s, f, a.outcome, ev)
        case ForcedPickF():
            assert type(a) is Pick
            E.do_reveal(s, a.seat, a.slot, ev)
        case ResolveF():
            E.apply_resolve(s, f, a, ev)
        case CrowSearchF():
            assert type(a) is Search
            E.apply_search(s, f, a, ev)
        case TakeF():
            assert type(a) is Take
            V.apply_take(s, a, ev)
        case StartHoldF():
            assert type(a) is StartHold
            _apply_start_hold(s, a, ev)
        case AtlantisF():
            assert type(a) is Atlantis
            _apply_atlantis(s, a, ev)
        case FountainF():
            assert type(a) is Fountain
            _apply_fountain(s, f, a, ev)
        case _:
            raise AssertionError(f"{f!r} is not a decision")


def _apply_start_hold(s: GameState, a: StartHold, ev: list[Event]) -> None:
    ship = FD if s.ships[FD][0] == a.seat else JR
    holds = list(s.holds)
    holds[hold(ship, a.team)] += 1
    s.holds = (holds[0], holds[1], holds[2], holds[3])
    ev.append(StartHoldChosen(a.seat, ship, a.team))


def _apply_atlantis(s: GameState, a: Atlantis, ev: list[Event]) -> None:
    if not a.use:
        ev.append(AtlantisPassed(a.seat))
        return
    place, _ = place_of(s, a.seat)
    card = take_front(s, a.seat, "atlantis")
    do_move(s, a.seat, 1 - place, ev, why="atlantis")
    discard(s, card, ev)


def _apply_turn(s: GameState, f: Frame, a: Action, ev: list[Event]) -> None:
    seat = a.seat
    push(s, EndActionF(seat))
    match a:
        case Force():
            ev.append(Forced(seat, a.target, a.a, a.b))
            push(s, ForcedPickF(a.target, a.a, a.b, seat))
        case Reveal():
            E.do_reveal(s, seat, a.slot, ev)
        case View():
            E.do_view(s, seat, a.a, a.b, ev)
        case Move():
            do_move(s, seat, a.dest, ev)
        case Attack():
            V.start_vote(s, "attack", seat, place_of(s, seat)[0], ev)
        case Mutiny():
            V.start_vote(s, "mutiny", seat, place_of(s, seat)[0], ev)
        case Brawl():
            V.start_vote(s, "brawl", seat, TORTUGA, ev)
        case Maroon():
            ev.append(CaptainMaroons(seat, a.target))
            push(s, MaroonF(a.target, "captain"))
        case Shift():
            _shift(s, seat, a.src, ev)
        case Marque():
            card = take_front(s, seat, "letter_of_marque")
            do_move(s, a.target, a.ship, ev, why="letter_of_marque")
            discard(s, card, ev)
        case _:
            raise AssertionError(f"not a turn action: {a!r}")


def _shift(s: GameState, seat: int, src: int, ev: list[Event]) -> None:
    ship = place_of(s, seat)[0]
    holds = list(s.holds)
    holds[hold(ship, src)] -= 1
    holds[hold(ship, 1 - src)] += 1
    s.holds = (holds[0], holds[1], holds[2], holds[3])
    ev.append(Shifted(seat, ship, src))


def _apply_fountain(s: GameState, f: FountainF, a: Fountain, ev: list[Event]) -> None:
    if a.use:
        ev.append(FountainUsed(a.seat, f.cause))
        discard(s, take_front(s, a.seat, "fountain_of_youth"), ev)
    else:
        maroon_now(s, a.seat, f.cause, ev)
