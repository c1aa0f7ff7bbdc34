"""The pinned generators: their outputs never change, and their secrets cannot be computed.

* `Rng` is BLAKE2b in counter mode (pinned outputs below); its state is a short text that
  round-trips exactly; its outputs reveal neither its key nor a parent's (no inversion attack,
  no guessed small seed); forks with different salts are unrelated.
* A game without a chosen seed takes 32 bytes from the operating system; a chosen seed
  reproduces the game; every generator of a game derives from its seed material.
* `SplitMix64` (formats 1-2) keeps its published outputs so old saves keep verifying.
"""

from __future__ import annotations

import hashlib
import os
import struct

import pytest

from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.rules.actions import Chance
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.rng import Rng, SplitMix64, derive, seed_material

MASK = (1 << 64) - 1


# ---------------------------------------------------------------------------------------- pinned outputs


def test_rng_is_blake2b_in_counter_mode() -> None:
    """Block i is blake2b(i as 16 LE bytes, key, 64-byte digest), read as 8 LE u64 outputs."""
    key = bytes(range(32))
    r = Rng.from_key(key)
    for block in range(3):
        digest = hashlib.blake2b(block.to_bytes(16, "little"), key=key, digest_size=64).digest()
        assert [r.next64() for _ in range(8)] == list(struct.unpack("<8Q", digest))


def test_rng_pinned_outputs() -> None:
    """Outputs for fixed keys and seeds never change (seeded games and saves depend on them)."""
    r = Rng.from_key(bytes(range(32)))
    assert [r.next64() for _ in range(2)] == [0x7724195DB9E6FEBE, 0xDA3DCD4C7E41E805]
    assert r.state == "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f:2"
    r = Rng(0)
    assert [r.next64() for _ in range(3)] == [0x266365CA711F60D2, 0xD7AA32AF1EC991E2, 0x6706BF33C09A5F30]
    assert Rng(42).permutation(10) == (6, 8, 7, 5, 2, 4, 0, 1, 9, 3)
    assert Rng(1667).permutation(32)[:8] == (19, 10, 2, 17, 16, 29, 0, 21)
    assert derive(seed_material(7), "dealer").state == (
        "ef0d52fa0253c15923f803aed818c2324283823281bf6e1790994a9c175ab82b:0")
    assert Rng(7).fork(3).state == "63da97d1f73baaeecc85108147da0952b2f7f23e89c030eb4557618ea309cded:0"


def test_splitmix64_reference_outputs() -> None:
    """SplitMix64 (save formats 1-2) with seed 0 gives the published reference sequence."""
    r = SplitMix64(0)
    assert r.next64() == 0xE220A8397B1DCDAF
    assert r.next64() == 0x6E789E6AA1B965F4
    assert SplitMix64(42).permutation(10) == (0, 9, 5, 8, 6, 4, 7, 2, 1, 3)
    assert SplitMix64(1667).permutation(32)[:8] == (23, 21, 31, 0, 13, 7, 4, 17)


def test_permutation_is_a_permutation_and_roughly_uniform() -> None:
    """Every position gets every value about equally often."""
    r = Rng(5)
    counts = [[0] * 4 for _ in range(4)]
    for _ in range(8000):
        p = r.permutation(4)
        assert sorted(p) == [0, 1, 2, 3]
        for i, v in enumerate(p):
            counts[i][v] += 1
    assert all(1800 < c < 2200 for row in counts for c in row)


# ---------------------------------------------------------------------------------------- state


def test_state_round_trips_at_every_position() -> None:
    """A generator rebuilt from its state text draws exactly what the original draws next."""
    r = Rng(11)
    for _ in range(40):
        copy = Rng.from_state(r.state)
        assert copy == r and copy.position == r.position
        assert Rng(r.state).next64() == copy.next64() == r.next64()
    other = Rng(1)
    other.state = r.state
    assert other.next64() == r.next64()


@pytest.mark.parametrize(
    "text",
    ["", "abc", "00" * 32, "00" * 32 + ":", "00" * 32 + ":-1", "00" * 32 + ":²", "00" * 32 + ":١٢",
     "00" * 32 + ":1 ", "00" * 32 + ":" + "9" * 5000, "00" * 32 + ":" + str(8 << 64), "AB" * 32 + ":0",
     "00" * 31 + ":0", "00" * 32 + ":0\n", "00" * 32 + ":①"],
)
def test_bad_state_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Rng.from_state(text)


def test_repr_never_shows_the_key() -> None:
    r = Rng.from_key(bytes(range(32)))
    assert bytes(range(32)).hex() not in repr(r)


# ---------------------------------------------------------------------------------------- secrets


def _unmix(z: int) -> int:
    """Inverts SplitMix64's output function: the state after the step that gave output z."""
    def unshift(y: int, k: int) -> int:
        x = y
        for _ in range(64 // k + 1):
            x = y ^ (x >> k)
        return x & MASK

    z = unshift(z, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK
    return unshift(z, 30)


def _predict_next(output: int) -> int:
    """The SplitMix64 attack: one output gives the state, hence every later output."""
    return SplitMix64(_unmix(output)).next64()


def test_splitmix64_inversion_attack_does_not_work_on_rng() -> None:
    """One SplitMix64 output predicts the next (the attack works); on Rng it never does."""
    for seed in range(50):
        old = SplitMix64(seed * 7919)
        assert _predict_next(old.next64()) == old.next64()
    for seed in range(1000):
        new = Rng(seed)
        assert _predict_next(new.next64()) != new.next64()


def test_guessed_small_seed_never_matches_an_unseeded_game() -> None:
    """Knowing the first deal of an unseeded game, no 16-bit seed (nor the old 31-bit scheme) gives it."""
    game = Game(default_config(5))
    assert not game.seeded and game.seed is None
    dealer = game.dealer_rng()
    seen = [dealer.next64() for _ in range(8)]
    for guess in range(1 << 16):
        first = Rng(guess).next64()
        assert first != seen[0]
        assert derive(seed_material(guess), "dealer").next64() != seen[0]
    for guess in range(1 << 12):
        assert SplitMix64(guess).next64() != seen[0]
    assert _predict_next(seen[0]) != seen[1]


def test_unseeded_game_asks_the_operating_system_for_at_least_128_bits(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    secret = bytes(range(100, 132))

    def urandom(n: int) -> bytes:
        asked.append(n)
        return secret[:n]

    monkeypatch.setattr(os, "urandom", urandom)
    game = Game(default_config(4))
    assert asked and max(asked) >= 16
    assert game.seeded is False and game.seed is None
    assert game.seed_material == secret[: max(asked)]
    # The whole deal follows from those bytes, through the dealer derived from them.
    dealer = derive(game.seed_material, "dealer")
    for action in game.actions:
        assert isinstance(action, Chance)
        assert action.outcome == dealer.permutation(len(action.outcome))
    assert dealer == game.rng
    # Not from any small integer seed.
    assert all(game.seed_material != seed_material(s) for s in range(1000))
    assert all(Game(default_config(4), s).actions != game.actions for s in range(20))


def test_two_unseeded_games_differ() -> None:
    a, b = Game(default_config(5)), Game(default_config(5))
    assert a.seed_material != b.seed_material and len(a.seed_material) >= 16
    assert a.actions != b.actions
    assert a.bot_rng(1) != b.bot_rng(1)


def _played(seed: int | None, n: int = 5) -> Game:
    game = Game(default_config(n), seed)
    bot = RandomBot(game.bot_rng(1))
    while not game.over:
        game.play(bot.choose(None, game.legal(game.to_act()[0])))
    return game


def test_chosen_seed_reproduces_the_game_exactly() -> None:
    a, b = _played(1667), _played(1667)
    assert a.seeded and b.seeded and a.seed == 1667
    assert a.actions == b.actions and a.state == b.state and a.rng == b.rng
    assert a.seed_material == seed_material(1667)
    assert _played(1668).actions != a.actions


def test_every_generator_of_a_game_derives_from_its_seed_material() -> None:
    """The dealer and each computer seat have their own generators, all distinct, all from the seed."""
    game = Game(default_config(9), 3)
    generators = [game.dealer_rng()] + [game.bot_rng(s) for s in range(9)]
    assert len({g.state for g in generators}) == 10
    assert game.bot_rng(4) == derive(seed_material(3), "seat 4") == Game(default_config(9), 3).bot_rng(4)
    assert all(g.position == 0 for g in generators)


def test_forks_with_different_salts_are_unrelated_and_hide_their_parent() -> None:
    """1000 salts: distinct first outputs, balanced bits; no fork's output gives its parent's state."""
    parent = Rng(99)
    parent.next64()
    firsts = [parent.fork(salt).next64() for salt in range(1000)]
    assert len(set(firsts)) == 1000
    for bit in range(64):
        ones = sum((x >> bit) & 1 for x in firsts)
        assert 400 < ones < 600, (bit, ones)
    assert parent.fork(5) == parent.fork(5) and parent.fork(5) != parent.fork(6)
    # Under SplitMix64, fork(salt).state == parent.state ^ salt*K: one output of a fork gives the parent.
    nxt = parent.copy().next64()
    for salt, first in enumerate(firsts[:200]):
        guess = (_unmix(first) - 0x9E3779B97F4A7C15) & MASK
        assert SplitMix64(guess ^ ((salt * 0xD1B54A32D192ED03) & MASK)).next64() != nxt
    old = SplitMix64(99)
    old.next64()
    child = old.fork(7).next64()
    guess = (_unmix(child) - 0x9E3779B97F4A7C15) & MASK
    assert SplitMix64(guess ^ ((7 * 0xD1B54A32D192ED03) & MASK)).next64() == SplitMix64(old.state).next64()



def test_a_unit_draw_is_the_next_output_over_two_to_the_64() -> None:
    """`unit()` spends one output: a float in [0, 1), the same for both generators' next64."""
    for rng, twin in ((Rng(5), Rng(5)), (SplitMix64(5), SplitMix64(5))):
        draws = [rng.unit() for _ in range(200)]
        assert draws == [twin.next64() / 2.0**64 for _ in range(200)]
        assert all(0.0 <= x < 1.0 for x in draws) and len(set(draws)) == 200
