"""Side panels: seats (public), private panel (only the claimed seat's secrets), actions, log."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.story import card_name, face_name, team_name
from tortuga_qt.app.targets import Target, VoteCard
from tortuga_qt.ui import access, renderer, theme
from tortuga_qt.ui.scene.tips import card_text, help_tip, pawn_tip
from tortuga_qt.ui.vote_card import paint_vote_card
from tortuga_qt.ui.what_is_this import WhatIsThis

if TYPE_CHECKING:
    from PySide6.QtGui import QContextMenuEvent, QPaintEvent, QResizeEvent

    from tortuga_qt.app.session import GameSession
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.views import SeatView

_LOYALTY_ART = ("loyalty-british", "loyalty-french", "loyalty-dutch")


def vote_card_pixmap(card: int, w: int = 66, h: int = 92, dpr: float = 2.0, section: int = -1) -> QPixmap:
    """Returns a Vote card face: its three symbols top to bottom (double cards show two each).

    With `section` (0 top, 1 middle, 2 bottom) the sections that do not count are faded.
    """
    from tortuga_qt.rules import cards as C

    pm = QPixmap(round(w * dpr), round(h * dpr))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(dpr, dpr)
    symbols = (C.VOTE_TOP[card], C.VOTE_MIDDLE[card], C.VOTE_BOTTOM[card])
    paint_vote_card(p, QRectF(0, 0, w, h), symbols, C.VOTE_WEIGHT[card] == 2, section)
    p.end()
    pm.setDevicePixelRatio(dpr)
    return pm


def vote_card_tip(card: int, section: int = -1) -> str:
    """Returns a Vote card's tooltip: its three sections, each with its symbol and the vote it counts in."""
    from tortuga_qt.app.story import symbol_name
    from tortuga_qt.help.mat_help import ItemKind
    from tortuga_qt.rules import cards as C

    details = [
        QCoreApplication.translate("Table", "Top, for Attacks: {symbol}").format(symbol=symbol_name(C.VOTE_TOP[card])),
        QCoreApplication.translate("Table", "Middle, for Brawls: {symbol}").format(symbol=symbol_name(C.VOTE_MIDDLE[card])),
        QCoreApplication.translate("Table", "Bottom, for Mutinies: {symbol}").format(symbol=symbol_name(C.VOTE_BOTTOM[card])),
    ]
    if C.VOTE_WEIGHT[card] == 2:
        details.append(QCoreApplication.translate("Table", "A double card: it counts as two symbols in every section."))
    if 0 <= section <= 2:
        details.append((QCoreApplication.translate("Table", "In this vote only the top section counts."),
                        QCoreApplication.translate("Table", "In this vote only the middle section counts."),
                        QCoreApplication.translate("Table", "In this vote only the bottom section counts."))[section])
    return help_tip(ItemKind.VOTE_CARD, face_name(C.VOTE_FACE[card]), details)


_WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


class WrapButton(QPushButton):
    """A push button whose words wrap onto more lines when the panel is narrow (never clipped).

    `text()` is the whole label, as on any QPushButton; the button asks its layout for the
    height its wrapped words need at the width it gets (height for width).
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setProperty("wraps", True)  # tests/ui/fit.py measures it by its height for width
        self.key_number = 0  # the number key that presses it (shown in its corner), 0: none

    def _frame(self) -> QSize:
        """Returns what the style adds around the words (border and padding)."""
        self.ensurePolished()
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = ""
        opt.icon = QIcon()
        inner = self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(0, 0), self)
        return QSize(max(inner.width(), 0), max(inner.height(), 0))

    def _words(self, width: int) -> QSize:
        """Returns the size of the words wrapped to `width` pixels."""
        box = self.fontMetrics().boundingRect(QRect(0, 0, max(width, 1), 100000), _WRAP, self.text())
        return box.size()

    def hasHeightForWidth(self) -> bool:
        """Returns True: the height depends on the width (the words wrap)."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Returns the height the wrapped words need at this width."""
        frame = self._frame()
        return self._words(width - frame.width()).height() + frame.height()

    def sizeHint(self) -> QSize:
        """Returns the size of the words on one line (up to 320 pixels), plus the frame."""
        frame = self._frame()
        width = min(self.fontMetrics().horizontalAdvance(self.text()) + 2, 320)
        return QSize(width + frame.width(), self._words(width).height() + frame.height())

    def minimumSizeHint(self) -> QSize:
        """Returns the width of the longest word and the height of one line, plus the frame."""
        frame = self._frame()
        fm = self.fontMetrics()
        longest = max((fm.horizontalAdvance(w) for w in self.text().split()), default=0) + 2
        return QSize(longest + frame.width(), fm.height() + frame.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws the button's frame, then its words wrapped inside it."""
        p = QStylePainter(self)
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        text, opt.text = opt.text, ""
        p.drawControl(QStyle.ControlElement.CE_PushButton, opt)
        frame = self._frame()
        box = self.rect().adjusted(frame.width() // 2, frame.height() // 2,
                                   -(frame.width() - frame.width() // 2), -(frame.height() - frame.height() // 2))
        self.style().drawItemText(p, box, int(_WRAP), self.palette(), self.isEnabled(), text, QPalette.ColorRole.ButtonText)
        if self.key_number:  # its number key, small in the top-left corner (in the frame's padding)
            small = QFont(self.font())
            small.setPointSizeF(max(self.font().pointSizeF() * 0.7, 6.0))
            p.setFont(small)
            p.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
            p.drawText(self.rect().adjusted(4, 1, 0, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                       str(self.key_number))


class SideScroll(QScrollArea):
    """The side panels' scroll area: a last resort on small windows (the panels fit from 1280x720)."""

    def ensureWidgetVisible(self, child: QWidget, xmargin: int = 50, ymargin: int = 50) -> None:
        """Scrolls `child` into view, through any scroll area inside this one first (the Crow's Nest deck)."""
        inner = child.parentWidget()
        while inner is not None and inner is not self:
            if isinstance(inner, QScrollArea):
                inner.ensureWidgetVisible(child, 4, 4)
            inner = inner.parentWidget()
        super().ensureWidgetVisible(child, xmargin, ymargin)


class VoteLegend(QWidget):
    """Names a Vote card's three sections in words, each beside its band of the cards in the row.

    Top: Attack, middle: Brawl, bottom: Mutiny. In a vote the section that counts is in bold,
    the others faded.
    """

    def __init__(self, card: QToolButton, section: int = -1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card  # a card of the row: the words line up with its icon's bands
        self.section = section
        self.setObjectName("voteLegend")
        self.setProperty("helpPage", "vote-card")
        self.setToolTip(QCoreApplication.translate("Table", "A Vote card counts in one vote by one of its sections: "
                                                   "the top in an Attack, the middle in a Brawl, the bottom in a Mutiny."))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

    def words(self) -> list[str]:
        """Returns the sections' names, top to bottom."""
        return [QCoreApplication.translate("Table", "Attack"), QCoreApplication.translate("Table", "Brawl"),
                QCoreApplication.translate("Table", "Mutiny")]

    def text(self) -> str:
        """Returns the words shown (the private panel's text includes them)."""
        return " / ".join(self.words())

    def _font(self, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 9.0 + max(0, self.card.iconSize().height() - 78) / 18))
        font.setBold(bold)
        return font

    def sizeHint(self) -> QSize:
        """Returns the width of the longest word (in bold) and the card's height."""
        fm = QFontMetricsF(self._font(True))
        width = max(fm.horizontalAdvance(w) for w in self.words())
        return QSize(int(width) + 8, self.card.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """Returns the size hint: the words never shrink."""
        return self.sizeHint()

    def bands(self) -> list[QRect]:
        """Returns the three rectangles (in this widget) the words are drawn in, level with the card's bands."""
        icon = self.card.iconSize()
        top_left = self.mapFromGlobal(self.card.mapToGlobal(QPoint(0, 0)))
        top = top_left.y() + (self.card.height() - icon.height()) / 2
        band = icon.height() / 3
        return [QRect(0, round(top + k * band), self.width() - 4, round(band)) for k in range(3)]

    def colour(self, section: int) -> QColor:
        """Returns the colour of a section's word: ink when it counts in this vote, faded (but readable) when not."""
        look = theme.colours()
        return QColor(look.heading if self.section < 0 or self.section == section else look.faded)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws the three words, right-aligned, each level with its band."""
        p = QPainter(self)
        for k, (word, box) in enumerate(zip(self.words(), self.bands(), strict=True)):
            p.setFont(self._font(self.section == k))
            p.setPen(self.colour(k))
            p.drawText(box, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), word)
        p.end()


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label


def _one_per_face(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Returns the lowest card id of each distinct Vote card face (identical cards are one choice)."""
    from tortuga_qt.rules import cards as C

    first: dict[str, int] = {}
    for card in sorted(cards):
        first.setdefault(C.VOTE_FACE[card], card)
    return tuple(sorted(first.values()))


def _face_counts(cards: tuple[int, ...]) -> dict[int, int]:
    """Returns, for the representative card of each face, how many cards share that face."""
    from tortuga_qt.rules import cards as C

    faces = [C.VOTE_FACE[c] for c in cards]
    return {card: faces.count(C.VOTE_FACE[card]) for card in _one_per_face(cards)}


class SeatsPanel(QFrame):
    """Every seat: pawn, name, roles, turn, lost turn, Vote cards held, face-up cards (all public)."""

    def __init__(self, pirates: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pirates = pirates
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setIconSize(QSize(26, 36))
        self.list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.heading = _heading(QCoreApplication.translate("Table", "Pirates"))
        lay.addWidget(self.heading)
        lay.addWidget(self.list)

    def retranslate(self) -> None:
        """Words the heading again in the language now installed (the list is redrawn with the table)."""
        self.heading.setText(QCoreApplication.translate("Table", "Pirates"))

    def show_view(self, view: SeatView) -> None:
        """Lists the seats from a (public part of a) view."""
        self.list.clear()
        for seat, name in enumerate(view.names):
            roles = self._roles(view, seat)
            bits = [name]
            if roles:
                bits.append(" · ".join(roles))
            cards, code = view.hand_counts[seat], view.pirate_code_left[seat]  # bare names for pyside6-lupdate's %n
            status = [QCoreApplication.translate("Table", "%n Vote card(s)", None, cards)]
            if seat == view.turn and view.result is None:  # nobody's turn once the game is over
                status.insert(0, QCoreApplication.translate("Table", "▶ turn"))
            if seat in view.lost_turn:
                status.append(QCoreApplication.translate("Table", "loses next turn"))
            if view.pirate_code_left[seat]:
                status.append(QCoreApplication.translate("Table", "Pirate Code (%n vote(s) left)", None, code))
            # The Pirate Code is named once, with its votes left, above.
            front = [card_name(k) for k in view.front[seat] if not (k == "pirate_code" and view.pirate_code_left[seat])]
            if front:
                status.append(", ".join(front))
            if view.result is not None and view.loyalties[seat] is not None:
                status.append(team_name(view.loyalties[seat]))
            item = QListWidgetItem(renderer.icon(f"pawn-{self.pirates[seat]}", 36), "\n".join([" — ".join(bits), "   " + "; ".join(status)]))
            item.setToolTip(pawn_tip(view, seat))  # ranks and what they allow; kept cards in full
            if view.decision and seat in view.decision.seats:
                item.setBackground(QColor(*theme.colours().deciding))
            self.list.addItem(item)

    def sizeHint(self) -> QSize:
        """Returns a short preferred height: the list takes what the side panel has left, and scrolls."""
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumSizeHint().height())

    @staticmethod
    def _roles(view: SeatView, seat: int) -> list[str]:
        out = []
        for line in view.ships:
            if seat in line:
                if line[0] == seat:
                    out.append(QCoreApplication.translate("Table", "Captain"))
                if len(line) > 1 and line[1] == seat:
                    out.append(QCoreApplication.translate("Table", "First Mate"))
                if line[-1] == seat:
                    out.append(QCoreApplication.translate("Table", "Cabin Boy"))
        if view.tortuga and view.tortuga[0] == seat:
            out.append(QCoreApplication.translate("Table", "Governor"))
        if seat in view.boats:
            out.append(QCoreApplication.translate("Table", "on a Rowboat"))
        return out


def _blank(widget: QWidget) -> None:
    """Wipes every word and picture from a widget and its children."""
    for w in [widget, *widget.findChildren(QWidget)]:
        if isinstance(w, QLabel):
            w.clear()
        elif isinstance(w, QAbstractButton):
            w.setText("")
            w.setIcon(QIcon())
        w.setToolTip("")
        w.setObjectName("")
        w.setAccessibleName("")


def hint_words(action: Action, names: list[str]) -> str:
    """Returns a suggested action in a player's words: its button and what to click, in order."""
    from tortuga_qt.app import wording as W
    from tortuga_qt.app.story import hold_name, place_name
    from tortuga_qt.app.targets import Galleon, Hold, Pawn, Place, Slot, kind_key, targets
    from tortuga_qt.rules import cards as C
    from tortuga_qt.rules.places import GALLEON

    clicks = targets(action)
    if not clicks:
        return W.direct_label(action)
    words = []
    for t in clicks:
        match t:
            case Slot(index=i):
                words.append(QCoreApplication.translate("Table", "Event card {n} of the row").format(n=i + 1))
            case Pawn(seat=seat):
                words.append(names[seat] if 0 <= seat < len(names) else str(seat))
            case Place(place=p):
                words.append(place_name(p))
            case Hold(hold=h):
                words.append(hold_name(h))
            case Galleon():
                words.append(hold_name(GALLEON))
            case VoteCard(card=c):
                words.append(face_name(C.VOTE_FACE[c]))
    joint = " → " if kind_key(action) in ("take", "marque") else ", "
    return f"{W.kind_label(kind_key(action))}: {joint.join(words)}"


CARD_FOCUS = " QToolButton { border: 3px dashed #1d4ed8; border-radius: 6px; }"  # the keyboard's ring (theme: focus)


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
        self.lay.setContentsMargins(6, 4, 6, 6)
        self.lay.setSpacing(4)
        self.card_buttons: dict[VoteCard, QToolButton] = {}
        self.hint_button: QPushButton | None = None  # the Hint button, while one is offered
        self.hint_label: QLabel | None = None  # the suggestion in words (or "thinking"), below it
        self.seat: int | None = None  # whose secrets are shown (None: nobody's)
        self.section = -1  # the Vote card section that counts in the vote under way
        self.card_size = QSize(56, 78)  # the hand's Vote cards: larger when the panel is wider
        self.loyalty_art: tuple[QLabel, int] | None = None  # the Loyalty card's picture and team, while shown
        self.what = WhatIsThis()  # the "What is this?" menu
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
        self.card_buttons = {}
        self.loyalty_art = None
        self.hint_button = self.hint_label = None

    @staticmethod
    def card_size_for(width: int) -> QSize:
        """Returns the size of the hand's Vote cards in a panel this wide (56 x 78 up to 96 x 134)."""
        w = 56 if width < 430 else 72 if width < 540 else 96
        return QSize(w, round(w * 1.39))

    def _art_size(self) -> QSize:
        """Returns the size of the Loyalty card's picture: a little smaller than a Vote card."""
        h = round(self.card_size.height() * 0.82)
        return QSize(round(h / 1.39), h)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Draws the Vote cards (and the Loyalty card) larger on a wide panel, smaller on a narrow one."""
        super().resizeEvent(event)
        size = self.card_size_for(self.width())
        if size == self.card_size:
            return
        self.card_size = size
        for target, b in self.card_buttons.items():
            if b.property("hand"):
                b.setIcon(QIcon(vote_card_pixmap(target.card, size.width(), size.height(), section=self.section)))
                b.setIconSize(size)
        if self.loyalty_art is not None:
            art, team = self.loyalty_art
            art.setPixmap(renderer.pixmap(_LOYALTY_ART[team], self._art_size(), 2.0))
        for legend in self.findChildren(VoteLegend):
            legend.updateGeometry()
            legend.update()

    def _drop_layout(self, layout: QLayout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            if item is None:
                break
            w = item.widget()
            inner = item.layout()
            if w is not None:
                _blank(w)
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
        """Shows the secrets of `view.seat`, or nothing at all when the view is public."""
        self._clear()
        self.seat = view.seat if view is not None else None
        if view is None or view.seat is None:
            hint = QLabel(QCoreApplication.translate("Table", "Secrets appear here only for the player at the device."))
            hint.setWordWrap(True)
            hint.setObjectName("muted")
            self.lay.addWidget(hint)
            return
        seat = view.seat
        from tortuga_qt.rules.views import vote_section

        self.section = vote_section(view.vote.what) if view.vote else -1
        heading = _heading(QCoreApplication.translate("Table", "Secrets of {name}").format(name=view.names[seat]))
        heading.setWordWrap(True)
        self.lay.addWidget(heading)
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
        self.lay.addWidget(words)
        # One band: the Loyalty card, then the Vote cards with their sections named beside them.
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(art, 0, Qt.AlignmentFlag.AlignTop)
        if view.hand:
            row.addLayout(self._cards(view.hand, clickable, chosen, columns=3), 1)
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
            self.lay.addWidget(_heading(QCoreApplication.translate("Table", "Crow's Nest: the whole Vote deck")))
            self.lay.addWidget(self._deck(self._cards(_one_per_face(view.searchable), clickable, chosen, columns=6,
                                                      counts=_face_counts(view.searchable), small=True)))

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

    def show_hint(self, session: GameSession | None, offered: bool) -> None:
        """Offers the Hint button during a person's own decision (when `offered`), with the suggestion once asked.

        Call it after `show_view`: the button goes with the seat's secrets (never behind the curtain).
        """
        from tortuga_qt.app.seating import StepKind

        wanted = (offered and session is not None and not session.practice and session.step.kind is StepKind.DECIDE
                  and session.humans[session.step.seat] and self.seat == session.step.seat)
        if not wanted or session is None:
            if self.hint_button is not None and self.hint_label is not None:
                for w in (self.hint_button, self.hint_label):
                    _blank(w)
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
        if not session.asked_hint():
            self.hint_button.setEnabled(True)
            self.hint_label.setText("")
            self.hint_label.hide()
            return
        action = session.hint()  # asked already: never starts another search
        self.hint_button.setEnabled(False)
        self.hint_label.setText(QCoreApplication.translate("Table", "A Hard pirate would: {action}").format(
            action=hint_words(action, session.names)) if action is not None
            else QCoreApplication.translate("Table", "A Hard pirate is thinking…"))
        self.hint_label.show()

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

    def _cards(self, cards: tuple[int, ...], clickable: set[Target], chosen: set[Target], columns: int = 4,
               counts: dict[int, int] | None = None, small: bool = False) -> QGridLayout:
        """Lays out Vote card buttons; a hand's rows start with the sections' names (Attack, Brawl, Mutiny)."""
        from tortuga_qt.rules import cards as C

        grid = QGridLayout()
        grid.setSpacing(4)
        first = 0 if small else 1  # column 0 of a hand's row holds its legend
        for i, card in enumerate(cards):
            target = VoteCard(card)
            b = QToolButton()
            b.setObjectName(f"card-v{card}")
            w, h = (40, 56) if small else (self.card_size.width(), self.card_size.height())
            b.setIcon(QIcon(vote_card_pixmap(card, w, h, section=self.section)))
            b.setIconSize(QSize(w, h))
            b.setProperty("hand", not small)
            many = (counts or {}).get(card, 1)
            b.setText("" if many == 1 else f"×{many}")
            face = face_name(C.VOTE_FACE[card])  # a screen reader's name for the card (its tooltip says the rest)
            b.setAccessibleName(QCoreApplication.translate("Access", "Vote card: {face}").format(face=face) if many == 1
                                else QCoreApplication.translate("Access", "Vote card: {face}; copies: {n}").format(face=face, n=many))
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon if counts else Qt.ToolButtonStyle.ToolButtonIconOnly)
            b.setToolTip(vote_card_tip(card, self.section))
            b.setProperty("helpPage", "vote-card")
            b.setProperty("clickable", target in clickable)
            if target in chosen:  # marked: framed like a chosen thing on the mat, and clearly not greyed out
                style = "QToolButton { border: 3px solid #e0523a; border-radius: 6px; background: #f6dfb0; }"
            else:
                style = "QToolButton { border: 3px solid #f2c14e; border-radius: 6px; }" if target in clickable else ""
            b.setProperty("baseStyle", style)
            b.setStyleSheet(theme.sheet(style))
            b.setCheckable(True)
            b.setChecked(target in chosen)
            b.clicked.connect(lambda _=False, t=target: self.card_clicked.emit(t))
            self.card_buttons[target] = b
            if not small and i % columns == 0:
                grid.addWidget(VoteLegend(b, self.section), i // columns, 0)
            grid.addWidget(b, i // columns, first + i % columns)
        grid.setColumnStretch(first + columns, 1)  # the cards stay together on the left
        return grid

    def _deck(self, grid: QGridLayout) -> QScrollArea:
        """Returns the Crow's Nest deck in its own small scroll area (the rest of the panel never scrolls)."""
        inner = QWidget()
        inner.setLayout(grid)
        area = QScrollArea()
        area.setObjectName("deckScroll")
        area.setWidget(inner)
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = grid.rowCount()
        row = inner.sizeHint().height() / max(rows, 1)
        # Every row when the side has room for them; at least a row and a half (it shows there is more).
        area.setMinimumHeight(round(min(rows, 1.6) * row) + 4)
        area.setMaximumHeight(round(rows * row) + 4)
        area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        return area


class ActionPanel(QFrame):
    """What the seat at the device may do now, in plain words; and the prompt while choosing."""

    # Fires when the player clicks "Read the rule" under a message; carries the reference page id.
    page_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("message")
        self.message.hide()  # shown only with words in it
        self.rule_page: str | None = None  # the page the message's rule is explained on
        self.rule_link = QLabel()
        self.rule_link.setObjectName("ruleLink")
        self.rule_link.setTextFormat(Qt.TextFormat.RichText)
        self.rule_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                               | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.rule_link.linkActivated.connect(self._open_rule)
        self.rule_link.hide()
        self.buttons = QVBoxLayout()
        self.buttons.setSpacing(4)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.prompt)
        lay.addLayout(self.buttons)
        lay.addWidget(self.message)
        lay.addWidget(self.rule_link)
        self.restyle()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)  # never squeezed

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py) to the panel's own style sheet."""
        self.setStyleSheet(theme.sheet("QPushButton { padding: 4px 8px; }"))  # closer rows of buttons: a long turn's seven fit

    def clear(self) -> None:
        """Removes every button."""
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # first: a button with the keyboard focus hands it on within the window
                w.setParent(None)  # (a focused widget made a window of its own would take the window's focus away)
                w.deleteLater()

    def add_button(self, text: str, on_click: object, name: str = "") -> QPushButton:
        """Adds a button (its object name lets tests find it)."""
        b = WrapButton(text)
        if name:
            b.setObjectName(name)
        b.clicked.connect(on_click)
        self.buttons.addWidget(b)
        number = self.buttons.count()
        if number <= 9:  # ui/widgets/keyboard.py: the number keys press the buttons, top to bottom
            b.setToolTip(QCoreApplication.translate("Keys", "Key: {number}").format(number=number))
            b.key_number = number
        return b

    def set_message(self, text: str, page: str | None = None) -> None:
        """Shows a short message (why a click did nothing, what just happened) and its rule's link.

        With `page` (a reference page id) a "Read the rule" link under the message opens it.
        """
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.rule_page = page if text and page else None
        if self.rule_page is None:
            self.rule_link.clear()
            self.rule_link.hide()
            return
        words = QCoreApplication.translate("Table", "Read the rule")
        self.rule_link.setText(f'<a href="page:{self.rule_page}" style="color: {theme.colours().warning};">{words} ›</a>')
        self.rule_link.show()

    def _open_rule(self, href: str) -> None:
        self.page_requested.emit(href.removeprefix("page:"))
