"""`tortuga-sim replay FILE`: verifies a save file and prints a one-line summary (see `tools/sim.py`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame


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
    from tortuga_qt.app.names import team_name

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
