"""The project's own pinned random generators: BLAKE2b in counter mode, and the old SplitMix64.

Python only promises that `random.random()` repeats for a seed, not `shuffle` or `randrange`,
so every shuffle and draw comes from here; tests pin its output. The outcomes themselves are
recorded in the game record as Chance actions, so a replay needs no generator at all.

`Rng` is a keyed BLAKE2b (stdlib `hashlib`, 64-byte digests) in counter mode: block i is
`blake2b(i as 16 little-endian bytes, key=key, digest_size=64)`, read as 8 little-endian
64-bit outputs. Its 256-bit key cannot be recovered from its outputs, nor from those of any
generator forked or derived from it (every derivation is a keyed hash, one way). Its whole
state is a short text, `"<key as 64 hex digits>:<outputs drawn so far>"`.

A game's generators all derive from its *seed material*: 32 bytes from the operating system
for a game without a chosen seed (`fresh_seed_material`), or the chosen integer seed
(`seed_material`), which then reproduces the game exactly.

`SplitMix64` is the generator of save formats 1 and 2; it is kept only so those saves still
verify (its output function is invertible: one output gives its state).
"""

from __future__ import annotations

import hashlib
import os
import re
import struct
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
KEY_BYTES = 32
SEED_BYTES = 32  # seed material drawn from the operating system for an unseeded game
_UNPACK = struct.Struct("<8Q").unpack
_STATE = re.compile(r"([0-9a-f]{64}):([0-9]{1,24})")  # ASCII only: re's [0-9] is not \d
_MAX_POSITION = 8 << 64  # 2**64 blocks of 8 outputs


def _keyed(data: bytes, key: bytes, person: bytes) -> bytes:
    """Returns a 32-byte keyed BLAKE2b hash of data (one way: neither key nor data follow)."""
    return hashlib.blake2b(data, key=key, digest_size=KEY_BYTES, person=person).digest()


def seed_material(seed: int) -> bytes:
    """Returns the seed material of a chosen integer seed (the same seed, the same game)."""
    return b"tortuga-1667 seed %d" % seed


def fresh_seed_material() -> bytes:
    """Returns 32 bytes (256 bits) from the operating system: a seed nobody can guess."""
    return os.urandom(SEED_BYTES)


def derive(material: bytes, label: str) -> Rng:
    """Returns the generator named `label` of a game's seed material (one way, independent per label)."""
    root = hashlib.blake2b(material, digest_size=KEY_BYTES, person=b"tortuga-root").digest()
    return Rng.from_key(_keyed(label.encode("utf-8"), root, b"tortuga-derive"))


class _Draws(ABC):
    """What both generators draw from their 64-bit outputs (pinned: old saves were dealt so)."""

    __slots__ = ()

    @abstractmethod
    def next64(self) -> int:
        """Returns the next 64-bit output."""

    def below(self, n: int) -> int:
        """Returns an integer in range(n); the modulo bias is below 2**-57 for n <= 128."""
        return self.next64() % n

    def permutation(self, n: int) -> tuple[int, ...]:
        """Returns a uniformly shuffled permutation of range(n) (Fisher-Yates)."""
        p = list(range(n))
        for i in range(n - 1, 0, -1):
            j = self.next64() % (i + 1)
            p[i], p[j] = p[j], p[i]
        return tuple(p)

    def choice(self, seq: Sequence[T]) -> T:
        """Returns one element of a non-empty sequence, uniformly."""
        return seq[self.next64() % len(seq)]

    def unit(self) -> float:
        """Returns a float in [0, 1): the next output over 2**64."""
        return self.next64() / 18446744073709551616.0


class Rng(_Draws):
    """BLAKE2b in counter mode with a 256-bit key: outputs reveal nothing of the key or the future.

    `Rng(seed)` takes an integer seed or seed material (bytes), or a state text from `.state`.
    """

    __slots__ = ("_key", "_hasher", "_block", "_buf", "_i")

    def __init__(self, seed: int | bytes | str) -> None:
        if isinstance(seed, str):
            key, position = _parse_state(seed)
        elif isinstance(seed, bytes):
            key, position = _keyed(seed, b"", b"tortuga-seed"), 0
        elif isinstance(seed, int):
            key, position = _keyed(seed_material(seed), b"", b"tortuga-seed"), 0
        else:
            raise TypeError("a generator's seed is an integer, bytes or a state text")
        self._set(key, position)

    @classmethod
    def from_key(cls, key: bytes, position: int = 0) -> Rng:
        """Returns the generator with this 32-byte key, `position` outputs already drawn."""
        if len(key) != KEY_BYTES:
            raise ValueError(f"a generator key is {KEY_BYTES} bytes")
        if not 0 <= position < _MAX_POSITION:
            raise ValueError("a generator position is a count of outputs below 2**67")
        rng = cls.__new__(cls)
        rng._set(bytes(key), position)
        return rng

    @classmethod
    def from_state(cls, text: str) -> Rng:
        """Returns the generator whose `.state` is `text`; raises ValueError for any other text."""
        key, position = _parse_state(text)
        return cls.from_key(key, position)

    def _set(self, key: bytes, position: int) -> None:
        self._key = key
        self._hasher = hashlib.blake2b(key=key, digest_size=64)  # keyed once; copied per block
        block, self._i = divmod(position, 8)
        if self._i:
            self._block = block
            self._buf = self._compute(block)
        else:  # nothing of this block drawn yet: computed on the first draw
            self._block, self._i, self._buf = block - 1, 8, (0,) * 8

    def _compute(self, block: int) -> tuple[int, ...]:
        h = self._hasher.copy()
        h.update(block.to_bytes(16, "little"))
        return _UNPACK(h.digest())

    @property
    def position(self) -> int:
        """Returns how many outputs have been drawn."""
        return self._block * 8 + self._i

    @property
    def state(self) -> str:
        """Returns the whole state as a short JSON-safe text, `"<key hex>:<position>"`."""
        return f"{self._key.hex()}:{self.position}"

    @state.setter
    def state(self, text: str) -> None:
        key, position = _parse_state(text)
        self._set(key, position)

    def copy(self) -> Rng:
        """Returns an independent copy in the same state (both then draw the same outputs)."""
        return Rng.from_key(self._key, self.position)

    def next64(self) -> int:
        """Returns the next 64-bit output."""
        i = self._i
        if i == 8:
            self._block += 1
            h = self._hasher.copy()
            h.update(self._block.to_bytes(16, "little"))
            self._buf = _UNPACK(h.digest())
            i = 0
        self._i = i + 1
        return self._buf[i]

    def fork(self, salt: int) -> Rng:
        """Returns an independent generator keyed by a one-way hash of this key, position and salt."""
        data = self.position.to_bytes(16, "little") + b"%d" % salt
        return Rng.from_key(_keyed(data, self._key, b"tortuga-fork"))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self._key, self.position) == (other._key, other.position)

    def __hash__(self) -> int:
        return hash((self._key, self.position))

    def __repr__(self) -> str:
        return f"Rng(position={self.position})"  # never the key: a repr must not leak secrets


def _parse_state(text: str) -> tuple[bytes, int]:
    """Returns (key, position) of a state text; raises ValueError if it is not one."""
    m = _STATE.fullmatch(text) if isinstance(text, str) else None
    if m is None:
        raise ValueError("not a generator state (64 hex digits, ':', a count)")
    position = int(m.group(2))
    if position >= _MAX_POSITION:
        raise ValueError("a generator position is a count of outputs below 2**67")
    return bytes.fromhex(m.group(1)), position


def is_state(text: object) -> bool:
    """Returns whether `text` is a valid `Rng` state text."""
    if not isinstance(text, str):
        return False
    try:
        _parse_state(text)
    except ValueError:
        return False
    return True


class SplitMix64(_Draws):
    """SplitMix64, the generator of save formats 1 and 2 (kept only to verify those saves)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Returns the next 64-bit output."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def fork(self, salt: int) -> SplitMix64:
        """Returns the generator that format 2 derived from this state and a salt."""
        return SplitMix64(self.state ^ ((salt * 0xD1B54A32D192ED03) & _MASK))
