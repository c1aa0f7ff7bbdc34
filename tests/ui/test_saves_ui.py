"""Saves on the table: autosave after every action, resume behind the curtain, damaged files
kept aside, Save As / Open / recent games, and the replay viewer of a finished game.

Everything goes through the real window (`window` fixture: temporary settings and data folder)
and is played by clicking (`driver`).
"""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tests.record.test_savefile import PY_NOISE, has_controls
from tests.rules.randomgames import SCALE
from tests.ui.conftest import make_window, module_window, start_game
from tests.ui.driver import act, button, click_button, play_through, step_once
from tortuga_qt.app.names import card_label, face_name, team_name
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.story import Storyteller
from tortuga_qt.record.savefile import load_bytes, read_save
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.serialization import state_to_dict
from tortuga_qt.rules.views import omniscient_view
from tortuga_qt.ui.widgets.main_window import MainWindow

TEAMS = [team_name(t) for t in range(3)]


# ---------------------------------------------------------------------------------------- helpers


def play_some(window: MainWindow, rng: Rng, actions: int, stop: Callable[[Any], bool] | None = None,
              check: Callable[[MainWindow], None] | None = None) -> None:
    """Clicks on (people) and waits (computers) until `actions` more steps are recorded and `stop`."""
    session = window.session
    assert session is not None
    target = len(session.core.referee_game.actions) + actions
    for _ in range(3000):
        QApplication.processEvents()
        if check is not None:
            check(window)
        step = session.step
        if step.kind is StepKind.OVER:
            return
        if len(session.core.referee_game.actions) >= target and (stop is None or stop(session)):
            return
        step_once(window, rng)
    raise AssertionError("the game did not get that far")


def assert_file_holds_the_table(path: Path, window: MainWindow, generators: bool = True) -> None:
    session = window.session
    assert session is not None
    loaded = read_save(path)
    assert loaded.game.actions == session.core.referee_game.actions
    assert state_to_dict(loaded.game.state) == state_to_dict(session.core.referee_game.state)
    assert loaded.game.events == session.core.referee_game.events
    assert loaded.game.rng.state == session.core.referee_game.rng.state
    assert loaded.save.humans == session.humans
    assert [tuple(x) for x in loaded.save.looks] == [tuple(x) for x in session.core.owed_looks]
    assert loaded.save.finished is session.core.referee_game.over
    if generators:
        assert loaded.save.bot_rngs == session.to_save().bot_rngs


def no_secret_on_screen(window: MainWindow) -> None:
    """Behind the curtain: the public view only, nothing in the private panel, no card named."""
    session, scene, private = window.session, window.scene, window.private
    assert session is not None and scene is not None and scene.view is not None
    assert session.screen_seat() is None
    assert scene.view.seat is None and scene.view.hand == ()
    assert private.card_buttons == {}
    text = private.text()
    assert "Loyalty" not in text and not any(t in text for t in TEAMS), text
    assert all(item.label == "" for item in scene.slots)


def second_window(qtbot: Any, first: MainWindow, tmp_path: Path) -> MainWindow:
    """The program launched again: same data folder, its own settings."""
    return make_window(qtbot, tmp_path / "second.ini", first.files.data_dir)


def assert_plain_warning(text: str) -> None:
    assert text and "Traceback" not in text
    assert not has_controls(text), text
    assert not PY_NOISE.search(text), text


def _damaged_files(base: bytes) -> dict[str, bytes]:
    data = json.loads(base)

    def edited(change: Callable[[dict[str, Any]], Any]) -> bytes:
        d = json.loads(base)
        change(d)
        return json.dumps(d).encode()

    return {
        "junk": b"\x00\xffthis is not a game\x13",
        "truncated": base[: len(base) * 2 // 3],
        "empty": b"",
        "future-format": edited(lambda d: d.update(format=7)),
        "illegal-record": edited(lambda d: d["actions"].insert(8, data["actions"][-1])),
        "snapshot-edited": edited(lambda d: d["snapshot"].update(galleon=d["snapshot"]["galleon"] + 1)),
        "finished-lie": edited(lambda d: d.update(finished=True)),
        "wrong-types": edited(lambda d: d.update(humans="all of them")),
        # Damage that the loader lets through today (see tests/record/test_savefile.py):
        "format-1-label": edited(lambda d: d.update(format=1)),
        "look-for-no-seat": edited(lambda d: d.update(looks=[[99, "loyalty"]])),
        "deep-nesting": b"[" * 100_000,
    }


def _midgame_save(n: int = 4, seed: int = 77) -> tuple[bytes, Any]:
    from tests.record.test_savefile import _sample

    return _sample(n, seed, 30)


# ---------------------------------------------------------------------------------------- autosave


def test_autosave_after_every_action_and_look(window: MainWindow) -> None:
    """After each applied action (person or computer) and each closed look, the autosave file
    holds exactly the game on the table."""
    start_game(window, 4, 21, [True, True, False, False])
    session = window.session
    assert session is not None
    path = window.files.autosave_path
    assert_file_holds_the_table(path, window)
    seen: list[tuple[int, int]] = []

    def check(w: MainWindow) -> None:
        mark = (len(session.core.referee_game.actions), len(session.core.owed_looks))
        if not seen or seen[-1] != mark:
            seen.append(mark)
            # A computer may be choosing right now (its generator moves in another thread).
            assert_file_holds_the_table(path, w, generators=session.step.kind is not StepKind.BOT)

    # Each check reads the file back: the slow check (`TORTUGA_PROPERTIES=full`, README) plays 40 actions, the test run 16.
    actions = 40 if SCALE >= 2 else 16
    play_some(window, Rng(3), actions, check=check)
    check(window)
    played = {a.seat for a in session.core.referee_game.actions if a.seat >= 0}
    assert {0, 1} <= played and {2, 3} & played, "people and computers should both have played"
    assert len(seen) > actions * 3 // 4
    assert any(b[1] < a[1] for a, b in itertools.pairwise(seen)), "no closed look was checked"


# ---------------------------------------------------------------------------------------- relaunch


@pytest.mark.parametrize(("n", "seed", "humans"), [(3, 31, [True, True, False]), (4, 41, [True, False, False, False])],
                         ids=["two-people", "one-person"])
def test_relaunch_resumes_behind_the_curtain_and_plays_to_the_end(window: MainWindow, qtbot: Any, tmp_path: Path,
                                                                   n: int, seed: int, humans: list[bool]) -> None:
    start_game(window, n, seed, humans)
    first = window.session
    assert first is not None
    # Stop while a person has the device and decides: the next launch must not show their secrets.
    play_some(window, Rng(seed), 15, stop=lambda s: s.step.kind is StepKind.DECIDE)
    assert first.step.kind is StepKind.DECIDE and not first.core.referee_game.over
    actions, state = list(first.core.referee_game.actions), first.core.referee_game.state
    generators = first.to_save().bot_rngs
    deciding = first.step.seat
    first.stop()

    again = second_window(qtbot, window, tmp_path)
    again.files.startup(ask=False)
    session = again.session
    assert session is not None
    assert session.core.referee_game.actions == actions and session.core.referee_game.state == state
    assert session.to_save().bot_rngs == generators
    assert session.step.kind is StepKind.CURTAIN and again.curtain.isVisible()
    assert session.step.seat == deciding
    no_secret_on_screen(again)

    clicks = play_through(again, seed)
    assert clicks > 5 and session.core.referee_game.over
    assert session.core.referee_game.actions[: len(actions)] == actions
    assert_file_holds_the_table(again.files.autosave_path, again)
    assert read_save(again.files.autosave_path).save.finished
    session.stop()


def test_relaunch_of_a_one_person_game_waiting_for_a_computer_shows_no_secret(window: MainWindow, qtbot: Any,
                                                                            tmp_path: Path) -> None:
    """Resuming always lands behind the curtain, even when a computer seat moves first."""
    humans = [True, False, False, False]
    start_game(window, 4, 43, humans)
    first = window.session
    assert first is not None
    rng = Rng(43)
    for _ in range(3000):  # click until the person's action hands over to a computer
        QApplication.processEvents()
        step = first.step
        assert step.kind is not StepKind.OVER
        if step.kind is StepKind.DECIDE:
            act(window, rng.choice(first.legal()))
            if first.step.kind is StepKind.BOT and len(first.core.referee_game.actions) > 12:
                break
        elif step.kind is StepKind.CURTAIN:
            click_button(window.curtain.button)
        elif step.kind is StepKind.LOOK:
            click_button(button(window, "lookDone"))
        else:
            QTest.qWait(1)
    first.stop()  # killed right after the save, before the computer moved
    saved = read_save(window.files.autosave_path)
    assert saved.game.actions == first.core.referee_game.actions

    again = second_window(qtbot, window, tmp_path)
    again.files.startup(ask=False)
    assert again.session is not None and again.session.core.referee_game.actions == saved.game.actions
    no_secret_on_screen(again)
    again.session.stop()


# ---------------------------------------------------------------------------------------- damaged autosave


@pytest.mark.parametrize("damage", list(_damaged_files(_midgame_save()[0])))
def test_damaged_autosave_at_launch_is_kept_aside_and_a_new_game_starts(window: MainWindow, damage: str) -> None:
    raw, game = _midgame_save()
    content = _damaged_files(raw)[damage]
    path = window.files.autosave_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)

    window.files.startup(ask=False)
    session = window.session
    assert session is not None
    # A fresh game, not the damaged one.
    assert session.core.referee_game.config != game.config or session.core.referee_game.actions[: len(game.actions)] != game.actions
    assert all(isinstance(a, Chance) for a in session.core.referee_game.actions)
    # A plain warning.
    warning = window.files.warning_box
    text = warning.text()
    assert "could not be resumed" in text and "kept aside" in text
    assert_plain_warning(text)
    # The damaged file is kept under another name, byte for byte; the autosave is the new game.
    # (A file from a newer version is not damaged: it is kept as "autosave-newer-version-…".)
    prefix = "autosave-newer-version-" if damage.startswith("future") else "autosave-damaged-"
    aside = [p for p in path.parent.iterdir() if p.name.startswith(prefix)]
    assert len(aside) == 1 and aside[0].suffix == ".tortuga"
    assert aside[0].read_bytes() == content
    assert_file_holds_the_table(path, window)


def test_damaged_autosave_never_overwrites_one_kept_aside_earlier(window: MainWindow,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Two damaged autosaves set aside within the same second: both are kept."""
    folder = window.files.autosave_path.parent
    folder.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(time, "strftime", lambda *args: "20250101-120000")
    earlier = folder / "autosave-damaged-20250101-120000.tortuga"
    earlier.write_bytes(b"the first damaged game")
    window.files.autosave_path.write_bytes(b"the second damaged game")
    window.files.startup(ask=False)
    monkeypatch.undo()
    kept = sorted(p.read_bytes() for p in folder.iterdir() if p.name.startswith("autosave-damaged-"))
    assert kept == [b"the first damaged game", b"the second damaged game"]


# ---------------------------------------------------------------------------------------- Save As / Open / recent


def test_save_as_then_open_puts_the_same_game_back(window: MainWindow, tmp_path: Path) -> None:
    start_game(window, 4, 51, [True, True, False, False])
    play_some(window, Rng(51), 20, stop=lambda s: s.step.kind is StepKind.DECIDE)
    session = window.session
    assert session is not None
    actions, state = list(session.core.referee_game.actions), session.core.referee_game.state
    generators = session.to_save().bot_rngs
    looks = list(session.core.owed_looks)

    wanted = tmp_path / "saves" / "our game"
    assert window.files.save_as(wanted)
    path = wanted.with_name("our game.tortuga")
    assert path.exists() and not wanted.exists()
    assert window.files.recent()[0] == str(path)
    assert window.menus.recent_menu.actions()[0].toolTip() == str(path)
    assert_file_holds_the_table(path, window)

    start_game(window, 5, 52)  # another game on the table meanwhile
    assert window.session is not session
    assert window.files.open_file(path)
    back = window.session
    assert back is not None and back is not session
    assert back.core.referee_game.actions == actions and back.core.referee_game.state == state
    assert back.to_save().bot_rngs == generators
    assert [tuple(x) for x in back.core.owed_looks] == [tuple(x) for x in looks]
    assert back.step.kind is StepKind.CURTAIN
    no_secret_on_screen(window)
    assert window.files.recent()[0] == str(path) and window.files.recent().count(str(path)) == 1
    assert_file_holds_the_table(window.files.autosave_path, window)  # the opened game is now autosaved

    # The game goes on from there.
    play_some(window, Rng(52), 10)
    assert len(back.core.referee_game.actions) >= len(actions) + 10 and back.core.referee_game.actions[: len(actions)] == actions
    assert_file_holds_the_table(window.files.autosave_path, window, generators=back.step.kind is not StepKind.BOT)


def _bad_file(folder: Path, name: str) -> Path:
    """Writes one unusable file (or names a missing one)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.tortuga"
    if name == "missing":
        return path
    raw, _ = _midgame_save()
    if name == "twenty-megabytes":
        with path.open("wb") as f:
            f.write(raw + b" " * (20 * 1024 * 1024))
    else:
        path.write_bytes(_damaged_files(raw)[name])
    return path


BAD = ["junk", "truncated", "empty", "future-format", "illegal-record", "snapshot-edited", "finished-lie",
       "wrong-types", "twenty-megabytes", "missing", "format-1-label", "look-for-no-seat", "deep-nesting"]


@pytest.fixture(scope="module")
def midgame_table(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[MainWindow]:
    """One window with a game in progress, shared by the damaged files: opening one must change nothing."""
    windows = module_window(tmp_path_factory, "damaged", reveal_ms=0)
    window = next(windows)
    start_game(window, 4, 61, [True, True, False, False])
    play_some(window, Rng(61), 2, stop=lambda s: s.step.kind is StepKind.DECIDE)
    yield window
    next(windows, None)  # closes it


@pytest.mark.parametrize("bad", BAD)
def test_opening_a_damaged_file_changes_nothing(midgame_table: MainWindow, tmp_path: Path, bad: str) -> None:
    window = midgame_table
    session = window.session
    assert session is not None
    actions, step = list(session.core.referee_game.actions), session.step
    session.autosave_writer.flush()  # the writer thread has saved the last action (issue 11, item 7)
    autosave = window.files.autosave_path.read_bytes()
    recent = window.files.recent()
    path = _bad_file(tmp_path / "bad", bad)

    assert window.files.open_file(path) is False
    text = window.files.warning_box.text()
    assert text.startswith("This game cannot be opened. ")
    assert_plain_warning(text)
    assert path.name in text
    assert window.session is session and session.core.referee_game.actions == actions and session.step == step
    assert window.files.autosave_path.read_bytes() == autosave
    assert window.files.recent() == recent
    assert getattr(window.files, "replay_dialog", None) is None


def test_opening_a_finished_game_opens_its_replay(window: MainWindow, tmp_path: Path) -> None:
    from tests.record.test_savefile import FINISHED_RAW

    start_game(window, 3, 71, [True, False, False])
    session = window.session
    assert session is not None
    session.autosave_writer.flush()  # the writer thread has saved the deal (issue 11, item 7)
    autosave = window.files.autosave_path.read_bytes()
    path = tmp_path / "finished.tortuga"
    path.write_bytes(FINISHED_RAW)
    assert window.files.open_file(path)
    assert window.session is session  # the table keeps its game
    assert window.files.autosave_path.read_bytes() == autosave
    dialog = window.files.replay_dialog
    assert dialog.isVisible() and dialog.slider.maximum() == len(load_bytes(FINISHED_RAW).game.actions)
    assert window.files.recent()[0] == str(path)
    dialog.close()


# ---------------------------------------------------------------------------------------- replay viewer


def _check_replay_step(dialog: Any, step: int, names: list[str]) -> int:
    """Shows `step` and checks the omniscient mat, the log and the secrets; returns slots checked."""
    dialog.slider.setValue(step)
    QApplication.processEvents()
    state = dialog.loaded.states[step]
    view = omniscient_view(state)
    checked = 0
    for i, item in enumerate(dialog.scene.slots):
        if view.row_face_down[i]:
            assert item.label == card_label(C.KIND[state.row[i]]), (step, i)
            checked += 1
        else:
            assert item.label == ""
    assert dialog.log.count() == sum(len(lines) for lines in dialog.step_events[: step + 1])
    logged = [dialog.log.item(i).text() for i in range(dialog.log.count())]
    assert logged == [line for lines in dialog.step_events[: step + 1] for line in lines]
    # Every Loyalty (once dealt: "?" before the Loyalty cards are dealt) and every hand.
    dealt = any(isinstance(a, Chance) and a.what == "loyalty" for a in dialog.loaded.game.actions[:step])
    secrets = dialog.secrets.text()
    for seat, name in enumerate(names):
        team = team_name(state.loyalty[seat]) if dealt else "?"
        hand = "; ".join(face_name(C.VOTE_FACE[c]) for c in state.hands[seat]) or "—"
        assert f"<b>{name}</b> ({team}): {hand}" in secrets, (step, secrets)
    assert dialog.position.text() == f"Step {step} of {dialog.slider.maximum()}"
    return checked


def test_replay_viewer_after_a_finished_game(window: MainWindow, tmp_path: Path) -> None:
    start_game(window, 3, 81, [True, True, False])
    play_through(window, 81)
    session = window.session
    assert session is not None and session.core.referee_game.over
    window.files.show_replay()
    dialog = window.files.replay_dialog
    assert dialog.isVisible()
    total = len(session.core.referee_game.actions)
    assert dialog.slider.maximum() == total
    assert dialog.slider.value() == total  # it opens on the end of the game

    names = session.names
    counts, checked = [], 0
    for step in (0, 2, 3, total // 3, total // 2, total - 1, total):
        checked += _check_replay_step(dialog, step, names)
        counts.append(dialog.log.count())
    assert counts == sorted(counts) and counts[0] < counts[-1]
    assert checked > 0, "no face-down card was checked"

    # The whole story: every event of the game, secrets included.
    teller = Storyteller(names)
    story = "\n".join(teller.line(e) for e in session.core.referee_game.events) + "\n"
    assert dialog.story() == story
    assert counts[-1] == len(story.splitlines())
    target = tmp_path / "story.txt"
    assert dialog.export_to(target)
    assert target.read_text(encoding="utf-8") == story
    assert "Game over" in story

    # The buttons step through it as well.
    dialog.findChild(QPushButton, "first").click()
    assert dialog.slider.value() == 0
    dialog.findChild(QPushButton, "forward").click()
    assert dialog.slider.value() == 1
    dialog.findChild(QPushButton, "last").click()
    assert dialog.slider.value() == total
    dialog.close()


def test_replay_shows_no_loyalty_before_the_loyalty_cards_are_dealt(window: MainWindow) -> None:
    """Step 1 (the starred Event cards drawn, no Loyalty card dealt yet) shows "?" for everyone."""
    from tests.record.test_savefile import FINISHED_RAW

    window.resume(load_bytes(FINISHED_RAW))
    window.files.show_replay()
    dialog = window.files.replay_dialog
    assert dialog.loaded.game.actions[0].what == "stars" and dialog.loaded.game.actions[1].what == "loyalty"
    _check_replay_step(dialog, 1, window.session.names)
    dialog.close()


def test_replay_menu_opens_the_viewer_after_a_finished_game(window: MainWindow) -> None:
    """Game > Watch the replay of this game, chosen from the menu."""
    from tests.record.test_savefile import FINISHED_RAW

    window.resume(load_bytes(FINISHED_RAW))  # a finished game on the table
    assert window.session is not None and window.session.core.referee_game.over
    menu_action = next(a for m in window.menuBar().actions() if m.menu() is not None
                       for a in m.menu().actions() if "replay" in a.text())
    menu_action.trigger()
    QApplication.processEvents()
    dialog = getattr(window.files, "replay_dialog", None)
    assert dialog is not None and dialog.isVisible()
    dialog.close()


def test_replay_is_refused_before_the_game_is_over(window: MainWindow) -> None:
    start_game(window, 3, 91, [True, True, False])
    play_some(window, Rng(91), 10)
    session = window.session
    assert session is not None and not session.core.referee_game.over
    window.files.show_replay()
    assert getattr(window.files, "replay_dialog", None) is None
    text = window.files.warning_box.text()
    assert "over" in text and "every secret" in text
    assert_plain_warning(text)
    assert not any(t in text for t in TEAMS)
    # The menu item is not even offered mid-game (issue 11 item 4: menu items only when they can work).
    menu_action = next(a for m in window.menuBar().actions() if m.menu() is not None
                       for a in m.menu().actions() if "replay" in a.text())
    assert not menu_action.isEnabled()
    menu_action.trigger()
    QApplication.processEvents()
    assert getattr(window.files, "replay_dialog", None) is None
