"""Colour checks for players with colour-vision deficiency or low vision (issue 12, item 5). Qt-free.

- `simulate(colour, kind)`: how a colour looks under protanopia, deuteranopia or tritanopia
  (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear RGB).
- `delta_e(a, b)`: the CIEDE2000 difference of two colours (CIELAB, D65 white).
- `palette_distances(colours)`: the smallest difference between any two colours of a palette,
  as seen with full colour vision and under each simulation, and which pair it is.
- `contrast(text, background)`: the WCAG 2 contrast ratio of two colours; a translucent colour
  is first laid over what lies under it (`over`).

Colours are `#RRGGBB` (or `#RGB`) strings or (r, g, b) tuples of 0–255.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

RGB = tuple[float, float, float]  # 0-255 per channel (sRGB)
Matrix = tuple[RGB, RGB, RGB]

# Machado et al. (2009), severity 1.0: a linear-RGB colour becomes what a dichromat sees.
MACHADO: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)  # "normal": no simulation

# sRGB (D65) to CIE XYZ, and the D65 white point.
_TO_XYZ: Matrix = ((0.4124564, 0.3575761, 0.1804375),
                   (0.2126729, 0.7151522, 0.0721750),
                   (0.0193339, 0.1191920, 0.9503041))
_WHITE = (0.95047, 1.0, 1.08883)


def parse(colour: str | Sequence[float]) -> RGB:
    """Returns a colour as (r, g, b) on 0–255 from '#RRGGBB', '#RGB' or a sequence of three numbers."""
    if isinstance(colour, str):
        text = colour.strip().lstrip("#")
        if len(text) == 3:
            text = "".join(c * 2 for c in text)
        if len(text) != 6:
            raise ValueError(f"not a colour: {colour!r}")
        return (float(int(text[0:2], 16)), float(int(text[2:4], 16)), float(int(text[4:6], 16)))
    r, g, b = (float(x) for x in colour[:3])
    return (r, g, b)


def hex_colour(colour: str | Sequence[float]) -> str:
    """Returns a colour as '#RRGGBB' (channels rounded and clipped to 0–255)."""
    return "#" + "".join(f"{min(255, max(0, round(c))):02X}" for c in parse(colour))


def _linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(value: float) -> float:
    v = min(1.0, max(0.0, value))
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def _apply(m: Matrix, v: RGB) -> RGB:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def simulate(colour: str | Sequence[float], vision: str) -> RGB:
    """Returns the colour as seen with `vision` ("normal", "protanopia", "deuteranopia", "tritanopia")."""
    rgb = parse(colour)
    if vision == "normal":
        return rgb
    r, g, b = _apply(MACHADO[vision], (_linear(rgb[0]), _linear(rgb[1]), _linear(rgb[2])))
    return (_gamma(r), _gamma(g), _gamma(b))


def lab(colour: str | Sequence[float]) -> RGB:
    """Returns a colour in CIELAB (L*, a*, b*), D65 white."""
    rgb = parse(colour)
    x, y, z = _apply(_TO_XYZ, (_linear(rgb[0]), _linear(rgb[1]), _linear(rgb[2])))

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / _WHITE[0]), f(y / _WHITE[1]), f(z / _WHITE[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: str | Sequence[float], b: str | Sequence[float]) -> float:
    """Returns the CIEDE2000 colour difference of two sRGB colours."""
    return delta_e_lab(lab(a), lab(b))


def delta_e_lab(first: RGB, second: RGB) -> float:
    """Returns the CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1; Sharma, Wu and Dalal 2005)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


@dataclass(frozen=True)
class Closest:
    """The closest pair of a palette under one vision: the two colours' indexes and their CIEDE2000 difference."""

    vision: str
    first: int
    second: int
    distance: float


def pair_distances(colours: Sequence[str], vision: str) -> list[Closest]:
    """Returns every pair of the palette with its CIEDE2000 difference as seen with `vision`, closest first."""
    seen = [simulate(c, vision) for c in colours]
    pairs = [Closest(vision, i, j, delta_e(seen[i], seen[j])) for i, j in combinations(range(len(colours)), 2)]
    return sorted(pairs, key=lambda p: p.distance)


def palette_distances(colours: Sequence[str]) -> dict[str, Closest]:
    """Returns, for each vision (normal, then the three simulations), the palette's closest pair."""
    if len(colours) < 2:
        raise ValueError("a palette needs two colours to compare")
    return {vision: pair_distances(colours, vision)[0] for vision in VISIONS}


def luminance(colour: str | Sequence[float]) -> float:
    """Returns the WCAG 2 relative luminance of a colour (0 black to 1 white)."""
    r, g, b = parse(colour)
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def over(colour: str | Sequence[float], alpha: float, under: str | Sequence[float]) -> RGB:
    """Returns a colour of opacity `alpha` (0–1) laid over an opaque one (sRGB blending, as Qt paints)."""
    top, bottom = parse(colour), parse(under)
    a = min(1.0, max(0.0, alpha))
    return (top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a))


def contrast(text: str | Sequence[float], background: str | Sequence[float]) -> float:
    """Returns the WCAG 2 contrast ratio of two opaque colours (1 to 21)."""
    la, lb = luminance(text), luminance(background)
    light, dark = max(la, lb), min(la, lb)
    return (light + 0.05) / (dark + 0.05)


__all__ = ["MACHADO", "VISIONS", "Closest", "contrast", "delta_e", "delta_e_lab", "hex_colour", "lab", "luminance", "over",
           "pair_distances", "palette_distances", "parse", "simulate"]
