"""Records and generators, exactly: the pinned generators' every derivation, the state file's
every field and refusal, the replay's every step, and the rules package's lazy exports.

* `rng.py`: every key is a keyed BLAKE2b of documented inputs, recomputed here independently;
  forks are independent of their parent, of each other and of the parent's later draws, with
  exactly pinned streams; every refusal says why.
* `serialization.py`: the state dict's layout, the JSON's compact form, each refusal's exact
  message, and a replay that names the step that cannot be replayed.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
from typing import Any

import pytest

import tortuga_qt.rules as rules_pkg
from tests.rules.randomgames import play
from tortuga_qt.rules import engine, errors, events, setup
from tortuga_qt.rules.actions import Abstain, Attack, Chance
from tortuga_qt.rules.config import GameConfig, SeatConfig, default_config
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.errors import IllegalActionError, NotationError, RecordError, RulesError
from tortuga_qt.rules.events import Drew, Saw, TurnBegan, format_event, redact
from tortuga_qt.rules.events.base import Event
from tortuga_qt.rules.frames import TurnF
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.places import FD, JR, RB1, RB2, boat_ship, hold, ship_boat
from tortuga_qt.rules.rng import (
    KEY_BYTES,
    SEED_BYTES,
    Rng,
    SplitMix64,
    derive,
    fresh_seed_material,
    is_state,
    seed_material,
)
from tortuga_qt.rules.scenario import play as play_lines
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.serialization import (
    GameRecord,
    ReplayError,
    replay,
    replay_steps,
    state_from_dict,
    state_from_json,
    state_to_dict,
    state_to_json,
)
from tortuga_qt.rules.state import FIELD_NAMES

MASK = (1 << 64) - 1
MAX_POSITION = 8 << 64


def _blake(data: bytes, key: bytes, person: bytes) -> bytes:
    return hashlib.blake2b(data, key=key, digest_size=32, person=person).digest()


def _stream(key: bytes, count: int, start: int = 0) -> list[int]:
    """The reference counter-mode stream: outputs start..start+count of the generator keyed `key`."""
    out: list[int] = []
    block = start // 8
    while len(out) < count + start % 8:
        digest = hashlib.blake2b(block.to_bytes(16, "little"), key=key, digest_size=64).digest()
        out += struct.unpack("<8Q", digest)
        block += 1
    return out[start % 8: start % 8 + count]


def _key(r: Rng) -> bytes:
    return bytes.fromhex(r.state.split(":")[0])


# ---------------------------------------------------------------------------------------- seeds and keys


def test_seed_material_and_seed_keys_are_the_documented_hashes() -> None:
    """rng.py: seed material b'tortuga-1667 seed N'; Rng(seed)/Rng(bytes) keyed by BLAKE2b(material, person 'tortuga-seed')."""
    assert seed_material(7) == b"tortuga-1667 seed 7"
    assert seed_material(-3) == b"tortuga-1667 seed -3"
    assert seed_material(1667) == b"tortuga-1667 seed 1667"
    for seed in (0, 7, -3, 1 << 70):
        r = Rng(seed)
        assert r.position == 0
        assert _key(r) == _blake(seed_material(seed), b"", b"tortuga-seed")
        assert [r.next64() for _ in range(10)] == _stream(_key(r), 10)
    raw = Rng(b"abc")
    assert raw.state == "7f7c02eefe1de38809e4fa14c51f532a90f541446b6b68b56ee6034a3f4d0588:0"
    assert _key(raw) == _blake(b"abc", b"", b"tortuga-seed")
    assert Rng(-3).state == "e6688d6d17c03c5013a7c1d6b397aa4b57859dee1593d80c877ae30ce0349152:0"


def test_derive_is_the_documented_two_step_hash() -> None:
    """rng.derive: key = BLAKE2b(label, key=BLAKE2b(material, 'tortuga-root'), 'tortuga-derive'); labels unrelated."""
    material = seed_material(7)
    root = hashlib.blake2b(material, digest_size=32, person=b"tortuga-root").digest()
    for label in ("dealer", "seat 0", "seat 8", "Señor"):
        r = derive(material, label)
        assert r.position == 0
        assert _key(r) == _blake(label.encode("utf-8"), root, b"tortuga-derive")
    assert derive(material, "dealer") != derive(material, "seat 0")
    assert derive(material, "dealer") != derive(seed_material(8), "dealer")


def test_fresh_seed_material_is_32_bytes_from_the_operating_system(monkeypatch: pytest.MonkeyPatch) -> None:
    """rng.fresh_seed_material: exactly SEED_BYTES = 32 bytes of os.urandom, unchanged."""
    asked: list[int] = []

    def urandom(n: int) -> bytes:
        asked.append(n)
        return bytes(range(n))

    monkeypatch.setattr(os, "urandom", urandom)
    assert fresh_seed_material() == bytes(range(32))
    assert asked == [32] and SEED_BYTES == 32 and KEY_BYTES == 32


def test_rng_refuses_a_seed_of_another_type() -> None:
    """rng.Rng: a seed is an integer, bytes or a state text; anything else is a TypeError."""
    for bad in (1.5, None, [1]):
        with pytest.raises(TypeError) as err:
            Rng(bad)  # type: ignore[arg-type]
        assert str(err.value) == "a generator's seed is an integer, bytes or a state text"


# ---------------------------------------------------------------------------------------- positions


@pytest.mark.parametrize("position", [0, 1, 5, 7, 8, 9, 15, 16, 17, 23])
def test_a_generator_at_any_position_draws_the_reference_stream(position: int) -> None:
    """rng.Rng.from_key/state/copy: placed at any position (in, at or past a block), it draws the reference stream."""
    key = bytes(range(32))
    expected = _stream(key, 12, position)
    placed = Rng.from_key(key, position)
    assert placed.position == position
    assert placed.state == f"{key.hex()}:{position}"
    copy = placed.copy()
    assert copy == placed and copy is not placed and copy.position == position
    restored = Rng.from_state(placed.state)
    walked = Rng.from_key(key)
    for _ in range(position):
        walked.next64()
    assert walked == placed and walked.state == placed.state
    for gen in (placed, copy, restored, walked):
        assert [gen.next64() for _ in range(12)] == expected
        assert gen.position == position + 12
    setter = Rng(0)
    setter.state = f"{key.hex()}:{position}"
    assert setter.position == position and [setter.next64() for _ in range(12)] == expected


def test_copy_is_independent_of_the_original() -> None:
    """rng.Rng.copy: the copy draws what the original would, but drawing from one leaves the other."""
    r = Rng(3)
    for _ in range(5):
        r.next64()
    c = r.copy()
    assert c.position == 5
    first = c.next64()
    assert r.position == 5 and c.position == 6
    assert r.next64() == first


def test_from_key_refuses_a_wrong_key_or_position() -> None:
    """rng.Rng.from_key: the key is exactly 32 bytes; the position counts outputs, 0..2**67-1."""
    for key in (b"", bytes(31), bytes(33)):
        with pytest.raises(ValueError) as err:
            Rng.from_key(key)
        assert str(err.value) == "a generator key is 32 bytes"
    for pos in (-1, MAX_POSITION, MAX_POSITION + 1):
        with pytest.raises(ValueError) as err:
            Rng.from_key(bytes(32), pos)
        assert str(err.value) == "a generator position is a count of outputs below 2**67"
    last = Rng.from_key(bytes(32), MAX_POSITION - 1)
    assert last.position == MAX_POSITION - 1
    assert Rng.from_key(bytearray(32)) == Rng.from_key(bytes(32))


def test_state_text_refusals_say_why() -> None:
    """rng._parse_state: not a state text (any non-text too) vs a position out of range."""
    good = "00" * 32
    for bad in ("", "abc", good, good + ":", good + ":-1", "AB" * 32 + ":0", None, 12, b"00:1"):
        with pytest.raises(ValueError) as err:
            Rng.from_state(bad)  # type: ignore[arg-type]
        assert str(err.value) == "not a generator state (64 hex digits, ':', a count)"
        assert not is_state(bad)
    with pytest.raises(ValueError) as err:
        Rng.from_state(f"{good}:{MAX_POSITION}")
    assert str(err.value) == "a generator position is a count of outputs below 2**67"
    assert not is_state(f"{good}:{MAX_POSITION}")
    r = Rng(1)
    with pytest.raises(ValueError):
        r.state = f"{good}:{MAX_POSITION}"
    assert r.position == 0
    edge = Rng.from_state(f"{good}:{MAX_POSITION - 1}")
    assert edge.position == MAX_POSITION - 1 and is_state(edge.state)
    assert is_state(f"{good}:0") and is_state(Rng(5).state) and is_state(f"{'ab' * 32}:123456789")


def test_equality_hash_and_repr() -> None:
    """rng.Rng: equal exactly when key and position are; hashable alike; the repr hides the key."""
    a, b = Rng(9), Rng(9)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert hash(a) == hash((_key(a), 0))
    b.next64()
    assert a != b and len({a, b}) == 2
    a.next64()
    assert a == b and hash(a) == hash(b)
    assert a != Rng(10) and Rng(9) != Rng.from_key(_key(Rng(9)), 1)
    assert a != a.state and a != 0 and (a == object()) is False
    assert repr(a) == "Rng(position=1)"
    assert repr(Rng.from_key(bytes(32), 12)) == "Rng(position=12)"


# ---------------------------------------------------------------------------------------- forks


def test_fork_key_is_a_one_way_hash_of_key_position_and_salt() -> None:
    """rng.Rng.fork: key = BLAKE2b(position 16 LE bytes + decimal salt, key=parent key, 'tortuga-fork'); parent unmoved."""
    parent = Rng(1667)
    for draws in (0, 1, 8, 9):
        while parent.position < draws:
            parent.next64()
        for salt in (0, 1, 7, 12, -5):
            child = parent.fork(salt)
            data = draws.to_bytes(16, "little") + str(salt).encode()
            assert _key(child) == _blake(data, _key(parent), b"tortuga-fork")
            assert child.position == 0 and parent.position == draws


def test_forks_give_exactly_pinned_independent_streams() -> None:
    """rng.Rng.fork: pinned streams; forks by salt, by position and the parent all differ; forking never moves the parent."""
    parent = Rng(1667)
    zero = parent.fork(0)
    assert zero.state == "61ef90087a9fb2fc350207e0815cdfdabab9d15d42b3457c1f1a86114cf25229:0"
    assert [zero.next64() for _ in range(3)] == [0xB23788FE0D5D6E77, 0x3D5A1E60CA7408D9, 0x19D26C0AC3417FB3]
    parent_stream = Rng(1667)
    expected_parent = [parent_stream.next64() for _ in range(4)]
    assert parent.next64() == expected_parent[0]
    after = parent.fork(0)
    assert after.state == "e822750356e0ec7be47e1c49881e13e581a31ccfac7033c0ff1e338ca9beaef3:0"
    assert after.next64() == 0x3F822EEE463CD5C7
    assert [parent.next64() for _ in range(3)] == expected_parent[1:]
    # Every fork of these, and the parent, draws a different first block.
    root = Rng(1667)
    firsts = {tuple(root.fork(salt).permutation(16)) for salt in range(50)}
    root.next64()
    firsts |= {tuple(root.fork(salt).permutation(16)) for salt in range(50)}
    firsts.add(tuple(Rng(1667).permutation(16)))
    assert len(firsts) == 101
    assert Rng(1667).fork(3) == Rng(1667).fork(3) and Rng(1667).fork(3) != Rng(1668).fork(3)
    assert Rng(1667).fork(12) != Rng(1667).fork(1)  # salt 12 is not salt 1 followed by 2


# ---------------------------------------------------------------------------------------- draws


def test_draws_are_pinned_functions_of_the_outputs() -> None:
    """rng._Draws: below = next % n, choice = seq[next % len], permutation by Fisher-Yates from the top."""
    outputs = _stream(_key(Rng(5)), 40)
    assert Rng(5).below(10) == outputs[0] % 10 == 4
    assert Rng(5).choice("abcdefg") == "abcdefg"[outputs[0] % 7] == "c"
    r = Rng(5)
    assert r.permutation(0) == () and r.permutation(1) == (0,) and r.position == 0
    p = list(range(6))
    for step, i in enumerate(range(5, 0, -1)):
        j = outputs[step] % (i + 1)
        p[i], p[j] = p[j], p[i]
    assert r.permutation(6) == tuple(p) and r.position == 5
    assert SplitMix64(5).below(10) == 8 and SplitMix64(5).choice("abcdefg") == "d"


def test_splitmix64_masks_its_seed_and_forks_as_format_2_did() -> None:
    """rng.SplitMix64: the seed is taken modulo 2**64; fork(salt) seeds state ^ (salt * K) mod 2**64."""
    assert SplitMix64(-1).state == MASK
    assert SplitMix64((1 << 64) + 5).state == 5
    assert SplitMix64(-1).next64() == SplitMix64(MASK).next64()
    s = SplitMix64(7)
    child = s.fork(3)
    assert child.state == 7 ^ ((3 * 0xD1B54A32D192ED03) & MASK) == 8439708973090260750
    assert child.next64() == 15923061589221109599
    assert s.state == 7
    big = SplitMix64(MASK).fork(1 << 70)
    assert big.state == MASK ^ (((1 << 70) * 0xD1B54A32D192ED03) & MASK)


# ---------------------------------------------------------------------------------------- state files


def _mid_vote() -> Game:
    """A seeded 4-player game stopped in an Attack vote (a stack of two frames)."""
    game = Game(default_config(4), 1)
    for text in ("P1 hold B", "P4 hold F", "P4 attack", "P4 vote v15"):
        game.play(parse_action(text))
    return game


def test_state_dict_layout() -> None:
    """serialization.state_to_dict: 'format', then every field but `n`; config JSON; frames as tag and fields; lists; compact JSON."""
    s = _mid_vote().state
    d = state_to_dict(s)
    assert list(d) == ["format", *[f for f in FIELD_NAMES if f != "n"]]
    assert d["format"] == 1 and d["cfg"] == s.cfg.to_json()
    assert d["stack"] == [
        {"tag": "end_action", "fields": [3]},
        {"tag": "vote", "fields": ["attack", 3, 1, [3, 2], [2], [[3, [15]]], []]},
    ]
    assert d["ships"] == [[0, 1], [3, 2]] and d["holds"] == [1, 0, 0, 1] and d["result"] is None
    assert d["hands"] == [[8, 23, 25], [12, 18, 24], [6, 9, 10], [4, 16]]
    assert d["sudden"] is False and d["steps"] == s.steps and d["turn"] == 3
    text = state_to_json(s)
    assert text == json.dumps(d, separators=(",", ":"))
    assert ", " not in text and '": ' not in text and text.startswith('{"format":1,"cfg":{')


def test_state_round_trips_mid_vote_and_at_the_end() -> None:
    """serialization: a state mid-vote and a finished one (its Result) load back equal, with the same legal actions."""
    game = _mid_vote()
    back = state_from_json(state_to_json(game.state))
    assert back == game.state and back.n == 4
    assert legal_actions(back, 2) == legal_actions(game.state, 2) == tuple(
        parse_action(t) for t in ("P3 vote v6", "P3 vote v9", "P3 vote v10"))
    assert engine.apply(back, parse_action("P3 vote v6"))[1] == engine.apply(game.state, parse_action("P3 vote v6"))[1]
    end = play(2, 4)
    d = state_to_dict(end.state)
    result = end.state.result
    assert result is not None
    assert d["result"] == [result.reason, result.team, list(result.winners), result.british, result.french]
    loaded = state_from_dict(json.loads(json.dumps(d)))
    assert loaded == end.state and loaded.result == end.state.result


def _damaged(change: Any) -> str:
    data = json.loads(state_to_json(_mid_vote().state))
    change(data)
    with pytest.raises(RecordError) as err:
        state_from_dict(data)
    return str(err.value)


def test_damaged_states_are_refused_with_exact_reasons() -> None:
    """serialization.state_from_dict: each refusal (validation, pending step, per-seat lists, invariant) says exactly why."""
    assert _damaged(lambda d: d.pop("hands")) == "saved state is invalid at hands: Field required"
    assert _damaged(lambda d: d.update(holds=["a", 0, 0, 0])) == (
        "saved state is invalid at holds.0: Input should be a valid integer, unable to parse string as an integer")
    assert _damaged(lambda d: d.update(format=2)) == "saved state is invalid at format: Input should be 1"
    assert _damaged(lambda d: d["stack"].append({"tag": "warp", "fields": []})) == "unknown pending step 'warp'"
    assert _damaged(lambda d: d["stack"].append({"tag": "turn", "fields": []})) == (
        "pending step 'turn' has 0 fields, not 1")
    assert _damaged(lambda d: d["stack"].append({"tag": "turn", "fields": [1, 2]})) == (
        "pending step 'turn' has 2 fields, not 1")
    assert _damaged(lambda d: d["stack"].append({"tag": "turn", "fields": ["x"]})) == (
        "pending step 'turn' has wrong fields: Input should be a valid integer, unable to parse string as an integer")
    assert _damaged(lambda d: d.update(galleon=5)) == (
        "saved state is inconsistent: 9 treasure tokens on the mat, expected 8")
    for name in ("loyalty", "hands", "front", "known", "code_left"):
        assert _damaged(lambda d, name=name: d.update({name: d[name][:-1]})) == (
            "saved state is inconsistent: per-seat lists do not match the seats"), name
    seats5 = default_config(5).to_json()
    assert _damaged(lambda d: d.update(cfg=seats5)) == "saved state is inconsistent: per-seat lists do not match the seats"


def test_not_json_is_refused_with_the_parser_reason() -> None:
    """serialization.state_from_json: text that is not JSON, or not UTF-8, says so."""
    with pytest.raises(RecordError) as err:
        state_from_json("{")
    assert str(err.value) == (
        "not a saved state (not JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1))")
    with pytest.raises(RecordError) as err:
        state_from_json(b"\xff")
    assert str(err.value) == (
        "not a saved state (not JSON: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte)")
    with pytest.raises(RecordError) as err:
        state_from_json("[]")
    assert str(err.value) == "saved state is invalid at : Input should be a valid dictionary or instance of StateModel"


# ---------------------------------------------------------------------------------------- records


def test_record_replays_to_the_same_state() -> None:
    """serialization.replay: a record's config and actions give back the game's state."""
    game = _mid_vote()
    record = game.record()
    assert record.seed == 1 and record.format == 1 and record.config == default_config(4)
    assert record.actions[-1] == "P4 vote v15" and record.actions[0].startswith("chance stars ")
    assert replay(record) == game.state
    again = GameRecord.model_validate_json(record.model_dump_json())
    assert replay(again) == game.state


def test_replay_error_names_the_step_its_text_and_the_reason() -> None:
    """serialization.ReplayError: the 1-based step, its text as recorded, and the notation or rules reason."""
    record = _mid_vote().record()
    with pytest.raises(ReplayError) as err:
        replay_steps(record.config, ["P1 fly", *record.actions])
    assert str(err.value) == "step 1 ('P1 fly') cannot be replayed: unknown action 'fly'"
    assert err.value.step == 1 and err.value.text == "P1 fly"
    assert isinstance(err.value, RecordError) and isinstance(err.value.__cause__, NotationError)
    bad = record.actions[:6] + ["P2 mutiny"]
    with pytest.raises(ReplayError) as err:
        replay(GameRecord(config=record.config, actions=bad))
    cause = err.value.__cause__
    assert isinstance(cause, IllegalActionError)
    assert str(err.value) == f"step 7 ('P2 mutiny') cannot be replayed: {cause}"
    assert err.value.step == 7 and err.value.text == "P2 mutiny"


def test_replay_without_states_keeps_actions_and_events() -> None:
    """serialization.replay_steps: by default no states are kept, but every action and its events are."""
    game = _mid_vote()
    record = game.record()
    out = replay_steps(record.config, record.actions)
    assert out.states == [] and out.state == game.state
    assert [format_action(a) for a in out.actions] == record.actions
    assert len(out.step_events) == len(record.actions) and out.events == game.events
    empty = replay_steps(default_config(3), [], keep_states=True)
    assert empty.actions == [] and empty.step_events == [] and empty.events == []
    assert empty.states == [empty.state] and empty.state == setup.new_game(default_config(3))


# ---------------------------------------------------------------------------------------- package and basics


def test_rules_package_exports_lazily(monkeypatch: pytest.MonkeyPatch) -> None:
    """rules/__init__.py: each public name loads from its module on first use and is cached; unknown names are refused."""
    ns = vars(rules_pkg)
    for name, module in (("RulesError", errors), ("new_game", setup), ("redact", events), ("apply", engine)):
        monkeypatch.delitem(ns, name, raising=False)
        value = rules_pkg.__getattr__(name)
        assert value is getattr(module, name)
        assert ns[name] is value
    assert rules_pkg.__getattr__("CHANCE") == -1
    with pytest.raises(AttributeError) as err:
        rules_pkg.__getattr__("nope")
    assert str(err.value) == "module 'tortuga_qt.rules' has no attribute 'nope'"
    with pytest.raises(AttributeError):
        _ = rules_pkg.no_such_name  # type: ignore[attr-defined]
    assert "new_game" in rules_pkg.__all__ and rules_pkg.__all__ == sorted(rules_pkg.__all__)


def test_illegal_action_error_carries_its_parts() -> None:
    """errors.IllegalActionError: code, rule, message, params ({} by default); text 'message (rule)'; all ValueErrors."""
    e = IllegalActionError("no_treasure", "R5", "nothing to take", {"ship": 1})
    assert (e.code, e.rule, e.message, e.params) == ("no_treasure", "R5", "nothing to take", {"ship": 1})
    assert str(e) == "nothing to take (R5)"
    assert IllegalActionError("c", "R1", "m").params == {}
    assert issubclass(IllegalActionError, RulesError) and issubclass(RecordError, RulesError)
    assert issubclass(NotationError, RulesError) and issubclass(RulesError, ValueError)
    s = _mid_vote().state
    with pytest.raises(IllegalActionError) as err:
        engine.apply(s, Attack(0))
    assert err.value.code and err.value.rule and str(err.value).endswith(f"({err.value.rule})")


def test_places_helpers() -> None:
    """places.py: holds are ship * 2 + team; each Rowboat adjoins one ship and back."""
    assert [hold(s, t) for s in (FD, JR) for t in (0, 1)] == [0, 1, 2, 3]
    assert (boat_ship(RB1), boat_ship(RB2)) == (FD, JR)
    assert (ship_boat(FD), ship_boat(JR)) == (RB1, RB2)


def test_event_visibility_base() -> None:
    """events/base.py: public unless the class names seats; a private event is for those seats only, never the public."""
    public, private = TurnBegan(2), Saw(1, 0, "pistol", 3, "albatross")
    assert Event().visible_to is None and Event().visible_for(None) and Event().visible_for(4)
    assert public.visible_to is None and public.visible_for(None) and public.visible_for(0)
    assert private.visible_to == (1,)
    assert [private.visible_for(s) for s in (None, 0, 1, 2)] == [False, False, True, False]
    assert redact([public, private, Drew(1, 3)], None) == [public, Drew(1, 3)]
    assert redact([public, private], 1) == [public, private]
    assert redact([public, private], 0) == [public]


def test_chance_and_abstain_lines() -> None:
    """A chance step is written without a seat; a seat action with its seat."""
    assert format_action(Chance("votes", (2, 0, 1))) == "chance votes 2 0 1"
    assert format_action(Abstain(8)) == "P9 abstain"


# ---------------------------------------------------------------------------------------- scenario positions


def test_position_defaults_fill_every_field() -> None:
    """scenario.position: the documented defaults of every field (cards in id order, the default row, the Armada deck)."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    assert s.cfg == default_config(4) and s.n == 4
    assert s.stack == (TurnF(0),) and s.turn == 0 and s.actions_left == 1
    assert s.ships == ((0, 1), (2, 3)) and s.tortuga == () and s.boats == (-1, -1) and s.exploded == -1
    assert (s.galleon, s.holds, s.tort) == (4, (1, 0, 0, 1), (1, 1))
    assert s.loyalty == (0, 0, 1, 1)
    assert s.hands == ((0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11)) and s.vote_deck == tuple(range(12, 32))
    assert s.row == (3, 9, 0, 6, 4) and s.event_deck == (15,) and s.discard == ()
    assert s.front == ((), (), (), ())
    assert s.removed == (1, 2, 5, 7, 8, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23)
    assert s.known == ((-1,) * 5,) * 4 and s.lost == 0 and s.code_left == (0, 0, 0, 0)
    assert (s.sudden, s.reshuffled, s.result, s.steps) == (False, False, None, 0)
    assert legal_actions(s, 0)  # no stale cache: the legal actions are computed


def test_position_loyalties_and_actions_by_player_count() -> None:
    """scenario.position: Loyalties by the setup table; 2 actions a turn with 2 players, else 1, unless given."""
    assert position(2, fd=[0], jr=[1]).loyalty == (0, 1)
    assert position(2, fd=[0], jr=[1]).actions_left == 2
    assert position(2, fd=[0], jr=[1], actions_left=1).actions_left == 1
    three = position(3, fd=[0], jr=[1], tortuga=[2])
    assert three.loyalty == (0, 1, 2) and three.actions_left == 1 and three.tortuga == (2,)
    assert position(5, fd=[0, 1], jr=[2, 3, 4]).loyalty == (0, 0, 1, 1, 2)
    assert position(4, fd=[0, 1], jr=[2, 3], loyalty=[1, 0, 1, 0]).loyalty == (1, 0, 1, 0)


def test_position_cards_by_face_or_id() -> None:
    """scenario.position: Vote cards by face ('*2': the double cards, R2) or id, each once; a listed deck holds all the rest."""
    s = position(5, fd=[0, 1], jr=[2, 3, 4], hands={
        0: ["torch/british/skull*2", "water/french/helm*2", "cannon/british/skull"], 1: [5, "water/british/helm"]})
    assert s.hands == ((0, 30, 31), (5, 23), (1, 2, 3), (4, 6, 7), (8, 9, 10))
    assert s.vote_deck[:5] == (11, 12, 13, 14, 15)
    deck = [c for c in range(32) if c not in (0, 1, 2, 3, 4, 5)][::-1]
    listed = position(2, fd=[0], jr=[1], vote_deck=deck)
    assert listed.vote_deck == tuple(deck) and listed.hands == ((0, 1, 2), (3, 4, 5))
    with pytest.raises(ValueError) as err:
        position(2, fd=[0], jr=[1], vote_deck=deck[:-2])
    assert str(err.value) == "Vote cards [6, 7] are nowhere; list all or none of the deck"
    with pytest.raises(ValueError) as err:
        position(2, fd=[0], jr=[1], hands={0: [5, 5, 6]})
    assert str(err.value) == "no free card 5 left"
    with pytest.raises(ValueError) as err:
        position(2, fd=[0], jr=[1], hands={0: ["torch/british/skull*3"]})
    assert str(err.value) == "no free card 'torch/british/skull*3' left"


def test_position_event_cards_known_lost_codes_and_stack() -> None:
    """scenario.position: row gaps, decks, fronts, knowledge, lost turns, Pirate Code counts (R3), sudden death, stack."""
    s = position(
        4, fd=[0, 1], jr=[2, 3], row=["pistol", None, "atlantis", "albatross", "pistol"],
        event_deck=["black_spot", "spanish_armada"], discard=["black_spot"],
        front={1: ["pirate_code"], 2: ["el_dorado"], 3: ["scurvy"]},
        known={0: {0: "x", 2: "x"}, 3: {4: "x"}}, lost=[1, 3], sudden=True,
        stack=[TurnF(2)], turn=2,
    )
    assert s.row == (3, -1, 12, 6, 4) and s.event_deck == (9, 15) and s.discard == (10,)
    assert s.front == ((), (21,), (13,), (22,))
    assert s.known == ((3, -1, 12, -1, -1), (-1,) * 5, (-1,) * 5, (-1, -1, -1, -1, 4))
    assert s.lost == 0b1010 and s.code_left == (0, 2, 0, 0) and s.sudden is True
    assert s.stack == (TurnF(2),) and isinstance(s.stack, tuple) and s.turn == 2
    coded = position(4, fd=[0, 1], jr=[2, 3], front={0: ["pirate_code"]}, code_left={0: 1})
    assert coded.code_left == (1, 0, 0, 0)
    named = GameConfig(seats=tuple(SeatConfig(name=f"N{i}", pirate=p.pirate) for i, p in enumerate(default_config(4).seats)))
    assert position(4, fd=[0, 1], jr=[2, 3], config=named).cfg is named


def test_play_returns_the_last_state_and_every_event() -> None:
    """scenario.play: the actions applied in order; the events of all of them, in order."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    after, events = play_lines(s, "P1 view 1 2", "P2 view 3 4")
    assert after.turn == 2 and after.known[0][:2] == (3, 9) and after.known[1][2:4] == (0, 6)
    assert [format_event(e) for e in events] == [
        "viewed seat=0 a=0 b=1", "saw seat=0 a=0 card_a=pistol b=1 card_b=black_spot", "turn seat=1",
        "viewed seat=1 a=2 b=3", "saw seat=1 a=2 card_a=letter_of_marque b=3 card_b=albatross", "turn seat=2",
    ]
    same, none = play_lines(s)
    assert same is s and none == []


def test_frame_validators_are_built_once_on_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    """serialization._frame_adapter: a pending step's validator is built on first use, then reused; unknown tags have none."""
    from tortuga_qt.rules import serialization

    cache: dict[str, object] = {}
    monkeypatch.setattr(serialization, "_FRAME_ADAPTERS", cache)
    state = _mid_vote().state
    assert state_from_json(state_to_json(state)) == state
    assert sorted(cache) == ["end_action", "vote"]
    vote = serialization._frame_adapter("vote")
    assert vote is cache["vote"] and serialization._frame_adapter("vote") is vote
    assert serialization._frame_adapter("warp") is None and "warp" not in cache
