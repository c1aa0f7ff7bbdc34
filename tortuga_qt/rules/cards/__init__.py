"""The cards: fast lookups by id (Event kinds, Vote card symbols), and each Event card's rule.

Each kind of Event card is one module here (`cards/<kind>.py`, declaring `RULE`), collected by
`cards.registry`; this package's own names are the lookups and load no card module.
"""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules.components import components
from tortuga_qt.rules.kinds import CardKind

_c = components()
KIND: Final[tuple[CardKind, ...]] = tuple(CardKind(card.kind) for card in _c.event_cards)
"""Event card kind by id."""
EVENT_KINDS: Final[tuple[CardKind, ...]] = tuple(dict.fromkeys(KIND))
"""Every kind of Event card in the game, in the order of the components data."""
VOTE_TOP: Final[tuple[str, ...]] = tuple(v.top for v in _c.vote_cards)
VOTE_MIDDLE: Final[tuple[str, ...]] = tuple(v.middle for v in _c.vote_cards)
VOTE_BOTTOM: Final[tuple[str, ...]] = tuple(v.bottom for v in _c.vote_cards)
VOTE_WEIGHT: Final[tuple[int, ...]] = tuple(v.weight for v in _c.vote_cards)
VOTE_FACE: Final[tuple[str, ...]] = tuple(v.face() for v in _c.vote_cards)
N_VOTE: Final = len(_c.vote_cards)
N_EVENT: Final = len(_c.event_cards)
ARMADA: Final = _c.event_ids(CardKind.SPANISH_ARMADA)[0]
ATLANTIS: Final = _c.event_ids(CardKind.ATLANTIS)[0]
