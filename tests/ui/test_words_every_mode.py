"""The same words in every mode: `--screenshot` installs the window's translators; the holds speak the language.

* `tortuga --screenshot` titles the mat "Tortuga 1667 / 9 pirates" (the English plural forms),
  and in the language the player chose, as the window does: not "9 pirate(s)";
* in Korean the holds and Tortuga's areas carry the team's word (영국 / 프랑스), never the Latin
  B / F: the art draws no letter on them, the mat writes the word in the language installed.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from tortuga_qt.main import main
from tortuga_qt.paths import resources_dir
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.views import view_for
from tortuga_qt.ui import translations
from tortuga_qt.ui.scene.table_scene import TableScene
from tortuga_qt.ui.translations import install_translators
from tortuga_qt.ui.widgets import language_menu


@pytest.fixture
def bare(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """No translator installed (a fresh process), then the tests' English translators again."""
    for old in translations._INSTALLED:
        qapp.removeTranslator(old)
    translations._INSTALLED.clear()
    yield
    install_translators(qapp, "en")


@pytest.mark.parametrize(("language", "title"), [("en", "Tortuga 1667\n9 pirates"), ("ko", "토르투가 1667\n해적 9명")],
                         ids=["english", "korean"])
def test_the_screenshot_words_the_mat_as_the_window_does(bare, tmp_path, monkeypatch, language, title) -> None:  # type: ignore[no-untyped-def]
    """`--screenshot` of 9 players: the title box reads "9 pirates" (or its Korean, when Korean is chosen)."""
    monkeypatch.setattr(language_menu, "chosen_language", lambda settings: language)
    shown: list[str] = []
    real_show = TableScene.show

    def show(scene: TableScene, *args: object, **kw: object) -> None:
        real_show(scene, *args, **kw)  # type: ignore[arg-type]
        shown.append(scene.title.text)

    monkeypatch.setattr(TableScene, "show", show)
    assert main(["--screenshot", str(tmp_path / "mat.png"), "--players", "9", "--moves", "0", "--size", "640x360"]) == 0
    assert shown == [title]


def test_the_art_writes_no_letter_on_a_hold() -> None:
    """The hold plates of the art hold no text: their word is the program's, in the player's language."""
    svg = ET.parse(resources_dir() / "art" / "tortuga.svg").getroot()
    plates = [g for g in svg.iter("{http://www.w3.org/2000/svg}g") if g.get("id") in ("hold-british", "hold-french")]
    assert len(plates) == 2
    assert [t.text for g in plates for t in g.iter("{http://www.w3.org/2000/svg}text")] == []


def _marks(language: str) -> list[str]:
    install_translators(QCoreApplication.instance(), language)  # type: ignore[arg-type]
    game = Game(default_config(5), 3)
    scene = TableScene([s.name for s in game.config.seats], [s.pirate for s in game.config.seats])
    scene.show(view_for(game.state, None), set(), set(), animate=False)
    return [item.mark for item in (*scene.holds, *scene.areas)]


def test_in_korean_the_holds_and_tortuga_areas_carry_the_team_words(qapp) -> None:  # type: ignore[no-untyped-def]
    """Korean: every hold and Tortuga area reads 영국 or 프랑스 (no Latin letter); English: B and F."""
    try:
        korean = _marks("ko")
    finally:
        english = _marks("en")
    assert korean == ["영국", "프랑스", "영국", "프랑스", "영국", "프랑스"]
    assert not any(re.search("[A-Za-z]", mark) for mark in korean)
    assert english == ["B", "F", "B", "F", "B", "F"]


def test_the_holds_follow_a_language_switch(qapp) -> None:  # type: ignore[no-untyped-def]
    """A scene drawn in English and shown again after a switch to Korean writes the Korean words."""
    game = Game(default_config(4), 2)
    scene = TableScene([s.name for s in game.config.seats], [s.pirate for s in game.config.seats])
    scene.show(view_for(game.state, None), set(), set(), animate=False)
    assert scene.holds[0].mark == "B"
    install_translators(qapp, "ko")
    try:
        scene.show(view_for(game.state, None), set(), set(), animate=False)
        assert [h.mark for h in scene.holds] == ["영국", "프랑스", "영국", "프랑스"]
    finally:
        install_translators(qapp, "en")
