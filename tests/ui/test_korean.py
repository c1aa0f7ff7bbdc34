"""Korean, complete (issue 12, items 1 and 2): the translation, its font, the language setting.

* `tortuga_ko.ts` has no unfinished or obsolete entry and covers every string the code marks
  (pyside6-lupdate run on the package now), with every placeholder and tag kept, so no
  `.format` fails and no link breaks; the shipped `.qm` is compiled from it;
* every character of every Korean string is in the bundled font (`QFontMetrics.inFontUcs4`), and
  Hangul drawn in the program's families comes from that font when the system's lacks it;
* View > Language switches the whole window to Korean at once and back, and is remembered;
* the layout-fit check of issue 11 holds in Korean at 1366x768 (a seven-action turn and its vote);
* Korean particles after a name follow the word: "졸리 로저가", "Henry Morgan이(가)".
"""

from __future__ import annotations

import collections
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontMetrics, QTextLayout
from PySide6.QtWidgets import QAbstractButton, QApplication

from tests.ui.conftest import do, load_position, module_window, start_game
from tests.ui.fit import scene_overflow, widget_overflow
from tortuga_qt.i18n import particles
from tortuga_qt.rules.frames import VoteF
from tortuga_qt.rules.scenario import position
from tortuga_qt.ui.fonts import hangul_family
from tortuga_qt.ui.learn.coach import CoachPanel
from tortuga_qt.ui.translations import install_translators, spoken
from tortuga_qt.ui.widgets.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
KOREAN_TS = TRANSLATIONS / "tortuga_ko.ts"
# What a translation must keep from its source: placeholders, %n and HTML tags.
KEPT = re.compile(r"%n|%\d|\{[a-z_]+\}|<[^>]+>")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """Returns every message of a .ts file by (context, source)."""
    out = {}
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            out[(context.findtext("name") or "", message.findtext("source") or "")] = message
    return out


def korean_texts() -> dict[tuple[str, str], str]:
    """Returns every Korean translation text (a counted message's one form) by (context, source)."""
    out = {}
    for key, message in messages(KOREAN_TS).items():
        translation = message.find("translation")
        assert translation is not None, key
        forms = [f.text or "" for f in translation.iter("numerusform")]
        out[key] = forms[0] if forms else translation.text or ""
    return out


@pytest.fixture
def korean(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Installs the Korean translation for one test, then English again."""
    install_translators(qapp, "ko")
    yield
    install_translators(qapp, "en")


def test_the_korean_translation_is_finished_and_covers_every_string(tmp_path: Path) -> None:
    """Issue 12 item 1: no unfinished or obsolete entry; every marked string of the package is there."""
    found = messages(KOREAN_TS)
    states = collections.Counter(m.find("translation").get("type") for m in found.values())  # type: ignore[union-attr]
    assert set(states) == {None}, states  # no "unfinished", "obsolete" or "vanished"
    assert set(found) == set(messages(TRANSLATIONS / "tortuga_template.ts"))
    lupdate = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    ts = tmp_path / "now.ts"
    files = [str(p) for p in sorted((ROOT / "tortuga_qt").rglob("*.py"))]
    subprocess.run([lupdate, *files, "-ts", str(ts)], check=True, capture_output=True)
    missing = set(messages(ts)) - set(found)
    assert not missing, f"strings without Korean (run resources/translations/build_english.py): {sorted(missing)[:5]}"
    for (context, source), message in found.items():  # a counted string keeps its count
        assert (message.get("numerus") == "yes") == ("%n" in source), (context, source)


def test_every_korean_string_keeps_its_placeholders_and_tags() -> None:
    """Issue 12 item 1: word order may change, but every {name}, %n and tag stays (no .format fails)."""
    texts = korean_texts()
    assert len(texts) > 900
    for (context, source), text in texts.items():
        assert text.strip(), (context, source)
        assert collections.Counter(KEPT.findall(text)) == collections.Counter(KEPT.findall(source)), (context, source, text)
        if re.search(r"[A-Za-z]{4,}", KEPT.sub("", source)) and not re.search(r"^[\W\d{}A-Z]+$", source):
            assert re.search("[\uac00-\ud7a3]", text), (context, source, text)  # translated, not copied


def test_the_shipped_korean_qm_is_compiled_from_the_ts(tmp_path: Path) -> None:
    """The .qm the program loads holds the .ts's words (fix: run build_english.py)."""
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    fresh = tmp_path / "ko.qm"
    subprocess.run([lrelease, str(KOREAN_TS), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == (TRANSLATIONS / "tortuga_ko.qm").read_bytes()


def test_korean_is_spoken_where_it_is_installed(qapp, korean) -> None:  # type: ignore[no-untyped-def]
    """The translators give Korean words, Korean counted forms and Qt's own Korean buttons."""
    assert QCoreApplication.translate("Help", "Black Spot") == "검은 표식"  # a card's one name (app/cards/)
    counted = QCoreApplication.translate("Table", " (%n action(s) left this turn)", None, 2)
    assert "2" in counted and re.search("[\uac00-\ud7a3]", counted) and "%n" not in counted
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "취소"
    assert spoken("ko") == "ko" and spoken("fr") == "en" and spoken("en") == "en"


def test_every_korean_character_is_in_the_bundled_font(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 12 item 2: no empty box for any character of any Korean string."""
    family = hangul_family()
    assert family == "Tortuga Hangul"
    metrics = QFontMetrics(QFont(family, 12))
    chars = set("".join(korean_texts().values()))
    missing = sorted(c for c in chars if not c.isspace() and not metrics.inFontUcs4(ord(c)))
    assert not missing, f"not in the font (run resources/fonts/build_font.py): {missing}"
    assert {"가", "힣", "ㄱ", "A", "1"} <= {c for c in "가힣ㄱA1" if metrics.inFontUcs4(ord(c))}  # any typed name


def test_hangul_in_the_program_fonts_comes_from_the_bundled_font(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 12 item 2: the families the program draws with fall back to the bundled font for Hangul."""
    for font in (QFont("serif", 12), QFont("serif", 12, QFont.Weight.Bold), QApplication.font()):
        layout = QTextLayout("토르투가 1667", font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        runs = layout.glyphRuns()
        hangul = [r for r in runs if r.rawFont().familyName().lower() == "tortuga hangul"]
        assert hangul, [r.rawFont().familyName() for r in runs]
        assert all(0 not in list(r.glyphIndexes()) for r in runs)  # no empty box


def test_view_language_switches_the_window_and_is_remembered(qapp, window) -> None:  # type: ignore[no-untyped-def]
    """Issue 12 item 1: View > Language > 한국어 words the menus and the table in Korean at once; English back."""
    start_game(window, 4, 3)
    menus = lambda: [a.text() for a in window.menuBar().actions()]  # noqa: E731
    assert "&Game" in menus()
    try:
        korean_action = window.findChild(QAction, "language_ko")
        assert korean_action is not None and korean_action.text() == QLocale("ko").nativeLanguageName() == "한국어"
        korean_action.trigger()
        assert window.settings.value("language") == "ko"
        assert any("게임" in t for t in menus()) and "&Game" not in menus()
        lines = window.log.lines()
        assert lines and all(re.search("[\uac00-\ud7a3]", line) for line in lines), lines  # the story worded again at once
        assert re.search("[\uac00-\ud7a3]", window.curtain.title.text())
        assert window.seats.heading.text() == "해적" and "토르투가" in window.windowTitle()
        assert re.search("[\uac00-\ud7a3]", window.table.accessibleName())
        groups = len(window.findChildren(QActionGroup))
        korean_action = window.findChild(QAction, "language_ko")
        assert korean_action is not None
        korean_action.trigger()  # again: nothing piles up
        QApplication.processEvents()
        assert len(window.findChildren(QActionGroup)) <= groups
        chosen = window.findChild(QAction, "language_ko")
        assert chosen is not None and chosen.isChecked()  # the rebuilt menu shows the choice
    finally:
        english = window.findChild(QAction, "language_en")
        assert english is not None
        english.trigger()
    assert "&Game" in menus() and window.settings.value("language") == "en"
    assert not any(re.search("[\uac00-\ud7a3]", w) for w in window.log.lines())
    assert window.seats.heading.text() == "Pirates"


def test_the_voyage_coach_buttons_follow_a_language_switch(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    """View > Language during Learn to play words the coach's own buttons (Leave, Back, Restart, Skip) again."""
    coach = CoachPanel()
    qtbot.addWidget(coach)
    words = lambda: [b.text() for b in (coach.leave, coach.back, coach.restart, coach.skip)]  # noqa: E731
    assert words() == ["Leave", "◀ Back", "Restart", "Skip"]
    try:
        install_translators(qapp, "ko")
        QApplication.processEvents()  # Qt posts the LanguageChange to every window
        assert words() == ["나가기", "◀ 이전", "다시 시작", "건너뛰기"], words()
        assert re.search("[\uac00-\ud7a3]", coach.leave.toolTip())
    finally:
        install_translators(qapp, "en")
        QApplication.processEvents()
    assert words() == ["Leave", "◀ Back", "Restart", "Skip"]


@pytest.fixture(scope="module")
def korean_turn(qapp, tmp_path_factory):  # type: ignore[no-untyped-def]
    """A 7-seat table in Korean: the Captain of the Flying Dutchman, a Letter of Marque in front."""
    install_translators(qapp, "ko")
    try:
        for w in module_window(tmp_path_factory, "korean_fit"):
            start_game(w, 7, 1)
            load_position(w, position(7, fd=(0, 1, 2), jr=(3, 4), tortuga=(5, 6), front={0: ["letter_of_marque"]}))
            yield w
    finally:
        install_translators(qapp, "en")


def test_a_korean_turn_and_its_vote_fit_at_1366x768(korean_turn: MainWindow) -> None:
    """Issue 12 tests: the layout-fit check of issue 11 passes in Korean at 1366x768."""
    window = korean_turn
    session = window.session
    assert session is not None
    for phase in ("turn", "vote"):
        if phase == "vote":
            do(window, "P1 attack")
            assert isinstance(session.core.referee_game.state.stack[-1], VoteF)
        window.resize(1366, 768)
        QApplication.processEvents()
        window.settle_layout()
        for _ in range(3):
            QApplication.processEvents()
        texts = [b.text() for b in window.actions_panel.findChildren(QAbstractButton)] + window.log.lines()
        assert any(re.search("[\uac00-\ud7a3]", t) for t in texts), "the table is not in Korean"
        problems = widget_overflow(window) + scene_overflow(window.scene)
        assert not problems, f"{phase}: " + "\n".join(problems)


@pytest.mark.parametrize(("text", "expected"), [
    ("졸리 로저이(가) 출발했습니다", "졸리 로저가 출발했습니다"),
    ("스페인 갤리온을(를) 공격", "스페인 갤리온을 공격"),
    ("토르투가(으)로 유배", "토르투가로 유배"),
    ("물(으)로", "물로"),
    ("3번 칸이(가)", "3번 칸이"),
    ("2이(가)", "2가"),
    ("Henry Morgan이(가) 이동", "Henry Morgan이(가) 이동"),  # a Latin name: both forms stay
    ("보물 지도와(과) 권총", "보물 지도와 권총"),
])
def test_korean_particles_follow_the_word_before(text: str, expected: str) -> None:
    """Issue 12 item 1 (word order): a particle after a filled-in word takes that word's form."""
    assert particles(text) == expected


@pytest.mark.parametrize(("lang", "expected"), [("ko_KR.UTF-8", "ko"), ("en_US.UTF-8", "en"), ("de_DE.UTF-8", "en")])
def test_the_language_follows_the_system(lang: str, expected: str) -> None:
    """Issue 12 item 1: with no choice made, a Korean desktop gets Korean; any other language English."""
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen")
    code = ("from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
            "from tortuga_qt.ui.translations import spoken; print(spoken(''))")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True, capture_output=True, text=True)
    assert out.stdout.strip() == expected


def test_every_event_card_text_reads_in_korean(qapp, korean) -> None:  # type: ignore[no-untyped-def]
    """Issue 12 item 1: the card texts the prompts, the mat and the reference show are translated (not the data file's English)."""
    from tortuga_qt.rules.components import components
    from tortuga_qt.ui.scene.tips import card_text

    for kind in components().event_names:
        text = card_text(kind)
        assert re.search("[\uac00-\ud7a3]", text) and not re.search(r"[A-Za-z]{5,}", text), (kind, text)
    used = [p for p in (ROOT / "tortuga_qt").rglob("*.py") if "event_texts" in p.read_text(encoding="utf-8")
            and "rules" not in p.parts]
    assert used == [], f"the data file's English card texts reach the screen from {used}"
