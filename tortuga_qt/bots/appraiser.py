"""What the pieces of a move are worth to one seat's side, for one decision (`Appraiser`).

A maroon, a revealed Event card, a card's choice (a map, a Letter of Marque, Black Powder,
Cabin Fever), a vote's outcome, a plunder: each as the expected change of the side's worth
(`worth.Judge`, in treasure units), from the seat's view, its belief and what it knows (Event
cards it viewed, who has viewed which slots, its Vote hand). Moves are tried on a copy of the
table the seat sees (`what_if.table_of`) with the rules' own board functions; what each kind of
Event card is worth comes from its entry in `card_knowledge.CARDS`. The Medium pirate's `Scorer`
(`medium.py`) builds whole moves' scores from these pieces.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tortuga_qt.bots import judgement as J
from tortuga_qt.bots.card_knowledge import card
from tortuga_qt.bots.judgement import Sides
from tortuga_qt.bots.what_if import card_chance, maroon, resolve_at_once, settle, table_of, where
from tortuga_qt.bots.worth import Judge, Weights
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Marque, Take
from tortuga_qt.rules.board import albatross_count, do_move, line_of
from tortuga_qt.rules.cards.letter_of_marque import marque_moves
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import TakeF
from tortuga_qt.rules.kinds import CardKind, ChanceStep, MoveHow
from tortuga_qt.rules.places import JR, NOWHERE, RB1, RB2, TORTUGA
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import SeatView
from tortuga_qt.rules.votes import apply_take, take_actions


class Appraiser:
    """Values the pieces of moves for one decision: the expected change of the side's worth (treasure units)."""

    def __init__(self, view: SeatView, belief: J.BeliefLike, history: Sequence[Event],
                 weights: Weights | None = None) -> None:
        assert view.seat is not None
        self.w = weights or Weights()
        self.view, self.belief, self.me = view, belief, view.seat
        self.n = len(view.names)
        self.sides = J.sides(view, belief)
        self.judge = Judge(view, self.sides, self.w)
        self.board = table_of(view)
        self.base = self.judge.value(self.board)
        self.knows = J.who_knows(history, self.n)
        self._maroon: dict[int, float] = {}
        self._card: dict[tuple[str, int], float] = {}
        self._slot: dict[tuple[int, int], float] = {}
        self._place: dict[tuple[str, int], float] = {}
        self._odds: dict[str, float] | None = None

    # ------------------------------------------------------------------ shared pieces

    def delta(self, b: GameState) -> float:
        """Returns how much better a copy of the table is than the present one."""
        return self.judge.value(b) - self.base

    def after(self, change: Callable[[GameState], object]) -> float:
        """Returns the worth of a change tried on a copy of the table (by the rules' board functions)."""
        b = self.board.clone()
        change(b)
        if b.stack:
            settle(b)
        return self.delta(b)

    def has(self, seat: int, kind: str) -> bool:
        """Returns whether a seat keeps a card of `kind` face up."""
        return kind in self.view.front[seat]

    def maroon(self, seat: int) -> float:
        """Returns the worth of marooning a seat (little if it holds a Fountain of Youth)."""
        if seat not in self._maroon:
            lost = where(self.board, seat) == TORTUGA and bool(self.board.hands[seat])
            v = self.after(lambda b: maroon(b, seat)) - (self.w.card_loss * self.sides.align(seat) if lost else 0.0)
            self._maroon[seat] = 0.2 * v if self.has(seat, CardKind.FOUNTAIN_OF_YOUTH) else v
        return self._maroon[seat]

    def mix(self, seat: int, best: float, worst: float, middle: float) -> float:
        """Returns what a seat's choice is worth: a friend picks my best, an enemy my worst."""
        s = self.sides
        return s.friend[seat] * best + s.enemy[seat] * worst + s.dutch(seat) * middle

    def tempo(self) -> float:
        """Returns the worth of bringing the Spanish Armada one card nearer."""
        lead = self.judge.material(self.board)
        if self.sides.team == Team.DUTCH:
            return self.w.tempo * 1.5 if lead == 0 else self.w.tempo * max(lead, -2.0)
        return self.w.tempo * max(-2.0, min(2.0, lead))

    def unseen_votes(self) -> list[int]:
        """Returns the Vote cards this seat has not in hand nor on the table (the deck's top is one)."""
        mine = set(self.view.hand) | set(self.view.my_vote)
        return [c for c in range(C.N_VOTE) if c not in mine]


    # ------------------------------------------------------------------ Event cards

    def odds(self, slot: int) -> dict[str, float]:
        """Returns what the card in a face-down slot may be."""
        kind = self.view.known[slot]
        if kind is not None:
            return {kind: 1.0}
        if self._odds is None:
            self._odds = J.unknown_odds(self.view)
        return self._odds

    def slot_value(self, slot: int, revealer: int) -> float:
        """Returns the expected worth of `revealer` turning the card in `slot` face up."""
        key = (slot, revealer)
        if key not in self._slot:
            self._slot[key] = sum(p * self.card_value(kind, revealer) for kind, p in self.odds(slot).items())
        return self._slot[key]

    def card_value(self, kind: str, r: int) -> float:
        """Returns the worth for my side of seat `r` revealing (and resolving) a card of `kind` (`CARDS`)."""
        key = (kind, r)
        if key not in self._card:
            known = card(kind)
            self._card[key] = known.worth(self, r) + (self.tempo() if known.tempo else 0.0)
        return self._card[key]

    def at_place(self, kind: CardKind, r: int) -> float:
        """Returns the worth of seat `r` revealing Eight Bells or Stormy Seas (the same for everyone at its place)."""
        key = (kind, where(self.board, r))
        if key not in self._place:
            self._place[key] = self.eight_bells(key[1]) if kind == CardKind.EIGHT_BELLS else \
                self.after(lambda b: resolve_at_once(b, r, kind))
        return self._place[key]

    def pistol(self, r: int) -> float:
        """Returns the worth of seat `r` aiming a Pistol (at my side's best target if a friend)."""
        values = [self.maroon(t) for t in range(self.n) if t != r]
        if r == self.me:
            return max(values)
        return self.mix(r, max(values), min(values), sum(values) / len(values))

    def albatross(self, r: int) -> float:
        """Returns the worth of seat `r` keeping an Albatross (a whole crew marooned with a second one)."""
        burden = -self.w.albatross * self.sides.align(r)
        place = where(self.board, r)
        if place > JR or not albatross_count(self.board, self.board.ships[place]):
            return burden  # no second Albatross aboard: the ship cannot sink

        return self.after(lambda b: resolve_at_once(b, r, CardKind.ALBATROSS)) + burden

    def eight_bells(self, place: int) -> float:
        """Returns the expected worth of a place's pawns drawn back in random order."""
        line = line_of(self.board, place)
        if place in (RB1, RB2) or len(line) < 2:
            return 0.0
        total = 0.0
        n = len(line)
        for k in range(n):  # rotations: every pawn in every rank once (the ranks' marginals)
            order = tuple(range(k, n)) + tuple(range(k))
            total += self.after(
                lambda b: card_chance(b, CardKind.EIGHT_BELLS, ChanceStep.EIGHT_BELLS, (place,), order))  # noqa: B023 - called at once
        return total / len(line)

    # ------------------------------------------------------------------ card choices

    def marque_moves(self) -> list[tuple[int, int]]:
        """Returns the Letter of Marque moves: anyone on Tortuga or a Rowboat to a ship with room."""
        return [(m.target, m.ship) for m in marque_moves(self.board, self.me) if isinstance(m, Marque)]

    def marque(self, target: int, ship: int) -> float:
        """Returns the worth of moving `target` to the back of `ship`."""
        return self.after(lambda b: do_move(b, target, ship, [], MoveHow.LETTER_OF_MARQUE))

    def give(self, kind: str, target: int) -> float:
        """Returns the worth of a treasure map in `target`'s hands (more where the map will serve)."""
        use = card(kind).map_use
        assert use is not None, f"{kind} is not a treasure map"
        return self.w.map * use(self.board, target) * self.sides.align(target)

    def powder(self, boat: int) -> float:
        """Returns the worth of blowing up a Rowboat (its occupant is marooned)."""
        occupant = self.board.boats[boat - RB1]
        return self.maroon(occupant) if occupant >= 0 else 0.0

    def fever(self, target: int) -> float:
        """Returns the worth of Cabin Fever with `target`: half the time our Loyalty cards trade places."""
        s = self.sides
        if s.side is None or s.team == Team.DUTCH:
            return 0.0
        friend, enemy = list(s.friend), list(s.enemy)
        friend[target], enemy[target], friend[self.me], enemy[self.me] = 1.0, 0.0, 0.0, 1.0
        swapped = Judge(self.view, Sides(s.me, s.team, s.side, tuple(friend), tuple(enemy)), self.w)
        return 0.5 * s.enemy[target] * (swapped.value(self.board) - self.base)

    def hand_worth(self, card: int, side: int | None) -> float:
        """Returns how useful a Vote card is in the hand of someone of `side` (Brawl flags and an Attack's symbols)."""
        flag = 0.0 if side is None else J.flags(card, side) - J.flags(card, 1 - side)
        top = C.VOTE_TOP[card]
        return 0.5 * flag + (0.3 if top != "water" else 0.15) * C.VOTE_WEIGHT[card]

    # ------------------------------------------------------------------ votes

    def want(self, what: str, seat: int, caller: int, captain: int) -> float:
        """Returns the chance that a participant wants the vote to pass (Brawl: shows the British flag)."""
        b = self.belief
        if what == "attack":
            return 1.0 if seat == caller else b.same_team(seat, caller)
        if what == "mutiny":
            return 1.0 if seat == caller else 1.0 - b.same_team(seat, captain)
        return b.team_prob(seat, Team.BRITISH) + 0.5 * b.team_prob(seat, Team.DUTCH)

    def vote_odds(self, what: str, voters: Sequence[int], caller: int, captain: int,
                  mine: Sequence[int]) -> J.Dist:
        """Returns the distribution of a vote's count: the others by their wants, my cards, the deck's card."""
        parts = [J.player_part(what, self.want(what, x, caller, captain)) for x in voters if x != self.me]
        parts += [J.card_part(what, c) for c in mine]
        parts.append(J.deck_part(what, self.unseen_votes()))
        return J.convolve(parts)

    def outcome_worth(self, what: str, caller: int, captain: int, dist: J.Dist) -> float:
        """Returns the expected change of worth of a vote's outcome."""
        if what == "brawl":
            win, tie, lose = J.brawl_odds(dist)
            return win * self.tortuga(2) + tie * self.tortuga(1) + lose * self.tortuga(0)
        p = J.passes(what, dist)
        if what == "mutiny":
            return p * self.maroon(captain)
        return p * self.plunder(caller)

    def tortuga(self, british: int) -> float:
        """Returns the worth of Tortuga's two treasures lying `british` British, the rest French."""
        def lie(b: GameState) -> None:
            b.tort = (british, 2 - british)
        return self.after(lie)

    def take(self, src: int, dst: int) -> float:
        """Returns the worth of moving one treasure from `src` (a hold or the Galleon) into hold `dst`."""
        return self.after(lambda b: apply_take(b, TakeF(self.me, 0), Take(self.me, src, dst), []))

    def plunder(self, caller: int) -> float:
        """Returns the worth of a successful Attack called by `caller` (it takes where its side wants)."""
        b = self.board
        ship = where(b, caller)
        if ship > JR:
            return 0.0
        values = [self.take(a.src, a.dst) for a in take_actions(b, TakeF(caller, ship), caller)
                  if isinstance(a, Take) and a.src != NOWHERE]
        if not values:
            return 0.0
        if caller == self.me:
            return max(values)
        return self.mix(caller, max(values), min(values), sum(values) / len(values))

    def vote_call(self, what: str, ship: int) -> float:
        """Returns the expected worth of calling a vote, with my best card in it."""
        b = self.board
        voters = {"attack": b.ships[ship] if ship <= JR else [],
                  "mutiny": b.ships[ship][1:] if ship <= JR else [],
                  "brawl": b.tortuga}[what]
        voters = tuple(x for x in voters if b.hands[x])
        captain = b.ships[ship][0] if ship <= JR and b.ships[ship] else -1
        hands: list[tuple[int, ...]] = [(c,) for c in self.view.hand] if self.me in voters else [()]
        return max(self.outcome_worth(what, self.me, captain, self.vote_odds(what, voters, self.me, captain, h))
                   for h in hands)
