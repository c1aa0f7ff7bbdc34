"""Rulings made after the rules review: secrets at setup, explanations, impossible positions."""

from __future__ import annotations

import pytest

from tortuga_qt.rules import IllegalActionError, apply
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.events import StarredChosen
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.invariants import InvariantError
from tortuga_qt.rules.notation import parse_action
from tortuga_qt.rules.scenario import play, position


def _err(state, text) -> IllegalActionError:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalActionError) as info:
        apply(state, parse_action(text))
    return info.value


def test_randomly_drawn_starred_cards_are_secret_to_everyone() -> None:
    """Rulebook "Setup": 3 starred cards chosen at random go into the deck unseen."""
    game = Game(default_config(5), 4)
    (event,) = [e for e in game.events if isinstance(e, StarredChosen)]
    assert event.visible_to == () and len(event.cards) == 3
    assert not event.visible_for(None) and not any(event.visible_for(s) for s in range(5))


def test_starred_cards_chosen_by_the_table_are_known() -> None:
    """Rulebook "Setup": chosen "through group consensus", the starred cards are in the config."""
    cfg = default_config(5, starred=("scurvy", "facade", "eight_bells"))
    game = Game(cfg, 4)
    assert not [e for e in game.events if isinstance(e, StarredChosen)]
    assert game.config.starred == ("scurvy", "facade", "eight_bells")


@pytest.mark.parametrize(
    ("row", "text", "code"),
    [
        ("pistol", "P1 pistol P1", "another_player"),
        ("atlantis", "P1 give P1", "another_player"),
        ("cabin_fever", "P1 fever P1", "another_player"),
        ("black_powder", "P1 powder TO", "boat_exploded"),
        ("letter_of_marque", "P1 marque P2 JR", "marque_target"),
        ("pistol", "P1 mutiny", "wrong_step"),
    ],
)
def test_bad_resolution_choice_names_the_real_problem(row: str, text: str, code: str) -> None:
    """Event card texts: 'another player', a usable Rowboat, a target on Tortuga or a Rowboat."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], row=[row, "pistol", None, None, None],
                 event_deck=["black_spot", "spanish_armada"])
    s, _ = play(s, "P1 reveal 1")
    err = _err(s, text)
    assert err.code == code
    assert err.rule.startswith("Event card") or err.rule.startswith("rulebook")


def test_search_for_a_card_not_in_the_deck_is_explained() -> None:
    """Event card: Crow's Nest: the search takes cards from the Vote deck only."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], row=["crows_nest", "pistol", None, None, None],
                 event_deck=["black_spot", "spanish_armada"])
    s, _ = play(s, "P1 reveal 1", "P1 crow P2")
    own = s.hands[0][0]
    err = _err(s, f"P1 search v{own}")
    assert err.code == "not_in_vote_deck"


def test_a_ship_never_sails_with_two_albatrosses() -> None:
    """Event card: Albatross: a position with 2 Albatross aboard one ship cannot exist."""
    with pytest.raises(InvariantError, match="Albatross"):
        position(4, fd=[0, 1], jr=[2], tortuga=[3], front={0: ["albatross"], 1: ["albatross"]})


def test_tie_break_row_is_not_marked_reshuffled() -> None:
    """R8/R9: after the tie-break the new row was laid out fresh, not reshuffled by R8."""
    s = position(4, fd=[0, 1], jr=[2], tortuga=[3], holds=(1, 0, 0, 1),
                 row=["spanish_armada", "pistol", None, None, None], event_deck=[])
    s.reshuffled = True
    s, _ = play(s, "P1 reveal 1")
    assert s.sudden and not s.reshuffled
