"""`CardEntry`: one kind of Event card at the table and in the help, declared once in its module. Qt-free.

Each module `app/cards/<kind>.py` declares `CARD = CardEntry(...)`. Every word is an English
source marked for pyside6-lupdate; the caller translates it in its context: the name, the help
text, notes and hint in "Help" (the help pages and the table share the name), the short label in
"Card", the story's maroon cause in "Event", the private look and its curtain in "Table".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tortuga_qt.rules.values import value

if TYPE_CHECKING:  # the events load with the game, after the window's first paint
    from tortuga_qt.rules.events import Event


@value
class CardEntry:
    """One kind of Event card: its name, its help page, how the story tells of it, the private look it owes."""

    name: str  # its name ("Help"): the help page's title and the table's name of it
    text: str  # its full text for players ("Help")
    notes: tuple[str, ...] = ()  # the help page's "Good to know" ("Help")
    see: tuple[str, ...] = ()  # page ids of related rules
    group: str = "useful"  # its group on the cards page: "useful", "hurtful", "map" or "ender" (starred: the data's)
    hint: str = ""  # the hint when its revealer must choose how to play it ("Help"; "": it needs no choice)
    harmful: bool = False  # it hurts whoever reveals it, whatever their team (a hint warns of it)
    label: str = ""  # its short name for a small label on the mat ("Card"; "": the name)
    cause: str = ""  # a maroon by it, in the story ("Event", "by the Pistol"; "": it maroons nobody)
    look: str = ""  # the words of the private look it owes ("Table", "{name}, ...")
    curtain: str = ""  # why the device is passed for that look ("Table", "to look at ...")
    looks_for: Callable[[Event], tuple[int, ...]] | None = None  # the seats an event owes that look (none: no look)
    events: tuple[str, ...] = ()  # the event kinds whose story sentence names it without a card field
