"""How far the learner got in the voyage, kept between launches (a settings value, read with pydantic)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class Progress(BaseModel):
    """The chapter and step the learner is at, and the chapters finished."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    chapter: str = Field(default="", max_length=40)  # a chapter key ('' = the first chapter)
    step: int = Field(default=0, ge=0, le=99)
    done: tuple[str, ...] = Field(default=(), max_length=40)


def load_progress(text: object) -> Progress:
    """Returns the progress stored as `text`; anything damaged or missing starts the voyage afresh."""
    if not isinstance(text, str) or not text or len(text) > 4000:
        return Progress()
    try:
        return Progress.model_validate_json(text)
    except ValidationError:
        return Progress()


def dump_progress(progress: Progress) -> str:
    """Returns the text a settings file keeps for `progress`."""
    return progress.model_dump_json()
