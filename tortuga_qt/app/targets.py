"""Which things on the mat an action points at, so a choice can be built by clicks.

Targets are small typed values (`Slot(2)`, `Pawn(4)`, `Place(RB1)`, `Hold(1)`, `Galleon()`,
`VoteCard(12)`), written `slot:2`, `seat:4`, ... for logs and tests. Every legal action maps
to the targets a player clicks, in order (`targets`, from its class's entry in
app/action_table.py). A `Choice` is the interaction object
of a multi-click decision: the legal actions of one kind that match the clicks so far; the
next clickable targets are exactly what those actions point at next, so `legal_actions`
alone drives highlighting and validation. A Vote card is played in two steps, intent then
confirm: clicking cards only marks them (click a marked card again to take it back, or another
card to change your mind) until the player confirms (`Choice.confirms`). Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tortuga_qt.app.action_table import entry, kind_entry, kind_of
from tortuga_qt.app.target_values import (  # re-exported: the mat's target values
    TARGET_TYPES as TARGET_TYPES,
)
from tortuga_qt.app.target_values import (
    DiscardPile as DiscardPile,
)
from tortuga_qt.app.target_values import (
    Galleon as Galleon,
)
from tortuga_qt.app.target_values import (
    Hold as Hold,
)
from tortuga_qt.app.target_values import (
    Pawn as Pawn,
)
from tortuga_qt.app.target_values import (
    Place as Place,
)
from tortuga_qt.app.target_values import (
    Slot as Slot,
)
from tortuga_qt.app.target_values import (
    Target as Target,
)
from tortuga_qt.app.target_values import (
    VoteCard as VoteCard,
)
from tortuga_qt.app.target_values import (
    parse_target as parse_target,
)
from tortuga_qt.app.target_values import (
    treasure_source as treasure_source,
)

if TYPE_CHECKING:  # the actions load with the game, after the window's first paint
    from tortuga_qt.rules.actions import Action


def targets(a: Action) -> tuple[Target, ...]:
    """Returns what an action points at, in the order a player clicks them (none: it is chosen by a button).

    Read from the action's entry in app/action_table.py; a class without one raises MissingEntry.
    """
    return entry(a).targets(a)


def kind_key(a: Action) -> str:
    """Returns the button group of an action (El Dorado's two-card vote is its own button)."""
    return kind_of(a)


def _unordered(a: Action) -> int:
    """Returns how many first clicks may come in any order (two slots, El Dorado's two cards)."""
    return entry(a).unordered


def _matches(a: Action, clicks: tuple[Target, ...]) -> bool:
    want = targets(a)
    if len(clicks) > len(want):
        return False
    k = _unordered(a)
    head = clicks[:k]
    if len(set(head)) != len(head) or not set(head) <= set(want[:k]):
        return False
    return clicks[k:] == want[k: len(clicks)] if len(clicks) > k else True


@dataclass
class Choice:
    """A choice being built by clicks: the candidates of one kind and the clicks so far."""

    kind: str
    candidates: tuple[Action, ...]
    clicks: tuple[Target, ...] = field(default_factory=tuple)
    auto: bool = False  # started for the player (nothing else to do): no Cancel button

    @property
    def confirms(self) -> bool:
        """Returns whether a finished choice waits for the player to confirm it (a Vote card)."""
        return kind_entry(self.kind)[0].confirms

    def remaining(self) -> list[Action]:
        """Returns the candidates still consistent with the clicks."""
        return [a for a in self.candidates if _matches(a, self.clicks)]

    def next_targets(self) -> set[Target]:
        """Returns the targets that may be clicked next."""
        out: set[Target] = set()
        for a in self.remaining():
            want = targets(a)
            k = _unordered(a)
            if len(self.clicks) < k:
                out |= set(want[:k]) - set(self.clicks)
            elif len(self.clicks) < len(want):
                out.add(want[len(self.clicks)])
        return out

    def click(self, target: Target) -> bool:
        """Adds a click if it leads somewhere legal; returns whether it was accepted.

        In a choice that waits for confirmation, a click on a marked card takes it back, and a
        click on another card once the choice is complete puts it in place of the last one.
        """
        if self.confirms and target in self.clicks:
            self.clicks = tuple(c for c in self.clicks if c != target)
            return True
        if target in self.next_targets():
            self.clicks = self.clicks + (target,)
            return True
        swap = self._swap(target)
        if swap is None:
            return False
        self.clicks = swap
        return True

    def _swap(self, target: Target) -> tuple[Target, ...] | None:
        """Returns the clicks with `target` in place of the last one, when that is a change of mind allowed here."""
        if not self.confirms or not self.clicks or self.complete() is None:
            return None
        clicks = self.clicks[:-1] + (target,)
        return clicks if any(_matches(a, clicks) for a in self.candidates) else None

    def open_targets(self) -> set[Target]:
        """Returns what may be clicked now: the next targets and, while confirming, the cards that would replace one."""
        out = self.next_targets()
        if self.confirms and self.clicks and self.complete() is not None:
            last = self.clicks[:-1]
            for a in self.candidates:
                want = targets(a)
                out |= {t for t in want if t not in self.clicks and _matches(a, last + (t,))}
        return out

    def complete(self) -> Action | None:
        """Returns the action once the clicks name exactly one complete candidate."""
        done = [a for a in self.remaining() if len(targets(a)) == len(self.clicks)]
        return done[0] if len(done) == 1 else None

    def meant(self, seat: int, target: Target) -> Action | None:
        """Returns the action a refused click would have meant, so the rules can say why not."""
        meant = kind_entry(self.kind)[0].meant
        action: Action | None = None if meant is None else meant(seat, self.clicks + (target,))
        return action
