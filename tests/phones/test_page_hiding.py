"""The phone page hides the hand: by its Hide button, and by itself when it loses focus or
visibility (docs/phones.md, "Phones as private hands"); one tap shows it again."""

from __future__ import annotations

from typing import Any

import pytest

from tests.phones import frames
from tests.phones.page_server import PageServer


@pytest.fixture
def shown(page: Any, server: PageServer) -> Any:
    """The page joined and showing the frame."""
    page.goto(server.url + "#" + frames.CODE)
    page.wait_for_selector("text=Your turn: choose an action")
    return page


def hidden(page: Any) -> bool:
    return bool(page.locator("#app").is_hidden() and page.locator("#veil").is_visible())


def test_hide_blanks_the_page_and_a_tap_shows_it_again(shown: Any) -> None:
    shown.click("#hide")
    assert hidden(shown)
    assert shown.inner_text("#veil") == "Hidden — tap to show"
    assert shown.locator("#loyalty .team").is_hidden()
    shown.click("#veil")
    assert not hidden(shown)
    assert shown.locator("#loyalty .team").is_visible()


@pytest.mark.parametrize("event", ["window.dispatchEvent(new Event('blur'))",
                                   "window.dispatchEvent(new PageTransitionEvent('pagehide'))"])
def test_losing_focus_blanks_the_page(shown: Any, event: str) -> None:
    shown.evaluate(event)
    assert hidden(shown)
    shown.click("#veil")
    assert not hidden(shown)


def test_becoming_invisible_blanks_the_page(shown: Any) -> None:
    shown.evaluate("""() => {
        Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
        document.dispatchEvent(new Event('visibilitychange'));
    }""")
    assert hidden(shown)


def test_hide_stays_in_reach_at_the_bottom_of_the_page(shown: Any) -> None:
    shown.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    box = shown.locator("#hide").bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 740
    shown.click("#hide")
    assert hidden(shown)
