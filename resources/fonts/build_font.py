"""Builds the bundled Hangul fallback font from Debian's Nanum Gothic (fonts-nanum), subset and renamed.

Run from the checkout after the Korean translation changes (needs fontTools, a build-time tool
only: `.venv/bin/pip install fonttools`, and Debian's `fonts-nanum`):

    .venv/bin/python resources/fonts/build_font.py

What goes in (`glyph_text()`): every character of the Korean translation, all 11,172 modern Hangul
syllables and the Hangul compatibility jamo (so a player's name typed in Korean never shows an
empty box), and printable ASCII. The subset is a Modified Version under the SIL Open Font License
1.1, whose Reserved Font Names include "Nanum" and "NanumGothic", so it is renamed
"Tortuga Hangul" (see OFL.txt and README.md beside it).

tests/ui/test_korean.py checks that every character of every Korean string is in this font.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SOURCE = Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
TARGET = HERE / "TortugaHangul-Regular.ttf"
KOREAN_TS = ROOT / "resources" / "translations" / "tortuga_ko.ts"
FAMILY = "Tortuga Hangul"


def translation_text() -> str:
    """Returns every character of the Korean translation's texts."""
    root = ET.parse(KOREAN_TS).getroot()
    return "".join(node.text or "" for node in root.iter() if node.tag in ("translation", "numerusform"))


def glyph_text() -> str:
    """Returns the characters the subset keeps: the translation, all Hangul syllables and jamo, ASCII."""
    syllables = "".join(chr(c) for c in range(0xAC00, 0xD7A4))
    jamo = "".join(chr(c) for c in range(0x3131, 0x318F))
    ascii_ = "".join(chr(c) for c in range(0x20, 0x7F))
    return "".join(sorted(set(translation_text() + syllables + jamo + ascii_)))


def rename(font: object) -> None:
    """Gives the subset its own family name (the OFL reserves Nanum's names for the original)."""
    name_table = font["name"]  # type: ignore[index]  # fontTools' TTFont is untyped
    ps_name = FAMILY.replace(" ", "") + "-Regular"
    for record in name_table.names:
        if record.nameID in (1, 16):
            name_table.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 4):
            name_table.setName(f"{FAMILY} Regular", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            name_table.setName(ps_name, record.nameID, record.platformID, record.platEncID, record.langID)


def main() -> None:
    """Writes TortugaHangul-Regular.ttf and prints its size and glyph count."""
    try:
        from fontTools import subset
        from fontTools.ttLib import TTFont
    except ImportError:
        raise SystemExit("fontTools is not installed (.venv/bin/pip install fonttools)") from None
    if not SOURCE.exists():
        raise SystemExit(f"{SOURCE} is missing (sudo apt install fonts-nanum)")
    font = TTFont(str(SOURCE), recalcTimestamp=False)  # the same bytes from the same inputs
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(text=glyph_text())
    subsetter.subset(font)
    rename(font)
    font.save(str(TARGET))
    glyphs = len(TTFont(str(TARGET)).getGlyphOrder())
    print(f"{TARGET.name}: {TARGET.stat().st_size / 1024:.0f} KiB, {glyphs} glyphs")


if __name__ == "__main__":
    sys.exit(main())
