"""The private panel: only the claimed seat's secrets; behind the curtain it holds nothing at all."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QIcon,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.names import card_name, face_name, team_name
from tortuga_qt.app.targets import Target, VoteCard
from tortuga_qt.ui import access, renderer, theme
from tortuga_qt.ui.scene.tips import card_text
from tortuga_qt.ui.what_is_this import WhatIsThis
from tortuga_qt.ui.widgets.panels.card_sizes import (
    DECK_COLUMNS,
    GRID_GAP,
    CardRoom,
    deck_card_size,
    hand_card_size,
    loyalty_art_size,
)
from tortuga_qt.ui.widgets.panels.cards import (
    CARD_FOCUS,
    VoteLegend,
    face_counts,
    mark_card,
    vote_card_pixmap,
    vote_card_tip,
)
from tortuga_qt.ui.widgets.panels.common import blank, heading_label
from tortuga_qt.ui.widgets.panels.deck import Cell, SteadyDeck, deck_area, size_deck

if TYPE_CHECKING:
    from PySide6.QtGui import QContextMenuEvent, QResizeEvent, QShowEvent

    from tortuga_qt.app.presenter.frames import HintFrame
    from tortuga_qt.rules.views import SeatView


_LOYALTY_ART = ("loyalty-british", "loyalty-french", "loyalty-dutch")


class PrivatePanel(QFrame):
    """The claimed seat's secrets. Behind the curtain it holds nothing at all (not hidden: absent)."""

    # Fires when the player clicks one of their Vote cards (or a searched card); carries its VoteCard.
    card_clicked = Signal(object)
    # Fires when the player picks "What is this?" in the menu a right-click on the panel opens;
    # carries the reference page id of what was under the pointer ("vote-card", "card:albatross", ...).
    help_requested = Signal(str)
    # Fires when the player clicks Hint (offered during their own decision when View > "Offer hints
    # from a Hard pirate" is on): the window then asks the session for a suggestion.
    hint_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("private")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(6, 3, 6, 3)
        self.lay.setSpacing(2)
        self.card_buttons: dict[VoteCard, QToolButton] = {}
        self.hint_button: QPushButton | None = None  # the Hint button, while one is offered
        self.hint_label: QLabel | None = None  # the suggestion in words (or "thinking"), below it
        self.seat: int | None = None  # whose secrets are shown (None: nobody's)
        self.section = -1  # the Vote card section that counts in the vote under way
        self.card_size = self.card_size_for(362)  # the hand's Vote cards: larger when the panel is wider
        self.room = CardRoom(self, self._fit_cards, lambda: self.card_size.height())  # the window's and the side's room
        self.loyalty_art: tuple[QLabel, int] | None = None  # the Loyalty card's picture and team, while shown
        self.what = WhatIsThis()  # the "What is this?" menu
        self._shown: tuple[object, ...] | None = None  # what the panel shows (see `_content`), None: the public note
        self.deck = SteadyDeck()  # a Crow's Nest search's deck keeps its cells and scroll position from pick to pick
        self.setProperty("helpPage", "rule:pass-and-play")
        self.show_view(None, set(), set())

    def _clear(self) -> None:
        """Empties the panel; what it showed is wiped at once, before the widgets are deleted.

        A widget leaves for good only at the next turn of the event loop (it may be the very
        button being clicked), so each one is blanked first: no text, picture, tooltip or
        name of a secret survives, parented or not, by the time the curtain rises.
        """
        self._close_menu()
        self._drop_layout(self.lay)
        self._shown = None
        self.card_buttons = {}
        self.loyalty_art = None
        self.hint_button = self.hint_label = None

    def _content(self, view: SeatView | None) -> tuple[object, ...] | None:
        """Returns what the panel draws from a seat's view, but for which cards are clickable or marked (None: a public view)."""
        if view is None or view.seat is None:
            return None
        seat = view.seat
        look = theme.current()
        return (seat, view.names[seat], view.loyalties[seat], view.hand, view.searchable, view.my_vote, view.known,
                view.front[seat], view.vote.what if view.vote else None, look.zoom, look.high_contrast)

    def forget(self) -> None:
        """Makes the next `show_view` draw the panel anew (another language or look is in force)."""
        self._shown = None

    def restyle(self) -> None:
        """The look changed: the cards are sized for its zoom and drawn anew at the next `show_view` (ui/widgets/looks.py calls it)."""
        self._fit_cards()
        self.forget()

    @staticmethod
    def card_size_for(width: int, window_height: int = 768, zoom: float = 1.0, cap: int | None = None) -> QSize:
        """Returns the size of the hand's Vote cards in a panel this wide, in a window this tall (card_sizes.py)."""
        return hand_card_size(width, window_height, zoom, cap)

    def _art_size(self) -> QSize:
        """Returns the size of the Loyalty card's picture: about as tall as the heading and the Loyalty's words beside it."""
        return loyalty_art_size(self.card_size)

    def deck_size(self) -> QSize:
        """Returns the size of the Crow's Nest deck's cards: about three quarters of the hand's."""
        return deck_card_size(self.card_size)

    def showEvent(self, event: QShowEvent) -> None:
        """Watches the window's height and the side column's room from now on: the cards are sized for them too."""
        super().showEvent(event)
        self.room.attach()
        self._fit_cards()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Draws the Vote cards (and the Loyalty card) larger on a wide panel, smaller on a narrow one."""
        super().resizeEvent(event)
        self._fit_cards()

    def _fit_cards(self) -> None:
        """Sizes the cards for the panel's width, the window's height and the zoom; redraws them when that changed."""
        size = self.card_size_for(self.width(), self.window().height(), theme.current().zoom, self.room.cap)
        if size == self.card_size:
            return
        self.card_size = size
        for target, b in self.card_buttons.items():
            card = size if b.property("hand") else self.deck_size()
            b.setIcon(QIcon(vote_card_pixmap(target.card, card.width(), card.height(), section=self.section)))
            b.setIconSize(card)
        for cell in self.findChildren(QToolButton, "emptyCell"):  # an empty cell stays as large as a card
            cell.setIconSize(size if cell.property("hand") else self.deck_size())
        if self.loyalty_art is not None:
            art, team = self.loyalty_art
            art.setPixmap(renderer.pixmap(_LOYALTY_ART[team], self._art_size(), 2.0))
        for legend in self.findChildren(VoteLegend):
            legend.updateGeometry()
            legend.update()
        for area in self.findChildren(QScrollArea, "deckScroll"):
            size_deck(area, self.window().height(), self.deck_size())

    def _drop_layout(self, layout: QLayout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            if item is None:
                break
            w = item.widget()
            inner = item.layout()
            if w is not None:
                blank(w)
                w.hide()
                w.setParent(None)
                w.deleteLater()
            elif inner is not None:
                self._drop_layout(inner)

    def text(self) -> str:
        """Returns all text on the panel (tests use it to prove what is and is not shown)."""
        widgets: list[QLabel | QToolButton | VoteLegend] = [*self.findChildren(QLabel), *self.findChildren(QToolButton),
                                                           *self.findChildren(VoteLegend)]
        return "\n".join(w.text() for w in widgets)

    def show_view(self, view: SeatView | None, clickable: set[Target], chosen: set[Target]) -> None:
        """Shows the secrets of `view.seat`, or nothing at all when the view is public.

        When the same seat's secrets are shown again unchanged (a card marked, a click refused),
        the Vote cards are only marked anew: no widget is destroyed, not even the card being clicked.
        """
        key = self._content(view)
        if key is not None and key == self._shown:
            for target, button in self.card_buttons.items():
                mark_card(button, target in clickable, target in chosen)
            return
        self.deck.keep_scroll(self)
        self._clear()
        self._shown = key
        self.room.reset()  # something new: the cards as large as they may be, then smaller if the side must scroll
        self._fit_cards()
        self.seat = view.seat if view is not None else None
        self.deck.follow(view)  # the same search as shown: its cells stay where they are
        if view is None or view.seat is None:
            hint = QLabel(QCoreApplication.translate("Table", "Secrets appear here only for the player at the device."))
            hint.setWordWrap(True)
            hint.setObjectName("muted")
            self.lay.addWidget(hint)
            return
        seat = view.seat
        from tortuga_qt.rules.views import vote_section

        self.section = vote_section(view.vote.what) if view.vote else -1
        heading = heading_label(QCoreApplication.translate("Table", "Secrets of {name}").format(name=view.names[seat]))
        heading.setWordWrap(True)
        heading.setStyleSheet("QLabel { padding: 0px; }")  # beside the Loyalty card: no room kept above and below it
        loyalty = view.loyalties[seat]
        art = QLabel()
        if loyalty is not None:
            self.loyalty_art = (art, loyalty)
            art.setPixmap(renderer.pixmap(_LOYALTY_ART[loyalty], self._art_size(), 2.0))
            words = QLabel(QCoreApplication.translate("Table", "Your Loyalty: {team}").format(team=team_name(loyalty)))
            words.setObjectName("loyalty")
        else:
            words = QLabel("")
        words.setWordWrap(True)
        for w in (art, words):
            w.setProperty("helpPage", "rule:goal")
        # The Loyalty card beside the heading and its words; under them the Vote cards, their sections named beside them.
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(art, 0, Qt.AlignmentFlag.AlignTop)
        said = QVBoxLayout()
        said.setSpacing(0)
        said.addWidget(heading)
        said.addWidget(words)
        top.addLayout(said, 1)
        self.lay.addLayout(top)
        row = QHBoxLayout()
        row.setSpacing(6)
        hand = self.deck.hand_cells(view)  # in a search for oneself, a cell for each card to come
        if hand:
            row.addLayout(self._cards(hand, clickable, chosen, columns=3), 1)
        else:
            none = QLabel(QCoreApplication.translate("Table", "You hold no Vote card."))
            none.setWordWrap(True)
            row.addWidget(none, 1)
        self.lay.addLayout(row)
        if view.my_vote:
            from tortuga_qt.rules import cards as C

            played = ", ".join(face_name(C.VOTE_FACE[c]) for c in view.my_vote)
            put = QLabel(QCoreApplication.translate("Table", "Put down in this vote: {cards}").format(cards=played))
            put.setWordWrap(True)
            self.lay.addWidget(put)
        notes = [QCoreApplication.translate("Table", "Slot {n}: {card}").format(n=i + 1, card=card_name(k)) for i, k in enumerate(view.known) if k]
        note = QLabel(QCoreApplication.translate("Table", "Your notes: ") + ("; ".join(notes) if notes else QCoreApplication.translate("Table", "no card seen in the row.")))
        note.setWordWrap(True)
        note.setObjectName("notes")
        note.setProperty("helpPage", "rule:notebook")
        seen = [(i, k) for i, k in enumerate(view.known) if k]
        if seen:  # each card seen, in full
            note.setToolTip("<qt>" + "<br>".join(
                "<b>" + escape(QCoreApplication.translate("Table", "Slot {n}: {card}").format(n=i + 1, card=card_name(k)), quote=False)
                + "</b> " + escape(card_text(k), quote=False) for i, k in seen) + "</qt>")
        self.lay.addWidget(note)
        self._kept(view.front[seat])
        if view.searchable:
            self.lay.addWidget(heading_label(QCoreApplication.translate("Table", "Crow's Nest: the whole Vote deck")))
            grid = self._cards(self.deck.cells(view), clickable, chosen, columns=DECK_COLUMNS,
                               counts=face_counts(view.searchable), small=True)
            area = deck_area(grid, self.window().height(), self.deck_size())
            self.lay.addWidget(area)
            self.deck.restore_scroll(area)

    def set_card_focus(self, target: object) -> None:
        """Puts the keyboard's focus ring (blue, dashed) on one Vote card (None or another target: on none).

        A card's style sheet changes only when its ring comes or goes (the table redraws often).
        """
        for card, button in self.card_buttons.items():
            ringed = card == target
            if bool(button.property("ringed")) != ringed:
                button.setProperty("ringed", ringed)
                base = str(button.property("baseStyle") or "")
                button.setStyleSheet(theme.sheet(base + CARD_FOCUS) if ringed else theme.sheet(base))
                if ringed:
                    access.notify(button, QAccessible.Event.Focus)  # a screen reader reads the card the ring is on

    def show_hint(self, hint: HintFrame | None) -> None:
        """Offers the Hint button during a person's own decision (None: no button), with the suggestion once asked.

        Call it after `show_view`: the button goes with the seat's secrets (never behind the curtain).
        """
        if hint is None:
            if self.hint_button is not None and self.hint_label is not None:
                for w in (self.hint_button, self.hint_label):
                    blank(w)
                    w.hide()
                    w.setParent(None)
                    w.deleteLater()
                self.hint_button = self.hint_label = None
            return
        if self.hint_button is None or self.hint_label is None:
            from tortuga_qt.app.thinker import warm_up

            warm_up()  # the Hard pirate thinks in its own process: start it before the first click
            self.hint_button = QPushButton(QCoreApplication.translate("Table", "Hint"))
            self.hint_button.setObjectName("hintButton")
            self.hint_button.setToolTip(QCoreApplication.translate("Table", "Ask a Hard computer pirate what it would do "
                                                                   "here, from what you know (the end screen counts hints)."))
            self.hint_button.clicked.connect(self.hint_requested.emit)
            self.hint_label = QLabel()
            self.hint_label.setObjectName("hintText")
            self.hint_label.setWordWrap(True)
            row = QHBoxLayout()  # under the heading: the button, then the suggestion beside it
            row.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
            row.addWidget(self.hint_label, 1)
            self.lay.insertLayout(1, row)
        self.hint_button.setEnabled(not hint.asked)
        self.hint_label.setText(hint.text)
        self.hint_label.setVisible(hint.asked)

    def _kept(self, kinds: tuple[str, ...]) -> None:
        """Shows the Event cards kept in front of the seat, each by name and full text."""
        for kind in kinds:
            words = QCoreApplication.translate("Table", "In front of you: {card}").format(card=card_name(kind))
            label = QLabel(f"<b>{escape(words, quote=False)}</b>. {escape(card_text(kind), quote=False)}")
            label.setObjectName(f"kept:{kind}")
            label.setStyleSheet(theme.sheet("QLabel { font-size: 9pt; }"))  # the card's whole text, without crowding the panel
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setProperty("helpPage", f"card:{kind}")
            self.lay.addWidget(label)

    def help_page_at(self, pos: QPoint) -> str:
        """Returns the reference page of what lies at `pos` (panel coordinates): a Vote card, a kept card, ..."""
        w = self.childAt(pos)
        while w is not None and w is not self:
            page = w.property("helpPage")
            if isinstance(page, str) and page:
                return page
            w = w.parentWidget()
        return str(self.property("helpPage"))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Opens a small menu "What is this?" for what lies under the pointer; it never plays a card."""
        page = self.help_page_at(event.pos())
        self.what.popup(self, [(QCoreApplication.translate("Table", "What is this?"), page)],
                        self.help_requested.emit, event.globalPos())
        event.accept()

    @property
    def context_menu(self) -> QMenu | None:
        """Returns the open "What is this?" menu, if any."""
        return self.what.menu

    def _close_menu(self) -> None:
        self.what.close()

    def _cards(self, cards: Sequence[Cell], clickable: set[Target], chosen: set[Target], columns: int = 4,
               counts: dict[int, int] | None = None, small: bool = False) -> QGridLayout:
        """Lays out Vote card buttons; a hand's rows start with the sections' names (Attack, Brawl, Mutiny).

        A None cell is empty: a hidden button that keeps a card's room (panels/deck.py).
        """
        grid = QGridLayout()
        grid.setSpacing(GRID_GAP)
        first = 0 if small else 1  # column 0 of a hand's row holds its legend
        for i, card in enumerate(cards):
            b = self._card_button(card, clickable, chosen, counts, small)
            if not small and i % columns == 0 and card is not None:
                grid.addWidget(VoteLegend(b, self.section), i // columns, 0)
            grid.addWidget(b, i // columns, first + i % columns)
        grid.setColumnStretch(first + columns, 1)  # the cards stay together on the left
        return grid

    def _card_button(self, card: Cell, clickable: set[Target], chosen: set[Target], counts: dict[int, int] | None,
                     small: bool) -> QToolButton:
        """Returns a Vote card's button (it plays the card when clicked), or for None an empty cell of the same size."""
        from tortuga_qt.rules import cards as C

        b = QToolButton()
        size = self.deck_size() if small else self.card_size
        b.setIconSize(size)
        b.setProperty("hand", not small)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon if counts else Qt.ToolButtonStyle.ToolButtonIconOnly)
        if card is None:  # framed as its neighbours are, so that it is as large; never shown, focused nor read
            b.setObjectName("emptyCell")
            blank_face = QPixmap(size)
            blank_face.fill(Qt.GlobalColor.transparent)
            b.setIcon(QIcon(blank_face))  # measured as a card is (a button without an icon is smaller)
            mark_card(b, small, False)
            b.setEnabled(False)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            policy = b.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            b.setSizePolicy(policy)
            b.hide()
            return b
        target = VoteCard(card)
        b.setObjectName(f"card-v{card}")
        many = (counts or {}).get(card, 1)
        b.setIcon(QIcon(vote_card_pixmap(card, size.width(), size.height(), section=self.section)))
        b.setText("" if many == 1 else f"×{many}")  # under the card, never on its art
        face = face_name(C.VOTE_FACE[card])  # a screen reader's name for the card (its tooltip says the rest)
        b.setAccessibleName(QCoreApplication.translate("Access", "Vote card: {face}").format(face=face) if many == 1
                            else QCoreApplication.translate("Access", "Vote card: {face}; copies: {n}").format(face=face, n=many))
        b.setToolTip(vote_card_tip(card, self.section))
        b.setProperty("helpPage", "vote-card")
        b.setCheckable(True)
        mark_card(b, target in clickable, target in chosen)
        b.clicked.connect(lambda _=False, t=target: self.card_clicked.emit(t))
        self.card_buttons[target] = b
        return b
