"""Why an action is illegal: a code, the rule it breaks, and a plain sentence."""

from __future__ import annotations

from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    Abstain,
    Action,
    Atlantis,
    Attack,
    Brawl,
    Chance,
    Fever,
    Force,
    Give,
    Maroon,
    Marque,
    Move,
    Mutiny,
    Pick,
    Pistol,
    Powder,
    Reveal,
    Search,
    Shift,
    StartHold,
    Take,
    View,
    Vote,
)
from tortuga_qt.rules.board import boat_free, has_room, holds_kind, place_of
from tortuga_qt.rules.frames import (
    AtlantisF,
    ChanceF,
    CrowSearchF,
    ForcedPickF,
    FountainF,
    ResolveF,
    StartHoldF,
    TakeF,
    TurnF,
    VoteF,
)
from tortuga_qt.rules.places import JR, PLACE_CODES, RB1, RB2, TORTUGA, boat_ship, ship_boat
from tortuga_qt.rules.state import GameState

Explanation = tuple[str, str, str, dict[str, object]]

_WAITING = {
    TurnF: "choose a turn action",
    StartHoldF: "choose the hold for the starting treasure",
    AtlantisF: "decide whether to use Atlantis",
    ForcedPickF: "pick one of the two Event cards pointed at",
    ResolveF: "resolve the revealed Event card",
    CrowSearchF: "search the Vote deck (Crow's Nest)",
    TakeF: "take the plundered treasure",
    FountainF: "decide whether to use the Fountain of Youth",
    VoteF: "play a Vote card",
}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


def explain(s: GameState, a: Action) -> Explanation:
    """Returns (code, rule, message, params) saying why `a` is not legal in `s`."""
    if s.result is not None:
        return "game_over", "rulebook: End of the Game", "The game is over.", {}
    top = s.stack[-1]
    if type(a) is Chance or type(top) is ChanceF:
        return _explain_chance(s, top, a)
    from tortuga_qt.rules.engine import seats_to_act

    deciding = seats_to_act(s)
    if a.seat not in deciding:
        who = ", ".join(_p(x) for x in deciding)
        return ("not_your_decision", "rulebook: Game Play",
                f"It is not {_p(a.seat)}'s decision now: waiting for {who} to {_WAITING[type(top)]}.",
                {"seat": a.seat, "waiting": deciding})
    if type(top) is TurnF:
        return _explain_turn(s, a)
    if type(top) is VoteF:
        return _explain_vote(s, a)
    if type(top) is TakeF and type(a) is Take:
        return ("take_source", "R5",
                "After a successful Attack the treasure comes from the Spanish Galleon while it has "
                "any, otherwise from a hold of the other ship, and goes into a hold of your ship.", {})
    if type(top) is ResolveF:
        return _explain_resolve(s, top, a)
    if type(top) is CrowSearchF and type(a) is Search:
        return ("not_in_vote_deck", "Event card: Crow's Nest",
                f"v{a.card} is not in the Vote deck; pick one of the cards you are searching.", {"card": a.card})
    if type(top) is AtlantisF and type(a) is Atlantis:
        return ("atlantis", "Event card: Atlantis",
                "Atlantis moves its holder from one ship to the other ship, which must have room.", {})
    if type(top) is StartHoldF and type(a) is StartHold:
        return ("start_hold", "rulebook: Setup",
                "A Captain puts the starting treasure in their own ship's British or French hold.", {})
    if type(top) is ForcedPickF and type(a) is Pick:
        return ("pick_slot", "rulebook: Force another player",
                f"You must pick slot {top.a + 1} or slot {top.b + 1}.", {"a": top.a, "b": top.b})
    return ("wrong_step", "rulebook: Game Play",
            f"{_p(a.seat)} must now {_WAITING[type(top)]}, not '{a.verb}'.",
            {"expected": type(top).__name__, "got": a.verb})


def _explain_resolve(s: GameState, top: ResolveF, a: Action) -> Explanation:
    rule = f"Event card: {C.KIND[top.card].replace('_', ' ').title()}"
    target = getattr(a, "target", None)
    if type(a) in (Pistol, Give, Fever) and target == a.seat:
        return "another_player", rule, "This card must target another player, not yourself.", {}
    if type(a) is Powder:
        return ("boat_exploded", rule,
                "Choose a Rowboat that has not been blown up (RB1 or RB2).", {"boat": a.boat})
    if type(a) is Marque:
        if not has_room(s, a.ship):
            return "ship_full", "rulebook: Game Play", "There may never be more than 5 pawns on a ship.", {}
        return ("marque_target", rule,
                "A Letter of Marque moves a player who is on Tortuga or on a Rowboat.", {})
    if target is not None and not 0 <= target < s.n:
        return "no_such_player", rule, f"There is no player P{target + 1} in this game.", {}
    return ("wrong_step", "rulebook: Game Play",
            f"{_p(a.seat)} must now {_WAITING[ResolveF]} ({C.KIND[top.card].replace('_', ' ')}), "
            f"not '{a.verb}'.", {"expected": top.kind, "got": a.verb})


def _explain_chance(s: GameState, top: object, a: Action) -> Explanation:
    if type(top) is not ChanceF:
        return "not_chance", "rulebook: Game Play", "No random step is pending now.", {}
    if type(a) is not Chance:
        return ("chance_pending", "rulebook: Setup",
                f"A random step ({top.what}) must happen first.", {"what": top.what})
    return ("bad_chance", "rulebook: Setup",
            f"The random step '{top.what}' needs a permutation of 0..{top.n - 1}.",
            {"what": top.what, "n": top.n})


def _row(code: str, msg: str) -> Explanation:
    return code, "rulebook: Potential Actions", msg, {}


def _explain_turn(s: GameState, a: Action) -> Explanation:
    down = [i for i, c in enumerate(s.row) if c >= 0]
    if type(a) in (View, Force):
        if len(down) < 2:
            return ("two_cards_needed", "R7",
                    "Viewing or forcing needs at least 2 face-down Event cards in the row.", {})
        if type(a) is Force and a.target == a.seat:
            return _row("force_self", "You must force another player, not yourself.")
        return _row("slot_not_face_down", "Both slots must hold a face-down Event card (slots 1-5, different).")
    if type(a) is Reveal:
        return _row("slot_not_face_down", f"Slot {a.slot + 1} holds no face-down Event card.")
    if type(a) is Move:
        return _explain_move(s, a)
    line_place, idx = place_of(s, a.seat)
    on_ship = line_place <= JR
    line = s.ships[line_place] if on_ship else ()
    if type(a) is Attack:
        if not (on_ship and idx == 0):
            return "not_captain", "rulebook: Captains", "Only a Captain may call for an Attack.", {}
        return ("nothing_to_take", "R5",
                "An Attack needs treasure on the Spanish Galleon or, once it is empty, in the other ship's holds.", {})
    if type(a) is Maroon:
        if not (on_ship and idx == 0):
            return "not_captain", "rulebook: Captains", "Only a Captain may maroon a crewmate.", {}
        return ("not_crewmate", "R6",
                "A Captain may maroon only another pawn on their own ship, never themselves.", {})
    if type(a) is Mutiny:
        return ("not_first_mate", "R6",
                "Only a First Mate (second in line on a ship) may call for a Mutiny.", {})
    if type(a) is Shift:
        if not (on_ship and line[-1] == a.seat):
            return ("not_cabin_boy", "rulebook: Cabin Boys",
                    "Only a Cabin Boy (last in line on a ship) may move treasure between holds.", {})
        return "no_treasure_in_hold", "R6", "There is no treasure in that hold to move.", {}
    if type(a) is Brawl:
        return ("not_governor", "R6",
                "Only the Governor of Tortuga (first in Tortuga's line) may call for a Brawl.", {})
    if type(a) is Marque:
        if not holds_kind(s, a.seat, "letter_of_marque"):
            return ("no_letter", "Event card: Letter of Marque",
                    "You have no kept Letter of Marque to play.", {})
        if not has_room(s, a.ship):
            return "ship_full", "rulebook: Game Play", "There may never be more than 5 pawns on a ship.", {}
        return ("marque_target", "Event card: Letter of Marque",
                "A Letter of Marque moves a player who is on Tortuga or on a Rowboat.", {})
    return ("not_a_turn_action", "rulebook: Potential Actions",
            f"'{a.verb}' is not a turn action; choose one of the actions in the list.", {"got": a.verb})


def _explain_move(s: GameState, a: Move) -> Explanation:
    place, _ = place_of(s, a.seat)
    rule = "rulebook: Rowboats"
    if a.dest in (RB1, RB2):
        if s.exploded == a.dest:
            return "boat_exploded", "Event card: Black Powder", "That Rowboat was blown up and can never be used again.", {}
        if not boat_free(s, a.dest):
            return "boat_taken", rule, "Each Rowboat holds only 1 pawn at a time.", {}
        if place in (RB1, RB2) or (place <= JR and ship_boat(place) != a.dest):
            return "not_adjoining", rule, "You may only move to a Rowboat that adjoins your ship or Tortuga.", {}
    elif place not in (RB1, RB2):
        return ("via_rowboat", rule,
                f"From {PLACE_CODES[place]} you can only move onto an adjoining Rowboat; reaching a ship or "
                "Tortuga takes a second action from the Rowboat.", {})
    elif a.dest != TORTUGA and a.dest != boat_ship(place):
        return "not_adjoining", rule, "From a Rowboat you may go to Tortuga or to the ship it adjoins.", {}
    else:
        return "ship_full", "rulebook: Game Play", "There may never be more than 5 pawns on a ship.", {}
    return "bad_move", rule, "That move is not possible.", {}


def _explain_vote(s: GameState, a: Action) -> Explanation:
    if type(a) is Abstain:
        return ("no_pirate_code", "Event card: Pirate Code; R3",
                "Only a player with a Pirate Code covering this vote may stay out of it.", {})
    if type(a) is Vote:
        hand = s.hands[a.seat]
        if any(c not in hand for c in a.cards):
            shown = ", ".join(f"v{c}" for c in a.cards if c not in hand)
            return "card_not_in_hand", "rulebook: Vote Cards", f"You do not hold {shown}.", {}
        if len(a.cards) == 2 and not holds_kind(s, a.seat, "el_dorado"):
            return ("two_cards_without_el_dorado", "Event card: El Dorado",
                    "Only the holder of El Dorado may play 2 Vote cards in a vote.", {})
        return "bad_vote", "rulebook: Vote Cards", "Play 1 Vote card (2 with El Dorado), each card once.", {}
    return ("vote_pending", "rulebook: Vote Cards",
            "A vote is under way: play a Vote card first.", {"got": a.verb})
