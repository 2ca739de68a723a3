"""Computer players: the greedy player beats the random one (2 players, fixed seeds)."""

from __future__ import annotations

import engine
from engine.players import pick_move

SEEDS = range(20)


def play(seed: int, greedy_seat: int) -> engine.GameState:
    state = engine.new_game(["Ann", "Bo"], seed)
    while not state.over:
        strategy = "greedy" if state.turn.seat == greedy_seat else "random"
        engine.apply(state, pick_move(state, strategy, seed))
    return state


def test_greedy_wins_at_least_80_percent_against_random():
    wins = 0
    for seed in SEEDS:
        seat = seed % 2  # alternate the greedy player's seat
        state = play(seed, seat)
        if engine.winners(state) == [seat]:
            wins += 1
    assert wins >= 0.8 * len(SEEDS), f"greedy won {wins} of {len(SEEDS)}"


def test_computer_players_are_deterministic():
    a, b = play(3, 0), play(3, 0)
    assert a.history == b.history
