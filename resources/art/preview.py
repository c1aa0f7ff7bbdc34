"""Checks resources/art/tortuga.svg and renders previews of it.

Run (PySide6 needed):
    QT_QPA_PLATFORM=offscreen python resources/art/preview.py [--sheet PNG] [--scene PNG]
    QT_QPA_PLATFORM=offscreen python resources/art/preview.py --one ELEMENT_ID PNG [SCALE]

It asserts that every required element id exists, has a non-empty bounding box whose aspect
matches the suggested size, then writes a contact sheet (every element on a neutral background,
labelled with its id) and a rough table scene composed the way the program draws it.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE / "tortuga.svg"
COMPONENTS = HERE.parent / "data" / "components.json"

ICONS = ("letter_of_marque", "pistol", "albatross", "black_spot", "atlantis", "el_dorado",
         "fountain_of_youth", "spanish_armada", "black_powder", "cabin_fever", "crows_nest",
         "eight_bells", "facade", "pirate_code", "scurvy", "stormy_seas")
SYMBOLS = ("cannon", "torch", "water", "british", "french", "skull", "helm")


def required_ids() -> dict[str, tuple[int, int]]:
    """Every element id the program draws, with its suggested size."""
    ids: dict[str, tuple[int, int]] = {
        "mat": (1600, 1000), "curtain": (1600, 1000), "app-icon": (256, 256),
        "galleon": (360, 220), "ship-fd": (420, 200), "ship-jr": (420, 200),
        "tortuga": (560, 260), "rowboat": (150, 70), "rowboat-wreck": (150, 70),
        "explosion": (90, 90), "hold-british": (130, 80), "hold-french": (130, 80),
        "treasure": (44, 44),
    }
    for card in ("card-back", "card-face", "slot", "vote-back", "vote-face", "loyalty-british",
                 "loyalty-french", "loyalty-dutch", "loyalty-back"):
        ids[card] = (100, 140)
    for k in ICONS:
        ids[f"icon-{k}"] = (64, 64)
    for s in SYMBOLS:
        ids[f"sym-{s}"] = (48, 48)
    pirates = json.loads(COMPONENTS.read_text(encoding="utf-8"))["pirates"]
    for p in pirates:
        ids[f"pawn-{p['key']}"] = (60, 84)
    for b in ("captain", "first-mate", "cabin-boy", "governor"):
        ids[f"badge-{b}"] = (36, 36)
    return ids


def check(renderer: QSvgRenderer) -> dict[str, tuple[int, int]]:
    ids = required_ids()
    problems = []
    for eid, (w, h) in ids.items():
        if not renderer.elementExists(eid):
            problems.append(f"missing element {eid!r}")
            continue
        b = renderer.boundsOnElement(eid)
        if b.isEmpty():
            problems.append(f"empty bounds for {eid!r}")
        elif abs(b.width() / b.height() - w / h) > 0.01 or abs(b.width() - w) > 0.5:
            problems.append(f"{eid!r} bounds {b.width():.1f}x{b.height():.1f}, expected {w}x{h}")
    # No two elements may overlap in the document (clean bounds).
    rects = [(eid, renderer.boundsOnElement(eid)) for eid in ids if renderer.elementExists(eid)]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if ra.intersects(rb):
                problems.append(f"{a!r} overlaps {b!r}")
    assert not problems, "\n".join(problems)
    return ids


def draw(p: QPainter, r: QSvgRenderer, eid: str, x: float, y: float, w: float,
         h: float | None = None) -> QRectF:
    """Draw element eid with width w at (x, y), keeping its aspect ratio (as the program does)."""
    b = r.boundsOnElement(eid)
    if h is None:
        h = w * b.height() / b.width()
    target = QRectF(x, y, w, h)
    r.render(p, eid, target)
    return target


def contact_sheet(r: QSvgRenderer, ids: dict[str, tuple[int, int]], out: str) -> None:
    cols, cell_w, cell_h, pad = 8, 230, 230, 10
    rows = (len(ids) + cols - 1) // cols
    img = QImage(cols * cell_w, rows * cell_h, QImage.Format_ARGB32)
    img.fill(QColor("#8e9196"))
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    font = QFont("DejaVu Sans", 9)
    p.setFont(font)
    for i, eid in enumerate(ids):
        cx, cy = (i % cols) * cell_w, (i // cols) * cell_h
        p.setPen(QPen(QColor("#777a80"), 1))
        p.setBrush(QColor("#a3a6ab"))
        p.drawRect(cx + 4, cy + 4, cell_w - 8, cell_h - 8)
        b = r.boundsOnElement(eid)
        box_w, box_h = cell_w - 2 * pad - 8, cell_h - 2 * pad - 30
        s = min(box_w / b.width(), box_h / b.height(), 3.0)
        w, h = b.width() * s, b.height() * s
        draw(p, r, eid, cx + (cell_w - w) / 2, cy + pad + 4 + (box_h - h) / 2, w, h)
        p.setPen(QColor("#111111"))
        p.drawText(QRectF(cx, cy + cell_h - 30, cell_w, 22), Qt.AlignCenter, eid)
    p.end()
    img.save(out)


def scene(r: QSvgRenderer, out: str) -> None:
    W, H = 1600, 1000
    img = QImage(W, H, QImage.Format_ARGB32)
    img.fill(QColor("#202020"))
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    draw(p, r, "mat", 0, 0, W, H)
    # Event row: deck, five cards, discard; vote deck at the right.
    draw(p, r, "card-back", 330, 62, 80)
    kinds = ("pistol", "albatross", None, None, None)
    for i, kind in enumerate(kinds):
        x = 440 + i * 92
        if kind is None:
            draw(p, r, "slot", x, 62, 80) if i == 4 else draw(p, r, "card-back", x, 62, 80)
        else:
            draw(p, r, "card-face", x, 62, 80)
            draw(p, r, f"icon-{kind}", x + 18, 62 + 24, 44)
    draw(p, r, "slot", 920, 62, 80)
    draw(p, r, "vote-back", 1190, 62, 80)
    draw(p, r, "vote-face", 1280, 62, 80)
    for k, s in enumerate(("torch", "british", "skull")):
        draw(p, r, f"sym-{s}", 1280 + 20, 62 + 4 + k * 36, 36)
    # Galleon at the top centre with pawns queued above it.
    draw(p, r, "galleon", 620, 250, 360)
    for k in range(3):
        draw(p, r, "treasure", 700 + k * 50, 470, 40)
    # Ships with pawns above them.
    pirates = [p_["key"] for p_ in json.loads(COMPONENTS.read_text())["pirates"]]
    draw(p, r, "ship-fd", 70, 430, 420)
    for k, key in enumerate(pirates[:5]):
        draw(p, r, f"pawn-{key}", 120 + k * 64, 338, 54)
    draw(p, r, "badge-captain", 150, 308, 30)
    draw(p, r, "badge-first-mate", 214, 308, 30)
    draw(p, r, "badge-cabin-boy", 406, 308, 30)
    draw(p, r, "ship-jr", 1110, 430, 420)
    for k, key in enumerate(pirates[5:]):
        draw(p, r, f"pawn-{key}", 1160 + k * 64, 338, 54)
    draw(p, r, "hold-british", 90, 640, 120)
    draw(p, r, "hold-french", 230, 640, 120)
    draw(p, r, "hold-british", 1250, 640, 120)
    draw(p, r, "hold-french", 1390, 640, 120)
    draw(p, r, "treasure", 170, 676, 30)
    draw(p, r, "treasure", 1470, 676, 30)
    # Rowboats between the ships and Tortuga; one wrecked with the explosion token.
    draw(p, r, "rowboat", 380, 700, 150)
    draw(p, r, "rowboat-wreck", 1070, 700, 150)
    draw(p, r, "explosion", 1120, 660, 50)
    draw(p, r, "tortuga", 520, 700, 560)
    draw(p, r, "badge-governor", 560, 880, 30)
    p.end()
    img.save(out)


def main(argv: list[str]) -> None:
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (fonts need it)
    r = QSvgRenderer(str(SVG))
    assert r.isValid(), f"QtSvg could not parse {SVG}"
    if len(argv) >= 3 and argv[0] == "--one":
        eid, out = argv[1], argv[2]
        scale = float(argv[3]) if len(argv) > 3 else 4.0
        b = r.boundsOnElement(eid)
        img = QImage(int(b.width() * scale), int(b.height() * scale), QImage.Format_ARGB32)
        img.fill(QColor("#8e9196"))
        p = QPainter(img)
        p.setRenderHint(QPainter.Antialiasing)
        r.render(p, eid, QRectF(0, 0, img.width(), img.height()))
        p.end()
        img.save(out)
        print(f"wrote {out}")
        return
    ids = check(r)
    sheet = "/tmp/art-sheet.png"
    scn = "/tmp/art-scene.png"
    if "--sheet" in argv:
        sheet = argv[argv.index("--sheet") + 1]
    if "--scene" in argv:
        scn = argv[argv.index("--scene") + 1]
    contact_sheet(r, ids, sheet)
    scene(r, scn)
    size = SVG.stat().st_size
    print(f"{len(ids)} elements OK; {SVG.name} is {size / 1024:.1f} KB; wrote {sheet} and {scn}")


if __name__ == "__main__":
    main(sys.argv[1:])
