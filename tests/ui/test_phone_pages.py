"""A whole game with seats on real phone pages: headless Chromium, the real server, the window offscreen (issue 24).

Five seats: Player 1 passes the computer, Players 2 and 3 play on phone pages (one English, one
Korean), two computer pirates. Each page is paired from its seat's QR address, shown only behind
its claim, and plays by pressing its own buttons. Everything the desktop sent each phone is
checked against what that seat may know; the pages' screenshots go to TORTUGA_PHONE_SHOTS.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtTest import QTest

from tests.phones.conftest import ARGS, CHROMIUM, SHOTS, korean_fonts
from tests.ui.driver import button, click_button, step_once
from tortuga_qt.app.names import team_name
from tortuga_qt.app.seating import StepKind
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.rng import Rng
from tortuga_qt.ui.widgets.dialogs import NewGame
from tortuga_qt.ui.widgets.main_window import MainWindow

PHONES = {1: "en", 2: "ko"}


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A headless Chromium for this module (the test skips, saying why, where there is none)."""
    if not CHROMIUM.exists():
        pytest.skip(f"the phone pages need Chromium at {CHROMIUM} (apt install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS,
                                              env=korean_fonts(tmp_path_factory.mktemp("fonts")))
        yield chromium
        chromium.close()


def _page(browser: Any, lang: str) -> Any:
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="ko-KR" if lang == "ko" else "en-US",
                                  device_scale_factor=1, has_touch=True, is_mobile=True)
    context.set_default_timeout(5000)
    page = context.new_page()
    page.page_errors = []
    page.on("pageerror", lambda error: page.page_errors.append(str(error)))
    return page


def _press_something(page: Any, rng: random.Random) -> bool:
    """Presses one of the page's choices, as a person would (showing the page first if it hid itself)."""
    if page.evaluate("document.body.classList.contains('veiled')"):
        page.click("#veil")
    buttons = page.query_selector_all("#decision button.choice:not(.back):not(.pressed)")
    if not buttons or page.query_selector("#decision button.pressed"):
        return False
    for _ in range(4):  # a choice made in steps (two cards, then a player): one tap per step
        try:
            button = rng.choice(buttons)
            stepping = "step" in (button.get_attribute("class") or "")
            button.click()
        except Exception as exc:  # noqa: BLE001 - Playwright's Error: the page drew a new frame under the finger
            if "not attached" in str(exc) or "detached" in str(exc):
                return False
            raise
        if not stepping:
            return True
        buttons = page.query_selector_all("#decision button.choice:not(.back):not(.pressed)")
    return False


def _wait(predicate, ms: int = 8000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(ms // 10):
        if predicate():
            return True
        QTest.qWait(10)
    return bool(predicate())


def test_a_five_seat_game_with_two_phone_pages_plays_to_the_end(window: MainWindow, browser: Any) -> None:
    """From the New game's seats to the end screen: 1 at the computer, 2 on phone pages, 2 computers."""
    window.start(NewGame(default_config(5), [True, True, True, False, False], 11, {3: "random", 4: "random"},
                         list(PHONES)))
    session = window.session
    assert session is not None
    sent: dict[int, list[dict[str, Any]]] = {seat: [] for seat in PHONES}
    host = window.phones.host
    assert host is not None
    real_send = host.send
    host.send = lambda seat, message: (sent.setdefault(seat, []).append(message), real_send(seat, message))[1]  # type: ignore[method-assign]
    click_button(window.curtain.button)  # Player 1's Loyalty, at the computer
    click_button(button(window, "lookDone"))
    pages: dict[int, Any] = {}
    for seat, lang in PHONES.items():
        assert session.step.kind is StepKind.CURTAIN and session.step.seat == seat and session.step.reason == "pair"
        click_button(window.curtain.button)
        pairing = window.phones.pairing
        assert pairing is not None and pairing.isVisible()
        page = pages[seat] = _page(browser, lang)
        page.goto(str(pairing.property("url")))  # what the QR code carries
        assert _wait(lambda s=seat: s in window.phones.connected())
        assert _wait(lambda s=seat: session.step.seat != s or session.step.kind is not StepKind.LOOK)
    rng, pick = Rng(3), random.Random(4)
    for _ in range(6000):
        if session.over:
            break
        frame = window.presenter.last
        assert frame is not None and frame.view.seat not in PHONES  # never a phone seat's secrets on the screen
        acted = step_once(window, rng)
        for page in pages.values():
            acted = _press_something(page, pick) or acted
        if not acted:
            QTest.qWait(5)
    assert session.over, "the game did not end"
    for seat, page in pages.items():
        page.wait_for_selector(".over", timeout=8000)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"game_end_{PHONES[seat]}.png"), full_page=False)
        assert page.page_errors == []
    _check_no_leak(session, sent)


def _check_no_leak(session: Any, sent: dict[int, list[dict[str, Any]]]) -> None:
    """Every frame a phone got names only its own seat and its own Loyalty (everyone's shows only at the end)."""
    truth = session.core.referee_state
    for seat, messages in sent.items():
        frames = [m["frame"] for m in messages if m["type"] == "frame"]
        assert frames
        mine = team_name(truth.loyalty[seat])
        for f in frames:
            assert f["seat"]["name"] == session.names[seat]
            if f["loyalty"] is not None:
                assert f["loyalty"]["team"] == ("british", "french", "dutch")[truth.loyalty[seat]]
        before_end = [f for f in frames if not f["over"]]
        others = {session.names[s] for s in range(len(session.names)) if s != seat}
        for f in before_end:  # nobody else's Loyalty is worded to this phone before the game ends
            text = json.dumps(f, ensure_ascii=False)
            assert not any(f"{name} is {team}" in text for name in others for team in ("British", "French", "Dutch"))
        assert mine


NINE = list(range(9))


def _secret_lines(session: Any, seat: int) -> set[str]:
    """Returns the sentences of every event another seat may see but `seat` may not (until the end)."""
    from tortuga_qt.app.story import Storyteller

    teller = Storyteller(session.names, mark_secrets=False)
    return {line for e in session.core.all_events if e.visible_to is not None and not e.visible_for(seat)
            and (line := teller.line(e))}


def lang_of(seat: int) -> str:
    """Returns the language the nine-seat test opens a seat's page in."""
    return "ko" if seat % 3 == 0 else "en"


def _checked_send(session: Any, host: Any, real: Any, counts: dict[int, int]) -> Any:
    """Wraps the host's send: every frame is checked against the referee the moment it is sent."""
    from tortuga_qt.rules.cards import VOTE_FACE

    def send(seat: int, message: dict[str, Any]) -> None:
        if message.get("type") == "frame":
            frame, truth = message["frame"], session.core.referee_state
            if not session.over:
                text = json.dumps(frame, ensure_ascii=False)
                leaked = [line for line in _secret_lines(session, seat) if line in text]
                assert not leaked, (seat, leaked)
                assert frame["loyalty"]["team"] == ("british", "french", "dutch")[truth.loyalty[seat]]
                from tortuga_qt.app.names import face_name
                from tortuga_qt.i18n import use_translator
                from tortuga_qt.ui.phones.translators import translator_for

                before = use_translator(translator_for(frame["lang"] if "lang" in frame else lang_of(seat)))
                try:
                    faces = sorted(face_name(VOTE_FACE[c]) for c in truth.hands[seat])
                finally:
                    use_translator(before)
                assert sorted(v["name"] for v in frame["votes"]) == faces, seat
            counts[seat] = counts.get(seat, 0) + 1
        real(seat, message)

    return send


@pytest.mark.skipif(os.environ.get("TORTUGA_PROPERTIES") != "full", reason="nine browser pages for a whole game: "
                    "run with the full-length properties (README, check:properties)")
def test_nine_seats_all_on_phone_pages_play_to_the_end_and_no_page_learns_another_seat_s_secret(
        window: MainWindow, browser: Any) -> None:
    """Issue 24: 9 pages, 0 leaks: each frame sent and each page's text hold only what its seat may know."""
    window.start(NewGame(default_config(9), [True] * 9, 24, {}, NINE))
    session = window.session
    assert session is not None
    host = window.phones.host
    assert host is not None
    counts: dict[int, int] = {}
    host.send = _checked_send(session, host, host.send, counts)  # type: ignore[method-assign]
    pages: dict[int, Any] = {}
    for _ in range(200):  # nobody takes the computer for their secrets: only to pair, once each
        step = session.step
        if step.kind is StepKind.CURTAIN:
            assert step.reason == "pair"
            click_button(window.curtain.button)
        elif step.kind is StepKind.LOOK and step.reason == "pair":
            pages[step.seat] = _page(browser, lang_of(step.seat))
            pages[step.seat].goto(host.url(step.seat))
            assert _wait(lambda s=step.seat: session.step.seat != s or session.step.kind is not StepKind.LOOK)
        else:
            break
    assert sorted(pages) == NINE
    pick = random.Random(9)
    for i in range(6000):
        if session.over:
            break
        frame = window.presenter.last
        assert frame is not None and frame.view.seat is None and frame.curtain is None  # the screen: public, always
        if window.reveal_held():
            click_button(button(window, "continue"))
        deciding = [seat for seat in NINE if session.core.phone_legal(seat)]
        acted = False
        for seat in deciding:  # a person looks at their phone when it is theirs to decide
            steps = session.steps
            if _wait(lambda s=seat: _press_something(pages[s], pick), 3000):
                acted = True
                _wait(lambda n=steps: session.steps != n, 3000)  # the press reaches the table (or is refused there)
        if i % 10 == 0:  # each page's text, now: nothing another seat may know
            for seat, page in pages.items():
                text = page.inner_text("body")
                assert not [line for line in _secret_lines(session, seat) if line in text], seat
        if not acted:
            QTest.qWait(5)
    assert session.over, "the game did not end"
    assert all(counts.get(seat, 0) > 5 for seat in NINE), counts
    for page in pages.values():
        page.wait_for_selector(".over", timeout=8000)
        assert page.page_errors == []
