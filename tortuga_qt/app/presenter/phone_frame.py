"""One seat's phone: what its page shows, as plain JSON-able data, and the action each of its choices means. Qt-free.

The phone is one more renderer of one seat's frame (docs/phones.md): it gets that seat's view
only (`TableCore.phone_view`), the story as that seat may read it, and, while the seat may act,
its legal actions as choices named in full ("Move to or from a Rowboat: the Jolly Roger's
Rowboat"), grouped by kind in the desktop's own order. Every text is worded in the phone's
language: the builder words it with that language's translator, then puts the screen's back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tortuga_qt.app import wording as W
from tortuga_qt.app.names import card_name, colour_name, face_name, team_name
from tortuga_qt.app.seating import StepKind
from tortuga_qt.i18n import Translator, translate, use_translator

if TYPE_CHECKING:
    from tortuga_qt.app.table_core import TableCore
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.views import SeatView

CardText = Callable[[str], str]  # an Event card's full text, translated (help/cards.py)
LOG_LINES = 6
OWN_TURN = "ownTurn"  # the choice that flips "ask me only before my own turn" (Atlantis), not an action  # the newest public lines the page shows
TEAM_KEYS = ("british", "french", "dutch")


@dataclass(frozen=True)
class PhoneFrame:
    """What one phone shows now (`data`, sent as JSON) and what each of its choice ids means (kept on the desktop)."""

    seat: int
    serial: int
    data: dict[str, Any]
    choices: dict[str, Action] = field(default_factory=dict)


def phone_frame(core: TableCore, seat: int, serial: int, card_text: CardText, translator: Translator | None,
                message: tuple[str, str] | None = None, held: bool = False) -> PhoneFrame:
    """Returns seat `seat`'s phone frame now, worded by `translator` (None: English); `message`: a refusal (text, rule).

    `held`: the shared screen holds a reveal for everyone (app/presenter/pace.py): the phone offers
    nothing until the table goes on, and says where to look.
    """
    before = use_translator(translator)
    try:
        return _build(core, seat, serial, card_text, message, held)
    finally:
        use_translator(before)


def _build(core: TableCore, seat: int, serial: int, card_text: CardText, message: tuple[str, str] | None,
           held: bool) -> PhoneFrame:
    view = core.phone_view(seat)
    names = core.names
    legal = () if held else core.phone_legal(seat)
    choices, groups = _choices(legal, names, serial)
    from tortuga_qt.rules.actions import Atlantis

    if any(isinstance(a, Atlantis) for a in legal) and not core.practice:  # as the desktop's tick box
        own = seat in core.atlantis_own_turn
        groups.append({"title": translate("Phone", "Atlantis"), "choices": [{"id": f"{serial}.{OWN_TURN}", "label": (
            translate("Phone", "Ask me before every turn again") if own else translate("Table", "Ask me only before my own turn"))}]})
    pirate = core.pirates[seat]
    data: dict[str, Any] = {
        "serial": serial,
        "words": _section_words(),
        "seat": {"name": names[seat], "pirate": colour_name(_colour(pirate, "colour_name")), "colour": _colour(pirate, "colour")},
        "headline": translate("Phone", "Look at the table: it shows what just happened. Someone at the computer goes on.")
                    if held else _headline(core, seat, view, bool(legal)),
        "loyalty": _loyalty(view, seat),
        "votes": [{"name": face_name(_face(c))} for c in view.hand],
        "put_down": [face_name(_face(c)) for c in view.my_vote],
        "cards": [{"name": card_name(k), "text": card_text(k)} for k in view.front[seat]],
        "notes": [translate("Table", "Slot {n}: {card}").format(n=i + 1, card=card_name(k))
                  for i, k in enumerate(view.known) if k],
        "decision": {"prompt": W.decision_text(view, names, card_text), "groups": groups} if legal else None,
        "message": {"text": message[0], "rule": message[1]} if message else None,
        "log": _log(core, seat),
        "over": _over(core) if core.over else None,
    }
    return PhoneFrame(seat, serial, data, choices)


def _section_words() -> dict[str, str]:
    return {
        "loyalty": translate("Phone", "Your Loyalty"),
        "votes": translate("Phone", "Your Vote cards"),
        "no_votes": translate("Table", "You hold no Vote card."),
        "put_down": translate("Phone", "Put down in this vote"),
        "cards": translate("Phone", "Your Event cards"),
        "notes": translate("Phone", "Your notes"),
        "no_notes": translate("Table", "no card seen in the row."),
        "log": translate("Phone", "At the table"),
        "rule": translate("Phone", "Rule"),
        "back": translate("Table", "Back"),
    }


def _headline(core: TableCore, seat: int, view: SeatView, acting: bool) -> str:
    step, names = core.step, core.names
    if core.over:
        return translate("Phone", "The game is over.")
    if acting:
        from tortuga_qt.rules.views import VoteDecision

        if isinstance(view.decision, VoteDecision):
            return translate("Phone", "Vote now: play a Vote card.")
        return translate("Phone", "Your move, {name}.").format(name=names[seat])
    if step.kind is StepKind.BOT:
        return translate("Phone", "{name} (computer) is thinking…").format(name=names[step.seat])
    if step.kind is StepKind.PHONE:
        return translate("Phone", "Waiting for the phone of {name}.").format(name=names[step.seat])
    if step.seat >= 0:
        return translate("Phone", "At the device: {name}.").format(name=names[step.seat])
    return translate("Phone", "Watch the table.")


def _loyalty(view: SeatView, seat: int) -> dict[str, str] | None:
    team = view.loyalties[seat]
    if team is None:
        return None
    return {"team": TEAM_KEYS[team], "text": translate("Table", "Your Loyalty: {team}").format(team=team_name(team))}


def _choices(legal: tuple[Action, ...], names: list[str], serial: int) -> tuple[dict[str, Action], list[dict[str, Any]]]:
    """Returns the choice ids and the groups of labelled choices, in the desktop's order (app/choices.py)."""
    from tortuga_qt.app.choices import order, throws_away
    from tortuga_qt.app.targets import kind_key, targets

    choices: dict[str, Action] = {}
    groups: dict[str, list[dict[str, Any]]] = {}
    for i, a in enumerate(order(legal)):
        cid = f"{serial}.{i}"
        choices[cid] = a
        title = W.kind_label(kind_key(a)) if targets(a) else translate("Phone", "Choose")
        steps = W.target_words(a, names)
        entry: dict[str, Any] = {"id": cid, "label": _label(a, steps)}
        if len(steps) > 1:  # chosen in steps on the page, as on the mat: the first thing, then the next
            entry["steps"] = steps
        if throws_away(a):
            entry["ask"], entry["yes"] = W.ask_first(a)
        groups.setdefault(title, []).append(entry)
    return choices, [{"title": t, "choices": c} for t, c in groups.items()]


def _label(a: Action, words: list[str]) -> str:
    """Returns a choice in full words: its button, or for a choice made on the mat, what it is made on."""
    if not words:
        return W.direct_label(a)
    return W.joined(a, words)


def _log(core: TableCore, seat: int) -> list[str]:
    from tortuga_qt.app.story import Storyteller

    teller = Storyteller(core.names, mark_secrets=False)
    lines = [teller.line(e) for e in core.phone_log(seat)[-4 * LOG_LINES:]]
    return [line for line in lines if line][-LOG_LINES:][::-1]  # newest first


def _over(core: TableCore) -> str:
    from tortuga_qt.app.story import Storyteller

    ended = core.game_over_event()
    return Storyteller(core.names, mark_secrets=False).line(ended) if ended is not None else translate("Phone", "The game is over.")


def _face(card: int) -> str:
    from tortuga_qt.rules.cards import VOTE_FACE

    return VOTE_FACE[card]


def _colour(pirate: str, what: str) -> str:
    from tortuga_qt.rules.components import components

    found = next((p for p in components().pirates if p.key == pirate), None)
    return str(getattr(found, what)) if found is not None else ""
