"""Hints for a game with hints on: one or two sentences of advice for the decision at hand.

A hint reads only the seat's own view (`SeatView`): its position, its Vote cards, its Loyalty
and the cards it saw; never anything the seat may not know. Templates are English sources marked
for `pyside6-lupdate` (context "Help") and come back translated, with names filled in.
"""

from __future__ import annotations

from collections import Counter

from tortuga_qt.app.names import card_name, ship_name, symbol_name, team_name
from tortuga_qt.i18n import QT_TRANSLATE_NOOP, translate
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.views import (
    AtlantisDecision,
    CrowSearchDecision,
    ForcedPickDecision,
    FountainDecision,
    ResolveDecision,
    SeatView,
    StartHoldDecision,
    TakeDecision,
    TurnDecision,
    VoteDecision,
)

BRITISH, FRENCH, DUTCH = 0, 1, 2



def _harmful(kind: str | None) -> bool:
    """Returns whether a card seen in the row hurts whoever reveals it, whatever their team (help/cards.py)."""
    from tortuga_qt.help.cards import card_help

    return bool(kind) and card_help(str(kind)).harmful


def _t(template: str, **values: object) -> str:
    """Returns a marked template in the player's language, with `values` filled in."""
    return translate("Help", template).format(**values)


def hint(view: SeatView, names: list[str]) -> str:
    """Returns a one-or-two-sentence tip for the decision `view.seat` faces ("" when it decides nothing)."""
    d = view.decision
    seat = view.seat
    if d is None or seat is None or seat not in d.seats:
        return ""
    match d:
        case TurnDecision():
            return _turn(view, seat)
        case VoteDecision():
            return _vote(view, seat, d.what)
        case ResolveDecision():
            return _resolve(view, d.card)
        case ForcedPickDecision():
            return _forced(view, d.a, d.b, names[d.forcer])
        case TakeDecision():
            return _take(view, seat)
        case StartHoldDecision():
            return _start_hold(view, seat)
        case FountainDecision():
            return _t(QT_TRANSLATE_NOOP("Help", "Drink from the Fountain of Youth to stay where you are; accept if "
                                                "Tortuga suits you, and keep the map for a worse moment."))
        case AtlantisDecision():
            return _t(QT_TRANSLATE_NOOP("Help", "Sail to the other ship if its crew or its holds suit your team "
                                                "better; otherwise keep the map for later."))
        case CrowSearchDecision():
            return _t(QT_TRANSLATE_NOOP("Help", "Pick the cards {name} will hold: give a friend the symbols your "
                                                "team needs, give a rival the ones that hurt their plans."),
                      name=names[d.target])
    return ""


# --------------------------------------------------------------------------- where the seat stands


def _team(view: SeatView, seat: int) -> int | None:
    return view.loyalties[seat]


def _ship_of(view: SeatView, seat: int) -> tuple[int, int] | None:
    """Returns (ship, rank) when the seat is on a ship."""
    for ship, line in enumerate(view.ships):
        if seat in line:
            return ship, line.index(seat)
    return None


def _can_attack(view: SeatView, ship: int) -> bool:
    other = 1 - ship
    return view.galleon > 0 or view.holds[2 * other] + view.holds[2 * other + 1] > 0


def _tops(view: SeatView) -> Counter[str]:
    return Counter(C.VOTE_TOP[c] for c in view.hand)


# --------------------------------------------------------------------------- a turn


def _turn(view: SeatView, seat: int) -> str:
    for tip in (_row_tip(view, seat), _rank_tip(view, seat), _boat_tip(view, seat)):
        if tip:
            return tip
    down = [i for i, face_down in enumerate(view.row_face_down) if face_down]
    known = [i for i in down if view.known[i]]
    if len(down) >= 2 and len(known) < 2:
        return _t(QT_TRANSLATE_NOOP("Help", "View 2 Event cards first to learn where the harmful cards lie; "
                                            "revealing blind may hurt your own team."))
    return _t(QT_TRANSLATE_NOOP("Help", "Reveal a card you know helps your team, or move towards the ship or "
                                        "Tortuga where your vote counts most."))


def _row_tip(view: SeatView, seat: int) -> str:
    """Advice from the cards this seat saw in the row (the Spanish Armada, a Black Spot)."""
    team = _team(view, seat)
    for slot, kind in enumerate(view.known):
        if not kind or not view.row_face_down[slot]:
            continue
        if kind == "spanish_armada" and team in (BRITISH, FRENCH):
            mine, theirs = view.team_totals[team], view.team_totals[1 - team]
            if mine > theirs:
                return _t(QT_TRANSLATE_NOOP("Help", "You saw the Spanish Armada in slot {n} and your team leads "
                                                    "{mine} to {theirs}: reveal it now to end the game and win."),
                          n=slot + 1, mine=mine, theirs=theirs)
            return _t(QT_TRANSLATE_NOOP("Help", "You saw the Spanish Armada in slot {n}: do not reveal it while "
                                                "your team is not ahead ({mine} to {theirs})."),
                      n=slot + 1, mine=mine, theirs=theirs)
        if kind == "spanish_armada" and team == DUTCH:
            british, french = view.team_totals[BRITISH], view.team_totals[FRENCH]
            if british == french:
                return _t(QT_TRANSLATE_NOOP("Help", "You saw the Spanish Armada in slot {n} and the teams are tied "
                                                    "{a} to {b}: as the Dutch pirate, reveal it now to win."),
                          n=slot + 1, a=british, b=french)
            return _t(QT_TRANSLATE_NOOP("Help", "You saw the Spanish Armada in slot {n}: as the Dutch pirate you win "
                                                "only if the teams are tied when it is revealed ({a} to {b} now)."),
                      n=slot + 1, a=british, b=french)
        if _harmful(kind):
            return _t(QT_TRANSLATE_NOOP("Help", "You saw {card} in slot {n}: revealing it would maroon you, so "
                                                "force a rival to choose between it and another card."),
                      card=card_name(kind), n=slot + 1)
    return ""


def _rank_tip(view: SeatView, seat: int) -> str:
    """Advice for the rank the seat holds: Captain, Governor, First Mate, Cabin Boy."""
    where = _ship_of(view, seat)
    if where is not None:
        ship, rank = where
        line = view.ships[ship]
        if rank == 0 and _can_attack(view, ship):
            return _attack_tip(view)
        if rank == 1:
            return _t(QT_TRANSLATE_NOOP("Help", "As First Mate you may call for a Mutiny: if Skulls outnumber Helms, "
                                                "your Captain is marooned to Tortuga and you take command."))
        if rank == len(line) - 1 and len(line) > 1:
            return _cabin_boy_tip(view, seat, ship)
    if view.tortuga and view.tortuga[0] == seat:
        return _brawl_tip(view, seat)
    return ""


def _attack_tip(view: SeatView) -> str:
    tops = _tops(view)
    mine = ", ".join(f"{symbol_name(s)} ×{n}" for s, n in sorted(tops.items()))
    return _t(QT_TRANSLATE_NOOP("Help", "As Captain you may call for an Attack: it takes treasure if the cards show "
                                        "at least one Cannon and one Torch not cancelled by Water. Your hand's top "
                                        "sections: {mine}."), mine=mine or "–")


def _cabin_boy_tip(view: SeatView, seat: int, ship: int) -> str:
    team = _team(view, seat)
    if team not in (BRITISH, FRENCH):
        return ""
    theirs = view.holds[2 * ship + (1 - team)]
    if theirs == 0:
        return ""
    return _t(QT_TRANSLATE_NOOP("Help", "As Cabin Boy you may move 1 treasure from the {theirs} hold to the {mine} "
                                        "hold of the {ship}: {n} treasure lies in the {theirs} hold now."),
              theirs=team_name(1 - team), mine=team_name(team), ship=ship_name(ship), n=theirs)


def _brawl_tip(view: SeatView, seat: int) -> str:
    team = _team(view, seat)
    if team in (BRITISH, FRENCH) and view.tortuga_treasure[team] == 2:
        return _t(QT_TRANSLATE_NOOP("Help", "Both of Tortuga's treasures already lie in the {team} area: a Brawl "
                                            "could only lose them."), team=team_name(team))
    return _t(QT_TRANSLATE_NOOP("Help", "As Governor you may call for a Brawl: everyone on Tortuga votes, and the "
                                        "flag in the majority takes both of Tortuga's treasures (a tie splits them)."))


def _boat_tip(view: SeatView, seat: int) -> str:
    if seat not in view.boats:
        return ""
    boat = view.boats.index(seat)
    return _t(QT_TRANSLATE_NOOP("Help", "On a Rowboat you take no part in votes: move on to the {ship} or to "
                                        "Tortuga, or sit here to block the Rowboat."), ship=ship_name(boat))


# --------------------------------------------------------------------------- votes


def _vote(view: SeatView, seat: int, what: str) -> str:
    team = _team(view, seat)
    if what == "attack":
        text = _t(QT_TRANSLATE_NOOP("Help", "Only the top section counts: a Cannon and a Torch that no Water cancels "
                                            "win the Attack. Play Water to stop it, a Cannon or a Torch to help it."))
    elif what == "brawl":
        if team in (BRITISH, FRENCH):
            text = _t(QT_TRANSLATE_NOOP("Help", "Only the middle section counts: the flag in the majority takes "
                                                "Tortuga's two treasures. Play a {team} flag if you hold one."),
                      team=team_name(team))
        else:
            text = _t(QT_TRANSLATE_NOOP("Help", "Only the middle section counts: the flag in the majority takes "
                                                "Tortuga's two treasures, and a tie splits them."))
    else:
        text = _t(QT_TRANSLATE_NOOP("Help", "Only the bottom section counts: if Skulls outnumber Helms the Captain "
                                            "is marooned. Play a Skull to maroon them, a Helm to keep them."))
    if view.pirate_code_left[seat]:
        text += " " + _t(QT_TRANSLATE_NOOP("Help", "Your Pirate Code lets you stay out of this vote."))
    return text


# --------------------------------------------------------------------------- card decisions


def _resolve(view: SeatView, card: str) -> str:
    from tortuga_qt.help.cards import card_help

    tip = card_help(card).hint  # help/cards.py: the hint of each card whose revealer must choose
    return _t(tip) if tip else ""


def _forced(view: SeatView, a: int, b: int, forcer: str) -> str:
    for slot, other in ((a, b), (b, a)):
        kind = view.known[slot]
        if _harmful(kind):
            return _t(QT_TRANSLATE_NOOP("Help", "You saw {card} in slot {n}: pick slot {m}."),
                      card=card_name(kind), n=slot + 1, m=other + 1)
    return _t(QT_TRANSLATE_NOOP("Help", "{forcer} may know what lies in these slots: if they are a rival, the card "
                                        "they hope you pick is likely to hurt you."), forcer=forcer)


def _take(view: SeatView, seat: int) -> str:
    team = _team(view, seat)
    if team in (BRITISH, FRENCH):
        return _t(QT_TRANSLATE_NOOP("Help", "Put the treasure in your ship's {team} hold: it counts for the team of "
                                            "the hold it lies in."), team=team_name(team))
    return _t(QT_TRANSLATE_NOOP("Help", "As the Dutch you win if the teams tie: put the treasure where it brings "
                                        "the totals level."))


def _start_hold(view: SeatView, seat: int) -> str:
    team = _team(view, seat)
    if team in (BRITISH, FRENCH):
        return _t(QT_TRANSLATE_NOOP("Help", "Treasure counts for the team of the hold it lies in: the {team} hold "
                                            "helps your team."), team=team_name(team))
    return _t(QT_TRANSLATE_NOOP("Help", "As the Dutch you win if the teams tie: keep the totals level."))
