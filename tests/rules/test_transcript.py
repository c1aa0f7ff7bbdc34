"""A golden transcript: one hand-built position, a fixed line of play, every event it causes.

Like a chess engine's perft numbers, the expected lines are written out by hand from the rules,
so any change in what the engine reports, in what order, or in the event notation shows up
here. Seats are P1..P5 in the actions (0-based in events); places FD=0, JR=1, TO=2; holds
FD.B=0, FD.F=1, JR.B=2, JR.F=3, the Spanish Galleon -1; row slots 1..5 (0-based in events).

The position (5 players): Flying Dutchman P1 (Captain), P2; Jolly Roger P3 (Captain), P4, P5.
P1 holds v0 v1 v2, P2 holds v8 v9 v10; the Vote deck starts v15 (torch/french/skull), v16, v17.
Row: Pistol, Black Spot, Letter of Marque, Albatross, Pistol; Event deck: Black Spot, Armada.
"""

from __future__ import annotations

from tortuga_qt.rules.events import format_event, redact
from tortuga_qt.rules.scenario import play, position

PLAY: list[tuple[str, list[str]]] = [
    # Rulebook "Attack": the Captain calls it; everyone on the Captain's ship votes.
    ("P1 attack", [
        "vote_called seat=0 what=attack ship=0 participants=0,1",
    ]),
    # R10: that a seat voted is public; which card, only the voter knows.
    ("P1 vote v0", [
        "voted seat=0 n=1",
        "voted_cards seat=0 cards=0",
    ]),
    # The deck's top card (v15, a Torch) joins; 1 Cannon and 2 Torches, no Water: success.
    # R10: only the shuffled (sorted) faces and the tally are shown.
    ("P2 vote v9", [
        "voted seat=1 n=1",
        "voted_cards seat=1 cards=9",
        "vote_result seat=0 what=attack outcome=success"
        " faces=cannon/british/skull,torch/british/skull,torch/french/skull tally=1,2,0",
    ]),
    # R5: the Galleon has treasure, so it comes from there, into a hold the Captain chooses.
    ("P1 take G>FD.F", [
        "treasure_taken seat=0 src=-1 dst=1",
    ]),
    # R10: the 3 cards go to the bottom in the recorded order; each voter draws 1 (v16, v17).
    # R12: then the next seat clockwise plays.
    ("chance vote_return 2 0 1", [
        "vote_cards_returned n=3",
        "drew seat=0 n=1",
        "drew_cards seat=0 cards=16",
        "drew seat=1 n=1",
        "drew_cards seat=1 cards=17",
        "turn seat=1",
    ]),
    # Rulebook "Reveal 1 Event Card": public; the revealer resolves it.
    ("P2 reveal 1", [
        "revealed seat=1 slot=0 card=pistol",
    ]),
    # Event card Pistol: another player is marooned to the back of Tortuga's line (empty: no
    # card lost, R11); the Pistol is discarded and the slot refilled from the Event deck.
    ("P2 pistol P4", [
        "pistol seat=1 target=3",
        "discarded card=pistol",
        "marooned seat=3 place=1 cause=pistol",
        "replaced slot=0 left=1",
        "turn seat=2",
    ]),
    # Rulebook "Captains": maroon any crewmate; P5 goes behind P4 on Tortuga.
    ("P3 maroon P5", [
        "captain_maroons seat=2 target=4",
        "marooned seat=4 place=1 cause=captain",
        "turn seat=3",
    ]),
]

SECRET = {"voted_cards", "drew_cards"}


def _start():  # type: ignore[no-untyped-def]
    return position(
        5, fd=[0, 1], jr=[2, 3, 4], hands={0: [0, 1, 2], 1: [8, 9, 10]},
        row=["pistol", "black_spot", "letter_of_marque", "albatross", "pistol"],
        event_deck=["black_spot", "spanish_armada"],
    )


def test_golden_transcript() -> None:
    """Every event of the line of play, in order, exactly as written above."""
    s = _start()
    assert s.vote_deck[:3] == (15, 16, 17)
    for text, expected in PLAY:
        s, events = play(s, text)
        assert [format_event(e) for e in events] == expected, text
    # Where the line of play leaves the table.
    assert s.ships == ((0, 1), (2,)) and s.tortuga == (3, 4)
    assert s.galleon == 3 and s.holds == (1, 1, 0, 1)
    assert s.hands[0] == (1, 2, 16) and s.hands[1] == (8, 10, 17)
    assert s.vote_deck[-3:] == (15, 0, 9)  # "vote_return 2 0 1" over (v0, v9, v15)


def test_golden_transcript_public_part() -> None:
    """The public log is the same transcript without the voters' and drawers' secrets (R10)."""
    s = _start()
    for text, expected in PLAY:
        s, events = play(s, text)
        assert [format_event(e) for e in redact(events, None)] == [
            line for line in expected if line.split()[0] not in SECRET
        ], text
