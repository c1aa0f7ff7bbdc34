"""What the table's presenter looks up in the help and the card texts (app/ may import neither)."""

from __future__ import annotations

from tortuga_qt.app.presenter.table import Lookups


def table_lookups() -> Lookups:
    """Returns the help's tips, rule pages and card names, and the cards' texts in the player's language."""
    from tortuga_qt.help.cards import cards_named
    from tortuga_qt.help.hints import hint
    from tortuga_qt.help.reference import page_for_rule
    from tortuga_qt.ui.scene.tips import card_text

    return Lookups(card_text, hint, page_for_rule, cards_named)
