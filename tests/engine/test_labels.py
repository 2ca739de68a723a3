"""Every option reads apart from the others of its decision (each becomes one button)."""

import random

import pytest

import engine


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_labels_are_distinct_short_and_present(players):
    for seed in range(12):
        state = engine.new_game([f"P{i}" for i in range(players)], seed)
        rng = random.Random(seed)
        while not engine.is_over(state):
            moves = engine.legal_moves(state)
            labels = [m.label for m in moves]
            assert all(0 < len(text) <= 80 for text in labels)
            assert len(set(labels)) == len(labels), (engine.prompt(state), labels)
            engine.apply(state, rng.choice(moves).code)


def test_two_alike_amulets_on_display_are_one_choice(make):
    t = make(2).give(coins=8)
    t.decks.amulet_display[:] = ["bell", "bell", "mirror"]
    t.act("black_market")
    amulet_codes = [c for c in t.codes() if c.startswith("bm.a.")]
    assert amulet_codes == ["bm.a.0", "bm.a.2"]
