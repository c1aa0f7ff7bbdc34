"""What starts a game: the setup, who is human, the seed and the computer seats' levels.

Its own small module, so that dealing the first game at start-up loads neither the New game
dialog nor the computer pirates (start-up speed); `ui.widgets.dialogs` re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tortuga_qt.rules.config import GameConfig


@dataclass
class NewGame:
    """What the new game dialog produced."""

    config: GameConfig
    humans: list[bool]
    seed: int | None
    levels: dict[int, str] = field(default_factory=dict)  # every computer seat's level (missing: the default)
