"""One entry per seat action class: its words, its clicks on the mat, what a click meant, whether it asks. Qt-free.

A new kind of action needs one entry here (and its translations): the buttons and prompts
(app/wording.py), the clicks that build it on the mat (app/targets.py), the buttons' order (the entries' order here) and the
choices that ask first (app/choices.py), the phone's page, the hints and the voyage's answers all
read it. Words are English sources marked for pyside6-lupdate in their own context ("Table" at the
table, "Learn" in the voyage); the caller translates them where it shows them. A class or a kind
the table lacks raises `MissingEntry` naming it, never a guess (tests/app/test_action_table.py
checks every seat action class of the rules has its entry). The rules' action classes load with
the game, so the table is built on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.rules.places import GALLEON, NOWHERE, RB1, RB2, TORTUGA
from tortuga_qt.rules.values import NO_ENTRIES, value

if TYPE_CHECKING:  # app/targets.py reads this table: its values are imported where the table is built
    from tortuga_qt.app.target_values import Target


class MissingEntry(LookupError):
    """The action table has no entry for an action class or a kind of choice (the message names it)."""


@value
class MatWords:
    """The words of one kind of action chosen by clicks on the mat (its button starts the choice)."""

    label: str  # the button ("Table")
    prompts: tuple[str, ...]  # what to click, by the clicks made so far; the last for any more ("Table")
    does: str  # the voyage: what the button would do in a real game ("Learn")
    act: str  # the voyage: a click on "{thing}" while choosing this kind ("Learn")
    joint: str = ", "  # between the things it is chosen on, in a hint (" → ": from, then to)

    def prompt(self, clicks: int) -> str:
        """Returns what to click after `clicks` clicks (an English source, "Table")."""
        return self.prompts[min(clicks, len(self.prompts) - 1)]


def _no_targets(a: Any) -> tuple[Target, ...]:
    return ()


def _never(a: Any) -> bool:
    return False


@value
class ActionEntry:
    """One seat action class at the table: how it is chosen, worded and asked about."""

    cls: type[Any]  # a seat action class of the rules (its `verb` is its key when nothing else is)
    page: str  # the help page about it (tortuga_qt.help.reference ids)
    targets: Callable[[Any], tuple[Target, ...]] = _no_targets  # what a player clicks, in order (none: a button)
    mat: Mapping[str, MatWords] = NO_ENTRIES  # its kinds chosen on the mat, by kind key
    kind: Callable[[Any], str] | None = None  # its kind key when that is not the verb (El Dorado's "vote2")
    button: Callable[[Any], str] | None = None  # the text of a button that applies it at once ("Table")
    choice: Callable[[Any], str] | None = None  # its key among the buttons (`rank_order`) when not the kind key
    ranks: tuple[str, ...] = ()  # its keys among the buttons, in order, when not its kinds on the mat or its verb
    unordered: int = 0  # how many first clicks may come in any order (two slots, two Vote cards)
    meant: Callable[[int, tuple[Target, ...]], Any] | None = None  # the action refused clicks meant (None: none)
    confirms: bool = False  # a finished choice waits for a confirming click (a Vote card)
    throws_away: Callable[[Any], bool] = _never  # it gives something away for nothing, so its button asks first
    ask: tuple[str, str] = ("", "")  # the question asked first, and its Yes ("Table")
    does_now: str = ""  # the voyage: what its button that applies at once would do ("Learn"; "": the general words)


_ANY_THING = QT_TRANSLATE_NOOP("Table", "Click a highlighted thing on the mat.")
_TWO_SLOTS = (QT_TRANSLATE_NOOP("Table", "Click two face-down Event cards."),
              QT_TRANSLATE_NOOP("Table", "Click a second face-down Event card."))
_A_PAWN = (QT_TRANSLATE_NOOP("Table", "Click a player's pawn."),)


def _entries() -> tuple[ActionEntry, ...]:
    from tortuga_qt.app.target_values import (
        Galleon,
        Hold,
        Pawn,
        Place,
        Slot,
        VoteCard,
        treasure_source,
    )
    from tortuga_qt.rules import actions as A

    def _pawn_of(cls: type) -> Callable[[int, tuple[Target, ...]], Any]:
        """Returns the reading of a refused click on a pawn as `cls(seat, target)` (an action aimed at a player)."""
        def meant(seat: int, clicks: tuple[Target, ...]) -> Any:
            last = clicks[-1]
            return cls(seat, last.seat) if isinstance(last, Pawn) else None
        return meant

    def _targeted(a: Any) -> tuple[Target, ...]:
        return (Pawn(a.target),)

    def _slot(a: Any) -> tuple[Target, ...]:
        return (Slot(a.slot),)

    def force_meant(seat: int, clicks: tuple[Target, ...]) -> Any:
        last = clicks[-1]
        if not isinstance(last, Pawn) or len(clicks) != 3:
            return None
        a, b = sorted(c.index for c in clicks[:2] if isinstance(c, Slot))
        return A.Force(seat, a, b, last.seat)

    def move_meant(seat: int, clicks: tuple[Target, ...]) -> Any:
        last = clicks[-1]
        return A.Move(seat, last.place) if isinstance(last, Place) and last.place in (0, 1, TORTUGA, RB1, RB2) else None

    def reveal_meant(seat: int, clicks: tuple[Target, ...]) -> Any:
        last = clicks[-1]
        return A.Reveal(seat, last.index) if isinstance(last, Slot) else None

    def take_meant(seat: int, clicks: tuple[Target, ...]) -> Any:
        # A source then a hold: the plunder those two clicks name, so the rules can say why not (R5)
        if len(clicks) != 2 or not isinstance(clicks[1], Hold):
            return None
        src = clicks[0]
        if isinstance(src, Galleon):
            return A.Take(seat, GALLEON, clicks[1].hold)
        return A.Take(seat, src.hold, clicks[1].hold) if isinstance(src, Hold) else None

    def powder_meant(seat: int, clicks: tuple[Target, ...]) -> Any:
        # Only a Rowboat can mean Black Powder: the rules' one refusal says a Rowboat was blown up,
        # which is untrue of Tortuga or a ship (those get "Click a Rowboat." instead)
        last = clicks[-1]
        return A.Powder(seat, last.place) if isinstance(last, Place) and last.place in (RB1, RB2) else None

    # Their order is the buttons' order, usual first (`rank_order`; the reasons in app/choices.py).
    return (
        # A turn: the row and moving (chosen on the mat), then the ranks' calls, the kept Letter last.
        ActionEntry(
            A.Reveal, "rule:events", targets=_slot, meant=reveal_meant,
            mat={"reveal": MatWords(
                QT_TRANSLATE_NOOP("Table", "Reveal 1 Event card"),
                (QT_TRANSLATE_NOOP("Table", "Click the face-down Event card to reveal."),),
                QT_TRANSLATE_NOOP("Learn", "Reveal 1 Event card would turn a card face up for everyone, and you would "
                                           "have to carry it out."),
                QT_TRANSLATE_NOOP("Learn", "Revealing {thing}"))}),
        ActionEntry(
            A.Move, "rule:moving", targets=lambda a: (Place(a.dest),), meant=move_meant,
            mat={"move": MatWords(
                QT_TRANSLATE_NOOP("Table", "Move to or from a Rowboat"),
                (QT_TRANSLATE_NOOP("Table", "Click where to go: a Rowboat, Tortuga or a ship."),),
                QT_TRANSLATE_NOOP("Learn", "Move to or from a Rowboat would move your pawn one place, onto or off a Rowboat."),
                QT_TRANSLATE_NOOP("Learn", "Moving to {thing}"))}),
        ActionEntry(
            A.View, "rule:events", targets=lambda a: (Slot(a.a), Slot(a.b)), unordered=2,
            mat={"view": MatWords(
                QT_TRANSLATE_NOOP("Table", "View 2 Event cards"), (*_TWO_SLOTS, _ANY_THING),
                QT_TRANSLATE_NOOP("Learn", "View 2 Event cards would show you two face-down cards in secret."),
                QT_TRANSLATE_NOOP("Learn", "Viewing {thing}"))}),
        ActionEntry(
            A.Force, "rule:events", targets=lambda a: (Slot(a.a), Slot(a.b), Pawn(a.target)), unordered=2,
            meant=force_meant,
            mat={"force": MatWords(
                QT_TRANSLATE_NOOP("Table", "Force a player to reveal 1 of 2 cards"),
                (*_TWO_SLOTS, QT_TRANSLATE_NOOP("Table", "Click the pawn of the player who must choose.")),
                QT_TRANSLATE_NOOP("Learn", "Force a player would make another player reveal one of two cards you point at."),
                QT_TRANSLATE_NOOP("Learn", "Forcing with {thing}"))}),
        ActionEntry(
            A.Attack, "rule:attack",
            button=lambda a: QT_TRANSLATE_NOOP("Table", "Call for an Attack (Captain)"),
            does_now=QT_TRANSLATE_NOOP("Learn", "Call for an Attack would start a vote of your ship's crew to take "
                                                "treasure from the Galleon.")),
        ActionEntry(
            A.Maroon, "rule:maroon", targets=_targeted, meant=_pawn_of(A.Maroon),
            mat={"maroon": MatWords(
                QT_TRANSLATE_NOOP("Table", "Maroon a crewmate (Captain)"), _A_PAWN,
                QT_TRANSLATE_NOOP("Learn", "Maroon a crewmate would send a pawn of your ship to Tortuga."),
                QT_TRANSLATE_NOOP("Learn", "Marooning {thing}"))}),
        ActionEntry(
            A.Mutiny, "rule:mutiny",
            button=lambda a: QT_TRANSLATE_NOOP("Table", "Call for a Mutiny (First Mate)"),
            does_now=QT_TRANSLATE_NOOP("Learn", "Call for a Mutiny would start a vote of your ship's crew to maroon "
                                                "its Captain.")),
        ActionEntry(
            A.Shift, "rule:cabin-boy",
            button=lambda a: (QT_TRANSLATE_NOOP("Table", "Move 1 treasure: British → French hold") if a.src == 0
                              else QT_TRANSLATE_NOOP("Table", "Move 1 treasure: French → British hold")),
            does_now=QT_TRANSLATE_NOOP("Learn", "Moving treasure between the holds would change which team it counts for.")),
        ActionEntry(
            A.Brawl, "rule:brawl",
            button=lambda a: QT_TRANSLATE_NOOP("Table", "Call for a Brawl (Governor)"),
            does_now=QT_TRANSLATE_NOOP("Learn", "Call for a Brawl would start a vote on Tortuga over the treasure of "
                                                "its two areas.")),
        # A revealed Letter of Marque: used at once (free now, an action later), or kept.
        ActionEntry(
            A.Marque, "card:letter_of_marque", targets=lambda a: (Pawn(a.target), Place(a.ship)),
            mat={"marque": MatWords(
                QT_TRANSLATE_NOOP("Table", "Move a player with the Letter of Marque"),
                (QT_TRANSLATE_NOOP("Table", "Click the pawn to move."), QT_TRANSLATE_NOOP("Table", "Click the ship it goes to.")),
                QT_TRANSLATE_NOOP("Learn", "The Letter of Marque would move a pirate from Tortuga or a Rowboat onto a ship."),
                QT_TRANSLATE_NOOP("Learn", "The Letter of Marque with {thing}"), joint=" → ")}),
        ActionEntry(
            A.KeepMarque, "card:letter_of_marque",
            button=lambda a: QT_TRANSLATE_NOOP("Table", "Keep the Letter of Marque for later")),
        # A vote: one card, two (El Dorado), or stay out (Pirate Code).
        ActionEntry(
            A.Vote, "rule:votes", targets=lambda a: tuple(VoteCard(c) for c in a.cards), unordered=2, confirms=True,
            kind=lambda a: "vote2" if len(a.cards) == 2 else "vote",
            mat={"vote": MatWords(
                QT_TRANSLATE_NOOP("Table", "Play 1 Vote card"),
                (QT_TRANSLATE_NOOP("Table", "Click a card in your hand to mark it, then press Put down this card."),),
                QT_TRANSLATE_NOOP("Learn", "Playing a Vote card would put it face down into the vote."),
                QT_TRANSLATE_NOOP("Learn", "Playing {thing}")),
                 "vote2": MatWords(
                QT_TRANSLATE_NOOP("Table", "Play 2 Vote cards (El Dorado)"),
                (QT_TRANSLATE_NOOP("Table", "Click two cards in your hand to mark them, then press Put down these two cards."),),
                QT_TRANSLATE_NOOP("Learn", "Playing two Vote cards would put both face down into the vote."),
                QT_TRANSLATE_NOOP("Learn", "Playing {thing}"))}),
        ActionEntry(
            A.Abstain, "card:pirate_code",
            button=lambda a: QT_TRANSLATE_NOOP("Table", "Stay out of this vote (Pirate Code)"),
            does_now=QT_TRANSLATE_NOOP("Learn", "The Pirate Code would keep you out of this vote.")),
        # After a successful Attack; before a turn (Atlantis); about to be marooned (the Fountain).
        ActionEntry(
            A.Take, "rule:attack",
            targets=lambda a: (treasure_source(a.src), Hold(a.dst)) if a.src != NOWHERE else (), meant=take_meant,
            button=lambda a: QT_TRANSLATE_NOOP("Table", "Leave the treasure") if a.src == NOWHERE else "",
            choice=lambda a: "take:none" if a.src == NOWHERE else "take", ranks=("take", "take:none"),
            throws_away=lambda a: bool(a.src == NOWHERE),
            ask=(QT_TRANSLATE_NOOP("Table", "Leave the treasure? Your ship takes nothing from this Attack, and the "
                                            "treasure stays where it is."),
                 QT_TRANSLATE_NOOP("Table", "Yes, leave the treasure")),
            mat={"take": MatWords(
                QT_TRANSLATE_NOOP("Table", "Take the treasure"),
                (QT_TRANSLATE_NOOP("Table", "Click where the treasure comes from."),
                 QT_TRANSLATE_NOOP("Table", "Click the hold it goes to.")),
                QT_TRANSLATE_NOOP("Learn", "Taking the treasure would put 1 treasure into a hold of your ship."),
                QT_TRANSLATE_NOOP("Learn", "Taking with {thing}"), joint=" → ")}),
        ActionEntry(
            A.Atlantis, "card:atlantis",
            button=lambda a: (QT_TRANSLATE_NOOP("Table", "Sail to the other ship (Atlantis)") if a.use
                              else QT_TRANSLATE_NOOP("Table", "Keep the map for now")),
            choice=lambda a: "atlantis" if a.use else "atlantis:pass", ranks=("atlantis:pass", "atlantis")),
        ActionEntry(
            A.Fountain, "card:fountain_of_youth",
            button=lambda a: (QT_TRANSLATE_NOOP("Table", "Drink from the Fountain of Youth") if a.use
                              else QT_TRANSLATE_NOOP("Table", "Accept being marooned")),
            choice=lambda a: "fountain" if a.use else "fountain:no", ranks=("fountain", "fountain:no"),
            throws_away=lambda a: not a.use,
            ask=(QT_TRANSLATE_NOOP("Table", "Accept being marooned? You go to Tortuga, and the Fountain of Youth stays "
                                            "in front of you for another time."),
                 QT_TRANSLATE_NOOP("Table", "Yes, go to Tortuga"))),
        # One kind each (their order does not matter): the start, a forced pick, the cards' choices.
        ActionEntry(
            A.StartHold, "rule:setup",
            button=lambda a: (QT_TRANSLATE_NOOP("Table", "Put it in the British hold") if a.team == 0
                              else QT_TRANSLATE_NOOP("Table", "Put it in the French hold"))),
        ActionEntry(
            A.Pick, "rule:events", targets=_slot,
            mat={"pick": MatWords(
                QT_TRANSLATE_NOOP("Table", "Pick one of the two cards"),
                (QT_TRANSLATE_NOOP("Table", "Click one of the two cards pointed at."),),
                QT_TRANSLATE_NOOP("Learn", "Picking a card would reveal it for everyone."),
                QT_TRANSLATE_NOOP("Learn", "Picking {thing}"))}),
        ActionEntry(
            A.Give, "rule:kept-cards", targets=_targeted, meant=_pawn_of(A.Give),
            mat={"give": MatWords(
                QT_TRANSLATE_NOOP("Table", "Give the map to a player"), _A_PAWN,
                QT_TRANSLATE_NOOP("Learn", "Giving the map would hand it to another player."),
                QT_TRANSLATE_NOOP("Learn", "Giving the map to {thing}"))}),
        ActionEntry(
            A.Pistol, "card:pistol", targets=_targeted, meant=_pawn_of(A.Pistol),
            mat={"pistol": MatWords(
                QT_TRANSLATE_NOOP("Table", "Aim the Pistol at a player"), _A_PAWN,
                QT_TRANSLATE_NOOP("Learn", "The Pistol would maroon the player you aim at."),
                QT_TRANSLATE_NOOP("Learn", "Aiming the Pistol at {thing}"))}),
        ActionEntry(
            A.Powder, "card:black_powder", targets=lambda a: (Place(a.boat),), meant=powder_meant,
            mat={"powder": MatWords(
                QT_TRANSLATE_NOOP("Table", "Blow up a Rowboat"), (QT_TRANSLATE_NOOP("Table", "Click a Rowboat."),),
                QT_TRANSLATE_NOOP("Learn", "Black Powder would blow up a Rowboat for the rest of the game."),
                QT_TRANSLATE_NOOP("Learn", "Blowing up {thing}"))}),
        ActionEntry(
            A.Fever, "card:cabin_fever", targets=_targeted, meant=_pawn_of(A.Fever),
            mat={"fever": MatWords(
                QT_TRANSLATE_NOOP("Table", "Cabin Fever: choose a player"), _A_PAWN,
                QT_TRANSLATE_NOOP("Learn", "Cabin Fever would change a player's Loyalty card."),
                QT_TRANSLATE_NOOP("Learn", "Cabin Fever on {thing}"))}),
        ActionEntry(
            A.Crow, "card:crows_nest", targets=_targeted, meant=_pawn_of(A.Crow),
            mat={"crow": MatWords(
                QT_TRANSLATE_NOOP("Table", "Crow's Nest: choose whose hand to replace"), _A_PAWN,
                QT_TRANSLATE_NOOP("Learn", "Crow's Nest would replace a player's Vote cards."),
                QT_TRANSLATE_NOOP("Learn", "Crow's Nest on {thing}"))}),
        ActionEntry(
            A.Search, "card:crows_nest", targets=lambda a: (VoteCard(a.card),),
            mat={"search": MatWords(
                QT_TRANSLATE_NOOP("Table", "Pick a card from the Vote deck"),
                (QT_TRANSLATE_NOOP("Table", "Click a card of the Vote deck (in your panel)."),),
                QT_TRANSLATE_NOOP("Learn", "Picking from the Vote deck would give that card to the player."),
                QT_TRANSLATE_NOOP("Learn", "Picking {thing}"))}),
    )


@cache
def table() -> Mapping[type, ActionEntry]:
    """Returns every entry by its action class (built once, when the game has loaded the actions)."""
    return {e.cls: e for e in _entries()}


@cache
def rank_order() -> tuple[str, ...]:
    """Returns every kind of choice, usual first: the order of a decision's buttons (app/choices.py; the reasons there).

    It is the entries' order, each entry's keys in turn: its `ranks`, else its kinds on the mat, else its verb.
    """
    return tuple(key for e in _entries() for key in (e.ranks or tuple(e.mat) or (str(e.cls.verb),)))


@cache
def _by_kind() -> Mapping[str, tuple[ActionEntry, MatWords]]:
    return {kind: (e, words) for e in table().values() for kind, words in e.mat.items()}


def entry_of(cls: type) -> ActionEntry:
    """Returns the entry of an action class; MissingEntry names a class the table lacks."""
    try:
        return table()[cls]
    except KeyError:
        raise MissingEntry(f"the action table (app/action_table.py) has no entry for {cls.__name__}") from None


def entry(a: object) -> ActionEntry:
    """Returns the entry of an action's class."""
    return entry_of(type(a))


def kind_entry(kind: str) -> tuple[ActionEntry, MatWords]:
    """Returns the entry and the words of a kind of choice on the mat ("view", "vote2", ...); MissingEntry if none."""
    try:
        return _by_kind()[kind]
    except KeyError:
        raise MissingEntry(f"the action table (app/action_table.py) has no kind chosen on the mat named {kind!r}") from None


def kind_of(a: Any) -> str:
    """Returns the kind key of an action: its verb, or its entry's own key (El Dorado's two-card vote)."""
    e = entry(a)
    return e.kind(a) if e.kind is not None else str(a.verb)
