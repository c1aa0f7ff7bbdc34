"""The mat's tooltips and "What is this?" words: what each thing is, its rule, and what it holds now.

The rules' sentences come from `tortuga_qt.help.mat_help` (translated here); the scene calls
`write_tips` with each new view, and only what that view shows is written. The same words go to
screen readers (`ui/access.py`): each item's accessible name says what a glance at it shows
("Jolly Roger, Captain: Anne; British hold 1, French hold 0"), its description what it holds and
its rule, as plain sentences.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.names import card_name, colour_name, ship_name, team_name
from tortuga_qt.help import cards
from tortuga_qt.help.mat_help import ItemKind, item_help, rank_help
from tortuga_qt.rules.components import components
from tortuga_qt.ui import access

if TYPE_CHECKING:
    from tortuga_qt.rules.views import SeatView


# The items and the scene are named by what is written on them (the items' module words a pawn's
# first tooltip with `help_tip`, and the scene writes every tip: importing either would tie a cycle).
class Explained(Protocol):
    """A mat item with a "What is this?" page, a tooltip and a screen reader's words (`SvgItem`, `TextItem`)."""

    help_page: str

    def toolTip(self, /) -> str:
        """Returns the item's tooltip."""
        ...

    def setToolTip(self, tip: str, /) -> None:
        """Sets the item's tooltip."""
        ...

    def setProperty(self, name: str, value: object, /) -> bool:
        """Sets a dynamic property (its words for screen readers, `access.set_words`)."""
        ...


class ShowsCards(Explained, Protocol):
    """A mat item showing Event cards face up, each with its own page (a slot, the discard pile)."""

    help_cards: tuple[str, ...]


class Mat(Protocol):
    """The items of the mat whose words `write_tips` writes (`TableScene`)."""

    @property
    def galleon(self) -> Explained: ...
    @property
    def ships(self) -> Sequence[Explained]: ...
    @property
    def holds(self) -> Sequence[Explained]: ...
    @property
    def areas(self) -> Sequence[Explained]: ...
    @property
    def tortuga(self) -> Explained: ...
    @property
    def boats(self) -> Sequence[Explained]: ...
    @property
    def explosion(self) -> Explained: ...
    @property
    def slots(self) -> Sequence[ShowsCards]: ...
    @property
    def event_deck(self) -> Explained: ...
    @property
    def vote_deck(self) -> Explained: ...
    @property
    def discard(self) -> ShowsCards: ...
    @property
    def totals(self) -> Explained: ...
    @property
    def pawns(self) -> Sequence[Explained]: ...


def card_text(kind: str) -> str:
    """Returns an Event card's full text in the player's language."""
    return QCoreApplication.translate("Help", cards.card_text(kind))


def card_line(kind: str) -> str:
    """Returns an Event card's name and full text as one plain line ("Pistol: Choose another ...")."""
    return QCoreApplication.translate("Help", "{card}: {text}").format(card=card_name(kind), text=card_text(kind))


def help_tip(kind: ItemKind, title: str = "", details: Sequence[str] = (), kept: Sequence[str] = (),
             rule: bool = True) -> str:
    """Returns an item's tooltip as rich text: its title (or the kind's), its rule, `details`, then cards in full.

    `kept` lists Event card kinds shown by name and full text; `rule=False` leaves out the kind's
    general sentence (a pawn's own ranks say more).
    """
    h = item_help(kind)
    head = title or QCoreApplication.translate("Help", h.title)
    lines = [f"<b>{escape(head, quote=False)}</b>"]
    if rule:
        lines.append(escape(QCoreApplication.translate("Help", h.text), quote=False))
    lines += [escape(d, quote=False) for d in details if d]
    lines += [f"<i>{escape(card_name(k), quote=False)}</i>: {escape(card_text(k), quote=False)}" for k in kept]
    return "<qt>" + "<br>".join(lines) + "</qt>"


def help_text(kind: ItemKind, details: Sequence[str] = (), kept: Sequence[str] = (), rule: bool = True) -> str:
    """Returns an item's tooltip without its title as plain sentences (its accessible description): `details`,
    the cards `kept` by name and full text, then the kind's rule (unless `rule=False`)."""
    lines = [d for d in details if d] + [card_line(k) for k in kept]
    if rule:
        lines.append(QCoreApplication.translate("Help", item_help(kind).text))
    return "\n".join(lines)


def said(thing: str, state: str) -> str:
    """Returns an accessible name: a thing and what it shows now ("Slot 2; A face-down Event card.")."""
    return QCoreApplication.translate("Access", "{thing}; {state}").format(thing=thing, state=state)


def rank_caption(rank: int, count: int) -> str:
    """Returns the caption under a pawn at `rank` in a ship's line of `count` (Captain, First Mate, ...)."""
    if rank >= count:
        return ""
    if rank == 0:
        return QCoreApplication.translate("Mat", "Captain") if count > 1 else QCoreApplication.translate("Mat", "Captain\nCabin Boy")
    if rank == count - 1:
        return QCoreApplication.translate("Mat", "First Mate\nCabin Boy") if rank == 1 else QCoreApplication.translate("Mat", "Cabin Boy")
    return QCoreApplication.translate("Mat", "First Mate") if rank == 1 else str(rank + 1)


def rank_keys(rank: int, count: int) -> list[str]:
    """Returns the ranks (mat_help.rank_help keys) of the pawn at `rank` in a ship's line of `count`."""
    keys = []
    if rank == 0:
        keys.append("captain")
    if rank == 1:
        keys.append("first_mate")
    if rank == count - 1:
        keys.append("cabin_boy")
    return keys or ["crew"]


def _role_line(role: str, key: str) -> str:
    return QCoreApplication.translate("Mat", "{role}: {rule}").format(role=role, rule=QCoreApplication.translate("Help", rank_help(key)))


def pawn_roles(view: SeatView, seat: int) -> list[tuple[str, str]]:
    """Returns a pirate's ranks in words, each with its `rank_help` key ("Captain of the Jolly Roger", "captain")."""
    out = []
    for ship, line in enumerate(view.ships):
        if seat in line:
            for key in rank_keys(line.index(seat), len(line)):
                role = {"captain": QCoreApplication.translate("Mat", "Captain of the {ship}"),
                        "first_mate": QCoreApplication.translate("Mat", "First Mate of the {ship}"),
                        "cabin_boy": QCoreApplication.translate("Mat", "Cabin Boy of the {ship}"),
                        "crew": QCoreApplication.translate("Mat", "Crew of the {ship}")}[key]
                out.append((role.format(ship=ship_name(ship)), key))
    if view.tortuga and view.tortuga[0] == seat:
        out.append((QCoreApplication.translate("Mat", "Governor of Tortuga"), "governor"))
    elif seat in view.tortuga:
        out.append((QCoreApplication.translate("Mat", "On Tortuga"), "tortuga"))
    if seat in view.boats:
        out.append((QCoreApplication.translate("Mat", "On a Rowboat"), "rowboat"))
    return out


def pawn_details(view: SeatView, seat: int) -> list[str]:
    """Returns a pirate's ranks, each with what it allows (Captain, First Mate, ..., on a Rowboat)."""
    out = [_role_line(role, key) for role, key in pawn_roles(view, seat)]
    if seat in view.lost_turn:
        out.append(QCoreApplication.translate("Mat", "Loses their next turn (Scurvy)."))
    return out


def _pawn_lines(view: SeatView, seat: int) -> list[str]:
    """Returns a pirate's tooltip lines: ranks and what they allow, then the heading of the cards kept in front of them."""
    details = pawn_details(view, seat)
    if view.front[seat]:
        details.append(QCoreApplication.translate("Mat", "Cards kept in front of them:"))
    return details


def pawn_tip(view: SeatView, seat: int) -> str:
    """Returns a pirate's tooltip: name, ranks and what they allow, and each kept card in full."""
    return help_tip(ItemKind.PAWN, view.names[seat], _pawn_lines(view, seat), view.front[seat], rule=False)


def pawn_name(view: SeatView, seat: int) -> str:
    """Returns a pawn's accessible name: the pirate, their ranks and the cards in front of them."""
    roles = ", ".join(role for role, _ in pawn_roles(view, seat))
    name = said(view.names[seat], roles) if roles else view.names[seat]
    if view.front[seat]:
        name = QCoreApplication.translate("Access", "{pawn}; in front of them: {cards}").format(
            pawn=name, cards=", ".join(card_name(k) for k in view.front[seat]))
    return name


def set_help(item: Explained, kind: ItemKind, title: str = "", details: list[str] | None = None,
              kept: tuple[str, ...] = (), rule: bool = True, glance: bool = False, name: str = "") -> None:
    """Gives an item its "What is this?" page and its tooltip (what it is, its rule, what it holds).

    Screen readers get the same words (`ui/access.py`): as its accessible name the title (or the
    kind's), followed by the first detail with `glance` ("Rowboat by the Jolly Roger; Empty."),
    or `name` when given; as its description the tooltip without its title.
    """
    item.help_page = item_help(kind).page
    lines = details or []
    tip = help_tip(kind, title, lines, kept, rule)
    if item.toolTip() != tip:
        item.setToolTip(tip)
    head = title or QCoreApplication.translate("Help", item_help(kind).title)
    access.set_words(item, name or (said(head, lines[0]) if glance and lines else head), help_text(kind, lines, kept, rule))


def write_tips(scene: Mat, view: SeatView) -> None:
    """Writes every item's tooltip and accessible words from `view`: what it is, its rule, and what it holds now."""
    set_help(scene.galleon, ItemKind.GALLEON, details=[QCoreApplication.translate("Mat", "Treasure aboard: {n}").format(n=view.galleon)], glance=True)
    for ship, item in enumerate(scene.ships):
        b, f, line = view.holds[2 * ship], view.holds[2 * ship + 1], view.ships[ship]
        treasure = QCoreApplication.translate("Mat", "Treasure: {b} in the British hold, {f} in the French hold").format(b=b, f=f)
        glance = (QCoreApplication.translate("Access", "{ship}, Captain: {captain}; British hold {b}, French hold {f}").format(
                      ship=ship_name(ship), captain=view.names[line[0]], b=b, f=f) if line
                  else QCoreApplication.translate("Access", "{ship}, nobody aboard; British hold {b}, French hold {f}").format(
                      ship=ship_name(ship), b=b, f=f))
        set_help(item, ItemKind.SHIP, ship_name(ship), [_crew(view, line), treasure], name=glance)
    for hold, item in enumerate(scene.holds):
        set_help(item, ItemKind.HOLD, QCoreApplication.translate("Mat", "{ship}: {team} hold").format(ship=ship_name(hold // 2), team=team_name(hold % 2)),
                  [QCoreApplication.translate("Mat", "Treasure here: {n}").format(n=view.holds[hold])], glance=True)
    for team, item in enumerate(scene.areas):
        set_help(item, ItemKind.TORTUGA_AREA, QCoreApplication.translate("Mat", "Tortuga: {team} area").format(team=team_name(team)),
                  [QCoreApplication.translate("Mat", "Treasure here: {n}").format(n=view.tortuga_treasure[team])], glance=True)
    set_help(scene.tortuga, ItemKind.TORTUGA, details=[_islanders(view)], glance=True)
    for boat, item in enumerate(scene.boats):
        set_help(item, ItemKind.ROWBOAT, QCoreApplication.translate("Mat", "Rowboat by the {ship}").format(ship=ship_name(boat)), [_boat(view, boat)],
                 glance=True)
    if view.exploded >= 0:
        set_help(scene.explosion, ItemKind.ROWBOAT, details=[QCoreApplication.translate("Mat", "Blown up by Black Powder: it can never be used again.")])
    for i, item in enumerate(scene.slots):
        known = view.known[i] if view.row_face_down[i] else None
        item.help_cards = (known,) if known else ()
        if known:
            set_help(item, ItemKind.EVENT_SLOT, QCoreApplication.translate("Mat", "Slot {n}: you saw {card} here").format(n=i + 1, card=card_name(known)),
                      kept=(known,))
        else:
            set_help(item, ItemKind.EVENT_SLOT, QCoreApplication.translate("Mat", "Slot {n}").format(n=i + 1), [
                QCoreApplication.translate("Mat", "A face-down Event card.") if view.row_face_down[i] else QCoreApplication.translate("Mat", "Empty: revealed cards are no longer replaced.")],
                glance=True)
    events, votes, discarded = view.event_deck_count, view.vote_deck_count, len(view.discard)  # bare names for lupdate's %n
    set_help(scene.event_deck, ItemKind.EVENT_DECK, QCoreApplication.translate("Mat", "Event deck: %n card(s)", None, events))
    set_help(scene.vote_deck, ItemKind.VOTE_DECK, QCoreApplication.translate("Mat", "Vote deck: %n card(s)", None, votes))
    scene.discard.help_cards = view.discard[-1:]
    pile = (QCoreApplication.translate("Access", "The discard pile; cards: {n}; on top: {card}").format(n=discarded, card=card_name(view.discard[-1]))
            if view.discard else QCoreApplication.translate("Access", "The discard pile; empty"))
    set_help(scene.discard, ItemKind.DISCARD, QCoreApplication.translate("Mat", "Discard pile: %n card(s) (click to browse)", None, discarded),
              [QCoreApplication.translate("Mat", "On top:")] if view.discard else [], kept=view.discard[-1:], name=pile)
    b, f = view.team_totals
    set_help(scene.totals, ItemKind.TOTALS, details=[QCoreApplication.translate("Mat", "British {b} · French {f}").format(b=b, f=f)], glance=True)
    marks = {p.key: (p.letter, p.colour_name) for p in components().pirates}
    for seat, pawn in enumerate(scene.pawns):
        tip = pawn_tip(view, seat)
        if pawn.toolTip() != tip:
            pawn.setToolTip(tip)
        mark, colour = marks[view.pirates[seat]]
        letter = QCoreApplication.translate("Access", "Their pawn is {colour} and bears the letter {letter}.").format(
            colour=colour_name(colour), letter=mark)
        access.set_words(pawn, pawn_name(view, seat), help_text(ItemKind.PAWN, [letter, *_pawn_lines(view, seat)], view.front[seat], rule=False))


def _crew(view: SeatView, line: tuple[int, ...]) -> str:
    """Returns who is aboard a ship, in rank order, with their ranks."""
    if not line:
        return QCoreApplication.translate("Mat", "No one is aboard: the first pirate to board becomes its Captain.")
    crew = []
    for rank, seat in enumerate(line):
        ranks = rank_caption(rank, len(line)).replace("\n", ", ")
        crew.append(QCoreApplication.translate("Mat", "{name} ({rank})").format(name=view.names[seat], rank=ranks) if not ranks.isdigit() else view.names[seat])
    return QCoreApplication.translate("Mat", "Aboard: {crew}").format(crew=", ".join(crew))

def _islanders(view: SeatView) -> str:
    """Returns who is on Tortuga, the Governor first."""
    if not view.tortuga:
        return QCoreApplication.translate("Mat", "No one is on Tortuga.")
    governor = QCoreApplication.translate("Mat", "Governor: {name}").format(name=view.names[view.tortuga[0]])
    if len(view.tortuga) == 1:
        return governor
    return QCoreApplication.translate("Mat", "{governor}; behind them: {line}").format(
        governor=governor, line=", ".join(view.names[x] for x in view.tortuga[1:]))

def _boat(view: SeatView, boat: int) -> str:
    """Returns what a Rowboat holds now."""
    if view.exploded == 3 + boat:
        return QCoreApplication.translate("Mat", "Blown up by Black Powder: it can never be used again.")
    seat = view.boats[boat]
    return QCoreApplication.translate("Mat", "In it: {name}.").format(name=view.names[seat]) if seat >= 0 else QCoreApplication.translate("Mat", "Empty.")

