"""What a game file holds and how it is called: the Saved games list's entries, read cheaply.

App layer (QtCore only, for translated words). Each file is summarised from its JSON fields,
never replayed through the rules; names of games (the player's, or the program's own
`unfinished-…` names) become readable words; a rename never overwrites another file. The
policies that decide what to keep, replace or delete live in `library/`.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

AUTOSAVE_NAME = "autosave.tortuga"  # the autosave in the data folder
TITLE_MAX = 80  # letters in a player-given name of a game
# Names the program gives: filed unfinished games and finished games (a player's name is shown instead).
PROGRAM_NAMED = re.compile(r"(?:unfinished-\d{8}-\d{6}|finished-\d{8}-\d{6}-\d+p)(?:-\d+)?")
# Unfinished games the program filed: only these are ever replaced by a later copy of the same game.
FILED_UNFINISHED = re.compile(r"unfinished-\d{8}-\d{6}(?:-\d+)?\.tortuga")
BAD_SIGNS = '/\\:*?"<>|'
RESERVED = frozenset({"con", "prn", "aux", "nul", "autosave"} | {f"{p}{i}" for p in ("com", "lpt") for i in range(1, 10)})
# The fields that tell one game from another (with its record, of which an earlier copy holds a prefix).
SAME_GAME = ("format", "rules_version", "config", "humans", "seed", "seeded", "seed_material")


class Status(Enum):
    """What a file in the Saved games list holds."""

    UNFINISHED = "unfinished"
    FINISHED = "finished"
    DAMAGED = "damaged"  # it cannot be opened: damaged, from a newer version, under other rules, not a file


@dataclass(frozen=True)
class SavedGame:
    """One game file in the Saved games list, read cheaply (never replayed through the rules)."""

    path: Path
    status: Status
    title: str = ""  # the player's name for it ("" when the program named it)
    names: tuple[str, ...] = ()  # the pirates at the table (() when the file cannot be read)
    stamp: float = 0.0  # when it was last played (seconds since the epoch; the file's time if unknown)
    when: str = ""  # the same in words ("today, 14:05")
    moves: int = 0  # moves the pirates made (the deal's chance steps not counted)
    progress: str = ""  # "12 moves played", "finished: the British win", or "cannot be opened"
    problem: str = ""  # why it cannot be opened, in plain words ("" when a quick look found nothing)
    autosave: bool = False  # the autosave (never renamed or deleted here)
    on_table: bool = False  # the game on the table: its autosave, or the file it came from (listed once)


@dataclass(frozen=True)
class Changed:
    """The outcome of deleting or renaming a saved game."""

    path: Path | None = None  # where the game is now (None: deleted, or nothing changed)
    done: bool = False
    message: str = ""  # what to tell the player (why not, when it was refused)


def count_moves(actions: Sequence[object]) -> int:
    """Returns how many moves the pirates made (the deal's chance steps not counted)."""
    return sum(1 for a in actions if isinstance(a, str) and not a.startswith("chance "))


def join_names(names: Sequence[str]) -> str:
    """Returns names as a list reads them ("Ann, Bo, Cy")."""
    return ", ".join(names)


def names_and(names: Sequence[str]) -> str:
    """Returns names as a sentence reads them: "Ann", "Ann and Bo", "Ann, Bo and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("Table", "{names} and {last}").format(names=", ".join(names[:-1]),
                                                                            last=names[-1])


def filed_at(stamp: str) -> float | None:
    """Returns the moment in a program-given name ("20261130-162209", local time), or None."""
    try:
        return time.mktime(time.strptime(stamp, "%Y%m%d-%H%M%S"))
    except (ValueError, OverflowError):
        return None


FILED_STAMP = re.compile(r"(unfinished|finished)-(\d{8}-\d{6})(?:-\d+p)?(?:-\d+)?")


def shown_name(path: Path, names: Sequence[str] = ()) -> str:
    """Returns how to name a game file to the player: the player's name for it, or what it is.

    "My evening"; "Unfinished game from 30 November, 16:22" for a copy the program filed ("…
    game of Ann, Bo and Cy, from …" given its players); the file's name only for what is neither
    (a set-aside autosave, a file that is no game).
    """
    from tortuga_qt.record.savefile import EXTENSION

    stem = path.name[: -len(EXTENSION)] if path.name.endswith(EXTENSION) else path.name
    filed = FILED_STAMP.fullmatch(stem)
    moment = filed_at(filed.group(2)) if filed else None
    if filed and moment is not None:
        when = when_played(moment)
        if names and filed.group(1) == "unfinished":
            return QCoreApplication.translate("Table", "Unfinished game of {players}, from {when}").format(
                players=names_and(names), when=when)
        if names:
            return QCoreApplication.translate("Table", "Finished game of {players}, from {when}").format(
                players=names_and(names), when=when)
        if filed.group(1) == "unfinished":
            return QCoreApplication.translate("Table", "Unfinished game from {when}").format(when=when)
        return QCoreApplication.translate("Table", "Finished game from {when}").format(when=when)
    if path.name == AUTOSAVE_NAME:
        return QCoreApplication.translate("Table", "the autosave")
    if stem.startswith("autosave-") or not path.name.endswith(EXTENSION):
        return path.name
    return stem


def when_played(stamp: float, now: float | None = None) -> str:
    """Returns a moment in plain words: "today, 14:05", "yesterday, 20:31", "3 March, 09:12"."""
    from PySide6.QtCore import QDateTime, QLocale

    moment = QDateTime.fromSecsSinceEpoch(int(stamp))
    today = QDateTime.fromSecsSinceEpoch(int(time.time() if now is None else now)).date()
    locale = QLocale()
    clock = locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
    day = moment.date()
    if day == today:
        return QCoreApplication.translate("Table", "today, {time}").format(time=clock)
    if day == today.addDays(-1):
        return QCoreApplication.translate("Table", "yesterday, {time}").format(time=clock)
    shown = locale.toString(day, "d MMMM" if day.year() == today.year() else "d MMMM yyyy")
    return QCoreApplication.translate("Table", "{date}, {time}").format(date=shown, time=clock)


def outcome_words(result: object) -> str:
    """Returns how a finished game ended, from its snapshot's result ("finished" if unreadable)."""
    team = result[1] if isinstance(result, list) and len(result) > 1 else None
    if isinstance(team, int) and not isinstance(team, bool) and 0 <= team <= 2:
        from tortuga_qt.app.names import team_name

        return QCoreApplication.translate("Table", "finished: the {team} win").format(team=team_name(team))
    if team == -1:
        return QCoreApplication.translate("Table", "finished: a draw")
    return QCoreApplication.translate("Table", "finished")


def stamp_of(saved_at: str, fallback: float) -> float:
    """Returns when a save says it was written (seconds since the epoch), else `fallback`."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(saved_at).timestamp() if saved_at else fallback
    except (ValueError, OverflowError, OSError):
        return fallback


def modified_at(path: Path) -> float:
    """Returns when a file last changed (0 when it cannot be asked)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def json_of(path: Path) -> dict[str, Any] | None:
    """Returns the JSON object in a save file, or None (unreadable, not an object): never raises."""

    from tortuga_qt.record.reading import read_limited

    try:
        data = json.loads(read_limited(path))
    except Exception:  # noqa: BLE001 - any unreadable file is simply not a match
        return None
    return data if isinstance(data, dict) else None


def players_in(path: Path) -> list[str]:
    """Returns the pirates' names in a save file, read cheaply ([] when they cannot be read)."""
    from tortuga_qt.record.reading import printable

    data = json_of(path)
    config = data.get("config") if data is not None else None
    seats = config.get("seats") if isinstance(config, dict) else None
    if not isinstance(seats, list):
        return []
    names = [seat.get("name") for seat in seats if isinstance(seat, dict)]
    return [printable(n, 40) for n in names if isinstance(n, str)] if len(names) == len(seats) else []


def record_continues(new: dict[str, Any], old: dict[str, Any] | None) -> bool:
    """Returns whether `new` is the same game as `old`, played on from it (or at the same point)."""
    if old is None or any(old.get(k) != new.get(k) for k in SAME_GAME):
        return False
    before, after = old.get("actions"), new.get("actions")
    if not isinstance(before, list) or not isinstance(after, list) or len(before) > len(after):
        return False
    return after[: len(before)] == before


def bad_title(title: str) -> str:
    """Returns why a name cannot be a game's file name, in plain words ("" when it can)."""
    if not title:
        return QCoreApplication.translate("Table", "Please type a name for the game.")
    if len(title) > TITLE_MAX:
        return QCoreApplication.translate("Table", "That name is too long: please keep it to {max} letters.").format(
            max=TITLE_MAX)
    if any(c in BAD_SIGNS or not c.isprintable() for c in title):
        return QCoreApplication.translate("Table", "A game's name cannot hold these signs: {signs}").format(
            signs=" ".join(BAD_SIGNS))
    if title.startswith(".") or title.endswith("."):
        return QCoreApplication.translate("Table", "A game's name cannot start or end with a dot.")
    if title.lower() in RESERVED:
        return QCoreApplication.translate("Table", "The name {name} is kept for the computer's own use; "
                                          "please choose another.").format(name=title)
    return ""


def summarise(data: dict[str, Any]) -> tuple[list[str], list[str], bool, str, object] | str:
    """Returns (names, actions, finished, saved_at, result) of a save's content, or why it cannot be opened."""
    from pydantic import BaseModel

    from tortuga_qt.record.migrate import SaveFile2, SaveFile3
    from tortuga_qt.record.reading import printable
    from tortuga_qt.record.savefile import FORMAT, SaveFile
    from tortuga_qt.rules.serialization import RULES_VERSION, GameRecord

    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return QCoreApplication.translate("Table", "It is not a Tortuga 1667 save file.")
    if version > FORMAT:
        return QCoreApplication.translate(
            "Table", "It was saved by a newer version of Tortuga 1667; please update the program to open it.")
    rules = data.get("rules_version", RULES_VERSION)
    if isinstance(rules, str) and rules != RULES_VERSION:
        return QCoreApplication.translate("Table", "It holds a game saved under different rules; it cannot be continued.")
    models: dict[int, type[BaseModel]] = {1: GameRecord, 2: SaveFile2, 3: SaveFile3, 4: SaveFile}
    try:
        model: Any = models[version].model_validate(data)
    except Exception:  # noqa: BLE001 - whatever is wrong, the file is listed as damaged
        return QCoreApplication.translate("Table", "It is damaged: part of it is missing or wrong.")
    snapshot = getattr(model, "snapshot", None)
    result = snapshot.get("result") if isinstance(snapshot, dict) else None
    names = [printable(seat.name, 40) for seat in model.config.seats]
    return names, list(model.actions), bool(getattr(model, "finished", False)), getattr(model, "saved_at", ""), result


def same_file(a: Path, b: Path) -> bool:
    """Returns whether two paths name the same file (False when either cannot be asked)."""
    try:
        return os.path.samefile(a, b)  # a name differing only in capitals, on a system that ignores them
    except OSError:
        return False


def rename_no_overwrite(path: Path, target: Path) -> None:
    """Renames a file, never over another (FileExistsError when the name is taken)."""
    if same_file(path, target):  # only the capitals change
        os.rename(path, target)
        return
    try:
        os.link(path, target)  # fails if the name is taken, whatever another program does meanwhile
    except FileExistsError:
        raise
    except (OSError, NotImplementedError, AttributeError):  # no hard links here (FAT, some shares)
        if os.path.lexists(target):
            raise FileExistsError(target) from None
        os.rename(path, target)  # on Windows this also refuses an existing name
        return
    os.unlink(path)
