"""Seeded mutations of save files, shared by tests/record/test_save_fuzz.py and benchmarks/save_fuzz.py.

`mutants(seeds, count, seed)` yields (kind, bytes): truncations, byte flips, insertions and
deletions, non-ASCII digits (², ①, Arabic-Indic, full-width) in numbers and in record steps,
huge numbers (5,000 digits, and 4,000 that Python still converts), deep nesting, NaN and
infinities, wrong types, removed and added keys at any depth, swapped, duplicated and moved
record steps, edited generator states and seed material, and changed format labels.
`run(raw)` loads one and says what happened: loaded, refused (SaveError in one plain line),
bad-message (a SaveError that is not one plain sentence) or escaped (any other exception).
"""

from __future__ import annotations

import json
import random
import re
import time
import unicodedata
from collections.abc import Callable, Iterator
from typing import Any

from tortuga_qt.record.savefile import SaveError, load_bytes

NAME = "fuzzed.tortuga"
ODD_DIGITS = ["²", "①", "٣", "۷", "３", "߁", "𝟘", "Ⅻ", "½", "¹"]
JSON = Any
Path_ = list[str | int]


def _dump(data: JSON) -> bytes:
    try:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=True).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: written as the escape JSON allows
        return json.dumps(data, separators=(",", ":"), allow_nan=True).encode("ascii")


def seed_files() -> list[bytes]:
    """Returns the files the mutations start from: format 4 (seeded and not, finished and not), 3, 2 and 1."""
    from tests.record.legacy import LegacyGame
    from tortuga_qt.bots.random_bot import RandomBot
    from tortuga_qt.record.savefile import game_to_save, save_bytes
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.game import Game
    from tortuga_qt.rules.rng import Rng

    out = []
    for n, seed, stop in ((5, 12, 30), (2, 1, None), (4, None, 20)):
        game = Game(default_config(n), seed if seed is not None else 99)
        if seed is None:  # an unseeded game, made reproducible here by a fixed secret
            import os
            from unittest import mock

            with mock.patch.object(os, "urandom", lambda k: bytes(range(k))):
                game = Game(default_config(n))
        bot = RandomBot(Rng(7))
        while not game.over and (stop is None or len(game.actions) < stop):
            game.play(bot.choose(None, game.legal(game.to_act()[0])))
        humans = [s % 2 == 0 for s in range(n)]
        bots = {s: game.bot_rng(s).state for s in range(n) if not humans[s]}
        looks = [(0, "loyalty"), (2, "viewed")] if n > 2 else [(0, "loyalty")]
        levels = {s: ("hard", "easy", "medium", "random")[s // 2 % 4] for s in bots}
        hints = {s: s for s in range(n) if humans[s]}
        save = game_to_save(game, humans, bots, looks, levels, hints)
        save.saved_at = "2025-01-01T00:00:00+00:00"  # the same bytes on every run
        out.append(save_bytes(save))
    third = json.loads(out[0])  # the first one as format 3 wrote it (no levels, no hints)
    third["format"] = 3
    del third["levels"], third["hints"]
    out.append(_dump(third))
    old = LegacyGame(3, 5)
    old.play_randomly(RandomBot(Rng(5)), 20)
    out.append(old.format_2([True, False, True], {1: 12345}, [(0, "loyalty")]))
    out.append(old.format_1())
    return out


def _paths(data: JSON, limit: int = 4000) -> list[Path_]:
    """Every path into a JSON value (breadth first, at most `limit`)."""
    out: list[Path_] = []
    todo: list[tuple[Path_, JSON]] = [([], data)]
    while todo and len(out) < limit:
        path, value = todo.pop(0)
        out.append(path)
        if isinstance(value, dict):
            todo += [(path + [k], v) for k, v in value.items()]
        elif isinstance(value, list):
            todo += [(path + [i], v) for i, v in enumerate(value)]
    return out


def _get(data: JSON, path: Path_) -> JSON:
    for p in path:
        data = data[p]
    return data


def _set(data: JSON, path: Path_, value: JSON) -> JSON:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def _odd_value(rnd: random.Random) -> JSON:
    return rnd.choice([
        None, True, False, 0, -1, 1, 2**63, 2**64, -(2**70), 10**4000 if rnd.random() < 0.2 else 7, 1.5, -0.0,
        float("nan"), float("inf"), "", "x", "²", "١٢", "P1", "chance stars 0 1", [], [1], [[[]]], {}, {"a": 1},
        "\u0000", "\ud800" if rnd.random() < 0.5 else "\u2028", "0" * 300, {"format": 3},
    ])


def _digits_in(text: str) -> list[int]:
    return [m.start() for m in re.finditer(r"[0-9]", text)]


def _mutate_tree(data: JSON, rnd: random.Random) -> tuple[str, JSON]:
    paths = _paths(data)
    path = rnd.choice(paths)
    value = _get(data, path)
    how = rnd.randrange(10)
    if how == 0:
        return "wrong-type", _set(data, path, _odd_value(rnd))
    if how == 1 and path:
        parent = _get(data, path[:-1])
        del parent[path[-1]]
        return "removed-key", data
    dicts = [p for p in paths if isinstance(_get(data, p), dict)]
    if how == 2 and dicts:
        target = _get(data, rnd.choice(dicts))
        target[rnd.choice(["extra", "format", "seed", "0", "", "seats", "x" * 50])] = _odd_value(rnd)
        return "added-key", data
    if how == 3 and isinstance(value, int) and not isinstance(value, bool):
        return "number-changed", _set(data, path, value + rnd.choice([-1, 1, 2**32, -(2**64), 10**18]))
    if how == 4 and isinstance(value, str) and value:
        spots = _digits_in(value)
        if spots:
            i = rnd.choice(spots)
            return "odd-digit-in-text", _set(data, path, value[:i] + rnd.choice(ODD_DIGITS) + value[i + 1:])
        return "text-changed", _set(data, path, value[::-1])
    if how == 5 and isinstance(value, list) and len(value) > 1:
        i, j = rnd.randrange(len(value)), rnd.randrange(len(value))
        value[i], value[j] = value[j], value[i]
        return "list-swapped", data
    if how == 6 and isinstance(value, list) and value:
        value.insert(rnd.randrange(len(value) + 1), rnd.choice(value))
        return "list-duplicated", data
    if how == 7:
        depth = rnd.choice([50, 400, 5000, 50000])
        return "deep-nesting", _set(data, path, json.loads("[" * depth + "]" * depth) if depth < 500
                                    else {"__deep__": depth})
    if how == 8 and isinstance(value, str):
        return "long-text", _set(data, path, value * rnd.choice([2, 50, 1000]))
    return "wrong-type", _set(data, path, _odd_value(rnd))


def _mutate_record(data: JSON, rnd: random.Random) -> tuple[str, JSON]:
    actions = data.get("actions")
    if not isinstance(actions, list) or len(actions) < 2:
        return _mutate_tree(data, rnd)
    how = rnd.randrange(7)
    i, j = rnd.randrange(len(actions)), rnd.randrange(len(actions))
    if how == 0:
        actions[i], actions[j] = actions[j], actions[i]
        return "steps-swapped", data
    if how == 1:
        actions.insert(i, actions[j])
        return "step-duplicated", data
    if how == 2:
        actions.insert(j, actions.pop(i))
        return "step-moved", data
    if how == 3:
        del actions[i]
        return "step-removed", data
    if how == 4:
        text = str(actions[i])
        spots = _digits_in(text)
        if spots:
            k = rnd.choice(spots)
            actions[i] = text[:k] + rnd.choice(ODD_DIGITS) + text[k + 1:]
            return "odd-digit-in-step", data
        actions[i] = text + " ²"
        return "odd-digit-in-step", data
    if how == 5:
        text = str(actions[i])
        spots = _digits_in(text)
        k = rnd.choice(spots) if spots else len(text)
        actions[i] = text[:k] + "9" * rnd.choice([25, 400, 5000]) + text[k + 1:]
        return "huge-number-in-step", data
    words = str(actions[i]).split()
    rnd.shuffle(words)
    actions[i] = " ".join(words)
    return "step-words-shuffled", data


def _mutate_generators(data: JSON, rnd: random.Random) -> tuple[str, JSON]:
    key = rnd.choice(["chance_rng", "seed_material", "seed", "seeded", "legacy_chance_steps", "bot_rngs", "format",
                      "levels", "hints"])
    value = data.get(key)
    if isinstance(value, str) and value:
        i = rnd.randrange(len(value))
        data[key] = value[:i] + rnd.choice("0123456789abcdefABCDEF:²١ ") + value[i + 1:]
    elif isinstance(value, dict) and value:
        k = rnd.choice(sorted(value))
        value[k] = rnd.choice([0, 2**64, "", "0" * 64 + ":0", str(value[k])[::-1], None])
    else:
        data[key] = _odd_value(rnd)
    return f"generator-{key}", data


def _mutate_raw(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    how = rnd.randrange(9)
    pos = rnd.randrange(len(raw))
    if how == 0:
        return "truncated", raw[:pos]
    if how == 1:
        return "bit-flip", raw[:pos] + bytes([raw[pos] ^ (1 << rnd.randrange(8))]) + raw[pos + 1:]
    if how == 2:
        return "byte-replaced", raw[:pos] + bytes([rnd.randrange(256)]) + raw[pos + 1:]
    if how == 3:
        return "byte-inserted", raw[:pos] + bytes([rnd.choice(b'{}[]",:0123456789 \\-eE.')]) + raw[pos:]
    if how == 4:
        return "byte-deleted", raw[:pos] + raw[pos + 1:]
    digits = [m.start() for m in re.finditer(rb"[0-9]", raw)]
    if how == 5 and digits:
        d = rnd.choice(digits)
        return "odd-digit", raw[:d] + rnd.choice(ODD_DIGITS).encode("utf-8") + raw[d + 1:]
    if how == 6 and digits:
        d = rnd.choice(digits)
        return "huge-number", raw[:d] + rnd.choice([b"9" * 5000, b"1" * 4000, b"1e999", b"-0", b"NaN"]) + raw[d + 1:]
    if how == 7:
        depth = rnd.choice([1000, 20000, 200000])
        return "deep-nesting-raw", raw[:pos] + b"[" * depth + b"]" * depth + raw[pos:]
    return "garbage-inserted", raw[:pos] + rnd.randbytes(rnd.randrange(1, 40)) + raw[pos:]


def mutate(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    """Returns one seeded mutation of a save file's content and its kind."""
    family = rnd.randrange(4)
    if family == 0:
        return _mutate_raw(raw, rnd)
    data = json.loads(raw)
    if not isinstance(data, dict):
        return _mutate_raw(raw, rnd)
    if family == 1:
        kind, data = _mutate_tree(data, rnd)
    elif family == 2:
        kind, data = _mutate_record(data, rnd)
    else:
        kind, data = _mutate_generators(data, rnd)
    out = _dump(data)
    if b'{"__deep__":' in out:  # deeper than Python can build: nest as text
        depth = int(re.search(rb'\{"__deep__":(\d+)\}', out).group(1))  # type: ignore[union-attr]
        out = re.sub(rb'\{"__deep__":\d+\}', lambda m: b"[" * depth + b"]" * depth, out, count=1)
    return kind, out


def mutants(seeds: list[bytes], count: int, seed: int) -> Iterator[tuple[str, bytes]]:
    """Yields `count` seeded mutations of the seed files (sometimes two mutations at once)."""
    rnd = random.Random(seed)
    for _ in range(count):
        raw = rnd.choice(seeds)
        kind, out = mutate(raw, rnd)
        if rnd.random() < 0.15 and out:
            try:
                json.loads(out)
                kind2, out = mutate(out, rnd)
                kind = f"{kind}+{kind2}"
            except (ValueError, RecursionError):
                pass
        yield kind, out


def plain_problem(message: str, name: str = NAME) -> str:
    """Returns what makes a refusal message not one plain sentence naming the file ('' if it is)."""
    if not message or "\n" in message or "\r" in message:
        return "not one line"
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp", "Cs") for c in message):
        return "control characters"
    if len(message) >= 500 or not message.endswith("."):
        return "not a sentence"
    if name not in message:
        return "does not name the file"
    if re.search(r"Traceback|Error:|Exception|object at 0x|<class|pydantic|\[type=", message):
        return "Python in the message"
    return ""


def run(raw: bytes, load: Callable[..., Any] = load_bytes) -> tuple[str, str, float]:
    """Loads one file; returns (outcome, detail, seconds): loaded, refused, bad-message or escaped."""
    start = time.perf_counter()
    try:
        load(raw, NAME)
        outcome, detail = "loaded", ""
    except SaveError as exc:
        problem = plain_problem(str(exc))
        outcome, detail = ("bad-message", f"{problem}: {str(exc)[:200]!r}") if problem else ("refused", "")
    except BaseException as exc:  # noqa: BLE001 - counting what escapes is the point
        outcome, detail = "escaped", f"{type(exc).__name__}: {str(exc)[:200]}"
    return outcome, detail, time.perf_counter() - start
