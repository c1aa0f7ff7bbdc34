"""Words for the table: action buttons, click prompts, refusals. Every string is translatable.

Strings are literal arguments of `tortuga_qt.i18n.translate` (Qt-free: the screen installs Qt's translator)
so `pyside6-lupdate` finds them;
engine refusals arrive as codes (plus the engine's English text as a fallback). The words of each
kind of action (its button, its prompts, its question) are the action table's (app/action_table.py), and
those of each Event card the card table's (app/card_table.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tortuga_qt.app.names import card_name, ship_name, vote_name
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

    No ruling numbers ("R7") and no engine words: the window links the rule's page beside it.
    `fallback` (the engine's English text) is used only for a code this table does not know.
    """
    words = {
        # The game and whose decision it is
        "game_over": translate("Table", "The game is over: no more moves can be made."),
        "not_your_decision": translate("Table", "It is not your decision now: another player must decide first."),
        "wrong_step": translate("Table", "Something else must be decided first: do what the game asks now."),
        "not_a_turn_action": translate("Table", "That is not one of the actions you may choose on your turn."),
        "chance_pending": translate("Table", "The cards are being shuffled or dealt: wait a moment."),
        "not_chance": translate("Table", "Nothing is being shuffled or dealt now."),
        "bad_chance": translate("Table", "The cards could not be shuffled that way."),
        "no_such_player": translate("Table", "There is no such player in this game."),
        # The row of Event cards
        "two_cards_needed": translate("Table", "Viewing or forcing needs at least 2 face-down Event cards in the row; "
                                        "with only one left, you can only reveal it."),
        "force_self": translate("Table", "You must force another player, not yourself."),
        "slot_not_face_down": translate("Table", "Choose a slot that holds a face-down Event card (two different ones to view or force)."),
        "pick_slot": translate("Table", "You must reveal one of the two Event cards that were pointed at."),
        # Ranks and their actions
        "not_captain": translate("Table", "Only a ship's Captain (first in line) may call for an Attack or maroon a crewmate."),
        "nothing_to_take": translate("Table", "An Attack needs treasure to take: on the Spanish Galleon or, once it is "
                                       "empty, in the other ship's holds."),
        "take_source": translate("Table", "After a successful Attack the treasure comes from the Spanish Galleon while it has "
                                   "any, otherwise from a hold of the other ship, and goes into a hold of your own ship."),
        "start_hold": translate("Table", "Put the starting treasure in your own ship's British or French hold."),
        "not_crewmate": translate("Table", "A Captain may maroon only another pawn on their own ship, never themselves."),
        "not_first_mate": translate("Table", "Only a First Mate (second in line on a ship) may call for a Mutiny, so the "
                                      "ship needs at least 2 pawns."),
        "not_cabin_boy": translate("Table", "Only a Cabin Boy (last in line on a ship) may move treasure between holds."),
        "no_treasure_in_hold": translate("Table", "There is no treasure in that hold to move."),
        "not_governor": translate("Table", "Only the Governor of Tortuga (first in Tortuga's line) may call for a Brawl."),
        # Moving
        "boat_exploded": translate("Table", "That Rowboat was blown up by Black Powder and can never be used again."),
        "boat_taken": translate("Table", "Each Rowboat holds only 1 pawn at a time."),
        "no_such_place": translate("Table", "There is no such place: move to a Rowboat, to Tortuga or to a ship."),
        "malformed": translate("Table", "That is not a move of this game."),
        "marque_ship": translate("Table", "A Letter of Marque moves a player to the back of a ship's line."),
        "not_adjoining": translate("Table", "You can only move to a place next to you: each Rowboat adjoins one ship and Tortuga."),
        "via_rowboat": translate("Table", "Ships and Tortuga are reached through a Rowboat, one action at a time."),
        "ship_full": translate("Table", "There may never be more than 5 pawns on a ship."),
        "bad_move": translate("Table", "That move is not possible."),
        # Event cards
        "another_player": translate("Table", "This card must target another player, not yourself."),
        "marque_target": translate("Table", "A Letter of Marque moves a player who is on Tortuga or on a Rowboat."),
        "no_letter": translate("Table", "You have no Letter of Marque kept in front of you to play."),
        "atlantis": translate("Table", "Atlantis moves its holder from one ship to the back of the line of the other "
                                "ship, and that ship must have room."),
        "not_in_vote_deck": translate("Table", "That card is not in the Vote deck: pick one of the cards you are searching."),
        # Votes
        "vote_pending": translate("Table", "A vote is under way: play a Vote card first."),
        "card_not_in_hand": translate("Table", "You do not hold that Vote card."),
        "bad_vote": translate("Table", "Play 1 Vote card (2 with the El Dorado map), each card only once."),
        "two_cards_without_el_dorado": translate("Table", "Only the holder of the El Dorado map may play 2 Vote cards in one vote."),
        "no_pirate_code": translate("Table", "Only a player whose Pirate Code covers this vote may stay out of it."),
    }
    return words.get(code, fallback)


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
