"""Exact setup, config and components (rulebook "Setup"; DECISIONS.md Components [F], R1, R2, R12).

Every chance step of the deal is driven with a scrambled permutation and checked field by field
(state, events and the next pending step), for every player count 2..9. The setup's options
(`GameConfig`) are checked with every refusal message word for word, and the components file
with the exact counts that DECISIONS.md gives.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tortuga_qt.paths import resources_dir
from tortuga_qt.rules import apply, chance_request, legal_actions, new_game, seats_to_act
from tortuga_qt.rules.actions import Chance, StartHold
from tortuga_qt.rules.components import (
    Components,
    ComponentsError,
    EventCard,
    Pirate,
    Team,
    VoteCard,
    components,
    components_path,
    parse_components,
)
from tortuga_qt.rules.config import (
    NAME_MAX,
    STARRED_KINDS,
    GameConfig,
    SeatConfig,
    default_config,
    eligible_starred,
)
from tortuga_qt.rules.events import (
    DeckShuffled,
    Drew,
    DrewCards,
    LoyaltySeen,
    PawnsPlaced,
    RowLaidOut,
    StarredChosen,
)
from tortuga_qt.rules.frames import ChanceF, FirstTurnF, StartHoldF
from tortuga_qt.rules.state import GameState

B, F, D = 0, 1, 2
PLAYERS = list(range(2, 10))
LOYALTY_TABLE = {2: (1, 1, 0), 3: (1, 1, 1), 4: (2, 2, 0), 5: (2, 2, 1),
                 6: (3, 3, 0), 7: (3, 3, 1), 8: (4, 4, 0), 9: (4, 4, 1)}  # DECISIONS.md [F]
PIRATE_KEYS = ("morgan", "olonnais", "braziliano", "mansvelt", "portugues", "myngs", "morris",
               "vauquelin", "exquemelin")
PIRATE_NAMES = ("Henry Morgan", "François l'Olonnais", "Roche Braziliano", "Edward Mansvelt",
                "Bartolomeu Português", "Christopher Myngs", "John Morris", "Moïse Vauquelin",
                "Alexandre Exquemelin")
ALL_STARRED = ("black_powder", "cabin_fever", "crows_nest", "eight_bells", "facade", "pirate_code",
               "scurvy", "stormy_seas")
SMALL_STARRED = ("black_powder", "crows_nest", "eight_bells", "pirate_code", "scurvy", "stormy_seas")
# Event card ids (components.json order): 0-2 Letter of Marque, 3-5 Pistol, 6-8 Albatross,
# 9-11 Black Spot, 12 Atlantis, 13 El Dorado, 14 Fountain of Youth, 15 Spanish Armada, 16-23 starred.
ALBATROSS = (6, 7, 8)
ARMADA = 15
STARRED_ID = dict(zip(ALL_STARRED, range(16, 24), strict=True))


def scrambled(n: int, seed: int) -> tuple[int, ...]:
    """Returns a fixed permutation of range(n) that is neither the identity nor its reverse."""
    perm = list(range(n))
    random.Random(seed).shuffle(perm)
    if perm in (list(range(n)), list(range(n - 1, -1, -1))):
        perm = perm[1:] + perm[:1]
    return tuple(perm)


def seats(n: int) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(name=PIRATE_NAMES[i], pirate=PIRATE_KEYS[i]) for i in range(n))


def starred_removed(n: int, chosen: tuple[str, ...]) -> tuple[int, ...]:
    """The Event cards out of an n-player game with these starred cards (by id)."""
    out = set(ALBATROSS) if n <= 3 else set()
    out |= {STARRED_ID[k] for k in ALL_STARRED if k not in chosen}
    return tuple(sorted(out))


def fresh_fields(cfg: GameConfig, top: ChanceF) -> dict[str, object]:
    """Every field of the state `new_game` returns, before any card is dealt."""
    n = len(cfg.seats)
    return {
        "cfg": cfg, "n": n, "stack": (FirstTurnF(), top), "turn": -1, "actions_left": 0,
        "ships": ((), ()), "tortuga": (), "boats": (-1, -1), "exploded": -1, "galleon": 4,
        "holds": (0, 0, 0, 0), "tort": (1, 1), "loyalty": (0,) * n, "hands": ((),) * n,
        "vote_deck": (), "event_deck": (), "row": (-1, -1, -1, -1, -1), "discard": (),
        "front": ((),) * n, "removed": (), "known": ((-1, -1, -1, -1, -1),) * n, "lost": 0,
        "code_left": (0,) * n, "sudden": False, "reshuffled": False, "result": None, "steps": 0,
    }


def same_fields(s: GameState, want: dict[str, object]) -> None:
    got = s.fields()
    assert got.keys() == want.keys()
    for name, value in want.items():
        assert got[name] == value and type(got[name]) is type(value), name


def step(s: GameState, what: str, outcome: tuple[int, ...]) -> tuple[GameState, list[object]]:
    req = chance_request(s)
    assert req is not None and req.what == what
    return apply(s, Chance(what, outcome))


# --------------------------------------------------------------------------- new_game


@pytest.mark.parametrize("n", PLAYERS)
def test_new_game_is_the_empty_table_waiting_for_the_starred_draw(n: int) -> None:
    """Rulebook "Setup": before the deal the mat is empty: 4 treasure on the Galleon, 1 in each
    Tortuga area, no pawn placed, nothing dealt; chance first draws the starred cards, from 6 kinds
    with 2-3 players (Facade and Cabin Fever left out) and from all 8 otherwise."""
    cfg = default_config(n)
    s = new_game(cfg)
    same_fields(s, fresh_fields(cfg, ChanceF("stars", 6 if n <= 3 else 8)))
    assert s._legal is None
    assert chance_request(s) == ChanceF("stars", 6 if n <= 3 else 8, ())
    assert seats_to_act(s) == (-1,)  # chance acts, no seat
    assert all(legal_actions(s, seat) == () for seat in range(n))
    assert not s.over


@pytest.mark.parametrize("n", [2, 3])
def test_new_game_small_table_with_facade_and_fever_draws_from_all_eight(n: int) -> None:
    """DECISIONS.md setup note: the option puts Facade and Cabin Fever back into the starred draw."""
    cfg = GameConfig(seats=seats(n), small_game_facade_fever=True)
    same_fields(new_game(cfg), fresh_fields(cfg, ChanceF("stars", 8)))


@pytest.mark.parametrize("n", PLAYERS)
def test_new_game_with_chosen_starred_cards_removes_the_others_and_deals_loyalty_next(n: int) -> None:
    """Rulebook "Setup": the players may choose the 3 starred cards; the other 5 (and the Albatross
    cards with 2-3 players) are out of the game, and the Loyalty deal comes next."""
    chosen = ("stormy_seas", "black_powder", "pirate_code")
    cfg = default_config(n, starred=chosen)
    assert cfg.starred == chosen
    s = new_game(cfg)
    want = fresh_fields(cfg, ChanceF("loyalty", n))
    want["removed"] = starred_removed(n, chosen)
    same_fields(s, want)
    assert s._legal is None
    # Out: cabin_fever 17, crows_nest 18, eight_bells 19, facade 20, scurvy 22 (+ Albatross 6-8).
    assert s.removed == ((17, 18, 19, 20, 22) if n >= 4 else (6, 7, 8, 17, 18, 19, 20, 22))


@pytest.mark.parametrize(("n", "removed"), [
    (2, (6, 7, 8, 16, 18, 19, 21, 23)), (3, (6, 7, 8, 16, 18, 19, 21, 23)),
    (4, (16, 18, 19, 21, 23)), (9, (16, 18, 19, 21, 23)),
])
def test_small_table_option_with_facade_and_fever_chosen(n: int, removed: tuple[int, ...]) -> None:
    """DECISIONS.md setup note: with the option, Facade and Cabin Fever may be chosen at 2-3 players;
    the Albatross cards still leave a 2-3 player game (and stay in a larger one)."""
    cfg = GameConfig(seats=seats(n), starred=("facade", "cabin_fever", "scurvy"),
                     small_game_facade_fever=True)
    assert new_game(cfg).removed == removed


# --------------------------------------------------------------------------- the starred draw


@pytest.mark.parametrize(("n", "outcome", "chosen", "removed"), [
    # 2-3 players: pool black_powder, crows_nest, eight_bells, pirate_code, scurvy, stormy_seas
    (2, (5, 3, 0, 1, 2, 4), ("black_powder", "pirate_code", "stormy_seas"), (6, 7, 8, 17, 18, 19, 20, 22)),
    (3, (4, 2, 1, 0, 3, 5), ("crows_nest", "eight_bells", "scurvy"), (6, 7, 8, 16, 17, 20, 21, 23)),
    # 4+ players: all 8 kinds in STARRED_KINDS order
    (4, (7, 2, 5, 0, 1, 3, 4, 6), ("crows_nest", "pirate_code", "stormy_seas"), (16, 17, 19, 20, 22)),
    (5, (4, 1, 6, 7, 0, 2, 3, 5), ("cabin_fever", "facade", "scurvy"), (16, 18, 19, 21, 23)),
    (9, (3, 0, 7, 1, 2, 4, 5, 6), ("black_powder", "eight_bells", "stormy_seas"), (17, 18, 20, 21, 22)),
])
def test_starred_draw_takes_the_first_three_of_the_shuffle(
        n: int, outcome: tuple[int, ...], chosen: tuple[str, ...], removed: tuple[int, ...]) -> None:
    """DECISIONS.md: 3 starred cards join each game drawn at random (the first 3 of chance's order);
    nobody sees which (the event is visible to no seat); the Loyalty deal follows."""
    cfg = default_config(n)
    s, ev = step(new_game(cfg), "stars", outcome)
    assert ev == [StarredChosen(chosen)]
    assert ev[0].visible_to == ()
    want = fresh_fields(cfg, ChanceF("loyalty", n))
    want["removed"], want["steps"] = removed, 1
    same_fields(s, want)


@pytest.mark.parametrize("n", [2, 3])
def test_starred_draw_with_the_option_reaches_facade_and_fever(n: int) -> None:
    """DECISIONS.md setup note: with the option the draw is over all 8 starred kinds, even at 2-3 players."""
    cfg = GameConfig(seats=seats(n), small_game_facade_fever=True)
    s, ev = step(new_game(cfg), "stars", (4, 1, 6, 7, 0, 2, 3, 5))
    assert ev == [StarredChosen(("cabin_fever", "facade", "scurvy"))]
    assert s.removed == (6, 7, 8, 16, 18, 19, 21, 23)


# --------------------------------------------------------------------------- the Loyalty deal


def _after_stars(n: int) -> GameState:
    return new_game(default_config(n, starred=("black_powder", "scurvy", "stormy_seas")))


@pytest.mark.parametrize("n", PLAYERS)
def test_loyalty_deal_gives_each_seat_the_card_chance_put_before_it(n: int) -> None:
    """DECISIONS.md Components [F]: the Loyalty cards of the player count (British, then French, then
    the Dutch card) are shuffled; seat i gets the card at position outcome[i]; each seat alone sees
    its own card; the Vote deal (32 cards) follows."""
    brit, fren, dutch = LOYALTY_TABLE[n]
    cards = (B,) * brit + (F,) * fren + (D,) * dutch
    assert len(cards) == n
    outcome = scrambled(n, n)
    s, ev = step(_after_stars(n), "loyalty", outcome)
    loyalty = tuple(cards[outcome[i]] for i in range(n))
    assert s.loyalty == loyalty and all(type(t) is int for t in s.loyalty)
    assert ev == [LoyaltySeen(seat, loyalty[seat]) for seat in range(n)]
    assert [e.visible_to for e in ev] == [(seat,) for seat in range(n)]
    assert s.stack == (FirstTurnF(), ChanceF("votes", 32))
    assert (s.hands, s.vote_deck, s.row, s.ships) == (((),) * n, (), (-1,) * 5, ((), ()))


@pytest.mark.parametrize(("n", "outcome", "loyalty"), [
    (2, (1, 0), (F, B)),
    (3, (2, 0, 1), (D, B, F)),
    (4, (3, 0, 2, 1), (F, B, F, B)),
    (5, (4, 0, 3, 1, 2), (D, B, F, B, F)),
    (9, (8, 7, 0, 1, 2, 3, 4, 5, 6), (D, F, B, B, B, B, F, F, F)),
])
def test_loyalty_deal_literal_examples(n: int, outcome: tuple[int, ...], loyalty: tuple[int, ...]) -> None:
    """DECISIONS.md Components [F]: the dealt teams, written out (Dutch only with an odd count)."""
    s, _ = step(_after_stars(n), "loyalty", outcome)
    assert s.loyalty == loyalty


# --------------------------------------------------------------------------- the Vote deal


def _after_loyalty(n: int, chosen: tuple[str, ...] = ("black_powder", "scurvy", "stormy_seas")) -> GameState:
    s = new_game(default_config(n, starred=chosen))
    return step(s, "loyalty", tuple(range(n)))[0]


@pytest.mark.parametrize("n", PLAYERS)
def test_vote_deal_three_cards_each_one_at_a_time(n: int) -> None:
    """Rulebook "Setup": the Vote deck is shuffled and 3 cards dealt to each player one at a time
    (seat order, round after round); the rest form the Vote deck, top first. Each hand is kept
    sorted; how many a seat drew is public, which cards only to that seat. The Event deck (18 cards
    with 4+ players, 15 with 2-3: no Albatross; the Armada waits) is shuffled next."""
    deck = scrambled(32, 100 + n)
    s, ev = step(_after_loyalty(n), "votes", deck)
    hands = tuple(tuple(sorted((deck[seat], deck[seat + n], deck[seat + 2 * n]))) for seat in range(n))
    assert s.hands == hands
    assert s.vote_deck == deck[3 * n:] and len(s.vote_deck) == 32 - 3 * n
    want: list[object] = [DeckShuffled("votes")]
    for seat in range(n):
        want += [Drew(seat, 3), DrewCards(seat, hands[seat])]
    assert ev == want
    assert ev[1].visible_to is None and ev[2].visible_to == (0,)
    assert s.stack == (FirstTurnF(), ChanceF("events", 15 if n <= 3 else 18))


def test_vote_deal_literal_example_two_players() -> None:
    """Rulebook "Setup": with 2 players seat 1 gets cards 1st, 3rd, 5th of the deck, seat 2 the 2nd,
    4th and 6th; the 7th card is the top of the Vote deck."""
    deck = (9, 30, 2, 17, 31, 0, 5, *range(3, 5), *range(6, 9), *range(10, 17), *range(18, 30), 1)
    s, _ = step(_after_loyalty(2), "votes", deck)
    assert s.hands == ((2, 9, 31), (0, 17, 30))
    assert s.vote_deck[:2] == (5, 3) and s.vote_deck[-1] == 1 and len(s.vote_deck) == 26


# --------------------------------------------------------------------------- the Event deck and row


def _after_votes(n: int, chosen: tuple[str, ...] = ("black_powder", "scurvy", "stormy_seas")) -> GameState:
    return step(_after_loyalty(n, chosen), "votes", tuple(range(32)))[0]


@pytest.mark.parametrize("n", PLAYERS)
def test_event_deck_shuffled_armada_last_five_laid_face_down(n: int) -> None:
    """Rulebook "Setup": the Event cards of this game (16 fixed less the Armada, plus the 3 starred;
    no Albatross with 2-3 players) are shuffled, the Spanish Armada goes at the bottom, the top 5
    are laid face down in the row (nobody knows them yet); the pawns are drawn next."""
    chosen = ("black_powder", "scurvy", "stormy_seas")
    s0 = _after_votes(n, chosen)
    pool = tuple(c for c in range(24) if c != ARMADA and c not in starred_removed(n, chosen))
    assert len(pool) == (15 if n <= 3 else 18)
    outcome = scrambled(len(pool), 200 + n)
    s, ev = step(s0, "events", outcome)
    deck = tuple(pool[i] for i in outcome) + (ARMADA,)
    assert s.row == deck[:5]
    assert s.event_deck == deck[5:] and s.event_deck[-1] == ARMADA
    left = 11 if n <= 3 else 14
    assert len(s.event_deck) == left
    assert ev == [DeckShuffled("events"), RowLaidOut(5, left)]
    assert s.known == ((-1,) * 5,) * n and s.discard == () and s.front == ((),) * n
    assert s.stack == (FirstTurnF(), ChanceF("pawns", n))


def test_event_deck_literal_example_four_players() -> None:
    """Rulebook "Setup": 4 players, Black Powder, Scurvy and Stormy Seas chosen: the pool by id is
    0-14, 16, 22, 23; chance's order picks the row and the deck, the Armada last."""
    pool = (*range(15), 16, 22, 23)
    outcome = (17, 16, 15, 0, 1, *range(2, 15))
    s, ev = step(_after_votes(4), "events", outcome)
    assert tuple(pool[i] for i in outcome[:5]) == (23, 22, 16, 0, 1)
    assert s.row == (23, 22, 16, 0, 1)
    assert s.event_deck == (*range(2, 15), ARMADA)
    assert ev == [DeckShuffled("events"), RowLaidOut(5, 14)]


# --------------------------------------------------------------------------- the pawns


def _after_events(n: int) -> GameState:
    s = _after_votes(n)
    return step(s, "events", tuple(range(15 if n <= 3 else 18)))[0]


@pytest.mark.parametrize("n", PLAYERS)
def test_pawns_drawn_onto_alternate_ships_then_captains_choose_holds(n: int) -> None:
    """Rulebook "Setup": pawns drawn from the bag go alternately on the Flying Dutchman (first) and
    the Jolly Roger, each line top to bottom; then the FD Captain chooses a starting hold, then the
    JR Captain (R12: the JR Captain plays first)."""
    draw = scrambled(n, 300 + n)
    s, ev = step(_after_events(n), "pawns", draw)
    fd, jr = tuple(draw[0::2]), tuple(draw[1::2])
    assert s.ships == (fd, jr)
    assert (len(fd), len(jr)) == ((n + 1) // 2, n // 2)
    assert ev == [PawnsPlaced(fd, jr)]
    assert s.stack == (FirstTurnF(), StartHoldF(jr[0]), StartHoldF(fd[0]))
    assert seats_to_act(s) == (fd[0],)
    assert set(legal_actions(s, fd[0])) == {StartHold(fd[0], B), StartHold(fd[0], F)}
    assert (s.tortuga, s.boats, s.turn, s.holds, s.galleon) == ((), (-1, -1), -1, (0, 0, 0, 0), 4)


@pytest.mark.parametrize(("n", "draw", "fd", "jr"), [
    (2, (1, 0), (1,), (0,)),
    (3, (2, 0, 1), (2, 1), (0,)),
    (5, (3, 1, 4, 0, 2), (3, 4, 2), (1, 0)),
])
def test_pawns_literal_examples(n: int, draw: tuple[int, ...], fd: tuple[int, ...], jr: tuple[int, ...]) -> None:
    """Rulebook "Setup": an odd count leaves the last pawn at the back of the Flying Dutchman."""
    s, _ = step(_after_events(n), "pawns", draw)
    assert s.ships == (fd, jr)
    assert s.stack[1:] == (StartHoldF(jr[0]), StartHoldF(fd[0]))


# --------------------------------------------------------------------------- config


def test_seat_names_of_one_to_forty_characters() -> None:
    """Config contract: a seat's name has 1 to 40 characters; name and pirate are texts."""
    assert NAME_MAX == 40
    assert SeatConfig(name="A", pirate="morgan").name == "A"
    assert SeatConfig(name="x" * 40, pirate="morgan").name == "x" * 40
    for bad in ("", "x" * 41):
        with pytest.raises(ValueError) as err:
            SeatConfig(name=bad, pirate="morgan")
        assert str(err.value) == "a seat's name has 1 to 40 characters"
    for name, pirate in ((1, "morgan"), ("Ann", 1), (None, None)):
        with pytest.raises(ValueError) as err:
            SeatConfig(name=name, pirate=pirate)  # type: ignore[arg-type]
        assert str(err.value) == "a seat's name and pirate are texts"


@pytest.mark.parametrize(("count", "ok"), [(0, False), (1, False), (2, True), (9, True), (10, False)])
def test_two_to_nine_players(count: int, ok: bool) -> None:
    """Rulebook (2-9 players): fewer than 2 or more than 9 seats are refused with the range."""
    table = [SeatConfig(name=f"P{i}", pirate=PIRATE_KEYS[i % 9]) for i in range(count)]
    if count == 10:  # ten different pirates do not exist: the count is checked first
        table[9] = SeatConfig(name="P9", pirate="nobody")
    if ok:
        assert GameConfig(seats=tuple(table)).n == count
        return
    with pytest.raises(ValueError) as err:
        GameConfig(seats=tuple(table))
    assert str(err.value) == "Tortuga 1667 is for 2 to 9 players"


def test_each_seat_a_different_known_pirate() -> None:
    """Config contract: the pirates of a table differ and come from the components."""
    with pytest.raises(ValueError) as err:
        GameConfig(seats=(SeatConfig("A", "morgan"), SeatConfig("B", "morgan")))
    assert str(err.value) == "each seat needs a different pirate"
    with pytest.raises(ValueError) as err:
        GameConfig(seats=(SeatConfig("A", "morgan"), SeatConfig("B", "blackbeard")))
    assert str(err.value) == "unknown pirate 'blackbeard'"
    cfg = GameConfig(seats=(SeatConfig("A", "exquemelin"), SeatConfig("B", "morgan")))
    assert [s.pirate for s in cfg.seats] == ["exquemelin", "morgan"]


def test_seats_and_starred_as_lists_become_tuples() -> None:
    """Config contract: seats and starred kinds may come as lists (from JSON) and are kept as tuples."""
    cfg = GameConfig(seats=list(seats(4)), starred=["scurvy", "facade", "crows_nest"])  # type: ignore[arg-type]
    assert cfg.seats == seats(4) and type(cfg.seats) is tuple
    assert cfg.starred == ("scurvy", "facade", "crows_nest") and type(cfg.starred) is tuple
    assert cfg.small_game_facade_fever is False
    assert GameConfig(seats=seats(4)).starred is None


@pytest.mark.parametrize("bad", ["morgan", None, (("A", "morgan"), ("B", "olonnais")), (SeatConfig("A", "morgan"), "x")])
def test_seats_must_be_a_list_of_seats(bad: object) -> None:
    """Config contract: the seats are a list of SeatConfig."""
    with pytest.raises(ValueError) as err:
        GameConfig(seats=bad)  # type: ignore[arg-type]
    assert str(err.value) == "the seats are a list of seats"


@pytest.mark.parametrize("bad", ["scurvy", 3, ("scurvy", 1, "facade"), [None, "a", "b"]])
def test_starred_must_be_a_list_of_kinds(bad: object) -> None:
    """Config contract: the starred Event cards are a list of card kinds."""
    with pytest.raises(ValueError) as err:
        GameConfig(seats=seats(4), starred=bad)  # type: ignore[arg-type]
    assert str(err.value) == "the starred Event cards are a list of card kinds"


@pytest.mark.parametrize("bad", [1, 0, "yes", None])
def test_small_game_option_is_a_boolean(bad: object) -> None:
    """Config contract: small_game_facade_fever is true or false (1 and 0 are not)."""
    with pytest.raises(ValueError) as err:
        GameConfig(seats=seats(2), small_game_facade_fever=bad)  # type: ignore[arg-type]
    assert str(err.value) == "small_game_facade_fever is true or false"


@pytest.mark.parametrize("starred", [
    (), ("scurvy",), ("scurvy", "facade"), ("scurvy", "facade", "crows_nest", "eight_bells"),
    ("scurvy", "scurvy", "facade"), ("scurvy", "scurvy", "scurvy"),
])
def test_exactly_three_different_starred(starred: tuple[str, ...]) -> None:
    """DECISIONS.md: 3 starred cards join each game: exactly 3, all different."""
    with pytest.raises(ValueError) as err:
        GameConfig(seats=seats(5), starred=starred)
    assert str(err.value) == "choose exactly 3 different starred Event cards"


@pytest.mark.parametrize(("n", "kind", "fever", "ok"), [
    (2, "facade", False, False), (3, "cabin_fever", False, False), (4, "facade", False, True),
    (4, "cabin_fever", False, True), (2, "facade", True, True), (3, "cabin_fever", True, True),
    (9, "facade", False, True), (5, "albatross", False, False), (5, "pistol", False, False),
])
def test_starred_kinds_allowed_by_player_count(n: int, kind: str, fever: bool, ok: bool) -> None:
    """DECISIONS.md setup note: with 2-3 players Facade and Cabin Fever only with the option; a
    card that is not starred can never be chosen."""
    trio = (kind, "scurvy", "eight_bells")
    if ok:
        assert GameConfig(seats=seats(n), starred=trio, small_game_facade_fever=fever).starred == trio
        return
    with pytest.raises(ValueError) as err:
        GameConfig(seats=seats(n), starred=trio, small_game_facade_fever=fever)
    assert str(err.value) == f"starred card {kind!r} is not available with {n} players"


def test_eligible_starred_by_player_count() -> None:
    """DECISIONS.md setup note: the starred pool, in a fixed order, by player count and option."""
    assert STARRED_KINDS == ALL_STARRED
    assert eligible_starred(2) == eligible_starred(3) == SMALL_STARRED
    assert eligible_starred(2, False) == eligible_starred(3, False) == SMALL_STARRED
    assert eligible_starred(2, True) == eligible_starred(3, True) == ALL_STARRED
    for n in range(4, 10):
        assert eligible_starred(n) == eligible_starred(n, True) == eligible_starred(n, False) == ALL_STARRED


@pytest.mark.parametrize("n", PLAYERS)
def test_default_config_seats_the_first_n_pirates(n: int) -> None:
    """Config contract: default_config names the seats after the first n pirates, in order."""
    cfg = default_config(n)
    assert cfg.seats == seats(n) and cfg.n == n
    assert cfg.starred is None and cfg.small_game_facade_fever is False
    chosen = default_config(n, ("scurvy", "crows_nest", "black_powder"))
    assert chosen.starred == ("scurvy", "crows_nest", "black_powder") and chosen.seats == seats(n)


def test_config_to_json() -> None:
    """Config contract: the JSON a save file or a record holds, with and without starred cards."""
    assert default_config(2).to_json() == {
        "seats": [{"name": "Henry Morgan", "pirate": "morgan"},
                  {"name": "François l'Olonnais", "pirate": "olonnais"}],
        "starred": None, "small_game_facade_fever": False,
    }
    cfg = GameConfig(seats=(SeatConfig("Ann", "myngs"), SeatConfig("Bob", "morris")),
                     starred=("facade", "scurvy", "cabin_fever"), small_game_facade_fever=True)
    data = cfg.to_json()
    assert data == {
        "seats": [{"name": "Ann", "pirate": "myngs"}, {"name": "Bob", "pirate": "morris"}],
        "starred": ["facade", "scurvy", "cabin_fever"], "small_game_facade_fever": True,
    }
    assert type(data["starred"]) is list
    json.dumps(data)  # JSON-ready


# --------------------------------------------------------------------------- components


def _raw() -> dict:  # type: ignore[type-arg]
    return json.loads(components_path().read_text(encoding="utf-8"))


VOTE_FACES = (
    ["cannon/british/skull"] * 2 + ["cannon/british/helm"] * 3 + ["cannon/french/skull"] * 2
    + ["cannon/french/helm"] * 2 + ["torch/british/skull"] * 3 + ["torch/british/helm"] * 3
    + ["torch/french/skull"] * 3 + ["torch/french/helm"] * 3 + ["water/british/skull"] * 2
    + ["water/british/helm"] * 2 + ["water/french/skull"] * 3 + ["water/french/helm"] * 2
    + ["2x torch/british/skull", "2x water/french/helm"]
)
EVENT_KINDS_BY_ID = (
    ["letter_of_marque"] * 3 + ["pistol"] * 3 + ["albatross"] * 3 + ["black_spot"] * 3
    + ["atlantis", "el_dorado", "fountain_of_youth", "spanish_armada"] + list(ALL_STARRED)
)


def _check_shipped(c: Components) -> None:
    """The shipped components, field by field (DECISIONS.md Components [F], R1, R2)."""
    assert (c.min_players, c.max_players) == (2, 9)
    assert c.loyalty == LOYALTY_TABLE
    assert c.hand_size == 3
    assert (c.galleon_treasure, c.tortuga_treasure, c.total_treasure) == (4, (1, 1), 8)
    assert (c.ship_capacity, c.row_size, c.starred_per_game) == (5, 5, 3)
    assert [v.face() for v in c.vote_cards] == VOTE_FACES
    assert [v.id for v in c.vote_cards] == list(range(32))
    assert c.vote_cards[0] == VoteCard(0, "cannon", "british", "skull", 1)
    assert c.vote_cards[30] == VoteCard(30, "torch", "british", "skull", 2)
    assert c.vote_cards[31] == VoteCard(31, "water", "french", "helm", 2)
    assert c.event_cards == tuple(
        EventCard(i, k, i >= 16) for i, k in enumerate(EVENT_KINDS_BY_ID))
    assert list(c.event_names) == list(dict.fromkeys(EVENT_KINDS_BY_ID))
    assert c.event_names["letter_of_marque"] == "Letter of Marque"
    assert c.event_names["spanish_armada"] == "Spanish Armada"
    assert c.event_names["crows_nest"] == "Crow's Nest"
    assert list(c.event_texts) == list(c.event_names)
    assert c.event_texts["pistol"] == "Choose another player: they are marooned. Cannot be kept."
    assert c.small_game_max == 3
    assert c.small_game_remove == ("albatross",)
    assert c.small_game_left_out == ("facade", "cabin_fever")
    assert c.pirates[0] == Pirate("morgan", "Henry Morgan", "M", "#A01000", "red")
    assert c.pirates[1] == Pirate("olonnais", "François l'Olonnais", "O", "#2818FF", "blue")
    assert tuple(p.key for p in c.pirates) == PIRATE_KEYS
    assert tuple(p.name for p in c.pirates) == PIRATE_NAMES


def test_shipped_components_exactly() -> None:
    """DECISIONS.md Components [F], R1, R2: every count of the shipped file, as the engine reads it
    (the cached components and a fresh full validation alike)."""
    _check_shipped(components())
    raw = components_path().read_text(encoding="utf-8")
    _check_shipped(parse_components(raw))


def test_components_path_is_the_data_file() -> None:
    """components.py contract: the file is resources/data/components.json."""
    path = components_path()
    assert path == resources_dir() / "data" / "components.json"
    assert path.name == "components.json" and path.parent.name == "data" and path.is_file()


def test_vote_card_faces_and_event_ids() -> None:
    """R2: a special card's face reads '2x ...'; the ids of every Event card of one kind."""
    assert VoteCard(3, "torch", "british", "skull", 1).face() == "torch/british/skull"
    assert VoteCard(30, "torch", "british", "skull", 2).face() == "2x torch/british/skull"
    assert VoteCard(7, "water", "french", "helm", 2).face() == "2x water/french/helm"
    c = components()
    assert c.event_ids("letter_of_marque") == (0, 1, 2)
    assert c.event_ids("albatross") == (6, 7, 8)
    assert c.event_ids("spanish_armada") == (15,)
    assert c.event_ids("stormy_seas") == (23,)
    assert c.event_ids("kraken") == ()


def test_edited_components_are_assembled_from_the_file() -> None:
    """components.py contract: the content of a components file becomes the engine's components:
    group counts make consecutive ids, the Loyalty table is keyed by player count, each field is
    read from its own key (an edited content, assembled as `components()` does after validation)."""
    from tortuga_qt.rules.components import _assemble

    data = _raw()
    data["vote_cards"] = [
        {"top": "water", "middle": "french", "bottom": "helm", "count": 2, "weight": 1},
        {"top": "cannon", "middle": "british", "bottom": "skull", "count": 1, "weight": 2},
    ]
    data["event_cards"] = [
        {"kind": "pistol", "count": 2, "starred": False, "group": "g", "name": "Gun", "text": "Bang."},
        {"kind": "scurvy", "count": 1, "starred": True, "group": "g", "name": "Ill", "text": "Cough."},
    ]
    data["players"] = {"min": 3, "max": 7}
    data["loyalty_by_players"] = {"3": {"british": 1, "french": 2, "dutch": 0},
                                  "7": {"british": 3, "french": 3, "dutch": 1}}
    data["vote_hand_size"] = 4
    data["treasure"] = {"total": 11, "galleon": 5, "tortuga_british": 2, "tortuga_french": 3, "per_captain": 1}
    data["ship_capacity"], data["row_size"], data["starred_per_game"] = 6, 4, 2
    data["small_game_removals"] = {"max_players": 4, "remove": ["pistol", "el_dorado"],
                                   "left_out_by_default": ["scurvy"]}
    data["pirates"] = data["pirates"][2:4]
    c = _assemble(data)
    assert c == Components(
        min_players=3, max_players=7, loyalty={3: (1, 2, 0), 7: (3, 3, 1)}, hand_size=4,
        galleon_treasure=5, tortuga_treasure=(2, 3), total_treasure=11, ship_capacity=6,
        row_size=4, starred_per_game=2,
        vote_cards=(VoteCard(0, "water", "french", "helm", 1), VoteCard(1, "water", "french", "helm", 1),
                    VoteCard(2, "cannon", "british", "skull", 2)),
        event_cards=(EventCard(0, "pistol", False), EventCard(1, "pistol", False), EventCard(2, "scurvy", True)),
        event_names={"pistol": "Gun", "scurvy": "Ill"}, event_texts={"pistol": "Bang.", "scurvy": "Cough."},
        small_game_max=4, small_game_remove=("pistol", "el_dorado"), small_game_left_out=("scurvy",),
        pirates=(Pirate("braziliano", "Roche Braziliano", "R", "#48A890", "teal"),
                 Pirate("mansvelt", "Edward Mansvelt", "E", "#D87000", "orange")),
    )
    assert c.event_ids("pistol") == (0, 1)


def test_invalid_components_error_names_the_problem() -> None:
    """components.py contract: an invalid file raises ComponentsError 'components data is invalid: '
    followed by pydantic's account of what is wrong, chained to it."""
    from pydantic import ValidationError

    from tortuga_qt.rules.components_file import ComponentsFile

    data = _raw()
    data["treasure"]["galleon"] = "four"
    raw = json.dumps(data)
    with pytest.raises(ValidationError) as pyd:
        ComponentsFile.model_validate_json(raw)
    with pytest.raises(ComponentsError) as err:
        parse_components(raw)
    assert str(err.value) == f"components data is invalid: {pyd.value}"
    assert "treasure.galleon" in str(err.value)
    assert isinstance(err.value.__cause__, ValidationError)


@pytest.mark.parametrize(("content", "message"), [
    (None, "cannot read {path}: No such file or directory"),
    ("{\n  \"format\": 1,\n  oops\n}", "{path} is not valid JSON (line 3)"),
])
def test_unreadable_components_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                    content: str | None, message: str) -> None:
    """components.py contract: a missing file or one that is not JSON raises ComponentsError with
    the path and the reason (the OS's words, or the line of the JSON error)."""
    from tortuga_qt.rules import components as C

    path = tmp_path / "components.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    monkeypatch.setattr(C, "components_path", lambda: path)
    C.components.cache_clear()
    try:
        with pytest.raises(ComponentsError) as err:
            C.components()
        assert str(err.value) == message.format(path=path)
    finally:
        C.components.cache_clear()


def test_team_values() -> None:
    """DECISIONS.md Components [F]: a Loyalty card is British (0), French (1) or Dutch (2)."""
    assert (int(Team.BRITISH), int(Team.FRENCH), int(Team.DUTCH)) == (B, F, D)
