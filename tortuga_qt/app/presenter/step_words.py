"""The action panel's words and buttons for two steps without a choice: the end, and a phone seat deciding. Qt-free."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tortuga_qt.app.presenter import intents as I
from tortuga_qt.app.presenter.frames import Button
from tortuga_qt.i18n import translate

if TYPE_CHECKING:  # the events load with the engine, after the window's first paint
    from tortuga_qt.rules.events import Event, GameOver


def over_prompt(ended: GameOver | None, practice: bool, line: Callable[[Event], str], buttons: list[Button]) -> str:
    """Returns the end's words and fills its buttons (show the end again, rematch, new game; a lesson has its own)."""
    if not practice:
        if ended is not None:
            buttons.append(Button("endAgain", translate("Table", "Show the end of the game again"), I.Command("endAgain")))
            buttons.append(Button("rematch", translate("Table", "Rematch: the same seats, a new deal"), I.Command("rematch")))
        buttons.append(Button("newGame", translate("Table", "New game…"), I.Command("newGame")))
    return line(ended) if ended is not None else translate("Table", "The game is over.")


def phone_prompt(name: str, connected: bool, buttons: list[Button]) -> str:
    """Returns what the table waits for while a seat decides on its phone; offers the seat back or to a computer while its phone is away."""
    if connected:
        return translate("Table", "Waiting for the phone of {name}, who decides there.").format(name=name)
    buttons.append(Button("seatToDevice", translate("Table", "Play the seat of {name} at this computer").format(name=name),
                          I.Command("seatToDevice")))
    buttons.append(Button("seatToComputer", translate("Table", "Give the seat of {name} to a computer").format(name=name),
                          I.Command("seatToComputer")))
    buttons.append(Button("pairAgain", translate("Table", "Pair the phone of {name} again").format(name=name), I.Command("pairAgain")))
    return translate("Table", "Waiting for the phone of {name}: it is not connected. Its page reconnects by itself "
                              "when it wakes up or finds the Wi-Fi again.").format(name=name)
