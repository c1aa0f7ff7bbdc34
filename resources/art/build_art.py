"""Generates resources/art/tortuga.svg: every piece of tortuga_qt's original vector art.

Run:  python3 resources/art/build_art.py

The program draws each part by element id through one QSvgRenderer
(``renderer.render(painter, element_id, rect)``). Every element is a ``<g id=...>`` placed on
its own spot of the document (no two overlap) and starts with an invisible frame rectangle, so
``boundsOnElement(id)`` is exactly the element's drawing area. Drawing stays inside that frame.

Only what QtSvg (SVG 1.2 Tiny) renders is used: paths, basic shapes, linear/radial gradients,
solid fills, strokes, transforms, groups, opacity, and <text> for single letters only.
Pirate colours and letters come from resources/data/components.json.

Style: a 17th-century sea chart. Parchment, sepia ink line work, muted sea blues, brass and
red accents. British and French always differ by flag, colour and letter (B / F; a hold's letter is
written by the program, translated).
"""
from __future__ import annotations

import json
import math
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMPONENTS = HERE.parent / "data" / "components.json"
OUT = HERE / "tortuga.svg"

# --------------------------------------------------------------------------------------------
# Palette
# --------------------------------------------------------------------------------------------
INK = "#3a2a1c"
INK_SOFT = "#6a5238"
PARCH = "#f2e6c9"
PARCH_L = "#f8efd9"
PARCH_D = "#e3cfa2"
PARCH_DD = "#c7a872"
SEA_L = "#c6d5cd"
SEA = "#9fb8b6"
SEA_D = "#7797a0"
SEA_DD = "#4d6b78"
SEA_NIGHT = "#253b4a"
BRASS = "#b8893c"
BRASS_L = "#e6c578"
BRASS_D = "#7a5520"
RED = "#a3342b"
RED_D = "#6b1f1a"
WOOD = "#7b4f2b"
WOOD_L = "#a8753f"
WOOD_D = "#4c2f18"
GREEN = "#7c9656"
GREEN_D = "#55703c"
GREEN_L = "#a3b873"
SAND = "#e8d39e"
WHITE = "#f7f2e6"
BLACK = "#1d1a17"
BRIT_RED = "#b3262c"
BRIT_RED_D = "#7c171c"
FR_BLUE = "#2a4b8d"
FR_BLUE_D = "#1a2f5e"
FR_GOLD = "#e4bb4a"
NL_ORANGE = "#e07a1f"
NL_BLUE = "#2b4e8e"
FIRE = "#e8731e"
FIRE_L = "#f7c845"


# --------------------------------------------------------------------------------------------
# Tiny SVG writer
# --------------------------------------------------------------------------------------------
def num(v) -> str:
    if isinstance(v, float):
        s = f"{v:.2f}".rstrip("0").rstrip(".")
        return "0" if s in ("-0", "") else s
    return str(v)


def _attrs(kw: dict) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        out.append(f' {k.rstrip("_").replace("_", "-")}="{num(v)}"')
    return "".join(out)


def _flat(children) -> list[str]:
    out: list[str] = []
    for c in children:
        if c is None:
            continue
        if isinstance(c, (list, tuple)):
            out.extend(_flat(c))
        else:
            out.append(c)
    return out


def tag(name: str, *children, **kw) -> str:
    kids = _flat(children)
    if not kids:
        return f"<{name}{_attrs(kw)}/>"
    return f"<{name}{_attrs(kw)}>" + "".join(kids) + f"</{name}>"


def g(*children, **kw) -> str:
    return tag("g", *children, **kw)


def path(d: str, **kw) -> str:
    return tag("path", d=d, **kw)


def rect(x, y, w, h, **kw) -> str:
    return tag("rect", x=x, y=y, width=w, height=h, **kw)


def circle(cx, cy, r, **kw) -> str:
    return tag("circle", cx=cx, cy=cy, r=r, **kw)


def ellipse(cx, cy, rx, ry, **kw) -> str:
    return tag("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **kw)


def line(x1, y1, x2, y2, **kw) -> str:
    return tag("line", x1=x1, y1=y1, x2=x2, y2=y2, **kw)


def poly(pts, close=True) -> str:
    s = "M" + " L".join(f"{num(float(x))},{num(float(y))}" for x, y in pts)
    return s + (" Z" if close else "")


def letter(ch, x, y, size, fill, **kw) -> str:
    """A single capital letter, centred on x with its baseline at y."""
    return tag("text", ch, x=x, y=y, font_family="serif", font_weight="bold",
               font_size=size, text_anchor="middle", fill=fill, **kw)


DEFS: dict[str, str] = {}


def _stops(stops) -> list[str]:
    out = []
    for s in stops:
        off, col = s[0], s[1]
        op = s[2] if len(s) > 2 else None
        out.append(tag("stop", offset=off, stop_color=col, stop_opacity=op))
    return out


def lin(gid, stops, x1=0, y1=0, x2=0, y2=1) -> str:
    """Linear gradient in object bounding-box units; returns the url() paint."""
    if gid not in DEFS:
        DEFS[gid] = tag("linearGradient", *_stops(stops), id=gid, x1=x1, y1=y1, x2=x2, y2=y2)
    return f"url(#{gid})"


def rad(gid, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None) -> str:
    if gid not in DEFS:
        DEFS[gid] = tag("radialGradient", *_stops(stops), id=gid, cx=cx, cy=cy, r=r,
                        fx=fx, fy=fy)
    return f"url(#{gid})"


def frame(w, h) -> str:
    """Invisible rectangle that fixes the element's bounds to (0, 0, w, h)."""
    return rect(0, 0, w, h, fill="none", stroke="none")


# --------------------------------------------------------------------------------------------
# Shared motifs
# --------------------------------------------------------------------------------------------
def polar(cx, cy, r, deg):
    a = math.radians(deg)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def compass_rose(cx, cy, r, dark=INK, light=PARCH_L, accent=RED, ring=INK, sw=1.0,
                 north_mark=True) -> str:
    """A 32-point wind rose in ink, after the portolan charts."""
    parts = []
    parts.append(circle(cx, cy, r * 0.80, fill="none", stroke=ring, stroke_width=sw * 1.2))
    parts.append(circle(cx, cy, r * 0.74, fill="none", stroke=ring, stroke_width=sw * 0.6))
    for i in range(32):  # tick ring
        a = i * 11.25
        x1, y1 = polar(cx, cy, r * 0.74, a)
        x2, y2 = polar(cx, cy, r * (0.80 if i % 2 == 0 else 0.77), a)
        parts.append(line(x1, y1, x2, y2, stroke=ring, stroke_width=sw * 0.6))
    for lvl, (count, length, width, c1, c2) in enumerate([
        (16, 0.58, 0.07, accent, light),
        (8, 0.70, 0.12, dark, light),
        (4, 0.98, 0.16, dark, light),
    ]):
        step = 360 / count
        for i in range(count):
            a = i * step + (step / 2 if lvl == 0 else 0)
            if lvl == 1 and i % 2 == 0:
                continue
            tip = polar(cx, cy, r * length, a)
            left = polar(cx, cy, r * width, a - 45)
            right = polar(cx, cy, r * width, a + 45)
            parts.append(path(poly([(cx, cy), tip, right]), fill=c1, stroke=dark,
                              stroke_width=sw * 0.5, stroke_linejoin="round"))
            parts.append(path(poly([(cx, cy), tip, left]), fill=c2, stroke=dark,
                              stroke_width=sw * 0.5, stroke_linejoin="round"))
    parts.append(circle(cx, cy, r * 0.07, fill=light, stroke=dark, stroke_width=sw * 0.6))
    if north_mark:  # a small brass lozenge over north
        nx, ny = polar(cx, cy, r * 1.02, 0)
        s = r * 0.09
        parts.append(path(poly([(nx, ny - s * 1.6), (nx + s, ny), (nx, ny + s * 0.6),
                                (nx - s, ny)]), fill=accent, stroke=dark,
                          stroke_width=sw * 0.5))
    return g(*parts)


def rhumb_lines(cx, cy, x0, y0, x1, y1, count=32, colours=(INK, "#8a3a2a", "#4f6b3a"),
                opacity=0.16, sw=0.8) -> str:
    """Rhumb lines from (cx, cy) to the edge of the rectangle [x0, x1] x [y0, y1]."""
    parts = []
    for i in range(count):
        a = math.radians(i * 360 / count)
        dx, dy = math.sin(a), -math.cos(a)
        ts = []
        if dx > 1e-9:
            ts.append((x1 - cx) / dx)
        if dx < -1e-9:
            ts.append((x0 - cx) / dx)
        if dy > 1e-9:
            ts.append((y1 - cy) / dy)
        if dy < -1e-9:
            ts.append((y0 - cy) / dy)
        t = min(ts)
        col = colours[0] if i % 4 == 0 else (colours[1] if i % 2 == 0 else colours[2])
        parts.append(line(cx, cy, cx + dx * t, cy + dy * t, stroke=col, stroke_width=sw))
    return g(*parts, opacity=opacity)


def digits_1667(x, y, h, colour, sw=None) -> str:
    """The numerals 1667 drawn as ink strokes, left edge x, top y, height h."""
    s = h / 16
    sw = sw if sw is not None else 1.9 * s
    glyphs = {
        "1": "M3,4.2 L6,1.2 L6,15 M3.2,15 L8.8,15",
        "6": "M8.6,2.2 C4.2,1.6 1.8,5.6 1.8,10 C1.8,13.6 3.7,15.2 5.9,15.2 "
             "C8.3,15.2 9.7,13.4 9.7,11.1 C9.7,8.7 8.1,7.4 6,7.4 C4.1,7.4 2.6,8.5 1.9,10",
        "7": "M1.4,1.6 L9.8,1.6 L4.6,15.2",
    }
    parts = []
    for i, ch in enumerate("1667"):
        parts.append(path(glyphs[ch], transform=f"translate({num(x + i * 11.2 * s)},{num(y)}) "
                                               f"scale({num(s)})",
                          fill="none", stroke=colour, stroke_width=num(sw / s),
                          stroke_linecap="round", stroke_linejoin="round"))
    return g(*parts)


def fleur(cx, cy, s, fill, stroke=None, sw=0.0) -> str:
    """A simple original fleur-de-lis, centred on (cx, cy), about s units tall."""
    k = s / 100
    d = ("M0,-50 C10,-36 14,-20 6,-6 L6,4 L-6,4 L-6,-6 C-14,-20 -10,-36 0,-50 Z "
         "M-8,2 C-14,-18 -34,-26 -44,-12 C-50,-2 -42,10 -32,8 C-38,2 -36,-8 -28,-8 "
         "C-20,-8 -14,-2 -10,6 Z "
         "M8,2 C14,-18 34,-26 44,-12 C50,-2 42,10 32,8 C38,2 36,-8 28,-8 "
         "C20,-8 14,-2 10,6 Z "
         "M-22,4 L22,4 Q24,9 22,14 L-22,14 Q-24,9 -22,4 Z "
         "M-5,14 L5,14 L7,28 Q0,40 -4,46 Q-2,36 -7,28 Z "
         "M-5,16 C-8,28 -20,34 -28,30 C-22,28 -14,24 -9,14 Z "
         "M5,16 C8,28 20,34 28,30 C22,28 14,24 9,14 Z")
    return path(d, transform=f"translate({num(cx)},{num(cy)}) scale({num(k)})", fill=fill,
                stroke=stroke or "none", stroke_width=num(sw / k) if sw else None,
                stroke_linejoin="round")


def skull(cx, cy, s, fill=WHITE, eye=BLACK, stroke=None, sw=0.0, bones=True) -> str:
    """Skull (and crossbones) centred at (cx, cy); s is about the skull's width."""
    k = s / 40
    parts = []
    st = {"stroke": stroke or "none", "stroke_width": num(sw / k) if sw else None}
    if bones:
        for a in (35, -35):
            parts.append(g(
                rect(-30, -3.2, 60, 6.4, rx=3.2, fill=fill, **st),
                circle(-31, -4, 4.6, fill=fill, **st), circle(-31, 4, 4.6, fill=fill, **st),
                circle(31, -4, 4.6, fill=fill, **st), circle(31, 4, 4.6, fill=fill, **st),
                transform=f"translate(0,10) rotate({a})"))
    parts.append(path("M-18,-2 C-20,-20 -10,-26 0,-26 C10,-26 20,-20 18,-2 C17,5 13,7 11,9 "
                      "L11,16 L-11,16 L-11,9 C-13,7 -17,5 -18,-2 Z", fill=fill, **st))
    parts.append(ellipse(-7.5, -4, 5.4, 6, fill=eye))
    parts.append(ellipse(7.5, -4, 5.4, 6, fill=eye))
    parts.append(path("M0,3 L-3,9 L3,9 Z", fill=eye))
    for x in (-5.5, 0, 5.5):
        parts.append(line(x, 11.5, x, 16, stroke=eye, stroke_width=1.6))
    return g(*parts, transform=f"translate({num(cx)},{num(cy)}) scale({num(k)})")


def wheel(cx, cy, r, rim=WOOD, rim_d=WOOD_D, hub=BRASS, sw=1.0, spokes=8) -> str:
    """A ship's wheel (helm) with handles."""
    parts = []
    for i in range(spokes):
        a = i * 360 / spokes + 360 / spokes / 2
        x1, y1 = polar(cx, cy, r * 0.18, a)
        x2, y2 = polar(cx, cy, r * 1.0, a)
        parts.append(line(x1, y1, x2, y2, stroke=rim_d, stroke_width=r * 0.16,
                          stroke_linecap="round"))
        parts.append(line(x1, y1, x2, y2, stroke=rim, stroke_width=r * 0.09,
                          stroke_linecap="round"))
    parts.append(circle(cx, cy, r * 0.70, fill="none", stroke=rim_d, stroke_width=r * 0.19))
    parts.append(circle(cx, cy, r * 0.70, fill="none", stroke=rim, stroke_width=r * 0.12))
    parts.append(circle(cx, cy, r * 0.22, fill=hub, stroke=rim_d, stroke_width=sw))
    parts.append(circle(cx, cy, r * 0.09, fill=rim_d))
    return g(*parts)


def ink_waves(x, y, w, amp, n, colour, sw, opacity=1.0) -> str:
    """A row of little chart waves (scalloped ink line)."""
    step = w / n
    d = f"M{num(x)},{num(y)}"
    for _ in range(n):
        d += f" q{num(step / 2)},{num(-amp * 2)} {num(step)},0"
    return path(d, fill="none", stroke=colour, stroke_width=sw, stroke_linecap="round",
                opacity=opacity)


def water_patch(w, y, h, gid, rng=None) -> str:
    """Sea under a ship, from y (a little above the waterline) to y + h: a soft reflection,
    a band of water with an irregular scalloped ink crest, white wave tops and chart waves."""
    rng = rng or random.Random(1)
    parts = [ellipse(w / 2, y + h * 0.62, w * 0.48, h * 0.36, fill=SEA_DD, opacity=0.22)]
    x0, x1 = w * 0.05, w * 0.95
    top = y + h * 0.22
    crest = f"M{num(x0)},{num(top + 3)}"
    x = x0
    while x < x1 - 1:
        step = min(rng.uniform(13, 24), x1 - x)
        crest += f" q{num(step / 2)},{num(-rng.uniform(3.0, 5.5))} {num(step)},0"
        x += step
    body = (crest + f" Q{num(x1 + 6)},{num(top + h * 0.3)} {num(x1 - 14)},{num(y + h * 0.66)}"
            f" Q{num(w / 2)},{num(y + h * 0.86)} {num(x0 + 14)},{num(y + h * 0.66)}"
            f" Q{num(x0 - 6)},{num(top + h * 0.3)} {num(x0)},{num(top + 3)} Z")
    parts.append(path(body, fill=lin(gid, [(0, SEA_L, 0.96), (1, SEA, 0.9)])))
    parts.append(path(crest, fill="none", stroke=SEA_DD, stroke_width=1.3,
                      stroke_linejoin="round", stroke_linecap="round"))
    for row in range(2):
        yy = top + 7 + row * 7
        x = x0 + 16 + row * 14
        while x < x1 - 30 - row * 14:
            seg = rng.uniform(14, 28)
            parts.append(path(f"M{num(x)},{num(yy)} q{num(seg / 2)},{num(-3)} {num(seg)},0",
                              fill="none", stroke=WHITE if row == 0 else SEA_DD,
                              stroke_width=1.2, stroke_linecap="round",
                              opacity=0.85 if row == 0 else 0.45))
            x += seg + rng.uniform(12, 30)
    return g(*parts)


# --------------------------------------------------------------------------------------------
# Mat
# --------------------------------------------------------------------------------------------
def el_mat():
    W, H = 1600, 1000
    rng = random.Random(1667)
    parts = [frame(W, H)]
    # Parchment ground with a darker vignette.
    parts.append(rect(0, 0, W, H, fill=rad("mat-parch", [(0, PARCH_L), (0.7, PARCH),
                                                          (1, PARCH_D)], r=0.75)))
    bx0, by0, bx1, by1 = 44, 44, W - 44, H - 44  # inner edge of the border
    # Age stains.
    for _ in range(14):
        rx, ry = rng.uniform(60, 190), rng.uniform(40, 130)
        cx, cy = rng.uniform(rx + 10, W - rx - 10), rng.uniform(ry + 10, H - ry - 10)
        parts.append(ellipse(cx, cy, rx, ry, fill=rad("mat-stain", [(0, PARCH_DD, 0.0),
                                                                    (0.75, PARCH_DD, 0.10),
                                                                    (1, PARCH_DD, 0.0)])))
    # The sea: a gentle blue wash fading into the parchment.
    parts.append(ellipse(W / 2, H / 2, W * 0.50, H * 0.50,
                         fill=rad("mat-sea", [(0, "#b3c9c6", 0.85), (0.55, "#bccfc8", 0.70),
                                               (0.85, "#cfd9c8", 0.35),
                                               (1, "#dfdcc0", 0.0)])))
    # Graticule.
    grid = []
    for x in range(int(bx0) + 100, int(bx1), 100):
        grid.append(line(x, by0, x, by1))
    for y in range(int(by0) + 100, int(by1), 100):
        grid.append(line(bx0, y, bx1, y))
    parts.append(g(*grid, stroke=INK, stroke_width=0.6, opacity=0.07))
    # Rhumb lines from a ring of wind roses, as on a portolan chart.
    hubs = [(W / 2, H / 2)]
    for i in range(8):
        hubs.append(polar(W / 2, H / 2, 430, i * 45 + 22.5))
    for hx, hy in hubs:
        hx = min(max(hx, bx0 + 1), bx1 - 1)
        hy = min(max(hy, by0 + 1), by1 - 1)
        parts.append(rhumb_lines(hx, hy, bx0, by0, bx1, by1, count=32, opacity=0.075, sw=0.8))
    # Faint ink wave marks scattered over the sea.
    waves = []
    for _ in range(70):
        a = rng.uniform(0, 2 * math.pi)
        rr = math.sqrt(rng.uniform(0.0, 1.0))
        x = W / 2 + math.cos(a) * rr * W * 0.40
        y = H / 2 + math.sin(a) * rr * H * 0.38
        waves.append(ink_waves(x, y, rng.uniform(22, 40), 2.2, 3, SEA_DD, 1.1))
    parts.append(g(*waves, opacity=0.22))
    # Compass rose in the lower-left corner, with its own rhumb lines.
    ccx, ccy, cr = 170, H - 170, 104
    parts.append(rhumb_lines(ccx, ccy, bx0, by0, bx1, by1, count=32, opacity=0.10, sw=0.9))
    parts.append(circle(ccx, ccy, cr * 0.86, fill=PARCH_L, opacity=0.55))
    parts.append(g(compass_rose(ccx, ccy, cr, dark=INK, light=PARCH_L, accent="#a0483a",
                                ring=INK, sw=1.2), opacity=0.62))
    # Scale bar at top right, like a chart's scale of leagues.
    sx, sy = W - 300, 78
    bar = [rect(sx, sy, 200, 7, fill="none", stroke=INK, stroke_width=1)]
    for i in range(10):
        if i % 2 == 0:
            bar.append(rect(sx + i * 20, sy, 20, 7, fill=INK))
    for i in range(11):
        bar.append(line(sx + i * 20, sy + 7, sx + i * 20, sy + 11, stroke=INK, stroke_width=1))
    parts.append(g(*bar, opacity=0.22))
    # Border: dark outer band, brass line, graduated degree band, double inner ink rule.
    border = []
    border.append(path(f"M0,0 H{W} V{H} H0 Z M{bx0 - 18},{by0 - 18} V{by1 + 18} "
                       f"H{bx1 + 18} V{by0 - 18} Z", fill=lin("mat-frame",
                                                             [(0, "#5a3d25"), (0.5, "#4a3120"),
                                                              (1, "#3b2718")]),
                       fill_rule="evenodd"))
    border.append(rect(4, 4, W - 8, H - 8, fill="none", stroke=BRASS, stroke_width=1.6,
                       opacity=0.8))
    border.append(rect(bx0 - 18, by0 - 18, bx1 - bx0 + 36, by1 - by0 + 36, fill="none",
                       stroke=BRASS_L, stroke_width=2))
    # Degree band between the brass line and the inner rule.
    border.append(path(f"M{bx0 - 16},{by0 - 16} H{bx1 + 16} V{by1 + 16} H{bx0 - 16} Z "
                       f"M{bx0},{by0} V{by1} H{bx1} V{by0} Z", fill=PARCH_D,
                       fill_rule="evenodd"))
    ticks = []
    step = 25
    for i, x in enumerate(range(bx0, bx1, step)):
        if i % 2 == 0:
            ticks.append(rect(x, by0 - 10, min(step, bx1 - x), 5))
            ticks.append(rect(x, by1 + 5, min(step, bx1 - x), 5))
    for i, y in enumerate(range(by0, by1, step)):
        if i % 2 == 0:
            ticks.append(rect(bx0 - 10, y, 5, min(step, by1 - y)))
            ticks.append(rect(bx1 + 5, y, 5, min(step, by1 - y)))
    border.append(g(*ticks, fill=INK, opacity=0.75))
    border.append(rect(bx0 - 10, by0 - 10, bx1 - bx0 + 20, by1 - by0 + 20, fill="none",
                       stroke=INK, stroke_width=0.8))
    border.append(rect(bx0 - 5, by0 - 5, bx1 - bx0 + 10, by1 - by0 + 10, fill="none",
                       stroke=INK, stroke_width=0.8))
    border.append(rect(bx0, by0, bx1 - bx0, by1 - by0, fill="none", stroke=INK,
                       stroke_width=1.6))
    border.append(rect(bx0 + 4, by0 + 4, bx1 - bx0 - 8, by1 - by0 - 8, fill="none",
                       stroke=INK, stroke_width=0.6, opacity=0.7))
    # Corner rosettes on the frame.
    for cx, cy in ((bx0 - 13, by0 - 13), (bx1 + 13, by0 - 13), (bx0 - 13, by1 + 13),
                   (bx1 + 13, by1 + 13)):
        border.append(rect(cx - 17, cy - 17, 34, 34, fill="#4a3120", stroke=BRASS_L,
                           stroke_width=1.6))
        border.append(compass_rose(cx, cy, 16, dark=BRASS_D, light=BRASS_L, accent=BRASS,
                                   ring=BRASS_L, sw=0.6, north_mark=False))
    # Brass studs along the outer band.
    studs = []
    for x in range(120, W - 100, 160):
        studs.append(circle(x, 13, 2.6))
        studs.append(circle(x, H - 13, 2.6))
    for y in range(140, H - 100, 160):
        studs.append(circle(13, y, 2.6))
        studs.append(circle(W - 13, y, 2.6))
    border.append(g(*studs, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.8))
    parts.append(g(*border))
    return (W, H), parts


# --------------------------------------------------------------------------------------------
# Ships
# --------------------------------------------------------------------------------------------
def sail(x, y1, y2, a1, a2, bulge, belly, fill, stroke, sw, holes=None, tatter=0,
         rng=None) -> str:
    """A square sail hanging between yards at y1 (half width a1) and y2 (half width a2)."""
    ym = (y1 + y2) / 2
    d = (f"M{num(x - a1)},{num(y1)} L{num(x + a1)},{num(y1)} "
         f"Q{num(x + a1 + bulge)},{num(ym)} {num(x + a2)},{num(y2)} ")
    if tatter:
        rng = rng or random.Random(7)
        n = 7
        pts = []
        for i in range(1, n):
            t = i / n
            px = x + a2 - 2 * a2 * t
            py = y2 + belly * math.sin(math.pi * t) + (rng.uniform(-tatter, tatter * 1.6)
                                                        if i % 2 else -tatter * 1.4)
            pts.append((px, py))
        d += " ".join(f"L{num(px)},{num(py)}" for px, py in pts)
        d += f" L{num(x - a2)},{num(y2)} "
    else:
        d += f"Q{num(x)},{num(y2 + belly * 2)} {num(x - a2)},{num(y2)} "
    d += f"Q{num(x - a1 - bulge)},{num(ym)} {num(x - a1)},{num(y1)} Z"
    if holes:
        for hx, hy, hr in holes:
            d += (f" M{num(hx - hr)},{num(hy)} L{num(hx - hr * 0.2)},{num(hy - hr * 0.9)}"
                  f" L{num(hx + hr)},{num(hy - hr * 0.3)}"
                  f" L{num(hx + hr * 0.6)},{num(hy + hr * 0.8)}"
                  f" L{num(hx - hr * 0.5)},{num(hy + hr * 0.7)} Z")
    seams = []
    for i in (1, 2, 3):
        sx = x - a1 + (2 * a1) * i / 4
        seams.append(path(f"M{num(sx)},{num(y1 + 2)} Q{num(sx + (sx - x) * 0.12)},{num(ym)} "
                          f"{num(x - a2 + 2 * a2 * i / 4)},{num(y2 + belly * 0.8)}",
                          fill="none", stroke=stroke, stroke_width=sw * 0.45, opacity=0.45))
    return g(path(d, fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round",
                  fill_rule="evenodd"), *seams)


def pennant(x, y, length, height, fill, stroke, sw, swallow=True, wave=6) -> str:
    """A flag flying to the right from a staff point (x, y) at its top-left corner."""
    L, h = length, height
    d = (f"M{num(x)},{num(y)} C{num(x + L * 0.35)},{num(y - wave)} {num(x + L * 0.65)},"
         f"{num(y + wave)} {num(x + L)},{num(y + h * 0.08)} ")
    if swallow:
        d += f"L{num(x + L * 0.78)},{num(y + h * 0.5)} L{num(x + L)},{num(y + h * 0.92)} "
    else:
        d += f"L{num(x + L)},{num(y + h * 0.92)} "
    d += (f"C{num(x + L * 0.65)},{num(y + h + wave)} {num(x + L * 0.35)},{num(y + h - wave)} "
          f"{num(x)},{num(y + h)} Z")
    return path(d, fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round")


def ship(W, H, theme, rng_seed=3) -> list[str]:
    """A three-masted ship, bow to the right, in a W x H box (designed for W = 420)."""
    rng = random.Random(rng_seed)
    t = theme
    wl = H - 34                      # waterline
    deck = wl - 46                   # waist sheer line
    castle = deck - t["castle"]      # top of the stern castle
    fore = deck - t["forecastle"]    # top of the forecastle
    sw = 1.4
    parts = []
    # Ghostly aura etc. behind everything.
    if t.get("aura"):
        parts.append(ellipse(W * 0.5, H * 0.5, W * 0.49, H * 0.48,
                             fill=rad(t["aura"], [(0, t["aura_col"], 0.38),
                                                   (1, t["aura_col"], 0.0)])))
    # Masts, furthest back first: mizzen (x 118), main (218), fore (306).
    mtop = t["mast_top"]
    masts = [(118, mtop + 34), (218, mtop), (306, mtop + 16)]
    # Stays and shrouds behind the sails.
    rig = []
    mx, mt = masts[1]
    rig.append(line(mx, mt + 4, 384, deck - t["forecastle"] + 2))
    rig.append(line(masts[2][0], masts[2][1] + 4, 414, fore - 26))
    rig.append(line(mx, mt + 4, masts[0][0], masts[0][1] + 4))
    rig.append(line(masts[0][0], masts[0][1] + 4, 30, castle + 2))
    for (x, top) in masts:
        for dx in (-26, -14, 14, 26):
            rig.append(line(x, top + 26, x + dx, deck + (0 if x > 130 else -t["castle"] + 4)))
    parts.append(g(*rig, stroke=t["rig"], stroke_width=0.8, opacity=0.8))
    # Bowsprit.
    parts.append(line(370, fore + 8, 412, fore - 24, stroke=t["mast"], stroke_width=4,
                      stroke_linecap="round"))
    for (x, top) in masts:
        parts.append(line(x, top, x, deck + 6, stroke=t["mast_d"], stroke_width=5.4,
                          stroke_linecap="round"))
        parts.append(line(x - 0.8, top, x - 0.8, deck + 6, stroke=t["mast"], stroke_width=2.6,
                          stroke_linecap="round"))
        parts.append(rect(x - 7, top + 24, 14, 4, fill=t["mast_d"]))  # fighting top
    # Sails.
    sails = []
    sail_paint = lin(t["id"] + "-sail", [(0, t["sail_l"]), (1, t["sail_d"])], 0, 0, 1, 0)
    tat = t.get("tatter", 0)
    holes = t.get("holes", {})
    # Mizzen lateen sail.
    lx1, ly1 = masts[0][0] + 34, masts[0][1] - 4
    lx2, ly2 = masts[0][0] - 40, deck - t["castle"] - 8
    lat = (f"M{num(lx1)},{num(ly1)} Q{num(masts[0][0] + 30)},{num(ly2 - 20)} "
           f"{num(masts[0][0] + 6)},{num(ly2 + 2)} L{num(lx2)},{num(ly2)} Z")
    sails.append(line(lx1 + 4, ly1 - 3, lx2 - 4, ly2 + 3, stroke=t["mast_d"], stroke_width=2.6,
                      stroke_linecap="round"))
    sails.append(path(lat, fill=sail_paint, stroke=t["sail_line"], stroke_width=sw,
                      stroke_linejoin="round"))
    # Main and fore: course and topsail each, plus a topgallant on the main.
    spec = [
        # (mast index, y1, y2, a1, a2)
        (1, mtop + 14, mtop + 30, 22, 28),
        (1, mtop + 35, mtop + 66, 36, 48),
        (1, mtop + 72, deck - 20, 54, 62),
        (2, mtop + 24, mtop + 40, 22, 28),
        (2, mtop + 46, mtop + 76, 34, 42),
        (2, mtop + 82, deck - 22, 46, 52),
    ]
    for idx, (mi, y1, y2, a1, a2) in enumerate(spec):
        x = masts[mi][0]
        sails.append(line(x - a1 - 4, y1, x + a1 + 4, y1, stroke=t["mast_d"], stroke_width=2.4,
                          stroke_linecap="round"))
        sails.append(sail(x, y1, y2, a1, a2, 5, 4 + (y2 - y1) * 0.06, sail_paint,
                          t["sail_line"], sw, holes=holes.get(idx), tatter=tat, rng=rng))
    # Jib from the fore top to the bowsprit.
    jib = (f"M{num(masts[2][0] + 4)},{num(masts[2][1] + 30)} Q{num(372)},{num(fore - 34)} "
           f"{num(408)},{num(fore - 20)} L{num(372)},{num(fore - 2)} Q{num(346)},{num(fore - 30)} "
           f"{num(masts[2][0] + 4)},{num(masts[2][1] + 30)} Z")
    sails.insert(0, path(jib, fill=sail_paint, stroke=t["sail_line"], stroke_width=sw,
                         stroke_linejoin="round"))
    parts.append(g(*sails))
    # Emblems on the main course.
    mc = masts[1][0], (mtop + 72 + deck - 20) / 2 + 2
    if t.get("emblem") == "skull":
        parts.append(skull(mc[0], mc[1] - 2, 34, fill=WHITE, eye=t["sail_d"]))
    elif t.get("emblem") == "burgundy":
        for mi, (y1, y2, a) in ((1, (mtop + 74, deck - 22, 44)), (2, (mtop + 84, deck - 24, 36))):
            cx = masts[mi][0]
            cy = (y1 + y2) / 2
            hw, hh = a * 0.62, (y2 - y1) * 0.36
            for sgn in (1, -1):
                parts.append(path(f"M{num(cx - hw)},{num(cy - sgn * hh)} "
                                  f"L{num(cx + hw)},{num(cy + sgn * hh)}",
                                  stroke=t["emblem_col"], stroke_width=6,
                                  stroke_linecap="round", stroke_dasharray="7,3"))
    # Flags: at the main top, and an ensign at the stern.
    # Each flag is a group with its own id ("<ship>-flag"): the mat keeps pawns and captions off it.
    if t.get("flag") == "skull":
        parts.append(g(line(mx, mt - 14, mx, mt + 2, stroke=t["mast_d"], stroke_width=2.4),
                       pennant(mx + 1, mt - 14, 46, 28, BLACK, "#000", 1, swallow=False, wave=4),
                       skull(mx + 23, mt - 1, 14, fill=WHITE, eye=BLACK), id=t["id"] + "-flag"))
    elif t.get("flag") == "tattered":
        parts.append(g(line(mx, mt - 12, mx, mt + 2, stroke=t["mast_d"], stroke_width=2.4),
                       path(f"M{mx + 1},{mt - 12} C{mx + 14},{mt - 16} {mx + 26},{mt - 8} "
                          f"{mx + 42},{mt - 10} L{mx + 34},{mt - 4} L{mx + 44},{mt} "
                          f"L{mx + 30},{mt + 2} L{mx + 36},{mt + 8} C{mx + 22},{mt + 10} "
                          f"{mx + 12},{mt + 4} {mx + 1},{mt + 8} Z", fill=t["flag_col"],
                          stroke=t["sail_line"], stroke_width=1, stroke_linejoin="round"),
                       id=t["id"] + "-flag"))
    elif t.get("flag") == "spain":
        parts.append(line(mx, mt - 14, mx, mt + 2, stroke=t["mast_d"], stroke_width=2.4))
        parts.append(pennant(mx + 1, mt - 14, 44, 24, FR_GOLD, RED_D, 1, swallow=True, wave=4))
        parts.append(path(f"M{mx + 8},{mt - 10} L{mx + 30},{mt + 6} M{mx + 8},{mt + 6} "
                          f"L{mx + 30},{mt - 10}", stroke=RED, stroke_width=3.2,
                          stroke_linecap="round"))
        for (x, top) in (masts[0], masts[2]):
            parts.append(pennant(x + 1, top - 2, 30, 7, RED, RED_D, 0.8, swallow=True, wave=2))
    # Hull.
    hull = (f"M30,{castle} L100,{castle} L106,{deck} Q230,{deck + 8} 330,{deck} "
            f"L362,{fore + 6} L386,{fore} C385,{wl - 30} 366,{wl - 6} 334,{wl + 6} "
            f"L98,{wl + 8} C66,{wl + 6} 44,{wl - 22} 38,{deck + 6} Z")
    parts.append(path(hull, fill=lin(t["id"] + "-hull", [(0, t["hull_l"]), (1, t["hull_d"])]),
                      stroke=t["outline"], stroke_width=sw * 1.3, stroke_linejoin="round"))
    # Upper works band (the painted band under the rail).
    band = (f"M30,{castle} L100,{castle} L106,{deck} Q230,{deck + 8} 330,{deck} "
            f"L362,{fore + 6} L386,{fore} L386,{fore + 12} Q360,{deck + 10} 300,{deck + 14} "
            f"Q200,{deck + 22} 104,{deck + 12} L40,{deck + 10} L33,{castle + 12} Z")
    parts.append(path(band, fill=t["band"], stroke=t["outline"], stroke_width=sw * 0.8,
                      stroke_linejoin="round"))
    # Wales (trim lines).
    trim = t["trim"]
    parts.append(path(f"M40,{deck + 10} L104,{deck + 12} Q200,{deck + 22} 300,{deck + 14} "
                      f"Q360,{deck + 10} 386,{fore + 12}", fill="none", stroke=trim,
                      stroke_width=2.4))
    parts.append(path(f"M50,{deck + 30} Q200,{deck + 42} 372,{deck + 16}", fill="none",
                      stroke=trim, stroke_width=1.8, opacity=0.9))
    parts.append(path(f"M30,{castle + 1} L100,{castle + 1} L106,{deck + 1} "
                      f"Q230,{deck + 9} 330,{deck + 1} L362,{fore + 7} L386,{fore + 1}",
                      fill="none", stroke=trim, stroke_width=1.6))
    # Planking.
    for k, off in enumerate((40, 50)):
        parts.append(path(f"M{62 + k * 8},{deck + off} Q200,{deck + off + 10} "
                          f"{352 - k * 14},{deck + off - 16}", fill="none",
                          stroke=t["outline"], stroke_width=0.7, opacity=0.5))
    # Gun ports.
    ports = []
    for x in range(128, 330, 30):
        yy = deck + 20 + 0.00025 * (x - 215) ** 2 * 8 - 2
        ports.append(rect(x, yy, 9, 8, fill=t["port"], stroke=trim, stroke_width=1))
    parts.append(g(*ports))
    # Stern windows and gallery.
    win = []
    for i in range(4):
        win.append(rect(44 + i * 14, castle + 16, 8, 10, rx=3, fill=t["window"],
                        stroke=trim, stroke_width=0.9))
    win.append(line(40, castle + 30, 100, castle + 30, stroke=trim, stroke_width=1.6))
    parts.append(g(*win))
    # Stern lantern.
    parts.append(line(32, castle, 26, castle - 10, stroke=t["mast_d"], stroke_width=1.6))
    parts.append(rect(21, castle - 19, 10, 10, rx=2, fill=t.get("lantern", BRASS_L),
                      stroke=t["outline"], stroke_width=1))
    # Rail posts along the waist (kept light so pawns drawn above stay clear).
    posts = []
    for x in range(112, 330, 12):
        yy = deck + 8 * (1 - ((x - 218) / 112) ** 2)
        posts.append(line(x, yy, x, yy - 5))
    parts.append(g(*posts, stroke=t["outline"], stroke_width=1, opacity=0.7))
    parts.append(path(f"M106,{deck - 5} Q230,{deck + 3} 330,{deck - 5}", fill="none",
                      stroke=t["outline"], stroke_width=1.2, opacity=0.8))
    # Figurehead.
    parts.append(path(f"M384,{fore + 2} q10,-2 14,-10 q-2,8 -8,16 z", fill=trim,
                      stroke=t["outline"], stroke_width=1))
    # Water.
    parts.append(water_patch(W, wl - 6, H - wl + 6, t["id"] + "-water", rng=rng))
    # Bow wave and reflection.
    parts.append(path(f"M330,{wl + 4} q20,-8 44,-20 q-8,16 -28,26 z", fill=WHITE,
                      opacity=0.75))
    return parts


def el_galleon():
    W, H = 360, 220
    Hd = H * 420 / W  # design the ship 420 units wide, scale down uniformly
    theme = {
        "id": "galleon", "castle": 42, "forecastle": 22, "mast_top": 20, "hull_l": "#8a5a30",
        "hull_d": "#4a2c16", "band": "#9b2d24", "trim": FR_GOLD, "outline": WOOD_D,
        "port": "#2a1a10", "window": BRASS_L, "sail_l": "#fbf3dd", "sail_d": "#e6d3a6",
        "sail_line": "#8a6a44", "mast": WOOD_L, "mast_d": WOOD_D, "rig": "#5a4030",
        "emblem": "burgundy", "emblem_col": "#b3322a", "flag": "spain",
    }
    parts = ship(420, Hd, theme)
    return (W, H), [frame(W, H), g(*parts, transform=f"scale({num(W / 420)})")]


def el_ship_fd():
    W, H = 420, 200
    theme = {
        "id": "fd", "castle": 30, "forecastle": 16, "mast_top": 18, "hull_l": "#56625a",
        "hull_d": "#2b3430", "band": "#3d4a44", "trim": "#9fb4a4", "outline": "#1e2622",
        "port": "#10140f", "window": "#b9e0b8", "sail_l": "#a5b3a1", "sail_d": "#6c7c6c",
        "sail_line": "#3a4640", "mast": "#6c7366", "mast_d": "#2e3430", "rig": "#3c4640",
        "tatter": 5,  # ragged sail edges; holes per sail index (x, y, radius):
        "holes": {1: [(206, 56, 5)], 2: [(236, 104, 6), (196, 96, 4)], 4: [(296, 82, 5)],
                  5: [(318, 112, 6)]},
        "flag": "tattered", "flag_col": "#55625a", "aura": "fd-aura", "aura_col": "#9fd0a8",
        "lantern": "#c8f0c0",
    }
    parts = ship(W, H, theme, rng_seed=11)  # on the left of the mat: bow to the right
    return (W, H), [frame(W, H), *parts]


def el_ship_jr():
    W, H = 420, 200
    theme = {
        "id": "jr", "castle": 30, "forecastle": 16, "mast_top": 18, "hull_l": "#4a3a2e",
        "hull_d": "#1e1712", "band": "#2a211b", "trim": "#a8874a", "outline": "#120d0a",
        "port": "#0a0705", "window": "#f0c060", "sail_l": "#3c3a38", "sail_d": "#1c1b1a",
        "sail_line": "#0c0b0a", "mast": "#6a4a2c", "mast_d": "#2a1c10", "rig": "#2a2018",
        "emblem": "skull", "flag": "skull",
    }
    parts = ship(W, H, theme, rng_seed=5)  # on the right of the mat: mirrored, bow to the left
    return (W, H), [frame(W, H), g(*parts, transform=f"translate({W},0) scale(-1,1)")]


# --------------------------------------------------------------------------------------------
# Tortuga
# --------------------------------------------------------------------------------------------
def blob(cx, cy, rx, ry, n, jitter, rng, phase=0.0) -> str:
    """A smooth irregular closed shape (Catmull-Rom through jittered ellipse points)."""
    pts = []
    for i in range(n):
        a = phase + 2 * math.pi * i / n
        k = 1 + rng.uniform(-jitter, jitter)
        pts.append((cx + math.cos(a) * rx * k, cy + math.sin(a) * ry * k))
    return smooth_closed(pts)


def smooth_closed(pts) -> str:
    n = len(pts)
    d = f"M{num(pts[0][0])},{num(pts[0][1])}"
    for i in range(n):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += (f" C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
              f"{num(p2[0])},{num(p2[1])}")
    return d + " Z"


def palm(x, y, h, lean, rng, scale=1.0) -> str:
    """A palm tree rooted at (x, y), h tall, leaning by `lean` units at the top."""
    tx, ty = x + lean, y - h
    parts = [path(f"M{num(x - 3 * scale)},{num(y)} Q{num(x + lean * 0.2)},{num(y - h * 0.55)} "
                  f"{num(tx - 1.5 * scale)},{num(ty)} L{num(tx + 1.5 * scale)},{num(ty)} "
                  f"Q{num(x + lean * 0.2 + 4 * scale)},{num(y - h * 0.55)} "
                  f"{num(x + 3 * scale)},{num(y)} Z", fill=WOOD_L, stroke=WOOD_D,
                  stroke_width=1)]
    for i in range(1, 6):
        t = i / 6
        px = x + (tx - x) * t + lean * 0.1 * math.sin(math.pi * t)
        py = y - h * t
        parts.append(line(px - 2.6 * scale, py, px + 2.6 * scale, py + 1, stroke=WOOD_D,
                          stroke_width=0.8))
    for ang in (-160, -120, -75, -30, 10, 50, 190):
        a = math.radians(ang + rng.uniform(-8, 8))
        L = (22 + rng.uniform(-3, 4)) * scale
        ex, ey = tx + math.cos(a) * L, ty + math.sin(a) * L * 0.7 + 6 * scale
        mx, my = tx + math.cos(a) * L * 0.55, ty + math.sin(a) * L * 0.5 - 7 * scale
        nx, ny = -(ey - ty), ex - tx
        nl = math.hypot(nx, ny) or 1
        nx, ny = nx / nl * 4 * scale, ny / nl * 4 * scale
        d = (f"M{num(tx)},{num(ty)} Q{num(mx + nx)},{num(my + ny)} {num(ex)},{num(ey)} "
             f"Q{num(mx - nx)},{num(my - ny)} {num(tx)},{num(ty)} Z")
        parts.append(path(d, fill=GREEN, stroke=GREEN_D, stroke_width=0.9,
                          stroke_linejoin="round"))
        parts.append(path(f"M{num(tx)},{num(ty)} Q{num(mx)},{num(my)} {num(ex)},{num(ey)}",
                          fill="none", stroke=GREEN_D, stroke_width=0.7))
    parts.append(circle(tx - 2 * scale, ty + 3 * scale, 2.2 * scale, fill=WOOD_D))
    parts.append(circle(tx + 2 * scale, ty + 3.5 * scale, 2.2 * scale, fill=WOOD_D))
    return g(*parts)


def house(x, y, w, h, roof=RED, wall=WHITE, side="#d8c7a0") -> str:
    """An oblique little house whose front-bottom-left corner is at (x, y)."""
    d = w * 0.45
    parts = [
        path(poly([(x + w, y), (x + w + d, y - d * 0.5), (x + w + d, y - h - d * 0.5),
                   (x + w, y - h)]), fill=side, stroke=INK, stroke_width=0.9),
        rect(x, y - h, w, h, fill=wall, stroke=INK, stroke_width=0.9),
        path(poly([(x - 2, y - h), (x + w / 2, y - h - w * 0.55), (x + w + 2, y - h)]),
             fill=roof, stroke=INK, stroke_width=0.9, stroke_linejoin="round"),
        path(poly([(x + w / 2, y - h - w * 0.55), (x + w / 2 + d, y - h - w * 0.55 - d * 0.5),
                   (x + w + d + 2, y - h - d * 0.5), (x + w + 2, y - h)]),
             fill=roof, stroke=INK, stroke_width=0.9, stroke_linejoin="round", opacity=0.85),
        rect(x + w * 0.38, y - h * 0.55, w * 0.24, h * 0.55, fill=WOOD_D),
    ]
    return g(*parts)


def el_tortuga():
    W, H = 560, 260
    rng = random.Random(1640)
    parts = [frame(W, H)]
    # Shoal water halo (chart style: pale fill and a dotted ink edge).
    shoal_pts = []
    for i in range(22):
        a = 2 * math.pi * i / 22
        k = 1 + 0.025 * math.sin(3 * a + 0.4) + rng.uniform(-0.012, 0.012)
        shoal_pts.append((280 + math.cos(a) * 266 * k, 133 + math.sin(a) * 116 * k))
    parts.append(path(smooth_closed(shoal_pts), fill=rad("tort-shoal", [(0, "#d3e2d4"),
                                                                          (0.75, "#c2d7cf"),
                                                                          (1, "#a9c4c0")]),
                      stroke=SEA_DD, stroke_width=1.2, stroke_dasharray="2,4",
                      stroke_linecap="round", opacity=0.95))
    # Island body: a turtle-backed island (a nod to the name), sand rim then forest.
    icx, icy = 292, 126
    isl = []
    for i in range(26):
        a = 2 * math.pi * i / 26
        k = 1 + 0.06 * math.sin(2 * a + 1.0) + rng.uniform(-0.03, 0.03)
        rx, ry = 208, 86
        if 2.1 < a < 2.9:     # the harbour bay on the lower left
            k *= 0.80
        isl.append((icx + math.cos(a) * rx * k, icy + math.sin(a) * ry * k))
    # Coastal hatching (ink lines just off the coast, chart convention).
    coast = []
    for sc, op in ((1.045, 0.5), (1.09, 0.28)):
        pts = [(icx + (x - icx) * sc, icy + (y - icy) * sc) for x, y in isl]
        coast.append(path(smooth_closed(pts), fill="none", stroke=SEA_DD, stroke_width=0.9,
                          opacity=op))
    parts.append(g(*coast))
    parts.append(path(smooth_closed(isl), fill=SAND, stroke=INK, stroke_width=1.6,
                      stroke_linejoin="round"))
    forest = [(icx + (x - icx) * 0.86, icy - 4 + (y - icy) * 0.80) for x, y in isl]
    parts.append(path(smooth_closed(forest), fill=lin("tort-forest", [(0, GREEN_L), (1, GREEN)]),
                      stroke=GREEN_D, stroke_width=1.1))
    # Ridge of hills drawn as on old charts: a crest line with hachures running downhill.
    hills = []
    for hx, hy, hw, hh in ((312, 104, 52, 22), (420, 112, 56, 24), (362, 100, 84, 38)):
        mound = (f"M{num(hx - hw / 2)},{num(hy)} C{num(hx - hw * 0.3)},{num(hy - hh * 0.9)} "
                 f"{num(hx - hw * 0.12)},{num(hy - hh)} {num(hx)},{num(hy - hh)} "
                 f"C{num(hx + hw * 0.14)},{num(hy - hh)} "
                 f"{num(hx + hw * 0.3)},{num(hy - hh * 0.85)} "
                 f"{num(hx + hw / 2)},{num(hy)}")
        hills.append(path(mound + " Z", fill=lin("tort-hill", [(0, "#b7b47c"),
                                                               (1, "#92a062", 0.0)])))
        hills.append(path(mound, fill="none", stroke=INK, stroke_width=1.3,
                          stroke_linecap="round"))
        for k in range(9):
            t = (k + 0.5) / 9
            x0 = hx - hw / 2 + hw * t
            bump = math.sin(math.pi * t) ** 0.8
            top = hy - hh * 0.92 * bump
            length = 6 + hh * 0.45 * bump
            hills.append(line(x0, top + 2.5, x0 + (x0 - hx) * 0.10, top + 2.5 + length,
                              stroke=INK, stroke_width=0.8, opacity=0.6,
                              stroke_linecap="round"))
    parts.append(g(*hills))
    # Tufts of forest texture.
    tufts = []
    for _ in range(34):
        x, y = rng.uniform(130, 470), rng.uniform(110, 180)
        if (x - 284) ** 2 / 190 ** 2 + (y - 128) ** 2 / 62 ** 2 > 0.9:
            continue
        if x < 250 and y > 130:
            continue  # keep the town clear
        tufts.append(path(f"M{num(x - 5)},{num(y)} q2.5,-6 5,-1 q2.5,-5 5,1", fill="none"))
    parts.append(g(*tufts, stroke=GREEN_D, stroke_width=1, stroke_linecap="round",
                   opacity=0.8))
    # Harbour: jetty and a moored sloop in the bay.
    harbour = [path("M118,188 L96,214 L102,218 L124,192 Z", fill=WOOD_L, stroke=WOOD_D,
                    stroke_width=1)]
    for i in range(5):
        harbour.append(line(116 - i * 4.6, 193 + i * 5.5, 122 - i * 4.6, 196 + i * 5.5,
                            stroke=WOOD_D, stroke_width=0.8))
    harbour.append(path("M64,214 Q78,224 96,214 L92,209 L68,209 Z", fill=WOOD, stroke=WOOD_D,
                        stroke_width=1))
    harbour.append(line(80, 209, 80, 184, stroke=WOOD_D, stroke_width=1.4))
    harbour.append(path("M81,186 Q92,196 82,206 Z", fill=WHITE, stroke=INK, stroke_width=0.8))
    parts.append(g(*harbour, transform="translate(78,4)"))
    # Fort: a star bastion with walls, guns and a banner.
    fx, fy = 176, 150
    fort = poly([(fx - 38, fy + 6), (fx - 26, fy - 8), (fx - 4, fy - 14), (fx + 6, fy - 26),
                 (fx + 22, fy - 12), (fx + 40, fy - 6), (fx + 30, fy + 12), (fx + 34, fy + 26),
                 (fx + 6, fy + 22), (fx - 10, fy + 32), (fx - 22, fy + 18)])
    parts.append(path(fort, fill=lin("tort-stone", [(0, "#d9cfb8"), (1, "#a99d84")]),
                      stroke=INK, stroke_width=1.3, stroke_linejoin="round"))
    inner = poly([(fx - 22, fy + 4), (fx - 12, fy - 4), (fx + 4, fy - 8), (fx + 22, fy - 2),
                  (fx + 18, fy + 10), (fx + 4, fy + 14), (fx - 10, fy + 16)])
    parts.append(path(inner, fill="#c4b896", stroke=INK, stroke_width=0.8))
    parts.append(rect(fx - 8, fy - 18, 16, 16, fill="#d8ceb6", stroke=INK, stroke_width=1))
    for i in range(4):
        parts.append(rect(fx - 8 + i * 4.6, fy - 21, 2.6, 3, fill="#d8ceb6", stroke=INK,
                          stroke_width=0.6))
    parts.append(line(fx, fy - 21, fx, fy - 46, stroke=INK, stroke_width=1.2))
    parts.append(pennant(fx + 0.5, fy - 46, 22, 12, RED, RED_D, 0.8, swallow=True, wave=2))
    for gx, gy in ((fx - 32, fy + 8), (fx + 32, fy + 20), (fx + 30, fy - 4)):
        parts.append(circle(gx, gy, 1.8, fill=INK))
    # Town: houses climbing from the harbour.
    town = []
    spots = [(206, 178, RED), (226, 172, "#b0603a"), (210, 196, "#b0603a"), (236, 190, RED),
             (256, 182, RED), (248, 164, "#8a4a30"), (272, 170, "#b0603a")]
    spots.sort(key=lambda s: s[1])
    for x, y, roof in spots:
        town.append(house(x, y, 12, 9, roof=roof))
    parts.append(g(*town))
    # Church tower.
    parts.append(rect(288, 150, 9, 20, fill=WHITE, stroke=INK, stroke_width=0.9))
    parts.append(path("M286,150 L292.5,138 L299,150 Z", fill="#8a4a30", stroke=INK,
                      stroke_width=0.9))
    # Palms along the shore and on the slopes.
    palms = []
    for x, y, h, lean, sc in ((96, 150, 36, -8, 0.9), (118, 132, 30, 6, 0.8),
                              (316, 196, 34, 8, 0.95), (352, 192, 40, -6, 1.0),
                              (392, 184, 32, 10, 0.85), (440, 170, 36, -6, 0.9),
                              (470, 146, 30, 8, 0.8), (150, 112, 26, -4, 0.75),
                              (236, 110, 28, 6, 0.75), (486, 118, 26, -8, 0.7)):
        palms.append((y, palm(x, y, h, lean, rng, sc)))
    palms.sort()
    parts.extend(p for _, p in palms)
    # Little ink waves around.
    waves = []
    for x, y in ((30, 60), (500, 40), (520, 220), (24, 180), (420, 236), (200, 30)):
        waves.append(ink_waves(x, y, 26, 2, 3, SEA_DD, 1.1))
    parts.append(g(*waves, opacity=0.6))
    return (W, H), parts


# --------------------------------------------------------------------------------------------
# Rowboats and explosion
# --------------------------------------------------------------------------------------------
def el_rowboat():
    W, H = 150, 70
    parts = [frame(W, H)]
    parts.append(ellipse(75, 56, 68, 10, fill=SEA, opacity=0.9, stroke=SEA_DD, stroke_width=1))
    parts.append(path("M20,60 q8,-3 16,0 M110,58 q8,-3 16,0", fill="none", stroke=WHITE,
                      stroke_width=1.2, stroke_linecap="round", opacity=0.8))
    # Oars behind the hull.
    for x1, y1, x2, y2 in ((40, 18, 14, 60), (106, 18, 136, 60)):
        parts.append(line(x1, y1, x2, y2, stroke=WOOD_D, stroke_width=3.4,
                          stroke_linecap="round"))
        parts.append(line(x1, y1, x2, y2, stroke=WOOD_L, stroke_width=1.8,
                          stroke_linecap="round"))
        ang = math.degrees(math.atan2(y2 - y1, x2 - x1))
        parts.append(ellipse(x2, y2 - 3, 9, 3.6, fill=WOOD_L, stroke=WOOD_D, stroke_width=1,
                             transform=f"rotate({num(ang)},{num(x2)},{num(y2 - 3)})"))
    hull = "M8,26 Q75,36 142,22 Q136,46 112,54 L42,56 Q16,50 8,26 Z"
    parts.append(path(hull, fill=lin("row-hull", [(0, WOOD_L), (1, WOOD_D)]), stroke=INK,
                      stroke_width=1.6, stroke_linejoin="round"))
    parts.append(path("M12,34 Q75,44 138,30", fill="none", stroke=WOOD_D, stroke_width=1))
    parts.append(path("M20,44 Q75,52 130,40", fill="none", stroke=WOOD_D, stroke_width=1))
    parts.append(path("M8,26 Q75,36 142,22", fill="none", stroke=BRASS_L, stroke_width=1.6))
    for x in (50, 96):
        parts.append(line(x, 31, x, 35, stroke=INK, stroke_width=2.2))
    parts.append(circle(140, 23, 2.2, fill=BRASS_L, stroke=INK, stroke_width=0.8))
    return (W, H), parts


def el_rowboat_wreck():
    W, H = 150, 70
    parts = [frame(W, H)]
    parts.append(ellipse(75, 58, 68, 9, fill=SEA, opacity=0.9, stroke=SEA_DD, stroke_width=1))
    # Smoke.
    parts.append(path("M66,30 C58,20 72,16 64,8 C60,3 66,1 70,2 M86,28 C94,18 82,14 90,6",
                      fill="none", stroke="#6d6760", stroke_width=3, stroke_linecap="round",
                      opacity=0.5))
    char = lin("wreck-char", [(0, "#6b4a30"), (0.6, "#3a2a1e"), (1, "#1a1410")])
    # Stern half, tilted.
    parts.append(path("M8,30 Q34,38 60,38 L54,44 L62,50 L56,58 L38,58 Q14,52 8,30 Z",
                      fill=char, stroke=INK, stroke_width=1.4, stroke_linejoin="round",
                      transform="rotate(-8,34,46)"))
    # Bow half, nose up.
    parts.append(path("M88,40 Q116,38 142,20 Q138,44 114,56 L92,58 L98,52 L90,46 Z",
                      fill=char, stroke=INK, stroke_width=1.4, stroke_linejoin="round",
                      transform="rotate(10,116,44)"))
    # Charring and embers.
    for x, y in ((40, 44), (112, 44), (28, 40)):
        parts.append(ellipse(x, y, 7, 3, fill=BLACK, opacity=0.6))
    for x, y, r in ((56, 44, 2.0), (94, 48, 1.8), (60, 52, 1.4), (118, 38, 1.4)):
        parts.append(circle(x, y, r + 1.4, fill=FIRE, opacity=0.5))
        parts.append(circle(x, y, r, fill=FIRE_L))
    # A floating plank and a broken oar.
    parts.append(rect(66, 58, 22, 4, fill=WOOD, stroke=INK, stroke_width=0.8,
                      transform="rotate(-6,77,60)"))
    parts.append(line(20, 62, 44, 56, stroke=WOOD_L, stroke_width=2.2, stroke_linecap="round"))
    return (W, H), parts


def starburst(cx, cy, r1, r2, n, rot=0.0) -> str:
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        pts.append(polar(cx, cy, r, rot + i * 180 / n))
    return poly(pts)


def el_explosion():
    W, H = 90, 90
    parts = [frame(W, H)]
    parts.append(circle(45, 45, 43, fill=lin("exp-ring", [(0, BRASS_L), (1, BRASS_D)]),
                        stroke=INK, stroke_width=1.4))
    parts.append(circle(45, 45, 37, fill=rad("exp-bg", [(0, "#5a1c10"), (1, "#2a0c08")]),
                        stroke=BRASS_D, stroke_width=1))
    parts.append(path(starburst(45, 45, 35, 17, 12, 7), fill=rad("exp-out",
                                                                [(0, FIRE_L), (1, FIRE)]),
                      stroke="#8a2a10", stroke_width=1.2, stroke_linejoin="round"))
    parts.append(path(starburst(45, 45, 22, 11, 9, 20), fill=FIRE_L, stroke=FIRE,
                      stroke_width=1, stroke_linejoin="round"))
    parts.append(circle(45, 45, 8, fill="#fff6d8"))
    for a in (30, 110, 200, 290):
        x, y = polar(45, 45, 30, a)
        parts.append(path(poly([(x - 2.4, y - 1.6), (x + 2.6, y - 2), (x + 1.4, y + 2.6)]),
                          fill=INK))
    return (W, H), parts


# --------------------------------------------------------------------------------------------
# Holds, treasure
# --------------------------------------------------------------------------------------------
def _bez(p0, p1, p2, p3, t):
    u = 1 - t
    return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3


def flag_band(x, y, w, h, f0, f1, wave, end=1.0) -> str:
    """Horizontal stripe of a flag drawn by pennant(), between height fractions f0 and f1,
    following the same wave so it lines up with the flag's edges."""
    def edge(f):
        return ((x, y + h * f), (x + w * 0.35 * end, y + h * f - wave),
                (x + w * 0.65 * end, y + h * f + wave), (x + w * end, y + h * (0.08 + 0.84 * f)))
    a0, a1, a2, a3 = edge(f0)
    b0, b1, b2, b3 = edge(f1)

    def pt(q):
        return f"{num(q[0])},{num(q[1])}"

    return (f"M{pt(a0)} C{pt(a1)} {pt(a2)} {pt(a3)} L{pt(b3)} C{pt(b2)} {pt(b1)} {pt(b0)} Z")


def flag_column(x, y, w, h, a, width, wave) -> str:
    """Vertical stripe of a pennant() flag starting at width fraction a."""
    xs = (a, a + width / w)
    top = [y + _bez(0, -wave, wave, h * 0.08, t) for t in xs]
    bot = [y + h + _bez(0, -wave, wave, -h * 0.08, t) for t in xs]
    return poly([(x + w * xs[0], top[0]), (x + w * xs[1], top[1]), (x + w * xs[1], bot[1]),
                 (x + w * xs[0], bot[0])])


def flag_british(x, y, w, h, sw=1.0, swallow=False) -> str:
    """St George style: red cross on white (original simplified rendering)."""
    wave = h * 0.12
    cw = h * 0.2
    return g(pennant(x, y, w, h, WHITE, INK, sw, swallow=swallow, wave=wave),
             path(flag_column(x, y, w, h, 0.34, cw, wave), fill=BRIT_RED),
             path(flag_band(x, y, w, h, 0.5 - 0.1, 0.5 + 0.1, wave,
                            end=0.8 if swallow else 1.0), fill=BRIT_RED),
             pennant(x, y, w, h, "none", INK, sw, swallow=swallow, wave=wave))


def flag_french(x, y, w, h, sw=1.0, swallow=False) -> str:
    """Blue field with a gold fleur-de-lis (original simplified rendering)."""
    return g(pennant(x, y, w, h, FR_BLUE, INK, sw, swallow=swallow, wave=h * 0.12),
             fleur(x + w * 0.42, y + h * 0.5, h * 0.78, FR_GOLD, stroke="#8a6a20", sw=0.5))


def flag_dutch(x, y, w, h, sw=1.0) -> str:
    """Orange, white and blue bands."""
    wave = h * 0.12
    return g(pennant(x, y, w, h, WHITE, INK, sw, swallow=False, wave=wave),
             path(flag_band(x, y, w, h, 0, 1 / 3, wave), fill=NL_ORANGE),
             path(flag_band(x, y, w, h, 2 / 3, 1, wave), fill=NL_BLUE),
             pennant(x, y, w, h, "none", INK, sw, swallow=False, wave=wave))


def hold_plate(team) -> list[str]:
    W, H = 130, 80
    british = team == "british"
    main = BRIT_RED if british else FR_BLUE
    main_d = BRIT_RED_D if british else FR_BLUE_D
    tint = "#f4e1d6" if british else "#dde3ee"
    parts = [frame(W, H)]
    parts.append(rect(1, 1, W - 2, H - 2, rx=10, fill=lin("hold-wood", [(0, WOOD_L),
                                                                         (1, WOOD_D)]),
                      stroke=INK, stroke_width=1.4))
    parts.append(rect(6, 6, W - 12, H - 12, rx=7, fill=lin(f"holdbg-{team}",
                                                            [(0, PARCH_L), (1, tint)]),
                      stroke=main, stroke_width=2.6))
    parts.append(rect(10, 10, W - 20, H - 20, rx=5, fill="none", stroke=main_d,
                      stroke_width=0.8, opacity=0.7))
    for x, y in ((6, 6), (W - 6, 6), (6, H - 6), (W - 6, H - 6)):
        parts.append(circle(x, y, 3, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.8))
    # Pennant on a staff.
    parts.append(line(20, 16, 20, 66, stroke=WOOD_D, stroke_width=2.6, stroke_linecap="round"))
    parts.append(circle(20, 15, 2.6, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.8))
    if british:
        parts.append(flag_british(21, 18, 44, 28, sw=1.1, swallow=True))
    else:
        parts.append(flag_french(21, 18, 44, 28, sw=1.1, swallow=True))
    # The team's word (B / F, 영국 / 프랑스) is written by the program in the player's language
    # (tortuga_qt/ui/scene/items.py HoldItem), on the right half of the plate.
    return parts


def el_hold_british():
    return (130, 80), hold_plate("british")


def el_hold_french():
    return (130, 80), hold_plate("french")


def el_treasure():
    W, H = 44, 44
    parts = [frame(W, H)]
    parts.append(circle(22, 22, 21, fill=lin("coin-rim", [(0, "#f3d77e"), (1, "#9a6a1c")]),
                        stroke="#5a3a0c", stroke_width=1.2))
    parts.append(circle(22, 22, 16.5, fill=rad("coin-face", [(0, "#ffe9a0"), (0.7, "#e2b448"),
                                                             (1, "#b9862a")], fx=0.38, fy=0.35),
                        stroke="#8a5e18", stroke_width=1))
    dots = []
    for i in range(24):
        x, y = polar(22, 22, 18.8, i * 15)
        dots.append(circle(x, y, 0.8))
    parts.append(g(*dots, fill="#7a5212"))
    # Cross potent stamp, like a Spanish doubloon.
    parts.append(path("M19.5,10 h5 v7 h7 v5 h-7 v7 h-5 v-7 h-7 v-5 h7 Z", fill="#b98a2a",
                      stroke="#6a4810", stroke_width=1, stroke_linejoin="round",
                      transform="translate(0,2.5)"))
    parts.append(path("M12,14 q4,-6 10,-7", fill="none", stroke="#fff3c8", stroke_width=1.6,
                      stroke_linecap="round", opacity=0.8))
    return (W, H), parts


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------
def card_base(fill, border, inner=None, W=100, H=140, sw=1.4) -> list[str]:
    parts = [frame(W, H)]
    parts.append(rect(0.8, 0.8, W - 1.6, H - 1.6, rx=7, fill=fill, stroke=border,
                      stroke_width=sw))
    if inner:
        parts.append(rect(5.5, 5.5, W - 11, H - 11, rx=4, fill="none", stroke=inner,
                          stroke_width=1))
        parts.append(rect(8, 8, W - 16, H - 16, rx=3, fill="none", stroke=inner,
                          stroke_width=0.5, opacity=0.8))
    return parts


def corner_flourishes(W, H, colour, inset=8, size=9, sw=0.9) -> str:
    parts = []
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x = inset if sx > 0 else W - inset
        y = inset if sy > 0 else H - inset
        parts.append(path(f"M{num(x)},{num(y + sy * size)} Q{num(x)},{num(y)} "
                          f"{num(x + sx * size)},{num(y)} M{num(x + sx * 3)},{num(y + sy * 3)} "
                          f"m-1.6,0 a1.6,1.6 0 1,0 3.2,0 a1.6,1.6 0 1,0 -3.2,0",
                          fill="none", stroke=colour, stroke_width=sw))
    return g(*parts)


def el_card_back():
    W, H = 100, 140
    parts = card_base(rad("cb-sea", [(0, "#3f6273"), (1, SEA_NIGHT)]), "#14222c")
    parts.append(rhumb_lines(50, 62, 6, 6, 94, 134, count=16, colours=(BRASS_L, BRASS_L,
                                                                         BRASS_L),
                             opacity=0.25, sw=0.5))
    parts.append(rect(5, 5, 90, 130, rx=4, fill="none", stroke=BRASS, stroke_width=1.2))
    parts.append(rect(8, 8, 84, 124, rx=3, fill="none", stroke=BRASS_L, stroke_width=0.5,
                      opacity=0.8))
    parts.append(corner_flourishes(W, H, BRASS_L, inset=11, size=8, sw=0.8))
    parts.append(circle(50, 60, 33, fill="#1d3140", opacity=0.6))
    parts.append(compass_rose(50, 60, 34, dark="#1a2a36", light=BRASS_L, accent=RED, ring=BRASS_L,
                              sw=0.6))
    # "1667" cartouche: a ribbon banner.
    parts.append(path("M18,104 L26,100 L26,116 L18,120 L22,110 Z M82,104 L74,100 L74,116 "
                      "L82,120 L78,110 Z", fill=RED_D, stroke=BRASS_L, stroke_width=0.6))
    parts.append(path("M24,98 Q50,94 76,98 L76,116 Q50,112 24,116 Z", fill=RED, stroke=BRASS_L,
                      stroke_width=0.8))
    parts.append(digits_1667(31.5, 99.5, 13, BRASS_L, sw=1.8))
    return (W, H), parts


def el_card_face():
    W, H = 100, 140
    parts = card_base(lin("cf-parch", [(0, PARCH_L), (1, PARCH)]), INK_SOFT, inner=INK_SOFT)
    parts.append(corner_flourishes(W, H, RED, inset=11, size=9, sw=0.9))
    # Small brass diamonds at the middle of each side.
    for x, y in ((50, 5.5), (50, H - 5.5), (5.5, 70), (W - 5.5, 70)):
        parts.append(path(poly([(x, y - 2.6), (x + 2.6, y), (x, y + 2.6), (x - 2.6, y)]),
                          fill=BRASS, stroke=INK_SOFT, stroke_width=0.5))
    return (W, H), parts


def el_slot():
    W, H = 100, 140
    return (W, H), [frame(W, H),
                    rect(1.5, 1.5, W - 3, H - 3, rx=7, fill=PARCH_L, fill_opacity=0.22,
                         stroke=INK, stroke_width=1.4, stroke_dasharray="6,4",
                         stroke_opacity=0.45)]


def el_vote_back():
    W, H = 100, 140
    parts = card_base(rad("vb-red", [(0, "#7a2a22"), (1, "#3e120e")]), "#240a08")
    # Diamond lattice.
    parts.append(rect(5, 5, 90, 130, rx=4, fill="none", stroke=BRASS, stroke_width=1.2))
    parts.append(rect(8, 8, 84, 124, rx=3, fill="none", stroke=BRASS_L, stroke_width=0.5,
                      opacity=0.8))
    parts.append(corner_flourishes(W, H, BRASS_L, inset=11, size=8, sw=0.8))
    parts.append(circle(50, 70, 34, fill="#2e0d0a", stroke=BRASS_D, stroke_width=1))
    parts.append(wheel(50, 70, 30, rim=BRASS_L, rim_d=BRASS_D, hub=BRASS_L, sw=0.8))
    parts.append(skull(50, 70, 13, fill=PARCH_L, eye="#2e0d0a", bones=False))
    return (W, H), parts


def el_vote_face():
    W, H = 100, 140
    parts = card_base(PARCH_L, INK_SOFT)
    band_h = (H - 16) / 3
    tints = (PARCH_L, PARCH, PARCH_L)
    for i in range(3):
        y = 8 + i * band_h
        parts.append(rect(8, y, W - 16, band_h, fill=tints[i]))
    parts.append(rect(8, 8, W - 16, H - 16, rx=3, fill="none", stroke=INK_SOFT,
                      stroke_width=1))
    for i in (1, 2):
        y = 8 + i * band_h
        parts.append(line(8, y, W - 8, y, stroke=INK_SOFT, stroke_width=1))
        parts.append(path(poly([(50, y - 3), (53, y), (50, y + 3), (47, y)]), fill=BRASS,
                          stroke=INK_SOFT, stroke_width=0.5))
    return (W, H), parts


def loyalty_card(kind) -> list[str]:
    W, H = 100, 140
    main, dark, tint, ch = {
        "british": (BRIT_RED, BRIT_RED_D, "#f3dcd2", "B"),
        "french": (FR_BLUE, FR_BLUE_D, "#d9e0ee", "F"),
        "dutch": (NL_ORANGE, "#8a420c", "#f6e0c6", "D"),
    }[kind]
    parts = card_base(lin(f"loy-{kind}", [(0, PARCH_L), (1, tint)]), dark)
    parts.append(rect(4.5, 4.5, W - 9, H - 9, rx=4.5, fill="none", stroke=main,
                      stroke_width=3))
    parts.append(rect(9, 9, W - 18, H - 18, rx=3, fill="none", stroke=dark, stroke_width=0.6))
    parts.append(corner_flourishes(W, H, dark, inset=13, size=7, sw=0.8))
    # Flag on a staff.
    parts.append(line(20, 16, 20, 76, stroke=WOOD_D, stroke_width=3, stroke_linecap="round"))
    parts.append(circle(20, 15, 3, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.8))
    if kind == "british":
        parts.append(flag_british(21, 20, 64, 42, sw=1.2))
    elif kind == "french":
        parts.append(flag_french(21, 20, 64, 42, sw=1.2))
    else:
        parts.append(flag_dutch(21, 20, 64, 42, sw=1.2))
    parts.append(circle(50, 104, 22, fill=PARCH_L, stroke=main, stroke_width=2.4))
    parts.append(letter(ch, 50, 117, 36, dark))
    return parts


def el_loyalty_british():
    return (100, 140), loyalty_card("british")


def el_loyalty_french():
    return (100, 140), loyalty_card("french")


def el_loyalty_dutch():
    return (100, 140), loyalty_card("dutch")


def el_loyalty_back():
    W, H = 100, 140
    parts = card_base(rad("lb-green", [(0, "#3c4a3a"), (1, "#1c241c")]), "#0e140e")
    parts.append(rect(5, 5, 90, 130, rx=4, fill="none", stroke=BRASS, stroke_width=1.2))
    parts.append(rect(8, 8, 84, 124, rx=3, fill="none", stroke=BRASS_L, stroke_width=0.5,
                      opacity=0.8))
    parts.append(corner_flourishes(W, H, BRASS_L, inset=11, size=8, sw=0.8))
    # Crossed cutlasses behind a sealed medallion.
    for sgn in (1, -1):
        parts.append(g(
            path("M0,-44 Q5,-20 3,20 L-3,20 Q-2,-20 0,-44 Z", fill="#d8d8d0", stroke="#555",
                 stroke_width=0.6),
            rect(-9, 20, 18, 3, rx=1.5, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.5),
            rect(-2, 23, 4, 12, fill=WOOD, stroke=WOOD_D, stroke_width=0.5),
            transform=f"translate(50,72) rotate({sgn * 38})"))
    parts.append(circle(50, 70, 17, fill=RED_D, stroke=BRASS_L, stroke_width=1.4))
    parts.append(circle(50, 70, 12, fill="none", stroke=BRASS_L, stroke_width=0.6))
    # A keyhole: the card hides a secret.
    parts.append(path("M50,62 a4,4 0 1,1 0.01,0 Z M48,67 L46.5,78 L53.5,78 L52,67 Z",
                      fill=BRASS_L))
    return (W, H), parts


# --------------------------------------------------------------------------------------------
# Event card icons (64 x 64): ink line work with spot colour
# --------------------------------------------------------------------------------------------
ISW = 2.0  # icon stroke width


def map_sheet(extra_fill=PARCH) -> list[str]:
    """A folded treasure map, background for the three map icons."""
    d = "M6,14 L22,8 L42,14 L58,8 L58,52 L42,58 L22,52 L6,58 Z"
    return [path(d, fill=extra_fill, stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
            path("M22,8 L22,52 M42,14 L42,58", fill="none", stroke=INK, stroke_width=1,
                 opacity=0.5),
            path("M22,8 L42,14 L42,58 L22,52 Z", fill=PARCH_D, opacity=0.55)]


def icon(fn):
    def wrapped():
        return (64, 64), [frame(64, 64), *fn()]
    wrapped.__name__ = fn.__name__
    return wrapped


@icon
def el_icon_letter_of_marque():
    return [
        path("M8,18 L56,18 L56,50 L8,50 Z", fill=PARCH_L, stroke=INK, stroke_width=ISW,
             stroke_linejoin="round"),
        path("M8,18 L32,38 L56,18", fill="none", stroke=INK, stroke_width=ISW,
             stroke_linejoin="round"),
        path("M8,50 L26,34 M56,50 L38,34", fill="none", stroke=INK, stroke_width=1.2,
             opacity=0.6),
        path("M26,42 L24,54 L29,50 L31,56 L33,44 Z", fill=RED_D),
        path("M38,44 L40,56 L35,52 L33,57 Z", fill=RED_D),
        circle(32, 38, 8.5, fill=RED, stroke=RED_D, stroke_width=1.4),
        circle(32, 38, 5, fill="none", stroke="#e0786a", stroke_width=1),
        path("M32,34.5 l1,2.5 2.6,0 -2,1.6 0.8,2.6 -2.4,-1.5 -2.4,1.5 0.8,-2.6 -2,-1.6 "
             "2.6,0 Z", fill="#e0786a"),
    ]


@icon
def el_icon_pistol():
    return [
        # Barrel.
        path("M24,20 L58,20 L58,27 L24,28 Z", fill="#6d6a66", stroke=INK, stroke_width=ISW,
             stroke_linejoin="round"),
        rect(54, 18.5, 4.5, 10, fill=BRASS_L, stroke=INK, stroke_width=1.2),
        line(27, 23, 54, 23, stroke="#a8a49e", stroke_width=1.2),
        # Stock and grip.
        path("M14,18 Q22,16 30,20 L40,28 Q34,32 28,31 Q24,40 22,52 Q14,56 8,52 Q10,36 14,28 "
             "Q10,22 14,18 Z", fill=lin("ico-wood", [(0, WOOD_L), (1, WOOD)], 0, 0, 1, 1),
             stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
        ellipse(14.5, 52, 6.5, 3.5, fill=BRASS_L, stroke=INK, stroke_width=1.2,
                transform="rotate(-15,14.5,52)"),
        # Trigger guard and trigger.
        path("M26,31 Q28,40 36,36 L38,30", fill="none", stroke=BRASS, stroke_width=1.8),
        path("M30,30 Q31,34 33,35", fill="none", stroke=INK, stroke_width=1.6),
        # Flintlock hammer.
        path("M24,20 L20,12 L26,10 L28,14 L26,20 Z", fill="#8a8680", stroke=INK,
             stroke_width=1.3, stroke_linejoin="round"),
        circle(24, 25, 2.2, fill=BRASS_L, stroke=INK, stroke_width=0.8),
    ]


@icon
def el_icon_albatross():
    dark = "#3a3632"
    return [
        # Long, narrow gliding wings: white beneath, dark along the trailing edge and tips.
        path("M27,31 Q16,20 3,22 Q14,27 18,33 Q23,35 28,35 Z", fill=WHITE, stroke=INK,
             stroke_width=1.6, stroke_linejoin="round"),
        path("M3,22 Q10,23 14,26 Q12,27 9,26 Z", fill=dark),
        path("M36,30 Q48,18 61,19 Q50,25 46,32 Q41,35 36,35 Z", fill=WHITE, stroke=INK,
             stroke_width=1.6, stroke_linejoin="round"),
        path("M61,19 Q54,20 50,23.5 Q53,24.5 56,23 Z", fill=dark),
        path("M18,33 Q22,31.5 27,32 M46,32 Q42,31 37,31.5", fill="none", stroke=dark,
             stroke_width=1.2),
        # Body, tail, head and hooked beak.
        path("M16,36 L22,33.5 L22,38 Z", fill=WHITE, stroke=INK, stroke_width=1.2,
             stroke_linejoin="round"),
        ellipse(31, 35, 11, 5, fill=WHITE, stroke=INK, stroke_width=1.6),
        circle(42, 32.5, 4.4, fill=WHITE, stroke=INK, stroke_width=1.4),
        path("M45.5,31.5 L52,33 Q53,34.5 51.5,35.5 L51,34.4 L45.5,34.6 Z", fill=FR_GOLD,
             stroke=INK, stroke_width=0.9, stroke_linejoin="round"),
        path("M40.5,31 Q42.5,30 44,31.2", fill="none", stroke=dark, stroke_width=1.2),
        circle(42.6, 31.8, 0.9, fill=INK),
        ink_waves(10, 49, 44, 1.8, 5, SEA_DD, 1.4),
        ink_waves(18, 55, 28, 1.4, 3, SEA_DD, 1.1, opacity=0.6),
    ]


@icon
def el_icon_black_spot():
    return [
        path("M10,8 L50,6 L54,14 L52,24 L56,32 L52,44 L54,56 L30,58 L26,54 L14,58 L10,48 "
             "L12,36 L8,26 Z", fill=PARCH_L, stroke=INK, stroke_width=ISW,
             stroke_linejoin="round"),
        path("M10,8 L50,6 L54,14", fill="none", stroke=PARCH_DD, stroke_width=1),
        circle(32, 32, 13, fill=BLACK),
        path("M20,30 Q16,34 19,38 M44,26 Q48,24 47,20", fill="none", stroke=BLACK,
             stroke_width=1.6, stroke_linecap="round"),
        circle(45, 46, 1.6, fill=BLACK),
        circle(18, 22, 1.2, fill=BLACK),
    ]


@icon
def el_icon_atlantis():
    parts = map_sheet()
    parts += [
        path("M14,42 L50,42", stroke=INK, stroke_width=1.4),
        path("M16,24 L32,17 L48,24 Z", fill=PARCH_L, stroke=INK, stroke_width=1.5,
             stroke_linejoin="round"),
        rect(17, 24, 30, 3, fill=PARCH_L, stroke=INK, stroke_width=1.2),
    ]
    for x in (20, 28, 36, 44):
        parts.append(rect(x - 1.8, 27, 3.6, 14, fill=WHITE, stroke=INK, stroke_width=1.1))
    parts += [
        path("M8,38 q4,-3 8,0 q4,3 8,0 q4,-3 8,0 q4,3 8,0 q4,-3 8,0 q4,3 8,0 L56,56 L8,56 Z",
             fill=SEA, opacity=0.75),
        ink_waves(10, 46, 44, 1.6, 6, SEA_DD, 1.2),
        ink_waves(14, 52, 36, 1.4, 5, SEA_DD, 1.0),
    ]
    return parts


@icon
def el_icon_el_dorado():
    parts = map_sheet()
    # Step pyramid and a golden sun.
    parts.append(circle(32, 24, 8, fill=FR_GOLD, stroke="#8a5e18", stroke_width=1.2))
    for i in range(12):
        x1, y1 = polar(32, 24, 10, i * 30)
        x2, y2 = polar(32, 24, 14 if i % 2 == 0 else 12, i * 30)
        parts.append(line(x1, y1, x2, y2, stroke="#c08a20", stroke_width=1.4,
                          stroke_linecap="round"))
    for i, (w, y) in enumerate(((34, 48), (26, 43), (18, 38))):
        parts.append(rect(32 - w / 2, y, w, 5, fill=FR_GOLD if i % 2 == 0 else "#d9a53a",
                          stroke="#6a4810", stroke_width=1.1))
    parts.append(rect(29.5, 44, 5, 9, fill="#6a4810"))
    parts.append(path("M12,16 l3,3 M15,16 l-3,3", stroke=RED, stroke_width=1.4))
    return parts


@icon
def el_icon_fountain_of_youth():
    parts = map_sheet()
    parts += [
        path("M16,44 L48,44 L46,52 L18,52 Z", fill="#cfc6b0", stroke=INK, stroke_width=1.4,
             stroke_linejoin="round"),
        ellipse(32, 44, 16, 3.5, fill=SEA_L, stroke=INK, stroke_width=1.2),
        rect(29.5, 28, 5, 16, fill="#cfc6b0", stroke=INK, stroke_width=1.1),
        path("M22,28 L42,28 L40,32 L24,32 Z", fill="#cfc6b0", stroke=INK, stroke_width=1.1),
        path("M32,26 Q32,14 32,12 M32,18 Q22,14 18,30 M32,18 Q42,14 46,30 M32,26 Q26,22 24,30 "
             "M32,26 Q38,22 40,30", fill="none", stroke="#4f88b0", stroke_width=1.6,
             stroke_linecap="round"),
        circle(32, 11, 1.8, fill="#4f88b0"),
        circle(17.5, 38, 1.3, fill="#4f88b0"),
        circle(46.5, 38, 1.3, fill="#4f88b0"),
    ]
    return parts


def mini_ship(x, y, s, sail_col=WHITE, hull=WOOD, flag=RED) -> str:
    return g(
        line(0, -2, 0, -26, stroke=WOOD_D, stroke_width=1.4),
        line(-9, -6, -9, -20, stroke=WOOD_D, stroke_width=1.2),
        path("M-6,-24 L6,-24 Q8,-15 6,-6 L-6,-6 Q-4,-15 -6,-24 Z", fill=sail_col, stroke=INK,
             stroke_width=1.1),
        path("M-14,-18 L-5,-18 Q-4,-12 -5,-7 L-14,-7 Q-12,-12 -14,-18 Z", fill=sail_col,
             stroke=INK, stroke_width=1.1),
        path("M1,-26 L10,-24 L1,-22 Z", fill=flag),
        path("M-18,-6 L16,-6 L20,-10 Q14,2 8,3 L-12,3 Q-16,0 -18,-6 Z", fill=hull, stroke=INK,
             stroke_width=1.3, stroke_linejoin="round"),
        line(-14, -2, 14, -2, stroke=FR_GOLD, stroke_width=1),
        transform=f"translate({num(x)},{num(y)}) scale({num(s)})")


@icon
def el_icon_spanish_armada():
    return [
        mini_ship(16, 34, 0.78, hull="#7b3a24"),
        mini_ship(46, 34, 0.78, hull="#7b3a24"),
        mini_ship(32, 48, 1.0, hull="#9b2d24", flag=FR_GOLD),
        path("M2,52 q5,-3 10,0 q5,3 10,0 q5,-3 10,0 q5,3 10,0 q5,-3 10,0 q5,3 10,0 L62,60 "
             "L2,60 Z", fill=SEA, stroke=SEA_DD, stroke_width=1.2),
    ]


@icon
def el_icon_black_powder():
    return [
        path("M18,18 Q14,37 18,56 L46,56 Q50,37 46,18 Z",
             fill=lin("ico-keg", [(0, WOOD_D), (0.45, WOOD_L), (1, WOOD_D)], 0, 0, 1, 0),
             stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
        ellipse(32, 18, 14, 4, fill=WOOD, stroke=INK, stroke_width=1.6),
        path("M16.6,26 Q32,29 47.4,26 M16.6,48 Q32,51 47.4,48", fill="none", stroke="#3a3a3a",
             stroke_width=3),
        path("M24,20 L24,56 M40,20 L40,56", fill="none", stroke=WOOD_D, stroke_width=0.8,
             opacity=0.6),
        path("M32,18 Q34,10 42,10 Q48,10 50,4", fill="none", stroke="#5a4a3a",
             stroke_width=1.6, stroke_linecap="round"),
        path(starburst(51, 5, 5.5, 2.2, 7), fill=FIRE_L, stroke=FIRE, stroke_width=0.8),
        rect(22, 32, 20, 11, rx=1.5, fill=PARCH_L, stroke=INK, stroke_width=1),
        path("M26,37.5 l12,0 M32,34 l0,7", stroke=INK, stroke_width=1.6),
    ]


def spiral(cx, cy, r0, r1, turns, steps=80) -> str:
    """An Archimedean spiral polyline from radius r0 out to r1."""
    pts = []
    for i in range(steps + 1):
        t = i / steps
        a = 2 * math.pi * turns * t
        r = r0 + (r1 - r0) * t
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a) * 0.8))
    return poly(pts, close=False)


@icon
def el_icon_cabin_fever():
    # A swinging hammock under a dizzy swirl.
    return [
        path("M6,24 L6,56 M58,24 L58,56", stroke=WOOD_D, stroke_width=3, stroke_linecap="round"),
        path("M7,30 L16,40 M57,30 L48,40", stroke=INK, stroke_width=1),
        path("M14,38 Q32,58 50,38 Q32,48 14,38 Z", fill=lin("ico-hammock", [(0, "#d9c9a0"),
                                                                             (1, "#b9a374")]),
             stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
        path("M20,41 Q32,51 44,41 M26,44 L26,49 M32,45 L32,51 M38,44 L38,49", fill="none",
             stroke=INK, stroke_width=0.8, opacity=0.6),
        path(spiral(32, 17, 1.2, 12.5, 2.6), fill="none", stroke="#4d8a5a", stroke_width=2.2,
             stroke_linecap="round"),
        circle(47, 8, 1.5, fill="#4d8a5a"),
        circle(16, 12, 1.2, fill="#4d8a5a"),
    ]


@icon
def el_icon_crows_nest():
    return [
        line(32, 4, 32, 62, stroke=WOOD_D, stroke_width=5, stroke_linecap="round"),
        line(31, 4, 31, 62, stroke=WOOD_L, stroke_width=2),
        path("M30,6 L30,0.5 L44,3 L30,6 Z", fill=RED, stroke=INK, stroke_width=0.8),
        path("M16,50 L8,62 M48,50 L56,62 M22,50 L18,62 M42,50 L46,62", stroke=INK,
             stroke_width=1, opacity=0.7),
        path("M14,30 L50,30 L46,48 L18,48 Z", fill=lin("ico-nest", [(0, WOOD_L), (1, WOOD)]),
             stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
        path("M15,36 L49,36 M16.5,42 L47.5,42 M22,30 L23,48 M32,30 L32,48 M42,30 L41,48",
             stroke=WOOD_D, stroke_width=0.9),
        rect(12, 27, 40, 4, rx=2, fill=WOOD_L, stroke=INK, stroke_width=1.4),
        # Lookout's spyglass.
        path("M24,24 L50,12", stroke=INK, stroke_width=5.4, stroke_linecap="round"),
        path("M24,24 L50,12", stroke=BRASS_L, stroke_width=3.4, stroke_linecap="round"),
        path("M36,18.4 L37.6,22", stroke=INK, stroke_width=1),
        circle(20, 22, 5, fill="#c89a70", stroke=INK, stroke_width=1.3),
        path("M15,20 Q20,12 25,20 Z", fill=BLACK),
    ]


@icon
def el_icon_eight_bells():
    return [
        path("M32,4 L32,10", stroke=INK, stroke_width=2),
        path("M26,8 Q32,4 38,8", fill="none", stroke=WOOD_D, stroke_width=3,
             stroke_linecap="round"),
        path("M22,16 Q22,10 32,10 Q42,10 42,16 Q42,34 52,46 L12,46 Q22,34 22,16 Z",
             fill=lin("ico-bell", [(0, BRASS_D), (0.35, BRASS_L), (1, BRASS_D)], 0, 0, 1, 0),
             stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
        rect(10, 45, 44, 5, rx=2.5, fill=BRASS, stroke=INK, stroke_width=1.6),
        path("M21,34 Q32,36 43,34", fill="none", stroke=BRASS_D, stroke_width=1),
        line(32, 50, 32, 56, stroke=INK, stroke_width=1.6),
        circle(32, 57, 3, fill=BRASS_D, stroke=INK, stroke_width=1),
        path("M6,22 Q3,30 6,38 M58,22 Q61,30 58,38 M10,26 Q8,30 10,34 M54,26 Q56,30 54,34",
             fill="none", stroke=INK, stroke_width=1.4, stroke_linecap="round", opacity=0.7),
    ]


@icon
def el_icon_facade():
    return [
        path("M12,10 Q32,4 52,10 Q54,34 44,48 Q38,56 32,57 Q26,56 20,48 Q10,34 12,10 Z",
             fill=lin("ico-facade", [(0, PARCH_L), (1, "#d8c8a0")]), stroke=INK,
             stroke_width=ISW, stroke_linejoin="round"),
        path("M18,24 Q23,19 28,24 Q23,28 18,24 Z", fill=BLACK),
        path("M36,24 Q41,19 46,24 Q41,28 36,24 Z", fill=BLACK),
        path("M17,19 Q23,14 28,18 M36,18 Q41,14 47,19", fill="none", stroke=INK,
             stroke_width=1.4),
        path("M22,38 Q32,48 42,38 Q32,42 22,38 Z", fill=RED_D, stroke=INK, stroke_width=1.2),
        path("M31,26 L30,34 L33,34", fill="none", stroke=INK, stroke_width=1.1),
        ellipse(19, 33, 3.5, 2, fill=RED, opacity=0.35),
        ellipse(45, 33, 3.5, 2, fill=RED, opacity=0.35),
        path("M12,12 Q4,14 6,24 M52,12 Q60,14 58,24", fill="none", stroke=RED, stroke_width=1.6,
             stroke_linecap="round"),
    ]


@icon
def el_icon_pirate_code():
    return [
        path("M10,12 Q20,8 32,12 L32,56 Q20,52 10,56 Z", fill=PARCH_L, stroke=INK,
             stroke_width=ISW, stroke_linejoin="round"),
        path("M54,12 Q44,8 32,12 L32,56 Q44,52 54,56 Z", fill=PARCH, stroke=INK,
             stroke_width=ISW, stroke_linejoin="round"),
        path("M8,14 L8,58 Q20,54 32,58 Q44,54 56,58 L56,14", fill="none", stroke=RED_D,
             stroke_width=2.2, stroke_linejoin="round"),
        path("M14,20 L28,20 M14,26 L28,26 M14,32 L26,32 M14,38 L28,38 M14,44 L24,44",
             stroke=INK, stroke_width=1, opacity=0.7),
        skull(43, 30, 15, fill=INK, eye=PARCH, bones=True),
        path("M36,44 L50,44 M36,48 L48,48", stroke=INK, stroke_width=1, opacity=0.7),
        path("M30,12 L30,4 L34,4 L34,12", fill=RED, stroke=RED_D, stroke_width=0.6),
    ]


@icon
def el_icon_scurvy():
    return [
        circle(30, 36, 20, fill=lin("ico-lime", [(0, "#b6d060"), (1, "#5e8a2a")]), stroke=INK,
               stroke_width=ISW),
        circle(30, 36, 15, fill="#d8e6a0", stroke="#6a9a30", stroke_width=1.2),
        g(*[line(30, 36, *polar(30, 36, 14, a), stroke="#9ab850", stroke_width=1.2)
            for a in range(0, 360, 45)]),
        circle(30, 36, 2.4, fill="#f0f4d0"),
        path("M44,14 Q52,6 58,10 Q54,18 44,14 Z", fill=GREEN, stroke=INK, stroke_width=1.2),
        path("M40,18 Q42,14 44,14", fill="none", stroke=WOOD_D, stroke_width=1.4),
        # A loose tooth.
        path("M48,42 Q48,36 53,37 Q58,36 58,42 Q58,48 56,56 Q54,58 53,52 Q52,58 50,56 "
             "Q48,48 48,42 Z", fill=WHITE, stroke=INK, stroke_width=1.4,
             stroke_linejoin="round"),
        path("M51,46 L52,50 M55,44 L54,48", stroke="#8a6a3a", stroke_width=1),
    ]


@icon
def el_icon_stormy_seas():
    return [
        path("M10,26 Q6,18 14,15 Q16,6 26,8 Q32,2 40,7 Q50,5 52,13 Q60,15 57,24 Q56,28 48,28 "
             "L16,28 Q10,29 10,26 Z", fill=lin("ico-cloud", [(0, "#8a8e96"), (1, "#545a64")]),
             stroke=INK, stroke_width=ISW, stroke_linejoin="round"),
        path("M34,26 L26,40 L33,40 L27,54 L42,35 L35,35 L40,26 Z", fill=FIRE_L,
             stroke="#8a5a10", stroke_width=1.2, stroke_linejoin="round"),
        path("M4,50 Q10,40 18,46 Q14,48 16,52 Q22,44 30,50 Q28,52 30,54 Q38,44 46,50 "
             "Q44,52 46,54 Q52,46 60,50 L60,62 L4,62 Z", fill=SEA_D, stroke=SEA_DD,
             stroke_width=1.4, stroke_linejoin="round"),
        path("M8,56 q4,-3 8,0 M24,58 q4,-3 8,0 M42,57 q4,-3 8,0", fill="none", stroke=WHITE,
             stroke_width=1.2, stroke_linecap="round"),
        path("M14,32 L12,38 M20,32 L18,38 M46,32 L44,38 M52,31 L50,37", stroke=SEA_DD,
             stroke_width=1.2, stroke_linecap="round"),
    ]


# --------------------------------------------------------------------------------------------
# Vote symbols (48 x 48)
# --------------------------------------------------------------------------------------------
def sym(fn):
    def wrapped():
        return (48, 48), [frame(48, 48), *fn()]
    wrapped.__name__ = fn.__name__
    return wrapped


@sym
def el_sym_cannon():
    return [
        path("M8,22 L40,15 Q44,14.5 44,18 L44,22 Q44,25 40,25 L10,30 Q5,30 5,26 Q5,22 8,22 Z",
             fill=lin("sym-iron", [(0, "#6a6a6a"), (1, "#262626")]), stroke=BLACK,
             stroke_width=1.6, stroke_linejoin="round"),
        rect(41, 14.5, 4, 11, rx=1, fill="#3a3a3a", stroke=BLACK, stroke_width=1.2),
        path("M16,20 L16,28.5 M28,17.5 L28,26.5", stroke=BRASS_L, stroke_width=1.6),
        circle(5, 26, 2.6, fill="#3a3a3a", stroke=BLACK, stroke_width=1),
        path("M8,30 L34,26 L32,36 L10,38 Z", fill=WOOD, stroke=INK, stroke_width=1.4,
             stroke_linejoin="round"),
        circle(14, 38, 6, fill=WOOD_L, stroke=INK, stroke_width=1.6),
        circle(30, 36, 6, fill=WOOD_L, stroke=INK, stroke_width=1.6),
        circle(14, 38, 1.6, fill=INK),
        circle(30, 36, 1.6, fill=INK),
        circle(40, 42, 3.2, fill="#2a2a2a"),
        circle(34, 44, 3.2, fill="#2a2a2a"),
        circle(39, 38, 3.2, fill="#3a3a3a"),
    ]


@sym
def el_sym_torch():
    return [
        path("M20,22 L28,22 L26,46 L22,46 Z", fill=lin("sym-handle", [(0, WOOD_L), (1, WOOD_D)],
                                                         0, 0, 1, 0),
             stroke=INK, stroke_width=1.4, stroke_linejoin="round"),
        rect(18.5, 20, 11, 6, rx=1.2, fill="#5a5a5a", stroke=INK, stroke_width=1.2),
        path("M24,2 Q32,10 34,14 Q37,20 32,22 L16,22 Q11,20 14,14 Q16,10 20,8 Q20,12 22,12 "
             "Q20,6 24,2 Z", fill=FIRE, stroke="#8a2a10", stroke_width=1.2,
             stroke_linejoin="round"),
        path("M24,9 Q30,14 30,18 Q30,22 24,22 Q18,22 18,18 Q18,14 21,13 Q22,15 23,15 "
             "Q22,12 24,9 Z", fill=FIRE_L),
    ]


@sym
def el_sym_water():
    return [
        path("M24,3 Q30,14 36,22 Q40,30 36,36 Q31,42 24,42 Q17,42 12,36 Q8,30 12,22 Q18,14 24,3 Z",
             fill=lin("sym-drop", [(0, "#7ab3d8"), (1, "#2f6a98")]), stroke="#1f4a6e",
             stroke_width=1.6, stroke_linejoin="round"),
        path("M17,27 Q16,34 22,37", fill="none", stroke=WHITE, stroke_width=2.2,
             stroke_linecap="round", opacity=0.85),
        path("M4,44 q5,-3 10,0 q5,3 10,0 q5,-3 10,0 q5,3 10,0", fill="none", stroke="#2f6a98",
             stroke_width=2, stroke_linecap="round"),
    ]


def letter_badge(ch, cx, cy, r, ring, fill, text, size) -> list[str]:
    return [circle(cx, cy, r, fill=fill, stroke=ring, stroke_width=1.6),
            letter(ch, cx, cy + size * 0.36, size, text)]


@sym
def el_sym_british():
    return [
        line(6, 4, 6, 46, stroke=WOOD_D, stroke_width=2.6, stroke_linecap="round"),
        circle(6, 4, 2.2, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.6),
        flag_british(7, 6, 38, 26, sw=1.2),
        *letter_badge("B", 34, 37, 9.5, BRIT_RED_D, WHITE, BRIT_RED_D, 15),
    ]


@sym
def el_sym_french():
    return [
        line(6, 4, 6, 46, stroke=WOOD_D, stroke_width=2.6, stroke_linecap="round"),
        circle(6, 4, 2.2, fill=BRASS_L, stroke=BRASS_D, stroke_width=0.6),
        flag_french(7, 6, 38, 26, sw=1.2),
        *letter_badge("F", 34, 37, 9.5, FR_BLUE_D, WHITE, FR_BLUE_D, 15),
    ]


@sym
def el_sym_skull():
    return [skull(24, 23, 27, fill=WHITE, eye=BLACK, stroke=INK, sw=1.4)]


@sym
def el_sym_helm():
    return [wheel(24, 24, 21, rim=WOOD_L, rim_d=WOOD_D, hub=BRASS_L, sw=1.2)]


# --------------------------------------------------------------------------------------------
# Pawns (60 x 84)
# --------------------------------------------------------------------------------------------
def rel_lum(hex_col: str) -> float:
    def ch(v):
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, gg, b = (int(hex_col[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * ch(r) + 0.7152 * ch(gg) + 0.0722 * ch(b)


PAWN_RIM = "#fbf3dc"  # the light band around every pawn: it shows on the darkest ship
PAWN_LINE = "#1a1410"  # the dark hairline outside it and the outline of every pawn but a dark one


def pawn(key, colour, ch) -> list[str]:
    """A turned wooden pawn in the pirate's colour with the pirate's letter on it.

    Every pawn stands out from any art under it: from the outside in, a dark hairline, a light
    band, then the body's own outline (dark, or light on a dark body). A light spot meets the
    hairline, a dark one the band (tests/ui/test_colour.py checks both against the ships,
    Tortuga and the Rowboats). The body is a little smaller than the frame to leave room for them.
    """
    W, H = 60, 84
    lum = rel_lum(colour)
    # Letter colour with the better contrast against the body colour.
    white_c = 1.05 / (lum + 0.05)
    black_c = (lum + 0.05) / 0.05
    text = "#ffffff" if white_c > black_c else "#000000"
    outline = "#e8e4dc" if lum < 0.05 else PAWN_LINE
    shade_col = "#ffffff" if lum < 0.05 else "#000000"
    body = ("M30,5 C38.5,5 43,11 43,18 C43,23.5 40,27.5 36.5,29.5 "
            "C46,33 52,42 52.5,56 C53,64 55,70 57,74 C58.5,77.5 57,80.5 52,81 L8,81 "
            "C3,80.5 1.5,77.5 3,74 C5,70 7,64 7.5,56 C8,42 14,33 23.5,29.5 "
            "C20,27.5 17,23.5 17,18 C17,11 21.5,5 30,5 Z")
    inner = [
        path(body, fill="none", stroke=PAWN_LINE, stroke_width=7.2, stroke_linejoin="round"),
        path(body, fill="none", stroke=PAWN_RIM, stroke_width=5.2, stroke_linejoin="round"),
        path(body, fill=colour, stroke=outline, stroke_width=2.6, stroke_linejoin="round"),
        # Wooden turned-piece shading: a soft highlight on the left, shadow on the right.
        path(body, fill=lin("pawn-shade", [(0, "#ffffff", 0.28), (0.35, "#ffffff", 0.0),
                                           (0.7, "#000000", 0.0), (1, "#000000", 0.22)], 0, 0, 1, 0)),
        path("M22,10 C20,13 20,18 22,21", fill="none", stroke="#ffffff", stroke_width=2.2,
             stroke_linecap="round", opacity=0.15 if lum > 0.7 else 0.45),
        path("M6,74 Q30,79 54,74", fill="none", stroke=shade_col, stroke_width=1.2, opacity=0.25),
        letter(ch, 30, 70, 36, text),
    ]
    # Scaled about the pawn's middle so that the hairline stays inside the 60 x 84 frame.
    return [frame(W, H), g(*inner, transform="translate(30,43) scale(0.9) translate(-30,-43)")]


# --------------------------------------------------------------------------------------------
# Role badges (36 x 36)
# --------------------------------------------------------------------------------------------
def badge_base() -> list[str]:
    return [frame(36, 36),
            circle(18, 18, 17, fill=lin("badge-ring", [(0, BRASS_L), (1, BRASS_D)]), stroke=INK,
                   stroke_width=1),
            circle(18, 18, 13.8, fill=rad("badge-face", [(0, PARCH_L), (1, PARCH_D)]),
                   stroke=BRASS_D, stroke_width=0.8)]


def el_badge_captain():
    hat = ("M4,12.5 Q8,15 11,17 Q13,8.5 18,8.5 Q23,8.5 25,17 Q28,15 32,12.5 "
           "Q30.5,20.5 18,27 Q5.5,20.5 4,12.5 Z")
    return (36, 36), badge_base() + [
        path(hat, fill=BLACK, stroke=INK, stroke_width=0.9, stroke_linejoin="round"),
        path("M11,17 Q13,8.5 18,8.5 Q23,8.5 25,17 Q21.5,15.5 18,15.5 Q14.5,15.5 11,17 Z",
             fill="#34302b"),
        path("M4.4,13.6 Q6.5,20.5 18,25.8 Q29.5,20.5 31.6,13.6", fill="none", stroke=BRASS_L,
             stroke_width=1.4, stroke_linecap="round"),
        skull(18, 20.2, 6.4, fill=PARCH_L, eye=BLACK, bones=False),
    ]


def el_badge_first_mate():
    return (36, 36), badge_base() + [
        path("M8,26 L28,10", stroke=INK, stroke_width=6.4, stroke_linecap="round"),
        path("M8,26 L28,10", stroke=BRASS_L, stroke_width=4.4, stroke_linecap="round"),
        path("M8,26 L15,20.4", stroke=WOOD, stroke_width=4.6, stroke_linecap="round"),
        path("M20.5,16 L22,18 M25,12.4 L26.6,14.4", stroke=INK, stroke_width=1),
        circle(28, 10, 1.8, fill="#a8c8d8", stroke=INK, stroke_width=0.6),
    ]


def el_badge_cabin_boy():
    return (36, 36), badge_base() + [
        line(24, 6.5, 13, 25, stroke=WOOD_D, stroke_width=2.2, stroke_linecap="round"),
        path("M13,25 L7,30 M13,25 L8.5,31.5 M13,25 L10.5,32.5 M13,25 L13,33 M13,25 L15.5,32",
             stroke="#8a7a60", stroke_width=1.9, stroke_linecap="round"),
        path("M19,19 L29,19 L27.5,30 L20.5,30 Z", fill=WOOD_L, stroke=INK, stroke_width=1,
             stroke_linejoin="round"),
        path("M19.6,22.5 L28.4,22.5 M20.3,27 L27.7,27", stroke="#4a4a4a", stroke_width=1),
        path("M19.5,19 Q24,12 28.5,19", fill="none", stroke=INK, stroke_width=0.9),
        ellipse(24, 19, 5, 1.2, fill=SEA_L, stroke=INK, stroke_width=0.6),
    ]


def el_badge_governor():
    return (36, 36), badge_base() + [
        path("M8,25 L7,12 L12.5,18 L18,9 L23.5,18 L29,12 L28,25 Z", fill=FR_GOLD,
             stroke="#6a4810", stroke_width=1.1, stroke_linejoin="round"),
        rect(8, 24.5, 20, 4, rx=1, fill="#d9a53a", stroke="#6a4810", stroke_width=1),
        circle(18, 26.5, 1.3, fill=RED),
        circle(12.5, 26.5, 1, fill=FR_BLUE),
        circle(23.5, 26.5, 1, fill="#2e8a5a"),
        circle(7, 11.5, 1.4, fill=FR_GOLD, stroke="#6a4810", stroke_width=0.6),
        circle(18, 8.5, 1.4, fill=FR_GOLD, stroke="#6a4810", stroke_width=0.6),
        circle(29, 11.5, 1.4, fill=FR_GOLD, stroke="#6a4810", stroke_width=0.6),
    ]


# --------------------------------------------------------------------------------------------
# App icon and curtain
# --------------------------------------------------------------------------------------------
def el_app_icon():
    W = H = 256
    parts = [frame(W, H)]
    parts.append(rect(4, 4, 248, 248, rx=48, fill=rad("app-bg", [(0, "#4a7286"), (1, "#1a2c38")]),
                      stroke="#0e1820", stroke_width=2))
    parts.append(rect(12, 12, 232, 232, rx=40, fill="none", stroke=BRASS, stroke_width=3))
    parts.append(rhumb_lines(128, 128, 16, 16, 240, 240, count=16, colours=(BRASS_L,) * 3,
                             opacity=0.18, sw=1.2))
    parts.append(wheel(128, 128, 104, rim=BRASS_L, rim_d=BRASS_D, hub=BRASS_L, sw=2))
    parts.append(circle(128, 128, 40, fill=rad("app-hub", [(0, PARCH_L), (1, PARCH_D)]),
                        stroke=BRASS_D, stroke_width=4))
    parts.append(skull(128, 126, 46, fill=WHITE, eye=BLACK, stroke=INK, sw=2))
    return (W, H), parts


def drape(x_top0, x_top1, x_tie, tie_y, x_bot0, x_bot1, top, bottom, n, gid) -> list[str]:
    """A velvet drape made of n vertical folds, gathered at a tie-back."""
    parts = []
    fold = lin(gid, [(0, "#3a0d0b"), (0.3, "#8e2a22"), (0.5, "#b0413a"), (0.7, "#7a2019"),
                     (1, "#2e0a08")], 0, 0, 1, 0)
    for i in range(n):
        a0, a1 = i / n, (i + 1) / n
        t0 = x_top0 + (x_top1 - x_top0) * a0
        t1 = x_top0 + (x_top1 - x_top0) * a1
        m0 = x_tie[0] + (x_tie[1] - x_tie[0]) * a0
        m1 = x_tie[0] + (x_tie[1] - x_tie[0]) * a1
        b0 = x_bot0 + (x_bot1 - x_bot0) * a0
        b1 = x_bot0 + (x_bot1 - x_bot0) * a1
        d = (f"M{num(t0)},{num(top)} L{num(t1)},{num(top)} "
             f"C{num(t1)},{num(top + (tie_y - top) * 0.6)} {num(m1)},{num(tie_y - 60)} "
             f"{num(m1)},{num(tie_y)} "
             f"C{num(m1)},{num(tie_y + 70)} {num(b1)},{num(bottom - 160)} {num(b1)},{num(bottom)} "
             f"Q{num((b0 + b1) / 2)},{num(bottom + 6)} {num(b0)},{num(bottom)} "
             f"C{num(b0)},{num(bottom - 160)} {num(m0)},{num(tie_y + 70)} {num(m0)},{num(tie_y)} "
             f"C{num(m0)},{num(tie_y - 60)} {num(t0)},{num(top + (tie_y - top) * 0.6)} "
             f"{num(t0)},{num(top)} Z")
        parts.append(path(d, fill=fold))
    return parts


def q_band(x0, y0, cx, cy, x1, y1, width, fill) -> str:
    """A filled band of the given width along a mostly horizontal quadratic curve (unlike a
    stroke, its bounds stay exactly within x0..x1)."""
    h = width / 2
    return path(f"M{num(x0)},{num(y0 - h)} Q{num(cx)},{num(cy - h)} {num(x1)},{num(y1 - h)} "
                f"L{num(x1)},{num(y1 + h)} Q{num(cx)},{num(cy + h)} {num(x0)},{num(y0 + h)} Z",
                fill=fill)


def el_curtain():
    W, H = 1600, 1000
    parts = [frame(W, H)]
    # Backdrop: dark panelled wood with a warm lantern glow at the centre.
    parts.append(rect(0, 0, W, H, fill="#1e1210"))
    parts.append(rect(0, 0, W, H, fill=rad("cur-glow", [(0, "#7a4a26", 0.75), (0.5, "#4a2a18", 0.5),
                                                         (1, "#1e1210", 0.0)], r=0.6)))
    planks = [rect(x - 1, 0, 2, H) for x in range(100, W, 100)]
    parts.append(g(*planks, fill="#000000", opacity=0.25))
    # Calm centre: a parchment cartouche framed in brass, left empty for the program's text.
    cx0, cy0, cw, ch = 440, 290, 720, 400
    parts.append(rect(cx0 - 14, cy0 - 14, cw + 28, ch + 28, rx=22,
                      fill=lin("cur-brass", [(0, BRASS_L), (0.5, BRASS), (1, BRASS_D)]),
                      stroke="#2a1a0c", stroke_width=2))
    parts.append(rect(cx0, cy0, cw, ch, rx=12, fill=rad("cur-parch", [(0, PARCH_L), (0.8, PARCH),
                                                                       (1, PARCH_D)], r=0.7),
                      stroke=INK, stroke_width=1.5))
    parts.append(rect(cx0 + 10, cy0 + 10, cw - 20, ch - 20, rx=8, fill="none", stroke=INK_SOFT,
                      stroke_width=1))
    parts.append(g(corner_flourishes(cw, ch, RED, inset=22, size=26, sw=1.6),
                   transform=f"translate({cx0},{cy0})"))
    parts.append(g(compass_rose(cx0 + cw / 2, cy0 + ch / 2, 170, dark=INK, light=PARCH_L,
                                accent=RED, ring=INK, sw=1.2), opacity=0.07))
    # Drapes.
    parts += drape(0, 400, (0, 180), 640, 0, 370, 110, H - 6, 9, "cur-fold")
    parts += drape(W - 400, W, (W - 180, W), 640, W - 370, W, 110, H - 6, 9, "cur-fold")
    # Tie-backs: gold rope and tassels.
    for x0, x1, tx in ((0, 180, 180), (W - 180, W, W - 180)):
        parts.append(q_band(x0, 628, (x0 + x1) / 2, 660, x1, 640, 12, BRASS_D))
        parts.append(path(f"M{x0 + 4},{628.5} Q{(x0 + x1) / 2},{660} {x1 - 4},{639.5}",
                          fill="none", stroke=BRASS_L, stroke_width=5, stroke_dasharray="10,6"))
        parts.append(circle(tx, 644, 12, fill=BRASS_L, stroke=BRASS_D, stroke_width=3))
        parts.append(path(f"M{tx - 10},{660} L{tx + 10},{660} L{tx + 16},{720} L{tx - 16},{720} Z",
                          fill=lin("cur-tassel", [(0, BRASS_L), (1, BRASS_D)], 0, 0, 1, 0),
                          stroke=BRASS_D, stroke_width=1.5))
        parts.append(g(*[line(tx - 14 + i * 4, 704, tx - 15 + i * 4.2, 722) for i in range(8)],
                       stroke=BRASS_D, stroke_width=1.2))
    # Valance: a rod, swags and a gold fringe.
    parts.append(rect(0, 0, W, 40, fill=lin("cur-top", [(0, "#2e0a08"), (1, "#6a1c16")])))
    swag_w = W / 5
    for i in range(5):
        x0 = i * swag_w
        d = (f"M{num(x0)},{num(30)} L{num(x0 + swag_w)},{num(30)} "
             f"L{num(x0 + swag_w)},{num(120)} Q{num(x0 + swag_w / 2)},{num(190)} "
             f"{num(x0)},{num(120)} Z")
        parts.append(path(d, fill=lin("cur-swag", [(0, "#5a1812"), (0.6, "#a23a32"),
                                                   (1, "#4a120e")])))
        for k in (1, 2, 3):
            parts.append(path(f"M{num(x0 + 10)},{num(30 + k * 18)} Q{num(x0 + swag_w / 2)},"
                              f"{num(30 + k * 18 + 40 + k * 8)} {num(x0 + swag_w - 10)},"
                              f"{num(30 + k * 18)}", fill="none", stroke="#2e0a08",
                              stroke_width=3, opacity=0.45))
        parts.append(q_band(x0, 120, x0 + swag_w / 2, 190, x0 + swag_w, 120, 5, BRASS_L))
        fringe = []
        for k in range(1, 40):
            t = k / 40
            fx = x0 + swag_w * t
            fy = 122 + 140 * t * (1 - t)
            fringe.append(line(fx, fy, fx, fy + 16))
        parts.append(g(*fringe, stroke=BRASS, stroke_width=2.4, stroke_linecap="round"))
        if i > 0:
            parts.append(circle(x0, 122, 10, fill=BRASS_L, stroke=BRASS_D, stroke_width=2))
    parts.append(rect(0, 17, W, 18, fill="#2a1a0c"))
    parts.append(rect(0, 18.5, W, 15, fill=lin("cur-rod", [(0, BRASS_L), (1, BRASS_D)])))
    return (W, H), parts


# --------------------------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------------------------
def element_builders(pirates) -> list[tuple[str, callable]]:
    b = [
        ("mat", el_mat), ("curtain", el_curtain),
        ("galleon", el_galleon), ("ship-fd", el_ship_fd), ("ship-jr", el_ship_jr),
        ("tortuga", el_tortuga), ("app-icon", el_app_icon),
        ("rowboat", el_rowboat), ("rowboat-wreck", el_rowboat_wreck),
        ("explosion", el_explosion),
        ("hold-british", el_hold_british), ("hold-french", el_hold_french),
        ("treasure", el_treasure),
        ("card-back", el_card_back), ("card-face", el_card_face), ("slot", el_slot),
        ("vote-back", el_vote_back), ("vote-face", el_vote_face),
        ("loyalty-british", el_loyalty_british), ("loyalty-french", el_loyalty_french),
        ("loyalty-dutch", el_loyalty_dutch), ("loyalty-back", el_loyalty_back),
    ]
    for kind in ("letter_of_marque", "pistol", "albatross", "black_spot", "atlantis",
                 "el_dorado", "fountain_of_youth", "spanish_armada", "black_powder",
                 "cabin_fever", "crows_nest", "eight_bells", "facade", "pirate_code",
                 "scurvy", "stormy_seas"):
        b.append((f"icon-{kind}", globals()[f"el_icon_{kind}"]))
    for s in ("cannon", "torch", "water", "british", "french", "skull", "helm"):
        b.append((f"sym-{s}", globals()[f"el_sym_{s}"]))
    for p in pirates:
        def mk(p=p):
            return (60, 84), pawn(p["key"], p["colour"], p["letter"])
        b.append((f"pawn-{p['key']}", mk))
    for r in ("captain", "first_mate", "cabin_boy", "governor"):
        b.append((f"badge-{r.replace('_', '-')}", globals()[f"el_badge_{r}"]))
    return b


def build() -> str:
    data = json.loads(COMPONENTS.read_text(encoding="utf-8"))
    pirates = data["pirates"]
    pieces = []
    # Shelf packing: place elements left to right in rows, never overlapping.
    max_w, gap = 3400, 40
    x = y = 0
    row_h = 0
    doc_w = 0
    ids: list[str] = []
    for eid, fn in element_builders(pirates):
        (w, h), parts = fn()
        if x > 0 and x + w > max_w:
            x, y = 0, y + row_h + gap
            row_h = 0
        pieces.append(g(*parts, id=eid, transform=f"translate({x},{y})"))
        ids.append(eid)
        x += w + gap
        row_h = max(row_h, h)
        doc_w = max(doc_w, x)
    doc_h = y + row_h
    clash = set(ids) & set(DEFS)
    assert not clash, f"gradient ids clash with element ids: {sorted(clash)}"
    assert len(set(ids)) == len(ids), "duplicate element ids"
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- Generated by resources/art/build_art.py: do not edit by hand. -->\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{doc_w}" height="{doc_h}" viewBox="0 0 {doc_w} {doc_h}">\n')
    defs = "<defs>\n" + "\n".join(DEFS.values()) + "\n</defs>\n"
    return head + "<title>tortuga_qt art</title>\n" + defs + "\n".join(pieces) + "\n</svg>\n"


def main() -> None:
    svg = build()
    OUT.write_text(svg, encoding="utf-8")
    print(f"wrote {OUT} ({len(svg.encode('utf-8')) / 1024:.1f} KB)")


if __name__ == "__main__":
    main()
