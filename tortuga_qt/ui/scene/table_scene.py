"""TableScene: the mat, drawn from one SeatView; the player's clicks leave it as intents.

`show(view, clickable, chosen)` is the single entry point that brings every item in line with
a view (like orange-canvas's set_scheme); items keep stable ids (pawns by seat, tokens 0..7,
slots 0..4) so moves can be animated. The scene never changes a game: it emits
`target_clicked(target)` and the window decides. Secrets are drawn only if the view holds them.
Screen readers find the items listed by `spoken_items` (`ui/access.py`). The mat's picture is
`mat_picture.py`'s, the cards shown large `shown_large.py`'s, the help under a point `what_is_here.py`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAccessible, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QMenu,
)

from tortuga_qt.app.names import card_label
from tortuga_qt.app.targets import DiscardPile, Galleon, Hold, Place, Slot, Target
from tortuga_qt.help.mat_help import ItemKind, item_help, rank_help
from tortuga_qt.ui import access, translations
from tortuga_qt.ui.scene import layout as L
from tortuga_qt.ui.scene.holds import HoldItem
from tortuga_qt.ui.scene.items import PawnItem, SvgItem, TextItem, TokenItem
from tortuga_qt.ui.scene.mat_picture import MatPicture
from tortuga_qt.ui.scene.shown_large import FlipCard, VoteResultItem
from tortuga_qt.ui.scene.tips import rank_caption, rank_keys, set_help, write_tips
from tortuga_qt.ui.scene.what_is_here import help_at, menu_entries
from tortuga_qt.ui.what_is_this import WhatIsThis

if TYPE_CHECKING:
    from tortuga_qt.rules.views import SeatView

_AREAS = 7  # galleon, FD.B, FD.F, JR.B, JR.F, Tortuga British, Tortuga French
CAPTION_PT = 16.0  # rank captions under pawns (scene points: about 10 pt on a 1366-wide screen)
GOVERNOR_W = 130.0


class TableScene(QGraphicsScene):
    """The mat of one game."""

    # Fires when the player clicks the mat; carries the clicked Target (Slot(2), ...), or None
    # for a click on nothing.
    target_clicked = Signal(object)
    # Fires when the player clicks the discard pile (to browse it).
    discard_clicked = Signal()
    # Fires when the player clicks a card they may look at (a peeked slot, a kept card on a pawn)
    # while no choice is under way; carries its kind. The scene shows that card large itself.
    card_asked = Signal(str)
    # Fires when the player picks "What is this?" (or "About <card>") in the menu a right-click on
    # a mat item opens; carries the reference page id ("rule:mat", "card:pistol", ...).
    help_requested = Signal(str)

    def __init__(self, names: list[str], pirates: list[str]) -> None:
        super().__init__(QRectF(*L.MAT))
        self.names, self.pirates = names, pirates
        self.animation_ms = 350
        self.picture = MatPicture(self, not names)  # the mat under the items, sharp at every size
        self.card_ms = 3000  # how long a revealed card stays large on the mat
        self._build_static()
        self.pawns = [PawnItem(s, p, n, L.PAWN_W, L.PAWN_H) for s, (n, p) in enumerate(zip(names, pirates, strict=True))]
        for pawn in self.pawns:
            self.addItem(pawn)
            pawn.setVisible(False)
        self.tokens = [TokenItem(i, L.TOKEN) for i in range(8)]
        for token in self.tokens:
            self.addItem(token)
            token.setVisible(False)
        self._token_area: list[int] = [-1] * 8
        self._flip: FlipCard | None = None
        self._vote: VoteResultItem | None = None
        self._reading = False  # the large card is one the player asked to read (a peeked or kept card)
        self.view: SeatView | None = None
        self._tips_for: tuple[SeatView, int] | None = None  # the view (and language) the tooltips were written from
        self.choosing = False  # some items are clickable now: a click on them is a move
        self.what = WhatIsThis()  # the "What is this?" menu

    # ------------------------------------------------------------------ construction

    def _add(self, item: QGraphicsObject, box: L.Box) -> None:
        item.setPos(box.x, box.y)
        self.addItem(item)

    def _build_static(self) -> None:
        self.galleon = SvgItem("galleon", L.GALLEON.w, L.GALLEON.h, target=Galleon())
        self.ships = [SvgItem("ship-fd", *L.SHIPS[0][2:], target=Place(0)),
                      SvgItem("ship-jr", *L.SHIPS[1][2:], target=Place(1))]
        self.tortuga = SvgItem("tortuga", L.TORTUGA.w, L.TORTUGA.h, target=Place(2))
        self.boats = [SvgItem("rowboat", *b[2:], target=Place(3 + i)) for i, b in enumerate(L.BOATS)]
        self.holds = [HoldItem(i % 2, *b[2:], target=Hold(i)) for i, b in enumerate(L.HOLDS)]
        self.areas = [HoldItem(0, *L.TORTUGA_AREAS[0][2:]), HoldItem(1, *L.TORTUGA_AREAS[1][2:])]
        self.slots = [SvgItem("card-back", L.CARD_W, L.CARD_H, target=Slot(i)) for i in range(5)]
        self.event_deck = SvgItem("card-back", L.CARD_W, L.CARD_H)
        self.discard = SvgItem("slot", L.CARD_W, L.CARD_H, target=DiscardPile())
        self.vote_deck = SvgItem("vote-back", L.CARD_W, L.CARD_H)
        self.totals = TextItem(L.TOTALS.w, L.TOTALS.h, 18)
        self.title = TextItem(L.TITLE.w, L.TITLE.h, 16)
        for item, box in [(self.galleon, L.GALLEON), (self.tortuga, L.TORTUGA), *zip(self.ships, L.SHIPS, strict=True),
                          *zip(self.boats, L.BOATS, strict=True), *zip(self.holds, L.HOLDS, strict=True), *zip(self.areas, L.TORTUGA_AREAS, strict=True),
                          *zip(self.slots, L.SLOTS, strict=True), (self.event_deck, L.EVENT_DECK), (self.discard, L.DISCARD),
                          (self.vote_deck, L.VOTE_DECK), (self.totals, L.TOTALS), (self.title, L.TITLE)]:
            self._add(item, box)
        self.ship_captions = [[TextItem(L.CAPTION_W, L.CAPTION_H, CAPTION_PT, hug=True) for _ in range(5)] for _ in range(2)]
        for ship, captions in enumerate(self.ship_captions):
            for rank, cap in enumerate(captions):
                b = L.ship_caption(ship, rank, 5)
                cap.setPos(b.x, b.y)
                cap.setZValue(11)
                self.addItem(cap)
        for i in range(len(L.SLOTS)):
            number = TextItem(L.NUMBER_W, L.NUMBER_H, 18)  # on its plate: readable on any art
            number.set_text(str(i + 1))
            self._add(number, L.slot_number(i))
        self.governor_caption = TextItem(GOVERNOR_W, 32, CAPTION_PT, hug=True)
        self.governor_caption.setZValue(11)
        self.addItem(self.governor_caption)
        self.explosion = SvgItem("explosion", 70, 70)
        self.explosion.setZValue(12)
        self.explosion.setVisible(False)
        self.addItem(self.explosion)
        helped: list[tuple[SvgItem | TextItem, ItemKind]] = [
            (self.galleon, ItemKind.GALLEON), *[(x, ItemKind.SHIP) for x in self.ships],
            (self.tortuga, ItemKind.TORTUGA), *[(x, ItemKind.ROWBOAT) for x in self.boats],
            *[(x, ItemKind.HOLD) for x in self.holds], *[(x, ItemKind.TORTUGA_AREA) for x in self.areas],
            *[(x, ItemKind.EVENT_SLOT) for x in self.slots], (self.event_deck, ItemKind.EVENT_DECK),
            (self.discard, ItemKind.DISCARD), (self.vote_deck, ItemKind.VOTE_DECK),
            (self.totals, ItemKind.TOTALS), (self.explosion, ItemKind.ROWBOAT)]
        for item, kind in helped:
            set_help(item, kind)
        access.set_role(self.totals, QAccessible.Role.StaticText)  # screen readers read it as text

    def restyle(self) -> None:
        """Paints every item again in the look in force (ui/theme.py): rings, rims and plates change colour."""
        for item in self.items():
            item.update()

    def all_targets(self) -> list[SvgItem]:
        """Returns every clickable item."""
        return [self.galleon, *self.ships, self.tortuga, *self.boats, *self.holds, *self.slots, self.discard, *self.pawns]

    def spoken_items(self) -> list[QGraphicsObject]:
        """Returns what a screen reader finds on the mat, in reading order.

        A card or a vote shown large comes first; then the Galleon, each ship with its holds and
        Rowboat, Tortuga and its areas, the Event row, the decks and the discard pile, the
        treasure by team, and the pirates on the mat.
        """
        shown: list[QGraphicsObject] = [x for x in (self._flip, self._vote) if x is not None]
        places: list[QGraphicsObject] = [self.galleon]
        for ship in range(2):
            places += [self.ships[ship], self.holds[2 * ship], self.holds[2 * ship + 1], self.boats[ship]]
        places += [self.tortuga, *self.areas, *self.slots, self.event_deck, self.discard, self.vote_deck, self.totals]
        return shown + places + [p for p in self.pawns if p.isVisible()]

    # ------------------------------------------------------------------ drawing

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paints the mat from a pixmap rendered once per device size (a repaint is a blit)."""
        self.picture.draw(painter, rect)

    @property
    def resizing(self) -> bool:
        """Returns whether the view is being resized (items wait; the mat shows one stretched picture)."""
        return self.picture.resizing

    @property
    def stretching(self) -> bool:
        """Returns whether the mat is shown as one stretched picture (the view is being resized)."""
        return self.picture.stretching

    def paint_stretched(self, painter: QPainter, target: QRectF, dpr: float) -> None:
        """Paints the whole mat, items included, as one picture stretched over `target` (the view's pixels)."""
        self.picture.paint_stretched(painter, target, dpr)

    def show(self, view: SeatView, clickable: set[Target], chosen: set[Target], animate: bool = True) -> None:
        """Brings every item in line with `view`; `clickable` items glow, `chosen` ones are marked."""
        if self.view is not None and self.view.seat != view.seat:
            self.close_menu()  # another seat (or the curtain) takes the device
            if self._reading:
                self.clear_card()  # a card the last seat read (maybe one only they saw) goes with them
        before = access.words(self.spoken_items()) if access.listening() else None
        self.view = view
        ms = self.animation_ms if animate else 0
        self._show_pawns(view, ms)
        self._show_treasure(view, ms)
        self._show_row(view)
        self._show_boats(view)
        self.totals.set_text(QCoreApplication.translate("Mat", "Treasure\nBritish {b}\nFrench {f}").format(
            b=view.team_totals[0], f=view.team_totals[1]))
        pirates = len(view.names)  # a bare name: pyside6-lupdate drops a call whose count is an expression
        self.title.set_text(QCoreApplication.translate("Mat", "Tortuga 1667\n%n pirate(s)", None, pirates))
        for hold in (*self.holds, *self.areas):
            hold.retranslate()  # the team's word, in the language installed now
        for shown in (x for x in (self._flip, self._vote) if x is not None):
            shown.retranslate()  # a card or a vote's cards shown large, worded again after a language switch
        for item in self.all_targets():
            item.set_state(item.target in clickable, item.target in chosen)
        self.choosing = bool(clickable)
        if self._tips_for != (view, translations.generation()):  # a click within a choice keeps them
            write_tips(self, view)
            self._tips_for = (view, translations.generation())
        if before is not None:
            access.tell_changes(before, self.spoken_items())

    def _show_pawns(self, view: SeatView, ms: int) -> None:
        placed: set[int] = set()
        for ship, line in enumerate(view.ships):
            for rank, seat in enumerate(line):
                b = L.ship_pawn(ship, rank)
                self._place_pawn(seat, b, ms, placed)
            for rank, cap in enumerate(self.ship_captions[ship]):
                box = L.ship_caption(ship, rank, len(line))
                cap.setPos(box.x, box.y)
                cap.set_size(box.w, box.h)
                cap.set_align(Qt.AlignmentFlag.AlignHCenter if box.w <= L.CAPTION_W else (
                    Qt.AlignmentFlag.AlignRight if ship == 1 else Qt.AlignmentFlag.AlignLeft))
                cap.set_text(rank_caption(rank, len(line)))
                self._caption_help(cap, rank_keys(rank, len(line)) if rank < len(line) else [])
        for rank, seat in enumerate(view.tortuga):
            self._place_pawn(seat, L.tortuga_pawn(rank, len(view.tortuga)), ms, placed, "tortuga")
        if view.tortuga:
            b = L.tortuga_pawn(0, len(view.tortuga))
            self.governor_caption.setPos(b.x + b.w / 2 - GOVERNOR_W / 2, b.y + b.h + 2)
        self.governor_caption.set_text(QCoreApplication.translate("Mat", "Governor") if view.tortuga else "")
        self._caption_help(self.governor_caption, ["governor"] if view.tortuga else [])
        for boat, seat in enumerate(view.boats):
            if seat >= 0:
                self._place_pawn(seat, L.boat_pawn(boat), ms, placed, "boat")
        for seat, pawn in enumerate(self.pawns):
            pawn.setVisible(seat in placed)
            pawn.set_front(view.front[seat])

    @staticmethod
    def _caption_help(caption: TextItem, keys: list[str]) -> None:
        """Gives a rank caption the sentence of each rank it names (none when it is empty)."""
        caption.help_page = item_help(ItemKind.PAWN).page if keys else ""
        tip = "\n".join(QCoreApplication.translate("Help", rank_help(k)) for k in keys)
        if caption.toolTip() != tip:
            caption.setToolTip(tip)

    def _place_pawn(self, seat: int, box: L.Box, ms: int, placed: set[int], where: str = "ship") -> None:
        pawn = self.pawns[seat]
        if not pawn.isVisible():
            pawn.setPos(box.x, box.y)
            pawn.setVisible(True)
        pawn.go(box.x, box.y, ms, where)  # to Tortuga from a ship, it sails
        placed.add(seat)

    def _areas(self) -> list[L.Box]:
        return [L.galleon_treasure_area(), *L.HOLDS, *L.TORTUGA_AREAS]

    def _show_treasure(self, view: SeatView, ms: int) -> None:
        want = [view.galleon, *view.holds, *view.tortuga_treasure]
        have = [self._token_area.count(a) for a in range(_AREAS)]
        for token in range(8):  # tokens leave areas that shrank ...
            a = self._token_area[token]
            if a >= 0 and have[a] > want[a]:
                have[a] -= 1
                self._token_area[token] = -1
        for token in range(8):  # ... and go to areas that grew
            if self._token_area[token] < 0:
                for a in range(_AREAS):
                    if have[a] < want[a]:
                        have[a] += 1
                        self._token_area[token] = a
                        break
        areas = self._areas()
        for a in range(_AREAS):
            members = [t for t in range(8) if self._token_area[t] == a]
            for token, (x, y) in zip(members, L.token_spots(areas[a], len(members)), strict=True):
                item = self.tokens[token]
                if not item.isVisible():
                    item.setPos(x, y)
                    item.setVisible(True)
                item.move_to(x, y, ms)
        for token in range(8):
            self.tokens[token].setVisible(self._token_area[token] >= 0)

    def _show_row(self, view: SeatView) -> None:
        for i, item in enumerate(self.slots):
            down = view.row_face_down[i]
            item.set_element("card-back" if down else "slot")
            known = view.known[i]
            item.set_label(card_label(known) if down and known else "")
        self.event_deck.set_label(str(view.event_deck_count))
        self.event_deck.set_element("card-back" if view.event_deck_count else "slot")
        self.vote_deck.set_label(str(view.vote_deck_count))
        self.discard.set_element("card-face" if view.discard else "slot")
        self.discard.set_label(card_label(view.discard[-1]) if view.discard else QCoreApplication.translate("Mat", "Discard"))

    def _show_boats(self, view: SeatView) -> None:
        for i, item in enumerate(self.boats):
            blown = view.exploded == 3 + i
            item.set_element("rowboat-wreck" if blown else "rowboat")
            if blown:
                b = L.BOATS[i]
                self.explosion.setPos(b.x + b.w / 2 - 35, b.y - 20)
        self.explosion.setVisible(view.exploded >= 0)

    # ------------------------------------------------------------------ help on every item

    def help_at(self, pos: QPointF) -> tuple[str, tuple[str, ...]] | None:
        """Returns the reference page and the card pages of the topmost item at `pos` that has help."""
        return help_at(self.items(pos), pos)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        """Opens a small menu "What is this?" for the item under the pointer; it never touches the game."""
        found = self.help_at(event.scenePos())
        if found is None:
            event.ignore()
            return
        self.what.popup(event.widget(), menu_entries(*found), self.help_requested.emit, event.screenPos())
        event.accept()

    @property
    def context_menu(self) -> QMenu | None:
        """Returns the open "What is this?" menu, if any."""
        return self.what.menu

    def close_menu(self) -> None:
        """Closes and deletes the "What is this?" menu, if one is open."""
        self.what.close()

    # ------------------------------------------------------------------ cards shown large

    def present_card(self, kind: str, animate: bool = True, keep: bool = False, slot: int | None = None) -> None:
        """Shows an Event card large over the mat, by name and full text, flipping it face up (from its `slot`, growing).

        A click hides it at once and still reaches the mat beneath (it never blocks play).
        """
        self.clear_card()
        card = FlipCard(kind)
        if not keep:  # kept: it stays until `clear_card` (the table holds a reveal for everyone)
            QTimer.singleShot(self.card_ms, lambda: self._clear_if(card))
        card.setPos(L.MAT.w / 2 - card.w / 2, L.MAT.h / 2 - card.h / 2)
        self.addItem(card)
        self._flip = card
        access.notify(card, QAccessible.Event.ObjectCreated)
        if animate and self.animation_ms > 0:
            card.fly_from(QRectF(*L.SLOTS[slot]) if slot is not None and 0 <= slot < len(L.SLOTS) else None,
                          self.animation_ms * 2)
        else:
            card.show_face()

    @property
    def large(self) -> QGraphicsObject | None:
        """Returns the card or vote result shown large over the mat now, if any."""
        return self._flip if self._flip is not None else self._vote

    def _clear_if(self, item: QGraphicsObject) -> None:
        """Clears the large card or vote result if `item` is still the one shown."""
        if item is self._flip or item is self._vote:
            self.clear_card()

    def clear_card(self) -> None:
        """Removes the large card (and the vote result), if any."""
        self._reading = False
        if self._flip is not None:
            access.notify(self._flip, QAccessible.Event.ObjectDestroyed)
            self.removeItem(self._flip)
            self._flip = None
        if self._vote is not None:
            access.notify(self._vote, QAccessible.Event.ObjectDestroyed)
            self.removeItem(self._vote)
            self._vote = None

    def present_vote(self, what: str, faces: list[str], words: Callable[[], tuple[str, str]], keep: bool = False) -> None:
        """Shows a vote's revealed cards, its title, tally and outcome (`words`) over the mat for a few seconds."""
        self.clear_card()
        plate = VoteResultItem(what, faces, words)
        plate.setPos(L.MAT.w / 2 - plate.w / 2, L.MAT.h / 2 - plate.h / 2)
        self.addItem(plate)
        self._vote = plate
        access.notify(plate, QAccessible.Event.ObjectCreated)
        if not keep:
            QTimer.singleShot(self.card_ms + 1500, lambda: self._clear_if(plate))

    def finish_animations(self) -> None:
        """Skips every running animation to its end."""
        for pawn in self.pawns:
            pawn.finish_animation()
        for token in self.tokens:
            token.finish_animation()
        if self._flip is not None:
            self._flip.land()

    # ------------------------------------------------------------------ clicks

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Turns a left click on a target item into an intent; a click on the large card hides it.

        Other buttons choose nothing (a right-click asks "What is this?", see contextMenuEvent).
        """
        if event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        for item in self.items(event.scenePos()):
            if item is self._flip or item is self._vote:
                self.clear_card()  # the click also reaches what lies beneath
                continue
            target = getattr(item, "target", None)
            if isinstance(target, DiscardPile):
                self.discard_clicked.emit()
                return
            if target is not None:
                kind = None if self.choosing else self.card_at(item, event.scenePos())
                if kind is not None:  # not a move: the player asks to read the card
                    self.card_asked.emit(kind)
                    self.show_card(kind)
                    return
                self.target_clicked.emit(target)
                return
        self.target_clicked.emit(None)

    def card_at(self, item: QGraphicsItem, pos: QPointF) -> str | None:
        """Returns the kind of the card a player may read at `pos` on `item`: a peeked slot or a kept card."""
        view = self.view
        if view is None:
            return None
        if isinstance(item, PawnItem):
            return item.card_at(item.mapFromScene(pos))
        if isinstance(item, SvgItem) and item in self.slots:
            i = self.slots.index(item)
            known = view.known[i] if i < len(view.known) and view.row_face_down[i] else None
            return known or None
        return None

    def show_card(self, kind: str) -> None:
        """Shows a card the player may read (peeked or kept) large over the mat, by name and full text."""
        self.present_card(kind, animate=self.animation_ms > 0)
        self._reading = True
