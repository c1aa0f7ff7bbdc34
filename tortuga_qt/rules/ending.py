"""End of the game: the Spanish Armada, the Dutch tie win, the even-count tie-break (R9), draws."""

from __future__ import annotations

from tortuga_qt.rules.board import push, team_totals
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.events import Event, GameOver, LoyaltiesRevealed, RowLaidOut, SuddenDeath
from tortuga_qt.rules.frames import ChanceF
from tortuga_qt.rules.kinds import ChanceStep
from tortuga_qt.rules.state import GameState, Result


def finish(s: GameState, reason: str, team: int, ev: list[Event]) -> None:
    """Ends the game: records the result, clears pending work and reveals every Loyalty."""
    brit, fren = team_totals(s)
    winners = tuple(seat for seat in range(s.n) if s.loyalty[seat] == team) if team >= 0 else ()
    s.result = Result(reason, team, winners, brit, fren)
    s.stack = ()
    ev.append(GameOver(reason, team, winners, brit, fren))
    ev.append(LoyaltiesRevealed(s.loyalty))


def armada(s: GameState, card: int, ev: list[Event]) -> None:
    """The Spanish Armada is revealed: most treasure wins; a tie goes to the Dutch or to R9."""
    brit, fren = team_totals(s)
    if brit != fren:
        s.discard = s.discard + (card,)
        finish(s, "armada", Team.BRITISH if brit > fren else Team.FRENCH, ev)
    elif s.n % 2 == 1:
        s.discard = s.discard + (card,)
        finish(s, "dutch_tie", Team.DUTCH, ev)
    else:
        _tie_break(s, card, ev)


def _tie_break(s: GameState, card: int, ev: list[Event]) -> None:
    """R9: remove the Armada, shuffle discards and unrevealed cards into a new deck, play on."""
    s.removed = s.removed + (card,)
    pool = s.discard + tuple(c for c in s.row if c >= 0) + s.event_deck
    s.discard = ()
    s.row = (-1,) * len(s.row)
    s.event_deck = ()
    s.known = tuple((-1,) * len(s.row) for _ in range(s.n))
    s.sudden = True
    s.reshuffled = False
    ev.append(SuddenDeath(len(pool)))
    push(s, ChanceF(ChanceStep.NEW_DECK, len(pool), pool))


def new_deck(s: GameState, f: ChanceF, outcome: tuple[int, ...], ev: list[Event]) -> None:
    """R9: lay out the reshuffled Event deck, 5 in the row."""
    deck = tuple(f.args[i] for i in outcome)
    size = len(s.row)
    row = deck[:size]
    s.row = row + (-1,) * (size - len(row))
    s.event_deck = deck[size:]
    ev.append(RowLaidOut(len(row), len(s.event_deck)))


def check_sudden_death(s: GameState, ev: list[Event]) -> None:
    """R9: after every action, the first team to lead wins; with no cards left, a draw."""
    if not s.sudden or s.result is not None:
        return
    brit, fren = team_totals(s)
    if brit != fren:
        finish(s, "sudden_death", Team.BRITISH if brit > fren else Team.FRENCH, ev)
    elif not s.event_deck and all(c < 0 for c in s.row):
        finish(s, "draw", -1, ev)
