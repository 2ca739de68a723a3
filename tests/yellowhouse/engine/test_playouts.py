"""Random playouts over many seeds, standard and variant, with the invariants checked after
every move: the 28 Topic cards accounted for, the Supports within their limits, the tokens on
the Canvas, the game over within 5 rounds, and every saved game loading and replaying."""

from __future__ import annotations

import pytest

from engine.common.rng import Rng
from engine.yellowhouse import (
    apply,
    from_json,
    is_over,
    legal_codes,
    new_game,
    pending_seats,
    replay,
    to_json,
    winners,
)
from engine.yellowhouse.codec import problem_in
from engine.yellowhouse.content import RULES
from engine.yellowhouse.state import State
from tests.yellowhouse.engine.helpers import NAMES, total

SEEDS = range(250)
MOVE_LIMIT = 600  # far more than a game can take: every move plays or passes a card


def check(state: State) -> None:
    assert total(state) == [RULES.deck.copies] * 4
    assert sum(state.supports) <= RULES.supports.total
    assert max(state.supports) <= RULES.supports.per_player_round
    assert all(RULES.canvas.start <= v <= RULES.canvas.top for v in state.levels)
    assert state.round <= RULES.max_rounds == 5
    assert problem_in(state) is None
    if state.phase == "play" and len(state.claims) >= 2:
        last, before = state.claims[-1][1], state.claims[-2][1]
        assert state.levels[last] > state.levels[before] or state.variant


def playout(seed: int, variant: bool) -> State:
    state = new_game(NAMES, seed, {"variant": variant})
    rng = Rng(seed + 1000)
    for _ in range(MOVE_LIMIT):
        if is_over(state):
            break
        seats = pending_seats(state)
        seat = seats[rng.below(len(seats))]
        codes = legal_codes(state, seat)
        assert codes, "a seat to decide always has a move"
        apply(state, codes[rng.below(len(codes))], seat=seat)
        check(state)
    return state


@pytest.mark.parametrize("variant", [False, True])
def test_random_playouts_keep_the_invariants_and_end_within_five_rounds(variant):
    ended_in = set()
    for seed in SEEDS:
        state = playout(seed, variant)
        assert is_over(state) and len(winners(state)) == 1
        winner = winners(state)[0]
        rewards = state.rewards[winner]
        assert len(rewards) == 3 or any(rewards.count(e) == 2 for e in rewards)
        ended_in.add(state.round)
        text = to_json(state)
        assert to_json(from_json(text)) == text
        assert to_json(replay(state.setup, state.history)) == text
    assert ended_in <= {2, 3, 4, 5} and 5 in ended_in
