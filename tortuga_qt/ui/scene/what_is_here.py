"""Which help a point of the mat has: the reference page of the item there and the cards it shows.

A right-click on the mat opens "What is this?" (and "About <card>" for each card the item shows
face up); a kept card on a pawn has its own page.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtWidgets import QGraphicsItem

from tortuga_qt.app.names import card_name
from tortuga_qt.help.mat_help import ItemKind, item_help
from tortuga_qt.ui.scene.items import PawnItem


def help_at(items: Iterable[QGraphicsItem], pos: QPointF) -> tuple[str, tuple[str, ...]] | None:
    """Returns the reference page and the card pages of the topmost of `items` (under `pos`) that has help."""
    for item in items:
        page = getattr(item, "help_page", "")
        if not page:
            continue
        cards: tuple[str, ...] = getattr(item, "help_cards", ())
        if isinstance(item, PawnItem):
            kind = item.card_at(item.mapFromScene(pos))
            if kind is not None:
                return item_help(ItemKind.KEPT_CARD).page, (kind,)
        return page, cards
    return None


def menu_entries(page: str, cards: tuple[str, ...]) -> list[tuple[str, str]]:
    """Returns the "What is this?" menu's entries (words, page): the item's page, then each card's."""
    entries = [(QCoreApplication.translate("Mat", "What is this?"), page)]
    entries += [(QCoreApplication.translate("Mat", "About {card}").format(card=card_name(kind)), f"card:{kind}")
                for kind in cards]
    return entries
