"""The worship action (rulebook "Worship Action"; components.md §5)."""

from __future__ import annotations

import pytest

from engine.roundhouse.content import components, newest_rules
from engine.roundhouse.worship import chain_ends


def at_hall(make, n=3):
    t = make(n).poor().give(prestige=0, supply=5, track=9)
    t.decide("worship")
    return t


def town(t, index, count, seat=None):
    t.board.towns[index][t.seat if seat is None else seat] = count


# ---------------------------------------------------------------- temples


@pytest.mark.parametrize("temple_id", [1, 2, 3, 4])
def test_temple_gives_its_reward_flips_and_leaves_the_round_marker(make, temple_id):
    t = at_hall(make)
    town(t, 0, 1)
    pos = t.board.temples.index(temple_id)
    assert f"wt.{pos}" in t.codes()
    t.play(f"wt.{pos}")
    assert t.board.temples_up[pos] is False
    assert t.board.round == 0
    if temple_id == 1:  # 2 Traveling Merchant actions (the rulebook example)
        t.play("tm.0", "tm.0")
        assert sum(tn[t.seat] for tn in t.board.towns) == 3
    elif temple_id == 2:  # 2 Recruits
        assert (t.me.track, t.me.supply) == (7, 7)
    elif temple_id == 3:  # 1 Helper + 2 coins
        assert t.me.coins == 2
        t.play("h.0")
        assert t.board.chairs[0].seat == t.seat
    else:  # 1 Gold + 1 basic resource
        assert t.me.res["G"] == 1
        t.play("b.C")
        assert t.me.res["C"] == 1
    assert f"wt.{pos}" not in t.codes()  # never again this game


def test_a_face_down_temple_is_not_offered(make):
    t = at_hall(make)
    town(t, 0, 1)
    t.board.temples_up = [True, False, True, False]
    assert t.codes() == ["wt.0", "wt.2", "wa.0"]


def test_without_assistants_in_towns_the_temple_is_a_must(make):
    t = at_hall(make)
    assert t.codes() == ["wt.0", "wt.1", "wt.2", "wt.3"]


def test_all_temples_down_means_the_ancestors(make):
    t = at_hall(make)
    town(t, 1, 2)
    t.board.temples_up = [False] * 4
    assert t.codes() == ["wa.1"]


def test_all_temples_down_and_no_town_moves_only_the_marker(make):
    t = at_hall(make)
    t.board.temples_up = [False] * 4
    assert t.codes() == ["wa.none"]
    t.play("wa.none")
    assert t.board.round == 1
    assert t.board.table[t.seat] == []
    assert t.me.prestige == 0


# ---------------------------------------------------------------- the ancestors


def test_ancestors_chain_scores_box_plus_own_chairs_and_edge_rewards(make):
    t = at_hall(make)
    other = (t.seat + 1) % 3
    town(t, 2, 2)
    town(t, 1, 1)
    t.chair(0).chair(5, senior=True).chair(6, seat=other)
    t.board.table_amulets["r1"] = "bell"
    t.play("wa.2")
    assert t.board.round == 1
    assert t.board.towns[2][t.seat] == 0 and t.board.towns[1][t.seat] == 1
    assert t.kind() == "chain"
    assert t.codes() == ["wc.1", "wc.4"]  # two assistants: box 0, then right or down
    t.play("wc.4")  # row 1, column 0: value 2
    assert t.board.table[t.seat] == [4]
    assert t.me.prestige == 2 + 2  # two own chairs (a senior counts), not the town, not others
    # row 1: 2 coins; column 0: Recruit; the only amulet spot there: right of row 1
    assert t.me.coins == 2
    assert t.me.amulets == ["bell"]
    assert t.board.table_amulets["r1"] is None
    assert (t.me.track, t.me.supply) == (8, 5 + 1 + 1)  # Recruit, and 1 younger back


def test_ancestors_offers_one_of_two_amulet_spots(make):
    t = at_hall(make)
    town(t, 0, 3)
    t.board.table_amulets.update({"c1": "bell", "r1": "mirror"})
    t.play("wa.0")
    assert "wc.5" in t.codes()
    t.play("wc.5")  # row 1, column 1
    assert t.kind() == "amulet_spot"
    assert t.codes() == ["wm.c1", "wm.r1"]
    t.play("wm.r1")
    assert t.me.amulets == ["mirror"]
    assert t.board.table_amulets["c1"] == "bell"


def test_a_taken_amulet_spot_is_not_replaced(make):
    t = at_hall(make)
    town(t, 0, 2)
    t.board.table_amulets["r1"] = None
    t.play("wa.0", "wc.4")
    assert t.me.amulets == []


def test_chain_from_the_top_left_box():
    assert chain_ends(frozenset(), 1, newest_rules()) == (0,)
    assert chain_ends(frozenset(), 2, newest_rules()) == (1, 4)
    assert chain_ends(frozenset(), 3, newest_rules()) == (2, 5, 8)


def test_chain_passes_through_own_seniors_and_never_ends_on_them():
    # a senior on box 0: one assistant goes right next to it
    assert chain_ends(frozenset({0}), 1, newest_rules()) == (1, 4)
    # seniors on 0 and 1: box 1 is never an end
    ends = chain_ends(frozenset({0, 1}), 1, newest_rules())
    assert 1 not in ends and 0 not in ends
    assert set(ends) == {2, 4, 5}


def test_chain_must_place_every_assistant():
    # 16 boxes: 16 assistants fit along a snake, 17 cannot
    assert chain_ends(frozenset(), 16, newest_rules())
    assert chain_ends(frozenset(), 17, newest_rules()) == ()


def test_other_colours_seniors_do_not_block(make):
    t = at_hall(make)
    other = (t.seat + 1) % 3
    t.board.table[other] = [0, 1, 4]
    town(t, 0, 1)
    t.play("wa.0")
    t.play("wc.0")
    assert t.board.table[t.seat] == [0]


def test_worship_box_values():
    w = components().worship
    assert [w.value(b) for b in range(16)] == [
        1, 2, 3, 4, 2, 4, 6, 8, 3, 6, 9, 12, 4, 8, 12, 16,
    ]  # fmt: skip


def test_first_row_gives_a_permanent_helper(make):
    t = at_hall(make)
    town(t, 0, 1)
    t.play("wa.0", "wc.0")
    # row 0: permanent Helper; column 0: Recruit
    assert t.kind() == "helper" and t.top().senior
    t.play("ph.2")
    assert t.board.chairs[2].senior


def test_every_town_with_own_assistants_is_offered(make):
    t = at_hall(make)
    other = (t.seat + 1) % 3
    town(t, 1, 2)
    town(t, 3, 1)
    town(t, 0, 4, seat=other)
    assert [c for c in t.codes() if c.startswith("wa.")] == ["wa.1", "wa.3"]
