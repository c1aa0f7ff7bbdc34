"""The full truth of a game: every position, card and secret. Never shown to a seat directly.

All fields hold immutable values (ints, tuples, NamedTuples), so `clone()` copies references
only; the engine clones, then rebinds the fields it changes. Seats are 0-based turn order.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.frames import Frame


class Result(NamedTuple):
    """How a game ended. `team` is a Team value, or -1 for a draw (R9)."""

    reason: str  # "armada" | "dutch_tie" | "sudden_death" | "draw"
    team: int
    winners: tuple[int, ...]
    british: int
    french: int


_FIELDS = (
    "cfg", "n", "stack", "turn", "actions_left", "ships", "tortuga", "boats", "exploded",
    "galleon", "holds", "tort", "loyalty", "hands", "vote_deck", "event_deck", "row",
    "discard", "front", "removed", "known", "lost", "code_left", "sudden", "reshuffled",
    "result", "steps",
)


class GameState:
    """One moment of a game. Treat as immutable: `apply` returns a new one."""

    __slots__ = _FIELDS + ("_legal",)

    cfg: GameConfig
    n: int
    stack: tuple[Frame, ...]  # pending work; the last frame is the current decision
    turn: int  # whose turn it is (-1 during setup)
    actions_left: int  # 2 per turn in a 2-player game, else 1
    ships: tuple[tuple[int, ...], tuple[int, ...]]  # lines, Captain first
    tortuga: tuple[int, ...]  # line, Governor first
    boats: tuple[int, int]  # occupant of RB1, RB2 (-1: empty)
    exploded: int  # place of the exploded Rowboat, or -1
    galleon: int
    holds: tuple[int, int, int, int]  # FD.B, FD.F, JR.B, JR.F
    tort: tuple[int, int]  # Tortuga's British and French areas
    loyalty: tuple[int, ...]  # Team per seat
    hands: tuple[tuple[int, ...], ...]  # Vote card ids per seat, sorted
    vote_deck: tuple[int, ...]  # top first
    event_deck: tuple[int, ...]  # top first
    row: tuple[int, ...]  # Event card id per slot, -1 when empty
    discard: tuple[int, ...]
    front: tuple[tuple[int, ...], ...]  # face-up Event cards in front of each seat
    removed: tuple[int, ...]  # Event cards out of this game
    known: tuple[tuple[int, ...], ...]  # per seat, the card id it knows in each slot (-1: unknown)
    lost: int  # bit per seat: loses its next turn (Scurvy)
    code_left: tuple[int, ...]  # Pirate Code votes left per seat (R3)
    sudden: bool  # R9: tied at the Armada with an even count, first lead wins
    reshuffled: bool  # R8: the last card entered the row and the row was reshuffled
    result: Result | None
    steps: int  # actions applied so far, chance included
    _legal: dict[int, tuple[Action, ...]] | None  # legal actions by seat, computed on demand

    def clone(self) -> GameState:
        """Returns a copy sharing every immutable field."""
        c = GameState.__new__(GameState)
        c.cfg = self.cfg
        c.n = self.n
        c.stack = self.stack
        c.turn = self.turn
        c.actions_left = self.actions_left
        c.ships = self.ships
        c.tortuga = self.tortuga
        c.boats = self.boats
        c.exploded = self.exploded
        c.galleon = self.galleon
        c.holds = self.holds
        c.tort = self.tort
        c.loyalty = self.loyalty
        c.hands = self.hands
        c.vote_deck = self.vote_deck
        c.event_deck = self.event_deck
        c.row = self.row
        c.discard = self.discard
        c.front = self.front
        c.removed = self.removed
        c.known = self.known
        c.lost = self.lost
        c.code_left = self.code_left
        c.sudden = self.sudden
        c.reshuffled = self.reshuffled
        c.result = self.result
        c.steps = self.steps
        c._legal = None
        return c

    def fields(self) -> dict[str, Any]:
        """Returns every field by name (for saving and comparing)."""
        return {name: getattr(self, name) for name in _FIELDS}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _FIELDS)

    __hash__ = None  # type: ignore[assignment]  # equality by value on a rebindable object: unhashable on purpose

    @property
    def over(self) -> bool:
        """Returns whether the game has ended."""
        return self.result is not None


FIELD_NAMES = _FIELDS
