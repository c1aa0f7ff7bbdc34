"""The desktop's side of the phones, without a network: frames out, presses in (phones/desk.py, app/presenter/phone_frame.py)."""

from __future__ import annotations

from typing import Any

from tortuga_qt.app.players import players_for
from tortuga_qt.app.seating import Seating, StepKind
from tortuga_qt.app.table_core import TableCore
from tortuga_qt.help.cards import card_text
from tortuga_qt.phones.desk import PhoneDesk
from tortuga_qt.phones.messages import Act
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.frames import AtlantisF, TurnStartF
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.scenario import position


class Outbox:
    """Stands in for the phones' host: keeps what each phone was sent."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, dict[str, Any]]] = []

    def send(self, seat: int, message: dict[str, Any]) -> None:
        self.sent.append((seat, message))


def _atlantis_table() -> TableCore:
    """Seat 1 (on a phone) holds Atlantis and is asked before seat 0's turn (rulebook: Treasure Map: Atlantis)."""
    config = default_config(4)
    game = Game(config, 1)
    game.state = position(4, fd=[0, 1], jr=[2, 3], front={1: ["atlantis"]},
                          stack=[TurnStartF(0, atlantis_offered=True), AtlantisF(1, 0)])
    humans = [True, True, False, False]
    seating = Seating(humans, [1])
    seating.looks = []
    return TableCore(game, players_for(humans, phones=[1]), seating)


def test_a_phone_holding_atlantis_can_ask_to_be_asked_only_before_its_own_turn() -> None:
    """The playtest: the phone was asked before every turn, with no way to say "only before mine" as on the desktop."""
    core = _atlantis_table()
    assert core.step.kind is StepKind.PHONE and core.step.seat == 1
    out = Outbox()
    desk = PhoneDesk(out, card_text, lambda _lang: None)  # type: ignore[arg-type]  # a stand-in host
    desk.hear(core, "joined", 1, "en")
    desk.refresh(core)
    frame = out.sent[-1][1]["frame"]
    own = [c for g in frame["decision"]["groups"] for c in g["choices"] if c["id"].endswith(".ownTurn")]
    assert [c["label"] for c in own] == ["Ask me only before my own turn"]
    assert desk.hear(core, "said", 1, Act(type="act", choice=own[0]["id"], serial=frame["serial"])) is None
    assert 1 in core.atlantis_own_turn
    desk.refresh(core)
    again = out.sent[-1][1]["frame"]
    assert [c["label"] for g in again["decision"]["groups"] for c in g["choices"] if c["id"].endswith(".ownTurn")] == [
        "Ask me before every turn again"]


def test_a_press_from_an_older_frame_is_refused_on_that_phone_only() -> None:
    """A stale press plays nothing and says so on the phone that pressed it."""
    core = _atlantis_table()
    out = Outbox()
    desk = PhoneDesk(out, card_text, lambda _lang: None)  # type: ignore[arg-type]
    desk.hear(core, "joined", 1, "en")
    desk.refresh(core)
    frame = out.sent[-1][1]["frame"]
    choice = frame["decision"]["groups"][0]["choices"][0]["id"]
    assert desk.hear(core, "said", 1, Act(type="act", choice=choice, serial=frame["serial"] + 7)) is None
    desk.refresh(core)
    assert out.sent[-1][1]["frame"]["message"]["text"] == "The table has moved on: choose again."
    action = desk.hear(core, "said", 1, Act(type="act", choice=choice.replace(f"{frame['serial']}.", f"{out.sent[-1][1]['frame']['serial']}."),
                                             serial=out.sent[-1][1]["frame"]["serial"]))
    assert action is not None and action in core.phone_legal(1)


def test_a_refusal_of_the_table_is_shown_on_that_phone_naming_the_rule() -> None:
    """A refused press is explained on the phone as on the desktop: the reason, then the rule."""
    from tortuga_qt.app.refusal import Refusal

    core = _atlantis_table()
    out = Outbox()
    desk = PhoneDesk(out, card_text, lambda _lang: None)  # type: ignore[arg-type]
    desk.hear(core, "joined", 1, "en")
    desk.refuse_with(1, Refusal("vote_pending", "rulebook: Votes", "A vote is under way."))
    desk.refresh(core)
    assert out.sent[-1][1]["frame"]["message"] == {
        "text": "Not allowed: A vote is under way: play a Vote card first.", "rule": "rulebook: Votes"}
