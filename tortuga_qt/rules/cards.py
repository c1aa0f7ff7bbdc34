"""Fast lookups over the component cards (Event kinds and Vote card symbols by id)."""

from __future__ import annotations

from typing import Final

from tortuga_qt.rules.components import components

_c = components()
KIND: Final[tuple[str, ...]] = tuple(card.kind for card in _c.event_cards)
"""Event card kind by id."""
VOTE_TOP: Final[tuple[str, ...]] = tuple(v.top for v in _c.vote_cards)
VOTE_MIDDLE: Final[tuple[str, ...]] = tuple(v.middle for v in _c.vote_cards)
VOTE_BOTTOM: Final[tuple[str, ...]] = tuple(v.bottom for v in _c.vote_cards)
VOTE_WEIGHT: Final[tuple[int, ...]] = tuple(v.weight for v in _c.vote_cards)
VOTE_FACE: Final[tuple[str, ...]] = tuple(v.face() for v in _c.vote_cards)
N_VOTE: Final = len(_c.vote_cards)
N_EVENT: Final = len(_c.event_cards)
ARMADA: Final = _c.event_ids("spanish_armada")[0]
ATLANTIS: Final = _c.event_ids("atlantis")[0]
