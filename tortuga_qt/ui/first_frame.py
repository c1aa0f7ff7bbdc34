"""The window's very first frame: a shipped picture of the empty mat instead of rendering the SVG.

Rendering the art (`resources/art/tortuga.svg`, the one source of every picture) for the first
frame costs more than starting Python and Qt together, so `resources/art/first_frame.png` holds
a small picture of the empty mat, made from that SVG by `resources/art/build_first_frame.py`.
The picture is used only while it shows what the scene would render: its stamp is a digest of
every visible item's place and words (a translated title or a moved piece makes it stale, and
the SVG is rendered as before). A second stamp, of the art file and the code that paints the
mat, is checked where that code can change, by the tests of a checkout (`test_first_frame.py`),
not at each start: an installed copy ships the pictures with the art and code they were made
from, and may hold no source files to read. A game's first frame uses the mat alone
(`first_mat.png`): its pieces are drawn from the SVG. The window's opening frame uses the mat
alone too, and a first game's first curtain its shipped picture (`first_curtain.png`), so that
the art file is read only once the curtain is on screen.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from tortuga_qt.paths import resources_dir

# Qt's namespace (its hundred enums are made by PySide6 on first use, ~40 ms) is imported in the
# functions that use it: this module is on the way to the window's first frame.

STAMP = "tortuga-first-frame"  # the PNG text key holding the stamp of what the picture shows
SOURCE_STAMP = "tortuga-first-frame-source"  # the PNG text key of the art and code it was made with
SCENE_PICTURE = "first_frame.png"  # the empty mat with its pieces and words
MAT_PICTURE = "first_mat.png"  # the mat alone
CURTAIN_PICTURE = "first_curtain.png"  # the curtain's art (its first frame: a first game's first hand-off)


# The code that paints the mat's items (the places of the items are in the scene's description),
# read by path: the scene's modules use this one, so importing them here would tie them in a cycle.
PAINTING_CODE = ("renderer.py", "scene/items.py", "scene/holds.py", "scene/text_fit.py", "vote_card.py")


def source_stamp() -> str:
    """Returns a digest of the art file and of the code that paints the mat's items (build and tests only)."""
    h = hashlib.sha256((resources_dir() / "art" / "tortuga.svg").read_bytes())
    for name in PAINTING_CODE:
        h.update((Path(__file__).parent / name).read_bytes())
    return h.hexdigest()


def picture_source(name: str) -> str:
    """Returns the source stamp a shipped picture was made with ("" when it has none or is missing)."""
    return QImage(str(resources_dir() / "art" / name)).text(SOURCE_STAMP)


def _described(scene: QGraphicsScene) -> str:
    """Returns every visible item of a scene: its kind, place, size and words, in drawing order."""
    from PySide6.QtCore import Qt

    parts = []
    for item in scene.items(Qt.SortOrder.AscendingOrder):
        if not item.isVisible():
            continue
        r = item.sceneBoundingRect()
        words = [str(getattr(item, name, "")) for name in ("element", "label", "text", "title", "mark")]
        parts.append(f"{type(item).__name__}|{r.x():.1f},{r.y():.1f},{r.width():.1f},{r.height():.1f}|"
                     f"{item.zValue():g}|{'|'.join(words)}")
    return "\n".join(parts)


def stamp(scene: QGraphicsScene | None) -> str:
    """Returns the stamp of a picture of `scene` (None: of the mat alone)."""
    return hashlib.sha256(b"mat" if scene is None else _described(scene).encode()).hexdigest()


def element_stamp(element: str) -> str:
    """Returns the stamp of a picture of one art element alone (the curtain)."""
    return hashlib.sha256(b"element:" + element.encode()).hexdigest()


def _load(name: str, want: str) -> QPixmap | None:
    path = resources_dir() / "art" / name
    image = QImage(str(path))
    if image.isNull() or image.text(STAMP) != want:
        return None  # missing or stale: the caller renders the SVG
    return QPixmap.fromImage(image)


def scene_picture(scene: QGraphicsScene) -> QPixmap | None:
    """Returns the shipped picture of this (empty) scene, or None when it is missing or not this scene."""
    try:
        return _load(SCENE_PICTURE, stamp(scene))
    except OSError:
        return None


@lru_cache(maxsize=1)
def curtain_picture() -> QPixmap | None:
    """Returns the shipped picture of the curtain's art, or None when it is missing or stale."""
    try:
        return _load(CURTAIN_PICTURE, element_stamp("curtain"))
    except OSError:
        return None


@lru_cache(maxsize=1)
def mat_picture() -> QPixmap | None:
    """Returns the shipped picture of the mat alone, or None when it is missing or stale."""
    try:
        return _load(MAT_PICTURE, stamp(None))
    except OSError:
        return None
