"""Words for the table: action buttons, click prompts, refusals. Every string is translatable.

Strings are literal arguments of QCoreApplication.translate so `pyside6-lupdate` finds them;
engine refusals arrive as codes (plus the engine's English text as a fallback).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.places import NOWHERE, RB1, RB2, TORTUGA



def kind_key(a: Action) -> str:
    """Returns the button group of an action (El Dorado's two-card vote is its own button)."""
    if type(a) is A.Vote and len(a.cards) == 2:
        return "vote2"
    return a.tag


def kind_label(kind: str) -> str:
    """Returns the button text of a kind of action that is chosen on the mat."""
    labels = {
        "view": QCoreApplication.translate("Table", "View 2 Event cards"),
        "reveal": QCoreApplication.translate("Table", "Reveal 1 Event card"),
        "force": QCoreApplication.translate("Table", "Force a player to reveal 1 of 2 cards"),
        "move": QCoreApplication.translate("Table", "Move to or from a Rowboat"),
        "maroon": QCoreApplication.translate("Table", "Maroon a crewmate (Captain)"),
        "marque": QCoreApplication.translate("Table", "Move a player with the Letter of Marque"),
        "vote": QCoreApplication.translate("Table", "Play 1 Vote card"),
        "vote2": QCoreApplication.translate("Table", "Play 2 Vote cards (El Dorado)"),
        "take": QCoreApplication.translate("Table", "Take the treasure"),
        "pistol": QCoreApplication.translate("Table", "Aim the Pistol at a player"),
        "give": QCoreApplication.translate("Table", "Give the map to a player"),
        "powder": QCoreApplication.translate("Table", "Blow up a Rowboat"),
        "fever": QCoreApplication.translate("Table", "Cabin Fever: choose a player"),
        "crow": QCoreApplication.translate("Table", "Crow's Nest: choose whose hand to replace"),
        "search": QCoreApplication.translate("Table", "Pick a card from the Vote deck"),
        "pick": QCoreApplication.translate("Table", "Pick one of the two cards"),
    }
    return labels.get(kind, kind)


def direct_label(a: Action) -> str:
    """Returns the button text of an action that needs no click on the mat."""
    t = type(a)
    if t is A.Attack:
        return QCoreApplication.translate("Table", "Call for an Attack (Captain)")
    if t is A.Mutiny:
        return QCoreApplication.translate("Table", "Call for a Mutiny (First Mate)")
    if t is A.Brawl:
        return QCoreApplication.translate("Table", "Call for a Brawl (Governor)")
    if t is A.Shift:
        if a.src == 0:  # type: ignore[union-attr]
            return QCoreApplication.translate("Table", "Move 1 treasure: British hold → French hold")
        return QCoreApplication.translate("Table", "Move 1 treasure: French hold → British hold")
    if t is A.KeepMarque:
        return QCoreApplication.translate("Table", "Keep the Letter of Marque for later")
    if t is A.Abstain:
        return QCoreApplication.translate("Table", "Stay out of this vote (Pirate Code)")
    if t is A.Take and a.src == NOWHERE:  # type: ignore[union-attr]
        return QCoreApplication.translate("Table", "Leave the treasure")
    if t is A.Fountain:
        return QCoreApplication.translate("Table", "Drink from the Fountain of Youth") if a.use else QCoreApplication.translate("Table", "Accept being marooned")  # type: ignore[union-attr]
    if t is A.Atlantis:
        return QCoreApplication.translate("Table", "Sail to the other ship (Atlantis)") if a.use else QCoreApplication.translate("Table", "Keep the map for now")  # type: ignore[union-attr]
    if t is A.StartHold:
        return QCoreApplication.translate("Table", "Put it in the British hold") if a.team == 0 else QCoreApplication.translate("Table", "Put it in the French hold")  # type: ignore[union-attr]
    return a.tag


def prompt(kind: str, clicks: int) -> str:
    """Returns what to click next while building a choice."""
    if kind in ("view", "force") and clicks < 2:
        return QCoreApplication.translate("Table", "Click two face-down Event cards.") if clicks == 0 else QCoreApplication.translate("Table", "Click a second face-down Event card.")
    if kind == "force":
        return QCoreApplication.translate("Table", "Click the pawn of the player who must choose.")
    if kind in ("reveal",):
        return QCoreApplication.translate("Table", "Click the face-down Event card to reveal.")
    if kind == "pick":
        return QCoreApplication.translate("Table", "Click one of the two cards pointed at.")
    if kind == "move":
        return QCoreApplication.translate("Table", "Click where to go: a Rowboat, Tortuga or a ship.")
    if kind in ("maroon", "pistol", "give", "fever", "crow"):
        return QCoreApplication.translate("Table", "Click a player's pawn.")
    if kind == "marque":
        return QCoreApplication.translate("Table", "Click the pawn to move.") if clicks == 0 else QCoreApplication.translate("Table", "Click the ship it goes to.")
    if kind == "vote":
        return QCoreApplication.translate("Table", "Click a card in your hand.")
    if kind == "vote2":
        return QCoreApplication.translate("Table", "Click two cards in your hand.")
    if kind == "take":
        return QCoreApplication.translate("Table", "Click where the treasure comes from.") if clicks == 0 else QCoreApplication.translate("Table", "Click the hold it goes to.")
    if kind == "powder":
        return QCoreApplication.translate("Table", "Click a Rowboat.")
    if kind == "search":
        return QCoreApplication.translate("Table", "Click a card of the Vote deck (in your panel).")
    return QCoreApplication.translate("Table", "Click a highlighted thing on the mat.")


def refusal(code: str, fallback: str) -> str:
    """Returns a refusal in the player's words for an engine code (the engine text otherwise)."""
    words = {
        "not_your_decision": QCoreApplication.translate("Table", "It is not your decision now."),
        "two_cards_needed": QCoreApplication.translate("Table", "Viewing or forcing needs at least 2 face-down Event cards (R7)."),
        "force_self": QCoreApplication.translate("Table", "You must force another player, not yourself."),
        "slot_not_face_down": QCoreApplication.translate("Table", "That slot holds no face-down Event card."),
        "not_captain": QCoreApplication.translate("Table", "Only a Captain may do that."),
        "nothing_to_take": QCoreApplication.translate("Table", "An Attack needs treasure to take (R5)."),
        "not_crewmate": QCoreApplication.translate("Table", "A Captain may maroon only another pawn on their own ship (R6)."),
        "not_first_mate": QCoreApplication.translate("Table", "Only a First Mate may call for a Mutiny (R6)."),
        "not_cabin_boy": QCoreApplication.translate("Table", "Only a Cabin Boy may move treasure between holds."),
        "no_treasure_in_hold": QCoreApplication.translate("Table", "There is no treasure in that hold (R6)."),
        "not_governor": QCoreApplication.translate("Table", "Only the Governor of Tortuga may call for a Brawl (R6)."),
        "boat_exploded": QCoreApplication.translate("Table", "That Rowboat was blown up and can never be used again."),
        "boat_taken": QCoreApplication.translate("Table", "Each Rowboat holds only 1 pawn at a time."),
        "not_adjoining": QCoreApplication.translate("Table", "You can only move to a place next to you: Rowboats adjoin one ship and Tortuga."),
        "via_rowboat": QCoreApplication.translate("Table", "Ships and Tortuga are reached through a Rowboat, one action at a time."),
        "ship_full": QCoreApplication.translate("Table", "There may never be more than 5 pawns on a ship."),
        "another_player": QCoreApplication.translate("Table", "This card must target another player, not yourself."),
        "marque_target": QCoreApplication.translate("Table", "A Letter of Marque moves a player who is on Tortuga or on a Rowboat."),
        "take_source": QCoreApplication.translate("Table", "The treasure comes from the Spanish Galleon while it has any (R5)."),
    }
    return words.get(code, fallback)


def hypothetical(kind: str, seat: int, clicks: tuple[str, ...]) -> Action | None:
    """Returns the action a click would have meant, to explain why it is not allowed."""
    last = clicks[-1] if clicks else ""
    name, _, raw = last.partition(":")
    if not raw.lstrip("-").isdigit():
        return None
    n = int(raw)
    if kind == "move" and name == "place" and n in (0, 1, TORTUGA, RB1, RB2):
        return A.Move(seat, n)
    if kind == "reveal" and name == "slot":
        return A.Reveal(seat, n)
    if kind == "force" and name == "seat" and len(clicks) == 3:
        slots = sorted(int(c.partition(":")[2]) for c in clicks[:2])
        return A.Force(seat, slots[0], slots[1], n)
    if kind in ("maroon", "pistol", "give", "fever", "crow") and name == "seat":
        return {"maroon": A.Maroon, "pistol": A.Pistol, "give": A.Give, "fever": A.Fever, "crow": A.Crow}[kind](seat, n)
    if kind == "powder" and name == "place":
        return A.Powder(seat, n)
    return None
