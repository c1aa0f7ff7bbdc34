"""The voyage's answer to a wrong click: what that click would do in a real game, and what the step wants.

An answer is built from the thing clicked (an action's button, a thing on the mat, a Vote card,
Done, "I am NAME") and the step's own move, so two different wrong clicks get two different
answers. Pirates are named as the mat shows them: the seat's name and the pawn's letter. The
pieces of an answer are joined without saying a sentence twice (`join_unique`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app import wording as W
from tortuga_qt.app.names import face_name, hold_name, place_name
from tortuga_qt.app.targets import (
    Galleon,
    Hold,
    Pawn,
    Place,
    Slot,
    Target,
    VoteCard,
    kind_key,
    targets,
)
from tortuga_qt.rules.places import GALLEON

if TYPE_CHECKING:
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.views import SeatView


def pawn_label(names: Sequence[str], letters: Sequence[str], seat: int) -> str:
    """Returns a pirate as the mat shows it: the seat's name and the pawn's letter ("Roche Braziliano (R)")."""
    if not 0 <= seat < len(names):
        return str(seat + 1)
    letter = letters[seat] if seat < len(letters) else ""
    return QCoreApplication.translate("Learn", "{name} ({letter})").format(name=names[seat], letter=letter) if letter else names[seat]


def thing_name(target: Target, names: Sequence[str], letters: Sequence[str]) -> str:
    """Returns a thing of the table in words (slot 3, the Jolly Roger, Roche Braziliano (R), ...)."""
    from tortuga_qt.rules import cards as C

    match target:
        case Slot(index=i):
            return QCoreApplication.translate("Learn", "slot {n}").format(n=i + 1)
        case Pawn(seat=s):
            return pawn_label(names, letters, s)
        case Place(place=p):
            return place_name(p)
        case Hold(hold=h):
            return hold_name(h)
        case Galleon():
            return hold_name(GALLEON)
        case VoteCard(card=c):
            return QCoreApplication.translate("Learn", "the Vote card {face}").format(face=face_name(C.VOTE_FACE[c]))
    return QCoreApplication.translate("Learn", "the discard pile")


def and_list(words: list[str]) -> str:
    """Returns words joined as a list in a sentence ("slot 1 and slot 2")."""
    if len(words) <= 1:
        return "".join(words)
    return QCoreApplication.translate("Learn", "{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def button_does(kind: str) -> str:
    """Returns what the button of a kind of action would do in a real game (app/action_table.py)."""
    from tortuga_qt.app.action_table import kind_entry

    return QCoreApplication.translate("Learn", kind_entry(kind)[1].does)


def direct_does(action: Action) -> str:
    """Returns what a button that acts at once would do in a real game (app/action_table.py)."""
    from tortuga_qt.app.action_table import entry

    does = entry(action).does_now
    if does:
        return QCoreApplication.translate("Learn", does)
    return QCoreApplication.translate("Learn", "That button would do another action than the one this step teaches.")


def target_is(target: Target, names: Sequence[str], letters: Sequence[str]) -> str:
    """Returns what a thing on the mat is for, when it is clicked before any action's button."""
    thing = thing_name(target, names, letters)
    match target:
        case Slot():
            text = QCoreApplication.translate("Learn", "{thing} is a face-down Event card: you would first choose on the right to view, reveal or force it.")
        case Pawn():
            text = QCoreApplication.translate("Learn", "{thing} is a pirate's pawn: you would click it to aim an action at that pirate, after the action's button.")
        case Place():
            text = QCoreApplication.translate("Learn", "To go to {thing} you first click Move to or from a Rowboat on the right.")
        case Hold():
            text = QCoreApplication.translate("Learn", "{thing} is clicked only after a successful Attack, to take treasure from it or put treasure in it.")
        case Galleon():
            text = QCoreApplication.translate("Learn", "{thing} is clicked only after a successful Attack, to take 1 of its treasure.")
        case VoteCard():
            text = QCoreApplication.translate("Learn", "{thing} is played only during a vote.")
        case _:
            text = QCoreApplication.translate("Learn", "{thing} only shows the cards played so far.")
    return _cap(text.format(thing=thing))


def place_of(view: SeatView, seat: int) -> int | None:
    """Returns the place a pirate's pawn stands on (a ship, Tortuga or a Rowboat), if any."""
    for ship, line in enumerate(view.ships):
        if seat in line:
            return ship
    if seat in view.tortuga:
        return 2
    return 3 + view.boats.index(seat) if seat in view.boats else None


def choice_would(kind: str, target: Target, names: Sequence[str], letters: Sequence[str], refused: bool) -> str:
    """Returns what clicking `target` while choosing an action of `kind` would do (or that it is not allowed)."""
    thing = thing_name(target, names, letters)
    from tortuga_qt.app.action_table import kind_entry

    act = QCoreApplication.translate("Learn", kind_entry(kind)[1].act).format(thing=thing)
    if refused:
        return QCoreApplication.translate("Learn", "{act} is not allowed.").format(act=act)
    return QCoreApplication.translate("Learn", "{act} would be allowed in a real game, but it is not this step's move.").format(act=act)


def wanted(action: Action | None, names: Sequence[str], letters: Sequence[str], choosing: str | None,
           clicked: Sequence[Target] = ()) -> str:
    """Returns what to click to make the step's own move ('' when it asks no action); `choosing`: the kind of
    action being chosen now, with the things `clicked` so far (a started choice of that kind says only what is left)."""
    if action is None:
        return ""
    wants = targets(action)
    if not wants:
        return QCoreApplication.translate("Learn", "To go on, click {button}.").format(button=W.direct_label(action))
    if choosing == kind_key(action):
        left = [t for t in wants if t not in clicked] or list(wants)
        things = and_list([thing_name(t, names, letters) for t in left])
        return QCoreApplication.translate("Learn", "To go on, click {things}.").format(things=things)
    things = and_list([thing_name(t, names, letters) for t in wants])
    return QCoreApplication.translate("Learn", "To go on, click {button}, then {things}.").format(button=W.kind_label(kind_key(action)), things=things)


def longest_click() -> str:
    """Returns the longest thing a wrong click may be told about itself, with a typical rule it breaks (room to keep)."""
    from tortuga_qt.rules import actions as A

    said = [button_does(k) for k in ("view", "reveal", "force", "move", "maroon", "marque", "vote", "take", "pistol", "pick")]
    said += [direct_does(a) for a in (A.Attack(0), A.Mutiny(0), A.Brawl(0))]
    said += [target_is(t, ["Alexandre Exquemelin"], ["X"]) for t in (Slot(0), Pawn(0), Place(3), Hold(0), Galleon())]
    return max(said, key=len)


_SENTENCE = re.compile(r"[^.!?…]+(?:[.!?…]+|$)")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _key(sentence: str) -> str:
    return " ".join(sentence.strip().rstrip(".!?…:;").split()).casefold()


def join_unique(parts: Sequence[str]) -> str:
    """Joins the pieces of an answer, leaving out a sentence already said (or said within a longer one)."""
    sentences = [s.strip() for part in parts for s in _SENTENCE.findall(part) if s.strip()]
    kept: list[str] = []
    for i, s in enumerate(sentences):
        key = _key(s)
        if not key:
            continue
        others = [_key(o) for j, o in enumerate(sentences) if j != i]
        if any(key == o for o in others[:i]) or any(key != o and key in o for o in others):
            continue
        kept.append(s)
    return " ".join(kept)
