"""`tortuga-sim`: headless tools. `play` plays seeded games with random legal choices.

    tortuga-sim play --players 5 --games 300 --seed 1 [--json] [--log] [--no-checks]
    tortuga-sim replay FILE

Every action is checked against the invariants (unless --no-checks); a violation exits with
status 1 and names the seed that reproduces it. Importing it loads no Qt; the story (--log)
and `replay` load QtCore for the translation hook of `tortuga_qt.app.story`.

Exit statuses: 0 done; 1 an invariant violation; 2 a bad command line or a file that cannot
be used (one plain sentence on stderr); 130 interrupted (Ctrl-C); 141 the reader of the output
went away (`tortuga-sim play --log | head`), the status of a program stopped by SIGPIPE.
Neither of the last two prints a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tortuga_qt.bots.random_bot import POLICIES, RandomBot
from tortuga_qt.rules.components import ComponentsError
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.invariants import InvariantError, check_progress, check_state
from tortuga_qt.rules.places import TEAM_NAMES
from tortuga_qt.rules.rng import Rng
from tortuga_qt.tools.words import players as _players
from tortuga_qt.tools.words import whole as _whole

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame

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
    bot = RandomBot(Rng(seed).fork(0xB07), policy)
    decisions = 0
    try:
        while not game.over:
            seat = game.to_act()[0]
            game.play(bot.choose(None, game.legal(seat)), validate=checks)
            decisions += 1
            if checks:
                check_state(game.state)
                check_progress(game.state)
            if decisions > MAX_DECISIONS:
                raise InvariantError(f"no end after {MAX_DECISIONS} decisions")
    except (InvariantError, ValueError, KeyError, IndexError, AssertionError) as exc:
        raise SimulationFailure(seed, players, decisions, f"{type(exc).__name__}: {exc}") from exc
    result = game.state.result
    assert result is not None
    winner = "draw" if result.team < 0 else TEAM_NAMES[result.team].lower()
    story: list[str] = []
    if log:
        from tortuga_qt.app.story import Storyteller  # loads QtCore (translation): only when asked

        teller = Storyteller([s.name for s in game.config.seats])
        story = [teller.line(e) for e in game.events]
    return GameOutcome(winner, decisions, story, game)


def cmd_play(args: argparse.Namespace) -> int:
    """Runs `tortuga-sim play` and prints its figures; returns the exit status."""
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
                    _record(outcome.game, Path(args.record), seed)
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


def _record(game: Game, folder: Path, seed: int) -> None:
    """Writes a finished game as a save file (the format the window uses)."""
    from tortuga_qt.record.savefile import EXTENSION, game_to_save, write_save

    humans = [False] * game.config.n
    write_save(folder / f"game-{game.config.n}p-seed{seed}{EXTENSION}", game_to_save(game, humans))


def cmd_replay(args: argparse.Namespace) -> int:
    """Runs `tortuga-sim replay FILE`: verifies a save file and prints a one-line summary."""
    from tortuga_qt.record.savefile import SaveError, read_save

    name = Path(args.file).name
    try:
        loaded = read_save(Path(args.file))
        summary = _replay_summary(loaded, name)
    except SaveError as exc:
        print(f"tortuga-sim: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except Exception:  # last resort: a file we cannot use never shows a traceback
        print(f"tortuga-sim: The file {name} cannot be used: it is not a save file this program can replay.",
              file=sys.stderr)
        return 2
    print(summary)
    return 0


def _one_line(text: str) -> str:
    return " ".join(text.split()) or "The file cannot be used."


def _replay_summary(loaded: LoadedGame, name: str) -> str:
    """The one-line summary of a verified save file."""
    from tortuga_qt.app.story import team_name

    state = loaded.game.state
    names = [s.name for s in loaded.save.config.seats]
    steps = len(loaded.save.actions)
    decisions = sum(1 for a in loaded.save.actions if not a.startswith("chance "))
    if state.result is None:
        outcome = "not finished"
    elif state.result.team < 0:
        outcome = "a draw"
    else:
        winners = ", ".join(names[s] for s in state.result.winners)
        outcome = f"won by the {team_name(state.result.team)} ({winners}), British {state.result.british} - French {state.result.french}"
    return f"{name}: {len(names)} players, {decisions} actions ({steps} steps with chance), {outcome}; verified."


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
    play.set_defaults(func=cmd_play)
    replay = sub.add_parser("replay", help="replay and verify a save file; print a one-line summary")
    replay.add_argument("file", metavar="FILE", help="a .tortuga save file")
    replay.set_defaults(func=cmd_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `tortuga-sim`: Ctrl-C and a closed output pipe end quietly (see the top)."""
    try:
        args = build_parser().parse_args(argv)
        status: int = args.func(args)
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
