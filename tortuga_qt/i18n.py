"""The translation hook, the marker for texts kept as data (the voyage, the help), and Korean particles: Qt-free.

`translate(context, text)` is how a Qt-free module (the names of things, the help's hints) words
a text: it asks the translator the program installed with `use_translator` (the Qt side installs
`QCoreApplication.translate` when it loads: `tortuga_qt.app.story`, and the window's start-up),
and without one it gives the English source, `%n` filled in, so the headless tools read too.

`pyside6-lupdate` collects every `QT_TRANSLATE_NOOP("Context", "literal")` call by that very
name (an alias is not found), and the screen translates the text where it shows it with
`QCoreApplication.translate("Context", text)`.

A Korean translation writes a particle after a placeholder in both forms ("{name}이(가)"), as
Korean software does; `particles` picks the one the filled-in word takes when it can tell (a
Hangul word or a digit), so "졸리 로저이(가)" reads "졸리 로저가".
"""

from __future__ import annotations

import re
from collections.abc import Callable

# (context, text, disambiguation, count) -> the text in the player's language
Translator = Callable[[str, str, str | None, int], str]
_translator: list[Translator] = []  # the one installed (none: English)


def use_translator(translator: Translator | None) -> Translator | None:
    """Installs the function `translate` asks from now on (None: the English sources); returns the one before."""
    before = _translator[0] if _translator else None
    _translator[:] = [] if translator is None else [translator]
    return before


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Returns `text` in the player's language; with `n`, the plural form for that count (`%n` in `text`)."""
    if _translator:
        return _translator[0](context, text, disambiguation, n)
    return text.replace("%n", str(n)) if n >= 0 else text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks `text` for translation in `context`; returns it unchanged."""
    return text


# Korean particles written in both forms after a placeholder ("{name}이(가)"), and the form after
# a final consonant (batchim) / after a vowel. "(으)로" takes 로 after a vowel and after ㄹ.
_PARTICLES = {"이(가)": ("이", "가"), "은(는)": ("은", "는"), "을(를)": ("을", "를"), "와(과)": ("과", "와"),
              "과(와)": ("과", "와"), "아(야)": ("아", "야"), "(이)라": ("이라", "라"), "(이)나": ("이나", "나"),
              "(으)로": ("으로", "로")}
# How each digit is read in Korean (일, 이, 삼 ...): 0 = no final consonant, 8 = ㄹ, other = another.
_DIGIT_FINAL = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}
_PARTICLE_RE = re.compile("(.)(" + "|".join(re.escape(p) for p in _PARTICLES) + ")")


def _final(ch: str) -> int | None:
    """Returns the final consonant index of a Hangul syllable or digit (0: none), None when unknown."""
    if "\uac00" <= ch <= "\ud7a3":
        return (ord(ch) - 0xAC00) % 28
    return _DIGIT_FINAL.get(ch)


def particles(text: str) -> str:
    """Picks each bracketed Korean particle ("이(가)") by the word before it; keeps both forms when that is Latin."""
    def pick(match: re.Match[str]) -> str:
        before, both = match.group(1), match.group(2)
        final = _final(before)
        if final is None:
            return match.group(0)
        after_consonant, after_vowel = _PARTICLES[both]
        if both == "(으)로" and final == 8:
            return before + after_vowel
        return before + (after_consonant if final else after_vowel)

    return _PARTICLE_RE.sub(pick, text) if "(" in text else text
