"""The mat's tooltips and "What is this?" words: what each thing is, its rule, and what it holds now.

The rules' sentences come from `tortuga_qt.help.mat_help` (translated here); the scene calls
`write_tips` with each new view, and only what that view shows is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tortuga_qt.app.story import card_name, ship_name, team_name
from tortuga_qt.help import cards
from tortuga_qt.help.mat_help import ItemKind, item_help, rank_help

if TYPE_CHECKING:
    from tortuga_qt.rules.views import SeatView
    from tortuga_qt.ui.scene.items import SvgItem, TextItem
    from tortuga_qt.ui.scene.table_scene import TableScene


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


def pawn_details(view: SeatView, seat: int) -> list[str]:
    """Returns a pirate's ranks, each with what it allows (Captain, First Mate, ..., on a Rowboat)."""
    out = []
    for ship, line in enumerate(view.ships):
        if seat in line:
            for key in rank_keys(line.index(seat), len(line)):
                role = {"captain": QCoreApplication.translate("Mat", "Captain of the {ship}"),
                        "first_mate": QCoreApplication.translate("Mat", "First Mate of the {ship}"),
                        "cabin_boy": QCoreApplication.translate("Mat", "Cabin Boy of the {ship}"),
                        "crew": QCoreApplication.translate("Mat", "Crew of the {ship}")}[key]
                out.append(_role_line(role.format(ship=ship_name(ship)), key))
    if view.tortuga and view.tortuga[0] == seat:
        out.append(_role_line(QCoreApplication.translate("Mat", "Governor of Tortuga"), "governor"))
    elif seat in view.tortuga:
        out.append(_role_line(QCoreApplication.translate("Mat", "On Tortuga"), "tortuga"))
    if seat in view.boats:
        out.append(_role_line(QCoreApplication.translate("Mat", "On a Rowboat"), "rowboat"))
    if seat in view.lost_turn:
        out.append(QCoreApplication.translate("Mat", "Loses their next turn (Scurvy)."))
    return out


def pawn_tip(view: SeatView, seat: int) -> str:
    """Returns a pirate's tooltip: name, ranks and what they allow, and each kept card in full."""
    details = pawn_details(view, seat)
    if view.front[seat]:
        details.append(QCoreApplication.translate("Mat", "Cards kept in front of them:"))
    return help_tip(ItemKind.PAWN, view.names[seat], details, view.front[seat], rule=False)


def set_help(item: SvgItem | TextItem, kind: ItemKind, title: str = "", details: list[str] | None = None,
              kept: tuple[str, ...] = (), rule: bool = True) -> None:
    """Gives an item its "What is this?" page and its tooltip (what it is, its rule, what it holds)."""
    item.help_page = item_help(kind).page
    tip = help_tip(kind, title, details or [], kept, rule)
    if item.toolTip() != tip:
        item.setToolTip(tip)



def write_tips(scene: TableScene, view: SeatView) -> None:
    """Writes every item's tooltip from `view`: what it is, its rule, and what it holds now."""
    set_help(scene.galleon, ItemKind.GALLEON, details=[QCoreApplication.translate("Mat", "Treasure aboard: {n}").format(n=view.galleon)])
    for ship, item in enumerate(scene.ships):
        treasure = QCoreApplication.translate("Mat", "Treasure: {b} in the British hold, {f} in the French hold").format(
            b=view.holds[2 * ship], f=view.holds[2 * ship + 1])
        set_help(item, ItemKind.SHIP, ship_name(ship), [_crew(view, view.ships[ship]), treasure])
    for hold, item in enumerate(scene.holds):
        set_help(item, ItemKind.HOLD, QCoreApplication.translate("Mat", "{ship}: {team} hold").format(ship=ship_name(hold // 2), team=team_name(hold % 2)),
                  [QCoreApplication.translate("Mat", "Treasure here: {n}").format(n=view.holds[hold])])
    for team, item in enumerate(scene.areas):
        set_help(item, ItemKind.TORTUGA_AREA, QCoreApplication.translate("Mat", "Tortuga: {team} area").format(team=team_name(team)),
                  [QCoreApplication.translate("Mat", "Treasure here: {n}").format(n=view.tortuga_treasure[team])])
    set_help(scene.tortuga, ItemKind.TORTUGA, details=[_islanders(view)])
    for boat, item in enumerate(scene.boats):
        set_help(item, ItemKind.ROWBOAT, QCoreApplication.translate("Mat", "Rowboat by the {ship}").format(ship=ship_name(boat)), [_boat(view, boat)])
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
                QCoreApplication.translate("Mat", "A face-down Event card.") if view.row_face_down[i] else QCoreApplication.translate("Mat", "Empty: revealed cards are no longer replaced.")])
    events, votes, discarded = view.event_deck_count, view.vote_deck_count, len(view.discard)  # bare names for lupdate's %n
    set_help(scene.event_deck, ItemKind.EVENT_DECK, QCoreApplication.translate("Mat", "Event deck: %n card(s)", None, events))
    set_help(scene.vote_deck, ItemKind.VOTE_DECK, QCoreApplication.translate("Mat", "Vote deck: %n card(s)", None, votes))
    scene.discard.help_cards = view.discard[-1:]
    set_help(scene.discard, ItemKind.DISCARD, QCoreApplication.translate("Mat", "Discard pile: %n card(s) (click to browse)", None, discarded),
              [QCoreApplication.translate("Mat", "On top:")] if view.discard else [], kept=view.discard[-1:])
    b, f = view.team_totals
    set_help(scene.totals, ItemKind.TOTALS, details=[QCoreApplication.translate("Mat", "British {b} · French {f}").format(b=b, f=f)])
    for seat, pawn in enumerate(scene.pawns):
        tip = pawn_tip(view, seat)
        if pawn.toolTip() != tip:
            pawn.setToolTip(tip)

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
    return QCoreApplication.translate("Mat", "{name} sits in it.").format(name=view.names[seat]) if seat >= 0 else QCoreApplication.translate("Mat", "Empty.")

