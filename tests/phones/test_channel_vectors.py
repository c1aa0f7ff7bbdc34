"""The page's JavaScript crypto (vendored @noble and phone.js) and tortuga_qt.phones.channel agree
byte for byte on one fixed vector (docs/phones.md, "Pairing" and "One connection")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.phones import frames
from tests.phones.page_server import PageServer, b64url
from tortuga_qt.phones import channel

SERVER_NONCE = bytes(range(16))
PHONE_NONCE = bytes(range(16, 32))
JOIN = b'{"type":"join","lang":"en"}'
FRAME = b'{"type":"frame","frame":{}}'
# Pinned: a change on either side (or both) must be deliberate.
TOKEN = "38765f3bcf6c99118acd3008dd89e85c"
KEY = "4c45c8e1203cd667aaad264345dfd4c4f41bc3fe78cd67dcf9dfa895c59bb6ff"
SESSION = "0e438689963531d4f29879bbb5805519750765a1c6cb03836bebec2fce1c5ca5"
FIRST_JOIN_BOX = ("0000000000000000745d21f61fb11d203087426bcd6b9013a9f4e5b9f64c10cd53243cd0"
                  "b5619a653a31f0e5a781d0f001ab0a")
FIRST_FRAME_BOX = ("00000000000000006c9fc4657e406942337aed5be6f9e1b62686404e433dac1576a6e5dc"
                   "cdce5b065875d5dba0d151fc2a0014")

HEX = "const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');" \
      "const unhex = (h) => new Uint8Array(h.match(/../g).map((x) => parseInt(x, 16)));" \
      "const utf8 = (s) => new TextEncoder().encode(s);"


@pytest.fixture
def loaded(page: Any, server: PageServer) -> Any:
    """The page loaded without a code (so it only asks for one): its crypto ready to call."""
    page.goto(server.url)
    page.wait_for_function("window.noble && window.TortugaPhone")
    return page


def python_vector() -> dict[str, str]:
    token, key = channel.token_of(frames.CODE), channel.key_of(frames.CODE)
    session = channel.session_key(key, SERVER_NONCE, PHONE_NONCE)
    return {
        "token": token.hex(), "key": key.hex(), "session": session.hex(),
        "join": channel.Channel(session, channel.FROM_PHONE).seal(JOIN).hex(),
        "frame": channel.Channel(session, channel.TO_PHONE).seal(FRAME).hex(),
    }


def test_python_gives_the_pinned_vector() -> None:
    assert python_vector() == {"token": TOKEN, "key": KEY, "session": SESSION,
                               "join": FIRST_JOIN_BOX, "frame": FIRST_FRAME_BOX}


def test_noble_bundle_derives_and_seals_as_python_does(loaded: Any) -> None:
    got = loaded.evaluate(HEX + """([code, sn, pn, join, frame]) => {
        const {hkdf, sha256, chacha20poly1305} = window.noble;
        const salt = utf8('tortuga-phone-v1');
        const token = hkdf(sha256, utf8(code), salt, utf8('token'), 16);
        const key = hkdf(sha256, utf8(code), salt, utf8('key'), 32);
        const session = hkdf(sha256, key, unhex(sn + pn), utf8('session'), 32);
        const box = (dir, text) => {
            const nonce = new Uint8Array(12); nonce[3] = dir;
            return '0000000000000000' + hex(chacha20poly1305(session, nonce, utf8('tortuga1')).encrypt(utf8(text)));
        };
        return {token: hex(token), key: hex(key), session: hex(session), join: box(2, join), frame: box(1, frame)};
    }""", [frames.CODE, SERVER_NONCE.hex(), PHONE_NONCE.hex(), JOIN.decode(), FRAME.decode()])
    assert got == python_vector()


def test_page_channel_derives_and_seals_as_python_does(loaded: Any) -> None:
    got = loaded.evaluate(HEX + """([code, sn, pn, join, frame]) => {
        const P = window.TortugaPhone;
        const key = P.keyOf(code);
        const session = P.sessionKey(key, unhex(sn), unhex(pn));
        return {token: hex(P.tokenOf(code)), key: hex(key), session: hex(session),
                join: hex(new P.Channel(session, P.FROM_PHONE).seal(utf8(join))),
                frame: hex(new P.Channel(session, P.TO_PHONE).seal(utf8(frame)))};
    }""", [frames.CODE, SERVER_NONCE.hex(), PHONE_NONCE.hex(), JOIN.decode(), FRAME.decode()])
    assert got == python_vector()


def test_page_channel_opens_python_boxes_in_order_and_nothing_else(loaded: Any) -> None:
    session = bytes.fromhex(SESSION)
    server = channel.Channel(session, channel.TO_PHONE)
    boxes = [server.seal(b"zero").hex(), server.seal(b"one").hex()]
    reflected = channel.Channel(session, channel.FROM_PHONE).seal(b"zero").hex()
    tampered = bytearray.fromhex(boxes[0])
    tampered[12] ^= 1
    got = loaded.evaluate(HEX + """([session, boxes, reflected, tampered]) => {
        const P = window.TortugaPhone;
        const tries = (chan, h) => { try { return new TextDecoder().decode(chan.open(unhex(h))); } catch (e) { return 'refused'; } };
        const fresh = () => new P.Channel(unhex(session), P.FROM_PHONE);
        const inOrder = fresh();
        const ordered = [tries(inOrder, boxes[0]), tries(inOrder, boxes[0]), tries(inOrder, boxes[1])];
        return {ordered, skipped: tries(fresh(), boxes[1]), reflected: tries(fresh(), reflected),
                tampered: tries(fresh(), tampered), short: tries(fresh(), boxes[0].slice(0, 46))};
    }""", [SESSION, boxes, reflected, tampered.hex()])
    assert got == {"ordered": ["zero", "refused", "one"], "skipped": "refused", "reflected": "refused",
                   "tampered": "refused", "short": "refused"}


def test_page_channel_seals_what_python_opens_in_order(loaded: Any) -> None:
    boxes = loaded.evaluate(HEX + """(session) => {
        const P = window.TortugaPhone;
        const chan = new P.Channel(unhex(session), P.FROM_PHONE);
        return [hex(chan.seal(utf8('zero'))), hex(chan.seal(utf8('one')))];
    }""", SESSION)
    server = channel.Channel(bytes.fromhex(SESSION), channel.TO_PHONE)
    assert [server.open(bytes.fromhex(box)) for box in boxes] == [b"zero", b"one"]
    with pytest.raises(channel.ChannelError):
        server.open(bytes.fromhex(boxes[1]))  # a replay


TYPED = [frames.CODE, frames.CODE.lower(), channel.grouped(frames.CODE), " 0123 4567-89ab cdef ghjk mnpq rs ",
         "O123456789ABCDEFGHJKMNPQRS", "0I23456789ABCDEFGHJKMNPQRS", "0l23456789ABCDEFGHJKMNPQRS",
         "0123456789ABCDEFGHJKMNPQRU", "0123456789ABCDEFGHJKMNPQR", "0123456789ABCDEFGHJKMNPQRST", "",
         "0123456789ABCDEFGHJKMNPQR_", "0123456789ABCDEFGHJKMNPQ\tRS"]


def test_page_reads_typed_codes_as_python_does(loaded: Any) -> None:
    got = loaded.evaluate("(typed) => typed.map((t) => window.TortugaPhone.normalCode(t))", TYPED)
    assert got == [channel.normal_code(t) for t in TYPED]
    assert got[:7] == [frames.CODE] * 7 and got[7:] == [None] * 6


def test_page_base64url_is_pythons_without_padding(loaded: Any) -> None:
    samples = [bytes(range(n)) for n in (0, 1, 2, 3, 16, 17)]
    got = loaded.evaluate("(hs) => hs.map((h) => window.TortugaPhone.b64(new Uint8Array((h.match(/../g) || []).map((x) => parseInt(x, 16)))))",
                          [s.hex() for s in samples])
    assert got == [b64url(s) for s in samples]
    back = loaded.evaluate("(ts) => ts.map((t) => { try { return Array.from(window.TortugaPhone.unb64(t)); } catch (e) { return null; } })",
                           got + ["AAE=", "A", "AB"])
    assert back[:6] == [list(s) for s in samples]
    assert back[6:] == [None, None, None]  # padding, an impossible length, stray bits
