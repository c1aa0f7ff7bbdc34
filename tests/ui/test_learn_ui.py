"""The guided first voyage on the real table, clicked as a learner would (issue 9).

Every chapter is completed by clicking what each step asks; in every chapter one wrong click is
answered with the rule and the learner tries again. Back, skip, restart, the chapter list, the
remembered progress, leaving, and the real game at the end work; a lesson is never saved.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from tests.rules.randomgames import SCALE
from tests.ui.conftest import make_window
from tortuga_qt.app.seating import StepKind
from tortuga_qt.learn.chapters import CHAPTERS
from tortuga_qt.learn.lesson import CONTEXT
from tortuga_qt.learn.progress import load_progress
from tortuga_qt.learn.rehearsal import Rehearsal
from tortuga_qt.ui.learn.autoplay import Learner, run_voyage
from tortuga_qt.ui.learn.voyage import PROGRESS_KEY
from tortuga_qt.ui.widgets.main_window import MainWindow

IDS = [c.key for c in CHAPTERS]


def _learner(window: MainWindow, chapter: int = 0, step: int = 0) -> Learner:
    window.voyage_host.learn_to_play(fresh=True)
    assert window.voyage is not None
    if (chapter, step) != (0, 0):
        window.voyage._build(window.voyage.tutor.go(chapter, step))
    learner = Learner(window)
    learner.wait_ready()
    return learner


def test_the_whole_voyage_is_completed_by_clicking_and_a_wrong_click_per_chapter_teaches(
        window: MainWindow, tmp_path: Path) -> None:
    """Every chapter is done by clicking what each step asks (the autoplay learner, real mouse clicks);
    in every chapter one wrong click gets the rule and changes nothing; one picture per step is written."""
    import io

    taught: dict[str, str] = {}

    def wrong_first(learner: Learner) -> None:
        tutor = learner.voyage.tutor
        if tutor.chapter.key in taught:
            return
        step = (tutor.chapter_index, tutor.step_index)
        said = learner.wrong_click()
        rule = QCoreApplication.translate(CONTEXT, tutor.wrong())
        assert rule and rule in said, (tutor.chapter.key, said, rule)
        assert (tutor.chapter_index, tutor.step_index) == step, "a wrong click never moves the voyage on"
        assert learner.voyage.coach.wrong.isVisible()
        assert 'href="' in said and "Read the rule" in said  # the answer links the rule's page
        taught[tutor.chapter.key] = said

    window.resize(1024, 700)  # the smallest supported screen (and quicker pictures)
    out = io.StringIO()
    # A picture costs a PNG each (a third of the test): the slow check (`TORTUGA_PROPERTIES=full`,
    # README) writes them all; the default run writes those of the first chapters (test below).
    status = run_voyage(window, tmp_path if SCALE >= 2 else None, out, before_step=wrong_first)
    steps = sum(len(c.steps) for c in CHAPTERS)
    assert status == 0, out.getvalue()
    assert out.getvalue().strip() == f"walkthrough: {len(CHAPTERS)} chapters, {steps} steps, completed"
    assert list(taught) == IDS
    assert len(list(tmp_path.glob("c*-s*.png"))) == (steps if SCALE >= 2 else 0)
    voyage = window.voyage
    assert voyage is not None and set(voyage.tutor.done) == set(IDS)
    assert voyage.bot is not None and voyage.bot.misfits == 0 and voyage.bot.left() == 0


def test_the_walkthrough_writes_one_picture_per_step(window: MainWindow, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """`--learn --autoplay --screens`: a voyage of the first two chapters writes one PNG of the window per step."""
    import io

    from PySide6.QtGui import QImage

    import tortuga_qt.learn.chapters as chapters

    first = CHAPTERS[:2]
    monkeypatch.setattr(chapters, "CHAPTERS", first)  # the voyage reads its chapters when it starts
    window.resize(1024, 700)
    out = io.StringIO()
    assert run_voyage(window, tmp_path, out) == 0, out.getvalue()
    steps = sum(len(c.steps) for c in first)
    assert out.getvalue().strip() == f"walkthrough: 2 chapters, {steps} steps, completed"
    pictures = sorted(tmp_path.glob("c*-s*.png"))
    assert [p.name for p in pictures] == sorted(f"c{c + 1:02d}-s{s + 1:02d}.png"
                                                for c, ch in enumerate(first) for s in range(len(ch.steps)))
    image = QImage(str(pictures[0]))
    assert (image.width(), image.height()) == (window.width(), window.height())


def test_read_the_rule_under_a_wrong_click_opens_the_reference_there(window: MainWindow) -> None:
    learner = _learner(window, 4)  # Attack
    voyage = learner.voyage
    voyage.wrong()
    label = voyage.coach.wrong
    assert 'href="rule:' in label.text()
    with_page: list[str] = []
    voyage.coach.page_requested.connect(with_page.append)
    label.linkActivated.emit(voyage.tutor.page())
    assert with_page == [voyage.tutor.page()]
    dialog = window.reference_dialog
    assert dialog is not None and dialog.isVisible()


def test_the_table_of_a_step_is_the_rehearsed_position(window: MainWindow) -> None:
    """Back, skip and restart rebuild the real position of the step they land on."""
    learner = _learner(window)
    voyage = learner.voyage
    tutor = voyage.tutor
    chapter = tutor.chapter
    voyage.coach.skip.click()
    voyage.coach.skip.click()
    learner.wait_ready()
    assert tutor.step_index == 2
    assert window.session is not None
    expected = Rehearsal(chapter).run_to(2)
    assert window.session.core.referee_game.state.row == expected.game.state.row
    assert window.session.step == expected.table
    voyage.coach.back.click()
    learner.wait_ready()
    assert tutor.step_index == 1
    voyage.coach.restart.click()
    learner.wait_ready()
    assert tutor.step_index == 0 and window.session.step == Rehearsal(chapter).table
    assert not voyage.coach.back.isEnabled()


def test_the_chapter_list_goes_anywhere_and_back_crosses_chapters(window: MainWindow) -> None:
    learner = _learner(window)
    voyage = learner.voyage
    voyage.coach.chapters.activated.emit(2)
    learner.wait_ready()
    assert voyage.tutor.chapter_index == 2 and voyage.tutor.step_index == 0
    voyage.coach.back.click()
    learner.wait_ready()
    assert voyage.tutor.chapter_index == 1
    assert voyage.tutor.step_index == len(CHAPTERS[1].steps) - 1


def test_progress_is_remembered_between_launches(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = make_window(qtbot, tmp_path / "t.ini", tmp_path / "data")
    learner = _learner(first, 1)
    learner.complete_step()
    learner.wait_ready()
    saved = load_progress(QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat).value(PROGRESS_KEY))
    assert (saved.chapter, saved.step) == (CHAPTERS[1].key, 1)
    first.close()
    again = make_window(qtbot, tmp_path / "t.ini", tmp_path / "data")
    again.voyage_host.learn_to_play()
    assert again.voyage is not None
    assert (again.voyage.tutor.chapter_index, again.voyage.tutor.step_index) == (1, 1)


def test_a_lesson_is_never_saved_and_leaving_starts_a_real_game(window: MainWindow, tmp_path: Path) -> None:
    learner = _learner(window)
    assert window.session is not None and window.session.practice
    assert not window.files.save_as(tmp_path / "lesson.tortuga")
    assert not (tmp_path / "lesson.tortuga").exists()
    assert window.files.autosave_path is None or not window.files.autosave_path.exists()
    learn = window.findChild(QAction, "helpLearn")
    assert learn is not None and not learn.isEnabled()  # issue 11: menus enabled only when they can work
    assert not window.menus.replay_action.isEnabled() and not window.menus.save_as_action.isEnabled()
    learner.voyage.coach.leave.click()
    QApplication.processEvents()
    assert window.voyage is None
    assert learn.isEnabled()
    assert window.session is not None and not window.session.practice
    dialog = getattr(window, "new_game_dialog", None)
    if dialog is not None:
        dialog.reject()


def test_after_the_last_chapter_a_real_game_with_hints(window: MainWindow) -> None:
    learner = _learner(window, len(CHAPTERS) - 1)
    tutor = learner.voyage.tutor
    while not tutor.chapter_done:
        learner.wait_ready()
        learner.complete_step()
    learner.wait_ready()
    assert "real game" in learner.voyage.coach.text.text()
    learner.press(learner.voyage.coach.next, "Play a real game")
    QApplication.processEvents()
    session = window.session
    assert window.voyage is None and session is not None and not session.practice
    assert session.humans == [True, False, False, False]
    assert window.menus.hints.isChecked()


def test_a_real_game_with_an_unfinished_game_on_the_table_is_filed_before_the_voyage(window: MainWindow) -> None:
    from tests.ui.conftest import start_game
    from tests.ui.driver import step_once
    from tortuga_qt.rules.rng import Rng

    start_game(window, 4, 7)
    rng = Rng(3)
    for _ in range(12):
        step_once(window, rng)
    window.voyage_host.learn_to_play(fresh=True)
    kept = list((window.files.data_dir / "saves").glob("unfinished-*.tortuga"))
    assert len(kept) == 1


def test_first_launch_offers_learn_to_play_beside_play(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = make_window(qtbot, tmp_path / "t.ini", tmp_path / "data")
    w.files.startup(ask=True)
    dialog = w.files.welcome_dialog
    assert dialog.learn.text() == "Learn to play" and dialog.play.text() == "Play"
    dialog.learn.click()
    QApplication.processEvents()
    assert w.voyage is not None and w.session is not None and w.session.practice
    w.close()
    again = make_window(qtbot, tmp_path / "t.ini", tmp_path / "data2")
    again.files.startup(ask=True)
    assert getattr(again.files, "welcome_dialog", None) is None, "the welcome is for the first launch only"
    again.new_game_dialog.reject()
    assert again.session is not None and again.session.step.kind is not StepKind.OVER


def test_autoplay_exits_1_naming_the_step_that_cannot_be_done(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """A step whose action is not the learner's to take fails the run, and the step is named."""
    import io
    from dataclasses import replace

    import tortuga_qt.learn.chapters as chapters
    from tortuga_qt.learn.lesson import Act

    first = CHAPTERS[0]
    broken = replace(first, steps=(*first.steps[:2], replace(first.steps[2], task=Act("P2 reveal 1"))))
    monkeypatch.setattr(chapters, "CHAPTERS", (broken,))
    out = io.StringIO()
    assert run_voyage(window, None, out) == 1
    assert "failed at chapter 1 (secret), step 3" in out.getvalue()
