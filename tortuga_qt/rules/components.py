"""Component counts and card texts, read from `resources/data/components.json` and validated."""

from __future__ import annotations

import hashlib
import json
from enum import IntEnum
from functools import lru_cache
from pathlib import Path
from typing import Any

from tortuga_qt.paths import resources_dir
from tortuga_qt.rules.values import value

# The digest of the shipped components file, which passes the full pydantic validation
# (`parse_components`; tests/rules/test_components.py checks both). Content with exactly this
# digest is read without building the pydantic schema, which costs more than the whole deal at
# start-up; any other content (an edited or damaged file) is validated in full.
VALIDATED_SHA256 = "c5caf74f072ce6350b0a5d2306877c945acee5a09683e91cb48ebe891c5ac0b2"


class Team(IntEnum):
    """A Loyalty card's team; also indexes a British/French hold or Tortuga area."""

    BRITISH = 0
    FRENCH = 1
    DUTCH = 2


TOP_SYMBOLS = ("cannon", "torch", "water")
MIDDLE_SYMBOLS = ("british", "french")
BOTTOM_SYMBOLS = ("skull", "helm")


class ComponentsError(RuntimeError):
    """The components data file is missing or does not describe a valid game."""


@value
class VoteCard:
    """One Vote card: its three sections and how many symbols each section counts (R2)."""

    id: int
    top: str
    middle: str
    bottom: str
    weight: int

    def face(self) -> str:
        """Returns a short face such as 'torch/british/skull' or '2x water/french/helm'."""
        body = f"{self.top}/{self.middle}/{self.bottom}"
        return body if self.weight == 1 else f"2x {body}"


@value
class EventCard:
    """One physical Event card: a stable id and its kind."""

    id: int
    kind: str
    starred: bool


@value
class Pirate:
    """One of the nine Brethren of the Coast."""

    key: str
    name: str
    letter: str
    colour: str
    colour_name: str


@value
class Components:
    """Everything counted or printed on the components, ready for the engine."""

    min_players: int
    max_players: int
    loyalty: dict[int, tuple[int, int, int]]
    hand_size: int
    galleon_treasure: int
    tortuga_treasure: tuple[int, int]
    total_treasure: int
    ship_capacity: int
    row_size: int
    starred_per_game: int
    vote_cards: tuple[VoteCard, ...]
    event_cards: tuple[EventCard, ...]
    event_names: dict[str, str]
    event_texts: dict[str, str]
    small_game_max: int
    small_game_remove: tuple[str, ...]
    small_game_left_out: tuple[str, ...]
    pirates: tuple[Pirate, ...]

    def event_ids(self, kind: str) -> tuple[int, ...]:
        """Returns the ids of every Event card of one kind."""
        return tuple(c.id for c in self.event_cards if c.kind == kind)


def parse_components(raw: str) -> Components:
    """Returns Components from the JSON text of a components file, or raises ComponentsError."""
    from pydantic import ValidationError

    from tortuga_qt.rules.components_file import ComponentsFile

    try:
        f = ComponentsFile.model_validate_json(raw)
    except ValidationError as exc:
        raise ComponentsError(f"components data is invalid: {exc}") from exc
    return _assemble(f.model_dump())


def _assemble(f: dict[str, Any]) -> Components:
    """Returns Components from the content of a valid components file (as JSON data)."""
    votes: list[VoteCard] = []
    for g in f["vote_cards"]:
        for _ in range(g["count"]):
            votes.append(VoteCard(len(votes), g["top"], g["middle"], g["bottom"], g["weight"]))
    events: list[EventCard] = []
    for e in f["event_cards"]:
        for _ in range(e["count"]):
            events.append(EventCard(len(events), e["kind"], e["starred"]))
    treasure, removals = f["treasure"], f["small_game_removals"]
    return Components(
        min_players=f["players"]["min"],
        max_players=f["players"]["max"],
        loyalty={int(k): (v["british"], v["french"], v["dutch"]) for k, v in f["loyalty_by_players"].items()},
        hand_size=f["vote_hand_size"],
        galleon_treasure=treasure["galleon"],
        tortuga_treasure=(treasure["tortuga_british"], treasure["tortuga_french"]),
        total_treasure=treasure["total"],
        ship_capacity=f["ship_capacity"],
        row_size=f["row_size"],
        starred_per_game=f["starred_per_game"],
        vote_cards=tuple(votes),
        event_cards=tuple(events),
        event_names={e["kind"]: e["name"] for e in f["event_cards"]},
        event_texts={e["kind"]: e["text"] for e in f["event_cards"]},
        small_game_max=removals["max_players"],
        small_game_remove=tuple(removals["remove"]),
        small_game_left_out=tuple(removals["left_out_by_default"]),
        pirates=tuple(Pirate(p["key"], p["name"], p["letter"], p["colour"], p["colour_name"]) for p in f["pirates"]),
    )


def components_path() -> Path:
    """Returns the path of the components data file."""
    return resources_dir() / "data" / "components.json"


@lru_cache(maxsize=1)
def components() -> Components:
    """Returns the game's components, loaded and validated once."""
    path = components_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ComponentsError(f"cannot read {path}: {exc.strerror}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ComponentsError(f"{path} is not valid JSON (line {exc.lineno})") from exc
    if hashlib.sha256(raw.encode("utf-8")).hexdigest() == VALIDATED_SHA256:
        return _assemble(data)  # the very content that passes the validation below
    return parse_components(raw)
