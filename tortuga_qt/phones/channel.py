"""The end-to-end encryption between the desktop and one seat's phone. Qt-free.

A seat's pairing code (26 characters of Crockford base32: 130 random bits) is the one secret.
It travels only in the QR code's fragment (`http://HOST:PORT/#CODE`, never sent to the server)
or typed by hand. From it both sides derive, with HKDF-SHA256:
- the seat's *token* (16 bytes), which the phone sends to say which seat it claims; and
- the seat's *key* (32 bytes), which never leaves either side.

Each connection gets its own session key, HKDF(key, salt = server nonce ‖ phone nonce), both
nonces fresh and random, so a message recorded on one connection means nothing on another.
Every message is a ChaCha20-Poly1305 box: 8 bytes of sequence number (big-endian), then the
ciphertext and its 16-byte tag, sealed with nonce = direction (4 bytes) ‖ sequence (8 bytes).
Each side counts from 0 and accepts only the next number: a replayed, reordered, reflected
(the other direction) or forged message fails to open, and the connection is closed.

The phone page does the same in JavaScript with the audited @noble/ciphers and @noble/hashes
(`resources/phone/vendor/`); `tests/phones/test_channel_vectors.py` pins both to one vector.
"""

from __future__ import annotations

import hmac
import secrets
import struct

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32: no I, L, O, U
CODE_LENGTH = 26  # 130 bits
SALT = b"tortuga-phone-v1"
AAD = b"tortuga1"
TO_PHONE, FROM_PHONE = 1, 2  # the two directions, each in its own nonces
NONCE_BYTES = 16  # each side's contribution to a session
_SEQ = struct.Struct(">Q")
_TYPED = str.maketrans({"O": "0", "I": "1", "L": "1"})


class ChannelError(Exception):
    """A message that does not open: forged, replayed, reordered, from the wrong key, or malformed."""


def new_code() -> str:
    """Returns a fresh pairing code: 26 characters drawn by the system's secure generator (130 bits)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(typed: str) -> str | None:
    """Returns a typed pairing code in its one spelling (upper case, no spaces or dashes, O→0, I/L→1); None if it cannot be one."""
    code = "".join(ch for ch in typed.upper() if ch not in " -").translate(_TYPED)
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    return code


def grouped(code: str) -> str:
    """Returns a code as it is shown to type: groups of four ("ABCD-EFGH-…")."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


def _derive(material: bytes, salt: bytes, info: bytes, length: int) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=salt, info=info).derive(material)


def token_of(code: str) -> bytes:
    """Returns the seat's token derived from its code: what the phone shows the server to name its seat."""
    return _derive(code.encode("ascii"), SALT, b"token", 16)


def key_of(code: str) -> bytes:
    """Returns the seat's key derived from its code: it never travels."""
    return _derive(code.encode("ascii"), SALT, b"key", 32)


def session_key(key: bytes, server_nonce: bytes, phone_nonce: bytes) -> bytes:
    """Returns one connection's key, from the seat's key and both sides' fresh nonces."""
    return _derive(key, server_nonce + phone_nonce, b"session", 32)


def same_token(a: bytes, b: bytes) -> bool:
    """Returns whether two tokens are equal, in time that does not depend on where they differ."""
    return hmac.compare_digest(a, b)


class Channel:
    """One connection's two counters and its session key, seen from one side (`sends`: its direction)."""

    def __init__(self, key: bytes, sends: int) -> None:
        self._box = ChaCha20Poly1305(key)
        self._sends, self._hears = sends, FROM_PHONE if sends == TO_PHONE else TO_PHONE
        self._sent = self._heard = 0

    def seal(self, plaintext: bytes) -> bytes:
        """Returns the next message to send: its number, then the sealed text."""
        seq = self._sent
        self._sent += 1
        return _SEQ.pack(seq) + self._box.encrypt(_nonce(self._sends, seq), plaintext, AAD)

    def open(self, message: bytes) -> bytes:
        """Returns the text of the next message heard (ChannelError if it is not exactly the next, untouched one)."""
        if len(message) < _SEQ.size + 16:
            raise ChannelError("too short")
        (seq,) = _SEQ.unpack_from(message)
        if seq != self._heard:
            raise ChannelError("out of order")
        try:
            text = self._box.decrypt(_nonce(self._hears, seq), message[_SEQ.size:], AAD)
        except InvalidTag:
            raise ChannelError("does not open") from None
        self._heard += 1
        return text


def _nonce(direction: int, seq: int) -> bytes:
    return struct.pack(">I", direction) + _SEQ.pack(seq)
