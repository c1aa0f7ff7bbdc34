"""El Dorado (a treasure map): its holder draws a Vote card and may play 2 Vote cards in a vote.

Playing two cards is a vote choice (`votes.vote_actions` asks `holds_kind(EL_DORADO)`).
"""

from __future__ import annotations

from tortuga_qt.rules.cards._maps import give, give_choices
from tortuga_qt.rules.cards.rule import CardRule, another_player
from tortuga_qt.rules.kinds import CardKind

RULE = CardRule(CardKind.EL_DORADO, choices=give_choices, on_choice=give, refuse=another_player)
