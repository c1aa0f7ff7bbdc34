"""Seats played on phones, through the real window and the real server, with phones written in Python (docs/phones.md).

The desktop never shows a phone seat's secrets and never raises a curtain for it but to pair it;
its QR code shows only behind that seat's claim; the table waits for a phone and offers the seat
back when its phone is away. The real browser page is tested in tests/phones/.
"""

from __future__ import annotations

from PySide6.QtTest import QTest

from tests.phones.phone_client import AutoPhone
from tests.ui.driver import button, click_button, step_once
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.dialogs import NewGame
from tortuga_qt.ui.widgets.main_window import MainWindow

PHONES = [1, 2]


def _start(window: MainWindow, seed: int = 3) -> None:
    window.start(NewGame(default_config(4), [True, True, True, False], seed, {3: "random"}, PHONES))


def _start_past_player_1(window: MainWindow) -> GameSession:
    """Starts the table; Player 1 (at the device) claims it and sees their Loyalty. Returns the session."""
    _start(window)
    session = window.session
    assert session is not None
    click_button(window.curtain.button)
    click_button(button(window, "lookDone"))
    return session


def _wait(predicate, ms: int = 5000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(ms // 10):
        if predicate():
            return True
        QTest.qWait(10)
    return bool(predicate())


def _pair(window: MainWindow, seat: int, seed: int) -> AutoPhone:
    """Claims the device for `seat`, checks its pairing window, and connects its phone; returns the phone."""
    session = window.session
    assert session is not None and session.step.kind is StepKind.CURTAIN and session.step.seat == seat
    assert session.step.reason == "pair"
    assert not window.phones.pairing or not window.phones.pairing.isVisible()  # never before the claim
    click_button(window.curtain.button)
    pairing = window.phones.pairing
    assert pairing is not None and pairing.isVisible() and pairing.seat == seat
    assert window.private.seat is None  # the desktop shows none of its secrets, even now
    host = window.phones.host
    assert host is not None
    phone = AutoPhone(host.base_url(), host.codes[seat], seed).start()
    assert _wait(lambda: session.step.seat != seat or session.step.kind is not StepKind.LOOK)
    assert not pairing.isVisible()  # the look ended by itself once the phone connected
    return phone


def test_a_table_with_two_phone_seats_plays_to_the_end_without_showing_their_secrets(window: MainWindow) -> None:
    """Issue 24: a phone seat is owed no look and no curtain but its pairing; the desktop never draws its secrets."""
    session = _start_past_player_1(window)
    phones = [_pair(window, seat, seat) for seat in PHONES]
    shown: set[int | None] = set()
    rng = Rng(5)
    try:
        for _ in range(4000):
            if session.over:
                break
            frame = window.presenter.last
            assert frame is not None
            shown.add(frame.view.seat)
            if frame.curtain is not None:
                assert frame.curtain.seat not in PHONES
            if not step_once(window, rng):
                QTest.qWait(5)
        assert session.over
        assert _wait(lambda: all(p.frames and p.frames[-1].get("over") for p in phones))
    finally:
        for p in phones:
            p.stop()
    assert shown <= {None, 0}
    assert all(p.pressed > 0 for p in phones)
    for seat, phone in zip(PHONES, phones, strict=True):
        assert {f["seat"]["name"] for f in phone.frames} == {session.names[seat]}


def test_the_table_waits_for_an_absent_phone_and_offers_the_seat_back(window: MainWindow) -> None:
    """Issue 24 item 5: "Waiting for NAME's phone", then the seat back at this computer or to a computer."""
    session = _start_past_player_1(window)
    for _seat in PHONES:  # claim, then leave the pairing unanswered: no phone connects
        click_button(window.curtain.button)
        click_button(button(window, "lookDone"))
    rng = Rng(1)
    for _ in range(2000):
        if session.step.kind is StepKind.PHONE:
            break
        if not step_once(window, rng):
            QTest.qWait(5)
    assert session.step.kind is StepKind.PHONE
    seat = session.step.seat
    assert "not connected" in window.presenter.last.prompt  # type: ignore[union-attr]
    click_button(button(window, "seatToDevice"))
    assert seat not in session.core.phones and session.core.humans[seat]
    assert session.step.kind is StepKind.CURTAIN and session.step.seat == seat  # first their Loyalty, behind the curtain


def test_no_socket_is_opened_without_a_phone_seat(window: MainWindow) -> None:
    """Issue 24 item 1: off by default."""
    window.start(NewGame(default_config(4), [True, True, False, False], 1, {2: "random", 3: "random"}))
    QTest.qWait(20)
    assert window.phones.host is None or not window.phones.host.running


def test_a_seat_handed_to_a_phone_mid_game_starts_the_server_and_one_handed_back_stops_it(window: MainWindow) -> None:
    """Game › Seats: a seat goes to a phone (its pairing is owed behind its claim); back at the device, nothing listens."""
    from tortuga_qt.app.players import Person, Phone

    window.start(NewGame(default_config(4), [True, True, False, False], 2, {2: "random", 3: "random"}))
    session = window.session
    assert session is not None
    assert window.phones.host is None or not window.phones.host.running
    session.set_player(1, Phone())
    QTest.qWait(10)
    host = window.phones.host
    assert host is not None and host.running and set(host.codes) == {1}
    assert ("pair" in {reason for seat, reason in session.core.owed_looks if seat == 1})
    session.set_player(1, Person())
    QTest.qWait(10)
    assert not host.running and not host.codes


def test_each_phone_is_worded_in_its_own_language_while_the_window_stays_in_english(window: MainWindow) -> None:
    """Issue 24 item 3: English and Korean pages at one table."""
    from tortuga_qt.app.presenter.phone_frame import phone_frame
    from tortuga_qt.help.cards import card_text
    from tortuga_qt.ui.phones.translators import translator_for

    _start(window)
    session = window.session
    assert session is not None
    korean = phone_frame(session.core, 1, 1, card_text, translator_for("ko")).data
    english = phone_frame(session.core, 1, 1, card_text, translator_for("en")).data
    assert korean["words"]["loyalty"] == "나의 충성 카드" and english["words"]["loyalty"] == "Your Loyalty"
    from tortuga_qt.i18n import use_translator
    from tortuga_qt.ui.phones.link import phone_card_text

    before = use_translator(translator_for("ko"))
    try:
        korean_card = phone_card_text("pistol")
    finally:
        use_translator(before)
    assert korean_card != phone_card_text("pistol") and any("\uac00" <= ch <= "\ud7a3" for ch in korean_card)
    from tortuga_qt.i18n import translate

    assert translate("Phone", "Your Loyalty") == "Your Loyalty"  # the window's own language is back


def test_a_resumed_game_keeps_its_phone_seats_and_pairs_them_anew_behind_their_claim(window: MainWindow) -> None:
    """A playtest found a resumed game handing a phone seat a curtain for its secrets: the save keeps who is on a phone."""
    from tortuga_qt.record.savefile import load_bytes, save_bytes

    session = _start_past_player_1(window)
    data = save_bytes(session.to_save())
    assert b'"phones":[1,2]' in data
    loaded = load_bytes(data, keep_states=False)
    assert window.resume(loaded, keep_current=False)
    resumed = window.session
    assert resumed is not None and resumed.core.phones == PHONES
    assert resumed.core.owed_looks[:2] == [(1, "pair"), (2, "pair")]
    seen = set()
    for _ in range(6):  # the resumed table: curtains only to pair the phones; never a phone seat's secrets
        step = resumed.step
        if step.kind is StepKind.CURTAIN:
            assert step.seat not in PHONES or step.reason == "pair"
            click_button(window.curtain.button)
        elif step.kind is StepKind.LOOK:
            seen.add(step.seat)
            assert window.presenter.last.view.seat is None if step.seat in PHONES else True  # type: ignore[union-attr]
            click_button(button(window, "lookDone"))
    assert {1, 2} <= seen


def test_a_save_putting_a_computer_seat_on_a_phone_is_reported_damaged(window: MainWindow) -> None:
    """A damaged file is refused in plain words, never half-loaded."""
    import pytest

    from tortuga_qt.record.errors import SaveError
    from tortuga_qt.record.savefile import load_bytes, save_bytes

    _start(window)
    assert window.session is not None
    data = save_bytes(window.session.to_save()).replace(b'"phones":[1,2]', b'"phones":[1,3]')
    with pytest.raises(SaveError, match="puts on a phone a seat no person plays"):
        load_bytes(data)
