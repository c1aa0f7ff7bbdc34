"""The catalogue of the games kept here: every file listed with what a quick look tells, renamed, deleted.

Each file is read and checked field by field, never replayed, so the list stays quick; a file
that cannot be used is listed with the reason. Only the games under `saves/` and the set-aside
autosaves are the library's to rename or delete; the autosave of the game on the table never is.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.game_files import (
    AUTOSAVE_NAME,
    PROGRAM_NAMED,
    Changed,
    SavedGame,
    Status,
    bad_title,
    count_moves,
    json_of,
    outcome_words,
    record_continues,
    rename_no_overwrite,
    same_file,
    stamp_of,
    summarise,
    when_played,
)
from tortuga_qt.app.library.filing import Filing
from tortuga_qt.app.library.recents import Recents
from tortuga_qt.app.library.shelf import Shelf


class Catalogue:
    """Lists, renames and deletes the games kept in the data folder."""

    def __init__(self, shelf: Shelf, filing: Filing, recents: Recents) -> None:
        self.shelf, self.filing, self.recents = shelf, filing, recents

    def saved_games(self, on_table: bool = False) -> list[SavedGame]:
        """Returns every game kept here, newest first: saves/, set-aside autosaves, the unfinished autosave.

        Each file is read and checked field by field, never replayed, so the list stays quick;
        a file that cannot be used is listed with the reason. `on_table`: the autosave holds
        the game on the table.
        """
        from tortuga_qt.app.autosave import flush_autosaves
        from tortuga_qt.record.savefile import EXTENSION

        flush_autosaves()  # the autosave on disk is the table's newest
        games: list[SavedGame] = []
        auto = self.shelf.autosave
        table: SavedGame | None = None
        if auto is not None and os.path.lexists(auto):
            game = self._peek(auto, autosave=True, on_table=on_table)
            if game.status is Status.UNFINISHED:  # a finished one is under saves/ already
                games.append(game)
                table = game if on_table else None
        for folder, pattern in ((self.shelf.saves_dir, f"*{EXTENSION}"), (self.shelf.data_dir, f"autosave-*{EXTENSION}")):
            try:
                paths = sorted(folder.glob(pattern))
            except OSError:
                continue
            games.extend(self._peek(p) for p in paths if not p.name.startswith("."))
        if table is not None and auto is not None:
            games = self._merge_table(games, table, auto)
        return sorted(games, key=lambda g: (not g.on_table, -g.stamp))

    def _merge_table(self, games: list[SavedGame], table: SavedGame, auto: Path) -> list[SavedGame]:
        """Lists the game on the table once: the file it came from, if the table's game extends it, stands for it.

        That row shows the game as it is on the table (it is filed there when another game
        takes the table); the autosave's own row goes.
        """
        import dataclasses

        source = next((g for g in games if g is not table and g.status is Status.UNFINISHED and self.filing.is_source(g.path)),
                      None)
        if source is None:
            return games
        now = json_of(auto)
        if now is None or not record_continues(now, json_of(source.path)):
            return games
        merged = dataclasses.replace(source, on_table=True, stamp=table.stamp, when=table.when, moves=table.moves,
                                     progress=table.progress)
        return [merged if g is source else g for g in games if g is not table]

    def _peek(self, path: Path, autosave: bool = False, on_table: bool = False) -> SavedGame:
        """Returns what a quick look at a file tells (never raises)."""
        title = "" if autosave or PROGRAM_NAMED.fullmatch(path.stem) or path.stem.startswith("autosave-") else path.stem

        def damaged(why: str, stamp: float = 0.0) -> SavedGame:
            return SavedGame(path, Status.DAMAGED, title, stamp=stamp, when=when_played(stamp) if stamp else "",
                             progress=QCoreApplication.translate("Table", "cannot be opened"), problem=why,
                             autosave=autosave)

        try:
            info = path.stat()
        except OSError as exc:
            return damaged(QCoreApplication.translate("Table", "It cannot be read ({why}).").format(
                why=exc.strerror or exc))
        if stat.S_ISDIR(info.st_mode):
            return damaged(QCoreApplication.translate("Table", "It is a folder, not a save file."), info.st_mtime)
        if not stat.S_ISREG(info.st_mode):
            return damaged(QCoreApplication.translate("Table", "It is not an ordinary file, so it is not a save file."),
                           info.st_mtime)
        if info.st_size == 0:
            return damaged(QCoreApplication.translate("Table", "It is empty: it holds no game."), info.st_mtime)
        data = json_of(path)
        if data is None:
            return damaged(QCoreApplication.translate(
                "Table", "It is damaged or cut short: it is not a readable save file."), info.st_mtime)
        summary = summarise(data)
        if isinstance(summary, str):
            return damaged(summary, info.st_mtime)
        names, actions, finished, saved_at, result = summary
        stamp = stamp_of(saved_at, info.st_mtime)
        moves = count_moves(actions)
        if finished:
            status, shown = Status.FINISHED, outcome_words(result)
        else:
            status = Status.UNFINISHED
            shown = QCoreApplication.translate("Table", "%n move(s) played", None, moves)
        return SavedGame(path, status, title, tuple(names), stamp, when_played(stamp), moves, shown,
                         autosave=autosave, on_table=on_table)

    def _deletable(self, path: Path) -> str:
        """Returns why this file is not the library's to delete or rename ("" when it is)."""
        if self.shelf.autosave is not None and path == self.shelf.autosave or path.name == AUTOSAVE_NAME:
            return QCoreApplication.translate(
                "Table", "This is the autosave of the game on the table; it is kept while the game goes on.")
        if path.parent != self.shelf.saves_dir and not (path.parent == self.shelf.data_dir and path.name.startswith("autosave-")):
            return QCoreApplication.translate("Table", "Only the games in {folder} are managed here.").format(
                folder=self.shelf.saves_dir)
        return ""

    def delete(self, path: Path) -> Changed:
        """Deletes a saved game's file (never the autosave, so never the game on the table)."""
        refused = self._deletable(path)
        if refused:
            return Changed(message=refused)
        if os.path.isdir(path) and not os.path.islink(path):
            return Changed(message=QCoreApplication.translate(
                "Table", "{name} is a folder; it is not deleted from here.").format(name=path.name))
        try:
            path.unlink()
        except FileNotFoundError:
            pass  # already gone: what the player wanted
        except OSError as exc:
            return Changed(message=QCoreApplication.translate("Table", "{name} could not be deleted ({why}).").format(
                name=path.name, why=exc.strerror or exc))
        self.recents.forget_recent(path)
        self.filing.forget_in_file()  # the game on the table may have come from it: file it again before it is replaced
        if self.filing.is_source(path):
            self.filing.link(None)
        return Changed(done=True)

    def rename(self, path: Path, title: str) -> Changed:
        """Gives a saved game the player's name (its file's name); never writes over another file."""
        from tortuga_qt.record.savefile import EXTENSION

        refused = self._deletable(path)
        if refused:
            return Changed(message=refused)
        title = " ".join(title.split())  # no line breaks, tabs or doubled spaces
        bad = bad_title(title)
        if bad:
            return Changed(message=bad)
        target = path.with_name(title + EXTENSION)
        if target == path:
            return Changed(path, done=True)
        taken = QCoreApplication.translate("Table", "There is already a game called {name}; please choose another name.")
        was_source = self.filing.is_source(path)
        if os.path.lexists(target) and not same_file(path, target):
            return Changed(message=taken.format(name=title))
        try:
            rename_no_overwrite(path, target)
        except FileExistsError:
            return Changed(message=taken.format(name=title))
        except OSError as exc:
            return Changed(message=QCoreApplication.translate("Table", "{name} could not be renamed ({why}).").format(
                name=path.name, why=exc.strerror or exc))
        if was_source:
            self.filing.link(target)  # the table's game still goes back into it, under its new name
        self.recents.renamed(path, target)
        return Changed(target, done=True)
