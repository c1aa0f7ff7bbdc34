"""The Medium computer pirate: a belief about loyalties and a one-move look at the treasure balance.

Each decision it rebuilds its belief over every Loyalty assignment from what its seat has seen
(`Belief.from_history`), then scores each legal move by the expected change of its side's worth
(`worth.Judge`: treasure balance plus what the roles will likely move), with what it knows:
Event cards it viewed, who has viewed which slots, its Vote hand. It never plays an obvious
blunder (`judgement.blunders`); ties are broken by its generator, so equal inputs and equal
generator states give equal choices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tortuga_qt.bots import judgement as J
from tortuga_qt.bots.judgement import Sides
from tortuga_qt.bots.worth import Board, Judge, Weights
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    Abstain,
    Action,
    Atlantis,
    Attack,
    Brawl,
    Crow,
    Fever,
    Force,
    Fountain,
    Give,
    KeepMarque,
    Maroon,
    Marque,
    Move,
    Mutiny,
    Pick,
    Pistol,
    Powder,
    Reveal,
    Search,
    Shift,
    StartHold,
    Take,
    View,
    Vote,
)
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.places import FD, GALLEON, JR, NOWHERE, RB1, RB2, TORTUGA
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import CrowSearchDecision, ResolveDecision, SeatView

BeliefFactory = Callable[[SeatView, Sequence[Event]], J.BeliefLike]

REVEALER_GAINS = {"crows_nest": 0.3, "pirate_code": 0.1}  # cards whose revealer's side gains a little
SPEND = 0.02  # the worth of a Vote card kept in hand (breaks ties between equally good cards)
TIE = 1e-9


def _real_belief(view: SeatView, history: Sequence[Event]) -> J.BeliefLike:
    """Returns the exact belief over Loyalty assignments for this seat."""
    from tortuga_qt.bots.belief import Belief

    return Belief.from_history(view, history)


class MediumBot:
    """A computer pirate that reasons about loyalties and looks one move ahead (a `Bot`)."""

    def __init__(self, belief: BeliefFactory | None = None, weights: Weights | None = None) -> None:
        self._belief = belief or _real_belief
        self.weights = weights or Weights()

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns the legal move with the best expected worth for its side (ties: drawn from `rng`)."""
        if len(legal) == 1:
            return legal[0]
        bad = J.blunders(view, legal)
        moves = [a for a in legal if a not in bad]
        scorer = Scorer(view, self._belief(view, history), history, self.weights)
        scores = [scorer.score(a) for a in moves]
        best = max(scores)
        top = [a for a, s in zip(moves, scores, strict=True) if s >= best - TIE]
        return top[0] if len(top) == 1 else rng.choice(top)


class Scorer:
    """Scores moves for one decision: the expected change of the side's worth (treasure units)."""

    def __init__(self, view: SeatView, belief: J.BeliefLike, history: Sequence[Event],
                 weights: Weights | None = None) -> None:
        assert view.seat is not None
        self.w = weights or Weights()
        self.view, self.belief, self.me = view, belief, view.seat
        self.n = len(view.names)
        self.sides = J.sides(view, belief)
        self.judge = Judge(view, self.sides, self.w)
        self.board = Board.of(view)
        self.base = self.judge.value(self.board)
        self.knows = J.who_knows(history, self.n)
        self._maroon: dict[int, float] = {}
        self._card: dict[tuple[str, int], float] = {}
        self._slot: dict[tuple[int, int], float] = {}
        self._place: dict[tuple[str, int], float] = {}
        self._odds: dict[str, float] | None = None

    # ------------------------------------------------------------------ shared pieces

    def delta(self, b: Board) -> float:
        """Returns how much better a board is than the present one."""
        return self.judge.value(b) - self.base

    def after(self, change: Callable[[Board], None]) -> float:
        """Returns the worth of a change tried on a copy of the board."""
        b = self.board.copy()
        change(b)
        return self.delta(b)

    def has(self, seat: int, kind: str) -> bool:
        """Returns whether a seat keeps a card of `kind` face up."""
        return kind in self.view.front[seat]

    def maroon(self, seat: int) -> float:
        """Returns the worth of marooning a seat (little if it holds a Fountain of Youth)."""
        if seat not in self._maroon:
            b = self.board.copy()
            lost = b.place(seat) == TORTUGA and b.hands[seat] > 0
            b.maroon(seat)
            v = self.delta(b) - (self.w.card_loss * self.sides.align(seat) if lost else 0.0)
            self._maroon[seat] = 0.2 * v if self.has(seat, "fountain_of_youth") else v
        return self._maroon[seat]

    def mix(self, seat: int, best: float, worst: float, middle: float) -> float:
        """Returns what a seat's choice is worth: a friend picks my best, an enemy my worst."""
        s = self.sides
        return s.friend[seat] * best + s.enemy[seat] * worst + s.dutch(seat) * middle

    def tempo(self) -> float:
        """Returns the worth of bringing the Spanish Armada one card nearer."""
        lead = self.judge.material(self.board)
        if self.sides.team == J.DUTCH:
            return self.w.tempo * 1.5 if lead == 0 else self.w.tempo * max(lead, -2.0)
        return self.w.tempo * max(-2.0, min(2.0, lead))

    def unseen_votes(self) -> list[int]:
        """Returns the Vote cards this seat has not in hand nor on the table (the deck's top is one)."""
        mine = set(self.view.hand) | set(self.view.my_vote)
        return [c for c in range(C.N_VOTE) if c not in mine]

    # ------------------------------------------------------------------ dispatch

    def score(self, a: Action) -> float:
        """Returns the expected worth of a move."""
        match a:
            case StartHold():
                return _start_hold(self, a)
            case Atlantis():
                return _atlantis(self, a)
            case View():
                return _view(self, a)
            case Reveal() | Pick():
                return self.slot_value(a.slot, self.me)
            case Force():
                return _force(self, a)
            case Move():
                return self.after(lambda b: b.move(self.me, a.dest))
            case Attack() | Mutiny() | Brawl():
                return self.vote_call(a.verb, self.board.place(self.me))
            case Maroon() | Pistol():
                return self.maroon(a.target)
            case Shift():
                return _shift(self, a)
            case Marque():
                return self.marque(a.target, a.ship)
            case KeepMarque():
                return self.w.keep_marque
            case Vote() | Abstain():
                return _vote(self, a)
            case Take():
                return _take_action(self, a)
            case Fountain():
                return _fountain(self, a)
        return self.score_choice(a)

    def score_choice(self, a: Action) -> float:
        """Returns the worth of a revealed card's choice (a map, Black Powder, Cabin Fever, Crow's Nest)."""
        match a:
            case Give():
                d = self.view.decision
                return self.give(d.card if isinstance(d, ResolveDecision) else "el_dorado", a.target)
            case Powder():
                return self.powder(a.boat)
            case Fever():
                return self.fever(a.target)
            case Crow():
                return _crow(self, a)
            case Search():
                return _search(self, a)
        return 0.0

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
        """Returns the worth for my side of seat `r` revealing (and resolving) a card of `kind`."""
        key = (kind, r)
        if key not in self._card:
            self._card[key] = self._card_value(kind, r) + (0.0 if kind == "spanish_armada" else self.tempo())
        return self._card[key]

    def _card_value(self, kind: str, r: int) -> float:
        """Returns the worth of one revealed card, before the tempo."""
        s, me = self.sides, r == self.me
        if kind == "spanish_armada":
            return self.judge.terminal(self.board) - self.base
        if kind == "black_spot":
            return self.maroon(r)
        if kind == "pistol":
            return self.pistol(r)
        if kind == "albatross":
            return self.albatross(r)
        if kind == "letter_of_marque":
            return max([self.w.keep_marque, *(self.marque(t, ship) for t, ship in self.marque_moves())]) if me \
                else self.w.keep_marque * s.align(r)
        if kind in J.MAPS:
            return max(self.give(kind, t) for t in range(self.n) if t != r) if me else self.w.map * 0.8 * s.align(r)
        if kind in REVEALER_GAINS:
            return REVEALER_GAINS[kind] * s.align(r)
        return self._place_card(kind, r)

    def _place_card(self, kind: str, r: int) -> float:
        """Returns the worth of a card that acts on the revealer's place or pawn."""
        me = r == self.me
        if kind == "black_powder":
            return max(self.powder(b) for b in (RB1, RB2)) if me else 0.0
        if kind == "cabin_fever":
            return max(0.0, *(self.fever(t) for t in range(self.n) if t != r)) if me else 0.0
        if kind in ("eight_bells", "stormy_seas"):
            return self.at_place(kind, self.board.place(r))
        if kind == "facade":
            return self.after(lambda b: b.swap(r, (r - 1) % self.n))
        if kind == "scurvy":
            place = self.board.place(r)
            victims = [r] if place in (RB1, RB2) else self.board.line(place)
            return -0.15 * sum(self.sides.align(x) for x in victims)
        return 0.0

    def at_place(self, kind: str, place: int) -> float:
        """Returns the worth of Eight Bells or Stormy Seas at a place (the same for everyone there)."""
        key = (kind, place)
        if key not in self._place:
            self._place[key] = self.eight_bells(place) if kind == "eight_bells" else \
                self.after(lambda b: _storm(b, place))
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
        place = self.board.place(r)
        if place > JR or not any(self.board.albatross[x] for x in self.board.ships[place]):
            return burden
        b = self.board.copy()
        b.albatross = tuple(k + (x == r) for x, k in enumerate(b.albatross))
        b.sink_check(place)
        return self.delta(b) + burden

    def eight_bells(self, place: int) -> float:
        """Returns the expected worth of a place's pawns drawn back in random order."""
        line = list(self.board.line(place))
        if place in (RB1, RB2) or len(line) < 2:
            return 0.0
        total = 0.0
        for k in range(len(line)):  # rotations: every pawn in every rank once (the ranks' marginals)
            b = self.board.copy()
            b.line(place)[:] = line[k:] + line[:k]
            total += self.delta(b)
        return total / len(line)

    # ------------------------------------------------------------------ card choices

    def marque_moves(self) -> list[tuple[int, int]]:
        """Returns the Letter of Marque moves: anyone on Tortuga or a Rowboat to a ship with room."""
        b = self.board
        movable = sorted([*b.tortuga, *(x for x in b.boats if x >= 0)])
        return [(t, ship) for t in movable for ship in (FD, JR) if len(b.ships[ship]) < J.SHIP_CAPACITY]

    def marque(self, target: int, ship: int) -> float:
        """Returns the worth of moving `target` to the back of `ship`."""
        return self.after(lambda b: b.move(target, ship))

    def give(self, kind: str, target: int) -> float:
        """Returns the worth of a treasure map in `target`'s hands (more where the map will serve)."""
        place = self.board.place(target)
        use = 1.0
        if kind == "atlantis":
            use = 1.2 if place <= JR else 0.7
        elif kind == "fountain_of_youth":
            use = 1.3 if place <= JR and self.board.ships[place][0] == target else 1.0
        return self.w.map * use * self.sides.align(target)

    def powder(self, boat: int) -> float:
        """Returns the worth of blowing up a Rowboat (its occupant is marooned)."""
        occupant = self.board.boats[boat - RB1]
        return self.maroon(occupant) if occupant >= 0 else 0.0

    def fever(self, target: int) -> float:
        """Returns the worth of Cabin Fever with `target`: half the time our Loyalty cards trade places."""
        s = self.sides
        if s.side is None or s.team == J.DUTCH:
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
        return b.team_prob(seat, J.BRITISH) + 0.5 * b.team_prob(seat, J.DUTCH)

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
        b = self.board.copy()
        b.tort[:] = [british, 2 - british]
        return self.delta(b)

    def take(self, src: int, dst: int) -> float:
        """Returns the worth of moving one treasure from `src` (a hold or the Galleon) into hold `dst`."""
        b = self.board.copy()
        if src == GALLEON:
            b.galleon -= 1
        else:
            b.holds[src] -= 1
        b.holds[dst] += 1
        return self.delta(b)

    def plunder(self, caller: int) -> float:
        """Returns the worth of a successful Attack called by `caller` (it takes where its side wants)."""
        b = self.board
        ship = b.place(caller)
        if ship > JR:
            return 0.0
        values = [self.take(src, dst) for src, dst in _takes(b, ship)]
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
        voters = [x for x in voters if b.hands[x]]
        captain = b.ships[ship][0] if ship <= JR and b.ships[ship] else -1
        hands: list[tuple[int, ...]] = [(c,) for c in self.view.hand] if self.me in voters else [()]
        return max(self.outcome_worth(what, self.me, captain, self.vote_odds(what, voters, self.me, captain, h))
                   for h in hands)


# ---------------------------------------------------------------------- one scoring function per kind of move


def _start_hold(sc: Scorer, a: StartHold) -> float:
    """Returns the worth of the starting treasure in the chosen hold."""
    ship = sc.board.place(sc.me)
    return sc.after(lambda b: b.holds.__setitem__(ship * 2 + a.team, b.holds[ship * 2 + a.team] + 1))


def _atlantis(sc: Scorer, a: Atlantis) -> float:
    """Returns the worth of sailing to the other ship now rather than keeping the map."""
    if not a.use:
        return 0.0
    ship = sc.board.place(sc.me)
    return sc.after(lambda b: b.move(sc.me, 1 - ship)) - sc.w.keep_atlantis if ship <= JR else -1.0


def _view(sc: Scorer, a: View) -> float:
    """Returns the worth of learning the cards of two slots (nothing for cards already known)."""
    unknown = sum(1 for slot in (a.a, a.b) if sc.view.known[slot] is None)
    return sc.w.info * unknown


def _force(sc: Scorer, a: Force) -> float:
    """Returns the worth of making `target` reveal one of two cards (its pick if it has seen both)."""
    t = a.target
    va, vb = sc.slot_value(a.a, t), sc.slot_value(a.b, t)
    if {a.a, a.b} <= sc.knows[t]:  # it has seen both: it picks the one that suits its side
        return sc.mix(t, max(va, vb), min(va, vb), (va + vb) / 2)
    return (va + vb) / 2


def _shift(sc: Scorer, a: Shift) -> float:
    """Returns the worth of the Cabin Boy moving one treasure to the other hold."""
    ship = sc.board.place(sc.me)
    return sc.take(ship * 2 + a.src, ship * 2 + 1 - a.src)


def _vote(sc: Scorer, a: Vote | Abstain) -> float:
    """Returns the worth of putting these cards (or none) into the vote under way."""
    vote = sc.view.vote
    assert vote is not None
    b = sc.board
    captain = b.ships[b.place(vote.caller)][0] if vote.what == "mutiny" else -1
    cards = a.cards if isinstance(a, Vote) else ()
    dist = sc.vote_odds(vote.what, vote.participants, vote.caller, captain, cards)
    worth = sc.outcome_worth(vote.what, vote.caller, captain, dist)
    spend = sum(SPEND * (1 + sc.hand_worth(c, sc.sides.side)) for c in cards)
    return worth - spend - (0.2 if len(cards) == 2 else 0.0)


def _takes(b: Board, ship: int) -> list[tuple[int, int]]:
    """Returns the (source, hold) pairs a successful Attack from `ship` may take."""
    dsts = (ship * 2, ship * 2 + 1)
    if b.galleon > 0:
        return [(GALLEON, d) for d in dsts]
    other = 1 - ship
    return [(other * 2 + t, d) for t in (0, 1) if b.holds[other * 2 + t] > 0 for d in dsts]


def _take_action(sc: Scorer, a: Take) -> float:
    """Returns the worth of a plunder (declining: nothing)."""
    if a.src == NOWHERE:
        return 0.0
    return sc.take(a.src, a.dst)


def _fountain(sc: Scorer, a: Fountain) -> float:
    """Returns the worth of refusing this maroon, less the map kept for a worse one."""
    if not a.use:
        return 0.0
    b = sc.board.copy()
    b.maroon(sc.me)
    return -sc.delta(b) - sc.w.keep_fountain


def _crow(sc: Scorer, a: Crow) -> float:
    """Returns the worth of choosing `target`'s new Vote hand (my best search against its hand now)."""
    t = a.target
    count = sc.board.hands[t]
    if not count or sc.sides.side is None:
        return 0.0
    pool = sc.unseen_votes() + (list(sc.view.hand) if t == sc.me else [])
    worth = sorted(_search_worth(sc, t, c) for c in pool)
    now = sum(_search_worth(sc, t, c) for c in sc.view.hand) if t == sc.me else count * sum(worth) / len(worth)
    return 0.3 * (sum(worth[-count:]) - now)


def _search_worth(sc: Scorer, target: int, card: int) -> float:
    """Returns what a Vote card in `target`'s hand is worth to my side (my flag helps in anyone's hand)."""
    side = sc.sides.side
    if side is None:
        return sc.hand_worth(card, None) if target == sc.me else 0.0
    mine, theirs = sc.hand_worth(card, side), sc.hand_worth(card, 1 - side)
    return sc.sides.friend[target] * mine - sc.sides.enemy[target] * theirs


def _search(sc: Scorer, a: Search) -> float:
    """Returns the worth of one searched card in the chosen player's hand."""
    d = sc.view.decision
    return _search_worth(sc, d.target if isinstance(d, CrowSearchDecision) else sc.me, a.card)


def _storm(b: Board, place: int) -> None:
    """Stormy Seas: a ship's treasure back to the Galleon, or Tortuga's back to one each."""
    if place <= JR:
        b.galleon += b.holds[place * 2] + b.holds[place * 2 + 1]
        b.holds[place * 2] = b.holds[place * 2 + 1] = 0
    elif place == TORTUGA:
        b.tort[:] = [1, 1]
