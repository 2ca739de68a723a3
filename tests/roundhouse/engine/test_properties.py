"""Round-trip properties (hypothesis): move codes, state JSON, replay, undo, bad saved games."""

from __future__ import annotations

import json
import pickle

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import engine.roundhouse as rh_engine
from engine.roundhouse.players import pick_move
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
SETTINGS = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def reach(
    n: int, seed: int, moves: int, variant: bool = False, rules: int = 2
) -> rh_engine.GameState:
    """A reachable state: a new game of rules version `rules` and up to `moves` random moves."""
    options = rh_engine.Options(neutral_variant=True) if variant and n == 2 else None
    state = rh_engine.new_game(NAMES[:n], seed, options, rules=rules)
    for _ in range(moves):
        if state.over:
            break
        rh_engine.apply(state, pick_move(state, "random", seed))
    return state


states = st.builds(
    reach,
    n=st.integers(2, 5),
    seed=st.integers(0, 10_000),
    moves=st.integers(0, 400),
    variant=st.booleans(),
    rules=st.sampled_from([1, 2]),  # saved games of version 1 play on
)


def copy(state: rh_engine.GameState) -> rh_engine.GameState:
    return pickle.loads(pickle.dumps(state))


@SETTINGS
@given(states)
def test_every_legal_code_applies_with_a_log_line(state):
    for code in rh_engine.legal_codes(state):
        trial = copy(state)
        line = rh_engine.apply(trial, code, words=EN)
        assert isinstance(line, str) and line.strip()
        assert trial.history[-1] == code


@SETTINGS
@given(states, st.text(max_size=50))
def test_garbage_codes_are_refused_and_change_nothing(state, code):
    assume(code != "undo" and code not in rh_engine.legal_codes(state))
    before = rh_engine.to_json(state)
    with pytest.raises((rh_engine.BadMoveCode, rh_engine.IllegalMove, rh_engine.GameOver)):
        rh_engine.apply(state, code)
    assert rh_engine.to_json(state) == before


@SETTINGS
@given(states, st.from_regex(r"[a-z]{1,3}\.[A-Za-z0-9]{1,4}(\.[A-Za-z0-9]{1,2})?", fullmatch=True))
def test_well_formed_but_illegal_codes_raise_illegal_move(state, code):
    assume(not state.over and code not in rh_engine.legal_codes(state))
    before = rh_engine.to_json(state)
    with pytest.raises(rh_engine.IllegalMove):
        rh_engine.apply(state, code)
    assert rh_engine.to_json(state) == before


@SETTINGS
@given(states)
def test_moves_from_another_seat_are_refused(state):
    assume(not state.over)
    before = rh_engine.to_json(state)
    other = (state.turn.seat + 1) % len(state.players)
    with pytest.raises(rh_engine.NotYourTurn):
        rh_engine.apply(state, rh_engine.legal_codes(state)[0], seat=other)
    assert rh_engine.to_json(state) == before


@SETTINGS
@given(states)
def test_state_json_round_trip(state):
    text = rh_engine.to_json(state)
    back = rh_engine.from_json(text)
    assert back == state
    assert rh_engine.to_json(back) == text
    assert rh_engine.legal_codes(back) == rh_engine.legal_codes(state)


@SETTINGS
@given(states)
def test_replay_gives_the_identical_state(state):
    again = rh_engine.replay(state.setup, state.history)
    assert rh_engine.to_json(again) == rh_engine.to_json(state)


@SETTINGS
@given(states, st.integers(0, 100))
def test_undo_restores_the_exact_previous_state(state, pick):
    assume(not state.over)
    codes = rh_engine.legal_codes(state)
    before = rh_engine.to_json(state)
    rh_engine.apply(state, codes[pick % len(codes)])
    if rh_engine.can_undo(state):
        rh_engine.apply(state, "undo")
        assert rh_engine.to_json(state) == before
    else:
        after = rh_engine.to_json(state)
        with pytest.raises((rh_engine.IllegalMove, rh_engine.GameOver)):
            rh_engine.apply(state, "undo")
        assert rh_engine.to_json(state) == after


# ---------------------------------------------------------------- undo, deterministic cases


def start_of_turn(n=3, seed=1) -> rh_engine.GameState:
    state = rh_engine.new_game(NAMES[:n], seed)
    for p in state.players:
        p.leaders = ["H"] * len(p.leaders)
    return state


def test_nothing_to_undo_at_the_start_of_a_turn():
    state = rh_engine.new_game(NAMES[:3], 1)
    assert not rh_engine.can_undo(state)
    with pytest.raises(rh_engine.IllegalMove):
        rh_engine.apply(state, "undo")


def test_undo_a_move_then_redo_another():
    state = rh_engine.new_game(NAMES[:3], 4)
    before = rh_engine.to_json(state)
    rh_engine.apply(state, "m0.I0")  # Delivery: nothing hidden is revealed
    assert rh_engine.can_undo(state)
    rh_engine.apply(state, "undo")
    assert rh_engine.to_json(state) == before
    rh_engine.apply(state, "m0.I1")
    assert state.history == ["m0.I1"]


def test_cannot_undo_past_a_reveal():
    state = rh_engine.new_game(NAMES[:3], 4)
    rh_engine.apply(state, "m0.I1")
    rh_engine.apply(state, "s.p0")  # a pirate token is taken: the display refills from the stack
    assert not rh_engine.can_undo(state)
    with pytest.raises(rh_engine.IllegalMove):
        rh_engine.apply(state, "undo")


def test_cannot_undo_into_the_previous_turn():
    state = rh_engine.new_game(NAMES[:3], 4)
    seat = state.turn.seat
    rh_engine.apply(state, "m0.I1")
    rh_engine.apply(state, "s.G")
    while state.turn.seat == seat:
        codes = rh_engine.legal_codes(state)
        rh_engine.apply(
            state, "pass" if "pass" in codes else "done" if "done" in codes else codes[0]
        )
    assert state.turn.seat != seat
    assert not rh_engine.can_undo(state)


# ---------------------------------------------------------------- undo restores a checkpoint


def mid_turn(moves: int, seed: int = 3) -> rh_engine.GameState:
    """A 4-player game after about `moves` random moves, stopped where undo is possible."""
    state = reach(4, seed, moves)
    while not rh_engine.can_undo(state):
        rh_engine.apply(state, pick_move(state, "random", seed))
    return state


def no_replay_from_the_setup(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("undo replayed the game from its setup")

    monkeypatch.setattr(rh_engine.game, "new_game", refuse)


def test_undo_late_in_a_game_does_not_replay_it_from_the_setup(monkeypatch):
    state = mid_turn(110)
    point = state.turn.checkpoint
    assert point is not None and point.at <= state.undo_floor
    before = copy(state)
    rh_engine.apply(state, "undo")
    expected = rh_engine.replay(before.setup, before.history[:-1])
    no_replay_from_the_setup(monkeypatch)
    assert rh_engine.to_json(state) == rh_engine.to_json(expected)


def test_a_loaded_game_rebuilds_its_checkpoint_once(monkeypatch):
    state = mid_turn(95, seed=8)
    loaded = rh_engine.from_json(rh_engine.to_json(state))
    assert loaded.turn.checkpoint is None  # not saved
    assert loaded == state  # nor compared
    rh_engine.apply(loaded, "undo")
    rh_engine.apply(state, "undo")
    assert rh_engine.to_json(loaded) == rh_engine.to_json(state)
    assert loaded.turn.checkpoint is not None
    if rh_engine.can_undo(loaded):
        no_replay_from_the_setup(monkeypatch)
        rh_engine.apply(loaded, "undo")


def test_checkpoints_stay_within_reach_of_the_undo_floor():
    state = rh_engine.new_game(NAMES[:4], 11)
    kept = set()
    while not state.over:
        rh_engine.apply(state, pick_move(state, "random", 11))
        point = state.turn.checkpoint
        if point is not None and not state.over:
            kept.add(point.at)
            assert point.at <= state.undo_floor
            assert state.undo_floor - point.at < rh_engine.game.CHECKPOINT_MOVES + 40
            # the checkpoint is the game as it was then
            assert json.loads(point.json)["history"] == state.history[: point.at]
    assert len(kept) >= len(state.history) // (rh_engine.game.CHECKPOINT_MOVES + 40)
    assert len(kept) > 1


# ---------------------------------------------------------------- bad saved games


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200)))
def test_garbage_saved_games_raise_bad_state(text):
    with pytest.raises(rh_engine.BadState):
        rh_engine.from_json(text)


def saved() -> dict:
    return json.loads(rh_engine.to_json(rh_engine.new_game(NAMES[:3], 2)))


@pytest.mark.parametrize(
    "breakage",
    [
        lambda j: j.pop("players"),
        lambda j: j["board"].pop("chairs"),
        lambda j: j["players"][0].update(coins="many"),
        lambda j: j["turn"].update(stack="nope"),
        lambda j: j.update(schema=99),
        lambda j: j["board"].update(towns=[[1, 2], "x"]),
        lambda j: j["players"][1].pop("res"),
    ],
    ids=["no players", "no chairs", "coins text", "stack text", "schema", "towns", "no res"],
)
def test_malformed_saved_games_raise_bad_state(breakage):
    j = saved()
    breakage(j)
    with pytest.raises(rh_engine.BadState):
        rh_engine.from_json(json.dumps(j))


@pytest.mark.parametrize(
    "breakage",
    [
        lambda j: j["turn"].update(seat=7),
        lambda j: j["turn"]["stack"][-1].update(kind="nonsense"),
        lambda j: j["players"][0].update(coins=-5),
    ],
    ids=["seat", "kind", "negative"],
)
def test_semantically_broken_saved_games_raise_bad_state(breakage):
    j = saved()
    breakage(j)
    with pytest.raises(rh_engine.BadState):
        rh_engine.from_json(json.dumps(j))
