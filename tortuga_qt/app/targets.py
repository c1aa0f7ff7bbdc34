"""Which things on the mat an action points at, so a choice can be built by clicks.

Every legal action maps to a short sequence of target ids ("slot:2", "seat:4", "place:3",
"hold:1", "galleon", "vote:12"). A choice in progress keeps the legal actions of one kind that
match the clicks so far; the next clickable targets are exactly what those actions point at
next, so `legal_actions` alone drives highlighting and validation. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.places import GALLEON, NOWHERE

# Slots are unordered in View 2 and Force, and El Dorado's two Vote cards too: the player
# may point at them in any order.
_UNORDERED_PREFIX = {"view": 2, "force": 2, "vote": 2}


def slot(i: int) -> str:
    """Returns the target id of a row slot (0-based)."""
    return f"slot:{i}"


def seat(i: int) -> str:
    """Returns the target id of a seat's pawn."""
    return f"seat:{i}"


def place(p: int) -> str:
    """Returns the target id of a place (ship, Tortuga, Rowboat)."""
    return f"place:{p}"


def hold(h: int) -> str:
    """Returns the target id of a ship hold (0..3)."""
    return f"hold:{h}"


def vote(card: int) -> str:
    """Returns the target id of a Vote card in a hand or in the searched deck."""
    return f"vote:{card}"


def targets(a: Action) -> tuple[str, ...]:
    """Returns the ids an action points at, in the order a player clicks them."""
    t = type(a)
    if t is A.View or t is A.Force:
        base = (slot(a.a), slot(a.b))  # type: ignore[union-attr]
        return base + ((seat(a.target),) if t is A.Force else ())  # type: ignore[union-attr]
    if t is A.Reveal or t is A.Pick:
        return (slot(a.slot),)  # type: ignore[union-attr]
    if t is A.Move:
        return (place(a.dest),)  # type: ignore[union-attr]
    if t in (A.Maroon, A.Pistol, A.Give, A.Fever, A.Crow):
        return (seat(a.target),)  # type: ignore[union-attr]
    if t is A.Marque:
        return (seat(a.target), place(a.ship))  # type: ignore[union-attr]
    if t is A.Shift:
        return ()  # the Cabin Boy's own ship is implied; the button names the direction
    if t is A.Vote:
        return tuple(vote(c) for c in a.cards)  # type: ignore[union-attr]
    if t is A.Search:
        return (vote(a.card),)  # type: ignore[union-attr]
    if t is A.Take:
        if a.src == NOWHERE:  # type: ignore[union-attr]
            return ()
        src = "galleon" if a.src == GALLEON else hold(a.src)  # type: ignore[union-attr]
        return (src, hold(a.dst))  # type: ignore[union-attr]
    if t is A.Powder:
        return (place(a.boat),)  # type: ignore[union-attr]
    return ()


def _matches(a: Action, clicks: tuple[str, ...]) -> bool:
    want = targets(a)
    if len(clicks) > len(want):
        return False
    k = _UNORDERED_PREFIX.get(a.tag, 0)
    head = clicks[:k]
    if len(set(head)) != len(head) or not set(head) <= set(want[:k]):
        return False
    return clicks[k:] == want[k: len(clicks)] if len(clicks) > k else True


@dataclass
class Choice:
    """A choice being built by clicks: the candidates of one kind and the clicks so far."""

    kind: str
    candidates: list[Action]
    clicks: tuple[str, ...] = field(default_factory=tuple)

    def remaining(self) -> list[Action]:
        """Returns the candidates still consistent with the clicks."""
        return [a for a in self.candidates if _matches(a, self.clicks)]

    def next_targets(self) -> set[str]:
        """Returns the target ids that may be clicked next."""
        out: set[str] = set()
        for a in self.remaining():
            want = targets(a)
            k = _UNORDERED_PREFIX.get(a.tag, 0)
            if len(self.clicks) < k:
                out |= set(want[:k]) - set(self.clicks)
            elif len(self.clicks) < len(want):
                out.add(want[len(self.clicks)])
        return out

    def click(self, target: str) -> bool:
        """Adds a click if it leads somewhere legal; returns whether it was accepted."""
        if target not in self.next_targets():
            return False
        self.clicks = self.clicks + (target,)
        return True

    def complete(self) -> Action | None:
        """Returns the action once the clicks name exactly one complete candidate."""
        done = [a for a in self.remaining() if len(targets(a)) == len(self.clicks)]
        return done[0] if len(done) == 1 else None
