"""Actions: small immutable typed values, one class per kind of decision.

Each is a NamedTuple whose last field `tag` names its kind, so two different kinds never
compare equal and equality and hashing stay in C (bots compare millions of them).
`seat` is the deciding seat (0-based); `Chance.seat` is CHANCE. The text notation lives in
`notation.py`.
"""

from __future__ import annotations

from typing import Final, NamedTuple, Union

CHANCE: Final = -1


class StartHold(NamedTuple):
    """Setup: a Captain puts their treasure in their ship's British (0) or French (1) hold."""

    seat: int
    team: int
    tag: str = "hold"


class Atlantis(NamedTuple):
    """Before a turn: the Atlantis holder moves to the other ship (use) or lets the window pass."""

    seat: int
    use: bool
    tag: str = "atlantis"


class View(NamedTuple):
    """Secretly view the face-down Event cards in row slots a < b (0-based)."""

    seat: int
    a: int
    b: int
    tag: str = "view"


class Reveal(NamedTuple):
    """Reveal the Event card in a row slot and resolve it."""

    seat: int
    slot: int
    tag: str = "reveal"


class Force(NamedTuple):
    """Point at slots a < b and make `target` reveal one of them."""

    seat: int
    a: int
    b: int
    target: int
    tag: str = "force"


class Pick(NamedTuple):
    """The forced player picks which of the two slots to reveal."""

    seat: int
    slot: int
    tag: str = "pick"


class Move(NamedTuple):
    """Move to or from a Rowboat; `dest` is a place code from `places`."""

    seat: int
    dest: int
    tag: str = "move"


class Attack(NamedTuple):
    """A Captain calls for an Attack."""

    seat: int
    tag: str = "attack"


class Maroon(NamedTuple):
    """A Captain maroons a crewmate to Tortuga."""

    seat: int
    target: int
    tag: str = "maroon"


class Mutiny(NamedTuple):
    """A First Mate calls for a Mutiny."""

    seat: int
    tag: str = "mutiny"


class Shift(NamedTuple):
    """A Cabin Boy moves 1 treasure from the `src` team's hold to the other hold."""

    seat: int
    src: int
    tag: str = "shift"


class Brawl(NamedTuple):
    """The Governor of Tortuga calls for a Brawl."""

    seat: int
    tag: str = "brawl"


class Marque(NamedTuple):
    """Letter of Marque: move `target` (on Tortuga or a Rowboat) to the back of `ship`."""

    seat: int
    target: int
    ship: int
    tag: str = "marque"


class KeepMarque(NamedTuple):
    """Keep a revealed Letter of Marque to play later as an action."""

    seat: int
    tag: str = "keep"


class Vote(NamedTuple):
    """Play one Vote card (two with El Dorado) face down into a vote."""

    seat: int
    cards: tuple[int, ...]
    tag: str = "vote"


class Abstain(NamedTuple):
    """Stay out of a vote under the Pirate Code."""

    seat: int
    tag: str = "abstain"


class Take(NamedTuple):
    """After a successful Attack: take 1 treasure from `src` (GALLEON or a hold) into hold `dst`."""

    seat: int
    src: int
    dst: int
    tag: str = "take"


class Fountain(NamedTuple):
    """Use (or not) the Fountain of Youth to refuse being marooned."""

    seat: int
    use: bool
    tag: str = "fountain"


class Pistol(NamedTuple):
    """Pistol: maroon another player."""

    seat: int
    target: int
    tag: str = "pistol"


class Give(NamedTuple):
    """Give a revealed treasure map to another player."""

    seat: int
    target: int
    tag: str = "give"


class Powder(NamedTuple):
    """Black Powder: blow up a Rowboat (place RB1 or RB2)."""

    seat: int
    boat: int
    tag: str = "powder"


class Fever(NamedTuple):
    """Cabin Fever: shuffle Loyalty cards with another player."""

    seat: int
    target: int
    tag: str = "fever"


class Crow(NamedTuple):
    """Crow's Nest: choose the player whose Vote hand is replaced."""

    seat: int
    target: int
    tag: str = "crow"


class Search(NamedTuple):
    """Crow's Nest: take one card from the Vote deck for the chosen player's new hand."""

    seat: int
    card: int
    tag: str = "search"


class Chance(NamedTuple):
    """A random outcome: a permutation of range(n) for the pending chance step `what`."""

    what: str
    outcome: tuple[int, ...]
    seat: int = CHANCE
    tag: str = "chance"


Action = Union[
    StartHold, Atlantis, View, Reveal, Force, Pick, Move, Attack, Maroon, Mutiny, Shift, Brawl,
    Marque, KeepMarque, Vote, Abstain, Take, Fountain, Pistol, Give, Powder, Fever, Crow, Search,
    Chance,
]

ACTION_TYPES: Final[dict[str, type]] = {
    cls._field_defaults["tag"]: cls
    for cls in (
        StartHold, Atlantis, View, Reveal, Force, Pick, Move, Attack, Maroon, Mutiny, Shift,
        Brawl, Marque, KeepMarque, Vote, Abstain, Take, Fountain, Pistol, Give, Powder, Fever,
        Crow, Search, Chance,
    )
}
