"""Text that fits its box on the mat: wrapped at words, made smaller down to a floor, measured.

Every scene text item keeps the font it will paint with (chosen when its text changes, never
in paint) and answers `overflow()` with what still does not fit at that font. Text too long for
its box even at the floor is cut after its last word that fits, with "…" (`elided`); `broken`
gives the lines Qt wraps a text into, to draw them as measured.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

WRAP = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
SLACK = 1.0  # scene units kept free on each side: hinting differs a little between sizes
ELLIPSIS = "…"  # ends a text cut short


def needed(text: str, font: QFont, w: float, flags: int = WRAP) -> QRectF:
    """Returns the box `text` takes at `font` when wrapped at words in a box `w` wide."""
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, w, 1e6), flags, text)


def fits(text: str, font: QFont, w: float, h: float, flags: int = WRAP) -> bool:
    """Returns whether `text` fits a w x h box at `font`, wrapped at words (no word split, no clipping)."""
    if not text:
        return True
    box = needed(text, font, w - 2 * SLACK, flags)
    return box.width() <= w - 2 * SLACK + 0.01 and box.height() <= h - 2 * SLACK + 0.01


def fitted(text: str, font: QFont, w: float, h: float, floor: float, flags: int = WRAP) -> QFont:
    """Returns `font`, made smaller in half points down to `floor`, until `text` fits a w x h box."""
    out = QFont(font)
    size = font.pointSizeF()
    while size > floor and not fits(text, out, w, h, flags):
        size = max(floor, size - 0.5)
        out.setPointSizeF(size)
    return out


def overflow(name: str, text: str, font: QFont, w: float, h: float, flags: int = WRAP) -> list[str]:
    """Returns a description of `text` when it does not fit its w x h box at `font` ([] when it fits)."""
    if fits(text, font, w, h, flags):
        return []
    box = needed(text, font, w - 2 * SLACK, flags)
    return [f"{name} {text!r} needs {box.width():.0f}x{box.height():.0f} in {w:.0f}x{h:.0f} "
            f"at {font.pointSizeF():g} pt"]


def elided(text: str, font: QFont, w: float, h: float, flags: int = WRAP) -> str:
    """Returns `text` whole if it fits a w x h box at `font`, else cut after its last word that fits, with "…".

    A first word too long alone is cut inside it (Korean words run long, names too).
    """
    if fits(text, font, w, h, flags):
        return text
    words = [i for i in range(1, len(text)) if text[i].isspace() and not text[i - 1].isspace()]
    for cuts in (words, list(range(1, len(text)))):
        lo, hi = 0, len(cuts)  # the longest head that fits: cuts[:lo] do
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fits(text[:cuts[mid - 1]].rstrip() + ELLIPSIS, font, w, h, flags):
                lo = mid
            else:
                hi = mid - 1
        if lo:
            return text[:cuts[lo - 1]].rstrip() + ELLIPSIS
    return ELLIPSIS


def broken(text: str, font: QFont, w: float) -> list[str]:
    """Returns the lines Qt wraps `text` into at `font` in a box `w` wide (at words, as `needed` measures them)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines: list[str] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(w)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines
