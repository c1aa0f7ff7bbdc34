"""The share of an evening in which the whole table sees the public mat (issue 23, "Measured").

    python benchmarks/public_table.py [--games 20] [--seed 1]

Plays seeded pass-and-play games of 4 people and 2 computer seats (Random level, no pause)
through the table's presenter, with a scripted person at every human seat: it claims each
curtain, closes each look, continues each reveal held for everyone and plays a random legal
action by its buttons and clicks (a kind's button, then each target, then "Put down" for a
vote), exactly as the window's widgets send intents. Every frame the presenter hands out is
one render of the window.

A frame shows the public mat when the mat is on screen and draws nothing but the public game:
- behind the curtain (it covers only the side column: the mat stays in view, public);
- a reveal or vote result held for everyone, a computer seat thinking, the end;
- a person at the device whose mat carries none of their private marks (the notes of Event
  cards they saw: the mat draws those for them). With notes on the mat it is not public.

It prints the counts by kind of frame, the share before issue 23 (the curtain covered the
whole window: its frames showed no mat), the stricter share of frames with nobody at the device
(while a person holds it, the others look away from their private side column, though the mat
itself draws only the public game), and, as its last line, `public share: X` (goal >= 0.90).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PEOPLE = [True, True, False, True, True, False]  # 4 people and 2 computer seats, the computers apart


def _kind(frame) -> str:  # type: ignore[no-untyped-def]  # a Frame: the app's modules load in main
    """Returns what a frame shows, as counted here."""
    from tortuga_qt.app.seating import StepKind

    if frame.curtain is not None:
        return "curtain"
    if frame.reveal is not None:
        return "held for everyone"
    if frame.kind is StepKind.BOT:
        return "a computer thinks"
    if frame.kind is StepKind.OVER:
        return "the end"
    if frame.view.seat is not None and any(frame.view.known):
        return "a person at the device, notes on the mat"
    return "a person at the device, nothing of theirs on the mat"


PUBLIC = {"curtain", "held for everyone", "a computer thinks", "the end",
          "a person at the device, nothing of theirs on the mat"}


def play(seed: int, counts: Counter[str]) -> None:
    """Plays one game to its end through the presenter; counts its frames by kind."""
    from PySide6.QtCore import QCoreApplication

    from tortuga_qt.app.presenter.frames import Frame
    from tortuga_qt.app.presenter.intents import (
        Claim,
        ClickTarget,
        Continue,
        Intent,
        LookDone,
        Press,
    )
    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.presenter.table import Lookups
    from tortuga_qt.app.seating import StepKind
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.app.targets import kind_key, targets
    from tortuga_qt.help.cards import card_text, cards_named
    from tortuga_qt.help.hints import hint
    from tortuga_qt.help.reference import page_for_rule
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.notation import format_action
    from tortuga_qt.rules.rng import Rng

    levels = {s: "random" for s, person in enumerate(PEOPLE) if not person}
    session = GameSession(default_config(len(PEOPLE)), seed, PEOPLE, 0, levels=levels)
    presenter = TablePresenter(session, Storyteller(session.names, mark_secrets=False),
                               Lookups(card_text, hint, page_for_rule, cards_named), hold_reveals=True)
    session.events_applied.connect(presenter.on_events)
    session.refused.connect(presenter.on_refused)
    rng = Rng(seed)
    app = QCoreApplication.instance()
    assert app is not None

    def act(intent: Intent) -> Frame:
        presenter.handle(intent)
        return frame()

    def frame() -> Frame:
        f = presenter.frame()
        counts[_kind(f)] += 1
        return f

    try:
        f = frame()
        for _ in range(20000):
            step = session.step
            if step.kind is StepKind.OVER and f.reveal is None:
                return
            if f.reveal is not None:
                f = act(Continue())
            elif step.kind is StepKind.CURTAIN:
                f = act(Claim(step.seat))
            elif step.kind is StepKind.LOOK:
                f = act(LookDone())
            elif step.kind is StepKind.DECIDE and f.button("yes") is not None:
                f = act(Press("yes"))  # a choice that throws something away asks first: the person meant it
            elif step.kind is StepKind.DECIDE:
                action = rng.choice(session.legal())
                if not targets(action):
                    f = act(Press("do:" + format_action(action)))
                    continue
                if presenter.choice is None or presenter.choice.kind != kind_key(action):
                    f = act(Press("kind:" + kind_key(action)))
                for target in targets(action):
                    f = act(ClickTarget(target))
                confirm = f.button("confirm")
                if confirm is not None and confirm.enabled:
                    f = act(Press("confirm"))
            else:  # a computer seat thinks: the table goes on when it has moved (no frame meanwhile)
                moves = len(session.core.referee_game.actions)
                while session.step.kind is StepKind.BOT and len(session.core.referee_game.actions) == moves:
                    app.processEvents()
                f = frame()
        raise SystemExit(f"game {seed} did not end")
    finally:
        session.stop()


def main(argv: list[str] | None = None) -> int:
    """Plays the games and prints the share; returns 0 when the goal is met, 1 otherwise."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    _app = QCoreApplication.instance() or QCoreApplication([])
    counts: Counter[str] = Counter()
    for seed in range(args.seed, args.seed + args.games):
        play(seed, counts)
    total = sum(counts.values())
    print(f"{args.games} games of 4 people and 2 computer seats, {total} frames")
    for kind, n in counts.most_common():
        print(f"  {kind:<55}{n:>7}  {n / total:6.1%}")
    public = sum(n for kind, n in counts.items() if kind in PUBLIC)
    before = public - counts["curtain"]  # the full-window curtain showed no mat
    print(f"before issue 23 (the curtain over the whole window): {before / total:.3f}")
    nobody = public - counts["a person at the device, nothing of theirs on the mat"]
    print(f"frames with nobody at the device (the whole table may look; the side column shows no secret): "
          f"{nobody / total:.3f}, before issue 23 {(nobody - counts['curtain']) / total:.3f}")
    print(f"public share: {public / total:.3f}")
    return 0 if public / total >= 0.90 else 1


if __name__ == "__main__":
    sys.exit(main())
