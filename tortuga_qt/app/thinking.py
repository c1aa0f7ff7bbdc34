"""What the thinking process runs: a computer player's choice, away from the window's process.

Qt-free on purpose: the process is spawned (never forked) and loads only the rules and the
bots, so it is ready soon after it starts. It receives exactly what a worker thread would
(the bot, the seat's view, the legal actions, the generator's state, the seat's redacted
history) and answers with an index into `legal` and the generator's state after choosing.
"""

from __future__ import annotations

from tortuga_qt.bots.base import Bot
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import SeatView


def choose(bot: Bot, view: SeatView, legal: tuple[Action, ...], rng_state: str,
           history: list[Event]) -> tuple[int, str]:
    """Returns the index of the bot's choice in `legal` (-1: the bot failed) and its generator's state after."""
    rng = Rng.from_state(rng_state)
    try:
        return legal.index(bot.choose(view, legal, rng, history)), rng.state
    except Exception:  # a broken computer player must never freeze the table: the window draws at random
        return -1, rng.state


def start() -> None:
    """Starts the thinking process below the window's priority: when both want a core, the animations win."""
    import os

    if hasattr(os, "nice"):
        try:
            os.nice(5)
        except OSError:
            pass  # not allowed here: think at the usual priority


def load() -> None:
    """Loads the searchers' modules ahead of the first move (the process's warm-up)."""
    from tortuga_qt.bots.levels import make_bot

    make_bot("hard")


def whoami() -> int:
    """Returns the process id of the process that runs it (the self-test: is the thinking process apart?)."""
    import os

    return os.getpid()
