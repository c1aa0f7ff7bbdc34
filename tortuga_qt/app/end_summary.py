"""What the end screen shows of a finished game: who won, every Loyalty, the treasure, the turning points.

Qt-free: `end_summary(table, teller)` gathers it from a finished game (the public story and
everything face up; `table` is the game session or anything with its queries), in the player's
language through `tortuga_qt.i18n.translate`. The end screen (`tortuga_qt.ui.widgets.end_screen`)
only lays it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from tortuga_qt.app.names import team_name, verdict, vote_name
from tortuga_qt.i18n import particles, translate
from tortuga_qt.rules import events as E
from tortuga_qt.rules.places import NOWHERE, TORTUGA
from tortuga_qt.rules.state import Result

if TYPE_CHECKING:
    from tortuga_qt.rules.views import SeatView


class Teller(Protocol):
    """What the summary needs of the storyteller (`tortuga_qt.app.story.Storyteller`)."""

    def who(self, seat: int) -> str:
        """Returns a seat's name as the story writes it."""
        ...

    def line(self, e: E.Event) -> str:
        """Returns the sentence for one event."""
        ...


class FinishedTable(Protocol):
    """What the summary needs of the game on the table (a `GameSession`)."""

    @property
    def names(self) -> list[str]:
        """Returns the seats' names."""
        ...

    @property
    def pirates(self) -> list[str]:
        """Returns each seat's pirate (its pawn's art)."""
        ...

    @property
    def humans(self) -> list[bool]:
        """Returns whether each seat is played by a person."""
        ...

    @property
    def levels(self) -> dict[int, str]:
        """Returns the computer seats' levels."""
        ...

    @property
    def hints(self) -> dict[int, int]:
        """Returns how many hints each person took."""
        ...

    def result(self) -> Result | None:
        """Returns the game's result (None while it goes on)."""
        ...

    def final_view(self) -> SeatView | None:
        """Returns the table with everything face up, once the game is over."""
        ...

    def game_over_event(self) -> E.GameOver | None:
        """Returns the event that ended the game."""
        ...

    def public_log(self) -> list[E.Event]:
        """Returns the public story of the game."""
        ...


@dataclass(frozen=True)
class TurningPoint:
    """One moment that changed the game: on which turn, a picture (an art element) and the words."""

    turn: int
    art: str
    text: str


@dataclass(frozen=True)
class EndSummary:
    """Everything the end screen shows about a finished game."""

    result: Result
    names: list[str]
    pirates: list[str]
    loyalties: tuple[int, ...]  # every seat's revealed Loyalty (a Team value)
    holds: tuple[int, int, int, int]  # Flying Dutchman British, French; Jolly Roger British, French
    tortuga: tuple[int, int]  # Tortuga's British and French areas
    galleon: int  # treasure still aboard the Spanish Galleon (nobody's)
    why: str  # the sentence of the event that ended the game
    turning_points: list[TurningPoint]
    humans: list[bool]
    levels: dict[int, str] = field(default_factory=dict)
    hints: dict[int, int] = field(default_factory=dict)


def end_summary(session: FinishedTable, teller: Teller) -> EndSummary | None:
    """Returns what the end screen shows of the session's finished game (None while it goes on)."""
    result, final, ended = session.result(), session.final_view(), session.game_over_event()
    if result is None or final is None or ended is None:
        return None
    loyalties = tuple(-1 if x is None else x for x in final.loyalties)
    return EndSummary(result, session.names, session.pirates, loyalties, final.holds, final.tortuga_treasure,
                      final.galleon, teller.line(ended), turning_points(session.public_log(), teller, session.pirates),
                      session.humans, session.levels, dict(session.hints))


def turning_points(events: Sequence[E.Event], teller: Teller, pirates: Sequence[str]) -> list[TurningPoint]:
    """Returns the public moments that changed the game: votes that moved treasure or marooned, other maroons,
    Stormy Seas, the Albatross, and what ended the game (the Spanish Armada or the tie-break)."""
    points: list[TurningPoint] = []
    turn = 0
    called: E.VoteCalled | None = None
    result: E.VoteResult | None = None
    tortuga: tuple[int, int] | None = None  # Tortuga's treasure after the last Brawl

    def after_vote(art: str, line: str) -> None:
        assert called is not None and result is not None
        head = translate("End", "{who} called for {vote}: {verdict}.").format(
            who=teller.who(called.seat), vote=vote_name(called.what), verdict=verdict(result.outcome))
        points.append(TurningPoint(turn, art, particles(f"{head} {line}")))

    for e in events:
        match e:
            case E.TurnBegan():
                turn += 1
            case E.VoteCalled():
                called, result = e, None
            case E.VoteResult():
                result = e
            case E.TreasureTaken() if e.src != NOWHERE and called is not None and result is not None:
                after_vote("sym-cannon", teller.line(e))
            case E.TortugaTreasure() if called is not None and result is not None:
                if (e.british, e.french) != tortuga:  # a Brawl that left Tortuga's treasure as it was moved nothing
                    after_vote({"british": "sym-british", "french": "sym-french"}.get(result.outcome, "treasure"), teller.line(e))
                tortuga = (e.british, e.french)
            case E.Marooned() if e.cause == "mutiny" and called is not None and result is not None:
                after_vote("sym-skull", teller.line(e))
            case E.Marooned() if e.cause != "albatross":  # the Albatross's line says everyone aboard goes
                art = f"pawn-{pirates[e.seat]}" if 0 <= e.seat < len(pirates) else "icon-black_spot"
                points.append(TurningPoint(turn, art, teller.line(e)))
            case E.AlbatrossSinks():
                points.append(TurningPoint(turn, "icon-albatross", teller.line(e)))
            case E.StormySeas():
                points.append(TurningPoint(turn, "icon-stormy_seas", teller.line(e)))
                if e.place == TORTUGA:
                    tortuga = None
            case E.Revealed() if e.card == "spanish_armada":
                points.append(TurningPoint(turn, "icon-spanish_armada", teller.line(e)))
            case E.SuddenDeath():
                points.append(TurningPoint(turn, "icon-spanish_armada", teller.line(e)))
    return points


def hints_taken(names: Sequence[str], hints: dict[int, int]) -> str:
    """Returns how many hints each person took ("" when nobody took one)."""
    if not any(hints.values()):
        return ""
    counts = []
    for seat, n in sorted(hints.items()):
        if 0 <= seat < len(names):
            counts.append(translate("End", "{name}: %n hint(s)", None, n).format(name=names[seat]))
    return translate("Table", "Hints from a Hard pirate taken — {counts}").format(counts=", ".join(counts))


def headline(result: Result) -> str:
    """Returns the end screen's title: who won, or a draw."""
    if result.team < 0:
        return translate("Table", "A draw!")
    return translate("Table", "The {team} win!").format(team=team_name(result.team))
