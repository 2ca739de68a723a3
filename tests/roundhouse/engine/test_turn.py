"""The turn: its steps in order, score-track bonuses, the end-of-turn upkeep, the round marker
and the end of the game (rulebook "Player's Turn", "Gain Bonuses", "Game End")."""

from __future__ import annotations

from engine.roundhouse.players import pick_move
from engine.roundhouse.turn import Bonus, end_turn


def test_turn_steps_in_order(make):
    t = make(3)
    assert [d.kind for d in t.s.turn.stack] == ["end", "orders", "bonus", "start"]


def test_turn_passes_clockwise_and_resets(make):
    t = make(3).poor().give(supply=0)
    seat, number = t.seat, t.s.turn.number
    t.s.turn.used.append("x:elder")
    end_turn(t.s)
    assert t.seat == (seat + 1) % 3
    assert t.s.turn.number == number + 1
    assert t.s.turn.used == [] and not t.s.turn.moved
    assert t.s.turn.start_prestige == t.me.prestige


# ---------------------------------------------------------------- score-track bonuses


def bank_turn(t, start, coins):
    """A real turn: the Bank (no assistant to place), then the bonus step."""
    t.give(prestige=start, coins=coins, supply=0)
    t.s.turn.start_prestige = start
    t.replace_top("act", room="bank", n=0)


def test_crossing_one_bonus_icon_gives_an_order_or_an_amulet(make):
    t = make(3)
    seat = t.seat
    bank_turn(t, start=4, coins=2)
    t.play("bk.pay")  # +1 prestige: 4 -> 5 crosses the icon before 5
    assert t.kind() == "bonus"
    assert t.codes() == ["bo.o0", "bo.o1", "bo.o2", "bo.a0", "bo.a1", "bo.a2", "pass"]
    shown = list(t.decks.order_display)
    top = t.decks.order_deck[-1]
    orders = list(t.me.orders)
    t.play("bo.o1")
    p = t.s.players[seat]
    assert p.orders == [*orders, shown[1]]
    assert t.decks.order_display == [shown[0], top, shown[2]]
    assert t.kind() != "bonus"  # one icon, one bonus


def test_crossing_two_icons_gives_two_bonuses(make):
    t = make(3)
    seat = t.seat
    bank_turn(t, start=4, coins=15)
    t.play("bk.pay", "bk.pay", "bk.pay", "bk.pay")  # +12: 4 -> 16 crosses 5 and 12
    amulets = t.s.players[seat].amulets
    t.play("bo.a0")
    assert t.kind() == "bonus"
    t.play("bo.a0")
    assert len(amulets) == 2
    assert t.kind() != "bonus"


def test_no_bonus_without_crossing(make):
    t = make(3).poor()
    seat = t.seat
    bank_turn(t, start=5, coins=2)
    t.play("bk.pay")  # 5 -> 6: the icon before 5 was not crossed this turn
    assert t.seat == (seat + 1) % 3  # no bonus, nothing payable: the turn is over


def test_without_orders_on_display_the_bonus_is_an_amulet(make):
    t = make(3)
    bank_turn(t, start=4, coins=2)
    t.decks.order_display = []
    t.decks.order_deck = []
    t.play("bk.pay")
    assert t.codes() == ["bo.a0", "bo.a1", "bo.a2", "pass"]


def test_expert_prestige_at_the_start_counts_for_bonuses(make):
    t = make(3).poor().give(prestige=2)
    t.s.turn.start_prestige = 2
    t.me.experts = ["amulet_merchant"]
    t.play("x.amulet_merchant.1")  # +3 prestige: 2 -> 5
    step = next(d for d in t.s.turn.stack if isinstance(d, Bonus))
    assert step.due(t.s) == 1


# ---------------------------------------------------------------- upkeep


def test_full_markets_are_cleared_at_the_end_of_the_turn(make):
    t = make(3)
    b = t.board
    b.selling = {"T": "T", "C": "G", "F": "F"}
    b.market_a = ["T", "F", "GC"]
    b.market_b = ["C", "C", None]
    end_turn(t.s)
    assert b.selling == {"T": None, "C": None, "F": None}
    assert b.market_a == [None, None, None]
    assert b.market_b == ["C", "C", None]  # not full: stays


def test_partly_full_selling_market_stays(make):
    t = make(3)
    t.board.selling = {"T": "T", "C": None, "F": "F"}
    end_turn(t.s)
    assert t.board.selling == {"T": "T", "C": None, "F": "F"}


def test_warehouse_refills_and_money_lender_tops_up_to_three(make):
    t = make(3)
    t.board.warehouse = [None, "F", None]
    t.board.money_lender = 0
    end_turn(t.s)
    assert t.board.warehouse == ["T", "F", "C"]
    assert t.board.money_lender == 3
    t.board.money_lender = 5
    end_turn(t.s)
    assert t.board.money_lender == 5  # a pile above 3 stays


def test_merchant_moves_after_a_turn_with_a_merchant_action(make):
    t = make(3).poor().give(supply=2)
    t.board.merchant = 3
    t.replace_top("act", room="delivery", n=0)
    t.play("d.T", "tm.0")
    assert t.board.towns[3][(t.seat - 1) % 3] == 1  # the turn has ended
    assert t.board.merchant == 0


def test_merchant_stays_after_a_turn_without_one(make):
    t = make(3).poor()
    t.board.merchant = 2
    t.replace_top("act", room="smuggle", n=0)
    t.play("s.G")
    assert t.board.merchant == 2


# ---------------------------------------------------------------- the round marker and the end


def test_ancestors_advance_the_round_marker_temple_does_not(make):
    t = make(3).poor()
    t.board.towns[0][t.seat] = 1
    t.decide("worship").play("wt.0")
    assert t.board.round == 0
    t.decide("worship").play("wa.0")
    assert t.board.round == 1


def test_end_trigger_every_other_player_gets_exactly_one_more_turn(make):
    t = make(3, seed=5).poor().give(supply=0)
    trigger = t.seat
    t.board.round = t.board.end_space - 1
    amulet = t.board.end_amulet
    t.board.towns[0][trigger] = 1
    t.replace_top("worship")
    t.play("wa.0")
    p = t.s.players[trigger]
    assert p.end_token and amulet in p.amulets
    assert t.board.end_amulet is None
    assert (t.s.end_trigger, t.s.final_turns) == (trigger, 2)
    turns = []
    while not t.s.over:
        if not turns or turns[-1] != (t.s.turn.number, t.seat):
            turns.append((t.s.turn.number, t.seat))
        t.play(pick_move(t.s, "random", 3))
    seats = [seat for _, seat in turns]
    assert seats == [trigger, (trigger + 1) % 3, (trigger + 2) % 3]
    assert t.s.turn.stack == []


def test_passing_the_end_space_later_does_not_trigger_again(make):
    t = make(2).poor()
    t.board.round = t.board.end_space
    t.board.end_amulet = None
    t.s.end_trigger, t.s.final_turns = (t.seat + 1) % 2, 1
    t.board.towns[0][t.seat] = 1
    t.decide("worship").play("wa.0")
    assert t.board.round == t.board.end_space + 1
    assert t.s.end_trigger == (t.seat + 1) % 2
    assert not t.me.end_token
