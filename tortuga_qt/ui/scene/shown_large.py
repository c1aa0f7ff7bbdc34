"""What the table shows large over the mat: a revealed Event card turning face up, a vote's revealed cards.

Both are read out by screen readers as they lie (`TableScene.present_card`, `present_vote`) and
hide at a click, which still reaches the mat beneath. Both word themselves, and again in another
language when one is installed while they lie there (`retranslate`, on every redraw of the mat).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tortuga_qt.app.names import card_name, face_name
from tortuga_qt.help.mat_help import ItemKind, item_help
from tortuga_qt.ui import access, renderer, theme, translations
from tortuga_qt.ui.scene import text_fit
from tortuga_qt.ui.scene.items import frozen
from tortuga_qt.ui.scene.tips import card_text, said
from tortuga_qt.ui.vote_card import face_symbols, paint_vote_card


class FlipCard(QGraphicsObject):
    """A revealed Event card shown large over the mat, turning from its back to its face.

    Its title sits between the card-face art's corner ornaments and its text below the picture;
    both wrap at words and shrink until they fit (a long map's name on three lines). It is 60 %
    of the mat's height, read across a table (issue 23, item 3): at 1366 x 768 its text is drawn
    about 12 px high, its title about 19 px.
    """

    TITLE_PT, TITLE_FLOOR_PT = 24.0, 13.0
    TEXT_PT, TEXT_FLOOR_PT = 15.5, 9.5

    def __init__(self, kind: str, words: Callable[[], tuple[str, str]] | None = None, w: float = 430, h: float = 602) -> None:
        super().__init__()
        self.kind, self.title, self.text = kind, "", ""
        self._words = words or (lambda: (card_name(kind), card_text(kind)))  # its title and text (the card's own)
        self.w, self.h = w, h
        self._turn = 0.0
        self.flight: QParallelAnimationGroup | None = None  # its flight from the slot and its turn, while they run
        self._worded = -1  # the translations' generation it was worded in
        self.help_page = f"card:{kind}"
        self.help_cards: tuple[str, ...] = ()
        self.setZValue(100)
        self.retranslate()

    def retranslate(self) -> None:
        """Words the card (its name and full text, for the eye and for screen readers) in the language installed now."""
        if self._worded == translations.generation():
            return
        self._worded = translations.generation()
        self.title, self.text = self._words()
        title_box, text_box = self.title_rect(), self.text_rect()
        self.title_font = text_fit.fitted(self.title, self._font(self.TITLE_PT, True), title_box.width(),
                                          title_box.height(), self.TITLE_FLOOR_PT)
        self.text_font = text_fit.fitted(self.text, self._font(self.TEXT_PT, False), text_box.width(), text_box.height(),
                                         self.TEXT_FLOOR_PT, self.TEXT_FLAGS)
        access.set_words(self, self.title, self.text)  # a screen reader reads the card as it lies face up
        self.update()

    TEXT_FLAGS = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

    @staticmethod
    def _font(points: float, bold: bool) -> QFont:
        font = QFont("serif", round(points), QFont.Weight.Bold if bold else QFont.Weight.Normal)
        font.setPointSizeF(points)
        return font

    # The card-face art (100 x 140) keeps its inner frame 8 units in and a corner ornament in each
    # corner up to 21 units in; the title stays between the top ornaments (scaled to the card).
    def title_rect(self) -> QRectF:
        """Returns the title's box: between the top corner ornaments, under the top diamond."""
        sx, sy = self.w / 100, self.h / 140
        return QRectF(21 * sx, 9.5 * sy, self.w - 42 * sx, 28 * sy)

    def icon_rect(self) -> QRectF:
        """Returns the picture's box, under the title."""
        sx, sy = self.w / 100, self.h / 140
        side = 24 * sx
        return QRectF(self.w / 2 - side / 2, 38.5 * sy, side, side)

    def text_rect(self) -> QRectF:
        """Returns the text's box: under the picture, inside the frame, above the bottom ornaments."""
        sx, sy = self.w / 100, self.h / 140
        top = self.icon_rect().bottom() + 3 * sy
        return QRectF(9.5 * sx, top, self.w - 19 * sx, (140 - 21) * sy - top)

    def overflow(self) -> list[str]:
        """Returns a description of the title or text when it does not fit its box ([] when both fit)."""
        t, b = self.title_rect(), self.text_rect()
        return (text_fit.overflow("card title", self.title, self.title_font, t.width(), t.height())
                + text_fit.overflow("card text", self.text, self.text_font, b.width(), b.height(), self.TEXT_FLAGS))

    def boundingRect(self) -> QRectF:
        """Returns the card's box."""
        return QRectF(0, 0, self.w, self.h)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    # Animated from 0 (back up) to 1 (face up), by name ("turn") through QPropertyAnimation.
    turn = Property(float, _get_turn, _set_turn)

    def show_face(self) -> None:
        """Turns the card face up at once (no animation)."""
        self._set_turn(1.0)

    def fly_from(self, start: QRectF | None, ms: int) -> None:
        """Turns face up in `ms`; from `start` (the slot it lay in, scene units) it also flies to where it lies, growing.

        Its place now is where it ends (the middle of the mat); the flight starts at the slot's size
        and eases out, so the card reads large for most of it. Never waited for by the rules.
        """
        group = QParallelAnimationGroup(self)
        turn = QPropertyAnimation(self, b"turn", group)
        turn.setDuration(ms)
        turn.setStartValue(0.0)
        turn.setEndValue(1.0)
        turn.setEasingCurve(QEasingCurve.Type.InOutQuad)
        if start is not None and start.width() > 0:
            end = self.pos()
            for prop, a, b in ((b"pos", start.topLeft(), end), (b"scale", start.width() / self.w, 1.0)):
                move = QPropertyAnimation(self, prop, group)
                move.setDuration(ms)
                move.setStartValue(a)
                move.setEndValue(b)
                move.setEasingCurve(QEasingCurve.Type.OutCubic)
            self.setPos(start.topLeft())
            self.setScale(start.width() / self.w)
        self._set_turn(0.0)
        self.flight = group
        group.start()

    @property
    def flying(self) -> bool:
        """Returns whether the card is still flying or turning."""
        return self.flight is not None and self.flight.state() == QAbstractAnimation.State.Running

    def land(self) -> None:
        """Ends the flight at once: the card lies face up, full size, in its place (Skip animation)."""
        if self.flight is not None:
            self.flight.setCurrentTime(self.flight.totalDuration())
            self.flight.stop()
            self.flight = None
        self.show_face()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the back or the face, squeezed horizontally to look like a flip."""
        if frozen(self):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        squeeze = abs(1 - 2 * self._turn)
        painter.translate(self.w / 2, 0)
        painter.scale(max(squeeze, 0.02), 1)
        painter.translate(-self.w / 2, 0)
        full = QRectF(0, 0, self.w, self.h)
        if self._turn < 0.5:
            renderer.draw(painter, "card-back", full)
            return
        renderer.draw(painter, "card-face", full)
        renderer.draw(painter, f"icon-{self.kind}", self.icon_rect())
        painter.setPen(QColor("#2b1d0e"))
        painter.setFont(self.title_font)
        painter.drawText(self.title_rect(), text_fit.WRAP, self.title)
        painter.setFont(self.text_font)
        painter.drawText(self.text_rect(), self.TEXT_FLAGS, self.text)


class VoteResultItem(QGraphicsObject):
    """A vote's revealed cards (shuffled: nobody can tell who played which), tally and outcome.

    Read across a table (issue 23, item 3): the plate is about 40 % of the mat's height, each
    card 150 x 210 (smaller only when more cards than the mat's width holds at that size).
    """

    CARDS_Y = 66.0  # the cards' top, under the title

    def __init__(self, what: str, faces: list[str], words: Callable[[], tuple[str, str]], w: float = 760) -> None:
        super().__init__()
        self.what, self.faces, self.title, self.tally = what, faces, "", ""
        self._words = words  # its title and its tally with the outcome, in the language installed now
        self._worded = -1
        self.card_w = min(150.0, 1520 / max(len(faces), 1) - 10)  # nine cards still fit the mat's width
        self.card_h = self.card_w * 1.4
        self.help_page = item_help(ItemKind.VOTE_CARD).page
        self.help_cards: tuple[str, ...] = ()
        self.w = max(w, 40 + len(faces) * (self.card_w + 10))
        self.h = self.CARDS_Y + self.card_h + 8 + 96 + 10
        self.setZValue(90)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # nine cards: painted once a size
        self.retranslate()

    def retranslate(self) -> None:
        """Words the title and tally (for the eye and for screen readers) in the language installed now."""
        if self._worded == translations.generation():
            return
        self._worded = translations.generation()
        self.title, self.tally = self._words()
        title_font = QFont("serif", 21, QFont.Weight.Bold)  # about 16 px at 1366 x 768, under the turn strip
        tally_font = QFont("serif", 17, QFont.Weight.Bold)
        self.title_font = text_fit.fitted(self.title, title_font, self.title_rect().width(), self.title_rect().height(), 13)
        self.tally_font = text_fit.fitted(self.tally, tally_font, self.tally_rect().width(), self.tally_rect().height(), 11)
        access.set_words(self, said(self.title, self.tally.replace("\n", " ")),  # the title and tally, then every card
                         QCoreApplication.translate("Access", "The cards: {faces}.").format(
                             faces="; ".join(face_name(f) for f in self.faces)))
        self.update()

    def title_rect(self) -> QRectF:
        """Returns the title's box (above the cards)."""
        return QRectF(14, 10, self.w - 28, 50)

    def tally_rect(self) -> QRectF:
        """Returns the tally and outcome's box (under the cards)."""
        return QRectF(14, self.CARDS_Y + self.card_h + 8, self.w - 28, 96)

    def overflow(self) -> list[str]:
        """Returns a description of the title or tally when it does not fit its box ([] when both fit)."""
        t, b = self.title_rect(), self.tally_rect()
        return (text_fit.overflow("vote title", self.title, self.title_font, t.width(), t.height())
                + text_fit.overflow("vote tally", self.tally, self.tally_font, b.width(), b.height()))

    def boundingRect(self) -> QRectF:
        """Returns the plate's box."""
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Draws the plate, the cards (deciding section bright, others faded) and the words."""
        if frozen(self):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = QPainterPath()
        plate.addRoundedRect(QRectF(0, 0, self.w, self.h), 14, 14)
        look = theme.colours()
        fill = look.plate
        painter.fillPath(plate, QBrush(QColor(fill[0], fill[1], fill[2], max(fill[3], 240))))
        painter.setPen(QPen(QColor(look.plate_border), 3))
        painter.drawPath(plate)
        painter.setPen(QColor(look.plate_text))
        painter.setFont(self.title_font)
        painter.drawText(self.title_rect(), text_fit.WRAP, self.title)
        x0 = (self.w - len(self.faces) * (self.card_w + 10) + 10) / 2
        from tortuga_qt.rules.views import vote_section

        section = max(vote_section(self.what), 0)
        for i, face in enumerate(self.faces):
            self._paint_card(painter, QRectF(x0 + i * (self.card_w + 10), self.CARDS_Y, self.card_w, self.card_h), face, section)
        painter.setPen(QColor(look.plate_text))
        painter.setFont(self.tally_font)
        painter.drawText(self.tally_rect(), text_fit.WRAP, self.tally)

    def _paint_card(self, painter: QPainter, rect: QRectF, face: str, section: int) -> None:
        symbols, double = face_symbols(face)
        paint_vote_card(painter, rect, symbols, double, section)
