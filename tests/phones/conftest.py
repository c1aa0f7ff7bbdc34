"""Fixtures of the phone page's tests: a headless Chromium (tests using it skip without /usr/bin/chromium)
and the stand-in server (page_server.py) speaking the real channel."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.phones import frames
from tests.phones.page_server import PageServer, serve

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
FONTS = Path(__file__).resolve().parents[2] / "resources" / "fonts"
SHOTS = Path(os.environ.get("TORTUGA_PHONE_SHOTS", "/tmp/phonepage"))


def korean_fonts(folder: Path) -> dict[str, str]:
    """Returns the browser's environment with the program's Hangul font added (for machines
    without Korean fonts: a phone has its own, the page brings none)."""
    conf = folder / "fonts.conf"
    conf.write_text('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
                    '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'
                    f'<dir>{FONTS}</dir><cachedir>{folder / "cache"}</cachedir></fontconfig>')
    return {**os.environ, "FONTCONFIG_FILE": str(conf)}


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One headless Chromium for a module's page tests (they skip, saying why, where there is none).
    Per module, not per session: Playwright's sync API holds an event loop on the main thread while
    it runs, which the server's tests (asyncio.run) must not meet."""
    if not CHROMIUM.exists():
        pytest.skip(f"the phone page's tests need Chromium at {CHROMIUM} (apt install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    env = korean_fonts(tmp_path_factory.mktemp("fonts"))
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS, env=env)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh phone-sized page (360 x 740, English), its own storage."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="en-US",
                                  device_scale_factor=2, has_touch=True, is_mobile=True)
    context.set_default_timeout(5000)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.page_errors = errors
    yield tab
    context.close()
    assert not errors, errors


@pytest.fixture
def server() -> Iterator[PageServer]:
    """The stand-in server for one seat (frames.CODE), its current frame frames.english()."""
    yield from serve(frames.CODE, frames.english())


@pytest.fixture
def shots() -> Path:
    """The folder the layout tests save their screenshots in."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS
