"""What a turn-order chip says (ui/widgets/turn_strip.py): its status words, its spoken words, its name as it fits.

A chip too narrow for a name writes it a little smaller first (down to `least_points`: a share of
the font in force, which follows the zoom), then its first word and an ellipsis, then cuts it;
the whole name stays in the chip's tooltip and in what screen readers say.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics

from tortuga_qt.app.names import colour_name
from tortuga_qt.app.presenter.turn_order import SeatMark

LEAST_SCALE = 0.8  # a chip's words are written no smaller than this, against the application's font ...
LEAST_POINTS = 8.0  # ... nor smaller than this many points (unless the chip's own font is smaller: Ctrl −)
SHRINK_STEP = 0.5  # points: each try to fit is this much smaller


def level_words(level: str) -> str:
    """Returns a computer pirate's level in words, as the New game dialog names it."""
    from tortuga_qt.ui.widgets.dialogs import level_label  # the dialog loads with the table

    return level_label(level)


def status_words(mark: SeatMark, short: bool = False) -> list[str]:
    """Returns the chip's status words, the most telling first; `short` names a computer by its level alone (beside its icon)."""
    words = []
    if mark.acting:
        words.append(QCoreApplication.translate("Turns", "Now"))
    elif mark.next:
        words.append(QCoreApplication.translate("Turns", "Next"))
    if mark.takes_device:
        words.append(QCoreApplication.translate("Turns", "takes the device"))
    elif mark.looking:
        words.append(QCoreApplication.translate("Turns", "looks in secret"))
    elif mark.thinking:
        words.append(QCoreApplication.translate("Turns", "thinking…"))
    elif mark.deciding and not mark.acting:
        words.append(QCoreApplication.translate("Turns", "decides"))
    if mark.loses_turn:
        words.append(QCoreApplication.translate("Turns", "loses next turn"))
    if mark.level is not None:
        level = level_words(mark.level)
        words.append(level if short else QCoreApplication.translate("Turns", "Computer ({level})").format(level=level))
    return words


def spoken_words(mark: SeatMark) -> str:
    """Returns what a screen reader says about a chip: the seat, its pawn and everything the chip marks."""
    words = [QCoreApplication.translate("Access", "{name}, pawn {letter}, {colour}").format(
        name=mark.name, letter=mark.letter, colour=colour_name(_colour_key(mark)))]
    if mark.acting:
        words.append(QCoreApplication.translate("Access", "whose turn it is"))
    if mark.next:
        words.append(QCoreApplication.translate("Access", "next turn"))
    if mark.deciding and not mark.acting:
        words.append(QCoreApplication.translate("Access", "decides now"))
    if mark.loses_turn:
        words.append(QCoreApplication.translate("Access", "loses their next turn"))
    if mark.level is not None:
        words.append(QCoreApplication.translate("Access", "a computer pirate, {level}").format(level=level_words(mark.level)))
        if mark.thinking:
            words.append(QCoreApplication.translate("Access", "thinking"))
    if mark.takes_device:
        words.append(QCoreApplication.translate("Access", "must take the device now"))
    elif mark.looking:
        words.append(QCoreApplication.translate("Access", "looks at their secret cards now"))
    return "; ".join(words)


def _colour_key(mark: SeatMark) -> str:
    """Returns the pawn's colour name (components.json) for its translated word."""
    from tortuga_qt.rules.components import components

    return next((p.colour_name for p in components().pirates if p.key == mark.pirate), "")


def fitted_name(name: str, metrics: QFontMetrics, width: int) -> str:
    """Returns the name as it fits `width`: whole, else its first word and an ellipsis, else cut with one.

    A name that ends in a number ("Player 8") keeps its number: it is cut in the middle.
    """
    if metrics.horizontalAdvance(name) <= width:
        return name
    words = name.split()
    if len(words) > 1 and words[-1].isdigit():
        return metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, width)
    if len(words) > 1 and metrics.horizontalAdvance(words[0] + "…") <= width:
        return words[0] + "…"
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)


def least_points(base: QFont) -> float:
    """Returns the smallest a chip writes its words in points, for the application's font `base` (it follows the zoom)."""
    return max(base.pointSizeF() * LEAST_SCALE, LEAST_POINTS)


def smaller_fonts(font: QFont, least: float) -> list[QFont]:
    """Returns `font`, then the same a step smaller each, down to `least` points (the font alone if it has no point size)."""
    fonts = [QFont(font)]
    size = font.pointSizeF()
    while size > 0 and size - SHRINK_STEP >= least - 1e-6:
        size -= SHRINK_STEP
        smaller = QFont(font)
        smaller.setPointSizeF(size)
        fonts.append(smaller)
    return fonts


def fit_name(name: str, font: QFont, width: int, least: float) -> tuple[str, QFont]:
    """Returns the name as a chip writes it in `width` and the font it takes, no smaller than `least` points.

    The whole name in the largest font it fits; else its first word and an ellipsis likewise; else
    cut in `font` itself (`fitted_name`): a name that cannot show whole nor its first word is not
    written smaller for a few more letters.
    """
    fonts = smaller_fonts(font, least)
    for f in fonts:
        if QFontMetrics(f).horizontalAdvance(name) <= width:
            return name, f
    words = name.split()
    if len(words) > 1 and not words[-1].isdigit():
        for f in fonts:
            if QFontMetrics(f).horizontalAdvance(words[0] + "…") <= width:
                return words[0] + "…", f
    return fitted_name(name, QFontMetrics(font), width), QFont(font)


def fit_status(texts: list[str], font: QFont, width: int, least: float) -> tuple[str, QFont]:
    """Returns the first of `texts` (longest first) that fits `width` in the largest font it can, no smaller than `least` points; else the last, cut."""
    fonts = smaller_fonts(font, least)
    for text in texts:
        for f in fonts:
            if QFontMetrics(f).horizontalAdvance(text) <= width:
                return text, f
    last = texts[-1] if texts else ""
    return QFontMetrics(fonts[-1]).elidedText(last, Qt.TextElideMode.ElideRight, width), fonts[-1]
