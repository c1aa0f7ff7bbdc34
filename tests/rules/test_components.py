"""The components data file is validated on load; a bad file gets a clear error."""

import json

import pytest

from tortuga_qt.rules.components import (
    ComponentsError,
    components,
    components_path,
    parse_components,
)


def test_counts_match_decisions() -> None:
    """DECISIONS.md Components [F]: 32 Vote cards, 24 Event cards (8 starred), 9 pirates."""
    c = components()
    assert len(c.vote_cards) == 32
    assert len(c.event_cards) == 24
    assert sum(e.starred for e in c.event_cards) == 8
    assert len(c.pirates) == 9 and len({p.colour for p in c.pirates}) == 9
    assert len({p.letter for p in c.pirates}) == 9


def _raw() -> dict:  # type: ignore[type-arg]
    return json.loads(components_path().read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["loyalty_by_players"].pop("5"),
        lambda d: d["event_cards"].pop(),
        lambda d: d["treasure"].update(galleon=5),
        lambda d: d["vote_cards"][0].update(top="sword"),
        lambda d: d["pirates"][0].update(colour="red"),
        lambda d: d.update(format=2),
    ],
)
def test_bad_components_file_is_refused(damage) -> None:  # type: ignore[no-untyped-def]
    """Each kind of damage raises ComponentsError naming the problem."""
    data = _raw()
    damage(data)
    with pytest.raises(ComponentsError, match="components data is invalid"):
        parse_components(json.dumps(data))


def test_the_shipped_file_is_the_validated_one() -> None:
    """Issue 11 item 7 (start-up): the shipped file, read without the pydantic schema because its
    digest is VALIDATED_SHA256, passes the full validation and gives the very same components.
    After editing components.json, put its new sha256 into VALIDATED_SHA256 (until then it is
    validated in full on every start)."""
    import hashlib

    from tortuga_qt.rules import components as C
    from tortuga_qt.rules.components_file import ComponentsFile

    raw = components_path().read_text(encoding="utf-8")
    assert hashlib.sha256(raw.encode("utf-8")).hexdigest() == C.VALIDATED_SHA256
    assert ComponentsFile.model_validate_json(raw).model_dump() == json.loads(raw)  # nothing coerced
    assert C._assemble(json.loads(raw)) == parse_components(raw) == components()


def test_other_content_is_validated_in_full(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A components file that is not the validated one goes through pydantic (and is refused if bad)."""
    from tortuga_qt.rules import components as C

    data = _raw()
    data["treasure"].update(galleon=5)
    bad = tmp_path / "components.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(C, "components_path", lambda: bad)
    C.components.cache_clear()
    try:
        with pytest.raises(ComponentsError, match="components data is invalid"):
            C.components()
    finally:
        C.components.cache_clear()
