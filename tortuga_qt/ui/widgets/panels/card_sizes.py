"""How large the private panel draws its cards: the hand's Vote cards, the Loyalty card and the Crow's Nest deck.

The hand's three Vote cards stand in a row beside their legend (Attack, Brawl, Mutiny), as wide
as the panel allows, and no taller than a share of the window's height (less under a zoom, whose
larger words need the side column's height too). In the side column of a 1366 x 768 or a
1920 x 1080 window they are 85 x 118 pixels: 1.5x their first size, readable at a glance
(issue 23, item 6). When the side column would have to scroll all the same (a refusal under
seven actions and a kept card, in high contrast; a large zoom on a small window), `CardRoom`
makes them smaller until it needs not, never smaller than their first size (56 x 78).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QScrollArea, QWidget

from tortuga_qt.ui.widgets.panels.cards import VoteLegend
from tortuga_qt.ui.widgets.panels.common import SideScroll

CARD_RATIO = 1.39  # a Vote card's height over its width
CARD_MIN_W, CARD_MAX_W = 48, 100  # the hand's Vote cards' least and largest width, in pixels
FIRST_H = 78  # the hand's cards' first height: they never shrink below it to make room
CARD_CHROME = 9  # a card button's frame around its picture (the gold ring of a card that can be played)
GRID_GAP = 4  # between the cards (and the legend) of a row
PANEL_MARGINS = 12  # the private panel's left and right margins together
HEIGHT_SHARE = 0.155  # a hand's card is at most this share of the window's height (at 100 %): 119 px of 768
DECK_COLUMNS = 4  # the Crow's Nest deck's cards in a row (they fit the narrowest side column)
DECK_SHARE = 0.36  # the Crow's Nest deck shows the rows this share of the window's height holds (two at 768 px)


def hand_card_size(width: int, window_height: int, zoom: float = 1.0, cap: int | None = None) -> QSize:
    """Returns the size of the hand's Vote cards in a private panel this wide, in a window this tall, at a zoom.

    Three cards in their frames, the legend and the gaps fit the panel's width; a card is at
    most `HEIGHT_SHARE` of the window's height, divided by the zoom (a 1366 x 768 window at
    125 % keeps the Pirates list in view under the panel), and at most `cap` pixels tall.
    """
    tallest = window_height * HEIGHT_SHARE / max(zoom, 1.0)
    if cap is not None:
        tallest = min(tallest, cap)
    for w in range(CARD_MAX_W, CARD_MIN_W, -1):
        h = round(w * CARD_RATIO)
        if h > tallest:
            continue
        if PANEL_MARGINS + VoteLegend.width_for(h) + 3 * (GRID_GAP + w + CARD_CHROME) <= width:
            return QSize(w, h)
    return QSize(CARD_MIN_W, round(CARD_MIN_W * CARD_RATIO))


def loyalty_art_size(card: QSize) -> QSize:
    """Returns the size of the Loyalty card's picture beside cards this large: about as tall as the heading and its words."""
    h = max(40, round(card.height() * 0.36))
    return QSize(round(h / CARD_RATIO), h)


def deck_card_size(card: QSize) -> QSize:
    """Returns the size of the Crow's Nest deck's cards beside a hand this large: about three quarters (61 x 85 beside 85 x 118)."""
    w = max(40, round(card.width() * 0.72))
    return QSize(w, round(w * CARD_RATIO))


class CardRoom(QObject):
    """Watches the room the private panel's cards have: the window's height and the side column's scrolling.

    When the window is resized the cards are sized anew (`refit`); when the side column around
    the panel must scroll, the hand's cards are given a height `cap` that much smaller (not
    below `FIRST_H`), and sized anew. `reset` lifts the cap (the panel shows something new).
    """

    def __init__(self, panel: QWidget, refit: Callable[[], None], hand_height: Callable[[], int]) -> None:
        super().__init__(panel)
        self.panel = panel
        self.refit, self.hand_height = refit, hand_height  # sizes the cards again; the hand's cards' height now
        self.cap: int | None = None  # the tallest the hand's cards may be for the side column not to scroll
        self.window: QWidget | None = None  # the window whose height is watched
        self.scroll: QScrollArea | None = None  # the side column's scroll area, whose range is watched
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)  # once the side column's layout has settled
        self.timer.timeout.connect(self.make_room)

    def attach(self) -> None:
        """Starts watching the panel's window and side column (the panel is shown: both are known now)."""
        top = self.panel.window()
        if top is not self.panel and top is not self.window:
            if self.window is not None:
                self.window.removeEventFilter(self)
            top.installEventFilter(self)
            self.window = top
        parent = self.panel.parentWidget()
        while parent is not None and not isinstance(parent, SideScroll):
            parent = parent.parentWidget()
        if isinstance(parent, SideScroll) and parent is not self.scroll:
            self.scroll = parent
            parent.verticalScrollBar().rangeChanged.connect(lambda _low, _high: self.timer.start())

    def reset(self) -> None:
        """Lifts the cap: the cards may be as large as the width and the window allow, until the column must scroll."""
        self.cap = None
        self.timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Sizes the cards again when the window's height changes (the panel's width may not)."""
        if (watched is self.window and isinstance(event, QResizeEvent)
                and event.size().height() != event.oldSize().height()):
            self.cap = None
            self.refit()
            self.timer.start()
        return False

    def make_room(self) -> None:
        """Makes the hand's cards smaller by what the side column would have to scroll (not below their first height).

        Called once the column's scroll range changed; while the column scrolls, the cards keep at
        most their height of now, less what the column at its whole width would still lack.
        """
        scroll = self.scroll
        content = scroll.widget() if scroll is not None else None
        if scroll is None or content is None or not self.panel.isVisible() or scroll.verticalScrollBar().maximum() <= 0:
            return
        now = self.hand_height()
        if now <= FIRST_H:
            return
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)  # the layouts settled first
        # What the column needs at its whole width (the scroll bar gone) beyond what it has.
        need = content.heightForWidth(scroll.width()) if content.hasHeightForWidth() else content.sizeHint().height()
        self.cap = max(FIRST_H, now - max(0, need - scroll.height()))
        self.refit()


__all__ = ["CARD_CHROME", "DECK_COLUMNS", "DECK_SHARE", "FIRST_H", "GRID_GAP", "CardRoom", "deck_card_size", "hand_card_size",
           "loyalty_art_size"]
