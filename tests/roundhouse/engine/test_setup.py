"""Setup per player count (rulebook "Game Setup", "Player Board Setup", "Special Instructions
for Two or Five Players"; components.md §7, §12)."""

from __future__ import annotations

from collections import Counter

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.content import components

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_per_player_count(n, seed):
    s = rh_engine.new_game(NAMES[:n], seed)
    c = components()
    # coins 3, 3, 4, 5, 6 in turn order from the starting player
    coins = [s.players[(s.first + i) % n].coins for i in range(n)]
    assert coins == [3, 3, 4, 5, 6][:n]
    assert s.turn.seat == s.first
    for p in s.players:
        assert p.res == {"T": 0, "F": 0, "C": 0, "G": 1}
        assert (p.supply, p.track, p.prestige) == (5, 9, 0)
        assert p.leaders == ["H"] * (1 if n == 5 else 2)
        assert len(p.orders) == 1 and c.order(p.orders[0]).start
    assert len({p.orders[0] for p in s.players}) == n
    colors = [p.color for p in s.players]
    assert colors == (["yellow", "purple"] if n == 2 else c.player.colors[:n])
    b = s.board
    assert b.end_space == {2: 7, 3: 8, 4: 10, 5: 12}[n]
    assert b.round == 0 and b.merchant == 0 and b.money_lender == 3
    assert b.warehouse == ["T", "F", "C"]
    assert b.chairs == [None] * 12
    assert all(tn == [0] * n for tn in b.towns)
    assert b.temples_up == [True] * 4 and sorted(b.temples) == [1, 2, 3, 4]
    # 7 amulets placed: 6 on the worship table and 1 on the round track; a display of 3
    placed = [*b.table_amulets.values(), b.end_amulet]
    assert None not in placed and len(placed) == 7
    d = s.decks
    all_amulets = placed + d.amulet_display + d.amulet_stack
    assert Counter(all_amulets) == Counter({k: 2 for k in c.amulets.kinds})
    for display in (d.amulet_display, d.pirate_display, d.order_display, d.expert_display):
        assert len(display) == 3
    # the spare starting orders are shuffled into the deck
    assert len(d.order_deck) + len(d.order_display) == 20 - n
    assert len(d.expert_deck) == 21 and len(d.pirate_stack) == 7
    # tiles: the 3 large on the large slots, 3 of the 5 small on the small slots
    sizes = {t.id: t.size for t in c.tiles}
    assert [sizes[t] for t in b.tiles] == c.house.outer_sizes
    assert len(set(b.tiles)) == 6
    if n == 2:
        assert b.neutrals == {"blue": "O0", "red": "O2", "green": "O4"}
    else:
        assert b.neutrals == {}


def test_setup_is_deterministic_per_seed():
    a, b = rh_engine.new_game(NAMES[:4], 11), rh_engine.new_game(NAMES[:4], 11)
    assert rh_engine.to_json(a) == rh_engine.to_json(b)
    assert rh_engine.to_json(rh_engine.new_game(NAMES[:4], 12)) != rh_engine.to_json(a)


def test_the_starting_player_is_drawn_from_the_seed():
    firsts = {rh_engine.new_game(NAMES[:3], seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}


def test_setup_draws_every_small_tile_sometimes():
    seen = Counter(t for seed in range(40) for t in rh_engine.new_game(NAMES[:3], seed).board.tiles)
    assert set(seen) == {t.id for t in components().tiles}
    for large in ("warehouse", "bank", "meeting_large"):
        assert seen[large] == 40


@pytest.mark.parametrize("n", [0, 1, 6])
def test_player_count_is_two_to_five(n):
    with pytest.raises(ValueError):
        rh_engine.new_game(NAMES[:n] + ["X"] * max(0, n - 5), 1)
