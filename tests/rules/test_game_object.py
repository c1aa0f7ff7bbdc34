"""The Game object (issue 13): a game in progress with its record, chance dealt from its seed.

`Game` is what the UI session, the simulator and the bots drive; each test checks its contract
with exact values: the dealer's generator derived from the seed material, every chance step run
at once, the record keeping the engine's copy of each action, and the two other ways to start
(a replayed record, a hand-built position).
"""

from __future__ import annotations

import pytest

from tortuga_qt.rules.actions import Chance, StartHold
from tortuga_qt.rules.config import GameConfig, default_config
from tortuga_qt.rules.engine import apply, chance_request, legal_actions, seats_to_act
from tortuga_qt.rules.errors import IllegalActionError
from tortuga_qt.rules.events import Event
from tortuga_qt.rules.frames import StartHoldF
from tortuga_qt.rules.game import Game, sample_chance
from tortuga_qt.rules.notation import format_action
from tortuga_qt.rules.rng import Rng, SplitMix64, derive, seed_material
from tortuga_qt.rules.scenario import play, position
from tortuga_qt.rules.serialization import GameRecord, replay_steps
from tortuga_qt.rules.setup import new_game
from tortuga_qt.rules.state import FIELD_NAMES, GameState, Result

CFG = default_config(4)


def dealt(cfg: GameConfig, rng: Rng) -> tuple[GameState, list[Chance], list[Event]]:
    """Deals a new game by hand: each chance step a permutation from `rng`, as the contract says."""
    s = new_game(cfg)
    actions: list[Chance] = []
    events: list[Event] = []
    while (f := chance_request(s)) is not None:
        a = Chance(f.what, rng.permutation(f.n))
        s, caused = apply(s, a)
        actions.append(a)
        events += caused
    return s, actions, events


def test_sample_chance_draws_a_permutation_for_the_pending_step() -> None:
    """Module contract: a chance outcome is a permutation of range(n) for the pending step, drawn from the generator."""
    s = new_game(CFG)
    f = chance_request(s)
    assert f is not None and f.what == "stars"
    assert sample_chance(s, Rng(3)) == Chance("stars", Rng(3).permutation(f.n))
    assert sample_chance(s, SplitMix64(3)) == Chance("stars", SplitMix64(3).permutation(f.n))


def test_sample_chance_without_a_pending_step_is_refused() -> None:
    """Module contract: asking for chance when a seat must decide is an error that says so."""
    with pytest.raises(ValueError, match="^no chance step is pending$"):
        sample_chance(position(4, fd=[0, 1], jr=[2, 3]), Rng(1))


def test_a_seeded_game_deals_from_its_dealer_generator() -> None:
    """Module contract: a chosen seed gives the seed material, the dealer derives from it, every deal runs at once."""
    g = Game(CFG, seed=7)
    rng = derive(seed_material(7), "dealer")
    state, actions, events = dealt(CFG, rng)
    assert (g.config, g.seed, g.seeded, g.seed_material) == (CFG, 7, True, seed_material(7))
    assert (g.legacy_chance_steps, g.legacy_seed) == (0, None)
    assert g.state == state and g.actions == actions and g.events == events
    assert [a.what for a in g.actions] == ["stars", "loyalty", "votes", "events", "pawns"]
    assert g.rng == rng and g.rng.position == rng.position > 0
    assert g.dealer_rng() == derive(seed_material(7), "dealer")
    assert isinstance(g.state.stack[-1], StartHoldF)
    assert g.to_act() == (g.state.ships[0][0],) and not g.over


def test_the_same_seed_the_same_game_another_seed_another() -> None:
    """Module contract: a chosen integer seed reproduces the whole game exactly."""
    assert Game(CFG, seed=7).state == Game(CFG, seed=7).state
    assert Game(CFG, seed=7).state != Game(CFG, seed=8).state


def test_an_unseeded_game_takes_fresh_material() -> None:
    """Module contract: without a seed, 32 bytes from the operating system; not seeded; games differ."""
    a, b = Game(CFG), Game(CFG)
    assert (a.seed, a.seeded) == (None, False)
    assert len(a.seed_material) == 32 and a.seed_material != b.seed_material
    state, actions, _ = dealt(CFG, derive(a.seed_material, "dealer"))
    assert a.state == state and a.actions == actions
    assert a.record().seed is None


def test_bot_generators_are_derived_per_seat() -> None:
    """Module contract: each computer seat's generator derives one way from the seed, label "seat N"."""
    g = Game(CFG, seed=11)
    assert g.bot_rng(2) == derive(seed_material(11), "seat 2")
    assert g.bot_rng(0) == derive(seed_material(11), "seat 0")
    assert g.bot_rng(2) != g.bot_rng(3) and g.bot_rng(2) != g.dealer_rng()


def test_to_act_and_legal_are_the_engines() -> None:
    """Module contract: who must decide and their legal actions are the engine's own."""
    g = Game(CFG, seed=5)
    seat = g.to_act()[0]
    assert g.to_act() == seats_to_act(g.state)
    assert g.legal(seat) == legal_actions(g.state, seat) == (StartHold(seat, 0), StartHold(seat, 1))
    assert g.legal((seat + 1) % 4) == ()


def test_play_applies_the_action_then_the_chance_it_leads_to() -> None:
    """Module contract: play returns the action's events and the chance steps' events; all are recorded."""
    g = Game(CFG, seed=5)
    before_actions, before_events = list(g.actions), list(g.events)
    first = g.to_act()[0]
    events = g.play(StartHold(first, 1))
    second = g.to_act()[0]
    assert second == g.state.ships[1][0] and second != first
    assert g.actions == before_actions + [StartHold(first, 1)]
    assert g.events == before_events + events and events
    state = g.state
    events = g.play(StartHold(second, 0))
    expected_state, expected_events = apply(state, StartHold(second, 0))
    assert g.state == expected_state and events == expected_events
    assert g.state.turn == second and g.to_act() == (second,)


def test_play_records_the_engines_copy_of_a_look_alike() -> None:
    """Module contract: the record keeps the engine's copy, so a look-alike (True for 1) never reaches it."""
    g = Game(CFG, seed=5)
    seat = g.to_act()[0]
    g.play(StartHold(seat, True))  # type: ignore[arg-type]
    assert type(g.actions[-1].team) is int and g.actions[-1] == StartHold(seat, 1)  # type: ignore[attr-defined]
    assert g.record().actions[-1] == format_action(StartHold(seat, 1))


def test_play_without_validation_keeps_the_action_as_given() -> None:
    """Module contract: validate=False applies the action as given (the caller vouches for it)."""
    g = Game(CFG, seed=5)
    seat = g.to_act()[0]
    g.play(StartHold(seat, True), validate=False)  # type: ignore[arg-type]
    assert g.actions[-1].team is True  # type: ignore[attr-defined]


def test_play_refuses_an_illegal_action_and_changes_nothing() -> None:
    """Module contract: an illegal action raises IllegalActionError; the game, its record and events stay."""
    g = Game(CFG, seed=5)
    seat = g.to_act()[0]
    state, actions, events = g.state, list(g.actions), list(g.events)
    with pytest.raises(IllegalActionError):
        g.play(StartHold((seat + 1) % 4, 0))
    assert g.state is state and g.actions == actions and g.events == events


def test_record_names_seed_config_and_every_action() -> None:
    """Module contract: the record holds the config, the seed and every action (chance included) in notation."""
    g = Game(CFG, seed=9)
    g.play(g.legal(g.to_act()[0])[0])
    r = g.record()
    assert r == GameRecord(seed=9, config=CFG, actions=[format_action(a) for a in g.actions])
    assert len(r.actions) == 6 and r.actions[0].startswith("chance stars ")
    assert replay_steps(CFG, r.actions).state == g.state


def test_from_replay_continues_where_the_record_stopped() -> None:
    """Module contract: a game from a replayed record has its config, seed, material, generator and legacy steps."""
    g = Game(CFG, seed=9)
    g.play(g.legal(g.to_act()[0])[0])
    replayed = replay_steps(CFG, g.record().actions)
    h = Game.from_replay(CFG, 9, seed_material(9), g.rng.state, replayed, legacy_chance_steps=3, legacy_seed=12)
    assert (h.config, h.seed, h.seeded, h.seed_material) == (CFG, 9, True, seed_material(9))
    assert (h.legacy_chance_steps, h.legacy_seed) == (3, 12)
    assert h.rng == g.rng and h.rng.position == g.rng.position
    assert h.state == g.state and h.actions == g.actions and h.events == g.events
    assert h.actions is not replayed.actions
    h.play(h.legal(h.to_act()[0])[0])
    g.play(g.legal(g.to_act()[0])[0])
    assert h.state == g.state and h.record() == g.record()
    assert replayed.actions == g.actions[:-1]  # the replay's own list is not the game's


def test_from_replay_without_a_seed_and_default_legacy() -> None:
    """Module contract: a replayed game without a chosen seed is not seeded; no legacy steps by default."""
    material = bytes(range(32))
    g = Game(CFG, seed=1)
    replayed = replay_steps(CFG, g.record().actions)
    h = Game.from_replay(CFG, None, material, g.rng.state, replayed)
    assert (h.seed, h.seeded, h.seed_material) == (None, False, material)
    assert (h.legacy_chance_steps, h.legacy_seed) == (0, None)


def test_from_position_starts_at_a_hand_built_position() -> None:
    """Module contract: a game from a position is seeded by `seed`, its record starts there, nothing dealt yet."""
    cfg = default_config(4)
    s = position(4, fd=[0, 1], jr=[2, 3], config=cfg)
    g = Game.from_position(cfg, s, 21)
    assert (g.config, g.seed, g.seeded, g.seed_material) == (cfg, 21, True, seed_material(21))
    assert (g.legacy_chance_steps, g.legacy_seed) == (0, None)
    assert g.state is s and g.actions == [] and g.events == []
    assert g.rng == derive(seed_material(21), "dealer")
    assert g.to_act() == (0,) and not g.over


def test_from_position_runs_a_pending_chance_step_from_its_seed() -> None:
    """Module contract + R8: a chance step pending in the position is dealt at once from the seed's dealer."""
    s = position(4, fd=[0, 1], jr=[2, 3],
                 row=["pirate_code", "pistol", "black_spot", "albatross", "letter_of_marque"],
                 event_deck=["spanish_armada"])
    s, _ = play(s, "P1 reveal 1")
    assert chance_request(s) is not None
    g = Game.from_position(s.cfg, s, 4)
    rng = derive(seed_material(4), "dealer")
    step = Chance("row", rng.permutation(5))
    expected, events = apply(s, step)
    assert g.actions == [step] and g.events == events and g.state == expected
    assert g.rng == rng and g.to_act() == (1,)


def test_over_once_the_game_has_ended() -> None:
    """Rulebook "End of the Game": the game is over once the Spanish Armada decides it."""
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=3, holds=(2, 0, 0, 1),
                 row=["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"], event_deck=[])
    g = Game.from_position(s.cfg, s, 1)
    assert not g.over
    g.play(g.legal(0)[[format_action(a) for a in g.legal(0)].index("P1 reveal 1")])
    assert g.over and g.state.over and g.to_act() == ()


# --------------------------------------------------------------------------- the state itself


def _ended() -> GameState:
    s = position(4, fd=[0, 1], jr=[2, 3], galleon=3, holds=(2, 0, 0, 1), sudden=True, lost=[2],
                 row=["spanish_armada", "pistol", "black_spot", "albatross", "letter_of_marque"], event_deck=[])
    s, _ = play(s, "P1 reveal 1")
    return s


def test_clone_copies_every_field_and_forgets_the_legal_cache() -> None:
    """State contract: a clone shares every field's value (none left out) and computes legal actions afresh."""
    s = _ended()
    s.reshuffled, s.steps = True, 17
    assert s.result == Result("armada", 0, (0, 1), 3, 2)
    legal_actions(s, 0)
    assert s._legal is not None
    c = s.clone()
    assert c is not s and type(c) is GameState
    for name in FIELD_NAMES:
        assert getattr(c, name) is getattr(s, name), name
    assert c._legal is None and legal_actions(c, 0) == () and c._legal == {0: ()}


def test_clone_of_a_game_in_progress_plays_on_alike() -> None:
    """State contract: a clone acts exactly like the original (same legal actions, same next state)."""
    s = position(4, fd=[0, 1], jr=[2, 3])
    c = s.clone()
    assert legal_actions(c, 0) == legal_actions(s, 0)
    assert apply(c, legal_actions(c, 0)[0]) == apply(s, legal_actions(s, 0)[0])


def test_fields_by_name_in_order() -> None:
    """State contract: `fields` gives every field by name, in the saved order."""
    s = _ended()
    f = s.fields()
    assert list(f) == list(FIELD_NAMES) and len(FIELD_NAMES) == 27
    assert all(f[name] is getattr(s, name) for name in FIELD_NAMES)
    assert f["n"] == 4 and f["result"] == Result("armada", 0, (0, 1), 3, 2) and f["stack"] == ()


def test_equality_is_by_every_field() -> None:
    """State contract: two states are equal exactly when every field is; anything else is not a state."""
    s = _ended()
    assert s == s.clone() and not (s != s.clone())
    for name in FIELD_NAMES:
        c = s.clone()
        setattr(c, name, object())
        assert c != s and s != c, name
    assert s.__eq__(5) is NotImplemented and s != 5 and not (s == "state")


def test_a_state_is_unhashable_and_knows_when_it_is_over() -> None:
    """State contract: a state is compared by value, so it has no hash; `over` once there is a result."""
    s = _ended()
    with pytest.raises(TypeError):
        hash(s)
    assert s.over is True and position(4, fd=[0, 1], jr=[2, 3]).over is False


def test_play_returns_the_events_of_the_chance_steps_it_leads_to() -> None:
    """Module contract + R8: a reveal that brings the last card into the row is followed at once by the reshuffle."""
    s = position(4, fd=[0, 1], jr=[2, 3],
                 row=["pirate_code", "pistol", "black_spot", "albatross", "letter_of_marque"],
                 event_deck=["spanish_armada"])
    g = Game.from_position(s.cfg, s, 4)
    reveal = next(a for a in g.legal(0) if format_action(a) == "P1 reveal 1")
    events = g.play(reveal)
    after, caused = apply(s, reveal)
    step = Chance("row", derive(seed_material(4), "dealer").permutation(5))
    expected, chance_events = apply(after, step)
    assert g.actions == [reveal, step] and g.state == expected
    assert events == caused + chance_events and g.events == events and chance_events


def test_play_without_validation_does_not_check_legality() -> None:
    """Module contract: validate=False is the caller's word that the action is legal; the engine applies it unchecked."""
    g = Game(CFG, seed=5)
    other = g.state.ships[1][0]
    assert other not in g.to_act()
    before = g.state
    events = g.play(StartHold(other, 1), validate=False)
    assert (g.state, events) == apply(before, StartHold(other, 1), validate=False)
    assert g.actions[-1] == StartHold(other, 1)
