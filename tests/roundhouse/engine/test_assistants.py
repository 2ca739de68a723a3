"""Assistant actions: Recruit, Traveling Merchant, Helper, permanent Helper, Fire (rulebook
"Assistant Actions"; components.md §4)."""

from __future__ import annotations

from engine.roundhouse.merchant import Merchant
from engine.roundhouse.scoring import family_points


def test_recruit_moves_the_leftmost_track_assistant_to_the_supply(make):
    t = make().poor().give(supply=0, track=2)
    t.act("lobby").play("lb.a")  # two Recruits first
    assert (t.me.track, t.me.supply) == (0, 2)


def test_recruit_with_an_empty_track_is_wasted(make):
    t = make().poor().give(supply=0, track=0)
    t.act("warehouse").play("done")
    assert (t.me.track, t.me.supply) == (0, 0)


def test_merchant_action_places_in_the_merchant_town(make):
    t = make().poor().give(coins=5, supply=2)
    t.board.merchant = 1
    t.decide("tm")
    assert t.codes() == ["tm.0", "tm.1", "tm.2", "tm.3", "tmt", "tm.skip"]
    t.play("tm.0")
    assert t.board.towns[1][t.seat] == 1
    assert (t.me.coins, t.me.supply, t.board.merchant) == (5, 1, 1)


def test_merchant_action_with_paid_extra_moves(make):
    t = make().poor().give(coins=5, supply=2)
    t.board.merchant = 3
    t.decide("tm").play("tm.2")  # 1 coin per town, clockwise, wrapping 3 -> 0 -> 1
    assert t.board.merchant == 1
    assert t.board.towns[1][t.seat] == 1
    assert t.me.coins == 3
    assert t.s.turn.tm_used


def test_paid_moves_are_limited_by_coins(make):
    t = make().poor().give(coins=1, supply=1)
    t.decide("tm")
    assert t.codes() == ["tm.0", "tm.1", "tmt", "tm.skip"]


def test_merchant_action_without_supply_does_nothing(make):
    t = make().poor().give(coins=3, supply=0)
    t.stack(Merchant())
    assert t.codes() == []
    t.act("delivery").play("d.T")  # the merchant action is dropped
    assert t.held()
    assert not t.s.turn.tm_used


def test_helper_places_a_younger_assistant_on_an_empty_chair(make):
    t = make(rules=2).poor().give(supply=1)  # each chair (version 3: each room, test_fewer_steps)
    other = (t.seat + 1) % 3
    t.chair(0, seat=other)
    t.decide("helper", senior=False)
    codes = t.codes()
    assert "h.0" not in codes and codes[-1] == "h.skip"
    assert len(codes) == 12  # 11 empty chairs + skip
    t.play("h.7")
    assert t.board.chairs[7].seat == t.seat and not t.board.chairs[7].senior
    assert t.me.supply == 0


def test_helper_without_supply_or_empty_chair_does_nothing(make):
    t = make().poor().give(supply=0)
    t.decide("helper", senior=False)
    assert t.codes() == []
    t.give(supply=2)
    for i in range(12):
        t.chair(i, seat=(t.seat + 1) % 3)
    assert t.codes() == []


def test_permanent_helper_places_a_senior(make):
    t = make().poor().give(supply=1)
    t.decide("helper", senior=True)
    assert t.codes()[0] == "ph.0"
    t.play("ph.4")
    assert t.board.chairs[4].senior and t.board.chairs[4].seat == t.seat


def test_fire_returns_to_the_rightmost_empty_track_space(make):
    t = make().poor().give(supply=1, track=1)
    assert family_points(t.s, t.me) == 4
    t.act("black_market").play("bm.f")
    assert (t.me.supply, t.me.track) == (0, 2)
    assert family_points(t.s, t.me) == 0


def test_fire_with_a_full_track_stacks_on_the_leftmost_space(make):
    t = make().poor().give(supply=2, track=9)
    t.act("black_market").play("bm.f", "bm.f")
    assert (t.me.supply, t.me.track) == (0, 11)
    assert family_points(t.s, t.me) == 0
    t.act("lobby").play("lb.a")  # the stacked ones are recruited first
    assert (t.me.track, t.me.supply) == (9, 2)


def test_senior_and_younger_chairs_give_extra_performances(make):
    """Inner room: remove younger assistants (back to supply) or use seniors (they stay)."""
    t = make().poor().give(supply=0).clear_leaders()
    t.chair(2, senior=True).chair(3)  # both chairs of the Smuggle Room (I1)
    t.leaders(t.seat, "I0", "H")
    t.replace_top("start")
    t.play("m0.I1")
    assert t.kind() == "room"
    assert t.codes() == ["r.00", "r.01", "r.10", "r.11", "pass"]
    t.play("r.11", "s.G", "s.G", "s.G")
    assert t.me.res["G"] == 3
    assert t.board.chairs[2].senior and t.board.chairs[3] is None
    assert t.me.supply == 1


def test_at_most_two_extra_performances(make):
    t = make().poor().clear_leaders()
    t.chair(2).chair(3)
    t.decide("room", space="I1")
    assert t.codes() == ["r.00", "r.01", "r.02", "pass"]


def test_other_players_chairs_give_nothing(make):
    t = make().poor().clear_leaders()
    t.chair(2, seat=(t.seat + 1) % 3)
    t.leaders(t.seat, "I0", "H")
    t.replace_top("start")
    t.play("m0.I1")
    assert t.kind() == "act"
