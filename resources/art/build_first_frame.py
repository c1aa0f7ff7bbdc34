"""Writes the window's first-frame pictures from the art (tortuga.svg stays the one source).

    python resources/art/build_first_frame.py

`first_frame.png` is the empty mat as the window shows it before a game (pieces and words
included), `first_mat.png` the mat alone, `first_curtain.png` the curtain's art (the first
frame of a first game's hand-off, before the art file is read); all at half the art's size,
each stamped with the
digest of what it shows (checked at each start) and of the art and painting code it was made
with (checked by the tests). Run it again after changing
the art, the mat's layout or its painting code (tests/ui/test_first_frame.py says when).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZE = (800, 500)  # half the mat (1600 x 1000 scene units): drawn stretched for one frame


def main() -> None:
    """Renders and writes both pictures."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from tortuga_qt.ui import first_frame, renderer
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.translations import install_translators

    class SharpScene(TableScene):
        """The empty mat drawn sharp from the SVG (never from an earlier picture)."""

        def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]
            painter.fillRect(rect, QColor("#3b2a14"))
            renderer.draw(painter, "mat", self.sceneRect())

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_translators(app)  # the same words as the window's empty mat
    scene = SharpScene([], [])
    folder = ROOT / "resources" / "art"
    source = first_frame.source_stamp()
    pictures = ((first_frame.SCENE_PICTURE, first_frame.stamp(scene)), (first_frame.MAT_PICTURE, first_frame.stamp(None)),
                (first_frame.CURTAIN_PICTURE, first_frame.element_stamp("curtain")))
    for name, stamp in pictures:
        image = QImage(SIZE[0], SIZE[1], QImage.Format.Format_RGB32)
        image.fill(QColor("#3b2a14"))
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        if name == first_frame.SCENE_PICTURE:
            scene.render(painter, QRectF(0, 0, *SIZE), scene.sceneRect())
        else:
            renderer.draw(painter, "mat" if name == first_frame.MAT_PICTURE else "curtain", QRectF(0, 0, *SIZE))
        painter.end()
        image.setText(first_frame.STAMP, stamp)
        image.setText(first_frame.SOURCE_STAMP, source)
        path = folder / name
        temporary = path.with_suffix(".tmp.png")
        if not image.save(str(temporary), "PNG"):
            raise SystemExit(f"cannot write {temporary}")
        temporary.replace(path)  # never half-written under a running window
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
