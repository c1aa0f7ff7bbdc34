"""The game's story in plain sentences, one per event, in any language.

Every template and noun passes through `translate(context, text)`, written with literal
strings so Qt's `lupdate` can collect them. The rules stay Qt-free: by default `translate`
returns the English text; the window installs `QCoreApplication.translate` at start-up
(`install_translator`), and the same templates then come out in the player's language.
"""

from __future__ import annotations

from typing import Callable, Sequence

from tortuga_qt.rules.events import Event
from tortuga_qt.rules.places import GALLEON

Translator = Callable[[str, str], str]


def _identity(context: str, text: str) -> str:
    return text


_translator: Translator = _identity


def install_translator(fn: Translator) -> None:
    """Makes every sentence go through `fn(context, text)` (e.g. QCoreApplication.translate)."""
    global _translator
    _translator = fn


def translate(context: str, text: str) -> str:
    """Returns `text` in the player's language (English until a translator is installed)."""
    return _translator(context, text)


def card_name(kind: object) -> str:
    """Returns the translated name of an Event card kind."""
    names = {
        "letter_of_marque": translate("Card", "Letter of Marque"),
        "pistol": translate("Card", "Pistol"),
        "albatross": translate("Card", "Albatross"),
        "black_spot": translate("Card", "Black Spot"),
        "atlantis": translate("Card", "Treasure Map: Atlantis"),
        "el_dorado": translate("Card", "Treasure Map: El Dorado"),
        "fountain_of_youth": translate("Card", "Treasure Map: Fountain of Youth"),
        "spanish_armada": translate("Card", "Spanish Armada"),
        "black_powder": translate("Card", "Black Powder"),
        "cabin_fever": translate("Card", "Cabin Fever"),
        "crows_nest": translate("Card", "Crow's Nest"),
        "eight_bells": translate("Card", "Eight Bells"),
        "facade": translate("Card", "Facade"),
        "pirate_code": translate("Card", "Pirate Code"),
        "scurvy": translate("Card", "Scurvy"),
        "stormy_seas": translate("Card", "Stormy Seas"),
    }
    return names.get(str(kind), str(kind))


def place_name(p: object) -> str:
    """Returns the translated name of a place (ship, Tortuga, Rowboat)."""
    return (
        translate("Place", "the Flying Dutchman"),
        translate("Place", "the Jolly Roger"),
        translate("Place", "Tortuga"),
        translate("Place", "the Rowboat by the Flying Dutchman"),
        translate("Place", "the Rowboat by the Jolly Roger"),
    )[_i(p)]


def ship_name(ship: object) -> str:
    """Returns the translated name of a ship."""
    return (translate("Place", "Flying Dutchman"), translate("Place", "Jolly Roger"))[_i(ship)]


def team_name(team: object) -> str:
    """Returns the translated name of a team."""
    return (translate("Team", "British"), translate("Team", "French"), translate("Team", "Dutch"))[_i(team)]


def hold_name(h: object) -> str:
    """Returns a translated name for a hold (0..3) or the Spanish Galleon."""
    if h == GALLEON:
        return translate("Place", "the Spanish Galleon")
    n = _i(h)
    return translate("Place", "the {ship}'s {team} hold").format(ship=ship_name(n // 2), team=team_name(n % 2))


def vote_name(what: object) -> str:
    """Returns the translated name of a kind of vote."""
    return {
        "attack": translate("Vote", "an Attack"),
        "mutiny": translate("Vote", "a Mutiny"),
        "brawl": translate("Vote", "a Brawl"),
    }[str(what)]


def symbol_name(symbol: str) -> str:
    """Returns the translated name of a Vote card symbol."""
    return {
        "cannon": translate("Vote", "Cannon"), "torch": translate("Vote", "Torch"),
        "water": translate("Vote", "Water"), "british": translate("Vote", "British flag"),
        "french": translate("Vote", "French flag"), "skull": translate("Vote", "Skull"),
        "helm": translate("Vote", "Helm"),
    }.get(symbol, symbol)


def face_name(face: str) -> str:
    """Returns a translated Vote card face such as 'Torch / British flag / Skull (double)'."""
    double = face.startswith("2x ")
    parts = " / ".join(symbol_name(p) for p in face.removeprefix("2x ").split("/"))
    return translate("Vote", "{parts} (double)").format(parts=parts) if double else parts


def _cause(cause: object) -> str:
    return {
        "captain": translate("Event", "by the Captain"),
        "mutiny": translate("Event", "by a Mutiny"),
        "pistol": translate("Event", "by the Pistol"),
        "black_spot": translate("Event", "by the Black Spot"),
        "albatross": translate("Event", "by the Albatross"),
        "black_powder": translate("Event", "by Black Powder"),
    }.get(str(cause), "")


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


class Storyteller:
    """Turns events into sentences using the seats' names."""

    def __init__(self, names: Sequence[str], mark_secrets: bool = True) -> None:
        self.names = list(names)
        self.mark_secrets = mark_secrets

    def who(self, seat: int) -> str:
        """Returns 'Name (P3)' for a seat."""
        return f"{self.names[seat]} (P{seat + 1})"

    def seats(self, seats: object) -> str:
        """Returns a list of seats in words."""
        return ", ".join(self.who(x) for x in _ints(seats)) or translate("Event", "nobody")

    def cards(self, values: object) -> str:
        """Returns Vote cards by id and face."""
        from tortuga_qt.rules.cards import VOTE_FACE

        return ", ".join(f"v{c} ({face_name(VOTE_FACE[c])})" for c in _ints(values))

    def line(self, e: Event) -> str:
        """Returns the sentence for one event."""
        fn = _lines().get(e.kind)  # rebuilt per call: the templates follow the installed language
        text = fn(self, e) if fn else f"{e.kind} {e.values}"
        if self.mark_secrets and e.visible_to is not None:
            seen_by = ", ".join(f"P{x + 1}" for x in e.visible_to) or translate("Event", "nobody")
            text += " " + translate("Event", "[secret: {seats}]").format(seats=seen_by)
        return text


def _moved(t: Storyteller, e: Event) -> str:
    who, src, dst = t.who(e.seat), place_name(e.values[0]), place_name(e.values[1])
    how = str(e.values[2])
    if how == "letter_of_marque":
        return translate("Event", "{who} moves from {src} to {dst} by Letter of Marque.").format(who=who, src=src, dst=dst)
    if how == "atlantis":
        return translate("Event", "{who} sails from {src} to {dst} with the Atlantis map.").format(who=who, src=src, dst=dst)
    return translate("Event", "{who} moves from {src} to {dst}.").format(who=who, src=src, dst=dst)


def _vote_result(t: Storyteller, e: Event) -> str:
    what, outcome = str(e.values[0]), str(e.values[1])
    faces = "; ".join(face_name(f) for f in _strs(e.values[2]))
    verdict = {
        "success": translate("Event", "it succeeds"),
        "failed": translate("Event", "it fails"),
        "british": translate("Event", "the British win it"),
        "french": translate("Event", "the French win it"),
        "tie": translate("Event", "it is a tie"),
    }[outcome]
    return translate("Event", "The cards of {vote} are shuffled and revealed: {faces}. {verdict}.").format(
        vote=vote_name(what), faces=faces, verdict=verdict[:1].upper() + verdict[1:])


def _game_over(t: Storyteller, e: Event) -> str:
    reason, team, winners, brit, fren = e.values
    score = translate("Event", "British {b}, French {f}").format(b=brit, f=fren)
    if reason == "draw":
        return translate("Event", "Game over: still tied with no Event cards left, the game is a draw (R9). {score}.").format(score=score)
    why = {
        "armada": translate("Event", "the Spanish Armada arrives and they have the most treasure"),
        "dutch_tie": translate("Event", "the teams are tied when the Spanish Armada arrives"),
        "sudden_death": translate("Event", "they took the lead after the tie-break (R9)"),
    }[str(reason)]
    return translate("Event", "Game over: the {team} win ({winners}): {why}. {score}.").format(
        team=team_name(team), winners=t.seats(winners), why=why, score=score)


def _stormy(t: Storyteller, e: Event) -> str:
    if e.values[0] == 2:
        return translate("Event", "Stormy Seas: Tortuga's treasure goes back to its starting areas.")
    return translate("Event", "Stormy Seas: {n} treasure on {place} go back to the Spanish Galleon.").format(
        n=e.values[1], place=place_name(e.values[0]))


def _f(template: str, **kw: Callable[[Storyteller, Event], object]) -> Callable[[Storyteller, Event], str]:
    """Returns a line function formatting a (translated) template with computed fields."""
    def line(t: Storyteller, e: Event) -> str:
        return template.format(**{k: fn(t, e) for k, fn in kw.items()})
    return line


def _w(t: Storyteller, e: Event) -> str:
    return t.who(e.seat)


def _tg(t: Storyteller, e: Event) -> str:
    return t.who(e.target)


def _v(i: int) -> Callable[[Storyteller, Event], object]:
    return lambda t, e: e.values[i]


def _slot(i: int) -> Callable[[Storyteller, Event], object]:
    return lambda t, e: _i(e.values[i]) + 1


def _card(i: int) -> Callable[[Storyteller, Event], object]:
    return lambda t, e: card_name(e.values[i])


def _lines() -> dict[str, Callable[[Storyteller, Event], str]]:

    return {
        "starred_chosen": lambda t, e: translate("Event", "Starred Event cards this game: {cards}.").format(
            cards=", ".join(card_name(k) for k in str(e.values[0]).split(","))),
        "loyalty": _f(translate("Event", "{who} is {team}."), who=_w, team=lambda t, e: team_name(e.values[0])),
        "deck_shuffled": lambda t, e: translate("Event", "The Vote deck is shuffled.") if e.values[0] == "votes"
        else translate("Event", "The Event deck is shuffled."),
        "drew": _f(translate("Event", "{who} draws {n} Vote card(s)."), who=_w, n=_v(0)),
        "drew_cards": _f(translate("Event", "{who} drew {cards}."), who=_w, cards=lambda t, e: t.cards(e.values[0])),
        "row_laid_out": _f(translate("Event", "{n} Event cards lie face down in the row; {left} left in the deck."), n=_v(0), left=_v(1)),
        "pawns_placed": _f(translate("Event", "Pawns drawn from the bag. Flying Dutchman: {fd}. Jolly Roger: {jr}."),
                           fd=lambda t, e: t.seats(e.values[0]), jr=lambda t, e: t.seats(e.values[1])),
        "start_hold": _f(translate("Event", "{who}, Captain of the {ship}, puts the starting treasure in the {team} hold."),
                         who=_w, ship=lambda t, e: ship_name(e.values[0]), team=lambda t, e: team_name(e.values[1])),
        "turn": _f(translate("Event", "— {who}'s turn."), who=_w),
        "turn_lost": _f(translate("Event", "{who} loses this turn to Scurvy."), who=_w),
        "atlantis_pass": _f(translate("Event", "{who} keeps the Atlantis map for later."), who=_w),
        "moved": _moved,
        "swapped": _f(translate("Event", "Facade: {who} and {other} swap places."), who=_w, other=_tg),
        "marooned": _f(translate("Event", "{who} is marooned to Tortuga from {place} {cause}."),
                       who=_w, place=lambda t, e: place_name(e.values[0]), cause=lambda t, e: _cause(e.values[1])),
        "albatross_sinks": _f(translate("Event", "Two Albatrosses aboard the {ship}: everyone aboard is marooned!"),
                              ship=lambda t, e: ship_name(e.values[0])),
        "discarded": _f(translate("Event", "{card} goes to the discard pile."), card=_card(0)),
        "viewed": _f(translate("Event", "{who} secretly views the Event cards in slots {a} and {b}."), who=_w, a=_slot(0), b=_slot(1)),
        "saw": _f(translate("Event", "{who} sees slot {a}: {ca}, slot {b}: {cb}."), who=_w, a=_slot(0), ca=_card(1), b=_slot(2), cb=_card(3)),
        "revealed": _f(translate("Event", "{who} reveals slot {a}: {card}!"), who=_w, a=_slot(0), card=_card(1)),
        "forced": _f(translate("Event", "{who} forces {other} to reveal slot {a} or {b}."), who=_w, other=_tg, a=_slot(0), b=_slot(1)),
        "replaced": _f(translate("Event", "A new face-down card fills slot {a} ({left} left in the deck)."), a=_slot(0), left=_v(1)),
        "row_reshuffled": lambda t, e: translate("Event", "The last Event card has entered the row: the row is shuffled and laid out again (R8)."),
        "kept": _f(translate("Event", "{who} keeps the {card} face up."), who=_w, card=_card(0)),
        "given": _f(translate("Event", "{who} gives the {card} to {other}."), who=_w, card=_card(0), other=_tg),
        "pistol": _f(translate("Event", "{who} aims the Pistol at {other}."), who=_w, other=_tg),
        "black_powder": _f(translate("Event", "{who} blows up {place}: it can never be used again."), who=_w,
                           place=lambda t, e: place_name(e.values[0])),
        "cabin_fever": _f(translate("Event", "Cabin Fever: {who} and {other} shuffle their Loyalty cards and look again."), who=_w, other=_tg),
        "crows_nest": _f(translate("Event", "Crow's Nest: {other}'s {n} Vote card(s) go into the deck; {who} searches it for replacements."),
                         who=_w, other=_tg, n=_v(0)),
        "searched": _f(translate("Event", "{who} picks {card} for {other}."), who=_w, other=_tg, card=lambda t, e: t.cards(e.values)),
        "eight_bells": _f(translate("Event", "Eight Bells: the pawns on {place} are redrawn: {line}."),
                          place=lambda t, e: place_name(e.values[0]), line=lambda t, e: t.seats(e.values[1])),
        "scurvy": _f(translate("Event", "Scurvy! {seats} will lose their next turn."), seats=lambda t, e: t.seats(e.values[0])),
        "stormy_seas": _stormy,
        "no_effect": _f(translate("Event", "{card} has no effect where {who} is."), card=_card(0), who=_w),
        "vote_called": _f(translate("Event", "{who} calls for {vote}; taking part: {seats}."), who=_w,
                          vote=lambda t, e: vote_name(e.values[0]), seats=lambda t, e: t.seats(e.values[2])),
        "voted": lambda t, e: (translate("Event", "{who} puts a Vote card face down.") if e.values[0] == 1
                               else translate("Event", "{who} puts two Vote cards face down (El Dorado).")).format(who=t.who(e.seat)),
        "voted_cards": _f(translate("Event", "{who} played {cards}."), who=_w, cards=lambda t, e: t.cards(e.values[0])),
        "abstained": _f(translate("Event", "{who} stays out of the vote (Pirate Code)."), who=_w),
        "vote_result": _vote_result,
        "tortuga_treasure": _f(translate("Event", "Tortuga's treasure now lies British {b}, French {f}."), b=_v(0), f=_v(1)),
        "treasure_declined": _f(translate("Event", "{who} leaves the plunder where it is."), who=_w),
        "treasure_taken": _f(translate("Event", "{who} takes 1 treasure from {src} into {dst}."), who=_w,
                             src=lambda t, e: hold_name(e.values[0]), dst=lambda t, e: hold_name(e.values[1])),
        "shifted": _f(translate("Event", "{who} moves 1 treasure on the {ship} from the {src} to the {dst} hold."), who=_w,
                      ship=lambda t, e: ship_name(e.values[0]), src=lambda t, e: team_name(e.values[1]),
                      dst=lambda t, e: team_name(1 - _i(e.values[1]))),
        "captain_maroons": _f(translate("Event", "Captain {who} maroons {other}."), who=_w, other=_tg),
        "fountain_used": _f(translate("Event", "{who} drinks from the Fountain of Youth and is not marooned."), who=_w),
        "card_lost": _f(translate("Event", "{who}, marooned again on Tortuga, loses a random Vote card (R11)."), who=_w),
        "hand_replaced": _f(translate("Event", "{who}'s new Vote cards: {cards}."), who=_w,
                            cards=lambda t, e: t.cards(e.values[0])),
        "card_lost_private": _f(translate("Event", "{who} lost {card}."), who=_w, card=lambda t, e: t.cards(e.values)),
        "vote_cards_returned": _f(translate("Event", "The {n} cards of the vote are shuffled to the bottom of the Vote deck."), n=_v(0)),
        "pirate_code_spent": _f(translate("Event", "{who}'s Pirate Code is spent (R3)."), who=_w),
        "sudden_death": _f(translate("Event", "Tied at the Spanish Armada with an even number of players: the Armada leaves "
                             "the game and {n} cards form a new deck; the first team to lead wins (R9)."), n=_v(0)),
        "game_over": _game_over,
        "loyalties_revealed": lambda t, e: translate("Event", "Loyalties: {list}.").format(
            list=", ".join(f"{t.who(i)} {team_name(x)}" for i, x in enumerate(_ints(e.values[0])))),
    }
