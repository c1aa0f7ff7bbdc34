"""`tortuga-sim`: headless tools. `play` plays seeded games with random legal choices, or teams of
computer pirates of chosen levels against each other.

    tortuga-sim play --players 5 --games 300 --seed 1 [--json] [--log] [--no-checks]
    tortuga-sim play --players 6 --games 40 --teams british=hard,french=medium [--json]
    tortuga-sim replay FILE

With `--teams` every seat plays at the level of its Loyalty after the deal (the Dutch level is
needed with an odd number of players, when one pirate is Dutch). Games come in mirrored pairs:
the same seed twice, the British and French levels swapped, so neither side's luck counts
(`--games` counts games and must be even). Each computer pirate gets exactly what a computer seat
of the window gets: its seat's view, its legal actions, its own generator and the events it may
see. `--json` then adds `by_level` (for each level, as a team: games, wins, draws) and
`decision_ms` (for each level: median, p95 and max milliseconds per decision).

Every action is checked against the invariants (unless --no-checks); a violation exits with
status 1 and names the seed that reproduces it. Importing it loads no Qt; the story (--log)
and `replay` load QtCore for the translation hook of `tortuga_qt.app.story`.

Exit statuses: 0 done; 1 an invariant violation; 2 a bad command line or a file that cannot
be used (one plain sentence on stderr); 130 interrupted (Ctrl-C); 141 the reader of the output
went away (`tortuga-sim play --log | head`), the status of a program stopped by SIGPIPE.
Neither of the last two prints a traceback. Started with its output closed (`>&-`) it does its
work and ends with the status it would have had, saying nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tortuga_qt.app.players import BotRequest, Computer
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.levels import LEVELS, make_bot
from tortuga_qt.bots.random_bot import POLICIES, RandomBot
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.components import ComponentsError, Team, components
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.invariants import InvariantError, check_progress, check_state
from tortuga_qt.rules.places import TEAM_NAMES
from tortuga_qt.rules.rng import Rng
from tortuga_qt.tools.sim_replay import cmd_replay
from tortuga_qt.tools.stats import quantile
from tortuga_qt.tools.words import players as _players
from tortuga_qt.tools.words import shown as _words_shown
from tortuga_qt.tools.words import whole as _whole

MAX_DECISIONS = 20_000  # far beyond any real game: a longer one means the engine loops
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a program stopped by Ctrl-C
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, as shells report `yes | head`


class SimulationFailure(Exception):
    """A game broke an invariant or the engine failed; carries the reproducing seed."""

    def __init__(self, seed: int, players: int, decision: int, message: str) -> None:
        super().__init__(
            f"game with seed {seed} ({players} players) failed at decision {decision}: {message}\n"
            f"reproduce with: tortuga-sim play --players {players} --games 1 --seed {seed} --log"
        )


@dataclass
class GameOutcome:
    """What one simulated game produced."""

    winner: str
    decisions: int
    story: list[str] = field(default_factory=list)
    game: Game | None = None


def play_one(
    players: int, seed: int, checks: bool = True, log: bool = False, policy: str = "uniform"
) -> GameOutcome:
    """Plays one seeded game with random legal choices; raises SimulationFailure on a violation."""
    game = Game(default_config(players), seed)
    bot = RandomBot(Rng(seed).fork(0xB07), policy)  # one generator for the whole table
    core = TableCore(game, [Computer("random", bot) for _ in range(players)])
    decisions = play_out(core, lambda request: bot.choose(None, request.legal), seed, checks)
    result = game.state.result
    assert result is not None
    winner = "draw" if result.team < 0 else TEAM_NAMES[result.team].lower()
    story: list[str] = []
    if log:
        from tortuga_qt.app.story import Storyteller  # loads QtCore (translation): only when asked

        teller = Storyteller([s.name for s in game.config.seats])
        story = [teller.line(e) for e in game.events]
    return GameOutcome(winner, decisions, story, game)


TEAMS = ("british", "french", "dutch")  # the words of --teams, in Team order


@dataclass
class TeamGame:
    """What one game of levelled teams produced."""

    winner: str  # british, french, dutch or draw
    sides: dict[str, str]  # each team present at the table: its level
    decisions: int
    times: dict[str, list[float]]  # milliseconds per decision, by level
    story: list[str] = field(default_factory=list)
    game: Game | None = None
    iterations: dict[str, list[int]] = field(default_factory=dict)  # a searching pirate's iterations per decision


def seat_levels(game: Game, teams: dict[str, str]) -> dict[int, str]:
    """Returns each seat's level: its team's, by its Loyalty after the deal."""
    return {seat: teams[TEAMS[team]] for seat, team in enumerate(game.state.loyalty)}


def _bot(level: str, policy: str) -> Bot:
    """Returns a fresh computer pirate of a level (random ones with the chosen policy)."""
    return RandomBot(policy=policy) if level == "random" else make_bot(level)


def play_out(core: TableCore, choose: Callable[[BotRequest], Action], seed: int, checks: bool = True) -> int:
    """The simulator's one game loop: answers the table's computer requests with `choose` to the end; returns the decisions.

    Raises SimulationFailure (with the seed) on a broken invariant, an engine failure or a game without end.
    """
    decisions = 0
    try:
        while (request := core.bot_request()) is not None:
            core.bot_answer(request.token, choose(request), request.rng, trusted=not checks)
            decisions += 1
            if checks:
                check_state(core.referee_state)
                check_progress(core.referee_state)
            if decisions > MAX_DECISIONS:
                raise InvariantError(f"no end after {MAX_DECISIONS} decisions")
    except (InvariantError, ValueError, KeyError, IndexError, AssertionError) as exc:
        raise SimulationFailure(seed, core.config.n, decisions, f"{type(exc).__name__}: {exc}") from exc
    return decisions


def play_teams(
    players: int, seed: int, teams: dict[str, str], checks: bool = True, log: bool = False, policy: str = "uniform",
    make: Callable[[str], Bot] | None = None,
) -> TeamGame:
    """Plays one seeded game, each seat at its team's level; raises SimulationFailure on a violation.

    Every seat is called exactly like a computer seat of the window: `choose(view_for(state, seat),
    legal, its own generator Game.bot_rng(seat), the events it may see)`. `make(level)` builds
    each seat's pirate (default: `make_bot`, random ones with `policy`).
    """
    game = Game(default_config(players), seed)
    levels = seat_levels(game, teams)
    core = TableCore(game, [Computer(levels[s], make(levels[s]) if make is not None else _bot(levels[s], policy))
                            for s in range(players)])
    times: dict[str, list[float]] = {level: [] for level in sorted(set(levels.values()))}
    iterations: dict[str, list[int]] = {}

    def choose(request: BotRequest) -> Action:
        level, seat = levels[request.seat], request.seat
        view, legal, history = request.view, request.legal, request.history  # made before the clock starts
        start = time.perf_counter()
        try:
            chosen = request.bot.choose(view, legal, request.rng, history)
        except Exception as exc:  # noqa: BLE001 - a broken pirate is a failure to report, with its seed
            raise InvariantError(f"the {level} pirate at seat {seat} failed: {type(exc).__name__}: {exc}") from exc
        times[level].append((time.perf_counter() - start) * 1000.0)
        if isinstance(ran := getattr(request.bot, "last_iterations", None), int) and len(legal) > 1:  # Hard counts them
            iterations.setdefault(level, []).append(ran)
        if chosen not in legal:
            raise InvariantError(f"the {level} pirate at seat {seat} chose an illegal action {chosen}")
        return chosen

    decisions = play_out(core, choose, seed, checks)
    result = game.state.result
    assert result is not None
    winner = "draw" if result.team < 0 else TEAMS[result.team]
    sides = {TEAMS[t]: teams[TEAMS[t]] for t in sorted(set(game.state.loyalty) | {Team.BRITISH, Team.FRENCH})}
    story: list[str] = []
    if log:
        from tortuga_qt.app.story import Storyteller  # loads QtCore (translation): only when asked

        teller = Storyteller([s.name for s in game.config.seats])
        story = [teller.line(e) for e in game.events]
    return TeamGame(winner, sides, decisions, times, story, game, iterations)


def mirrored(teams: dict[str, str], index: int) -> dict[str, str]:
    """Returns the levels of game `index` of a series: odd games swap the British and French levels."""
    if index % 2 == 0:
        return dict(teams)
    return {**teams, "british": teams["french"], "french": teams["british"]}


def parse_teams(text: str) -> dict[str, str]:
    """Returns the levels of `--teams british=LEVEL,french=LEVEL[,dutch=LEVEL]`; refuses anything else in plain words."""
    teams: dict[str, str] = {}
    for part in text.split(","):
        team, equals, level = (w.strip().lower() for w in part.partition("="))
        if not equals or not team or not level:
            raise argparse.ArgumentTypeError(
                f"give each team's level as TEAM=LEVEL, like british=hard,french=medium, not '{_words_shown(part)}'")
        if team not in TEAMS:
            raise argparse.ArgumentTypeError(f"'{_words_shown(team)}' is not a team; the teams are british, french and dutch")
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(
                f"'{_words_shown(level)}' is not a level; the levels are {', '.join(LEVELS[:-1])} and {LEVELS[-1]}")
        if team in teams:
            raise argparse.ArgumentTypeError(f"the {team} level is given twice")
        teams[team] = level
    if "british" not in teams or "french" not in teams:
        raise argparse.ArgumentTypeError("give a level to both the british and the french, like british=hard,french=medium")
    return teams


def teams_problem(teams: dict[str, str], players: int, games: int) -> str:
    """Returns what is wrong with --teams for this table and number of games ('' if nothing)."""
    dutch = components().loyalty[players][2] > 0
    if dutch and "dutch" not in teams:
        return (f"with {players} players one pirate is Dutch: give the Dutch a level too, "
                f"like --teams british={teams['british']},french={teams['french']},dutch=medium")
    if not dutch and "dutch" in teams:
        return f"with {players} players nobody is Dutch: leave dutch out of --teams"
    if games % 2:
        return f"--teams plays games in mirrored pairs (the same deal twice, the levels swapped): give an even number of games, not {games}"
    return ""


def percentiles(values: Sequence[float]) -> dict[str, float]:
    """Returns the median, 95th percentile and maximum of some timings (nearest rank; zeros if none)."""
    return {"median": quantile(values, 0.5), "p95": quantile(values, 0.95), "max": max(values, default=0.0)}


def tally(outcomes: Sequence[TeamGame]) -> dict[str, dict[str, int]]:
    """Returns, for each level, how many games its team played, won and drew (each team side counts once)."""
    out: dict[str, dict[str, int]] = {}
    for outcome in outcomes:
        for team, level in outcome.sides.items():
            row = out.setdefault(level, {"games": 0, "wins": 0, "draws": 0})
            row["games"] += 1
            row["wins"] += outcome.winner == team
            row["draws"] += outcome.winner == "draw"
    return {level: out[level] for level in LEVELS if level in out}


def cmd_play(args: argparse.Namespace) -> int:
    """Runs `tortuga-sim play` and prints its figures; returns the exit status."""
    if args.teams is not None:
        return _play_teams(args)
    wins: Counter[str] = Counter()
    decisions = 0
    start = time.perf_counter()
    try:
        for i in range(args.games):
            seed = args.seed + i
            outcome = play_one(args.players, seed, not args.no_checks, args.log, args.policy)
            wins[outcome.winner] += 1
            decisions += outcome.decisions
            if args.record is not None and outcome.game is not None:
                try:
                    _record(outcome.game, Path(args.record), seed, dict.fromkeys(range(args.players), "random"))
                except OSError as exc:
                    print(f"tortuga-sim: cannot write the game record into {args.record}: {exc.strerror}.", file=sys.stderr)
                    return 2
            if args.log:
                print(f"=== game {i + 1}, seed {seed}, {args.players} players")
                print("\n".join(outcome.story))
    except SimulationFailure as exc:
        print(f"tortuga-sim: invariant violation: {exc}", file=sys.stderr)
        return 1
    elapsed = max(time.perf_counter() - start, 1e-9)
    summary = {
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "checks": not args.no_checks,
        "policy": args.policy,
        "wins": {k: wins.get(k, 0) for k in ("british", "french", "dutch", "draw")},
        "mean_decisions": decisions / args.games if args.games else 0.0,
        "games_per_second": args.games / elapsed,
        "decisions_per_second": decisions / elapsed,
    }
    if args.json:
        print(json.dumps(summary))
    else:
        w = summary["wins"]
        print(f"{args.games} games, {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}"
              f"{'' if not args.no_checks else ' (no checks)'}")
        print(f"wins: British {w['british']}, French {w['french']}, Dutch {w['dutch']}, draws {w['draw']}")
        print(f"mean decisions per game: {summary['mean_decisions']:.1f}")
        print(f"games per second: {summary['games_per_second']:.1f}; "
              f"decisions per second: {summary['decisions_per_second']:.0f}")
    return 0


def _play_teams(args: argparse.Namespace) -> int:
    """Runs `tortuga-sim play --teams ...`: mirrored pairs of games between levelled teams."""
    outcomes: list[TeamGame] = []
    wins: Counter[str] = Counter()
    decisions = 0
    start = time.perf_counter()
    try:
        for i in range(args.games):
            seed = args.seed + i // 2
            teams = mirrored(args.teams, i)
            outcome = play_teams(args.players, seed, teams, not args.no_checks, args.log, args.policy)
            outcomes.append(outcome)
            wins[outcome.winner] += 1
            decisions += outcome.decisions
            if args.record is not None and outcome.game is not None:
                try:
                    levels = seat_levels(outcome.game, teams)
                    _record(outcome.game, Path(args.record), seed, levels, f"-{teams['british']}-{teams['french']}")
                except OSError as exc:
                    print(f"tortuga-sim: cannot write the game record into {args.record}: {exc.strerror}.", file=sys.stderr)
                    return 2
            if args.log:
                sides = ", ".join(f"{team} {level}" for team, level in outcome.sides.items())
                print(f"=== game {i + 1}, seed {seed}, {args.players} players, {sides}")
                print("\n".join(outcome.story))
    except SimulationFailure as exc:
        print(f"tortuga-sim: invariant violation: {exc}", file=sys.stderr)
        return 1
    elapsed = max(time.perf_counter() - start, 1e-9)
    times: dict[str, list[float]] = {}
    for outcome in outcomes:
        for level, ms in outcome.times.items():
            times.setdefault(level, []).extend(ms)
    summary = {
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "checks": not args.no_checks,
        "policy": args.policy,
        "teams": dict(args.teams),
        "wins": {k: wins.get(k, 0) for k in ("british", "french", "dutch", "draw")},
        "by_level": tally(outcomes),
        "decision_ms": {level: percentiles(times[level]) for level in LEVELS if level in times},
        "mean_decisions": decisions / args.games,
        "games_per_second": args.games / elapsed,
        "decisions_per_second": decisions / elapsed,
    }
    if args.json:
        print(json.dumps(summary))
        return 0
    w = summary["wins"]
    sides = ", ".join(f"{team} {level}" for team, level in args.teams.items())
    print(f"{args.games} games ({args.games // 2} mirrored pairs), {args.players} players, "
          f"seeds {args.seed}..{args.seed + (args.games - 1) // 2}, {sides}{'' if not args.no_checks else ' (no checks)'}")
    print(f"wins: British {w['british']}, French {w['french']}, Dutch {w['dutch']}, draws {w['draw']}")
    for level, row in summary["by_level"].items():
        decided = row["games"] - row["draws"]
        rate = f"{100 * row['wins'] / decided:.0f} % of {decided} decided games" if decided else "no decided game"
        print(f"{level} team: {row['wins']} wins, {row['draws']} draws in {row['games']} games ({rate})")
    for level, p in summary["decision_ms"].items():
        print(f"{level} decision: median {p['median']:.2f} ms, p95 {p['p95']:.2f} ms, max {p['max']:.2f} ms")
    print(f"mean decisions per game: {summary['mean_decisions']:.1f}")
    return 0


def _record(game: Game, folder: Path, seed: int, levels: dict[int, str], suffix: str = "") -> None:
    """Writes a finished game as a save file (the format the window uses), every seat a computer at its level."""
    from tortuga_qt.record.savefile import EXTENSION, game_to_save, write_save

    humans = [False] * game.config.n
    write_save(folder / f"game-{game.config.n}p-seed{seed}{suffix}{EXTENSION}", game_to_save(game, humans, levels=levels))


def _count(text: str) -> int:
    n = _whole(text)
    if n < 1:
        raise argparse.ArgumentTypeError(f"the number of games must be at least 1, not {n}")
    return n


def build_parser() -> argparse.ArgumentParser:
    """Returns the command-line parser."""
    parser = argparse.ArgumentParser(
        prog="tortuga-sim", description="Headless Tortuga 1667 tools.",
        epilog="exit status: 0 done, 1 an invariant violation, 2 a bad command line or an unusable file, "
        "130 interrupted (Ctrl-C), 141 the output's reader went away (as `| head` does)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    play = sub.add_parser("play", help="play seeded games with random legal choices")
    play.add_argument("--players", metavar="N", type=_players, default=5, help="2 to 9 (default 5)")
    play.add_argument("--games", metavar="G", type=_count, default=100, help="how many games (default 100)")
    play.add_argument("--seed", metavar="S", type=_whole, default=1,
                      help="seed of the first game; game i uses seed+i (default 1)")
    play.add_argument("--json", action="store_true", help="print one JSON object")
    play.add_argument("--log", action="store_true", help="print each game's story")
    play.add_argument("--no-checks", action="store_true", help="skip the invariant checks (timing)")
    play.add_argument("--policy", choices=POLICIES, default="uniform",
                      help="uniform: any legal action; kinds: a kind of action first (more votes)")
    play.add_argument("--record", metavar="DIR", help="write each finished game as a save file into DIR")
    play.add_argument("--teams", metavar="british=LEVEL,french=LEVEL[,dutch=LEVEL]", type=parse_teams,
                      help=f"computer pirates play at their team's level ({', '.join(LEVELS)}), "
                      "in mirrored pairs of games (the levels swapped); dutch only with an odd number of players")
    play.set_defaults(func=cmd_play, play_parser=play)
    replay = sub.add_parser("replay", help="replay and verify a save file; print a one-line summary")
    replay.add_argument("file", metavar="FILE", help="a .tortuga save file")
    replay.set_defaults(func=cmd_replay)  # tools/sim_replay.py
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `tortuga-sim`: Ctrl-C and a closed output pipe end quietly (see the top)."""
    try:
        args = build_parser().parse_args(argv)
        if getattr(args, "teams", None) is not None:
            problem = teams_problem(args.teams, args.players, args.games)
            if problem:
                args.play_parser.error(problem)
        status: int = args.func(args)
        if sys.stdout is not None:  # None: started with stdout closed (`>&-`); print() wrote nothing
            sys.stdout.flush()  # a closed pipe shows here rather than at exit, where it cannot be caught
    except ComponentsError as exc:
        print(f"tortuga-sim: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    return status


def _silence_stdout() -> None:
    """Points stdout at the null device, so Python's final flush cannot fail on the closed pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no real file descriptor (stdout replaced, e.g. under a test)
        pass


if __name__ == "__main__":
    sys.exit(main())
