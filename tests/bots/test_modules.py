"""The computer pirates' code stays in modules of one job each, and a pirate still crosses to the thinking process.

The thinking process (`app/thinking.py`) receives each computer pirate pickled: its class is
found again by its module path, so a pirate must come back whole and choose exactly as before.
"""

from __future__ import annotations

import pickle
from pathlib import Path

from tortuga_qt.bots.base import Bot
from tortuga_qt.bots.hard import HardBot
from tortuga_qt.bots.levels import LEVELS, make_bot
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.views import view_for

BOTS = Path(__file__).resolve().parents[2] / "tortuga_qt" / "bots"
MAX_LINES = 450  # the developer guide's bound for a module (issue 22: no package module over it)


def test_every_bots_module_is_under_the_size_bound() -> None:
    """No module of the computer pirates is over 450 lines (each holds one job)."""
    sizes = {str(p.relative_to(BOTS)): len(p.read_text(encoding="utf-8").splitlines()) for p in BOTS.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def _first_real_choice(bot: Bot) -> tuple[object, str]:
    """Returns a seat's choice at the first decision of a seeded game with more than one legal action."""
    game = Game(default_config(5), 7)
    seat = game.to_act()[0]
    legal = game.legal(seat)
    while len(legal) < 2:
        game.play(legal[0])
        seat = game.to_act()[0]
        legal = game.legal(seat)
    rng = Rng(3)
    history = [e for e in game.events if e.visible_for(seat)]
    return bot.choose(view_for(game.state, seat), legal, rng, history), rng.state


def test_every_level_comes_back_from_pickling_and_chooses_alike() -> None:
    """Each level's pirate, pickled and unpickled as for the thinking process, makes the same choice."""
    bots: list[Bot] = [make_bot(level) for level in LEVELS if level != "hard"]
    bots.append(HardBot(iterations=4))
    for bot in bots:
        again = pickle.loads(pickle.dumps(bot))
        assert type(again) is type(bot)
        assert _first_real_choice(again) == _first_real_choice(bot)
