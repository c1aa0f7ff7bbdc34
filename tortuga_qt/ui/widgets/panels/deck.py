"""The Crow's Nest deck on the private panel: in a small scroll area of its own, and steady while one search lasts.

A search is several picks, and each pick is a new frame whose panel is drawn anew. Within one
search (one searcher, one target) nothing moves under the cursor (issue 23):

- the deck's faces keep the places of the search's first frame: a face whose last card was
  taken leaves its cell empty, and the cards after it stay where they were;
- the deck keeps its scroll position;
- a searcher searching for themselves sees, from the first pick on, an empty cell in their hand
  for each card still to come (the deck under the hand never moves down), and the cards picked
  in the order they came (none moves aside for the next).

The empty cells are hidden buttons that keep their room: never focused, clicked or read aloud.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QScrollArea, QSizePolicy, QWidget

from tortuga_qt.ui.widgets.panels.card_sizes import CARD_CHROME, DECK_SHARE
from tortuga_qt.ui.widgets.panels.cards import one_per_face

if TYPE_CHECKING:
    from PySide6.QtCore import QSize

    from tortuga_qt.rules.views import SeatView

Cell = int | None  # a Vote card's button, or an empty cell that keeps its room


def search_of(view: SeatView | None) -> tuple[int, int, int] | None:
    """Returns the Crow's Nest search the view's seat makes now: (searcher, target, cards left to pick), or None."""
    from tortuga_qt.rules.views import CrowSearchDecision

    decision = view.decision if view is not None else None
    if view is None or view.seat is None or not view.searchable or not isinstance(decision, CrowSearchDecision):
        return None
    if view.seat not in decision.seats:
        return None
    return view.seat, decision.target, decision.left


class SteadyDeck:
    """What one Crow's Nest search has shown: whose search it is, the deck's faces in order, its scroll position."""

    def __init__(self) -> None:
        self.key: tuple[int, int] | None = None  # the searcher and the target of the search shown
        self.faces: tuple[str, ...] = ()  # the deck's faces, in the order of the search's first frame
        self.hand: tuple[int, ...] = ()  # a search for oneself: the cards picked, in the order they came
        self.scroll = 0  # the deck's scroll position when it was last drawn

    def follow(self, view: SeatView | None) -> None:
        """Starts afresh when the view shows another search than the one shown (or none)."""
        from tortuga_qt.rules.cards import VOTE_FACE

        search = search_of(view)
        key = search[:2] if search is not None else None
        faces = {VOTE_FACE[card] for card in view.searchable} if view is not None else set()
        if key is None or key != self.key or not faces <= set(self.faces):  # a new search: the deck as it is now
            self.key, self.hand, self.scroll = key, (), 0
            self.faces = tuple(VOTE_FACE[card] for card in one_per_face(view.searchable)) if view is not None else ()

    def cells(self, view: SeatView) -> tuple[Cell, ...]:
        """Returns the deck's cells: the card of each face in the search's first order (None: every card of it taken)."""
        from tortuga_qt.rules.cards import VOTE_FACE

        shown = {VOTE_FACE[card]: card for card in one_per_face(view.searchable)}
        return tuple(shown.get(face) for face in self.faces)

    def hand_cells(self, view: SeatView) -> tuple[Cell, ...]:
        """Returns the hand's cells: its cards, and in a search for oneself an empty cell for each card still to come."""
        search = search_of(view)
        if search is None or search[1] != view.seat:
            return view.hand
        kept = tuple(card for card in self.hand if card in view.hand)
        self.hand = (*kept, *(card for card in view.hand if card not in kept))
        return (*self.hand, *(None,) * search[2])

    def keep_scroll(self, panel: QWidget) -> None:
        """Remembers where the panel's deck is scrolled to, before the panel is drawn anew."""
        area = panel.findChild(QScrollArea, "deckScroll")
        if area is not None:
            self.scroll = area.verticalScrollBar().value()

    def restore_scroll(self, area: QScrollArea) -> None:
        """Scrolls a new deck to where the search's deck was: now, or as soon as its rows are laid out."""
        value = self.scroll
        bar = area.verticalScrollBar()
        if value <= 0:
            return
        if bar.maximum() >= value:
            bar.setValue(value)
            return

        def once(_low: int, high: int) -> None:
            if high >= value:
                bar.rangeChanged.disconnect(once)
                bar.setValue(value)

        bar.rangeChanged.connect(once)  # fires when the deck's rows are laid out and its height is known


def deck_area(grid: QGridLayout, window_height: int, deck_size: QSize) -> QScrollArea:
    """Returns the Crow's Nest deck in its own small scroll area (the rest of the panel never scrolls)."""
    grid.setContentsMargins(0, 0, 0, 0)
    inner = QWidget()
    inner.setLayout(grid)
    area = QScrollArea()
    area.setObjectName("deckScroll")
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    size_deck(area, window_height, deck_size)
    return area


def size_deck(area: QScrollArea, window_height: int, deck_size: QSize) -> None:
    """Shows as many of the deck's rows as the window's height gives it (at least two, or all it has)."""
    inner = area.widget()
    grid = inner.layout() if inner is not None else None
    if not isinstance(grid, QGridLayout):
        return
    rows = grid.rowCount()
    first = grid.itemAt(0)
    card = first.widget() if first is not None else None
    if card is not None:
        card.ensurePolished()  # its frame (the style sheet's) counts in its height
    row = (card.sizeHint().height() if card is not None else deck_size.height() + CARD_CHROME) + grid.spacing()
    shown = min(rows, max(2, int(window_height * DECK_SHARE) // row))
    area.setFixedHeight(shown * row + 4)  # its own scroll bar says when more rows follow


__all__ = ["Cell", "SteadyDeck", "deck_area", "search_of", "size_deck"]
