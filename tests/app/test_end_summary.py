"""The end screen's summary of a finished game, without a widget: who won, every Loyalty, the treasure,
the turning points (issue 11 item 6; the model lives in app/end_summary.py, the screen only lays it out)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tortuga_qt import i18n
from tortuga_qt.app.end_summary import (
    TurningPoint,
    end_summary,
    headline,
    hints_taken,
    turning_points,
)
from tortuga_qt.app.story import Storyteller
from tortuga_qt.record.savefile import read_save
from tortuga_qt.rules import events as E
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.places import GALLEON, TORTUGA
from tortuga_qt.rules.state import Result
from tortuga_qt.rules.views import SeatView, omniscient_view

FINISHED = Path(__file__).parents[1] / "fixtures" / "saves" / "format4-5p-finished-seed52.tortuga"
NAMES = ["Anne", "Bart", "Cat"]


@dataclass
class _Table:
    """A finished game with the queries the summary asks (what the session answers)."""

    game: Game
    humans: list[bool]
    levels: dict[int, str] = field(default_factory=dict)
    hints: dict[int, int] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.game.config.seats]

    @property
    def pirates(self) -> list[str]:
        return [s.pirate for s in self.game.config.seats]

    def result(self) -> Result | None:
        return self.game.state.result

    def final_view(self) -> SeatView | None:
        return omniscient_view(self.game.state) if self.game.over else None

    def game_over_event(self) -> E.GameOver | None:
        return next((e for e in reversed(self.game.events) if isinstance(e, E.GameOver)), None)

    def public_log(self) -> list[E.Event]:
        return E.redact(self.game.events, None)


def test_a_finished_game_sums_up_its_winners_loyalties_and_treasure() -> None:
    """Every seat's revealed Loyalty, every hold's and Tortuga's count, the seats' players, what ended it."""
    loaded = read_save(FINISHED)
    table = _Table(loaded.game, loaded.save.humans, loaded.save.levels, loaded.save.hints)
    teller = Storyteller(table.names)
    summary = end_summary(table, teller)
    final, result = table.final_view(), table.result()
    assert summary is not None and final is not None and result is not None
    assert summary.result == result and summary.names == table.names and summary.pirates == table.pirates
    assert summary.loyalties == tuple(final.loyalties) and all(team in (0, 1, 2) for team in summary.loyalties)
    assert (summary.holds, summary.tortuga, summary.galleon) == (final.holds, final.tortuga_treasure, final.galleon)
    assert (summary.humans, summary.levels, summary.hints) == (loaded.save.humans, loaded.save.levels, loaded.save.hints)
    ended = table.game_over_event()
    assert ended is not None and summary.why == teller.line(ended)
    assert summary.turning_points and summary.turning_points[-1].art == "icon-spanish_armada"
    assert summary.turning_points == turning_points(table.public_log(), teller, table.pirates)


def test_a_game_still_going_has_no_summary() -> None:
    """While the game goes on there is nothing to sum up."""
    from tortuga_qt.rules.config import default_config

    table = _Table(Game(default_config(3), seed=4), [True, True, True])
    assert end_summary(table, Storyteller(table.names)) is None


def test_the_turning_points_are_the_votes_that_moved_treasure_the_maroons_and_the_end() -> None:
    """A vote counts when it moved treasure or marooned (R5, R6); an Albatross maroon is told once; a Brawl that
    left Tortuga as it was moved nothing; each point keeps its turn."""
    teller = Storyteller(NAMES)
    attack, won = E.VoteCalled(0, "attack", 0, (0, 1)), E.VoteResult(0, "attack", "success", ("cannon",), (1, 0, 0))
    taken = E.TreasureTaken(0, GALLEON, 1)
    brawl = E.VoteCalled(1, "brawl", 0, (1, 2))
    british = E.VoteResult(1, "brawl", "british", ("british",), (1, 0))
    events: list[E.Event] = [
        E.TurnBegan(0), attack, won, taken,
        E.TurnBegan(1), brawl, british, E.TortugaTreasure(2, 0), brawl, british, E.TortugaTreasure(2, 0),
        E.TurnBegan(2), E.Marooned(2, 0, "albatross"), E.AlbatrossSinks(0), E.Marooned(1, 0, "black_spot"),
        E.Revealed(2, 0, "spanish_armada"),
    ]
    points = turning_points(events, teller, ["morgan", "olonnais", "braziliano"])
    assert [(p.turn, p.art) for p in points] == [(1, "sym-cannon"), (2, "sym-british"), (3, "icon-albatross"),
                                                  (3, "pawn-olonnais"), (3, "icon-spanish_armada")]
    assert points[0] == TurningPoint(1, "sym-cannon", f"Anne called for an Attack: it succeeds. {teller.line(taken)}")
    assert points[-1].text == teller.line(events[-1])


def test_a_stormy_sea_at_tortuga_makes_the_next_brawl_count_again() -> None:
    """Stormy Seas at Tortuga changes its treasure: a Brawl after it that leaves the same count did move it."""
    teller = Storyteller(NAMES)
    brawl = E.VoteCalled(1, "brawl", 0, (1, 2))
    french = E.VoteResult(1, "brawl", "french", ("french",), (0, 1))
    events: list[E.Event] = [brawl, french, E.TortugaTreasure(0, 2), E.StormySeas(0, TORTUGA, 1),
                             brawl, french, E.TortugaTreasure(0, 2)]
    arts = [p.art for p in turning_points(events, teller, [])]
    assert arts == ["sym-french", "icon-stormy_seas", "sym-french"]


def test_the_headline_and_the_hints_taken() -> None:
    """The title names the winning team or a draw; the hints line lists each person's count, or says nothing.

    (No translator: the English sources; the window's English plural forms are checked on the end screen.)
    """
    before = i18n.use_translator(None)
    try:
        _headline_and_hints()
    finally:
        i18n.use_translator(before)


def _headline_and_hints() -> None:
    assert headline(Result(reason="armada", team=1, winners=(1,), british=2, french=5)) == "The French win!"
    assert headline(Result(reason="armada", team=-1, winners=(), british=3, french=3)) == "A draw!"
    assert hints_taken(NAMES, {0: 2, 1: 0}) == "Hints from a Hard pirate taken — Anne: 2 hint(s), Bart: 0 hint(s)"
    assert hints_taken(NAMES, {0: 0, 1: 0}) == "" and hints_taken(NAMES, {}) == ""
    assert "Zed" not in hints_taken(NAMES, {0: 1, 7: 3})
