"""Hand-built positions for tests and the walkthrough (like a chess FEN, but as arguments).

    s = position(4, fd=[0, 1], jr=[2, 3], row=["pistol", "albatross", ...], turn=0)

Cards are named by kind (Event) or by face (Vote, e.g. "cannon/british/skull" or an id);
whatever is not placed goes to the decks (Event) or the Vote deck in id order, so every
component stays accounted for. The result is waiting for `turn`'s turn action (or a given
stack of frames).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.components import Team, components
from tortuga_qt.rules.config import GameConfig, default_config
from tortuga_qt.rules.engine import apply
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import Frame, TurnF
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.notation import parse_action
from tortuga_qt.rules.state import GameState

VoteSpec = int | str


class _Pool:
    """Hands out card ids of a requested kind, each id once."""

    def __init__(self, ids: Iterable[int], key: Sequence[str]) -> None:
        self.free = list(ids)
        self.key = key

    def take(self, spec: VoteSpec) -> int:
        for i, card in enumerate(self.free):
            if (isinstance(spec, int) and card == spec) or (
                isinstance(spec, str) and self.key[card] == spec
            ):
                return self.free.pop(i)
        raise ValueError(f"no free card {spec!r} left")


def _vote_key() -> list[str]:
    return [f if w == 1 else f.replace("2x ", "") + "*2" for f, w in zip(C.VOTE_FACE, C.VOTE_WEIGHT, strict=True)]


def position(
    n: int,
    *,
    fd: Sequence[int] = (),
    jr: Sequence[int] = (),
    tortuga: Sequence[int] = (),
    boats: tuple[int, int] = (-1, -1),
    exploded: int = -1,
    galleon: int = 4,
    holds: tuple[int, int, int, int] = (1, 0, 0, 1),
    tortuga_treasure: tuple[int, int] = (1, 1),
    loyalty: Sequence[int] | None = None,
    hands: Mapping[int, Sequence[VoteSpec]] | None = None,
    vote_deck: Sequence[VoteSpec] | None = None,
    row: Sequence[str | None] = ("pistol", "black_spot", "letter_of_marque", "albatross", "pistol"),
    event_deck: Sequence[str] = ("spanish_armada",),
    discard: Sequence[str] = (),
    front: Mapping[int, Sequence[str]] | None = None,
    turn: int = 0,
    stack: Sequence[Frame] | None = None,
    actions_left: int | None = None,
    config: GameConfig | None = None,
    lost: Iterable[int] = (),
    code_left: Mapping[int, int] | None = None,
    sudden: bool = False,
    known: Mapping[int, Mapping[int, str]] | None = None,
) -> GameState:
    """Returns a consistent state built from the given pieces (see the module docstring).

    Vote hands default to 3 cards per seat taken in id order; a face string ending in '*2'
    names a double card (R2), e.g. 'torch/british/skull*2'. Event kinds not placed anywhere
    are removed from the game unless they are listed in `event_deck` (top first).
    """
    comp = components()
    s = GameState.__new__(GameState)
    s.cfg = config or default_config(n)
    s.n = n
    s.ships = (tuple(fd), tuple(jr))
    s.tortuga = tuple(tortuga)
    s.boats = boats
    s.exploded = exploded
    s.galleon, s.holds, s.tort = galleon, holds, tortuga_treasure
    if loyalty is None:
        b, f, d = comp.loyalty[n]
        loyalty = [Team.BRITISH] * b + [Team.FRENCH] * f + [Team.DUTCH] * d
    s.loyalty = tuple(int(x) for x in loyalty)
    votes = _Pool(range(C.N_VOTE), _vote_key())
    hands = dict(hands or {})
    built = []
    for seat in range(n):
        spec = hands.get(seat)
        built.append(tuple(sorted(votes.take(c) for c in spec)) if spec is not None else None)
    for seat in range(n):
        if built[seat] is None:
            built[seat] = tuple(votes.take(votes.free[0]) for _ in range(comp.hand_size))
    s.hands = tuple(h for h in built if h is not None)
    if vote_deck is None:
        s.vote_deck = tuple(votes.free)
    else:
        s.vote_deck = tuple(votes.take(c) for c in vote_deck)
        if votes.free:
            raise ValueError(f"Vote cards {votes.free} are nowhere; list all or none of the deck")
    events = _Pool(range(C.N_EVENT), C.KIND)
    s.row = tuple(events.take(k) if k else -1 for k in row)
    s.event_deck = tuple(events.take(k) for k in event_deck)
    s.discard = tuple(events.take(k) for k in discard)
    fronts = dict(front or {})
    s.front = tuple(tuple(events.take(k) for k in fronts.get(seat, ())) for seat in range(n))
    s.removed = tuple(events.free)
    s.known = tuple(
        tuple(s.row[slot] if (known or {}).get(seat, {}).get(slot) else -1 for slot in range(len(s.row)))
        for seat in range(n)
    )
    s.lost = sum(1 << x for x in lost)
    codes = dict(code_left or {})
    for seat in range(n):
        if "pirate_code" in fronts.get(seat, ()) and seat not in codes:
            codes[seat] = 2
    s.code_left = tuple(codes.get(seat, 0) for seat in range(n))
    s.sudden, s.reshuffled = sudden, False
    s.turn = turn
    s.actions_left = actions_left if actions_left is not None else (2 if n == 2 else 1)
    s.stack = tuple(stack) if stack is not None else (TurnF(turn),)
    s.result, s.steps, s._legal = None, 0, None
    check_state(s)
    return s


def play(state: GameState, *texts: str) -> tuple[GameState, list[Event]]:
    """Returns the state after actions written in notation, and every event they caused."""
    events: list[Event] = []
    for text in texts:
        state, caused = apply(state, parse_action(text))
        events += caused
    return state, events
