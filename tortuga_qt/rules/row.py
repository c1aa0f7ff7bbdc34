"""The Event row: View 2, Reveal, Force (and the forced pick), resolving a revealed card, refills.

Rulebook "Potential Actions", "Force another player"; R7 (2 face-down cards to view or force),
R8 (the last card in: reshuffle), R13 (notes of what was seen). Each card's own effect is in
its module under `rules/cards/`.
"""

from __future__ import annotations

from itertools import combinations

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action, Force, Pick, Reveal, View
from tortuga_qt.rules.board import discard, push
from tortuga_qt.rules.cards.registry import CARD_RULES
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import (
    Event,
    Forced,
    NoEffect,
    Replaced,
    Revealed,
    RowReshuffled,
    Saw,
    Viewed,
)
from tortuga_qt.rules.frames import ChanceF, ForcedPickF, ReplaceF, ResolveF
from tortuga_qt.rules.kinds import ChanceStep
from tortuga_qt.rules.refusal import Refusal, no_such_player, refused, wrong_step
from tortuga_qt.rules.state import GameState

_ROW_RULE = "rulebook: Potential Actions"


def face_down_slots(s: GameState) -> list[int]:
    """Returns the row slots holding a face-down Event card."""
    return [i for i, c in enumerate(s.row) if c >= 0]


_ROW_CACHE: dict[tuple[int, int, tuple[int, ...]], Actions] = {}


def row_actions(n: int, seat: int, down: tuple[int, ...]) -> Actions:
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


def refuse_row(s: GameState, a: Action) -> Refusal:
    """Why a View, Reveal or Force is not legal now."""
    if type(a) is Reveal:
        return refused("slot_not_face_down", _ROW_RULE, f"Slot {a.slot + 1} holds no face-down Event card.")
    if len(face_down_slots(s)) < 2:
        return refused("two_cards_needed", "R7", "Viewing or forcing needs at least 2 face-down Event cards in the row.")
    if type(a) is Force and a.target == a.seat:
        return refused("force_self", _ROW_RULE, "You must force another player, not yourself.")
    if type(a) is Force and not 0 <= a.target < s.n:
        return no_such_player("rulebook: Force another player", a.target)
    return refused("slot_not_face_down", _ROW_RULE, "Both slots must hold a face-down Event card (slots 1-5, different).")


def do_view(s: GameState, a: Action, ev: list[Event]) -> None:
    """View 2: the seat secretly learns the cards in slots a and b (R13 keeps the record)."""
    assert type(a) is View
    seat = a.seat
    known = list(s.known)
    mine = list(known[seat])
    mine[a.a], mine[a.b] = s.row[a.a], s.row[a.b]
    known[seat] = tuple(mine)
    s.known = tuple(known)
    ev.append(Viewed(seat, a.a, a.b))
    ev.append(Saw(seat, a.a, C.KIND[s.row[a.a]], a.b, C.KIND[s.row[a.b]]))


def do_force(s: GameState, a: Action, ev: list[Event]) -> None:
    """Force: the target must reveal one of the two slots pointed at."""
    assert type(a) is Force
    ev.append(Forced(a.seat, a.target, a.a, a.b))
    push(s, ForcedPickF(a.target, a.a, a.b, a.seat))


def reveal_action(s: GameState, a: Action, ev: list[Event]) -> None:
    """Reveal: the seat turns a card face up and resolves it."""
    assert type(a) is Reveal
    do_reveal(s, a.seat, a.slot, ev)


def do_reveal(s: GameState, seat: int, slot: int, ev: list[Event]) -> None:
    """Turns a card face up for everyone; `seat` is the revealer and resolves it, then refill."""
    card = s.row[slot]
    row = list(s.row)
    row[slot] = -1
    s.row = tuple(row)
    s.known = tuple(k if k[slot] < 0 else k[:slot] + (-1,) + k[slot + 1:] for k in s.known)
    kind = C.KIND[card]
    ev.append(Revealed(seat, slot, kind))
    push(s, ReplaceF(slot))
    rule = CARD_RULES[kind]
    if rule.no_effect is not None and rule.no_effect(s):
        discard(s, card, ev)
        ev.append(NoEffect(seat, kind))
    elif rule.choices is not None:
        push(s, ResolveF(seat, card, kind))
    else:
        assert rule.at_once is not None
        rule.at_once(s, seat, card, ev)


# --------------------------------------------------------------------------- the forced pick


def _pick_legal(s: GameState, f: ForcedPickF, seat: int) -> Actions:
    return (Pick(seat, f.a), Pick(seat, f.b))


def _pick(s: GameState, f: ForcedPickF, a: Action, ev: list[Event]) -> None:
    assert type(a) is Pick
    do_reveal(s, a.seat, a.slot, ev)


def _refuse_pick(s: GameState, f: ForcedPickF, a: Action) -> Refusal:
    if type(a) is Pick:
        return refused("pick_slot", "rulebook: Force another player",
                       f"You must pick slot {f.a + 1} or slot {f.b + 1}.", a=f.a, b=f.b)
    return wrong_step(a, f, PICK.waiting)


PICK = DecisionRule(ForcedPickF, _pick_legal, _pick, _refuse_pick, "pick one of the two Event cards pointed at")


# --------------------------------------------------------------------------- resolving a revealed card


def _resolve_legal(s: GameState, f: ResolveF, seat: int) -> Actions:
    choices = CARD_RULES[f.kind].choices
    assert choices is not None, f"{f.kind} resolves at once"
    return tuple(choices(s, seat))


def _resolve(s: GameState, f: ResolveF, a: Action, ev: list[Event]) -> None:
    on_choice = CARD_RULES[f.kind].on_choice
    assert on_choice is not None, f"{f.kind} resolves at once"
    on_choice(s, f, a, ev)


def _refuse_resolve(s: GameState, f: ResolveF, a: Action) -> Refusal:
    refuse = CARD_RULES[f.kind].refuse
    why = refuse(s, f, a) if refuse is not None else None
    return why or wrong_step(a, f, f"{RESOLVE.waiting} ({f.kind.replace('_', ' ')})", f.kind)


RESOLVE = DecisionRule(ResolveF, _resolve_legal, _resolve, _refuse_resolve, "resolve the revealed Event card")


# --------------------------------------------------------------------------- refills and reshuffles


def replace(s: GameState, f: ReplaceF, ev: list[Event]) -> None:
    """Refills a revealed slot from the deck; when the last card enters the row, R8 reshuffles."""
    if s.result is not None or s.row[f.slot] >= 0 or not s.event_deck:
        return
    row = list(s.row)
    row[f.slot] = s.event_deck[0]
    s.row = tuple(row)
    s.event_deck = s.event_deck[1:]
    ev.append(Replaced(f.slot, len(s.event_deck)))
    if not s.event_deck and not s.sudden:
        s.reshuffled = True
        push(s, ChanceF(ChanceStep.ROW, len(face_down_slots(s))))


def reshuffle_row(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """R8: shuffle the unrevealed row cards and lay them out again; every seat's notes are void."""
    slots = face_down_slots(s)
    cards = [s.row[i] for i in slots]
    row = list(s.row)
    for slot, i in zip(slots, outcome, strict=True):
        row[slot] = cards[i]
    s.row = tuple(row)
    s.known = tuple((-1,) * len(s.row) for _ in range(s.n))
    ev.append(RowReshuffled(len(slots)))
