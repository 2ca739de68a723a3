"""Computer players: the levels are ordered by strength (2 players, fixed seeds), and every
player is deterministic for a seed."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.aiconfig import ai_config
from engine.roundhouse.players import (
    LEVELS,
    STRATEGIES,
    PlayerFn,
    option_values,
    pick_move,
    player,
    strong_player,
)
from engine.roundhouse.search import Budget

SEEDS = range(20)


def play(seed: int, seats: list[PlayerFn]) -> rh_engine.GameState:
    state = rh_engine.new_game([f"P{i}" for i in range(len(seats))], seed)
    while not state.over:
        rh_engine.apply(state, seats[state.turn.seat](state, seed))
    return state


def wins(first: PlayerFn, second: PlayerFn, seeds: range) -> int:
    """Games `first` wins outright against `second`, alternating its seat."""
    won = 0
    for seed in seeds:
        seat = seed % 2
        seats = [first, second] if seat == 0 else [second, first]
        if rh_engine.winners(play(seed, seats)) == [seat]:
            won += 1
    return won


def test_greedy_wins_at_least_80_percent_against_random():
    won = wins(player("greedy"), player("random"), SEEDS)
    assert won >= 0.8 * len(SEEDS), f"greedy won {won} of {len(SEEDS)}"


def test_normal_beats_easy():
    assert wins(player("normal"), player("easy"), SEEDS) >= 0.8 * len(SEEDS)


def test_easy_takes_only_sensible_options_and_not_always_the_best():
    cutoff = ai_config().easy.cutoff
    easy = player("easy")
    spread = varied = 0
    for game in range(4):
        state = rh_engine.new_game(["Ann", "Bo", "Cy"], game)
        while not state.over:
            codes = rh_engine.legal_codes(state)
            values = option_values(state, codes)
            if max(values) - min(values) > cutoff:  # some option is out of the question
                spread += 1
                picks = {easy(state, seed) for seed in range(8)}
                assert all(values[codes.index(c)] >= max(values) - cutoff for c in picks)
                varied += len(picks) > 1
            rh_engine.apply(state, pick_move(state, "normal", 0))
    assert spread >= 5 and varied >= 2, (spread, varied)


def test_strong_beats_normal_at_a_small_budget():
    seeds = range(6)
    small = strong_player(Budget(nodes=40, candidates=3, playout_steps=300))
    won = wins(small, player("normal"), seeds)
    assert won > len(seeds) // 2, f"strong won {won} of {len(seeds)}"


def test_the_levels_and_strategies_are_registered():
    assert set(LEVELS) == {"easy", "normal", "strong"}
    assert set(STRATEGIES) == {"random", "greedy", "easy", "normal", "strong"}
    with pytest.raises(ValueError, match="choose from random, greedy, easy, normal, strong"):
        player("expert")


def test_normal_is_the_greedy_player():
    state = rh_engine.new_game(["Ann", "Bo"], 4)
    for _ in range(30):
        assert pick_move(state, "normal", 1) == pick_move(state, "greedy", 1)
        rh_engine.apply(state, pick_move(state, "normal", 1))


@pytest.mark.parametrize("strategy", ["random", "easy", "greedy"])
def test_computer_players_are_deterministic(strategy):
    a = play(3, [player(strategy), player("random")])
    b = play(3, [player(strategy), player("random")])
    assert a.history == b.history


def test_strong_is_deterministic_for_a_seed():
    small = strong_player(Budget(nodes=60, candidates=2, playout_steps=200, samples=2))
    state = rh_engine.new_game(["Ann", "Bo", "Cy"], 8)
    for _ in range(12):
        code = small(state, 1)
        assert small(state, 1) == code
        rh_engine.apply(state, code)


def test_a_clock_stops_the_search_early():
    ticks = iter(range(10**6))
    hurried = strong_player(
        Budget(10**6, playout_steps=10**7, seconds=5, clock=lambda: next(ticks))
    )
    state = rh_engine.new_game(["Ann", "Bo"], 2)
    assert hurried(state, 0) in rh_engine.legal_codes(state)
    assert next(ticks) < 1000  # a search of 10**6 engine steps would tick far more


def test_every_level_chooses_a_legal_move_and_changes_nothing():
    state = rh_engine.new_game(["Ann", "Bo"], 3)
    for _ in range(40):
        rh_engine.apply(state, pick_move(state, "normal", 3))
    before = rh_engine.to_json(state)
    for level in ("easy", "normal", "strong"):
        code = player(level)(state, 9)
        assert code == pick_move(rh_engine.from_json(before), level, 9)  # the same from its JSON
        assert code in rh_engine.legal_codes(state)
    assert rh_engine.to_json(state) == before
    with pytest.raises(ValueError, match="unknown strategy"):
        player("expert")
