"""Save speed: autosave and load of a 9-player game 200 actions in.

    python benchmarks/saves.py [--repeat 60]

The game is played by a patient random policy (it rarely reveals Event cards) so that it is
still going after 200 actions. An autosave is what the window does after every action:
build the save (record, generator states, snapshot), write it to a temporary file, fsync,
rename. Loading reads, parses, validates, replays every step through the rules and checks
the snapshot. Goals (issue: Never lose a game): autosave median <= 5 ms, load <= 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tortuga_qt.record.savefile import game_to_save, read_save, write_save  # noqa: E402
from tortuga_qt.rules.actions import Chance  # noqa: E402
from tortuga_qt.rules.config import default_config  # noqa: E402
from tortuga_qt.rules.game import Game  # noqa: E402
from tortuga_qt.rules.notation import format_action  # noqa: E402
from tortuga_qt.rules.rng import Rng  # noqa: E402

PATIENT = ("view", "move", "attack", "mutiny", "brawl", "shift", "maroon", "vote", "take", "hold")


def long_game(players: int = 9, actions: int = 200, seed: int = 3) -> Game:
    """Returns a seeded game with at least `actions` seat decisions played and not yet over."""
    for attempt in range(50):
        game = Game(default_config(players), seed + attempt)
        rng = Rng(seed + attempt)
        decisions = 0
        while not game.over and decisions < actions:
            legal = game.legal(game.to_act()[0])
            calm = [a for a in legal if format_action(a).split()[1] in PATIENT]  # the notation's verb
            game.play(rng.choice(calm or legal))
            decisions += 1
        if not game.over:
            return game
    raise RuntimeError("no seed gave a long enough game")


def main() -> None:
    """Prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=60)
    args = parser.parse_args()
    game = long_game()
    humans = [True] * 9
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.tortuga"
        saves = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            write_save(path, game_to_save(game, humans))
            saves.append((time.perf_counter() - t) * 1000)
        loads = []
        for _ in range(max(10, args.repeat // 3)):
            t = time.perf_counter()
            loaded = read_save(path)
            loads.append((time.perf_counter() - t) * 1000)
        assert loaded.game.state == game.state
        size = path.stat().st_size
    print(f"9 players, {len(game.actions)} steps recorded ({sum(1 for a in game.actions if not isinstance(a, Chance))} "
          f"seat actions), file {size / 1024:.1f} KiB")
    print(f"autosave (build + write + fsync + rename): median {statistics.median(saves):.2f} ms, "
          f"max {max(saves):.2f} ms (goal median <= 5 ms)")
    print(f"load (read + validate + replay every step + check snapshot): median {statistics.median(loads):.2f} ms, "
          f"max {max(loads):.2f} ms (goal <= 50 ms)")


if __name__ == "__main__":
    main()
