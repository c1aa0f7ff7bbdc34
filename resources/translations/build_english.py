"""Regenerates the translation template, the English plural forms and the Korean translation, then compiles them.

Run from the checkout after changing any player string:

    .venv/bin/python resources/translations/build_english.py

1. `pyside6-lupdate -no-obsolete` refreshes `tortuga_template.ts` from every Python file of the
   package (tracked or new);
2. every message with a count (`QCoreApplication.translate(ctx, "%n Vote card(s)", None, n)`)
   gets its two English forms in `tortuga_en.ts`, written from the source text's conventions:
   a noun's "(s)" / "(es)" is dropped for one and kept for many ("%n Vote card(s)" -> "1 Vote
   card", "2 Vote cards"); a verb listed in VERBS agrees the other way round ("go(es)" -> "1 ...
   goes", "2 ... go");
3. `tortuga_ko.ts` is rewritten from the template: every translation it has stays (with its
   state), a new or changed string comes in "unfinished" (translate it, e.g. in
   `pyside6-linguist`, and run this again), a string the code no longer has goes. (lupdate itself
   would turn the counted messages back into plain ones: it sees no literal count in our calls.)
4. `pyside6-lrelease` compiles `tortuga_en.qm` and `tortuga_ko.qm`, which
   `tortuga_qt.ui.translations` installs.

After a change of the Korean text, `resources/fonts/build_font.py` rebuilds the bundled font so
it holds every character (tests/ui/test_korean.py fails until it does).

tests/ui/test_words.py fails when a counted string lacks its English forms or the .qm is stale.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TEMPLATE = HERE / "tortuga_template.ts"
ENGLISH_TS = HERE / "tortuga_en.ts"
ENGLISH_QM = HERE / "tortuga_en.qm"
KOREAN_TS = HERE / "tortuga_ko.ts"
KOREAN_QM = HERE / "tortuga_ko.qm"

# Verbs written with their agreement in brackets: singular with the ending, plural without.
VERBS = {"go(es)": ("goes", "go"), "lie(s)": ("lies", "lie"), "form(s)": ("forms", "form"),
         "is(are)": ("is", "are"), "has(have)": ("has", "have")}


def english_forms(source: str) -> tuple[str, str]:
    """Returns the English (one, many) forms of a counted source text."""
    one, many = source, source
    for verb, (single, plural) in VERBS.items():
        one, many = one.replace(verb, single), many.replace(verb, plural)
    one = re.sub(r"\((?:e?s)\)", "", one)
    many = re.sub(r"\((e?s)\)", r"\1", many)
    return one, many


def tool(name: str) -> str:
    """Returns the path of a Qt tool installed beside this Python (or on PATH)."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} is not installed (pip install PySide6-Essentials)")
    return found


def sources() -> list[str]:
    """Returns the package's Python files, tracked or new, relative to the checkout."""
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "tortuga_qt/*.py"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return sorted({line for line in out.splitlines() if line and (ROOT / line).exists()})


def mark_counted(ts: Path) -> None:
    """Marks every message whose source holds %n as a plural ("numerus") message in a .ts file.

    pyside6-lupdate marks one only when the count is a literal number, so the program's calls
    (`translate(ctx, "%n card(s)", None, n)`, a bare name as the count) are marked here.
    """
    def plural(match: re.Match[str]) -> str:
        block = match.group(0)
        if "%n" not in (re.search(r"<source>(.*?)</source>", block, re.S) or match).group(0) or 'numerus="yes"' in block:
            return block
        block = block.replace("<message>", '<message numerus="yes">', 1)
        return block.replace('<translation type="unfinished"></translation>',
                             '<translation type="unfinished">\n            <numerusform></numerusform>\n'
                             "        </translation>", 1)

    text = ts.read_text(encoding="utf-8")
    ts.write_text(re.sub(r"<message>.*?</message>", plural, text, flags=re.S), encoding="utf-8")


def counted_messages(ts: Path) -> list[tuple[str, str]]:
    """Returns (context, source) of every message with a count (%n) in a .ts file, in file order."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if "%n" in source:
                found.append((name, source))
    return found


def write_english(messages: list[tuple[str, str]], path: Path) -> None:
    """Writes the English .ts: only the counted messages, each with its two forms."""
    root = ET.Element("TS", version="2.1", language="en")
    contexts: dict[str, ET.Element] = {}
    for context, source in messages:
        if context not in contexts:
            contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context], "name").text = context
        message = ET.SubElement(contexts[context], "message", numerus="yes")
        ET.SubElement(message, "source").text = source
        translation = ET.SubElement(message, "translation")
        for form in english_forms(source):
            ET.SubElement(translation, "numerusform").text = form
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def merge_translation(template: Path, ts: Path, language: str) -> tuple[int, int]:
    """Rewrites the translation `ts` with the template's messages and its own translations; returns (done, to do)."""
    old: dict[tuple[str, str], ET.Element] = {}
    if ts.exists():
        for context in ET.parse(ts).getroot().iter("context"):
            for message in context.iter("message"):
                found = message.find("translation")
                if found is not None:
                    old[(context.findtext("name") or "", message.findtext("source") or "")] = found
    root = ET.parse(template).getroot()
    root.set("language", language)
    done = todo = 0
    for context in root.iter("context"):
        for message in context.findall("message"):
            key = (context.findtext("name") or "", message.findtext("source") or "")
            translation = message.find("translation")
            assert translation is not None, key
            if key in old and (old[key].find("numerusform") is not None) == (message.get("numerus") == "yes"):
                message.remove(translation)
                translation = old[key]
                message.append(translation)
            finished = translation.get("type") != "unfinished"
            done, todo = done + finished, todo + (not finished)
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return done, todo


def main() -> int:
    """Refreshes the template, writes the English forms and compiles them."""
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", *sources(), "-ts", str(TEMPLATE)],
                   cwd=ROOT, check=True, capture_output=True)
    mark_counted(TEMPLATE)
    messages = counted_messages(TEMPLATE)
    write_english(messages, ENGLISH_TS)
    subprocess.run([tool("pyside6-lrelease"), str(ENGLISH_TS), "-qm", str(ENGLISH_QM)], check=True, capture_output=True)
    print(f"{TEMPLATE.name}: refreshed; {ENGLISH_TS.name}: {len(messages)} counted strings; {ENGLISH_QM.name}: compiled")
    done, todo = merge_translation(TEMPLATE, KOREAN_TS, "ko_KR")
    report = subprocess.run([tool("pyside6-lrelease"), str(KOREAN_TS), "-qm", str(KOREAN_QM)],
                            check=True, capture_output=True, text=True).stdout
    print(f"{KOREAN_TS.name}: {done} translated, {todo} to translate; {KOREAN_QM.name}: {' '.join(report.split())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
