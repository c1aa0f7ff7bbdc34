"""Issue 12 item 4: screen readers (ui/access.py), read through Qt's own accessibility interfaces.

* The window's accessible tree holds the mat, and the mat's children name every ship, hold,
  pawn, Rowboat, Event slot and card, with what a sighted player sees on each ("Jolly Roger,
  Captain: ...; British hold 1, French hold 0"), a description (what it holds, its rule), a
  place on the screen and a state (can be chosen, marked, under the keyboard's focus ring).
* While the curtain is up the tree holds no secret: whole games are walked at every curtain.
* Whose turn it is, votes and their results and revealed cards are read out in the log's own
  sentences, only public ones; a screen reader that listens hears names change and the ring move.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.rules.randomgames import SCALE
from tests.ui.conftest import do, settle, start_game, table
from tests.ui.driver import button, click_button, click_target, play_through
from tortuga_qt.app.names import card_name
from tortuga_qt.app.targets import Slot
from tortuga_qt.help.cards import card_text
from tortuga_qt.rules.events import Kept, Revealed, TurnBegan, VoteCalled, VoteResult
from tortuga_qt.ui.scene.shown_large import FlipCard
from tortuga_qt.ui.widgets.main_window import MainWindow

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
CURTAIN = re.compile(r"Pass to (.+)\. Everyone else, look away\. \1, click below to [^.]+\.")  # a hand-off, said
HANDS = {0: [0, 9, 21], 1: [10, 22, 23], 2: [24, 25, 26], 3: [27, 28, 29]}
# What only one seat may know, in any words the tree can carry (the private panel's own words,
# a row card someone saw, a Vote card by its face).
SECRET_WORDS = ("Your Loyalty", "you saw", "Your notes", "Secrets of ", "Vote card:", "Put down in this vote",
                "In front of you")


def walk(root: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """Yields every interface of the tree under `root` (root first, depth first)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack += [c for c in (node.child(i) for i in reversed(range(node.childCount()))) if c is not None]


def texts(node: QAccessibleInterface) -> list[str]:
    """Returns every word an interface gives a screen reader: name, description, value, help."""
    return [node.text(t) for t in (NAME, DESCRIPTION, QAccessible.Text.Value, QAccessible.Text.Help)]


def the_mat(window: MainWindow) -> QAccessibleInterface:
    """Returns the mat as found in the window's accessible tree (not asked of the view directly)."""
    found = [n for n in walk(QAccessible.queryAccessibleInterface(window)) if n.object() is window.table]
    assert len(found) == 1, "the mat is in the window's accessible tree once"
    return found[0]


def children(node: QAccessibleInterface) -> list[QAccessibleInterface]:
    """Returns an interface's children in order."""
    return [node.child(i) for i in range(node.childCount())]


def names(node: QAccessibleInterface) -> list[str]:
    """Returns the names of an interface's children in order."""
    return [c.text(NAME) for c in children(node)]


# --------------------------------------------------------------------------- every thing on the mat, named


def test_the_mat_names_every_ship_hold_pawn_rowboat_slot_and_card(window: MainWindow) -> None:
    """A hand-built table: each item's name says what a glance shows, its description the rest."""
    table(window, 5, fd=[0, 1], jr=[2], tortuga=[3], boats=(4, -1), holds=(1, 0, 1, 0), front={2: ("albatross",)},
          known={0: {1: "black_spot"}}, discard=("scurvy",),
          row=("pistol", "black_spot", "letter_of_marque", "crows_nest", None))
    n = window.session.names
    mat = the_mat(window)
    assert mat.role() == QAccessible.Role.Canvas and mat.text(NAME) == "The mat"
    assert names(mat) == [
        "The Spanish Galleon; Treasure aboard: 4",
        f"Flying Dutchman, Captain: {n[0]}; British hold 1, French hold 0",
        "Flying Dutchman: British hold; Treasure here: 1",
        "Flying Dutchman: French hold; Treasure here: 0",
        f"Rowboat by the Flying Dutchman; In it: {n[4]}.",
        f"Jolly Roger, Captain: {n[2]}; British hold 1, French hold 0",
        "Jolly Roger: British hold; Treasure here: 1",
        "Jolly Roger: French hold; Treasure here: 0",
        "Rowboat by the Jolly Roger; Empty.",
        f"Tortuga; Governor: {n[3]}",
        "Tortuga: British area; Treasure here: 1",
        "Tortuga: French area; Treasure here: 1",
        "Slot 1; A face-down Event card.",
        "Slot 2: you saw Black Spot here",  # seat 0 holds the device: what they saw is on their mat
        "Slot 3; A face-down Event card.",
        "Slot 4; A face-down Event card.",
        "Slot 5; Empty: revealed cards are no longer replaced.",
        "Event deck: 1 card",
        "The discard pile; cards: 1; on top: Scurvy",
        f"Vote deck: {window.scene.view.vote_deck_count} cards",
        "Treasure by team; British 3 · French 1",
        f"{n[0]}; Captain of the Flying Dutchman",
        f"{n[1]}; First Mate of the Flying Dutchman, Cabin Boy of the Flying Dutchman",
        f"{n[2]}; Captain of the Jolly Roger, Cabin Boy of the Jolly Roger; in front of them: Albatross",
        f"{n[3]}; Governor of Tortuga",
        f"{n[4]}; On a Rowboat",
    ]
    kids = children(mat)
    by_name = {c.text(NAME): c for c in kids}
    ship = by_name[f"Flying Dutchman, Captain: {n[0]}; British hold 1, French hold 0"]
    assert ship.role() == QAccessible.Role.Graphic
    assert ship.text(DESCRIPTION).startswith(f"Aboard: {n[0]} (Captain), {n[1]} (First Mate, Cabin Boy)\n")
    assert "A ship never carries more than 5 pawns." in ship.text(DESCRIPTION)  # its rule
    seen = by_name["Slot 2: you saw Black Spot here"]
    assert f"{card_name('black_spot')}: {card_text('black_spot')}" in seen.text(DESCRIPTION)  # the card in full
    keeper = by_name[f"{n[2]}; Captain of the Jolly Roger, Cabin Boy of the Jolly Roger; in front of them: Albatross"]
    assert keeper.text(DESCRIPTION).startswith("Their pawn is teal and bears the letter R.\n")
    assert f"Albatross: {card_text('albatross')}" in keeper.text(DESCRIPTION)
    assert by_name["Treasure by team; British 3 · French 1"].role() == QAccessible.Role.StaticText
    window_rect = QRect(window.mapToGlobal(window.rect().topLeft()), window.size())
    for i, kid in enumerate(kids):  # each item knows its parent, its place among the children, and where it is
        assert kid.parent().object() is window.table and mat.indexOfChild(kid) == i
        assert not kid.rect().isEmpty() and window_rect.contains(kid.rect()), kid.text(NAME)
        assert not kid.state().invisible
        assert mat.childAt(kid.rect().center().x(), kid.rect().center().y()) is not None
    # A card shown large comes first, by its name and full text (here: the kept card, clicked to read).
    window.scene.show_card("albatross")
    first = children(mat)[0]
    assert (first.text(NAME), first.text(DESCRIPTION)) == ("Albatross", card_text("albatross"))
    assert len(children(mat)) == len(kids) + 1


def test_what_can_be_chosen_is_marked_and_the_ring_is_the_focus(window: MainWindow) -> None:
    """During a choice the targets say so; Tab's ring is the mat's focused child."""
    table(window, 4, fd=[0, 1], jr=[2], tortuga=[3])
    click_button(button(window, "kind:force"))  # Force: two Event cards, then a player
    mat = the_mat(window)
    slots = [c for c in children(mat) if c.text(NAME).startswith("Slot ")]
    assert slots and all(s.state().focusable and s.state().selectable for s in slots[:4])
    assert slots[0].text(DESCRIPTION).endswith("You can choose this now.")
    ship = next(c for c in children(mat) if c.text(NAME).startswith("Flying Dutchman,"))
    assert not ship.state().focusable and "You can choose" not in ship.text(DESCRIPTION)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    ringed = mat.focusChild()
    assert ringed is not None and ringed.state().focused and ringed.text(NAME) == slots[0].text(NAME)
    click_target(window, Slot(0))  # marked: the first of the two cards
    marked = children(mat)[[c.text(NAME) for c in children(mat)].index(slots[0].text(NAME))]
    assert marked.state().selected and marked.text(DESCRIPTION).endswith("You have marked this.")


def test_a_card_read_large_leaves_with_its_reader(window: MainWindow) -> None:
    """A card only one seat saw, shown large to them, is gone from the tree when the curtain rises."""
    table(window, 4, fd=[0, 1], jr=[2, 3], known={0: {1: "black_spot"}}, hands=HANDS)
    window.scene.card_ms = 60_000  # it would stay this long: only the hand-off takes it away
    click_target(window, Slot(1))  # not a move: the player reads the card they saw
    assert names(the_mat(window))[0] == "Black Spot"
    do(window, "P1 attack")  # Anne calls for an Attack and votes first: she keeps the device
    assert names(the_mat(window))[0] == "Black Spot"
    do(window, "P1 vote v0")  # then the device goes to Bob, to vote in secret
    assert window.curtain.isVisible()
    words = [t for node in walk(QAccessible.queryAccessibleInterface(window)) for t in texts(node)]
    assert not [t for t in words if "Black Spot" in t]
    assert "Slot 2; A face-down Event card." in names(the_mat(window))


# --------------------------------------------------------------------------- whole games behind the curtain


@dataclass
class CurtainWalk:
    """Before every click: while the curtain is up, walks the window's whole accessible tree."""

    window: MainWindow
    walks: int = 0
    nodes: int = 0
    leaks: list[str] = field(default_factory=list)
    announced: list[tuple[bool, str]] = field(default_factory=list)  # (curtain up, sentence)

    def heard(self, text: str) -> None:
        """Records an announcement and whether the curtain was up then."""
        self.announced.append((self.window.curtain.isVisible(), text))

    def __call__(self, window: MainWindow) -> None:
        if not window.curtain.isVisible():
            return
        self.walks += 1
        session = window.session
        view = window.scene.view
        assert view is not None and view.seat is None
        for node in walk(QAccessible.queryAccessibleInterface(window)):
            self.nodes += 1
            for text in texts(node):
                leaked = [s for s in SECRET_WORDS if s in text]
                if leaked:
                    self.leaks.append(f"curtain {self.walks}: {leaked} in {type(node.object()).__name__}: {text!r}")
        # The mat names every ship, hold, Rowboat and Event slot, and every pawn on it, from the public view.
        mat = names(the_mat(window))
        for ship, title in enumerate(("Flying Dutchman", "Jolly Roger")):
            b, f = view.holds[2 * ship], view.holds[2 * ship + 1]
            line = view.ships[ship]
            aboard = f"Captain: {view.names[line[0]]}" if line else "nobody aboard"
            assert f"{title}, {aboard}; British hold {b}, French hold {f}" in mat
            assert f"{title}: British hold; Treasure here: {b}" in mat and f"{title}: French hold; Treasure here: {f}" in mat
            assert sum(x.startswith(f"Rowboat by the {title}; ") for x in mat) == 1
        for i, down in enumerate(view.row_face_down):
            assert f"Slot {i + 1}; " + ("A face-down Event card." if down else "Empty: revealed cards are no longer replaced.") in mat
        placed = {s for line in view.ships for s in line} | set(view.tortuga) | {s for s in view.boats if s >= 0}
        for seat in placed:
            assert sum(x.startswith(f"{view.names[seat]}; ") for x in mat) == 1, (seat, mat)
        # A card shown large behind the curtain is one everyone saw (revealed or kept face up).
        public = {card_name(e.card) for e in session.public_log() if isinstance(e, (Revealed, Kept))}
        public |= {card_name(k) for kept in view.front for k in kept} | {card_name(k) for k in view.discard}
        large = [c.text(NAME) for c in children(the_mat(window)) if isinstance(c.object(), FlipCard)]
        assert set(large) <= public, (large, public)


# Whole games through widgets take seconds each: the default run walks the 3-seat game, the slow
# check (`TORTUGA_PROPERTIES=full`, README) the two 5-seat ones too.
CURTAIN_GAMES = [(5, 45, 3), (3, 209, 3), (5, 115, 3)] if SCALE >= 2 else [(3, 209, 3)]


@pytest.mark.parametrize(("n", "seed", "people"), CURTAIN_GAMES)
def test_no_secret_in_the_tree_while_the_curtain_is_up_and_only_public_news_is_read(window, n, seed, people):
    """Whole games through the widgets: the tree at every curtain, and every announcement."""
    check = CurtainWalk(window)
    window.announcer.announced.connect(check.heard)
    try:
        start_game(window, n, seed, [True] * people + [False] * (n - people))
        play_through(window, seed, check=check)
        window.announcer.flush()  # the last news (the end) would go out at the event loop's next turn
    finally:
        window.announcer.announced.disconnect(check.heard)
    session = window.session
    assert session.core.referee_game.over
    assert not check.leaks, "\n".join(check.leaks[:10])
    assert check.walks > 10 and check.nodes > 100 * check.walks  # it really looked, many times
    # Every announcement is public sentences of the log and the words of a curtain (nobody's secret).
    lines = sorted({window.storyteller.line(e) for e in session.public_log()}, key=len, reverse=True)
    for _, text in check.announced:
        rest = text
        for line in lines:
            rest = rest.replace(line, "")
        assert CURTAIN.fullmatch(rest.strip()) or not rest.strip(), text
        assert not any(s in text for s in SECRET_WORDS), text
    said = " ".join(text for _, text in check.announced)
    events = session.public_log()
    for kind in (TurnBegan, VoteCalled, VoteResult, Revealed):  # whose turn, votes and results, reveals
        heard = [window.storyteller.line(e) for e in events if isinstance(e, kind)]
        assert heard and [line for line in heard if line not in said] == [], kind.__name__
    assert sum(up for up, _ in check.announced) > 5  # hand-offs were announced while their curtain was up
    for seat in range(people):
        assert f"Pass to {session.names[seat]}. Everyone else, look away." in said


# --------------------------------------------------------------------------- a screen reader that listens


@dataclass
class Heard:
    """Stands in for Qt's delivery to screen readers: records what the program sends."""

    events: list[tuple[QAccessible.Event, object, str]] = field(default_factory=list)

    def __call__(self, event: QAccessibleEvent) -> None:
        message = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        self.events.append((event.type(), event.object(), message))

    def of(self, kind: QAccessible.Event) -> list[tuple[object, str]]:
        """Returns (object, message) of each event of a kind."""
        return [(obj, message) for t, obj, message in self.events if t == kind]


def test_a_listening_screen_reader_hears_names_change_the_ring_and_the_news(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With assistive technology active, the mat sends Qt's events: changed names, the ring's focus, announcements."""
    heard = Heard()
    monkeypatch.setattr(QAccessible, "updateAccessibility", heard)
    QAccessible.setActive(True)
    try:
        table(window, 4, fd=[0, 1], jr=[2, 3], hands=HANDS)
        scene = window.scene
        heard.events.clear()
        do(window, "P1 maroon P2")  # Bob leaves the Flying Dutchman for Tortuga
        QApplication.processEvents()  # the news goes out once the event loop turns
        changed = [obj for obj, _ in heard.of(QAccessible.Event.NameChanged)]
        assert scene.tortuga in changed and scene.pawns[1] in changed  # "Tortuga; Governor: Bob", "Bob; Governor of Tortuga"
        assert scene.ships[0] not in changed  # Anne is still its Captain ...
        assert scene.ships[0] in [obj for obj, _ in heard.of(QAccessible.Event.DescriptionChanged)]  # ... alone aboard
        assert scene.ships[1] not in changed and scene.pawns[2] not in changed  # nothing changed on the Jolly Roger
        bob = window.session.names[1]
        assert [m for _, m in heard.of(QAccessible.Event.Announcement)] == [  # the news of one turn, as one announcement
            f"Marooned by the Captain: {bob} goes from the Flying Dutchman to Tortuga. {bob} to play. "
            f"Pass to {bob}. Everyone else, look away. {bob}, click below to make your choice."]
        settle(window)
        click_button(button(window, "kind:move"))
        heard.events.clear()
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)  # the ring goes onto a target
        focused = [obj for obj, _ in heard.of(QAccessible.Event.Focus)]
        assert len(focused) == 1 and getattr(focused[0], "focused", False)
    finally:
        QAccessible.setActive(False)


def test_the_end_screen_counts_say_where_and_whose(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 12 item 4: a treasure count on the end screen is read with its place and team, not an internal key."""
    from tests.ui.conftest import close_window, make_window
    from tests.ui.test_end_screen import FINISHED, _Bot
    from tortuga_qt.record.savefile import read_save
    from tortuga_qt.ui.widgets.end_screen import EndScreen

    w = make_window(_Bot(), tmp_path / "t.ini", tmp_path / "data")
    try:
        w.resume(read_save(FINISHED), keep_current=False)
        for _ in range(20):
            QApplication.processEvents()
        screen = w.shows.end_dialog
        assert isinstance(screen, EndScreen)
        british = screen.counts["british"]
        assert british.accessibleName() == f"Team totals, British: {british.text()}"
        assert screen.counts["hold0"].accessibleName().startswith("Flying Dutchman, British: ")
        assert screen.counts["galleon"].accessibleName().endswith(f": {screen.counts['galleon'].text()}")
    finally:
        close_window(w)
