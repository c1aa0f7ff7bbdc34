"""The phone page against the stand-in server and the real channel (docs/phones.md, "One
connection" and "Messages"): it joins, shows the frame, acts, refuses what does not open,
reconnects, and stops when unpaired."""

from __future__ import annotations

import json
from typing import Any

from tests.phones import frames
from tests.phones.page_server import PageServer


def joined(page: Any, server: PageServer, lang: str = "en") -> int:
    """Opens the page with the code in the fragment; returns the connection number once it joined."""
    page.goto(server.url + "#" + frames.CODE)
    number = server.wait_joined()
    assert server.next_heard() == (number, {"type": "join", "lang": lang})
    page.wait_for_selector("#frame h1")
    return number


def test_page_with_the_code_in_its_fragment_joins_and_shows_the_frame(page: Any, server: PageServer) -> None:
    joined(page, server)
    assert page.inner_text("#frame h1") == "Your turn: choose an action"
    assert page.locator("#frame button.choice").all_inner_texts() == [
        "Move to the Jolly Roger's Rowboat", "Move to the Flying Dutchman", "Call for an attack",
        "Look at two Loyalty cards of the captain's neighbours", "Leave the treasure"]
    assert page.locator(".group h3").all_inner_texts() == ["Move", "Actions"]
    assert page.locator("#message p").all_inner_texts() == ["You can't: the Rowboat is full.", "Rule: Move, page 6"]
    assert page.inner_text("#loyalty h2") == "Your Loyalty"
    assert page.inner_text("#loyalty .team") == "British"
    assert page.inner_text("#seat-name") == "Cleo · Yellow"
    assert page.inner_text("#put-down li") == "Cannon"
    assert page.locator("#votes strong").all_inner_texts() == ["Cannon", "Water"]
    assert page.locator("#status").is_hidden()


def test_empty_hand_sections_say_so_in_the_frames_words(page: Any, server: PageServer) -> None:
    server.frame = {**frames.english(), "votes": [], "notes": [], "put_down": []}
    joined(page, server)
    assert page.inner_text("#votes .none") == "You hold no Vote card."
    assert page.inner_text("#notes .none") == "no card seen in the row."
    assert page.locator("#put-down").count() == 0


def test_a_choice_that_throws_away_asks_first(page: Any, server: PageServer) -> None:
    number = joined(page, server)
    page.click("text=Leave the treasure")
    assert page.inner_text("#decision .ask") == "Leave the treasure? Your ship takes nothing from this Attack."
    page.click("text=Back")
    assert page.locator("#decision button.choice").count() == 5
    page.click("text=Leave the treasure")
    page.click("text=Yes, leave the treasure")
    assert server.next_heard() == (number, {"type": "act", "choice": "c4", "serial": 17})
    assert server.heard.empty()  # nothing was sent before the Yes


def test_another_page_taking_the_seat_stops_this_one_until_asked(page: Any, server: PageServer) -> None:
    first = joined(page, server)
    server.drop(code=4409)  # the server's REPLACED: a newer page holds the seat
    page.wait_for_selector("text=This seat is now shown on another page")
    page.wait_for_timeout(1200)
    assert server.connections == first
    page.click("#use-here")
    assert server.wait_joined() == first + 1
    page.wait_for_selector("text=Your turn: choose an action")


def test_pressing_a_choice_sends_act_with_the_frames_serial(page: Any, server: PageServer) -> None:
    number = joined(page, server)
    page.click("text=Call for an attack")
    assert server.next_heard() == (number, {"type": "act", "choice": "c2", "serial": 17})
    assert page.locator("#frame button.choice").first.is_disabled()  # one press per frame
    server.send({"type": "frame", "frame": frames.english(serial=18, headline="Waiting for Ann")})
    page.wait_for_selector("text=Waiting for Ann")
    page.click("text=Move to the Flying Dutchman")
    assert server.next_heard() == (number, {"type": "act", "choice": "c1", "serial": 18})


def test_a_choice_made_on_two_things_is_chosen_one_at_a_time(page: Any, server: PageServer) -> None:
    """The playtest: Force listed every pair of cards with every player (80 buttons); now a card, a card, a player."""
    number = joined(page, server)
    cards, players = ["Card 1", "Card 2", "Card 3"], ["Ann", "Bob"]
    choices = [{"id": f"f{i}", "label": f"{a}, {b}, {p}", "steps": [a, b, p]}
               for i, (a, b, p) in enumerate((a, b, p) for a in cards for b in cards if a < b for p in players)]
    frame = frames.english(serial=21)
    frame["decision"] = {"prompt": "Choose.", "groups": [{"title": "Force a player", "choices": choices}]}
    server.send({"type": "frame", "frame": frame})
    page.wait_for_selector("text=Force a player")
    assert page.locator("#decision button.choice").all_inner_texts() == ["Card 1", "Card 2"]
    page.click("#decision button:text-is('Card 1')")
    assert page.locator("#decision button.choice:not(.back)").all_inner_texts() == ["Card 2", "Card 3"]
    page.click("#decision button:text-is('Card 3')")
    assert page.locator("#decision button.choice:not(.back)").all_inner_texts() == ["Ann", "Bob"]
    page.click("#decision button:text-is('Bob')")
    assert server.next_heard() == (number, {"type": "act", "choice": "f3", "serial": 21})


def test_a_typed_code_in_any_spelling_joins(page: Any, server: PageServer) -> None:
    page.goto(server.url)
    page.wait_for_selector("#entry:not([hidden])")
    assert page.inner_text("#entry label") == "Type your seat's code"
    page.fill("#code", "o123-4567-89ab-cdef-ghjk-mnpq-rs")
    page.click("#connect")
    server.wait_joined()
    page.wait_for_selector("text=Your turn: choose an action")
    assert page.locator("#entry").is_hidden()


def test_a_wrong_code_is_not_accepted_and_not_retried(page: Any, server: PageServer) -> None:
    page.goto(server.url + "#" + frames.WRONG)
    assert server.wait_closed() == (1, 4403)
    page.wait_for_selector("text=Not accepted: check the code")
    assert page.locator("#entry").is_visible()
    page.wait_for_timeout(1200)  # more than the first retry's wait
    assert server.connections == 1
    page.fill("#code", frames.CODE)  # the right one then works
    page.click("#connect")
    server.wait_joined()
    page.wait_for_selector("text=Your turn: choose an action")


def test_a_code_that_cannot_be_one_is_refused_without_connecting(page: Any, server: PageServer) -> None:
    page.goto(server.url)
    page.fill("#code", "0123456789ABCDEFGHJKMNPQU")
    page.click("#connect")
    assert page.inner_text("#code-error") == "Not accepted: check the code"
    assert server.connections == 0


def test_a_tampered_server_message_drops_the_connection_and_shows_nothing_of_it(page: Any, server: PageServer) -> None:
    first = joined(page, server)
    box = bytearray(server.seal({"type": "frame", "frame": frames.english(serial=30, headline="FORGED")}))
    box[-1] ^= 1
    server.send_raw(bytes(box))
    assert server.wait_closed() == (first, 4400)
    second = server.wait_joined()
    assert second == first + 1
    page.wait_for_selector("#status", state="hidden")  # reconnected: the current frame again
    assert "FORGED" not in page.content()


def test_a_replayed_server_message_drops_the_connection(page: Any, server: PageServer) -> None:
    first = joined(page, server)
    box = server.send({"type": "frame", "frame": frames.english(serial=18, headline="Ann's turn")})
    page.wait_for_selector("text=Ann's turn")
    server.frame = frames.english(serial=19, headline="Bob's turn")
    server.send_raw(box)
    assert server.wait_closed() == (first, 4400)
    server.wait_joined()
    page.wait_for_selector("text=Bob's turn")


def test_text_after_the_handshake_drops_the_connection(page: Any, server: PageServer) -> None:
    first = joined(page, server)
    server.send_raw(json.dumps({"type": "frame", "frame": frames.english(headline="PLAIN")}))
    assert server.wait_closed() == (first, 4400)
    server.wait_joined()
    assert "PLAIN" not in page.content()


def test_a_dropped_socket_reconnects_and_shows_the_new_frame(page: Any, server: PageServer) -> None:
    first = joined(page, server)
    server.frame = frames.english(serial=40, headline="Bob's turn")
    server.drop()
    page.wait_for_selector("text=Reconnecting…")
    assert server.wait_joined() == first + 1
    page.wait_for_selector("text=Bob's turn")
    assert page.locator("#status").is_hidden()


def test_bye_says_unpaired_and_stops_reconnecting(page: Any, server: PageServer) -> None:
    joined(page, server)
    server.send({"type": "bye", "why": "repaired"})
    page.wait_for_selector("text=This phone is no longer paired")
    server.wait_closed()
    assert page.locator("#frame button").count() == 0  # the hand is gone from the screen
    page.wait_for_timeout(1200)
    assert server.connections == 1


def test_a_closed_game_says_so_not_that_the_phone_was_unpaired(page: Any, server: PageServer) -> None:
    """The playtest: quitting the program told the phone it was "no longer paired"."""
    joined(page, server)
    server.send({"type": "bye", "why": "closed"})
    page.wait_for_selector("text=The game was closed on the computer")
    assert page.locator("text=This phone is no longer paired").count() == 0


def test_switching_language_sends_lang_and_is_remembered(page: Any, server: PageServer) -> None:
    number = joined(page, server)
    page.click("#lang-switch")
    assert server.next_heard() == (number, {"type": "lang", "lang": "ko"})
    assert page.inner_text("#hide") == "가리기"
    assert page.inner_text("#lang-switch") == "English"
    page.reload()
    assert server.next_heard()[1] == {"type": "join", "lang": "ko"}


def test_korean_phone_joins_in_korean(browser: Any, server: PageServer) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="ko-KR")
    try:
        tab = context.new_page()
        tab.goto(server.url + "#" + frames.CODE)
        number = server.wait_joined()
        assert server.next_heard() == (number, {"type": "join", "lang": "ko"})
        assert tab.inner_text("#hide") == "가리기"
    finally:
        context.close()


def test_reconnecting_waits_half_a_second_doubling_to_five(page: Any, server: PageServer) -> None:
    page.clock.install(time=0)
    page.clock.pause_at(1000)  # the page's timers run only when the test says
    first = joined(page, server)
    server.slam = True
    server.drop()
    assert server.wait_closed()[0] == first
    number = first
    for wait in (500, 1000, 2000, 4000, 5000, 5000):
        page.wait_for_timeout(100)  # the page hears the close (and sets its timer) before its clock moves on
        page.clock.run_for(wait - 20)
        page.wait_for_timeout(100)
        assert server.connections == number, wait  # not yet
        page.clock.run_for(40)
        number, _ = server.wait_closed()
    server.slam = False
    page.wait_for_timeout(100)
    page.clock.run_for(5000)
    assert server.wait_joined() == number + 1
    page.wait_for_selector("#status", state="hidden")
    server.drop()  # a frame came: the next wait is short again
    server.wait_closed()
    page.wait_for_timeout(100)  # the page hears the close (and sets its timer) before its clock moves on
    page.clock.run_for(520)
    assert server.wait_joined() == number + 2


def test_a_frame_with_nothing_to_decide_and_the_game_over(page: Any, server: PageServer) -> None:
    server.frame = {**frames.english(headline="The game is over"), "decision": None, "message": None,
                    "votes": [], "over": "The French win with 9 treasures."}
    joined(page, server)
    assert page.locator("#frame button").count() == 0
    assert page.locator("#message").count() == 0
    assert page.inner_text("#votes .none") == "You hold no Vote card."
    assert page.inner_text(".over") == "The French win with 9 treasures."


def test_a_new_code_in_the_fragment_starts_again_without_reloading(page: Any, server: PageServer) -> None:
    page.goto(server.url + "#" + frames.WRONG)
    page.wait_for_selector("text=Not accepted: check the code")
    page.evaluate("(code) => { location.hash = code; }", frames.CODE)  # a new QR code scanned
    server.wait_joined()
    page.wait_for_selector("text=Your turn: choose an action")
    assert page.locator("#entry").is_hidden()
