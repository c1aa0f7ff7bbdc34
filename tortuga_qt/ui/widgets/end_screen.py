"""The end of a game, worth seeing: the winners' banner, every pirate's Loyalty, the treasure, the turning points.

`tortuga_qt.app.end_summary` gathers what the end screen shows from the finished game (the
public story and everything face up); `EndScreen` lays it out over the table: a banner in the
winning team's colours with its Loyalty card, one tile per pirate (pawn, revealed Loyalty card,
name, winners marked), the treasure in every hold with the team totals, the turning points of
the game (votes that moved treasure, maroons, the event that ended it), the hints taken, and
Look at the table / Watch the replay / Rematch / New game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.end_summary import EndSummary, headline, hints_taken
from tortuga_qt.app.names import ship_name, team_name
from tortuga_qt.rules.state import Result
from tortuga_qt.ui import renderer, theme
from tortuga_qt.ui.scene.holds import paint_team_mark

if TYPE_CHECKING:
    pass

# The banner's colours (top, bottom) by winning team; -1: a draw. Dark enough for its light words
# (at least 4.5:1 from top to bottom); in high contrast the banner is black.
BANNER = {0: ("#b3242e", "#5e0f14"), 1: ("#2a4fa6", "#10234f"), 2: ("#a8560c", "#4f2504"), -1: ("#6b5838", "#3b2a14")}
HIGH_CONTRAST_BANNER = ("#000000", "#000000")
LOYALTY_ART = {0: "loyalty-british", 1: "loyalty-french", 2: "loyalty-dutch"}
HOLD_TEAMS = {"hold-british": 0, "hold-french": 1}  # the hold plates, whose word is written over the art

STYLE = """
QDialog#endScreen { background: #2b1d0e; }
QFrame#endPanel { background: #f4e9cc; border: 1px solid #c9b07a; border-radius: 8px; }
QLabel#endTitle { color: #fff8e6; font: bold %(title)dpt serif; }
QLabel#endReason { color: #fbeecd; font: %(body)dpt serif; }
QLabel#endHeading { color: #3b2a14; font: bold %(head)dpt serif; }
QFrame#pirateTile { background: #fbf6e8; border: 1px solid #c9b07a; border-radius: 8px; }
QFrame#pirateTile[winner="true"] { background: #fff3c4; border: 3px solid #d4a017; }
QLabel#pirateName { color: #2b1d0e; }
QLabel#pirateTeam { color: #3b2a14; }
QLabel#pirateSeat { color: #6b5a3c; }
QLabel#treasureName { color: #2b1d0e; font: %(body)dpt serif; }
QLabel#treasureCount { color: #2b1d0e; font: bold %(body)dpt serif; }
QLabel#treasureTotal { color: #2b1d0e; font: bold %(head)dpt serif; }
QLabel#hintCounts { color: #fbeecd; font: italic %(small)dpt serif; }
QListWidget#turningPoints { background: #fbf6e8; border: 1px solid #c9b07a; font: %(small)dpt serif; }
QPushButton { background: #fbf3dc; border: 1px solid #8a6d3b; border-radius: 5px; padding: 7px 14px;
    font: %(body)dpt serif; }
QPushButton:hover { background: #f2c14e; }
QPushButton#rematchButton, QPushButton#newGameButton { font: bold %(body)dpt serif; padding: 7px 22px; }
QPushButton#newGameButton { background: #f2c14e; }
QPushButton#newGameButton:hover { background: #f7d27a; }
"""


class Picture(QWidget):
    """Draws art elements side by side, each scaled into its share of the widget (crisp at any pixel ratio)."""

    def __init__(self, elements: Sequence[str], size: QSize, parent: QWidget | None = None, overlap: float = 0.0) -> None:
        super().__init__(parent)
        self.elements = list(elements)
        self.overlap = overlap  # how much each picture slides under the one before (0..1 of its width)
        self.setFixedSize(size)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws every element in turn, left to right."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.elements)
        if not n:
            return
        w = self.width() / (n - (n - 1) * self.overlap)
        for i, element in enumerate(self.elements):
            box = QRectF(i * w * (1 - self.overlap), 0, w, self.height())
            renderer.draw(p, element, box)
            if element in HOLD_TEAMS:  # the plate's word is the program's, in the player's language
                paint_team_mark(p, box, HOLD_TEAMS[element])


class Banner(QWidget):
    """The winning team's banner: its colours, its Loyalty card at both ends, the headline and why."""

    def __init__(self, result: Result, why: str, scale: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = result.team
        self.title = QLabel(headline(result))
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel(why)
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        card_h = round(84 * scale)
        self.card = QSize(round(card_h * 100 / 140), card_h)
        if result.team < 0:  # a draw: the two sides that could not part
            arts = ["loyalty-british", "loyalty-french"]
        else:
            arts = [LOYALTY_ART.get(result.team, "loyalty-back")] * 2
        self.arts = arts
        lay = QHBoxLayout(self)
        margin = round(12 * scale)
        lay.setContentsMargins(margin + self.card.width() + margin, margin, margin + self.card.width() + margin, margin)
        words = QVBoxLayout()
        words.addStretch(1)
        words.addWidget(self.title)
        words.addWidget(self.reason)
        words.addStretch(1)
        lay.addLayout(words, 1)
        self.setMinimumHeight(card_h + 2 * margin)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draws the team's colours, a gold edge and a Loyalty card at each end."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        top, bottom = HIGH_CONTRAST_BANNER if theme.current().high_contrast else BANNER.get(self.team, BANNER[-1])
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor(top))
        grad.setColorAt(1, QColor(bottom))
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        p.setBrush(grad)
        p.setPen(QPen(QColor("#d4a017"), 3))
        p.drawRoundedRect(rect, 10, 10)
        margin = (self.height() - self.card.height()) / 2
        for i, art in enumerate(self.arts):
            x = margin if i == 0 else self.width() - margin - self.card.width()
            renderer.draw(p, art, QRectF(x, margin, self.card.width(), self.card.height()))


class PirateTile(QFrame):
    """One pirate at the end: the pawn beside the revealed Loyalty card, the name, the team, a winner's mark.

    `width` is the tile's width in the row: every line gets the height its wrapped words need there.
    """

    def __init__(self, name: str, pirate: str, team: int, winner: bool, seat_words: str, scale: float, width: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pirateTile")
        self.setProperty("winner", winner)
        inner = max(40, width - 16)
        h = min(round(76 * scale), round(inner / 1.45))
        self.picture = Picture([f"pawn-{pirate}", LOYALTY_ART.get(team, "loyalty-back")], QSize(round(h * 1.45), h), overlap=0.05)
        team_words = team_name(team) if team >= 0 else "?"
        if winner:
            team_words = QCoreApplication.translate("End", "★ {team} · winner").format(team=team_words)
        small = 9.5 if width < 150 else 10.0
        self.name = self._line(name, "pirateName", 11.0 * scale if width >= 150 else 10.0 * scale, inner, bold=True)
        self.team = self._line(team_words, "pirateTeam", small * scale, inner)
        self.seat = self._line(seat_words, "pirateSeat", (small - 0.5) * scale, inner, italic=True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 8, 6, 8)
        lay.setSpacing(2)
        lay.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.name)
        lay.addWidget(self.team)
        lay.addWidget(self.seat)
        lay.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    @staticmethod
    def _line(text: str, name: str, points: float, width: int, bold: bool = False, italic: bool = False) -> QLabel:
        """Returns a centred, wrapped label as tall as its words need at `width`."""
        label = QLabel(text)
        label.setObjectName(name)
        font = QFont("serif")
        font.setPointSizeF(points)
        font.setBold(bold)
        font.setItalic(italic)
        label.setFont(font)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        needed = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height()
        label.setMinimumHeight(needed + 2)
        return label


def seat_words(seat: int, summary: EndSummary) -> str:
    """Returns who played a seat: a person (and the hints taken) or a computer pirate at its level."""
    from tortuga_qt.ui.widgets.dialogs import level_label

    if seat < len(summary.humans) and summary.humans[seat]:
        n = summary.hints.get(seat, 0)
        if n:
            return QCoreApplication.translate("End", "A person · %n hint(s)", None, n)
        return QCoreApplication.translate("End", "A person")
    return QCoreApplication.translate("End", "Computer · {level}").format(level=level_label(summary.levels.get(seat, "")))


class EndScreen(QDialog):
    """The end of the game over the table: banner, pirates, treasure, turning points; replay, rematch, new game.

    `new_game` accepts the dialog (the window then opens New game); `replay` and `rematch` are
    connected by the window; "Look at the table" closes it.
    """

    def __init__(self, summary: EndSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per finished game
        self.setWindowFlags(Qt.WindowType.Dialog | Qt.WindowType.FramelessWindowHint)  # laid over the table
        self.setObjectName("endScreen")
        self.setWindowTitle(QCoreApplication.translate("Table", "Game over"))
        self.summary = summary
        width, height = self._size(parent)
        look = theme.current()
        scale = max(1.0, min(1.45, min(width / 1180, height / 660))) * look.zoom  # Ctrl + / Ctrl − too
        self.sized_sheet = STYLE % {"title": round(24 * scale), "head": round(13 * scale), "body": round(11 * scale),
                                    "small": round(10 * scale)}
        self.setStyleSheet(theme.sheet(self.sized_sheet, theme.Look(look.high_contrast, 1.0)))  # sized above: colours only
        result = summary.result
        self.banner = Banner(result, summary.why, scale)
        self.title = self.banner.title

        # Every pirate: (name, team, winner), in seat order (tests read it).
        self.seat_rows: list[tuple[str, str, bool]] = []
        crew = QHBoxLayout()
        crew.setSpacing(round(8 * scale))
        self.tiles: list[PirateTile] = []
        n = max(1, len(summary.names))
        tile_width = (width - 2 * (round(10 * scale) + 4) - (n - 1) * round(8 * scale)) // n
        for seat, name in enumerate(summary.names):
            team = summary.loyalties[seat] if seat < len(summary.loyalties) else -1
            winner = seat in result.winners
            tile = PirateTile(name, summary.pirates[seat], team, winner, seat_words(seat, summary), scale, tile_width)
            self.tiles.append(tile)
            crew.addWidget(tile, 1)
            self.seat_rows.append((name, team_name(team) if team >= 0 else "?", winner))

        self.counts: dict[str, QLabel] = {}  # "hold0".."hold3", "tortuga0", "tortuga1", "galleon", "british", "french"
        treasure = self._treasure(summary, scale)
        self.points = QListWidget()
        self.points.setObjectName("turningPoints")
        self.points.setWordWrap(True)
        self.points.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.points.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.points.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side = round(26 * scale)
        self.points.setIconSize(QSize(side, side))
        for point in summary.turning_points:
            words = (QCoreApplication.translate("End", "Turn {turn}: {text}").format(turn=point.turn, text=point.text)
                     if point.turn else point.text)
            self.points.addItem(QListWidgetItem(renderer.icon(point.art, side), words))
        if not summary.turning_points:
            self.points.addItem(QCoreApplication.translate("End", "No vote moved treasure and nobody was marooned."))
        story = QFrame()
        story.setObjectName("endPanel")
        sl = QVBoxLayout(story)
        sl.addWidget(self._heading(QCoreApplication.translate("End", "Turning points")))
        sl.addWidget(self.points, 1)

        self.hints = QLabel(hints_taken(summary.names, summary.hints))  # only when someone took a hint
        self.hints.setObjectName("hintCounts")
        self.hints.setWordWrap(True)
        self.hints.setVisible(bool(self.hints.text()))
        self.look = QPushButton(QCoreApplication.translate("Table", "Look at the table"))
        self.look.setObjectName("lookButton")
        self.look.clicked.connect(self.reject)
        self.replay = QPushButton(QCoreApplication.translate("Table", "Watch the replay"))
        self.replay.setObjectName("replayButton")
        self.rematch = QPushButton(QCoreApplication.translate("End", "Rematch"))
        self.rematch.setObjectName("rematchButton")
        self.rematch.setToolTip(QCoreApplication.translate("End", "The same seats, names, pirates and computer levels; a fresh deal"))
        self.new_game = QPushButton(QCoreApplication.translate("Table", "New game"))
        self.new_game.setObjectName("newGameButton")
        self.new_game.clicked.connect(self.accept)
        self.new_game.setDefault(True)

        middle = QHBoxLayout()
        middle.setSpacing(round(10 * scale))
        middle.addWidget(treasure, 0)
        middle.addWidget(story, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hints, 1)
        buttons.addStretch(0 if self.hints.text() else 1)
        for b in (self.look, self.replay, self.rematch, self.new_game):
            buttons.addWidget(b)
        lay = QVBoxLayout(self)
        gap = round(10 * scale)
        lay.setContentsMargins(gap + 4, gap + 4, gap + 4, gap + 4)
        lay.setSpacing(gap)
        lay.addWidget(self.banner)
        lay.addLayout(crew)
        lay.addLayout(middle, 1)
        lay.addLayout(buttons)
        self.resize(width, height)

    def restyle(self) -> None:
        """Applies the colours of the look in force (ui/theme.py); its sizes stay those it was opened with."""
        self.setStyleSheet(theme.sheet(self.sized_sheet, theme.Look(theme.current().high_contrast, 1.0)))
        self.banner.update()

    @staticmethod
    def _size(parent: QWidget | None) -> tuple[int, int]:
        """Returns the screen's size over a window: most of it, at most 1560x980 (1180x680 alone)."""
        if parent is None:
            return 1180, 680
        window = parent.window()
        return max(760, min(1560, window.width() - 48)), max(520, min(980, window.height() - 48))

    def showEvent(self, event: QShowEvent) -> None:
        """Centres the screen over the window it belongs to."""
        parent = self.parentWidget()
        if parent is not None:
            window = parent.window()
            centre = window.mapToGlobal(window.rect().center())
            frame = self.frameGeometry()
            frame.moveCenter(centre)
            self.move(frame.topLeft())
        super().showEvent(event)

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("endHeading")
        return label

    def _count(self, key: str, n: int, place: str, team: int = -1, name: str = "treasureCount") -> QLabel:
        """Returns a treasure count; a screen reader reads where it lies and whose it is with the number."""
        label = QLabel(str(n))
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setAccessibleName(QCoreApplication.translate("Access", "{place}, {team}: {n}").format(place=place, team=team_name(team), n=n)
                                if team >= 0 else QCoreApplication.translate("Access", "{place}: {n}").format(place=place, n=n))
        self.counts[key] = label
        return label

    def _treasure(self, summary: EndSummary, scale: float) -> QFrame:
        """Returns the treasure panel: each ship's and Tortuga's British and French holds, the Galleon, the totals."""
        panel = QFrame()
        panel.setObjectName("endPanel")
        grid = QGridLayout(panel)
        grid.setHorizontalSpacing(round(12 * scale))
        grid.setVerticalSpacing(round(4 * scale))
        grid.addWidget(self._heading(QCoreApplication.translate("End", "Treasure")), 0, 0, 1, 2)
        flag = QSize(round(44 * scale), round(27 * scale))
        grid.addWidget(Picture(["hold-british"], flag), 0, 2, Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(Picture(["hold-french"], flag), 0, 3, Qt.AlignmentFlag.AlignCenter)
        art = QSize(round(62 * scale), round(30 * scale))
        rows = [
            ("ship-fd", ship_name(0), ("hold0", summary.holds[0]), ("hold1", summary.holds[1])),
            ("ship-jr", ship_name(1), ("hold2", summary.holds[2]), ("hold3", summary.holds[3])),
            ("tortuga", QCoreApplication.translate("End", "Tortuga"), ("tortuga0", summary.tortuga[0]),
             ("tortuga1", summary.tortuga[1])),
        ]
        for r, (element, name, (kb, b), (kf, f)) in enumerate(rows, start=1):
            grid.addWidget(Picture([element], art), r, 0)
            label = QLabel(name)
            label.setObjectName("treasureName")
            grid.addWidget(label, r, 1)
            grid.addWidget(self._count(kb, b, name, 0), r, 2)
            grid.addWidget(self._count(kf, f, name, 1), r, 3)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet(theme.sheet("QFrame { color: #c9b07a; }"))
        grid.addWidget(line, 4, 0, 1, 4)
        totals = QLabel(QCoreApplication.translate("End", "Team totals"))
        totals.setObjectName("treasureTotal")
        grid.addWidget(Picture(["treasure"], QSize(art.height(), art.height())), 5, 0, Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(totals, 5, 1)
        grid.addWidget(self._count("british", summary.result.british, totals.text(), 0, "treasureTotal"), 5, 2)
        grid.addWidget(self._count("french", summary.result.french, totals.text(), 1, "treasureTotal"), 5, 3)
        grid.addWidget(Picture(["galleon"], art), 6, 0)
        galleon = QLabel(QCoreApplication.translate("End", "Left on the Spanish Galleon (nobody's)"))
        galleon.setObjectName("treasureName")
        galleon.setWordWrap(True)
        grid.addWidget(galleon, 6, 1, 1, 2)
        grid.addWidget(self._count("galleon", summary.galleon, galleon.text()), 6, 3)
        grid.setRowStretch(7, 1)
        grid.setColumnStretch(1, 1)
        return panel

    def text(self) -> str:
        """Returns every word on the screen, for tests and accessibility tools."""
        parts = [self.banner.title.text(), self.banner.reason.text()]
        for tile in self.tiles:
            parts += [tile.name.text(), tile.team.text(), tile.seat.text()]
        parts += [self.points.item(i).text() for i in range(self.points.count())]
        parts.append(self.hints.text())
        return "\n".join(parts)
