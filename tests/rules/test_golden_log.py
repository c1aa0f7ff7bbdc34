"""The golden log: one whole seeded game, every event it causes and who may see each, by hand.

Like python-chess's perft counts, the expected transcript below is written out literally: a
4-player game dealt by seed 1 (`Game(default_config(4), 1)`), then a fixed line of play to the
end (R9 sudden death). Each entry is one step of the game record (chance steps included) and the
events it caused, in order, each prefixed by who may see it: `*` everyone, `P2` that seat only,
`-` nobody. Any change in the deal (the pinned generators, `rng.py`), the rules' outcomes, the
order of events, their payloads, their notation or their visibility shows up here.

Seats are P1..P4 in the actions and 0-based in the events; places FD=0, JR=1, TO=2, RB1=3,
RB2=4; holds FD.B=0, FD.F=1, JR.B=2, JR.F=3; row slots 1..5 in the actions, 0-based in events.
Loyalties: P1, P2 British; P3, P4 French.
"""

from __future__ import annotations

from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import apply
from tortuga_qt.rules.events import Event, format_event, parse_event, redact
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import format_action, parse_action
from tortuga_qt.rules.serialization import replay_steps
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import Result

GOLDEN: list[tuple[str, list[str]]] = [
    # Setup (rulebook "Setup"): 3 of the 8 starred Event cards join the game, unseen by anyone
    # (nobody may see which: '-'); the outcome's first 3 index the starred cards in id order.
    ("chance stars 0 3 7 4 6 2 5 1", [
        "- starred_chosen cards=black_powder,eight_bells,stormy_seas",
    ]),
    # 4 players: 2 British and 2 French Loyalty cards, each seen by its owner only.
    ("chance loyalty 1 0 3 2", [
        "P1 loyalty seat=0 team=0",
        "P2 loyalty seat=1 team=0",
        "P3 loyalty seat=2 team=1",
        "P4 loyalty seat=3 team=1",
    ]),
    # The Vote deck is shuffled and 3 cards dealt to each seat, one at a time (seat s gets deck[s],
    # deck[s+4], deck[s+8]); how many is public, which cards only the owner sees. v28 is on top.
    ("chance votes 25 24 6 15 23 12 10 16 8 18 9 4 28 31 22 20 0 1 27 26 30 19 21 14 29 7 17 13 5 2 11 3", [
        "* deck_shuffled deck=votes",
        "* drew seat=0 n=3",
        "P1 drew_cards seat=0 cards=8,23,25",
        "* drew seat=1 n=3",
        "P2 drew_cards seat=1 cards=12,18,24",
        "* drew seat=2 n=3",
        "P3 drew_cards seat=2 cards=6,9,10",
        "* drew seat=3 n=3",
        "P4 drew_cards seat=3 cards=4,15,16",
    ]),
    # 4 players keep the Albatrosses; the Armada goes to the bottom; 5 laid out face down, 14 left.
    # Row: Black Powder, Black Spot, Pistol, Fountain of Youth, Albatross.
    ("chance events 15 9 3 14 6 16 12 10 5 7 13 8 4 0 2 1 17 11", [
        "* deck_shuffled deck=events",
        "* row_laid_out n=5 left=14",
    ]),
    # Pawns drawn from the bag onto alternate ships, the Flying Dutchman first.
    ("chance pawns 0 3 1 2", [
        "* pawns_placed fd=0,1 jr=3,2",
    ]),
    # Each Captain chooses the hold of their ship's starting treasure (the Flying Dutchman's first).
    ("P1 hold B", [
        "* start_hold seat=0 ship=0 team=0",
    ]),
    # R12: the Jolly Roger Captain (P4) has the first turn.
    ("P4 hold F", [
        "* start_hold seat=3 ship=1 team=1",
        "* turn seat=3",
    ]),
    # Rulebook "Attack": only the Captain's ship votes (P4, P3).
    ("P4 attack", [
        "* vote_called seat=3 what=attack ship=1 participants=3,2",
    ]),
    # R10: that a seat voted is public; which card, only the voter knows.
    ("P4 vote v15", [
        "* voted seat=3 n=1",
        "P4 voted_cards seat=3 cards=15",
    ]),
    # Deck card v28 (Water) joins: the Water cancels the Torch, so no successful Torch: failed.
    ("P3 vote v6", [
        "* voted seat=2 n=1",
        "P3 voted_cards seat=2 cards=6",
        "* vote_result seat=3 what=attack outcome=failed faces=cannon/french/skull,torch/french/skull,water/french/helm tally=1,1,1",
    ]),
    # R10: the 3 cards go to the bottom of the Vote deck; each participant draws the next card.
    ("chance vote_return 0 2 1", [
        "* vote_cards_returned n=3",
        "* drew seat=3 n=1",
        "P4 drew_cards seat=3 cards=31",
        "* drew seat=2 n=1",
        "P3 drew_cards seat=2 cards=22",
        "* turn seat=0",
    ]),
    # Rulebook "View 2": public that P1 looked, private what P1 saw (R13).
    ("P1 view 1 4", [
        "* viewed seat=0 a=0 b=3",
        "P1 saw seat=0 a=0 card_a=black_powder b=3 card_b=fountain_of_youth",
        "* turn seat=1",
    ]),
    ("P2 reveal 4", [
        "* revealed seat=1 slot=3 card=fountain_of_youth",
    ]),
    # A treasure map: the revealer gives it to another player; the slot is refilled.
    ("P2 give P1", [
        "* given seat=1 target=0 card=fountain_of_youth",
        "* replaced slot=3 left=13",
        "* turn seat=2",
    ]),
    # Black Spot: the revealer is marooned (from the Jolly Roger: place=1).
    ("P3 reveal 2", [
        "* revealed seat=2 slot=1 card=black_spot",
        "* discarded card=black_spot",
        "* marooned seat=2 place=1 cause=black_spot",
        "* replaced slot=1 left=12",
        "* turn seat=3",
    ]),
    ("P4 reveal 3", [
        "* revealed seat=3 slot=2 card=pistol",
    ]),
    # Pistol: discarded at once; P1 may answer with the Fountain of Youth before being marooned.
    ("P4 pistol P1", [
        "* pistol seat=3 target=0",
        "* discarded card=pistol",
    ]),
    # The Fountain refuses the Pistol and is discarded; then the Pistol's slot is refilled.
    ("P1 fountain", [
        "* fountain_used seat=0 cause=pistol",
        "* discarded card=fountain_of_youth",
        "* replaced slot=2 left=11",
        "* turn seat=0",
    ]),
    # Rulebook "Captains": maroon a crewmate; P2 goes behind P3 on Tortuga.
    ("P1 maroon P2", [
        "* captain_maroons seat=0 target=1",
        "* marooned seat=1 place=0 cause=captain",
        "* turn seat=1",
    ]),
    # Rulebook "Force": P2 points at slots 1 and 5, P4 picks and is the revealer.
    ("P2 force 1 5 P4", [
        "* forced seat=1 target=3 a=0 b=4",
    ]),
    ("P4 pick 1", [
        "* revealed seat=3 slot=0 card=black_powder",
    ]),
    # Black Powder: the explosion token on the Rowboat by the Flying Dutchman (RB1 = place 3).
    ("P4 powder RB1", [
        "* black_powder seat=3 boat=3",
        "* discarded card=black_powder",
        "* replaced slot=0 left=10",
        "* turn seat=2",
    ]),
    # Rulebook "Brawl": the Governor (P3) calls it; everyone on Tortuga votes, Governor first.
    ("P3 brawl", [
        "* vote_called seat=2 what=brawl ship=2 participants=2,1",
    ]),
    ("P3 vote v9", [
        "* voted seat=2 n=1",
        "P3 voted_cards seat=2 cards=9",
    ]),
    # Deck card v20 (French): 1 British flag to 2 French: both Tortuga treasures to the French.
    ("P2 vote v18", [
        "* voted seat=1 n=1",
        "P2 voted_cards seat=1 cards=18",
        "* vote_result seat=2 what=brawl outcome=french faces=torch/british/skull,torch/french/helm,torch/french/helm tally=1,2",
        "* tortuga_treasure british=0 french=2",
    ]),
    ("chance vote_return 0 1 2", [
        "* vote_cards_returned n=3",
        "* drew seat=2 n=1",
        "P3 drew_cards seat=2 cards=0",
        "* drew seat=1 n=1",
        "P2 drew_cards seat=1 cards=1",
        "* turn seat=3",
    ]),
    # P4 alone on the Jolly Roger may still Attack (rulebook).
    ("P4 attack", [
        "* vote_called seat=3 what=attack ship=1 participants=3",
    ]),
    # Deck card v27 (Water) cancels the Torch: failed.
    ("P4 vote v16", [
        "* voted seat=3 n=1",
        "P4 voted_cards seat=3 cards=16",
        "* vote_result seat=3 what=attack outcome=failed faces=torch/french/skull,water/french/skull tally=0,1,1",
    ]),
    ("chance vote_return 0 1", [
        "* vote_cards_returned n=2",
        "* drew seat=3 n=1",
        "P4 drew_cards seat=3 cards=26",
        "* turn seat=0",
    ]),
    ("P1 reveal 1", [
        "* revealed seat=0 slot=0 card=pistol",
    ]),
    # P2 is marooned on Tortuga again: R11, a Vote card of theirs picked at random (a chance step)
    ("P1 pistol P2", [
        "* pistol seat=0 target=1",
        "* discarded card=pistol",
        "* marooned seat=1 place=2 cause=pistol",
    ]),
    # goes to the bottom of the deck; that a card was lost is public, which card private.
    ("chance lose_card 1 0 2", [
        "* card_lost seat=1",
        "P2 card_lost_private seat=1 card=12",
        "* replaced slot=0 left=9",
        "* turn seat=1",
    ]),
    ("P2 move RB2", [
        "* moved seat=1 src=2 dst=4 how=row",
        "* turn seat=2",
    ]),
    # Eight Bells with the revealer alone on Tortuga: no effect (game help).
    ("P3 reveal 4", [
        "* revealed seat=2 slot=3 card=eight_bells",
        "* discarded card=eight_bells",
        "* no_effect seat=2 card=eight_bells",
        "* replaced slot=3 left=8",
        "* turn seat=3",
    ]),
    ("P4 reveal 2", [
        "* revealed seat=3 slot=1 card=atlantis",
    ]),
    # The Atlantis map goes to P1; before P1's turn the holder may use it.
    ("P4 give P1", [
        "* given seat=3 target=0 card=atlantis",
        "* replaced slot=1 left=7",
    ]),
    # Atlantis: from one ship to the back of the other; then discarded.
    ("P1 atlantis", [
        "* moved seat=0 src=0 dst=1 how=atlantis",
        "* discarded card=atlantis",
        "* turn seat=0",
    ]),
    # Rulebook "Mutiny": P1 is the Jolly Roger's First Mate; only the non-Captains vote (P1).
    ("P1 mutiny", [
        "* vote_called seat=0 what=mutiny ship=1 participants=0",
    ]),
    # Deck card v30 (2 Skulls, R2): 3 Skulls to 0 Helms: the Captain P4 is marooned.
    ("P1 vote v25", [
        "* voted seat=0 n=1",
        "P1 voted_cards seat=0 cards=25",
        "* vote_result seat=0 what=mutiny outcome=success faces=2x%20torch/british/skull,water/french/skull tally=3,0",
        "* marooned seat=3 place=1 cause=mutiny",
    ]),
    ("chance vote_return 0 1", [
        "* vote_cards_returned n=2",
        "* drew seat=0 n=1",
        "P1 drew_cards seat=0 cards=19",
        "* turn seat=1",
    ]),
    ("P2 move JR", [
        "* moved seat=1 src=4 dst=1 how=row",
        "* turn seat=2",
    ]),
    ("P3 reveal 4", [
        "* revealed seat=2 slot=3 card=el_dorado",
    ]),
    # El Dorado: the holder draws 1 extra Vote card at once.
    ("P3 give P4", [
        "* given seat=2 target=3 card=el_dorado",
        "* drew seat=3 n=1",
        "P4 drew_cards seat=3 cards=21",
        "* replaced slot=3 left=6",
        "* turn seat=3",
    ]),
    # P4 views slots 1 and 3 (an Albatross and a Black Spot), privately.
    ("P4 view 1 3", [
        "* viewed seat=3 a=0 b=2",
        "P4 saw seat=3 a=0 card_a=albatross b=2 card_b=black_spot",
        "* turn seat=0",
    ]),
    # Albatross: the revealer keeps it face up.
    ("P1 reveal 1", [
        "* revealed seat=0 slot=0 card=albatross",
        "* kept seat=0 card=albatross",
        "* replaced slot=0 left=5",
        "* turn seat=1",
    ]),
    # A second Albatross aboard the Jolly Roger: everyone aboard is marooned in reverse rank, the
    # First Mate P2 first, the Captain P1 last (game help); from a ship, no card is lost (R11).
    ("P2 reveal 2", [
        "* revealed seat=1 slot=1 card=albatross",
        "* kept seat=1 card=albatross",
        "* albatross_sinks ship=1",
        "* marooned seat=1 place=1 cause=albatross",
        "* marooned seat=0 place=1 cause=albatross",
        "* replaced slot=1 left=4",
        "* turn seat=2",
    ]),
    ("P3 reveal 1", [
        "* revealed seat=2 slot=0 card=letter_of_marque",
    ]),
    # Letter of Marque: P4 from Tortuga to the back of the Flying Dutchman.
    ("P3 marque P4 FD", [
        "* discarded card=letter_of_marque",
        "* moved seat=3 src=2 dst=0 how=letter_of_marque",
        "* replaced slot=0 left=3",
        "* turn seat=3",
    ]),
    ("P4 reveal 2", [
        "* revealed seat=3 slot=1 card=letter_of_marque",
    ]),
    # A Letter of Marque kept to play later as an action.
    ("P4 keep", [
        "* kept seat=3 card=letter_of_marque",
        "* replaced slot=1 left=2",
        "* turn seat=0",
    ]),
    # Black Spot on Tortuga: marooned again (R11), a random card lost.
    ("P1 reveal 3", [
        "* revealed seat=0 slot=2 card=black_spot",
        "* discarded card=black_spot",
        "* marooned seat=0 place=2 cause=black_spot",
    ]),
    ("chance lose_card 0 1 2", [
        "* card_lost seat=0",
        "P1 card_lost_private seat=0 card=8",
        "* replaced slot=2 left=1",
        "* turn seat=1",
    ]),
    ("P2 reveal 4", [
        "* revealed seat=1 slot=3 card=pistol",
    ]),
    # Pistol on a pawn on a ship: no card lost (R11).
    ("P2 pistol P4", [
        "* pistol seat=1 target=3",
        "* discarded card=pistol",
        "* marooned seat=3 place=0 cause=pistol",
        "* replaced slot=3 left=0",
    ]),
    # The Armada entered the row (left=0): R8, the unrevealed cards of the row are reshuffled.
    ("chance row 0 3 1 4 2", [
        "* row_reshuffled n=5",
        "* turn seat=2",
    ]),
    # Stormy Seas on Tortuga: the two treasures go back to their starting areas (1 British, 1 French).
    ("P3 reveal 3", [
        "* revealed seat=2 slot=2 card=stormy_seas",
        "* discarded card=stormy_seas",
        "* stormy_seas seat=2 place=2 n=2",
        "* turn seat=3",
    ]),
    # The kept Letter of Marque played as the whole turn's action: P1 to the Jolly Roger.
    ("P4 marque P1 JR", [
        "* moved seat=0 src=2 dst=1 how=letter_of_marque",
        "* discarded card=letter_of_marque",
        "* turn seat=0",
    ]),
    # The Armada with 4 players (even) and a 2-2 tie: R9, sudden death; the Armada leaves the game,
    # the 12 discards and the 3 unrevealed cards make a new deck of 15.
    ("P1 reveal 2", [
        "* revealed seat=0 slot=1 card=spanish_armada",
        "* sudden_death n=15",
    ]),
    # R9: 5 laid out from the new deck; play on.
    ("chance new_deck 0 3 10 5 9 7 12 11 14 8 4 1 2 13 6", [
        "* row_laid_out n=5 left=10",
        "* turn seat=1",
    ]),
    ("P2 move RB2", [
        "* moved seat=1 src=2 dst=4 how=row",
        "* turn seat=2",
    ]),
    ("P3 brawl", [
        "* vote_called seat=2 what=brawl ship=2 participants=2,3",
    ]),
    ("P3 vote v0", [
        "* voted seat=2 n=1",
        "P3 voted_cards seat=2 cards=0",
    ]),
    # El Dorado: P4 plays 2 Vote cards, then discards the map. Deck card v14 (British): 2 British
    # flags to 3 French (the double card counts 2): both Tortuga treasures to the French.
    ("P4 vote v26 v31", [
        "* voted seat=3 n=2",
        "P4 voted_cards seat=3 cards=26,31",
        "* discarded card=el_dorado",
        "* vote_result seat=2 what=brawl outcome=french faces=2x%20water/french/helm,cannon/british/skull,torch/british/helm,water/french/skull tally=2,3",
        "* tortuga_treasure british=0 french=2",
    ]),
    # R9: the French now lead 3 to 1 (Flying Dutchman's British hold 1; the Jolly Roger's French
    # hold 1 and Tortuga's 2), so the French (P3, P4) win at once, after the vote's aftermath;
    # the Loyalties are shown to everyone.
    ("chance vote_return 1 2 0 3", [
        "* vote_cards_returned n=4",
        "* drew seat=2 n=1",
        "P3 drew_cards seat=2 cards=29",
        "* drew seat=3 n=1",
        "P4 drew_cards seat=3 cards=7",
        "* game_over reason=sudden_death team=1 winners=2,3 british=1 french=3",
        "* loyalties_revealed loyalties=0,0,1,1",
    ]),
]

SEED = 1
PLAYERS = 4


def _who(e: Event) -> str:
    """`*` for a public event, else the seats that may see it (`-` for none)."""
    seats = e.visible_to
    return "*" if seats is None else ",".join(f"P{s + 1}" for s in seats) or "-"


def _line(e: Event) -> str:
    return f"{_who(e)} {format_event(e)}"


def _played() -> Game:
    """The seeded game with every seat's decision of the golden log played in order."""
    game = Game(default_config(PLAYERS), SEED)
    for text, _ in GOLDEN:
        if not text.startswith("chance "):
            game.play(parse_action(text))
    return game


def test_the_seeded_game_records_the_golden_steps() -> None:
    """game.py/rng.py: seed 1 deals exactly the golden chance outcomes; the record is every step in order; the French win (R9)."""
    game = _played()
    assert game.record().actions == [text for text, _ in GOLDEN]
    assert game.over
    assert game.state.result == Result("sudden_death", 1, (2, 3), 1, 3)


def test_golden_log_every_event_and_who_sees_it() -> None:
    """Every step's events, in order, with their payloads and visibility, exactly as written."""
    game = _played()
    record = game.record()
    replayed = replay_steps(record.config, record.actions)
    got = [(text, [_line(e) for e in caused]) for text, caused in zip(record.actions, replayed.step_events, strict=True)]
    for (text, expected), (got_text, lines) in zip(GOLDEN, got, strict=True):
        assert (got_text, lines) == (text, expected)
    assert [_line(e) for e in game.events] == [line for _, lines in GOLDEN for line in lines]


def test_golden_log_each_seat_sees_only_its_part() -> None:
    """R10/R13 (events/base.py): a seat's log is the public events plus its own secrets; the public sees public ones only."""
    events = _played().events
    lines = [line for _, group in GOLDEN for line in group]
    assert [_line(e) for e in redact(events, None)] == [x for x in lines if x.startswith("* ")]
    for seat in range(PLAYERS):
        mine = [x for x in lines if x.startswith("* ") or x.split()[0] == f"P{seat + 1}"]
        assert [_line(e) for e in redact(events, seat)] == mine
        assert [e.visible_for(seat) for e in events] == [x in mine for x in lines]
    assert [e.visible_for(None) for e in events] == [x.startswith("* ") for x in lines]
    assert not any(e.visible_for(s) for e in events if _who(e) == "-" for s in (None, *range(9)))


def test_golden_log_lines_read_back() -> None:
    """events/__init__.py: every line of the golden log parses back to the event that wrote it."""
    for e in _played().events:
        assert parse_event(format_event(e)) == e


def test_replay_keeps_every_state_of_the_golden_game() -> None:
    """serialization.replay_steps(keep_states=True): the start and each step's state, each the step applied to the one before."""
    game = _played()
    record = game.record()
    replayed = replay_steps(record.config, record.actions, keep_states=True)
    assert len(replayed.states) == len(GOLDEN) + 1
    assert replayed.states[0] == new_game(default_config(PLAYERS))
    assert replayed.states[-1] == game.state == replayed.state
    assert [format_action(a) for a in replayed.actions] == record.actions
    for before, action, after, caused in zip(
        replayed.states[:-1], replayed.actions, replayed.states[1:], replayed.step_events, strict=True
    ):
        state, events = apply(before, action)
        assert state == after and events == caused
    assert replayed.events == game.events
    plain = replay_steps(record.config, record.actions)
    assert plain.states == [] and plain.state == game.state
