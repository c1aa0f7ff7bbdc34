"""The Hard computer pirate and its sampled worlds.

Worlds: at many moments of seeded random games, a world sampled for a seat (Loyalty cards drawn
uniformly here, with the seat's own card fixed) shows that seat exactly its real view and gives
it the same legal actions; with the seat's history its frames (a vote under way, a reveal being
resolved, the cards in flight after a tally) are the engine's own, up to cards the seat cannot tell
apart. Hard: always a legal move, the same move for the same inputs and generator state (with an
iteration cap), no listed blunder on positions built to tempt it, whole games to the end, and a
small strength smoke against random pirates.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import pytest

from tests.rules.randomgames import SCALE
from tortuga_qt.app.thinker import HINT_ITERATIONS, hint_bot
from tortuga_qt.bots.belief import Belief
from tortuga_qt.bots.hard import HARD_CEILING_S, HardBot
from tortuga_qt.bots.hard.method import ABLATIONS, Method
from tortuga_qt.bots.hard.search import BY_TABLE
from tortuga_qt.bots.hard.vetoes import BLUFFS, VETOES, vetoed
from tortuga_qt.bots.random_bot import RandomBot
from tortuga_qt.bots.worlds import WorldError, WorldSampler, sample_world
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.actions import (
    Action,
    Force,
    Reveal,
    Shift,
    StartHold,
    Take,
    View,
    Vote,
)
from tortuga_qt.rules.components import components
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.engine import legal_actions
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.frames import (
    ChanceF,
    Frame,
    StartHoldF,
    TakeF,
    VoteF,
)
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.invariants import check_state
from tortuga_qt.rules.places import FD, NOWHERE, TORTUGA, hold
from tortuga_qt.rules.rng import Rng
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState
from tortuga_qt.rules.views import SeatView, view_for

# --------------------------------------------------------------------------- helpers


def uniform_loyalty(view: SeatView, rng: Rng) -> tuple[int, ...]:
    """Returns the other seats' Loyalty cards shuffled at random, the seat's own fixed (a stand-in belief)."""
    assert view.seat is not None
    n = len(view.names)
    b, f, d = components().loyalty[n]
    cards = [0] * b + [1] * f + [2] * d
    mine = view.loyalties[view.seat]
    assert mine is not None
    cards.remove(mine)
    rest = [cards[i] for i in rng.permutation(len(cards))]
    return tuple(mine if x == view.seat else rest.pop() for x in range(n))


def _normal(stack: Sequence[Frame], seat: int) -> list[object]:
    """Returns the frames as the seat can tell them apart (others' cards by count, cards in flight by face)."""
    out: list[object] = []
    for f in stack:
        if isinstance(f, VoteF):
            played = tuple((x, cards if x == seat else len(cards)) for x, cards in f.played)
            out.append((f.what, f.caller, f.ship, f.participants, f.waiting, played, f.abstained))
        elif isinstance(f, ChanceF) and f.what == "vote_return":
            out.append((f.what, f.n, tuple(sorted(C.VOTE_FACE[c] for c in f.args))))
        elif type(f).__name__ == "ResolveF":
            out.append((type(f).__name__, f.seat, f.kind))
        else:
            out.append(f)
    return out


def _random_games(seeds: Sequence[int]) -> list[tuple[GameState, list[Event], int]]:
    """Returns (state, events, seat) at every decision of seeded random games (all seats, two per moment)."""
    out: list[tuple[GameState, list[Event], int]] = []
    for seed in seeds:
        n = 2 + seed % 8
        game = Game(default_config(n), seed)
        rng = Rng(seed + 100)
        bot = RandomBot(policy="kinds")
        while not game.over:
            seats = game.to_act()
            for seat in sorted({seats[0], rng.below(n)}):
                out.append((game.state, list(game.events), seat))
            game.play(bot.choose(None, game.legal(seats[0]), rng))
    return out


MOMENTS = _random_games(range(40))


# --------------------------------------------------------------------------- worlds


def test_a_sampled_world_shows_the_seat_exactly_its_view_and_its_legal_actions() -> None:
    """The key property: whatever secrets a world fills in, the seat sees its own table and may do the same.

    The test run checks every other moment of the 40 games (some 2,450), the slow check
    (`TORTUGA_PROPERTIES=full`, README) every one."""
    rng = Rng(1)
    kinds: set[str] = set()
    for state, events, seat in MOMENTS if SCALE >= 2 else MOMENTS[::2]:
        view = view_for(state, seat)
        for history in (redact(events, seat), []):
            world = sample_world(view, uniform_loyalty(view, rng), rng, history)  # check_state inside
            assert view_for(world, seat) == view
            assert legal_actions(world, seat) == legal_actions(state, seat)
            kinds.add(view.decision.kind if view.decision is not None else "over")
    assert {"turn", "vote", "resolve", "forced_pick", "take", "start_hold"} <= kinds, kinds


def test_with_its_history_a_world_rebuilds_the_engines_frames_and_who_knows_which_slot() -> None:
    """Votes under way, reveals being resolved and tallied cards in flight: as the engine has them."""
    rng = Rng(2)
    for state, events, seat in MOMENTS[::3]:
        view = view_for(state, seat)
        world = sample_world(view, uniform_loyalty(view, rng), rng, redact(events, seat))
        assert _normal(world.stack, seat) == _normal(state.stack, seat)
        assert [[c >= 0 for c in k] for k in world.known] == [[c >= 0 for c in k] for k in state.known]


def test_worlds_fill_the_secrets_at_random_but_keep_what_the_seat_knows() -> None:
    """Other hands, decks and unseen row cards vary between samples; the seat's hand and notes never do."""
    state, events, seat = next(m for m in MOMENTS if m[0].n == 6 and m[0].turn >= 0 and m[0].steps > 40)
    view = view_for(state, seat)
    sampler = WorldSampler(view, redact(events, seat))
    rng = Rng(3)
    worlds = [sampler.sample(uniform_loyalty(view, rng), rng) for _ in range(30)]
    others = [x for x in range(state.n) if x != seat]
    assert len({tuple(w.hands[x] for x in others) for w in worlds}) > 20
    assert len({w.event_deck for w in worlds}) > 20
    assert len({w.loyalty for w in worlds}) > 1
    for w in worlds:
        assert w.hands[seat] == state.hands[seat]
        assert all(w.row[i] == k for i, k in enumerate(w.known[seat]) if k >= 0)
        assert w.loyalty[seat] == state.loyalty[seat]


def test_a_world_refuses_loyalties_that_contradict_the_seats_own_card() -> None:
    """A belief sample with another card for the seat itself is a caller's bug: WorldError."""
    state, _, seat = next(m for m in MOMENTS if m[0].n == 6 and m[0].turn >= 0)
    view = view_for(state, seat)
    wrong = list(state.loyalty)
    other = next(x for x in range(state.n) if state.loyalty[x] != state.loyalty[seat])
    wrong[seat], wrong[other] = wrong[other], wrong[seat]
    with pytest.raises(WorldError):
        sample_world(view, wrong, Rng(4))
    with pytest.raises(WorldError):
        WorldSampler(view_for(state, None))


def test_worlds_from_belief_samples_on_hand_built_positions() -> None:
    """A Take after a won Attack and a known row: the world keeps both, with the real belief's loyalties."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], row=["pistol", "black_spot", "spanish_armada", "albatross", "pistol"],
                 event_deck=["scurvy"], known={0: {1: "x", 2: "x"}}, stack=[StartHoldF(0)], turn=-1, holds=(0, 0, 0, 1))
    view = view_for(s, 0)
    belief = Belief.from_history(view, [])
    rng = Rng(5)
    for _ in range(10):
        w = sample_world(view, belief.sample(rng), rng)
        assert view_for(w, 0) == view
        assert C.KIND[w.row[1]] == "black_spot" and C.KIND[w.row[2]] == "spanish_armada"


# --------------------------------------------------------------------------- the Hard pirate


def _choose(bot: HardBot, state: GameState, seat: int, rng: Rng, history: Sequence[Event] = ()) -> Action:
    return bot.choose(view_for(state, seat), legal_actions(state, seat), rng, history)


def test_hard_returns_a_legal_action_at_every_kind_of_decision() -> None:
    """From many moments of random games, with a few iterations: always one of the legal actions."""
    bot = HardBot(iterations=3)
    rng = Rng(6)
    kinds: set[str] = set()
    for state, events, seat in MOMENTS[::23]:
        legal = legal_actions(state, seat)
        if not legal:
            continue
        view = view_for(state, seat)
        a = bot.choose(view, legal, rng, redact(events, seat))
        assert a in legal
        assert view.decision is not None
        kinds.add(view.decision.kind)
    assert {"turn", "vote", "resolve", "forced_pick"} <= kinds, kinds


def test_hard_is_deterministic_with_an_iteration_cap() -> None:
    """Equal view, legal actions, history and generator state: the same action, the generator moved alike."""
    picks = [m for m in MOMENTS if m[0].n in (6, 9) and legal_actions(m[0], m[2])][::40][:8]
    for state, events, seat in picks:
        history = redact(events, seat)
        r1, r2 = Rng(7), Rng(7)
        a1 = _choose(HardBot(iterations=8), state, seat, r1, history)
        bot = HardBot(iterations=8)
        _choose(bot, state, seat, Rng(99), history)  # a bot that already thought elsewhere
        a2 = _choose(bot, state, seat, r2, history)
        assert a1 == a2 and r1 == r2


def test_a_method_sets_the_margin_and_the_horizon_of_the_search() -> None:
    """Shipped: n + 2 turn actions deep at every size; `z-0.5` and `horizon-16` change one part each."""
    shipped = HardBot()
    assert (shipped.z, shipped._horizon(3), shipped._horizon(4), shipped._horizon(5), shipped._horizon(8)) == (1.0, 5, 6, 7, 10)
    assert HardBot(method=ABLATIONS["z-0.5"]).z == 0.5 and HardBot(method=ABLATIONS["z-0.5"])._horizon(4) == 6
    assert HardBot(method=ABLATIONS["horizon-16"])._horizon(4) == 16 and HardBot(method=ABLATIONS["horizon-16"]).z == 1.0
    assert HardBot(method=ABLATIONS["horizon-6"])._horizon(8) == 6
    assert HardBot(method=ABLATIONS["horizon-16"])._horizon(8) == 16
    assert HardBot(method=ABLATIONS["best-mean"]).z == 0.0


def test_a_shipped_decision_searches_the_same_playout_work_at_every_table_size() -> None:
    """As shipped the cap on worlds falls as playouts grow longer (400 at 4 players, 240 at 8); a cap given stands."""
    shipped = HardBot()
    assert shipped.iterations == BY_TABLE and shipped.budget_ms == 900
    assert [shipped._limit(n) for n in range(2, 10)] == [600, 480, 400, 342, 300, 266, 240, 218]
    assert HardBot(iterations=7)._limit(8) == 7 and HardBot(iterations=None)._limit(4) > 10**6
    assert HardBot(method=ABLATIONS["budget-800"]).iterations is None  # the clock ablations lift the cap
    hint = hint_bot()
    assert isinstance(hint, HardBot) and hint._limit(8) == HINT_ITERATIONS == 100  # a hint stays quick
    # a Vote card never stops early: a shipped pirate searches the table's whole cap (a long clock, so the cap ends it)
    state, events, seat = next(m for m in MOMENTS if m[0].n == 4 and isinstance(m[0].stack[-1], VoteF)
                               and len(legal_actions(m[0], m[2])) > 1 and len(m[0].hands[m[2]]) > 1)
    bot = HardBot(budget_ms=60_000)
    _choose(bot, state, seat, Rng(4), redact(events, seat))
    assert bot.last_iterations == 400


def test_hard_stays_within_its_time_budget() -> None:
    """Without a cap the clock stops the search: a 60 ms budget returns well before a second."""
    state, events, seat = next(m for m in MOMENTS if m[0].n == 9 and m[0].turn >= 0 and legal_actions(m[0], m[2]) and m[0].steps > 30)
    bot = HardBot(budget_ms=60, iterations=None)
    start = time.perf_counter()
    _choose(bot, state, seat, Rng(8), redact(events, seat))
    assert time.perf_counter() - start < 0.6
    assert bot.last_iterations >= 1
    assert HARD_CEILING_S <= 2.0


# --------------------------------------------------------------------------- vetoes on tempting positions


def _never(state: GameState, seat: int, bad: Sequence[Action], name: str, tries: int = 4) -> None:
    """Asserts that the named veto forbids every `bad` action and that Hard never plays one.

    A bluff veto (`BLUFFS`) is lifted for a seat whose crew is unread, as here; the searches
    then run without bluffs, and `test_hard_bluffs.py` covers the bluff itself.
    """
    view = view_for(state, seat)
    belief = Belief.from_history(view, [])
    legal = legal_actions(state, seat)
    assert bad and all(a in legal for a in bad)
    for a in bad:
        assert vetoed(view, belief, a) == name
    for i in range(tries):
        a = _choose(HardBot(iterations=6, method=Method(bluffs=name not in BLUFFS)), state, seat, Rng(10 + i))
        assert a not in bad, (name, a)


def test_never_puts_plunder_in_the_enemy_hold_nor_declines_it() -> None:
    """A British Captain after a won Attack: not into the French hold, and not nothing."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=[0, 1, 0, 1, 0, 1], stack=[TakeF(0, FD)])
    legal = legal_actions(s, 0)
    _never(s, 0, [a for a in legal if isinstance(a, Take) and a.dst == hold(FD, 1)], "take_into_enemy_hold")
    _never(s, 0, [Take(0, NOWHERE, NOWHERE)], "decline_good_plunder")


def test_never_shifts_treasure_to_the_enemy_as_cabin_boy() -> None:
    """A French Cabin Boy with treasure in both holds may shift British to French, never the other way."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=[0, 0, 1, 1, 0, 1], holds=(1, 1, 0, 0), turn=2)
    assert Shift(2, 0) in legal_actions(s, 2)
    _never(s, 2, [Shift(2, 1)], "shift_to_enemy")


def test_never_starts_in_the_enemy_hold() -> None:
    """A French Captain chooses the starting hold: never the British one."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=[1, 0, 1, 0, 1, 0], holds=(0, 0, 0, 0),
                 galleon=4, tortuga_treasure=(1, 1), stack=[StartHoldF(0)], turn=-1)
    s.holds = (0, 0, 1, 0)
    check_state(s)
    _never(s, 0, [StartHold(0, 0)], "start_in_enemy_hold")


def test_never_reveals_a_known_black_spot_on_itself() -> None:
    """Knowing slot 2 holds a Black Spot, the seat reveals anything but that."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], row=["pistol", "black_spot", "letter_of_marque", "albatross", "pistol"],
                 known={0: {1: "x"}})
    _never(s, 0, [Reveal(0, 1)], "reveal_known_black_spot")


def test_never_reveals_nor_forces_a_known_armada_while_its_team_would_lose() -> None:
    """British behind 2 to 4: the Armada it knows in slot 3 stays face down (nor pointed at in a Force)."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=[0, 1, 0, 1, 0, 1], holds=(1, 2, 0, 1), galleon=2,
                 tortuga_treasure=(1, 1), row=["pistol", "black_spot", "spanish_armada", "albatross", "pistol"],
                 event_deck=[], known={0: {2: "x"}})
    s.reshuffled = True
    legal = legal_actions(s, 0)
    bad = [Reveal(0, 2)] + [a for a in legal if isinstance(a, Force) and 2 in (a.a, a.b)]
    _never(s, 0, bad, "armada_while_losing")


def test_reveals_a_known_armada_when_its_team_wins() -> None:
    """British ahead 4 to 2, the Armada known in slot 3: revealing it ends the game won, and Hard does."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], loyalty=[0, 1, 0, 1, 0, 1], holds=(2, 1, 1, 0), galleon=2,
                 tortuga_treasure=(1, 1), row=["pistol", "black_spot", "spanish_armada", "albatross", "pistol"],
                 event_deck=[], known={0: {2: "x"}})
    s.reshuffled = True
    assert _choose(HardBot(iterations=12), s, 0, Rng(11)) == Reveal(0, 2)


def test_never_views_two_cards_it_already_knows() -> None:
    """Slots 1 and 2 known: viewing them again is a wasted action."""
    s = position(6, fd=[0, 1, 2], jr=[3, 4], tortuga=[5], known={0: {0: "x", 1: "x"}})
    _never(s, 0, [View(0, 0, 1)], "view_known_pair")


def _vote_position(what: str, caller: int, hand: list[str], loyalty: list[int]) -> GameState:
    voters = {"brawl": [3, 4, 5], "attack": [0, 1, 2], "mutiny": [1, 2]}[what]
    ship = TORTUGA if what == "brawl" else FD
    stack = [VoteF(what, caller, ship, tuple(voters), tuple(voters))]
    return position(6, fd=[0, 1, 2], jr=[], tortuga=[3, 4, 5], loyalty=loyalty, hands={voters[0]: hand},
                    stack=stack, holds=(1, 0, 0, 1), turn=caller)


def test_never_shows_the_enemy_flag_in_a_brawl_while_holding_its_own() -> None:
    """A British Governor's Brawl: the British voter holding both flags plays a British one."""
    s = _vote_position("brawl", 3, ["cannon/british/skull", "water/french/skull", "torch/french/helm"], [1, 1, 0, 0, 0, 1])
    bad = [a for a in legal_actions(s, 3) if isinstance(a, Vote) and C.VOTE_MIDDLE[a.cards[0]] == "french"]
    _never(s, 3, bad, "brawl_enemy_flag")


def test_never_waters_its_own_attack() -> None:
    """The Captain who called the Attack holds Water and a Torch: never the Water."""
    s = _vote_position("attack", 0, ["water/british/skull", "torch/british/helm", "water/french/helm"], [0, 1, 0, 1, 0, 1])
    bad = [a for a in legal_actions(s, 0) if isinstance(a, Vote) and C.VOTE_TOP[a.cards[0]] == "water"]
    _never(s, 0, bad, "attack_vote_against_team")


def test_never_plays_a_helm_in_its_own_mutiny() -> None:
    """The First Mate who called the Mutiny holds a Skull: never a Helm."""
    s = _vote_position("mutiny", 1, ["water/british/helm", "torch/french/skull", "cannon/french/helm"], [0, 1, 0, 1, 0, 1])
    bad = [a for a in legal_actions(s, 1) if isinstance(a, Vote) and C.VOTE_BOTTOM[a.cards[0]] == "helm"]
    _never(s, 1, bad, "own_mutiny_helm")


def test_every_veto_is_named_once_and_documented() -> None:
    """The list of blunders is a table with unique names, each rule with its one-line docstring."""
    names = [name for name, _ in VETOES]
    assert len(names) == len(set(names)) >= 8
    assert all(rule.__doc__ and "\n" not in rule.__doc__.strip() for _, rule in VETOES)


# --------------------------------------------------------------------------- whole games


def _play(n: int, seed: int, levels: dict[int, str], iterations: int) -> GameState:
    """Plays one seeded game, each seat at the level of its Loyalty; returns the final state."""
    game = Game(default_config(n), seed)
    hard = HardBot(iterations=iterations)
    random_bot = RandomBot()
    rngs = {x: game.bot_rng(x) for x in range(n)}
    while not game.over:
        seat = game.to_act()[0]
        bot = hard if levels[game.state.loyalty[seat]] == "hard" else random_bot
        view = view_for(game.state, seat)
        action = bot.choose(view, game.legal(seat), rngs[seat], redact(game.events, seat))
        game.play(action)
        check_state(game.state)
    return game.state


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_pirates_finish_whole_six_player_games_in_every_seat(seed: int) -> None:
    """Six Hard seats, a few iterations each: the game reaches its end."""
    end = _play(6, seed, {0: "hard", 1: "hard", 2: "hard"}, iterations=2)
    assert end.result is not None


def test_strength_smoke_hard_beats_random_pirates() -> None:
    """Mirrored pairs (the same deal twice, the teams' levels swapped): the Hard team wins most games."""
    wins = games = 0
    for seed in (3, 4):
        for hard_team in (0, 1):
            end = _play(6, seed, {hard_team: "hard", 1 - hard_team: "random", 2: "random"}, iterations=6)
            assert end.result is not None
            games += 1
            wins += end.result.team == hard_team
    assert wins >= games - 1, f"Hard won only {wins} of {games}"
