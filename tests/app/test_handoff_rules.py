"""Hand-offs and intents without a window (issue 11, item 4).

* The claim on the device survives computer seats' steps: the same person never has to claim
  it again, and a curtain rises only when the device must go to another person.
* A Vote card is played in two steps: clicking marks it (a click takes it back, another card
  replaces it), and only the confirmation plays it.
"""

from __future__ import annotations

import pytest

from tortuga_qt.app.seating import Seating, StepKind
from tortuga_qt.app.targets import Choice, VoteCard
from tortuga_qt.rules import actions as A


def test_a_computer_seats_move_ends_the_claim() -> None:
    """Carla decides, a computer plays on the public view, Carla decides again: she claims the device again.

    The curtain rule (issue "No secret after a public moment"): the whole table watched the
    computer's move, and anyone may press the next button.
    """
    seating = Seating([True, True, False])  # Carla (0), Bob (1), a computer (2)
    seating.looks = []
    assert seating.next_step([0], over=False).kind is StepKind.CURTAIN
    seating.claim(0)
    assert seating.next_step([0], over=False).kind is StepKind.DECIDE
    assert seating.next_step([2], over=False).kind is StepKind.BOT
    assert seating.claimed is None
    step = seating.next_step([0], over=False)
    assert (step.kind, step.seat) == (StepKind.CURTAIN, 0)


def test_the_same_persons_next_private_step_needs_no_new_claim() -> None:
    """The one exception: Carla's own private step directly continues her private step, nothing public in between."""
    from tortuga_qt.rules.events import TurnBegan

    seating = Seating([True, True, False])
    seating.looks = []
    seating.next_step([0], over=False)
    seating.claim(0)
    assert seating.next_step([0], over=False).kind is StepKind.DECIDE
    seating.note_events([TurnBegan(0)])  # public news in the log, not a moment shown to the table
    assert seating.next_step([0], over=False).kind is StepKind.DECIDE
    step = seating.next_step([1], over=False)  # the device must go to Bob
    assert (step.kind, step.seat) == (StepKind.CURTAIN, 1) and seating.claimed is None


@pytest.mark.parametrize("moment", ["vote_result", "revealed", "marooned"])
def test_a_result_shown_to_the_table_ends_the_claim(moment: str) -> None:
    """A vote's result, a revealed Event card and a maroon are shown to everyone: the next secret waits for a claim."""
    from tortuga_qt.rules.events import Marooned, Revealed, VoteResult

    event = {"vote_result": VoteResult(0, "mutiny", "success", ("skull", "skull", "helm"), (2, 1)),
             "revealed": Revealed(0, 1, "pistol"),
             "marooned": Marooned(1, 0, "mutiny")}[moment]
    seating = Seating([True, True])
    seating.looks = []
    seating.next_step([0], over=False)
    seating.claim(0)
    assert seating.next_step([0], over=False).kind is StepKind.DECIDE
    seating.note_events([event])
    assert seating.next_step([0], over=False).kind is StepKind.CURTAIN


def test_one_person_alone_is_never_asked_to_claim() -> None:
    """With one human there is nobody to hide from: computer moves and reveals keep the claim."""
    from tortuga_qt.rules.events import Revealed

    seating = Seating([False, True, False])
    seating.looks = []
    assert seating.next_step([1], over=False).kind is StepKind.DECIDE
    assert seating.next_step([0], over=False).kind is StepKind.BOT
    seating.note_events([Revealed(1, 1, "pistol")])
    assert seating.next_step([1], over=False).kind is StepKind.DECIDE


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
