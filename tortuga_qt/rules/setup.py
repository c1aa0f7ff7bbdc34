"""Setup (rulebook "Setup"): starred cards, Loyalty deal, Vote deal, Event deck, pawns, holds.

`new_game` returns a state whose first steps are Chance actions (the deals), then each
Captain's choice of starting hold (Flying Dutchman first), then the Jolly Roger Captain's turn.
"""

from __future__ import annotations

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Action, StartHold
from tortuga_qt.rules.board import push
from tortuga_qt.rules.components import Team, components
from tortuga_qt.rules.config import GameConfig, eligible_starred
from tortuga_qt.rules.decision import Actions, DecisionRule
from tortuga_qt.rules.events import (
    DeckShuffled,
    Drew,
    DrewCards,
    Event,
    LoyaltySeen,
    PawnsPlaced,
    RowLaidOut,
    StarredChosen,
    StartHoldChosen,
)
from tortuga_qt.rules.frames import ChanceF, FirstTurnF, StartHoldF
from tortuga_qt.rules.kinds import CardKind, ChanceStep
from tortuga_qt.rules.places import FD, JR, hold
from tortuga_qt.rules.refusal import Refusal, refused, wrong_step
from tortuga_qt.rules.state import GameState


def new_game(cfg: GameConfig) -> GameState:
    """Returns the state before the deal: chance decides the cards and pawns next."""
    comp = components()
    n = cfg.n
    s = GameState.__new__(GameState)
    s.cfg, s.n = cfg, n
    s.turn, s.actions_left = -1, 0
    s.ships, s.tortuga, s.boats, s.exploded = ((), ()), (), (-1, -1), -1
    s.galleon = comp.galleon_treasure
    s.holds = (0, 0, 0, 0)
    s.tort = comp.tortuga_treasure
    s.loyalty = (0,) * n
    s.hands = ((),) * n
    s.vote_deck, s.event_deck, s.discard, s.removed = (), (), (), ()
    s.row = (-1,) * comp.row_size
    s.front = ((),) * n
    s.known = tuple((-1,) * comp.row_size for _ in range(n))
    s.lost, s.code_left = 0, (0,) * n
    s.sudden = s.reshuffled = False
    s.result, s.steps = None, 0
    s._legal = None
    s.stack = (FirstTurnF(),)
    if cfg.starred is None:
        pool = eligible_starred(n, cfg.small_game_facade_fever)
        push(s, ChanceF(ChanceStep.STARS, len(pool)))
    else:
        _use_starred(s, cfg.starred)
        push(s, ChanceF(ChanceStep.LOYALTY, n))  # chosen by the table: public (the config says which)
    return s


def _use_starred(s: GameState, starred: tuple[str, ...]) -> None:
    comp = components()
    drop = set(comp.small_game_remove) if s.n <= comp.small_game_max else set()
    chosen = set(starred)
    removed = []
    for card in comp.event_cards:
        if card.kind in drop or (card.starred and card.kind not in chosen):
            removed.append(card.id)
    s.removed = tuple(removed)


def deal_stars(s: GameState, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Draws the 3 starred Event cards at random from those allowed for this player count."""
    pool = eligible_starred(s.n, s.cfg.small_game_facade_fever)
    chosen = tuple(pool[i] for i in outcome[: components().starred_per_game])
    _use_starred(s, chosen)
    # Drawn at random, the three cards go into the deck unseen: nobody may know which.
    ev.append(StarredChosen(tuple(sorted(CardKind(k) for k in chosen))))
    push(s, ChanceF(ChanceStep.LOYALTY, s.n))


def deal_loyalty(s: GameState, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Deals the Loyalty cards for the player count; each seat sees only its own."""
    brit, fren, dutch = components().loyalty[s.n]
    cards = (Team.BRITISH,) * brit + (Team.FRENCH,) * fren + (Team.DUTCH,) * dutch
    s.loyalty = tuple(int(cards[outcome[i]]) for i in range(s.n))
    for seat in range(s.n):
        ev.append(LoyaltySeen(seat, s.loyalty[seat]))
    push(s, ChanceF(ChanceStep.VOTES, C.N_VOTE))


def deal_votes(s: GameState, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Shuffles the Vote deck and deals 3 cards to each seat, one at a time."""
    deck = outcome
    size = components().hand_size
    n = s.n
    s.hands = tuple(tuple(sorted(deck[seat: size * n: n])) for seat in range(n))
    s.vote_deck = deck[size * n:]
    ev.append(DeckShuffled("votes"))
    for seat in range(n):
        ev.append(Drew(seat, size))
        ev.append(DrewCards(seat, s.hands[seat]))
    push(s, ChanceF(ChanceStep.EVENTS, len(_event_pool(s))))


def _event_pool(s: GameState) -> tuple[int, ...]:
    out = set(s.removed)
    return tuple(c for c in range(C.N_EVENT) if c not in out and c != C.ARMADA)


def deal_events(s: GameState, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Shuffles the Event deck, puts the Spanish Armada at the bottom and lays out 5 face down."""
    pool = _event_pool(s)
    deck = tuple(pool[i] for i in outcome) + (C.ARMADA,)
    size = len(s.row)
    s.row = deck[:size]
    s.event_deck = deck[size:]
    ev.append(DeckShuffled("events"))
    ev.append(RowLaidOut(size, len(s.event_deck)))
    push(s, ChanceF(ChanceStep.PAWNS, s.n))


def place_pawns(s: GameState, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """Draws the pawns from the bag onto alternate ships, Flying Dutchman first, top to bottom."""
    fd = tuple(outcome[0::2])
    jr = tuple(outcome[1::2])
    s.ships = (fd, jr)
    ev.append(PawnsPlaced(fd, jr))
    push(s, StartHoldF(s.ships[JR][0]), StartHoldF(s.ships[FD][0]))


# --------------------------------------------------------------------------- the starting treasure


def _start_hold_legal(s: GameState, f: StartHoldF, seat: int) -> Actions:
    return (StartHold(seat, 0), StartHold(seat, 1))


def _start_hold(s: GameState, f: StartHoldF, a: Action, ev: list[Event]) -> None:
    """The Captain's starting treasure goes into their ship's British or French hold."""
    assert type(a) is StartHold
    ship = FD if s.ships[FD][0] == a.seat else JR
    holds = list(s.holds)
    holds[hold(ship, a.team)] += 1
    s.holds = (holds[0], holds[1], holds[2], holds[3])
    ev.append(StartHoldChosen(a.seat, ship, a.team))


def _refuse_start_hold(s: GameState, f: StartHoldF, a: Action) -> Refusal:
    if type(a) is StartHold:
        return refused("start_hold", "rulebook: Setup",
                       "A Captain puts the starting treasure in their own ship's British or French hold.")
    return wrong_step(a, f, START_HOLD.waiting)


START_HOLD = DecisionRule(StartHoldF, _start_hold_legal, _start_hold, _refuse_start_hold,
                      "choose the hold for the starting treasure")
