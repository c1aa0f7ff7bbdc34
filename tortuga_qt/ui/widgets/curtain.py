"""The curtain between two people: "Pass to NAME". Nothing secret exists behind it.

It covers only the private side of the table (the side column: the action panel, the private
panel, the Pirates list): the mat and the log stay in view for the whole table, showing the
public game, while the device waits for its next person. Before the table is built (the first
frame of a resumed game) it covers the whole window but its menu bar. The menus (Saved games,
New game, Rules, Learn to play, Quit) stay within reach of anyone: they hold nothing secret.

Under the button, a recap lists (and scrolls, never cut short) everything public that happened
since the named person last held the device, the newest first, so nobody misses a revealed card
or a vote.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.ui import first_frame, renderer, theme

if TYPE_CHECKING:
    from tortuga_qt.app.presenter.frames import CurtainFrame

# Where the art's parchment panel and its brass frame lie in the curtain's own picture
# (resources/art/tortuga.svg, element "curtain", 1600 x 1000, drawn centred and scaled to cover the
# whole window: a wider or taller window crops the drapes' edges rather than showing black bars).
ART_W, ART_H = 1600.0, 1000.0
PANEL = QRectF(450, 300, 700, 380)  # inside the parchment's inner border: the title, the reason, the button
FRAME_BOTTOM = 704.0  # the brass frame's lower edge: the recap hangs below it, between the drapes


RECAP_STYLE = (
    "QScrollArea#curtainRecap, QScrollArea#curtainRecap > QWidget#qt_scrollarea_viewport { background: transparent; }"
    " QScrollBar:vertical { background: rgba(251,243,220,200); width: 12px; border-radius: 6px; }"
    " QScrollBar::handle:vertical { background: #c9962b; border-radius: 5px; min-height: 28px; }"
    " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0px; }")


def _card_look(reason: str) -> str:
    """Returns why the device is passed for a private look an Event card owes (app/card_table.py; "" for none)."""
    from tortuga_qt.app.card_table import CARDS

    words = CARDS[reason].curtain if reason in CARDS else ""
    return QCoreApplication.translate("Table", words) if words else ""


class Curtain(QWidget):
    """Covers the private side of the table; the named player claims the device with one click."""

    # Fires when the player clicks "I am NAME"; carries the seat.
    claimed = Signal(int)
    # Fires when the pointer comes onto a line of the recap (its index, the newest 0) or leaves it (-1):
    # the window lights where on the mat that happened.
    line_hovered = Signal(int)
    # Fires when the player clicks "Show again": the window plays on the mat the moves the recap lists.
    show_again = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # It paints every pixel it covers: Qt then paints nothing under it (the mat is not drawn
        # behind a curtain, which would cost the first hand-off of a game a whole mat's rendering).
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.seat = -1
        self._watched: list[QWidget] = []  # the menu bar and the side column, whose places set the curtain's
        self._side: QWidget | None = None  # the side column it covers, once the table is built (None: the whole window)
        self._art = QPixmap()
        self._art_key: tuple[int, int, float] | None = None
        self.title = QLabel()
        self.title.setObjectName("curtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)  # long pirate names wrap instead of being clipped
        self.reason = QLabel()
        self.reason.setObjectName("curtainReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("claimButton")
        self.claim_words = ""  # "I am NAME" on one line (the button breaks a long one in two: `_fit_claim`)
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(lambda: self.claimed.emit(self.seat))
        self.again = QPushButton()  # "Show again": the public moves since this person last looked, on the mat
        self.again.setObjectName("showAgain")
        self.again.clicked.connect(self.show_again.emit)
        self.again.hide()
        # A curtain that has just risen takes no claim for `guard_ms`: a key or click meant for what
        # came before (Continue on a result, as the curtain rose by itself) must not claim the device.
        self.guard_ms = 0
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self._wake)
        self.news = QLabel()  # the recap: every public line since this person last held the device
        self.news.setObjectName("curtainNews")
        self.news.setWordWrap(True)
        self.news.setTextFormat(Qt.TextFormat.RichText)  # each line a link: hovering it lights its place on the mat
        self.news.linkHovered.connect(lambda href: self.line_hovered.emit(int(href[5:]) if href.startswith("line:") else -1))
        self.recap_lines: list[str] = []  # the recap's lines, the newest first (as the frame gave them)
        self.news.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.recap = QScrollArea(self)  # a long absence scrolls instead of being cut short
        self.recap.setObjectName("curtainRecap")
        self.recap.setWidget(self.news)
        self.recap.setWidgetResizable(True)
        self.recap.setFrameShape(QFrame.Shape.NoFrame)
        self.recap.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.restyle()
        self.recap.hide()
        self.lesson = QLabel(self)  # the walkthrough's step, when a lesson asks for this hand-off (below the frame)
        self.lesson.setObjectName("curtainLesson")
        self.lesson.setWordWrap(True)
        self.lesson.hide()
        self.column = QWidget(self)  # on the parchment: the title, the reason, the button
        inner = QVBoxLayout(self.column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.title)
        inner.addWidget(self.reason)
        inner.addSpacing(8)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        inner.addWidget(self.again, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hide()

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py) to the recap's scroll bar."""
        self.recap.setStyleSheet(theme.sheet(RECAP_STYLE))

    def show_frame(self, frame: CurtainFrame) -> bool:
        """Raises the curtain a frame asks for; returns whether it is a new hand-off (another seat, or not up before)."""
        fresh = not self.isVisible() or self.seat != frame.seat
        self.again.setText(QCoreApplication.translate("Table", "Show again on the mat"))
        self.again.setToolTip(QCoreApplication.translate("Table", "Plays on the mat, one by one, the moves listed below."))
        self.again.setVisible(bool(frame.mats))
        self.show_for(frame.seat, frame.name, frame.reason, list(frame.news))
        return fresh

    def show_for(self, seat: int, name: str, reason: str, news: list[str] | None = None) -> None:
        """Raises the curtain for a seat: only that player should click.

        `news` are the public log lines since this person last held the device (or since the
        game was put on the table), all of them: the recap scrolls when it is long.
        """
        fresh = not self.isVisible() or self.seat != seat
        self.seat = seat
        self.title.setText(QCoreApplication.translate("Table", "Pass to {name}").format(name=name))
        why = {
            "loyalty": QCoreApplication.translate("Table", "to look at your Loyalty card in secret"),
            "decide": QCoreApplication.translate("Table", "to make your choice"),
            "vote": QCoreApplication.translate("Table", "to vote in secret"),
            "viewed": QCoreApplication.translate("Table", "to look at the two Event cards you viewed"),
            "pair": QCoreApplication.translate("Table", "to pair your phone: its code is for your eyes only"),
        }.get(reason) or _card_look(reason)
        self.reason.setText(QCoreApplication.translate("Table", "Everyone else, look away. {name}, click below {why}.").format(name=name, why=why))
        self.setAccessibleName(self.title.text())  # what screen readers call the curtain, and say about it
        self.setAccessibleDescription(self.reason.text())
        self.claim_words = QCoreApplication.translate("Table", "I am {name}").format(name=name)
        self.button.setText(self.claim_words)
        lines = self.recap_lines = list(news or [])
        heading = QCoreApplication.translate("Table", "Since you last looked (newest first):")
        ink = theme.colours().heading  # the recap's own ink: the lines read as text, not as links
        links = "".join(f'<br>• <a href="line:{i}" style="color: {ink}; text-decoration: none;">{escape(line, quote=False)}</a>'
                        for i, line in enumerate(lines))
        self.news.setText(escape(heading, quote=False) + links if lines else "")
        self.recap.setVisible(bool(lines))
        self.cover()
        self._place()
        self.recap.verticalScrollBar().setValue(0)  # the newest first: what just happened is in view
        self.raise_()
        self.show()
        if fresh and self.guard_ms > 0:
            self.button.setEnabled(False)  # a disabled button takes no click, and Enter's click() does nothing
            self._guard.start(self.guard_ms)
        elif not self._guard.isActive():
            self._wake()

    def _wake(self) -> None:
        """The claim button takes clicks and keys now."""
        self.button.setEnabled(True)
        if self.isVisible():
            self.button.setFocus()  # Space (or Enter, ui/widgets/keyboard.py) claims the device

    def cover(self, side: QWidget | None = None) -> None:
        """Covers the side column (`side`, from when it is given: the mat stays public), else the window below its menu bar."""
        parent = self.parentWidget()
        if parent is None:
            return
        if side is not None:
            self._side = side
            self._watch(side)  # a splitter drag, a resize or a zoom moves the column: the curtain follows
        if self._side is not None:
            area = QRect(self._side.mapTo(parent, QPoint(0, 0)), self._side.size())
            if self.geometry() != area:
                self.setGeometry(area)
            return
        bar = parent.menuWidget() if isinstance(parent, QMainWindow) else None
        top = 0
        if bar is not None and bar.actions() and not bar.isHidden():
            self._watch(bar)  # a bar that grows or shrinks (a zoom, a language) moves the curtain's edge
            top = max(bar.geometry().bottom() + 1, bar.heightForWidth(parent.width()), bar.sizeHint().height())
        area = parent.rect().adjusted(0, top, 0, 0)
        if self.geometry() != area:
            self.setGeometry(area)

    def _watch(self, widget: QWidget) -> None:
        if widget not in self._watched:
            self._watched.append(widget)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follows the side column's place (or the menu bar's size): the curtain always covers exactly it."""
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide,
                            QEvent.Type.LayoutRequest):
            self.cover()
        return False

    def words(self) -> str:
        """Returns what the curtain says, in one sentence for screen readers: who takes the device, and why."""
        return QCoreApplication.translate("Access", "{title}. {reason}").format(title=self.title.text(), reason=self.reason.text())

    def _art_rect(self, r: QRectF) -> QRectF:
        """Returns where a rectangle of the art lands on the widget (the art is drawn centred, covering the widget)."""
        s = max(self.width() / ART_W, self.height() / ART_H)
        ox, oy = (self.width() - ART_W * s) / 2, (self.height() - ART_H * s) / 2
        return QRectF(ox + r.x() * s, oy + r.y() * s, r.width() * s, r.height() * s)

    def _fit_claim(self, width: int) -> None:
        """Breaks "I am NAME" in two lines, at the word that balances them best, when it is wider than `width`."""
        fm, words = self.button.fontMetrics(), self.claim_words
        parts = words.split(" ")
        if fm.horizontalAdvance(words) <= width or len(parts) < 2:
            text = words
        else:
            cut = min(range(1, len(parts)), key=lambda i: max(fm.horizontalAdvance(" ".join(parts[:i])),
                                                              fm.horizontalAdvance(" ".join(parts[i:]))))
            text = " ".join(parts[:cut]) + "\n" + " ".join(parts[cut:])
        if self.button.text() != text:
            self.button.setText(text)

    def _place(self) -> None:
        """Puts the title, reason and button on the parchment; the lesson and the recap below its frame (the recap scrolls)."""
        panel = self._art_rect(PANEL)
        width = int(min(max(300.0, min(560.0, panel.width() - 24)), self.width() - 16))  # a narrow side column: its width
        self._fit_claim(width - 70)  # the button's padding and frame
        for label in (self.title, self.reason):  # wrapped labels get their full height
            label.setMinimumHeight(max(0, label.heightForWidth(width)))
        layout = self.column.layout()
        assert layout is not None
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        height = max(height, layout.sizeHint().height())
        top = max(4.0, panel.center().y() - height / 2)
        left = int(min(max(8.0, panel.center().x() - width / 2), self.width() - width - 8.0))
        self.column.setGeometry(left, int(top), width, height)
        below = max(self._art_rect(QRectF(0, FRAME_BOTTOM, 0, 0)).y(), top + height) + 10
        if not self.lesson.isHidden():
            tall = max(0, self.lesson.heightForWidth(width)) + 20  # + padding
            self.lesson.setGeometry(left, int(below), width, tall)
            below += tall + 8
        if self.recap.isHidden():
            return
        free = self.height() - below - 10
        bar = self.recap.verticalScrollBar().sizeHint().width()
        needed = max(0, self.news.heightForWidth(width - bar)) + 4
        self.recap.setGeometry(left, int(below), width, int(max(60.0, min(needed, free))))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the words on the parchment and the recap below it at any window size."""
        super().resizeEvent(event)
        self._place()

    def set_lesson(self, text: str) -> None:
        """Shows the walkthrough's step above the hand-off ('' hides it)."""
        self.lesson.setText(text)
        self.lesson.setVisible(bool(text))
        self._place()  # the column grows now, not after a repaint: nothing overlaps

    @staticmethod
    def _first_picture(cover: QSize, dpr: float) -> QPixmap:
        """Returns the art for the very first frame: the shipped picture (no art file to read yet), else half resolution."""
        shipped = first_frame.curtain_picture()
        if shipped is not None:
            picture = QPixmap(shipped)  # shown at the cover's size (the cached one keeps its own ratio)
            picture.setDevicePixelRatio(shipped.width() / max(1, cover.width()))
            return picture
        return renderer.render_pixmap("curtain", cover, dpr / 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paints the velvet backdrop."""
        p = QPainter(self)
        p.fillRect(self.rect(), Qt.GlobalColor.black)
        key = (self.width(), self.height(), self.devicePixelRatioF())
        if self._art_key != key:
            cover = self._art_rect(QRectF(0, 0, ART_W, ART_H)).size().toSize()  # no black bars at any shape
            if self._art.isNull():  # the very first frame at about half resolution (start-up); the sharp one next tick
                self._art = self._first_picture(cover, key[2])
                self._art_key = (0, 0, 0.0)
                QTimer.singleShot(0, self.update)
            else:
                self._art = renderer.render_pixmap("curtain", cover, key[2])
                self._art_key = key
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        art = self._art
        logical = art.deviceIndependentSize()
        p.drawPixmap(QPointF((self.width() - logical.width()) / 2, (self.height() - logical.height()) / 2), art)
        p.end()


__all__ = ["Curtain"]
