"""The names of things and the help's hints translate without Qt, through the hook the window installs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tortuga_qt import i18n
from tortuga_qt.app import names


@pytest.fixture
def no_translator() -> Iterator[None]:
    """No translator installed (a headless tool), then whatever was installed before."""
    before = i18n.use_translator(None)
    yield
    i18n.use_translator(before)


def test_without_a_translator_the_english_sources_read_with_their_count(no_translator: None) -> None:
    """A headless tool: the English source, `%n` filled in only when a count is given."""
    assert i18n.translate("Help", "Pass") == "Pass"
    assert i18n.translate("Table", "%n move(s) played", None, 3) == "3 move(s) played"
    assert i18n.translate("Table", "%n move(s) played") == "%n move(s) played"
    assert names.card_name("pistol") == "Pistol" and names.team_name(2) == "Dutch"
    assert names.hold_name(3) == "the Jolly Roger's French hold"


def test_the_installed_translator_gets_context_text_disambiguation_and_count(no_translator: None) -> None:
    """Contract: the hook hands the installed translator everything Qt's translate takes."""
    i18n.use_translator(lambda context, text, disambiguation, n: f"{context}|{text}|{disambiguation}|{n}")
    assert i18n.translate("Help", "Pass", "button", 3) == "Help|Pass|button|3"
    assert i18n.translate("Help", "Pass") == "Help|Pass|None|-1"
    assert names.ship_name(0) == "Place|Flying Dutchman|None|-1"


def test_the_window_points_the_hook_at_qt(qapp, no_translator: None) -> None:  # type: ignore[no-untyped-def]
    """Installing the program's translations (start-up, a language change) makes the Qt-free names Korean."""
    from tortuga_qt.ui.translations import install_translators

    try:
        install_translators(qapp, "ko")
        assert names.ship_name(1) == "졸리 로저" and names.card_name("pistol") == "권총"
    finally:
        install_translators(qapp, "en")
    assert names.ship_name(1) == "Jolly Roger"
