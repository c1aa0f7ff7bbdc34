"""The full state and the game record to and from JSON, through pydantic, losslessly.

A game record is the config plus every action in notation, chance steps included, so a
replay re-applies recorded outcomes and never depends on any random generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from tortuga_qt import __version__
from tortuga_qt.rules.actions import Action
from tortuga_qt.rules.config import GameConfig
from tortuga_qt.rules.errors import IllegalActionError, NotationError, RecordError
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import FRAME_TYPES, Frame
from tortuga_qt.rules.state import GameState, Result

STATE_FORMAT = 1
RECORD_FORMAT = 1
RULES_VERSION = "tortuga-1667/decisions-R13"


class FrameModel(BaseModel):
    """One stack frame: its tag and its fields in order."""

    model_config = ConfigDict(extra="forbid")
    tag: str
    fields: list[Any]


class StateModel(BaseModel):
    """Every field of a GameState, typed."""

    model_config = ConfigDict(extra="forbid")
    format: Literal[1]
    cfg: GameConfig
    stack: list[FrameModel]
    turn: int = Field(ge=-1, le=8)
    actions_left: int = Field(ge=0, le=2)
    ships: tuple[tuple[int, ...], tuple[int, ...]]
    tortuga: tuple[int, ...]
    boats: tuple[int, int]
    exploded: int
    galleon: int = Field(ge=0)
    holds: tuple[int, int, int, int]
    tort: tuple[int, int]
    loyalty: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    vote_deck: tuple[int, ...]
    event_deck: tuple[int, ...]
    row: tuple[int, ...]
    discard: tuple[int, ...]
    front: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]
    lost: int = Field(ge=0)
    code_left: tuple[int, ...]
    sudden: bool
    reshuffled: bool
    result: Result | None
    steps: int = Field(ge=0)


_FRAME_ADAPTERS: dict[str, TypeAdapter[Any]] = {}  # built on first use: only reading a saved state needs them


def _frame_adapter(tag: str) -> TypeAdapter[Any] | None:
    """Returns the validator of one kind of pending step (None for an unknown tag), built once."""
    adapter = _FRAME_ADAPTERS.get(tag)
    if adapter is None and tag in FRAME_TYPES:
        adapter = _FRAME_ADAPTERS[tag] = TypeAdapter(FRAME_TYPES[tag])
    return adapter


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def state_to_dict(s: GameState) -> dict[str, Any]:
    """Returns a JSON-ready dict holding every field of the state."""
    out: dict[str, Any] = {"format": STATE_FORMAT}
    for name, value in s.fields().items():
        if name == "n":
            continue  # derived from the config
        if name == "cfg":
            out[name] = value.to_json()
        elif name == "stack":
            out[name] = [{"tag": f.tag, "fields": _plain(tuple(getattr(f, x.name) for x in fields(f)))} for f in value]
        elif name == "result":
            out[name] = None if value is None else _plain(tuple(value))
        else:
            out[name] = _plain(value)
    return out


def _frame(m: FrameModel) -> Frame:
    adapter = _frame_adapter(m.tag)
    if adapter is None:
        raise RecordError(f"unknown pending step {m.tag!r}")
    names = [x.name for x in fields(FRAME_TYPES[m.tag])]
    if len(m.fields) != len(names):
        raise RecordError(f"pending step {m.tag!r} has {len(m.fields)} fields, not {len(names)}")
    try:
        frame: Frame = adapter.validate_python(dict(zip(names, m.fields, strict=True)))
    except ValidationError as exc:
        raise RecordError(f"pending step {m.tag!r} has wrong fields: {exc.errors()[0]['msg']}") from exc
    return frame


def state_from_dict(data: Any) -> GameState:
    """Returns the state saved by `state_to_dict`; raises RecordError if it is not valid."""
    try:
        m = StateModel.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise RecordError(f"saved state is invalid at {where}: {err['msg']}") from exc
    s = GameState.__new__(GameState)
    for name in StateModel.model_fields:
        if name != "format":
            setattr(s, name, getattr(m, name))
    s.n = m.cfg.n
    if not (len(s.loyalty) == len(s.hands) == len(s.front) == len(s.known) == len(s.code_left) == s.n):
        raise RecordError("saved state is inconsistent: per-seat lists do not match the seats")
    s.stack = tuple(_frame(f) for f in m.stack)
    s._legal = None
    from tortuga_qt.rules.invariants import InvariantError, check_state

    try:
        check_state(s)
    except InvariantError as exc:
        raise RecordError(f"saved state is inconsistent: {exc}") from exc
    return s


def state_to_json(s: GameState) -> str:
    """Returns the state as JSON text."""
    import json

    return json.dumps(state_to_dict(s), separators=(",", ":"))


def state_from_json(text: str | bytes) -> GameState:
    """Returns the state from JSON text; raises RecordError on anything unusable."""
    import json

    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"not a saved state (not JSON: {exc})") from exc
    return state_from_dict(data)


class GameRecord(BaseModel):
    """A whole game: setup plus every action (chance steps included) in notation."""

    model_config = ConfigDict(extra="forbid")
    format: Literal[1] = 1
    rules_version: str = RULES_VERSION
    program_version: str = __version__
    seed: int | None = None
    config: GameConfig
    actions: list[str]


class ReplayError(RecordError):
    """A recorded step that is not a legal move; `step` is 1-based, `text` the step as recorded."""

    def __init__(self, step: int, text: str, why: str) -> None:
        super().__init__(f"step {step} ({text!r}) cannot be replayed: {why}")
        self.step, self.text = step, text


@dataclass
class Replayed:
    """A record re-applied from the start: the end state, the actions and what each caused."""

    state: GameState
    actions: list[Action]
    step_events: list[list[Event]]  # the events of each action, in order
    states: list[GameState]  # every state from the start (only when asked for)

    @property
    def events(self) -> list[Event]:
        """Returns every event of the game, in order."""
        return [e for caused in self.step_events for e in caused]


def replay_steps(config: GameConfig, texts: Sequence[str], keep_states: bool = False) -> Replayed:
    """Re-applies recorded actions from a new game, each checked; raises ReplayError on a bad step."""
    from tortuga_qt.rules.engine import apply
    from tortuga_qt.rules.notation import parse_action
    from tortuga_qt.rules.setup import new_game

    state = new_game(config)
    out = Replayed(state, [], [], [state] if keep_states else [])
    for i, text in enumerate(texts, start=1):
        try:
            action = parse_action(text)
            state, caused = apply(state, action)
        except (NotationError, IllegalActionError) as exc:
            raise ReplayError(i, text, str(exc)) from exc
        out.actions.append(action)
        out.step_events.append(caused)
        if keep_states:
            out.states.append(state)
    out.state = state
    return out


def replay(record: GameRecord) -> GameState:
    """Returns the state after re-applying every recorded action, each checked for legality."""
    return replay_steps(record.config, record.actions).state
