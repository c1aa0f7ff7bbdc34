"""The table's look: its colours (normal or high contrast) and its size (the zoom, Ctrl + / Ctrl −).

Issue 12, item 5. Qt-free and cheap (the window applies it before its first frame):

- `Colours` names every colour the program paints itself (the mat's plates, rings and rims, the
  Vote card legend, the log's private lines); `NORMAL` and `HIGH_CONTRAST` fill them in.
- `sheet(qss)` turns a style sheet written for the normal look into the current look's: every
  font size (pt) and padding grows with the zoom, and in high contrast every background turns
  black, every text white (red warnings yellow), every border white or yellow, and an accented
  button yellow with black text (`high_contrast_sheet`). Each widget with a style sheet of its
  own passes it through here, so the whole interface follows one switch.
- `current()` is the look in force; the window sets it (`set_current`) from its settings.

`tests/ui/test_colour.py` measures every text colour against what it is drawn on, in both looks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

RGBA = tuple[int, int, int, int]

ZOOM_STEPS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6)  # Ctrl + and Ctrl − move along these; Ctrl 0 is 1.0
# The largest step whose layout holds on a 1366 x 768 window (tests/ui/test_fit.py checks it): a
# larger window reaches the larger steps in proportion (`largest_zoom`).
ZOOM_AT_1366x768 = 1.25


@dataclass(frozen=True)
class Colours:
    """Every colour the program paints itself (style sheets are adapted by `sheet`)."""

    table: str  # around the mat and behind the panels' pictures
    side: str  # the side panels' parchment
    paper: str  # the log and the lists
    ink: str  # text
    heading: str
    muted: str  # quieter text (italic)
    warning: str  # refusals, your private log lines, links
    faded: str  # a Vote card section that does not count in this vote (the legend's words)
    plate: RGBA  # under the mat's words (ranks, totals, the title, a vote's result)
    plate_border: str
    plate_text: str
    label_plate: RGBA  # under a picture's label (a card's title, a count)
    label_text: str
    highlight: str  # the ring of what can be clicked now
    selected: str  # the ring of what was chosen
    focus: str  # the keyboard's ring: dashed on the mat and the Vote cards, solid on the panel's buttons
    last_move: str  # the dashed ring on what the last move touched (ui/scene/last_move.py), over a halo
    ring_under: str  # drawn under every ring, wider, so that it shows on light and dark art ("" for none)
    ring_width: float  # in scene units
    pawn_rim: RGBA  # the light rim the mat draws around every pawn
    pawn_rim_width: float  # in scene units
    deciding: RGBA  # behind a seat that must decide now, in the Pirates list


NORMAL = Colours(
    table="#3b2a14", side="#efe3c2", paper="#fbf6e8", ink="#2b1d0e", heading="#3b2a14", muted="#6b5a3c",
    warning="#8c2f1b", faded="#6e5d42", plate=(251, 243, 220, 225), plate_border="#8a6d3b", plate_text="#2b1d0e",
    label_plate=(40, 30, 20, 215), label_text="#fbf3dc", highlight="#f2c14e", selected="#e0523a", focus="#1d4ed8",
    last_move="#2b1d0e", ring_under="", ring_width=4.0, pawn_rim=(251, 243, 220, 235), pawn_rim_width=3.0, deciding=(242, 193, 78, 90),
)

HIGH_CONTRAST = Colours(
    table="#000000", side="#000000", paper="#000000", ink="#ffffff", heading="#ffffff", muted="#ffffff",
    warning="#ffff00", faded="#c0c0c0", plate=(0, 0, 0, 255), plate_border="#ffff00", plate_text="#ffffff",
    label_plate=(0, 0, 0, 255), label_text="#ffffff", highlight="#ffff00", selected="#00ffff", focus="#ff80ff",
    last_move="#ffffff", ring_under="#000000", ring_width=5.0, pawn_rim=(255, 255, 255, 255), pawn_rim_width=4.5,
    deciding=(70, 70, 0, 255),
)


@dataclass(frozen=True)
class Look:
    """The look in force: high contrast or not, and the zoom (1.0: the normal size)."""

    high_contrast: bool = False
    zoom: float = 1.0

    @property
    def colours(self) -> Colours:
        """Returns the colours of this look."""
        return HIGH_CONTRAST if self.high_contrast else NORMAL

    def px(self, pixels: float) -> int:
        """Returns a size in pixels at this zoom, rounded."""
        return round(pixels * self.zoom)


_current = Look()


def current() -> Look:
    """Returns the look in force."""
    return _current


def set_current(look: Look) -> None:
    """Makes `look` the one in force (the window does, from its settings; then it restyles its widgets)."""
    global _current
    _current = look


def colours() -> Colours:
    """Returns the colours of the look in force."""
    return _current.colours


def clamp_zoom(zoom: float) -> float:
    """Returns the zoom step nearest to `zoom` (80 % to 160 %)."""
    return min(ZOOM_STEPS, key=lambda step: abs(step - zoom))


def step_zoom(zoom: float, steps: int, largest: float = ZOOM_STEPS[-1]) -> float:
    """Returns the zoom `steps` steps away (+1 larger, −1 smaller, 0 the normal size), at most `largest`."""
    if steps == 0:
        return 1.0
    index = ZOOM_STEPS.index(clamp_zoom(zoom)) + steps
    index = max(0, min(len(ZOOM_STEPS) - 1, index))
    allowed = [s for s in ZOOM_STEPS if s <= largest + 1e-9] or [ZOOM_STEPS[0]]
    return min(ZOOM_STEPS[index], allowed[-1])


def largest_zoom(width: int, height: int) -> float:
    """Returns the largest zoom step whose layout holds in a window of this size (at least 1.0)."""
    room = min(width / 1366, height / 768) * ZOOM_AT_1366x768
    fitting = [s for s in ZOOM_STEPS if s <= room + 1e-9]
    return max(1.0, fitting[-1] if fitting else 1.0)


# ------------------------------------------------------------------ style sheets

_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\([^)]*\)")
_POINTS = re.compile(r"(\d+(?:\.\d+)?)pt\b")
_PIXELS = re.compile(r"(\d+(?:\.\d+)?)px\b")
ACCENTS = frozenset({"#f2c14e", "#f7d27a", "#c9962b", "#d4a017", "#f6dfb0", "#e0523a"})  # gold and the chosen red
WARNINGS = frozenset({"#8c2f1b"})  # red words: yellow in high contrast
YELLOW, BLACK, WHITE = "#ffff00", "#000000", "#ffffff"

# The base of the high-contrast look: every widget black with white words, inputs and menus too.
# The window's sheet starts with it; every sheet of the program then has its colours mapped.
HIGH_CONTRAST_BASE = """
QWidget { background: #000000; color: #ffffff; selection-background-color: #ffff00; selection-color: #000000; }
QToolTip { background: #000000; color: #ffffff; border: 2px solid #ffff00; }
QMenuBar, QMenu { background: #000000; color: #ffffff; }
QMenuBar::item:selected, QMenu::item:selected { background: #ffff00; color: #000000; }
QMenu::item:disabled { color: #c0c0c0; }
QPushButton, QToolButton { background: #000000; color: #ffffff; border: 2px solid #ffffff; border-radius: 5px; }
QPushButton:hover, QToolButton:hover, QPushButton:focus { background: #ffff00; color: #000000; border-color: #ffff00; }
QPushButton:disabled { color: #c0c0c0; border-color: #c0c0c0; }
QLineEdit, QComboBox, QSpinBox, QTextBrowser, QListWidget, QTreeWidget, QTableWidget {
    background: #000000; color: #ffffff; border: 2px solid #ffffff; }
QComboBox QAbstractItemView { background: #000000; color: #ffffff; border: 2px solid #ffff00; }
QHeaderView::section { background: #000000; color: #ffff00; border: 1px solid #ffffff; padding: 2px 4px; }
QCheckBox, QRadioButton, QGroupBox { color: #ffffff; }
QCheckBox::indicator, QRadioButton::indicator { width: 13px; height: 13px; border: 2px solid #ffffff; background: #000000; }
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #ffff00; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #c0c0c0; }
QGroupBox { border: 1px solid #ffffff; margin-top: 1.2em; }
QScrollBar { background: #000000; }
QScrollBar::handle { background: #ffffff; border: 1px solid #000000; }
QStatusBar { color: #ffff00; }
QFrame#private { border: 2px solid #ffffff; }
"""


def _scaled(match: re.Match[str], zoom: float, unit: str) -> str:
    size = float(match.group(1)) * zoom
    return f"{size:.1f}{unit}" if unit == "pt" else f"{round(size)}px"


def zoomed_sheet(qss: str, zoom: float) -> str:
    """Returns a style sheet whose font sizes (pt) and paddings (px) grow by `zoom`."""
    if zoom == 1.0:
        return qss

    def rule(m: re.Match[str]) -> str:
        decls = []
        for decl in m.group(2).split(";"):
            name = decl.split(":", 1)[0].strip().lower()
            decl = _POINTS.sub(lambda p: _scaled(p, zoom, "pt"), decl)
            if name.startswith("padding") or name in ("min-height", "font-size"):
                decl = _PIXELS.sub(lambda p: _scaled(p, zoom, "px"), decl)
            decls.append(decl)
        return m.group(1) + "{" + ";".join(decls) + "}"

    return _RULE.sub(rule, qss)


def _high_contrast_rule(selector: str, body: str) -> str:
    """Returns one rule with its colours mapped to the high-contrast look."""
    button = "QPushButton" in selector or "QToolButton" in selector
    accented = False
    decls = []
    has_colour = False
    for decl in body.split(";"):
        if ":" not in decl:
            decls.append(decl)
            continue
        name, value = decl.split(":", 1)
        prop = name.strip().lower()
        found = [c.lower() for c in _COLOUR.findall(value)]
        if prop == "color":
            has_colour = True
            new = YELLOW if any(c in WARNINGS for c in found) else WHITE
            value = _COLOUR.sub(new, value)
        elif prop == "selection-color":
            value = _COLOUR.sub(BLACK, value)
        elif prop == "selection-background-color":
            value = _COLOUR.sub(YELLOW, value)
        elif prop.startswith("background"):
            accent = button and any(c in ACCENTS for c in found)
            accented = accented or accent
            value = _COLOUR.sub(YELLOW if accent else BLACK, value)
        elif prop.startswith("border") or prop == "gridline-color":
            value = _COLOUR.sub(lambda c: YELLOW if c.group(0).lower() in ACCENTS else WHITE, value)
            if prop in ("border", "border-width") or prop.startswith("border-") and prop.endswith("width"):
                value = re.sub(r"\b1px\b", "2px", value)  # hairlines get thicker
        decls.append(f"{name}:{value}")
    if accented:  # yellow behind: black words
        decls = [d for d in decls if d.split(":", 1)[0].strip().lower() != "color"]
        decls.append(f" color: {BLACK}")
    elif button and not has_colour and any(d.split(":", 1)[0].strip().lower().startswith("background") for d in decls):
        decls.append(f" color: {WHITE}")
    return selector + "{" + ";".join(decls) + "}"


def high_contrast_sheet(qss: str) -> str:
    """Returns a style sheet with every colour mapped to the high-contrast look (black, white, yellow)."""
    return _RULE.sub(lambda m: _high_contrast_rule(m.group(1), m.group(2)), qss)


def sheet(qss: str, look: Look | None = None) -> str:
    """Returns a style sheet written for the normal look, adapted to `look` (default: the one in force)."""
    look = look or _current
    out = zoomed_sheet(qss, look.zoom)
    return high_contrast_sheet(out) if look.high_contrast else out


def window_sheet(qss: str, look: Look | None = None) -> str:
    """Returns the window's own style sheet for `look`: in high contrast, the black base first."""
    look = look or _current
    adapted = sheet(qss, look)
    return (zoomed_sheet(HIGH_CONTRAST_BASE, look.zoom) + adapted) if look.high_contrast else adapted


__all__ = ["HIGH_CONTRAST", "NORMAL", "ZOOM_AT_1366x768", "ZOOM_STEPS", "Colours", "Look", "clamp_zoom", "colours",
           "current", "high_contrast_sheet", "largest_zoom", "set_current", "sheet", "step_zoom", "window_sheet",
           "zoomed_sheet"]
