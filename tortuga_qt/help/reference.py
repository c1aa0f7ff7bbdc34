"""The searchable rules reference: every page (rules, cards, the Vote card, rulings). Qt-free.

A page's body is simple HTML in English, made of parts each marked for translation (context
"Help"); the ui translates part by part with `render(page, tr)`. Links are `page:<id>`;
pictures are `art:<kind>` (an Event card), `thumb:<kind>` (a small one), `vote:<face>` (a
Vote card such as `vote:2x-torch-british-skull`) and `sym:<symbol>`, drawn by the ui.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from tortuga_qt.app.refusal import BY_RULE, REFUSALS
from tortuga_qt.help import cards as K
from tortuga_qt.help.rules_text import RULE_PAGES
from tortuga_qt.help.rulings import RULINGS
from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.rules.components import components

Translate = Callable[[str], str]

RULES = "Rules"
CARDS = "Cards"
VOTE_CARD = "Vote card"
RULINGS_SECTION = "Rulings"
SECTIONS: tuple[str, ...] = (RULES, CARDS, VOTE_CARD, RULINGS_SECTION)
SECTION_TITLES: dict[str, str] = {
    RULES: QT_TRANSLATE_NOOP("Help", "Rules"),
    CARDS: QT_TRANSLATE_NOOP("Help", "Cards"),
    VOTE_CARD: QT_TRANSLATE_NOOP("Help", "Vote card"),
    RULINGS_SECTION: QT_TRANSLATE_NOOP("Help", "Rulings"),
}
"""The title of each section, as an English source (the section ids are the same words)."""


@dataclass(frozen=True)
class Page:
    """One reference page: its id, title, section, body (simple HTML) and card kind (card pages)."""

    id: str
    title: str
    section: str
    body: str
    card: str | None = None
    parts: tuple[str, ...] = ()  # the body's pieces, each one translatable source


def _same(text: str) -> str:
    return text


def _page(page_id: str, title: str, section: str, parts: list[str], card: str | None = None) -> Page:
    return Page(page_id, title, section, "".join(parts), card, tuple(parts))


def render(page: Page, tr: Translate | None = None) -> str:
    """Returns a page's body in the language of `tr` (translated piece by piece; English without)."""
    if tr is None:
        return page.body
    return "".join(tr(part) for part in page.parts) if page.parts else tr(page.body)


_TAG = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """Returns the words of simple HTML: tags dropped, entities decoded, spaces collapsed."""
    return " ".join(html.unescape(_TAG.sub(" ", text)).split())


def _link(page_id: str, title: str) -> list[str]:
    return [f'<a href="page:{page_id}">', title, "</a>"]


def _see_also(ids: tuple[str, ...]) -> list[str]:
    if not ids:
        return []
    parts = ["<p><b>", QT_TRANSLATE_NOOP("Help", "See also:"), "</b> "]
    for i, page_id in enumerate(ids):
        if i:
            parts.append(" · ")
        parts += _link(page_id, _TITLES[page_id])
    return [*parts, "</p>"]


# --------------------------------------------------------------------------- cards

_RULE_TITLES = {page_id: title for page_id, title, _ in RULE_PAGES}
_TITLES: dict[str, str] = {
    **_RULE_TITLES,
    "vote-card": QT_TRANSLATE_NOOP("Help", "The Vote card"),
    "rulings": QT_TRANSLATE_NOOP("Help", "Rulings for the finer points"),
    "cards": QT_TRANSLATE_NOOP("Help", "All the Event cards"),
}

_GROUPS: tuple[tuple[str, str], ...] = (
    ("useful", QT_TRANSLATE_NOOP("Help", "Helpful cards")),
    ("hurtful", QT_TRANSLATE_NOOP("Help", "Hurtful cards")),
    ("map", QT_TRANSLATE_NOOP("Help", "Treasure maps")),
    ("ender", QT_TRANSLATE_NOOP("Help", "The end of the game")),
    ("starred", QT_TRANSLATE_NOOP("Help", "Starred cards: 3 of these 8 join each game")),
)


def _card_group(kind: str) -> str:
    if K.is_starred(kind):
        return "starred"
    return K.card_help(kind).group


def _meta(kind: str) -> list[str]:
    """Returns how many cards of a kind are in the box and whether it always plays, in words."""
    n = K.card_count(kind)
    if K.is_starred(kind):
        where = QT_TRANSLATE_NOOP("Help", "Starred card: in the deck only if it is one of the 3 starred "
                                  "cards chosen for the game.")
    else:
        where = QT_TRANSLATE_NOOP("Help", "Always in the deck.")
    copies = (QT_TRANSLATE_NOOP("Help", "1 card in the box.") if n == 1
              else QT_TRANSLATE_NOOP("Help", "3 cards in the box.") if n == 3
              else f"{n} cards in the box.")
    return [copies, " ", where]


def _card_page(kind: str) -> Page:
    info = K.card_help(kind)
    parts = [f'<table cellspacing="0" cellpadding="6"><tr><td valign="top"><img src="art:{kind}" '
             'width="200" height="280"></td><td valign="top">', '<p class="meta">', *_meta(kind), "</p>",
             "<h3>", QT_TRANSLATE_NOOP("Help", "What it does"), "</h3><p>", info.text, "</p>",
             "<p><i>", QT_TRANSLATE_NOOP("Help", "\"You\" is the revealer: the player who turns the card "
                                         "face up, also when forced to."), "</i></p>",
             "</td></tr></table>"]
    if info.notes:
        parts += ["<h3>", QT_TRANSLATE_NOOP("Help", "Good to know"), "</h3><ul>"]
        for note in info.notes:
            parts += ["<li>", note, "</li>"]
        parts.append("</ul>")
    parts += _see_also((*info.see, "cards"))
    return _page("card:" + kind, info.name, CARDS, parts, card=kind)


def _gallery() -> Page:
    parts = ["<p>", QT_TRANSLATE_NOOP(
        "Help", "There are 24 Event cards of 16 kinds. The 16 cards of the first kinds are always in the "
        "deck; 3 of the 8 starred cards join them in each game, so a game uses 19 cards. Click a card to "
        "read all about it."), "</p>"]
    for group, title in _GROUPS:
        kinds = [k for k in K.card_kinds() if _card_group(k) == group]
        if not kinds:
            continue
        parts += ["<h2>", title, '</h2><table cellspacing="0" cellpadding="5">']
        for kind in kinds:
            info = K.card_help(kind)
            parts += [f'<tr><td valign="top"><a href="page:card:{kind}"><img src="thumb:{kind}" width="80" '
                      'height="112"></a></td><td valign="top"><b>', *_link("card:" + kind, info.name),
                      '</b><br><span class="meta">', *_meta(kind), "</span><br>", info.text, "</td></tr>"]
        parts.append("</table>")
    return _page("cards", _TITLES["cards"], CARDS, parts)


# --------------------------------------------------------------------------- the Vote card

def _vote_counts() -> list[str]:
    """Returns the rows of a table: for each top symbol, its cards and their flags and skulls."""
    rows: list[str] = []
    names = {"cannon": QT_TRANSLATE_NOOP("Help", "Cannon"), "torch": QT_TRANSLATE_NOOP("Help", "Torch"),
             "water": QT_TRANSLATE_NOOP("Help", "Water")}
    ordinary = [v for v in components().vote_cards if v.weight == 1]
    for top, name in names.items():
        cards = [v for v in ordinary if v.top == top]
        counts = [sum(1 for v in cards if v.middle == m) for m in ("british", "french")]
        counts += [sum(1 for v in cards if v.bottom == b) for b in ("skull", "helm")]
        rows += [f'<tr><td><img src="sym:{top}" width="18" height="18"> ', name,
                 f"</td><td>{len(cards)}</td>" + "".join(f"<td>{c}</td>" for c in counts) + "</tr>"]
    return rows


def _vote_page() -> Page:
    parts = [
        '<table cellspacing="0" cellpadding="6"><tr>'
        '<td><img src="vote:cannon-british-helm" width="90" height="126"></td>'
        '<td><img src="vote:2x-torch-british-skull" width="90" height="126"></td>'
        '<td><img src="vote:2x-water-french-helm" width="90" height="126"></td>'
        '<td valign="middle">',
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Every Vote card has three sections, one for each kind of vote. When a vote is called only "
            "the section of that vote counts; the other two are ignored. There are 32 Vote cards: 30 "
            "ordinary ones and two double cards (the middle and right cards here).</p>"),
        "</td></tr></table>",
        QT_TRANSLATE_NOOP(
            "Help",
            "<h3><img src=\"sym:cannon\" width=\"22\" height=\"22\"> Top section: Attack</h3>"
            "<p>A Cannon, a Torch or Water. It counts when a Captain calls for an "
            "<a href=\"page:rule:attack\">Attack</a>. Each Water puts out one Torch; the Attack succeeds "
            "with at least 1 Cannon and at least 1 Torch still burning.</p>"
            "<h3><img src=\"sym:british\" width=\"22\" height=\"22\"> Middle section: Brawl</h3>"
            "<p>A British flag or a French flag. It counts when the Governor calls a "
            "<a href=\"page:rule:brawl\">Brawl</a>. The flag with the majority takes both of Tortuga's "
            "treasures; a tie puts one in each area.</p>"
            "<h3><img src=\"sym:skull\" width=\"22\" height=\"22\"> Bottom section: Mutiny</h3>"
            "<p>A Skull or a Helm. It counts when a First Mate calls a <a href=\"page:rule:mutiny\">Mutiny"
            "</a>. More Skulls than Helms maroons the Captain; more Helms, or a tie, and nothing "
            "happens.</p>"
            "<h3>The two double cards</h3>"
            "<p>Two special cards show two symbols in every section: one has 2 Torches, 2 British flags "
            "and 2 Skulls, the other 2 Water, 2 French flags and 2 Helms. In a vote each of them counts "
            "as two symbols in the section that counts.</p>"
            "<p><i>Example:</i> in a Brawl two cards are revealed: one with 1 British flag and the double "
            "card with 2 French flags. The French win, 2 flags to 1.</p>"
            "<h3>After a vote</h3>"
            "<ul>"
            "<li>The played cards and the card from the deck are shuffled together and go face down to "
            "the bottom of the Vote deck.</li>"
            "<li>Each player who played draws 1 new card from the top, so hands keep their size.</li>"
            "<li>Only the shuffled symbols are shown: nobody ever learns who played which card.</li>"
            "<li>A player with no Vote card cannot take part in a vote.</li>"
            "</ul>"
            "<p>More: <a href=\"page:rule:votes\">Votes</a>.</p>"
            "<h3>What the 30 ordinary cards show</h3>"
            "<p>The flags and skulls are spread evenly over the top symbols, so a card's top tells you "
            "little about its other sections.</p>"),
        '<table border="1" cellspacing="0" cellpadding="4"><tr><th>',
        QT_TRANSLATE_NOOP("Help", "Top"), "</th><th>", QT_TRANSLATE_NOOP("Help", "Cards"), "</th><th>",
        QT_TRANSLATE_NOOP("Help", "British flag"), "</th><th>", QT_TRANSLATE_NOOP("Help", "French flag"),
        "</th><th>", QT_TRANSLATE_NOOP("Help", "Skull"), "</th><th>", QT_TRANSLATE_NOOP("Help", "Helm"),
        "</th></tr>",
        *_vote_counts(),
        "</table>",
    ]
    return _page("vote-card", _TITLES["vote-card"], VOTE_CARD, parts)


# --------------------------------------------------------------------------- rulings

def _rulings_page() -> Page:
    parts = ["<p>", QT_TRANSLATE_NOOP(
        "Help", "Where the rulebook leaves a question open, this program plays it as follows."), "</p>"]
    for ruling in RULINGS.values():
        parts += ["<h3>", ruling.title, "</h3><p>", ruling.text, " "]
        parts += _link(ruling.page, QT_TRANSLATE_NOOP("Help", "More…"))
        parts.append("</p>")
    return _page("rulings", _TITLES["rulings"], RULINGS_SECTION, parts)


# --------------------------------------------------------------------------- the index

@lru_cache(maxsize=1)
def pages() -> tuple[Page, ...]:
    """Returns every page, section by section, in reading order (English sources)."""
    out = [_page(page_id, title, RULES, [body]) for page_id, title, body in RULE_PAGES]
    out.append(_gallery())
    out += [_card_page(kind) for kind in K.card_kinds()]
    out.append(_vote_page())
    out.append(_rulings_page())
    return tuple(out)


@lru_cache(maxsize=1)
def _by_id() -> dict[str, Page]:
    return {p.id: p for p in pages()}


def page(page_id: str) -> Page:
    """Returns the page with this id; KeyError if there is none."""
    return _by_id()[page_id]


def search(query: str, tr: Translate | None = None) -> list[Page]:
    """Returns the pages whose title or text hold every word of `query` (any case), title hits first.

    With `tr` the translated texts are searched (and the English ones too, so either works).
    """
    words = query.casefold().split()
    if not words:
        return list(pages())
    tr = tr or _same
    hits: list[tuple[int, int, Page]] = []
    for i, p in enumerate(pages()):
        title = f"{p.title} {tr(p.title)}".casefold()
        text = f"{title} {plain(p.body)} {plain(render(p, tr))}".casefold()
        if all(w in text for w in words):
            hits.append((0 if all(w in title for w in words) else 1, i, p))
    return [p for _, _, p in sorted(hits, key=lambda h: (h[0], h[1]))]


def card_page(kind: str) -> str:
    """Returns the page id of an Event card kind ("card:" + kind); UnknownCard if there is none."""
    K.card_help(kind)
    return "card:" + kind


# --------------------------------------------------------------------------- rules → pages

_RULEBOOK: dict[str, str] = {
    "object of the game": "rule:goal",
    "end of the game": "rule:end",
    "game play": "rule:turn",
    "setup": "rule:setup",
    "potential actions": "rule:turn",
    "all players": "rule:turn",
    "view 2 event cards": "rule:events",
    "reveal 1 event card": "rule:events",
    "force another player": "rule:events",
    "move to or from a rowboat": "rule:moving",
    "rowboats": "rule:moving",
    "captains": "rule:ranks",
    "first mates": "rule:mutiny",
    "cabin boys": "rule:cabin-boy",
    "governor of tortuga": "rule:brawl",
    "vote cards": "rule:votes",
    "attack": "rule:attack",
    "brawl": "rule:brawl",
    "mutiny": "rule:mutiny",
    "getting marooned & tortuga": "rule:maroon",
    "important gameplay info": "rule:turn",
}
"""Rulebook section titles (as the engine cites them after "rulebook: ") and their pages."""


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.casefold())


@lru_cache(maxsize=1)
def _card_keys() -> dict[str, str]:
    """Returns every way a card is named (kind, name, name without "Treasure Map:") → its kind."""
    keys: dict[str, str] = {}
    for kind in K.card_kinds():
        name = K.card_name(kind)
        for variant in (kind, name, name.split(":")[-1]):
            keys[_key(variant)] = kind
    return keys


def _one_rule(part: str) -> str | None:
    text = part.strip()
    low = text.casefold()
    if low.startswith("ruling:"):
        text = text.split(":", 1)[1].strip()
    code = text.upper()
    if code in RULINGS:
        return RULINGS[code].page
    if low.startswith("rulebook:"):
        return _RULEBOOK.get(text.split(":", 1)[1].strip().casefold())
    if low.startswith("event card:"):
        kind = _card_keys().get(_key(text.split(":", 1)[1]))
        return None if kind is None else "card:" + kind
    return None


def page_for_rule(rule: str, code: str | None = None) -> str:
    """Returns the page id explaining a rule the engine cites; rule:turn when none fits.

    `rule` is "rulebook: Rowboats", "R5", "ruling:R5" or "Event card: Pistol" (several may be
    joined by ";"); a refusal `code` ("ship_full") narrows it to the page of that refusal (app/refusal.py).
    """
    known = REFUSALS.get(code) if code is not None else None
    if known is not None and known.page != BY_RULE:
        return known.page
    for part in rule.split(";"):
        found = _one_rule(part)
        if found is not None:
            return found
    return "rule:turn"


def ruling_paragraphs() -> dict[str, str]:
    """Returns each ruling's code (R1..R13) and the paragraph players read for it."""
    return {code: r.text for code, r in RULINGS.items()}
