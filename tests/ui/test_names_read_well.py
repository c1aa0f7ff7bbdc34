"""Seat names in sentences: any name reads well ("You", "Player 1", "Chris", "James"), and the defaults are "Player N".

The rule: a seat's name is never followed by a possessive 's ("You's secrets", "Chris's turn")
nor by a form of "to be" or "to have" ("You is British"); sentences say "Secrets of NAME",
"NAME to play", "Loyalty of NAME: British" instead. Korean puts 의 / 이(가) after any name
(`tortuga_qt.i18n.particles`). The default names are "Player 1", "Player 2", ... (translated):
the New game dialog's seats and the first game's.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel

from tests.app.test_story_transcript import SENTENCES
from tests.ui.driver import step_once
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules.config import GameConfig, SeatConfig, default_config
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.translations import install_translators
from tortuga_qt.ui.widgets.dialogs import NewGame, NewGameDialog

NAMES = ("You", "Player 1", "Chris", "James")
OTHERS = ["Anne", "Bart", "Calico", "Davy", "Eve"]
TEMPLATE = Path(__file__).resolve().parents[2] / "resources" / "translations" / "tortuga_template.ts"
# Placeholders that stand for a seat's name (or a list of them) in the program's sentences.
PEOPLE = ("who", "other", "name", "names", "forcer", "caller", "target", "captain", "governor", "winners", "seats",
          "crew", "players", "pawn")
# Sentences whose {name} is a file's name, not a seat's ("Save" is the save files' context).
FILE_SENTENCES = frozenset({
    "The name {name} is kept for the computer's own use; please choose another.",
    "{name} is not a save file: a folder or another kind of file has its name.",
    "{name} is a folder; it is not deleted from here.",
})


def misread(text: str, name: str) -> list[str]:
    """Returns the places where `name` is followed by a possessive 's or by is / was / has."""
    return re.findall(re.escape(name) + r"(?:'s|’s|\s+(?:is|was|has|isn't|wasn't|hasn't)\b)", text)


def test_the_rule_catches_the_old_sentences() -> None:
    """The check itself: "You's secrets", "You is British", "Chris's turn" are caught; "Secrets of You" is not."""
    assert misread("You's secrets", "You") and misread("You is British.", "You") and misread("Chris's turn.", "Chris")
    assert not misread("Secrets of You", "You") and not misread("Loyalty of James: British.", "James")


@pytest.mark.parametrize("name", NAMES)
def test_every_story_sentence_reads_well_with_any_name(qapp, name: str) -> None:  # type: ignore[no-untyped-def]
    """Every kind of event, with the name at every seat, in English: no "NAME's", no "NAME is"."""
    install_translators(qapp, "en")
    bad = []
    for seat in range(len(OTHERS)):
        names = list(OTHERS)
        names[seat] = name
        teller = Storyteller(names)
        for event, _, _ in SENTENCES:
            line = teller.line(event)
            if misread(line, name):
                bad.append(line)
    assert bad == []


def test_no_sentence_of_the_program_puts_is_or_a_possessive_after_a_name() -> None:
    """Every player string (the template: panels, curtain, end screen, help, learn): no "{who}'s", no "{name} is"."""
    pattern = re.compile(r"\{(" + "|".join(PEOPLE) + r")\}(?:'s|’s|\s+(?:is|was|has)\b)")
    bad = []
    for context in ET.parse(TEMPLATE).getroot().iter("context"):
        if context.findtext("name") == "Save":
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source not in FILE_SENTENCES and pattern.search(source):
                bad.append(source)
    assert bad == []


def test_a_game_of_you_and_james_shows_no_misread_name(window) -> None:  # type: ignore[no-untyped-def]
    """Seats named "You", "James" and "Chris" through the real window: no curtain, panel or log line misreads a name."""
    config = GameConfig(seats=(SeatConfig(name="You", pirate="morgan"), SeatConfig(name="James", pirate="olonnais"),
                               SeatConfig(name="Chris", pirate="braziliano")))
    window.start(NewGame(config, [True, True, False], 5, {2: "random"}))
    rng = Rng(5)
    seen: list[str] = []
    for _ in range(30):
        QApplication.processEvents()
        seen += [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
        seen += window.log.lines()
        if window.session is None or window.session.step.kind is StepKind.OVER:
            break
        step_once(window, rng)
    text = "\n".join(seen)
    assert "Secrets of You" in text and "Secrets of James" in text  # both private panels were shown
    assert [m for n in ("You", "James", "Chris") for m in misread(text, n)] == []


def test_the_new_game_dialog_names_its_seats_player_1_to_n(qapp) -> None:  # type: ignore[no-untyped-def]
    """The New game dialog's default names are "Player 1" ... "Player N", in the language installed."""
    dialog = NewGameDialog(players=5)
    assert [dialog._name(r).text() for r in range(5)] == [f"Player {i}" for i in range(1, 6)]
    dialog.count.setValue(9)
    assert [dialog._name(r).text() for r in range(9)] == [f"Player {i}" for i in range(1, 10)]
    dialog.deleteLater()
    install_translators(qapp, "ko")
    try:
        korean = NewGameDialog(players=3)
        assert [korean._name(r).text() for r in range(3)] == ["플레이어 1", "플레이어 2", "플레이어 3"]
        korean.deleteLater()
    finally:
        install_translators(qapp, "en")


def test_a_seat_remembered_as_you_comes_back_as_player_1(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The last setup remembered by an earlier version ("You", or 나) comes back as "Player 1"; typed names stay."""
    settings = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    pirates = [s.pirate for s in default_config(3).seats]
    settings.setValue("setup/names", ["You", "Bart", "나"])
    settings.setValue("setup/pirates", pirates)
    settings.setValue("setup/humans", ["true", "true", "false"])
    dialog = NewGameDialog(settings=settings)
    assert [dialog._name(r).text() for r in range(3)] == ["Player 1", "Bart", "Player 3"]
    dialog.deleteLater()


def test_the_first_game_seats_are_player_1_to_5(qapp) -> None:  # type: ignore[no-untyped-def]
    """The first game of a new table (start_default) names its seats "Player 1" ... "Player 5"; two are people."""
    from tortuga_qt.app.new_game import first_game, seat_name

    game = first_game()
    assert [s.name for s in game.config.seats] == [seat_name(i) for i in range(5)] == [f"Player {i}" for i in range(1, 6)]
    assert game.humans == [True, True, False, False, False]


@pytest.mark.parametrize("typed", ["You", " me ", "I", "나"], ids=["you", "me", "i", "korean-na"])
def test_a_pronoun_typed_as_a_seat_name_is_refused_in_plain_words(qapp, typed: str) -> None:  # type: ignore[no-untyped-def]
    """"You" (or me, I, 나) cannot name a seat ("You moves to Tortuga"): the dialog says so and offers "Player N"."""
    dialog = NewGameDialog(players=3)
    dialog.set_seat(1, typed, True)
    with pytest.raises(ValueError, match="cannot name a seat") as refusal:
        dialog.build()
    assert "Player 2" in str(refusal.value)
    dialog.set_seat(1, "Youssef", True)  # a name that only starts like one is a name
    assert [s.name for s in dialog.build().config.seats] == ["Player 1", "Youssef", "Player 3"]
    dialog.deleteLater()
