"""The rules reference: every card, every ruling, links that lead somewhere, rules mapped to pages."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tortuga_qt.help import cards as K
from tortuga_qt.help import reference as R
from tortuga_qt.help.rulings import RULINGS
from tortuga_qt.rules import events as E
from tortuga_qt.rules.cards.rule import card_rule_name

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tortuga_qt"
DECISIONS = ROOT.parent / "shared" / "rules" / "DECISIONS.md"
CODE = re.compile(r"\bR\d+\b")
LINK = re.compile(r'href="([^"]*)"')
IMAGE = re.compile(r'<img src="([^"]*)"')

RULE_IDS = (
    "rule:goal", "rule:setup", "rule:mat", "rule:ranks", "rule:turn", "rule:events", "rule:moving",
    "rule:attack", "rule:mutiny", "rule:maroon", "rule:cabin-boy", "rule:brawl", "rule:tortuga",
    "rule:votes", "rule:kept-cards", "rule:end", "rule:notebook", "rule:pass-and-play",
)
KINDS = (
    "letter_of_marque", "pistol", "albatross", "black_spot", "atlantis", "el_dorado", "fountain_of_youth",
    "spanish_armada", "black_powder", "cabin_fever", "crows_nest", "eight_bells", "facade", "pirate_code",
    "scurvy", "stormy_seas",
)


def _ids() -> set[str]:
    return {p.id for p in R.pages()}


# --------------------------------------------------------------------------- pages and cards

def test_every_page_id_of_the_design_exists_once_in_its_section() -> None:
    ids = [p.id for p in R.pages()]
    assert len(ids) == len(set(ids))
    expected = {*RULE_IDS, "cards", "vote-card", "rulings", *(f"card:{k}" for k in KINDS)}
    assert set(ids) == expected
    sections = {p.id: p.section for p in R.pages()}
    assert all(sections[i] == "Rules" for i in RULE_IDS)
    assert sections["vote-card"] == "Vote card" and sections["rulings"] == "Rulings" and sections["cards"] == "Cards"
    assert {p.section for p in R.pages()} == set(R.SECTIONS)


def test_the_reference_lists_all_24_event_cards_of_16_kinds() -> None:
    card_pages = [p for p in R.pages() if p.card is not None]
    assert sorted(p.card for p in card_pages if p.card) == sorted(KINDS)
    assert all(p.id == R.card_page(p.card) for p in card_pages if p.card)
    assert sum(K.card_counts().values()) == 24 and set(K.card_counts()) == set(KINDS)
    assert [K.card_counts()[k] for k in KINDS[:4]] == [3, 3, 3, 3]
    assert sum(K.is_starred(k) for k in KINDS) == 8
    gallery = R.page("cards").body
    for kind in KINDS:
        assert f'href="page:card:{kind}"' in gallery and f'src="thumb:{kind}"' in gallery
        body = R.page(f"card:{kind}").body
        assert K.card_text(kind) in body and f'src="art:{kind}"' in body
        assert ("3 cards in the box." if K.card_counts()[kind] == 3 else "1 card in the box.") in body
        assert ("Starred card" in body) == K.is_starred(kind)


@pytest.mark.parametrize(("kind", "facts"), [
    ("letter_of_marque", ["on Tortuga or on a Rowboat", "back of the line of either ship", "keep this card",
                          "whole action"]),
    ("pistol", ["another player", "marooned", "cannot keep"]),
    ("albatross", ["2 Albatross cards", "everyone on that ship is marooned", "Captain ends up last",
                   "nothing on Tortuga or on a Rowboat"]),
    ("black_spot", ["You are marooned", "forced"]),
    ("atlantis", ["another player", "Immediately before any player's turn", "back of the line of the other ship"]),
    ("el_dorado", ["draws 1 extra Vote card", "play 2 Vote cards", "keep the map unused"]),
    ("fountain_of_youth", ["Black Spot they revealed", "Pistol", "their Captain", "successful Mutiny"]),
    ("black_powder", ["explosion token", "never be used again", "marooned"]),
    ("cabin_fever", ["another player", "Loyalty cards are shuffled", "secretly looks"]),
    ("crows_nest", ["yourself included", "search the whole Vote deck", "same number", "shuffled"]),
    ("eight_bells", ["drawn at random", "alone there or on a Rowboat"]),
    ("facade", ["seated to your right", "just before you"]),
    ("pirate_code", ["next two votes", "still call votes", "whether or not"]),
    ("scurvy", ["loses their next turn", "even if they move", "still take part in votes", "only you"]),
    ("stormy_seas", ["back to the Spanish Galleon", "one in the British area, one in the French area",
                     "No effect on a Rowboat"]),
])
def test_card_texts_keep_the_binding_event_card_rules(kind: str, facts: list[str]) -> None:
    text = K.card_text(kind)
    for fact in facts:
        assert fact in text, (kind, fact)


def test_the_vote_card_page_has_its_three_sections_the_doubles_and_the_aftermath() -> None:
    body = R.page("vote-card").body
    for words in ("Top section: Attack", "Middle section: Brawl", "Bottom section: Mutiny", "Cannon", "Torch",
                  "Water", "British flag", "French flag", "Skull", "Helm", "The two double cards",
                  "2 Torches, 2 British flags and 2 Skulls", "2 Water, 2 French flags and 2 Helms",
                  "After a vote", "bottom of the Vote deck", "draws 1 new card", "cannot take part"):
        assert words in body, words
    # the counts table is read from the components: 9 Cannons, 12 Torches, 9 Water; 15 of each flag
    assert "<td>9</td><td>5</td><td>4</td><td>4</td><td>5</td>" in body
    assert "<td>12</td><td>6</td><td>6</td><td>6</td><td>6</td>" in body


def test_card_page_refuses_an_unknown_kind() -> None:
    assert R.card_page("pistol") == "card:pistol"
    with pytest.raises(KeyError):
        R.card_page("kraken")
    with pytest.raises(KeyError):
        R.page("rule:kraken")


# --------------------------------------------------------------------------- rulings

def test_every_ruling_has_a_player_paragraph_on_the_rulings_page() -> None:
    assert set(RULINGS) == {f"R{i}" for i in range(1, 14)}
    if DECISIONS.is_file():  # the rulings of the shared rules folder, when it is beside the checkout
        assert set(re.findall(r"^- (R\d+)\.", DECISIONS.read_text(encoding="utf-8"), re.M)) == set(RULINGS)
    body = R.page("rulings").body
    paragraphs = R.ruling_paragraphs()
    for code, ruling in RULINGS.items():
        assert paragraphs[code] == ruling.text
        assert ruling.title in body and ruling.text in body, code
        assert ruling.page in _ids(), code
        assert R.page_for_rule(code) == ruling.page == R.page_for_rule(f"ruling:{code}")


def test_no_page_shows_a_ruling_code() -> None:
    for p in R.pages():
        assert not CODE.search(p.title), p.id
        assert not CODE.search(R.plain(p.body)), (p.id, CODE.search(R.plain(p.body)))
    for ruling in RULINGS.values():
        assert not CODE.search(ruling.title + ruling.text)


# --------------------------------------------------------------------------- links and pictures

def test_every_link_points_at_an_existing_page() -> None:
    ids = _ids()
    seen = 0
    for p in R.pages():
        for href in LINK.findall(p.body):
            assert href.startswith("page:"), (p.id, href)
            assert href.removeprefix("page:") in ids, (p.id, href)
            seen += 1
    assert seen > 100
    for kind in KINDS:
        assert all(target in ids for target in K.card_help(kind).see)


def test_every_page_is_linked_from_another_page() -> None:
    linked = {href.removeprefix("page:") for p in R.pages() for href in LINK.findall(p.body)
              if href.removeprefix("page:") != p.id}
    assert _ids() - linked == set()


def test_every_picture_is_one_the_ui_knows_how_to_draw() -> None:
    symbols = {"cannon", "torch", "water", "british", "french", "skull", "helm"}
    for p in R.pages():
        for src in IMAGE.findall(p.body):
            scheme, _, name = src.partition(":")
            if scheme in ("art", "thumb"):
                assert name in KINDS, src
            elif scheme == "sym":
                assert name in symbols, src
            else:
                assert scheme == "vote", src
                top, middle, bottom = name.removeprefix("2x-").split("-")
                assert (top, middle, bottom) in {(t, m, b) for t in ("cannon", "torch", "water")
                                                 for m in ("british", "french") for b in ("skull", "helm")}


# --------------------------------------------------------------------------- rules the engine cites

def _cited_rules() -> set[str]:
    """Every rule string the package cites: "rulebook: …", "R<n>", "Event card: …" literals."""
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if "help" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'"(rulebook: [^"]+|R\d+|Event card: [^"{]+)"', text))
    return found


def test_page_for_rule_maps_every_rule_explain_can_cite() -> None:
    rules = _cited_rules()
    assert {"rulebook: Rowboats", "R5", "R6", "R7", "Event card: Pirate Code; R3"} <= rules
    rules |= {card_rule_name(k) for k in KINDS}  # the rule a card's refusal names (rules/cards/rule.py)
    ids = _ids()
    for rule in sorted(rules):
        target = R.page_for_rule(rule)
        assert target in ids, rule
        if target == "rule:turn":  # the fallback, so it must be the rule's own topic
            assert rule in {"rulebook: Game Play", "rulebook: Potential Actions"}, rule


def test_page_for_rule_by_the_design_and_by_refusal_code() -> None:
    assert R.page_for_rule("rulebook: Rowboats") == "rule:moving"
    assert R.page_for_rule("R5") == "rule:attack"
    assert R.page_for_rule("Event card: Letter of Marque") == "card:letter_of_marque"
    assert R.page_for_rule("Event card: Pirate Code; R3") == "card:pirate_code"
    assert R.page_for_rule("Event card: Crows Nest") == "card:crows_nest"
    assert R.page_for_rule("Event card: Atlantis") == "card:atlantis"
    assert R.page_for_rule("no such rule") == "rule:turn"
    assert R.page_for_rule("rulebook: Game Play", "ship_full") == "rule:moving"
    assert R.page_for_rule("R6", "not_governor") == "rule:brawl"
    assert R.page_for_rule("R6", "not_first_mate") == "rule:mutiny"
    assert R.page_for_rule("Event card: Crow's Nest") == "card:crows_nest"
    assert R.page_for_rule("Event card: Fountain of Youth") == "card:fountain_of_youth"
    codes: set[str] = set()
    for path in (PACKAGE / "rules").rglob("*.py"):  # every refusal code: refused("code", ...)
        codes |= set(re.findall(r'(?:refused|Refusal)\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert {"ship_full", "not_governor", "boat_taken", "no_letter"} <= codes
    for code in codes:
        assert R.page_for_rule("", code) in _ids(), code


# --------------------------------------------------------------------------- search and translation

def test_search_finds_cards_and_rules_in_any_case() -> None:
    assert R.search("Albatross")[0].id == "card:albatross"
    assert R.search("ALBATROSS")[0].id == "card:albatross"
    rowboat = [p.id for p in R.search("Rowboat")]
    assert "rule:moving" in rowboat and "card:black_powder" in rowboat
    assert [p.id for p in R.search("black spot")][0] == "card:black_spot"
    assert R.search("kraken") == []
    assert len(R.search("")) == len(R.pages())
    every = {p.id for p in R.search("treasure")}
    assert every < _ids() and "rule:attack" in every


def test_search_and_render_follow_a_translation() -> None:
    def tr(text: str) -> str:
        return text.replace("Albatross", "Albatros").replace("Captain", "Capitaine")

    assert R.search("Albatros", tr)[0].id == "card:albatross"
    p = R.page("rule:ranks")
    assert "Capitaine" in R.render(p, tr) and "Capitaine" not in R.render(p)
    card = R.page("card:pistol")
    assert R.render(card) == card.body and "".join(card.parts) == card.body


def _lupdate() -> str:
    found = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    if not Path(found).exists():
        pytest.skip("pyside6-lupdate is not installed")
    return found


def test_every_word_of_the_reference_can_be_translated(tmp_path: Path) -> None:
    ts = tmp_path / "help.ts"
    sources = [str(p) for p in sorted((PACKAGE / "help").glob("*.py"))]
    sources += [str(p) for p in sorted((PACKAGE / "app" / "cards").glob("*.py"))]  # each card's page (app/cards/)
    subprocess.run([_lupdate(), *sources, "-ts", str(ts)], check=True, capture_output=True)
    root = ET.parse(ts).getroot()
    marked = {m.findtext("source") for c in root.iter("context") if c.findtext("name") == "Help"
              for m in c.iter("message")}
    words = [part for p in R.pages() for part in (p.title, *p.parts)
             if re.search(r"[A-Za-z]{3}", re.sub(r"<[^>]+>", "", part))]
    missing = [w for w in words if w not in marked]
    assert not missing, missing[:3]
    assert all(t in marked for t in R.SECTION_TITLES.values())


# --------------------------------------------------------------------------- log lines

def test_cards_named_by_story_events() -> None:
    assert K.cards_named(E.Revealed(0, 1, "pistol")) == ("pistol",)
    assert K.cards_named(E.Saw(0, 0, "albatross", 3, "scurvy")) == ("albatross", "scurvy")
    assert K.cards_named(E.Marooned(1, 0, "black_spot")) == ("black_spot",)
    assert K.cards_named(E.Marooned(1, 0, "captain")) == ()
    assert K.cards_named(E.Moved(1, 2, 0, "letter_of_marque")) == ("letter_of_marque",)
    assert K.cards_named(E.Swapped(0, 1)) == ("facade",)
    assert K.cards_named(E.TurnBegan(0)) == ()
