"""Reading games back: the autosave to resume, a file to open, a finished game to replay.

A file that cannot be used is explained in one plain sentence (`save_problem` words the record's
own reasons in the player's language); an unusable autosave is set aside, byte for byte, and
reported, and if it cannot even be set aside this window stops autosaving over it.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.game_files import count_moves, join_names, shown_name
from tortuga_qt.app.library.shelf import Shelf, Table, progress

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame


@dataclass(frozen=True)
class Found:
    """A game read from a file (or from the table), or why it cannot be used."""

    loaded: LoadedGame | None = None
    problem: str = ""  # one plain sentence ("" when there is none)
    title: str = ""  # how to name the game in a window title



def save_problem(exc: Exception) -> str:
    """Returns why a save file cannot be used, in the player's language.

    A `SaveError` carries its English template (context "Save") and named parameters; the
    template is translated, then filled in. Anything else, or a translation whose placeholders do
    not fit, reads as the English sentence.
    """
    template, params = getattr(exc, "template", None), getattr(exc, "params", None)
    if not isinstance(template, str) or not isinstance(params, dict):
        return str(exc)
    try:
        return QCoreApplication.translate(getattr(exc, "CONTEXT", "Save"), template).format(**params)
    except (KeyError, IndexError, ValueError, AttributeError):  # a translator's typo must not hide the reason
        return str(exc)


class Reading:
    """Reads the games of this library back (never changes a file but to set an unusable autosave aside)."""

    def __init__(self, shelf: Shelf) -> None:
        self.shelf = shelf

    def load(self, path: Path, keep_states: bool = False) -> tuple[LoadedGame | None, str, str]:
        """Returns (game, "", "") or (None, why in plain words, a word for the set-aside name)."""
        from tortuga_qt.record import savefile as S

        try:
            mode = path.stat().st_mode
        except FileNotFoundError:
            return None, QCoreApplication.translate("Table", "The file {name} does not exist in {folder}.").format(
                name=path.name, folder=path.parent), "unusable"
        except OSError as exc:
            return None, QCoreApplication.translate("Table", "The file {name} in {folder} cannot be read ({why}).").format(
                name=path.name, folder=path.parent, why=exc.strerror), "unusable"
        if not stat.S_ISREG(mode):  # a folder or a pipe: never read (a pipe would wait forever)
            return None, QCoreApplication.translate("Table", "{name} is not a save file: a folder or another kind of file has its name.").format(
                name=path.name), "unusable"
        try:
            return S.read_save(path, keep_states=keep_states), "", ""
        except S.UnsupportedSaveVersion as exc:
            return None, save_problem(exc), "newer-version"
        except S.SaveError as exc:
            other_rules = isinstance(exc, getattr(S, "DifferentRules", ()))
            return None, save_problem(exc), "other-rules" if other_rules else "damaged"
        except Exception:  # a loader failure we did not foresee must never cost a game
            return None, QCoreApplication.translate("Table", "The file {name} could not be read back.").format(name=path.name), "unreadable"

    def check_autosave(self) -> Found:
        """Returns the autosaved game; one that cannot be used is set aside and reported."""
        from tortuga_qt.app.autosave import flush_autosaves
        from tortuga_qt.record.atomic import clean_stale

        flush_autosaves()  # the writer's last save is whole on disk (and its temporary file gone)
        path = self.shelf.autosave
        if path is None:
            return Found()
        clean_stale(path)  # left by a write that was killed
        if not os.path.lexists(path):
            return Found()
        loaded, why, kind = self.load(path)
        if loaded is not None:
            return Found(loaded)
        aside = self.shelf.set_aside(path, kind)
        if aside is not None:
            return Found(problem=QCoreApplication.translate("Table", "The last game could not be resumed. {why} It was kept aside as {name}.").format(
                why=why, name=aside.name))
        self.shelf.autosave = None
        return Found(problem=QCoreApplication.translate(
            "Table", "The last game could not be resumed. {why} It could not be kept aside either, so this window "
            "will not autosave (the file stays as it is).").format(why=why))

    def resume_question(self, loaded: LoadedGame) -> str:
        """Returns the question that offers an autosaved game back."""
        save = loaded.save
        moves = count_moves(save.actions)
        question = QCoreApplication.translate("Table", "An unfinished game was saved: {names}, %n move(s) played. Resume it?",
                                              None, moves)
        return question.format(names=join_names([s.name for s in save.config.seats]))

    def open(self, path: Path) -> Found:
        """Reads a save file to open; a file that cannot be used is explained, nothing changes."""
        loaded, why, _ = self.load(path)
        if loaded is None:
            return Found(problem=QCoreApplication.translate("Table", "This game cannot be opened. {why}").format(why=why))
        return Found(loaded, title=shown_name(path))

    def replay(self, table: Table | None, path: Path | None = None) -> Found:
        """Returns a game with every state for the replay viewer: a file's, or the finished table's."""
        if path is not None:
            loaded, why, _ = self.load(path, keep_states=True)
            if loaded is None:
                return Found(problem=QCoreApplication.translate("Table", "This game cannot be replayed. {why}").format(why=why))
            if not loaded.save.finished:  # checked on what was read now, not on an earlier read
                return Found(problem=QCoreApplication.translate("Table", "The replay shows every secret: it opens only for a finished game."))
            return Found(loaded, title=shown_name(path))
        if table is None:
            return Found()
        if not progress(table)[0]:
            return Found(problem=QCoreApplication.translate("Table", "The replay shows every secret: it opens when the game is over."))
        from tortuga_qt.record.savefile import SaveError, load_bytes, save_bytes

        try:
            loaded_now = load_bytes(save_bytes(table.to_save()), QCoreApplication.translate("Save", "the game on the table"),
                                    keep_states=True)
        except SaveError as exc:
            return Found(problem=QCoreApplication.translate("Table", "This game cannot be replayed. {why}").format(
                why=save_problem(exc)))
        return Found(loaded_now, title=QCoreApplication.translate("Table", "this game"))
