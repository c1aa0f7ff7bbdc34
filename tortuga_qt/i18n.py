"""The translation marker for texts kept as data (the voyage, the help): Qt-free.

`pyside6-lupdate` collects every `QT_TRANSLATE_NOOP("Context", "literal")` call by that very
name (an alias is not found), and the screen translates the text where it shows it with
`QCoreApplication.translate("Context", text)`.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks `text` for translation in `context`; returns it unchanged."""
    return text
