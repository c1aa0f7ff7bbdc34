"""Words for the table: action buttons, click prompts, refusals. Every string is translatable.

Strings are literal arguments of `tortuga_qt.i18n.translate` (Qt-free: the screen installs Qt's translator)
so `pyside6-lupdate` finds them;
engine refusals arrive as codes (plus the engine's English text as a fallback), worded by the refusal
table (app/refusal.py). The words of each
kind of action (its button, its prompts, its question) are the action table's (app/action_table.py), and
those of each Event card the card table's (app/card_table.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tortuga_qt.app.names import card_name, ship_name, vote_name
from tortuga_qt.app.refusal import REFUSALS
from tortuga_qt.i18n import particles, translate

if TYPE_CHECKING:  # the actions, events and views load with the engine, after the window's first paint
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.events import Event, VoteResult
    from tortuga_qt.rules.views import SeatView


def kind_label(kind: str) -> str:
    """Returns the button text of a kind of action that is chosen on the mat (app/action_table.py)."""
    from tortuga_qt.app.action_table import kind_entry

    return translate("Table", kind_entry(kind)[1].label)


def direct_label(a: Action) -> str:
    """Returns the button text of an action that needs no click on the mat (app/action_table.py)."""
    from tortuga_qt.app.action_table import MissingEntry, entry

    button = entry(a).button
    text = button(a) if button is not None else ""
    if not text:
        raise MissingEntry(f"the action table (app/action_table.py) has no button for {a!r}")
    return translate("Table", text)


def prompt(kind: str, clicks: int) -> str:
    """Returns what to click next while building a choice."""
    from tortuga_qt.app.action_table import kind_entry

    return translate("Table", kind_entry(kind)[1].prompt(clicks))


def refusal(code: str, fallback: str) -> str:
    """Returns why a choice is refused, in a player's words, for every code the engine's `explain` gives.

    The words are the refusal table's (app/refusal.py); `fallback` (the engine's English text) is
    used only for a code that table does not know.
    """
    known = REFUSALS.get(code)
    return translate("Table", known.words) if known is not None else fallback


def decision_text(view: SeatView, names: list[str], card_text: Callable[[str], str]) -> str:
    """Returns what the seat at the device is asked to decide, in words (`card_text`: an Event card's text, translated)."""
    return particles(_decision_text(view, names, card_text))


def _decision_text(view: SeatView, names: list[str], card_text: Callable[[str], str]) -> str:
    from tortuga_qt.rules.views import (
        AtlantisDecision,
        CrowSearchDecision,
        ForcedPickDecision,
        FountainDecision,
        ResolveDecision,
        StartHoldDecision,
        TakeDecision,
        TurnDecision,
        VoteDecision,
    )

    d = view.decision
    if d is None or not d.seats:
        return ""
    deciding = view.seat if view.seat in d.seats else d.seats[0]  # a vote's voter at this screen, not the first waiting
    me = names[deciding]
    match d:
        case TurnDecision():
            left = view.actions_left  # a bare name: pyside6-lupdate drops a call whose count is an expression
            extra = translate("Table", " (%n action(s) left this turn)", None, left) if len(names) == 2 else ""
            return translate("Table", "Your turn, {name}: choose an action{extra}.").format(name=me, extra=extra)
        case StartHoldDecision():
            ship = 0 if view.ships[0] and view.ships[0][0] == d.seats[0] else 1
            return translate("Table", "{name}, Captain of the {ship}: choose the hold for your starting treasure.").format(name=me, ship=ship_name(ship))
        case AtlantisDecision():
            return translate("Table", "{name}: before {other} plays, you may sail to the other ship with the Atlantis map.").format(
                name=me, other=names[d.turn_seat])
        case ForcedPickDecision():
            return translate("Table", "{forcer} forces you, {name}, to reveal slot {a} or slot {b}: pick one.").format(
                forcer=names[d.forcer], name=me, a=d.a + 1, b=d.b + 1)
        case ResolveDecision():
            return translate("Table", "{name}, you revealed {card}: {text}").format(
                name=me, card=card_name(d.card), text=card_text(d.card))
        case CrowSearchDecision():
            left = d.left
            return translate("Table", "Crow's Nest: pick %n more card(s) for {target}.", None, left).format(target=names[d.target])
        case TakeDecision():
            return translate("Table", "The Attack succeeded, Captain {name}: take 1 treasure (or leave it).").format(name=me)
        case FountainDecision():
            return translate("Table", "{name}, you are about to be marooned: drink from the Fountain of Youth?").format(name=me)
        case VoteDecision():
            return _vote_text(view, names, me, deciding)
    return ""


def _vote_text(view: SeatView, names: list[str], me: str, seat: int) -> str:
    v = view.vote
    if v is None:
        return ""
    counts = {"attack": translate("Table", "only the top section (Cannon, Torch, Water) counts"),
              "brawl": translate("Table", "only the middle section (the flags) counts"),
              "mutiny": translate("Table", "only the bottom section (Skull, Helm) counts")}[v.what]
    text = translate("Table", "Secret vote, {name}: {vote} called by {caller}; {counts}. Play a Vote card face down.").format(
        name=me, vote=vote_name(v.what), caller=names[v.caller] if v.caller != seat else translate("Table", "you"),
        counts=counts)
    if len(v.participants) > 1:
        text += " " + translate("Table", "Nobody will see who played which card.")
    return text


def look_text(reason: str, name: str, log: list[Event]) -> str:
    """Returns the words of a private look (`log`: what the seat at the device may see)."""
    from tortuga_qt.app.card_table import CARDS

    text = {
        "loyalty": translate("Table", "{name}, your Loyalty card is on the right. Remember your team, then click Done."),
        "viewed": translate("Table", "{name}, here are the two Event cards you viewed: {seen}. They stay in your notes and on the mat for you. Click Done to hide them."),
        "pair": translate("Table", "{name}, pair your phone: scan the code in the window with its camera, or type the address and code shown. Only you should see them. The table goes on by itself once your phone is connected."),
    }.get(reason) or (translate("Table", CARDS[reason].look) if reason in CARDS and CARDS[reason].look
                      else translate("Table", "{name}, look at your secrets, then click Done."))
    return particles(text.format(name=name, seen=_last_seen(log)))


def _last_seen(log: list[Event]) -> str:
    """Returns what the seat at the device saw with its last View 2, in words."""
    from tortuga_qt.rules.events import Saw

    for e in reversed(log):
        if isinstance(e, Saw):
            return translate("Table", "slot {a}: {ca}; slot {b}: {cb}").format(
                a=e.a + 1, ca=card_name(e.card_a), b=e.b + 1, cb=card_name(e.card_b))
    return ""


def vote_reveal(e: VoteResult) -> tuple[str, str]:
    """Returns the title and the tally-and-verdict lines of a vote's result on the mat."""
    c = e.tally  # the engine's own tally
    if e.what == "attack":
        tally = translate("Table", "Cannon {c} · Torch {t} · Water {w}").format(c=c[0], t=c[1], w=c[2])
    elif e.what == "brawl":
        tally = translate("Table", "British flags {b} · French flags {f}").format(b=c[0], f=c[1])
    else:
        tally = translate("Table", "Skulls {s} · Helms {h}").format(s=c[0], h=c[1])
    verdict = {
        "success": translate("Table", "It succeeds!"),
        "failed": translate("Table", "It fails."),
        "british": translate("Table", "The British win the Brawl."),
        "french": translate("Table", "The French win the Brawl."),
        "tie": translate("Table", "A tie: one treasure to each side."),
    }[e.outcome]
    title = translate("Table", "The cards of {vote}, shuffled").format(vote=vote_name(e.what))
    return title, f"{tally}\n{verdict}"


def ask_first(a: Action) -> tuple[str, str]:
    """Returns the question asked before a choice that throws something away (app/choices.py), and its Yes."""
    from tortuga_qt.app.action_table import MissingEntry, entry

    question, yes = entry(a).ask
    if not question:
        raise MissingEntry(f"the action table (app/action_table.py) has no question for {a!r}")
    return translate("Table", question), translate("Table", yes)


def back_label() -> str:
    """Returns the button text that goes back from a question to the decision's choices."""
    return translate("Table", "Back")


def hint_words(action: Action, names: list[str]) -> str:
    """Returns a suggested action in a player's words: its button and what to click, in order."""
    from tortuga_qt.app.targets import kind_key

    words = target_words(action, names)
    if not words:
        return direct_label(action)
    return f"{kind_label(kind_key(action))}: {joined(action, words)}"


def joined(action: Action, words: list[str]) -> str:
    """Returns the words of the things an action is chosen on, joined ("from → to" for a Take or a Letter of Marque)."""
    from tortuga_qt.app.action_table import kind_entry
    from tortuga_qt.app.targets import kind_key

    return kind_entry(kind_key(action))[1].joint.join(words)


def target_words(action: Action, names: list[str]) -> list[str]:
    """Returns the words of each thing an action is chosen on, in the order the mat asks for them (none: a button)."""
    from tortuga_qt.app.names import face_name, hold_name, place_name
    from tortuga_qt.app.targets import Galleon, Hold, Pawn, Place, Slot, VoteCard, targets
    from tortuga_qt.rules import cards as C
    from tortuga_qt.rules.places import GALLEON

    words = []
    for t in targets(action):
        match t:
            case Slot(index=i):
                words.append(translate("Table", "Event card {n} of the row").format(n=i + 1))
            case Pawn(seat=seat):
                words.append(names[seat] if 0 <= seat < len(names) else str(seat))
            case Place(place=p):
                words.append(place_name(p))
            case Hold(hold=h):
                words.append(hold_name(h))
            case Galleon():
                words.append(hold_name(GALLEON))
            case VoteCard(card=c):
                words.append(face_name(C.VOTE_FACE[c]))
    return words
