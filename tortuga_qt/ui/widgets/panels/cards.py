"""Vote cards on the side panels: their faces, tooltips, the sections' legend and how a card is marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from tortuga_qt.app.names import face_name
from tortuga_qt.ui import theme
from tortuga_qt.ui.scene.tips import help_tip
from tortuga_qt.ui.vote_card import paint_vote_card

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent



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
    from tortuga_qt.app.names import symbol_name
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

    @staticmethod
    def words() -> list[str]:
        """Returns the sections' names, top to bottom."""
        return [QCoreApplication.translate("Table", "Attack"), QCoreApplication.translate("Table", "Brawl"),
                QCoreApplication.translate("Table", "Mutiny")]

    def text(self) -> str:
        """Returns the words shown (the private panel's text includes them)."""
        return " / ".join(self.words())

    @staticmethod
    def font_for(base: QFont, card_height: int, bold: bool) -> QFont:
        """Returns the words' font beside cards this tall: the panel's, at least 9.5 pt and larger beside larger cards."""
        font = QFont(base)
        font.setPointSizeF(max(font.pointSizeF(), 9.5 + max(0, card_height - 118) / 24))
        font.setBold(bold)
        return font

    @classmethod
    def width_for(cls, card_height: int, base: QFont | None = None) -> int:
        """Returns the legend's width beside cards this tall: its longest word in bold, and a gap."""
        fm = QFontMetricsF(cls.font_for(base if base is not None else QApplication.font(), card_height, True))
        return int(max(fm.horizontalAdvance(w) for w in cls.words())) + 6

    def _font(self, bold: bool) -> QFont:
        return self.font_for(self.font(), self.card.iconSize().height(), bold)

    def sizeHint(self) -> QSize:
        """Returns the width of the longest word (in bold) and the card's height."""
        return QSize(self.width_for(self.card.iconSize().height(), self.font()), self.card.sizeHint().height())

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


def one_per_face(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Returns the lowest card id of each distinct Vote card face (identical cards are one choice)."""
    from tortuga_qt.rules import cards as C

    first: dict[str, int] = {}
    for card in sorted(cards):
        first.setdefault(C.VOTE_FACE[card], card)
    return tuple(sorted(first.values()))


def face_counts(cards: tuple[int, ...]) -> dict[int, int]:
    """Returns, for the representative card of each face, how many cards share that face."""
    from tortuga_qt.rules import cards as C

    faces = [C.VOTE_FACE[c] for c in cards]
    return {card: faces.count(C.VOTE_FACE[card]) for card in one_per_face(cards)}


def mark_card(b: QToolButton, clickable: bool, chosen: bool) -> None:
    """Frames a Vote card as clickable (gold), marked (red, on a light face) or neither; its style changes only when that does."""
    if chosen:  # marked: framed like a chosen thing on the mat, and clearly not greyed out
        style = "QToolButton { border: 3px solid #e0523a; border-radius: 6px; background: #f6dfb0; }"
    else:
        style = "QToolButton { border: 3px solid #f2c14e; border-radius: 6px; }" if clickable else ""
    b.setProperty("clickable", clickable)
    if b.property("baseStyle") != style:
        b.setProperty("baseStyle", style)
        b.setStyleSheet(theme.sheet(style + CARD_FOCUS) if b.property("ringed") else theme.sheet(style))
    b.setChecked(chosen)


CARD_FOCUS = " QToolButton { border: 3px dashed #1d4ed8; border-radius: 6px; }"  # the keyboard's ring (theme: focus)
