"""Recent games: the files saved or opened lately, newest first, for the Game menu (kept in the settings)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings

from tortuga_qt.app.game_files import FILED_STAMP, players_in, shown_name

RECENT_KEY = "recent"
RECENT_MAX = 8


class Recents:
    """The list of recent games in the settings; `changed` is called whenever it changes (the menu redraws)."""

    def __init__(self, settings: QSettings, changed: Callable[[], object]) -> None:
        self.settings = settings
        self.changed = changed

    def recent(self) -> list[str]:
        """Returns the recently saved or opened games, newest first."""
        value: object = self.settings.value(RECENT_KEY, [], type=list)
        return [str(p) for p in value] if isinstance(value, list) else []

    def add_recent(self, path: Path) -> None:
        """Puts a file at the top of the recent games."""
        items = [str(path)] + [p for p in self.recent() if p != str(path)]
        self.settings.setValue(RECENT_KEY, items[:RECENT_MAX])
        self.changed()

    def recent_games(self) -> list[tuple[Path, str]]:
        """Returns the recent games whose files are still there, each with its name for the menu."""
        games = []
        for item in self.recent():
            path = Path(item)
            if os.path.isfile(path):
                games.append((path, shown_name(path, players_in(path) if FILED_STAMP.fullmatch(path.stem) else ())))
        return games

    def forget_recent(self, path: Path) -> None:
        """Takes a file that is gone off the recent games."""
        items = [p for p in self.recent() if p != str(path)]
        if items != self.recent():
            self.settings.setValue(RECENT_KEY, items)
            self.changed()


    def renamed(self, path: Path, target: Path) -> None:
        """Follows a file that was renamed (its place in the list stays)."""
        items = [str(target) if p == str(path) else p for p in self.recent()]
        if items != self.recent():
            self.settings.setValue(RECENT_KEY, items)
            self.changed()
