"""Property: every illegal action of random positions is refused with a specific reason naming a
rule, and no legal one is refused (each rule's refusal lives beside its legal actions)."""

from __future__ import annotations

import random
import typing
from collections import Counter
from dataclasses import fields

import pytest

from tests.rules.randomgames import seeds, steps
from tortuga_qt.rules import actions as A
from tortuga_qt.rules.engine import is_legal, legal_actions, refusal, seats_to_act
from tortuga_qt.rules.places import GALLEON, NOWHERE
from tortuga_qt.rules.state import GameState

GENERIC = {"malformed", "bad_move"}  # catch-alls: never the reason for an illegal action
_INTS = (-1, 0, 1, 2, 3, 4, 5, 6, 9)
_HOLDS = (NOWHERE, GALLEON, 0, 1, 2, 3, 4)


def _values(name: str, hint: object, s: GameState, seat: int) -> list[object]:
    if hint is bool:
        return [True, False]
    if name in ("src", "dst"):
        return list(_HOLDS)
    if name == "cards":
        hand = s.hands[seat]
        some = sorted(set(hand) | {0, 5, 17})
        return [(c,) for c in some] + [tuple(sorted(p)) for p in zip(some, some[1:], strict=False)] + [(), (1, 2, 3)]
    return list(_INTS) + ([s.n, s.n - 1] if name == "target" else [])


def candidates(s: GameState, seat: int, rng: random.Random, per_class: int = 6) -> list[A.Action]:
    """Returns actions of every kind for `seat`: the legal ones and seeded look-alikes around them."""
    out: list[A.Action] = list(legal_actions(s, seat))
    for cls in A.SEAT_ACTION_TYPES:
        hints = typing.get_type_hints(cls)
        names = [f.name for f in fields(cls) if f.name != "seat"]
        for _ in range(per_class):
            values = {n: rng.choice(_values(n, hints[n], s, seat)) for n in names}
            out.append(cls(seat=seat, **values))
    other = (seat + 1) % s.n
    out += [type(a)(**{**{f.name: getattr(a, f.name) for f in fields(a)}, "seat": other})
            for a in legal_actions(s, seat)[:3]]
    return out


@pytest.mark.parametrize("players", [2, 4, 9])
def test_every_illegal_action_gets_a_specific_reason_and_every_legal_one_none(players: int) -> None:
    """Engine contract: `refusal` is None exactly for the legal actions; an illegal one is refused
    with a code, the rule it breaks (rulebook section, ruling or Event card) and a sentence."""
    rng = random.Random(players)
    codes: Counter[str] = Counter()
    checked = 0
    for seed in seeds(9100 + players * 100, 40):
        for i, (s, _) in enumerate(steps(players, seed)):
            if s.result is not None or i % 3:
                continue
            deciding = seats_to_act(s)
            if deciding[0] == A.CHANCE:
                continue
            for a in candidates(s, deciding[0], rng):
                why = refusal(s, a)
                assert (why is None) == is_legal(s, a), a
                if why is not None:
                    assert why.code not in GENERIC, (a, why)
                    assert why.rule.startswith(("rulebook: ", "R", "Event card: ")), (a, why)
                    assert why.message.endswith("."), (a, why)
                    codes[why.code] += 1
                checked += 1
    assert checked > 500
    # the look-alikes reach the rules' own refusals, not only "not your decision"
    assert len(codes) >= 12, codes
