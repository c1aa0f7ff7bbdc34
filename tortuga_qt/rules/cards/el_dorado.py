"""El Dorado (a treasure map): its holder draws a Vote card and may play 2 Vote cards in a vote.

Playing two cards is a vote choice (`votes.vote_actions` asks `holds_kind(EL_DORADO)`).
"""

from __future__ import annotations

from tortuga_qt.rules.cards._maps import map_rule
from tortuga_qt.rules.kinds import CardKind

RULE = map_rule(CardKind.EL_DORADO)
