"""What the computer pirates know of each kind of Event card: one entry per `CardKind` (`CARDS`).

Every level reads a card's knowledge here and nowhere else: the Medium pirate's worth of a seat
revealing it (`worth`, with `tempo`: whether it brings the Spanish Armada one card nearer), the
Easy pirate's and the Hard playouts' "it only hurts its revealer" (`harmful`), the Hard
playouts' "its revealer chooses what it does" (`revealer_chooses`) and weight for revealing it
(`playout_reveal`), the blunder of revealing it (`blunder`), and for a treasure map how much
more it serves in a holder's hands (`map_use`). A new kind needs one entry (a test names a kind
without one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from tortuga_qt.bots.what_if import resolve_at_once
from tortuga_qt.rules.board import line_of, place_of, team_totals
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.kinds import CardKind
from tortuga_qt.rules.places import JR, RB1, RB2, hold
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.values import value
from tortuga_qt.rules.views import SeatView

if TYPE_CHECKING:  # the Appraiser reads this table: imported for the annotations only
    from tortuga_qt.bots.appraiser import Appraiser

Worth = Callable[["Appraiser", int], float]
"""The worth for my side of seat r revealing (and resolving) the card, before the tempo."""
PlayoutReveal = Callable[[GameState, int, int], float]
"""A Hard playout's weight for seat x of `team` revealing the card, from x's view."""

# the Team members compared in the hot path, bound once (a member lookup on its class is a call)
_BRITISH: Final = Team.BRITISH
_FRENCH: Final = Team.FRENCH
_DUTCH: Final = Team.DUTCH


@value
class CardKnowledge:
    """What the computer pirates know of one kind of Event card."""

    worth: Worth
    playout_reveal: PlayoutReveal
    tempo: bool = True  # revealing it brings the Armada one card nearer (all but the Armada itself)
    harmful: bool = False  # it only hurts whoever reveals it
    revealer_chooses: bool = False  # its revealer chooses what it does: good to reveal oneself
    blunder: Callable[[SeatView], bool] | None = None  # revealing it known can only hurt this seat's side
    map_use: Callable[[GameState, int], float] | None = None  # a treasure map: its use in a holder's hands


# ---------------------------------------------------------------------- the Medium pirate's worths


def _armada_worth(a: Appraiser, r: int) -> float:
    return a.judge.terminal(a.board) - a.base


def _marque_worth(a: Appraiser, r: int) -> float:
    if r == a.me:
        return max([a.w.keep_marque, *(a.marque(t, ship) for t, ship in a.marque_moves())])
    return a.w.keep_marque * a.sides.align(r)


def _map_worth(kind: CardKind) -> Worth:
    def worth(a: Appraiser, r: int) -> float:
        if r == a.me:
            return max(a.give(kind, t) for t in range(a.n) if t != r)
        return a.w.map * 0.8 * a.sides.align(r)
    return worth


def _revealer_gains(gain: float) -> Worth:
    """A card whose revealer's side gains a little."""
    def worth(a: Appraiser, r: int) -> float:
        return gain * a.sides.align(r)
    return worth


def _powder_worth(a: Appraiser, r: int) -> float:
    return max(a.powder(b) for b in (RB1, RB2)) if r == a.me else 0.0


def _fever_worth(a: Appraiser, r: int) -> float:
    return max(0.0, *(a.fever(t) for t in range(a.n) if t != r)) if r == a.me else 0.0


def _at_place_worth(kind: CardKind) -> Worth:
    """A card that acts on the revealer's place, the same for everyone there."""
    def worth(a: Appraiser, r: int) -> float:
        return a.at_place(kind, r)
    return worth


def _facade_worth(a: Appraiser, r: int) -> float:
    return a.after(lambda b: resolve_at_once(b, r, CardKind.FACADE))


def _scurvy_worth(a: Appraiser, r: int) -> float:
    place = place_of(a.board, r)[0]
    victims = (r,) if place in (RB1, RB2) else line_of(a.board, place)
    return -0.15 * sum(a.sides.align(x) for x in victims)


# ---------------------------------------------------------------------- the Hard playouts' reveal weights


def armada_wins(s: GameState, team: int) -> bool:
    """Returns whether revealing the Armada now would make `team` win (the Dutch: a tie, with an odd count)."""
    b, f = team_totals(s)
    lead = _BRITISH if b > f else _FRENCH if f > b else _DUTCH
    if team == _DUTCH:
        return lead == _DUTCH and s.n % 2 == 1
    return lead == team


def _weight(w: float) -> PlayoutReveal:
    def weight(s: GameState, x: int, team: int) -> float:
        return w
    return weight


def _armada_weight(s: GameState, x: int, team: int) -> float:
    return 25.0 if armada_wins(s, team) else 0.0


def _stormy_weight(s: GameState, x: int, team: int) -> float:
    place, _ = place_of(s, x)
    if place <= JR and team < _DUTCH:
        mine, theirs = s.holds[hold(place, team)], s.holds[hold(place, 1 - team)]
        return 3.0 if theirs > mine else 0.1
    return 0.3


UNKNOWN_REVEAL: Final = 1.0
"""A Hard playout's weight for revealing a card its seat does not know."""
_CHOOSES, _HURTS, _OTHER = _weight(3.0), _weight(0.03), _weight(0.7)


# ---------------------------------------------------------------------- blunders and treasure maps


def _always(view: SeatView) -> bool:
    return True


def would_lose(view: SeatView) -> bool:
    """Returns whether the Spanish Armada revealed now would lose the game for this seat.

    A tie goes to the Dutch with an odd count; with an even count the game goes on (R9).
    """
    brit, fren = view.team_totals
    assert view.seat is not None, "a computer pirate sits at a seat"
    team = view.loyalties[view.seat]
    if team == _DUTCH:
        return brit != fren
    if brit == fren:
        return len(view.names) % 2 == 1
    return (brit < fren) == (team == _BRITISH)


def _atlantis_use(s: GameState, target: int) -> float:
    return 1.2 if place_of(s, target)[0] <= JR else 0.7


def _fountain_use(s: GameState, target: int) -> float:
    place = place_of(s, target)[0]
    return 1.3 if place <= JR and s.ships[place][0] == target else 1.0


def _plain_use(s: GameState, target: int) -> float:
    return 1.0


def _map(kind: CardKind, use: Callable[[GameState, int], float]) -> CardKnowledge:
    return CardKnowledge(_map_worth(kind), _CHOOSES, revealer_chooses=True, map_use=use)


def _at_place(kind: CardKind, weight: PlayoutReveal) -> CardKnowledge:
    return CardKnowledge(_at_place_worth(kind), weight)


CARDS: Final[dict[CardKind, CardKnowledge]] = {
    CardKind.LETTER_OF_MARQUE: CardKnowledge(_marque_worth, _CHOOSES, revealer_chooses=True),
    CardKind.PISTOL: CardKnowledge(lambda a, r: a.pistol(r), _CHOOSES, revealer_chooses=True),
    CardKind.ALBATROSS: CardKnowledge(lambda a, r: a.albatross(r), _HURTS, harmful=True),
    CardKind.BLACK_SPOT: CardKnowledge(lambda a, r: a.maroon(r), _HURTS, harmful=True, blunder=_always),
    CardKind.ATLANTIS: _map(CardKind.ATLANTIS, _atlantis_use),
    CardKind.EL_DORADO: _map(CardKind.EL_DORADO, _plain_use),
    CardKind.FOUNTAIN_OF_YOUTH: _map(CardKind.FOUNTAIN_OF_YOUTH, _fountain_use),
    CardKind.SPANISH_ARMADA: CardKnowledge(_armada_worth, _armada_weight, tempo=False, blunder=would_lose),
    CardKind.BLACK_POWDER: CardKnowledge(_powder_worth, _CHOOSES, revealer_chooses=True),
    CardKind.CABIN_FEVER: CardKnowledge(_fever_worth, _CHOOSES, revealer_chooses=True),
    CardKind.CROWS_NEST: CardKnowledge(_revealer_gains(0.3), _CHOOSES, revealer_chooses=True),
    CardKind.EIGHT_BELLS: _at_place(CardKind.EIGHT_BELLS, _OTHER),
    CardKind.FACADE: CardKnowledge(_facade_worth, _OTHER),
    CardKind.PIRATE_CODE: CardKnowledge(_revealer_gains(0.1), _OTHER),
    CardKind.SCURVY: CardKnowledge(_scurvy_worth, _OTHER),
    CardKind.STORMY_SEAS: _at_place(CardKind.STORMY_SEAS, _stormy_weight),
}
"""Every kind's knowledge (tests/bots/test_card_knowledge.py names a kind without an entry)."""


_BY_NAME: Final[dict[str, CardKnowledge]] = {str(k): v for k, v in CARDS.items()}  # a CardKind is its own string: plain kinds find it


def card(kind: str) -> CardKnowledge:
    """Returns what the pirates know of a kind (a plain kind string from a view or a state is fine)."""
    return _BY_NAME[kind]
