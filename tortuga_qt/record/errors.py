"""What can go wrong with a save file, in plain words for a player.

Every error keeps its untranslated English template (marked with `QT_TRANSLATE_NOOP("Save", ...)`
where it is raised, so pyside6-lupdate collects it) and its named parameters: `str(exc)` is the
English sentence (for the command-line tools), and the app words it in the player's language with
`QCoreApplication.translate(exc.CONTEXT, exc.template).format(**exc.params)`
(`tortuga_qt.app.library.reading.save_problem`). Parameters are file names, numbers and words that stay
as they are (a level's name, a step's notation).
"""

from __future__ import annotations

from typing import Any


class SaveError(ValueError):
    """A save file that cannot be used; the message is one plain sentence for a player."""

    CONTEXT = "Save"
    """The translation context of every template."""

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params: dict[str, object] = dict(params)
        super().__init__(template.format(**params) if params else template)

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), self.template, self.params)


def _rebuild(kind: type[SaveError], template: str, params: dict[str, object]) -> SaveError:
    return kind(template, **params)


class UnsupportedSaveVersion(SaveError):
    """A save file written by a newer (or unknown) version of the program."""


class DifferentRules(SaveError):
    """A save file of a game played under other rules (another `rules_version`)."""
