"""Saved games and the file commands (issue 11, "The table at a real table", items 4 and 5).

Item 4: a Saved games browser (open, delete, rename; unfinished and finished; a damaged file
listed as such, never deleted without asking) instead of an ever-growing folder; menu items only
enabled when they can work; a file given on the command line opened or refused first, before
any other question. Item 5: their messages are translated sentences.
"""

from __future__ import annotations

import json
import shutil
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tests.record.test_savefile import FINISHED_RAW, MIDGAME_RAW, _sample
from tests.ui.conftest import start_game
from tests.ui.driver import click_button
from tortuga_qt.app.game_files import SavedGame, Status, count_moves, shown_name, when_played
from tortuga_qt.app.library import Library
from tortuga_qt.record.savefile import load_bytes
from tortuga_qt.ui.widgets.main_window import MainWindow
from tortuga_qt.ui.widgets.saved_games import SavedGamesDialog, delete_question, shown_title

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
DAMAGED = b'{"format": 4, "actions": ['


def _library(tmp_path: Path) -> Library:
    return Library(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "data")


def _shelf(library: Library) -> dict[str, Path]:
    """Fills saves/ (and the data folder) with games of every kind; returns them by role."""
    saves = library.saves_dir
    saves.mkdir(parents=True)
    files = {
        "unfinished": saves / "unfinished-20260101-100000.tortuga",
        "named": saves / "Sunday with Ana.tortuga",
        "finished": saves / "finished-20260101-110000-5p.tortuga",
        "old-format": saves / "finished-20250101-100000-2p.tortuga",
        "damaged": saves / "unfinished-20260103-120000.tortuga",
        "newer": saves / "from the future.tortuga",
        "folder": saves / "a folder.tortuga",
        "set-aside": library.data_dir / "autosave-damaged-20260101-090000.tortuga",
    }
    shutil.copy(FIXTURES / "format4-5p-unfinished-seed51.tortuga", files["unfinished"])
    shutil.copy(FIXTURES / "format4-2p-unfinished-seed31.tortuga", files["named"])
    shutil.copy(FIXTURES / "format4-5p-finished-seed52.tortuga", files["finished"])
    shutil.copy(FIXTURES / "format3-2p-finished-seed32.tortuga", files["old-format"])
    files["damaged"].write_bytes(DAMAGED)
    future = json.loads((FIXTURES / "format4-2p-unfinished-seed31.tortuga").read_bytes())
    files["newer"].write_text(json.dumps(dict(future, format=9)))
    files["folder"].mkdir()
    files["set-aside"].write_bytes(b"not a game")
    shutil.copy(FIXTURES / "format4-9p-unfinished-seed91.tortuga", library.data_dir / "autosave.tortuga")
    return files


def _by_path(games: list[SavedGame]) -> dict[Path, SavedGame]:
    return {g.path: g for g in games}


def test_the_list_tells_every_kind_of_file_apart_without_replaying(tmp_path: Path, qapp: QApplication,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Unfinished, finished, damaged and the autosave, read field by field (never replayed):
    players, when, progress in words; a damaged file is listed with the reason, left as it is."""
    from tortuga_qt.record import savefile

    library = _library(tmp_path)
    files = _shelf(library)
    monkeypatch.setattr(savefile, "_replay", lambda *a: pytest.fail("the list must not replay games"))
    games = _by_path(library.saved_games())
    assert set(games) == set(files.values()) | {library.autosave}

    unfinished = games[files["unfinished"]]
    assert unfinished.status is Status.UNFINISHED and unfinished.title == ""  # the program's name
    assert unfinished.names[0] == "Henry Morgan" and len(unfinished.names) == 5
    assert unfinished.progress == "30 moves played"  # the deal's (and other) chance steps are not moves
    named = games[files["named"]]
    assert named.title == "Sunday with Ana" and named.status is Status.UNFINISHED
    finished = games[files["finished"]]
    assert finished.status is Status.FINISHED and finished.progress == "finished: the French win"
    assert games[files["old-format"]].status is Status.FINISHED  # format 3 is read too
    assert finished.stamp == datetime(2026, 1, 1, tzinfo=UTC).timestamp()  # when it was saved, not copied
    assert finished.when == when_played(finished.stamp)
    auto = games[library.autosave]  # type: ignore[index]
    assert auto.autosave and auto.status is Status.UNFINISHED and not auto.on_table

    for role, words in [("damaged", "damaged or cut short"), ("newer", "newer version"),
                        ("folder", "folder"), ("set-aside", "damaged")]:
        game = games[files[role]]
        assert game.status is Status.DAMAGED and words in game.problem, (role, game.problem)
        assert game.progress == "cannot be opened"
    assert files["damaged"].read_bytes() == DAMAGED and files["folder"].is_dir()  # nothing was touched
    # Newest first; the game on the table, when it autosaves there, leads.
    stamps = [g.stamp for g in library.saved_games()]
    assert stamps == sorted(stamps, reverse=True)
    assert library.saved_games(on_table=True)[0].on_table


def test_when_a_game_was_played_reads_as_words(qapp: QApplication) -> None:
    now = datetime(2026, 3, 14, 15, 30).timestamp()  # local time
    assert when_played(now - 60, now).startswith("today, ")
    assert when_played(now - 86400, now).startswith("yesterday, ")
    weeks_ago, long_ago = when_played(now - 40 * 86400, now), when_played(now - 400 * 86400, now)
    assert "February" in weeks_ago and "2026" not in weeks_ago  # this year: no year
    assert "February 2025, " in long_ago


def test_rename_refuses_bad_names_in_plain_words_and_never_overwrites(tmp_path: Path, qapp: QApplication) -> None:
    library = _library(tmp_path)
    files = _shelf(library)
    library.add_recent(files["unfinished"])
    before = files["named"].read_bytes()
    for title, words in [("", "type a name"), ("a/b", "cannot hold these signs"), ("con", "another"),
                         (".hidden", "dot"), ("x" * 81, "too long"), ("Sunday with Ana", "already a game called")]:
        refused = library.rename(files["unfinished"], title)
        assert not refused.done and words in refused.message, (title, refused.message)
    assert files["named"].read_bytes() == before and files["unfinished"].exists()
    assert not library.rename(library.autosave, "Mine").done  # type: ignore[arg-type]  # the table's

    renamed = library.rename(files["unfinished"], "  The   long voyage ")
    assert renamed.done and renamed.path == library.saves_dir / "The long voyage.tortuga"
    assert renamed.path.exists() and not files["unfinished"].exists()
    assert library.recent()[0] == str(renamed.path)
    assert _by_path(library.saved_games())[renamed.path].title == "The long voyage"


def test_filing_replaces_earlier_copies_of_the_same_game_only(tmp_path: Path, qapp: QApplication) -> None:
    """Never lose a game, yet no pile of copies: an unfinished game the program filed is brought up
    to date in place when the same game (its record continued) is filed again, and dropped once
    the finished game is filed. A game the player named, and any other game, are never touched."""
    library = _library(tmp_path)
    library.data_dir.mkdir(parents=True)
    auto = library.autosave
    assert auto is not None
    early, _ = _sample(5, 12, 20)
    auto.write_bytes(early)
    first = library.keep_unfinished(None).kept
    assert first is not None
    named = library.saves_dir / "Ours.tortuga"
    named.write_bytes(early)  # the player's own copy of the same game
    auto.write_bytes(MIDGAME_RAW)  # the same game, 10 moves on
    again = library.keep_unfinished(None).kept
    assert again == first and first.read_bytes() == MIDGAME_RAW  # in place
    other, _ = _sample(4, 8, 10)
    auto.write_bytes(other)
    different = library.keep_unfinished(None).kept
    assert different is not None and different != first
    assert named.read_bytes() == early

    class Finished:
        names = ["a"] * 5
        over = True
        steps = 1

        def to_save(self) -> Any:
            return load_bytes(FINISHED_RAW).save

    done = library.file_finished(Finished())  # type: ignore[arg-type]
    assert done is not None and done.name.startswith("finished-")
    assert not first.exists() and str(first) not in library.recent()
    assert different.exists() and named.exists()


class _Table:
    """A game on the table, as the library sees it (a `GameSession`'s few fields)."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw

    @property
    def names(self) -> list[str]:
        return [s.name for s in load_bytes(self.raw).save.config.seats]

    over = False

    @property
    def steps(self) -> int:
        return len(load_bytes(self.raw).save.actions)

    @property
    def moves(self) -> int:
        return count_moves(load_bytes(self.raw).save.actions)

    def to_save(self) -> Any:
        return load_bytes(self.raw).save


def test_a_named_game_is_a_document_brought_up_to_date_not_copied(tmp_path: Path, qapp: QApplication) -> None:
    """Save As "My evening", play on, set it aside: that file is updated (its record a prefix of the
    table's); renamed meanwhile, the new name is. Another game, or a file changed since, gets a copy."""
    library = _library(tmp_path)
    library.saves_dir.mkdir(parents=True)
    early, _ = _sample(5, 12, 20)
    table = _Table(early)
    saved = library.save_as(table, library.saves_dir / "My evening")  # type: ignore[arg-type]
    assert saved.path == library.saves_dir / "My evening.tortuga"
    table.raw = MIDGAME_RAW  # the same game, 10 moves on
    kept = library.keep_unfinished(table).kept  # type: ignore[arg-type]
    assert kept == saved.path and kept.read_bytes() == MIDGAME_RAW
    assert [p.name for p in library.saves_dir.iterdir()] == ["My evening.tortuga"]  # no copy beside it

    renamed = library.rename(kept, "Our evening").path  # then reopened and played on
    assert renamed is not None
    library.opened(renamed, table)  # type: ignore[arg-type]
    table.raw = _sample(5, 12, 40)[0]
    assert library.keep_unfinished(table).kept == renamed  # type: ignore[arg-type]
    assert [p.name for p in library.saves_dir.iterdir()] == ["Our evening.tortuga"]
    # The link survives a restart (the autosave puts the same game back on the table).
    again = Library(library.settings, library.data_dir)
    later = _sample(5, 12, 44)[0]
    assert again.keep_unfinished(_Table(later)).kept == renamed  # type: ignore[arg-type]

    other, _ = _sample(4, 8, 10)
    copy = library.keep_unfinished(_Table(other)).kept  # type: ignore[arg-type]  # another game: a copy
    assert copy is not None and copy != renamed and renamed.read_bytes() == later
    library.opened(renamed, table)  # type: ignore[arg-type]
    further = _sample(5, 12, 50)[0]  # made once: a save holds the second it was made
    renamed.write_bytes(further)  # played further elsewhere: the table's game is behind it
    behind = library.keep_unfinished(_Table(MIDGAME_RAW)).kept  # type: ignore[arg-type]
    assert behind not in (None, renamed, copy) and behind.name.startswith("unfinished-")  # type: ignore[union-attr]
    assert renamed.read_bytes() == further  # never replaced by less


def test_the_game_on_the_table_is_listed_once_under_its_file(tmp_path: Path, qapp: QApplication) -> None:
    library = _library(tmp_path)
    library.saves_dir.mkdir(parents=True)
    early, _ = _sample(5, 12, 20)
    named = library.saves_dir / "Sunday.tortuga"
    named.write_bytes(early)
    library.opened(named, _Table(early))  # type: ignore[arg-type]
    library.autosave.write_bytes(MIDGAME_RAW)  # type: ignore[union-attr]  # played on since
    games = library.saved_games(on_table=True)
    assert [g.path for g in games] == [named]  # not the autosave as well
    row = games[0]
    assert row.on_table and not row.autosave and row.title == "Sunday" and row.moves == _moves_of(MIDGAME_RAW)
    assert shown_title(row) == "Sunday (on the table)"
    dialog = SavedGamesDialog(library, on_table=True)
    assert not dialog.delete_button.isEnabled() and dialog.rename_button.isEnabled()
    assert "is the game on the table" in dialog.detail.text() and ".tortuga" not in dialog.detail.text()
    dialog.close()
    other, _ = _sample(4, 8, 10)
    library.autosave.write_bytes(other)  # type: ignore[union-attr]  # another game took the table
    assert {g.path for g in library.saved_games(on_table=True)} == {named, library.autosave}


def _moves_of(raw: bytes) -> int:
    return sum(1 for a in load_bytes(raw).save.actions if not a.startswith("chance "))


def test_players_read_names_not_file_names(tmp_path: Path, qapp: QApplication) -> None:
    """The recent games, the detail line and the delete question name a game as the player knows it."""
    library = _library(tmp_path)
    files = _shelf(library)
    for role in ("named", "finished", "unfinished"):
        library.add_recent(files[role])
    moment = time.mktime(time.strptime("20260101-100000", "%Y%m%d-%H%M%S"))
    assert shown_name(files["unfinished"]) == f"Unfinished game from {when_played(moment)}"
    labels = [name for _, name in library.recent_games()]
    assert labels[2] == "Sunday with Ana" and labels[0].startswith("Unfinished game of Henry Morgan, ")
    assert " and " in labels[0] and labels[1].startswith("Finished game of ")
    assert not any("tortuga" in label or "finished-" in label for label in labels), labels

    dialog = SavedGamesDialog(library)
    for role in ("named", "finished", "unfinished"):
        dialog.select(files[role])
        assert "tortuga" not in dialog.detail.text() and "finished-" not in dialog.detail.text(), dialog.detail.text()
    games = _by_path(library.saved_games())
    titles = [shown_title(g) for g in games.values() if g.status is not Status.DAMAGED]  # those name their file
    assert "An unfinished game" in titles and "A finished game" in titles
    assert not any("tortuga" in t or "finished-" in t or "no name" in t for t in titles), titles
    unnamed = games[files["unfinished"]]
    assert delete_question(unnamed).startswith(
        f"Delete the game of {', '.join(unnamed.names[:-1])} and {unnamed.names[-1]}, last played {unnamed.when}? "
        "It cannot be brought back.")
    assert delete_question(games[files["named"]]).startswith("Delete “Sunday with Ana” (Henry Morgan and ")
    dialog.close()


def test_a_refusal_reads_as_two_sentences_and_names_the_folder(tmp_path: Path, qapp: QApplication) -> None:
    library = _library(tmp_path)
    problem = library.open(tmp_path / "nonexistent.tortuga").problem
    assert problem == f"This game cannot be opened. The file nonexistent.tortuga does not exist in {tmp_path}."


# ---------------------------------------------------------------------------------------- through the window


def _menu_action(window: MainWindow, words: str) -> Any:
    return next(a for m in window.menuBar().actions() if m.menu() is not None
                for a in m.menu().actions() if words in a.text().replace("&", ""))


def _visible_dialogs(window: MainWindow) -> list[QWidget]:
    """Returns the window's dialogs on screen."""
    QApplication.processEvents()
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.parentWidget() is window]


def test_menu_items_only_when_they_can_work(window: MainWindow) -> None:
    replay, save_as, saved = (_menu_action(window, w) for w in ("Watch the replay", "Save As", "Saved games"))
    assert not replay.isEnabled() and not save_as.isEnabled() and saved.isEnabled()
    assert not window.menus.recent_menu.isEnabled()  # nothing recent yet
    start_game(window, 3, 5)
    assert save_as.isEnabled() and not replay.isEnabled()  # mid-game: the replay would show every secret
    window.resume(load_bytes(FINISHED_RAW))  # the unfinished game is filed first
    assert replay.isEnabled() and save_as.isEnabled()  # a finished game can still be saved
    assert window.menus.recent_menu.isEnabled()  # the unfinished game was filed (and is recent)


def test_saved_games_dialog_opens_deletes_after_asking_and_renames(window: MainWindow, qtbot: Any) -> None:
    files = _shelf(window.library)
    (window.library.autosave).unlink()  # type: ignore[union-attr]
    start_game(window, 3, 5)  # the game on the table, in the autosave
    table = window.session
    _menu_action(window, "Saved games").trigger()
    dialog: SavedGamesDialog = window.files.saved_games_dialog
    assert dialog.isVisible() and dialog.current() is not None and dialog.current().on_table  # type: ignore[union-attr]
    assert not dialog.delete_button.isEnabled() and not dialog.rename_button.isEnabled()
    headings = [dialog.list.topLevelItem(i).text(0) for i in range(dialog.list.topLevelItemCount())]
    assert headings[0].startswith("Unfinished games (3)") and headings[-1] == "Files that cannot be opened (4)"

    # Delete asks first; No keeps the file.
    dialog.select(files["damaged"])
    click_button(dialog.delete_button)
    assert dialog.delete_box.isVisible() and "cannot be brought back" in dialog.delete_box.text()
    dialog.delete_box.button(QMessageBox.StandardButton.No).click()
    assert files["damaged"].exists()
    click_button(dialog.delete_button)
    dialog.delete_box.button(QMessageBox.StandardButton.Yes).click()
    assert not files["damaged"].exists() and files["damaged"] not in dialog.rows
    assert window.session is table and window.library.autosave.exists()  # type: ignore[union-attr]

    # Rename: a refused name is said in plain words; a good one renames the file.
    dialog.select(files["finished"])
    click_button(dialog.rename_button)
    dialog.rename_box.setTextValue("Sunday with Ana")
    dialog.rename_box.accept()
    assert dialog.problem_box.isVisible() and "already a game called Sunday with Ana" in dialog.problem_box.text()
    dialog.problem_box.accept()
    assert dialog.rename(files["finished"], "The great mutiny")
    new = window.library.saves_dir / "The great mutiny.tortuga"
    assert new.exists() and dialog.current() is not None and dialog.current().path == new  # type: ignore[union-attr]

    # Open: a finished game opens its replay (the table keeps its game).
    dialog.list.itemDoubleClicked.emit(dialog.rows[new], 0)
    qtbot.waitUntil(lambda: getattr(window.files, "replay_dialog", None) is not None and window.files.replay_dialog.isVisible(),
                    timeout=3000)
    assert window.session is table
    window.files.replay_dialog.close()

    # Open an unfinished game: it goes on the table; the game there is filed first.
    window.files.show_saved_games()
    dialog = window.files.saved_games_dialog
    dialog.select(files["named"])
    click_button(dialog.open_button)
    assert window.session is not table and window.session is not None and len(window.session.names) == 2
    assert not dialog.isVisible()


def test_a_command_line_file_is_refused_first_then_start_up_goes_on(window: MainWindow, qtbot: Any,
                                                                    tmp_path: Path) -> None:
    """The refusal is the first and only dialog; "Resume the game?" comes after it is closed."""
    window.files.data_dir.mkdir(parents=True)
    shutil.copy(FIXTURES / "format4-2p-unfinished-seed31.tortuga", window.library.autosave)  # type: ignore[arg-type]
    bad = tmp_path / "broken.tortuga"
    bad.write_bytes(DAMAGED)
    asked: list[str] = []

    def answer() -> None:
        box = getattr(window.files, "question_box", None)
        if box is not None and box.isVisible() and not asked:
            asked.append(box.text())
            box.button(QMessageBox.StandardButton.Yes).click()

    timer = QTimer()
    timer.timeout.connect(answer)
    window.files.open_from_command_line(bad)
    shown = _visible_dialogs(window)
    assert shown == [window.files.warning_box] and "broken.tortuga" in window.files.warning_box.text()
    assert window.files.warning_box.text().startswith("This game cannot be opened. ")
    time.sleep(0.02)
    QApplication.processEvents()
    assert not asked and window.session is None
    timer.start(5)
    window.files.warning_box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.session is not None, timeout=3000)
    timer.stop()
    assert len(asked) == 1 and "Resume it?" in asked[0] and "12 moves played" in asked[0]
    assert len(window.session.names) == 2  # type: ignore[union-attr]


def test_a_finished_command_line_file_shows_its_replay_before_start_up(window: MainWindow,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    went_on: list[bool] = []
    monkeypatch.setattr(window.files, "startup", lambda: went_on.append(True))
    window.files.open_from_command_line(FIXTURES / "format4-2p-finished-seed32.tortuga")
    assert _visible_dialogs(window) == [window.files.replay_dialog] and not went_on
    window.files.replay_dialog.close()
    QApplication.processEvents()
    assert went_on == [True]
