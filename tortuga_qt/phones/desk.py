"""The desktop's side of the phone seats: frames out to each phone, presses in as actions. Qt-free.

It runs on the desktop's thread: the Qt side hands it what the server heard (`hear`) and calls
`refresh` after each change of the table. A phone's press means the action of a choice of the
frame that phone was shown last; a press from an older frame is refused ("the table has moved
on"), as is anything its seat may not do now (the rule named, as on the desktop).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tortuga_qt.app.presenter.phone_frame import OWN_TURN, CardText, PhoneFrame, phone_frame
from tortuga_qt.i18n import Translator, translate, use_translator
from tortuga_qt.phones.messages import Act, Lang

if TYPE_CHECKING:
    from tortuga_qt.app.refusal import Refusal
    from tortuga_qt.app.table_core import TableCore
    from tortuga_qt.phones.host import PhoneHost
    from tortuga_qt.rules.actions import Action

Translators = Callable[[str], Translator | None]  # a language's translator (None: English)


@dataclass
class _PhoneSeat:
    lang: str = "en"
    shown: PhoneFrame | None = None
    sent: dict[str, Any] | None = None
    message: tuple[str, str] | None = None
    serial: int = 0  # this phone's own count of frames (another seat's frames tell it nothing)


@dataclass
class PhoneDesk:
    """Each phone seat's language, last frame and message; builds and sends frames, turns presses into actions."""

    host: PhoneHost
    card_text: CardText
    translators: Translators
    seats: dict[int, _PhoneSeat] = field(default_factory=dict)
    connected: set[int] = field(default_factory=set)
    held: bool = False  # the shared screen holds a reveal for everyone: the phones wait for it

    def hear(self, core: TableCore, kind: str, seat: int, what: object) -> Action | None:
        """Takes what the server heard from a phone; returns the action a press means (None: nothing to play)."""
        if seat not in core.phones:
            return None
        phone = self.seats.setdefault(seat, _PhoneSeat())
        if kind == "joined":
            self.connected.add(seat)
            phone.lang, phone.sent = str(what), None  # a new connection: the whole frame again
        elif kind == "left":
            self.connected.discard(seat)
        elif isinstance(what, Lang):
            phone.lang, phone.sent = what.lang, None
        elif isinstance(what, Act):
            return self._press(core, seat, phone, what)
        return None

    def refuse_with(self, seat: int, refusal: Refusal) -> None:
        """Shows the table's refusal of the seat's press on its phone, worded in its language, naming the rule."""
        from tortuga_qt.app.wording import refusal as reason

        phone = self.seats.setdefault(seat, _PhoneSeat())
        with _speaking(self.translators(phone.lang)):
            phone.message = (translate("Table", "Not allowed: {why}").format(why=reason(refusal.code, refusal.message)),
                             refusal.rule)

    def refresh(self, core: TableCore, held: bool = False) -> None:
        """Builds each connected phone's frame and sends it if anything in it changed (`held`: a reveal holds the table)."""
        self.held = held
        for seat in sorted(self.connected & set(core.phones)):
            phone = self.seats.setdefault(seat, _PhoneSeat())
            frame = phone_frame(core, seat, phone.serial + 1, self.card_text, self.translators(phone.lang), phone.message,
                                held)
            data = {**frame.data, "serial": None, "decision": _unnumbered(frame.data.get("decision"))}
            if data == phone.sent:
                continue
            phone.serial += 1
            phone.shown, phone.sent = frame, data
            self.host.send(seat, {"type": "frame", "frame": frame.data})

    def forget(self, seat: int) -> None:
        """The seat is no longer on a phone (or is paired anew): its frames and language start afresh."""
        self.seats.pop(seat, None)
        self.connected.discard(seat)

    def _press(self, core: TableCore, seat: int, phone: _PhoneSeat, act: Act) -> Action | None:
        shown = phone.shown
        if shown is not None and shown.serial == act.serial and act.choice == f"{shown.serial}.{OWN_TURN}":
            core.set_atlantis_own_turn(seat, seat not in core.atlantis_own_turn)  # the Atlantis map's tick box
            phone.sent = None  # its words change: the frame again
            return None
        action = shown.choices.get(act.choice) if shown is not None and shown.serial == act.serial else None
        phone.message = None
        if action is None or self.held or action not in core.phone_legal(seat):
            with _speaking(self.translators(phone.lang)):
                phone.message = (translate("Phone", "The table has moved on: choose again."), "")
            return None
        return action


@contextmanager
def _speaking(translator: Translator | None) -> Iterator[None]:
    """Words texts in a phone's language for a moment, then gives the screen its own back."""
    before = use_translator(translator)
    try:
        yield
    finally:
        use_translator(before)


def _unnumbered(decision: object) -> object:
    """Returns a decision without its choice ids (which carry the serial): what a phone sees, compared."""
    if not isinstance(decision, dict):
        return decision
    return {**decision, "groups": [{**g, "choices": [{k: v for k, v in c.items() if k != "id"} for c in g["choices"]]}
                                   for g in decision["groups"]]}
