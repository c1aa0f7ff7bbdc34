"""Hand-offs and intents without a window (issue 11, item 4).

* The claim on the device survives computer seats' steps: the same person never has to claim
  it again, and a curtain rises only when the device must go to another person.
* A Vote card is played in two steps: clicking marks it (a click takes it back, another card
  replaces it), and only the confirmation plays it.
"""

from __future__ import annotations

from tortuga_qt.app.seating import Seating, StepKind
from tortuga_qt.app.targets import Choice, VoteCard
from tortuga_qt.rules import actions as A


def test_the_claim_survives_a_computer_seat_step() -> None:
    """Carla votes, a computer votes, Carla decides again: no "Pass to Carla" (item 4)."""
    seating = Seating([True, True, False])  # Carla (0), Bob (1), a computer (2)
    seating.looks = []
    assert seating.next_step([0], over=False).kind is StepKind.CURTAIN
    seating.claim(0)
    assert seating.next_step([0], over=False).kind is StepKind.DECIDE
    assert seating.next_step([2], over=False).kind is StepKind.BOT
    assert seating.claimed == 0  # still Carla's: the screen shows the public view meanwhile
    step = seating.next_step([0], over=False)
    assert (step.kind, step.seat) == (StepKind.DECIDE, 0)
    # The device must go to Bob: now the curtain rises, and Bob claims it.
    step = seating.next_step([1], over=False)
    assert (step.kind, step.seat) == (StepKind.CURTAIN, 1) and seating.claimed is None


def test_a_resumed_game_starts_behind_the_curtain_even_for_the_same_person() -> None:
    seating = Seating([True, True, False])
    seating.looks = []
    seating.claim(0)
    seating.force_curtain = True
    assert seating.next_step([2], over=False).kind is StepKind.BOT
    assert seating.next_step([0], over=False).kind is StepKind.CURTAIN  # a save holds every secret


def test_a_vote_card_is_marked_then_put_down() -> None:
    votes = tuple(A.Vote(0, (c,)) for c in (3, 9, 21))
    choice = Choice("vote", votes, auto=True)
    assert choice.confirms
    assert choice.click(VoteCard(3)) and choice.complete() == A.Vote(0, (3,))
    # Another card: a change of mind, the mark moves.
    assert VoteCard(9) in choice.open_targets()
    assert choice.click(VoteCard(9)) and choice.clicks == (VoteCard(9),)
    # The marked card again: taken back.
    assert choice.click(VoteCard(9)) and choice.clicks == () and choice.complete() is None
    assert not choice.click(VoteCard(40))  # not in the hand
    # Other kinds are played on the last click, as before.
    assert not Choice("reveal", (A.Reveal(0, 1),)).confirms


def test_el_dorado_two_cards_are_marked_then_put_down() -> None:
    cards = (3, 9, 21)
    votes = tuple(A.Vote(0, (a, b)) for i, a in enumerate(cards) for b in cards[i + 1:])
    choice = Choice("vote2", votes)
    assert choice.click(VoteCard(21)) and choice.click(VoteCard(3))
    assert choice.complete() == A.Vote(0, (3, 21))
    assert choice.click(VoteCard(9)) and choice.complete() == A.Vote(0, (9, 21))  # the last one is replaced
    assert choice.click(VoteCard(21)) and choice.clicks == (VoteCard(9),)


def test_the_atlantis_choice_is_saved_and_older_files_load_without_it() -> None:
    """Item 4: "Ask me only before my own turn" is kept in the save; files without the field load as before."""
    import json

    import pytest

    from tortuga_qt.record.savefile import SaveError, game_to_save, load_bytes, save_bytes
    from tortuga_qt.rules.config import default_config
    from tortuga_qt.rules.game import Game

    game = Game(default_config(3), 5)
    humans = [True, True, False]
    plain = save_bytes(game_to_save(game, humans))
    assert b"atlantis_own_turn" not in plain  # unchanged bytes for everyone who never ticks it
    assert load_bytes(plain).save.atlantis_own_turn == []
    chosen = save_bytes(game_to_save(game, humans, atlantis_own_turn=[1]))
    assert load_bytes(chosen).save.atlantis_own_turn == [1]
    data = json.loads(chosen)
    data["atlantis_own_turn"] = [2]  # a computer seat: no person made that choice
    with pytest.raises(SaveError, match="Atlantis"):
        load_bytes(json.dumps(data).encode())
