"""What a fair Dutch seat can still get from the endgame: the public record about the Armada's slot, and endgame rules.

    python benchmarks/dutch_endgame.py [--players 9] [--games 1000] [--seed 600000] [--processes 2]

The Dutch pirate wins only if the teams are tied when the Spanish Armada is revealed (rulebook,
"End of the game"). When the Event deck runs out, the row (the Armada among its cards) is
shuffled and every seat's memory of it is void (R8); `dutch_evaluation.py --ceiling` shows that
being told the Armada's slot at a tie would be worth about 11 points at 9 players. This script
measures the two fair ways left to get some of that, on the same seeded all-Medium games as
`dutch_evaluation.medium_game` (by default deals other than the Dutch benchmark's):

1. **The row evidence.** Which slots a seat has viewed since the shuffle is public (View names
   its two slots; the script reads it from `GameState.known`, which after the shuffle holds
   exactly those views). A seat whose team leads and that has viewed the Armada reveals it and
   wins, so every turn such a seat ends without revealing a slot it viewed tells that the
   Armada is not there. The script reads that evidence optimistically (it knows every seat's
   Loyalty, which a real reader does not, and rules a slot out after one such turn) and,
   on each turn of the Dutch seat with the teams tied and the Armada in a slot it has not seen,
   compares the chance put on the Armada's true slot with the uniform one, and counts the turns
   on which the evidence rules out any slot at all.
2. **Fair endgame rules.** The same games played again with the Dutch seat's Medium pirate
   changed by one rule that reads only its own view, after the shuffle and while the Armada's
   slot is unknown to it: `reveal` (teams tied: reveal the first slot it has not seen, rather
   than Medium's reveal or Force), `view` (teams not tied, at least 3 slots unseen: view the
   first two, to know the Armada's slot should a tie come), and `both`. Each prints the Dutch
   share with its 95 % Wilson interval and the paired difference from plain Medium (95 %
   interval of the mean of per-game differences), with the games that changed hands.

The row evidence is read from the plain games' records. Cost here: about 0.12 CPU-seconds a
game at 9 players and 4 runs of the games, so 1,000 games take about 4 minutes with 2 processes.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

from benchmarks.dutch_evaluation import dutch_won, medium_game, run, states_after_deal  # noqa: E402
from tortuga_qt.rules import cards as C  # noqa: E402
from tortuga_qt.rules.actions import Action, Reveal, View  # noqa: E402
from tortuga_qt.rules.board import team_totals  # noqa: E402
from tortuga_qt.rules.components import Team  # noqa: E402
from tortuga_qt.rules.frames import TurnF  # noqa: E402
from tortuga_qt.rules.kinds import CardKind  # noqa: E402
from tortuga_qt.rules.state import GameState  # noqa: E402
from tortuga_qt.rules.views import SeatView  # noqa: E402
from tortuga_qt.tools.stats import paired_difference, wilson  # noqa: E402

RULES = ("reveal", "view", "both")


# ---------------------------------------------------------------------------- fair endgame rules


def _unseen(view: SeatView) -> list[int] | None:
    """Returns the face-down slots the seat has not seen, after the shuffle with the Armada unknown to it; else None."""
    if not view.row_reshuffled or view.sudden_death or CardKind.SPANISH_ARMADA in view.known:
        return None
    return [i for i, down in enumerate(view.row_face_down) if down and view.known[i] is None]


def endgame_rule(name: str, view: SeatView, legal: tuple[Action, ...]) -> Action | None:
    """Returns the action rule `name` makes the seat take on this turn, or None to leave it to Medium."""
    unseen = _unseen(view)
    if not unseen or view.decision is None or view.decision.kind != "turn":
        return None
    british, french = view.team_totals
    if british == french and name in ("reveal", "both"):
        return next((a for a in legal if isinstance(a, Reveal) and a.slot in unseen), None)
    if british != french and name in ("view", "both") and len(unseen) >= 3:
        return next((a for a in legal if isinstance(a, View) and a.a in unseen and a.b in unseen), None)
    return None


def dutch_wins(players: int, seed: int, rule: str | None) -> bool:
    """Returns whether the Dutch seat won a seeded game of Medium seats, its pirate changed by `rule` (None: plain)."""
    return dutch_won(medium_game(players, seed, None if rule is None else lambda r: endgame_rule(rule, r.view, r.legal)))


def _wins_job(args: tuple[int, int, str | None]) -> bool:
    return dutch_wins(*args)


def _plain_job(args: tuple[int, int]) -> tuple[bool, Evidence]:
    game = medium_game(*args)
    e = Evidence()
    e.add_game(states_after_deal(game))
    return dutch_won(game), e


# ---------------------------------------------------------------------------- the row evidence


class Evidence:
    """The row evidence over games: the Dutch seat's tied turns, and what the public record says about the Armada there."""

    def __init__(self) -> None:
        self.turns = 0  # tied Dutch turns, Armada in a slot the Dutch seat has not seen
        self.narrowed = 0  # ... on which the evidence ruled out at least one unseen slot
        self.uniform = 0.0  # sum of 1 / unseen slots
        self.informed = 0.0  # sum of the evidence's chance on the true slot
        self.ruled_out = 0  # slots ruled out (in the window, by a leading seat's turn)
        self.wrongly = 0  # ... that held the Armada

    def add(self, other: Evidence) -> None:
        """Adds another game's (or run's) counts to these."""
        self.turns += other.turns
        self.narrowed += other.narrowed
        self.uniform += other.uniform
        self.informed += other.informed
        self.ruled_out += other.ruled_out
        self.wrongly += other.wrongly

    def add_game(self, states: list[GameState]) -> None:
        """Adds the turns of one game's states (oldest first)."""
        out: set[int] = set()  # slots ruled out since the shuffle
        pending: set[int] = set()  # slots a leading seat viewed, ruled out once its turn passed without the end
        for s in states:
            if not s.reshuffled or C.ARMADA not in s.row:
                out, pending = set(), set()
                continue
            top = s.stack[-1] if s.stack else None
            # Between R8's flag and the shuffle a ChanceF is on top: no turn's state shows the notes it voids.
            if s.result is not None or not isinstance(top, TurnF):
                continue
            for i in pending:
                if s.row[i] >= 0 and i not in out:
                    out.add(i)
                    self.ruled_out += 1
                    self.wrongly += s.row[i] == C.ARMADA
            pending = self._turn(s, top.seat, out)

    def _turn(self, s: GameState, seat: int, out: set[int]) -> set[int]:
        """Counts a tied Dutch turn; returns the slots this turn's seat would reveal if the Armada lay there."""
        british, french = team_totals(s)
        down = [i for i, card in enumerate(s.row) if card >= 0]
        if s.loyalty[seat] == Team.DUTCH:
            if british == french:
                self._tied(s, seat, down, out)
            return set()
        leader = Team.BRITISH if british > french else Team.FRENCH if french > british else None
        if s.loyalty[seat] != leader:
            return set()
        return {i for i in down if s.known[seat][i] >= 0}  # its team leads: it would reveal a viewed Armada

    def _tied(self, s: GameState, seat: int, down: list[int], out: set[int]) -> None:
        unseen = [i for i in down if s.known[seat][i] < 0]
        armada = s.row.index(C.ARMADA)
        if armada not in unseen:
            return
        left = [i for i in unseen if i not in out] or unseen
        self.turns += 1
        self.narrowed += len(left) < len(unseen)
        self.uniform += 1.0 / len(unseen)
        self.informed += (armada in left) / len(left)


def plain_games(players: int, games: int, seed: int, processes: int) -> tuple[list[bool], Evidence]:
    """Returns whether the Dutch seat won each seeded all-Medium game, and the row evidence summed over them."""
    total = Evidence()
    won: list[bool] = []
    for dutch, e in run(_plain_job, [(players, seed + i) for i in range(games)], processes):
        won.append(dutch)
        total.add(e)
    return won, total


# ---------------------------------------------------------------------------- report


def report_evidence(e: Evidence) -> None:
    """Prints what the public record told about the Armada's slot on the Dutch seat's tied turns."""
    n = max(e.turns, 1)
    print(f"row evidence: {e.turns} tied Dutch turns with the Armada in a slot it has not seen; "
          f"evidence ruled out a slot on {e.narrowed}")
    print(f"  chance on the Armada's true slot: uniform {e.uniform / n:.3f}, with the evidence {e.informed / n:.3f}")
    print(f"  slots ruled out in the window: {e.ruled_out}, of which held the Armada: {e.wrongly}")


def report_rules(games: int, plain: list[bool], runs: dict[str, list[bool]]) -> None:
    """Prints the Dutch share of plain Medium and of each rule, with the paired differences."""
    for name, won in [("plain Medium", plain)] + [(f"rule {r}", runs[r]) for r in RULES]:
        low, high = wilson(sum(won), games)
        line = f"{name:14} {sum(won):5}/{games}  {100 * sum(won) / games:5.1f} % [{100 * low:4.1f}-{100 * high:4.1f}]"
        if won is not plain:
            d, dl, dh = paired_difference(won, plain)
            gained = sum(x and not y for x, y in zip(won, plain, strict=True))
            lost = sum(y and not x for x, y in zip(won, plain, strict=True))
            line += f"  vs plain {100 * d:+5.1f} points [{100 * dl:+5.1f}, {100 * dh:+5.1f}] (won {gained}, lost {lost})"
        print(line)


def main() -> int:
    """Plays the games, then prints the row evidence and the endgame rules' shares."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=9, help="table size: 5, 7 or 9 (default 9)")
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seed", type=int, default=600000, help="seed of the first game; game i uses seed+i")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1, help="worker processes (default: every core)")
    args = parser.parse_args()
    if args.players not in (5, 7, 9):
        parser.error("the Dutch seat is dealt only at 5, 7 and 9 players")
    if args.games < 2:
        parser.error("play at least two games")
    g, seed, p = args.games, args.seed, args.processes
    print(f"{g} games of Medium seats at {args.players} players (seeds {seed} to {seed + g - 1})")
    plain, evidence = plain_games(args.players, g, seed, p)
    report_evidence(evidence)
    runs = {r: run(_wins_job, [(args.players, seed + i, r) for i in range(g)], p) for r in RULES}
    report_rules(g, plain, runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
