"""Renders the application icon from our SVG (element `app-icon`) at the usual sizes.

    python packaging/make_icons.py OUT_DIR

Writes OUT_DIR/png/tortuga-1667-<size>.png for 16..512, OUT_DIR/tortuga-1667.ico (Windows,
PNG-compressed entries) and OUT_DIR/tortuga-1667.icns (macOS, PNG entries).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(size: int) -> bytes:
    """Returns the icon as PNG bytes at size x size."""
    from tortuga_qt.ui import renderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.draw(painter, "app-icon", QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """Returns a Windows .ico holding PNG entries (sizes up to 256)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        blob = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """Returns a macOS .icns holding PNG entries."""
    body = b"".join(ICNS_TYPES[s] + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for s in sorted(ICNS_TYPES))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Writes every icon file."""
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    (out / "png").mkdir(parents=True, exist_ok=True)
    pngs = {s: render(s) for s in SIZES}
    for s, blob in pngs.items():
        (out / "png" / f"tortuga-1667-{s}.png").write_bytes(blob)
    (out / "tortuga-1667.ico").write_bytes(ico(pngs))
    (out / "tortuga-1667.icns").write_bytes(icns(pngs))
    print(f"icons: {len(SIZES)} PNG sizes, .ico and .icns in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
