"""The replay shows what each computer pirate believed; a person may ask a Hard pirate for a hint.

The belief panel of the replay lists, for a computer seat at the step shown, every other
seat with its three chances (British, French, Dutch) in words and colour, computed from
that seat's own view and events; a person's seat shows nothing. The Hint button appears
in the private panel only during the person's own decision when hints are offered, shows
the suggestion in words, and the end screen says how many hints each person took.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tortuga_qt.app import session as S
from tortuga_qt.app import thinker as T
from tortuga_qt.app.end_summary import EndSummary
from tortuga_qt.app.presenter.presenter import TablePresenter
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.story import Storyteller
from tortuga_qt.app.wording import hint_words
from tortuga_qt.record.savefile import LoadedGame, read_save
from tortuga_qt.rules import actions as A
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.places import GALLEON, TORTUGA
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.state import Result
from tortuga_qt.rules.views import SeatView, view_for
from tortuga_qt.ui.lookups import table_lookups
from tortuga_qt.ui.widgets.beliefs import percentages
from tortuga_qt.ui.widgets.end_screen import EndScreen
from tortuga_qt.ui.widgets.panels.private import PrivatePanel
from tortuga_qt.ui.widgets.replay import ReplayDialog

SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
PERCENT = re.compile(r"(\d{1,3}) %")


def _replay(qtbot, name: str = "format4-5p-finished-seed52.tortuga", humans: list[bool] | None = None) -> ReplayDialog:  # type: ignore[no-untyped-def]
    loaded = read_save(SAVES / name, keep_states=True)
    if humans is not None:
        loaded = LoadedGame(loaded.save.model_copy(update={"humans": humans}), loaded.game, loaded.states, loaded.step_events)
    dialog = ReplayDialog(loaded, "test")
    qtbot.addWidget(dialog)
    return dialog


def test_the_replay_shows_a_computer_seats_belief_three_chances_per_other_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _replay(qtbot)
    panel = dialog.beliefs
    humans = dialog.loaded.save.humans
    computer = [s for s, h in enumerate(humans) if not h]
    assert [panel.seat_box.itemData(i) for i in range(panel.seat_box.count())] == computer
    step = 30
    dialog.slider.setValue(step)
    for seat in computer:
        assert panel.set_seat(seat)
        rows = panel.rows()
        assert [name for name, _ in rows] == [n for s, n in enumerate(dialog.names) if s != seat]
        for _, cells in rows:
            shares = [int(PERCENT.fullmatch(c).group(1)) for c in cells]  # type: ignore[union-attr]
            assert sum(shares) == 100
        # Exactly what the seat's own bot would believe: its view of that state, the events it saw.
        from tortuga_qt.bots.belief import Belief

        events = [e for caused in dialog.loaded.step_events[:step] for e in caused]
        expected = Belief.from_history(view_for(dialog.loaded.states[step], seat), redact(events, seat)).marginals()
        others = [s for s in range(len(humans)) if s != seat]
        assert [cells for _, cells in rows] == [tuple(f"{p} %" for p in percentages(expected[s])) for s in others]
        assert panel.table.item(0, 0).background().color().alpha() > 0  # a colour cue beside the words
    last = dialog.slider.maximum()  # the replay opened there, on the first computer seat
    assert dialog._beliefs.keys() == {(last, computer[0])} | {(step, s) for s in computer}  # computed when shown, kept
    dialog.slider.setValue(step + 1)
    assert (step + 1, panel.seat) in dialog._beliefs and (step + 1, computer[0]) not in dialog._beliefs


def test_a_hard_seats_belief_reads_the_other_hard_seats_as_its_pirate_did(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A Hard pirate reads a seat shown as Hard by how Hard plays (`HardBot.read`): the replay shows that
    belief, not the honest reading. Here P2 (Hard) placed the starting treasure of the Jolly Roger, and
    P5 (Hard) takes it with a grain of salt."""
    from tortuga_qt.bots.belief import Belief

    loaded = read_save(SAVES / "format4-5p-finished-seed52.tortuga", keep_states=True)
    save = loaded.save.model_copy(update={"levels": {1: "hard", 4: "hard"}})
    dialog = ReplayDialog(LoadedGame(save, loaded.game, loaded.states, loaded.step_events), "test")
    qtbot.addWidget(dialog)
    step, seat = 30, 4
    events = redact([e for caused in dialog.loaded.step_events[:step] for e in caused], seat)
    view = view_for(dialog.loaded.states[step], seat)
    by_level = Belief.from_history(view, events, levels=(None, "hard", None, None, "hard")).marginals()
    honest = Belief.from_history(view, events).marginals()
    assert by_level[1] != honest[1]
    assert dialog.belief(step, seat) == by_level


def test_a_persons_seat_shows_no_belief(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _replay(qtbot)
    humans = dialog.loaded.save.humans
    shown = dialog.beliefs.seat
    for seat in (s for s, h in enumerate(humans) if h):
        assert not dialog.beliefs.set_seat(seat)
        assert dialog.belief(20, seat) is None
    assert dialog.beliefs.seat == shown
    dialog.slider.setValue(0)  # before the Loyalty cards are dealt: nothing believed yet
    assert dialog.beliefs.rows() == [] and dialog.beliefs.note.text()


def test_a_game_of_people_only_has_no_belief_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _replay(qtbot, humans=[True] * 5)
    dialog.show()
    assert dialog.beliefs.isHidden() and dialog.beliefs.seat is None and dialog.beliefs.rows() == []


def test_percentages_add_up_to_a_hundred() -> None:
    assert percentages((1 / 3, 1 / 3, 1 / 3)) == (34, 33, 33)
    assert percentages((0.675, 0.325, 0.0)) == (68, 32, 0) or percentages((0.675, 0.325, 0.0)) == (67, 33, 0)
    assert sum(percentages((0.123, 0.456, 0.421))) == 100


def test_the_end_screen_counts_hints_only_when_some_were_taken(qtbot) -> None:  # type: ignore[no-untyped-def]
    names = ["Ann", "Bob", "Cat"]
    result = Result(reason="armada", team=0, winners=(0, 2), british=5, french=3)

    def screen(hints: dict[int, int]) -> EndScreen:
        summary = EndSummary(result, names, ["morgan", "olonnais", "braziliano"], (0, 1, 0), (1, 0, 0, 1), (1, 1), 4,
                             "why", [], [True, True, False], {2: "easy"}, hints)
        dialog = EndScreen(summary)
        qtbot.addWidget(dialog)
        return dialog

    taken = screen({0: 2, 1: 0})
    assert not taken.hints.isHidden()
    assert "Ann: 2 hints" in taken.hints.text() and "Bob: 0 hints" in taken.hints.text() and "Cat" not in taken.hints.text()
    for hints in ({0: 0, 1: 0}, {}):
        none = screen(hints)
        assert none.hints.isHidden() and none.hints.text() == ""


def test_a_suggestion_in_words_names_what_to_click() -> None:
    names = ["Ann", "Bob", "Cat"]
    assert hint_words(A.Attack(0), names) == "Call for an Attack (Captain)"
    assert hint_words(A.Move(1, TORTUGA), names) == "Move to or from a Rowboat: Tortuga"
    assert hint_words(A.Pistol(0, 2), names) == "Aim the Pistol at a player: Cat"
    assert hint_words(A.Take(0, GALLEON, 1), names) == \
        "Take the treasure: the Spanish Galleon → the Flying Dutchman's French hold"
    assert hint_words(A.View(0, 1, 3), names) == "View 2 Event cards: Event card 2 of the row, Event card 4 of the row"


class FirstBot:
    """A quick stand-in for the Hard pirate: the first legal action."""

    def __init__(self) -> None:
        self.views: list[SeatView] = []

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: Sequence[Event] = ()) -> Action:
        """Returns legal[0]."""
        self.views.append(view)
        return legal[0]


@pytest.fixture
def decision(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A session (a person and three random computer seats) waiting for the person's decision, and the stand-in."""
    bot = FirstBot()
    monkeypatch.setattr(T, "hint_bot", lambda: bot)
    session = S.GameSession(default_config(4), 13, [True, False, False, False], 0,
                            levels={1: "random", 2: "random", 3: "random"})
    for _ in range(300):
        kind = session.step.kind
        if kind is StepKind.DECIDE:
            break
        if kind is StepKind.CURTAIN:
            session.claim(session.step.seat)
        elif kind is StepKind.LOOK:
            session.look_done()
        else:
            qtbot.waitUntil(lambda: session.step.kind is not StepKind.BOT, timeout=10000)
    assert session.step.kind is StepKind.DECIDE
    yield session, bot
    session.stop()
    QApplication.processEvents()


def test_the_hint_button_shows_a_hard_pirates_suggestion(qtbot, decision) -> None:  # type: ignore[no-untyped-def]
    session, bot = decision
    panel = PrivatePanel()
    qtbot.addWidget(panel)

    presenter = TablePresenter(session, Storyteller(session.names), table_lookups(), hold_reveals=False)

    def show(offered: bool = True) -> None:  # what the window does on each refresh
        presenter.offer_hints = offered
        frame = presenter.frame()
        panel.show_view(frame.view, set(), set())
        panel.show_hint(frame.hint)

    panel.hint_requested.connect(lambda: (session.hint(), show()))
    session.hint_ready.connect(lambda _action: show())
    show(offered=False)
    assert panel.hint_button is None  # View > "Offer hints from a Hard pirate" is off by default
    show()
    assert panel.hint_button is not None and panel.hint_button.isEnabled() and panel.hint_label is not None
    assert panel.hint_label.isHidden()
    with qtbot.waitSignal(session.hint_ready, timeout=10000) as ready:
        qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    action = ready.args[0]
    assert action == session.legal()[0] and bot.views == [view_for(session.core.referee_game.state, session.step.seat)]
    assert panel.hint_label is not None and hint_words(action, session.names) in panel.hint_label.text()
    assert not panel.hint_button.isEnabled()  # one hint per decision
    assert session.hints[session.step.seat] == 1
    panel.show_view(None, set(), set())  # the curtain: the hint goes with the secrets
    panel.show_hint(None)
    assert panel.hint_button is None and "Hard pirate" not in panel.text()


def test_no_hint_button_on_a_computer_seats_move(qtbot, decision) -> None:  # type: ignore[no-untyped-def]
    session, _ = decision
    panel = PrivatePanel()
    qtbot.addWidget(panel)
    session.submit(session.legal()[0])
    assert session.step.kind is StepKind.BOT  # one person at the table: the seat on screen stays theirs
    presenter = TablePresenter(session, Storyteller(session.names), table_lookups(), hold_reveals=False)
    presenter.offer_hints = True
    frame = presenter.frame()
    assert frame.hint is None
    panel.show_view(frame.view, set(), set())
    panel.show_hint(frame.hint)
    assert panel.seat == 0 and panel.hint_button is None and session.hint() is None and not session.asked_hint()
