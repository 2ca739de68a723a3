"""The rulebook's worked examples, played as real turns (the movement examples are in
test_movement.py, the temple example in test_worship.py)."""

from __future__ import annotations


def test_bank_example_nine_coins_seven_prestige_two_helpers_and_a_bonus(make):
    """ "They perform the Bank room action, paying 9 coins to receive 7 prestige points and two
    Helper actions. [...] crossing over 1 bonus icon. They choose 1 Order card, and then refill
    the Order card display.\""""
    t = make(3).poor().give(coins=9, prestige=0, supply=3).clear_leaders()
    seat = t.seat
    t.board.tiles[0] = "bank"
    t.play("m0.O0")
    assert t.top().room == "bank"
    t.play("bk.pay", "h.0", "bk.pay", "bk.pay", "h.1")
    p = t.s.players[seat]
    assert (p.coins, p.prestige) == (0, 7)
    assert [t.board.chairs[i].seat for i in (0, 1)] == [seat, seat]
    assert t.kind() == "bonus"  # 0 -> 7 crosses the icon before 5
    shown = list(t.decks.order_display)
    top = t.decks.order_deck[-1]
    orders = list(p.orders)
    t.play("bo.o2")
    assert p.orders == [*orders, shown[2]]
    assert t.decks.order_display == [shown[0], shown[1], top]


def test_selling_market_example(make):
    """ "They choose to activate both assistants. They leave the senior assistant on the board and
    return the other younger assistant back to their personal supply. They sell 1 Celadon,
    1 Fruit, and 1 Gold [...] They receive 5 coins and 7 prestige points. Finally, they perform
    Recruit action once and Traveling Merchant action twice." The Gold is sold as Fruit."""
    t = make(3).poor().give(C=1, F=1, G=1, prestige=0, supply=2, track=9).clear_leaders()
    seat = t.seat
    t.chair(4, senior=True).chair(5)  # the Selling Market's chairs
    merchant = t.board.merchant
    t.play("m0.I2")
    assert t.kind() == "room"
    t.play("r.11")
    assert t.board.chairs[4].senior and t.board.chairs[5] is None
    assert t.me.supply == 3
    # "tm.0": each Traveling Merchant action leaves the merchant where it is (rules version 3).
    t.play("sm.C.C", "sm.F.F", "tm.0", "sm.F.G", "tm.0")
    p = t.s.players[seat]
    assert (p.coins, p.prestige) == (5, 7)
    assert p.track == 8  # one Recruit
    assert t.board.towns[merchant][seat] == 2  # two Traveling Merchant actions
    assert p.res == {"T": 0, "F": 0, "C": 0, "G": 0}
    assert t.board.selling == {"T": None, "C": "C", "F": "F"}  # the Gold went to the supply
    assert t.kind() == "bonus"  # 0 -> 7 prestige crosses an icon
    t.play("pass")
    assert t.seat != seat  # the turn is over; two boxes full: the market stays
    assert t.board.selling == {"T": None, "C": "C", "F": "F"}
    assert t.board.merchant == (merchant + 1) % 4


def test_delivery_example_remove_an_assistant_to_perform_again(make):
    """ "They decide to remove their assistant occupying the chair. They may now perform the room
    action again. They decide to receive 1 Celadon and 1 Fruit and place 2 assistants in the
    town where the Traveling Merchant tile is located.\""""
    t = make(3).poor().give(supply=1).clear_leaders()
    seat = t.seat
    t.chair(1)
    merchant = t.board.merchant
    t.play("m0.I0", "r.01", "d.C", "tm.0", "d.F", "tm.0")
    p = t.s.players[seat]
    assert (p.res["C"], p.res["F"]) == (1, 1)
    assert t.board.towns[merchant][seat] == 2
    assert t.board.chairs[1] is None and p.supply == 0


def test_worship_example(make):
    """ "Assistants are placed in order [...] starting from box 1 located at the top left corner,
    skipping the senior assistant and placing the last assistant on box 4. [...] They receive
    4+1 prestige points [...] They also receive 1 Celadon and 1 Amulet, and execute the
    "permanent Helper action" once. Finally [...] they return their assistants on boxes 1 and
    2 to their personal supply.\""""
    t = make(3).poor().give(prestige=0, supply=1).clear_leaders()
    seat = t.seat
    t.leaders(seat, "O5", "H")
    t.board.table[seat] = [2]  # own senior on box "3"
    t.board.towns[1][seat] = 3  # the bottom-left town
    t.chair(8)  # one assistant on a chair
    t.board.table_amulets["c3"] = "lucky_knot"
    t.play("m0.H", "wa.1")
    assert t.board.round == 1
    assert "wc.3" in t.codes()
    t.play("wc.3")
    p = t.s.players[seat]
    assert p.prestige == 4 + 1
    assert p.res["C"] == 1
    assert p.amulets == ["lucky_knot"]
    assert t.kind() == "helper" and t.top().senior
    t.play("ph.0")
    assert t.board.chairs[0].senior and t.board.chairs[0].seat == seat
    assert sorted(t.board.table[seat]) == [2, 3]
    assert p.supply == 2  # boxes 1 and 2 came back; the one in the supply became the senior
