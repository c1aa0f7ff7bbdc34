"""What a phone may say, checked at the boundary: every message a pydantic model, anything else refused. Qt-free."""

from __future__ import annotations

import base64
import binascii
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

LANGUAGES = ("en", "ko")
Language = Literal["en", "ko"]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class JoinText(_Message):
    """The phone's first, plain message: the token of the seat it claims and its half of the session's nonce."""

    t: Literal["join"]
    token: Annotated[str, Field(min_length=22, max_length=22)]
    n: Annotated[str, Field(min_length=22, max_length=22)]


class Join(_Message):
    """The first sealed message: the phone has the key; the language its page shows."""

    type: Literal["join"]
    lang: Language


class Act(_Message):
    """The person pressed choice `choice` of the frame numbered `serial`."""

    type: Literal["act"]
    choice: Annotated[str, Field(min_length=1, max_length=24)]
    serial: Annotated[int, Field(ge=0, le=2**53)]


class Lang(_Message):
    """The person switched the page's language."""

    type: Literal["lang"]
    lang: Language


PhoneMessage = Annotated[Join | Act | Lang, Field(discriminator="type")]
_SEALED: TypeAdapter[Join | Act | Lang] = TypeAdapter(PhoneMessage)
_PLAIN: TypeAdapter[JoinText] = TypeAdapter(JoinText)


class BadMessage(Exception):
    """A message that is not one a phone may send."""


def read_sealed(text: bytes) -> Join | Act | Lang:
    """Returns the phone's sealed message, checked (BadMessage for anything else)."""
    try:
        return _SEALED.validate_json(text)
    except ValidationError:
        raise BadMessage("not a phone message") from None


def read_join(text: str) -> tuple[bytes, bytes]:
    """Returns the (token, nonce) of a phone's plain join message (BadMessage for anything else)."""
    try:
        join = _PLAIN.validate_json(text)
        return unb64(join.token), unb64(join.n)
    except (ValidationError, ValueError):
        raise BadMessage("not a join message") from None


def b64(data: bytes) -> str:
    """Returns bytes as base64url without padding."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: str) -> bytes:
    """Returns the bytes of a base64url text without padding (ValueError if it is not one)."""
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise ValueError("not base64url") from None
