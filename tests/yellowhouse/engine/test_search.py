"""Strong's parts: the worlds from the exact belief, the game chances, the search itself."""

from __future__ import annotations

import pytest

from engine.common.rng import Rng
from engine.yellowhouse import apply, choose, legal_codes, new_game
from engine.yellowhouse.equity import after_round, game_chance, round_stakes
from engine.yellowhouse.knowledge import belief
from engine.yellowhouse.search import worlds
from tests.yellowhouse.engine.helpers import NAMES, counts, levels, position


def test_a_small_belief_is_used_whole_with_its_probabilities():
    state = position(["pm", "ps"])
    state.aside = counts("ps")
    state.discard = [7 - n for n in counts("pmpsps")]
    picked = worlds(state, 0, 24, Rng(1))
    assert sorted((tuple(w.hands[1]), p) for w, p in picked) == sorted(belief(state, 0))


def test_a_large_belief_is_sampled_with_weights_summing_to_one():
    state = new_game(NAMES, 5)
    apply(state, legal_codes(state, 0)[0], seat=0)
    apply(state, legal_codes(state, 1)[0], seat=1)
    assert len(belief(state, 0)) > 24
    picked = worlds(state, 0, 24, Rng(2))
    assert sum(p for _, p in picked) == pytest.approx(1)
    assert all(sum(w.hands[1]) == 12 and w.hands[0] == state.hands[0] for w, _ in picked)


def test_game_chances_are_symmetric_and_grow_with_rewards():
    for mine in range(3):
        for theirs in range(3):
            both = game_chance(mine, theirs, True) + game_chance(theirs, mine, False)
            assert both == pytest.approx(1)
    assert game_chance(0, 0, True) > 0.5 > game_chance(0, 0, False)
    assert game_chance(2, 0, False) > game_chance(1, 0, False) > game_chance(0, 0, False)


def test_the_stakes_of_a_round_that_can_end_the_game():
    state = position(["pm", "s"], rewards=(("skill", "money"), ()))
    win, lose = round_stakes(state, 0)
    assert win == 1.0 and 0 < lose < 1
    state.phase, state.winner = "over", 0
    assert after_round(state, 0) == 1.0 and after_round(state, 1) == 0.0


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_the_search_takes_a_round_winning_claim(level):
    # Seat 1 can answer Passion with its last card (Money is stronger): that wins the round.
    state = position(["pii", "m"], at=levels(money=3))
    apply(state, "claim.p")
    assert legal_codes(state) == ["claim.m", "pass"]
    assert choose(state, 1, level, 3) == "claim.m"
