"""The phone page at 360 x 740 (a small phone held in one hand): nothing wider than the screen,
every button a finger's size, English and Korean; and the page's files stay small."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.phones import frames
from tests.phones.page_server import FILES, PHONE_DIR, PageServer

MEASURE = """() => ({
    scroll: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    buttons: Array.from(document.querySelectorAll('button')).filter((b) => b.offsetParent)
        .map((b) => [b.textContent, b.getBoundingClientRect().height, b.getBoundingClientRect().right]),
    smallest: Math.min(...Array.from(document.querySelectorAll('#app *')).filter((e) => e.offsetParent
        && e.childNodes.length && Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim()))
        .map((e) => parseFloat(getComputedStyle(e).fontSize))),
})"""


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_frame_fits_360_px_with_big_buttons(page: Any, server: PageServer, shots: Path, lang: str) -> None:
    if lang == "ko":
        server.frame = frames.korean()
        page.add_init_script("localStorage.setItem('tortuga-phone.lang', 'ko')")
    page.goto(server.url + "#" + frames.CODE)
    page.wait_for_selector("#frame h1")
    got = page.evaluate(MEASURE)
    assert got["scroll"] <= 360 and got["body"] <= 360
    assert len(got["buttons"]) == 7  # Hide, the language, five choices
    for label, height, right in got["buttons"]:
        assert height >= 44, label
        assert right <= 360, label
    assert got["smallest"] >= 16
    page.screenshot(path=str(shots / f"phone-{lang}.png"), full_page=True)
    page.click("#hide")
    page.screenshot(path=str(shots / f"phone-{lang}-hidden.png"))


def test_code_entry_fits_360_px(page: Any, server: PageServer, shots: Path) -> None:
    page.goto(server.url + "#" + frames.WRONG)
    page.wait_for_selector("text=Not accepted: check the code")
    got = page.evaluate(MEASURE)
    assert got["scroll"] <= 360
    assert all(height >= 44 for _, height, _ in got["buttons"])
    page.screenshot(path=str(shots / "phone-code.png"))


def test_page_files_are_small_and_all_served() -> None:
    served = {PHONE_DIR / name for name, _ in FILES.values()}
    on_disk = {p for p in PHONE_DIR.rglob("*") if p.suffix in {".html", ".js", ".css"}}
    assert served == on_disk  # nothing unserved is needed, nothing served is missing
    assert sum(p.stat().st_size for p in served) <= 250_000


def test_page_asks_for_nothing_outside_its_server(page: Any, server: PageServer) -> None:
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(server.url + "#" + frames.CODE)
    page.wait_for_selector("#frame h1")
    assert asked and all(url.startswith(server.url) or url.startswith(server.url.replace("http", "ws"))
                         for url in asked), asked
