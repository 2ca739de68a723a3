"""The six inner rooms (rulebook "Room Actions on Board"; components.md §3)."""

from __future__ import annotations

import pytest

from engine.roundhouse.perform import Act


def test_delivery_gives_a_basic_resource_and_a_merchant_action(make):
    t = make().poor().give(supply=5)
    t.act("delivery")
    assert t.codes() == ["d.T", "d.F", "d.C", "pass"]
    t.play("d.C")
    assert t.me.res["C"] == 1
    assert t.kind() == "tm"
    town = t.board.merchant
    t.play("tm.0")
    assert t.board.towns[town][t.seat] == 1
    assert t.me.supply == 4
    assert t.s.turn.tm_used
    assert t.held()


def test_smuggle_takes_gold_instead_of_a_pirate(make):
    t = make().poor().act("smuggle")
    assert set(t.codes()) == {"s.p0", "s.p1", "s.p2", "s.G", "pass"}
    t.play("s.G")
    assert t.me.res["G"] == 1
    assert t.held()


def test_smuggle_pirate_token_goes_to_the_bottom_and_the_display_refills(make):
    t = make().poor()
    t.decks.pirate_display = ["P3", "P4", "P10"]
    t.decks.pirate_stack = ["P1", "P2", "P5", "P6", "P7", "P8", "P9"]  # top is the end
    t.act("smuggle").play("s.p0")
    assert t.me.coins == 6  # P3: 6 coins
    assert t.decks.pirate_stack[0] == "P3"  # bottom of the stack
    assert t.decks.pirate_display == ["P9", "P4", "P10"]
    t.act("smuggle").play("s.p2")  # P10: 1 Gold + 1 coin
    assert (t.me.res["G"], t.me.coins) == (1, 7)


@pytest.mark.parametrize(
    ("cube", "coins", "vp", "recruits", "tms"),
    [("T", 5, 0, 0, 1), ("C", 3, 1, 1, 0), ("F", 1, 3, 0, 1)],
)
def test_selling_market_rewards_per_kind(make, cube, coins, vp, recruits, tms):
    t = make().poor().give(supply=0, track=9, prestige=0, **{cube: 1})
    t.act("selling_market")
    t.play(f"sm.{cube}.{cube}")
    assert t.me.coins == coins
    assert t.me.prestige == vp
    assert t.me.track == 9 - recruits
    assert t.board.selling[cube] == cube
    # with an empty supply the merchant action does nothing and is dropped
    assert t.held()
    assert t.s.turn.tm_used is False


def test_selling_market_box_must_be_empty_and_gold_stands_in(make):
    t = make().poor().give(T=1, G=1)
    t.board.selling["T"] = "T"
    t.act("selling_market")
    assert set(t.codes()) == {"sm.C.G", "sm.F.G", "pass"}
    t.play("sm.C.G")
    assert t.board.selling["C"] == "G"
    assert (t.me.res["G"], t.me.coins, t.me.prestige) == (0, 3, 1)


def test_selling_market_extra_performance_sells_the_same_kind_again(make):
    """EXCEPTION: with assistants the same kind may be sold again; the extra cube goes back."""
    t = make().poor().give(T=2, supply=0)
    t.stack(Act(room="selling_market"))
    t.s.turn.stack.append(Act(room="selling_market"))
    t.play("sm.T.T")
    assert "sm.T.T" in t.codes()  # the box is full, but this turn sold Tea already
    t.play("sm.T.T")
    assert t.me.coins == 10
    assert t.board.selling["T"] == "T"
    assert t.me.res["T"] == 0


def test_expert_room_takes_a_card_and_refills_the_display(make):
    t = make().poor()
    t.me.experts = []
    display = list(t.decks.expert_display)
    top = t.decks.expert_deck[-1]
    t.act("expert_room")
    assert t.codes() == ["ex.0", "ex.1", "ex.2", "pass"]
    t.play("ex.1")
    assert t.me.experts == [display[1]]
    assert t.decks.expert_display == [display[0], top, display[2]]


def test_expert_room_at_the_limit_discards_one_first(make):
    t = make().poor()
    t.me.experts = ["nanny", "maiden", "porter"]
    t.decks.expert_display = ["elder", "clerk", "servant"]
    t.decks.expert_deck = [e for e in t.decks.expert_deck if e not in ("elder",)]
    t.act("expert_room").play("ex.0")
    assert t.kind() == "discard"
    assert t.codes() == ["dx.nanny", "dx.maiden", "dx.porter"]
    t.play("dx.maiden")
    assert t.me.experts == ["nanny", "porter", "elder"]
    assert "maiden" in t.decks.expert_discard


def test_expert_room_reshuffles_the_discards_when_the_deck_is_empty(make):
    t = make().poor()
    t.me.experts = []
    t.decks.expert_display = ["elder", "clerk", "servant"]
    t.decks.expert_deck = []
    t.decks.expert_discard = ["nanny"]
    t.act("expert_room").play("ex.2")
    assert t.me.experts == ["servant"]
    assert t.decks.expert_display == ["elder", "clerk", "nanny"]
    assert t.decks.expert_discard == []


def test_money_lender_takes_all_its_coins_and_a_merchant_action(make):
    t = make().poor().give(supply=2)
    t.board.money_lender = 7
    t.act("money_lender")
    assert t.codes() == ["ml.c", "ml.T", "ml.F", "ml.C", "pass"]
    t.play("ml.c")
    assert (t.me.coins, t.board.money_lender) == (7, 0)
    assert t.kind() == "tm"
    t.play("tm.skip")
    assert t.held()


def test_money_lender_basic_resource_leaves_the_coins(make):
    t = make().poor()
    t.board.money_lender = 3
    t.act("money_lender").play("ml.F", "tm.0")
    assert (t.me.res["F"], t.board.money_lender) == (1, 3)


def test_lobby_option_a_two_recruits_a_merchant_and_a_helper(make):
    t = make().poor().give(supply=0, track=9)
    t.act("lobby").play("lb.a")
    assert (t.me.track, t.me.supply) == (7, 2)
    assert t.kind() == "tm"
    t.play("tm.0")
    assert t.kind() == "helper"
    t.play("h.4")
    assert t.board.chairs[4].seat == t.seat and not t.board.chairs[4].senior
    assert t.me.supply == 0
    assert t.held()


def test_lobby_option_b_performs_the_room_of_another_leader(make):
    t = make().poor().give(track=9).clear_leaders()
    t.leaders(t.seat, "I5", "O1")  # own second leader counts too
    other = (t.seat + 1) % 3
    t.leaders(other, "I1", "H")
    t.s.turn.room = "I5"
    t.act("lobby")
    assert t.codes() == ["lb.a", "lb.I1", "lb.O1", "pass"]
    t.play("lb.I1")
    assert t.me.track == 8  # one Recruit
    assert t.top().room == "smuggle"
    t.play("s.G")
    assert t.me.res["G"] == 1


def test_lobby_option_b_never_offers_the_lobby_itself(make):
    """A neutral on the Lobby under the variant: the Lobby's action cannot copy itself."""
    t = make(2, neutral_variant=True).poor().give(coins=5, T=1)
    t.clear_leaders()
    t.s.board.neutrals = {"green": "I4", "red": "O3", "blue": "O4"}
    t.replace_top("start")
    t.play("n.green.I5")
    assert t.top().room == "lobby"
    assert "lb.I5" not in t.codes()
    assert "lb.O3" in t.codes()
