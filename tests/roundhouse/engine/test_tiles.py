"""The eight room tiles of the outer circle (rulebook "Room Actions on Tiles"; components.md §3)."""

from __future__ import annotations

import pytest

TILES = ["warehouse", "market_a", "bank", "market_b", "meeting_large", "black_market"]


def with_tiles(t, tiles=TILES):
    t.board.tiles = list(tiles)
    return t


# ---------------------------------------------------------------- Market A (different kinds)


def test_market_a_sells_different_kinds_to_the_leftmost_boxes(make):
    t = with_tiles(make().poor().give(T=1, F=1, G=1, supply=0, prestige=0))
    t.act("market_a")
    assert set(t.codes()) == {
        "ma.T.T", "ma.T.G", "ma.F.F", "ma.F.G", "ma.C.G", "done",
    }  # fmt: skip
    t.play("ma.T.T")
    assert "ma.T.G" not in t.codes()  # Tea is on a box now
    t.play("ma.F.F", "ma.C.G")
    assert t.board.market_a == ["T", "F", "GC"]
    # box rewards: 1 coin + 1 vp; 1 coin + 2 vp + Helper (no assistant: dropped); 4 vp
    assert (t.me.coins, t.me.prestige) == (2, 7)
    assert t.held()


def test_market_a_gold_may_stand_for_several_kinds(make):
    t = with_tiles(make().poor().give(G=3, supply=0))
    t.act("market_a").play("ma.T.G", "ma.F.G", "ma.C.G")
    assert t.board.market_a == ["GT", "GF", "GC"]


def test_market_a_kinds_already_on_the_boxes_are_refused(make):
    t = with_tiles(make().poor().give(T=1, F=1))
    t.board.market_a = ["T", None, None]
    t.act("market_a")
    assert set(t.codes()) == {"ma.F.F", "done"}


def test_market_a_full_offers_nothing(make):
    t = with_tiles(make().poor().give(T=1, F=1, C=1, G=1))
    t.board.market_a = ["T", "F", "C"]
    t.act("market_a")
    assert t.codes() == ["done"]


def test_market_a_second_box_gives_a_helper(make):
    t = with_tiles(make().poor().give(T=1, F=1, supply=3))
    t.act("market_a").play("ma.T.T", "ma.F.F")
    assert t.kind() == "helper"
    t.play("h.0")
    assert t.board.chairs[0].seat == t.seat


# ---------------------------------------------------------------- Market B (one kind)


def test_market_b_sells_one_kind_with_its_rewards(make):
    t = with_tiles(make().poor().give(F=2, G=1, supply=0, track=9, prestige=0))
    t.act("market_b")
    t.play("mb.F.F")
    assert set(t.codes()) == {"mb.F.F", "mb.F.G", "done"}  # only Fruit now
    t.play("mb.F.G", "mb.F.F")
    assert t.board.market_b == ["F", "GF", "F"]
    # 2 coins + 1 vp + TM; 2 vp + Recruit; 3 vp + Recruit
    assert (t.me.coins, t.me.prestige, t.me.track) == (2, 6, 7)


def test_market_b_must_match_the_cubes_already_there(make):
    t = with_tiles(make().poor().give(T=1, C=1))
    t.board.market_b = ["GC", None, None]
    t.act("market_b")
    assert set(t.codes()) == {"mb.C.C", "done"}


def test_market_b_first_box_gives_a_merchant_action(make):
    t = with_tiles(make().poor().give(T=1, supply=2))
    t.act("market_b").play("mb.T.T")
    assert t.kind() == "tm"


# ---------------------------------------------------------------- Bank


def test_bank_pays_columns_left_to_right_cumulatively(make):
    t = make().poor().give(coins=15, supply=0, prestige=0)
    t.act("bank")
    for paid, vp in ((2, 1), (5, 3), (9, 7), (15, 12)):
        assert "bk.pay" in t.codes()
        t.play("bk.pay")
        assert (15 - t.me.coins, t.me.prestige) == (paid, vp)
    assert t.held()  # all four columns taken: nothing left


def test_bank_stops_when_the_next_column_is_unaffordable(make):
    t = make().poor().give(coins=4, supply=0)
    t.act("bank").play("bk.pay")
    assert t.me.coins == 2
    assert t.codes() == ["b.T", "b.F", "b.C"]  # 3 coins needed: the tile closed itself
    assert t.held()


# ---------------------------------------------------------------- Black Market


def test_black_market_buy_basic_and_recruit_then_merchant(make):
    t = make().poor().give(coins=4, supply=1, track=9)
    t.act("black_market")
    t.play("bm.b.T")
    assert (t.me.coins, t.me.res["T"]) == (3, 1)
    t.play("bm.r")
    assert (t.me.coins, t.me.track, t.me.supply) == (0, 8, 2)
    assert t.kind() == "tm"  # two trades made: the merchant action follows
    t.play("tm.0")
    assert t.held()


def test_black_market_buy_an_amulet_and_refill(make):
    t = make().poor().give(coins=4)
    shown = list(t.decks.amulet_display)
    top = t.decks.amulet_stack[-1]
    t.act("black_market").play("bm.a.1")
    assert t.me.amulets == [shown[1]]
    assert t.decks.amulet_display == [shown[0], top, shown[2]]
    assert t.me.coins == 0


def test_black_market_sell_basic_and_amulet(make):
    t = make().poor().give(C=1, supply=0)
    t.me.amulets = ["bell"]
    stack_before = len(t.decks.amulet_stack)
    t.act("black_market")
    assert "bm.s.C" in t.codes() and "bm.x.bell" in t.codes()
    assert "bm.s.T" not in t.codes()
    t.play("bm.s.C", "bm.x.bell")
    assert t.me.coins == 9
    assert t.me.amulets == []
    assert len(t.decks.amulet_stack) == stack_before + 1  # shuffled into the stack
    assert t.held()


def test_black_market_fire_gives_five_coins(make):
    t = make().poor().give(supply=2, track=3)
    t.act("black_market").play("bm.f", "bm.f")
    assert (t.me.coins, t.me.supply, t.me.track) == (10, 0, 5)


def test_black_market_at_most_two_trades_and_the_same_twice(make):
    t = make().poor().give(coins=10, supply=0)
    t.act("black_market").play("bm.b.F")
    t.play("bm.b.F")
    assert t.me.res["F"] == 2
    assert t.held()  # no third trade; TM with no supply dropped


def test_black_market_without_trades_still_gives_the_merchant_action(make):
    t = make().poor().give(supply=1)
    t.act("black_market")
    assert t.codes() == ["bm.f", "done"]
    t.play("done")
    assert t.kind() == "tm"


# ---------------------------------------------------------------- Trading Post

# The cost ladders of each rules version (games/roundhouse/docs/rules.md §16: version 2 cheapened
# three tiles).
TRADING_POST = [(1, (1, 2, 3, 4)), (2, (0, 1, 2, 3))]
MEETING = [
    (1, "meeting_large", (0, 1, 2)),
    (1, "meeting_small", (1, 2, 3)),
    (2, "meeting_large", (0, 1, 2)),
    (2, "meeting_small", (0, 1, 2)),
]
WAREHOUSE = [(1, (1, 2, 3)), (2, (0, 1, 2))]


@pytest.mark.parametrize(("rules", "costs"), TRADING_POST)
def test_trading_post_costs_rise_and_offer_four_actions(make, rules, costs):
    coins = 10
    t = make(rules=rules).poor().give(coins=coins, supply=0, track=9)
    t.act("trading_post")
    assert t.codes() == ["tp.0", "tp.1", "tp.2", "tp.3", "done"]
    t.play("tp.3")  # 1st action: Gold
    coins -= costs[0]
    assert (t.me.coins, t.me.res["G"]) == (coins, 1)
    t.play("tp.0")  # 2nd: Recruit
    coins -= costs[1]
    assert (t.me.coins, t.me.track, t.me.supply) == (coins, 8, 1)
    t.play("tp.1")  # 3rd: TM
    assert t.kind() == "tm"
    t.play("tm.0")
    if rules >= 2:  # version 2 asks about moving the merchant right after: it stays
        t.play("pass")
    coins -= costs[2]
    assert t.me.coins == coins
    t.play("tp.2")  # 4th: Helper, no assistant left -> nothing
    assert t.me.coins == coins - costs[3]
    assert t.held()


@pytest.mark.parametrize(("rules", "costs"), TRADING_POST)
def test_trading_post_stops_when_unaffordable(make, rules, costs):
    t = make(rules=rules).poor().give(coins=costs[0] + costs[1] - 1)
    t.act("trading_post").play("tp.3")
    assert t.me.coins == costs[1] - 1
    assert t.held()  # one coin short of the second action: the tile's action is over


# ---------------------------------------------------------------- Meeting Places


@pytest.mark.parametrize(("rules", "tile", "costs"), MEETING)
def test_meeting_place_takes_experts_for_rising_costs(make, rules, tile, costs):
    t = make(rules=rules).poor().give(coins=sum(costs), supply=0)
    t.me.experts = []
    t.act(tile)
    for i, cost in enumerate(costs):
        before = t.me.coins
        t.play("mt.0.c")
        assert before - t.me.coins == cost
        assert len(t.me.experts) == i + 1
    assert t.held()


@pytest.mark.parametrize(("rules", "costs"), [(1, (1, 2, 3)), (2, (0, 1, 2))])
def test_meeting_place_fires_an_assistant_instead_of_paying(make, rules, costs):
    t = make(rules=rules).poor().give(coins=costs[0], supply=1, track=9)
    t.me.experts = []
    t.act("meeting_small").play("mt.0.c")  # the first action paid: no coin left
    assert set(t.codes()) == {"mt.0.f", "mt.1.f", "mt.2.f", "done"}
    t.play("mt.2.f")
    assert (t.me.coins, t.me.supply, t.me.track, len(t.me.experts)) == (0, 0, 10, 2)
    assert t.held()


def test_meeting_place_respects_the_expert_limit(make):
    t = make().poor().give(coins=0)
    t.me.experts = ["nanny", "maiden", "porter"]
    t.act("meeting_large").play("mt.0.c")
    assert t.kind() == "discard"


# ---------------------------------------------------------------- Warehouse


@pytest.mark.parametrize(("rules", "costs"), WAREHOUSE)
def test_warehouse_takes_cubes_from_markets_and_itself_then_one_recruit(make, rules, costs):
    t = with_tiles(make(rules=rules).poor().give(coins=sum(costs), track=9, supply=0))
    t.board.selling["F"] = "G"
    t.board.market_a = ["T", "GC", None]
    t.board.market_b = ["C", None, None]
    t.act("warehouse")
    assert set(t.codes()) == {
        "wh.sm.F", "wh.ma.0", "wh.ma.1", "wh.mb.0", "wh.w.0", "wh.w.1", "wh.w.2", "done",
    }  # fmt: skip
    t.play("wh.sm.F")  # 1st action: the Gold on the Fruit box
    assert t.me.res["G"] == 1 and t.board.selling["F"] is None
    assert t.me.coins == costs[1] + costs[2]
    t.play("wh.ma.1")  # 2nd: a Gold sold as Celadon is a Gold cube
    assert t.me.res["G"] == 2 and t.board.market_a == ["T", None, None]
    assert t.me.coins == costs[2]
    t.play("wh.w.0")  # 3rd: the Warehouse's Tea
    assert t.me.res["T"] == 1 and t.board.warehouse == [None, "F", "C"]
    assert t.me.coins == 0
    assert (t.me.track, t.me.supply) == (8, 1)  # one Recruit, however many actions
    assert t.held()


def test_warehouse_recruits_once_even_without_actions(make):
    t = with_tiles(make(rules=1).poor().give(track=9, supply=0))
    t.act("warehouse")
    assert t.codes() == ["done"]  # no coin for the first action (1 coin in version 1)
    t.play("done")
    assert t.me.track == 8


def test_warehouse_recruits_when_its_actions_are_declined(make):
    t = with_tiles(make().poor().give(track=9, supply=0))
    t.act("warehouse")
    assert "wh.w.0" in t.codes()  # the first action is free from version 2 on
    t.play("done")
    assert t.me.track == 8 and t.board.warehouse == ["T", "F", "C"]
