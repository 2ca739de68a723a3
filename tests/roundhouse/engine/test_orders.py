"""Order cards: fulfilling them and their four kinds of ability (rulebook "Fulfill Orders",
"Order Card Effects"; components.md §8)."""

from __future__ import annotations

from engine.roundhouse.actions import ChooseBasic
from engine.roundhouse.turn import Orders


def test_coins_ability_once_per_turn(make):
    t = make().poor()
    t.me.fulfilled = ["R8"]  # coins+2
    t.act("money_lender")
    t.board.money_lender = 3
    t.play("ml.c", "tm.skip")
    assert t.me.coins == 5
    t.board.money_lender = 3
    t.act("money_lender").play("ml.c", "tm.skip")
    assert t.me.coins == 8  # no second bonus this turn


def test_more_ability_gives_one_more_of_the_resource_once_per_turn(make):
    t = make().poor()
    t.me.fulfilled = ["S1"]  # T+1
    t.stack(ChooseBasic(), ChooseBasic(), ChooseBasic())
    t.play("b.F")
    assert t.me.res["F"] == 1
    t.play("b.T")
    assert t.me.res["T"] == 2
    t.play("b.T")
    assert t.me.res["T"] == 3


def test_vp_ability_gives_prestige_once_per_turn(make):
    t = make().poor().give(prestige=0)
    t.me.fulfilled = ["R3"]  # F:+2vp
    t.stack(ChooseBasic(), ChooseBasic())
    t.play("b.F", "b.F")
    assert (t.me.prestige, t.me.res["F"]) == (2, 2)


def test_vp_or_more_ability_asks_which(make):
    t = make().poor().give(prestige=0)
    t.me.fulfilled = ["R1"]  # any:vp-or-1
    t.stack(ChooseBasic(), ChooseBasic())
    t.play("b.C")
    assert t.kind() == "ability"
    assert t.codes() == ["ab.vp", "ab.more"]
    t.play("ab.more")
    assert t.me.res["C"] == 2
    t.play("b.T")  # once per turn: no second question
    assert t.held()
    assert (t.me.res["T"], t.me.prestige) == (1, 0)


def test_vp_or_more_prestige_choice(make):
    t = make().poor().give(prestige=0)
    t.me.fulfilled = ["R13"]
    t.decide("basic").play("b.F", "ab.vp")
    assert (t.me.prestige, t.me.res["F"]) == (1, 1)


def test_an_ability_gain_does_not_trigger_other_abilities(make):
    """The extra Tea of a vp-or-more ability must not set off the unused Tea+1 order."""
    t = make().poor().give(T=1)
    t.me.fulfilled = ["R1", "S1"]
    t.decide("ability", res="T", order="R1").play("ab.more")
    assert t.me.res["T"] == 2
    assert t.s.turn.used == []


def test_abilities_of_several_orders_each_trigger_once(make):
    t = make().poor().give(prestige=0)
    t.me.fulfilled = ["S1", "R5", "S5", "R2"]  # T+1, T+1, T:+1vp, T:+2vp
    t.decide("basic").play("b.T")
    assert (t.me.res["T"], t.me.prestige) == (3, 3)


def test_unfulfilled_orders_have_no_ability(make):
    t = make().poor()
    t.me.orders = ["S1"]
    t.me.fulfilled = []
    t.decide("basic").play("b.T")
    assert t.me.res["T"] == 1


def test_fulfil_orders_pays_with_gold_as_a_substitute(make):
    t = make().poor().give(T=2, G=1, prestige=0)
    t.me.orders = ["S1", "R10"]  # 2T ; G+T
    t.decide("orders")
    assert t.codes() == ["fo.S1", "fo.R10", "done"]
    t.play("fo.S1")
    # each cube pays one order: R10 would need a Tea (or a second Gold) now
    assert t.held()
    assert t.me.fulfilled == ["S1"] and t.me.orders == ["R10"]
    assert (t.me.res["T"], t.me.res["G"], t.me.prestige) == (0, 1, 0)  # prestige only at the end


def test_fulfil_several_orders_and_gold_for_a_missing_cube(make):
    t = make().poor().give(T=1, F=0, G=2, coins=4)
    t.me.orders = ["S5", "S4"]  # T+F ; 4 coins
    t.decide("orders").play("fo.S5")
    assert (t.me.res["T"], t.me.res["G"]) == (0, 1)
    t.play("fo.S4")
    assert t.me.coins == 0
    assert t.me.fulfilled == ["S5", "S4"]


def test_a_fulfilled_ability_works_at_once(make):
    t = make().poor().give(T=2)
    t.me.orders = ["S1"]
    t.stack(ChooseBasic(), Orders())
    t.play("fo.S1", "b.T")
    assert t.me.res["T"] == 2  # 0 after paying, +1, +1 from the new ability
