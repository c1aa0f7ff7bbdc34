"""The thinking service: where computer seats and hints choose, off the UI thread. Qt-free.

Computer seats (any `Bot`) choose in one worker thread from their own view, legal actions and
generator. A searcher (Hard) thinks in a separate process instead: its pure-Python search would
hold the interpreter lock and stall the window's animations (benchmarks/bot_frames.py measures
it). Either way the answer goes to a `Post` callback (the Qt session's relay), from another thread.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from tortuga_qt.app import thinking
from tortuga_qt.bots.base import Bot
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.rng import Rng, derive
from tortuga_qt.rules.views import SeatView

if TYPE_CHECKING:  # loaded with the first searcher, not to deal a game (start-up speed)
    from concurrent.futures import ProcessPoolExecutor

Post = Callable[[bool, int, int, Action, Rng], None]
"""Receives a choice from any thread: (is a hint, session key, token, action, generator after choosing)."""

# One worker thread for every computer move of the program: a move holds its seat's view
# only while it is being chosen, and nothing of it survives the choice (no task objects).
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tortuga-bot")

# One thinking process for the searchers of the program (Hard seats, hints), started on first
# need. Spawned, never forked (Qt runs threads of its own), it runs `app.thinking` (Qt-free):
# it receives exactly what a thread would and returns an index into `legal`.
_APART: ProcessPoolExecutor | None = None

# How the searchers' choices (Hard moves, hints) were answered since the program started: by the
# thinking process ("apart"), or by the worker thread when it could not ("thread"). The self-test reads it.
ANSWERED = {"apart": 0, "thread": 0}

HINT_BUDGET_MS = 300  # a hint's search time: quick enough to wait for at the table
HINT_ITERATIONS = 100  # a hint's worlds at most: within that budget here at every table size


def _apart() -> ProcessPoolExecutor:
    """Returns the program's thinking process (started on first use)."""
    global _APART
    if _APART is None:
        import multiprocessing  # with the first searcher, never on the start path
        from concurrent.futures import ProcessPoolExecutor

        _APART = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                     initializer=thinking.start)
        import atexit

        atexit.register(stop_thinking)  # before the interpreter tears its modules down
    return _APART


def stop_thinking() -> None:
    """Stops the thinking process, if it runs (the program is closing): nothing is left to print at exit."""
    global _APART
    pool, _APART = _APART, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


def thinker_pid(timeout: float) -> int:
    """Returns the process id of the thinking process (started if need be), as it reports it itself."""
    return _apart().submit(thinking.whoami).result(timeout)


def warm_up() -> None:
    """Starts the thinking process now, once (so the first Hard move or hint does not wait for it to load)."""
    if _APART is None:
        _apart().submit(thinking.load)


def wait_for_thread(timeout: float) -> None:
    """Waits until the worker thread has finished every choice handed to it so far (tests, benchmarks)."""
    _THINKER.submit(lambda: None).result(timeout=timeout)


def thinks_apart(bot: Bot) -> bool:
    """Returns whether a computer player searches long enough to think in its own process."""
    if getattr(bot, "think_apart", False):
        return True
    hard = sys.modules.get("tortuga_qt.bots.hard")
    return hard is not None and isinstance(bot, hard.HardBot)


def choose_now(bot: Bot, view: SeatView, legal: tuple[Action, ...], rng: Rng, history: list[Event]) -> Action:
    """Returns the bot's choice (the engine's own copy); a failing bot falls back to a random legal action."""
    try:
        chosen = bot.choose(view, legal, rng, history)
        return next(a for a in legal if a == chosen)  # the engine's own copy (StopIteration: illegal)
    except Exception:  # a broken computer player must never freeze the table
        return rng.choice(legal)


def think(post: Post, key: int, token: int, bot: Bot, view: SeatView, legal: tuple[Action, ...],
          rng: Rng, history: list[Event], hint: bool = False) -> None:
    """Runs in the worker thread: chooses, then posts the choice."""
    post(hint, key, token, choose_now(bot, view, legal, rng, history), rng)


def think_in_thread(post: Post, key: int, token: int, bot: Bot, view: SeatView, legal: tuple[Action, ...],
                    rng: Rng, history: list[Event], hint: bool = False) -> None:
    """Hands a choice to the worker thread; its answer reaches `post` from there."""
    _THINKER.submit(think, post, key, token, bot, view, legal, rng, history, hint)


def think_apart(post: Post, key: int, token: int, bot: Bot, view: SeatView, legal: tuple[Action, ...], rng: Rng,
                history: list[Event], hint: bool) -> None:
    """Sends a choice to the thinking process; its answer reaches `post` like a thread's would."""
    global _APART
    try:
        future = _apart().submit(thinking.choose, bot, view, legal, rng.state, history)
    except RuntimeError:  # the process died (BrokenProcessPool) or the program is closing
        _APART = None
        ANSWERED["thread"] += 1
        think_in_thread(post, key, token, bot, view, legal, rng, history, hint)
        return

    def done(answer: Future[tuple[int, str]]) -> None:  # in the pool's own thread
        global _APART
        try:
            index, state = answer.result()
        except Exception as exc:  # no process, or the bot could not travel: think in the worker thread instead
            from concurrent.futures.process import BrokenProcessPool

            if isinstance(exc, BrokenProcessPool):
                _APART = None  # the next searcher starts a new process
            ANSWERED["thread"] += 1
            think_in_thread(post, key, token, bot, view, legal, rng, history, hint)
            return
        action, after = (legal[index], Rng.from_state(state)) if index >= 0 else (rng.choice(legal), rng)
        ANSWERED["apart"] += 1
        post(hint, key, token, action, after)

    future.add_done_callback(done)


def hint_rng(material: bytes, seat: int, taken: int) -> Rng:
    """Returns the generator of a seat's next hint: one way from the game's secret seed material."""
    return derive(material, f"hint {seat} {taken}")


def hint_bot() -> Bot:
    """Returns the Hard pirate that gives hints (a short search budget, and no bluffs)."""
    from tortuga_qt.bots.hard import HardBot
    from tortuga_qt.bots.hard.method import Method

    # a hint names the plain best move: a bluff (treasure for the other team) would read as a mistake
    return HardBot(budget_ms=HINT_BUDGET_MS, iterations=HINT_ITERATIONS, method=Method(bluffs=False, conceal=0.0))
