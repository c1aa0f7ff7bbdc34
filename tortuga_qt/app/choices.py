"""The buttons of a decision: in which order they come, and which choices ask before they apply. Qt-free.

The usual choice comes first, so button 1 (key 1) is what a player most often wants, and a button
that starts a choice on the mat (which Cancel undoes) comes before one that applies at once. The
order was set from what the computer pirates choose (`tortuga-sim`, Medium, 40 games of 3 to 7
seats): a turn's Reveal, Move, View and Force, then the rank's own actions; Keep the map before
Sail (Atlantis); Take before Leave; Drink before Accept being marooned; use the Letter of Marque
now before Keep it; Play 1 Vote card before 2, and both before Stay out. The order is the same
at every turn, whatever the position, so the number keys keep their meaning as far as they can.
The order itself is the actions' entries' order in app/action_table.py (`rank_order`): a new kind
takes its place where its entry is written.

A rare choice that gives something away for nothing (`throws_away`: leaving the treasure after
a successful Attack, being marooned while holding the Fountain of Youth) asks first; which ones
do, and their questions, are the action table's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from tortuga_qt.app.action_table import rank_order
from tortuga_qt.app.targets import kind_key, targets

if TYPE_CHECKING:  # the actions load with the game, after the window's first paint
    from tortuga_qt.rules.actions import Action



def choice_key(a: Action) -> str:
    """Returns the kind of choice an action is, as ranked by `rank_order` ("take:none", "vote2", "move", ...).

    Its entry in app/action_table.py says when that is not its kind key (leaving the treasure, ...).
    """
    from tortuga_qt.app.action_table import entry

    own = entry(a).choice
    return own(a) if own is not None else kind_key(a)


def rank(a: Action) -> int:
    """Returns where an action's button comes among a decision's buttons (lower: higher up)."""
    from tortuga_qt.app.action_table import MissingEntry

    key = choice_key(a)
    places = _places()
    if key not in places:
        raise MissingEntry(f"the action table (app/action_table.py) has no place among the buttons for {key!r}")
    return places[key]


@lru_cache(maxsize=1)
def _places() -> dict[str, int]:
    """Returns where each kind of choice comes among the buttons (built once, after the actions load)."""
    return {key: i for i, key in enumerate(rank_order())}


def order(legal: Iterable[Action]) -> list[Action]:
    """Returns the legal actions, usual choice first (a stable sort: the rules' order within a kind)."""
    return sorted(legal, key=rank)


@dataclass(frozen=True)
class Entry:
    """One button of a decision: one action that applies at once, or a kind of action chosen on the mat."""

    kind: str  # the kind_key of a choice on the mat; "" for an action that applies at once
    actions: tuple[Action, ...]  # every candidate of that kind (one: the action itself)

    @property
    def direct(self) -> Action | None:
        """Returns the action a button applies at once (None: the button starts a choice on the mat)."""
        return None if self.kind else self.actions[0]


def entries(legal: Iterable[Action]) -> list[Entry]:
    """Returns a decision's buttons, top to bottom: the actions chosen on the mat grouped by kind."""
    return list(_entries(tuple(legal)))


@lru_cache(maxsize=4)  # a decision's every frame (each click within a choice) asks again
def _entries(legal: tuple[Action, ...]) -> tuple[Entry, ...]:
    out: list[Entry] = []
    groups: dict[str, list[Action]] = {}
    for a in order(legal):
        if not targets(a):
            out.append(Entry("", (a,)))
            continue
        key = kind_key(a)
        if key not in groups:
            groups[key] = []
            out.append(Entry(key, ()))  # its place: where the kind's first candidate comes
        groups[key].append(a)
    return tuple(Entry(e.kind, tuple(groups[e.kind])) if e.kind else e for e in out)


def throws_away(a: Action) -> bool:
    """Returns whether a choice gives something away for nothing, so its button asks first.

    Leaving the treasure after a successful Attack (the Captain "may take" it), and accepting
    to be marooned while holding the Fountain of Youth that would refuse it. Both are rare, both
    apply at once, and nothing brings back what they give up.
    """
    from tortuga_qt.app.action_table import entry

    return entry(a).throws_away(a)
