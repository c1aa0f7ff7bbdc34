"""Votes: Attack (Captains), Mutiny (First Mates), Brawl (Governor), tallies and aftermath.

Rulebook "Vote Cards"; R2 (double cards count twice), R3 (Pirate Code), R10 (aftermath).
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Abstain, Action, Take, Vote
from tortuga_qt.rules.board import discard, draw_votes, holds_kind, push, set_hand, take_front
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import (
    Abstained,
    Event,
    PirateCodeSpent,
    TortugaTreasure,
    TreasureDeclined,
    TreasureTaken,
    VoteCalled,
    VoteCardsReturned,
    Voted,
    VotedCards,
    VoteResult,
)
from tortuga_qt.rules.frames import ChanceF, DrawF, MaroonF, TakeF, VoteF
from tortuga_qt.rules.kinds import CardKind, ChanceStep, MaroonCause, VoteKind
from tortuga_qt.rules.places import GALLEON, NOWHERE, hold
from tortuga_qt.rules.refusal import Refusal, refused, wrong_step
from tortuga_qt.rules.state import GameState

# Enum members bound once: looking a member up on its class costs a call, in the hot path.
_EL_DORADO: Final = CardKind.EL_DORADO
_ATTACK: Final = VoteKind.ATTACK
_MUTINY: Final = VoteKind.MUTINY

SECTION: dict[str, int] = {_ATTACK: 0, VoteKind.BRAWL: 1, _MUTINY: 2}
"""The Vote card section that counts in each kind of vote (top, middle, bottom)."""


def start_vote(s: GameState, what: VoteKind, caller: int, ship: int, ev: list[Event]) -> None:
    """Calls a vote; those at the place with a Vote card take part (rulebook; R10)."""
    if what == _ATTACK:
        members = s.ships[ship]
    elif what == _MUTINY:
        members = s.ships[ship][1:]
    else:
        members = s.tortuga
    participants = tuple(m for m in members if s.hands[m])
    ev.append(VoteCalled(caller, what, ship, participants))
    frame = VoteF(what, caller, ship, participants, participants)
    if participants:
        push(s, frame)
    else:
        tally(s, frame, ev)


def vote_actions(s: GameState, f: VoteF, seat: int) -> Actions:
    """Returns a participant's choices: one card, two with El Dorado, or abstain (Pirate Code)."""
    hand = s.hands[seat]
    acts: list[Action] = [Vote(seat, (c,)) for c in hand]
    if len(hand) >= 2 and holds_kind(s, seat, _EL_DORADO):
        acts += [Vote(seat, pair) for pair in combinations(hand, 2)]
    if s.code_left[seat] > 0:
        acts.append(Abstain(seat))
    return tuple(acts)


def refuse_vote(s: GameState, f: VoteF, a: Action) -> Refusal:
    """Why a vote choice is refused: a card not held, two without El Dorado, no Pirate Code."""
    if type(a) is Abstain:
        return refused("no_pirate_code", "Event card: Pirate Code; R3",
                       "Only a player with a Pirate Code covering this vote may stay out of it.")
    if type(a) is Vote:
        hand = s.hands[a.seat]
        if any(c not in hand for c in a.cards):
            shown = ", ".join(f"v{c}" for c in a.cards if c not in hand)
            return refused("card_not_in_hand", "rulebook: Vote Cards", f"You do not hold {shown}.")
        if len(a.cards) == 2 and not holds_kind(s, a.seat, _EL_DORADO):
            return refused("two_cards_without_el_dorado", "Event card: El Dorado",
                           "Only the holder of El Dorado may play 2 Vote cards in a vote.")
        return refused("bad_vote", "rulebook: Vote Cards", "Play 1 Vote card (2 with El Dorado), each card once.")
    return refused("vote_pending", "rulebook: Vote Cards", "A vote is under way: play a Vote card first.",
                   got=getattr(a, "verb", "?"))


def apply_vote(s: GameState, f: VoteF, action: Action, ev: list[Event]) -> None:
    """Records one secret choice; when the last participant has chosen, tallies the vote."""
    seat = action.seat
    waiting = tuple(x for x in f.waiting if x != seat)
    if isinstance(action, Abstain):
        ev.append(Abstained(seat))
        f = VoteF(f.what, f.caller, f.ship, f.participants, waiting, f.played, f.abstained + (seat,))
    else:
        assert isinstance(action, Vote)
        cards = action.cards
        set_hand(s, seat, tuple(c for c in s.hands[seat] if c not in cards))
        ev.append(Voted(seat, len(cards)))
        ev.append(VotedCards(seat, cards))
        if len(cards) == 2:
            discard(s, take_front(s, seat, _EL_DORADO), ev)
        f = VoteF(f.what, f.caller, f.ship, f.participants, waiting, f.played + ((seat, cards),), f.abstained)
    if waiting:
        push(s, f)
    else:
        tally(s, f, ev)


def attack_succeeds(cards: list[int]) -> bool:
    """Returns whether an Attack succeeds: a Cannon and a Torch not cancelled by Water."""
    cannon = torch = water = 0
    for c in cards:
        w = C.VOTE_WEIGHT[c]
        top = C.VOTE_TOP[c]
        if top == "cannon":
            cannon += w
        elif top == "torch":
            torch += w
        else:
            water += w
    return cannon >= 1 and torch - water >= 1


def _count(cards: list[int], symbols: tuple[str, ...], symbol: str) -> int:
    return sum(C.VOTE_WEIGHT[c] for c in cards if symbols[c] == symbol)


def tally(s: GameState, f: VoteF, ev: list[Event]) -> None:
    """Reveals the shuffled symbols, carries out the outcome, then returns the cards (R10).

    The public `vote_result` event holds (kind, outcome, sorted faces, tally): the tally is
    (Cannon, Torch, Water) for an Attack, (British, French) for a Brawl, (Skull, Helm) for a Mutiny.
    """
    cards = [c for _, played in f.played for c in played]
    if s.vote_deck:
        cards.append(s.vote_deck[0])
        s.vote_deck = s.vote_deck[1:]
    faces = tuple(sorted(C.VOTE_FACE[c] for c in cards))
    drawers = tuple(seat for seat, _ in f.played)
    _spend_pirate_code(s, f.participants, ev)
    push(s, DrawF(drawers), ChanceF(ChanceStep.VOTE_RETURN, len(cards), tuple(cards)))
    if f.what == _ATTACK:
        ok = attack_succeeds(cards)
        tally = tuple(_count(cards, C.VOTE_TOP, sym) for sym in ("cannon", "torch", "water"))
        ev.append(VoteResult(f.caller, f.what, "success" if ok else "failed", faces, tally))
        if ok:
            push(s, TakeF(f.caller, f.ship))
    elif f.what == _MUTINY:
        skulls = _count(cards, C.VOTE_BOTTOM, "skull")
        helms = _count(cards, C.VOTE_BOTTOM, "helm")
        ok = skulls > helms
        ev.append(VoteResult(f.caller, f.what, "success" if ok else "failed", faces, (skulls, helms)))
        if ok and s.ships[f.ship]:
            push(s, MaroonF(s.ships[f.ship][0], MaroonCause.MUTINY))
    else:
        brit = _count(cards, C.VOTE_MIDDLE, "british")
        fren = _count(cards, C.VOTE_MIDDLE, "french")
        s.tort = (2, 0) if brit > fren else (0, 2) if fren > brit else (1, 1)
        outcome = "british" if brit > fren else "french" if fren > brit else "tie"
        ev.append(VoteResult(f.caller, f.what, outcome, faces, (brit, fren)))
        ev.append(TortugaTreasure(*s.tort))


def _spend_pirate_code(s: GameState, participants: tuple[int, ...], ev: list[Event]) -> None:
    """R3: a Pirate Code covers the holder's next two votes, stayed out of or not."""
    for seat in participants:
        left = s.code_left[seat]
        if left > 0:
            code = list(s.code_left)
            code[seat] = left - 1
            s.code_left = tuple(code)
            if left == 1:
                discard(s, take_front(s, seat, CardKind.PIRATE_CODE), ev)
                ev.append(PirateCodeSpent(seat))


def take_actions(s: GameState, f: TakeF, seat: int) -> Actions:
    """Returns the Captain's choices after a successful Attack (R5), declining included.

    The rulebook says the Captain "may take" the treasure, so taking nothing is a choice too.
    """
    ship = f.ship
    acts: list[Action]
    if s.galleon > 0:
        acts = [Take(seat, GALLEON, hold(ship, t)) for t in (0, 1)]
    else:
        other = 1 - ship
        acts = [
            Take(seat, hold(other, src), hold(ship, dst))
            for src in (0, 1)
            if s.holds[hold(other, src)] > 0
            for dst in (0, 1)
        ]
    acts.append(Take(seat, NOWHERE, NOWHERE))
    return tuple(acts)


def apply_take(s: GameState, f: TakeF, action: Action, ev: list[Event]) -> None:
    """Moves the plundered treasure into the Captain's chosen hold (or leaves it)."""
    assert type(action) is Take
    if action.src == NOWHERE:
        ev.append(TreasureDeclined(action.seat))
        return
    holds = list(s.holds)
    if action.src == GALLEON:
        s.galleon -= 1
    else:
        holds[action.src] -= 1
    holds[action.dst] += 1
    s.holds = (holds[0], holds[1], holds[2], holds[3])
    ev.append(TreasureTaken(action.seat, action.src, action.dst))


def refuse_take(s: GameState, f: TakeF, a: Action) -> Refusal:
    """Why a plunder is refused (R5: from the Galleon first, into the Captain's own ship)."""
    if type(a) is Take:
        return refused("take_source", "R5",
                       "After a successful Attack the treasure comes from the Spanish Galleon while it has "
                       "any, otherwise from a hold of the other ship, and goes into a hold of your ship.")
    return wrong_step(a, f, TAKE_WAITING)


def vote_return(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """R10: the played cards and the deck card go, shuffled, to the bottom of the Vote deck."""
    cards = f.args
    s.vote_deck = s.vote_deck + tuple(cards[i] for i in outcome)
    ev.append(VoteCardsReturned(len(cards)))


def draw_after_vote(s: GameState, f: DrawF, ev: list[Event]) -> None:
    """R10: each seat that played draws 1 Vote card."""
    for seat in f.seats:
        draw_votes(s, seat, 1, ev)


TAKE_WAITING = "take the plundered treasure"
VOTE = DecisionRule(VoteF, vote_actions, apply_vote, refuse_vote, "play a Vote card")
TAKE = DecisionRule(TakeF, take_actions, apply_take, refuse_take, TAKE_WAITING)
