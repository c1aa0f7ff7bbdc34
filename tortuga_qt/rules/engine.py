"""The rules engine's surface: who decides, what each may do, and applying an action.

    state = new_game(config)
    seats_to_act(state)            -> seats that must decide now (CHANCE for a random step)
    legal_actions(state, seat)     -> every legal action of that seat (the single source of truth)
    apply(state, action)           -> (new state, events caused)

An illegal action raises IllegalActionError naming the rule it breaks (`explain`, from the DecisionRule of the pending decision).
Dispatch is by `match` on the pending frame: one place per kind of decision.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules import row
from tortuga_qt.rules.actions import CHANCE, Action, Chance
from tortuga_qt.rules.cards.registry import CARD_DECISIONS
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.flow import CHANCE_STEPS, advance
from tortuga_qt.rules.frames import ChanceF, Frame, VoteF
from tortuga_qt.rules.refusal import Refusal, p, refused
from tortuga_qt.rules.setup import START_HOLD
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.turn import TURN
from tortuga_qt.rules.votes import TAKE, VOTE

DECISIONS: Final[dict[type, DecisionRule]] = {
    d.frame: d for d in (TURN, VOTE, TAKE, START_HOLD, row.PICK, row.RESOLVE, *CARD_DECISIONS)
}
"""Every kind of decision, by its frame: its legal actions, their effect and its refusals."""


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
    top = s.stack[-1]
    decision = DECISIONS.get(type(top))
    if decision is None:
        return ()
    if type(top) is VoteF:
        if seat not in top.waiting:
            return ()
    elif getattr(top, "seat", CHANCE) != seat:
        return ()
    return decision.legal(s, top, seat)


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


def _why(state: GameState, action: object) -> Refusal:
    """Returns why an action is refused; a malformed one (forged fields) is refused as such."""
    try:
        return explain(state, action)  # type: ignore[arg-type]  # may be anything a caller forged
    except (TypeError, ValueError, IndexError, KeyError, AttributeError):
        return refused("malformed", "rulebook: Game Play", f"{action!r} is not an action of this game.")


def refusal(state: GameState, action: Action) -> Refusal | None:
    """Returns why `action` is not legal now, or None when it is legal."""
    return None if is_legal(state, action) else _why(state, action)


def explain(s: GameState, a: Action) -> Refusal:
    """Returns why `a`, which is not legal in `s`, is refused: by the rule of the pending decision."""
    if s.result is not None:
        return refused("game_over", "rulebook: End of the Game", "The game is over.")
    top = s.stack[-1]
    if type(a) is Chance or type(top) is ChanceF:
        return _explain_chance(top, a)
    deciding = seats_to_act(s)
    decision = DECISIONS[type(top)]
    if a.seat not in deciding:
        who = ", ".join(p(x) for x in deciding)
        return refused("not_your_decision", "rulebook: Game Play",
                       f"It is not {p(a.seat)}'s decision now: waiting for {who} to {decision.waiting}.",
                       seat=a.seat, waiting=deciding)
    return decision.refuse(s, top, a)


def _explain_chance(top: object, a: Action) -> Refusal:
    if type(top) is not ChanceF:
        return refused("not_chance", "rulebook: Game Play", "No random step is pending now.")
    if type(a) is not Chance:
        return refused("chance_pending", "rulebook: Setup", f"A random step ({top.what}) must happen first.",
                       what=top.what)
    return refused("bad_chance", "rulebook: Setup",
                   f"The random step '{top.what}' needs a permutation of 0..{top.n - 1}.", what=top.what, n=top.n)


def _apply_decision(s: GameState, f: Frame, a: Action, ev: list[Event]) -> None:
    """Carries out `a`, the answer to the decision frame `f` (already popped)."""
    if type(f) is ChanceF:
        assert type(a) is Chance
        CHANCE_STEPS[f.what](s, f, a.outcome, ev)
    else:
        decision = DECISIONS.get(type(f))
        if decision is None:
            raise AssertionError(f"{f!r} is not a decision")
        decision.apply(s, f, a, ev)
