"""The hints of a table: how many each person took, and the one asked for the decision now. Qt-free."""

from __future__ import annotations

from collections.abc import Callable

from tortuga_qt.app.players import BotRequest
from tortuga_qt.rules.actions import Action


class HintDesk:
    """Counts the hints taken per person and remembers the one asked for (by table moment and seat)."""

    def __init__(self, counts: dict[int, int]) -> None:
        self.counts = counts  # hints taken by each person (the end screen counts them; kept in the save)
        self.asked: tuple[int, int] | None = None  # (token, seat) of the hint on its way or shown
        self.action: Action | None = None  # the suggestion for `asked`, once ready
        self._request: BotRequest | None = None  # a search not yet handed out

    def ask(self, token: int, seat: int, make: Callable[[int], BotRequest]) -> Action | None:
        """Returns the hint of this moment if asked before (None while on its way); else queues `make(taken)`."""
        if self.asked == (token, seat):
            return self.action
        self.asked, self.action = (token, seat), None
        self._request = make(self.counts.get(seat, 0))
        return None

    def take_request(self) -> BotRequest | None:
        """Returns the queued search, once."""
        request, self._request = self._request, None
        return request

    def is_asked(self, token: int, seat: int) -> bool:
        """Returns whether a hint was asked for this moment and seat."""
        return self.asked == (token, seat)

    def forget(self) -> None:
        """Forgets the hint asked for, so the next ask searches again."""
        self.asked, self.action, self._request = None, None, None

    def answer(self, token: int, action: Action, deciding: int | None) -> bool:
        """Takes an answer if it is for the moment asked and `deciding` still decides; counts it; returns whether it counts."""
        if (token, action.seat) != self.asked or deciding != action.seat:
            return False
        self.action = action
        self.counts[action.seat] = self.counts.get(action.seat, 0) + 1
        return True
