"""The last move's caption fits its corner of the mat, in English and in Korean, at every size the mat is shown at.

Issue 23 item 2 (a playtest): in Korean the caption ran out of its plate and was cut. The view
scales the mat (0.55 at 1280x720, 0.9 at 1920x1080, 2 on a 4K screen), and the fonts it draws
with there are not exactly the measured ones scaled, so the drawn lines are measured here as
the screen draws them: with QFontMetrics, at the font's size on screen.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGraphicsScene

from tortuga_qt.app.event_places import NOWHERE_ON_THE_MAT
from tortuga_qt.app.presenter.last_move import LastMoveFrame
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules import events as E
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import EVENT_TYPES
from tortuga_qt.rules.places import TORTUGA
from tortuga_qt.ui import access
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.scene import text_fit
from tortuga_qt.ui.scene.last_move import LastMoveMarks
from tortuga_qt.ui.translations import install_translators

EVERYONE = tuple(range(9))  # nine pirates, the longest lists a sentence names
SCALES = [round(0.5 + 0.02 * i, 2) for i in range(76)]  # 0.5 (below 1280x720) to 2.0 (a 4K screen)


def samples() -> list[E.Event]:
    """Returns an event of every kind a last move can be named by, its longest wordings among them."""
    return [
        E.Moved(0, 3, 4, "letter_of_marque"), E.Moved(1, TORTUGA, 0, "atlantis"), E.Moved(8, 2, 3, "row"),
        E.Swapped(1, 8), E.Marooned(8, TORTUGA, "black_powder"), E.Marooned(1, 0, "captain"),
        E.CaptainMaroons(1, 8), E.AlbatrossSinks(1), E.Shifted(8, 1, 0), E.StartHoldChosen(8, 1, 0),
        E.TreasureTaken(8, -1, 3), E.TortugaTreasure(3, 4), E.Viewed(8, 3, 4), E.Revealed(8, 3, "fountain_of_youth"),
        E.Forced(1, 8, 3, 4), E.BlownUp(8, 3), E.EightBells(0, EVERYONE), E.StormySeas(1, 0, 3),
        E.StormySeas(1, TORTUGA, 3), E.ScurvyStruck(1, EVERYONE), E.VoteCalled(8, "mutiny", 0, EVERYONE),
        E.Given(1, 8, "fountain_of_youth"), E.PistolAimed(1, 8), E.CabinFever(1, 8), E.CrowsNest(1, 8, 3),
        E.Kept(8, "letter_of_marque"),
        E.VoteResult(8, "attack", "british", ("2x torch/british/skull",) * 9, (1,) * 9),
        E.TreasureDeclined(8), E.FountainUsed(8, "captain"), E.TurnLost(8), E.NoEffect(8, "eight_bells"),
    ]


@pytest.fixture(params=["en", "ko"])
def language(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """Installs English or Korean for one test, then English again."""
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def test_every_kind_of_last_move_has_a_sample_here() -> None:
    """A new kind of event placed on the mat gets a sample above, so its caption is checked too."""
    placed = {k for k in EVENT_TYPES if k not in NOWHERE_ON_THE_MAT}
    assert {e.kind for e in samples()} == placed


def _drawn_outside(caption, scale: float) -> list[str]:  # type: ignore[no-untyped-def]
    """Returns how the caption's lines, drawn at `scale`, leave its plate or its plate the box ([] when they fit)."""
    font = QFont(caption.font)
    font.setPointSizeF(caption.font.pointSizeF() * scale)
    metrics = QFontMetrics(font)
    plate, text_w = caption.plate_rect(), caption.w - 12
    need = metrics.boundingRect(QRect(0, 0, int(text_w * scale), 10 ** 6), text_fit.WRAP, caption.drawn())
    problems = []
    if need.width() > (plate.width() - 2) * scale or need.height() > plate.height() * scale:
        problems.append(f"{need.width()}x{need.height()} in a plate {plate.width() * scale:.0f}x{plate.height() * scale:.0f}")
    if caption.drawn().count("\n") + 1 != need.height() // metrics.lineSpacing():
        problems.append("its lines wrap again")
    if plate.left() < 0 or plate.top() < 0 or plate.right() > caption.w or plate.bottom() > caption.h:
        problems.append(f"the plate {plate} leaves the box")
    return problems


def test_every_last_move_caption_fits_its_box_at_every_size_of_the_mat(language: str) -> None:
    """The drawn lines stay on their plate, the plate in its box (L.LAST_MOVE); the whole sentence stays in the tooltip
    and in what screen readers say, even where the mat shows it cut short."""
    teller = Storyteller([s.name for s in default_config(9).seats], mark_secrets=False)
    scene = QGraphicsScene()  # kept: the caption lives in it
    marks = LastMoveMarks(scene, [])
    caption = marks.caption
    assert (caption.w, caption.h) == (L.LAST_MOVE.w, L.LAST_MOVE.h)
    bad = []
    for event in samples():
        marks.show(LastMoveFrame(teller.line(event), frozenset()))
        assert caption.toolTip() == caption.text and access.words_of(caption)[0] == caption.text
        assert caption.text.endswith(teller.line(event))  # the whole sentence
        assert caption.drawn().replace("\n", " ").rstrip(text_fit.ELLIPSIS) in " ".join(caption.text.split())
        assert caption.font.pointSizeF() >= caption.floor and caption.overflow() == []
        bad += [f"{event.kind} at {scale}: {p} ({caption.drawn()!r})" for scale in SCALES for p in _drawn_outside(caption, scale)]
    assert bad == [], f"{len(bad)} captions drawn outside their box, e.g. {bad[:3]}"


def test_a_sentence_too_long_for_the_box_is_cut_at_a_word_with_an_ellipsis(language: str) -> None:
    """At the smallest size, a sentence still too long ends after its last word that fits, with "…"."""
    scene = QGraphicsScene()
    marks = LastMoveMarks(scene, [])
    long = " ".join(["Bartolomeu Português"] * 40)
    marks.show(LastMoveFrame(long, frozenset()))
    caption = marks.caption
    assert caption.font.pointSizeF() == caption.floor and caption.drawn().endswith(text_fit.ELLIPSIS)
    head = caption.drawn().replace("\n", " ").removesuffix(text_fit.ELLIPSIS)
    assert caption.text.startswith(head) and caption.text[len(head)] == " "  # cut between two words
    assert caption.overflow() == [] and caption.toolTip() == caption.text
