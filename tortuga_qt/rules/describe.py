"""The game's story in plain English sentences, one per event (used by `tortuga-sim --log`).

The window words events through Qt's translation system instead; this module is the
headless, English reference of what each event kind means.
"""

from __future__ import annotations

from typing import Callable, Sequence

from tortuga_qt.rules.components import components
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.places import GALLEON, HOLD_CODES, PLACE_NAMES, SHIP_NAMES, TEAM_NAMES

_VOTE_NAMES = {"attack": "an Attack", "mutiny": "a Mutiny", "brawl": "a Brawl"}
_CAUSES = {
    "captain": "by the Captain", "mutiny": "by a Mutiny", "pistol": "by the Pistol",
    "black_spot": "by the Black Spot", "albatross": "by the Albatross",
    "black_powder": "by Black Powder",
}


def _i(v: object) -> int:
    if not isinstance(v, int):
        raise TypeError(f"expected a number in an event, got {v!r}")
    return v


def _ints(v: object) -> tuple[int, ...]:
    if not isinstance(v, tuple):
        raise TypeError(f"expected a tuple in an event, got {v!r}")
    return tuple(_i(x) for x in v)


def _strs(v: object) -> tuple[str, ...]:
    if not isinstance(v, tuple):
        raise TypeError(f"expected a tuple in an event, got {v!r}")
    return tuple(str(x) for x in v)


def _card(kind: object) -> str:
    return components().event_names.get(str(kind), str(kind))


def _hold(h: object) -> str:
    if h == GALLEON:
        return "the Spanish Galleon"
    code = HOLD_CODES[_i(h)]
    ship = SHIP_NAMES[0] if code.startswith("FD") else SHIP_NAMES[1]
    return f"the {ship}'s {'British' if code.endswith('B') else 'French'} hold"


def _cards(values: object) -> str:
    from tortuga_qt.rules.cards import VOTE_FACE

    return ", ".join(f"v{c} ({VOTE_FACE[c]})" for c in _ints(values))


class Storyteller:
    """Turns events into sentences using the seats' names."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)

    def who(self, seat: int) -> str:
        """Returns 'Name (P3)' for a seat."""
        return f"{self.names[seat]} (P{seat + 1})"

    def line(self, e: Event) -> str:
        """Returns the sentence for one event."""
        fn = _LINES.get(e.kind)
        text = fn(self, e) if fn else f"{e.kind} {e.values}"
        if e.visible_to is not None:
            seen_by = ", ".join(f"P{x + 1}" for x in e.visible_to) or "nobody"
            text += f" [secret: {seen_by}]"
        return text


def _seq(t: Storyteller, seats: object) -> str:
    return ", ".join(t.who(x) for x in _ints(seats)) or "nobody"


def _game_over(t: Storyteller, e: Event) -> str:
    reason, team, winners, brit, fren = e.values
    score = f"British {brit}, French {fren}"
    if reason == "draw":
        return f"Game over: still tied with no Event cards left, a draw (R9). {score}."
    team_name = TEAM_NAMES[_i(team)]
    why = {
        "armada": "the Spanish Armada arrives and they have the most treasure",
        "dutch_tie": "the teams are tied when the Spanish Armada arrives",
        "sudden_death": "they took the lead after the tie-break (R9)",
    }[str(reason)]
    return f"Game over: the {team_name} win ({_seq(t, winners)}): {why}. {score}."


_LINES: dict[str, Callable[[Storyteller, Event], str]] = {
    "starred_chosen": lambda t, e: "Starred Event cards this game: "
    + ", ".join(_card(k) for k in str(e.values[0]).split(",")) + ".",
    "loyalty": lambda t, e: f"{t.who(e.seat)} is {TEAM_NAMES[_i(e.values[0])]}.",
    "deck_shuffled": lambda t, e: f"The {'Vote' if e.values[0] == 'votes' else 'Event'} deck is shuffled.",
    "drew": lambda t, e: f"{t.who(e.seat)} draws {e.values[0]} Vote card(s).",
    "drew_cards": lambda t, e: f"{t.who(e.seat)} drew {_cards(e.values[0])}.",
    "row_laid_out": lambda t, e: f"{e.values[0]} Event cards lie face down in the row; {e.values[1]} left in the deck.",
    "pawns_placed": lambda t, e: f"Pawns drawn from the bag. Flying Dutchman: {_seq(t, e.values[0])}. "
    f"Jolly Roger: {_seq(t, e.values[1])}.",
    "start_hold": lambda t, e: f"{t.who(e.seat)}, Captain of the {SHIP_NAMES[_i(e.values[0])]}, puts the "
    f"starting treasure in the {TEAM_NAMES[_i(e.values[1])]} hold.",
    "turn": lambda t, e: f"— {t.who(e.seat)}'s turn.",
    "turn_lost": lambda t, e: f"{t.who(e.seat)} loses this turn to Scurvy.",
    "atlantis_pass": lambda t, e: f"{t.who(e.seat)} keeps the Atlantis map for later.",
    "moved": lambda t, e: f"{t.who(e.seat)} moves from {PLACE_NAMES[_i(e.values[0])]} to {PLACE_NAMES[_i(e.values[1])]}"
    + {"row": ".", "letter_of_marque": " by Letter of Marque.", "atlantis": " with the Atlantis map."}[str(e.values[2])],
    "swapped": lambda t, e: f"Facade: {t.who(e.seat)} and {t.who(e.target)} swap places.",
    "marooned": lambda t, e: f"{t.who(e.seat)} is marooned to Tortuga from {PLACE_NAMES[_i(e.values[0])]} "
    f"{_CAUSES.get(str(e.values[1]), '')}.",
    "albatross_sinks": lambda t, e: f"Two Albatrosses aboard the {SHIP_NAMES[_i(e.values[0])]}: everyone aboard is marooned!",
    "discarded": lambda t, e: f"{_card(e.values[0])} goes to the discard pile.",
    "viewed": lambda t, e: f"{t.who(e.seat)} secretly views the Event cards in slots {_i(e.values[0]) + 1} and {_i(e.values[1]) + 1}.",
    "saw": lambda t, e: f"{t.who(e.seat)} sees slot {_i(e.values[0]) + 1}: {_card(e.values[1])}, "
    f"slot {_i(e.values[2]) + 1}: {_card(e.values[3])}.",
    "revealed": lambda t, e: f"{t.who(e.seat)} reveals slot {_i(e.values[0]) + 1}: {_card(e.values[1])}!",
    "forced": lambda t, e: f"{t.who(e.seat)} forces {t.who(e.target)} to reveal slot {_i(e.values[0]) + 1} or {_i(e.values[1]) + 1}.",
    "replaced": lambda t, e: f"A new face-down card fills slot {_i(e.values[0]) + 1} ({e.values[1]} left in the deck).",
    "row_reshuffled": lambda t, e: "The last Event card has entered the row: the row is shuffled and laid out again (R8).",
    "kept": lambda t, e: f"{t.who(e.seat)} keeps the {_card(e.values[0])} face up.",
    "given": lambda t, e: f"{t.who(e.seat)} gives the {_card(e.values[0])} to {t.who(e.target)}.",
    "pistol": lambda t, e: f"{t.who(e.seat)} aims the Pistol at {t.who(e.target)}.",
    "black_powder": lambda t, e: f"{t.who(e.seat)} blows up {PLACE_NAMES[_i(e.values[0])]}: it can never be used again.",
    "cabin_fever": lambda t, e: f"Cabin Fever: {t.who(e.seat)} and {t.who(e.target)} shuffle their Loyalty cards and look again.",
    "crows_nest": lambda t, e: f"Crow's Nest: {t.who(e.target)}'s {e.values[0]} Vote card(s) go into the deck; "
    f"{t.who(e.seat)} searches it for replacements.",
    "searched": lambda t, e: f"{t.who(e.seat)} picks v{e.values[0]} for {t.who(e.target)}.",
    "eight_bells": lambda t, e: f"Eight Bells: the pawns on {PLACE_NAMES[_i(e.values[0])]} are redrawn: {_seq(t, e.values[1])}.",
    "scurvy": lambda t, e: f"Scurvy! {_seq(t, e.values[0])} will lose their next turn.",
    "stormy_seas": lambda t, e: f"Stormy Seas: {e.values[1]} treasure on {PLACE_NAMES[_i(e.values[0])]} "
    + ("go back to the Spanish Galleon." if e.values[0] != 2 else "go back to their starting areas."),
    "no_effect": lambda t, e: f"{_card(e.values[0])} has no effect where {t.who(e.seat)} is.",
    "vote_called": lambda t, e: f"{t.who(e.seat)} calls for {_VOTE_NAMES[str(e.values[0])]}; taking part: {_seq(t, e.values[2])}.",
    "voted": lambda t, e: f"{t.who(e.seat)} puts {'a Vote card' if e.values[0] == 1 else 'two Vote cards (El Dorado)'} face down.",
    "voted_cards": lambda t, e: f"{t.who(e.seat)} played {_cards(e.values[0])}.",
    "abstained": lambda t, e: f"{t.who(e.seat)} stays out of the vote (Pirate Code).",
    "vote_result": lambda t, e: f"The cards are shuffled and revealed: {', '.join(_strs(e.values[2]))} — "
    f"{str(e.values[0]).capitalize()} {'succeeds' if e.values[1] == 'success' else 'fails' if e.values[1] == 'failed' else 'goes ' + str(e.values[1]) if e.values[1] != 'tie' else 'is a tie'}.",
    "tortuga_treasure": lambda t, e: f"Tortuga's treasure now lies British {e.values[0]}, French {e.values[1]}.",
    "treasure_declined": lambda t, e: f"{t.who(e.seat)} leaves the plunder where it is.",
    "treasure_taken": lambda t, e: f"{t.who(e.seat)} takes 1 treasure from {_hold(e.values[0])} into {_hold(e.values[1])}.",
    "shifted": lambda t, e: f"{t.who(e.seat)} moves 1 treasure on the {SHIP_NAMES[_i(e.values[0])]} from the "
    f"{TEAM_NAMES[_i(e.values[1])]} to the {TEAM_NAMES[1 - _i(e.values[1])]} hold.",
    "captain_maroons": lambda t, e: f"Captain {t.who(e.seat)} maroons {t.who(e.target)}.",
    "fountain_used": lambda t, e: f"{t.who(e.seat)} drinks from the Fountain of Youth and is not marooned.",
    "card_lost": lambda t, e: f"{t.who(e.seat)}, marooned again on Tortuga, loses a random Vote card (R11).",
    "card_lost_private": lambda t, e: f"{t.who(e.seat)} lost v{e.values[0]}.",
    "vote_cards_returned": lambda t, e: f"The {e.values[0]} cards of the vote are shuffled to the bottom of the Vote deck.",
    "pirate_code_spent": lambda t, e: f"{t.who(e.seat)}'s Pirate Code is spent (R3).",
    "sudden_death": lambda t, e: "Tied at the Spanish Armada with an even number of players: the Armada "
    f"leaves the game and {e.values[0]} cards form a new deck; the first team to lead wins (R9).",
    "game_over": _game_over,
    "loyalties_revealed": lambda t, e: "Loyalties: " + ", ".join(
        f"{t.who(i)} {TEAM_NAMES[x]}" for i, x in enumerate(_ints(e.values[0]))) + ".",
}
