"""The window's link to the phone seats: starts the server while a seat is on a phone, sends frames, plays presses.

After every redraw of the window (`refreshed`) each connected phone gets its seat's frame if it
changed (phones/desk.py builds it, in that phone's language). What a phone says arrives on the
server's thread, crosses to the UI thread through a Python queue (as the session's relay does)
and is played through the session, like a person's click. The pairing window opens while the
table shows a phone seat's look "pair", and that look ends by itself once the phone connects.
"""

from __future__ import annotations

import queue
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from tortuga_qt.paths import resources_dir

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.phones.desk import PhoneDesk
    from tortuga_qt.phones.host import PhoneHost
    from tortuga_qt.ui.phones.pairing import PairingDialog


class Window(Protocol):
    """What the link needs of the main window: its game, its presenter, a redraw and the signal after one."""

    session: GameSession | None
    presenter: TablePresenter | None
    refreshed: SignalInstance

    def refresh(self) -> None: ...
    def window(self) -> QWidget: ...

def phone_card_text(kind: str) -> str:
    """Returns an Event card's text in the language the phone's frame is being worded in (not the window's)."""
    from tortuga_qt.help.cards import card_text
    from tortuga_qt.i18n import translate

    return translate("Help", card_text(kind))


ADDRESS_KEY = "phones/address"  # the address the player picked for the phones (settings)


class PhoneLink(QObject):
    """Keeps the phones' server, their frames and the pairing window in step with the game on the table."""

    # Fires on the server's thread when a phone joined, left or said something; delivered queued to `_drain`.
    arrived = Signal()

    def __init__(self, window: Window) -> None:
        super().__init__(window.window())
        self.window = window
        self.host: PhoneHost | None = None
        self.desk: PhoneDesk | None = None
        self.pairing: PairingDialog | None = None
        self.problem = ""  # why the server could not start (shown in the waiting words)
        self._session: GameSession | None = None
        self._paired: dict[int, str] = {}
        self.addresses: list[str] = []  # this computer's addresses a phone may reach (read when the server starts)  # the code each seat's phone joined with (a rematch keeps the pairing)
        self._inbox: queue.SimpleQueue[tuple[str, int, object]] = queue.SimpleQueue()
        self.arrived.connect(self._drain)
        window.refreshed.connect(self.refresh)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    # ------------------------------------------------------------------ the game on the table

    def refresh(self) -> None:
        """After a redraw: follows a new game, sends each phone its frame, opens or closes the pairing window."""
        session = self.window.session
        paired = set(self.host.codes) if self.host is not None else set()
        if session is not self._session or (session is not None and set(session.core.phones) != paired):
            self._follow(session)  # a new game, or a seat went to or came from a phone (Game › Seats)
        if session is None or self.host is None or self.desk is None or not self.host.running:
            self._close_pairing()
            return
        core = session.core
        presenter = self.window.presenter
        self.desk.refresh(core, presenter is not None and presenter.reveal_held())
        frame = self.window.presenter.last if self.window.presenter is not None else None
        if frame is not None and frame.pairing and core.step.seat in core.phones:
            seat = core.step.seat
            if seat in self.desk.connected and self.host.codes.get(seat) == self._paired.get(seat):
                session.look_done()  # this phone is paired already (a rematch): nothing to show
                return
            self._show_pairing(seat)
        else:
            self._close_pairing()

    def _follow(self, session: GameSession | None) -> None:
        """A game came on the table: the server runs only while one of its seats is on a phone."""
        self._session = session
        phones = session.core.phones if session is not None else []
        if not phones:
            self.stop()
            return
        if self.host is None:
            from tortuga_qt.phones.desk import PhoneDesk
            from tortuga_qt.phones.host import PhoneHost
            from tortuga_qt.ui.phones.translators import translator_for

            self.host = PhoneHost(resources_dir() / "phone", self._heard)
            self.desk = PhoneDesk(self.host, phone_card_text, translator_for)
        self.sync_seats(phones)
        if not self.host.running:
            self.listen(self.address())

    def sync_seats(self, phones: list[int]) -> None:
        """Gives each phone seat a pairing code (a seat keeps its own) and cuts off seats no longer on a phone."""
        assert self.host is not None and self.desk is not None
        for seat in list(self.host.codes):
            if seat not in phones:
                self.host.unpair(seat)
                self.desk.forget(seat)
        for seat in phones:
            if seat not in self.host.codes:
                self.host.pair(seat)

    def address(self) -> str:
        """Returns the address the phones reach: the one picked before if this computer still has it, else the likeliest."""
        from tortuga_qt.phones.host import local_addresses

        found = self.addresses = local_addresses()  # asked once per server start: a host-name lookup may be slow
        chosen = str(QSettings().value(ADDRESS_KEY, "") or "")
        return chosen if chosen in found else found[0]

    def listen(self, address: str) -> None:
        """(Re)starts the server on `address`; a failure is said in plain words in the pairing window and the log."""
        from tortuga_qt.phones.host import HostError

        assert self.host is not None
        try:
            self.host.start(address)
            self.problem = ""
        except HostError as exc:
            self.problem = str(exc)
            if self.window.presenter is not None:
                self.window.presenter.say(QCoreApplication.translate("Table", "The phones cannot connect: {why}").format(why=exc))

    def stop(self) -> None:
        """Stops the server (the game closed, or no seat is on a phone now): every phone is told goodbye."""
        if self.host is not None:
            self.host.stop()
            self.host.codes.clear()
        if self.desk is not None:
            self.desk.connected.clear()
        self._close_pairing()

    # ------------------------------------------------------------------ what the phones say

    def _heard(self, kind: str, seat: int, what: object) -> None:
        """On the server's thread: queues what a phone said for the UI thread."""
        self._inbox.put((kind, seat, what))
        self.arrived.emit()

    def _drain(self) -> None:
        while True:
            try:
                kind, seat, what = self._inbox.get_nowait()
            except queue.Empty:
                return
            self._hear(kind, seat, what)

    def _hear(self, kind: str, seat: int, what: object) -> None:
        session, desk = self.window.session, self.desk
        if session is None or desk is None or self.host is None:
            return
        action = desk.hear(session.core, kind, seat, what)
        if kind == "joined":
            self._paired[seat] = self.host.codes.get(seat, "")
        if action is not None:
            refusal = session.phone_submit(action)
            if refusal is not None:
                desk.refuse_with(seat, refusal)
        self._show_connected(session)

    def _show_connected(self, session: GameSession) -> None:
        """Tells the table which phones are connected; a phone that just paired ends its seat's pairing look."""
        assert self.desk is not None
        presenter = self.window.presenter
        connected = frozenset(self.desk.connected)
        step = session.core.step
        changed = presenter is not None and presenter.phones_on != connected
        if presenter is not None:
            presenter.phones_on = connected
        if self.pairing is not None and self.pairing.isVisible() and step.seat in connected:
            self._close_pairing()
            session.look_done()  # the table goes on by itself (the session redraws it)
        elif changed:
            self.window.refresh()  # "Waiting for the phone of NAME" says whether it is connected
        else:  # a refusal or a new language: only the phones' frames change (a played press redrew already)
            self.desk.refresh(session.core, presenter is not None and presenter.reveal_held())

    # ------------------------------------------------------------------ commands from the action panel

    def command(self, name: str) -> None:
        """Carries out a command of a phone seat the table waits for: play it at this computer, give it to a computer, pair again."""
        session = self.window.session
        if session is None or session.core.step.seat not in session.core.phones:
            return
        seat = session.core.step.seat
        from tortuga_qt.app.players import Computer, Person

        if name == "seatToDevice":
            session.set_player(seat, Person())
        elif name == "seatToComputer":
            from tortuga_qt.bots.levels import DEFAULT

            session.set_player(seat, Computer.at(DEFAULT))
        elif name == "pairAgain":
            self.pair_again(seat)

    def pair_again(self, seat: int) -> None:
        """Gives a phone seat a new code (its old phone is cut off at once), shown behind the seat's claim."""
        session = self.window.session
        if session is None or self.host is None or seat not in session.core.phones:
            return
        self.host.pair(seat)
        self._paired.pop(seat, None)
        session.pair_again(seat)

    def connected(self) -> frozenset[int]:
        """Returns the phone seats whose phone is connected now."""
        return frozenset(self.desk.connected) if self.desk is not None else frozenset()

    # ------------------------------------------------------------------ the pairing window

    def _show_pairing(self, seat: int) -> None:
        assert self.host is not None and self.desk is not None
        from tortuga_qt.ui.phones.pairing import PairingDialog

        if self.pairing is None:
            self.pairing = PairingDialog(self.window.window())
            self.pairing.address_chosen.connect(self._move_to)
        session = self.window.session
        assert session is not None
        self.pairing.show_seat(seat, session.core.names[seat], self.host.url(seat), self.host.base_url(),
                               self.host.codes[seat], self.addresses, self.host.address or "",
                               seat in self.desk.connected)

    def _move_to(self, address: str) -> None:
        QSettings().setValue(ADDRESS_KEY, address)
        self.listen(address)
        self.refresh()

    def _close_pairing(self) -> None:
        if self.pairing is not None and self.pairing.isVisible():
            self.pairing.hide()
