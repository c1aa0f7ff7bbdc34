"""A short readable notation for actions, both ways, so tests and logs read like transcripts.

    P1 view 1 4        P1 reveal 3        P1 force 1 4 P5    P5 pick 4
    P1 move RB1        P1 attack          P1 maroon P4       P1 mutiny
    P1 shift B>F       P1 brawl           P1 marque P4 JR    P1 keep
    P3 vote v12        P3 vote v12 v30    P3 abstain         P1 take G>FD.B     P1 take none
    P3 fountain        P3 fountain pass   P1 atlantis        P1 atlantis pass
    P1 pistol P4       P1 give P4         P1 powder RB2      P1 fever P4
    P1 crow P4         P1 search v12      P1 hold B          chance votes 3 0 1 ...

Seats are P1..P9 (turn order), row slots 1..5, Vote cards v0..v31, places FD, JR, TO, RB1, RB2,
holds FD.B, FD.F, JR.B, JR.F, and G for the Spanish Galleon.
"""

from __future__ import annotations

from typing import Callable

from tortuga_qt.rules import actions as A
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.errors import NotationError
from tortuga_qt.rules.places import GALLEON, HOLD_CODES, NOWHERE, PLACE_CODES, TEAM_CODES


def _seat(seat: int) -> str:
    return f"P{seat + 1}"


def _hold(h: int) -> str:
    return "G" if h == GALLEON else HOLD_CODES[h]


def format_action(a: Action) -> str:
    """Returns the notation of an action, e.g. 'P1 force 1 4 P5'."""
    t = type(a)
    if t is A.Chance:
        assert isinstance(a, A.Chance)
        return " ".join(["chance", a.what, *map(str, a.outcome)])
    p = _seat(a.seat)
    fmt = _FORMAT.get(t)
    return f"{p} {a.tag}" if fmt is None else f"{p} {fmt(a)}"


_FORMAT: dict[type, Callable[[Action], str]] = {
    A.StartHold: lambda a: f"hold {TEAM_CODES[a.team]}",  # type: ignore[union-attr]
    A.Atlantis: lambda a: "atlantis" if a.use else "atlantis pass",  # type: ignore[union-attr]
    A.View: lambda a: f"view {a.a + 1} {a.b + 1}",  # type: ignore[union-attr]
    A.Reveal: lambda a: f"reveal {a.slot + 1}",  # type: ignore[union-attr]
    A.Force: lambda a: f"force {a.a + 1} {a.b + 1} {_seat(a.target)}",  # type: ignore[union-attr]
    A.Pick: lambda a: f"pick {a.slot + 1}",  # type: ignore[union-attr]
    A.Move: lambda a: f"move {PLACE_CODES[a.dest]}",  # type: ignore[union-attr]
    A.Maroon: lambda a: f"maroon {_seat(a.target)}",  # type: ignore[union-attr]
    A.Shift: lambda a: f"shift {TEAM_CODES[a.src]}>{TEAM_CODES[1 - a.src]}",  # type: ignore[union-attr]
    A.Marque: lambda a: f"marque {_seat(a.target)} {PLACE_CODES[a.ship]}",  # type: ignore[union-attr]
    A.Vote: lambda a: "vote " + " ".join(f"v{c}" for c in a.cards),  # type: ignore[union-attr]
    A.Take: lambda a: "take none" if a.src == NOWHERE else f"take {_hold(a.src)}>{_hold(a.dst)}",  # type: ignore[union-attr]
    A.Fountain: lambda a: "fountain" if a.use else "fountain pass",  # type: ignore[union-attr]
    A.Pistol: lambda a: f"pistol {_seat(a.target)}",  # type: ignore[union-attr]
    A.Give: lambda a: f"give {_seat(a.target)}",  # type: ignore[union-attr]
    A.Powder: lambda a: f"powder {PLACE_CODES[a.boat]}",  # type: ignore[union-attr]
    A.Fever: lambda a: f"fever {_seat(a.target)}",  # type: ignore[union-attr]
    A.Crow: lambda a: f"crow {_seat(a.target)}",  # type: ignore[union-attr]
    A.Search: lambda a: f"search v{a.card}",  # type: ignore[union-attr]
}


def _int(tok: str, lo: int, hi: int, what: str) -> int:
    if not tok.isdigit() or not lo <= int(tok) <= hi:
        raise NotationError(f"expected {what} {lo}..{hi}, got {tok!r}")
    return int(tok)


def parse_seat(tok: str) -> int:
    """Returns the 0-based seat of 'P1'..'P9'."""
    if len(tok) < 2 or tok[0] not in "Pp":
        raise NotationError(f"expected a seat like P1, got {tok!r}")
    return _int(tok[1:], 1, 9, "seat P") - 1


def _slot(tok: str) -> int:
    return _int(tok, 1, 5, "row slot") - 1


def _card(tok: str) -> int:
    if not tok[:1] in ("v", "V"):
        raise NotationError(f"expected a Vote card like v12, got {tok!r}")
    return _int(tok[1:], 0, 31, "Vote card v")


def _place(tok: str) -> int:
    try:
        return PLACE_CODES.index(tok.upper())
    except ValueError:
        raise NotationError(f"expected a place ({', '.join(PLACE_CODES)}), got {tok!r}") from None


def _team(tok: str) -> int:
    if tok.upper() not in ("B", "F"):
        raise NotationError(f"expected B or F, got {tok!r}")
    return TEAM_CODES.index(tok.upper())


def _holdcode(tok: str) -> int:
    if tok.upper() == "G":
        return GALLEON
    try:
        return HOLD_CODES.index(tok.upper())
    except ValueError:
        raise NotationError(f"expected a hold (G, {', '.join(HOLD_CODES)}), got {tok!r}") from None


def _parse_take(seat: int, args: list[str]) -> Action:
    if args[0].lower() == "none":
        return A.Take(seat, NOWHERE, NOWHERE)
    src, dst = _split_arrow(args[0])
    return A.Take(seat, _holdcode(src), _holdcode(dst))


def _split_arrow(tok: str) -> tuple[str, str]:
    parts = tok.split(">")
    if len(parts) != 2:
        raise NotationError(f"expected FROM>TO, got {tok!r}")
    return parts[0], parts[1]


def _parse_shift(seat: int, args: list[str]) -> Action:
    src, dst = _split_arrow(args[0])
    s, d = _team(src), _team(dst)
    if s == d:
        raise NotationError("a shift moves treasure to the other hold")
    return A.Shift(seat, s)


_PARSERS: dict[str, tuple[int, Callable[[int, list[str]], Action]]] = {
    "hold": (1, lambda p, x: A.StartHold(p, _team(x[0]))),
    "view": (2, lambda p, x: A.View(p, min(_slot(x[0]), _slot(x[1])), max(_slot(x[0]), _slot(x[1])))),
    "reveal": (1, lambda p, x: A.Reveal(p, _slot(x[0]))),
    "force": (3, lambda p, x: A.Force(
        p, min(_slot(x[0]), _slot(x[1])), max(_slot(x[0]), _slot(x[1])), parse_seat(x[2]))),
    "pick": (1, lambda p, x: A.Pick(p, _slot(x[0]))),
    "move": (1, lambda p, x: A.Move(p, _place(x[0]))),
    "attack": (0, lambda p, x: A.Attack(p)),
    "maroon": (1, lambda p, x: A.Maroon(p, parse_seat(x[0]))),
    "mutiny": (0, lambda p, x: A.Mutiny(p)),
    "shift": (1, _parse_shift),
    "brawl": (0, lambda p, x: A.Brawl(p)),
    "marque": (2, lambda p, x: A.Marque(p, parse_seat(x[0]), _place(x[1]))),
    "keep": (0, lambda p, x: A.KeepMarque(p)),
    "abstain": (0, lambda p, x: A.Abstain(p)),
    "take": (1, _parse_take),
    "pistol": (1, lambda p, x: A.Pistol(p, parse_seat(x[0]))),
    "give": (1, lambda p, x: A.Give(p, parse_seat(x[0]))),
    "powder": (1, lambda p, x: A.Powder(p, _place(x[0]))),
    "fever": (1, lambda p, x: A.Fever(p, parse_seat(x[0]))),
    "crow": (1, lambda p, x: A.Crow(p, parse_seat(x[0]))),
    "search": (1, lambda p, x: A.Search(p, _card(x[0]))),
}


def parse_action(text: str) -> Action:
    """Returns the action written in notation; raises NotationError on malformed text."""
    toks = text.split()
    if not toks:
        raise NotationError("empty action")
    if toks[0] == "chance":
        if len(toks) < 2:
            raise NotationError("chance needs a step name")
        try:
            return A.Chance(toks[1], tuple(int(t) for t in toks[2:]))
        except ValueError:
            raise NotationError(f"chance outcome must be whole numbers: {text!r}") from None
    seat = parse_seat(toks[0])
    if len(toks) < 2:
        raise NotationError(f"missing the action after {toks[0]}")
    verb, args = toks[1].lower(), toks[2:]
    if verb in ("atlantis", "fountain"):
        if args not in ([], ["pass"]):
            raise NotationError(f"'{verb}' takes nothing or 'pass'")
        use = not args
        return A.Atlantis(seat, use) if verb == "atlantis" else A.Fountain(seat, use)
    if verb == "vote":
        if len(args) not in (1, 2):
            raise NotationError("vote takes 1 card (2 with El Dorado)")
        return A.Vote(seat, tuple(sorted(_card(t) for t in args)))
    if verb not in _PARSERS:
        raise NotationError(f"unknown action {verb!r}")
    arity, build = _PARSERS[verb]
    if len(args) != arity:
        raise NotationError(f"'{verb}' takes {arity} argument(s), got {len(args)}")
    return build(seat, args)
